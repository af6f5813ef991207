extension InputRule {
    public static let configInvalid = InputRule(
        id: "config/invalid", catalogOrder: 1, kind: .config,
        summary: "The configuration (.tokenlint.yml or --config) has an unknown key, a value of the wrong type, or an unknown rule, profile or context; the run reports each problem at its position, applies the rest, and exits 2.",
        source: "docs/schemas/tokenlint-config.schema.json")
}
