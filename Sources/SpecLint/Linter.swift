import Accessibility
import DesignSpec
import DesignTokens
import Diagnostics
import Foundation

/// Lints spec files against a registry: every rule on every component, in the contexts each
/// rule depends on, then suppressions. Shared, read-only state only, so files lint in
/// parallel (`lint(files:jobs:)`) with the same result whatever the job count.
public struct Linter: Sendable {
    public let space: EvaluationSpace
    public let config: LintConfiguration
    /// The run's plan with each profile's thresholds (files may be judged by different ones).
    private let plans: [Profile: LintPlan]
    /// How many of the registry's permutations the rules are evaluated in (all resolved by
    /// `init`, most for a few token types only): what `tokenlint-bench run` reports.
    public var evaluatedPermutationCount: Int { plans.values.first?.permutationCount ?? 0 }
    /// The registry's tokens in its default context, which a design file's variables refer to.
    private let defaultTokens: ResolvedTokenSet
    /// How many threads lint the documents of one file (a Figma file's frames); the result is
    /// the same for any value.
    public let jobs: Int

    public init(space: EvaluationSpace, config: LintConfiguration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.space = space
        self.config = config
        self.jobs = jobs
        let plan = LintPlan(space: space, config: config)
        self.plans = Dictionary(uniqueKeysWithValues: Profile.allCases.map { ($0, plan.for($0, config: config)) })
        defaultTokens = space.defaultTokens
    }

    /// Lints one file's bytes as `format` reads them (the run picks the format; a spec file
    /// when not told). `file` is the path as reports show it, `path` the file on disk (for the
    /// config's per-path `overrides:`; default `file`, relative to the working directory).
    public func lint(file: String, path: String? = nil, bytes: [UInt8], format: any InputFormat = SpecFormat()) -> FileReport {
        let start = DispatchTime.now()
        let input = format.read(file: file, bytes: bytes, tokens: defaultTokens)
        var report = FileReport(path: file)
        report.inputError = input.inputError
        report.checks = format.checksStructure ? SpecInvalidRule.checks(input, file: file, config: config) : noteChecks(input.findings, file: file)
        ruleChecks(input.documents, path: path ?? file, into: &report.checks)
        // Every check is in this file: position, rule, subject (no path comparisons).
        report.checks.sort { ($0.location.position, $0.rule, $0.subject) < ($1.location.position, $1.rule, $1.subject) }
        if let limit = format.maximumFindings { Self.capFindings(&report, limit: limit) }
        report.duration = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return report
    }

    /// A reader's notes as checks: each obeys the config's `rules:` (`figma/skipped: off`) like
    /// any rule; input errors pass unchanged.
    private func noteChecks(_ findings: [Finding], file: String) -> [Check] {
        let fallback = SourceLocation(file: file, line: 1, column: 1)
        return findings.compactMap { finding in
            var finding = finding
            if !finding.rule.kind.isInputError {
                guard let severity = config.severity(of: finding.rule.rawValue, default: finding.severity) else { return nil }
                finding.severity = severity
            }
            return Check(rule: finding.rule, subject: finding.component ?? "file", location: finding.location ?? fallback, outcome: .finding(finding))
        }
    }

    /// Past `limit` findings, the file's report is one input error (exit 2) at the first
    /// finding over it: a partial list would read as the whole.
    static func capFindings(_ report: inout FileReport, limit: Int) {
        var count = report.findings.count
        for check in report.checks {
            guard case .finding = check.outcome else { continue }
            count += 1
            guard count > limit else { continue }
            report = FileReport(path: report.path, inputError: Finding(
                rule: InputRule.unreadable.id, severity: .error, location: check.location,
                message: "the file has more than \(limit) findings; tokenlint reports none of a file past that bound: split it, or fix what repeats"))
            return
        }
    }

    /// Reads and lints files in parallel, each as the format `formats` picks; results come back
    /// in the order given.
    public func lint(files: [(display: String, path: String)], jobs: Int, formats: InputFormats) -> [FileReport] {
        Parallel.map(count: files.count, jobs: jobs) { index in
            let (display, path) = files[index]
            switch formats.read(path) {
            case .success(let bytes): return lint(file: display, path: path, bytes: bytes, format: formats.format(for: display, bytes: bytes))
            case .failure(let error): return Self.unreadable(display, error)
            }
        }
    }

    /// The report of a file that could not be read.
    public static func unreadable(_ display: String, _ error: InputFile.ReadError) -> FileReport {
        FileReport(path: display, inputError: Finding(
            rule: InputRule.unreadable.id, severity: .error, location: SourceLocation(file: display, line: 1, column: 1),
            message: "cannot read \(display): \(error.message)"))
    }

