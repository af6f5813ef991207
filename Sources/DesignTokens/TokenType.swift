/// The 13 DTCG 2025.10 types (Format §8, §9; schema `tokenType.json`) plus tokenlint's two
/// extension types, `spring` and `motion` (docs/tokens.md, "Extension types"; DTCG has no
/// spring or visual transition yet, see DTCG issues #158 and #429).
public enum TokenType: String, CaseIterable, Hashable, Sendable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
    case spring, motion

    /// Types defined by DTCG itself (what `tokens export --format dtcg` may emit as-is).
    public var isDTCG: Bool { self != .spring && self != .motion }

    /// Types whose values move things on screen: the reduce-motion resolver covers these.
    public var isMotionBearing: Bool { self == .spring || self == .motion || self == .transition }
}
