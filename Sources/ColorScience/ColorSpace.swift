// The 14 color spaces of the DTCG Color Module 2025.10, §4.2 "Supported Color spaces".
// Raw values are the exact `colorSpace` keys of that table.

/// A color space (or color model) a DTCG color token may be written in.
public enum ColorSpace: String, CaseIterable, Sendable, Hashable {
    case srgb
    case srgbLinear = "srgb-linear"
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// Every DTCG 2025.10 space has exactly three components (DTCG Color §4.2 table).
    public var componentCount: Int { 3 }

    /// The documented range of each component, from the DTCG Color §4.2 table; `nil` = unbounded.
    ///
    /// Notes on what a `ClosedRange` cannot say exactly:
    /// - Hue is documented as `[0 - 360)`: 360 itself is excluded. The range here is `0...360`;
    ///   use `isDocumented(_:component:)` for the exact half-open test.
    /// - LCH/OKLCH chroma is `[0 - Infinity]`: bounded below only, so it is `0...infinity`, not `nil`.
    /// - XYZ is documented as `[0 - 1]`, but real colors exceed it (the D65 white point itself has
    ///   Z = 1.089), so a validator should warn rather than reject out-of-range XYZ.
    public var componentRanges: [ClosedRange<Double>?] {
        let unit: ClosedRange<Double> = 0...1
        let percent: ClosedRange<Double> = 0...100
        let hue: ClosedRange<Double> = 0...360
        let chroma: ClosedRange<Double> = 0...Double.infinity
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            return [unit, unit, unit]
        case .hsl, .hwb:
            return [hue, percent, percent]
        case .lab:
            return [percent, nil, nil]
        case .lch:
            return [percent, chroma, hue]
        case .oklab:
            return [unit, nil, nil]
        case .oklch:
            return [unit, chroma, hue]
        }
    }

    /// Component names as the DTCG Color §4.2.x "Components" sections list them (for messages).
    public var componentNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
            return ["red", "green", "blue"]
        case .hsl: return ["hue", "saturation", "lightness"]
        case .hwb: return ["hue", "whiteness", "blackness"]
        case .lab, .oklab: return ["lightness", "a", "b"]
        case .lch, .oklch: return ["lightness", "chroma", "hue"]
        case .xyzD65, .xyzD50: return ["x", "y", "z"]
        }
    }

    /// Index of the hue angle component in polar spaces, `nil` in rectangular ones.
    public var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: return 0
        case .lch, .oklch: return 2
        default: return nil
        }
    }

    /// True for spaces whose gamut is the unit cube of their own components (the RGB spaces),
    /// i.e. the destinations that CSS Color 4 gamut mapping applies to. HSL and HWB are not
    /// listed: they are sRGB in disguise and share its gamut.
    public var isRGB: Bool {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return true
        default: return false
        }
    }

    /// Whether `value` lies in the DTCG-documented range of component `index`, with the hue's
    /// excluded upper end honoured. Out-of-range indices and non-finite values return false.
    public func isDocumented(_ value: Double, component index: Int) -> Bool {
        let ranges = componentRanges
        guard ranges.indices.contains(index), !value.isNaN else { return false }
        if index == hueIndex { return value >= 0 && value < 360 }
        guard let range = ranges[index] else { return value.isFinite }
        return value.isFinite && range.contains(value)
    }
}
