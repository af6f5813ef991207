// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import ColorScience
import DesignSpec
import Diagnostics
import Foundation
import SpecLint
import SwiftSource
import XCTest

/// Asset catalog colors (docs/swiftui.md, "Colors"): read as Xcode writes them, named from code,
/// and judged in every appearance the catalog defines. The expected components below are read by
/// hand from the fixture files (Tests/Fixtures/swiftui/catalog).
final class AssetCatalogTests: XCTestCase {
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/swiftui/catalog/App")

    static func colors() throws -> AssetColors {
        var colors = AssetColors()
        for set in ["Ink", "Paper", "Brand Blue Color", "Colors/Accent"] {
            let display = "Assets.xcassets/\(set).colorset/Contents.json"
            let bytes = try [UInt8](Data(contentsOf: catalog.appendingPathComponent(display)))
            XCTAssertNil(colors.add(display: display, bytes: bytes), display)
        }
        return colors
    }

    private func assertComponents(_ color: Color?, _ space: ColorSpace, _ expected: [Double], alpha: Double = 1,
                                  file: StaticString = #filePath, line: UInt = #line) {
        guard let color else { return XCTFail("no color", file: file, line: line) }
        XCTAssertEqual(color.space, space, file: file, line: line)
        for (actual, wanted) in zip(color.components, expected) {
            XCTAssertEqual(actual ?? -1, wanted, accuracy: 1.0 / 255, file: file, line: line)
        }
        XCTAssertEqual(color.alpha, alpha, accuracy: 1.0 / 255, file: file, line: line)
    }

    func testComponentsAsXcodeWritesThemEqualTheCatalog() throws {
        let colors = try Self.colors()
        let ink = try XCTUnwrap(colors.byName["Ink"])
        assertComponents(ink.light, .srgb, [28 / 255, 28 / 255, 30 / 255])  // "0x1C", "0x1C", "0x1E"
        assertComponents(ink.dark, .srgb, [99 / 255, 99 / 255, 102 / 255])  // "99", "99", "102"
        assertComponents(ink.darkHighContrast, .srgb, [235 / 255, 235 / 255, 245 / 255])
        XCTAssertNil(ink.lightHighContrast)
        let paper = try XCTUnwrap(colors.byName["Paper"])
        assertComponents(paper.light, .srgb, [1, 1, 1])
        assertComponents(paper.dark, .srgb, [0.110, 0.110, 0.118])
        // Display P3 stays P3 (converted when judged); the macOS-only value is not the iOS one.
        let brand = try XCTUnwrap(colors.bySymbol["brandBlue"], "Xcode's symbol drops the trailing Color")
        assertComponents(brand.light, .displayP3, [0.050, 0.400, 0.950])
        let accent = try XCTUnwrap(colors.byName["Accent"])
        assertComponents(accent.light, .srgb, [0.5, 0.5, 0.5], alpha: 0.8)
        assertComponents(accent.lightHighContrast, .srgb, [0, 0, 0])
        // Fallbacks as iOS applies them.
        assertComponents(accent.color(dark: true, highContrast: true), .srgb, [0.5, 0.5, 0.5], alpha: 0.8)
        assertComponents(paper.color(dark: true, highContrast: true), .srgb, [0.110, 0.110, 0.118])
    }

    func testCodeNamesCatalogColorsByStringAndBySymbol() throws {
        let colors = try Self.colors()
        let source = swiftView("""
            Text("a").foregroundStyle(Color("Ink"))
            Text("b").foregroundStyle(Color(.brandBlue))
            Text("c").foregroundColor(.brandBlue)
            Text("d").foregroundStyle(Color("Missing"))
            """)
        let document = try XCTUnwrap(SwiftReader.read(file: "Names.swift", bytes: Array(source.utf8), colors: colors).document)
        let texts = document.components[0].children
        XCTAssertEqual(texts.map { $0.foreground?.spec }, [
            .appearances(try XCTUnwrap(colors.byName["Ink"])), .appearances(try XCTUnwrap(colors.bySymbol["brandBlue"])),
            .appearances(try XCTUnwrap(colors.bySymbol["brandBlue"])), nil,
        ])
    }

    /// Ink on Paper: 17:1 in light, 2.8:1 in dark, 14:1 in dark with Increase Contrast (WCAG
    /// relative luminance of the components above, computed by hand): one finding, in dark only.
    func testContrastIsJudgedInEveryAppearanceTheCatalogDefines() throws {
        let source = try Data(contentsOf: Self.catalog.appendingPathComponent("Reader.swift"))
        let linter = SwiftHarness.shared
        let report = linter.lint(file: "Reader.swift", bytes: [UInt8](source), format: SwiftFormat(colors: try Self.colors()))
        let findings = report.checks.compactMap(\.finding).filter { $0.rule.rawValue == "contrast/text" }
        XCTAssertEqual(findings.map(\.location?.line), [6], "\(report.checks.compactMap(\.finding).map(\.message))")
        let contexts = findings.first?.contexts.map { $0.map { "\($0.modifier)=\($0.context)" } } ?? []
        XCTAssertEqual(contexts, [["appearance=dark", "contrast=standard"]], "\(report.checks.compactMap(\.finding).map(\.message))")
        XCTAssertEqual(findings.first?.measured ?? 0, 2.84, accuracy: 0.01)
        // Without the catalog, neither pair resolves: no verdict.
        XCTAssertEqual(linter.lint(file: "Reader.swift", bytes: [UInt8](source), format: SwiftFormat()).checks.compactMap(\.finding).filter { $0.rule.rawValue == "contrast/text" }.count, 0)
    }

