import DesignSpec

/// Contrast ratios and colors as messages show them.
enum RatioText {
    /// 2 decimals (4.02), never used for the verdict.
    static func ratio(_ x: Double) -> String { NumberFormat.short(x, places: 2) }

    /// A ratio compared with `required`, shown so a failing one never reads as reaching it:
    /// 4.4989 against 4.5 is "4.49", not "4.5" ("4.5:1 is below 4.5:1").
    static func ratio(_ x: Double, below required: Double) -> String {
        let shown = ratio(x)
        // The value `shown` reads as (what NumberText rounds to), without parsing it back.
        let rounded = (x * 100).rounded() / 100
        guard x < required, rounded >= required else { return shown }
        return NumberFormat.short((x * 100).rounded(.down) / 100, places: 2)
    }
}

extension ColorReference {
    /// How the color was written: `{color.secondaryLabel}`, `#007AFF`.
    var describe: String {
        func text(_ spec: ColorSpec) -> String {
            switch spec {
            case .token(let path): "{\(path)}"
            case .literal(let color): color.sRGBInGamut.hexUppercase
            case .withOpacity(let inner, let opacity): "\(text(inner)) at \(NumberFormat.short(opacity * 100))%"
            case .appearances(let colors): "'\(colors.name)'"
            }
        }
        return text(spec)
    }

    /// The token path when the color is a plain token reference (not a literal, not a token at
    /// an opacity): only such a color can take an increased-contrast variant in the registry.
    var tokenPath: String? {
        if case .token(let path) = spec { path } else { nil }
    }
}
