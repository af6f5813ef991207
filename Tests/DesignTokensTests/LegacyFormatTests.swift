import ColorScience
import DesignTokens
import Diagnostics
import XCTest

/// `legacyFormat`: pre-2025.10 value forms accepted, each with a `dtcg/legacy-format` warning;
/// without it, the same values are `dtcg/invalid-value` errors.
final class LegacyFormatTests: XCTestCase {
    private let file = "legacy/tokens.json"
    private let legacyTokens: [(path: String, line: Int, column: Int, mentions: String)] = [
        ("hexColor", 2, 45, "'#ff8800'"),
        ("durationString", 3, 54, "'200ms'"),
        ("dimensionString", 4, 56, "'16px'"),
        ("emUnit", 5, 47, "'em'"),
        ("dimensionLineHeight", 8, 15, "lineHeight"),
    ]

    func testLegacyFormsAreAcceptedWithOneWarningEach() throws {
        let resolution = try loadFixture(file, legacyFormat: true).resolveDefault()
        for token in legacyTokens {
            assertFinding(resolution.findings, rule: .legacyFormat, severity: .warning, token: token.path,
                          at: (file, token.line, token.column), messageContains: [token.mentions])
            XCTAssertNotNil(resolution.tokens[token.path], "\(token.path) is accepted")
        }
        XCTAssertEqual(resolution.findings.count, legacyTokens.count, describe(resolution.findings))
        XCTAssertTrue(resolution.findings.allSatisfy { $0.severity == .warning })
    }

    func testLegacyValuesConvertToTheirModernMeaning() throws {
        let tokens = try loadFixture(file, legacyFormat: true).resolveDefault().tokens
        XCTAssertEqual(tokens["hexColor"]?.value.colorValue?.hex, "#ff8800")
        XCTAssertEqual(tokens["hexColor"]?.value.colorValue?.space, .srgb)
        XCTAssertEqual(try XCTUnwrap(tokens["durationString"]?.value.durationValue), 0.2, accuracy: 1e-12)
        XCTAssertEqual(tokens["dimensionString"]?.value.dimensionValue, Dimension(value: 16, unit: .px))
        XCTAssertEqual(tokens["emUnit"]?.value.dimensionValue, Dimension(value: 0.5, unit: .em))
        XCTAssertNil(tokens["emUnit"]?.value.dimensionValue?.points, "em has no absolute size")
        let typography = try XCTUnwrap(tokens["dimensionLineHeight"]?.value.typographyValue)
        XCTAssertEqual(typography.lineHeight, .absolute(Dimension(value: 24, unit: .px)))
        XCTAssertEqual(typography.lineHeightPoints, 24)
        XCTAssertEqual(tokens["modern"]?.value.dimensionValue, Dimension(value: 2, unit: .px))
    }

    func testWithoutTheFlagLegacyFormsAreInvalidValueErrors() throws {
        let resolution = try loadFixture(file).resolveDefault()
        for token in legacyTokens {
            assertFinding(resolution.findings, rule: .invalidValue, token: token.path, at: (file, token.line, token.column),
                          messageContains: [token.mentions, "--legacy-format"])
            XCTAssertNil(resolution.tokens[token.path], "\(token.path) is rejected")
        }
        assertNoFinding(resolution.findings, rule: .legacyFormat)
        XCTAssertEqual(resolution.tokens.paths, ["modern"])
    }
}
