import Diagnostics
import FileOutput

/// `JUnitReporter`, streamed: each file's suite is rendered as it passes, and the
/// `<testsuites>` totals, which come first, are written at the end, the suites copied after.
///
/// Within GitLab's limits by default (`JUnitReporter`): the suites are kept with every testcase
/// (while that can still fit), with only the failing ones, and with none of those listed; the
/// report is the first that fits, with the same notice. When only some failing testcases fit,
/// each file lists its share in file order: the files before the cut are kept suites, the
/// files after it too, and the one file cut in the middle is rendered again from its report,
/// kept on disk (`SpooledFileReports`) with every file that could be that one.
///
/// Files far enough past the cut that they can only list none of their failing testcases
/// (`listsNone`) keep only that suite: neither the suite with their failing testcases nor
/// their report.
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
    /// By default (`--junit-cases` not given): each file's suites, and its report if it has
    /// failing testcases, to list some of them.
    private var records: [Record] = []
    private let listedNone: BodySpool?
    private let reports: SpooledFileReports?
    /// Failing testcases in the files before each file, and in all of them last (`JUnitPlan.failingBefore`).
    private var failingBefore = [0]

    /// What the default mode keeps of a file: where its suites are, what they count, and its
    /// names. While every testcase may still fit, only the report is kept (`report`): the other
    /// suites are rendered from it only if the report turns out not to (`dropAll`).
    private struct Record {
        /// The statuses of the failing, erroring and skipped testcases, in testcase order: the
        /// counts of the suite under any cut, without its report.
        var failing: [JUnitStatus]
        var passed: Bool
        var failures: Range<Int>?
        var none: Range<Int>?
        var report: Int?
        var name: String, classname: String

        /// The counts of the suite listing `listed` of its failing testcases (`.max`: all).
        func counts(listing listed: Int) -> JUnitCounts {
            JUnitCounts(listing: listed, of: failing, passed: passed)
        }
    }

    init(_ reporter: JUnitReporter, start: StreamedRunStart, reports: SpooledFileReports?) throws {
        self.reporter = reporter
        strict = reporter.options.strict || start.strict
        registryFirst = start.registryFirst
        layout = JUnitLayout(rich: reporter.options.junitProfile == .rich, timestamp: JUnitTimestamp.normalized(start.timestamp),
                             toolVersion: start.toolVersion)
        let cases = reporter.options.junitCases
        all = cases == .failures ? nil : try BodySpool()
        failures = cases == .all ? nil : try BodySpool()
        listedNone = cases == nil && reports != nil ? try BodySpool() : nil
        self.reports = cases == nil ? reports : nil
    }

    private var limits: JUnitLimits { reporter.limits }

    func file(_ file: FileReport) throws {
        defer { index += 1 }
        let name = index == 0 && registryFirst ? "registry" : file.path
        let classname = JUnitNames.uniqueClassname(for: file.path, fallback: name, used: &used)
        let counts = JUnitCounts(of: file, strict: strict)
        allTotals.add(counts)
        minimumBytes += counts.tests * (layout.rich ? 60 + ReportPath.display(file.path).utf8.count : 45)
        var suite: JUnitSuite?
        if let all {
            if reporter.options.junitCases == nil,
               allTotals.tests > limits.cases || minimumBytes >= limits.bytes || all.size >= limits.bytes {
                // Past GitLab's limits: the report will list only the failing testcases.
                try dropAll()
            } else {
                let built = JUnitSuite(file, name: name, classname: classname, strict: strict)
                try all.write(layout.fragment(built, index: index))
                suite = built
            }
        }
        guard let failures else { return }
        guard listedNone != nil, let reports else {
            failuresTotals.add(JUnitCounts(of: file, strict: strict, selection: .failures))
            let selected = suite?.selected(.failures) ?? JUnitSuite(file, name: name, classname: classname, strict: strict, selection: .failures)
            return try failures.write(layout.fragment(selected, index: index))
        }
        var record = Record(failing: [], passed: false, failures: nil, none: nil, report: nil, name: name, classname: classname)
        JUnitCounts.forEachStatus(of: file, strict: strict) { status, _ in
            if status == .passed { record.passed = true } else { record.failing.append(status) }
        }
        failuresTotals.add(record.counts(listing: .max))
        if all != nil {
            record.report = try reports.store(file)
        } else {
            let whole = try render(&record, file, index: index)
            // The one file cut in the middle, if some failing testcases are left out, is rendered again.
            if whole, !record.failing.isEmpty { record.report = try reports.store(file) }
        }
        records.append(record)
        failingBefore.append(failingBefore[index] + record.failing.count)
    }

    private static let noneListed: JUnitSelection = {
        var none = JUnitSelection.failures
        none.failingListed = 0
        return none
    }()

    /// Keeps the file's suite with none of its failing testcases listed and, unless it
    /// `listsNone`, the one with all of them (the same suite when it has none); returns whether
    /// it kept that one.
    private func render(_ record: inout Record, _ file: FileReport, index: Int) throws -> Bool {
        guard let failures, let listedNone else { return false }
        let whole = record.failing.isEmpty || !listsNone(index)
        let none = try layout.fragment(JUnitSuite(file, name: record.name, classname: record.classname, strict: strict,
                                                  selection: Self.noneListed), index: index)
        let noneStart = listedNone.size
        try listedNone.write(none)
        record.none = noneStart..<listedNone.size
        guard whole else { return false }
        let start = failures.size
        try failures.write(record.failing.isEmpty
            ? none
            : layout.fragment(JUnitSuite(file, name: record.name, classname: record.classname, strict: strict, selection: .failures),
                              index: index))
        record.failures = start..<failures.size
        return true
    }

    /// Whether file `index` lists none of its failing testcases under every selection `finish`
    /// may try (so only that suite of it is ever read), once the files before it are kept.
    ///
    /// By testcases: the failing testcases before it are more than the limit, so the report's
    /// failing testcases are too; `finish` then lists at most `limits.cases` of them, and fewer
    /// on each later try: none of this file's.
    ///
    /// By bytes: a try that lists any of this file's lists every failing testcase of the files
    /// before it (they are listed in file order), so it writes each suite in `failures` (all
    /// of files before it) whole: at least `failures.size` bytes before it asks for this
    /// file's suite. Of those, at most `ReportOutput.flushSize` wait in the output's buffer,
    /// so the measured try (`trial`) has been handed `failures.size - ReportOutput.flushSize`
    /// bytes or more: when that reaches the byte limit, it stopped as oversize before asking
    /// for this file's suite, and no such try is the one written (`finish` writes a try that
    /// fits, or one that lists nothing). (The streamed-versus-whole tests fail without the
    /// buffer's margin.)
    private func listsNone(_ index: Int) -> Bool {
        guard let failures else { return false }
        return failingBefore[index] > limits.cases || failures.size - ReportOutput.flushSize >= limits.bytes
    }

    /// Every testcase cannot be the report: the suites with every testcase are dropped and
    /// those of the files so far with fewer are rendered from their kept reports.
    private func dropAll() throws {
        all?.discard()
        all = nil
        guard let reports else { return }
        for file in records.indices where records[file].none == nil {
            guard let handle = records[file].report else { throw NeedsWholeReport() }
            _ = try render(&records[file], try reports.load(handle), index: file)
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
        try dropAll()
        guard listedNone != nil else {
            // Kept without the reports (a library caller gave no spool): only what fits whole.
            guard let failures, failuresTotals.tests <= limits.cases, try size(failuresTotals, failures, run) < limits.bytes else {
                throw NeedsWholeReport()
            }
            return try listingFailures("only failing testcases", reason, failuresTotals, failures, run, to: output)
        }
        // `JUnitReporter.write`'s loop, each try measured on the suites kept.
        var selection = JUnitSelection.failures
        let failing = failingBefore.last ?? 0
        while true {
            let tests = totals(selection).tests
            if tests > limits.cases {
                selection.failingListed = max(0, limits.cases - 2 * records.count)
                continue
            }
            let outcome = try trial(selection, run)
            if case .oversize(let suites, let bytes) = outcome, selection.failingListed > 0 {
                let listed = min(failingBefore[min(suites, records.count)], selection.failingListed)
                let estimate = Int(Double(listed) * 0.9 * Double(limits.bytes) / Double(max(bytes, 1)))
                selection.failingListed = min(estimate, min(selection.failingListed, failing) * 9 / 10)
                continue
            }
            let listed = selection.failingListed >= failing ? "only failing testcases" : "\(selection.failingListed) of \(failing) failing testcases"
            reporter.notice?("warning: the JUnit report lists \(listed) and one testcase per file that counts the rest: \(reason) (--junit-cases all lists them all)")
            return try document(totals(selection), run, to: output) { w in
                for file in records.indices { try w.splice(fragment(file, selection)) }
            }
        }
    }

    private func listingFailures(_ listed: String, _ reason: String, _ totals: JUnitCounts, _ suites: BodySpool, _ run: StreamedRun,
                                 to output: ReportOutput) throws {
        reporter.notice?("warning: the JUnit report lists \(listed) and one testcase per file that counts the rest: \(reason) (--junit-cases all lists them all)")
        try document(totals, suites, run, to: output)
    }

    /// How many failing testcases `file` lists under the report-wide `selection` (`JUnitPlan.selection(_:forFile:)`).
    private func listed(_ file: Int, _ selection: JUnitSelection) -> Int {
        selection.failingListed == .max ? .max : max(0, selection.failingListed - failingBefore[file])
    }

    /// The file's suite under `selection`: kept, or (cut in the middle) rendered again.
    private func fragment(_ file: Int, _ selection: JUnitSelection) throws -> [UInt8] {
        let record = records[file], listed = listed(file, selection)
        if listed >= record.failing.count, let failures, let range = record.failures { return try failures.read(range) }
        if listed == 0, let listedNone, let range = record.none { return try listedNone.read(range) }
        return try layout.fragment(try cutSuite(file, listed), index: file)
    }

    private func cutSuite(_ file: Int, _ listed: Int) throws -> JUnitSuite {
        let record = records[file]
        guard let handle = record.report, let reports else { throw NeedsWholeReport() }
        var selection = JUnitSelection.failures
        selection.failingListed = listed
        return JUnitSuite(try reports.load(handle), name: record.name, classname: record.classname, strict: strict).selected(selection)
    }

    private func totals(_ selection: JUnitSelection) -> JUnitCounts {
        var totals = JUnitCounts()
        for (file, record) in records.enumerated() { totals.add(record.counts(listing: listed(file, selection))) }
        return totals
    }

    private struct Oversize: Error {}

    private enum Trial {
        case fits
        /// `JUnitReporter`'s: stopped at the byte limit after `suites` whole suites and `bytes` bytes.
        case oversize(suites: Int, bytes: Int)
    }

    /// `JUnitReporter.trial`, measured rather than written: the same output buffering, so the
    /// same place where the byte limit is reached.
    private func trial(_ selection: JUnitSelection, _ run: StreamedRun) throws -> Trial {
        var written = 0, suites = 0
        let limit = limits.bytes
        let trial = ReportOutput { bytes in
            guard written + bytes.count < limit else { throw Oversize() }
            written += bytes.count
        }
        do {
            try document(totals(selection), run, to: trial) { w in
                for file in records.indices {
                    try w.splice(fragment(file, selection))
                    suites += 1
                }
            }
            try trial.flush()
        } catch {
            guard trial.failure is Oversize else { throw error }
            return .oversize(suites: max(0, suites - 1), bytes: written)
        }
        return .fits
    }

    /// The bytes of the document with `suites`.
    private func size(_ totals: JUnitCounts, _ suites: BodySpool, _ run: StreamedRun) throws -> Int {
        var bytes = 0
        try document(totals, run, to: ReportOutput { bytes += $0.count }) { _ in }
        return bytes + suites.size
    }

    /// `JUnitReporter`'s document around the suites kept.
    private func document(_ totals: JUnitCounts, _ suites: BodySpool?, _ run: StreamedRun, to output: ReportOutput) throws {
        try document(totals, run, to: output) { w in try suites?.chunks { try w.splice(Array($0)) } }
    }

    private func document(_ totals: JUnitCounts, _ run: StreamedRun, to output: ReportOutput,
                          suites: (XMLStreamWriter) throws -> Void) throws {
        var totals = totals
        let nothingChecked = totals.tests == 0 ? JUnitSuite.nothingChecked(files: run.fileCount, duration: run.header.duration) : nil
        if let nothingChecked { totals.add(nothingChecked.counts) }
        let w = try layout.document(totals: totals, duration: run.header.duration, to: output)
        try suites(w)
        if let nothingChecked { try w.splice(try layout.fragment(nothingChecked, index: index)) }
        try w.end()
        try w.finish()
    }
}