    // MARK: Rules

    /// The documents' checks in document order: a file of many (a Figma file's hundreds of
    /// frames) is linted in runs of documents on up to `jobs` threads.
    private func ruleChecks(_ documents: [SpecDocument], path: String, into checks: inout [Check]) {
        guard jobs > 1, documents.count > 1 else {
            for document in documents { ruleChecks(document, path: path, into: &checks) }
            return
        }
        // Several runs a thread, so a thread that drew the larger frames does not leave the
        // other idle at the end.
        let runs = min(documents.count, jobs * 8)
        let parts = Parallel.map(count: runs, jobs: jobs) { run in
            var part: [Check] = []
            for index in stride(from: documents.count * run / runs, to: documents.count * (run + 1) / runs, by: 1) {
                ruleChecks(documents[index], path: path, into: &part)
            }
            return part
        }
        checks.reserveCapacity(checks.count + parts.reduce(0) { $0 + $1.count })
        for part in parts { checks += part }
    }

    func ruleChecks(_ document: SpecDocument, path: String, into checks: inout [Check]) {
        let (platform, profile) = config.judgment(forFile: path, document: document)
        guard let plan = plans[profile] else { return }  // every profile has a plan
        let context = RuleContext(space: space, config: config, plan: plan, document: document, platform: platform)
        let colors = plan.contrast.indices.map {
            ColorContext(table: plan.contrast.tables[$0], document: document, sameFontsAs: plan.contrast.sameFonts[$0])
        }
        // The enabled rules, one value each for this file (a rule that is off is not made).
        let rules = RuleCatalog.componentRules.filter { context.severity($0.id) != nil && $0.judges(platform: platform) }
            .map { $0.init(context: context) }
        // A few checks per component; growing from empty would copy the array a dozen times.
        // Geometric, not `count + 256`: a Figma file calls this once per frame on one array,
        // and growing it by a constant each time copied it once per frame (quadratic).
        if checks.capacity < checks.count + 256 { checks.reserveCapacity(max(checks.count * 2, checks.count + 256)) }
        // Depth-first, parents before children, each node built from its parent's (the parser
        // bounds the depth, so the recursion is bounded too).
        // `consuming`: each child, copied out of its parent's array, moves into its node; a
        // borrowed one would be copied a second time (a component is some thirty fields to retain).
        func visit(_ component: consuming SpecComponent, parent: LintNode?) {
            let node = LintNode(component, parent: parent, colors: colors, columns: plan.contrast.colorColumns)
            let first = checks.count
            // By index: `for rule in rules` would copy each existential (a retain and a
            // release of its context per rule and component).
            for index in rules.indices { rules[index].check(node, into: &checks) }
            applySuppressions(node.component, to: &checks, from: first, context: context)
            if let origin = node.component.origin { Self.name(origin, in: &checks, from: first) }
            for child in node.component.children { visit(child, parent: node) }
        }
        TokensUnknownReferenceRule.checkCanvas(document, context: context, into: &checks)
        for component in document.components { visit(component, parent: nil) }
    }

    /// Appends where a component came from (a Figma node's name, id, page and frame) to the
    /// messages of its findings, `checks[first...]`, so a designer can find the layer.
    static func name(_ origin: String, in checks: inout [Check], from first: Int) {
        for index in checks.indices.dropFirst(first) {
            switch checks[index].outcome {
            case .passed: continue
            case .finding(var finding):
                finding.message += " — \(origin)"
                checks[index].outcome = .finding(finding)
            case .suppressed(var finding, let reason):
                finding.message += " — \(origin)"
                checks[index].outcome = .suppressed(finding, reason: reason)
            }
        }
    }

    /// `ignore:` entries turn the component's matching findings into suppressed checks; entries
    /// without a reason, and entries that suppressed nothing, are reported.
    /// `checks[first...]` are the component's.
    private func applySuppressions(_ component: SpecComponent, to result: inout [Check], from first: Int, context: RuleContext) {
        guard !component.ignore.isEmpty else { return }
        var used = Set<Int>()
        for index in result.indices.dropFirst(first) {
            guard case .finding(let finding) = result[index].outcome,
                  let entry = component.ignore.firstIndex(where: { $0.rule == result[index].rule.rawValue }) else { continue }
            used.insert(entry)
            result[index].outcome = .suppressed(finding, reason: component.ignore[entry].reason ?? "no reason given")
        }
        for (index, entry) in component.ignore.enumerated() {
            result.add(SuppressionMissingReasonRule.check(entry, of: component, context: context))
            result.add(SuppressionUnusedRule.check(entry, used: used.contains(index), of: component, context: context))
        }
    }
}
