import XCTest
@testable import Motion

/// Preset springs computed from their published parameters: mass 1 (SwiftUI, M3, Compose, Android, Motion) and
/// the Reanimated m = 4 rows. k, c, ζ, R and overshoot to printed precision; settle 1% and 0.1%
/// ("last time |x − target| ≥ ε from rest") within 2 % relative (and, tighter, 1.5 ms).
final class PresetTableTests: XCTestCase {
    struct Row: Sendable {
        let name: String
        let make: @Sendable () throws -> Spring
        let mass: Double
        let k, c, zeta, response, overshoot: String
        let settle1, settle01: Double
    }

    static let rows: [Row] = [
        Row(name: "smooth", make: { try Spring(duration: 0.5, bounce: 0) }, mass: 1,
            k: "157.91", c: "25.13", zeta: "1.00", response: "0.500", overshoot: "0", settle1: 0.528, settle01: 0.735),
        Row(name: "snappy", make: { try Spring(duration: 0.5, bounce: 0.15) }, mass: 1,
            k: "157.91", c: "21.36", zeta: "0.85", response: "0.500", overshoot: "0.63%", settle1: 0.355, settle01: 0.697),
        Row(name: "bouncy", make: { try Spring(duration: 0.5, bounce: 0.3) }, mass: 1,
            k: "157.91", c: "17.59", zeta: "0.70", response: "0.500", overshoot: "4.60%", settle1: 0.523, settle01: 0.819),
        Row(name: "legacy spring()", make: { try Spring(response: 0.5, dampingFraction: 0.825) }, mass: 1,
            k: "157.91", c: "20.73", zeta: "0.825", response: "0.500", overshoot: "1.02%", settle1: 0.459, settle01: 0.689),
        // (2π/0.55)² = 130.507, which rounds to 130.51 (130.50 would be a truncation).
        Row(name: ".default", make: { try Spring(response: 0.55, dampingFraction: 1.0) }, mass: 1,
            k: "130.51", c: "22.85", zeta: "1.00", response: "0.550", overshoot: "0", settle1: 0.581, settle01: 0.808),
        Row(name: "interactiveSpring legacy", make: { try Spring(response: 0.15, dampingFraction: 0.86) }, mass: 1,
            k: "1754.6", c: "72.05", zeta: "0.86", response: "0.150", overshoot: "0.50%", settle1: 0.109, settle01: 0.209),
        Row(name: "interactiveSpring(d:)", make: { try Spring(duration: 0.15, bounce: 0.15) }, mass: 1,
            k: "1754.6", c: "71.21", zeta: "0.85", response: "0.150", overshoot: "0.63%", settle1: 0.106, settle01: 0.209),
        Row(name: "brief example 1", make: { try Spring(response: 0.5, dampingFraction: 0.8) }, mass: 1,
            k: "157.91", c: "20.11", zeta: "0.80", response: "0.500", overshoot: "1.52%", settle1: 0.506, settle01: 0.674),
        Row(name: "brief example 2", make: { try Spring(duration: 0.35, bounce: 0.15) }, mass: 1,
            k: "322.27", c: "30.52", zeta: "0.85", response: "0.350", overshoot: "0.63%", settle1: 0.248, settle01: 0.487),
        Row(name: "overdamped", make: { try Spring(duration: 0.5, bounce: -0.3) }, mass: 1,
            k: "157.91", c: "35.90", zeta: "1.43", response: "0.500", overshoot: "0", settle1: 0.932, settle01: 1.381),
        Row(name: "M3 std fast spatial", make: { try Spring(stiffness: 1400, dampingRatio: 0.9) }, mass: 1,
            k: "1400", c: "67.35", zeta: "0.90", response: "0.168", overshoot: "0.15%", settle1: 0.137, settle01: 0.224),
        Row(name: "M3 std default spatial", make: { try Spring(stiffness: 700, dampingRatio: 0.9) }, mass: 1,
            k: "700", c: "47.62", zeta: "0.90", response: "0.237", overshoot: "0.15%", settle1: 0.194, settle01: 0.317),
        Row(name: "M3 std slow spatial", make: { try Spring(stiffness: 300, dampingRatio: 0.9) }, mass: 1,
            k: "300", c: "31.18", zeta: "0.90", response: "0.363", overshoot: "0.15%", settle1: 0.296, settle01: 0.483),
        Row(name: "M3 expr fast spatial", make: { try Spring(stiffness: 800, dampingRatio: 0.6) }, mass: 1,
            k: "800", c: "33.94", zeta: "0.60", response: "0.222", overshoot: "9.48%", settle1: 0.221, settle01: 0.359),
        Row(name: "M3 expr default spatial", make: { try Spring(stiffness: 380, dampingRatio: 0.8) }, mass: 1,
            k: "380", c: "31.19", zeta: "0.80", response: "0.322", overshoot: "1.52%", settle1: 0.326, settle01: 0.434),
        Row(name: "M3 expr slow spatial", make: { try Spring(stiffness: 200, dampingRatio: 0.8) }, mass: 1,
            k: "200", c: "22.63", zeta: "0.80", response: "0.444", overshoot: "1.52%", settle1: 0.449, settle01: 0.599),
        Row(name: "M3 fast effects", make: { try Spring(stiffness: 3800, dampingRatio: 1) }, mass: 1,
            k: "3800", c: "123.29", zeta: "1.00", response: "0.102", overshoot: "0", settle1: 0.107, settle01: 0.149),
        Row(name: "M3 default effects", make: { try Spring(stiffness: 1600, dampingRatio: 1) }, mass: 1,
            k: "1600", c: "80.00", zeta: "1.00", response: "0.157", overshoot: "0", settle1: 0.166, settle01: 0.231),
        Row(name: "M3 slow effects", make: { try Spring(stiffness: 800, dampingRatio: 1) }, mass: 1,
            k: "800", c: "56.57", zeta: "1.00", response: "0.222", overshoot: "0", settle1: 0.235, settle01: 0.326),
        Row(name: "Compose spring() default", make: { try Spring(stiffness: 1500, dampingRatio: 1) }, mass: 1,
            k: "1500", c: "77.46", zeta: "1.00", response: "0.162", overshoot: "0", settle1: 0.171, settle01: 0.238),
        Row(name: "Compose StiffnessMediumLow", make: { try Spring(stiffness: 400, dampingRatio: 1) }, mass: 1,
            k: "400", c: "40.00", zeta: "1.00", response: "0.314", overshoot: "0", settle1: 0.332, settle01: 0.462),
        Row(name: "Android SpringForce default", make: { try Spring(stiffness: 1500, dampingRatio: 0.5) }, mass: 1,
            k: "1500", c: "38.73", zeta: "0.50", response: "0.162", overshoot: "16.3%", settle1: 0.227, settle01: 0.328),
        Row(name: "Motion physics default", make: { try Spring(mass: 1, stiffness: 100, damping: 10) }, mass: 1,
            k: "100", c: "10", zeta: "0.50", response: "0.628", overshoot: "16.3%", settle1: 0.878, settle01: 1.270),
        Row(name: "Reanimated 4 withSpring default", make: { try Spring(mass: 4, stiffness: 900, damping: 120) }, mass: 4,
            k: "900", c: "120", zeta: "1.00", response: "0.419", overshoot: "0", settle1: 0.443, settle01: 0.616),
        Row(name: "Reanimated 4 Wiggly", make: { try Spring(mass: 4, stiffness: 900, damping: 90) }, mass: 4,
            k: "900", c: "90", zeta: "0.75", response: "0.419", overshoot: "2.84%", settle1: 0.440, settle01: 0.533),
        Row(name: "Reanimated 4 Snappy", make: { try Spring(mass: 4, stiffness: 900, damping: 110) }, mass: 4,
            k: "900", c: "110", zeta: "0.917", response: "0.419", overshoot: "0.07%", settle1: 0.358, settle01: 0.430),
    ]

