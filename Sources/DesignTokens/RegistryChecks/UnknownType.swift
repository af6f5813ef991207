import Diagnostics

extension RegistryRule {
    public static let unknownType = RegistryRule(
        id: "dtcg/unknown-type", catalogOrder: 3, kind: .registry, defaultSeverity: .error,
        summary: "A token's $type must be one of the 13 DTCG types (or tokenlint's spring, motion), and every token must have a type: its own, its alias target's, or its group's. Tools MUST NOT guess (DTCG Format §5.2.2).",
        source: "DTCG Format 2025.10",
        passing: [#"{ "color": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "text": { "$value": "{color.ink}" } } }"#],
        failing: [#"{ "color": { "ink": { "$type": "colour", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#])
}
