import Diagnostics
import Foundation
import JSONSource
import XCTest

@testable import Reporting

/// A whole report fed to each renderer from its array: the findings of every file are put in
/// report order, whatever order the files hold them in.
final class WholeReportTests: XCTestCase {
    /// Many files with every severity, suppressions, input errors, a registry, and hostile text.
    static func largeReport() -> LintReport {
        let severities: [Severity] = [.error, .warning, .needsReview, .info]
        var files: [FileReport] = []
        for f in 0..<150 {
            let path = "specs/screen-\(f).spec.yaml"
            var checks: [Check] = []
            for c in 0..<6 {
                let location = Sample.location(path, 10 + c, 3)
                // Every 7th file carries control characters, ANSI escapes, U+FFFE and NUL.
                let text = f % 7 == 0 ? "bad \(c) \(Sample.hostile)" : "message \(f).\(c) “quoted” — ok"
                let finding = Finding(rule: RuleID("rule/\(c % 3)", kind: .spec), severity: severities[(f + c) % 4], location: location, message: text,
                                      component: "c\(c)", contexts: [[ContextChoice(modifier: "appearance", context: c % 2 == 0 ? "dark" : "light")]],
                                      measured: Double(c) + 0.5, required: 4.5, help: f % 7 == 0 ? "help \(Sample.hostile)" : nil)
                let outcome: Check.Outcome = switch (f + c) % 5 {
                case 0: .passed
                case 1: .suppressed(finding, reason: "reason \(text)")
                default: .finding(finding)
                }
                checks.append(Check(rule: RuleID("rule/\(c % 3)", kind: .spec), subject: "c\(c)", location: location, outcome: outcome))
            }
            let extra = Finding(rule: RuleID("spec/unused-ignore", kind: .spec), severity: .info, location: Sample.location(path, 2, 1), message: "unused \(f)")
            let inputError = f % 11 == 5
                ? Finding(rule: RuleID("input", kind: .input), severity: .error, location: Sample.location(path, 1, 1), message: "cannot parse \(Sample.hostile)")
                : nil
            files.append(FileReport(path: path, checks: inputError == nil ? checks : [], inputError: inputError,
                                    findings: inputError == nil ? [extra] : [], duration: 0.001 * Double(f)))
        }
        let registry = FileReport(path: Sample.registryPath, checks: [
            Check(rule: RuleID("contrast/text", kind: .spec), subject: "color.label", location: Sample.location(Sample.registryPath, 5, 3),
                  outcome: .finding(Sample.registryError)),
        ], duration: 0.004)
        return LintReport(toolVersion: "1.0.0", files: files, registry: registry, rules: Sample.rules, duration: 2,
                          timestamp: "2026-01-01T00:00:00")
    }

    func testAFileIsTheRenderedReport() throws {
        let report = Self.largeReport()
        let folder = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(ReportFormat, ReportOptions)] = [
            (.json, ReportOptions()), (.junit, ReportOptions()), (.junit, ReportOptions(junitProfile: .strict)),
            (.junit, ReportOptions(strict: true)), (.text, ReportOptions()), (.text, ReportOptions(color: true, quiet: true)),
        ]
        for (format, options) in cases {
            let rendered = try Reporters.render(report, format: format, options: options)
            let path = folder.appendingPathComponent("report.\(format.rawValue)").path
            try Reporters.write(report, format: format, options: options, to: path)
            XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), rendered, "\(format)")
        }
    }

    /// The files in reverse order: the findings still come out in report order.
    func testFindingsAreInReportOrderWhateverTheFileOrder() throws {
        var report = Self.largeReport()
        let ordered = try Reporters.render(report, format: .json, options: ReportOptions())
        report.files.reverse()
        XCTAssertEqual(try Reporters.render(report, format: .json, options: ReportOptions()), ordered)
    }

    /// The output is whole and in order.
    func testTheSerialOutputHoldsEverythingInOrder() throws {
        let report = Self.largeReport()
        let junit = try Reporters.render(report, format: .junit, options: ReportOptions())
        let root = try XCTUnwrap(XML.parse(junit), "well-formed")
        let suites = root.all("testsuite")
        XCTAssertEqual(suites.map { $0["name"] ?? "" }, ["registry"] + report.files.map(\.path))
        XCTAssertEqual(root.int("tests"), suites.compactMap { $0.int("tests") }.reduce(0, +))
        XCTAssertEqual(root.int("failures"), suites.compactMap { $0.int("failures") }.reduce(0, +))
        XCTAssertEqual(root.int("skipped"), suites.compactMap { $0.int("skipped") }.reduce(0, +))
        XCTAssertEqual(root.int("errors"), report.files.filter { $0.inputError != nil }.count)
        XCTAssertFalse(junit.utf8.contains { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 }, "no control characters")
        XCTAssertFalse(junit.unicodeScalars.contains("\u{FFFE}"))

        let json = try Reporters.render(report, format: .json, options: ReportOptions())
        let document = try JSONParser.parse(json)
        guard case .object(let members) = document.root.value, case .array(let findings)? = members.first(where: { $0.0 == "findings" })?.1 else {
            return XCTFail("findings array")
        }
        XCTAssertEqual(findings.count, report.summary.errors + report.summary.warnings + report.summary.needsReview + report.summary.info)
        let files = findings.compactMap { finding -> String? in
            guard case .object(let pairs) = finding, case .string(let file)? = pairs.first(where: { $0.0 == "file" })?.1 else { return nil }
            return file
        }
        XCTAssertEqual(files, files.sorted(), "sorted by file")

        let text = try Reporters.render(report, format: .text, options: ReportOptions())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, findings.count + 2, "a line per finding, the summary, the final line break")
        XCTAssertEqual(lines.dropLast(2).map { String($0.prefix { $0 != ":" }) }, files, "the JSON report's order")
        XCTAssertEqual(String(lines[lines.count - 2]), TextReporter.summary(report))
    }
}
