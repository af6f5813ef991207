import ColorScience
import DesignTokens
import Diagnostics
import JSONSource
import XCTest

/// Curly-brace aliases through `$root` and JSON Pointer `$ref`s (Format §6.2, §7.1–§7.3).
final class AliasAndPointerTests: XCTestCase {
    // MARK: $root

    func testAliasToRootTokenResolvesToTheGroupsBaseValue() throws {
        let resolution = try loadFixture("root-alias/tokens.json").resolveDefault()
        let root = try XCTUnwrap(resolution.tokens["color.accent.$root"], "the $root token keeps $root in its path (Format §6.7.2)")
        XCTAssertEqual(root.type, .color, "$root inherits the group's $type")
        let link = try XCTUnwrap(resolution.tokens["color.link"])
        XCTAssertEqual(link.type, .color)
        XCTAssertEqual(link.aliasOf, "color.accent.$root")
        XCTAssertEqual(link.value.colorValue, Color(space: .srgb, components: [0, 0.4, 0.8]))
    }

    func testAliasChainThroughRootTokenFollowsToTheConcreteValue() throws {
        let resolution = try loadFixture("root-alias/tokens.json").resolveDefault()
        let chained = try XCTUnwrap(resolution.tokens["color.chained"])
        XCTAssertEqual(chained.type, .color, "an untyped alias takes its target's type")
        XCTAssertEqual(chained.aliasOf, "color.link", "aliasOf is the first hop")
        XCTAssertEqual(chained.value.colorValue, Color(space: .srgb, components: [0, 0.4, 0.8]))
    }

    func testAliasToGroupIsUnresolvedAndSuggestsItsRootToken() throws {
        let registry = try loadFixture("root-alias/tokens.json")
        let resolution = registry.resolveDefault()
        assertFinding(resolution.findings, rule: .unresolvedReference, token: "color.broken",
                      at: ("root-alias/tokens.json", 10, 45), messageContains: ["{color.accent}", "{color.accent.$root}"])
        XCTAssertNil(resolution.tokens["color.broken"], "a token whose alias does not resolve is not in the result")
        XCTAssertEqual(resolution.findings.count, 1, describe(resolution.findings))
    }

    // MARK: JSON Pointer, whole token

    func testPublishedPointerFormToValueWithSiblingTypeIsAWholeTokenAlias() throws {
        let resolution = try loadFixture("json-pointer/tokens.json").resolveDefault()
        let token = try XCTUnwrap(resolution.tokens["semantic.published"])
        XCTAssertEqual(token.type, .color)
        XCTAssertEqual(token.aliasOf, "colors.blue")
        XCTAssertEqual(token.value.colorValue, Color(space: .srgb, components: [0.2, 0.4, 0.9], alpha: 0.5))
    }

    func testCorrectedPointerFormToTokenTakesTheTargetsType() throws {
        let resolution = try loadFixture("json-pointer/tokens.json").resolveDefault()
        let token = try XCTUnwrap(resolution.tokens["semantic.corrected"])
        XCTAssertEqual(token.type, .color, "no own $type: the target's type")
        XCTAssertEqual(token.aliasOf, "colors.blue")
        XCTAssertEqual(token.value.colorValue, Color(space: .srgb, components: [0.2, 0.4, 0.9], alpha: 0.5))
    }

    func testPointerSegmentsDecodeTildeOneAsSlashAndTildeZeroAsTilde() throws {
        let resolution = try loadFixture("json-pointer/tokens.json").resolveDefault()
        let slash = try XCTUnwrap(resolution.tokens["semantic.slash"], describe(resolution.findings))
        XCTAssertEqual(slash.aliasOf, "colors.a/b")
        XCTAssertEqual(slash.value.colorValue, Color(space: .srgb, components: [1, 0, 0]))
        let tilde = try XCTUnwrap(resolution.tokens["semantic.tilde"], describe(resolution.findings))
        XCTAssertEqual(tilde.aliasOf, "colors.x~y")
        XCTAssertEqual(tilde.value.colorValue, Color(space: .srgb, components: [0, 1, 0]))
    }

    func testTokenLevelPointerIntoValueReachesOneComponent() throws {
        let resolution = try loadFixture("json-pointer/tokens.json").resolveDefault()
        let hue = try XCTUnwrap(resolution.tokens["semantic.hue"])
        XCTAssertEqual(hue.type, .number)
        XCTAssertEqual(hue.value.numberValue, 0.2)
        XCTAssertNil(hue.aliasOf, "a property reference is not a whole-token alias")
    }

