import Foundation

/// A damped harmonic spring in canonical form: response R (seconds), damping
/// ratio ζ, mass 1.
///
/// One canonical form avoids the "four meanings of duration" trap: SwiftUI's
/// `duration` is the response, Motion's `duration` a settling time, Reanimated's a perceptual
/// duration. Every other parametrization (bounce, stiffness/damping, any mass) converts to
/// (R, ζ) on the way in and is a derived view on the way out (see `SpringParameters.swift`).
///
/// Invariants (checked by every initializer): R finite and > 0, ζ finite and ≥ 0, and the
/// derived stiffness and damping finite, so no getter or solver can produce an overflow from
/// a valid spring.
public struct Spring: Hashable, Sendable {
    /// R = 2π/ω0 = 2π√(m/k), seconds. SwiftUI's `duration` (perceptual duration) is the same
    /// number (SwiftUI `Spring.duration`: 2π√(m/k)).
    public let response: Double
    /// ζ = c / (2√(km)): 0 undamped, < 1 underdamped (overshoots), 1 critical, > 1 overdamped.
    /// SwiftUI calls it `dampingFraction` / `dampingRatio`.
    public let dampingRatio: Double

    /// Canonical initializer, SwiftUI `Spring(response:dampingRatio:)`.
    ///
    /// - Throws: `SpringError` when `response` is not a finite number > 0, `dampingRatio` is
    ///   not a finite number ≥ 0, or the pair is so extreme that stiffness (2π/R)² or damping
    ///   4πζ/R would overflow a `Double`.
    public init(response: Double, dampingRatio: Double) throws(SpringError) {
        guard response.isFinite, response > 0 else {
            throw .invalid("spring response", "a finite number of seconds greater than 0", got: response)
        }
        guard dampingRatio.isFinite, dampingRatio >= 0 else {
            throw .invalid("spring damping ratio", "a finite number ≥ 0", got: dampingRatio)
        }
        // Reject pairs whose derived views overflow (e.g. R = 1e-200 gives k = 4e401): the
        // solvers square ω0 and multiply by ζ, and must stay finite for every valid spring.
        let omega0 = 2 * Double.pi / response
        let stiffness = omega0 * omega0
        let damping = 2 * dampingRatio * omega0
        guard stiffness.isFinite, stiffness > 0 else {
            throw .invalid("spring response", "large enough that stiffness (2π/R)² is finite and > 0", got: response)
        }
        guard damping.isFinite else {
            throw SpringError(
                "spring damping 4πζ/R overflows (response \(response), damping ratio \(dampingRatio))"
            )
        }
        self.init(validatedResponse: response, dampingRatio: dampingRatio)
    }

    /// Stores values already known to satisfy the invariants (presets and internal
    /// conversions); not public so callers cannot bypass validation.
    init(validatedResponse response: Double, dampingRatio: Double) {
        self.response = response
        self.dampingRatio = dampingRatio
    }
}

// MARK: - Derived views (SwiftUI `Spring` getters)

extension Spring {
    /// SwiftUI's `duration` (perceptual duration): identical to `response` (SwiftUI
    /// `Spring.duration`; WWDC23 10158 "Animate with springs").
    public var duration: Double { response }

    /// Always 1: the canonical form is normalized to unit mass. A spring
    /// built from another mass has the same motion; `physicalParameters(mass:)` scales k and c
    /// back for that mass.
    public var mass: Double { 1 }

    /// ω0 = 2π/R, rad/s.
    public var angularFrequency: Double { 2 * Double.pi / response }

    /// k = m(2π/R)² with m = 1 (SwiftUI `Spring.stiffness` getter).
    public var stiffness: Double {
        let omega0 = angularFrequency
        return omega0 * omega0
    }

    /// c = 4πmζ/R with m = 1 (SwiftUI `Spring.damping` getter).
    public var damping: Double { 4 * Double.pi * dampingRatio / response }

    /// SwiftUI bounce (SwiftUI `Spring.bounce`, OpenSwiftUI `Spring+DurationBounce.swift`):
    /// 1 − ζ for ζ ≤ 1 (0 critical … 1 undamped), 1/ζ − 1 for ζ > 1 (0 … −1 as ζ → ∞).
    public var bounce: Double { Spring.bounce(forDampingRatio: dampingRatio) }

    /// λ = ζω0, the exponential decay rate of the envelope, 1/s.
    public var decayRate: Double { dampingRatio * angularFrequency }

    /// ωd = ω0√|1 − ζ²|: the damped angular frequency when ζ < 1, the spread of the two real
    /// exponents (r± = −λ ± ωd) when ζ > 1, 0 at critical damping.
    public var dampedFrequency: Double {
        angularFrequency * (abs(1 - dampingRatio) * (1 + dampingRatio)).squareRoot()
    }

    /// ζ < 1: the spring overshoots its target.
    public var isUnderdamped: Bool { dampingRatio < 1 }
    /// ζ == 1 exactly (bounce 0).
    public var isCriticallyDamped: Bool { dampingRatio == 1 }
    /// ζ > 1 (negative bounce): slower than critical, never overshoots.
    public var isOverdamped: Bool { dampingRatio > 1 }

    /// (m, k, c) of the same motion for a given mass: k = m(2π/R)², c = 4πmζ/R.
    /// Used to report Reanimated-style springs (m = 4) in their own units.
    /// A mass that is not finite and > 0 gives NaN stiffness and damping.
    public func physicalParameters(mass: Double) -> (mass: Double, stiffness: Double, damping: Double) {
        guard mass.isFinite, mass > 0 else { return (mass, .nan, .nan) }
        return (mass, mass * stiffness, mass * damping)
    }
}

// MARK: - Presets (Apple's SwiftUI docs; OpenSwiftUI `Spring.swift`, `FluidSpringAnimation.swift`)

// The bouncy presets go through the same bounce → ζ conversion as `init(duration:bounce:)`, so
// that `Spring.snappy == Spring(duration: 0.5, bounce: 0.15)` holds bit for bit.

extension Spring {
    /// `Spring.smooth` / `.spring`: duration 0.5, bounce 0 (ζ = 1).
    public static let smooth = Spring(validatedResponse: 0.5, dampingRatio: 1)
    /// `Spring.snappy`: duration 0.5, bounce 0.15 (ζ = 0.85).
    public static let snappy = Spring(validatedResponse: 0.5, dampingRatio: Spring.dampingRatio(forValidBounce: 0.15))
    /// `Spring.bouncy`: duration 0.5, bounce 0.3 (ζ = 0.7).
    public static let bouncy = Spring(validatedResponse: 0.5, dampingRatio: Spring.dampingRatio(forValidBounce: 0.3))
    /// `Animation.default` on iOS 17 / macOS 14 and later: `.spring(response: 0.55, dampingFraction: 1)`.
    public static let animationDefault = Spring(validatedResponse: 0.55, dampingRatio: 1)
}
