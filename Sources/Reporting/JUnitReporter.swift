import Diagnostics
import Foundation

/// JUnit XML written with libxml2's `xmlTextWriter` (product.md "JUnit XML"; lint.md §2).
///
/// One `<testsuite>` per spec file (and one named `registry` when the registry was checked),
/// one `<testcase>` per evaluated check, passing ones included, so a clean run shows what was
/// checked and a report is never empty. Counts are computed from the testcases actually
/// written, so `tests`, `failures`, `errors` and `skipped` always add up.
public struct JUnitReporter: Reporter {
    public var options: ReportOptions

    public init(options: ReportOptions = ReportOptions()) {
        self.options = options
    }

    /// Renders into a memory buffer.
    public func render(_ report: LintReport, to sink: inout some TextOutputStream) throws {
        let writer = try XMLStreamWriter.memory()
        try write(report, with: writer)
        sink.write(try writer.finish())
    }

    /// Streams straight to `path` (constant memory apart from the plan of testcases).
    public func write(_ report: LintReport, toFile path: String) throws {
        let writer = try XMLStreamWriter.file(path)
        try write(report, with: writer)
        try writer.finish()
    }

    private func write(_ report: LintReport, with w: XMLStreamWriter) throws {
        let plan = JUnitPlan(report, strict: options.isStrict(report))
        let rich = options.junitProfile == .rich
        let timestamp = JUnitTimestamp.normalized(report.timestamp)

        try w.start("testsuites")
        if rich {
            try w.attribute("name", "tokenlint")
            try w.attribute("tests", plan.totals.tests)
            try w.attribute("failures", plan.totals.failures)
            try w.attribute("errors", plan.totals.errors)
            try w.attribute("skipped", plan.totals.skipped)
            try w.attribute("time", DecimalText.seconds(report.duration))
        }
        for (index, suite) in plan.suites.enumerated() {
            try w.start("testsuite")
            try w.attribute("name", suite.name)
            if !rich {
                try w.attribute("id", index)
                try w.attribute("package", "tokenlint")
                try w.attribute("hostname", "localhost")
                try w.attribute("timestamp", timestamp)
            }
            try w.attribute("tests", suite.counts.tests)
            try w.attribute("failures", suite.counts.failures)
            try w.attribute("errors", suite.counts.errors)
            try w.attribute("skipped", suite.counts.skipped)
            try w.attribute("time", DecimalText.seconds(suite.time))
            if rich {
                try w.attribute("timestamp", timestamp)
                if let file = suite.file { try w.attribute("file", file) }
            }

            try w.start("properties")
            try w.start("property")
            try w.attribute("name", "tool.version")
            try w.attribute("value", report.toolVersion)
            try w.end()
            try w.end()

            for testcase in suite.cases {
                try w.start("testcase")
                try w.attribute("classname", testcase.classname)
                try w.attribute("name", testcase.name)
                if rich {
                    try w.attribute("file", testcase.file)
                    try w.attribute("line", testcase.line)
                }
                try w.attribute("time", DecimalText.seconds(testcase.time))
                switch testcase.result {
                case .passed:
                    break
                case .failure(let type, let message, let body):
                    try w.start("failure")
                    try w.attribute("type", type)
                    try w.attribute("message", message)
                    try w.text(body)
                    try w.end()
                case .error(let type, let message, let body):
                    try w.start("error")
                    try w.attribute("type", type)
                    try w.attribute("message", message)
                    try w.text(body)
                    try w.end()
                case .skipped(let message, let body):
                    try w.start("skipped")
                    try w.attribute("message", message)
                    try w.text(body)
                    try w.end()
                }
                // The Ant XSD allows no output inside a testcase: the strict profile collects it
                // in the suite's <system-out> instead.
                if rich, let output = testcase.output { try w.element("system-out", text: output) }
                try w.end()
            }
            if !rich {
                try w.element("system-out", text: suite.cases.compactMap(\.output).joined(separator: "\n"))
                try w.empty("system-err")
            }
            try w.end()
        }
        try w.end()
    }
}

/// The testcases of a run, planned before writing so every count is known when the suite's
/// start tag is written.
struct JUnitPlan {
    struct Counts: Equatable {
        var tests = 0, failures = 0, errors = 0, skipped = 0

        static func + (a: Counts, b: Counts) -> Counts {
            Counts(tests: a.tests + b.tests, failures: a.failures + b.failures, errors: a.errors + b.errors, skipped: a.skipped + b.skipped)
        }
    }

    struct Case {
        enum Result {
            case passed
            case failure(type: String, message: String, body: String)
            case error(type: String, message: String, body: String)
            case skipped(message: String, body: String)
        }

        var classname: String
        var name: String
        var file: String
        var line: Int
        var time: Double
        var result: Result
        /// Warnings and info on a passing testcase (`<system-out>`).
        var output: String?
    }

