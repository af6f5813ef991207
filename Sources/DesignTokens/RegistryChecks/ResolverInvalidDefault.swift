import Diagnostics

extension RegistryRule {
    public static let resolverInvalidDefault = RegistryRule(
        id: "resolver/invalid-default", catalogOrder: 14, kind: .registry, defaultSeverity: .error,
        summary: "A modifier's default must name one of its contexts (Resolver §4.1.5).",
        source: "DTCG Resolver module 2025.10")
}
