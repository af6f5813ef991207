import DesignTokens
import Diagnostics
import Foundation
import JSONSource
import XCTest

/// A folder of Figma's native DTCG export of variables read as a registry (docs/figma-variables.md,
/// "How the export is read"). The expectations are the fixture's own values,
/// read from `Tests/Fixtures/tokens/figma-variables/export/` (see its README).
final class FigmaVariablesTests: XCTestCase {
    private func loadExport(_ folder: String = "figma-variables/export") throws -> Registry {
        try loadFixture(folder)
    }

    private func hex(_ registry: Registry, _ path: String, _ mode: String?, file: StaticString = #filePath, line: UInt = #line) -> String? {
        let resolution = mode.map { registry.resolve([("Color", $0)], file: file, line: line) } ?? registry.resolveDefault()
        guard case .color(let color)? = resolution?.tokens[path]?.value else {
            XCTFail("\(path) is not a color in \(mode ?? "the default permutation")", file: file, line: line)
            return nil
        }
        return color.hex
    }

    func testSingleModeCollectionsAreSetsAndTheMultiModeOneAModifierOfItsModes() throws {
        let registry = try loadExport()
        XCTAssertFalse(registry.hasInputErrors, describe(registry.loadFindings))
        XCTAssertEqual(registry.defaultFindings.filter { $0.severity == .error || $0.severity == .warning }.count, 0, describe(registry.defaultFindings))
        XCTAssertEqual(registry.modifiers.map(\.name), ["Color"])
        let color = try XCTUnwrap(registry.modifiers.first)
        // Standard before increased contrast, light before dark; Light is the default.
        XCTAssertEqual(color.contexts, ["Light", "Dark", "Light High Contrast", "Dark High Contrast"])
        XCTAssertEqual(color.defaultContext, "Light")
        XCTAssertEqual(color.role, "appearance")
        XCTAssertEqual(registry.permutationCount, 4)
    }

    func testEachModeGivesItsColorsAndCrossCollectionAliasesBecomeReferences() throws {
        let registry = try loadExport()
        // Color.<mode>.tokens.json: color.text.secondary aliases gray/500, gray/600, gray/900, gray/0.
        XCTAssertEqual(hex(registry, "color.text.secondary", "Light"), "#767676")
        XCTAssertEqual(hex(registry, "color.text.secondary", "Dark"), "#595959")
        XCTAssertEqual(hex(registry, "color.text.secondary", "Light High Contrast"), "#111111")
        XCTAssertEqual(hex(registry, "color.text.secondary", "Dark High Contrast"), "#ffffff")
        XCTAssertEqual(hex(registry, "color.background.default", "Light"), "#ffffff")
        XCTAssertEqual(hex(registry, "color.background.default", "Dark"), "#000000")
        // A within-collection alias follows the mode: color.accent is #6FA8F5 in Dark.
        XCTAssertEqual(hex(registry, "color.text.link", "Dark"), "#6fa8f5")

        let dark = try XCTUnwrap(registry.resolve([("Color", "Dark")]))
        // gray/600 lives in Primitives, which is loaded: the alias is a reference again.
        XCTAssertEqual(dark.tokens["color.text.secondary"]?.aliasOf, "gray.600")
        XCTAssertEqual(dark.tokens["color.text.link"]?.aliasOf, "color.accent")
        // brand/red lives in a "Brand" collection that was not exported: literal, provenance kept.
        let brand = try XCTUnwrap(dark.tokens["color.brand"])
        XCTAssertNil(brand.aliasOf)
        XCTAssertEqual(hex(registry, "color.brand", "Dark"), "#e4002b")
        XCTAssertEqual(brand.extensions?["com.figma.aliasData"]?["targetVariableName"]?.stringValue, "brand/red")
    }

