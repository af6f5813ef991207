/// Gamma-encoded sRGB with straight (not premultiplied) alpha, floating point.
///
/// Channels are nominally in 0...1 but are not clamped on construction: an out-of-gamut color
/// (a wide-gamut token converted with `Color.sRGB`) keeps its true values. Functions that need
/// displayable values (`hex`, `WCAG.relativeLuminance`) clamp at their own boundary.
public struct RGBA: Hashable, Sendable {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

    public init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let white = RGBA(r: 1, g: 1, b: 1, a: 1)
    public static let black = RGBA(r: 0, g: 0, b: 0, a: 1)
    /// Transparent black, the identity of source-over compositing.
    public static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)

    /// This color with its alpha multiplied by `f` (a component `opacity`), clamped to 0...1.
    public func withAlpha(multipliedBy f: Double) -> RGBA {
        RGBA(r: r, g: g, b: b, a: UnitInterval.clamp(a * f))
    }

    /// `"#rrggbb"`, or `"#rrggbbaa"` when the alpha byte is below `ff`; lowercase, each channel
    /// clamped to 0...1 (NaN as 0) and rounded to the nearest of 256 levels.
    public var hex: String {
        let alphaByte = UnitInterval.byte(a)
        return Hex.format(
            r: UnitInterval.byte(r), g: UnitInterval.byte(g), b: UnitInterval.byte(b),
            alpha: alphaByte < 255 ? alphaByte : nil)
    }

    /// Same as `hex` but always six digits (alpha ignored): the DTCG `hex` fallback field form
    /// (DTCG Color §4.1: "6 digit CSS hex color notation").
    public var hex6: String {
        Hex.format(r: UnitInterval.byte(r), g: UnitInterval.byte(g), b: UnitInterval.byte(b), alpha: nil)
    }

    /// `hex` in capitals (`#007AFF`, `#00000080`): what `hex.uppercased()` gives, without the
    /// Unicode case mapping.
    public var hexUppercase: String {
        let alphaByte = UnitInterval.byte(a)
        return Hex.format(
            r: UnitInterval.byte(r), g: UnitInterval.byte(g), b: UnitInterval.byte(b),
            alpha: alphaByte < 255 ? alphaByte : nil, uppercase: true)
    }

    /// `hex6` in capitals, as messages show colors (`#007AFF`).
    public var hex6Uppercase: String {
        Hex.format(r: UnitInterval.byte(r), g: UnitInterval.byte(g), b: UnitInterval.byte(b), alpha: nil, uppercase: true)
    }
}

/// Clamping helpers shared by every boundary where a value must become displayable.
enum UnitInterval {
    /// Clamp to 0...1; NaN becomes 0 so that no later step (rounding to an integer) can trap.
    static func clamp(_ x: Double) -> Double {
        guard !x.isNaN else { return 0 }
        return Swift.min(Swift.max(x, 0), 1)
    }

    /// 0...1 → 0...255, rounded half away from zero (what CSS serialisation and design tools do:
    /// 0.5/255 steps round up). Never traps: the input is clamped first.
    static func byte(_ x: Double) -> Int {
        Int((clamp(x) * 255).rounded(.toNearestOrAwayFromZero))
    }
}
