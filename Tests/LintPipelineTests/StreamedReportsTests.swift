import Diagnostics
import Foundation
import LintPipeline
@testable import Reporting
import XCTest

/// Reports streamed per file (`StreamedReports`) are byte for byte what each reporter renders
/// from the whole report of the same run: streaming changes what is held, not what is written.
final class StreamedReportsTests: XCTestCase {
    /// 40 copies of the example specs, one unparseable file, and two paths that do not exist
    /// (setup reports, whose findings sort among the spec files' and are merged in).
    private func session() throws -> (LintSession, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-reports-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let examples = LintSessionTests.root.appendingPathComponent("Examples/specs")
        let specs = try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()
        for copy in 0..<8 {
            for spec in specs {
                try Data(contentsOf: examples.appendingPathComponent(spec))
                    .write(to: folder.appendingPathComponent(String(format: "%02d-", copy) + spec))
            }
        }
        try Data("screens: [\n".utf8).write(to: folder.appendingPathComponent("03-broken.spec.yaml"))
        var options = LintSessionTests.examplesOptions(jobs: 2)
        options.paths = [folder.path, folder.appendingPathComponent("04-missing.spec.yaml").path,
                         folder.appendingPathComponent("00-missing.spec.yaml").path]
        return (try LintSession(options), folder)
    }

    /// Streams one run into a report of `format` and renders the same file reports whole.
    private func both(_ session: LintSession, _ format: ReportFormat, _ options: ReportOptions,
                      limits: JUnitLimits = .gitLab, sarifLimit: Int = SARIFReporter.gitHubResultLimit) throws -> (streamed: String, whole: String) {
        let (streamed, whole, _) = try run(session, format, options, limits: limits, sarifLimit: sarifLimit)
        return (streamed, whole)
    }

    /// `both`, with the GitHub step summary streamed and rendered whole.
    private func run(_ session: LintSession, _ format: ReportFormat, _ options: ReportOptions, limits: JUnitLimits = .gitLab,
                     sarifLimit: Int = SARIFReporter.gitHubResultLimit) throws -> (streamed: String, whole: String, stepSummaries: (streamed: String?, whole: String)) {
        let start = session.reportStart(strict: false)
        let sinks = try StreamedReports(format: format, options: options, targets: [], fileOptions: options, start: start,
                                        notice: nil, junitLimits: limits, sarifResultLimit: sarifLimit, githubStepSummary: true)
        var files: [FileReport] = []
        let outcome = try session.stream { (file: FileReport) throws in
            sinks.file(file)
            files.append(file)
        }
        var bytes: [UInt8] = []
        let run = StreamedRun(header: outcome.header, summary: outcome.summary, fileCount: outcome.fileCount)
        try sinks.writeStdout(run) { bytes.append(contentsOf: $0) }
        var report = outcome.header
        report.files = files
        let whole: String = switch format {
        case .junit: try Reporters.render(report, with: JUnitReporter(options: options, limits: limits))
        case .sarif: try Reporters.render(report, with: SARIFReporter(options: options, resultLimit: sarifLimit))
        default: try Reporters.render(report, format: format, options: options)
        }
        return (String(decoding: bytes, as: UTF8.self), whole, (sinks.stepSummary(run), GitHubStepSummary.markdown(report)))
    }

    func testTextAndJSONAreTheWholeReports() throws {
        let (session, folder) = try session()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (format, options) in [(ReportFormat.text, ReportOptions()), (.text, ReportOptions(quiet: true)),
                                  (.text, ReportOptions(strict: true, quiet: true)), (.json, ReportOptions()), (.github, ReportOptions())] {
            let (streamed, whole) = try both(session, format, options)
            XCTAssertGreaterThan(whole.count, format == .github ? 1_000 : 10_000, "a run with findings")
            XCTAssertEqual(streamed, whole, "\(format) \(options)")
            if format == .json {
                // Each copy of the examples has two findings its `ignore:` entries suppress.
                XCTAssertEqual(whole.components(separatedBy: "\"suppression\": {").count - 1, 16, "the suppressed list")
            }
        }
    }

