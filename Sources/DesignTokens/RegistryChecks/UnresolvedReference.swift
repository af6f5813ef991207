import Diagnostics

extension RegistryRule {
    public static let unresolvedReference = RegistryRule(
        id: "dtcg/unresolved-reference", catalogOrder: 5, kind: .registry, defaultSeverity: .error,
        summary: "An alias or JSON Pointer $ref must point at something that exists; curly-brace aliases must point at tokens, not groups (DTCG Format §7).",
        source: "DTCG Format 2025.10",
        passing: [#"{ "color": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "text": { "$value": "{color.ink}" } } }"#],
        failing: [#"{ "color": { "$type": "color", "text": { "$value": "{color.ink}" } } }"#])
}
