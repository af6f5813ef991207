import Diagnostics
import FileOutput
import Rainbow

/// Human text, one finding per line as compilers print them (`path:line:col: severity: message
/// [rule]`), then a summary line like Ruff's. Each file's lines are rendered as it passes into
/// a spool, the closing line at the end.
public final class TextReporter: Reporter {
    public let options: ReportOptions
    /// The closing line instead of the lint run's (`tokens check` says what it checked; a lint
    /// run with a baseline adds what it matched).
    public var summaryLine: String?
    private var strict = false
    private var items = StreamedItems(preludeCount: 0)
    private var spool: BodySpool?

    public init(options: ReportOptions = ReportOptions(), summaryLine: String? = nil) {
        self.options = options
        self.summaryLine = summaryLine
    }

    /// One finding as the text report prints it, without colour: the line commands print on
    /// stderr for problems that stop them (an invalid config, an unreadable registry), so a
    /// finding reads the same wherever it is shown. `path` is the file it was found in (the
    /// place when the finding has no location).
    public static func line(_ finding: Finding, reportedIn path: String) -> String {
        var text = TextBytes(capacity: 160)
        TextReporter().line(ReportItem(finding: finding, reportedIn: path), into: &text)
        return String(decoding: text.bytes(), as: UTF8.self)
    }

    package func begin(_ start: StreamedRunStart) throws {
        strict = options.strict || start.strict
        items = StreamedItems(start)
        spool = try BodySpool()
    }

    package func file(_ file: ReportFile) throws {
        var text = TextBytes(capacity: 4096)
        try items.add(file) { emit($0, into: &text) }
        if !text.isEmpty { try spool?.write(text.bytes()) }
    }

    package func end(_ run: StreamedRun, to output: ReportOutput) throws {
        var text = TextBytes(capacity: 4096)
        try items.finish { emit($0, into: &text) }
        if !text.isEmpty { try spool?.write(text.bytes()) }
        try spool?.copy(to: output)
        spool = nil
        try output.write(Array(((summaryLine ?? Self.summary(run.header, run.summary, files: run.fileCount)) + "\n").utf8))
    }

    private func emit(_ item: ReportItem, into text: inout TextBytes) {
        if options.quiet, !(item.severity == .error || (strict && item.severity == .warning)) { return }
        line(item, into: &text)
        text.append(ascii: "\n")
    }

    func line(_ item: ReportItem, into text: inout TextBytes) {
        paint(PlainText.oneLine(item.place, limit: 4096), Style.bold.value, into: &text)
        text.append(": ")
        paint(item.severity.rawValue, color(item.severity).value, into: &text)
        text.append(": ")
        // A registry finding is about a token, which its message does not name.
        if item.finding.component == nil, let token = item.finding.token {
            text.append(PlainText.oneLine(token, limit: 4096))
            text.append(": ")
        }
        text.append(PlainText.oneLine(item.finding.message, limit: 4096))
        text.append(" [")
        text.append(PlainText.oneLine(item.rule, limit: 200))
        text.append(ascii: "]")
        if let contexts = ContextText.list(item.finding.contexts) {
            text.append(" (in ")
            text.append(PlainText.oneLine(contexts, limit: 4096))
            text.append(ascii: ")")
        }
    }

    /// The closing line: `Found 3 errors, 1 warning, 1 needing review in 2 files (120 checks,
    /// 116 passed).` or `All 120 checks passed in 5 files.` Files count every input read,
    /// the registry included. When warnings fail the run (`--strict`, `--max-warnings`), the
    /// line says so: a red run whose summary reads like a green one hides why.
    public static func summary(_ report: LintReport) -> String {
        summary(report, report.summary, files: report.allFiles.count)
    }

    /// The closing line of a run `report` heads (its files aside) that counted `s` in `files`
    /// files: a streamed run's.
    public static func summary(_ report: LintReport, _ s: LintReport.Summary, files: Int) -> String {
        let line = counts(s, files: files)
        switch report.warningFailure(s) {
        case nil: return line
        case .strict(let warnings)?:
            return "\(line.dropLast()) — failing: --strict and \(Plural.count(warnings, "warning"))."
        case .tooMany(let warnings, let limit)?:
            return "\(line.dropLast()) — failing: \(Plural.count(warnings, "warning")) exceed\(warnings == 1 ? "s" : "") --max-warnings \(limit)."
        }
    }

    /// The summary's counts, ending with a full stop.
    private static func counts(_ s: LintReport.Summary, files count: Int) -> String {
        let files = Plural.count(count, "file")
        var parts: [String] = []
        if s.errors > 0 { parts.append(Plural.count(s.errors, "error")) }
        if s.warnings > 0 { parts.append(Plural.count(s.warnings, "warning")) }
        if s.needsReview > 0 { parts.append("\(s.needsReview) needing review") }
        if s.info > 0 { parts.append("\(s.info) info") }
        let suppressed = s.suppressed > 0 ? ", \(s.suppressed) suppressed" : ""
        if parts.isEmpty {
            if s.checks == 0 { return "No checks ran in \(files)." }
            if s.passed == s.checks { return "All \(Plural.count(s.checks, "check")) passed in \(files)." }
            return "All \(Plural.count(s.passed, "check")) passed in \(files) (\(s.checks - s.passed) suppressed)."
        }
        return "Found \(parts.joined(separator: ", ")) in \(files) (\(Plural.count(s.checks, "check")), \(s.passed) passed\(suppressed))."
    }

    private func color(_ severity: Severity) -> NamedColor {
        switch severity {
        case .error: .red
        case .warning: .yellow
        case .needsReview: .cyan
        case .info: .blue
        }
    }

    /// Rainbow's codes, written directly: Rainbow's own `String.red` consults process-wide
    /// switches (`Rainbow.enabled`, the detected output target) that the CLI's decision
    /// (`options.color`) must not depend on.
    private func paint(_ s: String, _ codes: [UInt8], into text: inout TextBytes) {
        guard options.color, !codes.isEmpty else { return text.append(s) }
        text.append("\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m")
        text.append(s)
        text.append("\u{1B}[0m")
    }
}
