import Diagnostics
import SpecLint
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
        XCTAssertEqual(findings.map(\.rule), ["config/invalid", "config/invalid", "config/invalid"])
        XCTAssertEqual(findings.map { $0.location?.line }, [2, 3, 4])
        XCTAssertTrue(findings[0].message.contains("did you mean 'accessibility3'"), findings[0].message)
        XCTAssertTrue(findings[1].message.contains("AA or AAA"), findings[1].message)
        XCTAssertNil(config.setting(for: "text/dynamic-type").string("upTo"), "an invalid value is not kept")
    }

    func testValidOptionValuesAreKept() throws {
        let (config, findings) = try decodeConfig("""
            rules:
              text/dynamic-type: {upTo: accessibility5}
              contrast/text: {level: aaa}
              target/size: {minimum: 48}
            """)
        XCTAssertEqual(findings, [])
        XCTAssertEqual(config.setting(for: "text/dynamic-type").string("upTo"), "accessibility5")
        XCTAssertEqual(config.setting(for: "target/size").number("minimum"), 48)
    }
}
