import Foundation
import XCTest
@testable import Motion

/// `Spring.linearEasing()`: the CSS `linear()` export of a spring must stay within 1 % of the
/// travel of the exact solution everywhere (issue 15 "How it is checked"; docs/tokens.md,
/// "Springs on the web": "The curve stays within 1 % of the travel of the exact spring
/// everywhere"). The curve is read back from the CSS text, as a browser would read it (CSS Easing
/// Level 2 §2.3: points joined by straight lines, a missing first/last position is 0 %/100 %).
final class LinearEasingTests: XCTestCase {
    /// The preset springs of PresetTableTests (SwiftUI presets, M3, Android, Motion) and a sweep of ζ.
    static let springs: [(String, Spring)] = {
        var springs: [(String, Spring)] = [
            ("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy), ("default", .animationDefault),
        ]
        let pairs: [(Double, Double)] = [
            (0.15, 0.86), (0.35, 0.85), (0.5, 0.8), (0.5, 1.43), (0.168, 0.9), (0.222, 0.6), (0.162, 0.5),
            (0.628, 0.5), (1.0, 0.2), (0.3, 0.3), (2.0, 0.05), (0.5, 3.0),
        ]
        for (response, ratio) in pairs {
            if let spring = try? Spring(response: response, dampingRatio: ratio) { springs.append(("R \(response) ζ \(ratio)", spring)) }
        }
        return springs
    }()

    func testLinearEasingStaysWithinOnePercentOfTheExactCurve() throws {
        for (name, spring) in Self.springs {
            let easing = spring.linearEasing()
            let points = try Self.parse(easing.css)
            let error = Self.maximumError(points, spring: spring, duration: easing.duration)
            XCTAssertLessThanOrEqual(error, 0.01, "\(name): \(easing.css.prefix(80))…")
            XCTAssertEqual(easing.duration, spring.settlingTime(epsilon: 0.001), accuracy: 1e-9, name)
        }
    }

    /// The check can fail: a coarse simplification (tolerance 5 %) is caught.
    func testACoarseEasingIsCaught() throws {
        let easing = Spring.bouncy.linearEasing(tolerance: 0.05)
        let error = Self.maximumError(try Self.parse(easing.css), spring: .bouncy, duration: easing.duration)
        XCTAssertGreaterThan(error, 0.01)
    }

    /// The interpolation the checks use, on CSS Easing Level 2's own example: `linear(0, 0.25
    /// 75%, 1)` is 0.25 at 75 %, so 0.125 at 37.5 % and 0.625 at 87.5 %.
    func testInterpolationFollowsTheCSSExample() throws {
        let points = try Self.parse("linear(0, 0.25 75%, 1)")
        let curve = LinearEasing(points: points.map { LinearEasing.Point(x: $0.x, y: $0.y) }, duration: 1)
        XCTAssertEqual(curve.value(atFraction: 0.375), 0.125, accuracy: 1e-12)
        XCTAssertEqual(curve.value(atFraction: 0.875), 0.625, accuracy: 1e-12)
        XCTAssertEqual(curve.value(atFraction: 1.5), 1)
    }

    func testEndpointsAndFormat() throws {
        let css = Spring.snappy.linearEasing().css
        XCTAssertTrue(css.hasPrefix("linear(0, "), css)
        XCTAssertTrue(css.hasSuffix(", 1)"), css)
        // Far fewer points than samples: a few dozen, not thousands.
        let count = try Self.parse(css).count
        XCTAssertLessThan(count, 120, css)
        XCTAssertGreaterThan(count, 5, css)
    }

    /// Largest |exact − piecewise linear| over 0…1.25 T, sampled every T/100 000 (and at every
    /// point's position): after T the easing holds 1 while the spring is within 0.1 %.
    static func maximumError(_ points: [(x: Double, y: Double)], spring: Spring, duration: Double) -> Double {
        let curve = LinearEasing(points: points.map { LinearEasing.Point(x: $0.x, y: $0.y) }, duration: duration)
        let steps = 125_000
        var worst = 0.0
        for index in 0...steps {
            let x = Double(index) / 100_000
            let exact = spring.value(at: x * duration)
            worst = max(worst, abs(exact - curve.value(atFraction: x)))
        }
        return worst
    }

    /// `linear(0, 0.25 75%, 1)` → [(0, 0), (0.75, 0.25), (1, 1)]; only the forms the exporter
    /// writes (one position at most), with the first/last defaults of CSS Easing §2.3.
    static func parse(_ css: String) throws -> [(x: Double, y: Double)] {
        guard css.hasPrefix("linear("), css.hasSuffix(")") else { throw ParseError(css) }
        let body = css.dropFirst("linear(".count).dropLast()
        let stops = body.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var points: [(x: Double, y: Double)] = []
        for (index, stop) in stops.enumerated() {
            let parts = stop.split(separator: " ")
            guard let y = Double(parts[0]) else { throw ParseError(stop) }
            let x: Double
            if parts.count == 2, parts[1].hasSuffix("%"), let percent = Double(parts[1].dropLast()) {
                x = percent / 100
            } else if parts.count == 1, index == 0 || index == stops.count - 1 {
                x = index == 0 ? 0 : 1
            } else {
                throw ParseError(stop)
            }
            points.append((max(x, points.last?.x ?? 0), y))
        }
        return points
    }

    struct ParseError: Error { let text: String; init(_ text: String) { self.text = text } }
}
