/// What a context's (or a Figma mode's) name says about the accessibility setting it stands
/// for. Names are matched loosely: case, spaces, `-` and `_` ignored, so Figma's "Light High
/// Contrast", Apple's `light_ax` and the Resolver spec's `lightHighContrast` all read alike.
public enum ContextNames {
    /// Lowercased, without spaces, `-` and `_`.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    /// "dark", "Dark High Contrast", "darkMode".
    public static func meansDark(_ name: String) -> Bool { normalized(name).contains("dark") }

    /// "light", "Light High Contrast".
    public static func meansLight(_ name: String) -> Bool { normalized(name).contains("light") }

    /// Increase Contrast on: the built-in `increased`, Apple's `light_ax`, "High Contrast",
    /// `lightHighContrast`, "more", Tokens Studio themes' "Light HC".
    public static func meansIncreasedContrast(_ name: String) -> Bool {
        let lowered = name.lowercased()
        let squeezed = normalized(name)
        return squeezed == "increased" || squeezed == "high" || squeezed == "more" || lowered.hasSuffix("_ax") || lowered.hasSuffix("-ax")
            || squeezed.contains("highcontrast") || squeezed.contains("increased")
            || lowered.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains("hc")
    }

    /// Reduce Motion on: "reduced", "Reduced motion", "reduce motion".
    public static func meansReducedMotion(_ name: String) -> Bool {
        let squeezed = normalized(name)
        return squeezed.contains("reducedmotion") || squeezed.contains("reducemotion")
    }
}

/// The accessibility role a Figma collection's modes play, from their names
/// (docs/figma-variables.md): /dark/ or /light/ → appearance (contrast folded in when some modes
/// also say high contrast), /high contrast|increased/ alone → contrast, /reduced? motion/ → motion.
/// A config's `contexts:` overrides what is read here.
enum FigmaModeRoles {
    static func role(of modes: [String]) -> String? {
        if modes.contains(where: { ContextNames.meansDark($0) || ContextNames.meansLight($0) }) { return "appearance" }
        if modes.contains(where: ContextNames.meansIncreasedContrast) { return "contrast" }
        if modes.contains(where: ContextNames.meansReducedMotion) { return "motion" }
        return nil
    }

    /// Standard before increased contrast, light before dark, full before reduced motion, else
    /// as exported: the first is the default context, as Figma's first mode usually is.
    static func ordered(_ modes: [String]) -> [String] {
        modes.enumerated().sorted { lhs, rhs in
            func rank(_ name: String) -> (Int, Int, Int) {
                (ContextNames.meansIncreasedContrast(name) ? 1 : 0, ContextNames.meansDark(name) ? 1 : 0, ContextNames.meansReducedMotion(name) ? 1 : 0)
            }
            let (l, r) = (rank(lhs.element), rank(rhs.element))
            return l != r ? l < r : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
