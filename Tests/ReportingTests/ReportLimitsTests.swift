import Diagnostics
import FileOutput
import Foundation
import JSONSource
import XCTest

@testable import Reporting

/// Reports stay inside what their CI consumers accept (README.md, "Report limits"). The
/// limits, from the consumers' documentation (Tests/Fixtures is not needed: they are
/// numbers):
/// - GitLab JUnit (GitLab docs, unit test reports): under 30 MB per file; GitLab.com parses at
///   most 500,000 cases (gitlab-org/gitlab#247886).
/// - GitHub code scanning SARIF (GitHub docs, SARIF support): at most 25,000 results per run.
final class ReportLimitsTests: XCTestCase {
    /// A run of `files` files with `checksPerFile` checks each, every other one failing: one in
    /// ten failures an error, the rest warnings (the warnings pass in JUnit, as README.md's Reports say).
    static func generated(files: Int, checksPerFile: Int) -> LintReport {
        let reports = (0..<files).map { fileIndex -> FileReport in
            let path = "feature-\(fileIndex / 100)/screen-\(fileIndex).spec.yaml"
            let checks = (0..<checksPerFile).map { index -> Check in
                let location = SourceLocation(file: path, line: index + 1, column: 7)
                let subject = "row-\(index)"
                guard index % 2 == 1 else {
                    return Check(rule: RuleID("contrast/text", kind: .spec), subject: subject, location: location, outcome: .passed)
                }
                let severity: Severity = index % 20 == 1 ? .error : .warning
                let finding = Finding(rule: RuleID("contrast/text", kind: .spec), severity: severity, location: location,
                                      message: "Text contrast 2.8 : 1 is below 4.5 : 1 in appearance=dark",
                                      component: subject, measured: 2.8, required: 4.5)
                return Check(rule: RuleID("contrast/text", kind: .spec), subject: subject, location: location, outcome: .finding(finding))
            }
            return FileReport(path: path, checks: checks)
        }
        return LintReport(toolVersion: "1.0.0", files: reports, rules: [], duration: 1, timestamp: "2026-01-01T00:00:00")
    }

