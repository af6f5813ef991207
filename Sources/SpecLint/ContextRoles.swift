import DesignTokens
import Diagnostics

/// Which of the registry's modifiers play the accessibility roles the rules depend on
/// (contrast depends on appearance × contrast, text/dynamic-type on Dynamic Type,
/// motion rules on the motion context). Taken from `.tokenlint.yml` `contexts:`, else from
/// the modifiers' `$extensions["org.tokenlint"].role`, else from common names.
public struct ContextRoles: Sendable {
    public struct Overrides: Sendable {
        public var appearance: String?
        public var increasedContrast: (modifier: String, contexts: [String])?
        public var dynamicType: String?
        public var motion: String?
        public init() {}
    }

    public var appearance: String?
    /// The modifier whose listed contexts mean "Increase Contrast on".
    public var increasedContrast: (modifier: String, contexts: Set<String>)?
    public var dynamicType: String?
    public var motion: MotionRole?

    static let appearanceNames = ["appearance", "theme", "colorscheme", "color-scheme", "mode"]
    static let contrastNames = ["contrast", "increasedcontrast", "highcontrast", "increased-contrast", "high-contrast"]
    static let dynamicTypeNames = ["dynamictype", "dynamic-type", "size", "textsize", "contentsize", "fontsize"]

    /// Contexts whose names say "increased contrast" (built-in `increased`, Apple's `light_ax`,
    /// the Resolver spec's `lightHighContrast`, Figma's "Light High Contrast" mode).
    static func meansIncreasedContrast(_ context: String) -> Bool { ContextNames.meansIncreasedContrast(context) }

    public static func detect(in modifiers: [Modifier], overrides: Overrides, configFile: String?) -> (ContextRoles, [Finding]) {
        var roles = ContextRoles()
        var findings: [Finding] = []
        func named(_ name: String, role: String) -> Modifier? {
            if let modifier = modifiers.first(where: { $0.name.lowercased() == name.lowercased() }) { return modifier }
            findings.append(Finding(
                rule: InputRule.configInvalid.id, severity: .error,
                location: configFile.map { SourceLocation(file: $0, line: 1, column: 1) },
                message: "contexts.\(role) names modifier '\(name)', which the registry does not have\(DidYouMean.hint(for: name, among: modifiers.map(\.name)))"
            ))
            return nil
        }
        func find(role: String, names: [String]) -> Modifier? {
            modifiers.first { $0.role?.lowercased() == role.lowercased() } ?? modifiers.first { names.contains($0.name.lowercased()) }
        }

        roles.appearance = (overrides.appearance.flatMap { named($0, role: "appearance") } ?? (overrides.appearance == nil ? find(role: "appearance", names: appearanceNames) : nil))?.name
        roles.dynamicType = (overrides.dynamicType.flatMap { named($0, role: "dynamicType") } ?? (overrides.dynamicType == nil ? find(role: "dynamicType", names: dynamicTypeNames) : nil))?.name

        if let (name, contexts) = overrides.increasedContrast {
            if let modifier = named(name, role: "increasedContrast") {
                let chosen = contexts.isEmpty ? modifier.contexts.filter(meansIncreasedContrast) : contexts
                for context in chosen where !modifier.contexts.contains(context) {
                    findings.append(Finding(rule: InputRule.configInvalid.id, severity: .error,
                                            location: configFile.map { SourceLocation(file: $0, line: 1, column: 1) },
                                            message: "contexts.increasedContrast: modifier '\(name)' has no context '\(context)'\(DidYouMean.hint(for: context, among: modifier.contexts))"))
                }
                roles.increasedContrast = (modifier.name, Set(chosen))
            }
        } else if let modifier = find(role: "contrast", names: contrastNames) {
            roles.increasedContrast = (modifier.name, Set(modifier.contexts.filter { $0 != modifier.defaultContext && meansIncreasedContrast($0) }))
        } else if let appearance = roles.appearance, let modifier = modifiers.first(where: { $0.name == appearance }) {
            // Apple's corpus folds contrast into the theme: light, light_ax, dark, dark_ax; so
            // does a Figma collection with Light, Dark, Light High Contrast, Dark High Contrast.
            let increased = modifier.contexts.filter(meansIncreasedContrast)
            if !increased.isEmpty { roles.increasedContrast = (modifier.name, Set(increased)) }
        }

        if let name = overrides.motion {
            if let modifier = named(name, role: "motion") {
                roles.motion = MotionRole(modifier: modifier, fallbackToLastContext: true)
            }
        } else {
            roles.motion = MotionRole.detect(in: modifiers)
        }
        return (roles, findings)
    }
}
