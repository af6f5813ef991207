extension InputRule {
    public static let foreignTokens = InputRule(
        id: "input/foreign-tokens", catalogOrder: 9, kind: .input,
        summary: "A Tokens Studio registry must be readable as one: $metadata.json's tokenSetOrder names the sets, $themes.json's themes select sets that exist, with the status enabled, source or disabled, each theme once in its group; a saved Figma variables response needs named collections with modes and named variables.",
        source: "Tokens Studio's JSON format; Figma's variables REST API (docs/tokens.md, \"Other token formats\")")
}
