extension FigmaNote {
    public static let byContent = FigmaNote(
        id: "figma/by-content", catalogOrder: 4, kind: .figma, defaultSeverity: .info,
        summary: "A JSON file given by name that holds a Figma response is read as one, with this info.",
        rationale: "A saved Figma response named `design.json` is read as Figma, not as a spec file (which gave a dozen confusing spec errors); the info suggests the `*.figma.json` name, the only one folders are searched for.",
        source: "docs/figma.md, \"Fetching the JSON\"")
}
