// CSS Color Module Level 4 §13.2 "CSS Gamut Mapping to an RGB Destination", binary search with
// local MINDE (https://www.w3.org/TR/css-color-4/#binsearch; numbered §14.2.2
// "pseudo-binsearch" in later drafts). The color's OKLCH lightness and hue are kept; chroma is
// reduced by bisection until the color is in gamut, or until clipping it moves it by less than
// one just-noticeable difference (deltaEOK 0.02) — then the clipped color is taken, which keeps
// more chroma than strict chroma reduction would.
//
// Why this and not plain clipping: clipping p3/rec2020 colors into sRGB shifts hue and
// lightness, and the contrast check must judge what a display shows, which browsers and the
// CSS spec define with this algorithm.

public enum GamutMapping {
    /// Just-noticeable difference in deltaEOK (CSS Color 4 §13.2 step 8: "let JND be 0.02").
    public static let jnd = 0.02
    /// Bisection stops when the chroma interval is this narrow (step 9: "let epsilon be 0.0001").
    public static let searchEpsilon = 0.0001
    /// Slack when testing "in gamut": a round trip through XYZ leaves ~1e-15 of noise and an
    /// exact-gamut-edge color (display-p3 white in sRGB) must still count as in gamut.
    public static let inGamutTolerance = 1e-6
    /// Safety net so that no input can make the bisection run away (a finite chroma needs at
    /// most ~60 halvings to get below `searchEpsilon`).
    static let maxIterations = 200

    /// deltaEOK: Euclidean distance in Oklab (CSS Color 4 §15.2 "Color Difference: deltaEOK").
    public static func deltaEOK(_ a: Color, _ b: Color) -> Double {
        distance(a.oklabVector, b.oklabVector)
    }

    static func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        let d = a - b
        return (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
    }

    /// All three values within [0 − tolerance, 1 + tolerance]. NaN fails.
    static func isInUnitCube(_ v: SIMD3<Double>) -> Bool {
        let lo = -inGamutTolerance
        let hi = 1 + inGamutTolerance
        return v.x >= lo && v.x <= hi && v.y >= lo && v.y <= hi && v.z >= lo && v.z <= hi
    }

    /// The space whose unit cube is the gamut of `destination` (HSL/HWB → sRGB), or nil when
    /// `destination` has no gamut limits.
    static func gamutSpace(for destination: ColorSpace) -> ColorSpace? {
        if destination.isRGB { return destination }
        if destination == .hsl || destination == .hwb { return .srgb }
        return nil
    }

    static func map(_ color: Color, to destination: ColorSpace) -> Color {
        // Step 1: no gamut limits → plain conversion.
        guard let gamut = gamutSpace(for: destination) else { return color.converted(to: destination) }
        let rgb = mapIntoGamut(color, gamutSpace: gamut)
        let components: [Double?]
        if gamut == destination {
            components = ColorConversion.array(rgb)
        } else {
            components = ColorConversion.fromGammaEncodedSRGB(destination, rgb)
        }
        return Color(space: destination, components: components, alpha: color.alpha)
    }

    /// Components in `gamutSpace` (an RGB space), each in exactly 0...1.
    static func mapIntoGamut(_ color: Color, gamutSpace: ColorSpace) -> SIMD3<Double> {
        // Components of an Oklab color in the gamut space, unclamped.
        func destination(_ oklab: SIMD3<Double>) -> SIMD3<Double> {
            let components = ColorConversion.fromXYZD65(gamutSpace, ColorConversion.oklabToXYZ(oklab))
            return SIMD3(components[0] ?? 0, components[1] ?? 0, components[2] ?? 0)
        }
        // Step 10: clip = convert to destination and clamp every component to 0...1.
        func clip(_ oklab: SIMD3<Double>) -> SIMD3<Double> {
            ColorConversion.map(destination(oklab), UnitInterval.clamp)
        }
        func oklabOf(_ rgb: SIMD3<Double>) -> SIMD3<Double> {
            ColorConversion.xyzToOklab(ColorConversion.toXYZD65(gamutSpace, rgb))
        }

        // Step 2: origin in OKLCH. Working on Oklab a/b scaled by chroma/C₀ is the same as
        // setting the OKLCH chroma with the hue kept, and needs no hue when C₀ = 0.
        let origin = color.oklabVector
        let lightness = origin.x
        let originChroma = (origin.y * origin.y + origin.z * origin.z).squareRoot()

        // Steps 3–4: lightness at or beyond the ends is white or black. RGB white is (1,1,1)
        // and black (0,0,0) in every RGB space.
        if lightness >= 1 { return SIMD3(repeating: 1) }
        if lightness <= 0 { return SIMD3(repeating: 0) }
        guard lightness.isFinite, originChroma.isFinite else { return clip(origin) }

        // Steps 5–6: already in gamut → convert (clamping away the tolerance).
        let direct = destination(origin)
        if isInUnitCube(direct) { return ColorConversion.map(direct, UnitInterval.clamp) }

        func withChroma(_ chroma: Double) -> SIMD3<Double> {
            guard originChroma > 0 else { return origin }
            let scale = chroma / originChroma
            return SIMD3(lightness, origin.y * scale, origin.z * scale)
        }

        // Steps 11–14: if clipping the origin is already imperceptible, take it.
        var current = origin
        var clipped = clip(current)
        if distance(oklabOf(clipped), current) < jnd { return clipped }

        // Steps 15–18: bisect chroma.
        var minChroma = 0.0
        var maxChroma = originChroma
        var minInGamut = true
        var iterations = 0
        while maxChroma - minChroma > searchEpsilon, iterations < maxIterations {
            iterations += 1
            let chroma = (minChroma + maxChroma) / 2
            current = withChroma(chroma)
            if minInGamut, isInUnitCube(destination(current)) {
                minChroma = chroma
                continue
            }
            clipped = clip(current)
            let e = distance(oklabOf(clipped), current)
            if e < jnd {
                if jnd - e < searchEpsilon { return clipped }
                minInGamut = false
                minChroma = chroma
            } else {
                maxChroma = chroma
            }
        }
        // Step 19: return clipped. One deviation, for a degenerate case only: if no candidate
        // ever came within the JND (`minInGamut` still true), `clipped` belongs to a stale
        // candidate, so clip the last one instead; it is within `searchEpsilon` chroma of the
        // gamut boundary by then.
        return minInGamut ? clip(current) : clipped
    }
}
