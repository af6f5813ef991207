import Diagnostics
import Rainbow

/// Human text, one finding per line as compilers print them (`path:line:col: severity: message
/// [rule]`), then a summary line like Ruff's.
public struct TextReporter: Reporter {
    public var options: ReportOptions

    public init(options: ReportOptions = ReportOptions()) {
        self.options = options
    }

    public func render(_ report: LintReport, to sink: inout some TextOutputStream) {
        let strict = options.isStrict(report)
        for item in ReportItem.collect(report) {
            if options.quiet, !(item.severity == .error || (strict && item.severity == .warning)) { continue }
            sink.write(line(item))
            sink.write("\n")
        }
        sink.write(Self.summary(report))
        sink.write("\n")
    }

    func line(_ item: ReportItem) -> String {
        let place = PlainText.oneLine(item.place, limit: 4096)
        let severity = item.severity.rawValue
        var text = "\(paint(place, Style.bold.value)): \(paint(severity, color(item.severity).value)): "
        text += "\(PlainText.oneLine(item.finding.message, limit: 4096)) [\(PlainText.oneLine(item.rule, limit: 200))]"
        if let contexts = ContextText.list(item.finding.contexts) {
            text += " (in \(PlainText.oneLine(contexts, limit: 4096)))"
        }
        return text
    }

    /// The closing line: `Found 3 errors, 1 warning, 1 needing review in 2 files (120 checks,
    /// 116 passed).` or `All 120 checks passed in 5 files.` Files count every input read,
    /// the registry included.
    public static func summary(_ report: LintReport) -> String {
        let s = report.summary
        let files = Plural.count(report.allFiles.count, "file")
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
    private func paint(_ text: String, _ codes: [UInt8]) -> String {
        guard options.color, !codes.isEmpty else { return text }
        return "\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }
}
