import Diagnostics

/// `--format html` / `--report html=PATH` (product.md v2, "An HTML report and token
/// documentation"): one self-contained page a person opens from the CI artifacts, with the
/// summary, the findings grouped by file and then by rule, and each finding's picture (the
/// two colors, the frame against the target, the curves under full and reduced motion).
///
/// Rendered whole, not streamed: it is meant for people, and a page with a picture per
/// finding is read for hundreds of findings, not a hundred thousand.
public struct HTMLReporter: Reporter {
    public let options: ReportOptions

    public init(options: ReportOptions = ReportOptions()) {
        self.options = options
    }

    public func render(_ report: LintReport, to sink: inout some TextOutputStream) throws {
        let files = report.allFiles.map { file in (path: file.path, findings: file.activeFindings) }
        var body = header(report)
        body += navigation(files)
        body += "<main id=\"main\">\n"
        body += summary(report)
        for (index, file) in files.enumerated() where !file.findings.isEmpty {
            body += section(path: file.path, findings: file.findings, index: index)
        }
        if files.allSatisfy({ $0.findings.isEmpty }) {
            body += "<h2>Findings</h2>\n<p>No findings: every check passed.</p>\n"
        }
        body += "</main>\n"
        sink.write(HTML.page(title: "tokenlint report", body: body))
    }

    private func header(_ report: LintReport) -> String {
        """
        <header>
        <h1>tokenlint report</h1>
        <p class="muted">tokenlint \(HTML.escape(report.toolVersion)), run at \(HTML.escape(report.timestamp)); \(HTML.escape(TextReporter.summary(report)))</p>
        </header>

        """
    }

    /// One link per file with findings, so a keyboard user jumps straight to a file.
    private func navigation(_ files: [(path: String, findings: [Finding])]) -> String {
        let listed = files.enumerated().filter { !$0.element.findings.isEmpty }
        guard !listed.isEmpty else { return "" }
        var html = "<nav aria-labelledby=\"files-heading\">\n<h2 id=\"files-heading\">Files</h2>\n<ul>\n"
        for (index, file) in listed {
            let count = file.findings.count
            html += "<li><a href=\"#\(HTML.id("file", file.path, index))\"><code>\(HTML.escape(file.path))</code></a> "
                + "<span class=\"muted\">(\(count) finding\(count == 1 ? "" : "s"))</span></li>\n"
        }
        return html + "</ul>\n</nav>\n"
    }

    private func summary(_ report: LintReport) -> String {
        let summary = report.summary
        let entries: [(String, Int)] = [
            ("Files", summary.files), ("Checks", summary.checks), ("Passed", summary.passed), ("Errors", summary.errors),
            ("Warnings", summary.warnings), ("Needs review", summary.needsReview), ("Info", summary.info), ("Suppressed", summary.suppressed),
        ]
        var html = "<section aria-labelledby=\"summary-heading\">\n<h2 id=\"summary-heading\">Summary</h2>\n<dl class=\"summary\">\n"
        for (name, count) in entries { html += "<div><dt>\(name)</dt><dd>\(count)</dd></div>\n" }
        return html + "</dl>\n</section>\n"
    }

    /// A file's findings, one `h3` per rule (in the order the rules first occur).
    private func section(path: String, findings: [Finding], index: Int) -> String {
        let id = HTML.id("file", path, index)
        var html = "<section id=\"\(id)\" aria-labelledby=\"\(id)-heading\">\n<h2 id=\"\(id)-heading\"><code>\(HTML.escape(path))</code></h2>\n"
        var rules: [String] = []
        var byRule: [String: [Finding]] = [:]
        for finding in findings {
            if byRule[finding.rule] == nil { rules.append(finding.rule) }
            byRule[finding.rule, default: []].append(finding)
        }
        for rule in rules {
            let group = byRule[rule] ?? []
            html += "<section>\n<h3><code>\(HTML.escape(rule))</code> <span class=\"muted\">(\(group.count))</span></h3>\n"
            for finding in group { html += article(finding, reportedIn: path) }
            html += "</section>\n"
        }
        return html + "</section>\n"
    }

    private func article(_ finding: Finding, reportedIn path: String) -> String {
        let severity = finding.severity.rawValue
        let subject = finding.component ?? finding.token ?? finding.location.map { "line \($0.line)" } ?? "file"
        var html = "<article class=\"finding sev-\(severity)\">\n"
        html += "<h4><span class=\"severity\">\(severity)</span>: \(HTML.escape(subject))</h4>\n"
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
