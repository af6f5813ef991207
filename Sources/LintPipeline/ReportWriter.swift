import Diagnostics
import FileOutput
import Foundation
import LintBaseline
import Reporting

/// The output half of a lint run: stdout's report, every report file, `--write-baseline`,
/// `$GITHUB_STEP_SUMMARY`, and the lines for stderr; then the exit status. `tokenlint lint`
/// and the benchmark both write through it, so the benchmark times the renderers users run.
///
/// Every report is streamed: each file's report goes to every renderer as it is linted and is
/// then dropped, so memory stays bounded by the largest file. The findings of a file that
/// comes before one they sort after (`StreamedRunStart.outOfOrder`: a file inside the working
/// directory before one outside it) are held until they are due.
public struct ReportWriter {
    /// What to write, as `tokenlint lint`'s flags give it.
    public struct Request: Sendable {
        /// stdout's format.
        public var format: ReportFormat
        /// stdout's options (colour, `--quiet`).
        public var options: ReportOptions
        /// `--report FORMAT=PATH` and the config's `reports:`.
        public var targets: [(format: ReportFormat, path: String)]
        /// The report files' options: no colour, nothing left out.
        public var fileOptions: ReportOptions
        /// `--write-baseline FILE`: record every finding; the run then passes.
        public var writeBaseline: String?
        /// `$GITHUB_STEP_SUMMARY`, appended to when a GitHub report is asked for.
        public var stepSummary: String?

        public init(format: ReportFormat, options: ReportOptions, targets: [(format: ReportFormat, path: String)],
                    fileOptions: ReportOptions, writeBaseline: String? = nil, stepSummary: String? = nil) {
            self.format = format
            self.options = options
            self.targets = targets
            self.fileOptions = fileOptions
            self.writeBaseline = writeBaseline
            self.stepSummary = stepSummary
        }
    }

