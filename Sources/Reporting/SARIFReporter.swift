import Diagnostics
import FileOutput
import JSONSource

/// SARIF 2.1.0 for GitHub code scanning (docs.github.com, "SARIF support for code
/// scanning"): one run, every rule in
/// `tool.driver.rules`, one result per active finding with a URI (repository-relative, or a
/// `file:` URI for a file outside the working directory), a region and a stable
/// `primaryLocationLineHash`.
///
/// GitHub code scanning takes at most 25,000 results per run (same page): a run with more keeps
/// the most severe ones (in report order within a level), counts the rest in a run-level
/// notification (`invocations[0].toolExecutionNotifications`) and says so through `notice`.
///
/// Which results those are is known only at the end: the results that would be kept so far
/// are rendered to a spool as they pass, and memory holds only their severity, place and spool
/// range, in a heap of at most `resultLimit` entries (a result pushed out by a more severe one
/// stays, unread, in the spool). At the end the kept ones are read back in report order after
/// the rules and the notification. Memory: the heap, the rules, and the fingerprint counts of
/// the file being passed; not the run's findings.
public final class SARIFReporter: Reporter {
    public let options: ReportOptions
    /// Results per run (GitHub's limit; tests lower it).
    public let resultLimit: Int
    /// Told, in one line for stderr, when results were left out.
    public let notice: (@Sendable (String) -> Void)?

    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// GitHub code scanning's limit of results per run.
    public static let gitHubResultLimit = 25_000

    private var items = StreamedItems(preludeCount: 0, suppressed: true)
    private var spool: BodySpool?
    /// The rules the results' `ruleIndex` counted on (`StreamedRunStart.rules`); the run's
    /// header must list the same.
    private var declared: [String] = []
    private var rules = SARIFRules([])

    private var kept = KeptResults()
    private var total = 0
    /// Fingerprints count occurrences per file (the file is part of the hash): items come in
    /// report order, file by file, so only the current file's counts are kept.
    private var occurrences: [UInt64: Int] = [:]
    /// The file of the items being passed: as items carry it, as reports show it, and as a URI.
    private var currentFile: (path: String, shown: String, uri: String)?
    /// One result at a time, rendered straight to bytes: each is an item of `results`.
    private var result = JSONStreamWriter(insideArrayAt: 3, itemsBefore: 0)
    /// Files already passed: should one come back (two spellings of one display path), the
    /// counts would be wrong, and the report is rendered whole.
    private var passedFiles: Set<String> = []

    public init(options: ReportOptions = ReportOptions(), resultLimit: Int = SARIFReporter.gitHubResultLimit,
                notice: (@Sendable (String) -> Void)? = nil) {
        self.options = options
        self.resultLimit = resultLimit
        self.notice = notice
    }

    package func begin(_ start: StreamedRunStart) throws {
        items = StreamedItems(start, suppressed: true)
        spool = try BodySpool()
        declared = start.rules.map(\.id)
        rules = SARIFRules(start.rules)
    }

    package func file(_ file: ReportFile) throws {
        try items.add(file, emit: add)
    }

    private func add(_ item: ReportItem) throws {
        if item.file != currentFile?.path {
            let shown = ReportPath.display(item.file)
            if shown != currentFile?.shown {
                if let currentFile { passedFiles.insert(currentFile.shown) }
                if passedFiles.contains(shown) { throw NeedsWholeReport() }
                occurrences.removeAll(keepingCapacity: true)
            }
            currentFile = (item.file, shown, ReportPath.uri(item.file))
        }
        guard let currentFile else { return }
        let hash = Self.fingerprintHash(item, file: currentFile.shown)
        let occurrence = (occurrences[hash] ?? 0) + 1
        occurrences[hash] = occurrence
        let ruleIndex = rules.index(item)
        let position = total
        total += 1
        let rank = Self.rank(item)
        // Later items lose ties: one is kept only if it is more severe than the least kept.
        guard kept.admits(rank: rank, limit: resultLimit) else { return }
        result.item()
        Self.result(item, uri: currentFile.uri, ruleIndex: ruleIndex, fingerprint: Hex.lower(hash) + ":" + String(occurrence),
                    into: &result)
        let bytes = result.takeItem()
        guard let spool else { return }
        let start = spool.size
        try spool.write(bytes)
        kept.insert(.init(rank: rank, position: position, range: start..<start + bytes.count), limit: resultLimit)
    }