    // MARK: JSON Pointer, property level

    func testPropertyLevelPointersInsideColorComponentsAreSubstituted() throws {
        let resolution = try loadFixture("json-pointer/tokens.json").resolveDefault()
        let mixed = try XCTUnwrap(resolution.tokens["semantic.mixed"])
        XCTAssertEqual(mixed.value.colorValue, Color(space: .srgb, components: [0.2, 0.4, 0.7]))
        XCTAssertEqual(mixed.resolvedJSON["components"], [0.2, 0.4, 0.7])
    }

    func testPropertyLevelPointersToDimensionValueAndUnit() throws {
        let resolution = try loadFixture("json-pointer/tokens.json").resolveDefault()
        XCTAssertEqual(resolution.tokens["layout.small"]?.value.dimensionValue, Dimension(value: 16, unit: .rem))
        XCTAssertEqual(resolution.tokens["layout.large"]?.value.dimensionValue, Dimension(value: 32, unit: .px))
    }

    func testPropertyLevelPointersToTypographySubFields() throws {
        let resolution = try loadFixture("json-pointer/tokens.json").resolveDefault()
        let h1 = try XCTUnwrap(resolution.tokens["headings.h1"]?.value.typographyValue, describe(resolution.findings))
        XCTAssertEqual(h1.fontFamily, ["Helvetica", "Arial", "sans-serif"])
        XCTAssertEqual(h1.fontSize, Dimension(value: 32, unit: .px))
        XCTAssertEqual(h1.fontWeight, 700)
        XCTAssertEqual(h1.letterSpacing, Dimension(value: 0, unit: .px))
        XCTAssertEqual(h1.lineHeight, .multiplier(1.5))
    }

    func testPointerToNothingIsUnresolvedWithItsPosition() throws {
        let resolution = try loadFixture("json-pointer/tokens.json").resolveDefault()
        assertFinding(resolution.findings, rule: .unresolvedReference, token: "semantic.missing",
                      at: ("json-pointer/tokens.json", 20, 44), messageContains: ["#/colors/green", "green"])
        XCTAssertNil(resolution.tokens["semantic.missing"])
    }

    func testPropertyPointerPastTheEndOfAnArrayIsUnresolvedWithItsPosition() throws {
        let resolution = try loadFixture("json-pointer/tokens.json").resolveDefault()
        assertFinding(resolution.findings, rule: .unresolvedReference, token: "semantic.deep",
                      at: ("json-pointer/tokens.json", 21, 44), messageContains: ["components/7"])
        XCTAssertNil(resolution.tokens["semantic.deep"])
    }

    func testPointerFixtureHasNoOtherFindings() throws {
        let registry = try loadFixture("json-pointer/tokens.json")
        let findings = registry.defaultFindings
        XCTAssertEqual(findings.map(\.token), ["semantic.missing", "semantic.deep"], describe(findings))
    }
}

/// Format §7.4.5: "Tools MUST report errors for: Invalid syntax: Malformed curly braces". A
/// reference with blanks around a name, whole or inside a composite value, is reported as
/// malformed (with the fix) at the string, not resolved as the path " color.ink " that no
/// token has.
final class MalformedReferenceTests: XCTestCase {
    func testMalformedReferencesAreReportedWhereTheyAreWritten() throws {
        let resolution = try loadFixture("malformed-reference/tokens.json").resolveDefault()
        let file = "malformed-reference/tokens.json"
        assertFinding(resolution.findings, rule: .unresolvedReference, token: "border.divider", at: (file, 5, 58),
                      messageContains: ["\"{ color.ink }\" is not a well-formed token reference", "did you mean {color.ink}?"])
        assertFinding(resolution.findings, rule: .unresolvedReference, token: "alias.spaced", at: (file, 8, 45),
                      messageContains: ["\"{color .ink}\" is not a well-formed token reference", "did you mean {color.ink}?"])
        XCTAssertEqual(resolution.findings.count, 2, describe(resolution.findings))
        XCTAssertEqual(resolution.tokens["alias.fine"]?.aliasOf, "color.ink")
        XCTAssertNil(resolution.tokens["alias.spaced"])
    }
}
