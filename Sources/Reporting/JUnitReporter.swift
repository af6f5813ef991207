import Diagnostics
import FileOutput
import Foundation

/// JUnit XML written with libxml2's `xmlTextWriter`, in the shape Jenkins, GitLab and the
/// GitHub JUnit actions read.
///
/// One `<testsuite>` per spec file (and one named `registry` when the registry was checked),
/// one `<testcase>` per evaluated check, passing ones included, so a clean run shows what was
/// checked and a report is never empty. Each file's suite is rendered as it passes, and the
/// `<testsuites>` totals, which come first, are written at the end, the suites copied after.
///
/// Within GitLab's limits (`JUnitLimits`) by default: a report that would exceed them lists
/// only the failing testcases (`JUnitCases.failures`) and says so through `notice`. The suites
/// are kept with every testcase (while that can still fit), with only the failing ones, and
/// with none of those listed; the report is the first that fits. When only some failing
/// testcases fit, each file lists its share in file order: the files before the cut are kept
/// suites, the files after it too, and the one file cut in the middle is rendered again from
/// its report, kept (`SpooledFileReports`) with every file that could be that one.
///
/// Files far enough past the cut that they can only list none of their failing testcases
/// (`listsNone`) keep only that suite: neither the suite with their failing testcases nor
/// their report.
public final class JUnitReporter: Reporter {
    public let options: ReportOptions
    /// What the report must stay under when `options.junitCases` is nil (tests lower it).
    public let limits: JUnitLimits
    /// Told, in one line for stderr, when the report lists only the failing testcases because
    /// the whole one would exceed `limits`.
    public let notice: (@Sendable (String) -> Void)?
    private var strict = false
    private var registryFirst = false
    private var layout = JUnitLayout(rich: true, timestamp: "", toolVersion: "")
    private var used = Set<String>()
    private var index = 0
    /// The suites with every testcase; nil once they cannot be the report.
    private var all: BodySpool?
    private var allTotals = JUnitCounts()
    /// The suites with only the failing testcases; nil when `--junit-cases all`.
    private var failures: BodySpool?
    private var failuresTotals = JUnitCounts()
    /// About the fewest bytes the report with every testcase can have, summed as files pass:
    /// each testcase is at least `<testcase classname="" name="" file="PATH" line="1"
    /// time="0.000"/>` (rich) or that without `file` and `line` (strict). Past the byte limit,
    /// the suites with every testcase are not even rendered.
    private var minimumBytes = 0
    /// By default (`--junit-cases` not given): each file's suites, and its report if it has
    /// failing testcases, to list some of them.
    private var records: [Record] = []
    private var listedNone: BodySpool?
    private var reports: SpooledFileReports?
    /// Failing testcases in the files before each file, and in all of them last: a report-wide
    /// cap on listed failures is split in file order.
    private var failingBefore = [0]

    /// What the default mode keeps of a file: where its suites are, what they count, and its
    /// names. The suites with fewer testcases are kept from the start, cut from the one with
    /// every testcase while that may still fit: dropping it (`dropAll`) renders nothing again.
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

    /// - Parameter reports: where the default mode keeps the file reports it may render again
    ///   to fit GitLab's limits; nil: a report that needs one of them throws `NeedsWholeReport`.
    public init(options: ReportOptions = ReportOptions(), limits: JUnitLimits = .gitLab,
                notice: (@Sendable (String) -> Void)? = nil, reports: SpooledFileReports? = SpooledFileReports()) {
        self.options = options
        self.limits = limits
        self.notice = notice
        self.reports = options.junitCases == nil ? reports : nil
    }

    package func begin(_ start: StreamedRunStart) throws {
        strict = options.strict || start.strict
        registryFirst = start.registryFirst
        layout = JUnitLayout(rich: options.junitProfile == .rich, timestamp: JUnitTimestamp.normalized(start.timestamp),
                             toolVersion: start.toolVersion)
        let cases = options.junitCases
        all = cases == .failures ? nil : try BodySpool()
        failures = cases == .all ? nil : try BodySpool()
        listedNone = cases == nil && reports != nil ? try BodySpool() : nil
    }

