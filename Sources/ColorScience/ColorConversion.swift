import Foundation

// Conversion of every DTCG space to and from CIE XYZ relative to D65, the hub through which
// `Color.converted(to:)` goes. Formulas: CSS Color 4 §18 sample code (conversions.js,
// hslToRgb.js, better-rgbToHsl.js, hwbToRgb.js, rgbToHwb.js). D50 spaces (lab, lch,
// prophoto-rgb, xyz-d50) are adapted with the Bradford matrices, as CSS Color 4 does.
//
// Components are in each space's DTCG units: HSL saturation/lightness and HWB
// whiteness/blackness are 0...100 (DTCG Color §4.2.3, §4.2.4), Lab L is 0...100, Oklab L is
// 0...1, hues are degrees.

enum ColorConversion {
    // MARK: Constants

    /// CIE Lab ε = 216/24389 (6³/29³) and κ = 24389/27 (29³/3³), the CIE rational forms used by
    /// conversions.js `XYZ_to_Lab` / `Lab_to_XYZ`.
    static let labEpsilon = 216.0 / 24389.0
    static let labKappa = 24389.0 / 27.0

    /// Chroma at or below which an LCH hue is powerless (CSS Color 4 conversions.js
    /// `Lab_to_LCH`: `epsilon = 0.0015`).
    static let lchAchromaticThreshold = 0.0015
    /// Chroma at or below which an OKLCH hue is powerless (conversions.js `OKLab_to_OKLCH`:
    /// `epsilon = 0.000004`).
    static let oklchAchromaticThreshold = 0.000004

    static let degreesPerRadian = 180.0 / Double.pi
    /// DTCG stores HSL S/L and HWB W/B as percentages (0...100); the formulas work in 0...1.
    static let percent = 100.0

    // MARK: Hub

    /// XYZ (D65) of a color given as exactly three components, `none` already replaced by 0.
    static func toXYZD65(_ space: ColorSpace, _ c: SIMD3<Double>) -> SIMD3<Double> {
        switch space {
        case .srgb, .hsl, .hwb:
            return ConversionMatrix.linearSRGBToXYZ * map(gammaEncodedSRGB(space, c), TransferFunction.sRGBToLinear)
        case .srgbLinear:
            return ConversionMatrix.linearSRGBToXYZ * c
        case .displayP3:
            return ConversionMatrix.linearP3ToXYZ * map(c, TransferFunction.sRGBToLinear)
        case .a98RGB:
            return ConversionMatrix.linearA98ToXYZ * map(c, TransferFunction.a98ToLinear)
        case .rec2020:
            return ConversionMatrix.linearRec2020ToXYZ * map(c, TransferFunction.rec2020ToLinear)
        case .prophotoRGB:
            let d50 = ConversionMatrix.linearProPhotoToXYZD50 * map(c, TransferFunction.proPhotoToLinear)
            return ConversionMatrix.bradfordD50ToD65 * d50
        case .lab:
            return ConversionMatrix.bradfordD50ToD65 * labToXYZD50(c)
        case .lch:
            return ConversionMatrix.bradfordD50ToD65 * labToXYZD50(polarToRectangular(c))
        case .oklab:
            return oklabToXYZ(c)
        case .oklch:
            return oklabToXYZ(polarToRectangular(c))
        case .xyzD65:
            return c
        case .xyzD50:
            return ConversionMatrix.bradfordD50ToD65 * c
        }
    }

    /// Components in `space` of an XYZ (D65) color. A hue that is powerless (achromatic color)
    /// comes back as `nil`, the DTCG/CSS `none`, as the CSS Color 4 sample code returns NaN there.
    static func fromXYZD65(_ space: ColorSpace, _ xyz: SIMD3<Double>) -> [Double?] {
        switch space {
        case .srgb:
            return array(map(ConversionMatrix.xyzToLinearSRGB * xyz, TransferFunction.sRGBFromLinear))
        case .hsl:
            return rgbToHSL(map(ConversionMatrix.xyzToLinearSRGB * xyz, TransferFunction.sRGBFromLinear))
        case .hwb:
            return rgbToHWB(map(ConversionMatrix.xyzToLinearSRGB * xyz, TransferFunction.sRGBFromLinear))
        case .srgbLinear:
            return array(ConversionMatrix.xyzToLinearSRGB * xyz)
        case .displayP3:
            return array(map(ConversionMatrix.xyzToLinearP3 * xyz, TransferFunction.sRGBFromLinear))
        case .a98RGB:
            return array(map(ConversionMatrix.xyzToLinearA98 * xyz, TransferFunction.a98FromLinear))
        case .rec2020:
            return array(map(ConversionMatrix.xyzToLinearRec2020 * xyz, TransferFunction.rec2020FromLinear))
        case .prophotoRGB:
            let d50 = ConversionMatrix.bradfordD65ToD50 * xyz
            return array(map(ConversionMatrix.xyzD50ToLinearProPhoto * d50, TransferFunction.proPhotoFromLinear))
        case .lab:
            return array(xyzD50ToLab(ConversionMatrix.bradfordD65ToD50 * xyz))
        case .lch:
            return rectangularToPolar(
                xyzD50ToLab(ConversionMatrix.bradfordD65ToD50 * xyz), achromaticAt: lchAchromaticThreshold)
        case .oklab:
            return array(xyzToOklab(xyz))
        case .oklch:
            return rectangularToPolar(xyzToOklab(xyz), achromaticAt: oklchAchromaticThreshold)
        case .xyzD65:
            return array(xyz)
        case .xyzD50:
            return array(ConversionMatrix.bradfordD65ToD50 * xyz)
        }
    }

