import Foundation

// Best-fit cubic Bézier for a spring, for `tokens export --format dtcg` (docs/tokens.md,
// "Export": a spring becomes a `cubicBezier` or a `transition`). A cubic Bézier has at most
// one interior extremum, so it cannot follow the overshoot-then-undershoot of ζ < ~0.8 springs;
// the fit is a fallback and its maximum error is reported so callers can warn.
// Reference fits (minimax against the 0.1 % settle duration): `.smooth`
// ≈ (0.207, 0.264, 0.079, 1.111), max error 1.4 %; `.snappy` ≈ (0.260, 0.364, 0.047, 1.168),
// 1.8 %; `.bouncy` 4 %. This fitter reaches 1.3 %, 1.8 % (the same curve) and 3.7 %.

extension Spring {
    /// Best-fit cubic Bézier and duration for exporting to tools that only know DTCG
    /// `transition` / `cubicBezier`.
    ///
    /// - duration: `settlingTime(epsilon: 0.001)` (the 0.1 % settle, as the reference fits and
    ///   the `linear()` export use), so the curve ends where the spring is visually at rest.
    ///   An undamped spring never settles; it gets its response R (Apple: for very bouncy
    ///   springs the perceptual duration is the period) and a correspondingly large error.
    /// - curve: minimises the maximum |Bézier(x) − y(x·duration)| over a uniform grid of x in
    ///   [0, 1]: a coarse grid over (x1, y1, x2, y2), then a Nelder–Mead refinement from the
    ///   best 8 grid points (all loops bounded). y2 may exceed 1 where that lowers
    ///   the error (overshooting springs, and the fast approach of `.smooth`).
    /// - maxError: the maximum absolute error (fraction of travel) over the 999 interior points
    ///   of a uniform 1000-step grid (both curves pin x = 0; at x = 1 the spring is within 0.1 %).
    ///
    /// - Parameter withinTarget: keep both handles' y in [0, 1], so the curve never passes its
    ///   target (a Bézier stays inside the hull of its control points). Export asks for it for
    ///   springs that do not overshoot (ζ ≥ 1): the unconstrained fit of `.smooth` reaches
    ///   y2 ≈ 1.11, a curve that overshoots by about 1 % where the spring never does, and a
    ///   Reduce Motion value exported that way would read back as one that still bounces.
    public func bestFitCubicBezier(withinTarget: Bool = false) -> (curve: CubicBezier, duration: Double, maxError: Double) {
        var duration = settlingTime(epsilon: 0.001)
        if !duration.isFinite || duration <= 0 { duration = response }
        let fit = BezierFitter(target: { x in self.value(at: x * duration) }, yRange: withinTarget ? 0...1 : -BezierFitter.yLimit...BezierFitter.yLimit).fit()
        return (fit.curve, duration, fit.maxError)
    }
}

/// Minimax fit of a cubic Bézier to a normalized progress function f on [0, 1] with
/// f(0) = 0 and f(1) ≈ 1.
struct BezierFitter {
    /// Progress to match, sampled once per grid (evaluating f is the expensive part).
    let target: (Double) -> Double
    /// Where the handles' y may go.
    var yRange: ClosedRange<Double> = -yLimit...yLimit

    struct Result {
        var curve: CubicBezier
        var maxError: Double
    }

