import XCTest
@testable import Motion

/// The closed form (SwiftUI `Spring.value(target:initialVelocity:time:)`) against an independent numerical integration of
/// x'' = ω0²·(target − x) − 2ζω0·x' (classic RK4, small fixed step) written here from the ODE
/// alone, for under-, near-critical, critical and over-damped springs with and without an
/// initial velocity.
final class SpringSolutionTests: XCTestCase {
    /// Integrates from (x, v) = (start, v0) and calls `check(t, x, v)` every `every` steps.
    private func integrate(
        omega0: Double, zeta: Double, start: Double, target: Double, v0: Double,
        until end: Double, step h: Double, every: Int, check: (Double, Double, Double) -> Void
    ) {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            omega0 * omega0 * (target - x) - 2 * zeta * omega0 * v
        }
        var x = start
        var v = v0
        let steps = Int((end / h).rounded())
        for i in 1...steps {
            let k1x = v, k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if i % every == 0 { check(Double(i) * h, x, v) }
        }
    }

    func testClosedFormMatchesRK4() throws {
        let ratios = [0.0, 0.2, 0.7, 0.999999, 1.0, 1.000001, 1.43, 3.0, 50.0]
        let velocities = [0.0, 5.0, -3.0]
        for ratio in ratios {
            let spring = try Spring(response: 0.5, dampingRatio: ratio)
            // Step well inside RK4's accuracy range for the fastest exponent (|r₋| ≈ 2λ).
            let fastest = max(spring.angularFrequency, 2 * spring.decayRate)
            let h = min(1e-4, 0.02 / fastest)
            for v0 in velocities {
                var worstValue = 0.0
                var worstVelocity = 0.0
                integrate(omega0: spring.angularFrequency, zeta: ratio, start: 0, target: 1, v0: v0,
                          until: 1.5, step: h, every: 50) { t, x, v in
                    worstValue = max(worstValue, abs(spring.value(at: t, initialVelocity: v0) - x))
                    // Velocity scales with ω0; compare relative to the travel rate 1/R.
                    worstVelocity = max(worstVelocity, abs(spring.velocity(at: t, initialVelocity: v0) - v) * spring.response)
                }
                XCTAssertLessThan(worstValue, 1e-6, "ζ \(ratio) v0 \(v0) value")
                XCTAssertLessThan(worstVelocity, 1e-6, "ζ \(ratio) v0 \(v0) velocity")
            }
        }
    }

    func testGeneralTravelAndPureVelocityHandOff() throws {
        // Δ = 0 (already at the target, still moving) and a negative travel.
        for (start, target, v0) in [(2.0, 2.0, 3.0), (10.0, -5.0, 40.0), (0.0, 0.25, -2.0)] {
            for ratio in [0.5, 1.0, 2.0] {
                let spring = try Spring(response: 0.35, dampingRatio: ratio)
                var worst = 0.0
                integrate(omega0: spring.angularFrequency, zeta: ratio, start: start, target: target, v0: v0,
                          until: 1.0, step: 1e-4, every: 25) { t, x, v in
                    worst = max(worst, abs(spring.value(from: start, to: target, at: t, initialVelocity: v0) - x))
                    worst = max(worst, abs(spring.velocity(from: start, to: target, at: t, initialVelocity: v0) - v) * spring.response)
                }
                XCTAssertLessThan(worst, 1e-6, "ζ \(ratio) from \(start) to \(target) v0 \(v0)")
            }
        }
    }

    func testInitialConditions() throws {
        for ratio in [0.0, 0.5, 1.0, 2.0, 50.0] {
            let spring = try Spring(response: 0.5, dampingRatio: ratio)
            XCTAssertEqual(spring.value(at: 0), 0)
            XCTAssertEqual(spring.value(at: 1e-12, initialVelocity: 7), 7e-12, accuracy: 1e-15)
            XCTAssertEqual(spring.velocity(at: 0, initialVelocity: 7), 7)
            XCTAssertEqual(spring.velocity(at: 1e-12, initialVelocity: 7), 7, accuracy: 1e-6)
        }
    }

    func testContinuityAcrossTheOverdampedFormSwitch() throws {
        // The overdamped solution changes formula at ωd·t = 1; both sides must agree.
        for ratio in [1.0001, 1.43, 50.0] {
            let spring = try Spring(response: 0.5, dampingRatio: ratio)
            let t = Spring.hyperbolicLimit / spring.dampedFrequency
            for v0 in [0.0, 4.0] {
                let below = spring.value(at: t.nextDown, initialVelocity: v0)
                let above = spring.value(at: t.nextUp, initialVelocity: v0)
                XCTAssertEqual(below, above, accuracy: 1e-12, "ζ \(ratio)")
                let vBelow = spring.velocity(at: t.nextDown, initialVelocity: v0)
                let vAbove = spring.velocity(at: t.nextUp, initialVelocity: v0)
                XCTAssertEqual(vBelow, vAbove, accuracy: 1e-9 * spring.angularFrequency, "ζ \(ratio)")
            }
        }
    }
}
