/// What the Figma reader reports about a file itself (not about the design), always as an info:
/// ids in the one rule namespace, so `tokenlint rules`, a config's `rules:` and SARIF's rule
/// list know them. Each note is one file in `FigmaNotes/` (a static member, so the reader writes
/// `.skipped`); `swift run generate-rules` lists them. Here, beside `InputRule`, so the catalog
/// lists them without depending on the reader.
public struct FigmaNote: Hashable, Sendable {
    public let id: String
    /// Its place in `tokenlint rules`, docs/rules.md and SARIF's rule list.
    let catalogOrder: Int
    public let summary: String
    public let rationale: String
    public let source: String

    /// Every note, in catalog order.
    public static let allCases: [FigmaNote] = generatedNotes.sorted { $0.catalogOrder < $1.catalogOrder }

    /// The note with the id; nil for any other id.
    public init?(id: String) {
        guard let note = Self.allCases.first(where: { $0.id == id }) else { return nil }
        self = note
    }

    init(id: String, catalogOrder: Int, summary: String, rationale: String, source: String) {
        self.id = id
        self.catalogOrder = catalogOrder
        self.summary = summary
        self.rationale = rationale
        self.source = source
    }

    public var description: RuleDescription {
        RuleDescription(id: id, summary: summary, rationale: rationale, defaultSeverity: .info, source: source)
    }
}
