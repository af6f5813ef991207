import Foundation

// Transfer functions ("gamma") between encoded RGB and linear light, one pair per RGB space.
// Source: CSS Color 4 §18 sample code, conversions.js (`lin_sRGB`/`gam_sRGB`, `lin_a98rgb`,
// `lin_ProPhoto`, `lin_2020` and their inverses; rec2020 as redefined in 2025, see below).
// All are the *extended* forms: negative values are mirrored through the origin, so
// out-of-gamut colors convert without NaN.

enum TransferFunction {
    // MARK: sRGB (IEC 61966-2-1), also used by display-p3

    /// Encoded value at or below which the sRGB curve is linear. 0.04045 is the IEC value that
    /// WCAG 2.2 adopted in May 2021 (previously 0.03928); see `WCAG.linearizationThreshold`.
    static let sRGBEncodedThreshold = 0.04045
    /// Linear value above which the encoding is the power segment (IEC 61966-2-1).
    static let sRGBLinearThreshold = 0.0031308
    static let sRGBLinearSlope = 12.92
    static let sRGBOffset = 0.055
    static let sRGBGamma = 2.4

    static func sRGBToLinear(_ v: Double) -> Double {
        let magnitude = abs(v)
        if magnitude <= sRGBEncodedThreshold { return v / sRGBLinearSlope }
        return sign(v) * pow((magnitude + sRGBOffset) / (1 + sRGBOffset), sRGBGamma)
    }

    static func sRGBFromLinear(_ v: Double) -> Double {
        let magnitude = abs(v)
        if magnitude > sRGBLinearThreshold {
            return sign(v) * ((1 + sRGBOffset) * pow(magnitude, 1 / sRGBGamma) - sRGBOffset)
        }
        return sRGBLinearSlope * v
    }

    // MARK: a98-rgb (Adobe RGB 1998): pure power 563/256 ≈ 2.19921875

    static let a98Exponent = 563.0 / 256.0

    static func a98ToLinear(_ v: Double) -> Double { sign(v) * pow(abs(v), a98Exponent) }
    static func a98FromLinear(_ v: Double) -> Double { sign(v) * pow(abs(v), 1 / a98Exponent) }

    // MARK: prophoto-rgb (ROMM RGB): gamma 1.8 with a linear toe

    /// Encoded threshold of the linear toe, `Et2 = 16/512` in conversions.js.
    static let proPhotoEncodedThreshold = 16.0 / 512.0
    /// Linear threshold of the toe, `Et = 1/512`.
    static let proPhotoLinearThreshold = 1.0 / 512.0
    static let proPhotoToeSlope = 16.0
    static let proPhotoGamma = 1.8

    static func proPhotoToLinear(_ v: Double) -> Double {
        let magnitude = abs(v)
        if magnitude <= proPhotoEncodedThreshold { return v / proPhotoToeSlope }
        return sign(v) * pow(magnitude, proPhotoGamma)
    }

    static func proPhotoFromLinear(_ v: Double) -> Double {
        let magnitude = abs(v)
        if magnitude >= proPhotoLinearThreshold { return sign(v) * pow(magnitude, 1 / proPhotoGamma) }
        return proPhotoToeSlope * v
    }

    // MARK: rec2020: pure gamma 2.4 (ITU-R BT.1886 Annex 1 reference EOTF with black lift b = 0
    // and gain a = 1), extended to negative values.
    //
    // Why not the BT.2020 piecewise curve (α = 1.0993, β = 0.0181, exponent 0.45) that older CSS
    // Color 4 sample code and the April 2025 CRD cited by DTCG 2025.10 use: that curve is the
    // camera-side OETF (scene-referred). The CSS WG resolved on 2025-08-19 to define `rec2020`
    // display-referred with 2.4 gamma (w3c/csswg-drafts#12574, sample code PR #12726), and
    // ColorAide 8, color.js (PR #672) and Sass followed. A contrast checker must judge the light
    // a display emits, which is what the EOTF gives. The two differ by up to ~0.09 in encoded
    // mid-tones; 0 and 1 are the same under both.

    static let rec2020Gamma = 2.4

    static func rec2020ToLinear(_ v: Double) -> Double { sign(v) * pow(abs(v), rec2020Gamma) }
    static func rec2020FromLinear(_ v: Double) -> Double { sign(v) * pow(abs(v), 1 / rec2020Gamma) }

    /// −1 for negative values, +1 otherwise (conversions.js `sign = val < 0 ? -1 : 1`).
    private static func sign(_ v: Double) -> Double { v < 0 ? -1 : 1 }
}