    package func end(_ run: StreamedRun, to output: ReportOutput) throws {
        try items.finish(emit: add)
        guard run.header.rules.map(\.id) == declared else { throw NeedsWholeReport() }
        let results = kept.inReportOrder()
        let left = total - results.count
        tellLeftOut(left)

        var w = JSONStreamWriter()
        w.beginObject()
        w.member("$schema", Self.schemaURI)
        w.member("version", "2.1.0")
        w.key("runs")
        w.beginArray()
        w.item()
        w.beginObject()
        w.key("tool")
        w.value(Self.tool(toolVersion: run.header.toolVersion, descriptors: rules.descriptors))
        if left > 0 {
            w.key("invocations")
            w.value(Self.invocations(left: left, of: total, limit: resultLimit))
        }
        w.key("results")
        w.beginArray()
        try output.write(w.take())
        for (number, result) in results.enumerated() {
            if number > 0 { try output.write([UInt8(ascii: ",")]) }
            try output.write(try spool?.read(result.range) ?? [])
        }
        w.append(items: [], count: results.count)
        w.endArray()
        w.endObject()
        w.endArray()
        w.endObject()
        try output.write(w.take() + [UInt8(ascii: "\n")])
    }

    /// Says on `notice` that `left` results were left out, if any were.
    func tellLeftOut(_ left: Int) {
        guard left > 0 else { return }
        notice?("warning: the SARIF report holds the \(resultLimit) most severe of \(resultLimit + left) results: GitHub code scanning accepts at most \(resultLimit) per run (\(left) left out, counted in the run's notification)")
    }

    /// `tool`: the driver, its version and every rule.
    static func tool(toolVersion: String, descriptors: [JSONValue]) -> JSONValue {
        var driver: [(String, JSONValue)] = [("name", "tokenlint")]
        if !toolVersion.isEmpty { driver.append(("semanticVersion", .string(toolVersion))) }
        driver.append(("rules", .array(descriptors)))
        return .object([("driver", .object(driver))])
    }

    /// `invocations` of a run that left `left` of `total` results out.
    static func invocations(left: Int, of total: Int, limit: Int) -> JSONValue {
        // SARIF §3.20.21 toolExecutionNotifications: what a viewer shows about the run itself.
        let text = "\(left) of \(total) results are not in this report: GitHub code scanning accepts at most \(limit) results per run, so the \(limit) most severe are kept. Run tokenlint locally (or write a JSON report) to see them all."
        return .array([.object([
            ("executionSuccessful", .bool(true)),
            ("toolExecutionNotifications", .array([.object([
                ("level", .string("warning")),
                ("message", .object([("text", .string(text))])),
                ("descriptor", .object([("id", .string("tokenlint/results-limit"))])),
            ])])),
        ])])
    }

    /// The part of `primaryLocationLineHash` before `:occurrence`; `file` is
    /// `ReportPath.display(item.file)`.
    static func fingerprintHash(_ item: ReportItem, file: String) -> UInt64 {
        StableHash.fnv1a([item.rule, file, item.subject ?? "", item.finding.message])
    }

