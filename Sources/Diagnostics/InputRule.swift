/// The ids of the problems that stop a file (or the run) whatever the rules say: an input that
/// cannot be read or used, a configuration with errors, an output that cannot be written.
/// Every reader reports these ids; they exit 2 and no config turns them off. Each is one file in
/// `InputRules/` (a static member, so a reader writes `.invalidJSON`); `swift run
/// generate-rules` lists them.
public struct InputRule: Hashable, Sendable {
    public let id: String
    /// Its place in `tokenlint rules`, docs/rules.md and SARIF's rule list.
    let catalogOrder: Int
    public let kind: RuleKind
    public let summary: String
    public let rationale: String
    public let source: String

    /// Every input and config error, in catalog order.
    public static let allCases: [InputRule] = generatedRules.sorted { $0.catalogOrder < $1.catalogOrder }

    private static let ids = Set(allCases.map(\.id))

    /// The rule with the id; nil for any other id.
    public init?(rawValue id: String) {
        guard let rule = Self.allCases.first(where: { $0.id == id }) else { return nil }
        self = rule
    }

    /// `rationale` is the summary unless it says more.
    init(id: String, catalogOrder: Int, kind: RuleKind = .input, summary: String, rationale: String? = nil, source: String) {
        self.id = id
        self.catalogOrder = catalogOrder
        self.kind = kind
        self.summary = summary
        self.rationale = rationale ?? summary
        self.source = source
    }

    /// Whether findings of `rule` mean an input could not be used (exit 2, never configured,
    /// never in a baseline).
    public static func isInputError(_ rule: String) -> Bool { ids.contains(rule) }

    public var description: RuleDescription {
        RuleDescription(id: id, summary: summary, rationale: rationale, defaultSeverity: .error, source: source)
    }
}
