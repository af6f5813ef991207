import Diagnostics

extension RegistryRule {
    public static let resolverInvalid = RegistryRule(
        id: "resolver/invalid-document", catalogOrder: 12, kind: .registry, defaultSeverity: .error,
        summary: "The resolver document does not follow the DTCG Resolver module 2025.10 (version, sets, modifiers, resolutionOrder).",
        source: "DTCG Resolver module 2025.10")
}
