import Diagnostics

extension RegistryRule {
    public static let resolverUnsafeName = RegistryRule(
        id: "resolver/unsafe-name", catalogOrder: 17, kind: .registry, defaultSeverity: .error,
        summary: "Modifier, context and set names must be safe file names (`tokens export --all` names its files after them): not empty, no '/' or '\\', not '.' or '..' nor starting with '.', no control characters.",
        source: "tokenlint: `tokens export --all` names its files after contexts")
}
