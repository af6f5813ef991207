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
    /// `--strict` (as `LintReport.strict`).
    public var strict: Bool
    /// The run's start, as `LintReport.timestamp`.
    public var timestamp: String
    public var toolVersion: String
    /// The rules the run's header will list (`LintReport.rules`): SARIF numbers results by them.
    public var rules: [RuleDescription]

    public init(registryFirst: Bool, preludeCount: Int, strict: Bool, timestamp: String, toolVersion: String,
                rules: [RuleDescription]) {
        self.registryFirst = registryFirst
        self.preludeCount = preludeCount
        self.strict = strict
        self.timestamp = timestamp
        self.toolVersion = toolVersion
        self.rules = rules
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

/// One report of a streamed run: it takes each file's report in report order and keeps what
/// it needs of it (its rendered part, on disk; counts), then writes itself whole. The output
/// is the bytes its `Reporter` renders from the whole report.
protocol ReportSink: AnyObject {
    func file(_ report: FileReport) throws
    func finish(_ run: StreamedRun, to output: ReportOutput) throws
}

/// Why a streamed report cannot be written from what it kept (findings out of report order; a
/// JUnit report that fits GitLab's limits only with some failures left out, which needs a
/// second look at every file): the caller renders it from the whole report.
public struct NeedsWholeReport: Error, Sendable {}

/// The reports of one `tokenlint lint` run, streamed: stdout's and every `--report` file,
/// each fed every file's report in order as the run goes, so memory stays bounded by the
/// largest file, not by the number of findings. Every format streams; SARIF keeps its 25,000 most
/// severe results in a bounded
/// heap (`SARIFSink`), HTML its index and sections on disk (`HTMLSink`).
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
    ///   - reportSpool: where a JUnit report keeps the file reports it may render again to fit
    ///     GitLab's limits; nil: such a report needs the whole report (`NeedsWholeReport`).
    public init(format: ReportFormat?, options: ReportOptions, targets: [(format: ReportFormat, path: String)],
                fileOptions: ReportOptions, start: StreamedRunStart, notice: (@Sendable (String) -> Void)?,
                junitLimits: JUnitLimits = .gitLab, sarifResultLimit: Int = SARIFReporter.gitHubResultLimit,
                githubStepSummary: Bool = false,
                reportSpool: (() throws -> SpooledFileReports)? = nil) throws {
        stepSummary = githubStepSummary ? LeadingItems(GitHubStepSummary.findingLimit) { _ in true } : nil
        func sink(_ format: ReportFormat, _ options: ReportOptions) throws -> ReportSink {
            switch format {
            case .text: try TextSink(TextReporter(options: options), start: start)
            case .json: try JSONSink(JSONReporter(options: options), start: start)
            case .junit: try JUnitSink(JUnitReporter(options: options, limits: junitLimits, notice: notice), start: start,
                                       reports: options.junitCases == nil ? reportSpool?() : nil)
            case .github: GitHubSink()
            case .sarif: try SARIFSink(SARIFReporter(options: options, resultLimit: sarifResultLimit, notice: notice), start: start)
            case .html: try HTMLSink(HTMLReporter(options: options))
            }
        }
        stdout = try format.map { SinkWorker(try sink($0, options)) }
        files = try targets.map { ($0.format, $0.path, SinkWorker(try sink($0.format, fileOptions))) }
    }

    /// Hands one file's report to every report, in report order. Each report renders it on a
    /// thread of its own (`SinkWorker`); what a report could not take (`NeedsWholeReport`, a
    /// spool that cannot be written) is thrown when it is written.
    public func file(_ report: FileReport) {
        stdout?.file(report)
        for target in files { target.worker.file(report) }
        stepSummary?.add(report)
    }

    /// `GitHubStepSummary.markdown` of the run (nil unless asked for at `init`).
    public func stepSummary(_ run: StreamedRun) -> String? {
        guard let stepSummary else { return nil }
        let (_, items, total) = stepSummary.groups.first ?? (true, [], 0)
        return GitHubStepSummary.markdown(summary: run.summary, leading: (items, total),
                                          closing: TextReporter.summary(run.header, run.summary, files: run.fileCount))
    }

    /// Writes the report files as `Reporters.write(_:to:…)` does (all written, then all renamed
    /// into place). Those that need the whole report are returned, not written.
    public func writeFiles(_ run: StreamedRun) -> (failures: [Reporters.FileFailure], needWholeReport: [(format: ReportFormat, path: String)]) {
        var failures: [Reporters.FileFailure] = []
        var whole: [(format: ReportFormat, path: String)] = []
        var pending: [(format: ReportFormat, path: String, file: PendingFile)] = []
        for (format, path, worker) in files {
            var needsWhole = false
            do {
                pending.append((format, path, try AtomicFile.stage(to: path) { output, _ in
                    do {
                        try worker.drain().finish(run, to: output)
                    } catch let error as NeedsWholeReport {
                        needsWhole = true
                        throw error
                    }
                }))
            } catch _ where needsWhole {
                whole.append((format, path))
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
        return (failures, whole)
    }

    /// Writes stdout's report to `deliver`. `summaryLine`: a text report's closing line in
    /// place of the run's. Throws `NeedsWholeReport` before writing anything when it must be
    /// rendered from the whole report.
    public func writeStdout(_ run: StreamedRun, summaryLine: String? = nil,
                            to deliver: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        guard let stdout = try stdout?.drain() else { return }
        if let summaryLine, let text = stdout as? TextSink { text.summaryLine = summaryLine }
        let output = ReportOutput(deliver)
        try stdout.finish(run, to: output)
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
    private let sink: ReportSink
    private let queue = DispatchQueue(label: "tokenlint.report")
    private let room: DispatchSemaphore
    private var failure: (any Error)?

    init(_ sink: ReportSink, window: Int = 32) {
        self.sink = sink
        room = DispatchSemaphore(value: window)
    }

    func file(_ report: FileReport) {
        room.wait()
        queue.async { [self] in
            defer { room.signal() }
            guard failure == nil else { return }
            do { try sink.file(report) } catch { failure = error }
        }
    }

    /// The sink, once it has taken every file handed to it; the first error one raised is thrown.
    func drain() throws -> ReportSink {
        if let failure = queue.sync(execute: { failure }) { throw failure }
        return sink
    }
}

/// `TextReporter`, streamed: each file's lines are rendered as it passes, the closing line at the end.
final class TextSink: ReportSink {
    private let reporter: TextReporter
    private let strict: Bool
    private let items: StreamedItems
    private let spool: BodySpool
    var summaryLine: String?

    init(_ reporter: TextReporter, start: StreamedRunStart) throws {
        self.reporter = reporter
        strict = reporter.options.strict || start.strict
        items = StreamedItems(preludeCount: start.preludeCount)
        spool = try BodySpool()
    }

    func file(_ report: FileReport) throws {
        var text = TextBytes(capacity: 4096)
        try items.add(report) { line($0, into: &text) }
        if !text.isEmpty { try spool.write(text.bytes()) }
    }

    private func line(_ item: ReportItem, into text: inout TextBytes) {
        if reporter.options.quiet, !(item.severity == .error || (strict && item.severity == .warning)) { return }
        reporter.line(item, into: &text)
        text.append(ascii: "\n")
    }

    func finish(_ run: StreamedRun, to output: ReportOutput) throws {
        var text = TextBytes(capacity: 4096)
        try items.finish { line($0, into: &text) }
        if !text.isEmpty { try spool.write(text.bytes()) }
        try spool.copy(to: output)
        try output.write(Array(((summaryLine ?? TextReporter.summary(run.header, run.summary, files: run.fileCount)) + "\n").utf8))
    }
}

/// `JSONReporter`, streamed: each file's findings are rendered as it passes, the active ones
/// into one spool, the suppressed ones into another; the summary, which comes first, is
/// written at the end, then the two lists are copied after it.
final class JSONSink: ReportSink {
    private let reporter: JSONReporter
    private let items: StreamedItems
    private let spool: BodySpool
    private let suppressedSpool: BodySpool
    private var findings = JSONStreamWriter(insideArrayAt: 1, itemsBefore: 0)
    private var suppressed = JSONStreamWriter(insideArrayAt: 1, itemsBefore: 0)
    private var count = 0
    private var suppressedCount = 0

    init(_ reporter: JSONReporter, start: StreamedRunStart) throws {
        self.reporter = reporter
        items = StreamedItems(preludeCount: start.preludeCount, suppressed: true)
        spool = try BodySpool()
        suppressedSpool = try BodySpool()
    }

    func file(_ report: FileReport) throws {
        try items.add(report, emit: emit)
        try spool.write(findings.take())
        try suppressedSpool.write(suppressed.take())
    }

    private func emit(_ item: ReportItem) {
        if item.suppression == nil {
            findings.item()
            JSONReporter.finding(item, into: &findings)
            count += 1
        } else {
            suppressed.item()
            JSONReporter.finding(item, into: &suppressed)
            suppressedCount += 1
        }
    }

    func finish(_ run: StreamedRun, to output: ReportOutput) throws {
        try items.finish(emit: emit)
        try spool.write(findings.take())
        try suppressedSpool.write(suppressed.take())
        var w = reporter.opening(toolVersion: run.header.toolVersion, summary: run.summary)
        try output.write(w.take())
        try spool.copy(to: output)
        w.append(items: [], count: count)
        try output.write(JSONReporter.betweenLists(&w))
        try suppressedSpool.copy(to: output)
        w.append(items: [], count: suppressedCount)
        try output.write(JSONReporter.closing(&w))
    }
}

/// `GitHubReporter`, streamed: the leading findings per level are kept, the rest counted.
final class GitHubSink: ReportSink {
    private var levels = LeadingItems(GitHubReporter.perLevelLimit) { GitHubReporter.Level($0.severity) }

    func file(_ report: FileReport) throws {
        levels.add(report)
    }

    func finish(_ run: StreamedRun, to output: ReportOutput) throws {
        var text = ""
        GitHubReporter.render(levels.groups, to: &text)
        try output.write(Array(text.utf8))
    }
}
