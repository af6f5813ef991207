import DesignTokens
import Diagnostics
import Foundation
import Motion
import XCTest

/// tokenlint's extension types `spring` and `motion` (docs/tokens.md "Extension types").
final class SpringAndMotionTypeTests: XCTestCase {
    private let file = "springs/tokens.json"

    private func resolution() throws -> Resolution { try loadFixture(file).resolveDefault() }

    private func spring(_ path: String, in resolution: Resolution, line: UInt = #line) throws -> Spring {
        try XCTUnwrap(resolution.tokens[path]?.value.springValue, "\(path) did not parse:\n\(describe(resolution.findings))", line: line)
    }

    func testDurationBounceParametrizationUsesSwiftUISemantics() throws {
        let spring = try spring("spring.durationBounce", in: resolution())
        XCTAssertEqual(spring.response, 0.5, accuracy: 1e-12, "duration ≡ response")
        XCTAssertEqual(spring.dampingRatio, 0.85, accuracy: 1e-12, "ζ = 1 − bounce")
        XCTAssertEqual(spring.bounce, 0.15, accuracy: 1e-12)
    }

    func testNegativeBounceIsOverdamped() throws {
        let spring = try spring("spring.negativeBounce", in: resolution())
        XCTAssertEqual(spring.dampingRatio, 1 / 0.75, accuracy: 1e-12, "ζ = 1/(1 + bounce) below 0")
    }

    func testResponseDampingFractionParametrization() throws {
        let spring = try spring("spring.responseDamping", in: resolution())
        XCTAssertEqual(spring.response, 0.5, accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 0.8, accuracy: 1e-12)
    }

    func testMassStiffnessDampingParametrization() throws {
        let result = try resolution()
        let unitMass = try spring("spring.physical", in: result)
        XCTAssertEqual(unitMass.response, 2 * Double.pi / 170.squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(unitMass.dampingRatio, 26 / (2 * 170.squareRoot()), accuracy: 1e-12)
        let heavy = try spring("spring.physicalHeavy", in: result)
        XCTAssertEqual(heavy.response, 2 * Double.pi * (4.0 / 200).squareRoot(), accuracy: 1e-12, "R = 2π√(m/k)")
        XCTAssertEqual(heavy.dampingRatio, 20 / (2 * (200.0 * 4).squareRoot()), accuracy: 1e-12, "ζ = c / 2√(km)")
    }

    func testDTCGDurationObjectsAreAcceptedInSprings() throws {
        let result = try resolution()
        let fromMilliseconds = try spring("spring.durationObject", in: result)
        XCTAssertEqual(fromMilliseconds.response, 0.5, accuracy: 1e-12)
        XCTAssertEqual(fromMilliseconds.dampingRatio, 0.8, accuracy: 1e-12)
        let fromSeconds = try spring("spring.responseObject", in: result)
        XCTAssertEqual(fromSeconds.response, 0.4, accuracy: 1e-12)
        XCTAssertEqual(fromSeconds.dampingRatio, 1, accuracy: 1e-12)
    }

    func testMoreThanOneParametrizationIsInvalidValue() throws {
        let result = try resolution()
        assertFinding(result.findings, rule: .invalidValue, token: "spring.twoParametrizations", at: (file, 11, 40),
                      messageContains: ["exactly one parametrization"])
        XCTAssertNil(result.tokens["spring.twoParametrizations"])
    }

    func testZeroResponseIsInvalidSpring() throws {
        let result = try resolution()
        assertFinding(result.findings, rule: .invalidSpring, token: "spring.zeroResponse", at: (file, 12, 33), messageContains: ["response"])
        XCTAssertNil(result.tokens["spring.zeroResponse"])
    }

    func testNegativeDampingIsInvalidSpring() throws {
        let result = try resolution()
        assertFinding(result.findings, rule: .invalidSpring, token: "spring.negativeDamping", at: (file, 13, 36), messageContains: ["damping"])
        assertFinding(result.findings, rule: .invalidSpring, token: "spring.negativeDampingFraction", at: (file, 14, 44),
                      messageContains: ["damping ratio"])
        XCTAssertNil(result.tokens["spring.negativeDamping"])
        XCTAssertNil(result.tokens["spring.negativeDampingFraction"])
    }

    // MARK: motion curves by alias

    func testMotionCurveAliasingASpring() throws {
        let motion = try XCTUnwrap(try resolution().tokens["motion.onSpring"]?.value.motionValue)
        XCTAssertEqual(motion.curve, .spring(try Spring(response: 0.5, dampingRatio: 0.8)))
    }

    func testMotionCurveAliasingATransition() throws {
        let motion = try XCTUnwrap(try resolution().tokens["motion.onTransition"]?.value.motionValue)
        guard case .timed(let curve) = motion.curve else { return XCTFail("expected a timed curve, found \(motion.curve)") }
        XCTAssertEqual(curve.duration, 0.25, accuracy: 1e-12)
        XCTAssertEqual(curve.delay, 0.05, accuracy: 1e-12)
        XCTAssertEqual(curve.timingFunction.values, [0.4, 0, 0.2, 1])
    }

    func testMotionCurveAliasingACubicBezierGetsTheDefaultDuration() throws {
        let motion = try XCTUnwrap(try resolution().tokens["motion.onBezier"]?.value.motionValue)
        guard case .timed(let curve) = motion.curve else { return XCTFail("expected a timed curve, found \(motion.curve)") }
        XCTAssertEqual(curve.duration, 0.35, accuracy: 1e-12, "SwiftUI's default ease duration")
        XCTAssertEqual(curve.delay, 0)
        XCTAssertEqual(curve.timingFunction.values, [0.4, 0, 0.2, 1])
    }

    func testMotionCurveAliasingAColorIsTypeMismatch() throws {
        let result = try resolution()
        assertFinding(result.findings, rule: .typeMismatch, token: "motion.onColor", at: (file, 29, 28), messageContains: ["color", "curve"])
        XCTAssertNil(result.tokens["motion.onColor"])
    }

    func testSpringFixtureHasExactlyTheExpectedFindings() throws {
        let result = try resolution()
        XCTAssertEqual(Set(result.findings.compactMap(\.token)),
                       ["spring.twoParametrizations", "spring.zeroResponse", "spring.negativeDamping", "spring.negativeDampingFraction", "motion.onColor"],
                       describe(result.findings))
        XCTAssertEqual(result.findings.count, 5)
    }
}
