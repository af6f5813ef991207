import Diagnostics
import FileOutput

/// GitHub Actions workflow commands (docs.github.com, "Workflow commands for GitHub Actions"):
/// `::error file=…,line=…,col=…,title=tokenlint (RULE)::message`.
///
/// GitHub shows 10 annotations per level per step and drops the rest silently, so errors come
/// first, each level stops at 10, and a closing `::notice::` per cut level says how many were
/// left out. A run's files pass once: the leading findings per level are kept, the rest counted.
public final class GitHubReporter: Reporter {
    /// GitHub's per-step limit for each of error, warning and notice.
    public static let perLevelLimit = 10

    private var levels = LeadingItems(GitHubReporter.perLevelLimit) { Level($0.severity) }

    public init() {}

    package func begin(_ start: StreamedRunStart) {}

    package func file(_ file: ReportFile) {
        levels.add(file.report)
    }

    package func end(_ run: StreamedRun, to output: ReportOutput) throws {
        var text = ""
        Self.render(levels.groups, to: &text)
        try output.write(Array(text.utf8))
    }

    enum Level: String, CaseIterable {
        case error, warning, notice

        init(_ severity: Severity) {
            switch severity {
            case .error: self = .error
            case .warning: self = .warning
            case .needsReview, .info: self = .notice
            }
        }

        var plural: String {
            switch self {
            case .error: "errors"
            case .warning: "warnings"
            case .notice: "notices"
            }
        }
    }

    /// The annotations of the leading items per level (`ReportItem.leading`, grouped by `Level`).
    static func render(_ levels: [(group: Level, items: [ReportItem], total: Int)], to sink: inout some TextOutputStream) {
        let limit = perLevelLimit
        func shown(_ level: Level) -> (items: [ReportItem], total: Int) {
            levels.first { $0.group == level }.map { ($0.items, $0.total) } ?? ([], 0)
        }
        let errors = shown(.error).total, warnings = shown(.warning).total, notices = shown(.notice).total
        // The closing notices are notices too: they share the notice budget.
        let cutNotices = (errors > limit ? 1 : 0) + (warnings > limit ? 1 : 0)
        let noticeBudget = notices + cutNotices <= limit ? notices : max(0, limit - cutNotices - 1)

        var cut: [(Level, Int)] = []
        for (level, count, budget) in [(Level.error, errors, limit), (.warning, warnings, limit), (.notice, notices, noticeBudget)] {
            for item in shown(level).items.prefix(budget) {
                sink.write(Self.command(level, item))
                sink.write("\n")
            }
            if count > budget { cut.append((level, count - budget)) }
        }
        for (level, count) in cut {
            let what = count == 1 ? String(level.plural.dropLast()) : level.plural
            let message = "\(count) more \(what) not shown: GitHub shows \(limit) per level; see the SARIF or JUnit report"
            sink.write("::notice::\(Self.escapeData(message))\n")
        }
    }

    static func command(_ level: Level, _ item: ReportItem) -> String {
        let f = item.finding
        var message = PlainText.clean(f.message, keepNewlines: true)
        if let contexts = ContextText.list(f.contexts) { message += " (in \(PlainText.clean(contexts)))" }
        let file = PlainText.clean(ReportPath.display(item.file))
        let title = "tokenlint (\(PlainText.clean(f.rule.rawValue)))"
        let properties = [
            "file=\(escapeProperty(file))",
            "line=\(item.line)",
            "col=\(item.column)",
            "title=\(escapeProperty(title))",
        ]
        return "::\(level.rawValue) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// Workflow command data: `%` → `%25`, CR → `%0D`, LF → `%0A`.
    public static func escapeData(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Workflow command properties: the data escapes plus `:` → `%3A` and `,` → `%2C`.
    public static func escapeProperty(_ s: String) -> String {
        var out = ""
        for scalar in escapeData(s).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// The Markdown the CLI appends to `$GITHUB_STEP_SUMMARY`: totals, then the first findings.
public enum GitHubStepSummary {
    /// How many findings the table lists (the step summary is capped at ~1 MiB).
    public static let findingLimit = 200

    public static func markdown(_ report: LintReport) -> String {
        // The first `findingLimit` of them, without sorting a large run's hundred thousand.
        let (_, items, total) = ReportItem.leading(findingLimit, of: report) { _ in true }.first ?? (true, [], 0)
        return markdown(summary: report.summary, leading: (items, total), closing: TextReporter.summary(report))
    }

    /// The Markdown of a run that counted `s`, whose first findings are `leading` (of `total`),
    /// with `closing` (the text report's summary line) when it has none.
    static func markdown(summary s: LintReport.Summary, leading: (items: [ReportItem], total: Int), closing: String) -> String {
        var lines: [String] = [
            "## tokenlint",
            "",
            "| Files | Checks | Passed | Errors | Warnings | Needs review |",
            "|---:|---:|---:|---:|---:|---:|",
            "| \(s.files) | \(s.checks) | \(s.passed) | \(s.errors) | \(s.warnings) | \(s.needsReview) |",
            "",
        ]
        let (items, total) = leading
        if items.isEmpty {
            lines.append(closing)
            lines.append("")
            return lines.joined(separator: "\n")
        }
        lines += [
            "### Findings",
            "",
            "| Severity | Location | Rule | Subject | Message |",
            "|---|---|---|---|---|",
        ]
        for item in items {
            let f = item.finding
            var message = Markdown.cell(f.message)
            if let contexts = ContextText.list(f.contexts) { message += " (in \(Markdown.cell(contexts)))" }
            let cells = [
                f.severity.rawValue,
                Markdown.cell(ReportPath.display(item.file)) + ":\(item.line):\(item.column)",
                Markdown.cell(f.rule.rawValue),
                Markdown.cell(item.subject ?? ""),
                message,
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        if total > findingLimit {
            lines += ["", "_Showing the first \(findingLimit) of \(total) findings; see the SARIF or JUnit report for all._"]
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }
}

enum Markdown {
    /// Backslash-escapes ASCII punctuation that Markdown would read as formatting, HTML or a
    /// table border; strips control characters.
    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in PlainText.clean(s, keepNewlines: true).unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "#", "!", "&":
                out += "\\"
                out.unicodeScalars.append(scalar)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// One table cell: escaped, on one line, at most 500 characters.
    static func cell(_ s: String) -> String {
        escape(PlainText.oneLine(s, limit: 500))
    }
}
