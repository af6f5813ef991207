import Diagnostics

extension RegistryRule {
    public static let unresolvedReference = RegistryRule(
        id: "dtcg/unresolved-reference", catalogOrder: 5, defaultSeverity: .error,
        source: "DTCG Format 2025.10",
        summary: "An alias or JSON Pointer $ref must point at something that exists; curly-brace aliases must point at tokens, not groups (DTCG Format §7).")
}
