import Diagnostics
import FileOutput

/// `--format html` / `--report html=PATH` (docs/html.md, "The lint report"):
/// one self-contained page a person opens from the CI artifacts, with the
/// summary, the findings grouped by file and then by rule, and each finding's picture (the
/// two colors, the frame against the target, the curves under full and reduced motion), then
/// the suppressed findings, each with its reason, in a collapsed `<details>` section.
///
/// Each file's section is rendered as it passes into one spool, its link in the file index
/// into another, its suppressed findings into a third; at the end the header and the summary
/// (known only then) are written, then the index, the sections and the suppressed findings are
/// copied after them. Memory holds one file's section, not the page.
public final class HTMLReporter: Reporter {
    public let options: ReportOptions
    private var spools: (navigation: BodySpool, sections: BodySpool, suppressed: BodySpool)?
    private var suppressedCount = 0
    /// The file's place among the run's files (`LintReport.allFiles`): its section's id.
    private var index = 0

    public init(options: ReportOptions = ReportOptions()) {
        self.options = options
    }

    package func begin(_ start: StreamedRunStart) throws {
        spools = (try BodySpool(), try BodySpool(), try BodySpool())
    }

    package func file(_ file: ReportFile) throws {
        defer { index += 1 }
        guard let spools else { return }
        let report = file.report
        let suppressedItems = file.items.filter { $0.suppression != nil }
        if !suppressedItems.isEmpty {
            try spools.suppressed.write(Array(suppressedFile(path: report.path, items: suppressedItems, index: index).utf8))
            suppressedCount += suppressedItems.count
        }
        let findings = report.activeFindings
        guard !findings.isEmpty else { return }
        try spools.navigation.write(Array(Self.navigationEntry(path: report.path, count: findings.count, index: index).utf8))
        try spools.sections.write(Array(section(path: report.path, findings: findings, index: index).utf8))
    }

    package func end(_ run: StreamedRun, to output: ReportOutput) throws {
        guard let spools else { return }
        let anyFindings = spools.sections.size > 0
        try output.write(Array(Self.header(run.header, summary: run.summary, files: run.fileCount).utf8))
        if anyFindings {
            try output.write(Array(Self.navigationStart.utf8))
            try spools.navigation.copy(to: output)
            try output.write(Array(Self.navigationEnd.utf8))
        }
        try output.write(Array(Self.mainStart(run.summary).utf8))
        try spools.sections.copy(to: output)
        try output.write(Array(Self.afterSections(anyFindings: anyFindings).utf8))
        if suppressedCount > 0 {
            try output.write(Array(Self.suppressedStart(count: suppressedCount).utf8))
            try spools.suppressed.copy(to: output)
            try output.write(Array(Self.suppressedEnd.utf8))
        }
        try output.write(Array(Self.closing.utf8))
        self.spools = nil
    }

    /// The page up to its file index.
    static func header(_ header: LintReport, summary: LintReport.Summary, files: Int) -> String {
        HTML.pageStart(title: "tokenlint report") + """
            <header>
            <h1>tokenlint report</h1>
            <p class="muted">tokenlint \(HTML.escape(header.toolVersion)), run at \(HTML.escape(header.timestamp)); \(HTML.escape(TextReporter.summary(header, summary, files: files)))</p>
            </header>

            """
    }

    /// The file index, only when some file has findings: one link per file with findings, so
    /// a keyboard user jumps straight to a file.
    static let navigationStart = "<nav aria-labelledby=\"files-heading\">\n<h2 id=\"files-heading\">Files</h2>\n<ul>\n"
    static let navigationEnd = "</ul>\n</nav>\n"

    /// The file index's link to the file at `index` of the run's files.
    static func navigationEntry(path: String, count: Int, index: Int) -> String {
        "<li><a href=\"#\(HTML.id("file", path, index))\"><code>\(HTML.escape(path))</code></a> "
            + "<span class=\"muted\">(\(count) finding\(count == 1 ? "" : "s"))</span></li>\n"
    }

    /// The page after the last file's section, up to the suppressed findings.
    static func afterSections(anyFindings: Bool) -> String {
        anyFindings ? "" : "<h2>Findings</h2>\n<p>No findings: every check passed.</p>\n"
    }

    /// The collapsed section of the `count` suppressed findings (only when there are any), up
    /// to the files' `suppressedFile` parts.
    static func suppressedStart(count: Int) -> String {
        "<section aria-labelledby=\"suppressed-heading\">\n<h2 id=\"suppressed-heading\">Suppressed findings</h2>\n"
            + "<details>\n<summary>\(Plural.count(count, "suppressed finding")), by an <code>ignore:</code> entry or the baseline</summary>\n"
    }