    struct Suite {
        var name: String
        var file: String?
        var time: Double
        var cases: [Case]

        var counts: Counts {
            var counts = Counts()
            for testcase in cases {
                counts.tests += 1
                switch testcase.result {
                case .passed: break
                case .failure: counts.failures += 1
                case .error: counts.errors += 1
                case .skipped: counts.skipped += 1
                }
            }
            return counts
        }
    }

    var suites: [Suite] = []

    var totals: Counts { suites.map(\.counts).reduce(Counts(), +) }

    /// Limits that keep a report readable and inside CI limits (lint.md §2.7: Jenkins trims
    /// stdio, GitLab skips huge nodes).
    static let messageLimit = 1000
    static let bodyLimit = 4096

    init(_ report: LintReport, strict: Bool) {
        var classnames = Set<String>()
        if let registry = report.registry {
            suites.append(Self.suite(registry, name: "registry", strict: strict, classnames: &classnames))
        }
        for file in report.files {
            suites.append(Self.suite(file, name: file.path, strict: strict, classnames: &classnames))
        }
        if totals.tests == 0 {
            // Jenkins fails a step whose reports hold no testcase, Bitbucket hides its UI
            // (lint.md §0.3): say that nothing was checked, as a passing testcase.
            let what = "tokenlint checked \(Plural.count(report.allFiles.count, "file")) and found nothing to evaluate."
            suites.append(Suite(name: "tokenlint", file: nil, time: report.duration, cases: [
                Case(classname: "tokenlint", name: "no checks", file: "", line: 1, time: report.duration, result: .passed, output: what),
            ]))
        }
    }

    private struct Draft {
        var base: String
        var file: String
        var line: Int
        var column: Int
        var result: Case.Result
        var output: String?
    }

    private static func suite(_ file: FileReport, name: String, strict: Bool, classnames: inout Set<String>) -> Suite {
        var drafts: [Draft] = []
        for check in file.checks {
            let location = check.location
            let path = location.file.isEmpty ? file.path : location.file
            let line = max(1, location.line), column = max(1, location.column)
            let base = PlainText.oneLine([check.rule, check.subject].filter { !$0.isEmpty }.joined(separator: " "), limit: messageLimit)
            switch check.outcome {
            case .passed:
                drafts.append(Draft(base: base, file: path, line: line, column: column, result: .passed))
            case .finding(let finding):
                let (result, output) = verdict(ReportItem(finding: finding, reportedIn: path), strict: strict)
                drafts.append(Draft(base: base, file: path, line: line, column: column, result: result, output: output))
            case .suppressed(let finding, let reason):
                let item = ReportItem(finding: finding, reportedIn: path)
                let message = PlainText.oneLine("suppressed (\(reason)): \(finding.message)", limit: messageLimit)
                let body = explanation(item) + "\nsuppressed: \(PlainText.oneLine(reason, limit: messageLimit))"
                drafts.append(Draft(base: base, file: path, line: line, column: column,
                                    result: .skipped(message: message, body: PlainText.truncate(body, limit: bodyLimit))))
            }
        }
        for finding in file.findings {
            let item = ReportItem(finding: finding, reportedIn: file.path)
            let base = PlainText.oneLine([finding.rule, finding.component ?? finding.token ?? ""].filter { !$0.isEmpty }.joined(separator: " "),
                                         limit: messageLimit)
            let (result, output) = verdict(item, strict: strict)
            drafts.append(Draft(base: base, file: item.file, line: item.line, column: item.column, result: result, output: output))
        }
        if let inputError = file.inputError {
            let item = ReportItem(finding: inputError, reportedIn: file.path)
            let result = Case.Result.error(type: "input", message: PlainText.oneLine(inputError.message, limit: messageLimit),
                                           body: PlainText.truncate(explanation(item), limit: bodyLimit))
            drafts.append(Draft(base: PlainText.oneLine("input \(file.path)", limit: messageLimit), file: item.file, line: item.line, column: item.column, result: result))
        }

        let classname = uniqueClassname(for: file.path, fallback: name, used: &classnames)
        let names = uniqueNames(drafts)
        let share = drafts.isEmpty ? 0 : file.duration / Double(drafts.count)
        let cases = zip(drafts, names).map { draft, name in
            Case(classname: classname, name: name, file: RepoPath.relative(draft.file), line: draft.line, time: share,
                 result: draft.result, output: draft.output)
        }
        let oneLineName = PlainText.oneLine(name, limit: 4096)
        let suiteName = oneLineName.isEmpty ? "(unnamed)" : oneLineName
        return Suite(name: suiteName, file: RepoPath.relative(file.path), time: file.duration, cases: cases)
    }

