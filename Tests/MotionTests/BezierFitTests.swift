import XCTest
@testable import Motion

final class BezierFitTests: XCTestCase {
    func testSmoothFit() throws {
        let spring = try Spring(duration: 0.5, bounce: 0)
        let fit = spring.bestFitCubicBezier()
        XCTAssertEqual(fit.duration, spring.settlingTime(epsilon: 0.001))
        XCTAssertLessThan(fit.maxError, 0.05)
        // The minimax fit of `.smooth` over its 0.1 % settle time errs by about 1.4 %; allow a little slack.
        XCTAssertLessThan(fit.maxError, 0.02)
        // The reported error is real: recompute it independently on a different grid.
        var worst = 0.0
        for i in 0...777 {
            let x = Double(i) / 777
            worst = max(worst, abs(fit.curve.value(at: x) - spring.value(at: x * fit.duration)))
        }
        XCTAssertEqual(worst, fit.maxError, accuracy: 2e-3)
        XCTAssertNoThrow(try CubicBezier(fit.curve.x1, fit.curve.y1, fit.curve.x2, fit.curve.y2))
        print("smooth fit: \(fit.curve.values) over \(fit.duration) s, max error \(fit.maxError)")
    }

    /// A spring that never passes its target (ζ ≥ 1: overshoot e^(−πζ/√(1−ζ²)) exists only below
    /// ζ = 1) exported as a curve that does would read back as motion that still bounces. The
    /// unconstrained minimax fit of `.smooth` has y2 ≈ 1.11; `withinTarget` keeps both
    /// handles in [0, 1], so the curve stays in the hull of its control points.
    func testFitWithinTargetOfANonBouncySpringNeverOvershoots() throws {
        for spring in [Spring.smooth, try Spring(duration: 0.5, bounce: -0.3), try Spring(duration: 0.1, bounce: 0)] {
            XCTAssertEqual(spring.overshoot, 0, "\(spring)")
            let fit = spring.bestFitCubicBezier(withinTarget: true)
            XCTAssertTrue((0...1).contains(fit.curve.y1) && (0...1).contains(fit.curve.y2), "\(fit.curve.values)")
            XCTAssertEqual(fit.curve.overshoot, 0, "\(fit.curve.values)")
            XCTAssertEqual(fit.curve.undershoot, 0, "\(fit.curve.values)")
            XCTAssertLessThan(fit.maxError, 0.03, "\(spring): the constrained fit still follows the spring")
            print("fit within target ζ \(spring.dampingRatio): \(fit.curve.values), max error \(fit.maxError)")
        }
        XCTAssertGreaterThan(Spring.smooth.bestFitCubicBezier().curve.overshoot, 0, "the unconstrained fit does overshoot")
    }

    func testBouncierFitsReportTheirError() throws {
        // Minimax fit errors: snappy about 1.8 %, bouncy 4 %; a Bézier cannot follow a second overshoot.
        for (spring, bound) in [(Spring.snappy, 0.03), (Spring.bouncy, 0.06), (try Spring(duration: 0.5, bounce: -0.3), 0.03)] {
            let fit = spring.bestFitCubicBezier()
            XCTAssertLessThan(fit.maxError, bound, "\(spring)")
            if spring.overshoot > 0.01 { XCTAssertGreaterThan(fit.curve.y2, 1) }
            print("fit ζ \(spring.dampingRatio): \(fit.curve.values) over \(fit.duration) s, max error \(fit.maxError)")
        }
    }
}
