/// What a rule is, for `tokenlint rules`, SARIF's `tool.driver.rules` and help texts.
public struct RuleDescription: Sendable, Hashable {
    public var id: String
    /// One line (SARIF shortDescription).
    public var summary: String
    /// Why the rule exists and what it measures (SARIF fullDescription).
    public var rationale: String
    /// The severity its findings have when the rule runs.
    public var defaultSeverity: Severity
    /// False for opt-in rules (`contrast/increased`): they run only when a config's `rules:`
    /// turns them on (with a severity or options), as Ruff's and SwiftLint's opt-in rules do.
    public var enabledByDefault: Bool
    /// Where its numbers come from (WCAG criterion, HIG page, design guidance).
    public var source: String
    /// Its numbers as people read them, e.g. "text 4.5 : 1, large text 3 : 1 (apple-hig)".
    public var thresholds: [String]
    /// Options it takes, e.g. "level: AA|AAA".
    public var options: [String]

    public init(id: String, summary: String, rationale: String, defaultSeverity: Severity, source: String,
                thresholds: [String] = [], options: [String] = [], enabledByDefault: Bool = true) {
        self.enabledByDefault = enabledByDefault
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.source = source
        self.thresholds = thresholds
        self.options = options
    }

    /// "error", or "off" for an opt-in rule: the default as `tokenlint rules` and the rules
    /// reference print it.
    public var defaultSetting: String { enabledByDefault ? defaultSeverity.rawValue : "off" }

    /// "see `tokenlint rules ID`"
    public var helpHint: String { "see `tokenlint rules \(id)`" }
}

/// One evaluation of one rule on one subject (a component of a spec, or a registry token):
/// a JUnit testcase. Passing checks are kept so a clean run shows what was checked.
public struct Check: Sendable, Hashable {
    /// `indirect`: a finding is about 200 bytes inline, and three checks in four pass; boxed,
    /// a check is a quarter of the size (the bench corpus's peak memory went from 258 to 183 MB),
    /// and so are the bytes moved when checks are sorted and collected.
    public indirect enum Outcome: Sendable, Hashable {
        case passed
        /// The rule found a problem (error, warning, needs-review or info).
        case finding(Finding)
        /// The rule found a problem that an `ignore:` entry suppressed, with its reason.
        case suppressed(Finding, reason: String)
    }

    public var rule: RuleID
    /// The component id (or token path) the check is about.
    public var subject: String
    public var location: SourceLocation
    public var outcome: Outcome

    public init(rule: RuleID, subject: String, location: SourceLocation, outcome: Outcome) {
        self.rule = rule
        self.subject = subject
        self.location = location
        self.outcome = outcome
    }

    /// The reason of a finding the baseline holds, which reports tell from an `ignore:` entry's.
    public static let baselineReason = "in the baseline"

    public var finding: Finding? {
        switch outcome {
        case .passed: nil
        case .finding(let finding): finding
        case .suppressed(let finding, _): finding
        }
    }
}

/// Everything one input file produced.
public struct FileReport: Sendable {
    /// Relative to the working directory.
    public var path: String
    public var checks: [Check]
    /// Set when the file could not be read or parsed: nothing else was checked in it.
    public var inputError: Finding?
    /// Findings not tied to one rule evaluation (structure warnings, unused suppressions…).
    public var findings: [Finding]
    /// Seconds spent on the file.
    public var duration: Double

    public init(path: String, checks: [Check] = [], inputError: Finding? = nil, findings: [Finding] = [], duration: Double = 0) {
        self.path = path
        self.checks = checks
        self.inputError = inputError
        self.findings = findings
        self.duration = duration
    }

    /// Every finding of the file, suppressed ones excluded, in report order.
    public var activeFindings: [Finding] {
        var all = findings
        for check in checks { if case .finding(let finding) = check.outcome { all.append(finding) } }
        if let inputError { all.append(inputError) }
        return all.stablySorted(by: Finding.reportOrder)
    }
}

/// A whole run: what every reporter renders.
public struct LintReport: Sendable {
    public var toolVersion: String
    public var files: [FileReport]
    /// The registry's own check, when registry problems were found or asked for.
    public var registry: FileReport?
    /// Every rule that can fire (SARIF lists them all).
    public var rules: [RuleDescription]
    /// Seconds for the whole run.
    public var duration: Double
    /// ISO 8601 start time without a zone (`2026-01-01T00:00:00`, the Ant XSD's form).
    public var timestamp: String
    /// `--strict`: warnings count as errors.
    public var strict: Bool
    /// `--max-warnings N`: more warnings than this fail the run.
    public var maxWarnings: Int?

    public init(toolVersion: String, files: [FileReport], registry: FileReport? = nil, rules: [RuleDescription],
                duration: Double, timestamp: String, strict: Bool = false, maxWarnings: Int? = nil) {
        self.toolVersion = toolVersion
        self.files = files
        self.registry = registry
        self.rules = rules
        self.duration = duration
        self.timestamp = timestamp
        self.strict = strict
        self.maxWarnings = maxWarnings
    }

    /// Why the warnings of a run with `summary` fail it, if they do (README, "Usage": exit codes).
    public enum WarningFailure: Sendable, Hashable {
        /// `--strict` and this many warnings.
        case strict(warnings: Int)
        /// More warnings than `--max-warnings` allows.
        case tooMany(warnings: Int, limit: Int)
    }

    public func warningFailure(_ summary: Summary) -> WarningFailure? {
        if strict && summary.warnings > 0 { return .strict(warnings: summary.warnings) }
        if let maxWarnings, summary.warnings > maxWarnings { return .tooMany(warnings: summary.warnings, limit: maxWarnings) }
        return nil
    }

    public var allFiles: [FileReport] { (registry.map { [$0] } ?? []) + files }

    public var allFindings: [Finding] { allFiles.flatMap(\.activeFindings).stablySorted(by: Finding.reportOrder) }

    public struct Summary: Sendable, Hashable {
        public var files = 0, checks = 0, passed = 0, errors = 0, warnings = 0, needsReview = 0, info = 0, suppressed = 0, inputErrors = 0

        public init() {}
    }

    public var summary: Summary {
        var summary = Summary()
        summary.files = files.count
        for file in allFiles { summary.add(file) }
        return summary
    }
}

extension LintReport.Summary {
    /// Counts one file's checks and findings (not `files`: the registry is not a file of the
    /// run). A streamed run sums its files as they pass.
    public mutating func add(_ file: FileReport) {
        if file.inputError != nil { inputErrors += 1 }
        for check in file.checks {
            checks += 1
            switch check.outcome {
            case .passed: passed += 1
            case .suppressed: suppressed += 1
            case .finding(let finding): count(finding.severity)
            }
        }
        for finding in file.findings { count(finding.severity) }
        if file.inputError != nil { errors += 1 }
    }
}

extension LintReport.Summary {
    mutating func count(_ severity: Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .needsReview: needsReview += 1
        case .info: info += 1
        }
    }
}
