import Diagnostics

extension RegistryRule {
    public static let foreignType = RegistryRule(
        id: "dtcg/foreign-type", catalogOrder: 23, kind: .registry, defaultSeverity: .info,
        summary: "Tokens of a type DTCG lacks (Tokens Studio's composition, textCase, asset, …), or whose value has no DTCG form (several values, a radial or conic gradient), are left out of the registry, with one info per file.",
        source: "Tokens Studio's JSON format, Style Dictionary's legacy format, Figma's variables REST API (docs/tokens.md, \"Other token formats\")")
}
