import ColorScience
import DesignTokens
import Diagnostics
import Motion
import XCTest

/// The 13 DTCG 2025.10 types with their value shapes (Format §8, §9) and the Color module's
/// 14 color spaces.
final class ValueTypeTests: XCTestCase {
    private func valid() throws -> Resolution { try loadFixture("all-types/valid.tokens.json").resolveDefault() }

    // MARK: Valid values

    func testOneValidExampleOfEveryDTCGTypeParses() throws {
        let resolution = try valid()
        XCTAssertEqual(resolution.findings, [], describe(resolution.findings))
        let types = Set(resolution.tokens.tokens.values.map(\.type))
        XCTAssertEqual(types, Set(TokenType.allCases.filter(\.isDTCG)), "all 13 DTCG types")
        XCTAssertEqual(TokenType.allCases.filter(\.isDTCG).count, 13)
        for name in TokenType.allCases.filter(\.isDTCG).map(\.rawValue) {
            XCTAssertEqual(resolution.tokens[name]?.type.rawValue, name)
        }
    }

    func testSimpleTypesParseToTheirValues() throws {
        let tokens = try valid().tokens
        XCTAssertEqual(tokens["color"]?.value.colorValue, Color(space: .srgb, components: [0, 0.4, 0.8], alpha: 0.9))
        XCTAssertEqual(tokens["dimension"]?.value.dimensionValue, Dimension(value: 1.5, unit: .rem))
        XCTAssertEqual(tokens["dimension"]?.value.dimensionValue?.points, 24, "rem assumes 16 px")
        XCTAssertEqual(tokens["fontFamily"]?.value.fontFamilyValue, ["Helvetica Neue", "sans-serif"])
        XCTAssertEqual(tokens["fontFamilySingle"]?.value.fontFamilyValue, ["Inter"])
        XCTAssertEqual(tokens["fontWeight"]?.value.fontWeightValue, 350)
        XCTAssertEqual(tokens["duration"]?.value.durationValue, 0.2)
        XCTAssertEqual(tokens["durationSeconds"]?.value.durationValue, 1.5)
        XCTAssertEqual(tokens["cubicBezier"]?.value, .cubicBezier(try CubicBezier(0.5, -0.5, 0.5, 1.5)), "y may leave [0, 1]")
        XCTAssertEqual(tokens["number"]?.value.numberValue, 1.25)
    }

    func testFontWeightNamesAreCaseSensitiveAndMapToNumbers() throws {
        let tokens = try valid().tokens
        XCTAssertEqual(tokens["fontWeightName"]?.value.fontWeightValue, 700, "\"bold\" = 700")
        XCTAssertEqual(tokens["fontWeightHyphenated"]?.value.fontWeightValue, 950, "\"extra-black\" = 950")
        let invalid = try loadFixture("all-types/invalid.tokens.json").resolveDefault()
        assertFinding(invalid.findings, rule: .invalidValue, token: "fontWeightCapitalized", at: ("all-types/invalid.tokens.json", 6, 63),
                      messageContains: ["'Bold'", "did you mean 'bold'"])
        XCTAssertNil(invalid.tokens["fontWeightCapitalized"])
    }

    func testStrokeStyleAsKeywordAndAsDashArrayObject() throws {
        let tokens = try valid().tokens
        XCTAssertEqual(tokens["strokeStyleKeyword"]?.value, .strokeStyle(.keyword(.dashed)))
        XCTAssertEqual(tokens["strokeStyle"]?.value,
                       .strokeStyle(.dashes(dashArray: [Dimension(value: 0.5, unit: .rem), Dimension(value: 4, unit: .px)], lineCap: .round)))
    }

    func testBorderParsesColorWidthAndStyle() throws {
        guard case .border(let border)? = try valid().tokens["border"]?.value else { return XCTFail("border did not parse") }
        XCTAssertEqual(border.color, Color(space: .srgb, components: [0.2, 0.2, 0.2]))
        XCTAssertEqual(border.width, Dimension(value: 3, unit: .px))
        XCTAssertEqual(border.style, .dashes(dashArray: [Dimension(value: 2, unit: .px)], lineCap: .butt))
    }

