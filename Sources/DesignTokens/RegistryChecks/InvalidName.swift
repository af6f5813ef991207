import Diagnostics

extension RegistryRule {
    public static let invalidName = RegistryRule(
        id: "dtcg/invalid-name", catalogOrder: 1, kind: .registry, defaultSeverity: .error,
        summary: "Token and group names must not start with '$' or contain '{', '}' or '.' (DTCG Format §5.1.1); unknown '$' properties are names too.",
        source: "DTCG Format 2025.10",
        passing: [#"{ "color": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "text": { "$value": "{color.ink}" } } }"#],
        failing: [#"{ "color": { "$type": "color", "ink.dark": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#])
}
