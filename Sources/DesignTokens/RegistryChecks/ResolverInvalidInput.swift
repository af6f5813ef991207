import Diagnostics

extension RegistryRule {
    public static let resolverInvalidInput = RegistryRule(
        id: "resolver/invalid-input", catalogOrder: 15, kind: .registry, defaultSeverity: .error,
        summary: "Inputs must name known modifiers and valid contexts, as strings (Resolver §5, §6.1).",
        source: "DTCG Resolver module 2025.10")
}
