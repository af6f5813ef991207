import Foundation

// Conversions between the canonical (R, ζ, m = 1) form and the other parametrizations tokens
// use: SwiftUI duration/bounce, physical mass/stiffness/damping, Android/M3 stiffness + ζ.
// Formulas: Apple docs `Spring/init(duration:bounce:)`,
// `init(mass:stiffness:damping:allowOverDamping:)`; OpenSwiftUI `Spring+DurationBounce.swift`,
// `Spring+MassStiffnessDamping.swift`; WWDC23 10158.

extension Spring {
    /// SwiftUI `Spring(duration:bounce:)`: R = duration; ζ = 1 − b for 0 ≤ b ≤ 1,
    /// ζ = 1/(1 + b) for −1 < b < 0.
    ///
    /// SwiftUI silently maps b ≤ −1 to ζ = ∞ and b > 1 to ζ = 0; a token with such a bounce is
    /// almost certainly a mistake (or a percentage), so it is reported instead.
    ///
    /// - Throws: `SpringError` when `bounce` is not finite or outside (−1, 1], or `duration` is
    ///   not a finite number > 0.
    public init(duration: Double, bounce: Double = 0) throws(SpringError) {
        guard bounce.isFinite, bounce > -1, bounce <= 1 else {
            throw .invalid("spring bounce", "a finite number in (−1, 1] (−1 < bounce ≤ 1)", got: bounce)
        }
        try self.init(response: duration, dampingRatio: Spring.dampingRatio(forValidBounce: bounce))
    }

    /// Legacy SwiftUI `Animation.spring(response:dampingFraction:)` spelling; same as
    /// `init(response:dampingRatio:)` (SwiftUI: k = (2π/R)², c = 2√k·ζ).
    public init(response: Double, dampingFraction: Double) throws(SpringError) {
        try self.init(response: response, dampingRatio: dampingFraction)
    }

    /// Physical parameters, any mass > 0 (SwiftUI
    /// `Spring(mass:stiffness:damping:allowOverDamping:)`): R = 2π√(m/k), ζ = c / (2√(km)).
    ///
    /// `allowOverDamping` defaults to `true` here (SwiftUI's default is `false`) because a token
    /// means exactly the motion it states, and overdamped tokens exist (Reanimated, Motion).
    /// With `false`, ζ > 1 is clamped to critical, as SwiftUI does (OpenSwiftUI: λ > ω0 ⇒ ω = 0,
    /// λ = ω0).
    ///
    /// - Throws: `SpringError` when mass or stiffness is not a finite number > 0, or damping is
    ///   not a finite number ≥ 0.
    public init(mass: Double, stiffness: Double, damping: Double, allowOverDamping: Bool = true) throws(SpringError) {
        guard mass.isFinite, mass > 0 else {
            throw .invalid("spring mass", "a finite number greater than 0", got: mass)
        }
        guard stiffness.isFinite, stiffness > 0 else {
            throw .invalid("spring stiffness", "a finite number greater than 0", got: stiffness)
        }
        guard damping.isFinite, damping >= 0 else {
            throw .invalid("spring damping", "a finite number ≥ 0", got: damping)
        }
        // √k·√m rather than √(km): the product of two large finite inputs may overflow.
        let rootK = stiffness.squareRoot()
        let rootM = mass.squareRoot()
        var ratio = damping / (2 * rootK * rootM)
        if !allowOverDamping { ratio = min(ratio, 1) }
        try self.init(response: 2 * Double.pi * rootM / rootK, dampingRatio: ratio)
    }

    /// Android `SpringForce` / Compose `spring()` / M3 token style: stiffness k and ζ given
    /// directly (Android `SpringForce`, Compose `spring()`), mass 1 unless stated: R = 2π√(m/k).
    public init(stiffness: Double, dampingRatio: Double, mass: Double = 1) throws(SpringError) {
        guard mass.isFinite, mass > 0 else {
            throw .invalid("spring mass", "a finite number greater than 0", got: mass)
        }
        guard stiffness.isFinite, stiffness > 0 else {
            throw .invalid("spring stiffness", "a finite number greater than 0", got: stiffness)
        }
        try self.init(response: 2 * Double.pi * mass.squareRoot() / stiffness.squareRoot(), dampingRatio: dampingRatio)
    }

    /// ζ for a SwiftUI bounce (OpenSwiftUI `springDampingFraction`):
    /// b < 0 ? 1/(1 + b) : 1 − b. Returns nil outside (−1, 1] or for non-finite b.
    public static func dampingRatio(forBounce bounce: Double) -> Double? {
        guard bounce.isFinite, bounce > -1, bounce <= 1 else { return nil }
        return dampingRatio(forValidBounce: bounce)
    }

    /// The conversion itself, for callers that already checked −1 < b ≤ 1.
    static func dampingRatio(forValidBounce bounce: Double) -> Double {
        bounce < 0 ? 1 / (1 + bounce) : 1 - bounce
    }

    /// SwiftUI bounce for a damping ratio (SwiftUI `Spring.bounce`): 1 − ζ for ζ ≤ 1,
    /// 1/ζ − 1 for ζ > 1.
    public static func bounce(forDampingRatio ratio: Double) -> Double {
        ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// ζ of the underdamped spring whose overshoot (fraction of travel) is `overshoot`:
    /// the inverse of e^(−πζ/√(1−ζ²)), ζ = −ln o / √(π² + ln² o).
    /// Overshoot ≤ 0 gives 1 (critical), ≥ 1 gives 0 (undamped), NaN gives NaN.
    public static func dampingRatio(forOvershoot overshoot: Double) -> Double {
        if overshoot.isNaN { return .nan }
        if overshoot <= 0 { return 1 }
        if overshoot >= 1 { return 0 }
        let logO = log(overshoot)
        return -logO / (Double.pi * Double.pi + logO * logO).squareRoot()
    }
}
