import Diagnostics

extension RegistryRule {
    public static let valueAndChildren = RegistryRule(
        id: "dtcg/value-and-children", catalogOrder: 2, kind: .registry, defaultSeverity: .error,
        summary: "An object with $value is a token and must not also have children (DTCG Format §6.1: tools MUST report this).",
        source: "DTCG Format 2025.10",
        passing: [#"{ "color": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "text": { "$value": "{color.ink}" } } }"#],
        failing: [#"{ "color": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] }, "dark": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } } }"#])
}
