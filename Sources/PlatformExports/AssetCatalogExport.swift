import ColorScience

/// `tokens export --format xcassets`: `Colors.xcassets/NAME.colorset/Contents.json` per color
/// token, with the any/dark appearances and the high-contrast variants.
///
/// The JSON follows the shape Xcode writes (Apple, "Asset Catalog Format Reference › Color
/// Sets" / "Named Color Type"; taken from memory of that reference and of Xcode-written files,
/// no network here): `colors` is an array of `{idiom, color, appearances?}`; `color` is
/// `{"color-space": "srgb" | "display-p3", "components": {red, green, blue, alpha}}` with
/// components as strings with three decimals ("0.478"); an appearance is
/// `{"appearance": "luminosity", "value": "dark"}` or `{"appearance": "contrast", "value":
/// "high"}`; `info` is `{"author": "xcode", "version": 1}`. Keys sorted and `" : "` between key
/// and value, two-space indentation, as Xcode formats it, so a catalog edited in Xcode later
/// shows a small diff.
struct AssetCatalogExport {
    let tokens: PlatformTokens

    static let folder = "Colors.xcassets"

    /// Relative path → contents.
    func files() -> [(path: String, contents: String)] {
        var files = [(path: "\(Self.folder)/Contents.json", contents: "{\n\(Self.infoField)\n}\n")]
        for (token, name) in zip(tokens.colors, SwiftExport.assetNames(tokens.colors)) {
            files.append((path: "\(Self.folder)/\(name).colorset/Contents.json", contents: colorset(token)))
        }
        return files
    }

    /// Xcode's order: any, dark, then the same two with high contrast.
    static let entries: [(variant: PlatformTokens.Variant, appearances: [(String, String)])] = [
        (.light, []),
        (.dark, [("luminosity", "dark")]),
        (.lightIncreased, [("contrast", "high")]),
        (.darkIncreased, [("luminosity", "dark"), ("contrast", "high")]),
    ]

    func colorset(_ token: PlatformTokens.ColorToken) -> String {
        let colors = Self.entries.map { entry in
            var fields: [String] = []
            if !entry.appearances.isEmpty {
                let items = entry.appearances.map { "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }" }
                fields.append("      \"appearances\" : [\n\(items.joined(separator: ",\n"))\n      ]")
            }
            fields.append("      \"color\" : \(Self.color(token.value(entry.variant)))")
            fields.append("      \"idiom\" : \"universal\"")
            return "    {\n\(fields.joined(separator: ",\n"))\n    }"
        }
        return "{\n  \"colors\" : [\n\(colors.joined(separator: ",\n"))\n  ],\n\(Self.infoField)\n}\n"
    }

    /// A color in sRGB (gamut-mapped), or in Display P3 when the token is written in P3.
    static func color(_ color: Color) -> String {
        let space: String
        let rgba: RGBA
        if color.space == .displayP3 {
            space = "display-p3"
            let p3 = color.gamutMapped(to: .displayP3)
            rgba = RGBA(r: p3.components[0] ?? 0, g: p3.components[1] ?? 0, b: p3.components[2] ?? 0, a: p3.alpha)
        } else {
            space = "srgb"
            rgba = color.sRGBInGamut
        }
        let components = [("alpha", rgba.a), ("blue", rgba.b), ("green", rgba.g), ("red", rgba.r)]
            .map { "          \"\($0.0)\" : \"\(component($0.1))\"" }
        return "{\n        \"color-space\" : \"\(space)\",\n        \"components\" : {\n\(components.joined(separator: ",\n"))\n        }\n      }"
    }

    /// "0.000" … "1.000": Xcode's floating-point component form.
    static func component(_ value: Double) -> String {
        let clamped = value.isFinite ? value.clamped(to: 0...1) : 0
        let thousandths = Int((clamped * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// `"info" : {"author" : "xcode", "version" : 1}` as a field of a top-level object.
    static let infoField = "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }"
}
