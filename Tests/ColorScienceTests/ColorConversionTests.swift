import Foundation
import XCTest

import ColorScience

final class ColorConversionTests: XCTestCase {
    private let rgbSpaces: Set<ColorSpace> = [.srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50]

    /// Sample colors given in sRGB, converted into each space to get valid component sets there.
    private let samples: [Color] = [
        .srgb(0, 122.0 / 255, 1),  // #007AFF
        .srgb(0.9, 0.1, 0.3),
        .srgb(0.2, 0.8, 0.4),
        .srgb(0.05, 0.02, 0.5),
        .srgb(1, 1, 0),
        .srgb(0.02, 0.03, 0.01),  // dark: exercises the linear segments
        .srgb(0.466, 0.466, 0.466),  // gray: powerless hue
    ]

    private func assertComponents(
        _ actual: Color, _ expected: Color, tolerance: Double, _ message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(actual.space, expected.space, message, file: file, line: line)
        XCTAssertEqual(actual.components.count, 3, message, file: file, line: line)
        for i in 0..<3 {
            let a = actual.components[i]
            let e = expected.components[i]
            if i == expected.space.hueIndex {
                // A hue only matters when the color has chroma; compare on the circle.
                guard let a, let e else { continue }
                var d = abs(a - e).truncatingRemainder(dividingBy: 360)
                d = min(d, 360 - d)
                XCTAssertLessThanOrEqual(d, tolerance * 360, "\(message) hue \(a) vs \(e)", file: file, line: line)
            } else {
                XCTAssertEqual(a ?? .nan, e ?? .nan, accuracy: tolerance, "\(message) [\(i)]", file: file, line: line)
            }
        }
    }

    func testEverySpaceRoundTripsThroughXYZ() {
        for space in ColorSpace.allCases {
            let tolerance = rgbSpaces.contains(space) ? 1e-9 : 1e-6
            for sample in samples {
                let original = sample.converted(to: space)
                let xyz = original.xyzD65
                let viaXYZ = Color(space: .xyzD65, components: [xyz.x, xyz.y, xyz.z]).converted(to: space)
                assertComponents(viaXYZ, original, tolerance: tolerance, "\(space.rawValue) \(original)")
            }
        }
    }

    func testEveryPairOfSpacesRoundTrips() {
        let sample = Color.srgb(0.9, 0.1, 0.3)
        for from in ColorSpace.allCases {
            let start = sample.converted(to: from)
            for to in ColorSpace.allCases {
                let back = start.converted(to: to).converted(to: from)
                assertComponents(back, start, tolerance: 1e-6, "\(from.rawValue)→\(to.rawValue)→back")
            }
        }
    }

    /// The DTCG Color module's "Hot pink" examples (§4.2.1–4.2.14) are the same color (#ff00ff)
    /// written in every space, printed to 2–4 decimals: an independent check of matrices and
    /// formulas.
    ///
    /// Two errata in DTCG 2025.10 itself, checked here so that nobody "fixes" the code to match:
    /// - Examples 6 and 7 give hsl(330 100 50) and hwb(330 0 0) with hex #ff00ff, but hue 330 is
    ///   #ff0080; #ff00ff (CSS `magenta`) is hue 300.
    /// - Example 10 gives Oklab L 0.701, truncated: the value is 0.70167 (Example 11 prints it as
    ///   0.7016 for OKLCH), so that one is checked to 0.001.
    func testDTCGHotPinkExamples() {
        let magenta = Color.srgb(1, 0, 1)
        let examples: [(ColorSpace, [Double], Double)] = [
            (.srgb, [1, 0, 1], 0),
            (.srgbLinear, [1, 0, 1], 1e-12),
            (.hsl, [300, 100, 50], 1e-9),
            (.hwb, [300, 0, 0], 1e-9),
            (.lab, [60.17, 93.54, -60.5], 0.01),
            (.lch, [60.17, 111.4, 327.11], 0.01),
            (.oklab, [0.701, 0.2746, -0.169], 0.001),
            (.oklch, [0.7016, 0.3225, 328.363], 0.0005),
            (.xyzD65, [0.5929, 0.2848, 0.9699], 0.00005),
            (.xyzD50, [0.5791, 0.2831, 0.728], 0.00005),
        ]
        for (space, printed, tolerance) in examples {
            let converted = magenta.converted(to: space)
            for (i, expected) in printed.enumerated() {
                XCTAssertEqual(converted.components[i] ?? .nan, expected, accuracy: tolerance, "\(space.rawValue)[\(i)]")
            }
            let written = Color(space: space, components: printed.map { Optional($0) })
            XCTAssertEqual(written.hex, "#ff00ff", space.rawValue)
        }
        XCTAssertEqual(Color(space: .hsl, components: [330, 100, 50]).hex, "#ff0080")
        XCTAssertEqual(Color(space: .hwb, components: [330, 0, 0]).hex, "#ff0080")
    }

