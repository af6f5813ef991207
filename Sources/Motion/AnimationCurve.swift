import Foundation

/// The curve of a motion token (docs/tokens.md, "motion": `curve` is a spring, a DTCG `transition`,
/// or `{duration, timingFunction}`), with the measurements rules need regardless of kind.
public enum AnimationCurve: Hashable, Sendable {
    case spring(Spring)
    case timed(TimedCurve)

    /// Time until the motion stays within ε (fraction of the travel) of its target, seconds.
    /// Spring: `settlingTime(epsilon:)` from rest. Timed: delay + the time the Bézier last
    /// leaves the band (≤ delay + duration).
    public func settleTime(epsilon: Double) -> Double {
        switch self {
        case .spring(let spring): spring.settlingTime(epsilon: epsilon)
        case .timed(let curve): curve.settleTime(epsilon: epsilon)
        }
    }

    /// The duration people perceive, seconds: a spring's `duration` (its response, SwiftUI's
    /// "perceptual duration, which defines the pace of the spring"), a timed
    /// curve's delay + duration. Unlike `settleTime`, a critically damped spring is not charged
    /// for its slow final approach to within ε (`.smooth`, duration 0.5 s, takes ≈ 0.53 s to
    /// come within 1 %).
    public var perceptualDuration: Double {
        switch self {
        case .spring(let spring): spring.duration
        case .timed(let curve): curve.totalDuration
        }
    }

    /// Overshoot past the target as a fraction of the travel (spring: e^(−πζ/√(1−ζ²));
    /// timed: the Bézier's max y − 1).
    public var overshoot: Double {
        switch self {
        case .spring(let spring): spring.overshoot
        case .timed(let curve): curve.timingFunction.overshoot
        }
    }

    /// Bounciness for "still bounces" checks (docs/tokens.md, "The reduce-motion resolver"), ≥ 0.
    ///
    /// Spring: SwiftUI bounce clamped at 0 (overdamped springs do not bounce). Timed: the
    /// bounce of the spring with the same overshoot, 1 − ζ with ζ = −ln o / √(π² + ln² o)
    /// (the overshoot formula inverted), so a Bézier that overshoots like a spring of bounce 0.3 is
    /// judged like one; a Bézier without overshoot has bounce 0.
    public var bounce: Double {
        switch self {
        case .spring(let spring):
            return max(0, spring.bounce)
        case .timed(let curve):
            let overshoot = curve.timingFunction.overshoot
            guard overshoot > 0 else { return 0 }
            return 1 - Spring.dampingRatio(forOvershoot: overshoot)
        }
    }

    /// Normalized progress (0 → 1) at time t seconds, from rest.
    public func value(at t: Double) -> Double {
        switch self {
        case .spring(let spring): spring.value(at: t)
        case .timed(let curve): curve.value(at: t)
        }
    }
}
