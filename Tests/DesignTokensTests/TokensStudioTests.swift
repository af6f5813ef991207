import ColorScience
import DesignTokens
import Diagnostics
import Foundation
import JSONSource
import XCTest

/// Tokens Studio registries read as DTCG: detection, sets and themes, math and color modifiers.
final class TokensStudioTests: XCTestCase {
    static let root = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/tokens-studio")

    static func load(_ relative: String) -> Registry {
        Registry.load(path: root.appendingPathComponent(relative).path, provider: DiskSourceProvider(workingDirectory: root.path))
    }

    /// `#rrggbb` (`#rrggbbaa` when not opaque), channels rounded as colorjs.io's hex output rounds them.
    static func hex(_ color: Color) -> String {
        let rgba = color.sRGBInGamut
        func byte(_ x: Double) -> String { String(format: "%02x", Int((min(max(x, 0), 1) * 255).rounded())) }
        return "#" + byte(rgba.r) + byte(rgba.g) + byte(rgba.b) + (rgba.a < 1 ? byte(rgba.a) : "")
    }

    func errors(_ registry: Registry, _ choice: [ContextChoice]? = nil) -> [Finding] {
        (registry.loadFindings + registry.resolve(choice ?? registry.defaultChoice).findings).filter { $0.severity == .error }
    }

    // MARK: A four-theme folder

    func testFourThemeFolderLoadsWithThemesAsContextsMappedToAppearanceAndContrast() throws {
        let registry = Self.load("four-themes")
        XCTAssertEqual(registry.modifiers.map(\.name), ["Mode"])
        XCTAssertEqual(registry.modifiers.first?.contexts, ["Light", "Dark", "Light HC", "Dark HC"])
        XCTAssertEqual(registry.modifiers.first?.defaultContext, "Light")
        let formats = registry.loadFindings.filter { $0.rule == RegistryRule.tokenFormat.id }
        XCTAssertEqual(formats.count, 1, describe(registry.loadFindings))
        XCTAssertEqual(formats.first?.severity, .info)
        XCTAssertTrue(formats.first?.message.contains("Tokens Studio") == true)
        XCTAssertTrue(formats.first?.message.contains("appearance") == true)
        XCTAssertTrue(ContextNames.meansIncreasedContrast("Light HC"))
        XCTAssertTrue(ContextNames.meansDark("Dark HC"))

        // Hand-computed from the fixture: core's grays, each theme's sets in token set order.
        let expected: [String: (fg: String, bg: String, muted: String, pressed: String, minHeight: Double)] = [
            // darken 0.5 in sRGB: 240/255 × 0.5 × 255 = 120 (78); lighten 0.2 of #0a66ff: 10 + 0.2 × 245 = 59 (3b), 102 + 0.2 × 153 = 132.6 (85)
            "Light": ("#1a1a1a", "#ffffff", "#595959", "#0a66ff80", 29),  // roundTo(44 / 1.5) = 29
            "Dark": ("#f0f0f0", "#1a1a1a", "#787878", "#3b85ff80", 29),
            "Light HC": ("#000000", "#ffffff", "#1a1a1a", "#0a66ff80", 32),  // 4 × 2 × 6 / 1.5 = 32
            "Dark HC": ("#ffffff", "#000000", "#f0f0f0", "#3b85ff80", 32),
        ]
        for (context, values) in expected {
            let choice = [ContextChoice(modifier: "Mode", context: context)]
            XCTAssertEqual(errors(registry, choice), [], context)
            let tokens = registry.resolve(choice).tokens
            func color(_ path: String) -> String? { tokens[path]?.value.colorValue.map(Self.hex) }
            XCTAssertEqual(color("fg"), values.fg, context)
            XCTAssertEqual(color("button.label"), values.fg, context)
            XCTAssertEqual(color("bg"), values.bg, context)
            XCTAssertEqual(color("fg-muted"), values.muted, context)
            XCTAssertEqual(color("button.pressed"), values.pressed, context)
            XCTAssertEqual(tokens["button.min-height"]?.value.dimensionValue, Dimension(value: values.minHeight, unit: .px), context)
            XCTAssertEqual(tokens["button.padding"]?.value.dimensionValue, Dimension(value: 8, unit: .px), context)
            XCTAssertEqual(tokens["fg"]?.description, "Body text")
            let text = try XCTUnwrap(tokens["button.text"]?.value.typographyValue, context)
            XCTAssertEqual(text.fontFamily, ["Inter"])
            XCTAssertEqual(text.fontWeight, 600)  // "Semi Bold"
            XCTAssertEqual(text.fontSize, Dimension(value: 16, unit: .px))
            XCTAssertEqual(text.lineHeight, .multiplier(1.25))  // 125%
            XCTAssertEqual(text.letterSpacing, Dimension(value: -0.16, unit: .px))  // -1% of 16 px
        }
        // Findings point into the set files read.
        XCTAssertTrue(registry.resolveDefault().tokens["fg"]?.location.file.hasSuffix("light.json") == true)
    }

