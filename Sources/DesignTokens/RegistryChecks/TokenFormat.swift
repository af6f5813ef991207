import Diagnostics

extension RegistryRule {
    public static let tokenFormat = RegistryRule(
        id: "input/token-format", catalogOrder: 22, kind: .registry, defaultSeverity: .info,
        summary: "A registry not in DTCG 2025.10 is read by its content (Tokens Studio, legacy Style Dictionary, a saved Figma variables REST response): one info says which reading was used and what it found (and one names a Figma file's library variables).",
        source: "Tokens Studio's JSON format, Style Dictionary's legacy format, Figma's variables REST API (docs/tokens.md, \"Other token formats\")")
}
