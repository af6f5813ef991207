import Diagnostics

extension RegistryRule {
    public static let emptyGroup = RegistryRule(
        id: "dtcg/empty-group", catalogOrder: 9, defaultSeverity: .warning,
        source: "DTCG Format 2025.10",
        summary: "An object with no $value and no children looks like a token missing its $value (DTCG Format §6.5).")
}
