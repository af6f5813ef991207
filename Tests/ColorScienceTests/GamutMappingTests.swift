import Foundation
import SeededRandom
import XCTest

import ColorScience

final class GamutMappingTests: XCTestCase {
    private func isInUnitRange(_ c: RGBA) -> Bool {
        [c.r, c.g, c.b].allSatisfy { $0 >= 0 && $0 <= 1 }
    }

    private func oklch(_ c: Color) -> (l: Double, c: Double, h: Double?) {
        let v = c.converted(to: .oklch).components
        return (v[0] ?? .nan, v[1] ?? .nan, v[2])
    }

    func testDisplayP3RedIsMappedIntoSRGB() {
        let p3Red = Color(space: .displayP3, components: [1, 0, 0])
        XCTAssertFalse(p3Red.isInSRGBGamut)
        let unclamped = p3Red.sRGB
        XCTAssertGreaterThan(unclamped.r, 1.05)
        XCTAssertLessThan(unclamped.g, 0)

        let mapped = p3Red.sRGBInGamut
        XCTAssertTrue(isInUnitRange(mapped))
        XCTAssertTrue(Color(mapped).isInSRGBGamut)
        XCTAssertTrue(p3Red.hex.hasPrefix("#ff"), p3Red.hex)
        XCTAssertLessThan(mapped.g, 0.25)
        XCTAssertLessThan(mapped.b, 0.25)

        // Against plain clipping (#ff0000): a different color, but perceptually close.
        let clipped = Color.srgb(1, 0, 0)
        let fromClipped = GamutMapping.deltaEOK(Color(mapped), clipped)
        XCTAssertGreaterThan(fromClipped, 0.001)
        XCTAssertLessThan(fromClipped, 0.06)
        // The algorithm keeps OKLCH lightness and hue up to its JND: closer to the origin's
        // lightness than clipping is.
        let origin = oklch(p3Red)
        let result = oklch(Color(mapped))
        XCTAssertEqual(result.l, origin.l, accuracy: GamutMapping.jnd)
        XCTAssertLessThan(abs(result.l - origin.l), abs(oklch(clipped).l - origin.l))
        XCTAssertEqual(result.h ?? .nan, origin.h ?? .nan, accuracy: 3)
        XCTAssertLessThan(result.c, origin.c)
    }

    /// Reference output of the CSS Color 4 binary-search (local MINDE) algorithm for a very
    /// light, hyper-chroma yellow, as computed by ColorAide (facelessuser/coloraide,
    /// spec-compliant): oklch(0.99 0.8 110) → srgb(1 1 0.33857).
    func testColorAideReferenceVector() {
        let yellow = Color(space: .oklch, components: [0.99, 0.8, 110])
        let mapped = yellow.sRGBInGamut
        XCTAssertEqual(mapped.r, 1, accuracy: 5e-6)
        XCTAssertEqual(mapped.g, 1, accuracy: 5e-6)
        XCTAssertEqual(mapped.b, 0.33857, accuracy: 5e-5)
    }

    func testInGamutColorsAreUntouched() {
        // This p3 color happens to be in sRGB: mapping must not move it.
        let color = Color(space: .displayP3, components: [0.3, 0.5, 0.7])
        XCTAssertTrue(color.isInSRGBGamut)
        let direct = color.sRGB
        let mapped = color.sRGBInGamut
        XCTAssertEqual(direct.r, mapped.r, accuracy: 1e-12)
        XCTAssertEqual(direct.g, mapped.g, accuracy: 1e-12)
        XCTAssertEqual(direct.b, mapped.b, accuracy: 1e-12)
    }

    func testLightnessBeyondTheEndsIsWhiteOrBlack() {
        XCTAssertEqual(Color(space: .oklch, components: [1.2, 0.3, 40]).sRGBInGamut, .white)
        XCTAssertEqual(Color(space: .oklch, components: [-0.1, 0.3, 40]).sRGBInGamut, .black)
        XCTAssertEqual(Color(space: .lab, components: [110, 40, 40]).hex, "#ffffff")
        XCTAssertEqual(Color(space: .oklch, components: [1.2, 0.3, 40], alpha: 0.5).sRGBInGamut.a, 0.5)
    }

    func testRandomOutOfGamutColorsLandInGamutNearTheirHue() {
        var rng = SplitMix64(seed: 2025)
        for _ in 0..<200 {
            let color = Color(
                space: .oklch,
                components: [
                    Double.random(in: 0.05...0.95, using: &rng), Double.random(in: 0...0.45, using: &rng),
                    Double.random(in: 0..<360, using: &rng),
                ])
            let mapped = color.sRGBInGamut
            XCTAssertTrue(isInUnitRange(mapped), "\(color)")
            if color.isInSRGBGamut { continue }
            let origin = oklch(color)
            let result = oklch(Color(mapped))
            XCTAssertEqual(result.l, origin.l, accuracy: 0.03, "\(color)")
            XCTAssertLessThanOrEqual(result.c, origin.c + 1e-9, "\(color)")
        }
    }

    func testGamutMappedToOtherDestinations() {
        let rec2020Green = Color(space: .rec2020, components: [0, 1, 0])
        for destination: ColorSpace in [.srgb, .srgbLinear, .displayP3, .a98RGB] {
            let mapped = rec2020Green.gamutMapped(to: destination)
            XCTAssertEqual(mapped.space, destination)
            XCTAssertTrue(mapped.components.allSatisfy { ($0 ?? -1) >= 0 && ($0 ?? 2) <= 1 }, "\(mapped)")
        }
        // HSL and HWB use the sRGB gamut.
        let hsl = rec2020Green.gamutMapped(to: .hsl)
        XCTAssertEqual(hsl.space, .hsl)
        XCTAssertTrue(hsl.converted(to: .srgb).isInSRGBGamut)
        XCTAssertEqual(hsl.converted(to: .srgb).hex, rec2020Green.hex)
        // No gamut limits: plain conversion.
        XCTAssertEqual(rec2020Green.gamutMapped(to: .oklab), rec2020Green.converted(to: .oklab))
        // In-gamut input, same RGB space: unchanged.
        let p3 = Color(space: .displayP3, components: [0.2, 0.4, 0.6])
        let same = p3.gamutMapped(to: .displayP3)
        for i in 0..<3 {
            XCTAssertEqual(same.components[i] ?? .nan, p3.components[i] ?? .nan, accuracy: 1e-9)
        }
    }

    func testDeltaEOK() {
        XCTAssertEqual(GamutMapping.deltaEOK(.srgb(0, 0, 0), .srgb(1, 1, 1)), 1, accuracy: 1e-6)
        XCTAssertEqual(GamutMapping.deltaEOK(.srgb(0.2, 0.4, 0.6), .srgb(0.2, 0.4, 0.6)), 0)
        XCTAssertEqual(GamutMapping.jnd, 0.02)
    }
}
