/// A DTCG color (DTCG Color Module 2025.10 §4.1): a color space, components in that space's own
/// units, and an alpha.
///
/// A `nil` component is the DTCG/CSS keyword `none`. For conversion it counts as 0
/// (CSS Color 4 §4.4 "Missing Color Components": "for all other purposes, a missing component
/// behaves as a zero value").
///
/// Malformed input never traps. The token parser is expected to check the component count
/// (see `hasExpectedComponentCount`), but a `Color` with the wrong number of components is still
/// usable: missing trailing components are treated as `none` (so as 0) and extra ones are
/// ignored. Non-finite numbers turn into 0 wherever a displayable value is produced.
public struct Color: Hashable, Sendable {
    public var space: ColorSpace
    public var components: [Double?]
    /// 0 = transparent, 1 = opaque (DTCG Color §4.1: defaults to 1). Not clamped here.
    public var alpha: Double

    public init(space: ColorSpace, components: [Double?], alpha: Double = 1) {
        self.space = space
        self.components = components
        self.alpha = alpha
    }

    /// An sRGB color from gamma-encoded channels in 0...1.
    public static func srgb(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1) -> Color {
        Color(space: .srgb, components: [r, g, b], alpha: alpha)
    }

    /// The sRGB color with these gamma-encoded channels and straight alpha.
    public init(_ rgba: RGBA) {
        self.init(space: .srgb, components: [rgba.r, rgba.g, rgba.b], alpha: rgba.a)
    }

    /// Parse CSS hex notation: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, case-insensitive, leading
    /// `#` required, nothing else around it. The result is in `srgb` with channels n/255.
    public init?(hex: String) {
        guard let bytes = Hex.parse(hex) else { return nil }
        self.init(
            space: .srgb,
            components: [Double(bytes.r) / 255, Double(bytes.g) / 255, Double(bytes.b) / 255],
            alpha: Double(bytes.a) / 255)
    }

    /// True when `components` has exactly `space.componentCount` entries.
    public var hasExpectedComponentCount: Bool {
        components.count == space.componentCount
    }

    /// The components as three numbers: `none` → 0, missing → 0, extras dropped.
    var numericComponents: SIMD3<Double> {
        func value(_ index: Int) -> Double {
            guard components.indices.contains(index), let v = components[index] else { return 0 }
            return v
        }
        return SIMD3(value(0), value(1), value(2))
    }

    /// The components padded with `none` (or truncated) to exactly three entries.
    var normalizedComponents: [Double?] {
        (0..<space.componentCount).map { components.indices.contains($0) ? components[$0] : nil }
    }

    /// This color in another space, by the CSS Color 4 conversion formulas (through XYZ-D65;
    /// D50 spaces via Bradford; direct formulas inside the sRGB family and between Lab/LCH and
    /// Oklab/OKLCH). No gamut mapping: the result may be out of the target's gamut.
    ///
    /// `none` components count as 0. A hue that is powerless in the result (achromatic color)
    /// is returned as `nil` (`none`), as CSS Color 4 does. Converting to the same space
    /// only normalizes the component count (keeping `none`). Alpha is carried over unchanged.
    public func converted(to target: ColorSpace) -> Color {
        if target == space {
            return Color(space: space, components: normalizedComponents, alpha: alpha)
        }
        let c = numericComponents
        let result: [Double?]
        switch (space, target) {
        case (.lab, .lch):
            result = ColorConversion.rectangularToPolar(c, achromaticAt: ColorConversion.lchAchromaticThreshold)
        case (.oklab, .oklch):
            result = ColorConversion.rectangularToPolar(c, achromaticAt: ColorConversion.oklchAchromaticThreshold)
        case (.lch, .lab), (.oklch, .oklab):
            result = ColorConversion.array(ColorConversion.polarToRectangular(c))
        case _ where ColorConversion.isSRGBFamily(space) && ColorConversion.isSRGBFamily(target):
            result = ColorConversion.fromGammaEncodedSRGB(target, ColorConversion.gammaEncodedSRGB(space, c))
        default:
            result = ColorConversion.fromXYZD65(target, ColorConversion.toXYZD65(space, c))
        }
        return Color(space: target, components: result, alpha: alpha)
    }

