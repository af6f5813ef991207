import Diagnostics
import Foundation
import JSONSource
import XCTest

@testable import Reporting

final class TextReporterTests: XCTestCase {
    /// A registry finding (a token, no component) names its token before the message, as
    /// `tokens check` always printed it: registry messages do not name it themselves.
    func testLinesSortedWithContextsAndSummary() throws {
        let text = try render(Sample.report(), .text)
        XCTAssertEqual(text, """
            Examples/specs/broken.spec.json:3:9: error: Expected ',' or '}' after an object member [input]
            Examples/specs/recipe-picker.spec.yaml:3:1: info: This ignore entry matched nothing [spec/unused-ignore]
            Examples/specs/recipe-picker.spec.yaml:42:7: error: Text contrast 4.02:1 is below 4.5:1 (WCAG 1.4.3 AA) for 17 pt semibold text [contrast/text] (in appearance=light,contrast=standard)
            Examples/specs/recipe-picker.spec.yaml:42:7: warning: Tap target 40×40 pt is smaller than 44×44 pt [target/size]
            Examples/specs/recipe-picker.spec.yaml:60:5: needs-review: The spec does not say what the hero transition does under Reduce Motion [motion/reduced]
            tokens/app.resolver.json:5:3: error: color.label: Pair color.label on color.background is 3.1:1 [contrast/text]
            Found 3 errors, 1 warning, 1 needing review, 1 info in 3 files (8 checks, 3 passed, 1 suppressed).

            """)
    }

    func testQuietShowsOnlyErrors() throws {
        let lines = try render(Sample.report(), .text, ReportOptions(quiet: true)).split(separator: "\n")
        XCTAssertEqual(lines.count, 4)
        XCTAssertTrue(lines.dropLast().allSatisfy { $0.contains(": error: ") })
        XCTAssertTrue(lines.last?.hasPrefix("Found 3 errors") ?? false)
        // Under --strict warnings are errors, so quiet keeps them.
        let strict = try render(Sample.report(), .text, ReportOptions(strict: true, quiet: true)).split(separator: "\n")
        XCTAssertEqual(strict.count, 5)
    }

    func testColorOnlyWhenAsked() throws {
        let plain = try render(Sample.report(), .text, ReportOptions(color: false))
        XCTAssertFalse(plain.contains("\u{1B}"))
        let colored = try render(Sample.report(), .text, ReportOptions(color: true))
        XCTAssertTrue(colored.contains("\u{1B}[1mExamples/specs/recipe-picker.spec.yaml:42:7\u{1B}[0m: \u{1B}[31merror\u{1B}[0m: "), colored)
        XCTAssertTrue(colored.contains("\u{1B}[33mwarning\u{1B}[0m"))
        XCTAssertTrue(colored.contains("\u{1B}[36mneeds-review\u{1B}[0m"))
        XCTAssertTrue(colored.contains("\u{1B}[34minfo\u{1B}[0m"))
    }

    func testHostileInputCannotDriveTheTerminal() throws {
        let text = try render(Sample.hostileReport(), .text)
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "only our own line breaks")
        XCTAssertEqual(text.split(separator: "\n").count, Sample.hostileReport().allFindings.count + 1, "one line per finding")
    }

    func testSummaryWording() {
        XCTAssertEqual(TextReporter.summary(Sample.empty()), "No checks ran in 0 files.")
        let passing = LintReport(toolVersion: "1", files: (0..<5).map { i in
            FileReport(path: "f\(i).yaml", checks: (0..<24).map { _ in
                Check(rule: RuleID("r", kind: .spec), subject: "s", location: Sample.location("f\(i).yaml", 1, 1), outcome: .passed)
            })
        }, rules: [], duration: 0, timestamp: "")
        XCTAssertEqual(TextReporter.summary(passing), "All 120 checks passed in 5 files.")
        let one = LintReport(toolVersion: "1", files: [FileReport(path: "a.yaml", checks: [
            Check(rule: RuleID("r", kind: .spec), subject: "s", location: Sample.location("a.yaml", 1, 1), outcome: .passed),
        ])], rules: [], duration: 0, timestamp: "")
        XCTAssertEqual(TextReporter.summary(one), "All 1 check passed in 1 file.")
        XCTAssertEqual(TextReporter.summary(Sample.many(errors: 1, warnings: 2, notices: 0)),
                       "Found 1 error, 2 warnings in 1 file (3 checks, 0 passed).")
    }
}

