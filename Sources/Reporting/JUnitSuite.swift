import Diagnostics

/// What a testcase shows: the one classification both the counts on `<testsuites>` and the
/// testcases themselves use, so the totals always add up.
enum JUnitStatus {
    case passed, failure, error, skipped

    /// An error fails; a warning passes with its text in `<system-out>` (fails under
    /// `--strict`); needs-review is skipped; info passes with output.
    static func of(_ severity: Severity, strict: Bool) -> JUnitStatus {
        switch severity {
        case .error: .failure
        case .warning: strict ? .failure : .passed
        case .info: .passed
        case .needsReview: .skipped
        }
    }
}

struct JUnitCounts: Equatable {
    var tests = 0, failures = 0, errors = 0, skipped = 0

    mutating func add(_ status: JUnitStatus) {
        tests += 1
        switch status {
        case .passed: break
        case .failure: failures += 1
        case .error: errors += 1
        case .skipped: skipped += 1
        }
    }

    mutating func add(_ other: JUnitCounts) {
        tests += other.tests
        failures += other.failures
        errors += other.errors
        skipped += other.skipped
    }

    /// The counts of the suite `JUnitSuite(file, …)` would build, without building it: the
    /// `<testsuites>` totals are written before any suite. With a `selection`, the counts of
    /// the suite `JUnitSuite(file, …, selection:)` builds.
    init(of file: FileReport, strict: Bool, selection: JUnitSelection = .all) {
        guard selection.onlyFailing else {
            Self.forEachStatus(of: file, strict: strict) { status, _ in add(status) }
            return
        }
        var passed = 0, listed = 0, more = 0
        Self.forEachStatus(of: file, strict: strict) { status, _ in
            if status == .passed {
                passed += 1
            } else if listed < selection.failingListed {
                add(status)
                listed += 1
            } else {
                more += 1
            }
        }
        addSummaries(more: more, passed: passed > 0)
    }

    /// The counts of a suite under `--junit-cases failures` cut to list `listed` of its failing
    /// testcases, from their statuses in testcase order (`failing`): what `init(of:strict:selection:)`
    /// counts for a file with those failing testcases, and passing ones if `passed`.
    init(listing listed: Int, of failing: [JUnitStatus], passed: Bool) {
        for status in failing.prefix(listed) { add(status) }
        addSummaries(more: max(0, failing.count - listed), passed: passed)
    }

    /// `JUnitSuite.appendSummaries`'s testcases: one failing testcase counting the `more`
    /// failing ones not listed, one passing testcase counting the passing ones.
    private mutating func addSummaries(more: Int, passed: Bool) {
        if more > 0 { add(.failure) }
        if passed { add(.passed) }
    }

    /// The statuses of the suite's testcases, in testcase order, each with whether a passing
    /// one carries `<system-out>` (a warning or a note).
    static func forEachStatus(of file: FileReport, strict: Bool, _ body: (JUnitStatus, _ hasOutput: Bool) -> Void) {
        for index in file.checks.indices {
            switch file.checks[index].outcome {
            case .passed: body(.passed, false)
            case .finding(let finding): body(.of(finding.severity, strict: strict), true)
            case .suppressed: body(.skipped, false)
            }
        }
        for index in file.findings.indices { body(.of(file.findings[index].severity, strict: strict), true) }
        if file.inputError != nil { body(.error, false) }
    }

    init() {}
}

/// Which testcases of a suite are written (`--junit-cases`, and the cuts that keep a report
/// inside GitLab's limits).
struct JUnitSelection: Equatable {
    /// Only the failing, erroring and skipped testcases, and one passing testcase that counts
    /// the passing ones.
    var onlyFailing: Bool
    /// How many of those the suite lists; the rest become one failing testcase that counts them.
    var failingListed = Int.max

    static let all = JUnitSelection(onlyFailing: false)
    static let failures = JUnitSelection(onlyFailing: true)
}

