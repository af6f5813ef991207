import Diagnostics
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
public struct SARIFReporter: Reporter {
    public var options: ReportOptions
    /// Results per run (GitHub's limit; tests lower it).
    public var resultLimit: Int
    /// Told, in one line for stderr, when results were left out.
    public var notice: (@Sendable (String) -> Void)?

    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// GitHub code scanning's limit of results per run.
    public static let gitHubResultLimit = 25_000

    public init(options: ReportOptions = ReportOptions(), resultLimit: Int = Self.gitHubResultLimit,
                notice: (@Sendable (String) -> Void)? = nil) {
        self.options = options
        self.resultLimit = resultLimit
        self.notice = notice
    }

    public func render(_ report: LintReport, to sink: inout some TextOutputStream) {
        let (document, left) = Self.document(report, resultLimit: resultLimit)
        tellLeftOut(left)
        sink.write(JSONWriter(pretty: true).string(document))
    }

    /// Says on `notice` that `left` results were left out, if any were.
    func tellLeftOut(_ left: Int) {
        guard left > 0 else { return }
        notice?("warning: the SARIF report holds the \(resultLimit) most severe of \(resultLimit + left) results: GitHub code scanning accepts at most \(resultLimit) per run (\(left) left out, counted in the run's notification)")
    }

    public static func document(_ report: LintReport) -> JSONValue {
        document(report, resultLimit: .max).document
    }

    /// The document with at most `resultLimit` results, and how many were left out.
    static func document(_ report: LintReport, resultLimit: Int) -> (document: JSONValue, left: Int) {
        let items = ReportItem.collect(report, suppressed: true)
        let kept = mostSevere(items, limit: resultLimit)

        var rules = SARIFRules(report.rules)
        // Fingerprints count occurrences over every item, so a result keeps its fingerprint
        // whether or not others were left out.
        var occurrences: [String: Int] = [:]
        var results: [JSONValue] = []
        results.reserveCapacity(min(items.count, resultLimit))
        for (position, item) in items.enumerated() {
            let hash = fingerprintHash(item, file: ReportPath.display(item.file))
            occurrences[hash, default: 0] += 1
            let ruleIndex = rules.index(item)
            guard kept(position) else { continue }
            results.append(result(item, ruleIndex: ruleIndex, fingerprint: "\(hash):\(occurrences[hash] ?? 1)"))
        }
        let left = items.count - results.count

        var run: [(String, JSONValue)] = [("tool", tool(toolVersion: report.toolVersion, descriptors: rules.descriptors))]
        if left > 0 { run.append(("invocations", invocations(left: left, of: items.count, limit: resultLimit))) }
        run.append(("results", .array(results)))
        let document: JSONValue = .object([
            ("$schema", .string(schemaURI)),
            ("version", "2.1.0"),
            ("runs", .array([.object(run)])),
        ])
        return (document, left)
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
    static func fingerprintHash(_ item: ReportItem, file: String) -> String {
        Hex.lower(StableHash.fnv1a([item.rule, file, item.subject ?? "", item.finding.message]))
    }

    /// Which positions of `items` are kept: every item of the most severe levels while they fit,
    /// then the first ones (in report order) of the level that does not fit whole. One counting
    /// pass; nothing is copied or sorted.
    static func mostSevere(_ items: [ReportItem], limit: Int) -> (Int) -> Bool {
        guard items.count > limit else { return { _ in true } }
        var perLevel: [Int: Int] = [:]
        for item in items { perLevel[rank(item), default: 0] += 1 }
        // The level cut short, and how many of it fit.
        var room = max(0, limit), cutRank = Int.max, cutRoom = 0
        for rank in perLevel.keys.sorted() {
            let count = perLevel[rank] ?? 0
            if count > room { cutRank = rank; cutRoom = room; break }
            room -= count
        }
        var seenAtCut = 0
        var keep = [Bool](repeating: false, count: items.count)
        for (position, item) in items.enumerated() {
            let rank = rank(item)
            if rank < cutRank {
                keep[position] = true
            } else if rank == cutRank, seenAtCut < cutRoom {
                keep[position] = true
                seenAtCut += 1
            }
        }
        return { keep[$0] }
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

    static func result(_ item: ReportItem, ruleIndex: Int?, fingerprint: String) -> JSONValue {
        let f = item.finding
        var pairs: [(String, JSONValue)] = [("ruleId", .string(f.rule))]
        if let ruleIndex { pairs.append(("ruleIndex", .number(Double(ruleIndex)))) }
        pairs.append(("level", .string(level(f.severity))))
        let message = f.message.trimmingSpaces().isEmpty ? "\(f.rule) (\(f.severity.rawValue))" : f.message
        pairs.append(("message", .object([("text", .string(message))])))
        pairs.append(("locations", .array([.object([
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(ReportPath.uri(item.file)))])),
                ("region", .object([("startLine", .number(Double(item.line))), ("startColumn", .number(Double(item.column)))])),
            ])),
        ])])))
        pairs.append(("partialFingerprints", .object([("primaryLocationLineHash", .string(fingerprint))])))
        // SARIF §3.27.23, §3.35: a suppressed finding is reported with why; one the baseline
        // holds is kept outside the spec ("external") and is unchanged since it (§3.27.24).
        if let reason = item.suppression {
            let baselined = reason == Check.baselineReason
            pairs.append(("suppressions", .array([.object([
                ("kind", .string(baselined ? "external" : "inSource")),
                ("status", "accepted"),
                ("justification", .string(reason)),
            ])])))
            if baselined { pairs.append(("baselineState", "unchanged")) }
        }

        var properties: [(String, JSONValue)] = []
        if let component = f.component { properties.append(("component", .string(component))) }
        if let token = f.token { properties.append(("token", .string(token))) }
        if !f.contexts.isEmpty { properties.append(("contexts", JSONReporter.contexts(f.contexts))) }
        if let measured = f.measured, measured.isFinite { properties.append(("measured", .number(measured))) }
        if let required = f.required, required.isFinite { properties.append(("required", .number(required))) }
        if !f.details.isEmpty { properties.append(("details", .array(f.details.map { .string($0) }))) }
        if f.severity == .needsReview { properties.append(("severity", "needs-review")) }
        if !properties.isEmpty { pairs.append(("properties", .object(properties))) }
        return .object(pairs)
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
