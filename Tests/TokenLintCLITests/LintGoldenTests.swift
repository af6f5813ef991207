import Foundation
import XCTest

/// Whole outputs of `tokenlint lint Examples/specs` (run from the package root, so paths are
/// `Examples/specs/…`): `--format json` and `--format junit` (rich), compared with
/// `Snapshots/examples.*` (`LintSnapshotTests` says how to update them). The JSON one is also
/// what the library must give (`LintSessionTests`). The tests extend LintCommandTests so the
/// usual `--filter 'SpecLintTests|LintCommandTests'` runs them.
extension LintCommandTests {
    func testJSONGolden() throws {
        let result = inPackageRoot { tokenlint(["lint", "--config", LintPaths.neutralConfig, "Examples/specs", "--format", "json"]) }
        XCTAssertEqual(result.code, 1, result.summary)
        XCTAssertTrue(result.out.contains("\"file\": \"Examples/specs/recipe-picker.spec.yaml\""), "paths relative to the package root")
        LintSnapshotTests.assertWhole(result.out, "json", named: "json", testName: "examples")
    }

    func testJUnitGolden() throws {
        let result = inPackageRoot { tokenlint(["lint", "--config", LintPaths.neutralConfig, "Examples/specs", "--format", "junit"]) }
        XCTAssertEqual(result.code, 1, result.summary)
        LintSnapshotTests.assertWhole(LintSnapshotTests.normalised(result.out), "xml", named: "junit", testName: "examples")
    }

    /// JUnit invariants on the real output of the example specs.
    func testGoldenJUnitInvariantsOnTheExamples() throws {
        let (junit, json) = inPackageRoot {
            (tokenlint(["lint", "--config", LintPaths.neutralConfig, "Examples/specs", "--format", "junit"]),
             tokenlint(["lint", "--config", LintPaths.neutralConfig, "Examples/specs", "--format", "json"]))
        }
        let document = try JUnitDocument(junit.out)
        XCTAssertEqual(document.root["tests"], String(document.cases.count), "tests = number of testcases")
        XCTAssertEqual(document.suites.count, 5, "one testsuite per spec file")

        let failures = document.cases.filter { $0.failure != nil }
        let errorFindings = try json.findings().filter { $0.string("severity") == "error" }
        XCTAssertEqual(failures.count, errorFindings.count, "every error finding is one failure")
        XCTAssertEqual(document.root["failures"], String(failures.count))
        XCTAssertEqual(document.root["errors"], String(document.cases.filter { $0.error != nil }.count))
        XCTAssertEqual(document.root["skipped"], String(document.cases.filter { $0.skipped != nil }.count))
        let needsReviewOrSuppressed = try json.json().object("summary").map { ($0.number("needsReview") ?? 0) + ($0.number("suppressed") ?? 0) }
        XCTAssertEqual(Double(document.cases.filter { $0.skipped != nil }.count), needsReviewOrSuppressed, "needs-review and suppressed are skipped")

        var namesPerFile: [String: Set<String>] = [:]
        for testcase in document.cases {
            let file = try XCTUnwrap(testcase.attributes["file"], "testcase without file: \(testcase.attributes)")
            let line = try XCTUnwrap(testcase.attributes["line"].flatMap(Int.init), "testcase without a numeric line: \(testcase.attributes)")
            XCTAssertGreaterThanOrEqual(line, 1)
            XCTAssertTrue(file.hasPrefix("Examples/specs/"), file)
            let key = "\(testcase.attributes["classname"] ?? "")|\(testcase.attributes["name"] ?? "")"
            XCTAssertTrue(namesPerFile[file, default: []].insert(key).inserted, "classname+name repeated in \(file): \(key)")
            XCTAssertEqual(testcase.attributes["classname"], file.replacingOccurrences(of: ".spec.yaml", with: "").replacingOccurrences(of: "/", with: "."))
        }
        for suite in document.suites {
            let cases = document.cases.filter { $0.suite["name"] == suite["name"] }
            XCTAssertEqual(suite["tests"], String(cases.count), "tests of \(suite["name"] ?? "?")")
            XCTAssertEqual(suite["failures"], String(cases.filter { $0.failure != nil }.count))
        }
        // Every failure names its rule as type, and the failing (rule, component) pairs are the JSON's errors.
        let failing = Set(failures.compactMap { $0.attributes["name"] })
        let expected = Set(errorFindings.map { "\($0.string("rule") ?? "") \($0.string("component") ?? "")" })
        XCTAssertEqual(failing, expected)
        XCTAssertTrue(failures.allSatisfy { $0.failure?["type"] == $0.attributes["name"]?.split(separator: " ").first.map(String.init) })
    }
}
