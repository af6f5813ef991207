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

/// One output format's renderer, streaming-native: `begin` with what the run knows before its
/// first file, each file's report in report order (`LintReport.allFiles`) through `file`, which
/// keeps what the format needs of it, then `end` writes the whole report. A renderer serves one
/// report; a whole `LintReport` is fed to it from its array (`Reporters.write`).
package protocol Reporter: AnyObject {
    func begin(_ start: StreamedRunStart) throws
    func file(_ file: ReportFile) throws
    func end(_ run: StreamedRun, to output: ReportOutput) throws
}

public enum Reporters {
    /// The reporter for a format. `notice` is told, in one line for stderr, when a report is
    /// cut to fit its consumer's limits (JUnit: GitLab's; SARIF: GitHub's; tests lower them).
    package static func reporter(for format: ReportFormat, options: ReportOptions,
                                 notice: (@Sendable (String) -> Void)? = nil, junitLimits: JUnitLimits = .gitLab,
                                 sarifResultLimit: Int = SARIFReporter.gitHubResultLimit) -> any Reporter {
        switch format {
        case .text: TextReporter(options: options)
        case .json: JSONReporter(options: options)
        case .junit: JUnitReporter(options: options, limits: junitLimits, notice: notice)
        case .sarif: SARIFReporter(options: options, resultLimit: sarifResultLimit, notice: notice)
        case .github: GitHubReporter()
        case .html: HTMLReporter(options: options)
        }
    }

    /// Renders a whole report to a String.
    public static func render(_ report: LintReport, format: ReportFormat, options: ReportOptions) throws -> String {
        try render(report, with: reporter(for: format, options: options))
    }

    /// Renders a whole report to a String with a reporter set up by the caller.
    package static func render(_ report: LintReport, with reporter: any Reporter) throws -> String {
        try ReportOutput.text { try write(report, with: reporter, to: $0) }
    }

    /// Hands a whole report to `deliver` in chunks as it is rendered, with a reporter set up by
    /// the caller (`tokens check` gives text its own closing line and JSON its summary's extra
    /// counts). A chunk may end inside a multi-byte character.
    package static func stream(_ report: LintReport, with reporter: any Reporter,
                               to deliver: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        let output = ReportOutput(deliver)
        try write(report, with: reporter, to: output)
        try output.flush()
    }

    /// Writes a report file atomically: a temporary file in the same folder, then a rename over
    /// `path`, so readers never see half a report and an existing report is replaced whole.
    /// Missing parent folders are created; a symbolic link is written through, a FIFO or a
    /// device in place (`AtomicFile`).
    public static func write(_ report: LintReport, format: ReportFormat, options: ReportOptions, to path: String) throws {
        try AtomicFile.write(to: path) { output, _ in
            try write(report, with: reporter(for: format, options: options), to: output)
        }
    }

    /// A report file that could not be written, and why.
    public struct FileFailure: Error, Sendable {
        public var format: ReportFormat
        public var path: String
        public var error: ReportError
    }

    static func reportError(_ error: any Error, path: String) -> ReportError {
        (error as? ReportError) ?? .io(path: path, message: "\(error)")
    }

    /// The whole-report case: `reporter` fed the report's files from its array.
    static func write(_ report: LintReport, with reporter: any Reporter, to output: ReportOutput) throws {
        try reporter.begin(StreamedRunStart(whole: report))
        for file in report.allFiles { try reporter.file(ReportFile(file)) }
        try reporter.end(StreamedRun(header: report, summary: report.summary, fileCount: report.allFiles.count), to: output)
    }
}