    // MARK: sRGB family shortcuts

    /// Gamma-encoded sRGB of a color in srgb, hsl or hwb, without a detour through XYZ (so that
    /// an sRGB hex value reaches the WCAG formula bit-exact). Other spaces go through XYZ.
    static func gammaEncodedSRGB(_ space: ColorSpace, _ c: SIMD3<Double>) -> SIMD3<Double> {
        switch space {
        case .srgb: return c
        case .hsl: return hslToRGB(c)
        case .hwb: return hwbToRGB(c)
        case .srgbLinear: return map(c, TransferFunction.sRGBFromLinear)
        default: return map(ConversionMatrix.xyzToLinearSRGB * toXYZD65(space, c), TransferFunction.sRGBFromLinear)
        }
    }

    /// Components in an sRGB-family space (srgb, srgb-linear, hsl, hwb) of gamma-encoded sRGB.
    static func fromGammaEncodedSRGB(_ space: ColorSpace, _ rgb: SIMD3<Double>) -> [Double?] {
        switch space {
        case .srgb: return array(rgb)
        case .hsl: return rgbToHSL(rgb)
        case .hwb: return rgbToHWB(rgb)
        case .srgbLinear: return array(map(rgb, TransferFunction.sRGBToLinear))
        default:
            return fromXYZD65(space, ConversionMatrix.linearSRGBToXYZ * map(rgb, TransferFunction.sRGBToLinear))
        }
    }

    static func isSRGBFamily(_ space: ColorSpace) -> Bool {
        space == .srgb || space == .srgbLinear || space == .hsl || space == .hwb
    }

    // MARK: HSL and HWB (CSS Color 4 §7.1, §8.1 sample code)

    /// `hslToRgb`: hue in degrees, S and L in 0...100 → gamma-encoded sRGB 0...1.
    static func hslToRGB(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let hue = normalizedHue(c.x)
        let saturation = c.y / percent
        let lightness = c.z / percent
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SIMD3(f(0), f(8), f(4))
    }

    /// `rgbToHsl` (the "better" version that rotates the hue of very out-of-gamut colors with
    /// negative saturation, w3c/csswg-drafts#9222). Hue is `nil` when powerless (max == min).
    static func rgbToHSL(_ rgb: SIMD3<Double>) -> [Double?] {
        let maxC = max(rgb.x, rgb.y, rgb.z)
        let minC = min(rgb.x, rgb.y, rgb.z)
        let lightness = (minC + maxC) / 2
        let d = maxC - minC
        var hue: Double? = nil
        var saturation = 0.0
        if d != 0 {
            saturation = (lightness == 0 || lightness == 1) ? 0 : (maxC - lightness) / min(lightness, 1 - lightness)
            hue = rgbHue(rgb, max: maxC, delta: d)
        }
        if saturation < 0, let h = hue {
            hue = h + 180
            saturation = abs(saturation)
        }
        if let h = hue, h >= 360 { hue = h - 360 }
        return [hue, saturation * percent, lightness * percent]
    }

    /// `hwbToRgb`: hue in degrees, W and B in 0...100 → gamma-encoded sRGB. W + B ≥ 100 is gray.
    static func hwbToRGB(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let white = c.y / percent
        let black = c.z / percent
        if white + black >= 1 {
            let gray = white / (white + black)
            // 0/0 only when both are 0, which the test above excludes; guard anyway (NaN inputs).
            let safeGray = gray.isNaN ? 0 : gray
            return SIMD3(repeating: safeGray)
        }
        let pure = hslToRGB(SIMD3(c.x, percent, percent / 2))
        return pure * (1 - white - black) + SIMD3(repeating: white)
    }

