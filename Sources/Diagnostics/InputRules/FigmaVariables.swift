extension InputRule {
    public static let figmaVariables = InputRule(
        id: "input/figma-variables", catalogOrder: 8, kind: .input,
        summary: "A folder of Figma variable exports must hold one collection × mode per file: each with its mode in the root $extensions[\"com.figma.modeName\"], the modes of a collection exported together (the same variable ids), each mode once.",
        source: "Figma's native DTCG export of variables (docs/figma-variables.md)")
}
