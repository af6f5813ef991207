import DesignTokens
import Diagnostics

/// A rule's documentation as sections, the one model `tokenlint rules` (text),
/// `tokenlint rules --format markdown` (docs/rules.md) and `--format json` render, so the
/// formats cannot say different things. Spec rules, registry checks, the Figma reader's notes
/// and the input errors are all documented through it.
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
        /// What runs it and how a config changes it (registry checks and Figma notes; a spec
        /// rule's options say it).
        case usage(String)
    }

    public var id: RuleID
    public var sections: [Section]

    public var kind: RuleKind { id.kind }

    /// The one-line summary (every document starts with it).
    public var summary: String {
        guard case .summary(_, _, _, let text)? = sections.first else { return "" }
        return text
    }

    public init(_ rule: SpecRule) {
        let description = rule.description
        id = RuleID(description.id, kind: .spec)
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

    /// A registry check, Figma note or input or config error: its summary, its rationale when
    /// it says more, its source, and how it is run and configured.
    public init(_ entry: CatalogEntry) {
        id = entry.id
        sections = [.summary(defaultSetting: entry.defaultSeverity.rawValue, enabledByDefault: true, severity: entry.defaultSeverity,
                             text: entry.summary)]
        if entry.rationale != entry.summary { sections.append(.rationale(entry.rationale)) }
        if !entry.source.isEmpty { sections.append(.source(entry.source)) }
        switch entry.kind {
        case .registry:
            sections.append(.usage("Run by `tokenlint tokens check` and before `tokenlint lint`; .tokenlint.yml `rules: {\(entry.id): off}` (or a severity) configures it."))
        case .figma, .spec:
            sections.append(.usage(".tokenlint.yml `rules: {\(entry.id): off}` (or a severity) configures it."))
        case .input, .config:
            sections.append(.usage("Not configurable: `rules:` in .tokenlint.yml does not turn it off; the file (or the run) exits 2."))
        }
    }

    private init(id: RuleID, sections: [Section]) {
        self.id = id
        self.sections = sections
    }

    /// The one passing check a clean registry reports, so JUnit and SARIF list it.
    public static let registryPassed = RuleDocument(id: RuleID("tokens/check", kind: .registry), sections: [
        .summary(defaultSetting: "pass", enabledByDefault: true, severity: .error,
                 text: "The registry passed every registry check: the one passing check a clean registry reports, so JUnit and SARIF list it."),
        .usage("Reported by `tokenlint tokens check` and `tokenlint lint` (in their reports) for a registry with no findings."),
    ])

    /// The document for a catalogued id; nil for an id no catalog of its kind lists.
    public init?(id: RuleID) {
        guard let document = Self.byID[id.rawValue], document.id == id else { return nil }
        self = document
    }

    /// Every document by its id's text: one table for `RuleID(text)` and `init?(id:)`, built
    /// from `all`, so an id is found exactly where `tokenlint rules` lists it. Ids are unique
    /// across kinds (`RuleIdTests`); the first listed would win.
    static let byID = Dictionary(all.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })

    /// The catalog's spec rules, in its order.
    public static var specRules: [RuleDocument] { RuleCatalog.all.map(RuleDocument.init) }

    /// Every id: the spec rules, the registry checks and their passing check, the Figma
    /// notes, the input and configuration errors.
    public static var all: [RuleDocument] {
        specRules + CatalogEntry.registryChecks.map(RuleDocument.init) + [registryPassed] + CatalogEntry.figmaNotes.map(RuleDocument.init)
            + CatalogEntry.inputErrors.map(RuleDocument.init)
    }
}