    func testSRGBWhiteIsOklabUnitLightness() {
        let white = Color.srgb(1, 1, 1).converted(to: .oklab)
        XCTAssertEqual(white.components[0] ?? .nan, 1, accuracy: 1e-6)
        XCTAssertEqual(white.components[1] ?? .nan, 0, accuracy: 1e-6)
        XCTAssertEqual(white.components[2] ?? .nan, 0, accuracy: 1e-6)
        let lab = Color.srgb(1, 1, 1).converted(to: .lab)
        XCTAssertEqual(lab.components[0] ?? .nan, 100, accuracy: 1e-6)
        XCTAssertEqual(lab.components[1] ?? .nan, 0, accuracy: 1e-4)
        XCTAssertEqual(lab.components[2] ?? .nan, 0, accuracy: 1e-4)
    }

    func testKnownValues() {
        XCTAssertEqual(Color(space: .lab, components: [50, 0, 0]).hex, "#777777")  // L* 50 ≈ #777
        XCTAssertEqual(Color(space: .hsl, components: [0, 100, 50]).hex, "#ff0000")
        XCTAssertEqual(Color(space: .hwb, components: [0, 0, 0]).hex, "#ff0000")
        XCTAssertEqual(Color(space: .hwb, components: [120, 60, 60]).hex, "#808080")  // W+B ≥ 100: gray W/(W+B)
        XCTAssertEqual(Color(space: .xyzD65, components: [0.9505, 1, 1.089]).hex, "#ffffff")
        XCTAssertEqual(Color(space: .oklch, components: [0, 0, 0]).hex, "#000000")
        XCTAssertEqual(Color(space: .srgbLinear, components: [0.5, 0.5, 0.5]).hex, "#bcbcbc")  // 0.7354 × 255 = 187.5
        // D65 white through every space comes back white.
        let d65 = Color(space: .xyzD65, components: [0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290])
        for space in ColorSpace.allCases {
            XCTAssertEqual(d65.converted(to: space).hex, "#ffffff", space.rawValue)
        }
        for space in ColorSpace.allCases where space.isRGB {
            let white = Color(space: space, components: [1, 1, 1]).converted(to: .xyzD65)
            XCTAssertEqual(white.components[1] ?? .nan, 1, accuracy: 1e-9, space.rawValue)
        }
    }

    func testNoneComponentsCountAsZero() {
        // DTCG Color Example 2: hsl(none 0 100) is white.
        XCTAssertEqual(Color(space: .hsl, components: [nil, 0, 100]).hex, "#ffffff")
        XCTAssertEqual(
            Color(space: .lch, components: [50, nil, 120]).converted(to: .srgb),
            Color(space: .lch, components: [50, 0, 120]).converted(to: .srgb))
        XCTAssertEqual(Color(space: .srgb, components: [1, nil, nil]).hex, "#ff0000")
        // Same-space conversion keeps `none`.
        XCTAssertEqual(Color(space: .hsl, components: [nil, 0, 100]).converted(to: .hsl).components, [nil, 0, 100])
    }

    func testPowerlessHueBecomesNone() {
        let gray = Color.srgb(0.5, 0.5, 0.5)
        XCTAssertNil(gray.converted(to: .hsl).components[0])
        XCTAssertNil(gray.converted(to: .hwb).components[0])
        XCTAssertNil(gray.converted(to: .lch).components[2])
        XCTAssertNil(gray.converted(to: .oklch).components[2])
        XCTAssertEqual(gray.converted(to: .hsl).components[1] ?? .nan, 0)
        // Chromatic colors keep a hue.
        XCTAssertEqual(Color.srgb(1, 0, 0).converted(to: .hsl).components[0] ?? .nan, 0, accuracy: 1e-12)
        XCTAssertEqual(Color.srgb(0, 0, 1).converted(to: .hwb).components[0] ?? .nan, 240, accuracy: 1e-12)
        XCTAssertNotNil(Color.srgb(0.5, 0.5, 0.6).converted(to: .oklch).components[2])
    }

    func testHuesAreNormalized() {
        XCTAssertEqual(Color(space: .hsl, components: [360 + 120, 100, 50]).hex, "#00ff00")
        XCTAssertEqual(Color(space: .hsl, components: [-240, 100, 50]).hex, "#00ff00")
        let a = Color(space: .oklch, components: [0.6, 0.1, -30]).sRGB
        let b = Color(space: .oklch, components: [0.6, 0.1, 330]).sRGB
        XCTAssertEqual(a.r, b.r, accuracy: 1e-12)
        for space: ColorSpace in [.hsl, .hwb, .lch, .oklch] {
            for sample in samples {
                if let hue = sample.converted(to: space).components[space.hueIndex ?? 0] {
                    XCTAssertTrue(hue >= 0 && hue < 360, "\(space.rawValue) hue \(hue)")
                }
            }
        }
    }

