import Diagnostics

/// What the Figma reader reports about a file itself (not about the design): ids in the one
/// rule namespace, so `tokenlint rules`, a config's `rules:` and SARIF's rule list know them.
public enum FigmaNote: String, CaseIterable, Sendable {
    case skipped = "figma/skipped"
    case variables = "figma/variables"
    case notFigma = "input/not-figma"

    public var id: String { rawValue }

    /// A file that is not a Figma response cannot be read, whatever the config says.
    public var isInputError: Bool { self == .notFigma }

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
        case .notFigma:
            RuleDescription(
                id: id, summary: "A `*.figma.json` file must be a saved Figma REST response.",
                rationale: "Valid JSON with neither `document` (GET /v1/files/:key) nor `nodes` (GET /v1/files/:key/nodes) is not a Figma file; it is an input error (exit 2) and every other file is still linted.",
                defaultSeverity: .error, source: "Figma REST API, GET /v1/files/:key and /nodes")
        }
    }
}