struct JUnitCase {
    enum Result {
        case passed
        case failure(type: String, message: String, body: TextBytes)
        case error(type: String, message: String, body: TextBytes)
        case skipped(message: String, body: TextBytes)

        var status: JUnitStatus {
            switch self {
            case .passed: .passed
            case .failure: .failure
            case .error: .error
            case .skipped: .skipped
            }
        }
    }

    /// `RULE SUBJECT` until `JUnitSuite` makes it unique in the file.
    var name: String
    var file: String
    var line: Int
    var column: Int
    var result: Result
    /// Warnings and info on a passing testcase (`<system-out>`).
    var output: TextBytes?
    /// How many checks the testcase stands for (a summary's count): its share of the suite's time.
    var weight = 1
}

/// The `<testsuite>` of one input file (or of the registry): built and written on its own, so
/// suites can be rendered in parallel and nothing of the report is planned ahead.
struct JUnitSuite {
    var name: String
    var file: String?
    var classname: String
    var time: Double
    /// The testcases of the file's whole suite, before any selection: each has this share of
    /// `time` in every selection, and a summary as many shares as checks it counts.
    var checks: Int
    var cases: [JUnitCase]

    /// Limits that keep a report readable and inside CI limits (Jenkins trims stdio:
    /// jenkinsci/junit-plugin `SuiteResult`; GitLab skips huge XML nodes).
    static let messageLimit = 1000
    static let bodyLimit = 4096

    init(name: String, file: String?, classname: String, time: Double, checks: Int? = nil, cases: [JUnitCase]) {
        self.name = name
        self.file = file
        self.classname = classname
        self.time = time
        self.checks = checks ?? cases.count
        self.cases = cases
    }

    /// The suite of `file` with the testcases `selection` keeps: the same suite as building
    /// every testcase and then cutting it (JUnitTests holds that oracle), without building the texts of those it
    /// drops. (Under `--junit-cases failures`, or when a report is cut to GitLab's limits, most
    /// testcases are dropped, and building their names and bodies was a third of a run over
    /// unchanged files.) Names stay unique over every testcase, kept or not.
    init(_ file: FileReport, name: String, classname: String, strict: Bool, selection: JUnitSelection = .all) {
        let relativeFile = ReportPath.display(file.path)
        let oneLineName = PlainText.oneLine(name, limit: 4096)
        if selection.onlyFailing, let summaries = Self.summaries(of: file, strict: strict, selection: selection) {
            // No testcase listed: no name or text to build, only the summaries' counts.
            self.init(name: oneLineName.isEmpty ? "(unnamed)" : oneLineName, file: relativeFile, classname: classname,
                      time: file.duration, checks: summaries.passed + summaries.more, cases: [])
            appendSummaries(passed: summaries.passed, warned: summaries.warned, moreFailing: summaries.more)
            return
        }
        // Nearly every check is located in the file itself: reuse its relative path.
        func relative(_ path: String) -> String { path == file.path ? relativeFile : ReportPath.display(path) }

        // Every testcase's name, place and status: what uniqueness and the selection need.
        var plans: [CasePlan] = []
        plans.reserveCapacity(file.checks.count + file.findings.count + 1)
        for (index, check) in file.checks.enumerated() {
            let location = check.location
            let status: JUnitStatus
            switch check.outcome {
            case .passed: status = .passed
            case .finding(let finding): status = .of(finding.severity, strict: strict)
            case .suppressed: status = .skipped
            }
            plans.append(CasePlan(source: .check(index), base: Self.caseName(check.rule.rawValue, check.subject),
                                  path: location.file.isEmpty ? file.path : location.file,
                                  line: max(1, location.line), column: max(1, location.column), status: status))
        }
        for (index, finding) in file.findings.enumerated() {
            let place = ReportItem.place(of: finding, reportedIn: file.path)
            plans.append(CasePlan(source: .finding(index), base: Self.caseName(finding.rule.rawValue, finding.component ?? finding.token ?? ""),
                                  path: place.file, line: place.line, column: place.column, status: .of(finding.severity, strict: strict)))
        }
        if let inputError = file.inputError {
            let place = ReportItem.place(of: inputError, reportedIn: file.path)
            plans.append(CasePlan(source: .inputError, base: PlainText.oneLine("input \(file.path)", limit: Self.messageLimit),
                                  path: place.file, line: place.line, column: place.column, status: .error))
        }
        let names = JUnitNames.unique(plans.map { ($0.base, $0.line, $0.column) })

        // The testcases kept, in full; under `onlyFailing`, what the rest were, counted.
        var cases: [JUnitCase] = []
        var passed = 0, warned = 0, more = 0
        for (plan, caseName) in zip(plans, names) {
            if selection.onlyFailing {
                if plan.status == .passed {
                    passed += 1
                    if plan.hasOutput(in: file) { warned += 1 }
                    continue
                }
                if cases.count >= selection.failingListed {
                    more += 1
                    continue
                }
            }
            cases.append(Self.testcase(plan, name: caseName, file: relative(plan.path), in: file, strict: strict))
        }
        self.init(name: oneLineName.isEmpty ? "(unnamed)" : oneLineName, file: relativeFile, classname: classname,
                  time: file.duration, checks: plans.count, cases: cases)
        if selection.onlyFailing { appendSummaries(passed: passed, warned: warned, moreFailing: more) }
    }

