import XCTest
@testable import Motion

/// Conversions between parametrizations (SwiftUI `Spring`, WWDC23 "Animate with springs") and Apple's documented
/// anchors.
final class SpringConversionTests: XCTestCase {
    func testAppleAnchorDurationBounceToPhysical() throws {
        // Apple docs, Spring(duration: 0.5, bounce: 0.3) → (mass, stiffness, damping) = (1.0, 157.9, 17.6).
        let spring = try Spring(duration: 0.5, bounce: 0.3)
        assertPrinted(spring.mass, "1.0", "mass")
        assertPrinted(spring.stiffness, "157.9", "stiffness")
        assertPrinted(spring.damping, "17.6", "damping")
    }

    func testAppleAnchorPhysicalToDurationBounce() throws {
        // Apple docs, Spring(mass: 1, stiffness: 100, damping: 10) → (duration, bounce) = (0.63, 0.5).
        let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
        assertPrinted(spring.duration, "0.63", "duration")
        assertPrinted(spring.bounce, "0.5", "bounce")
        XCTAssertEqual(spring.dampingRatio, 0.5, accuracy: 1e-15)
    }

    func testBounceToDampingRatioBothBranches() throws {
        XCTAssertEqual(try Spring(duration: 0.5, bounce: 0).dampingRatio, 1)
        XCTAssertEqual(try Spring(duration: 0.5, bounce: 0.15).dampingRatio, 0.85, accuracy: 1e-15)
        XCTAssertEqual(try Spring(duration: 0.5, bounce: 1).dampingRatio, 0)
        // Negative bounce: ζ = 1/(1 + b) (WWDC23 "Animate with springs": c = 4π/(D·(1 + b)) below 0).
        let over = try Spring(duration: 0.5, bounce: -0.3)
        assertPrinted(over.dampingRatio, "1.43", "ζ")
        assertPrinted(over.damping, "35.90", "c")
        assertPrinted(over.stiffness, "157.91", "k")
        XCTAssertEqual(over.bounce, -0.3, accuracy: 1e-15)
        XCTAssertTrue(over.isOverdamped)
        XCTAssertEqual(Spring.bounce(forDampingRatio: 2), -0.5)
        XCTAssertEqual(Spring.bounce(forDampingRatio: 0.25), 0.75)
        XCTAssertEqual(Spring.dampingRatio(forBounce: -0.5), 2)
        XCTAssertNil(Spring.dampingRatio(forBounce: -1))
        XCTAssertNil(Spring.dampingRatio(forBounce: 1.5))
    }

    func testResponseRatioRoundTripThroughPhysical() throws {
        for response in [0.05, 0.15, 0.35, 0.5, 0.55, 1.333, 7.0] {
            for ratio in [0.0, 0.05, 0.5, 0.825, 1.0, 1.43, 3.0, 50.0] {
                let spring = try Spring(response: response, dampingRatio: ratio)
                let back = try Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
                assertRelative(back.response, response, 1e-12, "R")
                if ratio == 0 {
                    XCTAssertEqual(back.dampingRatio, 0)
                } else {
                    assertRelative(back.dampingRatio, ratio, 1e-12, "ζ")
                }
                // Any mass: the same motion, k and c scale with m.
                let heavy = spring.physicalParameters(mass: 4)
                let fromHeavy = try Spring(mass: heavy.mass, stiffness: heavy.stiffness, damping: heavy.damping)
                assertRelative(fromHeavy.response, response, 1e-12, "R via m = 4")
                if ratio > 0 { assertRelative(fromHeavy.dampingRatio, ratio, 1e-12, "ζ via m = 4") }
            }
        }
    }

    func testDurationBounceRoundTrip() throws {
        for duration in [0.15, 0.35, 0.5, 1.2] {
            for bounce in [-0.9, -0.5, -0.3, -0.1, 0.0, 0.15, 0.3, 0.5, 0.9, 1.0] {
                let spring = try Spring(duration: duration, bounce: bounce)
                XCTAssertEqual(spring.duration, duration)
                if bounce == 0 {
                    XCTAssertEqual(spring.bounce, 0)
                } else {
                    assertRelative(spring.bounce, bounce, 1e-12, "bounce \(bounce)")
                }
            }
        }
    }

    func testStiffnessAndDampingRatioInitializer() throws {
        // M3 standard default spatial spring (Compose StandardMotionTokens): ζ 0.9, k 700 → c 47.62, R 0.237.
        let spring = try Spring(stiffness: 700, dampingRatio: 0.9)
        assertRelative(spring.stiffness, 700, 1e-12, "k")
        assertPrinted(spring.damping, "47.62", "c")
        assertPrinted(spring.response, "0.237", "R")
    }

    func testOverDampingClampedWhenNotAllowed() throws {
        let allowed = try Spring(mass: 1, stiffness: 100, damping: 40)
        XCTAssertEqual(allowed.dampingRatio, 2, accuracy: 1e-15)
        let clamped = try Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: false)
        XCTAssertEqual(clamped.dampingRatio, 1)
        XCTAssertEqual(clamped.response, allowed.response)
        let under = try Spring(mass: 1, stiffness: 100, damping: 10, allowOverDamping: false)
        XCTAssertEqual(under.dampingRatio, 0.5, accuracy: 1e-15)
    }

    func testPresetsMatchTheirDefinitions() throws {
        XCTAssertEqual(Spring.smooth, try Spring(duration: 0.5, bounce: 0))
        XCTAssertEqual(Spring.snappy, try Spring(duration: 0.5, bounce: 0.15))
        XCTAssertEqual(Spring.bouncy, try Spring(duration: 0.5, bounce: 0.3))
        XCTAssertEqual(Spring.animationDefault, try Spring(response: 0.55, dampingFraction: 1))
    }

    func testDerivedFrequencies() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 0.6)
        XCTAssertEqual(spring.angularFrequency, 4 * Double.pi, accuracy: 1e-12)
        XCTAssertEqual(spring.decayRate, 0.6 * 4 * Double.pi, accuracy: 1e-12)
        XCTAssertEqual(spring.dampedFrequency, 0.8 * 4 * Double.pi, accuracy: 1e-12)
        XCTAssertTrue(spring.isUnderdamped)
        XCTAssertFalse(Spring.smooth.isUnderdamped)
        XCTAssertTrue(Spring.smooth.isCriticallyDamped)
    }
}
