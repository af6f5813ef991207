import Diagnostics

extension RegistryRule {
    public static let typeMismatch = RegistryRule(
        id: "dtcg/type-mismatch", catalogOrder: 7, defaultSeverity: .error,
        source: "DTCG Format 2025.10",
        summary: "An alias must point at a token of the expected type (DTCG Format §7.4, Resolver §6.3).")
}
