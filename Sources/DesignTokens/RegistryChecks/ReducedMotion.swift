import Diagnostics

extension RegistryRule {
    public static let reducedMotion = RegistryRule(
        id: "resolver/reduced-motion", catalogOrder: 19, kind: .registry, defaultSeverity: .error,
        summary: "An explicit reduced-motion value in the registry (its reduced-motion context, or a token's $extensions[\"org.tokenlint\"].reducedMotion) must not move (scale, offset, edge, rotation, blur) or bounce (WCAG 2.3.3, HIG Reduce Motion).",
        source: "WCAG 2.2 SC 2.3.3 Animation from Interactions; Apple HIG Accessibility › Reduce Motion")
}