    /// Parameter vector (x1, y1, x2, y2) with the x's kept in [0, 1] and y's in a generous
    /// but finite box, so every candidate is a valid `CubicBezier`.
    struct Point {
        var v: (Double, Double, Double, Double)
        init(v: (Double, Double, Double, Double)) { self.v = v }
        /// Clamps an unconstrained search vector into the box with y in `yRange` (NaN-safe:
        /// NaN becomes the box minimum).
        init(clamping p: [Double], yRange: ClosedRange<Double>) {
            func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
                value >= low ? min(value, high) : low
            }
            let (low, high) = (yRange.lowerBound, yRange.upperBound)
            v = (clamp(p[0], 0, 1), clamp(p[1], low, high), clamp(p[2], 0, 1), clamp(p[3], low, high))
        }
        var vector: [Double] { [v.0, v.1, v.2, v.3] }
        var curve: CubicBezier {
            CubicBezier(validatedX1: v.0, y1: v.1, x2: v.2, y2: v.3)
        }
    }

    static let yLimit = 4.0

    /// Uniform samples (x, f(x)) excluding the fixed end points.
    static func samples(count: Int, of f: (Double) -> Double) -> [(x: Double, y: Double)] {
        (1..<count).map { i in
            let x = Double(i) / Double(count)
            return (x, f(x))
        }
    }

    static func maxError(_ curve: CubicBezier, _ samples: [(x: Double, y: Double)]) -> Double {
        var worst = 0.0
        for s in samples {
            let e = abs(curve.value(at: s.x) - s.y)
            // A NaN error must never look like a good fit.
            if !(e <= worst) { worst = e.isNaN ? .infinity : e }
        }
        return worst
    }

    func fit() -> Result {
        let coarse = Self.samples(count: 32, of: target)
        let fine = Self.samples(count: 100, of: target)
        let report = Self.samples(count: 1000, of: target)

        // Coarse grid: 7·8·7·8 = 3136 candidates on 31 samples. x2 is dense near 0 because
        // springs start fast and the best fits put the second handle almost on the y axis; y1
        // up to 1.6 covers strong initial slopes, y2 up to 1.6 overshoot.
        let xs = [0.0, 0.1, 0.2, 0.3, 0.45, 0.6, 0.8]
        let y1s = [-0.2, 0.0, 0.25, 0.5, 0.75, 1.0, 1.3, 1.6].filter(yRange.contains)
        let y2s = [0.7, 0.9, 1.0, 1.1, 1.2, 1.3, 1.45, 1.6].filter(yRange.contains)
        var ranked: [(point: Point, error: Double)] = []
        ranked.reserveCapacity(xs.count * xs.count * y1s.count * y2s.count)
        for x1 in xs {
            for y1 in y1s {
                for x2 in xs {
                    for y2 in y2s {
                        let p = Point(v: (x1, y1, x2, y2))
                        ranked.append((p, Self.maxError(p.curve, coarse)))
                    }
                }
            }
        }
        ranked.sort { $0.error < $1.error }

        // The max-error landscape has many local minima (the reference fits were found the
        // same way), so refine the best 8 grid points on the finer grid and keep the best.
        var best = (point: Point(v: (0.42, 0, 0.58, 1)), error: Double.infinity)
        for start in ranked.prefix(8) {
            let refined = refine(start.point, fine)
            if refined.error < best.error { best = refined }
        }
        let curve = best.point.curve
        return Result(curve: curve, maxError: Self.maxError(curve, report))
    }

    /// Nelder–Mead simplex search (standard coefficients: reflect 1, expand 2, contract ½,
    /// shrink ½). Derivative-free and direction-adaptive, so it follows the kinked valleys of
    /// a max-norm objective that a coordinate search gets stuck in. Candidates are clamped
    /// into the valid box before evaluation. Bounded by 1500 iterations and a 1e-7 simplex.
    func refine(_ start: Point, _ samples: [(x: Double, y: Double)]) -> (point: Point, error: Double) {
        typealias Vector = [Double]
        func cost(_ v: Vector) -> Double { Self.maxError(Point(clamping: v, yRange: yRange).curve, samples) }
        func combine(_ a: Vector, _ b: Vector, _ t: Double) -> Vector {
            // a + t·(b − a)
            zip(a, b).map { $0 + t * ($1 - $0) }
        }

        let origin = start.vector
        var simplex: [Vector] = [origin]
        for i in 0..<4 {
            var vertex = origin
            vertex[i] += 0.05
            simplex.append(vertex)
        }
        var costs = simplex.map(cost)

        for _ in 0..<1500 {
            let order = costs.indices.sorted { costs[$0] < costs[$1] }
            simplex = order.map { simplex[$0] }
            costs = order.map { costs[$0] }
            let spread = simplex.dropFirst().map { vertex in
                zip(vertex, simplex[0]).map { abs($0 - $1) }.max() ?? 0
            }.max() ?? 0
            if spread < 1e-7 { break }

            let worst = simplex[4]
            var centroid: Vector = [0, 0, 0, 0]
            for vertex in simplex.prefix(4) {
                for i in 0..<4 { centroid[i] += vertex[i] / 4 }
            }
            let reflected = combine(centroid, worst, -1)
            let reflectedCost = cost(reflected)
            if reflectedCost < costs[0] {
                let expanded = combine(centroid, worst, -2)
                let expandedCost = cost(expanded)
                if expandedCost < reflectedCost {
                    (simplex[4], costs[4]) = (expanded, expandedCost)
                } else {
                    (simplex[4], costs[4]) = (reflected, reflectedCost)
                }
            } else if reflectedCost < costs[3] {
                (simplex[4], costs[4]) = (reflected, reflectedCost)
            } else {
                let contracted = reflectedCost < costs[4]
                    ? combine(centroid, reflected, 0.5)
                    : combine(centroid, worst, 0.5)
                let contractedCost = cost(contracted)
                if contractedCost < min(reflectedCost, costs[4]) {
                    (simplex[4], costs[4]) = (contracted, contractedCost)
                } else {
                    for i in 1..<5 {
                        simplex[i] = combine(simplex[0], simplex[i], 0.5)
                        costs[i] = cost(simplex[i])
                    }
                }
            }
        }
        let bestIndex = costs.indices.min { costs[$0] < costs[$1] } ?? 0
        return (Point(clamping: simplex[bestIndex], yRange: yRange), costs[bestIndex])
    }
}
