import Foundation

/// A CSS / DTCG `cubicBezier` timing function [x1, y1, x2, y2] (DTCG 2025.10 §8.6, CSS Easing
/// Level 1): the curve from (0, 0) to (1, 1) with control points (x1, y1) and (x2, y2).
/// x is the fraction of the duration elapsed, y the fraction of the travel.
///
/// x1 and x2 must lie in [0, 1] (DTCG and CSS), which makes x(t) monotone so every time
/// fraction has exactly one progress value; y1 and y2 may be any finite number (y outside
/// [0, 1] is how a curve overshoots or anticipates).
public struct CubicBezier: Hashable, Sendable {
    public let x1, y1, x2, y2: Double

    /// - Throws: `SpringError` when x1 or x2 is outside [0, 1] or any value is not finite.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(SpringError) {
        for (name, x) in [("x1", x1), ("x2", x2)] where !(x.isFinite && x >= 0 && x <= 1) {
            throw .invalid("cubicBezier \(name)", "a number in [0, 1]", got: x)
        }
        for (name, y) in [("y1", y1), ("y2", y2)] where !y.isFinite {
            throw .invalid("cubicBezier \(name)", "a finite number", got: y)
        }
        self.init(validatedX1: x1, y1: y1, x2: x2, y2: y2)
    }

    /// DTCG array form `[x1, y1, x2, y2]`.
    /// - Throws: `SpringError` when the array does not hold exactly four numbers, or as
    ///   `init(_:_:_:_:)`.
    public init(_ values: [Double]) throws(SpringError) {
        guard values.count == 4 else {
            throw SpringError("cubicBezier must have exactly 4 numbers [x1, y1, x2, y2] (got \(values.count))")
        }
        try self.init(values[0], values[1], values[2], values[3])
    }

    /// For values already known to be valid (presets, the fitter's clamped search points).
    init(validatedX1 x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The DTCG array form `[x1, y1, x2, y2]`.
    public var values: [Double] { [x1, y1, x2, y2] }

    // SwiftUI and CSS presets (SwiftUI `Animation.easeIn` etc.; CSS Easing Level 1 `ease-in` etc.).
    public static let linear = CubicBezier(validatedX1: 0, y1: 0, x2: 1, y2: 1)
    public static let easeIn = CubicBezier(validatedX1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = CubicBezier(validatedX1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = CubicBezier(validatedX1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// CSS `ease` (0.25, 0.1, 0.25, 1), the CSS default timing function.
    public static let ease = CubicBezier(validatedX1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
}

// MARK: - Evaluation

extension CubicBezier {
    /// Power-basis coefficients of one coordinate: B(t) = ((a·t + b)·t + c)·t for control
    /// values 0, p1, p2, 1 (c = 3p1, b = 3(p2 − p1) − c, a = 1 − c − b).
    struct Polynomial {
        let a, b, c: Double
        init(_ p1: Double, _ p2: Double) {
            c = 3 * p1
            b = 3 * (p2 - p1) - c
            a = 1 - c - b
        }
        @inline(__always) func value(_ t: Double) -> Double { ((a * t + b) * t + c) * t }
        @inline(__always) func slope(_ t: Double) -> Double { (3 * a * t + 2 * b) * t + c }
    }

    var xPolynomial: Polynomial { Polynomial(x1, x2) }
    var yPolynomial: Polynomial { Polynomial(y1, y2) }

    /// Point of the curve at parameter t ∈ [0, 1].
    public func point(atParameter t: Double) -> (x: Double, y: Double) {
        (xPolynomial.value(t), yPolynomial.value(t))
    }

    /// The curve parameter t whose x(t) equals `x` (x in [0, 1]).
    ///
    /// Newton from t = x (8 steps, the usual WebKit `UnitBezier` approach), then bisection on
    /// [0, 1] if Newton did not converge or met a flat slope; x(t) is monotone because
    /// x1, x2 ∈ [0, 1], so bisection always succeeds. Both loops are bounded.
    func parameter(forX x: Double) -> Double {
        let px = xPolynomial
        let tolerance = 1e-12
        var t = x
        for _ in 0..<8 {
            let error = px.value(t) - x
            if abs(error) < tolerance { return t }
            let slope = px.slope(t)
            if abs(slope) < 1e-9 { break }
            t -= error / slope
            if !(t >= 0 && t <= 1) { break }  // left [0, 1] (or NaN): fall back
        }
        var lo = 0.0
        var hi = 1.0
        t = x
        for _ in 0..<100 {
            let value = px.value(t)
            if abs(value - x) < tolerance { return t }
            if value < x { lo = t } else { hi = t }
            let next = lo + (hi - lo) / 2
            if next == t { break }
            t = next
        }
        return t
    }

    /// Progress y for the time fraction x. x ≤ 0 gives 0 and x ≥ 1 gives 1 (the curve's end
    /// points, as CSS clamps the input); NaN gives NaN.
    public func value(at x: Double) -> Double {
        if x.isNaN { return .nan }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // The identity needs no solve, and returning x keeps `linear` exactly linear.
        if x1 == y1 && x2 == y2 { return x }
        return yPolynomial.value(parameter(forX: x))
    }

    /// Overshoot as a fraction of the travel: max(0, max y over [0, 1] − 1).
    public var overshoot: Double { max(0, yRange.max - 1) }

    /// Anticipation below the start, as a fraction of the travel: max(0, −min y over [0, 1]).
    public var undershoot: Double { max(0, -yRange.min) }

    /// Exact extremes of y(t) on [0, 1]: the end points (0 and 1) and the interior roots of
    /// y′(t) = 3a·t² + 2b·t + c (a cubic has at most two).
    var yRange: (min: Double, max: Double) {
        let py = yPolynomial
        var low = 0.0
        var high = 1.0
        for t in Self.quadraticRoots(a: 3 * py.a, b: 2 * py.b, c: py.c) where t > 0 && t < 1 {
            let y = py.value(t)
            low = min(low, y)
            high = max(high, y)
        }
        return (low, high)
    }

    /// Real roots of a·t² + b·t + c (degenerating to the linear case), using the
    /// cancellation-free form q = −(b + sign(b)·√disc)/2.
    static func quadraticRoots(a: Double, b: Double, c: Double) -> [Double] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return [] }
        if abs(a) <= 1e-14 * scale {
            return abs(b) > 0 ? [-c / b] : []
        }
        let disc = b * b - 4 * a * c
        guard disc >= 0 else { return [] }
        let q = -(b + (b < 0 ? -1 : 1) * disc.squareRoot()) / 2
        var roots = [q / a]
        if q != 0 { roots.append(c / q) }
        return roots
    }

    /// The last time fraction x at which |y − 1| ≥ ε: after it the curve stays within ε of
    /// its end. ε ≤ 0 or NaN → 1; an ε so large that the curve never leaves the band → 0.
    ///
    /// Samples the curve parameter on a 1024-step grid from the end backwards (a cubic with
    /// finite control points has no feature narrower than that worth a linter's attention),
    /// then bisects the crossing in the last cell that starts outside the band.
    public func lastExit(epsilon: Double) -> Double {
        guard epsilon > 0 else { return 1 }
        let px = xPolynomial
        let py = yPolynomial
        let steps = 1024
        var outside: Int?
        for i in stride(from: steps - 1, through: 0, by: -1) {
            if abs(py.value(Double(i) / Double(steps)) - 1) >= epsilon {
                outside = i
                break
            }
        }
        guard let index = outside else { return 0 }
        var lo = Double(index) / Double(steps)
        var hi = Double(index + 1) / Double(steps)
        for _ in 0..<60 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if abs(py.value(mid) - 1) >= epsilon { lo = mid } else { hi = mid }
        }
        return min(1, max(0, px.value(hi)))
    }
}
