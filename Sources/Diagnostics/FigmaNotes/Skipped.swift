extension FigmaNote {
    public static let skipped = FigmaNote(
        id: "figma/skipped", catalogOrder: 1, kind: .figma, defaultSeverity: .info,
        summary: "Parts of a Figma file the reader cannot judge are named, once per file.",
        rationale: "Unknown node types, paints and effects, an instance inside its own component, a missing component and absurd sizes are skipped, never guessed at; the info says what was skipped so a clean report is not mistaken for a complete one (docs/figma.md).",
        source: "docs/figma.md, \"What a Figma file cannot tell\"")
}
