/// What the Figma reader reports about a file itself (not about the design): ids in the one
/// rule namespace, so `tokenlint rules`, a config's `rules:` and SARIF's rule list know them.
/// Here, beside `InputRule`, so the catalog lists them without depending on the reader.
public enum FigmaNote: String, CaseIterable, Sendable {
    case skipped = "figma/skipped"
    case variables = "figma/variables"
    case notLinted = "figma/not-linted"
    case byContent = "figma/by-content"

    public var id: String { rawValue }

    public var description: RuleDescription {
        switch self {
        case .skipped:
            RuleDescription(
                id: id, summary: "Parts of a Figma file the reader cannot judge are named, once per file.",
                rationale: "Unknown node types, paints and effects, an instance inside its own component, a missing component and absurd sizes are skipped, never guessed at; the info says what was skipped so a clean report is not mistaken for a complete one (docs/figma.md).",
                defaultSeverity: .info, source: "docs/figma.md, \"What a Figma file cannot tell\"")
        case .variables:
            RuleDescription(
                id: id, summary: "Colors bound to Figma variables were checked in the file's current mode only.",
                rationale: "A Figma file holds the values of its variables in the mode it was saved in. Load the variables as a registry (`--tokens DIR` with Figma's DTCG export) and each bound color becomes a token reference checked in every mode (light/dark, increased contrast); without one, this info says once per file that only one mode was checked (docs/figma-variables.md).",
                defaultSeverity: .info, source: "docs/figma.md, \"Variables\"")
        case .notLinted:
            RuleDescription(
                id: id, summary: "Pages and boards of a Figma file that are not shipped UI are named, one info each.",
                rationale: "Real files hold cover, archive and documentation pages, hidden and faded boards, whiteboard notes and work not yet ready for development: linting them as the product buried the real findings. They are skipped, and each skipped page, section, group or board gets this info with the reason, so a clean report is never a file that was not read (docs/figma.md, \"What is linted\"; `figma: {skipPages, readyForDevOnly}` changes what is skipped).",
                defaultSeverity: .info, source: "docs/figma.md, \"What is linted\"")
        case .byContent:
            RuleDescription(
                id: id, summary: "A JSON file given by name that holds a Figma response is read as one, with this info.",
                rationale: "A saved Figma response named `design.json` is read as Figma, not as a spec file (which gave a dozen confusing spec errors); the info suggests the `*.figma.json` name, the only one folders are searched for.",
                defaultSeverity: .info, source: "docs/figma.md, \"Fetching the JSON\"")
        }
    }
}
