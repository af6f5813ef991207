import DesignTokens
import Diagnostics
import FigmaInput

/// A rule's documentation as sections, the one model `tokenlint rules` (text),
/// `tokenlint rules --format markdown` (docs/rules.md) and `--format json` render, so the
/// formats cannot say different things. Spec rules, registry checks and the Figma reader's
/// notes are all documented through it.
public struct RuleDocument: Sendable {
    /// Which part of tokenlint reports the rule.
    public enum Kind: String, Sendable {
        /// `tokenlint lint` on spec files.
        case spec
        /// `tokenlint tokens check`, also run before `lint`.
        case registry
        /// The Figma reader, on `*.figma.json` files.
        case figma
        /// Any command: a configuration or input it cannot use, an output it cannot write.
        case run
    }

    public enum Section: Sendable {
        /// The default setting and the one-line summary.
        case summary(defaultSetting: String, enabledByDefault: Bool, severity: Severity, text: String)
        case rationale(String)
        case source(String)
        /// Every number, read from `Accessibility` (one line each).
        case thresholds([String])
        /// `.tokenlint.yml` options ("name: what it takes").
        case options([String])
        /// Where the sources disagree, what the rule does and why.
        case knownControversies(String)
        /// Complete spec files that pass and fail, and the registry they are linted against
        /// when it is not the built-in one.
        case examples(registry: String?, passing: [String], failing: [String])
        /// What runs it and how a config changes it (registry checks and Figma notes; a spec
        /// rule's options say it).
        case usage(String)
    }

    public var id: String
    public var kind: Kind = .spec
    public var sections: [Section]

    public init(_ rule: SpecRule) {
        let description = rule.description
        id = description.id
        sections = [
            .summary(defaultSetting: description.defaultSetting, enabledByDefault: description.enabledByDefault,
                     severity: description.defaultSeverity, text: description.summary),
            .rationale(description.rationale),
            .source(description.source),
        ]
        if !description.thresholds.isEmpty { sections.append(.thresholds(description.thresholds)) }
        if !description.options.isEmpty { sections.append(.options(description.options)) }
        if let controversies = rule.controversies { sections.append(.knownControversies(controversies)) }
        sections.append(.examples(registry: rule.exampleRegistry, passing: rule.passing, failing: rule.failing))
    }

    public init(_ check: RegistryRule) {
        id = check.id
        kind = .registry
        sections = [.summary(defaultSetting: check.defaultSeverity.rawValue, enabledByDefault: true, severity: check.defaultSeverity,
                             text: check.summary)]
        if !check.source.isEmpty { sections.append(.source(check.source)) }
        if !check.isInputError {
            sections.append(.usage("Run by `tokenlint tokens check` and before `tokenlint lint`; .tokenlint.yml `rules: {\(check.id): off}` (or a severity) configures it."))
        }
    }

    public init(_ note: FigmaNote) {
        let description = note.description
        id = note.id
        kind = .figma
        sections = [
            .summary(defaultSetting: description.defaultSetting, enabledByDefault: true, severity: description.defaultSeverity,
                     text: description.summary),
            .rationale(description.rationale),
            .source(description.source),
        ]
        if !note.isInputError { sections.append(.usage(".tokenlint.yml `rules: {\(note.id): off}` (or a severity) configures it.")) }
    }

    public init(_ rule: RunRule) {
        id = rule.id
        kind = .run
        sections = [.summary(defaultSetting: rule.defaultSetting, enabledByDefault: true, severity: .error, text: rule.summary)]
        if !rule.source.isEmpty { sections.append(.source(rule.source)) }
        sections.append(.usage(rule.usage))
    }

    /// The document for any rule id tokenlint reports; nil for an unknown one.
    public init?(id: String) {
        if let rule = RuleCatalog.rule(id) {
            self.init(rule)
        } else if let check = RegistryRule(rawValue: id) {
            self.init(check)
        } else if let note = FigmaNote(rawValue: id) {
            self.init(note)
        } else if let rule = RunRule(rawValue: id) {
            self.init(rule)
        } else {
            return nil
        }
    }

    /// The catalog's spec rules, in its order.
    public static var specRules: [RuleDocument] { RuleCatalog.all.map(RuleDocument.init) }

    /// Every id: the spec rules, the registry checks, the Figma notes, the run's own.
    public static var all: [RuleDocument] {
        specRules + RegistryRule.allCases.map(RuleDocument.init) + FigmaNote.allCases.map(RuleDocument.init)
            + RunRule.allCases.map(RuleDocument.init)
    }
}
