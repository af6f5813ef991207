import Diagnostics
import FileOutput
import Foundation

/// JUnit XML written with libxml2's `xmlTextWriter`, in the shape Jenkins, GitLab and the
/// GitHub JUnit actions read.
///
/// One `<testsuite>` per spec file (and one named `registry` when the registry was checked),
/// one `<testcase>` per evaluated check, passing ones included, so a clean run shows what was
/// checked and a report is never empty.
///
/// Streamed: one pass over the checks counts the `<testsuites>` totals (with the same
/// classification the testcases use, so the counts always add up), then every file's suite is
/// built and written on its own, on `jobs` threads (a bounded window of files ahead), and
/// spliced into the document in file order.
///
/// Within GitLab's limits (`JUnitLimits`) by default: a report that would exceed them lists
/// only the failing testcases (`JUnitCases.failures`) and says so through `notice`.
public struct JUnitReporter: StreamingReporter {
    public var options: ReportOptions
    /// Threads that render suites; the output is the same for every value.
    public var jobs: Int
    /// What the report must stay under when `options.junitCases` is nil (tests lower it).
    public var limits: JUnitLimits
    /// Told, in one line for stderr, when the report lists only the failing testcases because
    /// the whole one would exceed `limits`.
    public var notice: (@Sendable (String) -> Void)?

    public init(options: ReportOptions = ReportOptions(), jobs: Int = 1, limits: JUnitLimits = .gitLab,
                notice: (@Sendable (String) -> Void)? = nil) {
        self.options = options
        self.jobs = jobs
        self.limits = limits
        self.notice = notice
    }

    /// Why a trial rendering stopped: it outgrew the byte limit.
    private struct Oversize: Error {}

    func write(_ report: LintReport, to output: ReportOutput) throws {
        let plan = JUnitPlan(report, strict: options.isStrict(report))
        switch options.junitCases {
        case .all: return try write(report, plan, .all, to: output)
        case .failures: return try write(report, plan, .failures, to: output)
        case nil: break
        }
        // Within GitLab's limits: every testcase if that fits, else only the failing ones, else
        // fewer of those. The size is known only once written, so each try is rendered into
        // memory and stops at the byte limit (what is held stays under it).
        let allCases = plan.totals(.all).tests
        var reason: String
        if allCases <= limits.cases, plan.minimumBytes(rich: options.junitProfile == .rich) < limits.bytes {
            guard case .oversize = try trial(report, plan, .all, to: output) else { return }
            reason = "with all \(allCases) testcases it would exceed GitLab's limit of \(Self.megabytes(limits.bytes))"
        } else if allCases <= limits.cases {
            reason = "with all \(allCases) testcases it would exceed GitLab's limit of \(Self.megabytes(limits.bytes))"
        } else {
            reason = "its \(allCases) testcases would exceed GitLab's limit of \(limits.cases) testcases"
        }
        var selection = JUnitSelection.failures
        let failing = plan.failingBefore.last ?? 0
        while true {
            let tests = plan.totals(selection).tests
            if tests > limits.cases {
                // Two summary testcases per suite at most; the rest are listed failures.
                selection.failingListed = max(0, limits.cases - 2 * plan.classnames.count)
                continue
            }
            let outcome = try trial(report, plan, selection, to: output)
            if case .oversize(let suites, let bytes) = outcome, selection.failingListed > 0 {
                // Shrunk in proportion to what fitted so far, with a margin, and by a tenth at
                // least: one or two more tries.
                let listed = plan.listed(selection, inFirst: suites)
                let estimate = Int(Double(listed) * 0.9 * Double(limits.bytes) / Double(max(bytes, 1)))
                selection.failingListed = min(estimate, min(selection.failingListed, failing) * 9 / 10)
                continue
            }
            let listed = selection.failingListed >= failing ? "only failing testcases" : "\(selection.failingListed) of \(failing) failing testcases"
            notice?("warning: the JUnit report lists \(listed) and one testcase per file that counts the rest: \(reason) (--junit-cases all lists them all)")
            // Nothing left to cut (only the per-file summaries are listed): written as it is.
            if case .oversize = outcome { try write(report, plan, selection, to: output) }
            return
        }
    }

    private enum Trial {
        /// Written to the output.
        case fits
        /// Stopped at the byte limit after `suites` whole suites and `bytes` bytes; nothing is
        /// left in the output.
        case oversize(suites: Int, bytes: Int)
    }

