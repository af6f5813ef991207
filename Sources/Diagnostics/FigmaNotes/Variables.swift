extension FigmaNote {
    public static let variables = FigmaNote(
        id: "figma/variables", catalogOrder: 2, kind: .figma, defaultSeverity: .info,
        summary: "Colors bound to Figma variables were checked in the file's current mode only.",
        rationale: "A Figma file holds the values of its variables in the mode it was saved in. Load the variables as a registry (`--tokens DIR` with Figma's DTCG export) and each bound color becomes a token reference checked in every mode (light/dark, increased contrast); without one, this info says once per file that only one mode was checked (docs/figma-variables.md).",
        source: "docs/figma.md, \"Variables\"")
}
