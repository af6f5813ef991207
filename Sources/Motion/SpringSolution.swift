import Foundation

// Closed-form solution of m·x'' + c·x' + k·(x − target) = 0 (the same
// three regimes as SwiftUI `Spring.value(target:initialVelocity:time:)` per OpenSwiftUI,
// Android `SpringForce`, and Motion).
//
// With Δ = target − start and v0 the initial velocity, the remaining distance is
// d(t) = Δ·P(t) + v0·Q(t), and y(t) = start + Δ − d(t). P is the response from rest (P(0) = 1,
// P'(0) = 0) and Q the response to a unit initial velocity (Q(0) = 0, Q'(0) = −1). Writing d
// as this linear combination makes Δ = 0 (a pure velocity hand-off) well defined.

/// P, Q and their time derivatives at one instant.
struct SpringBasis {
    var p: Double
    var q: Double
    var dp: Double
    var dq: Double
}

/// sin(x)/x, exactly 1 at 0: lets ζ → 1⁻ (ωd → 0) use sin(ωd·t)/ωd = t·sinc(ωd·t) without
/// dividing by a vanishing ωd.
@inline(__always)
func sinc(_ x: Double) -> Double { x == 0 ? 1 : sin(x) / x }

/// sinh(x)/x, exactly 1 at 0 (the overdamped counterpart of `sinc`).
@inline(__always)
func sinhc(_ x: Double) -> Double { x == 0 ? 1 : sinh(x) / x }

extension Spring {
    /// Above this ωd·t the overdamped solution switches from e^(−λt)·cosh(ωd·t) (which overflows ×
    /// underflows for large ζ, e.g. ζ = 50; Motion clamps ωd·t at 300) to the two-exponential form,
    /// whose division by ωd is harmless once ωd·t ≥ 1 (the two exponentials then differ by at least
    /// e²).
    static let hyperbolicLimit = 1.0

    /// P, Q, P′, Q′ at time t ≥ 0 (finite).
    func basis(at t: Double) -> SpringBasis {
        let omega0 = angularFrequency
        let zeta = dampingRatio
        if zeta == 1 {
            // Critical: d = e^(−ω0 t)·[Δ + (ω0Δ − v0)·t].
            let e = exp(-omega0 * t)
            return SpringBasis(
                p: e * (1 + omega0 * t),
                q: -t * e,
                dp: -omega0 * omega0 * t * e,
                dq: e * (omega0 * t - 1)
            )
        }
        let lambda = decayRate
        let omegaD = dampedFrequency
        let x = omegaD * t
        if zeta < 1 {
            // Underdamped: d = e^(−λt)·[Δ·cos ωd t + ((λΔ − v0)/ωd)·sin ωd t].
            let e = exp(-lambda * t)
            let c = cos(x)
            let s = t * sinc(x)   // sin(ωd t)/ωd
            return SpringBasis(
                p: e * (c + lambda * s),
                q: -e * s,
                dp: -e * omega0 * omega0 * s,
                dq: e * (lambda * s - c)
            )
        }
        if x <= Spring.hyperbolicLimit {
            // Overdamped, small ωd·t: d = e^(−λt)·[Δ·cosh ωd t + ((λΔ − v0)/ωd)·sinh ωd t]
            // (Motion's form). cosh ≤ cosh 1 here, so nothing overflows; if
            // e^(−λt) underflows the true value is below 1e-300 anyway.
            let e = exp(-lambda * t)
            let c = cosh(x)
            let s = t * sinhc(x)  // sinh(ωd t)/ωd
            return SpringBasis(
                p: e * (c + lambda * s),
                q: -e * s,
                dp: -e * omega0 * omega0 * s,
                dq: e * (lambda * s - c)
            )
        }
        // Overdamped, two-exponential form (r± = −λ ± ωd). r₊ is computed as
        // −ω0²/(λ + ωd) because −λ + ωd cancels catastrophically for large ζ.
        let rPlus = -(omega0 * omega0) / (lambda + omegaD)
        let rMinus = -(lambda + omegaD)
        let ePlus = exp(rPlus * t)
        let eMinus = exp(rMinus * t)
        let twoOmegaD = 2 * omegaD
        // P = [e^(r₊t)(−r₋) + e^(r₋t)·r₊]/(2ωd), Q = [e^(r₋t) − e^(r₊t)]/(2ωd); r₊·r₋ = ω0².
        return SpringBasis(
            p: (ePlus * -rMinus + eMinus * rPlus) / twoOmegaD,
            q: (eMinus - ePlus) / twoOmegaD,
            dp: omega0 * omega0 * (eMinus - ePlus) / twoOmegaD,
            dq: (rMinus * eMinus - rPlus * ePlus) / twoOmegaD
        )
    }

    /// Remaining distance d(t) and its derivative for travel Δ and initial velocity v0, with
    /// the edge cases of the time axis settled here once: t ≤ 0 is the start (the animation
    /// has not begun), t = +∞ is the target for a damped spring (NaN for an undamped one,
    /// which has no limit), NaN stays NaN.
    func remaining(at t: Double, delta: Double, initialVelocity v0: Double) -> (distance: Double, rate: Double) {
        if t.isNaN { return (.nan, .nan) }
        if t <= 0 { return (delta, -v0) }
        if t == .infinity { return dampingRatio > 0 ? (0, 0) : (.nan, .nan) }
        let b = basis(at: t)
        return (delta * b.p + v0 * b.q, delta * b.dp + v0 * b.dq)
    }

    /// Position at time t (seconds) of a spring released at 0 toward 1 (Δ = 1) with initial
    /// velocity v0 (units of travel per second).
    ///
    /// t ≤ 0 returns 0; t = +∞ returns 1 (NaN if ζ = 0). Non-finite v0 gives NaN.
    public func value(at t: Double, initialVelocity v0: Double = 0) -> Double {
        1 - remaining(at: t, delta: 1, initialVelocity: v0).distance
    }

    /// Velocity dy/dt (units of travel per second) of the motion `value(at:initialVelocity:)`.
    /// t ≤ 0 returns v0.
    public func velocity(at t: Double, initialVelocity v0: Double = 0) -> Double {
        -remaining(at: t, delta: 1, initialVelocity: v0).rate
    }

    /// Position at time t of a spring moving from `start` to `target` with initial velocity
    /// v0 (units per second): y = target − d(t), Δ = target − start (as SwiftUI
    /// `Spring.value(target:initialVelocity:time:)` writes it). Re-basing on (value, velocity)
    /// at an interruption is how SwiftUI retargets.
    public func value(from start: Double, to target: Double, at t: Double, initialVelocity v0: Double = 0) -> Double {
        target - remaining(at: t, delta: target - start, initialVelocity: v0).distance
    }

    /// Velocity at time t of `value(from:to:at:initialVelocity:)`.
    public func velocity(from start: Double, to target: Double, at t: Double, initialVelocity v0: Double = 0) -> Double {
        -remaining(at: t, delta: target - start, initialVelocity: v0).rate
    }
}