    /// `rgbToHwb`: hue is `nil` when powerless (max == min, i.e. W + B = 100).
    static func rgbToHWB(_ rgb: SIMD3<Double>) -> [Double?] {
        let maxC = max(rgb.x, rgb.y, rgb.z)
        let minC = min(rgb.x, rgb.y, rgb.z)
        let d = maxC - minC
        var hue: Double? = d != 0 ? rgbHue(rgb, max: maxC, delta: d) : nil
        if let h = hue, h >= 360 { hue = h - 360 }
        return [hue, minC * percent, (1 - maxC) * percent]
    }

    /// The hue sextant formula shared by `rgbToHsl` and `rgbToHue`, in degrees.
    private static func rgbHue(_ rgb: SIMD3<Double>, max maxC: Double, delta d: Double) -> Double {
        let sextant: Double
        if maxC == rgb.x {
            sextant = (rgb.y - rgb.z) / d + (rgb.y < rgb.z ? 6 : 0)
        } else if maxC == rgb.y {
            sextant = (rgb.z - rgb.x) / d + 2
        } else {
            sextant = (rgb.x - rgb.y) / d + 4
        }
        return sextant * 60
    }

    /// Hue reduced to [0, 360) (`hue % 360`, plus 360 when negative); NaN/∞ become 0 so that a
    /// bad input cannot poison the rest of the computation.
    static func normalizedHue(_ h: Double) -> Double {
        guard h.isFinite else { return 0 }
        var hue = h.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        return hue
    }

    // MARK: CIE Lab (D50)

    static func xyzD50ToLab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        let scaled = xyz / WhitePoint.d50
        let f = map(scaled) { $0 > labEpsilon ? cbrt($0) : (labKappa * $0 + 16) / 116 }
        return SIMD3(116 * f.y - 16, 500 * (f.x - f.y), 200 * (f.y - f.z))
    }

    static func labToXYZD50(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let fy = (lab.x + 16) / 116
        let fx = lab.y / 500 + fy
        let fz = fy - lab.z / 200
        let x = pow(fx, 3) > labEpsilon ? pow(fx, 3) : (116 * fx - 16) / labKappa
        let y = lab.x > labKappa * labEpsilon ? pow((lab.x + 16) / 116, 3) : lab.x / labKappa
        let z = pow(fz, 3) > labEpsilon ? pow(fz, 3) : (116 * fz - 16) / labKappa
        return SIMD3(x, y, z) * WhitePoint.d50
    }

    // MARK: Oklab (D65)

    static func xyzToOklab(_ xyz: SIMD3<Double>) -> SIMD3<Double> {
        // cbrt is sign-matched (like JavaScript Math.cbrt), unlike pow(x, 1/3).
        let lms = map(ConversionMatrix.xyzToLMS * xyz) { cbrt($0) }
        return ConversionMatrix.lmsToOklab * lms
    }

    static func oklabToXYZ(_ lab: SIMD3<Double>) -> SIMD3<Double> {
        let lms = map(ConversionMatrix.oklabToLMS * lab) { $0 * $0 * $0 }
        return ConversionMatrix.lmsToXYZ * lms
    }

    // MARK: Polar forms (LCH, OKLCH)

    /// (L, C, h°) → (L, a, b) (`LCH_to_Lab`, `OKLCH_to_OKLab`).
    static func polarToRectangular(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let radians = normalizedHue(c.z) / degreesPerRadian
        return SIMD3(c.x, c.y * cos(radians), c.y * sin(radians))
    }

    /// (L, a, b) → (L, C, h°) with h in [0, 360) and `nil` when C ≤ the achromatic threshold
    /// (`Lab_to_LCH`, `OKLab_to_OKLCH`).
    static func rectangularToPolar(_ c: SIMD3<Double>, achromaticAt threshold: Double) -> [Double?] {
        let chroma = (c.y * c.y + c.z * c.z).squareRoot()
        var hue = atan2(c.z, c.y) * degreesPerRadian
        if hue < 0 { hue += 360 }
        if hue >= 360 { hue -= 360 }
        return [c.x, chroma, chroma <= threshold ? nil : hue]
    }

    // MARK: Helpers

    static func map(_ v: SIMD3<Double>, _ f: (Double) -> Double) -> SIMD3<Double> {
        SIMD3(f(v.x), f(v.y), f(v.z))
    }

    static func array(_ v: SIMD3<Double>) -> [Double?] { [v.x, v.y, v.z] }
}
