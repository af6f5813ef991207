import Diagnostics
import Foundation
import JSONSchemaTestSupport
import JSONSource
import XCTest

@testable import Reporting

final class SARIFTests: XCTestCase {
    private func sarif(_ report: LintReport) throws -> (String, JSONValue) {
        let text = try render(report, .sarif)
        let value = try JSONParser.parse(text).root.value
        return (text, value)
    }

    func testStructure() throws {
        let (_, doc) = try sarif(Sample.report())
        XCTAssertEqual(doc["$schema"]?.stringValue, "https://json.schemastore.org/sarif-2.1.0.json")
        XCTAssertEqual(doc["version"]?.stringValue, "2.1.0")
        let runs = try XCTUnwrap(doc["runs"]?.arrayValue)
        XCTAssertEqual(runs.count, 1)
        let run = runs[0]
        let driver = try XCTUnwrap(run["tool"]?["driver"])
        XCTAssertEqual(driver["name"]?.stringValue, "tokenlint")
        XCTAssertEqual(driver["semanticVersion"]?.stringValue, "1.0.0")
        // No informationUri: tokenlint has no public address to point at yet, and the field is optional.
        XCTAssertNil(driver["informationUri"])

        // Every declared rule, in order, then the undeclared ones findings name.
        let rules = try XCTUnwrap(driver["rules"]?.arrayValue)
        let ids = rules.compactMap { $0["id"]?.stringValue }
        XCTAssertEqual(Array(ids.prefix(3)), Sample.rules.map(\.id))
        XCTAssertEqual(Set(ids.dropFirst(3)), ["input", "spec/unused-ignore"])
        for rule in rules {
            for key in ["shortDescription", "fullDescription", "help"] {
                XCTAssertFalse(rule[key]?["text"]?.stringValue?.isEmpty ?? true, "\(key) of \(rule["id"]?.stringValue ?? "")")
            }
            XCTAssertNotNil(rule["name"]?.stringValue)
            XCTAssertNotNil(rule["defaultConfiguration"]?["level"]?.stringValue)
        }
        let contrast = rules[0]
        XCTAssertEqual(contrast["defaultConfiguration"]?["level"]?.stringValue, "error")
        XCTAssertTrue(contrast["help"]?["markdown"]?.stringValue?.contains("WCAG 2.2 SC 1.4.3") ?? false)
        XCTAssertTrue(contrast["help"]?["text"]?.stringValue?.contains("4.5 : 1") ?? false)
        XCTAssertEqual(rules[2]["defaultConfiguration"]?["level"]?.stringValue, "note")

        // One result per finding, the suppressed one included (marked), sorted, rule indexes right.
        let results = try XCTUnwrap(run["results"]?.arrayValue)
        XCTAssertEqual(results.count, Sample.report().allFindings.count + 1)
        XCTAssertEqual(results.count, 7)
        for result in results {
            let ruleId = try XCTUnwrap(result["ruleId"]?.stringValue)
            let index = try XCTUnwrap(result["ruleIndex"]?.numberValue)
            XCTAssertEqual(ids[Int(index)], ruleId)
            XCTAssertFalse(result["message"]?["text"]?.stringValue?.isEmpty ?? true)
            let location = try XCTUnwrap(result["locations"]?.arrayValue?.first?["physicalLocation"])
            let uri = try XCTUnwrap(location["artifactLocation"]?["uri"]?.stringValue)
            XCTAssertFalse(uri.hasPrefix("/") || uri.hasPrefix("./"), uri)
            XCTAssertGreaterThanOrEqual(location["region"]?["startLine"]?.numberValue ?? 0, 1)
            XCTAssertGreaterThanOrEqual(location["region"]?["startColumn"]?.numberValue ?? 0, 1)
            XCTAssertNotNil(result["partialFingerprints"]?["primaryLocationLineHash"]?.stringValue)
        }
        let levels = Dictionary(results.map { ($0["message"]?["text"]?.stringValue ?? "", $0["level"]?.stringValue ?? "") },
                                uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(levels[Sample.contrastError.message], "error")
        XCTAssertEqual(levels[Sample.targetWarning.message], "warning")
        XCTAssertEqual(levels[Sample.motionReview.message], "note")
        XCTAssertEqual(levels[Sample.unusedIgnore.message], "note")
        XCTAssertEqual(levels[Sample.suppressedTarget.message], "warning", "a suppressed finding is a result, marked")
        let suppressed = try XCTUnwrap(results.first { $0["message"]?["text"]?.stringValue == Sample.suppressedTarget.message })
        XCTAssertEqual(suppressed["suppressions"], .array([.object([("kind", "inSource"), ("status", "accepted"),
                                                                    ("justification", "legacy screen, redesign in Q3")])]))
        XCTAssertNil(suppressed["baselineState"], "suppressed in the spec, not by the baseline")
        XCTAssertEqual(results.filter { $0["suppressions"] != nil }.count, 1, "active findings have no suppressions")

        let first = try XCTUnwrap(results.first { $0["message"]?["text"]?.stringValue == Sample.contrastError.message })
        XCTAssertEqual(first["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]?["startLine"]?.numberValue, 42)
        XCTAssertEqual(first["properties"]?["contexts"],
                       .array([.object([("appearance", "light"), ("contrast", "standard")])]))
    }

    /// The docs say SARIF keeps baselined findings: suppressed "external" (the baseline file),
    /// unchanged since the baseline (SARIF 2.1.0 §3.27.23, §3.27.24), streamed or not alike.
    func testBaselinedFindingsAreResultsSuppressedExternally() throws {
        let finding = Finding(rule: RuleID("target/size", kind: .spec), severity: .error, location: SourceLocation(file: "a.spec.yaml", line: 4, column: 5),
                              message: "Touch target 20 × 20 pt is smaller than 44 × 44 pt", component: "close")
        let file = FileReport(path: "a.spec.yaml", checks: [
            Check(rule: RuleID("target/size", kind: .spec), subject: "close", location: finding.location!, outcome: .suppressed(finding, reason: Check.baselineReason)),
        ])
        let report = LintReport(toolVersion: "1.0.0", files: [file], rules: Sample.rules, duration: 0, timestamp: "2026-01-01T00:00:00")
        let (_, doc) = try sarif(report)
        let result = try XCTUnwrap(doc["runs"]?.arrayValue?.first?["results"]?.arrayValue?.first)
        XCTAssertEqual(result["suppressions"], .array([.object([("kind", "external"), ("status", "accepted"), ("justification", "in the baseline")])]))
        XCTAssertEqual(result["baselineState"]?.stringValue, "unchanged")
        XCTAssertEqual(result["level"]?.stringValue, "error")
    }

    func testURIsAreRelativeAndEncoded() {
        XCTAssertEqual(ReportPath.uri("./specs/my screen.yaml"), "specs/my%20screen.yaml")
        XCTAssertEqual(ReportPath.uri("specs\\win.yaml"), "specs/win.yaml")
        XCTAssertEqual(ReportPath.uri("c:colon#hash?q.yaml"), "c%3Acolon%23hash%3Fq.yaml")
        XCTAssertEqual(ReportPath.uri("100%.yaml"), "100%25.yaml")
        XCTAssertEqual(ReportPath.uri("écran.yaml"), "%C3%A9cran.yaml")
        XCTAssertEqual(ReportPath.uri("../up/x.yaml"), "../up/x.yaml")
        XCTAssertEqual(ReportPath.uri(""), "unknown")
    }

    /// A file outside the working directory has an absolute display path: its URI is a `file:`
    /// URI, not the path with its `/` dropped (which would name a file below the checkout).
    func testAbsolutePathsAreFileURIs() throws {
        // RFC 8089 §2 and Appendix B: "file:///path/to/file", an empty authority; the path
        // percent-encoded as RFC 3986 §2.1 requires (a space is %20, non-ASCII its UTF-8 bytes).
        XCTAssertEqual(ReportPath.uri("/abs/x.yaml"), "file:///abs/x.yaml")
        XCTAssertEqual(ReportPath.uri("/tmp/my specs/écran #1.yaml"), "file:///tmp/my%20specs/%C3%A9cran%20%231.yaml")
        let path = "/tmp/my specs/a.spec.yaml"
        let unreadable = Finding(rule: RuleID("input/unreadable", kind: .input), severity: .error, location: Sample.location(path, 1, 1), message: "cannot read")
        let report = LintReport(toolVersion: "1", files: [FileReport(path: path, inputError: unreadable)],
                                rules: [], duration: 0, timestamp: "2026-01-01T00:00:00")
        let uri = try sarif(report).1["runs"]?.arrayValue?.first?["results"]?.arrayValue?.first?["locations"]?
            .arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue
        XCTAssertEqual(uri, "file:///tmp/my%20specs/a.spec.yaml")
    }

    func testFingerprintsAreStableAndDistinct() throws {
        let (a, docA) = try sarif(Sample.report())
        let (b, _) = try sarif(Sample.report())
        XCTAssertEqual(a, b, "same report, same bytes")
        let hashes = docA["runs"]?.arrayValue?.first?["results"]?.arrayValue?
            .compactMap { $0["partialFingerprints"]?["primaryLocationLineHash"]?.stringValue } ?? []
        XCTAssertEqual(Set(hashes).count, hashes.count)
        // A known value pins the hash function (FNV-1a 64), which must never change between releases.
        XCTAssertEqual(Hex.lower(StableHash.fnv1a([""])), "cbf29ce484222325")
        XCTAssertEqual(Hex.lower(StableHash.fnv1a(["a"])), "af63dc4c8601ec8c")
        // Several parts (0x1F between them), an empty one and non-ASCII UTF-8 (computed with Python).
        XCTAssertEqual(Hex.lower(StableHash.fnv1a(["spec/contrast-text", "specs/ü.spec.yaml", "", "Text contrast 3.76:1 (≥ 18 pt)"])),
                       "011acf70c8564188")
    }

    func testHostileAndEmptyReportsStayValidJSON() throws {
        for report in [Sample.hostileReport(), Sample.empty()] {
            let (_, doc) = try sarif(report)
            XCTAssertEqual(doc["version"]?.stringValue, "2.1.0")
        }
    }

    /// Validates against the SARIF 2.1.0 JSON schema (OASIS, Tests/Fixtures/schemas, notice
    /// beside it) with the tests' own validator, so it runs on every machine.
    func testValidatesAgainstTheSARIFSchema() throws {
        let schemaURL = Paths.packageRoot.appendingPathComponent("Tests/Fixtures/schemas/sarif-schema-2.1.0.json")
        let validator = try JSONSchemaValidator(schema: JSONParser.parse(String(decoding: try Data(contentsOf: schemaURL), as: UTF8.self)).root.value)
        for (name, report) in [("sample", Sample.report()), ("hostile", Sample.hostileReport()), ("empty", Sample.empty()),
                               ("many", Sample.many(errors: 12, warnings: 3, notices: 2))] {
            let document = try JSONParser.parse(try render(report, .sarif)).root.value
            XCTAssertEqual(validator.validate(document), [], name)
        }
        // The check can fail: a run without results, an unknown level and an extra property are rejected.
        let bad = try JSONParser.parse(#"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "level": "fatal", "colour": 1}]}], "$schema": "x"}"#).root.value
        let errors = validator.validate(bad)
        XCTAssertTrue(errors.contains { $0.contains("/runs/0/results/0/level") }, "\(errors)")
        XCTAssertTrue(errors.contains { $0.contains("'colour' is not allowed") }, "\(errors)")
        XCTAssertFalse(validator.validate(try JSONParser.parse(#"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}}]}"#).root.value).isEmpty)
    }
}