final class JSONReporterTests: XCTestCase {
    func testGoldenSmallReport() throws {
        let spec = "Examples/specs/recipe-picker.yaml"
        let error = Finding(
            rule: RuleID("contrast/text", kind: .spec), severity: .error, location: Sample.location(spec, 42, 7),
            message: "Text contrast 4.02:1 is below 4.5:1 (WCAG 1.4.3 AA) for 17 pt semibold text",
            component: "add-to-plan",
            contexts: [[ContextChoice(modifier: "appearance", context: "light"), ContextChoice(modifier: "contrast", context: "standard")]],
            measured: 4.017, required: 4.5,
            help: "Use a darker background or larger/bolder text; see `tokenlint rules contrast/text`")
        let warning = Finding(rule: RuleID("dtcg/legacy-format", kind: .spec), severity: .warning, location: Sample.location("tokens/app.tokens.json", 7, 16),
                              message: "Legacy hex string \"#FFF\"", token: "color.accent.muted")
        let report = LintReport(toolVersion: "1.0.0", files: [
            FileReport(path: spec, checks: [
                Check(rule: RuleID("target/size", kind: .spec), subject: "add-to-plan", location: Sample.location(spec, 42, 7), outcome: .passed),
                Check(rule: RuleID("contrast/text", kind: .spec), subject: "add-to-plan", location: Sample.location(spec, 42, 7), outcome: .finding(error)),
            ]),
        ], registry: FileReport(path: "tokens/app.tokens.json", findings: [warning]), rules: [], duration: 0.1,
        timestamp: "2026-01-01T00:00:00")

        let golden = try String(contentsOf: Paths.fixtures.appendingPathComponent("small-report.json"), encoding: .utf8)
        XCTAssertEqual(try render(report, .json), golden)
    }

    func testSortedFindingsWithInputErrors() throws {
        let doc = try JSONParser.parse(try render(Sample.report(), .json)).root.value
        XCTAssertEqual(doc.objectValue?.map(\.0), ["tool", "summary", "findings", "suppressed"])
        XCTAssertEqual(doc["summary"]?.objectValue?.map(\.0), ["files", "checks", "passed", "errors", "warnings", "needsReview", "suppressed"])
        XCTAssertEqual(doc["summary"]?["files"]?.numberValue, 2)
        XCTAssertEqual(doc["summary"]?["suppressed"]?.numberValue, 1)
        let findings = try XCTUnwrap(doc["findings"]?.arrayValue)
        let places = findings.map { ($0["file"]?.stringValue ?? "", Int($0["line"]?.numberValue ?? 0), Int($0["column"]?.numberValue ?? 0)) }
        XCTAssertEqual(places.map { "\($0.0):\($0.1):\($0.2)" }, [
            "Examples/specs/broken.spec.json:3:9",
            "Examples/specs/recipe-picker.spec.yaml:3:1",
            "Examples/specs/recipe-picker.spec.yaml:42:7",
            "Examples/specs/recipe-picker.spec.yaml:42:7",
            "Examples/specs/recipe-picker.spec.yaml:60:5",
            "tokens/app.resolver.json:5:3",
        ])
        XCTAssertEqual(findings[2]["rule"]?.stringValue, "contrast/text", "same place: sorted by rule")
        XCTAssertEqual(findings[3]["rule"]?.stringValue, "target/size")
        XCTAssertEqual(findings[0]["rule"]?.stringValue, "input")
        XCTAssertEqual(findings[5]["token"]?.stringValue, "color.label")
        XCTAssertNil(findings[5]["component"])
    }

