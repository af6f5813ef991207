extension InputRule {
    public static let figmaNothingToLint = InputRule(
        id: "input/figma-nothing-to-lint", catalogOrder: 7, kind: .input,
        summary: "A Figma file from which no screen could be read is an input error.",
        rationale: "When every page is skipped, hidden or empty, a report without findings would read as a pass for a file that was not checked; the run exits 2 and the infos beside it say why each page was skipped.",
        source: "docs/figma.md, \"What is linted\"")
}
