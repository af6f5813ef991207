import ColorScience
import Diagnostics
import Reporting

/// `tokens export --format android`: `res/values/colors.xml` (light), `res/values-night/
/// colors.xml` (dark, the `night` configuration qualifier) and `res/values/dimens.xml`
/// (dimensions in dp, text sizes in sp), written through libxml2's writer.
///
/// Resource names are `[a-z0-9_]` and start with a letter ("Resource names … must be valid
/// Java identifiers"; Android's resource merger accepts lower case, digits and `_`); colors are
/// `#AARRGGBB` (Android "Color" resource: `#RGB`, `#ARGB`, `#RRGGBB` or `#AARRGGBB`). Android has
/// no resource qualifier for Increase Contrast, so the high-contrast variants are not exported.
struct AndroidExport {
    let tokens: PlatformTokens
    let source: String

    func files() throws -> [(path: String, contents: String)] {
        var colorNames = ExportNames(.snake)
        let names = tokens.colors.map { colorNames.name($0.path) }
        var dimenNames = ExportNames(.snake)
        var dimens = tokens.dimensions.map { dimen(dimenNames.name($0.path), "\(NumberText.format($0.points, places: 2))dp") }
        for token in tokens.textStyles {
            guard let points = token.typography.fontSize.points else { continue }
            dimens.append(dimen(dimenNames.name(token.path + ".size"), "\(NumberText.format(points, places: 2))sp"))
        }
        return [
            ("res/values/colors.xml", try resources(zip(names, tokens.colors).map { color($0, $1.value(.light)) })),
            ("res/values-night/colors.xml", try resources(zip(names, tokens.colors).map { color($0, $1.value(.dark)) })),
            ("res/values/dimens.xml", try resources(dimens)),
        ]
    }

    private func resources(_ children: [XMLTreeElement]) throws -> String {
        try XMLTreeElement("resources", children: children).document()
    }

    private func color(_ name: String, _ value: Color) -> XMLTreeElement {
        XMLTreeElement("color", attributes: [.init("name", name)], text: Self.argb(value))
    }

    private func dimen(_ name: String, _ value: String) -> XMLTreeElement {
        XMLTreeElement("dimen", attributes: [.init("name", name)], text: value)
    }

    /// `#AARRGGBB`, upper case, sRGB gamut-mapped.
    static func argb(_ color: Color) -> String {
        let rgba = color.sRGBInGamut
        let hex = rgba.hex6Uppercase.dropFirst()
        let alpha = Int((rgba.a.isFinite ? rgba.a.clamped(to: 0...1) : 1) * 255 + 0.5)
        let alphaHex = String(alpha, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 2 - alphaHex.count) + alphaHex + hex
    }
}