    public let request: Request
    /// One line for stderr (the CI log).
    let errorLine: @Sendable (String) -> Void
    /// Hands stdout's bytes on as `produce` delivers them.
    let stdout: ((@escaping (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws -> Void

    public init(_ request: Request, errorLine: @escaping @Sendable (String) -> Void,
                stdout: @escaping ((@escaping (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws -> Void) {
        self.request = request
        self.errorLine = errorLine
        self.stdout = stdout
    }

    /// Lints `session`'s files, writes everything asked for, and returns the exit status:
    /// input problems (the run's, or an output that could not be written) over findings;
    /// recording a baseline accepts today's findings.
    public func write(_ session: LintSession) throws -> LintSession.Status {
        let run = streamed(session)
        if request.format != .text, let counts = run.baseline { errorLine(counts.sentence) }
        if run.inputProblem { return .inputError }
        return run.status == .findings && request.writeBaseline == nil ? .findings : .ok
    }

    /// What decides the exit code.
    private struct Outcome {
        var status: LintSession.Status
        var inputProblem: Bool
        var baseline: BaselineCounts?
    }

    private var workingDirectory: String { FileManager.default.currentDirectoryPath }

    /// The run streamed into every report.
    private func streamed(_ session: LintSession) -> Outcome {
        let start = session.reportStart(strict: request.fileOptions.strict)
        let sinks: StreamedReports
        do {
            sinks = try StreamedReports(format: request.format, options: request.options, targets: request.targets,
                                        fileOptions: request.fileOptions, start: start, notice: errorLine,
                                        githubStepSummary: request.stepSummary != nil)
        } catch {
            errorLine("error: cannot render the reports: \(error)")
            return Outcome(status: .inputError, inputProblem: true, baseline: nil)
        }
        var inputLines: [String] = []
        // `--write-baseline`'s entries are kept until the end: one per finding recorded (about
        // 100 bytes), not per check, so far below the reports the run streams.
        let baselinePaths = request.writeBaseline.map { BaselinePaths(baselineFile: $0, workingDirectory: workingDirectory) }
        var baselineEntries: [Baseline.Entry] = []
        let outcome = session.stream { (file: FileReport) in
            sinks.file(file)
            if request.format != .text { inputLines += Self.inputProblemLines(file) }
            if let baselinePaths { baselineEntries += Baseline.entries(of: file, paths: baselinePaths) }
        }
        var inputProblem = outcome.status == .inputError
        for warning in outcome.warnings { errorLine(warning) }
        if let writeBaseline = request.writeBaseline, let baselinePaths {
            inputProblem = !record(Baseline(entries: baselineEntries, paths: baselinePaths), to: writeBaseline) || inputProblem
            baselineEntries = []
        }
        let run = StreamedRun(header: outcome.header, summary: outcome.summary, fileCount: outcome.fileCount)
        let failures = sinks.writeFiles(run)
        let summaryLine = request.format == .text
            ? outcome.baseline.map { TextReporter.summary(run.header, run.summary, files: run.fileCount) + " " + $0.sentence } : nil
        inputProblem = !writeStdout { deliver in try sinks.writeStdout(run, summaryLine: summaryLine, to: deliver) } || inputProblem
        for line in inputLines { errorLine(line) }
        if let markdown = sinks.stepSummary(run) { inputProblem = !appendStepSummary(markdown) || inputProblem }
        inputProblem = !report(failures) || inputProblem
        return Outcome(status: outcome.status, inputProblem: inputProblem, baseline: outcome.baseline)
    }

    /// stdout's report through `stdout`; false (and said on stderr) when it cannot be rendered.
    private func writeStdout(_ produce: (@escaping (UnsafeRawBufferPointer) throws -> Void) throws -> Void) -> Bool {
        do {
            try stdout(produce)
            return true
        } catch {
            errorLine("error: cannot render the \(request.format.rawValue) report: \(error)")
            return false
        }
    }

    /// Says on stderr which report files could not be written; false when any could not.
    private func report(_ failures: [Reporters.FileFailure]) -> Bool {
        for failure in failures {
            errorLine("error: cannot write the \(failure.format.rawValue) report to \(PlainText.oneLine(failure.path, limit: 4096)): \(failure.error)")
        }
        return failures.isEmpty
    }

    /// Whatever stdout carries, the reasons for exit code 2 are also on stderr with their
    /// positions (a JSON or JUnit stdout is for machines; the log is for people).
    private static func inputProblemLines(_ file: FileReport) -> [String] {
        var lines: [String] = []
        if let inputError = file.inputError { lines.append(TextReporter.line(inputError, reportedIn: file.path)) }
        // Looked up in place: copying every finding of a large run to find these took a tenth of a second.
        for check in file.checks where check.rule == InputRule.configInvalid.id {
            if let finding = check.finding { lines.append(TextReporter.line(finding, reportedIn: file.path)) }
        }
        return lines
    }

    /// `--write-baseline`: writes `baseline` to `path` and says so on stderr; false if it cannot.
    private func record(_ baseline: Baseline, to path: String) -> Bool {
        do {
            try baseline.write(to: path)
            errorLine("wrote \(baseline.entries.count) finding\(baseline.entries.count == 1 ? "" : "s") to the baseline \(path)")
            return true
        } catch {
            errorLine("error: cannot write the baseline to \(path): \(error)")
            return false
        }
    }

    /// Appends `markdown` to `$GITHUB_STEP_SUMMARY` (created if missing); false (and said on
    /// stderr) when it cannot.
    private func appendStepSummary(_ markdown: String) -> Bool {
        guard let path = request.stepSummary else { return true }
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            errorLine("error: cannot open $GITHUB_STEP_SUMMARY \(path): \(Descriptor.reason(errno))")
            return false
        }
        defer { close(fd) }
        guard let failure = Array(markdown.utf8).withUnsafeBytes({ Descriptor.writeAll(fd, $0) }) else { return true }
        errorLine("error: cannot write $GITHUB_STEP_SUMMARY \(path): \(Descriptor.reason(failure))")
        return false
    }
}

extension LintSession {
    /// What every report of the run knows before its first file. `strict`: the reports' own
    /// `--strict` (the config's `strict:`).
    public func reportStart(strict: Bool) -> StreamedRunStart {
        let prelude = (registryReport == nil ? 0 : 1) + setupReports.count
        return StreamedRunStart(registryFirst: registryReport != nil, preludeCount: prelude,
                                outOfOrder: StreamedRunStart.outOfOrder(files.map(\.display), after: prelude),
                                strict: strict, timestamp: timestamp, toolVersion: options.toolVersion, rules: reportRules)
    }
}