    /// What the summaries of a suite under `selection` (`onlyFailing`) count when it lists none
    /// of the file's testcases (`failingListed` is 0, or nothing fails); nil when it lists some.
    private static func summaries(of file: FileReport, strict: Bool,
                                  selection: JUnitSelection) -> (passed: Int, warned: Int, more: Int)? {
        var passed = 0, warned = 0, failing = 0
        JUnitCounts.forEachStatus(of: file, strict: strict) { status, hasOutput in
            if status == .passed {
                passed += 1
                if hasOutput { warned += 1 }
            } else {
                failing += 1
            }
        }
        return failing == 0 || selection.failingListed == 0 ? (passed, warned, failing) : nil
    }

    /// One testcase before its texts are built.
    private struct CasePlan {
        enum Source { case check(Int), finding(Int), inputError }
        var source: Source
        /// `RULE SUBJECT`, before `JUnitNames.unique`.
        var base: String
        /// The path as reported (not yet relative).
        var path: String
        var line: Int
        var column: Int
        var status: JUnitStatus

        /// Whether the testcase, passing, carries `<system-out>` (a warning or a note).
        func hasOutput(in file: FileReport) -> Bool {
            switch source {
            case .check(let index): if case .finding = file.checks[index].outcome { return true } else { return false }
            case .finding: return true
            case .inputError: return false
            }
        }
    }

    private static func testcase(_ plan: CasePlan, name: String, file relativePath: String, in file: FileReport, strict: Bool) -> JUnitCase {
        var testcase = JUnitCase(name: name, file: relativePath, line: plan.line, column: plan.column, result: .passed)
        switch plan.source {
        case .check(let index):
            switch file.checks[index].outcome {
            case .passed:
                break
            case .finding(let finding):
                (testcase.result, testcase.output) = verdict(ReportItem(finding: finding, reportedIn: plan.path), strict: strict)
            case .suppressed(let finding, let reason):
                let item = ReportItem(finding: finding, reportedIn: plan.path)
                let message = PlainText.oneLine("suppressed (\(reason)): \(finding.message)", limit: messageLimit)
                var body = JUnitText.explanation(item)
                body.append("\nsuppressed: ")
                body.append(PlainText.oneLine(reason, limit: messageLimit))
                testcase.result = .skipped(message: message, body: JUnitText.truncated(body, limit: bodyLimit))
            }
        case .finding(let index):
            (testcase.result, testcase.output) = verdict(ReportItem(finding: file.findings[index], reportedIn: file.path), strict: strict)
        case .inputError:
            if let inputError = file.inputError {
                let item = ReportItem(finding: inputError, reportedIn: file.path)
                testcase.result = .error(type: "input", message: PlainText.oneLine(inputError.message, limit: messageLimit),
                                         body: JUnitText.truncated(JUnitText.explanation(item), limit: bodyLimit))
            }
        }
        return testcase
    }

