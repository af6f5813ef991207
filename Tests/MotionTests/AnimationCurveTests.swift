import XCTest
@testable import Motion

final class AnimationCurveTests: XCTestCase {
    func testTimedCurve() throws {
        let curve = try TimedCurve(duration: 0.3, delay: 0.1, timingFunction: .linear)
        XCTAssertEqual(curve.value(at: 0.05), 0)
        XCTAssertEqual(curve.value(at: 0.25), 0.5, accuracy: 1e-12)
        XCTAssertEqual(curve.value(at: 1), 1)
        XCTAssertEqual(curve.totalDuration, 0.4, accuracy: 1e-15)
        let animation = AnimationCurve.timed(curve)
        XCTAssertEqual(animation.settleTime(epsilon: 0.01), 0.1 + 0.3 * 0.99, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(AnimationCurve.timed(try TimedCurve(duration: 0.35, timingFunction: .easeInOut)).settleTime(epsilon: 0.001), 0.35)
        XCTAssertEqual(animation.overshoot, 0)
        XCTAssertEqual(animation.bounce, 0)
        let instant = try TimedCurve(duration: 0, delay: 0.2, timingFunction: .easeIn)
        XCTAssertEqual(instant.value(at: 0.2), 1)
        XCTAssertEqual(instant.settleTime(epsilon: 0.01), 0.2)
    }

    func testSpringCurve() throws {
        let bouncy = AnimationCurve.spring(.bouncy)
        XCTAssertEqual(bouncy.settleTime(epsilon: 0.001), Spring.bouncy.settlingTime(epsilon: 0.001))
        XCTAssertEqual(bouncy.overshoot, Spring.bouncy.overshoot)
        XCTAssertEqual(bouncy.bounce, 0.3, accuracy: 1e-12)
        XCTAssertEqual(AnimationCurve.spring(try Spring(duration: 0.5, bounce: -0.3)).bounce, 0)
        XCTAssertEqual(bouncy.value(at: 0.2), Spring.bouncy.value(at: 0.2))
    }

    func testTimedBounceIsTheSpringBounceWithTheSameOvershoot() throws {
        // A spring's overshoot mapped back to ζ must give the spring's own ζ.
        for ratio in [0.1, 0.5, 0.7, 0.95] {
            let spring = try Spring(response: 0.5, dampingRatio: ratio)
            XCTAssertEqual(Spring.dampingRatio(forOvershoot: spring.overshoot), ratio, accuracy: 1e-12)
        }
        let back = try CubicBezier(0.34, 1.56, 0.64, 1)
        let curve = AnimationCurve.timed(try TimedCurve(duration: 0.4, timingFunction: back))
        let equivalent = try Spring(response: 0.5, dampingRatio: 1 - curve.bounce)
        XCTAssertEqual(equivalent.overshoot, back.overshoot, accuracy: 1e-12)
        XCTAssertGreaterThan(curve.bounce, 0.2)
    }
}
