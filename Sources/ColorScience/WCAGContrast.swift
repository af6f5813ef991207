import Foundation

/// WCAG 2.2 relative luminance and contrast ratio.
///
/// Sources: WCAG 2.2 definitions "relative luminance" and "contrast ratio"
/// (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance, #dfn-contrast-ratio; w3c/wcag
/// `guidelines/terms/20/relative-luminance.html`, `contrast-ratio.html`). Ratios are never
/// rounded here: Understanding 1.4.3 says "4.499:1 would not meet the 4.5:1 threshold".
public enum WCAG {
    /// Encoded value at or below which a channel is linearized by division (WCAG 2.2 relative
    /// luminance; the IEC 61966-2-1 value). Before May 2021 WCAG printed 0.03928; the two agree
    /// on every 8-bit value (10/255 = 0.0392, 11/255 = 0.0431) and differ only for floating
    /// point input such as composited or wide-gamut colors (w3c/wcag#360, PR #1780).
    public static let linearizationThreshold = 0.04045
    /// Divisor of the linear segment: C_lin = C / 12.92.
    public static let linearSegmentDivisor = 12.92
    /// Power segment: C_lin = ((C + 0.055) / 1.055) ^ 2.4.
    public static let powerSegmentOffset = 0.055
    public static let powerSegmentExponent = 2.4
    /// L = 0.2126 R + 0.7152 G + 0.0722 B (WCAG 2.2 relative luminance; Rec. 709 luma weights).
    public static let redWeight = 0.2126
    public static let greenWeight = 0.7152
    public static let blueWeight = 0.0722
    /// Flare term of the contrast ratio (L1 + 0.05) / (L2 + 0.05) (WCAG 2.2 contrast ratio).
    public static let flare = 0.05

    /// Linear-light value of one gamma-encoded sRGB channel in 0...1, by the WCAG formula.
    public static func linearize(_ channel: Double) -> Double {
        channel <= linearizationThreshold
            ? channel / linearSegmentDivisor
            : pow((channel + powerSegmentOffset) / (1 + powerSegmentOffset), powerSegmentExponent)
    }

    /// WCAG relative luminance, 0 (black) ... 1 (white). Alpha is ignored: composite first
    /// (`contrast(foreground:background:backdrop:)`).
    ///
    /// Channels are clamped to 0...1 first (NaN as 0) because the WCAG formula is defined for
    /// sRGB in 0...1 only: an out-of-gamut input (an unmapped wide-gamut color) would otherwise
    /// give a luminance no display can show — above 1 or, through the power of a negative
    /// base, NaN. Pass `Color.sRGBInGamut` to judge what a display shows.
    public static func relativeLuminance(_ c: RGBA) -> Double {
        let r = linearize(UnitInterval.clamp(c.r))
        let g = linearize(UnitInterval.clamp(c.g))
        let b = linearize(UnitInterval.clamp(c.b))
        return redWeight * r + greenWeight * g + blueWeight * b
    }

    /// (L1 + 0.05) / (L2 + 0.05), L1 the lighter: in 1...21, order-independent, unrounded.
    public static func contrastRatio(_ a: RGBA, _ b: RGBA) -> Double {
        contrastRatio(luminance: relativeLuminance(a), relativeLuminance(b))
    }

    /// The contrast ratio of two relative luminances (order-independent).
    public static func contrastRatio(luminance l1: Double, _ l2: Double) -> Double {
        let lighter = max(l1, l2)
        let darker = min(l1, l2)
        return (lighter + flare) / (darker + flare)
    }

    /// Contrast of a possibly translucent foreground over a possibly translucent background,
    /// the background itself drawn over `backdrop`, and everything over white: "if no
    /// background color is specified, then white is assumed" (WCAG 2.2 contrast ratio, note).
    ///
    /// Compositing is `Compositing.sourceOver` in gamma-encoded sRGB, unrounded
    /// (background over backdrop over white, then foreground over that). The result holds both
    /// opaque composited colors so a report can show what was measured.
    public static func contrast(foreground: RGBA, background: RGBA, backdrop: RGBA = .white) -> ContrastResult {
        let compositedBackground = Compositing.flatten([.white, backdrop, background])
        let compositedForeground = Compositing.sourceOver(foreground, compositedBackground)
        return ContrastResult(
            ratio: contrastRatio(compositedForeground, compositedBackground),
            compositedForeground: compositedForeground,
            compositedBackground: compositedBackground)
    }

    /// Contrast when what lies behind a translucent background is unknown: measured over a
    /// black and over a white backdrop, the bracketing that Google ATF
    /// (`ContrastUtils.calculateContrastRatioRange`) prescribes. The lower
    /// of the two decides "fail only if the best case fails, needs review if only the worst case
    /// fails". (Not a strict bound: an intermediate backdrop can occasionally do worse.)
    public static func contrastOverBlackAndWhite(foreground: RGBA, background: RGBA)
        -> (overBlack: ContrastResult, overWhite: ContrastResult)
    {
        (contrast(foreground: foreground, background: background, backdrop: .black),
         contrast(foreground: foreground, background: background, backdrop: .white))
    }
}

/// A measured contrast: the unrounded ratio and the opaque colors it was computed from.
public struct ContrastResult: Sendable, Hashable {
    public var ratio: Double
    public var compositedForeground: RGBA
    public var compositedBackground: RGBA

    public init(ratio: Double, compositedForeground: RGBA, compositedBackground: RGBA) {
        self.ratio = ratio
        self.compositedForeground = compositedForeground
        self.compositedBackground = compositedBackground
    }
}
