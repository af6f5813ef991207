import Foundation
import JSONSource
import XCTest

/// `tokenlint spring`: conversions (SwiftUI `Spring`), the README.md example, preset settle times,
/// and argument validation.
final class SpringCommandTests: XCTestCase {
    private func springJSON(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> (CLIResult, [String: Any]) {
        let result = tokenlint(["spring"] + arguments + ["--format", "json"])
        XCTAssertEqual(result.code, 0, result.summary, file: file, line: line)
        XCTAssertEqual(result.err, "", result.summary, file: file, line: line)
        return (result, try result.json(file: file, line: line))
    }

    // MARK: Independent formulas (SwiftUI `Spring`, WWDC23 "Animate with springs"), computed here

    enum Reference {
        /// ζ from SwiftUI's bounce: 1 − b for b ≥ 0, 1/(1 + b) below 0.
        static func dampingRatio(bounce b: Double) -> Double { b >= 0 ? 1 - b : 1 / (1 + b) }
        static func bounce(dampingRatio z: Double) -> Double { z <= 1 ? 1 - z : 1 / z - 1 }
        static func stiffness(response r: Double, mass m: Double = 1) -> Double { m * pow(2 * .pi / r, 2) }
        static func damping(response r: Double, dampingRatio z: Double, mass m: Double = 1) -> Double { 4 * .pi * m * z / r }
        static func response(mass m: Double, stiffness k: Double) -> Double { 2 * .pi * (m / k).squareRoot() }
        static func dampingRatio(mass m: Double, stiffness k: Double, damping c: Double) -> Double { c / (2 * (k * m).squareRoot()) }
        static func overshoot(_ z: Double) -> Double { z >= 1 ? 0 : exp(-.pi * z / (1 - z * z).squareRoot()) }
        static func peakTime(response r: Double, dampingRatio z: Double) -> Double? {
            z >= 1 ? nil : .pi / ((2 * .pi / r) * (1 - z * z).squareRoot())
        }

        /// Distance from the target (travel 1, from rest) at time t, closed form.
        static func deviation(_ t: Double, response r: Double, dampingRatio z: Double) -> Double {
            let w0 = 2 * .pi / r
            if z < 1 {
                let wd = w0 * (1 - z * z).squareRoot(), lambda = z * w0
                return exp(-lambda * t) * (cos(wd * t) + lambda / wd * sin(wd * t))
            }
            if z == 1 { return exp(-w0 * t) * (1 + w0 * t) }
            let root = w0 * (z * z - 1).squareRoot()
            let r1 = -z * w0 + root, r2 = -z * w0 - root
            return (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
        }

        /// The last time |deviation| ≥ ε, by a fine backwards scan from beyond the envelope, then bisection.
        static func settle(response r: Double, dampingRatio z: Double, epsilon: Double) -> Double {
            var high = 0.05
            while true {
                // Beyond this the envelope (or the monotone tail) is below ε for good.
                let envelopeBound: Double
                if z < 1 {
                    let w0 = 2 * .pi / r, wd = w0 * (1 - z * z).squareRoot(), lambda = z * w0
                    let amplitude = (1 + pow(lambda / wd, 2)).squareRoot()
                    envelopeBound = log(amplitude / epsilon) / lambda
                } else {
                    envelopeBound = abs(deviation(high, response: r, dampingRatio: z)) < epsilon ? high : .infinity
                }
                if high >= envelopeBound { break }
                high *= 1.5
            }
            let step = r / 20_000
            var t = high
            while t > 0, abs(deviation(t, response: r, dampingRatio: z)) < epsilon { t -= step }
            var lo = t, hi = t + step
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                if abs(deviation(mid, response: r, dampingRatio: z)) >= epsilon { lo = mid } else { hi = mid }
            }
            return lo
        }
    }

    // MARK: README.md example (`tokenlint spring`)

    func testProductExampleToPrintedPrecision() throws {
        let (result, json) = try springJSON(["--response", "0.5", "--damping-fraction", "0.8"])
        XCTAssertEqual(json.number("response"), 0.5)
        XCTAssertEqual(json.number("dampingFraction"), 0.8)
        assertPrinted(json.number("bounce"), "0.2", "bounce")
        XCTAssertEqual(json.number("mass"), 1)
        assertPrinted(json.number("stiffness"), "157.91", "stiffness")
        assertPrinted(json.number("damping"), "20.11", "damping")
        assertPrinted(json.number("overshoot"), "0.0152", "overshoot")
        assertPrinted(json.number("peakTime"), "0.417", "peakTime")
        assertPrinted(json.object("settlingDuration")?.number("1%"), "0.506", "settling 1%")
        assertPrinted(json.object("settlingDuration")?.number("0.1%"), "0.674", "settling 0.1%")

        // Members in a fixed order: the parameters, then what is measured.
        let ordered = try result.orderedJSON()
        XCTAssertEqual(ordered.objectValue?.map(\.0),
                       ["response", "dampingFraction", "bounce", "mass", "stiffness", "damping", "overshoot", "peakTime", "settlingDuration"])
        XCTAssertEqual(ordered["settlingDuration"]?.objectValue?.map(\.0), ["1%", "0.1%"])
    }

    func testDurationAndBounceMatchSwiftUI() throws {
        let (_, json) = try springJSON(["--duration", "0.5", "--bounce", "0.3"])
        assertPrinted(json.number("stiffness"), "157.91", "stiffness")
        assertPrinted(json.number("damping"), "17.59", "damping")
        // Apple's documentation rounds to 157.9 and 17.6.
        assertPrinted(json.number("stiffness"), "157.9", "stiffness (Apple)")
        assertPrinted(json.number("damping"), "17.6", "damping (Apple)")
        XCTAssertEqual(json.number("response"), 0.5)
        XCTAssertEqual(json.number("dampingFraction") ?? 0, 0.7, accuracy: 1e-12)
        XCTAssertEqual(json.number("bounce") ?? 0, 0.3, accuracy: 1e-12)
    }

    func testMassStiffnessDampingConvertsBack() throws {
        let (_, json) = try springJSON(["--mass", "1", "--stiffness", "100", "--damping", "10"])
        assertPrinted(json.number("response"), "0.63", "response")
        assertPrinted(json.number("response"), "0.628", "response")
        XCTAssertEqual(json.number("response") ?? 0, Reference.response(mass: 1, stiffness: 100), accuracy: 1e-12)
        XCTAssertEqual(json.number("dampingFraction") ?? 0, 0.5, accuracy: 1e-12)
        XCTAssertEqual(json.number("bounce") ?? 0, 0.5, accuracy: 1e-9)
        XCTAssertEqual(json.number("stiffness"), 100)
        XCTAssertEqual(json.number("damping"), 10)
    }

    // MARK: Conversions, exact

    func testConversionsAgreeWithTheFormulas() throws {
        // (R, ζ) parametrization.
        for (response, ratio) in [(0.5, 0.8), (0.35, 0.85), (0.15, 0.86), (1.2, 0.3), (0.55, 1.0), (0.5, 1.7)] {
            let (_, json) = try springJSON(["--response", "\(response)", "--damping-fraction", "\(ratio)"])
            XCTAssertEqual(json.number("response") ?? 0, response, accuracy: 1e-12)
            XCTAssertEqual(json.number("dampingFraction") ?? 0, ratio, accuracy: 1e-12)
            XCTAssertEqual(json.number("bounce") ?? .nan, Reference.bounce(dampingRatio: ratio), accuracy: 1e-9, "bounce for ζ \(ratio)")
            XCTAssertEqual(json.number("stiffness") ?? 0, Reference.stiffness(response: response), accuracy: 0.005 + 1e-9, "k for R \(response)")
            XCTAssertEqual(json.number("damping") ?? 0, Reference.damping(response: response, dampingRatio: ratio), accuracy: 0.005 + 1e-9, "c for R \(response), ζ \(ratio)")
        }
        // (duration, bounce) parametrization, both signs of bounce.
        for (duration, bounce) in [(0.5, 0.0), (0.5, 0.15), (0.35, 0.15), (0.8, 0.3), (0.5, 1.0), (0.5, -0.3), (0.4, -0.5)] {
            let (_, json) = try springJSON(["--duration", "\(duration)", "--bounce=\(bounce)"])
            let ratio = Reference.dampingRatio(bounce: bounce)
            XCTAssertEqual(json.number("response") ?? 0, duration, accuracy: 1e-12, "duration ≡ response")
            XCTAssertEqual(json.number("dampingFraction") ?? 0, ratio, accuracy: 1e-12, "ζ for bounce \(bounce)")
            XCTAssertEqual(json.number("bounce") ?? .nan, bounce, accuracy: 1e-9)
            XCTAssertEqual(json.number("stiffness") ?? 0, Reference.stiffness(response: duration), accuracy: 0.005 + 1e-9)
            XCTAssertEqual(json.number("damping") ?? 0, Reference.damping(response: duration, dampingRatio: ratio), accuracy: 0.005 + 1e-9)
        }
        // (m, k, c) parametrization, mass ≠ 1: the motion (R, ζ, k/m, c/m) is what must agree.
        for (mass, stiffness, damping) in [(1.0, 170.0, 26.0), (2.0, 100.0, 10.0), (4.0, 900.0, 90.0), (1.0, 1500.0, 38.73)] {
            let (_, json) = try springJSON(["--mass", "\(mass)", "--stiffness", "\(stiffness)", "--damping", "\(damping)"])
            XCTAssertEqual(json.number("response") ?? 0, Reference.response(mass: mass, stiffness: stiffness), accuracy: 1e-12)
            XCTAssertEqual(json.number("dampingFraction") ?? 0, Reference.dampingRatio(mass: mass, stiffness: stiffness, damping: damping), accuracy: 1e-12)
            let m = try XCTUnwrap(json.number("mass"))
            XCTAssertEqual((json.number("stiffness") ?? 0) / m, stiffness / mass, accuracy: 0.01, "k/m")
            XCTAssertEqual((json.number("damping") ?? 0) / m, damping / mass, accuracy: 0.01, "c/m")
        }
    }

    func testOvershootAndPeakTimeAgreeWithTheFormulas() throws {
        for (response, ratio) in [(0.5, 0.8), (0.5, 0.7), (0.5, 0.85), (0.6283185307179586, 0.5), (0.2, 0.3)] {
            let (_, json) = try springJSON(["--response", "\(response)", "--damping-fraction", "\(ratio)"])
            XCTAssertEqual(json.number("overshoot") ?? -1, Reference.overshoot(ratio), accuracy: 0.00005 + 1e-12, "overshoot ζ \(ratio)")
            XCTAssertEqual(json.number("peakTime") ?? -1, Reference.peakTime(response: response, dampingRatio: ratio) ?? -1, accuracy: 0.0005 + 1e-12)
        }
        // No overshoot and no peak at or above critical damping.
        for arguments in [["--duration", "0.5"], ["--duration", "0.5", "--bounce=-0.3"], ["--response", "0.5", "--damping-fraction", "1"]] {
            let (result, json) = try springJSON(arguments)
            XCTAssertEqual(json.number("overshoot"), 0, result.summary)
            XCTAssertTrue(json["peakTime"] is NSNull, "peakTime is null without overshoot: \(result.summary)")
        }
    }

    // MARK: Settling (closed-form settle times of SwiftUI, M3 and other presets)

    func testSettleTimesMatchThePresetTable() throws {
        // (arguments, table 1 %, table 0.1 %, table overshoot or nil for 0)
        let rows: [([String], Double, Double, Double?)] = [
            (["--response", "0.5", "--damping-fraction", "0.8"], 0.506, 0.674, 0.0152),       // README.md example
            (["--duration", "0.5", "--bounce", "0.3"], 0.523, 0.819, 0.0460),                 // bouncy
            (["--duration", "0.5", "--bounce", "0.15"], 0.355, 0.697, 0.0063),                // snappy
            (["--duration", "0.5"], 0.528, 0.735, nil),                                      // smooth
            (["--mass", "1", "--stiffness", "100", "--damping", "10"], 0.878, 1.270, 0.163),  // physics default
            (["--duration", "0.5", "--bounce=-0.3"], 0.932, 1.381, nil),                      // overdamped
            (["--mass", "4", "--stiffness", "900", "--damping", "90"], 0.440, 0.533, 0.0284), // Reanimated Wiggly
        ]
        for (arguments, settle1, settle01, overshoot) in rows {
            let (result, json) = try springJSON(arguments)
            let settling = try XCTUnwrap(json.object("settlingDuration"), result.summary)
            assertRelative(settling.number("1%"), settle1, 0.02, "1 % settle for \(arguments)")
            assertRelative(settling.number("0.1%"), settle01, 0.02, "0.1 % settle for \(arguments)")
            if let overshoot {
                assertRelative(json.number("overshoot"), overshoot, 0.02, "overshoot for \(arguments)")
            } else {
                XCTAssertEqual(json.number("overshoot"), 0)
            }
        }
    }

    func testSettleTimesAgreeWithAnIndependentClosedFormSolution() throws {
        for (response, ratio) in [(0.5, 0.8), (0.5, 0.7), (0.5, 1.0), (0.5, 1.0 / 0.7), (0.15, 0.86), (0.6283185307179586, 0.5), (1.0, 0.2)] {
            let (result, json) = try springJSON(["--response", "\(response)", "--damping-fraction", "\(ratio)"])
            let settling = try XCTUnwrap(json.object("settlingDuration"), result.summary)
            for (key, epsilon) in [("1%", 0.01), ("0.1%", 0.001)] {
                let expected = Reference.settle(response: response, dampingRatio: ratio, epsilon: epsilon)
                // Printed to the millisecond.
                XCTAssertEqual(settling.number(key) ?? -1, expected, accuracy: 0.0005 + 1e-6, "\(key) settle for R \(response) ζ \(ratio)")
            }
        }
    }

    // MARK: Text output

    func testTextOutput() {
        let under = tokenlint("spring", "--response", "0.5", "--damping-fraction", "0.8")
        XCTAssertEqual(under.code, 0, under.summary)
        XCTAssertTrue(under.out.contains("stiffness 157.91, damping 20.11"), under.summary)
        XCTAssertTrue(under.out.contains("underdamped"), under.summary)
        XCTAssertTrue(under.out.contains(".spring(duration: 0.5, bounce: 0.2)"), under.summary)

        let critical = tokenlint("spring", "--duration", "0.5")
        XCTAssertTrue(critical.out.contains("critically damped"), critical.summary)

        let over = tokenlint("spring", "--duration", "0.5", "--bounce=-0.3")
        XCTAssertTrue(over.out.contains("overdamped"), over.summary)
    }

    // MARK: Invalid input

    func testInvalidSpringsExitTwoWithAMessageAndNoCrash() {
        let cases: [[String]] = [
            ["--response", "0", "--damping-fraction", "1"],
            ["--duration", "0.5", "--bounce", "2"],
            ["--duration", "0.5", "--response", "0.5", "--damping-fraction", "1"],
            ["--duration", "0.5", "--stiffness", "100", "--damping", "10"],
            ["--response", "0.5", "--damping-fraction", "0.8", "--mass", "1", "--stiffness", "100", "--damping", "10"],
            [],
            ["--response", "0.5"],
            ["--damping-fraction", "0.5"],
            ["--bounce", "0.3"],
            ["--stiffness", "100"],
            ["--mass", "1", "--damping", "10"],
            ["--mass", "0", "--stiffness", "100", "--damping", "10"],
            ["--mass", "1", "--stiffness", "0", "--damping", "10"],
            ["--mass", "1", "--stiffness", "100", "--damping=-1"],
            ["--duration=-1"],
            ["--duration", "0"],
            ["--duration", "nan"],
            ["--duration", "inf"],
            ["--duration", "0.5", "--bounce=-1"],
            ["--duration", "0.5", "--bounce", "nan"],
            ["--response", "0.5", "--damping-fraction=-0.1"],
            ["--response", "abc", "--damping-fraction", "0.5"],
            ["--response", "1e-300", "--damping-fraction", "0.5"],
            ["--response", "0.5", "--damping-fraction", "0.8", "--format", "xml"],
        ]
        for arguments in cases {
            let result = tokenlint(["spring"] + arguments)
            XCTAssertEqual(result.code, 2, result.summary)
            XCTAssertFalse(result.err.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "a message on stderr: \(result.summary)")
            XCTAssertEqual(result.out, "", result.summary)
        }
    }

    /// Negative bounce written the way SwiftUI users write it, `--bounce -0.3`, must be read as
    /// a number, not as an unknown option (a negative bounce is an overdamped spring; README.md's `--bounce B`).
    func testNegativeBounceAsASeparateArgument() throws {
        let result = tokenlint("spring", "--duration", "0.5", "--bounce", "-0.3", "--format", "json")
        XCTAssertEqual(result.code, 0, result.summary)
        guard result.code == 0 else { return }
        let json = try result.json()
        XCTAssertEqual(json.number("dampingFraction") ?? 0, 1 / 0.7, accuracy: 1e-12)
        assertRelative(json.object("settlingDuration")?.number("1%"), 0.932, 0.02, "overdamped 1 % settle")
    }

    /// A spring the command accepts has a finite stiffness, and the JSON says so (not null).
    func testVeryStiffSpringKeepsANumericStiffness() throws {
        let result = tokenlint("spring", "--mass", "1", "--stiffness", "1e307", "--damping", "1", "--format", "json")
        if result.code == 2 { return }  // rejecting it is fine too
        XCTAssertEqual(result.code, 0, result.summary)
        let json = try result.json()
        XCTAssertNotNil(json.number("stiffness"), "stiffness of an accepted spring must not be written as null: \(result.summary)")
        assertRelative(json.number("stiffness"), 1e307, 1e-9, "stiffness")
    }
}
