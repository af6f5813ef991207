import Diagnostics

extension RegistryRule {
    public static let invalidSpring = RegistryRule(
        id: "motion/invalid-spring", catalogOrder: 18, kind: .registry, defaultSeverity: .error,
        summary: "A spring needs exactly one parametrization with response/duration > 0, mass > 0 and damping ≥ 0 (docs/tokens.md, \"spring\").",
        source: "tokenlint's spring token type")
}
