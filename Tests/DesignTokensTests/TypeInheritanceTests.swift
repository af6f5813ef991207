import ColorScience
import DesignTokens
import Diagnostics
import XCTest

/// Type resolution: own `$type` → alias target's → nearest group's; never guessed (Format §5.2.2).
final class TypeInheritanceTests: XCTestCase {
    private func resolution() throws -> Resolution {
        try loadFixture("type-inheritance/tokens.json").resolveDefault()
    }

    func testOwnTypeWinsOverTheGroupType() throws {
        let tokens = try resolution().tokens
        XCTAssertEqual(tokens["outer.own"]?.type, .dimension)
        XCTAssertEqual(tokens["outer.own"]?.value.dimensionValue, Dimension(value: 4, unit: .px))
    }

    func testNearestGroupTypeWins() throws {
        let tokens = try resolution().tokens
        XCTAssertEqual(tokens["outer.ratio"]?.type, .number)
        XCTAssertEqual(tokens["outer.inner.weight"]?.type, .fontWeight, "the nearest group's $type, not the outer one")
        XCTAssertEqual(tokens["outer.inner.weight"]?.value.fontWeightValue, 700)
    }

    func testAliasTargetTypeWinsOverTheGroupType() throws {
        let tokens = try resolution().tokens
        let token = try XCTUnwrap(tokens["sizes.fromAlias"])
        XCTAssertEqual(token.type, .color, "an untyped alias takes its target's type before its group's (dimension)")
        XCTAssertEqual(token.aliasOf, "palette.blue")
    }

    func testTokenWithoutAnyTypeIsUnknownType() throws {
        let result = try resolution()
        assertFinding(result.findings, rule: .unknownType, token: "untyped",
                      at: ("type-inheritance/tokens.json", 19, 14), messageContains: ["no $type"])
        XCTAssertNil(result.tokens["untyped"], "the type is never guessed from the value")
    }

    func testUnknownTypeNameIsReportedWithDidYouMean() throws {
        let result = try resolution()
        assertFinding(result.findings, rule: .unknownType, token: "typo",
                      at: ("type-inheritance/tokens.json", 20, 22), messageContains: ["'colour'", "did you mean 'color'"])
        XCTAssertNil(result.tokens["typo"])
    }

    func testOwnDimensionTypeAliasingAColorIsTypeMismatch() throws {
        let result = try resolution()
        assertFinding(result.findings, rule: .typeMismatch, token: "mismatch",
                      at: ("type-inheritance/tokens.json", 21, 49), messageContains: ["dimension", "{palette.blue}", "color"])
        XCTAssertNil(result.tokens["mismatch"])
    }

    func testTypographyFontSizeAliasingAColorIsTypeMismatch() throws {
        let result = try resolution()
        assertFinding(result.findings, rule: .typeMismatch, token: "text",
                      at: ("type-inheritance/tokens.json", 24, 15), messageContains: ["fontSize", "color", "dimension"])
        XCTAssertNil(result.tokens["text"])
    }

    func testOnlyTheFourBrokenTokensHaveFindings() throws {
        let result = try resolution()
        XCTAssertEqual(Set(result.findings.compactMap(\.token)), ["untyped", "typo", "mismatch", "text"], describe(result.findings))
        XCTAssertEqual(result.findings.count, 4, describe(result.findings))
    }
}
