import Diagnostics

extension RegistryRule {
    public static let emptyGroup = RegistryRule(
        id: "dtcg/empty-group", catalogOrder: 9, kind: .registry, defaultSeverity: .warning,
        summary: "An object with no $value and no children looks like a token missing its $value (DTCG Format §6.5).",
        source: "DTCG Format 2025.10")
}