    func testNumbersAreTypedByTheirScopes() throws {
        let resolution = try loadExport().resolveDefault()
        func dimension(_ path: String) -> Dimension? {
            if case .dimension(let value)? = resolution.tokens[path]?.value { return value }
            return nil
        }
        // Spacing.Mode 1.tokens.json: sizes, gaps, radii, font sizes, line heights, strokes → px.
        XCTAssertEqual(dimension("spacing.sm"), Dimension(value: 8, unit: .px))          // GAP
        XCTAssertEqual(dimension("spacing.md"), Dimension(value: 16, unit: .px))         // GAP, WIDTH_HEIGHT
        XCTAssertEqual(dimension("spacing.default"), Dimension(value: 16, unit: .px))    // {spacing.md}
        XCTAssertEqual(dimension("radius.card"), Dimension(value: 12, unit: .px))        // CORNER_RADIUS
        XCTAssertEqual(dimension("font.size.body"), Dimension(value: 17, unit: .px))     // FONT_SIZE
        XCTAssertEqual(dimension("font.lineHeight.body"), Dimension(value: 22, unit: .px)) // LINE_HEIGHT
        XCTAssertEqual(dimension("border.width"), Dimension(value: 1, unit: .px))        // STROKE_FLOAT
        guard case .fontWeight(700)? = resolution.tokens["font.weight.bold"]?.value else {
            return XCTFail("font.weight.bold (FONT_WEIGHT) should be fontWeight 700: \(String(describing: resolution.tokens["font.weight.bold"]?.value))")
        }
        guard case .number(0.4)? = resolution.tokens["opacity.disabled"]?.value else {
            return XCTFail("opacity.disabled (OPACITY) should stay a number")
        }
        // ALL_SCOPES says nothing about the meaning: a number, not a guess.
        guard case .number(12)? = resolution.tokens["columns"]?.value else {
            return XCTFail("columns (ALL_SCOPES) should stay a number")
        }
    }

    func testStringAndBooleanVariablesAreKeptAndGiveOneInfoPerFile() throws {
        let registry = try loadExport()
        let infos = registry.loadFindings.filter { $0.rule == RegistryRule.figmaType.id }
        XCTAssertEqual(infos.count, 1, describe(registry.loadFindings))
        // At the first of them, label.product, line 4 column 16 of the Content file.
        assertFinding(infos, rule: .figmaType, severity: .info, at: ("figma-variables/export/Content.Mode 1.tokens.json", 4, 16),
                      messageContains: ["label.product", "feature.showBadge", "font.family"])
        let resolution = registry.resolveDefault()
        XCTAssertNil(resolution.tokens["label.product"])
        XCTAssertNil(resolution.tokens["feature.showBadge"])
        // Kept in the converted file (what `tokens import figma-variables` writes), as exported.
        let export = FigmaVariablesExport(directory: TestPaths.fixtures.appendingPathComponent("figma-variables/export").path,
                                          provider: DiskSourceProvider(workingDirectory: TestPaths.fixtures.path))
        let content = try XCTUnwrap(export.collections.first { $0.name == "Content" }?.modes.first)
        let kept = content.tokens.value["$extensions"]?["org.tokenlint"]?["figmaVariables"]
        XCTAssertEqual(kept?["feature.showBadge"]?["$value"], .bool(true))
        XCTAssertEqual(kept?["label.product"]?["$value"]?.stringValue, "Acme")
    }

    func testTokensAreFoundByTheirFigmaVariableId() throws {
        let registry = try loadExport()
        let paths = registry.figmaVariablePaths()
        XCTAssertEqual(paths["VariableID:2:3"], "color.text.secondary")
        XCTAssertEqual(paths["VariableID:1:2"], "gray.500")
        XCTAssertEqual(paths["VariableID:3:6"], "font.weight.bold")
        XCTAssertNil(paths["VariableID:4:1"], "a string variable is not a token")
        let dark = try XCTUnwrap(registry.resolve([("Color", "Dark")]))
        XCTAssertEqual(dark.tokens.token(forFigmaVariableId: "VariableID:2:1")?.path, "color.background.default")
        XCTAssertEqual(dark.tokens["color.text.primary"]?.figmaVariableId, "VariableID:2:2")
    }

