import XCTest
@testable import Motion

final class CubicBezierTests: XCTestCase {
    func testPresets() {
        XCTAssertEqual(CubicBezier.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-12)
        for x in stride(from: 0.0, through: 1.0, by: 0.01) {
            XCTAssertEqual(CubicBezier.linear.value(at: x), x)
            // ease-in-out is point-symmetric about (0.5, 0.5).
            XCTAssertEqual(CubicBezier.easeInOut.value(at: x) + CubicBezier.easeInOut.value(at: 1 - x), 1, accuracy: 1e-10)
        }
        XCTAssertEqual(CubicBezier.easeIn.values, [0.42, 0, 1, 1])
        XCTAssertEqual(CubicBezier.easeOut.values, [0, 0, 0.58, 1])
        XCTAssertEqual(CubicBezier.easeInOut.values, [0.42, 0, 0.58, 1])
        XCTAssertEqual(CubicBezier.linear.values, [0, 0, 1, 1])
        XCTAssertEqual(CubicBezier.easeIn.value(at: -0.2), 0)
        XCTAssertEqual(CubicBezier.easeIn.value(at: 1.2), 1)
        // Known value: CSS ease-in at x = 0.5 is 0.315 (to 3 decimals, as browsers compute).
        XCTAssertEqual(CubicBezier.easeIn.value(at: 0.5), 0.315, accuracy: 0.0005)
    }

    func testValueAgreesWithTheParametricCurve() throws {
        let curves = [
            CubicBezier.easeIn, .easeOut, .easeInOut, .ease,
            try CubicBezier(0.34, 1.56, 0.64, 1), try CubicBezier(1, 0, 0, 1),  // flat slope at t = ½
            try CubicBezier(0, 1, 1, 0), try CubicBezier(0.175, 0.885, 0.32, 1.275),
        ]
        for curve in curves {
            for t in stride(from: 0.0, through: 1.0, by: 0.001) {
                let p = curve.point(atParameter: t)
                XCTAssertEqual(curve.value(at: p.x), p.y, accuracy: 1e-6, "\(curve) t \(t)")
            }
        }
    }

    func testOvershootAgainstDenseSampling() throws {
        let curves = [
            try CubicBezier(0.34, 1.56, 0.64, 1), try CubicBezier(0.175, 0.885, 0.32, 1.275),
            CubicBezier.easeInOut, try CubicBezier(0.5, -0.5, 0.5, 1.5), try CubicBezier(0.2, 3, 0.8, -2),
        ]
        for curve in curves {
            var high = 1.0
            var low = 0.0
            for i in 0...100_000 {
                let y = curve.point(atParameter: Double(i) / 100_000).y
                high = max(high, y)
                low = min(low, y)
            }
            XCTAssertEqual(curve.overshoot, high - 1, accuracy: 1e-8, "\(curve)")
            XCTAssertEqual(curve.undershoot, -low, accuracy: 1e-8, "\(curve)")
        }
        XCTAssertEqual(try CubicBezier(0.34, 1.56, 0.64, 1).overshoot, 0.0979, accuracy: 0.0005)
        XCTAssertEqual(CubicBezier.easeInOut.overshoot, 0)
    }

    func testArrayInitializer() throws {
        XCTAssertEqual(try CubicBezier([0.42, 0, 0.58, 1]), .easeInOut)
    }

    func testLastExit() throws {
        XCTAssertEqual(CubicBezier.linear.lastExit(epsilon: 0.01), 0.99, accuracy: 1e-9)
        // Overshooting curve: leaves the band last on the way back down from the overshoot.
        let back = try CubicBezier(0.34, 1.56, 0.64, 1)
        let x = back.lastExit(epsilon: 0.01)
        XCTAssertEqual(abs(back.value(at: x) - 1), 0.01, accuracy: 1e-6)
        for later in stride(from: x + 1e-4, through: 1, by: 1e-4) {
            XCTAssertLessThan(abs(back.value(at: later) - 1), 0.01)
        }
        XCTAssertEqual(CubicBezier.linear.lastExit(epsilon: 2), 0)
        XCTAssertEqual(CubicBezier.linear.lastExit(epsilon: 0), 1)
    }
}