    /// The suite of a run that evaluated nothing: Jenkins fails a step whose reports hold no
    /// testcase (jenkinsci/junit-plugin: "None of the test reports contained any
    /// result"), Bitbucket hides its UI (realm/SwiftLint#6161), so it says that nothing was
    /// checked, as a passing testcase.
    static func nothingChecked(files: Int, duration: Double) -> JUnitSuite {
        let what = "tokenlint checked \(Plural.count(files, "file")) and found nothing to evaluate."
        return JUnitSuite(name: "tokenlint", file: nil, classname: "tokenlint", time: duration, cases: [
            JUnitCase(name: "no checks", file: "", line: 1, column: 1, result: .passed, output: TextBytes(what)),
        ])
    }

    /// The testcases that stand for those `--junit-cases failures` leaves out: one failing
    /// testcase counting the failing ones not listed, one passing testcase counting the passing.
    mutating func appendSummaries(passed: Int, warned: Int, moreFailing more: Int) {
        if more > 0 {
            let message = "\(Plural.count(more, "more failing check")) (failures, errors or needs-review) not listed: the report would exceed GitLab's limits"
            cases.append(JUnitCase(name: "more failing checks", file: file ?? "", line: 1, column: 1,
                                   result: .failure(type: "tokenlint/report-limit", message: message,
                                                    body: TextBytes(message + "; run tokenlint locally or write a JSON report to see them all.")),
                                   weight: more))
        }
        if passed > 0 {
            var text = "\(Plural.count(passed, "check")) passed"
            if warned > 0 { text += " (\(warned) with a warning or a note)" }
            text += "; each is listed with --junit-cases all."
            cases.append(JUnitCase(name: "passed checks", file: file ?? "", line: 1, column: 1, result: .passed, output: TextBytes(text),
                                   weight: passed))
        }
    }

    var counts: JUnitCounts {
        var counts = JUnitCounts()
        for testcase in cases { counts.add(testcase.result.status) }
        return counts
    }

    /// `RULE SUBJECT` on one line (either part may be empty).
    private static func caseName(_ rule: String, _ subject: String) -> String {
        if rule.isEmpty || subject.isEmpty { return PlainText.oneLine(rule.isEmpty ? subject : rule, limit: messageLimit) }
        // Copied into one new string (`rule + " " + subject` made two, each append checking
        // capacity, uniqueness and ASCII-ness): one name per check.
        var rule = rule, subject = subject
        let joined = rule.withUTF8 { rule in
            subject.withUTF8 { subject in
                String(unsafeUninitializedCapacity: rule.count + 1 + subject.count) { buffer in
                    _ = buffer.initialize(fromContentsOf: rule)
                    buffer[rule.count] = UInt8(ascii: " ")
                    _ = buffer[(rule.count + 1)...].initialize(fromContentsOf: subject)
                    return rule.count + 1 + subject.count
                }
            }
        }
        return PlainText.oneLine(joined, limit: messageLimit)
    }

    private static func verdict(_ item: ReportItem, strict: Bool) -> (JUnitCase.Result, TextBytes?) {
        let finding = item.finding
        switch JUnitStatus.of(finding.severity, strict: strict) {
        case .failure, .error:
            let body = JUnitText.truncated(JUnitText.explanation(item), limit: bodyLimit)
            return (.failure(type: finding.rule.rawValue, message: PlainText.oneLine(finding.message, limit: messageLimit), body: body), nil)
        case .passed:
            return (.passed, JUnitText.output(item))
        case .skipped:
            let body = JUnitText.truncated(JUnitText.explanation(item), limit: bodyLimit)
            return (.skipped(message: PlainText.oneLine("needs review: \(finding.message)", limit: messageLimit), body: body), nil)
        }
    }
}