    /// An image set the catalog draws as a template (Bolt) is filled with the foreground style:
    /// `contrast/non-text` judges it as a glyph, as it does an SF Symbol. An image drawn as it is
    /// (Photo) is not, unless the code asks for a template; `.renderingMode(.original)` undoes a
    /// template. White on system orange is 2.2:1 in light (WCAG formula), under 3:1.
    func testTemplateImagesAreJudgedAsGlyphs() throws {
        var colors = AssetColors()
        for set in ["Bolt", "Photo"] {
            let display = "Assets.xcassets/\(set).imageset/Contents.json"
            let bytes = try [UInt8](Data(contentsOf: Self.catalog.appendingPathComponent(display)))
            XCTAssertNil(colors.addImageSet(display: display, bytes: bytes), display)
        }
        XCTAssertTrue(colors.isTemplate("Bolt"))
        XCTAssertTrue(colors.isTemplate("bolt"), "the generated symbol")
        XCTAssertFalse(colors.isTemplate("Photo"))
        func nonText(_ image: String) -> Int {
            let source = "import SwiftUI\n\nstruct Badge: View {\n    var body: some View {\n        \(image)\n            .foregroundColor(.white)\n            .background(Color.orange)\n    }\n}\n"
            let report = SwiftHarness.shared.lint(file: "Badge.swift", bytes: Array(source.utf8), format: SwiftFormat(colors: colors))
            return report.checks.compactMap(\.finding).filter { $0.rule.rawValue == "contrast/non-text" && $0.severity == .error }.count
        }
        XCTAssertEqual(nonText("Image(\"Bolt\")"), 1)
        XCTAssertEqual(nonText("Image(\"Photo\")"), 0)
        XCTAssertEqual(nonText("Image(\"Photo\").renderingMode(.template)"), 1)
        XCTAssertEqual(nonText("Image(\"Bolt\").renderingMode(.original)"), 0)
    }

    func testBrokenColorAndImageSetsAreInputErrorsWithTheirPosition() {
        var colors = AssetColors()
        let problems = [colors.add(display: "A.xcassets/X.colorset/Contents.json", bytes: Array("{\n  \"colors\" : [ }".utf8)),
                        colors.addImageSet(display: "A.xcassets/X.imageset/Contents.json", bytes: Array("{\n  \"properties\" : { ]".utf8))]
        XCTAssertEqual(problems.map { $0?.rule }, [InputRule.invalidJSON.id, InputRule.invalidJSON.id])
        XCTAssertEqual(problems.map { $0?.location?.line }, [2, 2])
        XCTAssertTrue(colors.byName.isEmpty)
        XCTAssertTrue(colors.templateImages.isEmpty)
    }

    /// Phoenix's backgrounds (Apache-2.0) give dark as `secondarySystemBackgroundColor`: not
    /// resolved, rather than the light value taken for dark (a false 1.09:1 for white text).
    func testASetWithASystemColorReferenceIsNotResolved() {
        var colors = AssetColors()
        let set = #"""
        {"colors": [
          {"color": {"color-space": "srgb", "components": {"red": "0.990", "green": "0.990", "blue": "1.000", "alpha": "1.000"}}, "idiom": "universal"},
          {"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"platform": "ios", "reference": "secondarySystemBackgroundColor"}, "idiom": "universal"}
        ]}
        """#
        XCTAssertNil(colors.add(display: "A.xcassets/Background.colorset/Contents.json", bytes: Array(set.utf8)))
        XCTAssertNil(colors.byName["Background"])
        XCTAssertNil(colors.add(display: "A.xcassets/Paper.colorset/Contents.json", bytes: Array(set.replacingOccurrences(of: "\"reference\": \"secondarySystemBackgroundColor\"", with: "\"color-space\": \"srgb\", \"components\": {\"white\": \"0.1\"}").utf8)))
        XCTAssertNotNil(colors.byName["Paper"]?.dark, "the same set with its dark value written is read")
    }

    func testOnlyColorSetsInsideACatalogAreRead() {
        XCTAssertTrue(AssetColors.isColorSet("/p/App/Assets.xcassets/Ink.colorset/Contents.json"))
        XCTAssertTrue(AssetColors.isColorSet("/p/Assets.xcassets/Folder/Ink.colorset/Contents.json"))
        XCTAssertFalse(AssetColors.isColorSet("/p/Ink.colorset/Contents.json"), "not in a catalog")
        XCTAssertFalse(AssetColors.isColorSet("/p/Assets.xcassets/Icon.imageset/Contents.json"))
        XCTAssertTrue(AssetColors.isImageSet("/p/Assets.xcassets/Icon.imageset/Contents.json"))
        XCTAssertFalse(AssetColors.isImageSet("/p/Icon.imageset/Contents.json"), "not in a catalog")
        XCTAssertFalse(AssetColors.isColorSet("/p/Assets.xcassets/Contents.json"))
    }
}
#endif