    /// Writes the report with `selection` to `output` unless it reaches the byte limit. A
    /// report file is written as it goes and started over when too big; stdout cannot take
    /// bytes back, so the try is held in memory (under the limit) and written once it fits.
    private func trial(_ report: LintReport, _ plan: JUnitPlan, _ selection: JUnitSelection, to output: ReportOutput) throws -> Trial {
        let byteLimit = limits.bytes
        let direct = output.canRestart
        var held: [UInt8] = []
        // Reserved whole: growing by doubling would copy, and hold twice, what is there.
        if !direct { held.reserveCapacity(byteLimit) }
        var written = 0
        let trial = ReportOutput { bytes in
            guard written + bytes.count < byteLimit else { throw Oversize() }
            written += bytes.count
            if direct { try output.write(bytes) } else { held.append(contentsOf: bytes) }
        }
        var suites = 0
        do {
            try write(report, plan, selection, to: trial) { suites += 1 }
            try trial.flush()
        } catch {
            guard trial.failure is Oversize else { throw error }
            if direct { try output.restart() }
            return .oversize(suites: max(0, suites - 1), bytes: written)
        }
        if !direct { try output.write(held) }
        return .fits
    }

    static func megabytes(_ bytes: Int) -> String { "\(bytes / 1_000_000) MB" }

    private func write(_ report: LintReport, _ plan: JUnitPlan, _ selection: JUnitSelection, to output: ReportOutput,
                       emitted: () -> Void = {}) throws {
        let strict = plan.strict
        let layout = JUnitLayout(rich: options.junitProfile == .rich, timestamp: JUnitTimestamp.normalized(report.timestamp),
                                 toolVersion: report.toolVersion)
        let files = report.allFiles
        var totals = plan.totals(selection)
        let nothingChecked = totals.tests == 0 ? JUnitSuite.nothingChecked(report) : nil
        if let nothingChecked { totals.add(nothingChecked.counts) }

        let w = try layout.document(totals: totals, duration: report.duration, to: output)
        let registryFirst = report.registry != nil, classnames = plan.classnames
        let selections = files.indices.map { plan.selection(selection, forFile: $0) }
        try OrderedFragments.render(count: files.count, jobs: jobs) { index in
            let name = index == 0 && registryFirst ? "registry" : files[index].path
            let suite = JUnitSuite(files[index], name: name, classname: classnames[index], strict: strict, selection: selections[index])
            return try layout.fragment(suite, index: index)
        } emit: { _, bytes in
            try w.splice(bytes)
            emitted()
        }
        if let nothingChecked { try w.splice(try layout.fragment(nothingChecked, index: files.count)) }
        try w.end()
        try w.finish()
    }
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

/// What one serial pass over the files decides before any suite is written: classnames (a
/// clash gets a longer name, so they depend on the files before) and the counts the
/// `<testsuites>` totals come from, with the same classification the testcases use.
private struct JUnitPlan {
    let strict: Bool
    let files: [FileReport]
    var classnames: [String] = []
    /// Failing, erroring and skipped testcases in the files before each file, and in all of
    /// them last: a report-wide cap on listed failures is split in file order.
    var failingBefore: [Int] = [0]
    /// Testcases per file with every check listed.
    var cases: [Int] = []

    init(_ report: LintReport, strict: Bool) {
        self.strict = strict
        files = report.allFiles
        var used = Set<String>()
        for (index, file) in files.enumerated() {
            let name = index == 0 && report.registry != nil ? "registry" : file.path
            classnames.append(JUnitNames.uniqueClassname(for: file.path, fallback: name, used: &used))
            let counts = JUnitCounts(of: file, strict: strict)
            failingBefore.append(failingBefore[index] + counts.failures + counts.errors + counts.skipped)
            cases.append(counts.tests)
        }
    }

    /// About the fewest bytes the report with every testcase can have: each testcase is at
    /// least `    <testcase classname="" name="" file="PATH" line="1" time="0.000"/>` and a
    /// line break (rich; PATH is the suite's file for nearly every testcase), or the same
    /// without `file` and `line` (strict). Past the limit, the whole report is not even tried
    /// (rendering 30 MB only to drop it cost a fifth of a second).
    func minimumBytes(rich: Bool) -> Int {
        var total = 0
        for (file, count) in zip(files, cases) {
            total += count * (rich ? 60 + ReportPath.display(file.path).utf8.count : 45)
        }
        return total
    }

    /// A report-wide selection as one file's: the listed failures go to the files in order.
    func selection(_ selection: JUnitSelection, forFile index: Int) -> JUnitSelection {
        guard selection.failingListed != .max else { return selection }
        var mine = selection
        mine.failingListed = max(0, selection.failingListed - failingBefore[index])
        return mine
    }

    func totals(_ selection: JUnitSelection) -> JUnitCounts {
        var totals = JUnitCounts()
        for index in files.indices {
            totals.add(JUnitCounts(of: files[index], strict: strict, selection: self.selection(selection, forFile: index)))
        }
        return totals
    }

    /// Failing testcases the first `count` files list under `selection`.
    func listed(_ selection: JUnitSelection, inFirst count: Int) -> Int {
        min(failingBefore[min(count, files.count)], selection.failingListed)
    }
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
