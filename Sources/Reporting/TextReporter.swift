import Diagnostics
import FileOutput
import Rainbow

/// Human text, one finding per line as compilers print them (`path:line:col: severity: message
/// [rule]`), then a summary line like Ruff's.
///
/// Streamed like the JSON report: lines are built as bytes in chunks on `jobs` threads and
/// written in order. (Built as one `String` on one thread, a run with a hundred thousand
/// findings spent longer printing them than the JUnit report took to write.)
public struct TextReporter: StreamingReporter {
    public var options: ReportOptions
    /// Threads that render lines; the output is the same for every value.
    public var jobs: Int

    /// The closing line instead of the lint run's (`tokens check` says what it checked).
    public var summaryLine: String?

    public init(options: ReportOptions = ReportOptions(), jobs: Int = 1, summaryLine: String? = nil) {
        self.options = options
        self.jobs = jobs
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

    /// Findings per rendered chunk (as `JSONReporter.chunkSize`).
    static let chunkSize = 256

    func write(_ report: LintReport, to output: ReportOutput) throws {
        let strict = options.isStrict(report)
        var items = ReportItem.collect(report)
        if options.quiet { items.removeAll { !($0.severity == .error || (strict && $0.severity == .warning)) } }
        try OrderedFragments.render(chunksOf: Self.chunkSize, in: items.count, jobs: jobs) { [items] range in
            var text = TextBytes(capacity: range.count * 160)
            for item in items[range] {
                line(item, into: &text)
                text.append(ascii: "\n")
            }
            return text.bytes()
        } emit: { _, bytes in
            try output.write(bytes)
        }
        try output.write(Array(((summaryLine ?? Self.summary(report)) + "\n").utf8))
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