    /// The same four themes as one group of four and as two groups of two listed interleaved
    /// (Contrast first): the same contexts, mapped to appearance × contrast, and the same values.
    func testThemeGroupsAreModifiersWhoseProductIsTheContexts() throws {
        let one = Self.load("themes-one-group"), two = Self.load("themes-two-groups")
        XCTAssertEqual(one.modifiers.map(\.name), ["Theme"])
        // Mode applies first: its first set (light) comes before Contrast's (hc) in tokenSetOrder.
        XCTAssertEqual(two.modifiers.map(\.name), ["Mode", "Contrast"])
        XCTAssertEqual(two.modifiers.map(\.contexts), [["Light", "Dark"], ["Standard", "High contrast"]])
        XCTAssertEqual(two.modifiers.map(\.role), ["appearance", "contrast"])
        XCTAssertEqual(one.permutations.count, 4)
        XCTAssertEqual(two.permutations.count, 4)
        XCTAssertEqual(errors(one), [])
        XCTAssertEqual(errors(two), [])
        // Hand-computed: each theme's fg, fg-muted, bg from core's grays (darken 0.5: 240 × 0.5 = 120, #787878).
        let expected: [String: [String: String]] = [
            "Light": ["fg": "#1a1a1a", "fg-muted": "#595959", "bg": "#ffffff"],
            "Dark": ["fg": "#f0f0f0", "fg-muted": "#787878", "bg": "#1a1a1a"],
            "Light HC": ["fg": "#000000", "fg-muted": "#1a1a1a", "bg": "#ffffff"],
            "Dark HC": ["fg": "#ffffff", "fg-muted": "#f0f0f0", "bg": "#000000"],
        ]
        for (theme, colors) in expected {
            let dark = ContextNames.meansDark(theme), high = ContextNames.meansIncreasedContrast(theme)
            let single = [ContextChoice(modifier: "Theme", context: theme)]
            let product = [ContextChoice(modifier: "Mode", context: dark ? "Dark" : "Light"), ContextChoice(modifier: "Contrast", context: high ? "High contrast" : "Standard")]
            XCTAssertEqual(errors(one, single), [], theme)
            XCTAssertEqual(errors(two, product), [], theme)
            let a = one.resolve(single).tokens, b = two.resolve(product).tokens
            for (path, hex) in colors { XCTAssertEqual(a[path]?.value.colorValue.map(Self.hex), hex, "\(theme) \(path)") }
            XCTAssertEqual(a["button.label"]?.value.colorValue.map(Self.hex), colors["fg"], theme)
            XCTAssertEqual(a.paths.sorted(), b.paths.sorted(), theme)
            for path in a.paths {
                XCTAssertEqual(b[path].map { ValueEncoding.json($0.value) }, a[path].map { ValueEncoding.json($0.value) }, "\(theme) \(path)")
            }
        }
        // The two folders differ in $themes.json only.
        for set in ["core", "light", "dark", "hc", "components", "$metadata"] {
            let name = set + ".json"
            XCTAssertEqual(try Data(contentsOf: Self.root.appendingPathComponent("themes-one-group/" + name)),
                           try Data(contentsOf: Self.root.appendingPathComponent("themes-two-groups/" + name)), name)
        }
    }

    /// Tokens Studio's single-file sync without `$themes` (with a `$metadata` lacking
    /// tokenSetOrder, or none): the sets merge in file order, the last winning, and the one
    /// info says so.
    func testSingleFileSetsWithoutThemesMergeInFileOrder() throws {
        for file in ["single-file/tokens.json", "single-file/no-metadata.json"] {
            try checkSingleFileSets(file)
        }
    }

