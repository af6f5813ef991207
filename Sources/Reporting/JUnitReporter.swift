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
/// only the failing testcases (`JUnitCases.failures`), or, when even those would, the first of
/// them in file order and in each file one testcase that counts the rest, and says so through
/// `notice`. Each failing testcase is rendered once: in its file's suite with every testcase
/// while that can still be the report, after that in a suite of the failing ones; its bytes
/// are kept with the file's other failing testcases, and a suite that lists some of them is a
/// suite start and end rendered for what it counts (`JUnitLayout.Rendered`) around those bytes.
/// A testcase reads the same in every selection: its time is its file's time per check
/// (`JUnitSuite.checks`). Files far enough past the cut that they can list none of their
/// failing testcases (`listsNone`) keep only their counts.
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
    /// The suites with only the failing testcases (`--junit-cases failures`).
    private var failures: BodySpool?
    private var failuresTotals = JUnitCounts()
    /// By default: each file's failing testcases, one file after the other.
    private var failingCases: BodySpool?
    /// About the fewest bytes the report with every testcase can have, summed as files pass:
    /// each testcase is at least `<testcase classname="" name="" file="PATH" line="1"
    /// time="0.000"/>` (rich) or that without `file` and `line` (strict). Past the byte limit,
    /// the suites with every testcase are not even rendered.
    private var minimumBytes = 0
    /// By default (`--junit-cases` not given): what each file's suite needs to be written
    /// again listing some of its failing testcases.
    private var records: [Record] = []
    /// Failing testcases in the files before each file, and in all of them last: a report-wide
    /// cap on listed failures is split in file order.
    private var failingBefore = [0]

    /// A file's suite without its testcases, and where its failing testcases' bytes are.
    private struct Record {
        /// The statuses of the failing, erroring and skipped testcases, in testcase order: the
        /// counts of the suite under any cut.
        var failing: [JUnitStatus] = []
        var passed = 0, warned = 0
        var suite: JUnitSuite
        /// Where the file's failing testcases start in `failingCases`, and where each ends,
        /// counted from there; empty when the file `listsNone`.
        var casesStart = 0
        var caseEnds: [Int] = []
        /// The frame last rendered and how many failing testcases it lists: `end`'s tries
        /// list all or none of most files' testcases each time.
        var frame: (listed: Int, rendered: JUnitLayout.Rendered)?

        /// The counts of the suite listing `listed` of its failing testcases (`.max`: all).
        func counts(listing listed: Int) -> JUnitCounts {
            JUnitCounts(listing: listed, of: failing, passed: passed > 0)
        }
    }

    public init(options: ReportOptions = ReportOptions(), limits: JUnitLimits = .gitLab,
                notice: (@Sendable (String) -> Void)? = nil) {
        self.options = options
        self.limits = limits
        self.notice = notice
    }

    package func begin(_ start: StreamedRunStart) throws {
        strict = options.strict || start.strict
        registryFirst = start.registryFirst
        layout = JUnitLayout(rich: options.junitProfile == .rich, timestamp: JUnitTimestamp.normalized(start.timestamp),
                             toolVersion: start.toolVersion)
        let cases = options.junitCases
        all = cases == .failures ? nil : try BodySpool()
        failures = cases == .failures ? try BodySpool() : nil
        failingCases = cases == nil ? try BodySpool() : nil
    }

    package func file(_ shared: ReportFile) throws {
        defer { index += 1 }
        let file = shared.report
        let name = index == 0 && registryFirst ? "registry" : file.path
        let classname = JUnitNames.uniqueClassname(for: file.path, fallback: name, used: &used)
        let counts = JUnitCounts(of: file, strict: strict)
        allTotals.add(counts)
        minimumBytes += counts.tests * (layout.rich ? 60 + ReportPath.display(file.path).utf8.count : 45)
        switch options.junitCases {
        case .all:
            try all?.write(layout.fragment(JUnitSuite(file, name: name, classname: classname, strict: strict), index: index))
        case .failures:
            failuresTotals.add(JUnitCounts(of: file, strict: strict, selection: .failures))
            let suite = JUnitSuite(file, name: name, classname: classname, strict: strict, selection: .failures)
            try failures?.write(layout.fragment(suite, index: index))
        case nil:
            try keep(file, name: name, classname: classname)
        }
    }

    /// The default mode: renders the file's suite with every testcase while that may still be
    /// the report, else with only its failing ones (none when it `listsNone`), and keeps its
    /// failing testcases' bytes.
    private func keep(_ file: FileReport, name: String, classname: String) throws {
        if all != nil, allTotals.tests > limits.cases || minimumBytes >= limits.bytes || (all?.size ?? 0) >= limits.bytes {
            // Past GitLab's limits: the report will list only failing testcases.
            all?.discard()
            all = nil
        }
        let listsNone = listsNone(index)
        let selection: JUnitSelection = all != nil ? .all : listsNone ? Self.noneListed : .failures
        let suite = JUnitSuite(file, name: name, classname: classname, strict: strict, selection: selection)
        var record = Record(suite: suite)
        record.suite.cases = []
        JUnitCounts.forEachStatus(of: file, strict: strict) { status, hasOutput in
            guard status == .passed else { return record.failing.append(status) }
            record.passed += 1
            if hasOutput { record.warned += 1 }
        }
        if all != nil || !listsNone, let failingCases {
            let rendered = try layout.rendered(suite, index: index) { $0.result.status != .passed }
            try all?.write(rendered.bytes)
            guard rendered.marked.count == record.failing.count else { throw ReportError.xml("internal: failing testcases miscounted") }
            if !listsNone {
                var block: [UInt8] = []
                for range in rendered.marked {
                    block.append(contentsOf: rendered.bytes[range])
                    record.caseEnds.append(block.count)
                }
                record.casesStart = failingCases.size
                try failingCases.write(block)
            }
        }
        records.append(record)
        failingBefore.append(failingBefore[index] + record.failing.count)
    }

    private static let noneListed: JUnitSelection = {
        var none = JUnitSelection.failures
        none.failingListed = 0
        return none
    }()

    /// Whether file `index` lists none of its failing testcases under every selection `end`
    /// may try, so they need not be kept.
    ///
    /// By testcases: the failing testcases before it are more than the limit, so the report's
    /// failing testcases are too; `end` then lists at most `limits.cases` of them, and fewer on
    /// each later try: none of this file's.
    ///
    /// By bytes: a try that lists any of this file's lists every failing testcase of the files
    /// before it (they are listed in file order), whose bytes are `failingCases.size`, before
    /// it asks for this file's suite. Of the bytes before, at most `ReportOutput.flushSize` wait
    /// in the output's buffer, so the measured try (`trial`) has been handed
    /// `failingCases.size - ReportOutput.flushSize` bytes or more: when that reaches the byte
    /// limit, it stopped as oversize before asking for this file's suite, and no such try is the
    /// one written (`end` writes a try that fits, or one that lists nothing).
    private func listsNone(_ index: Int) -> Bool {
        failingBefore[index] > limits.cases || (failingCases?.size ?? 0) - ReportOutput.flushSize >= limits.bytes
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
                for file in records.indices { try splice(file, selection, into: w) }
            }
        }
    }

    /// How many failing testcases `file` lists under the report-wide `selection` .
    private func listed(_ file: Int, _ selection: JUnitSelection) -> Int {
        selection.failingListed == .max ? .max : max(0, selection.failingListed - failingBefore[file])
    }

    /// Writes the file's suite under `selection`: its start and end rendered for what it
    /// lists, around the bytes of the failing testcases it lists, kept as the file passed.
    private func splice(_ file: Int, _ selection: JUnitSelection, into w: XMLStreamWriter) throws {
        let record = records[file]
        let listed = min(listed(file, selection), record.failing.count)
        let frame: JUnitLayout.Rendered
        if let last = record.frame, last.listed == listed {
            frame = last.rendered
        } else {
            var suite = record.suite
            suite.appendSummaries(passed: record.passed, warned: record.warned, moreFailing: record.failing.count - listed)
            frame = try layout.rendered(suite, index: file, counts: record.counts(listing: listed))
            records[file].frame = (listed, frame)
        }
        guard listed > 0 else { return try w.splice(frame.bytes[...]) }
        guard listed <= record.caseEnds.count, let failingCases else { throw ReportError.xml("internal: a file that lists none was cut") }
        try w.splice(frame.bytes[..<frame.casesStart])
        try w.splice(try failingCases.read(record.casesStart..<record.casesStart + record.caseEnds[listed - 1])[...])
        try w.splice(frame.bytes[frame.casesStart...])
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
                    try splice(file, selection, into: w)
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
        try document(totals, run, to: output) { w in try suites?.chunks { try w.splice($0) } }
    }

    private func document(_ totals: JUnitCounts, _ run: StreamedRun, to output: ReportOutput,
                          suites: (XMLStreamWriter) throws -> Void) throws {
        var totals = totals
        let nothingChecked = totals.tests == 0 ? JUnitSuite.nothingChecked(files: run.fileCount, duration: run.header.duration) : nil
        if let nothingChecked { totals.add(nothingChecked.counts) }
        let w = try layout.document(totals: totals, duration: run.header.duration, to: output)
        try suites(w)
        if let nothingChecked { try w.splice(try layout.fragment(nothingChecked, index: index)[...]) }
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
        try [UInt8(ascii: "\n")].withUnsafeBytes { try w.raw($0) }
        return w
    }

    /// The suite as the bytes of a `<testsuite>` element inside `<testsuites>`.
    func fragment(_ suite: JUnitSuite, index: Int) throws -> [UInt8] {
        try rendered(suite, index: index).bytes
    }

    /// A suite's bytes and where parts of them are.
    struct Rendered {
        var bytes: [UInt8]
        /// Where the testcases start: before it the suite's start (its start tag and
        /// properties), after them its end. Of a suite without testcases, the two are its
        /// frame: any testcases' bytes put between them make the suite with those testcases,
        /// given the counts it has then (each testcase is indented as a child of the suite and
        /// ends with its line break).
        var casesStart: Int
        /// Where each testcase `marking` chose is, from its indentation to its line break.
        var marked: [Range<Int>]
    }

    /// The suite's fragment (`counts`: what its start tag counts, when not its own testcases),
    /// with where its testcases start and where those `marking` chooses are.
    func rendered(_ suite: JUnitSuite, index: Int, counts: JUnitCounts? = nil,
                  marking: ((JUnitCase) -> Bool)? = nil) throws -> Rendered {
        let w = try XMLStreamWriter.fragment()
        var rendered = Rendered(bytes: [], casesStart: 0, marked: [])
        try write(suite, index: index, counts: counts ?? suite.counts, with: w) { testcase, write in
            guard let marking, marking(testcase) else { return try write() }
            let start = try w.fragmentOffset()
            try write()
            rendered.marked.append(start..<(try w.fragmentOffset()))
        } casesStart: {
            rendered.casesStart = try w.fragmentOffset()
        }
        rendered.bytes = try w.fragmentBytes()
        return rendered
    }

    /// Writes the suite; each testcase through `each` (given the testcase and what writes it),
    /// `casesStart` called where the testcases start.
    private func write(_ suite: JUnitSuite, index: Int, counts: JUnitCounts, with w: XMLStreamWriter,
                       each: (JUnitCase, () throws -> Void) throws -> Void, casesStart: () throws -> Void) throws {
        try start(suite, index: index, counts: counts, with: w)
        try casesStart()

        // Each testcase has its file's time per check (a summary testcase, per check it
        // counts), so it reads the same in every selection. What every testcase repeats is
        // escaped once per suite (a large run has hundreds of thousands of testcases).
        let perCheck = suite.checks == 0 ? 0 : suite.time / Double(suite.checks)
        let caseTime = try XMLStreamWriter.escape(DecimalText.seconds(perCheck))
        let classname = try XMLStreamWriter.escape(suite.classname)
        let suiteFile = suite.file
        let escapedSuiteFile = rich ? try suiteFile.map(XMLStreamWriter.escape) : nil
        for testcase in suite.cases {
            try each(testcase) {
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
                if testcase.weight == 1 {
                    try w.attribute("time", escaped: caseTime)
                } else {
                    try w.attribute("time", DecimalText.seconds(perCheck * Double(testcase.weight)))
                }
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
                // The Ant XSD allows no output inside a testcase: the strict profile collects
                // it in the suite's <system-out> instead.
                if rich, let output = testcase.output { try w.element("system-out", text: output) }
                try w.end()
            }
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

    /// The suite's start tag and its properties.
    private func start(_ suite: JUnitSuite, index: Int, counts: JUnitCounts, with w: XMLStreamWriter) throws {
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
