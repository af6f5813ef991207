import Accessibility
import DesignSpec
import DesignTokens
import Diagnostics
import FigmaInput
import Foundation
import SwiftSource

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
    /// Figma variable id → token path, when the registry came from Figma's variables export.
    public let figmaVariables: FigmaVariableLookup?

    public init(space: EvaluationSpace, config: LintConfiguration) {
        self.space = space
        self.config = config
        let plan = LintPlan(space: space, config: config)
        self.plans = Dictionary(uniqueKeysWithValues: Profile.allCases.map { ($0, plan.for($0, config: config)) })
        let variables = FigmaVariableLookup(tokens: space.defaultTokens)
        figmaVariables = variables.isEmpty ? nil : variables
    }

    /// Lints one file's bytes; `file` is the path as reports show it, `path` the file on disk
    /// (for the config's per-path `overrides:`; default `file`, relative to the working directory).
    public func lint(file: String, path: String? = nil, bytes: [UInt8]) -> FileReport {
        let start = DispatchTime.now()
        if FigmaReader.isFigmaFile(file) || FigmaReader.looksLikeFigma(file: file, bytes: bytes) {
            return lintFigma(file: file, path: path ?? file, bytes: bytes, start: start)
        }
        if SwiftReader.isSwiftFile(file) {
            let read = SwiftReader.read(file: file, bytes: bytes, options: config.swift)
            return lint(file: file, path: path, parsed: SpecParseResult(document: read.document, findings: [], inputError: read.inputError), since: start)
        }
        return lint(file: file, path: path, parsed: SpecParser.parse(file: file, bytes: bytes), since: start)
    }

    /// Lints a file already read into a `SpecDocument` (or its parse failure). `start` is when
    /// work on the file began (its duration).
    public func lint(file: String, path: String? = nil, parsed: SpecParseResult, since start: DispatchTime = .now()) -> FileReport {
        var report = FileReport(path: file)
        if let inputError = parsed.inputError {
            report.inputError = inputError
        }
        report.checks = SpecInvalidRule.checks(parsed, file: file, config: config)
        if let document = parsed.document {
            ruleChecks(document, path: path ?? file, into: &report.checks)
        }
        // Every check is in this file: position, rule, subject (no path comparisons).
        report.checks.sort { ($0.location.position, $0.rule, $0.subject) < ($1.location.position, $1.rule, $1.subject) }
        Self.capFindings(&report)
        report.duration = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return report
    }

    /// Findings one spec file may report: far above any real spec (the examples have dozens),
    /// and a bound on what a hostile one costs every report, the baseline and the cache (a
    /// 9.4 MB JSON spec of repeated components took 1.17 GB).
    public static let maximumFindings = 10_000

    /// Past `maximumFindings`, the file's report is one input error (exit 2) at the first
    /// finding over the limit: a partial list would read as the whole.
    static func capFindings(_ report: inout FileReport) {
        var count = report.findings.count
        for check in report.checks {
            guard case .finding = check.outcome else { continue }
            count += 1
            guard count > maximumFindings else { continue }
            report = FileReport(path: report.path, inputError: Finding(
                rule: "input/unreadable", severity: .error, location: check.location,
                message: "the file has more than \(maximumFindings) findings; tokenlint reports none of a file past that bound: split it, or fix what repeats"))
            return
        }
    }

    /// Reads and lints files in parallel; results come back in the order given.
    public func lint(files: [(display: String, path: String)], jobs: Int) -> [FileReport] {
        Parallel.map(count: files.count, jobs: jobs) { index in
            let (display, path) = files[index]
            switch SpecFileReader.read(path) {
            case .success(let bytes): return lint(file: display, path: path, bytes: bytes)
            case .failure(let error): return Self.unreadable(display, error)
            }
        }
    }

    /// The report of a file that could not be read.
    public static func unreadable(_ display: String, _ error: SpecFileReader.ReadError) -> FileReport {
        FileReport(path: display, inputError: Finding(
            rule: "input/unreadable", severity: .error, location: SourceLocation(file: display, line: 1, column: 1),
            message: "cannot read \(display): \(error.message)"))
    }

    // MARK: Rules

    func ruleChecks(_ document: SpecDocument, path: String, into checks: inout [Check]) {
        let profile = config.profile(forFile: path, platform: RuleContext.platform(of: document, config: config))
        guard let plan = plans[profile] else { return }  // every profile has a plan
        let context = RuleContext(space: space, config: config, plan: plan, document: document)
        let colors = plan.contrast.indices.map {
            ColorContext(table: plan.contrast.tables[$0], document: document, sameFontsAs: plan.contrast.sameFonts[$0])
        }
        // The enabled rules, one value each for this file (a rule that is off is not made).
        let rules = RuleCatalog.componentRules.filter { context.severity($0.id) != nil }.map { $0.init(context: context) }
        // A few checks per component; growing from empty would copy the array a dozen times.
        // Geometric, not `count + 256`: a Figma file calls this once per frame on one array,
        // and growing it by a constant each time copied it once per frame (quadratic).
        if checks.capacity < checks.count + 256 { checks.reserveCapacity(max(checks.count * 2, checks.count + 256)) }
        // Depth-first, parents before children, each node built from its parent's (the parser
        // bounds the depth, so the recursion is bounded too).
        // `consuming`: each child, copied out of its parent's array, moves into its node; a
        // borrowed one was copied a second time (a component is some thirty fields to retain).
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

    /// `ignore:` entries turn the component's matching findings into suppressed checks; entries
    /// without a reason, and entries that suppressed nothing, are reported.
    /// `checks[first...]` are the component's.
    private func applySuppressions(_ component: SpecComponent, to result: inout [Check], from first: Int, context: RuleContext) {
        guard !component.ignore.isEmpty else { return }
        var used = Set<Int>()
        for index in result.indices.dropFirst(first) {
            guard case .finding(let finding) = result[index].outcome,
                  let entry = component.ignore.firstIndex(where: { $0.rule == result[index].rule }) else { continue }
            used.insert(entry)
            result[index].outcome = .suppressed(finding, reason: component.ignore[entry].reason ?? "no reason given")
        }
        for (index, entry) in component.ignore.enumerated() {
            result.add(SuppressionMissingReasonRule.check(entry, of: component, context: context))
            result.add(SuppressionUnusedRule.check(entry, used: used.contains(index), of: component, context: context))
        }
    }
}

/// Reading a spec file, with the limits that keep hostile input from exhausting memory.
public enum SpecFileReader {
    public typealias ReadError = InputFile.ReadError

    /// Spec files are screens, not data dumps: 10 MB is far beyond any real one.
    public static let maximumBytes = 10 * 1024 * 1024

    /// Figma files (`*.figma.json`) are whole design files: up to `FigmaReader.maximumBytes`.
    public static func read(_ path: String) -> Result<[UInt8], ReadError> {
        if FigmaReader.isFigmaFile(path) { return InputFile.read(path, maximumBytes: FigmaReader.maximumBytes, kind: "a Figma file") }
        if SwiftReader.isSwiftFile(path) { return InputFile.read(path, maximumBytes: SwiftReader.maximumBytes, kind: "a Swift file") }
        return InputFile.read(path, maximumBytes: maximumBytes, kind: "a spec file")
    }
}
