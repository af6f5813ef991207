import Diagnostics

extension RegistryRule {
    public static let invalidValue = RegistryRule(
        id: "dtcg/invalid-value", catalogOrder: 4, kind: .registry, defaultSeverity: .error,
        summary: "A $value must have the shape its type defines in DTCG 2025.10 (units px/rem, ms/s; color objects; composite sub-values).",
        source: "DTCG Format 2025.10",
        passing: [#"{ "gap": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } }"#],
        failing: [#"{ "gap": { "$type": "dimension", "$value": { "value": 16, "unit": "pt" } } }"#])
}
