import Diagnostics

/// A spec rule's documentation as sections, the one model `tokenlint rules` (text),
/// `tokenlint rules --format markdown` (docs/rules.md) and `--format json` render, so the
/// formats cannot say different things.
public struct RuleDocument: Sendable {
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
    }

    public var id: String
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

    /// The catalog's rules, in its order.
    public static var all: [RuleDocument] { RuleCatalog.all.map(RuleDocument.init) }
}