    /// Files of one collection are recognised by their variable ids, never their names.
    func testCollectionsAreGroupedByVariableIdsNotFileNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-ids-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let source = TestPaths.fixtures.appendingPathComponent("figma-variables/export")
        let names = try FileManager.default.contentsOfDirectory(atPath: source.path).filter { $0.hasSuffix(".tokens.json") }.sorted()
        for (index, name) in names.enumerated() {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: folder.appendingPathComponent("export-\(index).tokens.json"))
        }
        let registry = Registry.load(path: folder.path)
        XCTAssertFalse(registry.hasInputErrors, describe(registry.loadFindings))
        XCTAssertEqual(registry.modifiers.count, 1)
        XCTAssertEqual(Set(registry.modifiers.first?.contexts ?? []), ["Light", "Dark", "Light High Contrast", "Dark High Contrast"])
        // No common file name: the collection is named after its first group.
        XCTAssertEqual(registry.modifiers.first?.name, "color")
        XCTAssertEqual(hex(registry, "color.text.secondary", nil), "#767676")
    }

    func testContrastAndMotionModesGetTheirRoles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-roles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, mode: String, id: String, value: Double) throws {
            let text = """
                {"motion": {"distance": {"$type": "number", "$value": \(value), "$extensions": {"com.figma.variableId": "\(id)", "com.figma.scopes": ["GAP"]}}},
                 "$extensions": {"com.figma.modeName": "\(mode)"}}
                """
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try write("Motion.Reduced motion.tokens.json", mode: "Reduced motion", id: "VariableID:5:1", value: 0)
        try write("Motion.Full.tokens.json", mode: "Full", id: "VariableID:5:1", value: 24)
        try write("Contrast.Standard.tokens.json", mode: "Standard", id: "VariableID:6:1", value: 1)
        try write("Contrast.High contrast.tokens.json", mode: "High contrast", id: "VariableID:6:1", value: 2)
        let registry = Registry.load(path: folder.path)
        XCTAssertFalse(registry.hasInputErrors, describe(registry.loadFindings))
        let byName = Dictionary(uniqueKeysWithValues: registry.modifiers.map { ($0.name, $0) })
        XCTAssertEqual(byName["Motion"]?.role, "motion")
        XCTAssertEqual(byName["Motion"]?.contexts, ["Full", "Reduced motion"])
        XCTAssertEqual(byName["Contrast"]?.role, "contrast")
        XCTAssertEqual(byName["Contrast"]?.defaultContext, "Standard")
        XCTAssertEqual(MotionRole.detect(in: registry.modifiers), MotionRole(modifier: "Motion", full: "Full", reduced: "Reduced motion"))
    }

    // MARK: Bad exports: file:line:column, an input error, never a crash

    func testAFileThatIsNotJSONIsAnInputErrorAtItsPosition() throws {
        let registry = try loadExport("figma-variables/bad/not-json")
        XCTAssertTrue(registry.hasInputErrors)
        assertFinding(registry.loadFindings, rule: .invalidJSON, at: ("figma-variables/bad/not-json/Color.Light.tokens.json", 4, 3))
    }

    func testAFileWithoutModeNameIsAnInputError() throws {
        let registry = try loadExport("figma-variables/bad/missing-mode")
        XCTAssertTrue(registry.hasInputErrors)
        assertFinding(registry.loadFindings, rule: .figmaVariables, at: ("figma-variables/bad/missing-mode/Spacing.tokens.json", 1, 1),
                      messageContains: ["com.figma.modeName"])
    }

    func testAFileMixingCollectionsIsAnInputErrorAtItsFirstForeignVariable() throws {
        let registry = try loadExport("figma-variables/bad/mixed")
        XCTAssertTrue(registry.hasInputErrors)
        // spacing.sm (VariableID:3:1, Spacing's) at line 24 of a file that also holds gray.0 (Primitives').
        assertFinding(registry.loadFindings, rule: .figmaVariables, at: ("figma-variables/bad/mixed/Everything.Value.tokens.json", 24, 11),
                      messageContains: ["mixes variables", "Primitives.Value.tokens.json", "Spacing.Mode 1.tokens.json"])
        XCTAssertEqual(registry.loadFindings.filter { $0.rule == InputRule.figmaVariables.id }.count, 1, describe(registry.loadFindings))
    }

    func testAModeWhoseVariablesDifferFromItsCollectionIsAnInputError() throws {
        let registry = try loadExport("figma-variables/bad/other-ids")
        XCTAssertTrue(registry.hasInputErrors)
        // color.border (VariableID:2:9), which the Light and Dark High Contrast modes lack, at line 22.
        assertFinding(registry.loadFindings, rule: .figmaVariables, at: ("figma-variables/bad/other-ids/Color.Dark.tokens.json", 22, 15),
                      messageContains: ["VariableID:2:9", "VariableID:2:2"])
    }

    func testAnEmptyFolderIsAnInputError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let registry = Registry.load(path: folder.path)
        XCTAssertTrue(registry.hasInputErrors)
        XCTAssertEqual(registry.loadFindings.map(\.rule), [InputRule.figmaVariables.id])
    }
    // MARK: Built in temporary folders

    private func folder(_ files: [String: String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("figma-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        for (name, text) in files { try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return url.path
    }

    private func mode(_ mode: String, _ group: String, _ id: String, _ hex: String) -> String {
        let channels = stride(from: 1, to: 7, by: 2).map { offset -> String in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return String(Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0) / 255)
        }
        return """
            {"\(group)": {"fill": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [\(channels.joined(separator: ", "))], "alpha": 1},
              "$extensions": {"com.figma.variableId": "\(id)"}}},
             "$extensions": {"com.figma.modeName": "\(mode)"}}
            """
    }

    /// Two collections with the same Light/Dark modes switch together in Figma: one modifier.
    func testCollectionsWithTheSameModesShareOneModifier() throws {
        let path = try folder([
            "Color.Light.tokens.json": mode("Light", "color", "VariableID:1:1", "#ffffff"),
            "Color.Dark.tokens.json": mode("Dark", "color", "VariableID:1:1", "#000000"),
            "Elevation.Light.tokens.json": mode("Light", "elevation", "VariableID:2:1", "#eeeeee"),
            "Elevation.Dark.tokens.json": mode("Dark", "elevation", "VariableID:2:1", "#222222"),
        ])
        let registry = Registry.load(path: path)
        XCTAssertFalse(registry.hasInputErrors, describe(registry.loadFindings))
        XCTAssertEqual(registry.modifiers.map(\.name), ["Color"])
        XCTAssertEqual(registry.modifiers.first?.contexts, ["Light", "Dark"])
        XCTAssertEqual(hex(registry, "elevation.fill", "Dark"), "#222222")
        XCTAssertEqual(hex(registry, "color.fill", "Dark"), "#000000")
        XCTAssertEqual(hex(registry, "elevation.fill", "Light"), "#eeeeee")
    }

    func testAModeExportedTwiceIsAnInputError() throws {
        let path = try folder([
            "Color.Light.tokens.json": mode("Light", "color", "VariableID:1:1", "#ffffff"),
            "Color.Light copy.tokens.json": mode("Light", "color", "VariableID:1:1", "#fefefe"),
            "Color.Dark.tokens.json": mode("Dark", "color", "VariableID:1:1", "#000000"),
        ])
        let registry = Registry.load(path: path, provider: DiskSourceProvider(workingDirectory: path))
        XCTAssertTrue(registry.hasInputErrors)
        // "Color.Light copy" sorts before "Color.Light." (' ' < '.'): the later file is the
        // duplicate, reported at its mode name (line 3, column 40).
        assertFinding(registry.loadFindings, rule: .figmaVariables, at: ("Color.Light.tokens.json", 3, 40), messageContains: ["exported twice", "Color.Light copy.tokens.json"])
    }

    func testAModeNameThatIsNotAStringOrARootThatIsNotAnObjectIsAnInputError() throws {
        let path = try folder([
            "A.tokens.json": "[1, 2]",
            "B.tokens.json": "{\"$extensions\": {\"com.figma.modeName\": 3}}",
        ])
        let registry = Registry.load(path: path, provider: DiskSourceProvider(workingDirectory: path))
        XCTAssertTrue(registry.hasInputErrors)
        assertFinding(registry.loadFindings, rule: .figmaVariables, at: ("A.tokens.json", 1, 1), messageContains: ["found an array"])
        assertFinding(registry.loadFindings, rule: .figmaVariables, at: ("B.tokens.json", 1, 40), messageContains: ["found a number"])
    }
}
