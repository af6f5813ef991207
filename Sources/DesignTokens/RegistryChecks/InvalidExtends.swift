import Diagnostics

extension RegistryRule {
    public static let invalidExtends = RegistryRule(
        id: "dtcg/invalid-extends", catalogOrder: 8, kind: .registry, defaultSeverity: .error,
        summary: "$extends must name a group that exists, must not name a token, and must not form a cycle (DTCG Format §6.4.6).",
        source: "DTCG Format 2025.10")
}