    func testHSLAndHWBMatchCSSNamedColors() {
        // CSS Color 4 §6.1 named colors and their hsl()/hwb() forms.
        let cases: [(ColorSpace, [Double], String)] = [
            (.hsl, [240, 100, 50], "#0000ff"),
            (.hsl, [38.824, 100, 50], "#ffa500"),  // orange
            (.hsl, [0, 0, 75.294], "#c0c0c0"),  // silver
            (.hwb, [300, 0, 49.804], "#800080"),  // purple
            (.hwb, [60, 0, 0], "#ffff00"),
        ]
        for (space, components, hex) in cases {
            XCTAssertEqual(Color(space: space, components: components.map { Optional($0) }).hex, hex, "\(components)")
        }
        let orange = Color(hex: "#ffa500")?.converted(to: .hsl)
        XCTAssertEqual(orange?.components[0] ?? .nan, 38.824, accuracy: 0.001)
        XCTAssertEqual(orange?.components[1] ?? .nan, 100, accuracy: 1e-9)
        XCTAssertEqual(orange?.components[2] ?? .nan, 50, accuracy: 1e-9)
    }

    func testWideGamutPrimariesAreOutsideSRGB() {
        for space: ColorSpace in [.displayP3, .a98RGB, .prophotoRGB, .rec2020] {
            let green = Color(space: space, components: [0, 1, 0])
            XCTAssertFalse(green.isInSRGBGamut, space.rawValue)
            let unclamped = green.sRGB
            XCTAssertTrue(unclamped.r < 0 || unclamped.g > 1 || unclamped.b < 0, space.rawValue)
            // Gray is gray in every RGB space.
            let gray = Color(space: space, components: [0.5, 0.5, 0.5])
            XCTAssertTrue(gray.isInSRGBGamut, space.rawValue)
            XCTAssertEqual(gray.sRGB.r, gray.sRGB.g, accuracy: 1e-9)
            XCTAssertEqual(gray.sRGB.g, gray.sRGB.b, accuracy: 1e-9)
        }
        XCTAssertTrue(Color.srgb(1, 1, 1).isInSRGBGamut)
        XCTAssertTrue(Color.srgb(1 + 1e-7, -1e-7, 0).isInSRGBGamut)
        XCTAssertFalse(Color.srgb(1 + 1e-5, 0, 0).isInSRGBGamut)
    }

    func testSRGBConversionOfSRGBIsExact() {
        // 8-bit sRGB must reach the WCAG formula bit-exact, with no XYZ round trip.
        guard let c = Color(hex: "#777777") else { return XCTFail("hex") }
        XCTAssertEqual(c.sRGB, RGBA(r: 119.0 / 255, g: 119.0 / 255, b: 119.0 / 255, a: 1))
        XCTAssertEqual(c.sRGBInGamut, c.sRGB)
    }

    func testXYZAccessorAgreesWithConvertedXYZ() {
        for space in ColorSpace.allCases {
            let color = Color.srgb(0.3, 0.6, 0.9).converted(to: space)
            let xyz = color.xyzD65
            let converted = color.converted(to: .xyzD65)
            XCTAssertEqual(xyz.x, converted.components[0] ?? .nan, accuracy: 1e-9, space.rawValue)
            XCTAssertEqual(xyz.y, converted.components[1] ?? .nan, accuracy: 1e-9, space.rawValue)
            XCTAssertEqual(xyz.z, converted.components[2] ?? .nan, accuracy: 1e-9, space.rawValue)
        }
        // sRGB red luminance Y is the matrix's 0.2126390… (CSS Color 4 sample code).
        XCTAssertEqual(Color.srgb(1, 0, 0).xyzD65.y, 87098.0 / 409605.0, accuracy: 1e-15)
    }

    func testAlphaIsCarriedThroughConversions() {
        let c = Color(space: .oklch, components: [0.5, 0.1, 200], alpha: 0.25)
        for space in ColorSpace.allCases {
            XCTAssertEqual(c.converted(to: space).alpha, 0.25)
        }
        XCTAssertEqual(c.sRGB.a, 0.25)
        XCTAssertEqual(c.hex.count, 9)
        XCTAssertEqual(Color(space: .srgb, components: [0, 0, 0], alpha: 1.7).sRGBInGamut.a, 1)
    }
}
