import Diagnostics

/// What the Figma reader reports about a file itself (not about the design): ids in the one
/// rule namespace, so `tokenlint rules`, a config's `rules:` and SARIF's rule list know them.
public enum FigmaNote: String, CaseIterable, Sendable {
    case skipped = "figma/skipped"
    case variables = "figma/variables"
    case notLinted = "figma/not-linted"
    case byContent = "figma/by-content"
    case notFigma = "input/not-figma"
    case brokenSave = "input/figma-broken-save"
    case nothingToLint = "input/figma-nothing-to-lint"

    public var id: String { rawValue }

    /// A file that is not a Figma response cannot be read, whatever the config says.
    public var isInputError: Bool { self == .notFigma || self == .brokenSave || self == .nothingToLint }

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
        case .brokenSave:
            RuleDescription(
                id: id, summary: "A Figma file damaged on its way to disk (nodes cut into strings, UTF-16) is named as such.",
                rationale: "PowerShell's `ConvertTo-Json` cuts objects deeper than its `-Depth` (2 by default) into strings such as `@{id=1:2; name=Frame}` or `System.Object[]`, and Windows PowerShell 5 writes `>` redirections as UTF-16: the file parses, or nearly, but holds no design. It is an input error (exit 2) that names the cause and the fix (`ConvertTo-Json -Depth 100`, `Out-File -Encoding utf8`, or save with `curl -o`).",
                defaultSeverity: .error, source: "PowerShell ConvertTo-Json -Depth; Figma REST API")
        case .nothingToLint:
            RuleDescription(
                id: id, summary: "A Figma file from which no screen could be read is an input error.",
                rationale: "When every page is skipped, hidden or empty, a report without findings would read as a pass for a file that was not checked; the run exits 2 and the infos beside it say why each page was skipped.",
                defaultSeverity: .error, source: "docs/figma.md, \"What is linted\"")
        case .notFigma:
            RuleDescription(
                id: id, summary: "A `*.figma.json` file must be a saved Figma REST response.",
                rationale: "Valid JSON with neither `document` (GET /v1/files/:key) nor `nodes` (GET /v1/files/:key/nodes) is not a Figma file; it is an input error (exit 2) and every other file is still linted.",
                defaultSeverity: .error, source: "Figma REST API, GET /v1/files/:key and /nodes")
        }
    }
}
