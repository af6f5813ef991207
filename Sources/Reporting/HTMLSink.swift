import Diagnostics
import FileOutput

/// `HTMLReporter`, streamed: each file's section is rendered as it passes into one spool, its
/// link in the file index into another, its suppressed findings into a third; at the end the
/// header and the summary (known only then) are written, then the index, the sections and the
/// suppressed findings are copied after them. Memory holds one file's section, not the page.
final class HTMLSink: ReportSink {
    private let reporter: HTMLReporter
    private let navigation: BodySpool
    private let sections: BodySpool
    /// The suppressed findings' parts, and how many findings they hold.
    private let suppressed: BodySpool
    private var suppressedCount = 0
    /// The file's place among the run's files (`LintReport.allFiles`): its section's id.
    private var index = 0

    init(_ reporter: HTMLReporter) throws {
        self.reporter = reporter
        navigation = try BodySpool()
        sections = try BodySpool()
        suppressed = try BodySpool()
    }

    func file(_ report: FileReport) throws {
        defer { index += 1 }
        let suppressedItems = HTMLReporter.suppressedItems(of: report)
        if !suppressedItems.isEmpty {
            try suppressed.write(Array(reporter.suppressedFile(path: report.path, items: suppressedItems, index: index).utf8))
            suppressedCount += suppressedItems.count
        }
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
        try output.write(Array(HTMLReporter.afterSections(anyFindings: anyFindings).utf8))
        if suppressedCount > 0 {
            try output.write(Array(HTMLReporter.suppressedStart(count: suppressedCount).utf8))
            try suppressed.copy(to: output)
            try output.write(Array(HTMLReporter.suppressedEnd.utf8))
        }
        try output.write(Array(HTMLReporter.closing.utf8))
    }
}
