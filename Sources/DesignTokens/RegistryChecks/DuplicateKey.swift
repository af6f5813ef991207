import Diagnostics

extension RegistryRule {
    public static let duplicateKey = RegistryRule(
        id: "dtcg/duplicate-key", catalogOrder: 11, kind: .registry, defaultSeverity: .warning,
        summary: "A key repeats in one JSON object; the last one wins (RFC 8259 leaves this undefined).",
        source: "RFC 8259 §4",
        passing: [#"{ "color": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "text": { "$value": "{color.ink}" } } }"#],
        failing: [#"{ "color": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#])
}
