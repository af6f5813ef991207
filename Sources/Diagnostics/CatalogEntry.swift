/// A catalogued id that is not a spec rule: a registry check (`RegistryRule`), a note of the
/// Figma reader on a file itself (`FigmaNote`), or a problem that stops a file or the run
/// whatever the rules say (`InputRule`: an input that cannot be read or used, a configuration
/// with errors, an output that cannot be written; exit 2, and no config turns it off). Each is
/// one file, a static member, in `RegistryChecks/` (DesignTokens), `FigmaNotes/` or
/// `InputRules/`, so the code that reports it writes `.invalidName`; `swift run
/// generate-rules` lists them. Their ids share one namespace with the spec rules: a config's
/// `rules:` entry, `tokenlint rules ID` and SARIF's rule list each name exactly one.
public struct CatalogEntry: Hashable, Sendable {
    /// The id its findings carry, of the entry's kind.
    public let id: RuleID
    /// Its place in `tokenlint rules`, docs/rules.md and SARIF's rule list, among its kind.
    let catalogOrder: Int
    public var kind: RuleKind { id.kind }
    /// The severity its findings have unless a config's `rules:` changes it (input and config
    /// errors: always).
    public let defaultSeverity: Severity
    public let summary: String
    public let rationale: String
    public let source: String
    /// A registry check's `*.tokens.json` registries that pass it and that fail it, each run by
    /// a generated test; none where showing the check takes a resolver, a folder or a flag.
    public let passing: [String]
    public let failing: [String]

    /// `rationale` is the summary unless it says more.
    package init(id: String, catalogOrder: Int, kind: RuleKind, defaultSeverity: Severity = .error, summary: String, rationale: String? = nil,
         source: String, passing: [String] = [], failing: [String] = []) {
        self.id = RuleID(id, kind: kind)
        self.catalogOrder = catalogOrder
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale ?? summary
        self.source = source
        self.passing = passing
        self.failing = failing
    }

    /// For `tokenlint rules` and SARIF's `tool.driver.rules`.
    public var description: RuleDescription {
        RuleDescription(id: id.rawValue, summary: summary, rationale: rationale, defaultSeverity: defaultSeverity, source: source)
    }

    package static func inCatalogOrder(_ entries: [CatalogEntry]) -> [CatalogEntry] {
        entries.sorted { $0.catalogOrder < $1.catalogOrder }
    }
}

/// The names the entries of each kind are declared and reported under.
public typealias FigmaNote = CatalogEntry
public typealias InputRule = CatalogEntry