    /// `$GITHUB_STEP_SUMMARY`'s Markdown: the totals and the first 200 findings of 400-odd.
    func testGitHubStepSummaryIsTheWholeReports() throws {
        let (session, folder) = try session()
        defer { try? FileManager.default.removeItem(at: folder) }
        let summaries = try run(session, .github, ReportOptions()).stepSummaries
        XCTAssertTrue(summaries.whole.contains("_Showing the first 200 of "), "more findings than the table lists")
        XCTAssertEqual(summaries.streamed, summaries.whole)
    }

    func testJUnitIsTheWholeReportWithinEachLimit() throws {
        let (session, folder) = try session()
        defer { try? FileManager.default.removeItem(at: folder) }
        for options in [ReportOptions(), ReportOptions(junitProfile: .strict), ReportOptions(junitCases: .all),
                        ReportOptions(junitCases: .failures), ReportOptions(strict: true, junitCases: .failures)] {
            let (streamed, whole) = try both(session, .junit, options)
            XCTAssertEqual(streamed, whole, "\(options)")
        }
        // GitLab's limits lowered so that every testcase does not fit and the failing ones do:
        // by bytes, then by testcases.
        let all = try both(session, .junit, ReportOptions(junitCases: .all)).whole
        let failures = try both(session, .junit, ReportOptions(junitCases: .failures)).whole
        let allCases = all.components(separatedBy: "<testcase ").count - 1
        let failingCases = failures.components(separatedBy: "<testcase ").count - 1
        XCTAssertLessThan(failures.utf8.count, all.utf8.count)
        for limits in [JUnitLimits(bytes: (all.utf8.count + failures.utf8.count) / 2, cases: .max),
                       JUnitLimits(bytes: JUnitLimits.gitLab.bytes, cases: (allCases + failingCases) / 2)] {
            let (streamed, whole) = try both(session, .junit, ReportOptions(), limits: limits)
            // (Counted in testcases: the sizes of two runs' reports differ with their `time` attributes.)
            XCTAssertEqual(streamed.components(separatedBy: "<testcase ").count - 1, failingCases, "the failing testcases only")
            XCTAssertEqual(streamed, whole)
        }
        // Fewer still: only some failing testcases fit, each file listing its share in file
        // order (by bytes, by testcases), framed around the failing testcases' bytes kept as
        // files passed (ReportLimitsTests.testACutReportIsEachFileSuiteBuiltForItsShare).
        for limits in [JUnitLimits(bytes: failures.utf8.count / 2, cases: .max),
                       JUnitLimits(bytes: failures.utf8.count / 5, cases: .max),
                       JUnitLimits(bytes: failures.utf8.count * 2 / 3, cases: .max),
                       JUnitLimits(bytes: JUnitLimits.gitLab.bytes, cases: failingCases / 2),
                       JUnitLimits(bytes: JUnitLimits.gitLab.bytes, cases: failingCases - 1)] {
            let (streamed, whole) = try both(session, .junit, ReportOptions(), limits: limits)
            XCTAssertLessThan(streamed.utf8.count, failures.utf8.count)
            XCTAssertTrue(streamed.contains("more failing checks"), "a file counts the failing testcases not listed")
            XCTAssertEqual(streamed, whole, "\(limits)")
        }
    }