    func testTransitionParsesDurationDelayAndTimingFunction() throws {
        guard case .transition(let curve)? = try valid().tokens["transition"]?.value else { return XCTFail("transition did not parse") }
        XCTAssertEqual(curve.duration, 0.2, accuracy: 1e-12)
        XCTAssertEqual(curve.delay, 0)
        XCTAssertEqual(curve.timingFunction.values, [0.5, 0, 1, 1])
    }

    func testShadowArrayKeepsEveryLayerAndInset() throws {
        let tokens = try valid().tokens
        guard case .shadow(let layers)? = tokens["shadow"]?.value else { return XCTFail("shadow did not parse") }
        XCTAssertEqual(layers.count, 2)
        XCTAssertEqual(layers.map(\.inset), [false, true])
        XCTAssertEqual(layers[0].offsetY, Dimension(value: 4, unit: .px))
        XCTAssertEqual(layers[1].color.alpha, 0.2)
        XCTAssertEqual(layers[1].spread, Dimension(value: 1, unit: .px))
        guard case .shadow(let single)? = tokens["shadowSingle"]?.value else { return XCTFail("single shadow did not parse") }
        XCTAssertEqual(single.count, 1, "a single shadow object is one layer")
    }

    func testGradientStopsAreKeptInOrderWithPositionsClamped() throws {
        guard case .gradient(let stops)? = try valid().tokens["gradient"]?.value else { return XCTFail("gradient did not parse") }
        XCTAssertEqual(stops.map(\.position), [0, 0.4, 1], "positions outside [0, 1] are clamped (Format §9.7)")
        XCTAssertEqual(stops.map(\.color), [Color(space: .srgb, components: [0, 0, 1]), Color(space: .srgb, components: [1, 0, 0]),
                                            Color(space: .srgb, components: [0, 1, 0])])
    }

    func testTypographyParsesAllFiveSubValues() throws {
        let typography = try XCTUnwrap(try valid().tokens["typography"]?.value.typographyValue)
        XCTAssertEqual(typography.fontFamily, ["Roboto"])
        XCTAssertEqual(typography.fontSize, Dimension(value: 42, unit: .px))
        XCTAssertEqual(typography.fontWeight, 700)
        XCTAssertEqual(typography.letterSpacing, Dimension(value: 0.1, unit: .px))
        XCTAssertEqual(typography.lineHeight, .multiplier(1.2))
        XCTAssertEqual(try XCTUnwrap(typography.lineHeightPoints), 50.4, accuracy: 1e-9)
    }

    // MARK: Malformed values

    func testAMalformedExampleOfEveryDTCGTypeIsInvalidValue() throws {
        let resolution = try loadFixture("all-types/invalid.tokens.json").resolveDefault()
        let malformed = ["color", "dimension", "fontFamily", "fontWeight", "fontWeightCapitalized", "duration", "cubicBezier", "number",
                         "strokeStyle", "strokeStyleObject", "border", "transition", "shadow", "gradient", "typography", "typographyExtra"]
        for path in malformed {
            let findings = resolution.findings.filter { $0.token == path }
            XCTAssertEqual(findings.map(\.rule), [RegistryRule.invalidValue.id], "\(path):\n\(describe(findings))")
            XCTAssertEqual(findings.first?.location?.file, "all-types/invalid.tokens.json")
            XCTAssertNil(resolution.tokens[path], "\(path) must be rejected")
        }
        XCTAssertEqual(resolution.tokens.count, 0)
        XCTAssertEqual(resolution.findings.count, malformed.count, describe(resolution.findings))
    }