    func testEveryRow() throws {
        var worst = (name: "", error: 0.0)
        for row in Self.rows {
            let spring = try row.make()
            let physical = spring.physicalParameters(mass: row.mass)
            assertPrinted(physical.stiffness, row.k, "\(row.name) k")
            assertPrinted(physical.damping, row.c, "\(row.name) c")
            assertPrinted(spring.dampingRatio, row.zeta, "\(row.name) ζ")
            assertPrinted(spring.response, row.response, "\(row.name) R")
            assertPrinted(spring.overshoot, row.overshoot, "\(row.name) overshoot")
            for (epsilon, expected) in [(0.01, row.settle1), (0.001, row.settle01)] {
                let settle = spring.settlingTime(epsilon: epsilon)
                assertRelative(settle, expected, 0.02, "\(row.name) settle \(epsilon)")
                XCTAssertEqual(settle, expected, accuracy: 0.0015, "\(row.name) settle \(epsilon)")
                if abs(settle - expected) > worst.error { worst = ("\(row.name) ε \(epsilon)", abs(settle - expected)) }
            }
        }
        print("largest settle deviation from the table: \(worst.error) s (\(worst.name))")
    }

    /// README.md's `tokenlint spring` example: R 0.5, ζ 0.8.
    func testProductExample() throws {
        let spring = try Spring(response: 0.5, dampingFraction: 0.8)
        assertPrinted(spring.stiffness, "157.91", "stiffness")
        assertPrinted(spring.damping, "20.11", "damping")
        assertPrinted(spring.bounce, "0.2", "bounce")
        XCTAssertEqual(spring.mass, 1)
        assertPrinted(spring.overshoot, "0.0152", "overshoot")
        assertPrinted(try XCTUnwrap(spring.peakTime), "0.417", "peakTime")
        assertPrinted(spring.settlingTime(epsilon: 0.01), "0.506", "settle 1%")
        assertPrinted(spring.settlingTime(epsilon: 0.001), "0.674", "settle 0.1%")
        XCTAssertEqual(spring.settlingDuration, spring.settlingTime(epsilon: 0.001))
    }