    /// The collapsed section after the last file's `suppressedFile` part.
    static let suppressedEnd = "</details>\n</section>\n"

    /// The page after everything.
    static let closing = "</main>\n" + HTML.pageEnd

    /// A file's suppressed findings (`suppressedItems`), each with why it is suppressed.
    func suppressedFile(path: String, items: [ReportItem], index: Int) -> String {
        let id = HTML.id("suppressed", path, index)
        var html = "<section aria-labelledby=\"\(id)-heading\">\n<h3 id=\"\(id)-heading\"><code>\(HTML.escape(path))</code> <span class=\"muted\">(\(items.count))</span></h3>\n"
        for item in items {
            html += article(item.finding, reportedIn: path, suppression: item.suppression)
        }
        return html + "</section>\n"
    }

    /// The page after its file index, up to the first file's section: the summary.
    static func mainStart(_ summary: LintReport.Summary) -> String {
        let entries: [(String, Int)] = [
            ("Files", summary.files), ("Checks", summary.checks), ("Passed", summary.passed), ("Errors", summary.errors),
            ("Warnings", summary.warnings), ("Needs review", summary.needsReview), ("Info", summary.info), ("Suppressed", summary.suppressed),
        ]
        var html = "<main id=\"main\">\n<section aria-labelledby=\"summary-heading\">\n<h2 id=\"summary-heading\">Summary</h2>\n<dl class=\"summary\">\n"
        for (name, count) in entries { html += "<div><dt>\(name)</dt><dd>\(count)</dd></div>\n" }
        return html + "</dl>\n</section>\n"
    }

    /// A file's findings, one `h3` per rule (in the order the rules first occur).
    func section(path: String, findings: [Finding], index: Int) -> String {
        let id = HTML.id("file", path, index)
        var html = "<section id=\"\(id)\" aria-labelledby=\"\(id)-heading\">\n<h2 id=\"\(id)-heading\"><code>\(HTML.escape(path))</code></h2>\n"
        var rules: [String] = []
        var byRule: [String: [Finding]] = [:]
        for finding in findings {
            if byRule[finding.rule.rawValue] == nil { rules.append(finding.rule.rawValue) }
            byRule[finding.rule.rawValue, default: []].append(finding)
        }
        for rule in rules {
            let group = byRule[rule] ?? []
            html += "<section>\n<h3><code>\(HTML.escape(rule))</code> <span class=\"muted\">(\(group.count))</span></h3>\n"
            for finding in group { html += article(finding, reportedIn: path) }
            html += "</section>\n"
        }
        return html + "</section>\n"
    }

    /// A finding's card; a suppressed one (`suppression`: why) names its rule and says why.
    private func article(_ finding: Finding, reportedIn path: String, suppression: String? = nil) -> String {
        let severity = finding.severity.rawValue
        let subject = finding.component ?? finding.token ?? finding.location.map { "line \($0.line)" } ?? "file"
        var html = "<article class=\"finding sev-\(severity)\">\n"
        html += "<h4><span class=\"severity\">\(severity)</span>: \(HTML.escape(subject))</h4>\n"
        if let suppression {
            html += "<p><code>\(HTML.escape(finding.rule.rawValue))</code>, suppressed: \(HTML.escape(suppression))</p>\n"
        }
        if let location = finding.location {
            html += "<p class=\"muted\"><code>\(HTML.escape(location.description))</code></p>\n"
        }
        html += "<p>\(HTML.escape(finding.message))</p>\n"
        if !finding.contexts.isEmpty {
            let contexts = finding.contexts.map { $0.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ") }
            html += "<p class=\"muted\">In: \(HTML.escape(contexts.map { $0.isEmpty ? "every context" : $0 }.joined(separator: "; ")))</p>\n"
        }
        if finding.details.count > 1 || (finding.details.first.map { $0 != finding.message } ?? false) {
            html += "<ul>\n" + finding.details.map { "<li>\(HTML.escape($0))</li>\n" }.joined() + "</ul>\n"
        }
        if !finding.figures.isEmpty {
            html += "<div class=\"figures\">\n" + finding.figures.map(HTMLFigures.figure).joined(separator: "\n") + "\n</div>\n"
        }
        if let help = finding.help {
            html += "<p class=\"muted\">\(HTML.escape(help))</p>\n"
        }
        return html + "</article>\n"
    }
}