    func testMalformedValueMessagesNameWhatIsWrong() throws {
        let findings = try loadFixture("all-types/invalid.tokens.json").resolveDefault().findings
        let file = "all-types/invalid.tokens.json"
        assertFinding(findings, rule: .invalidValue, token: "color", at: (file, 2, 42), messageContains: ["3 entries"])
        assertFinding(findings, rule: .invalidValue, token: "fontWeight", at: (file, 5, 52), messageContains: ["1…1000"])
        assertFinding(findings, rule: .invalidValue, token: "cubicBezier", at: (file, 8, 54), messageContains: ["[0, 1]"])
        assertFinding(findings, rule: .invalidValue, token: "border", at: (file, 14, 15), messageContains: ["'style'"])
        assertFinding(findings, rule: .invalidValue, token: "transition", at: (file, 18, 15), messageContains: ["'delay'"])
        assertFinding(findings, rule: .invalidValue, token: "shadow", messageContains: ["'spread'"])
        assertFinding(findings, rule: .invalidValue, token: "gradient", messageContains: ["'position'"])
        assertFinding(findings, rule: .invalidValue, token: "typographyExtra", messageContains: ["'textTransform'"])
    }

    // MARK: Colors

    func testColorsInAllFourteenColorSpacesParse() throws {
        let resolution = try loadFixture("colors/spaces.tokens.json").resolveDefault()
        XCTAssertEqual(resolution.findings, [], describe(resolution.findings))
        XCTAssertEqual(ColorSpace.allCases.count, 14)
        for space in ColorSpace.allCases {
            let color = try XCTUnwrap(resolution.tokens["space.\(space.rawValue)"]?.value.colorValue, space.rawValue)
            XCTAssertEqual(color.space, space)
            XCTAssertEqual(color.components.count, 3)
        }
    }

    func testNoneComponentsAlphaAndHexAreRead() throws {
        let tokens = try loadFixture("colors/spaces.tokens.json").resolveDefault().tokens
        XCTAssertEqual(tokens["space.srgb-linear"]?.value.colorValue?.components, [0.2, 0.5, nil], "\"none\" is a missing component")
        XCTAssertEqual(tokens["space.hsl"]?.value.colorValue?.components, [nil, 0, 50])
        XCTAssertEqual(tokens["space.lch"]?.value.colorValue?.components, [60, 40, nil])
        XCTAssertEqual(tokens["space.a98-rgb"]?.value.colorValue?.alpha, 0.25)
        XCTAssertEqual(tokens["space.hwb"]?.value.colorValue?.alpha, 0.5)
        XCTAssertEqual(tokens["space.xyz-d50"]?.value.colorValue?.alpha, 0)
        XCTAssertEqual(tokens["space.oklch"]?.value.colorValue?.alpha, 1, "alpha defaults to 1")
        XCTAssertEqual(tokens["space.srgb"]?.value.colorValue?.hex, "#ff0000")
        XCTAssertEqual(tokens["space.srgb"]?.resolvedJSON["hex"], "#ff0000", "the hex fallback is kept in the resolved JSON")
        XCTAssertEqual(tokens["space.hsl"]?.value.colorValue?.hex, "#808080", "hsl(none 0% 50%) is mid grey")
        XCTAssertEqual(tokens["space.xyz-d65"]?.value.colorValue?.hex, "#ffffff", "the D65 white point is sRGB white")
        XCTAssertEqual(tokens["space.display-p3"]?.value.colorValue?.isInSRGBGamut, false, "P3 red is outside sRGB")
    }

    func testOutOfRangeSRGBComponentIsRejected() throws {
        let resolution = try loadFixture("colors/invalid.tokens.json").resolveDefault()
        assertFinding(resolution.findings, rule: .invalidValue, token: "bad.srgbOutOfRange", at: ("colors/invalid.tokens.json", 4, 35),
                      messageContains: ["1.2"])
        XCTAssertNil(resolution.tokens["bad.srgbOutOfRange"])
    }

    func testMalformedColorsAreRejected() throws {
        let resolution = try loadFixture("colors/invalid.tokens.json").resolveDefault()
        for name in ["srgbOutOfRange", "negative", "hslSaturation", "unknownSpace", "alpha", "shortHex", "alphaHex", "component"] {
            assertFinding(resolution.findings, rule: .invalidValue, token: "bad.\(name)")
        }
        assertFinding(resolution.findings, rule: .invalidValue, token: "bad.unknownSpace", messageContains: ["did you mean 'srgb-linear'"])
        XCTAssertEqual(resolution.tokens.count, 0)
    }
}
