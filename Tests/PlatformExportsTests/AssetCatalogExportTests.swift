import ColorScience
import DesignTokens
import Foundation
import PlatformExports
import XCTest

/// `--format xcassets`: the JSON follows the shape of Apple's "Asset Catalog Format Reference"
/// (Color Sets › Contents.json; Named Color › color, components, appearances), written here as
/// explicit assertions since no schema is published:
///
/// > "colors": an array of color entries, each with "idiom" ("universal"), "color" and an
/// > optional "appearances" array; "color": {"color-space": "srgb" | "display-p3" | …,
/// > "components": {"red", "green", "blue", "alpha"}}, components as floating-point strings
/// > 0.0–1.0 or 8-bit hex "0x00"–"0xFF"; an appearance is {"appearance": "luminosity", "value":
/// > "light" | "dark"} or {"appearance": "contrast", "value": "high"}; "info": {"author":
/// > "xcode", "version": 1}.
///
/// (Quoted from memory of Apple's reference and of files Xcode writes; this machine has no
/// network.) Every color round-trips within 1/255 per channel in each of the four variants.
final class AssetCatalogExportTests: XCTestCase {
    func testColorsetsFollowXcodesShapeAndRoundTrip() throws {
        for (name, registry) in TestPaths.registries() {
            let files = try PlatformExport.files(.xcassets, registry: registry)
            let byPath = Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a })
            let root = try XCTUnwrap(byPath["Colors.xcassets/Contents.json"], name)
            XCTAssertEqual(try Self.object(root)["info"] as? NSDictionary, ["author": "xcode", "version": 1] as NSDictionary)

            let expected = ExpectedColors.colors(registry)
            let colorsets = files.filter { $0.path.hasSuffix(".colorset/Contents.json") }
            XCTAssertEqual(colorsets.count, expected.count, "\(name): one colorset per color token")
            XCTAssertGreaterThan(colorsets.count, 10, name)
            for ((path, values), file) in zip(expected, colorsets) {
                let json = try Self.object(file.contents)
                XCTAssertEqual(json["info"] as? NSDictionary, ["author": "xcode", "version": 1] as NSDictionary, file.path)
                let entries = try XCTUnwrap(json["colors"] as? [[String: Any]], file.path)
                XCTAssertEqual(entries.count, 4, "\(file.path): any, dark, high contrast, dark high contrast")
                for entry in entries {
                    XCTAssertEqual(entry["idiom"] as? String, "universal", file.path)
                    XCTAssertTrue(Set(entry.keys).isSubset(of: ["idiom", "color", "appearances"]), "\(file.path): \(entry.keys)")
                    let appearances = entry["appearances"] as? [[String: String]] ?? []
                    for appearance in appearances {
                        XCTAssertTrue(appearance == ["appearance": "luminosity", "value": "dark"] || appearance == ["appearance": "contrast", "value": "high"], "\(file.path): \(appearance)")
                    }
                    let variant = ExpectedColors.Variant(
                        dark: appearances.contains(["appearance": "luminosity", "value": "dark"]),
                        increased: appearances.contains(["appearance": "contrast", "value": "high"]))
                    let color = try XCTUnwrap(entry["color"] as? [String: Any], file.path)
                    XCTAssertEqual(Set(color.keys), ["color-space", "components"], file.path)
                    let space = try XCTUnwrap(color["color-space"] as? String)
                    let components = try XCTUnwrap(color["components"] as? [String: String], file.path)
                    XCTAssertEqual(Set(components.keys), ["red", "green", "blue", "alpha"], file.path)
                    for value in components.values {
                        // Xcode's floating-point form: "0.000" … "1.000".
                        XCTAssertNotNil(value.range(of: #"^[01]\.[0-9]{3}$"#, options: .regularExpression), "\(file.path): \(value)")
                    }
                    let rgba = try Self.sRGB(space: space, components)
                    let want = try XCTUnwrap(values[variant], "\(path) \(variant)")
                    XCTAssertTrue(ExpectedColors.close(rgba, want), "\(name) \(path) \(variant): \(rgba) vs \(want)")
                }
                // Each variant exactly once.
                let variants = entries.map { ($0["appearances"] as? [[String: String]] ?? []).map { $0["value"] ?? "" }.joined(separator: "+") }
                XCTAssertEqual(variants, ["", "dark", "high", "dark+high"], file.path)
            }
        }
    }

    /// A Display P3 token stays P3 (its components as written), an sRGB one sRGB.
    func testP3TokenKeepsItsColorSpace() throws {
        let registry = Registry.load(path: SwiftExportTests.names.path)
        let files = try PlatformExport.files(.xcassets, registry: registry)
        let p3 = try XCTUnwrap(files.first { $0.path == "Colors.xcassets/colorLabelPrimary2.colorset/Contents.json" })
        let entry = try XCTUnwrap((try Self.object(p3.contents)["colors"] as? [[String: Any]])?.first)
        let color = try XCTUnwrap(entry["color"] as? [String: Any])
        XCTAssertEqual(color["color-space"] as? String, "display-p3")
        XCTAssertEqual(color["components"] as? [String: String], ["red": "1.000", "green": "0.200", "blue": "0.100", "alpha": "1.000"])
        let translucent = try XCTUnwrap(files.first { $0.path == "Colors.xcassets/colorLabelPrimary.colorset/Contents.json" })
        XCTAssertTrue(translucent.contents.contains("\"alpha\" : \"0.850\""), translucent.contents)
    }

    static func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func sRGB(space: String, _ components: [String: String]) throws -> RGBA {
        func value(_ key: String) throws -> Double { try XCTUnwrap(components[key].flatMap(Double.init)) }
        let colorSpace = try XCTUnwrap(ColorSpace(rawValue: space == "srgb" ? "srgb" : space))
        let color = Color(space: colorSpace, components: [try value("red"), try value("green"), try value("blue")], alpha: try value("alpha"))
        return color.sRGBInGamut
    }
}