    /// 0 for the most severe: errors, then warnings, then needs-review, then info, then the
    /// suppressed findings of any severity (kept only while there is room).
    static func rank(_ item: ReportItem) -> Int {
        if item.suppression != nil { return 4 }
        switch item.severity {
        case .error: return 0
        case .warning: return 1
        case .needsReview: return 2
        case .info: return 3
        }
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .needsReview, .info: "note"
        }
    }

    /// GitHub rejects empty strings in required texts and limits shortDescription to 1024.
    private static func text(_ s: String, fallback: String, limit: Int = 1024) -> JSONValue {
        let trimmed = s.trimmingSpaces()
        return .object([("text", .string(PlainText.truncate(trimmed.isEmpty ? fallback : trimmed, limit: limit)))])
    }

    static func descriptor(_ rule: RuleDescription) -> JSONValue {
        let summary = rule.summary.trimmingSpaces().isEmpty ? rule.id : rule.summary
        let full = rule.rationale.trimmingSpaces().isEmpty ? summary : rule.rationale

        var helpText = [full]
        var markdown = ["**\(Markdown.escape(summary))**", "", Markdown.escape(full)]
        if !rule.source.isEmpty {
            helpText.append("Source: \(rule.source)")
            markdown += ["", "Source: \(Markdown.escape(rule.source))"]
        }
        if !rule.thresholds.isEmpty {
            helpText.append("Thresholds: " + rule.thresholds.joined(separator: "; "))
            markdown += ["", "Thresholds:", ""] + rule.thresholds.map { "- \(Markdown.escape($0))" }
        }
        if !rule.options.isEmpty {
            helpText.append("Options: " + rule.options.joined(separator: "; "))
            markdown += ["", "Options:", ""] + rule.options.map { "- \(Markdown.escape($0))" }
        }
        helpText.append("More: \(rule.helpHint)")
        markdown += ["", "More: \(rule.helpHint)"]

        return .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.id.isEmpty ? "rule" : rule.id)),
            ("shortDescription", text(summary, fallback: rule.id)),
            ("fullDescription", text(full, fallback: rule.id, limit: 10_000)),
            ("help", .object([
                ("text", .string(helpText.joined(separator: "\n"))),
                ("markdown", .string(markdown.joined(separator: "\n"))),
            ])),
            // SARIF §3.50.3 reportingConfiguration.enabled: an opt-in rule is listed, off.
            ("defaultConfiguration", .object(rule.enabledByDefault
                ? [("level", .string(level(rule.defaultSeverity)))]
                : [("enabled", .bool(false)), ("level", .string(level(rule.defaultSeverity)))])),
        ])
    }

    static func undeclared(_ id: String, severity: Severity) -> JSONValue {
        let name = id.isEmpty ? "rule" : id
        let summary = "tokenlint \(name)"
        return .object([
            ("id", .string(id)),
            ("name", .string(name)),
            ("shortDescription", .object([("text", .string(summary))])),
            ("fullDescription", .object([("text", .string("Findings of \(name) (not a configurable rule).")) ])),
            ("help", .object([("text", .string("See the finding's message.")), ("markdown", .string("See the finding's message."))])),
            ("defaultConfiguration", .object([("level", .string(level(severity)))])),
        ])
    }

    /// One result into `w`, whose next item it is (`uri`: `ReportPath.uri(item.file)`).
    static func result(_ item: ReportItem, uri: String, ruleIndex: Int?, fingerprint: String, into w: inout JSONStreamWriter) {
        let f = item.finding
        w.beginObject()
        w.member("ruleId", f.rule.rawValue)
        if let ruleIndex { w.member("ruleIndex", ruleIndex) }
        w.member("level", level(f.severity))
        w.key("message")
        w.beginObject()
        w.member("text", f.message.trimmingSpaces().isEmpty ? "\(f.rule) (\(f.severity.rawValue))" : f.message)
        w.endObject()
        w.key("locations")
        w.beginArray()
        w.item()
        w.beginObject()
        w.key("physicalLocation")
        w.beginObject()
        w.key("artifactLocation")
        w.beginObject()
        w.member("uri", uri)
        w.endObject()
        w.key("region")
        w.beginObject()
        w.member("startLine", item.line)
        w.member("startColumn", item.column)
        w.endObject()
        w.endObject()
        w.endObject()
        w.endArray()
        w.key("partialFingerprints")
        w.beginObject()
        w.member("primaryLocationLineHash", fingerprint)
        w.endObject()
        // SARIF §3.27.23, §3.35: a suppressed finding is reported with why; one the baseline
        // holds is kept outside the spec ("external") and is unchanged since it (§3.27.24).
        if let reason = item.suppression {
            let baselined = reason == Check.baselineReason
            w.key("suppressions")
            w.beginArray()
            w.item()
            w.beginObject()
            w.member("kind", baselined ? "external" : "inSource")
            w.member("status", "accepted")
            w.member("justification", reason)
            w.endObject()
            w.endArray()
            if baselined { w.member("baselineState", "unchanged") }
        }
        properties(f, into: &w)
        w.endObject()
    }

    /// The result's `properties`, when it has any.
    private static func properties(_ f: Finding, into w: inout JSONStreamWriter) {
        let finite = { (x: Double?) in x.map(\.isFinite) ?? false }
        guard f.component != nil || f.token != nil || !f.contexts.isEmpty || finite(f.measured) || finite(f.required)
            || !f.details.isEmpty || f.severity == .needsReview else { return }
        w.key("properties")
        w.beginObject()
        w.member("component", f.component)
        w.member("token", f.token)
        if !f.contexts.isEmpty {
            w.key("contexts")
            JSONReporter.contexts(f.contexts, into: &w)
        }
        w.member("measured", finite: f.measured)
        w.member("required", finite: f.required)
        if !f.details.isEmpty {
            w.key("details")
            w.strings(f.details)
        }
        if f.severity == .needsReview { w.member("severity", "needs-review") }
        w.endObject()
    }
}