    private func checkSingleFileSets(_ file: String) throws {
        let registry = Self.load(file)
        XCTAssertEqual(registry.modifiers.count, 0, file)
        XCTAssertEqual(errors(registry), [], file)
        let formats = registry.loadFindings.filter { $0.rule == RegistryRule.tokenFormat.id }
        XCTAssertEqual(formats.count, 1, describe(registry.loadFindings))
        XCTAssertTrue(formats.first?.message.contains("3 token sets, no themes: the sets merge in file order, later sets winning: core → brand → dark") == true, describe(formats))
        let tokens = registry.resolveDefault().tokens
        // core's bg, overridden by dark (the last set); brand's accent, not in dark, stays.
        XCTAssertEqual(tokens["bg"]?.value.colorValue.map(Self.hex), "#121212", file)
        XCTAssertEqual(tokens["fg"]?.value.colorValue.map(Self.hex), "#f5f5f5", file)
        XCTAssertEqual(tokens["accent"]?.value.colorValue.map(Self.hex), "#6200ee", file)
        XCTAssertEqual(tokens["gray.900"]?.value.colorValue.map(Self.hex), "#121212", file)
        XCTAssertNil(tokens["core.bg"], file)
    }

    /// Tokens Studio keeps sets in folders (`themes/dark`); without themes they are the
    /// resolver's sets, whose names must be safe file names.
    func testSetsInFoldersWithoutThemesLoadWithoutErrors() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ts-nested-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("themes"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{ "tokenSetOrder": ["core", "themes/dark", "themes-dark"] }"##.write(to: folder.appendingPathComponent("$metadata.json"), atomically: true, encoding: .utf8)
        try ##"{ "a": { "value": "#ffffff", "type": "color" }, "b": { "value": "#ffffff", "type": "color" } }"##.write(to: folder.appendingPathComponent("core.json"), atomically: true, encoding: .utf8)
        try ##"{ "a": { "value": "#000000", "type": "color" } }"##.write(to: folder.appendingPathComponent("themes/dark.json"), atomically: true, encoding: .utf8)
        try ##"{ "b": { "value": "#000000", "type": "color" } }"##.write(to: folder.appendingPathComponent("themes-dark.json"), atomically: true, encoding: .utf8)
        let registry = Registry.load(path: folder.path, provider: DiskSourceProvider(workingDirectory: folder.path))
        XCTAssertEqual(errors(registry), [])
        let tokens = registry.resolveDefault().tokens
        XCTAssertEqual(tokens["a"]?.value.colorValue.map(Self.hex), "#000000")
        XCTAssertEqual(tokens["b"]?.value.colorValue.map(Self.hex), "#000000")
    }