    /// docs/baseline-and-cache.md: suppressed findings stay in the reports. `findings` keeps
    /// the active ones only; `suppressed` lists the others, sorted like findings, each the
    /// same object plus `suppression` (`baseline` for the baseline's, `inSource` for an
    /// `ignore:` entry's, and the reason).
    func testSuppressedFindingsAreListedAfterTheFindings() throws {
        var report = Sample.report()
        let baselined = Finding(rule: RuleID("contrast/text", kind: .spec), severity: .error, location: Sample.location(Sample.spec, 5, 3),
                                message: "Text contrast 2.9:1 is below 4.5:1", component: "caption")
        report.files[0].checks.append(Check(rule: RuleID("contrast/text", kind: .spec), subject: "caption", location: baselined.location!,
                                            outcome: .suppressed(baselined, reason: Check.baselineReason)))
        let doc = try JSONParser.parse(try render(report, .json)).root.value
        XCTAssertEqual(doc.objectValue?.map(\.0), ["tool", "summary", "findings", "suppressed"])
        XCTAssertEqual(doc["findings"]?.arrayValue?.count, 6, "the active findings, as before")
        XCTAssertNil(doc["findings"]?.arrayValue?.first { $0["suppression"] != nil })
        let suppressed = try XCTUnwrap(doc["suppressed"]?.arrayValue)
        XCTAssertEqual(suppressed.map { $0["component"]?.stringValue }, ["caption", "close"], "sorted by place: line 5, then 12")
        XCTAssertEqual(suppressed[0]["suppression"], .object([("kind", "baseline"), ("reason", "in the baseline")]))
        XCTAssertEqual(suppressed[1]["suppression"], .object([("kind", "inSource"), ("reason", "legacy screen, redesign in Q3")]))
        XCTAssertEqual(suppressed[1].objectValue?.map(\.0), ["rule", "severity", "file", "line", "column", "component", "contexts",
                                                             "message", "suppression"])
        XCTAssertEqual(suppressed[1]["message"]?.stringValue, Sample.suppressedTarget.message)

        // Always present, empty when nothing is suppressed.
        let clean = LintReport(toolVersion: "1.0.0", files: [], rules: [], duration: 0, timestamp: "2026-01-01T00:00:00")
        XCTAssertTrue(try render(clean, .json).hasSuffix("  \"findings\": [],\n  \"suppressed\": []\n}\n"))
    }

    func testHostileStringsRoundTrip() throws {
        let text = try render(Sample.hostileReport(), .json)
        let doc = try JSONParser.parse(text).root.value
        let messages = doc["findings"]?.arrayValue?.compactMap { $0["message"]?.stringValue } ?? []
        XCTAssertTrue(messages.contains(Sample.hostile), "JSON keeps the data exactly, escaped")
    }
}

final class WriteTests: XCTestCase {
    func testWritesEveryFormatAtomicallyAndReplacesWhole() throws {
        let folder = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ReportFormat.allCases {
            let path = folder.appendingPathComponent("nested/report.\(format.rawValue)").path
            // An existing, longer file is replaced whole, not overwritten in place.
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(String(repeating: "old report ", count: 10_000).utf8).write(to: URL(fileURLWithPath: path))
            try Reporters.write(Sample.report(), format: format, options: ReportOptions(), to: path)
            let written = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertEqual(written, try render(Sample.report(), format), "\(format)")
            XCTAssertFalse(written.contains("old report"))
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("nested").path)
        XCTAssertEqual(Set(leftovers), Set(ReportFormat.allCases.map { "report.\($0.rawValue)" }), "no temporary files left")

        // A strict JUnit file validates through the file-based path too.
        let junit = folder.appendingPathComponent("junit.xml").path
        try Reporters.write(Sample.hostileReport(), format: .junit, options: ReportOptions(junitProfile: .strict), to: junit)
        XCTAssertEqual(JUnitValidator.validate(file: junit, against: .ant), [])
        XCTAssertEqual(JUnitValidator.validate(file: junit, against: .jenkins), [])
    }

    /// libxml2 would read a file name as a URI (`%20` unescaped, `name:` taken for a scheme):
    /// the name given is the name written.
    func testFileNamesAreTakenLiterally() throws {
        let folder = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = ["100%20 done.xml", "a:b.xml", "http:x.xml", "%00.xml", "ünï €.xml"]
        for name in names {
            try Reporters.write(Sample.report(), format: .junit, options: ReportOptions(junitProfile: .strict), to: folder.path + "/" + name)
            XCTAssertEqual(JUnitValidator.validate(file: folder.path + "/" + name, against: .ant), [], name)
        }
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)), Set(names))

        // A relative path writes beside the working directory's files, not elsewhere.
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try Reporters.write(Sample.report(), format: .json, options: ReportOptions(), to: "plain.json")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/plain.json"))
    }

    func testFailedWriteLeavesNothingBehind() throws {
        let folder = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = folder.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for format in [ReportFormat.junit, .json] {
            XCTAssertThrowsError(try Reporters.write(Sample.report(), format: format, options: ReportOptions(), to: directory.path))
        }
        XCTAssertThrowsError(try Reporters.write(Sample.report(), format: .junit, options: ReportOptions(), to: ""))
        for format in [ReportFormat.junit, .sarif] {
            XCTAssertThrowsError(try Reporters.write(Sample.report(), format: format, options: ReportOptions(),
                                                     to: folder.path + "/nul\u{0}.xml"))
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["taken"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}
