import Diagnostics
@testable import SpecLint
import XCTest

/// Option values are validated: a typo must not silently fall back to the default.
final class RuleOptionValidationTests: XCTestCase {
    func testInvalidOptionValuesAreErrorsWithPositions() throws {
        let (config, findings) = try decodeConfig("""
            rules:
              text/dynamic-type: {upTo: accesibility3}
              contrast/text: {level: AAAA}
              target/size: {minimum: "48"}
            """)
        XCTAssertEqual(findings.map(\.rule.rawValue), ["config/invalid", "config/invalid", "config/invalid"])
        XCTAssertEqual(findings.map { $0.location?.line }, [2, 3, 4])
        XCTAssertTrue(findings[0].message.contains("did you mean 'accessibility3'"), findings[0].message)
        XCTAssertTrue(findings[1].message.contains("AA or AAA"), findings[1].message)
        XCTAssertNil(config.options(TextDynamicTypeRule.self), "an invalid value is not kept")
    }

    /// The rule's `Options` decoding finds the problem, and the config reports it at the value:
    /// a value of the wrong type, and one of the right type out of range.
    func testDecodingProblemsArePlacedAtTheValue() throws {
        let (config, findings) = try decodeConfig("""
            rules:
              target/size: {severity: warning, minimum: "48"}
              contrast/text:
                level: AAAA
              text/dynamic-type: {upTo: large}
            """)
        let (negative, negativeFindings) = try decodeConfig("rules:\n  target/size: {minimum: -4}\n")
        XCTAssertEqual((findings + negativeFindings).map(\.message), [
            "target/size option minimum: must be a number, found a string",
            "contrast/text option level: must be AA or AAA",
            "target/size option minimum: must be a number of points greater than 0",
        ])
        XCTAssertEqual((findings + negativeFindings).map { $0.location.map { [$0.line, $0.column] } }, [[2, 45], [4, 12], [2, 26]])
        XCTAssertEqual(config.severity(of: "target/size", default: .error), .warning, "the entry's other settings are kept")
        XCTAssertNil(config.options(TargetSizeRule.self))
        XCTAssertNil(negative.options(TargetSizeRule.self))
        XCTAssertEqual(config.options(TextDynamicTypeRule.self)?.upTo, "large")
    }

    func testValidOptionValuesAreKept() throws {
        let (config, findings) = try decodeConfig("""
            rules:
              text/dynamic-type: {upTo: accessibility5}
              contrast/text: {level: aaa}
              target/size: {minimum: 48}
            """)
        XCTAssertEqual(findings, [])
        XCTAssertEqual(config.options(TextDynamicTypeRule.self)?.upTo, "accessibility5")
        XCTAssertEqual(config.options(ContrastTextRule.self)?.level, .aaa, "the level is not case-sensitive")
        XCTAssertEqual(config.options(TargetSizeRule.self)?.minimum, 48)
    }
}
