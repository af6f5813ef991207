import Diagnostics
import FileOutput
import JSONSource

/// `--format json`: key order fixed, findings sorted by file, line, column, rule; input errors
/// are findings like any other. After `findings`, `suppressed` lists the findings an `ignore:`
/// entry or the baseline suppressed (always present, maybe empty), each a finding with its
/// `suppression` (`kind`, `reason`), in the same order.
///
/// Each file's findings are rendered as it passes, the active ones into one spool, the
/// suppressed ones into another; the summary, which comes first, is written at the end, then
/// the two lists are copied after it.
public final class JSONReporter: Reporter {
    public let options: ReportOptions
    /// String members written after `tool` (`tokens check`: `registry`, the file it checked).
    public let members: [(name: String, value: String)]
    /// Counts the summary carries after the lint run's own (`tokens check`: permutations,
    /// tokens, info), in order.
    public let summaryAdditions: [(name: String, count: Int)]

    private var items = StreamedItems(preludeCount: 0, suppressed: true)
    private var spools: (findings: BodySpool, suppressed: BodySpool)?
    private var findings = JSONStreamWriter(insideArrayAt: 1, itemsBefore: 0)
    private var suppressed = JSONStreamWriter(insideArrayAt: 1, itemsBefore: 0)
    private var count = 0
    private var suppressedCount = 0

    public init(options: ReportOptions = ReportOptions(), members: [(name: String, value: String)] = [],
                summaryAdditions: [(name: String, count: Int)] = []) {
        self.options = options
        self.members = members
        self.summaryAdditions = summaryAdditions
    }

    package func begin(_ start: StreamedRunStart) throws {
        items = StreamedItems(start, suppressed: true)
        spools = (try BodySpool(), try BodySpool())
    }

    package func file(_ file: ReportFile) throws {
        try items.add(file, emit: emit)
        try spools?.findings.write(findings.take())
        try spools?.suppressed.write(suppressed.take())
    }

    private func emit(_ item: ReportItem) {
        if item.suppression == nil {
            findings.item()
            Self.finding(item, into: &findings)
            count += 1
        } else {
            suppressed.item()
            Self.finding(item, into: &suppressed)
            suppressedCount += 1
        }
    }

    package func end(_ run: StreamedRun, to output: ReportOutput) throws {
        try items.finish(emit: emit)
        guard let spools else { return }
        try spools.findings.write(findings.take())
        try spools.suppressed.write(suppressed.take())
        var w = opening(toolVersion: run.header.toolVersion, summary: run.summary)
        try output.write(w.take())
        try spools.findings.copy(to: output)
        w.append(items: [], count: count)
        try output.write(Self.betweenLists(&w))
        try spools.suppressed.copy(to: output)
        w.append(items: [], count: suppressedCount)
        try output.write(Self.closing(&w))
        self.spools = nil
    }

    /// Everything before the first finding: the tool, `members`, the summary, and the
    /// findings array opened.
    func opening(toolVersion: String, summary: LintReport.Summary) -> JSONStreamWriter {
        var w = JSONStreamWriter()
        w.beginObject()
        w.key("tool")
        w.beginObject()
        w.member("name", "tokenlint")
        w.member("version", toolVersion)
        w.endObject()
        for (name, value) in members { w.member(name, value) }
        w.key("summary")
        Self.summary(summary, adding: summaryAdditions, into: &w)
        w.key("findings")
        w.beginArray()
        return w
    }

    /// Everything after the last active finding (`w` has counted them) up to the first
    /// suppressed one: the findings array closed, the `suppressed` array opened.
    static func betweenLists(_ w: inout JSONStreamWriter) -> [UInt8] {
        w.endArray()
        w.key("suppressed")
        w.beginArray()
        return w.take()
    }

    /// Everything after the last suppressed finding (`w` has counted them).
    static func closing(_ w: inout JSONStreamWriter) -> [UInt8] {
        w.endArray()
        w.endObject()
        return w.take() + [UInt8(ascii: "\n")]
    }

    static func summary(_ s: LintReport.Summary, adding additions: [(name: String, count: Int)] = [], into w: inout JSONStreamWriter) {
        w.beginObject()
        for (name, count) in [("files", s.files), ("checks", s.checks), ("passed", s.passed), ("errors", s.errors),
                              ("warnings", s.warnings), ("needsReview", s.needsReview), ("suppressed", s.suppressed)] + additions {
            w.member(name, count)
        }
        w.endObject()
    }

    static func finding(_ item: ReportItem, into w: inout JSONStreamWriter) {
        let f = item.finding
        w.beginObject()
        w.member("rule", f.rule.rawValue)
        w.member("severity", f.severity.rawValue)
        w.member("file", item.file)
        w.member("line", item.line)
        w.member("column", item.column)
        w.member("component", f.component)
        w.member("token", f.token)
        w.key("contexts")
        contexts(f.contexts, into: &w)
        w.member("message", f.message)
        w.member("measured", finite: f.measured)
        w.member("required", finite: f.required)
        w.member("help", f.help)
        // A suppressed finding (the `suppressed` list) says why: the baseline holds it, or an
        // `ignore:` entry in the spec does (as SARIF's `external` and `inSource`).
        if let reason = item.suppression {
            w.key("suppression")
            w.beginObject()
            w.member("kind", reason == Check.baselineReason ? "baseline" : "inSource")
            w.member("reason", reason)
            w.endObject()
        }
        w.endObject()
    }

    /// `[{"appearance": "light", "contrast": "standard"}]` (SARIF's `properties.contexts`).
    static func contexts(_ contexts: [[ContextChoice]], into w: inout JSONStreamWriter) {
        w.beginArray()
        for choice in contexts {
            w.item()
            w.beginObject()
            for c in choice { w.member(c.modifier, c.context) }
            w.endObject()
        }
        w.endArray()
    }
}
