import Accessibility
import DesignSpec
import DesignTokens
import Diagnostics
import FigmaInput
import Foundation

/// Lints spec files against a registry: every rule on every component, in the contexts each
/// rule depends on, then suppressions. Shared, read-only state only, so files lint in
/// parallel (`lint(files:jobs:)`) with the same result whatever the job count.
public struct Linter: Sendable {
    public let space: EvaluationSpace
    public let config: LintConfiguration
    /// The run's plan with each profile's thresholds (files may be judged by different ones).
    private let plans: [Profile: LintPlan]
    private let colorIndex: [String: [String]]
    private let fontIndex: [TokenRules.FontKey: String]
    /// Figma variable id → token path, when the registry came from Figma's variables export.
    public let figmaVariables: FigmaVariableLookup?

    public init(space: EvaluationSpace, config: LintConfiguration) {
        self.space = space
        self.config = config
        let plan = LintPlan(space: space, config: config)
        self.plans = Dictionary(uniqueKeysWithValues: Profile.allCases.map { ($0, plan.for($0, config: config)) })
        (colorIndex, fontIndex) = TokenRules.indexes(space.defaultTokens)
        let variables = FigmaVariableLookup(tokens: space.defaultTokens)
        figmaVariables = variables.isEmpty ? nil : variables
    }

    /// Lints one file's bytes; `file` is the path as reports show it, `path` the file on disk
    /// (for the config's per-path `overrides:`; default `file`, relative to the working directory).
    public func lint(file: String, path: String? = nil, bytes: [UInt8]) -> FileReport {
        let start = DispatchTime.now()
        if FigmaReader.isFigmaFile(file) { return lintFigma(file: file, path: path ?? file, bytes: bytes, start: start) }
        return lint(file: file, path: path, parsed: SpecParser.parse(file: file, bytes: bytes), since: start)
    }

    /// Lints a file already read into a `SpecDocument` (or its parse failure). `start` is when
    /// work on the file began (its duration).
    public func lint(file: String, path: String? = nil, parsed: SpecParseResult, since start: DispatchTime = .now()) -> FileReport {
        var report = FileReport(path: file)
        if let inputError = parsed.inputError {
            report.inputError = inputError
        }
        report.checks = structureChecks(parsed, file: file)
        if let document = parsed.document {
            ruleChecks(document, path: path ?? file, into: &report.checks)
        }
        // Every check is in this file: position, rule, subject (no path comparisons).
        report.checks.sort { ($0.location.position, $0.rule, $0.subject) < ($1.location.position, $1.rule, $1.subject) }
        report.duration = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return report
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

    // MARK: Structure

    /// spec/invalid findings become checks, so JUnit counts them; a valid file gets one
    /// passing `spec/invalid` check.
    private func structureChecks(_ parsed: SpecParseResult, file: String) -> [Check] {
        guard parsed.inputError == nil else { return [] }
        guard let severity = config.severity(of: RuleCatalog.specInvalid, default: .error) else { return [] }
        let location = parsed.document?.location ?? SourceLocation(file: file, line: 1, column: 1)
        if parsed.findings.isEmpty {
            return [Check(rule: RuleCatalog.specInvalid, subject: "structure", location: location, outcome: .passed)]
        }
        return parsed.findings.map { finding in
            var adjusted = finding
            if adjusted.severity == .error { adjusted.severity = severity }
            if adjusted.help == nil { adjusted.help = "see docs/spec-format.md and `tokenlint rules spec/invalid`" }
            return Check(rule: finding.rule, subject: finding.component ?? "structure", location: finding.location ?? location, outcome: .finding(adjusted))
        }
    }

    // MARK: Rules

    func ruleChecks(_ document: SpecDocument, path: String, into checks: inout [Check]) {
        let profile = config.profile(forFile: path, platform: RuleContext.platform(of: document, config: config))
        guard let plan = plans[profile] else { return }  // every profile has a plan
        let context = RuleContext(space: space, config: config, plan: plan, document: document)
        let colors = plan.contrast.indices.map {
            ColorContext(table: plan.contrast.tables[$0], document: document)
        }
        let contrast = ContrastRules(context: context, colors: colors)
        let targets = TargetAndTextRules(context: context)
        let motion = MotionRules(context: context)
        let tokens = TokenRules(context: context, colorIndex: colorIndex, fontIndex: fontIndex)
        // A few checks per component; growing from empty would copy the array a dozen times.
        checks.reserveCapacity(checks.count + 256)
        // Depth-first, parents before children, each node built from its parent's (the parser
        // bounds the depth, so the recursion is bounded too).
        func visit(_ component: SpecComponent, parent: LintNode?) {
            let node = LintNode(component, parent: parent, colors: colors)
            let first = checks.count
            tokens.checks(node, into: &checks)
            contrast.checks(node, into: &checks)
            targets.checks(node, into: &checks)
            motion.checks(node, into: &checks)
            applySuppressions(component, to: &checks, from: first, context: context)
            if let origin = component.origin { Self.name(origin, in: &checks, from: first) }
            for child in component.children { visit(child, parent: node) }
        }
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
            if let builder = context.builder(RuleCatalog.suppressionMissingReason, component, family: context.plan.single, at: entry.location) {
                let missing = (entry.reason ?? "").trimmingCharacters(in: .whitespaces).isEmpty
                let verdict: ContextVerdict = missing
                    ? context.fail(RuleCatalog.suppressionMissingReason, Measurement("ignore of \(entry.rule) has no reason; say why it does not apply here", help: "ignore: [{rule: \(entry.rule), reason: \"…\"}]"))
                    : .pass
                if let check = builder.build([verdict]) { result.append(check) }
            }
            if let builder = context.builder(RuleCatalog.suppressionUnused, component, family: context.plan.single, at: entry.location) {
                let verdict: ContextVerdict
                if RuleCatalog.rule(entry.rule) == nil {
                    verdict = context.fail(RuleCatalog.suppressionUnused, Measurement(
                        "ignore names an unknown rule '\(entry.rule)'\(DidYouMean.hint(for: entry.rule, among: RuleCatalog.ids))"))
                } else if !used.contains(index) {
                    verdict = context.fail(RuleCatalog.suppressionUnused, Measurement(
                        "ignore of \(entry.rule) suppresses nothing: the rule does not fire on '\(component.id)'",
                        help: "Remove the entry; it would hide a real problem later"))
                } else {
                    verdict = .pass
                }
                if let check = builder.build([verdict]) { result.append(check) }
            }
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
        return InputFile.read(path, maximumBytes: maximumBytes, kind: "a spec file")
    }
}
