import Diagnostics

/// What `--format` and `--report FORMAT=PATH` name.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, junit, sarif, github
}

/// Which JUnit shape to write (product.md "JUnit XML"; lint.md §2.9).
public enum JUnitProfile: String, CaseIterable, Sendable {
    /// The default: `file`/`line` on testcases, counts on `<testsuites>`, warnings as testcase
    /// `<system-out>`. What Jenkins, GitLab and the GitHub JUnit actions read. Fails both XSDs.
    case rich
    /// The one shape that validates against both the Jenkins/xunit XSD and the Ant XSD.
    case strict
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

    public init(strict: Bool = false, junitProfile: JUnitProfile = .rich, color: Bool = false, quiet: Bool = false) {
        self.strict = strict
        self.junitProfile = junitProfile
        self.color = color
        self.quiet = quiet
    }
}

/// Why a report could not be produced. Rendering itself never fails on any input string; only
/// libxml2 (out of memory) or the file system can.
public enum ReportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libxml2's writer returned an error.
    case xml(String)
    /// Creating, writing or renaming the report file failed.
    case io(path: String, message: String)

    public var description: String {
        switch self {
        case .xml(let message): "cannot write XML: \(message)"
        case .io(let path, let message): "\(path): \(message)"
        }
    }
}

/// One output format. Implementations are value types without shared state, so they can be used
/// from any thread.
public protocol Reporter: Sendable {
    var options: ReportOptions { get }
    /// Appends the whole report to `sink`.
    func render(_ report: LintReport, to sink: inout some TextOutputStream) throws
}

public enum Reporters {
    /// The reporter for a format.
    public static func reporter(for format: ReportFormat, options: ReportOptions) -> any Reporter {
        switch format {
        case .text: TextReporter(options: options)
        case .json: JSONReporter(options: options)
        case .junit: JUnitReporter(options: options)
        case .sarif: SARIFReporter(options: options)
        case .github: GitHubReporter(options: options)
        }
    }

    /// Renders to a String (for stdout).
    public static func render(_ report: LintReport, format: ReportFormat, options: ReportOptions) throws -> String {
        var out = ""
        try reporter(for: format, options: options).render(report, to: &out)
        return out
    }

    /// Writes a report file atomically: a temporary file in the same folder, then a rename over
    /// `path`, so readers never see half a report and an existing report is replaced whole.
    /// JUnit is streamed to the temporary file with libxml2's `xmlTextWriter`; the other formats
    /// are rendered first. Missing parent folders are created.
    public static func write(_ report: LintReport, format: ReportFormat, options: ReportOptions, to path: String) throws {
        switch format {
        case .junit:
            let reporter = JUnitReporter(options: options)
            try AtomicFile.write(to: path) { temporary in try reporter.write(report, toFile: temporary) }
        default:
            let text = try render(report, format: format, options: options)
            try AtomicFile.write(to: path) { temporary in try AtomicFile.writeBytes(text, to: temporary) }
        }
    }
}

extension ReportOptions {
    /// `--strict` from either the options or the report.
    func isStrict(_ report: LintReport) -> Bool { strict || report.strict }
}
