/// Alpha compositing of sRGB colors, as browsers and design tools do it.
public enum Compositing {
    /// W3C Compositing and Blending Level 1 §5.1 "simple alpha compositing" (source-over):
    ///
    ///     αo = αs + αb·(1 − αs)
    ///     Co = (Cs·αs + Cb·αb·(1 − αs)) / αo
    ///
    /// on gamma-encoded sRGB channels, floating point, no rounding. Blending the *encoded*
    /// values is what browsers do and what WCAG's examples assume: rgba(0,0,0,.3) on #FFF gives
    /// 0.7 → #B3B3B3 → 2.1:1 (ACT rule afw4f7, Failed Example 4); blending in linear light would
    /// give 1.4:1.
    ///
    /// Alphas are clamped to 0...1 (NaN as 0). Color channels are not clamped: pass
    /// `Color.sRGBInGamut` values to composite what a display shows. When both layers are fully
    /// transparent the result is `.clear`.
    public static func sourceOver(_ top: RGBA, _ bottom: RGBA) -> RGBA {
        let alphaTop = UnitInterval.clamp(top.a)
        let alphaBottom = UnitInterval.clamp(bottom.a)
        let bottomWeight = alphaBottom * (1 - alphaTop)
        let alphaOut = alphaTop + bottomWeight
        guard alphaOut > 0 else { return .clear }
        // An opaque top hides the bottom entirely; return it untouched (no 0·∞ surprises, and
        // bit-exact channels for the common opaque case).
        if alphaTop == 1 { return RGBA(r: top.r, g: top.g, b: top.b, a: 1) }
        func channel(_ source: Double, _ backdrop: Double) -> Double {
            (source * alphaTop + backdrop * bottomWeight) / alphaOut
        }
        return RGBA(
            r: channel(top.r, bottom.r), g: channel(top.g, bottom.g), b: channel(top.b, bottom.b),
            a: alphaOut)
    }

    /// Fold a stack bottom-first: `layers[0]` is the bottom, each next layer is drawn over the
    /// result so far. An empty stack is `.clear`.
    public static func flatten(_ layers: [RGBA]) -> RGBA {
        layers.reduce(RGBA.clear) { below, layer in sourceOver(layer, below) }
    }
}
