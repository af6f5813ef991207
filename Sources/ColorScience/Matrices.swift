// Every matrix and white point used for color conversion, in one place.
//
// Source: CSS Color Module Level 4, §18 "Sample code for color conversions"
// (https://www.w3.org/TR/css-color-4/#color-conversion-code), file `css-color-4/conversions.js`
// in w3c/csswg-drafts. The rational forms are kept as written there so that they can be
// compared with the source; Swift evaluates them once, in double precision.

/// A 3×3 matrix, row-major, for linear maps between tristimulus-like triples.
struct Matrix3: Sendable {
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        rows = (r0, r1, r2)
    }

    /// Matrix × column vector. Written out in the same summation order as conversions.js's
    /// `multiplyMatrices`, so results are reproducible bit for bit on every platform
    /// (SIMD `sum()` may reassociate).
    static func * (m: Matrix3, v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(dot(m.rows.0, v), dot(m.rows.1, v), dot(m.rows.2, v))
    }

    private static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        a.x * b.x + a.y * b.y + a.z * b.z
    }
}

enum WhitePoint {
    /// D50 and D65 from 4-figure CIE x,y chromaticities (conversions.js `D50`, `D65`):
    /// X = x/y, Y = 1, Z = (1 − x − y)/y.
    static let d50 = SIMD3<Double>(0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585)
    static let d65 = SIMD3<Double>(0.3127 / 0.3290, 1.0, (1.0 - 0.3127 - 0.3290) / 0.3290)
}

enum ConversionMatrix {
    // MARK: sRGB and sRGB-linear (D65, no adaptation): `lin_sRGB_to_XYZ`, `XYZ_to_lin_sRGB`

    static let linearSRGBToXYZ = Matrix3(
        SIMD3(506752.0 / 1228815.0, 87881.0 / 245763.0, 12673.0 / 70218.0),
        SIMD3(87098.0 / 409605.0, 175762.0 / 245763.0, 12673.0 / 175545.0),
        SIMD3(7918.0 / 409605.0, 87881.0 / 737289.0, 1001167.0 / 1053270.0))

    static let xyzToLinearSRGB = Matrix3(
        SIMD3(12831.0 / 3959.0, -329.0 / 214.0, -1974.0 / 3959.0),
        SIMD3(-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0),
        SIMD3(705.0 / 12673.0, -2585.0 / 12673.0, 705.0 / 667.0))

    // MARK: display-p3 (D65): `lin_P3_to_XYZ`, `XYZ_to_lin_P3`

    static let linearP3ToXYZ = Matrix3(
        SIMD3(608311.0 / 1250200.0, 189793.0 / 714400.0, 198249.0 / 1000160.0),
        SIMD3(35783.0 / 156275.0, 247089.0 / 357200.0, 198249.0 / 2500400.0),
        SIMD3(0.0 / 1.0, 32229.0 / 714400.0, 5220557.0 / 5000800.0))

    static let xyzToLinearP3 = Matrix3(
        SIMD3(446124.0 / 178915.0, -333277.0 / 357830.0, -72051.0 / 178915.0),
        SIMD3(-14852.0 / 17905.0, 63121.0 / 35810.0, 423.0 / 17905.0),
        SIMD3(11844.0 / 330415.0, -50337.0 / 660830.0, 316169.0 / 330415.0))

    // MARK: a98-rgb (D65): `lin_a98rgb_to_XYZ`, `XYZ_to_lin_a98rgb`

    static let linearA98ToXYZ = Matrix3(
        SIMD3(573536.0 / 994567.0, 263643.0 / 1420810.0, 187206.0 / 994567.0),
        SIMD3(591459.0 / 1989134.0, 6239551.0 / 9945670.0, 374412.0 / 4972835.0),
        SIMD3(53769.0 / 1989134.0, 351524.0 / 4972835.0, 4929758.0 / 4972835.0))

    static let xyzToLinearA98 = Matrix3(
        SIMD3(1829569.0 / 896150.0, -506331.0 / 896150.0, -308931.0 / 896150.0),
        SIMD3(-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0),
        SIMD3(16779.0 / 1248040.0, -147721.0 / 1248040.0, 1266979.0 / 1248040.0))

    // MARK: rec2020 (D65): `lin_2020_to_XYZ`, `XYZ_to_lin_2020`

