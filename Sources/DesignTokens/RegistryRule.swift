import Diagnostics

/// A finding `tokens check` (and `lint`, before it lints) can report about a registry. Each
/// check is one file in `RegistryChecks/` (a static member, so the code that reports it writes
/// `.invalidName`); `swift run generate-rules` lists them. docs/rules.md, "Registry checks"; the
/// resolver messages are those the Resolver module prescribes. Their ids share one namespace
/// with the spec rules (`RuleCatalog.descriptions`): a config's `rules:` entry, `tokenlint rules
/// ID` and SARIF's rule list each name exactly one check.
public struct RegistryRule: Hashable, Sendable {
    public let id: String
    /// Its place in `tokenlint rules`, docs/rules.md and SARIF's rule list.
    let catalogOrder: Int
    /// The severity its findings have unless a config's `rules:` changes it.
    public let defaultSeverity: Severity
    /// Where the check comes from.
    public let source: String
    public let summary: String
    /// `*.tokens.json` registries that pass the check and that fail it, each run by a generated
    /// test; none where showing the check takes a resolver, a folder or a flag.
    public let passing: [String]
    public let failing: [String]

    /// Every check, in catalog order.
    public static let allCases: [RegistryRule] = generatedChecks.sorted { $0.catalogOrder < $1.catalogOrder }

    /// The check with the id; nil for any other id.
    public init?(id: String) {
        guard let check = Self.allCases.first(where: { $0.id == id }) else { return nil }
        self = check
    }

    init(id: String, catalogOrder: Int, defaultSeverity: Severity, source: String, summary: String, passing: [String] = [], failing: [String] = []) {
        self.id = id
        self.catalogOrder = catalogOrder
        self.defaultSeverity = defaultSeverity
        self.source = source
        self.summary = summary
        self.passing = passing
        self.failing = failing
    }

    /// For `tokenlint rules` and SARIF's `tool.driver.rules`.
    public var description: RuleDescription {
        RuleDescription(id: id, summary: summary, rationale: summary, defaultSeverity: defaultSeverity, source: source)
    }
}