    /// How a finding shows in JUnit: an error fails; a warning passes with its text in
    /// `<system-out>` (fails under `--strict`); needs-review is skipped; info passes with output.
    private static func verdict(_ item: ReportItem, strict: Bool) -> (Case.Result, String?) {
        let finding = item.finding
        let message = PlainText.oneLine(finding.message, limit: messageLimit)
        let body = PlainText.truncate(explanation(item), limit: bodyLimit)
        switch finding.severity {
        case .error:
            return (.failure(type: finding.rule, message: message, body: body), nil)
        case .warning where strict:
            return (.failure(type: finding.rule, message: message, body: body), nil)
        case .warning, .info:
            return (.passed, output(item))
        case .needsReview:
            return (.skipped(message: PlainText.oneLine("needs review: \(finding.message)", limit: messageLimit), body: body), nil)
        }
    }

    /// The full text of a finding: where, what, every context in which it holds, the measured
    /// and required values, and how to fix it.
    static func explanation(_ item: ReportItem) -> String {
        let f = item.finding
        let headline = "\(item.place): \(f.severity.rawValue): \(PlainText.oneLine(f.message, limit: bodyLimit)) [\(f.rule)]"
        return ([headline] + details(item)).joined(separator: "\n")
    }

    /// A warning or info on a passing testcase: `warning: message [rule]`, then where and the details.
    static func output(_ item: ReportItem) -> String {
        let f = item.finding
        let headline = "\(f.severity.rawValue): \(PlainText.oneLine(f.message, limit: bodyLimit)) [\(f.rule)]"
        return PlainText.truncate(([headline, "at: \(item.place)"] + details(item)).joined(separator: "\n"), limit: bodyLimit)
    }

    private static func details(_ item: ReportItem) -> [String] {
        let f = item.finding
        var lines: [String] = []
        if let component = f.component { lines.append("component: \(component)") }
        if let token = f.token { lines.append("token: \(token)") }
        if !f.contexts.isEmpty {
            lines.append("contexts:")
            for choice in f.contexts { lines.append("  " + (choice.isEmpty ? "(any)" : ContextText.one(choice))) }
        } else if f.component != nil {
            lines.append("contexts: all")
        }
        if !f.details.isEmpty {
            lines.append("details:")
            for detail in f.details { lines.append("  " + detail) }
        }
        if let measured = f.measured { lines.append("measured: \(NumberText.format(measured))") }
        if let required = f.required { lines.append("required: \(NumberText.format(required))") }
        if let help = f.help { lines.append("help: \(help)") }
        return lines
    }

    /// `Examples/specs/recipe-picker.spec.yaml` → `Examples.specs.recipe-picker`: the whole
    /// compound extension goes, `/` becomes `.`. Two files that map to the same classname
    /// (`a.yaml`, `a.json`) keep their extension, so classname + name stay unique in the report
    /// (GitLab keeps only the first of equal pairs).
    static func uniqueClassname(for path: String, fallback: String, used: inout Set<String>) -> String {
        let relative = RepoPath.relative(PlainText.oneLine(path, limit: 4096))
        var candidate = classname(relative)
        if candidate.isEmpty { candidate = fallback.isEmpty ? "tokenlint" : fallback }
        if used.contains(candidate) {
            let full = relative.split(separator: "/", omittingEmptySubsequences: true).joined(separator: ".")
            if !full.isEmpty { candidate = full }
        }
        var result = candidate, n = 2
        while used.contains(result) {
            result = "\(candidate)#\(n)"
            n += 1
        }
        used.insert(result)
        return result
    }

    static let knownExtensions: Set<String> = ["yaml", "yml", "json", "jsonc", "json5", "spec", "tokens", "resolver", "design"]

    static func classname(_ relativePath: String) -> String {
        var components = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard var last = components.popLast() else { return "" }
        var strippedOne = false
        while let dot = last.lastIndex(of: "."), dot != last.startIndex {
            let ext = last[last.index(after: dot)...].lowercased()
            let known = Self.knownExtensions.contains(ext)
            guard known || !strippedOne else { break }
            last = String(last[..<dot])
            strippedOne = true
            if !known { break }
        }
        components.append(last)
        return components.joined(separator: ".")
    }

    /// `RULE SUBJECT`, unique within the file: repeated names get ` @L:C`, and anything still
    /// repeated a ` #n`.
    private static func uniqueNames(_ drafts: [Draft]) -> [String] {
        var counts: [String: Int] = [:]
        for draft in drafts { counts[draft.base, default: 0] += 1 }
        var used = Set<String>()
        return drafts.map { draft in
            var name = draft.base.isEmpty ? "check" : draft.base
            if (counts[draft.base] ?? 0) > 1 { name += " @\(draft.line):\(draft.column)" }
            var result = name, n = 2
            while used.contains(result) {
                result = "\(name) #\(n)"
                n += 1
            }
            used.insert(result)
            return result
        }
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
