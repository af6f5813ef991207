import XCTest
@testable import Motion

/// Invalid parameters are reported through typed throws with a readable message, never a trap.
final class InvalidInputTests: XCTestCase {
    private func assertSpringError(
        _ make: () throws(SpringError) -> Spring, mentions word: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        do {
            let spring = try make()
            XCTFail("expected an error mentioning \(word), got \(spring)", file: file, line: line)
        } catch {
            XCTAssertTrue(error.description.contains(word), "\(error.description)", file: file, line: line)
        }
    }

    func testInvalidResponseAndDampingRatio() {
        for bad in [0.0, -0.5, Double.nan, Double.infinity, -Double.infinity] {
            assertSpringError({ () throws(SpringError) in try Spring(response: bad, dampingRatio: 1) }, mentions: "response")
            assertSpringError({ () throws(SpringError) in try Spring(duration: bad, bounce: 0) }, mentions: "response")
        }
        for bad in [-0.1, Double.nan, Double.infinity] {
            assertSpringError({ () throws(SpringError) in try Spring(response: 0.5, dampingRatio: bad) }, mentions: "damping ratio")
        }
    }

    func testInvalidBounce() {
        for bad in [1.5, -1.0, -2.0, Double.nan, Double.infinity] {
            assertSpringError({ () throws(SpringError) in try Spring(duration: 0.5, bounce: bad) }, mentions: "bounce")
        }
    }

    func testInvalidPhysicalParameters() {
        for bad in [0.0, -1.0, Double.nan, Double.infinity] {
            assertSpringError({ () throws(SpringError) in try Spring(mass: bad, stiffness: 100, damping: 10) }, mentions: "mass")
            assertSpringError({ () throws(SpringError) in try Spring(mass: 1, stiffness: bad, damping: 10) }, mentions: "stiffness")
        }
        for bad in [-1.0, Double.nan, -Double.infinity] {
            assertSpringError({ () throws(SpringError) in try Spring(mass: 1, stiffness: 100, damping: bad) }, mentions: "damping")
        }
        assertSpringError({ () throws(SpringError) in try Spring(stiffness: 100, dampingRatio: 1, mass: 0) }, mentions: "mass")
    }

    func testOverflowingCombinationsAreRejected() {
        // k = (2π/R)² overflows.
        assertSpringError({ () throws(SpringError) in try Spring(response: 1e-200, dampingRatio: 1) }, mentions: "response")
        // c = 4πζ/R overflows although each input is finite.
        assertSpringError({ () throws(SpringError) in try Spring(response: 1e-100, dampingRatio: 1e300) }, mentions: "overflow")
    }

    func testInvalidBezierAndTimedCurve() throws {
        XCTAssertThrowsError(try CubicBezier(1.5, 0, 0.5, 1))
        XCTAssertThrowsError(try CubicBezier(0.5, 0, -0.1, 1))
        XCTAssertThrowsError(try CubicBezier(.nan, 0, 0.5, 1))
        XCTAssertThrowsError(try CubicBezier(0.5, .infinity, 0.5, 1))
        XCTAssertThrowsError(try CubicBezier([0.5, 0, 0.5]))
        XCTAssertNoThrow(try CubicBezier(0, -2, 1, 3))
        XCTAssertThrowsError(try TimedCurve(duration: -0.1, timingFunction: .linear))
        XCTAssertThrowsError(try TimedCurve(duration: .nan, timingFunction: .linear))
        XCTAssertThrowsError(try TimedCurve(duration: 0.2, delay: .infinity, timingFunction: .linear))
        // A negative delay is ordinary CSS: the transition "begins execution at the moment the
        // property changes, but appears to have begun execution at the specified offset"
        // (CSS Transitions §2.4), i.e. part-way through; DTCG durations have no range (§8.5).
        let partWay = try TimedCurve(duration: 0.2, delay: -0.1, timingFunction: .linear)
        XCTAssertEqual(partWay.value(at: 0), 0.5, accuracy: 1e-12)
        XCTAssertEqual(partWay.totalDuration, 0.1, accuracy: 1e-12)
        XCTAssertEqual(try TimedCurve(duration: 0.2, delay: -1, timingFunction: .linear).totalDuration, 0)
        do {
            _ = try CubicBezier(1.5, 0, 0.5, 1)
        } catch {
            XCTAssertEqual(error.description, "cubicBezier x1 must be a number in [0, 1] (got 1.5)")
        }
    }

    func testEdgeInputsToSolversDoNotTrap() throws {
        let spring = Spring.bouncy
        XCTAssertTrue(spring.value(at: .nan).isNaN)
        XCTAssertEqual(spring.value(at: -1), 0)
        XCTAssertEqual(spring.value(at: .infinity), 1)
        XCTAssertEqual(spring.settlingTime(epsilon: 0), .infinity)
        XCTAssertEqual(spring.settlingTime(epsilon: .nan), .infinity)
        XCTAssertEqual(spring.settlingTime(epsilon: 1), 0)
        let undamped = try Spring(duration: 0.5, bounce: 1)
        XCTAssertEqual(undamped.settlingTime(epsilon: 0.01), .infinity)
        XCTAssertEqual(undamped.overshoot, 1)
        XCTAssertTrue(undamped.value(at: .infinity).isNaN)
        let fit = undamped.bestFitCubicBezier()
        XCTAssertEqual(fit.duration, 0.5)
        XCTAssertTrue(fit.maxError.isFinite)
        // Tiny damping ratio: finite, and the first peaks barely decay.
        let light = try Spring(response: 0.5, dampingRatio: 1e-9)
        XCTAssertTrue(light.settlingTime(epsilon: 0.001).isFinite)
        XCTAssertTrue(CubicBezier.easeIn.value(at: .nan).isNaN)
    }
}
