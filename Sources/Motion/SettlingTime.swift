import Foundation

// Overshoot, peak time and settling time of a spring released from rest.
//
// Settling time here is the exact "last time |y(t) − 1| ≥ ε" from rest, the plain definition,
// not one of the bounds the platforms use (the
// envelope bound ln(A/ε)/λ of Compose `SpringEstimation.kt`, or OpenSwiftUI's looser
// −ln(ε/(|λΔ − v0| + |Δ|))/λ and its 0.1 s grid for ζ ≥ 1): a linter comparing
// against a frame budget should not be pessimistic by a whole half-period.

extension Spring {
    /// Peak overshoot as a fraction of the travel, from rest: e^(−πζ/√(1−ζ²)) for ζ < 1, else 0.
    /// 1 for an undamped spring.
    public var overshoot: Double {
        guard dampingRatio < 1 else { return 0 }
        return exp(-logDecrementPerHalfCycle)
    }

    /// Time of the first peak, π/ωd, for ζ < 1; nil when ζ ≥ 1 (no overshoot).
    public var peakTime: Double? {
        guard dampingRatio < 1 else { return nil }
        return Double.pi / dampedFrequency
    }

    /// SwiftUI `Spring.settlingDuration` semantics: the settling time for ε = 0.001
    /// (Apple's default epsilon), computed exactly rather than with Apple's estimate.
    public var settlingDuration: Double { settlingTime(epsilon: 0.001) }

    /// Settling time: the last time |y(t) − 1| ≥ ε for a release from rest (v0 = 0) toward 1,
    /// ε relative to the travel (0.01 for "1%", 0.001 for "0.1%"); seconds.
    ///
    /// Edge cases, never a trap: ε ≤ 0 or NaN → +∞ (the band is never entered); ε ≥ 1 → 0
    /// (from rest |y − 1| ≤ 1 always); an undamped spring (ζ = 0) → +∞.
    ///
    /// Method (bounded, no open-ended loop):
    /// - ζ < 1: from rest the extrema of y − 1 are exactly at tₙ = nπ/ωd with |y − 1| = e^(−λtₙ)
    ///   (the velocity is ∝ e^(−λt)·sin ωd t). The last n with e^(−λtₙ) ≥ ε is found in closed
    ///   form; |y − 1| falls monotonically from there to its next zero and stays below ε, so
    ///   one bisection on [tₙ, tₙ₊₁] finds the crossing.
    /// - ζ ≥ 1: y − 1 decays monotonically from −1 to 0; bracket by doubling from R, then
    ///   bisect (rather than Newton: bisection cannot diverge).
    public func settlingTime(epsilon: Double) -> Double {
        guard epsilon > 0 else { return .infinity }  // also catches NaN
        guard epsilon < 1 else { return 0 }
        if dampingRatio < 1 {
            return underdampedSettlingTime(epsilon: epsilon)
        }
        return monotoneSettlingTime(epsilon: epsilon)
    }

    /// πζ/√(1−ζ²) = λ·π/ωd, the log of the ratio between successive extrema (ζ < 1).
    var logDecrementPerHalfCycle: Double {
        let zeta = dampingRatio
        return Double.pi * zeta / ((1 - zeta) * (1 + zeta)).squareRoot()
    }

    private func underdampedSettlingTime(epsilon: Double) -> Double {
        let decrement = logDecrementPerHalfCycle
        guard decrement > 0 else { return .infinity }  // ζ = 0: never settles
        let halfPeriod = Double.pi / dampedFrequency
        let target = -log(epsilon)  // > 0: extremum n is outside the band iff n·decrement ≤ target
        // Largest n with e^(−n·decrement) ≥ ε, then nudged by at most a few steps in case the
        // floor landed one off through rounding (loops bounded by 4).
        var n = (target / decrement).rounded(.down)
        guard n.isFinite, n < 1e15 else { return .infinity }  // too lightly damped to represent
        for _ in 0..<4 where (n + 1) * decrement <= target { n += 1 }
        for _ in 0..<4 where n > 0 && n * decrement > target { n -= 1 }
        let lower = n * halfPeriod
        let upper = (n + 1) * halfPeriod
        guard upper.isFinite else { return .infinity }  // R near the Double limit
        return bisectLastExit(epsilon: epsilon, lower: lower, upper: upper)
    }

    private func monotoneSettlingTime(epsilon: Double) -> Double {
        var lower = 0.0
        var upper = response
        // Doubling from R: ≤ 2100 steps reach any representable time, so this always ends.
        var bracketed = false
        for _ in 0..<2100 {
            if abs(remaining(at: upper, delta: 1, initialVelocity: 0).distance) < epsilon {
                bracketed = true
                break
            }
            lower = upper
            upper *= 2
            if !upper.isFinite { break }
        }
        guard bracketed else { return .infinity }
        return bisectLastExit(epsilon: epsilon, lower: lower, upper: upper)
    }

    /// Bisection for the crossing in [lower, upper], given |d| ≥ ε at `lower` and |d| < ε on
    /// the whole interval after the crossing. At most 200 halvings (Double precision is reached
    /// in ~60 for any bracket; the loop stops as soon as the midpoint stops moving).
    private func bisectLastExit(epsilon: Double, lower: Double, upper: Double) -> Double {
        var lo = lower
        var hi = upper
        for _ in 0..<200 {
            let mid = lo + (hi - lo) / 2
            if mid <= lo || mid >= hi { break }
            if abs(remaining(at: mid, delta: 1, initialVelocity: 0).distance) >= epsilon {
                lo = mid
            } else {
                hi = mid
            }
        }
        return hi
    }
}
