import Diagnostics
import Foundation
import XCTest

@testable import Reporting

final class GitHubTests: XCTestCase {
    private func lines(_ report: LintReport) throws -> [String] {
        try render(report, .github).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func testCommandShapeAndOrder() throws {
        let output = try lines(Sample.report())
        XCTAssertEqual(output.count, 6, output.joined(separator: "\n"))
        XCTAssertEqual(output[0],
                       "::error file=Examples/specs/broken.spec.json,line=3,col=9,title=tokenlint (input)::Expected ',' or '}' after an object member")
        XCTAssertEqual(output[1], "::error file=Examples/specs/recipe-picker.spec.yaml,line=42,col=7,title=tokenlint (contrast/text)::"
                           + "Text contrast 4.02:1 is below 4.5:1 (WCAG 1.4.3 AA) for 17 pt semibold text (in appearance=light,contrast=standard)")
        XCTAssertTrue(output[2].hasPrefix("::error file=tokens/app.resolver.json,line=5,col=3,title=tokenlint (contrast/text)::"))
        XCTAssertTrue(output[3].hasPrefix("::warning file=Examples/specs/recipe-picker.spec.yaml,line=42,col=7,title=tokenlint (target/size)::"))
        // needs-review and info are notices, sorted by place.
        XCTAssertTrue(output[4].hasPrefix("::notice file=Examples/specs/recipe-picker.spec.yaml,line=3,col=1,title=tokenlint (spec/unused-ignore)::"))
        XCTAssertTrue(output[5].hasPrefix("::notice file=Examples/specs/recipe-picker.spec.yaml,line=60,col=5,title=tokenlint (motion/reduced)::"))
    }

    func testEscaping() throws {
        XCTAssertEqual(GitHubReporter.escapeData("100% done\r\nnext: a,b"), "100%25 done%0D%0Anext: a,b")
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c%d\ne"), "a%3Ab%2Cc%25d%0Ae")

        let finding = Finding(rule: RuleID("r:1,2", kind: .spec), severity: .error, location: Sample.location("./dir,x/a:b.yaml", 2, 3),
                              message: "50% off\nsecond line\r\n::error::injected \u{1B}[31mred")
        let check = Check(rule: finding.rule, subject: "c", location: finding.location ?? Sample.location("", 1, 1), outcome: .finding(finding))
        let report = LintReport(toolVersion: "1", files: [FileReport(path: "dir,x/a:b.yaml", checks: [check])], rules: [], duration: 0,
                                timestamp: "2026-01-01T00:00:00")
        let output = try lines(report)
        XCTAssertEqual(output, ["::error file=dir%2Cx/a%3Ab.yaml,line=2,col=3,title=tokenlint (r%3A1%2C2)::50%25 off%0Asecond line%0A::error::injected red"])
    }

    /// A file outside the working directory keeps its absolute path: without its leading `/` it
    /// would name a file below the repository root that does not exist.
    func testAbsolutePathsStayAbsolute() throws {
        let path = "/tmp/my specs/a.spec.yaml"
        let finding = Finding(rule: RuleID("input/unreadable", kind: .input), severity: .error, location: Sample.location(path, 1, 1), message: "cannot read")
        let report = LintReport(toolVersion: "1", files: [FileReport(path: path, inputError: finding)], rules: [], duration: 0,
                                timestamp: "2026-01-01T00:00:00")
        XCTAssertEqual(try lines(report), ["::error file=/tmp/my specs/a.spec.yaml,line=1,col=1,title=tokenlint (input/unreadable)::cannot read"])
        XCTAssertTrue(GitHubStepSummary.markdown(report).contains("| /tmp/my specs/a.spec.yaml:1:1 |"), GitHubStepSummary.markdown(report))
    }

    func testTenPerLevelThenACountingNotice() throws {
        let output = try lines(Sample.many(errors: 22, warnings: 10, notices: 15))
        let errors = output.filter { $0.hasPrefix("::error ") }
        let warnings = output.filter { $0.hasPrefix("::warning ") }
        let notices = output.filter { $0.hasPrefix("::notice ") }
        let closing = output.filter { $0.hasPrefix("::notice::") }
        XCTAssertEqual(errors.count, 10)
        XCTAssertEqual(warnings.count, 10, "exactly 10 warnings are not cut")
        // Two closing notices share the notice budget of 10 with the real ones.
        XCTAssertEqual(notices.count + closing.count, 10)
        XCTAssertEqual(notices.count, 8)
        XCTAssertEqual(closing, [
            "::notice::12 more errors not shown: GitHub shows 10 per level; see the SARIF or JUnit report",
            "::notice::7 more notices not shown: GitHub shows 10 per level; see the SARIF or JUnit report",
        ])
        // Errors first, then warnings, then notices, then the closing notices.
        let kinds = output.map { $0.hasPrefix("::error") ? 0 : $0.hasPrefix("::warning") ? 1 : $0.hasPrefix("::notice::") ? 3 : 2 }
        XCTAssertEqual(kinds, kinds.sorted())
        // The shown errors are the first ten in report order.
        XCTAssertTrue(errors[0].hasSuffix("::error number 0"))
        XCTAssertTrue(errors[9].hasSuffix("::error number 9"))

        let one = try lines(Sample.many(errors: 11, warnings: 0, notices: 0))
        XCTAssertEqual(one.last, "::notice::1 more error not shown: GitHub shows 10 per level; see the SARIF or JUnit report")
    }

    /// The first N per group without sorting the run: the same items, in the same order, as
    /// filtering the whole sorted list, including exact ties (kept in run order) and findings
    /// located in another file than the one they were reported for (which sort elsewhere).
    func testLeadingItemsAreTheFilteredSortedOnes() {
        var files: [FileReport] = []
        let severities: [Severity] = [.error, .warning, .needsReview, .info]
        for f in 0..<40 {
            let path = "specs/s\(f % 13).spec.yaml"  // repeated paths: several reports for one file
            var checks: [Check] = []
            for c in 0..<12 {
                // Places repeat across checks (ties on file/line/column, some on everything but
                // the contexts), and every fifth finding points into a token file.
                let file = c % 5 == 4 ? "tokens/t\((f + c) % 3).json" : path
                let location = Sample.location(file, 1 + (f * 7 + c * 3) % 9, 1 + c % 2)
                let finding = Finding(rule: RuleID("rule/\(c % 2)", kind: .spec), severity: severities[(f + c) % 4], location: location,
                                      message: "m\(c % 3)", component: "c\(c % 4)",
                                      contexts: [[ContextChoice(modifier: "appearance", context: "\(f)-\(c)")]])
                let outcome: Check.Outcome = c % 7 == 6 ? .suppressed(finding, reason: "r") : .finding(finding)
                checks.append(Check(rule: finding.rule, subject: "c\(c)", location: location, outcome: outcome))
            }
            // The same finding but for its contexts, in every report of the same path: exact ties.
            let twin = Finding(rule: RuleID("rule/twin", kind: .spec), severity: .error, location: Sample.location(path, 4, 1), message: "twin",
                               component: "t", contexts: [[ContextChoice(modifier: "appearance", context: "report \(f)")]])
            checks.append(Check(rule: twin.rule, subject: "t", location: Sample.location(path, 4, 1), outcome: .finding(twin)))
            let unlocated = Finding(rule: RuleID("spec/unused-ignore", kind: .spec), severity: severities[f % 4], location: nil, message: "no place")
            files.append(FileReport(path: path, checks: checks, findings: f % 3 == 0 ? [unlocated] : []))
        }
        let report = LintReport(toolVersion: "1", files: files, registry: FileReport(path: Sample.registryPath, checks: [
            Check(rule: RuleID("contrast/text", kind: .spec), subject: "color.label", location: Sample.location(Sample.registryPath, 5, 3),
                  outcome: .finding(Sample.registryError)),
        ]), rules: [], duration: 0, timestamp: "2026-01-01T00:00:00")
        func key(_ item: ReportItem) -> String {
            "\(item.place) \(item.rule) \(item.subject ?? "") \(item.severity) \(item.finding.message) \(item.finding.contexts)"
        }
        let all = ReportItem.sorted(report.allFiles.flatMap { ReportItem.items(of: $0, suppressed: false) })
        XCTAssertGreaterThan(all.count, 300)
        for limit in [0, 1, 3, 10, 57, 1000] {
            let groups = ReportItem.leading(limit, of: report) { $0.severity }
            XCTAssertEqual(Set(groups.map(\.group)), Set(severities))
            for severity in severities {
                let expected = all.filter { $0.severity == severity }
                let group = groups.first { $0.group == severity }
                XCTAssertEqual(group?.total ?? 0, expected.count, "\(severity) total")
                XCTAssertEqual((group?.items ?? []).map(key), expected.prefix(limit).map(key), "\(severity) limit \(limit)")
            }
            let one = ReportItem.leading(limit, of: report) { _ in 0 }.first
            XCTAssertEqual(one?.items.map(key), all.prefix(limit).map(key), "all, limit \(limit)")
        }
    }

    func testCleanRunPrintsNothing() throws {
        XCTAssertEqual(try render(Sample.empty(), .github), "")
    }

    func testStepSummary() {
        let markdown = GitHubStepSummary.markdown(Sample.report())
        XCTAssertTrue(markdown.contains("| Files | Checks | Passed | Errors | Warnings | Needs review |"), markdown)
        // 2 files; 8 checks (6 + 2 registry), 3 passed; errors: 2 contrast + 1 input.
        XCTAssertTrue(markdown.contains("| 2 | 8 | 3 | 3 | 1 | 1 |"), markdown)
        XCTAssertTrue(markdown.contains("| Severity | Location | Rule | Subject | Message |"))
        XCTAssertTrue(markdown.contains("| error | Examples/specs/recipe-picker.spec.yaml:42:7 | contrast/text | add-to-plan | "), markdown)

        let many = GitHubStepSummary.markdown(Sample.many(errors: 150, warnings: 100, notices: 0))
        let rows = many.split(separator: "\n").filter { $0.hasPrefix("| error") || $0.hasPrefix("| warning") }
        XCTAssertEqual(rows.count, 200)
        XCTAssertTrue(many.contains("first 200 of 250 findings"))

        let hostile = GitHubStepSummary.markdown(Sample.hostileReport())
        XCTAssertFalse(hostile.unicodeScalars.contains("\u{1B}"))
        for row in hostile.split(separator: "\n") where row.hasPrefix("| error") {
            // Pipes in the data are escaped, so every row has the table's six borders.
            XCTAssertEqual(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count, 6, String(row))
        }

        XCTAssertTrue(GitHubStepSummary.markdown(Sample.empty()).contains("No checks ran"))
    }
}
