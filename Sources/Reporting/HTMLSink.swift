import Diagnostics

/// `HTMLReporter`, streamed: each file's section is rendered as it passes into one spool, its
/// link in the file index into another; at the end the header and the summary (known only
/// then) are written, then the index and the sections are copied after them. Memory holds
/// one file's section, not the page.
final class HTMLSink: ReportSink {
    private let reporter: HTMLReporter
    private let navigation: BodySpool
    private let sections: BodySpool
    /// The file's place among the run's files (`LintReport.allFiles`): its section's id.
    private var index = 0

    init(_ reporter: HTMLReporter) throws {
        self.reporter = reporter
        navigation = try BodySpool()
        sections = try BodySpool()
    }

    func file(_ report: FileReport) throws {
        defer { index += 1 }
        let findings = report.activeFindings
        guard !findings.isEmpty else { return }
        try navigation.write(Array(HTMLReporter.navigationEntry(path: report.path, count: findings.count, index: index).utf8))
        try sections.write(Array(reporter.section(path: report.path, findings: findings, index: index).utf8))
    }

    func finish(_ run: StreamedRun, to output: ReportOutput) throws {
        let anyFindings = sections.size > 0
        try output.write(Array(HTMLReporter.header(run.header, summary: run.summary, files: run.fileCount).utf8))
        if anyFindings {
            try output.write(Array(HTMLReporter.navigationStart.utf8))
            try navigation.copy(to: output)
            try output.write(Array(HTMLReporter.navigationEnd.utf8))
        }
        try output.write(Array(HTMLReporter.mainStart(run.summary).utf8))
        try sections.copy(to: output)
        try output.write(Array(HTMLReporter.closing(anyFindings: anyFindings).utf8))
    }
}
