import Diagnostics
import Dispatch
import FileOutput

/// What the reports of a streamed run know before its first file: enough to render each file's
/// part as it passes.
public struct StreamedRunStart: Sendable {
    /// The registry's report comes first (JUnit names its suite `registry`).
    public var registryFirst: Bool
    /// Reports before the spec files: the registry's and the setup reports.
    public var preludeCount: Int
    /// Spec files (by their place among the reports handed on, the prelude's included) whose
    /// findings sort after those of a file handed on later: their items are held and merged
    /// in as the prelude's are (`outOfOrder(_:after:)`).
    public var outOfOrder: Set<Int>
    /// `--strict` (as `LintReport.strict`).
    public var strict: Bool
    /// The run's start, as `LintReport.timestamp`.
    public var timestamp: String
    public var toolVersion: String
    /// The rules the run's header will list (`LintReport.rules`): SARIF numbers results by them.
    public var rules: [RuleDescription]

    public init(registryFirst: Bool, preludeCount: Int, outOfOrder: Set<Int> = [], strict: Bool, timestamp: String,
                toolVersion: String, rules: [RuleDescription]) {
        self.registryFirst = registryFirst
        self.preludeCount = preludeCount
        self.outOfOrder = outOfOrder
        self.strict = strict
        self.timestamp = timestamp
        self.toolVersion = toolVersion
        self.rules = rules
    }

    /// A whole report's: every file is in the prelude, so findings are put in report order
    /// among all of them.
    init(whole report: LintReport) {
        self.init(registryFirst: report.registry != nil, preludeCount: report.allFiles.count, strict: report.strict,
                  timestamp: report.timestamp, toolVersion: report.toolVersion, rules: report.rules)
    }

    /// The spec files, shown as `paths` and handed on after `prelude` reports, whose findings
    /// cannot be passed on as they come. A spec file's findings are placed in it, so they sort
    /// by its path as shown; files come in the order of their absolute paths, which differs
    /// where a file outside the working directory (shown absolute, so before every relative
    /// path) comes after one inside. Such a file is one whose path sorts after the path of
    /// some file coming later; holding those puts every item in report order from one lint,
    /// and holds nothing when the orders agree.
    public static func outOfOrder(_ paths: [String], after prelude: Int) -> Set<Int> {
        var held: Set<Int> = []
        var least: String?
        for index in paths.indices.reversed() {
            if let least, paths[index] >= least {
                held.insert(prelude + index)
            } else {
                least = paths[index]
            }
        }
        return held
    }
}

/// What the reports of a streamed run learn at its end.
public struct StreamedRun: Sendable {
    /// The run without its files (tool, rules, time, `--strict`, `--max-warnings`).
    public var header: LintReport
    /// What `LintReport.summary` gives for the whole run.
    public var summary: LintReport.Summary
    /// `LintReport.allFiles.count`.
    public var fileCount: Int

    public init(header: LintReport, summary: LintReport.Summary, fileCount: Int) {
        self.header = header
        self.summary = summary
        self.fileCount = fileCount
    }
}

/// Why a report cannot be written from what its renderer kept: findings out of the report
/// order `StreamedRunStart` promised, or rules other than those it declared. That report is
/// not written.
public struct NeedsWholeReport: Error, Sendable {}

/// The reports of one `tokenlint lint` run, streamed: stdout's and every `--report` file,
/// each fed every file's report in order as the run goes, so memory stays bounded by the
/// largest file, not by the number of findings.
public final class StreamedReports {
    private let stdout: SinkWorker?
    /// The findings `$GITHUB_STEP_SUMMARY` lists, when asked for.
    private var stepSummary: LeadingItems<Bool>?
    private let files: [(format: ReportFormat, path: String, worker: SinkWorker)]

