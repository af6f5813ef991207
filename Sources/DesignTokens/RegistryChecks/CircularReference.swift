import Diagnostics

extension RegistryRule {
    public static let circularReference = RegistryRule(
        id: "dtcg/circular-reference", catalogOrder: 6, kind: .registry, defaultSeverity: .error,
        summary: "Aliases, $ref and $extends must not form a cycle; every token on the cycle is reported (DTCG Format §7.2.3).",
        source: "DTCG Format 2025.10",
        passing: [#"{ "color": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "text": { "$value": "{color.ink}" } } }"#],
        failing: [#"{ "color": { "$type": "color", "ink": { "$value": "{color.text}" }, "text": { "$value": "{color.ink}" } } }"#])
}