    package func file(_ shared: ReportFile) throws {
        defer { index += 1 }
        let file = shared.report
        let name = index == 0 && registryFirst ? "registry" : file.path
        let classname = JUnitNames.uniqueClassname(for: file.path, fallback: name, used: &used)
        let counts = JUnitCounts(of: file, strict: strict)
        allTotals.add(counts)
        minimumBytes += counts.tests * (layout.rich ? 60 + ReportPath.display(file.path).utf8.count : 45)
        var suite: JUnitSuite?
        if let all {
            if options.junitCases == nil,
               allTotals.tests > limits.cases || minimumBytes >= limits.bytes || all.size >= limits.bytes {
                // Past GitLab's limits: the report will list only the failing testcases.
                dropAll()
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
        let whole = try render(&record, index: index) { selection in
            suite?.selected(selection)
                ?? JUnitSuite(file, name: name, classname: classname, strict: strict, selection: selection)
        }
        // The one file cut in the middle, if some failing testcases are left out, is rendered again.
        if whole, !record.failing.isEmpty { record.report = try reports.store(file) }
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
    /// it kept that one. `suite` gives the file's suite under a selection: cut from the suite
    /// with every testcase when that was built, else built with only what it lists.
    private func render(_ record: inout Record, index: Int, suite: (JUnitSelection) -> JUnitSuite) throws -> Bool {
        guard let failures, let listedNone else { return false }
        let whole = record.failing.isEmpty || !listsNone(index)
        let none = try layout.fragment(suite(Self.noneListed), index: index)
        let noneStart = listedNone.size
        try listedNone.write(none)
        record.none = noneStart..<listedNone.size
        guard whole else { return false }
        let start = failures.size
        try failures.write(record.failing.isEmpty ? none : layout.fragment(suite(.failures), index: index))
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

    /// Every testcase cannot be the report: the suites with every testcase are dropped (the
    /// others were kept beside them).
    private func dropAll() {
        all?.discard()
        all = nil
    }

    package func end(_ run: StreamedRun, to output: ReportOutput) throws {
        switch options.junitCases {
        case .all: return try document(allTotals, all, run, to: output)
        case .failures: return try document(failuresTotals, failures, run, to: output)
        case nil: break
        }
        // Every testcase if that fits, else only the failing ones, else fewer of those.
        let allCases = allTotals.tests
        let reason: String
        if allCases <= limits.cases {
            if minimumBytes < limits.bytes, let all, try size(allTotals, all, run) < limits.bytes {
                return try document(allTotals, all, run, to: output)
            }
            reason = "with all \(allCases) testcases it would exceed GitLab's limit of \(Self.megabytes(limits.bytes))"
        } else {
            reason = "its \(allCases) testcases would exceed GitLab's limit of \(limits.cases) testcases"
        }
        dropAll()
        guard listedNone != nil else {
            // Kept without the reports (a library caller gave no spool): only what fits whole.
            guard let failures, failuresTotals.tests <= limits.cases, try size(failuresTotals, failures, run) < limits.bytes else {
                throw NeedsWholeReport()
            }
            return try listingFailures("only failing testcases", reason, failuresTotals, failures, run, to: output)
        }
        // Each try measured on the suites kept; shrunk in proportion to what fitted so far,
        // with a margin, and by a tenth at least: one or two more tries.
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
            notice?("warning: the JUnit report lists \(listed) and one testcase per file that counts the rest: \(reason) (--junit-cases all lists them all)")
            return try document(totals(selection), run, to: output) { w in
                for file in records.indices { try w.splice(fragment(file, selection)) }
            }
        }
    }

    private func listingFailures(_ listed: String, _ reason: String, _ totals: JUnitCounts, _ suites: BodySpool, _ run: StreamedRun,
                                 to output: ReportOutput) throws {
        notice?("warning: the JUnit report lists \(listed) and one testcase per file that counts the rest: \(reason) (--junit-cases all lists them all)")
        try document(totals, suites, run, to: output)
    }

    /// How many failing testcases `file` lists under the report-wide `selection` .
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

    static func megabytes(_ bytes: Int) -> String { "\(bytes / 1_000_000) MB" }
}

/// GitLab's limits for a JUnit report (docs.gitlab.com/ci/testing/unit_test_reports and
/// gitlab-org/gitlab#247886: it parses reports under 30 MB and up to 500,000 testcases and
/// drops larger ones).
public struct JUnitLimits: Sendable {
    public var bytes: Int
    public var cases: Int

    public init(bytes: Int, cases: Int) {
        self.bytes = bytes
        self.cases = cases
    }

    public static let gitLab = JUnitLimits(bytes: 30_000_000, cases: 500_000)
}

/// How suites are written: the profile's shape and what every suite repeats.
struct JUnitLayout: Sendable {
    var rich: Bool
    var timestamp: String
    var toolVersion: String

    /// A document writer into `output` with the `<testsuites>` start tag written: the suites
    /// are spliced in after it.
    func document(totals: JUnitCounts, duration: Double, to output: ReportOutput) throws -> XMLStreamWriter {
        let w = try XMLStreamWriter.document(output)
        try w.start("testsuites")
        if rich {
            try w.attribute("name", "tokenlint")
            try w.attribute("tests", totals.tests)
            try w.attribute("failures", totals.failures)
            try w.attribute("errors", totals.errors)
            try w.attribute("skipped", totals.skipped)
            try w.attribute("time", DecimalText.seconds(duration))
        }
        // Fragments start at their indentation; the line break after the root's start tag is
        // the document's.
        try w.raw([UInt8(ascii: "\n")])
        return w
    }

    /// The suite as the bytes of a `<testsuite>` element inside `<testsuites>`.
    func fragment(_ suite: JUnitSuite, index: Int) throws -> [UInt8] {
        let w = try XMLStreamWriter.fragment()
        try write(suite, index: index, with: w)
        return try w.fragmentBytes()
    }

    func write(_ suite: JUnitSuite, index: Int, with w: XMLStreamWriter) throws {
        let counts = suite.counts
        try w.start("testsuite")
        try w.attribute("name", suite.name)
        if !rich {
            try w.attribute("id", index)
            try w.attribute("package", "tokenlint")
            try w.attribute("hostname", "localhost")
            try w.attribute("timestamp", timestamp)
        }
        try w.attribute("tests", counts.tests)
        try w.attribute("failures", counts.failures)
        try w.attribute("errors", counts.errors)
        try w.attribute("skipped", counts.skipped)
        try w.attribute("time", DecimalText.seconds(suite.time))
        if rich {
            try w.attribute("timestamp", timestamp)
            if let file = suite.file { try w.attribute("file", file) }
        }

        try w.start("properties")
        try w.start("property")
        try w.attribute("name", "tool.version")
        try w.attribute("value", toolVersion)
        try w.end()
        try w.end()

        // Every testcase of a file has the same share of its time. What every testcase repeats
        // is escaped once per suite (a large run has hundreds of thousands of testcases).
        let caseTime = try XMLStreamWriter.escape(DecimalText.seconds(suite.cases.isEmpty ? 0 : suite.time / Double(suite.cases.count)))
        let classname = try XMLStreamWriter.escape(suite.classname)
        let suiteFile = suite.file
        let escapedSuiteFile = rich ? try suiteFile.map(XMLStreamWriter.escape) : nil
        for testcase in suite.cases {
            try w.start("testcase")
            try w.attribute("classname", escaped: classname)
            try w.attribute("name", testcase.name)
            if rich {
                if let escapedSuiteFile, testcase.file == suiteFile {
                    try w.attribute("file", escaped: escapedSuiteFile)
                } else {
                    try w.attribute("file", testcase.file)
                }
                try w.attribute("line", testcase.line)
            }
            try w.attribute("time", escaped: caseTime)
            switch testcase.result {
            case .passed:
                break
            case .failure(let type, let message, let body):
                try outcome("failure", type: type, message: message, body: body, with: w)
            case .error(let type, let message, let body):
                try outcome("error", type: type, message: message, body: body, with: w)
            case .skipped(let message, let body):
                try outcome("skipped", type: nil, message: message, body: body, with: w)
            }
            // The Ant XSD allows no output inside a testcase: the strict profile collects it
            // in the suite's <system-out> instead.
            if rich, let output = testcase.output { try w.element("system-out", text: output) }
            try w.end()
        }
        if !rich {
            var outputs = TextBytes()
            for output in suite.cases.compactMap(\.output) {
                if !outputs.isEmpty { outputs.append(ascii: "\n") }
                outputs.append(output)
            }
            try w.element("system-out", text: outputs)
            try w.empty("system-err")
        }
        try w.end()
    }

    /// `<failure type message>body</failure>` and its kin.
    private func outcome(_ element: String, type: String?, message: String, body: TextBytes, with w: XMLStreamWriter) throws {
        try w.start(element)
        if let type { try w.attribute("type", type) }
        try w.attribute("message", message)
        try w.text(body)
        try w.end()
    }
}

/// The Ant XSD's timestamp: `YYYY-MM-DDTHH:MM:SS`, no fraction, no zone (windyroad/JUnit-Schema
/// `JUnit.xsd`).
enum JUnitTimestamp {
    static func normalized(_ timestamp: String) -> String {
        if let valid = parse(timestamp) { return valid }
        return now()
    }

    /// The first 19 characters when they form a valid date and time; a trailing fraction or
    /// zone (`.123`, `Z`, `+02:00`) is dropped.
    static func parse(_ s: String) -> String? {
        let scalars = Array(s.unicodeScalars.prefix(19))
        guard scalars.count == 19 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                guard (0x30...0x39).contains(scalars[i].value) else { return nil }
                value = value * 10 + Int(scalars[i].value - 0x30)
            }
            return value
        }
        guard scalars[4] == "-", scalars[7] == "-", scalars[10] == "T" || scalars[10] == " ",
              scalars[13] == ":", scalars[16] == ":",
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year),
              (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        var normalized = String.UnicodeScalarView()
        for (offset, scalar) in scalars.enumerated() { normalized.append(offset == 10 ? "T" : scalar) }
        return String(normalized)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The current UTC time, for a report whose timestamp is unusable.
    static func now() -> String {
        var seconds = time_t(Date().timeIntervalSince1970)
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return "1970-01-01T00:00:00" }
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))"
    }
}