/// `tool.driver.rules`: every declared rule once (first description wins), then any rule a
/// finding names that the report did not describe (input errors, structure checks), in the
/// order findings first name them, so every result's ruleIndex points at its rule. A run's
/// rules are a few dozen, whatever its number of findings.
struct SARIFRules {
    private(set) var descriptors: [JSONValue] = []
    private var indices: [String: Int] = [:]

    init(_ declared: [RuleDescription]) {
        for rule in declared where indices[rule.id] == nil {
            indices[rule.id] = descriptors.count
            descriptors.append(SARIFReporter.descriptor(rule))
        }
    }

    /// The index of `item`'s rule, listed now if no rule so far has its id.
    mutating func index(_ item: ReportItem) -> Int {
        if let index = indices[item.rule] { return index }
        indices[item.rule] = descriptors.count
        descriptors.append(SARIFReporter.undeclared(item.rule, severity: item.severity))
        return descriptors.count - 1
    }
}

/// The results a SARIF report keeps so far: the `limit` most severe, earlier ones first
/// within a level (`Self.mostSevere`), as a max-heap on (rank, position) whose top is
/// the one to drop next.
struct KeptResults {
    struct Entry {
        /// `Self.rank`: 0 is the most severe.
        var rank: Int
        /// The result's place among all results, in report order.
        var position: Int
        /// Its rendering in the spool.
        var range: Range<Int>

        func isDroppedBefore(_ other: Entry) -> Bool {
            (rank, position) > (other.rank, other.position)
        }
    }

    private var heap: [Entry] = []

    /// Whether a result of `rank`, after every one seen so far, would be kept.
    func admits(rank: Int, limit: Int) -> Bool {
        guard limit > 0 else { return false }
        return heap.count < limit || rank < heap[0].rank
    }

    /// Keeps `entry` (which `admits` let in), dropping the least severe kept one if full.
    mutating func insert(_ entry: Entry, limit: Int) {
        if heap.count < limit {
            heap.append(entry)
            var child = heap.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard heap[child].isDroppedBefore(heap[parent]) else { break }
                heap.swapAt(child, parent)
                child = parent
            }
        } else {
            heap[0] = entry
            var parent = 0
            while true {
                var first = parent
                for child in [2 * parent + 1, 2 * parent + 2] where child < heap.count && heap[child].isDroppedBefore(heap[first]) {
                    first = child
                }
                guard first != parent else { break }
                heap.swapAt(parent, first)
                parent = first
            }
        }
    }

    func inReportOrder() -> [Entry] {
        heap.sorted { $0.position < $1.position }
    }
}
