import Diagnostics

extension RegistryRule {
    public static let resolverInvalidReference = RegistryRule(
        id: "resolver/invalid-reference", catalogOrder: 13, kind: .registry, defaultSeverity: .error,
        summary: "A resolver reference object must point at something that exists, not at a modifier from a set or modifier, nor into resolutionOrder (Resolver §4.2.1).",
        source: "DTCG Resolver module 2025.10")
}