    static let linearRec2020ToXYZ = Matrix3(
        SIMD3(63426534.0 / 99577255.0, 20160776.0 / 139408157.0, 47086771.0 / 278816314.0),
        SIMD3(26158966.0 / 99577255.0, 472592308.0 / 697040785.0, 8267143.0 / 139408157.0),
        SIMD3(0.0 / 1.0, 19567812.0 / 697040785.0, 295819943.0 / 278816314.0))

    static let xyzToLinearRec2020 = Matrix3(
        SIMD3(30757411.0 / 17917100.0, -6372589.0 / 17917100.0, -4539589.0 / 17917100.0),
        SIMD3(-19765991.0 / 29648200.0, 47925759.0 / 29648200.0, 467509.0 / 29648200.0),
        SIMD3(792561.0 / 44930125.0, -1921689.0 / 44930125.0, 42328811.0 / 44930125.0))

    // MARK: prophoto-rgb (D50, so paired with Bradford below): `lin_ProPhoto_to_XYZ`,
    // `XYZ_to_lin_ProPhoto`. "Matrix cannot be expressed in rational form, but is calculated to
    // 64 bit accuracy" (w3c/csswg-drafts#7675).

    static let linearProPhotoToXYZD50 = Matrix3(
        SIMD3(0.79776664490064230, 0.13518129740053308, 0.03134773412839220),
        SIMD3(0.28807482881940130, 0.71183523424187300, 0.00008993693872564),
        SIMD3(0.00000000000000000, 0.00000000000000000, 0.82510460251046020))

    static let xyzD50ToLinearProPhoto = Matrix3(
        SIMD3(1.34578688164715830, -0.25557208737979464, -0.05110186497554526),
        SIMD3(-0.54463070512490190, 1.50824774284514680, 0.02052744743642139),
        SIMD3(0.00000000000000000, 0.00000000000000000, 1.21196754563894520))

    // MARK: Bradford chromatic adaptation: `D65_to_D50`, `D50_to_D65`
    // (color-js/color.js PR #354 and #360, as cited by conversions.js).

    static let bradfordD65ToD50 = Matrix3(
        SIMD3(1.0479297925449969, 0.022946870601609652, -0.05019226628920524),
        SIMD3(0.02962780877005599, 0.9904344267538799, -0.017073799063418826),
        SIMD3(-0.009243040646204504, 0.015055191490298152, 0.7518742814281371))

    static let bradfordD50ToD65 = Matrix3(
        SIMD3(0.955473421488075, -0.02309845494876471, 0.06325924320057072),
        SIMD3(-0.0283697093338637, 1.0099953980813041, 0.021041441191917323),
        SIMD3(0.012314014864481998, -0.020507649298898964, 1.330365926242124))

    // MARK: Oklab (Björn Ottosson, https://bottosson.github.io/posts/oklab/), with the XYZ↔LMS
    // matrices recalculated for a consistent D65 white and 64-bit precision
    // (w3c/csswg-drafts#6642, color-js/color.js PR #357): `XYZ_to_OKLab`, `OKLab_to_XYZ`.

    static let xyzToLMS = Matrix3(
        SIMD3(0.8190224379967030, 0.3619062600528904, -0.1288737815209879),
        SIMD3(0.0329836539323885, 0.9292868615863434, 0.0361446663506424),
        SIMD3(0.0481771893596242, 0.2642395317527308, 0.6335478284694309))

    static let lmsToOklab = Matrix3(
        SIMD3(0.2104542683093140, 0.7936177747023054, -0.0040720430116193),
        SIMD3(1.9779985324311684, -2.4285922420485799, 0.4505937096174110),
        SIMD3(0.0259040424655478, 0.7827717124575296, -0.8086757549230774))

    static let oklabToLMS = Matrix3(
        SIMD3(1.0000000000000000, 0.3963377773761749, 0.2158037573099136),
        SIMD3(1.0000000000000000, -0.1055613458156586, -0.0638541728258133),
        SIMD3(1.0000000000000000, -0.0894841775298119, -1.2914855480194092))

    static let lmsToXYZ = Matrix3(
        SIMD3(1.2268798758459243, -0.5578149944602171, 0.2813910456659647),
        SIMD3(-0.0405757452148008, 1.1122868032803170, -0.0717110580655164),
        SIMD3(-0.0763729366746601, -0.4214933324022432, 1.5869240198367816))
}