    /// SARIF: every result; then GitHub's limit of results per run (README.md, Report limits: "the
    /// 25,000 most severe results", the rest counted in a run-level notification) lowered so that it cuts the run
    /// inside each level in turn, ties kept in report order.
    func testSARIFIsTheWholeReportWithinItsResultLimit() throws {
        let (session, folder) = try session()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (streamed, whole) = try both(session, .sarif, ReportOptions())
        XCTAssertEqual(streamed, whole)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(whole.utf8)) as? [String: Any])
        let run = try XCTUnwrap((document["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertNil(run["invocations"], "nothing left out")
        let levels = results.map { $0["level"] as? String ?? "" }
        let errors = levels.filter { $0 == "error" }.count, warnings = levels.filter { $0 == "warning" }.count
        XCTAssertGreaterThan(errors, 10)
        XCTAssertGreaterThan(warnings, 10)
        XCTAssertGreaterThan(results.count, errors + warnings + 10, "notes too")
        // The input errors (an unparseable file, missing paths) are declared with the catalog's text.
        XCTAssertTrue(whole.contains(InputRule.invalidYAML.summary), "the input error's rule is declared")
        XCTAssertFalse(whole.contains("\"text\": \"Findings of "), "no rule is undeclared")
        for limit in [0, 1, errors / 2, errors, errors + warnings / 2, errors + warnings + 3, results.count - 1] {
            let (streamed, whole) = try both(session, .sarif, ReportOptions(), sarifLimit: limit)
            XCTAssertTrue(whole.contains("\(results.count - limit) of \(results.count) results are not in this report"), "\(limit)")
            XCTAssertEqual(streamed, whole, "limit \(limit)")
        }
    }

    /// A spec file outside the working directory is shown by its absolute path, which sorts
    /// before the relative ones, yet comes after them when its absolute path does: the files
    /// inside are held (`StreamedRunStart.outOfOrder`), and every report of one lint is the
    /// whole report's. (Before, such a run was linted a second time with every file held.)
    func testAFileOutsideTheWorkingDirectoryIsPutInReportOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-order-\(getpid())-\(UUID().uuidString)")
        let inside = folder.appendingPathComponent("a-work"), outside = folder.appendingPathComponent("z-outside")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let examples = LintSessionTests.root.appendingPathComponent("Examples/specs")
        for spec in try FileManager.default.contentsOfDirectory(atPath: examples.path) {
            try Data(contentsOf: examples.appendingPathComponent(spec)).write(to: inside.appendingPathComponent(spec))
        }
        try Data(contentsOf: examples.appendingPathComponent("liquid-glass.spec.yaml"))
            .write(to: outside.appendingPathComponent("glass.spec.yaml"))
        var options = LintSessionTests.examplesOptions(jobs: 2)
        options.workingDirectory = inside.path
        options.paths = [".", outside.appendingPathComponent("glass.spec.yaml").path]
        let session = try LintSession(options)
        XCTAssertEqual(session.files.map(\.display).last, outside.appendingPathComponent("glass.spec.yaml").path)
        let prelude = (session.registryReport == nil ? 0 : 1) + session.setupReports.count
        XCTAssertEqual(session.reportStart(strict: false).outOfOrder, Set(prelude..<prelude + 5),
                       "the five files inside come before it and sort after it")
        for format in [ReportFormat.text, .json, .sarif, .junit, .html, .github] {
            let (streamed, whole) = try both(session, format, ReportOptions())
            XCTAssertEqual(streamed, whole, "\(format)")
            XCTAssertTrue(whole.contains(outside.path), "\(format)")
        }
        let text = try both(session, .text, ReportOptions()).whole
        XCTAssertLessThan(try XCTUnwrap(text.range(of: outside.path)).lowerBound, try XCTUnwrap(text.range(of: "liquid-glass.spec.yaml")).lowerBound,
                          "the absolute path first")
    }

    /// HTML (docs/html.md, "The lint report"): the file index and the summary before every
    /// file's section; and a run without findings says so.
    func testHTMLIsTheWholeReport() throws {
        let (session, folder) = try session()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (streamed, whole) = try both(session, .html, ReportOptions())
        XCTAssertTrue(whole.contains("<nav aria-labelledby=\"files-heading\">"), "a file index")
        XCTAssertGreaterThan(whole.components(separatedBy: "<article class=\"finding").count, 100)
        XCTAssertTrue(whole.contains("<h2 id=\"suppressed-heading\">Suppressed findings</h2>\n<details>\n<summary>16 suppressed findings"),
                      "each copy of the examples has two findings its `ignore:` entries suppress")
        XCTAssertEqual(whole.components(separatedBy: "</code>, suppressed: ").count - 1, 16)
        XCTAssertEqual(streamed, whole)

        var options = LintSessionTests.examplesOptions(jobs: 2)
        options.paths = ["Tests/Fixtures/lint/clean"]
        let (streamedClean, wholeClean) = try both(try LintSession(options), .html, ReportOptions())
        XCTAssertTrue(wholeClean.contains("<p>No findings: every check passed.</p>"), wholeClean)
        XCTAssertEqual(streamedClean, wholeClean)
    }
}
