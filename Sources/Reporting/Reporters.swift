import FileOutput
import Foundation
import Diagnostics

/// What `--format` and `--report FORMAT=PATH` name.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, junit, sarif, github, html
}

/// Which JUnit shape to write (README, `--junit-profile`: the Jenkins/xunit `junit-10.xsd`
/// and the Ant `JUnit.xsd` both accept the strict one).
public enum JUnitProfile: String, CaseIterable, Sendable {
    /// The default: `file`/`line` on testcases, counts on `<testsuites>`, warnings as testcase
    /// `<system-out>`. What Jenkins, GitLab and the GitHub JUnit actions read. Fails both XSDs.
    case rich
    /// The one shape that validates against both the Jenkins/xunit XSD and the Ant XSD.
    case strict
}

/// Which testcases a JUnit report lists (`--junit-cases`).
public enum JUnitCases: String, CaseIterable, Sendable {
    /// One testcase per check, passing ones included.
    case all
    /// Failing, erroring and skipped testcases, and one passing testcase per suite that counts
    /// the passing checks: what keeps a large run inside GitLab's limits.
    case failures
}

/// How reports are rendered. The CLI fills it from its flags and the environment.
public struct ReportOptions: Sendable, Hashable {
    /// `--strict`: warnings count as errors (JUnit `<failure>`s; `quiet` text keeps them).
    /// `LintReport.strict` has the same effect; either one is enough.
    public var strict: Bool
    public var junitProfile: JUnitProfile
    /// ANSI colours in text output. The CLI sets it when stdout is a terminal and `NO_COLOR` is unset.
    public var color: Bool
    /// Text output lists only errors (the summary line stays).
    public var quiet: Bool
    /// `--junit-cases`; nil: `all` while the report fits GitLab's limits, else `failures`.
    public var junitCases: JUnitCases?

    public init(strict: Bool = false, junitProfile: JUnitProfile = .rich, color: Bool = false, quiet: Bool = false,
                junitCases: JUnitCases? = nil) {
        self.strict = strict
        self.junitProfile = junitProfile
        self.color = color
        self.quiet = quiet
        self.junitCases = junitCases
    }
}

/// One output format. Implementations are value types without shared state, so they can be used
/// from any thread.
public protocol Reporter: Sendable {
    var options: ReportOptions { get }
    /// Appends the whole report to `sink`.
    func render(_ report: LintReport, to sink: inout some TextOutputStream) throws
}

/// A reporter that writes its bytes as it goes (text, JSON, JUnit); rendering to text is that
/// stream collected.
protocol StreamingReporter: Reporter {
    func write(_ report: LintReport, to output: ReportOutput) throws
}

extension StreamingReporter {
    public func render(_ report: LintReport, to sink: inout some TextOutputStream) throws {
        sink.write(try ReportOutput.text { try write(report, to: $0) })
    }
}

public enum Reporters {
    /// The reporter for a format. Text, JSON and JUnit render on `jobs` threads (same output for any value).
    /// `notice` is told, in one line for stderr, when a report is cut to fit its consumer's
    /// limits (JUnit: GitLab's; SARIF: GitHub's).
    public static func reporter(for format: ReportFormat, options: ReportOptions, jobs: Int = 1,
                                notice: (@Sendable (String) -> Void)? = nil) -> any Reporter {
        switch format {
        case .text: TextReporter(options: options, jobs: jobs)
        case .json: JSONReporter(options: options, jobs: jobs)
        case .junit: JUnitReporter(options: options, jobs: jobs, notice: notice)
        case .sarif: SARIFReporter(options: options, notice: notice)
        case .github: GitHubReporter(options: options)
        case .html: HTMLReporter(options: options)
        }
    }

    /// Renders to a String (for stdout).
    public static func render(_ report: LintReport, format: ReportFormat, options: ReportOptions,
                              jobs: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> String {
        try ReportOutput.text { try write(report, format: format, options: options, jobs: jobs, to: $0) }
    }

    /// Hands the report to `deliver` in chunks as it is rendered. JSON and JUnit are streamed
    /// (never held whole), text too; SARIF and GitHub are rendered first. A chunk may end
    /// inside a multi-byte character.
    public static func stream(_ report: LintReport, format: ReportFormat, options: ReportOptions,
                              jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                              notice: (@Sendable (String) -> Void)? = nil,
                              to deliver: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        try stream(report, with: reporter(for: format, options: options, jobs: jobs, notice: notice), to: deliver)
    }

    /// `stream(_:format:…)` with a reporter set up by the caller (`tokens check` gives text
    /// its own closing line and JSON its summary's extra counts).
    public static func stream(_ report: LintReport, with reporter: any Reporter,
                              to deliver: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        let output = ReportOutput(deliver)
        try write(report, with: reporter, to: output)
        try output.flush()
    }

    /// Writes a report file atomically: a temporary file in the same folder, then a rename over
    /// `path`, so readers never see half a report and an existing report is replaced whole.
    /// Missing parent folders are created; a symbolic link is written through, a FIFO or a
    /// device in place (`AtomicFile`).
    public static func write(_ report: LintReport, format: ReportFormat, options: ReportOptions,
                             jobs: Int = ProcessInfo.processInfo.activeProcessorCount, to path: String) throws {
        try AtomicFile.write(to: path) { output, _ in
            try write(report, format: format, options: options, jobs: jobs, to: output)
        }
    }

    /// A report file that could not be written, and why.
    public struct FileFailure: Error, Sendable {
        public var format: ReportFormat
        public var path: String
        public var error: ReportError
    }

    /// Writes several report files of one run: every file is written first and then all are
    /// renamed into place, so a run stopped midway leaves the previous set of reports, not
    /// some new and some old. A file that fails does not stop the others.
    public static func write(_ report: LintReport, to targets: [(format: ReportFormat, path: String)], options: ReportOptions,
                             jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                             notice: (@Sendable (String) -> Void)? = nil) -> [FileFailure] {
        var failures: [FileFailure] = []
        var pending: [(format: ReportFormat, path: String, file: PendingFile)] = []
        for (format, path) in targets {
            do {
                let file = try AtomicFile.stage(to: path) { output, _ in
                    try write(report, with: reporter(for: format, options: options, jobs: jobs, notice: notice), to: output)
                }
                pending.append((format, path, file))
            } catch {
                failures.append(FileFailure(format: format, path: path, error: Self.reportError(error, path: path)))
            }
        }
        for (format, path, file) in pending {
            do {
                try file.commit()
            } catch {
                failures.append(FileFailure(format: format, path: path, error: Self.reportError(error, path: path)))
            }
        }
        return failures
    }

    static func reportError(_ error: any Error, path: String) -> ReportError {
        (error as? ReportError) ?? .io(path: path, message: "\(error)")
    }

    private static func write(_ report: LintReport, format: ReportFormat, options: ReportOptions, jobs: Int,
                              to output: ReportOutput) throws {
        try write(report, with: reporter(for: format, options: options, jobs: jobs), to: output)
    }

    private static func write(_ report: LintReport, with reporter: any Reporter, to output: ReportOutput) throws {
        if let streaming = reporter as? any StreamingReporter {
            try streaming.write(report, to: output)
        } else {
            var text = ""
            try reporter.render(report, to: &text)
            try output.write(Array(text.utf8))
        }
    }
}

extension ReportOptions {
    /// `--strict` from either the options or the report.
    func isStrict(_ report: LintReport) -> Bool { strict || report.strict }
}
