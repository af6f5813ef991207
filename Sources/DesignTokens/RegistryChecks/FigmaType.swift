import Diagnostics

extension RegistryRule {
    public static let figmaType = RegistryRule(
        id: "dtcg/figma-type", catalogOrder: 21, kind: .registry, defaultSeverity: .info,
        summary: "Figma string and boolean variables are not DTCG types: a folder of Figma variable exports keeps them under $extensions[\"org.tokenlint\"].figmaVariables, unchecked, with one info per file.",
        source: "Figma's native DTCG export of variables (docs/figma-variables.md)")
}