    func testThemesSelectingAMissingSetAreAnInputErrorAtTheirPosition() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ts-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try ##"{ "tokenSetOrder": ["core"] }"##.write(to: folder.appendingPathComponent("$metadata.json"), atomically: true, encoding: .utf8)
        try ##"{ "a": { "value": "#ffffff", "type": "color" } }"##.write(to: folder.appendingPathComponent("core.json"), atomically: true, encoding: .utf8)
        try "[\n  { \"name\": \"Light\", \"selectedTokenSets\": { \"core\": \"enabled\",\n    \"lihgt\": \"enabled\" } }\n]".write(to: folder.appendingPathComponent("$themes.json"), atomically: true, encoding: .utf8)
        let registry = Registry.load(path: folder.path, provider: DiskSourceProvider(workingDirectory: folder.path))
        XCTAssertTrue(registry.hasInputErrors)
        let failure = try XCTUnwrap(registry.loadFailures.first)
        XCTAssertEqual(failure.rule, InputRule.foreignTokens.id)
        XCTAssertEqual(failure.location?.file, "$themes.json")
        XCTAssertEqual(failure.location?.line, 3)
        XCTAssertEqual(failure.location?.column, 14)
        XCTAssertTrue(failure.message.contains("lihgt"))
    }

    func testMathIsBoundedAndCyclesThroughMathAreReported() throws {
        let long = String(repeating: "1 + ", count: 300) + "1"
        let json = """
            { "a": { "value": "{b} * 2", "type": "sizing" }, "b": { "value": "{a} + 1", "type": "sizing" },
              "long": { "value": "{c} + \(long)", "type": "sizing" }, "c": { "value": "1", "type": "sizing" },
              "deep": { "value": "{c} * \(String(repeating: "(", count: 40))1\(String(repeating: ")", count: 40))", "type": "sizing" } }
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ts-math-\(UUID().uuidString).json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let registry = Registry.load(path: file.path)
        let findings = registry.resolveDefault().findings
        XCTAssertTrue(findings.contains { $0.rule == RegistryRule.circularReference.id && $0.token == "a" }, describe(findings))
        XCTAssertTrue(findings.contains { $0.token == "long" && $0.message.contains("longer than 1024") }, describe(findings))
        XCTAssertTrue(findings.contains { $0.token == "deep" && $0.message.contains("nests deeper") }, describe(findings))
        XCTAssertEqual(registry.resolveDefault().tokens["c"]?.value.dimensionValue, Dimension(value: 1, unit: .px))
    }

    func testDetectionByContent() throws {
        func detect(_ json: String) throws -> TokenFormat? {
            TokenFormat.detect(try JSONParser.parse(bytes: Array(json.utf8)).root)
        }
        XCTAssertNil(try detect(##"{ "a": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] }, "$type": "color" } }"##))
        XCTAssertNil(try detect(##"{ "opacity": { "value": { "$value": 0.5, "$type": "number" } }, "b": { "$value": 1, "$type": "number" } }"##))
        XCTAssertEqual(try detect(##"{ "a": { "value": "4px", "type": "spacing" } }"##), .tokensStudio)
        XCTAssertEqual(try detect(##"{ "a": { "$value": "{b} * 2", "$type": "dimension" } }"##), .tokensStudio)
        XCTAssertEqual(try detect(##"{ "color": { "base": { "red": { "value": "#ff0000", "comment": "red" } } } }"##), .styleDictionary)
    }

    // MARK: Tokens Studio's own expected values

    /// A value tokens-studio/sd-transforms' integration tests expect, transcribed from their CSS
    /// (`test/integration/*.test.ts`), or why tokenlint has no DTCG form for it.
    enum Expected {
        case color(String)
        case px(Double)
        /// A dimension relative to the font size, as sd-transforms writes percent letter spacing.
        case em(Double)
        /// DTCG gradient stops: color, position.
        case gradient([(color: String, position: Double)])
        case number(Double)
        case weight(Double)
        case family(String)
        case typography(family: String, size: Double, weight: Double, lineHeight: Double)
        case shadow([(inset: Bool, x: Double, y: Double, blur: Double, spread: Double, color: String)])
        case border(width: Double, style: String, color: String)
        case noDTCGForm(String)
    }

    static let smokeValues: [(String, Expected)] = [
        ("dimension.scale", .number(2)), ("dimension.xs", .px(4)), ("dimension.sm", .px(8)), ("dimension.md", .px(16)),
        ("dimension.lg", .px(32)), ("dimension.xl", .px(64)), ("opacity", .number(0.25)), ("spacing.sm", .px(8)), ("spacing.xl", .px(64)),
        ("spacing.multi-value", .noDTCGForm("8px 64px: a DTCG dimension is one value, and a shorthand's parts have no names to become a composite")),
        ("colors.black", .color("#000000")), ("colors.white", .color("#ffffff")), ("colors.blue", .color("#0000ff")),
        ("colors.blue-alpha", .color("#0000ff80")),  // rgba(0, 0, 255, 50%)
        ("colors.red.400", .color("#f67474")), ("colors.red.500", .color("#f56565")), ("colors.red.600", .color("#dd5b5b")),
        // linear-gradient(180deg, #000000 0%, rgba(0, 0, 0, 0.00) 45%): the stops; DTCG gradients have no angle.
        ("colors.gradient", .gradient([("#000000", 0), ("#00000000", 0.45)])),
        ("lineHeights.heading", .number(1.1)), ("lineHeights.body", .number(1.4)),
        ("letterSpacing.default", .px(0)),
        ("letterSpacing.increased", .em(1.5)), ("letterSpacing.decreased", .em(-0.05)),
        ("fontWeights.headingRegular", .weight(600)), ("fontWeights.headingBold", .weight(700)), ("fontWeights.bodyRegular", .weight(400)),
        ("fontSizes.h6", .px(16)), ("fontSizes.body", .px(16)),
        ("heading-6", .typography(family: "Arial Black", size: 16, weight: 700, lineHeight: 1)),  // 700 16px/1 'Arial Black', …
        ("shadow-blur", .px(10)),
        ("shadow", .shadow([(true, 0, 4, 10, 0, "#00000066")])),  // inset 0 4px 10px 0 rgba(0,0,0,0.4)
        ("border-width", .px(5)), ("border", .border(width: 5, style: "solid", color: "#000000")),
        ("color", .color("#ff00ff")), ("usesColor", .color("#ff00ff")),  // rgba(255, 0, 255, 1)
    ]

    static let upstream: [(file: String, values: [(String, Expected)])] = [
        ("sd-transforms/sd-transforms.tokens.json", smokeValues),
        ("sd-transforms/w3c-spec-compliance.tokens.json", smokeValues),
        ("sd-transforms/color-modifier-references.tokens.json", [
            ("alpha", .number(0.3)), ("color", .color("#ffffff4d")),
            ("color2", .color("#0000004d")),
            ("color3", .color("#a1bbee")), ("color4", .color("#759ae6")), ("color5", .color("#759ae6")), ("color6", .color("#3b64b3")),
            ("color7", .color("#3b64b3")), ("color8", .color("#202d3bbd")), ("color9", .color("#c5c8cc")), ("color10", .color("#424242")),
        ]),
        ("sd-transforms/math-in-complex-values.tokens.json", [
            ("typo", .typography(family: "Arial Black", size: 24, weight: 400, lineHeight: 1.125)),
            ("border", .border(width: 24, style: "dashed", color: "#ffff0080")),  // rgba(255, 255, 0, 0.5)
            ("shadow.single", .shadow([(true, 0, 4, 10, 0, "#00000066")])),
            ("shadow.double", .shadow([(true, 0, 4, 10, 0, "#00000066"), (true, 0, 4, 10, 0, "#ffffff33")])),
        ]),
        ("sd-transforms/swift-UI-colors.tokens.json", [
            // UIColor(red: 0.251 …) = #400000, 0.125 = #200000, 1.000 = #ff0000
            ("color.danger", .color("#400000")), ("color.error", .color("#200000")), ("color.red", .color("#ff0000")),
        ]),
        ("cross-file", [
            ("primaryFont", .family("Inter")), ("fontWeight", .weight(800)), ("lineHeight", .number(1.5)),
            ("dimension.scale", .number(2)), ("dimension.xs", .px(4)), ("weight", .weight(400)),
            // {weight} is "Regular italic" (weight 400, style italic): no font family or size to make a DTCG typography of.
            ("typo", .noDTCGForm("a typography value with only a font weight and style")),
            ("typo-2", .typography(family: "Inter", size: 8, weight: 800, lineHeight: 1.5)),
            ("testTypography.text", .typography(family: "Arial", size: 25, weight: 700, lineHeight: 1.28)),  // 25px/32px
            ("testTypography.fancyText", .typography(family: "Arial", size: 25, weight: 700, lineHeight: 1.28)),
            ("typo-3", .typography(family: "Inter", size: 8, weight: 800, lineHeight: 1.5)),
        ]),
    ]

    func testUpstreamExpectedValuesAgree() throws {
        var agreed = 0, explained = 0, total = 0
        var disagreements: [String] = []
        for (file, values) in Self.upstream {
            let registry = Self.load(file)
            let resolution = registry.resolveDefault()
            XCTAssertEqual(errors(registry), [], file)
            for (path, expected) in values {
                total += 1
                let token = resolution.tokens[path]
                if case .noDTCGForm = expected {
                    explained += 1
                    XCTAssertNil(token, "\(file) \(path) has no DTCG form, yet was read")
                    continue
                }
                if let token, Self.agrees(token.value, expected) {
                    agreed += 1
                } else {
                    disagreements.append("\(file) \(path): expected \(expected), read \(token.map { "\($0.value)" } ?? "nothing")")
                }
            }
        }
        XCTAssertEqual(disagreements, [])
        // Every value with a DTCG form agrees; the rest (two multi-value spacings, a weight-only
        // typography) are explained above: 96 of 99.
        XCTAssertEqual(agreed + explained, total)
        XCTAssertEqual(total, 99)
        XCTAssertEqual(agreed, 96)
        XCTAssertGreaterThanOrEqual(Double(agreed) / Double(total), 0.95)
    }

    static func agrees(_ value: TokenValue, _ expected: Expected) -> Bool {
        func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
        switch expected {
        case .color(let hex): return value.colorValue.map(Self.hex) == hex
        case .px(let n): return value.dimensionValue == Dimension(value: n, unit: .px)
        case .em(let n): return value.dimensionValue == Dimension(value: n, unit: .em)
        case .gradient(let stops):
            guard case .gradient(let read) = value, read.count == stops.count else { return false }
            return zip(read, stops).allSatisfy { hex($0.color) == $1.color && close($0.position, $1.position) }
        case .number(let n): return value.numberValue.map { close($0, n) } == true
        case .weight(let n): return value.fontWeightValue == n
        case .family(let name): return value.fontFamilyValue == [name]
        case .typography(let family, let size, let weight, let lineHeight):
            guard let t = value.typographyValue else { return false }
            return t.fontFamily.first == family && t.fontSize == Dimension(value: size, unit: .px) && t.fontWeight == weight && t.lineHeight == .multiplier(lineHeight)
        case .shadow(let layers):
            guard case .shadow(let shadows) = value, shadows.count == layers.count else { return false }
            return zip(shadows, layers).allSatisfy { shadow, layer in
                shadow.inset == layer.inset && shadow.offsetX == Dimension(value: layer.x, unit: .px) && shadow.offsetY == Dimension(value: layer.y, unit: .px)
                    && shadow.blur == Dimension(value: layer.blur, unit: .px) && shadow.spread == Dimension(value: layer.spread, unit: .px) && hex(shadow.color) == layer.color
            }
        case .border(let width, let style, let color):
            guard case .border(let border) = value else { return false }
            return border.width == Dimension(value: width, unit: .px) && "\(border.style)".contains(style) && hex(border.color) == color
        case .noDTCGForm: return false
        }
    }
}

/// `tokens import` writes what `--tokens` reads: the resolver document and token files, read
/// back, resolve to the same values in every context, for every sample.
final class TokensImportRoundTripTests: XCTestCase {
    static let samples: [String] = {
        let folder = TokensStudioTests.root.appendingPathComponent("sd-transforms")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted().map { "sd-transforms/" + $0 } + [
            "cross-file", "four-themes", "themes-one-group", "themes-two-groups", "single-file/tokens.json", "single-file/no-metadata.json", "style-dictionary/tokens.json",
            "../tokens/figma-variables-rest/variables-local.json", "../tokens/figma-variables-rest-spectrum/variables-local.json",
        ]
    }()

    func testEverySampleRoundTrips() throws {
        XCTAssertGreaterThanOrEqual(Self.samples.count, 16)
        var compared = 0
        for sample in Self.samples {
            let source = TokensStudioTests.root.appendingPathComponent(sample).path
            let provider = DiskSourceProvider(workingDirectory: TokensStudioTests.root.path)
            let (read, findings) = ForeignTokens.read(source, provider: provider)
            let foreign = try XCTUnwrap(read, "\(sample): \(describe(findings))")
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ts-import-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let original = Registry.load(path: source, provider: provider)
            let (document, files) = foreign.importFiles(stem: "imported", evaluatedBy: original)
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try JSONWriter().string(file.tokens).write(to: url, atomically: true, encoding: .utf8)
            }
            let resolverURL = folder.appendingPathComponent("imported.resolver.json")
            try JSONWriter().string(document).write(to: resolverURL, atomically: true, encoding: .utf8)

            let imported = Registry.load(path: resolverURL.path)
            XCTAssertFalse(imported.hasInputErrors, "\(sample): \(describe(imported.loadFindings))")
            XCTAssertFalse(imported.loadFindings.contains { $0.rule == RegistryRule.tokenFormat.id }, "\(sample): the import is read as DTCG")
            XCTAssertEqual(imported.permutations.count, original.permutations.count, sample)
            for choice in original.permutations {
                let before = original.resolve(choice).tokens
                let after = imported.resolve(choice).tokens
                XCTAssertEqual(after.paths.sorted(), before.paths.sorted(), "\(sample) \(choice)")
                for path in before.paths {
                    XCTAssertEqual(after[path].map { ValueEncoding.json($0.value) }, before[path].map { ValueEncoding.json($0.value) }, "\(sample) \(choice) \(path)")
                    compared += 1
                }
            }
        }
        // What tokens import writes is DTCG any tool reads: evaluated values, the Tokens Studio
        // form beside them (the first context using components.json is Light: roundTo(44 / 1.5)).
        let foreign = try XCTUnwrap(ForeignTokens.read(TokensStudioTests.root.appendingPathComponent("four-themes").path, provider: DiskSourceProvider()).0)
        let written = foreign.importFiles(stem: "x", evaluatedBy: TokensStudioTests.load("four-themes")).files
        let components = try XCTUnwrap(written.first { $0.path == "x/components.tokens.json" }?.tokens)
        XCTAssertEqual(components["button"]?["min-height"]?["$value"], .object([("value", .number(29)), ("unit", .string("px"))]))
        XCTAssertEqual(components["button"]?["min-height"]?["$extensions"]?["org.tokenlint"]?["tokensStudioValue"], .string("roundTo({target} / 1.5)"))
        let dark = try XCTUnwrap(written.first { $0.path == "x/dark.tokens.json" }?.tokens)
        XCTAssertEqual(dark["fg-muted"]?["$value"]?["hex"], .string("#787878"))
        // A sample whose references all lead out of it (cross-file-refs-3 alone) has no tokens.
        XCTAssertGreaterThan(compared, 200)
    }
}

/// Style Dictionary's legacy format, read as its convertToDTCG maps it.
final class StyleDictionaryLegacyTests: XCTestCase {
    func testLegacyFileLoadsWithReferencesResolvedAndDeprecationsKept() throws {
        let registry = TokensStudioTests.load("style-dictionary/tokens.json")
        let resolution = registry.resolveDefault()
        XCTAssertEqual((registry.loadFindings + resolution.findings).filter { $0.severity != .info }, [], describe(registry.loadFindings + resolution.findings))
        let format = registry.loadFindings.filter { $0.rule == RegistryRule.tokenFormat.id }
        XCTAssertEqual(format.count, 1)
        XCTAssertTrue(format.first?.message.contains("Style Dictionary") == true)
        let tokens = resolution.tokens
        XCTAssertEqual(tokens["color.font.danger"].flatMap { $0.value.colorValue }.map(TokensStudioTests.hex), "#ff0000")
        XCTAssertEqual(tokens["color.font.danger"]?.aliasOf, "color.base.red")
        XCTAssertEqual(tokens["color.font.base"]?.description, "Body text")
        XCTAssertEqual(tokens["color.base.red"]?.description, "The brand red")
        XCTAssertEqual(tokens["color.font.secondary"]?.deprecated, .deprecated(reason: "Use color.font.base: light gray on white fails contrast"))
        XCTAssertNil(tokens["color.font.base"]?.deprecated)
        XCTAssertEqual(tokens["size.padding.base"]?.value.dimensionValue, Dimension(value: 8, unit: .px))
        XCTAssertEqual(tokens["time.quick"]?.value.durationValue, 0.2)
    }
}

/// A saved `GET /v1/files/:key/variables/local` response read as a registry.
final class FigmaVariablesResponseTests: XCTestCase {
    /// Adobe Spectrum 2's "S2 – Web" file, trimmed (Tests/Fixtures/tokens/figma-variables-rest-spectrum).
    func testARealResponseLoadsAsARegistry() throws {
        let registry = TokensStudioTests.load("../tokens/figma-variables-rest-spectrum/variables-local.json")
        // Figma hides collections named with a leading '.' from publishing: the dot is no part of the name.
        XCTAssertEqual(registry.modifiers.map(\.name), ["Color theme"])
        XCTAssertEqual(registry.modifiers.first?.contexts, ["Light", "Wireframe", "Dark"])
        XCTAssertEqual(registry.modifiers.first?.defaultContext, "Light")
        XCTAssertEqual(registry.modifiers.first?.role, "appearance")
        XCTAssertEqual(registry.loadFindings.filter { $0.severity != .info }, [], describe(registry.loadFindings))
        let remote = registry.loadFindings.filter { $0.message.contains("from libraries (remote)") }
        XCTAssertEqual(remote.count, 1, describe(registry.loadFindings))
        XCTAssertTrue(remote.first?.message.hasPrefix("3 variables come from libraries") == true, describe(remote))
        // The library variables alias variables of their own library, which the response lacks.
        XCTAssertEqual(registry.loadFindings.filter { $0.rule == RegistryRule.foreignType.id && $0.message.contains("aliases to 3 variables the response lacks") }.count, 1, describe(registry.loadFindings))
        // Hand-computed from the response's r, g, b × 255: gray-800, gray-25, blue-900/blue-800 per mode.
        let expected = [
            "Light": (text: "#292929", background: "#ffffff", accent: "#3b63fb"),
            "Dark": (text: "#dbdbdb", background: "#111111", accent: "#4069fd"),  // Dark's accent is accent-color-800
            "Wireframe": (text: "#192e5d", background: "#fefeff", accent: "#4a6fc3"),
        ]
        for (context, colors) in expected {
            let resolution = registry.resolve([ContextChoice(modifier: "Color theme", context: context)])
            XCTAssertEqual(resolution.findings.filter { $0.severity == .error }, [], context)
            func hex(_ path: String) -> String? { resolution.tokens[path]?.value.colorValue.map(TokensStudioTests.hex) }
            XCTAssertEqual(hex("colorTheme.neutral-content-color-default"), colors.text, context)
            XCTAssertEqual(resolution.tokens["colorTheme.neutral-content-color-default"]?.aliasOf, "colorTheme.gray-800", context)
            XCTAssertEqual(hex("colorTheme.background-base-color"), colors.background, context)
            XCTAssertEqual(hex("colorTheme.accent-background-color-default"), colors.accent, context)
            // A single-mode collection aliasing into the multi-mode one follows its context.
            XCTAssertEqual(hex("Alias.content.neutral.default"), colors.text, context)
            XCTAssertEqual(resolution.tokens["platformScale.corner-radius-75"]?.value.numberValue, 3, context)
        }
    }


    func testCollectionsBecomeSetsAndModifiersAndAliasesAreFollowed() throws {
        let registry = TokensStudioTests.load("../tokens/figma-variables-rest/variables-local.json")
        XCTAssertEqual(registry.modifiers.map(\.name), ["Color"])
        // The default mode first, light before dark, standard contrast before increased.
        XCTAssertEqual(registry.modifiers.first?.contexts, ["Light", "Dark", "Light High Contrast", "Dark High Contrast"])
        XCTAssertEqual(registry.modifiers.first?.defaultContext, "Light")
        XCTAssertEqual(registry.modifiers.first?.role, "appearance")
        let infos = registry.loadFindings.filter { $0.severity == .info }
        XCTAssertEqual(registry.loadFindings.filter { $0.severity != .info }, [])
        XCTAssertEqual(infos.filter { $0.message.contains("from libraries (remote)") && $0.message.contains("brand/blue") }.count, 1, describe(infos))
        XCTAssertEqual(infos.filter { $0.rule == RegistryRule.foreignType.id && $0.message.contains("label.on") }.count, 1, describe(infos))
        // text/primary: Light aliases gray/900 (0.1 × 255 = 25.5 → 1a), Dark gray/0, the HC modes are literal.
        let expected = ["Light": ("#1a1a1a", "#ffffff"), "Dark": ("#ffffff", "#1a1a1a"), "Light High Contrast": ("#000000", "#ffffff"), "Dark High Contrast": ("#ffffff", "#000000")]
        for (context, (text, background)) in expected {
            let resolution = registry.resolve([ContextChoice(modifier: "Color", context: context)])
            XCTAssertEqual(resolution.findings.filter { $0.severity == .error }, [], context)
            XCTAssertEqual(resolution.tokens["text.primary"]?.value.colorValue.map(TokensStudioTests.hex), text, context)
            XCTAssertEqual(resolution.tokens["background.default"]?.value.colorValue.map(TokensStudioTests.hex), background, context)
            XCTAssertEqual(resolution.tokens["text.brand"]?.aliasOf, "brand.blue", context)
            XCTAssertEqual(resolution.tokens["spacing.0-5"]?.value.dimensionValue, Dimension(value: 2, unit: .px), context)
        }
        XCTAssertEqual(registry.resolveDefault().tokens["gray.900"]?.description, "Near black")
    }
}