    /// - Parameters:
    ///   - format: stdout's format; nil: nothing on stdout.
    ///   - targets: report files.
    ///   - junitLimits: what JUnit reports stay under by default (tests lower it).
    ///   - sarifResultLimit: results per SARIF run (GitHub's; tests lower it).
    ///   - githubStepSummary: keep what `stepSummary(_:)` needs.
    public init(format: ReportFormat?, options: ReportOptions, targets: [(format: ReportFormat, path: String)],
                fileOptions: ReportOptions, start: StreamedRunStart, notice: (@Sendable (String) -> Void)?,
                junitLimits: JUnitLimits = .gitLab, sarifResultLimit: Int = SARIFReporter.gitHubResultLimit,
                githubStepSummary: Bool = false) throws {
        stepSummary = githubStepSummary ? LeadingItems(GitHubStepSummary.findingLimit) { _ in true } : nil
        func sink(_ format: ReportFormat, _ options: ReportOptions) throws -> any Reporter {
            let reporter = Reporters.reporter(for: format, options: options, notice: notice, junitLimits: junitLimits,
                                              sarifResultLimit: sarifResultLimit)
            try reporter.begin(start)
            return reporter
        }
        stdout = try format.map { SinkWorker(try sink($0, options)) }
        files = try targets.map { ($0.format, $0.path, SinkWorker(try sink($0.format, fileOptions))) }
    }

    /// Hands one file's report to every report, in report order. Each report renders it on a
    /// thread of its own (`SinkWorker`); what a report could not take (`NeedsWholeReport`, a
    /// spool that cannot be written) is thrown when it is written.
    public func file(_ report: FileReport) {
        let shared = ReportFile(report)
        stdout?.file(shared)
        for target in files { target.worker.file(shared) }
        stepSummary?.add(report)
    }

    /// `GitHubStepSummary.markdown` of the run (nil unless asked for at `init`).
    public func stepSummary(_ run: StreamedRun) -> String? {
        guard let stepSummary else { return nil }
        let (_, items, total) = stepSummary.groups.first ?? (true, [], 0)
        return GitHubStepSummary.markdown(summary: run.summary, leading: (items, total),
                                          closing: TextReporter.summary(run.header, run.summary, files: run.fileCount))
    }

    /// Writes the report files of one run: every file is written first and then all are
    /// renamed into place, so a run stopped midway leaves the previous set of reports, not
    /// some new and some old. A file that fails does not stop the others.
    public func writeFiles(_ run: StreamedRun) -> [Reporters.FileFailure] {
        var failures: [Reporters.FileFailure] = []
        var pending: [(format: ReportFormat, path: String, file: PendingFile)] = []
        for (format, path, worker) in files {
            do {
                pending.append((format, path, try AtomicFile.stage(to: path) { output, _ in
                    try worker.drain().end(run, to: output)
                }))
            } catch {
                failures.append(Reporters.FileFailure(format: format, path: path, error: Reporters.reportError(error, path: path)))
            }
        }
        for (format, path, file) in pending {
            do {
                try file.commit()
            } catch {
                failures.append(Reporters.FileFailure(format: format, path: path, error: Reporters.reportError(error, path: path)))
            }
        }
        return failures
    }

    /// Writes stdout's report to `deliver`. `summaryLine`: a text report's closing line in
    /// place of the run's.
    public func writeStdout(_ run: StreamedRun, summaryLine: String? = nil,
                            to deliver: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        guard let stdout = try stdout?.drain() else { return }
        if let summaryLine, let text = stdout as? TextReporter { text.summaryLine = summaryLine }
        let output = ReportOutput(deliver)
        try stdout.end(run, to: output)
        try output.flush()
    }
}

/// One report's own thread: the files handed to it are rendered in order on a serial queue
/// while the run goes on, so the reports render side by side as the workers lint (rendered one
/// after the other on the thread that takes the files in order, the reports were the run's
/// critical path: 2.0 s instead of 1.4 s on the benchmark's finding-heavy corpus). At most
/// `window` files wait for it, so memory stays a window of file reports.
final class SinkWorker: @unchecked Sendable {
    // @unchecked: `sink` and `failure` are only used on `queue`, or after `drain` waited for it.
    private let sink: any Reporter
    private let queue = DispatchQueue(label: "tokenlint.report")
    private let room: DispatchSemaphore
    private var failure: (any Error)?

    init(_ sink: any Reporter, window: Int = 32) {
        self.sink = sink
        room = DispatchSemaphore(value: window)
    }

    func file(_ file: ReportFile) {
        room.wait()
        queue.async { [self] in
            defer { room.signal() }
            guard failure == nil else { return }
            do { try sink.file(file) } catch { failure = error }
        }
    }

    /// The sink, once it has taken every file handed to it; the first error one raised is thrown.
    func drain() throws -> any Reporter {
        if let failure = queue.sync(execute: { failure }) { throw failure }
        return sink
    }
}
