import Diagnostics
import Foundation

/// JUnit XML written with libxml2's `xmlTextWriter` (product.md "JUnit XML"; lint.md §2).
///
/// One `<testsuite>` per spec file (and one named `registry` when the registry was checked),
/// one `<testcase>` per evaluated check, passing ones included, so a clean run shows what was
/// checked and a report is never empty.
///
/// Streamed: one pass over the checks counts the `<testsuites>` totals (with the same
/// classification the testcases use, so the counts always add up), then every file's suite is
/// built and written on its own, on `jobs` threads (a bounded window of files ahead), and
/// spliced into the document in file order.
public struct JUnitReporter: StreamingReporter {
    public var options: ReportOptions
    /// Threads that render suites; the output is the same for every value.
    public var jobs: Int

    public init(options: ReportOptions = ReportOptions(), jobs: Int = 1) {
        self.options = options
        self.jobs = jobs
    }

    func write(_ report: LintReport, to output: ReportOutput) throws {
        let strict = options.isStrict(report)
        let layout = JUnitLayout(rich: options.junitProfile == .rich, timestamp: JUnitTimestamp.normalized(report.timestamp),
                                 toolVersion: report.toolVersion)
        let files = report.allFiles
        // Classnames depend on the files before (a clash gets a longer name): one serial pass.
        var used = Set<String>()
        var names: [String] = []
        var totals = JUnitCounts()
        for (index, file) in files.enumerated() {
            let name = index == 0 && report.registry != nil ? "registry" : file.path
            names.append(JUnitNames.uniqueClassname(for: file.path, fallback: name, used: &used))
            totals.add(JUnitCounts(of: file, strict: strict))
        }
        let nothingChecked = totals.tests == 0 ? JUnitSuite.nothingChecked(report) : nil
        if let nothingChecked { totals.add(nothingChecked.counts) }

        let w = try XMLStreamWriter.document(output)
        try w.start("testsuites")
        if layout.rich {
            try w.attribute("name", "tokenlint")
            try w.attribute("tests", totals.tests)
            try w.attribute("failures", totals.failures)
            try w.attribute("errors", totals.errors)
            try w.attribute("skipped", totals.skipped)
            try w.attribute("time", DecimalText.seconds(report.duration))
        }
        // Fragments start at their indentation; the line break after the root's start tag is
        // the document's.
        try w.raw([UInt8(ascii: "\n")])
        let registryFirst = report.registry != nil, classnames = names
        try OrderedFragments.render(count: files.count, jobs: jobs) { index in
            let name = index == 0 && registryFirst ? "registry" : files[index].path
            let suite = JUnitSuite(files[index], name: name, classname: classnames[index], strict: strict)
            return try layout.fragment(suite, index: index)
        } emit: { _, bytes in
            try w.splice(bytes)
        }
        if let nothingChecked { try w.splice(try layout.fragment(nothingChecked, index: files.count)) }
        try w.end()
        try w.finish()
    }
}

/// How suites are written: the profile's shape and what every suite repeats.
struct JUnitLayout: Sendable {
    var rich: Bool
    var timestamp: String
    var toolVersion: String

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

/// The Ant XSD's timestamp: `YYYY-MM-DDTHH:MM:SS`, no fraction, no zone (lint.md §2.2).
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
