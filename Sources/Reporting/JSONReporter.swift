import Diagnostics
import JSONSource

/// `--format json`: product.md "JSON output", key order fixed, findings sorted by file, line,
/// column, rule; input errors are findings like any other.
public struct JSONReporter: Reporter {
    public var options: ReportOptions

    public init(options: ReportOptions = ReportOptions()) {
        self.options = options
    }

    public func render(_ report: LintReport, to sink: inout some TextOutputStream) {
        sink.write(JSONWriter(pretty: true).string(Self.document(report)))
    }

    public static func document(_ report: LintReport) -> JSONValue {
        let s = report.summary
        let summary: JSONValue = .object([
            ("files", .number(Double(s.files))),
            ("checks", .number(Double(s.checks))),
            ("passed", .number(Double(s.passed))),
            ("errors", .number(Double(s.errors))),
            ("warnings", .number(Double(s.warnings))),
            ("needsReview", .number(Double(s.needsReview))),
            ("suppressed", .number(Double(s.suppressed))),
        ])
        return .object([
            ("tool", .object([("name", "tokenlint"), ("version", .string(report.toolVersion))])),
            ("summary", summary),
            ("findings", .array(ReportItem.collect(report).map(finding))),
        ])
    }

    static func finding(_ item: ReportItem) -> JSONValue {
        let f = item.finding
        var pairs: [(String, JSONValue)] = [
            ("rule", .string(f.rule)),
            ("severity", .string(f.severity.rawValue)),
            ("file", .string(item.file)),
            ("line", .number(Double(item.line))),
            ("column", .number(Double(item.column))),
        ]
        if let component = f.component { pairs.append(("component", .string(component))) }
        if let token = f.token { pairs.append(("token", .string(token))) }
        pairs.append(("contexts", contexts(f.contexts)))
        pairs.append(("message", .string(f.message)))
        if let measured = f.measured, measured.isFinite { pairs.append(("measured", .number(measured))) }
        if let required = f.required, required.isFinite { pairs.append(("required", .number(required))) }
        if let help = f.help { pairs.append(("help", .string(help))) }
        return .object(pairs)
    }

    /// `[{"appearance": "light", "contrast": "standard"}]`
    static func contexts(_ contexts: [[ContextChoice]]) -> JSONValue {
        .array(contexts.map { choice in .object(choice.map { ($0.modifier, .string($0.context)) }) })
    }
}