    /// CIE XYZ relative to D65 (Y = 1 for the reference white).
    public var xyzD65: (x: Double, y: Double, z: Double) {
        let v = ColorConversion.toXYZD65(space, numericComponents)
        return (v.x, v.y, v.z)
    }

    /// Oklab (L in 0...1), e.g. for `GamutMapping.deltaEOK`.
    public var oklab: (l: Double, a: Double, b: Double) {
        let v = oklabVector
        return (v.x, v.y, v.z)
    }

    var oklabVector: SIMD3<Double> {
        switch space {
        case .oklab: return numericComponents
        case .oklch: return ColorConversion.polarToRectangular(numericComponents)
        default: return ColorConversion.xyzToOklab(ColorConversion.toXYZD65(space, numericComponents))
        }
    }

    /// Gamma-encoded sRGB, NOT clamped: a wide-gamut color may give values outside 0...1.
    /// Alpha is carried over as is.
    public var sRGB: RGBA {
        let v = ColorConversion.gammaEncodedSRGB(space, numericComponents)
        return RGBA(r: v.x, g: v.y, b: v.z, a: alpha)
    }

    /// True when every sRGB channel is within 0...1, give or take `GamutMapping.inGamutTolerance`
    /// (1e-6, to absorb the rounding noise of a round trip through XYZ). NaN is out of gamut.
    public var isInSRGBGamut: Bool {
        GamutMapping.isInUnitCube(ColorConversion.gammaEncodedSRGB(space, numericComponents))
    }

    /// sRGB as a display would show it: in-gamut colors are returned as they are (clamped to
    /// exactly 0...1), others are gamut-mapped with the CSS Color 4 §13.2 algorithm (OKLCH chroma
    /// reduction, deltaEOK JND 0.02; see `GamutMapping`). Alpha is clamped to 0...1.
    public var sRGBInGamut: RGBA {
        let direct = ColorConversion.gammaEncodedSRGB(space, numericComponents)
        let rgb = GamutMapping.isInUnitCube(direct)
            ? ColorConversion.map(direct, UnitInterval.clamp)
            : GamutMapping.mapIntoGamut(self, gamutSpace: .srgb)
        return RGBA(r: rgb.x, g: rgb.y, b: rgb.z, a: UnitInterval.clamp(alpha))
    }

    /// This color gamut-mapped into `destination` (CSS Color 4 §13.2, "CSS gamut mapping to an
    /// RGB destination"). HSL and HWB use the sRGB gamut; spaces without gamut limits (Lab,
    /// LCH, Oklab, OKLCH, XYZ) get a plain conversion, as step 1 of the algorithm says.
    public func gamutMapped(to destination: ColorSpace) -> Color {
        GamutMapping.map(self, to: destination)
    }

    /// `"#rrggbb"` (lowercase) from `sRGBInGamut`, each channel rounded to the nearest of 256
    /// levels; `"#rrggbbaa"` when the alpha rounds to less than `ff`.
    public var hex: String { sRGBInGamut.hex }

    /// Always `"#rrggbb"`: the DTCG `hex` fallback field (DTCG Color §4.1 requires 6 digits).
    public var hex6: String { sRGBInGamut.hex6 }
}

extension Color: CustomStringConvertible {
    /// CSS Color 4 text for messages: `color(display-p3 1 0 0 / 0.5)` for the RGB and XYZ spaces,
    /// the space's own function otherwise (`hsl(none 0 100)`, `oklch(0.7 0.1 200)`).
    public var description: String {
        let parts = normalizedComponents.map { $0.map { formatNumber($0) } ?? "none" }
        let body = parts.joined(separator: " ") + (alpha == 1 ? "" : " / " + formatNumber(alpha))
        switch space {
        case .hsl, .hwb, .lab, .lch, .oklab, .oklch: return "\(space.rawValue)(\(body))"
        default: return "color(\(space.rawValue) \(body))"
        }
    }

    private func formatNumber(_ x: Double) -> String {
        guard x.isFinite else { return "\(x)" }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }
}
