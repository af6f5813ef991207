import Diagnostics

/// `JUnitReporter`, streamed: each file's suite is rendered as it passes, and the
/// `<testsuites>` totals, which come first, are written at the end, the suites copied after.
///
/// Within GitLab's limits by default (`JUnitReporter`): the suites are kept twice, with every
/// testcase (while that can still fit) and with only the failing ones, and the report is the
/// first that fits, with the same notice. A run that fits only with some failing testcases
/// left out needs a second look at every file: `NeedsWholeReport`.
final class JUnitSink: ReportSink {
    private let reporter: JUnitReporter
    private let strict: Bool
    private let registryFirst: Bool
    private let layout: JUnitLayout
    private var used = Set<String>()
    private var index = 0
    /// The suites with every testcase; nil once they cannot be the report.
    private var all: BodySpool?
    private var allTotals = JUnitCounts()
    /// The suites with only the failing testcases; nil when `--junit-cases all`.
    private var failures: BodySpool?
    private var failuresTotals = JUnitCounts()
    /// `JUnitPlan.minimumBytes`, summed as files pass.
    private var minimumBytes = 0

    init(_ reporter: JUnitReporter, start: StreamedRunStart) throws {
        self.reporter = reporter
        strict = reporter.options.strict || start.strict
        registryFirst = start.registryFirst
        layout = JUnitLayout(rich: reporter.options.junitProfile == .rich, timestamp: JUnitTimestamp.normalized(start.timestamp),
                             toolVersion: start.toolVersion)
        let cases = reporter.options.junitCases
        all = cases == .failures ? nil : try BodySpool()
        failures = cases == .all ? nil : try BodySpool()
    }

    private var limits: JUnitLimits { reporter.limits }

    func file(_ file: FileReport) throws {
        defer { index += 1 }
        let name = index == 0 && registryFirst ? "registry" : file.path
        let classname = JUnitNames.uniqueClassname(for: file.path, fallback: name, used: &used)
        let counts = JUnitCounts(of: file, strict: strict)
        allTotals.add(counts)
        minimumBytes += counts.tests * (layout.rich ? 60 + ReportPath.display(file.path).utf8.count : 45)
        let suite = JUnitSuite(file, name: name, classname: classname, strict: strict)
        if let all {
            if reporter.options.junitCases == nil,
               allTotals.tests > limits.cases || minimumBytes >= limits.bytes || all.size >= limits.bytes {
                // Past GitLab's limits: the report will list only the failing testcases.
                all.discard()
                self.all = nil
            } else {
                try all.write(layout.fragment(suite, index: index))
            }
        }
        if let failures {
            failuresTotals.add(JUnitCounts(of: file, strict: strict, selection: .failures))
            try failures.write(layout.fragment(suite.selected(.failures), index: index))
        }
    }

    func finish(_ run: StreamedRun, to output: ReportOutput) throws {
        switch reporter.options.junitCases {
        case .all: return try document(allTotals, all, run, to: output)
        case .failures: return try document(failuresTotals, failures, run, to: output)
        case nil: break
        }
        // The choice `JUnitReporter.write` makes, on the sizes of what was kept.
        let allCases = allTotals.tests
        let reason: String
        if allCases <= limits.cases {
            if minimumBytes < limits.bytes, let all, try size(allTotals, all, run) < limits.bytes {
                return try document(allTotals, all, run, to: output)
            }
            reason = "with all \(allCases) testcases it would exceed GitLab's limit of \(JUnitReporter.megabytes(limits.bytes))"
        } else {
            reason = "its \(allCases) testcases would exceed GitLab's limit of \(limits.cases) testcases"
        }
        guard let failures, failuresTotals.tests <= limits.cases, try size(failuresTotals, failures, run) < limits.bytes else {
            throw NeedsWholeReport()
        }
        reporter.notice?("warning: the JUnit report lists only failing testcases and one testcase per file that counts the rest: \(reason) (--junit-cases all lists them all)")
        try document(failuresTotals, failures, run, to: output)
    }

    /// The bytes of the document with `suites`.
    private func size(_ totals: JUnitCounts, _ suites: BodySpool, _ run: StreamedRun) throws -> Int {
        var bytes = 0
        try document(totals, nil, run, to: ReportOutput { bytes += $0.count })
        return bytes + suites.size
    }

    /// `JUnitReporter`'s document around the suites kept (nil: none, for measuring).
    private func document(_ totals: JUnitCounts, _ suites: BodySpool?, _ run: StreamedRun, to output: ReportOutput) throws {
        var totals = totals
        let nothingChecked = totals.tests == 0 ? JUnitSuite.nothingChecked(files: run.fileCount, duration: run.header.duration) : nil
        if let nothingChecked { totals.add(nothingChecked.counts) }
        let w = try layout.document(totals: totals, duration: run.header.duration, to: output)
        try suites?.chunks { try w.splice(Array($0)) }
        if let nothingChecked { try w.splice(try layout.fragment(nothingChecked, index: index)) }
        try w.end()
        try w.finish()
    }
}
