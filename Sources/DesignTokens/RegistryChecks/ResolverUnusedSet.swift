import Diagnostics

extension RegistryRule {
    public static let resolverUnusedSet = RegistryRule(
        id: "resolver/unused-set", catalogOrder: 16, kind: .registry, defaultSeverity: .warning,
        summary: "A set that resolutionOrder never uses contributes no tokens.",
        source: "DTCG Resolver module 2025.10")
}
