import Diagnostics

extension RegistryRule {
    public static let typeMismatch = RegistryRule(
        id: "dtcg/type-mismatch", catalogOrder: 7, kind: .registry, defaultSeverity: .error,
        summary: "An alias must point at a token of the expected type (DTCG Format §7.4, Resolver §6.3).",
        source: "DTCG Format 2025.10")
}
