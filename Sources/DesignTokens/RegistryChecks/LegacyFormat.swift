import Diagnostics

extension RegistryRule {
    public static let legacyFormat = RegistryRule(
        id: "dtcg/legacy-format", catalogOrder: 10, kind: .registry, defaultSeverity: .warning,
        summary: "A pre-2025.10 value form (hex string colors, \"200ms\", \"16px\", em units, dimension line heights) accepted because of --legacy-format.",
        source: "DTCG Format 2025.10 (the pre-2025.10 forms it replaced)")
}