    /// Collects the notices a reporter gives.
    final class Notices: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        var all: [String] { lock.withLock { lines } }
        func add(_ line: String) { lock.withLock { lines.append(line) } }
    }

    private func junit(_ report: LintReport, limits: JUnitLimits = .gitLab, cases: JUnitCases? = nil, strict: Bool = false,
                       profile: JUnitProfile = .rich, notices: Notices) throws -> String {
        let options = ReportOptions(strict: strict, junitProfile: profile, junitCases: cases)
        return try Reporters.render(report, with: JUnitReporter(options: options, limits: limits, notice: { notices.add($0) }))
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The `<testsuites>` totals and the testcases written agree.
    private func assertTotalsMatchCases(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let root = try XCTUnwrap(XML.parse(text), file: file, line: line)
        let suites = root.children.filter { $0.name == "testsuite" }
        let cases = suites.flatMap { $0.children.filter { $0.name == "testcase" } }
        XCTAssertEqual(root.attributes["tests"], "\(cases.count)", file: file, line: line)
        let failing = cases.filter { $0.children.contains { $0.name == "failure" } }.count
        XCTAssertEqual(root.attributes["failures"], "\(failing)", file: file, line: line)
    }

    // MARK: JUnit

    func testSmallReportKeepsEveryTestcaseAndSaysNothing() throws {
        let notices = Notices()
        let text = try junit(Self.generated(files: 3, checksPerFile: 10), notices: notices)
        XCTAssertEqual(count("<testcase ", in: text), 30)
        XCTAssertEqual(notices.all, [])
        try assertTotalsMatchCases(text)
    }

    func testTooManyCasesListsOnlyFailuresWithOnePassingSummaryPerSuite() throws {
        let notices = Notices()
        // 4 files × 10 checks = 40 testcases over a limit of 30.
        let report = Self.generated(files: 4, checksPerFile: 10)
        let text = try junit(report, limits: JUnitLimits(bytes: 30_000_000, cases: 30), notices: notices)
        // Per file: 5 failing checks, of which 1 error (a failure) and 4 warnings (passing):
        // the error, then one passing testcase counting the 9 passing checks.
        XCTAssertEqual(count("<testcase ", in: text), 4 * 2)
        XCTAssertEqual(count("<failure ", in: text), 4)
        XCTAssertEqual(count("9 checks passed (4 with a warning or a note)", in: text), 4)
        try assertTotalsMatchCases(text)
        XCTAssertEqual(notices.all.count, 1)
        XCTAssertTrue(notices.all.first?.contains("GitLab's limit of 30 testcases") ?? false, "\(notices.all)")
    }

    func testTooManyBytesListsOnlyFailures() throws {
        let notices = Notices()
        let report = Self.generated(files: 20, checksPerFile: 40)
        let whole = try junit(report, cases: .all, notices: notices)
        let limit = whole.utf8.count / 2
        let text = try junit(report, limits: JUnitLimits(bytes: limit, cases: 500_000), notices: notices)
        XCTAssertLessThan(text.utf8.count, limit)
        XCTAssertEqual(count("<failure ", in: text), 20 * 2)  // every error still listed
        try assertTotalsMatchCases(text)
        XCTAssertEqual(notices.all.count, 1)
        XCTAssertTrue(notices.all.first?.contains("GitLab's limit of 0 MB") ?? false, "\(notices.all)")
    }

    func testFailuresBeyondTheLimitAreCountedNotListed() throws {
        let notices = Notices()
        // 5 files × 400 checks: 100 errors; a third of the failures-only report's size fits.
        let report = Self.generated(files: 5, checksPerFile: 400)
        let failuresOnly = try junit(report, cases: .failures, notices: notices)
        let limit = failuresOnly.utf8.count / 3
        let text = try junit(report, limits: JUnitLimits(bytes: limit, cases: 500_000), notices: notices)
        XCTAssertLessThan(text.utf8.count, limit)
        XCTAssertTrue(text.contains("more failing checks"))
        XCTAssertGreaterThan(count("type=\"contrast/text\"", in: text), 0)
        try assertTotalsMatchCases(text)
        XCTAssertTrue(notices.all.last?.contains("of 100 failing testcases") ?? false, "\(notices.all)")
    }

    /// A report cut to GitLab's limits is, byte for byte, the document of each file's suite
    /// built for its share of the failing testcases listed (`JUnitSuite(_:selection:)`, itself
    /// the whole suite `selected`, JUnitTests): the reporter renders each failing testcase once
    /// and frames the bytes it kept. In both profiles, with and without `--strict`, files with
    /// durations, the registry and every outcome (the sample), cut by bytes and by testcases.
    func testACutReportIsEachFileSuiteBuiltForItsShare() throws {
        let sample = Sample.report()
        var report = Self.generated(files: 6, checksPerFile: 120)
        report.registry = sample.registry
        report.files += sample.files
        for index in report.files.indices { report.files[index].duration = 0.125 * Double(index + 1) }
        // Megabytes of failing testcases: files far enough past a cut keep only their counts
        // (`JUnitReporter.listsNone`, by bytes past the output's buffer).
        var large = Self.generated(files: 40, checksPerFile: 400)
        for index in large.files.indices { large.files[index].duration = 0.5 }
        let notices = Notices()
        var cuts = 0
        for (report, options) in [(report, ReportOptions()), (report, ReportOptions(strict: true)),
                                  (report, ReportOptions(junitProfile: .strict)), (large, ReportOptions(strict: true))] {
            let failuresOnly = try junit(report, cases: .failures, strict: options.strict, profile: options.junitProfile, notices: notices)
            let failing = count("<testcase ", in: failuresOnly)
            let limits = [1.05, 0.7, 0.35, 0.05].map { JUnitLimits(bytes: Int(Double(failuresOnly.utf8.count) * $0), cases: 500_000) }
                + [failing / 2, failing - 1].map { JUnitLimits(bytes: JUnitLimits.gitLab.bytes, cases: $0) }
            for limit in limits {
                let reporter = JUnitReporter(options: options, limits: limit, notice: { notices.add($0) })
                let text = try Reporters.render(report, with: reporter)
                let notice = try XCTUnwrap(notices.all.last)
                let listed = notice.contains("lists only failing testcases") ? Int.max
                    : try XCTUnwrap(Int(notice.split(separator: " ")[5]), notice)
                XCTAssertEqual(text, try Self.directlyBuilt(report, listing: listed, options: options), "\(options) \(limit)")
                if listed < .max { cuts += 1 }
            }
        }
        XCTAssertGreaterThanOrEqual(cuts, 12, "most limits cut inside the failing testcases")
    }

    /// The JUnit document of `report` in which each file lists its share, in file order, of the
    /// first `listed` failing testcases, built suite by suite without `JUnitReporter`.
    static func directlyBuilt(_ report: LintReport, listing listed: Int, options: ReportOptions) throws -> String {
        let layout = JUnitLayout(rich: options.junitProfile == .rich, timestamp: JUnitTimestamp.normalized(report.timestamp),
                                 toolVersion: report.toolVersion)
        var used = Set<String>(), before = 0, totals = JUnitCounts(), suites: [[UInt8]] = []
        for (index, file) in report.allFiles.enumerated() {
            var selection = JUnitSelection.failures
            selection.failingListed = listed == .max ? .max : max(0, listed - before)
            let name = index == 0 && report.registry != nil ? "registry" : file.path
            let classname = JUnitNames.uniqueClassname(for: file.path, fallback: name, used: &used)
            let suite = JUnitSuite(file, name: name, classname: classname, strict: options.strict, selection: selection)
            totals.add(suite.counts)
            suites.append(try layout.fragment(suite, index: index))
            JUnitCounts.forEachStatus(of: file, strict: options.strict) { status, _ in if status != .passed { before += 1 } }
        }
        return try ReportOutput.text { output in
            let w = try layout.document(totals: totals, duration: report.duration, to: output)
            for suite in suites { try w.splice(suite[...]) }
            try w.end()
            try w.finish()
        }
    }

    /// A report file is written as it goes and started over when it turns out too big (stdout
    /// holds the try in memory instead): the same bytes either way.
    func testReportFileStartedOverEqualsTheHeldRendering() throws {
        let notices = Notices()
        let report = Self.generated(files: 5, checksPerFile: 400)
        let limits = JUnitLimits(bytes: try junit(report, cases: .failures, notices: notices).utf8.count / 3, cases: 500_000)
        let held = try junit(report, limits: limits, notices: notices)
        let folder = try Paths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("junit.xml").path
        let reporter = JUnitReporter(options: ReportOptions(), limits: limits, notice: { notices.add($0) })
        try AtomicFile.write(to: path) { output, _ in try Reporters.write(report, with: reporter, to: output) }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), held)
        XCTAssertLessThan(held.utf8.count, limits.bytes)
        XCTAssertEqual(notices.all.count, 2)
    }

    func testExplicitAllIsNeverCut() throws {
        let notices = Notices()
        let text = try junit(Self.generated(files: 4, checksPerFile: 10), limits: JUnitLimits(bytes: 100, cases: 1), cases: .all,
                             notices: notices)
        XCTAssertEqual(count("<testcase ", in: text), 40)
        XCTAssertEqual(notices.all, [])
    }

    #if !DEBUG
    /// The case: a run with 600,000 checks (half of them failing) writes a JUnit report
    /// under 30 MB and a SARIF report with at most 25,000 results, each saying what it left out.
    /// Release builds only (`swift test -c release`): it takes ~30 s in a debug build; the
    /// tests above exercise the same cuts with lowered limits, and `tokenlint-bench run` on the
    /// finding-heavy corpus does it at full scale end to end.
    func testSixHundredThousandChecksFitGitLabAndGitHub() throws {
        let report = Self.generated(files: 1000, checksPerFile: 600)
        XCTAssertEqual(report.summary.checks, 600_000)

        let notices = Notices()
        let junit = JUnitReporter(options: ReportOptions(), notice: { notices.add($0) })
        var bytes: [UInt8] = []
        try Reporters.stream(report, with: junit) { bytes.append(contentsOf: $0) }
        XCTAssertLessThan(bytes.count, 30_000_000)
        let text = String(decoding: bytes, as: UTF8.self)
        // Each suite says what it left out: 300 passing checks and 270 warnings per file.
        XCTAssertEqual(count("570 checks passed (270 with a warning or a note); each is listed with --junit-cases all.", in: text), 1000)
        XCTAssertEqual(count("<failure ", in: text), 30_000, "every error is listed")
        XCTAssertEqual(notices.all.count, 1)
        XCTAssertTrue(notices.all.first?.contains("GitLab's limit") ?? false, "\(notices.all)")

        let sarifNotices = Notices()
        let document = try JSONParser.parse(try Reporters.render(report, with: SARIFReporter(notice: { sarifNotices.add($0) }))).root.value
        let run = try XCTUnwrap(document["runs"]?.arrayValue?.first)
        XCTAssertEqual(run["results"]?.arrayValue?.count, 25_000)
        XCTAssertEqual(sarifNotices.all.count, 1)
        let notification = try XCTUnwrap(run["invocations"]?.arrayValue?.first?["toolExecutionNotifications"]?.arrayValue?.first)
        XCTAssertTrue(notification["message"]?["text"]?.stringValue?.hasPrefix("275000 of 300000 results") ?? false)
        _ = try Reporters.render(Self.generated(files: 2, checksPerFile: 10), with: SARIFReporter(notice: { sarifNotices.add($0) }))
        XCTAssertEqual(sarifNotices.all.count, 1, "a small report is not cut")
    }
    #endif

    // MARK: SARIF

    func testSARIFKeepsTheMostSevereAndCountsTheRest() throws {
        // 10 files × 40 checks: 200 failures, 20 of them errors.
        let report = Self.generated(files: 10, checksPerFile: 40)
        let notices = Notices()
        let text = try Reporters.render(report, with: SARIFReporter(resultLimit: 50, notice: { notices.add($0) }))
        let document = try JSONParser.parse(text).root.value
        let run = try XCTUnwrap(document["runs"]?.arrayValue?.first)
        let results = try XCTUnwrap(run["results"]?.arrayValue)
        XCTAssertEqual(results.count, 50)
        let levels = results.compactMap { $0["level"]?.stringValue }
        XCTAssertEqual(levels.filter { $0 == "error" }.count, 20, "every error is kept")
        XCTAssertEqual(levels.filter { $0 == "warning" }.count, 30)
        let notification = try XCTUnwrap(run["invocations"]?.arrayValue?.first?["toolExecutionNotifications"]?.arrayValue?.first)
        XCTAssertEqual(notification["level"]?.stringValue, "warning")
        XCTAssertTrue(notification["message"]?["text"]?.stringValue?.hasPrefix("150 of 200 results") ?? false)
        XCTAssertEqual(notices.all.count, 1)
        XCTAssertTrue(notices.all.first?.contains("at most 50 per run") ?? false, "\(notices.all)")

        // A kept result has the fingerprint it has in the whole report.
        let whole = try JSONParser.parse(try Reporters.render(report, format: .sarif, options: ReportOptions())).root.value
        let wholeResults = try XCTUnwrap(whole["runs"]?.arrayValue?.first?["results"]?.arrayValue)
        let fingerprints = Set(wholeResults.compactMap { $0["partialFingerprints"]?["primaryLocationLineHash"]?.stringValue })
        for result in results {
            XCTAssertTrue(fingerprints.contains(result["partialFingerprints"]?["primaryLocationLineHash"]?.stringValue ?? ""))
        }
        XCTAssertNil(whole["runs"]?.arrayValue?.first?["invocations"], "an uncut report has no notification")
    }
}
