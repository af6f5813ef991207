import Foundation

/// A spring baked into a CSS `linear()` easing function (CSS Easing Level 2,
/// https://drafts.csswg.org/css-easing-2/): points (x = fraction of the duration,
/// y = progress) joined by straight lines, over the spring's settle time, since `linear()` is
/// time-based.
///
/// How: bake over T = settle(0.1 %); sample uniformly and densely; keep only
/// the samples a vertical-distance Ramer–Douglas–Peucker pass needs to stay within `tolerance`
/// of every sample; round y to 4 decimals and x to 2 decimals of a percent. The error budget
/// against the exact curve (the export's promise is 1 % of the travel): the RDP tolerance, the
/// rounding (≤ 0.00005 in y, ≤ 0.00005 in x times the slope), the curve between two samples
/// (bounded by the sample spacing), and the jump to exactly 1 at T (≤ ε = 0.001).
public struct LinearEasing: Sendable, Hashable {
    public struct Point: Sendable, Hashable {
        /// Fraction of the duration, 0…1.
        public var x: Double
        /// Progress, 0 at the start and 1 at the target (may overshoot past 1).
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    public var points: [Point]
    /// Seconds: the settle time the curve is baked over.
    public var duration: Double

    /// Points in increasing x (a browser raises a position below an earlier one to it).
    public init(points: [Point], duration: Double) {
        self.points = points
        self.duration = duration
    }

    /// The default RDP tolerance: a fifth of the 1 % promise, so rounding and sampling fit in
    /// the rest (and near the default of Jake Archibald's linear-easing-generator, 0.0017).
    public static let defaultTolerance = 0.002
    /// Settle band the duration is measured to: 0.1 % (SwiftUI's ε, `Spring.settlingDuration`).
    public static let settleEpsilon = 0.001
    /// Uniform samples per curve before simplification.
    static let sampleCount = 4000

    /// The points as `linear()`'s argument list: `linear(0, 0.1234 5.5%, …, 1)`. The first and
    /// last point keep their default positions (0 % and 100 %).
    public var css: String {
        var parts: [String] = []
        for (index, point) in points.enumerated() {
            let y = Self.format(point.y, decimals: 4)
            if index == 0 || index == points.count - 1 {
                parts.append(y)
            } else {
                parts.append("\(y) \(Self.format(point.x * 100, decimals: 2))%")
            }
        }
        return "linear(\(parts.joined(separator: ", ")))"
    }

    /// Progress at fraction x of the duration, by linear interpolation between the points (what
    /// a browser computes from `css`).
    public func value(atFraction x: Double) -> Double {
        guard let first = points.first, let last = points.last else { return x }
        if x <= first.x { return first.y }
        if x >= last.x { return last.y }
        var low = 0
        var high = points.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if points[mid].x <= x { low = mid } else { high = mid }
        }
        let a = points[low], b = points[high]
        guard b.x > a.x else { return b.y }
        return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }

    /// A number with at most `decimals` decimals and no trailing zeros (`0.5`, `1`, `-0.0031`).
    static func format(_ value: Double, decimals: Int) -> String {
        let scale = pow(10, Double(decimals))
        var rounded = (value * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }  // no "-0"
        var text = String(format: "%.\(decimals)f", rounded)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}

extension Spring {
    /// This spring (from rest, toward 1) as a `linear()` easing over its 0.1 % settle time.
    /// A spring that never settles (ζ = 0) is baked over 10 responses and left where it is.
    public func linearEasing(tolerance: Double = LinearEasing.defaultTolerance) -> LinearEasing {
        var duration = settlingTime(epsilon: LinearEasing.settleEpsilon)
        if !duration.isFinite || duration <= 0 { duration = 10 * response }
        let count = LinearEasing.sampleCount
        var samples: [LinearEasing.Point] = (0...count).map { index in
            let x = Double(index) / Double(count)
            return LinearEasing.Point(x: x, y: value(at: x * duration))
        }
        // The animation ends on its target: the last ≤ 0.1 % are given up for an exact end.
        samples[count].y = 1
        var keep = [Bool](repeating: false, count: samples.count)
        keep[0] = true
        keep[count] = true
        Self.simplify(samples, from: 0, to: count, tolerance: tolerance, keep: &keep)
        let kept = samples.indices.filter { keep[$0] }.map { samples[$0] }
        // x as a percentage with 2 decimals: round x to 1e-4 here so the points match `css`.
        let points = kept.map { LinearEasing.Point(x: ($0.x * 10_000).rounded() / 10_000, y: ($0.y * 10_000).rounded() / 10_000) }
        return LinearEasing(points: points, duration: duration)
    }

    /// Ramer–Douglas–Peucker with the vertical distance (an easing is a function of x): keeps
    /// the sample farthest from the chord while it is farther than `tolerance`. Iterative, so a
    /// long curve cannot exhaust the stack.
    static func simplify(_ samples: [LinearEasing.Point], from start: Int, to end: Int, tolerance: Double, keep: inout [Bool]) {
        var stack = [(start, end)]
        while let (a, b) = stack.popLast() {
            guard b - a > 1 else { continue }
            let pa = samples[a], pb = samples[b]
            var worst = -1.0
            var worstIndex = a
            for index in (a + 1)..<b {
                let chord = pa.y + (pb.y - pa.y) * (samples[index].x - pa.x) / (pb.x - pa.x)
                let distance = abs(samples[index].y - chord)
                if distance > worst {
                    worst = distance
                    worstIndex = index
                }
            }
            if worst > tolerance {
                keep[worstIndex] = true
                stack.append((a, worstIndex))
                stack.append((worstIndex, b))
            }
        }
    }
}