    func testSettlingTimeIsTheLastExitFromTheBand() throws {
        // Independent check by dense sampling of the closed form: at the returned time the
        // spring is on the band's edge, and no later sample is outside it.
        for spring in [Spring.smooth, Spring.snappy, Spring.bouncy, try Spring(duration: 0.5, bounce: -0.3),
                       try Spring(stiffness: 800, dampingRatio: 0.6)] {
            for epsilon in [0.05, 0.01, 0.001] {
                let settle = spring.settlingTime(epsilon: epsilon)
                XCTAssertEqual(abs(spring.value(at: settle) - 1), epsilon, accuracy: 1e-9)
                let step = 1e-4
                var t = settle + step
                while t < settle + 3 {
                    XCTAssertLessThan(abs(spring.value(at: t) - 1), epsilon, "\(spring) ε \(epsilon) t \(t)")
                    t += step
                }
                XCTAssertGreaterThanOrEqual(abs(spring.value(at: settle - 1e-9) - 1), epsilon * (1 - 1e-6))
            }
        }
    }

    func testPeakTimeAndOvershootAgreeWithTheClosedForm() throws {
        for ratio in [0.1, 0.5, 0.7, 0.9, 0.99] {
            let spring = try Spring(response: 0.4, dampingRatio: ratio)
            let peak = try XCTUnwrap(spring.peakTime)
            XCTAssertEqual(spring.value(at: peak) - 1, spring.overshoot, accuracy: 1e-12)
            XCTAssertEqual(spring.velocity(at: peak), 0, accuracy: 1e-9)
        }
        XCTAssertNil(Spring.smooth.peakTime)
        XCTAssertEqual(Spring.smooth.overshoot, 0)
    }

    func testVeryOverdampedSettleIsFiniteAndCorrect() throws {
        // ζ = 50: the slow exponent r₊ = −ω0²/(λ + ωd) dominates; the fast one is gone by then,
        // so t = ln((λ + ωd)/(2ωd·ε)) / (−r₊) is exact to far below a microsecond.
        for (response, ratio) in [(0.5, 50.0), (0.01, 50.0), (0.5, 1e6)] {
            let spring = try Spring(response: response, dampingRatio: ratio)
            let omega0 = 2 * Double.pi / response
            let lambda = ratio * omega0
            let omegaD = omega0 * (ratio * ratio - 1).squareRoot()
            let rPlus = -omega0 * omega0 / (lambda + omegaD)
            for epsilon in [0.01, 0.001] {
                let expected = log((lambda + omegaD) / (2 * omegaD * epsilon)) / -rPlus
                let settle = spring.settlingTime(epsilon: epsilon)
                XCTAssertTrue(settle.isFinite)
                assertRelative(settle, expected, 1e-9, "ζ \(ratio) ε \(epsilon)")
            }
            XCTAssertFalse(spring.value(at: 1e6).isNaN)
            XCTAssertFalse(spring.velocity(at: 1e6).isNaN)
        }
        // Extremely stiff: R = 1 µs.
        let stiff = try Spring(response: 1e-6, dampingRatio: 1)
        XCTAssertEqual(stiff.settlingTime(epsilon: 0.001) / 1e-6, Spring.smooth.settlingTime(epsilon: 0.001) / 0.5, accuracy: 1e-9)
    }
}
