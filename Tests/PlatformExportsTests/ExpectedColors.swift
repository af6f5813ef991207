import ColorScience
import DesignTokens
import Diagnostics

/// The colors an export must carry, resolved here with explicit contexts (not through the
/// exporter's own role detection): the built-in registry's `appearance` light/dark and
/// `contrast` standard/increased, Figma SDS's `theme` light/dark (it has no contrast modes, so
/// its high-contrast variants are its standard ones).
enum ExpectedColors {
    struct Variant: Hashable {
        var dark: Bool
        var increased: Bool
    }

    static let variants = [Variant(dark: false, increased: false), Variant(dark: true, increased: false),
                           Variant(dark: false, increased: true), Variant(dark: true, increased: true)]

    /// path → variant → sRGB (gamut-mapped), in token order.
    static func colors(_ registry: Registry) -> [(path: String, values: [Variant: RGBA])] {
        var result: [String: [Variant: RGBA]] = [:]
        var order: [String] = []
        for variant in variants {
            var choice = registry.defaultChoice
            for (index, item) in choice.enumerated() {
                switch item.modifier {
                case "appearance", "theme": choice[index].context = variant.dark ? "dark" : "light"
                case "contrast": choice[index].context = variant.increased ? "increased" : "standard"
                default: break
                }
            }
            for (path, token) in registry.resolve(choice).tokens.tokens {
                guard case .color(let color) = token.value else { continue }
                if result[path] == nil { order.append(path) }
                result[path, default: [:]][variant] = color.sRGBInGamut
            }
        }
        return order.map { ($0, result[$0] ?? [:]) }
    }

    /// Within 1/255 per channel (issue 15: "every exported color round-trips within 1/255").
    static func close(_ a: RGBA, _ b: RGBA) -> Bool {
        let limit = 1.0 / 255 + 1e-9
        return abs(a.r - b.r) <= limit && abs(a.g - b.g) <= limit && abs(a.b - b.b) <= limit && abs(a.a - b.a) <= limit
    }
}
