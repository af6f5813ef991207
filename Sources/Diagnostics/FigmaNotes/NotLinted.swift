extension FigmaNote {
    public static let notLinted = FigmaNote(
        id: "figma/not-linted", catalogOrder: 3, kind: .figma, defaultSeverity: .info,
        summary: "Pages and boards of a Figma file that are not shipped UI are named, one info each.",
        rationale: "Real files hold cover, archive and documentation pages, hidden and faded boards, whiteboard notes and work not yet ready for development: linting them as the product buried the real findings. They are skipped, and each skipped page, section, group or board gets this info with the reason, so a clean report is never a file that was not read (docs/figma.md, \"What is linted\"; `figma: {skipPages, readyForDevOnly}` changes what is skipped).",
        source: "docs/figma.md, \"What is linted\"")
}
