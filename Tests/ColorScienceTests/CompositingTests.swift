import Foundation
import XCTest

import ColorScience

final class CompositingTests: XCTestCase {
    /// ACT rule afw4f7 (text has minimum contrast), Failed Example 4: rgba(0,0,0,.3) on #FFF is 2.1:1.
    func testThirtyPercentBlackOnWhiteIsTwoPointOne() {
        let text = RGBA(r: 0, g: 0, b: 0, a: 0.3)
        let composited = Compositing.sourceOver(text, .white)
        XCTAssertEqual(composited.r, 0.7, accuracy: 1e-12)
        XCTAssertEqual(composited.g, 0.7, accuracy: 1e-12)
        XCTAssertEqual(composited.b, 0.7, accuracy: 1e-12)
        XCTAssertEqual(composited.a, 1)
        XCTAssertEqual(composited.hex, "#b3b3b3")  // 0.7 × 255 = 178.5 → 179 = 0xB3

        let result = WCAG.contrast(foreground: text, background: .white)
        XCTAssertEqual(result.ratio, 2.108, accuracy: 0.0005)
        XCTAssertEqual((result.ratio * 10).rounded() / 10, 2.1)
        XCTAssertEqual(result.compositedForeground.r, 0.7, accuracy: 1e-12)

        // Failed Example 5: the same through `opacity: .3`.
        let faded = RGBA.black.withAlpha(multipliedBy: 0.3)
        XCTAssertEqual(WCAG.contrast(foreground: faded, background: .white).ratio, result.ratio, accuracy: 1e-12)
    }

    /// Blending in linear light instead would give 1.4:1 — prove we did not.
    func testLinearLightBlendingWouldGiveOnePointFour() {
        // Independent linear-light blend: linearize, mix, compute luminance directly.
        func linearize(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let alpha = 0.3
        let linearMix = linearize(0) * alpha + linearize(1) * (1 - alpha)  // luminance of the gray
        let linearRatio = (1 + 0.05) / (linearMix + 0.05)
        XCTAssertEqual(linearRatio, 1.4, accuracy: 1e-9)

        let ours = WCAG.contrast(foreground: RGBA(r: 0, g: 0, b: 0, a: alpha), background: .white).ratio
        XCTAssertGreaterThan(ours - linearRatio, 0.7)
        // The composited gray's luminance is not 0.7 (that would be the linear-light result).
        let composited = Compositing.sourceOver(RGBA(r: 0, g: 0, b: 0, a: alpha), .white)
        XCTAssertEqual(WCAG.relativeLuminance(composited), 0.44799, accuracy: 1e-5)
    }

    func testSourceOverEdgeCases() {
        // Opaque top hides the bottom exactly.
        let top = RGBA(r: 0.1, g: 0.2, b: 0.3, a: 1)
        XCTAssertEqual(Compositing.sourceOver(top, RGBA(r: 1, g: 0, b: 0, a: 1)), top)
        // Fully transparent top leaves the bottom.
        let bottom = RGBA(r: 0.25, g: 0.5, b: 0.75, a: 1)
        XCTAssertEqual(Compositing.sourceOver(.clear, bottom), bottom)
        // Two transparent layers: clear, no division by zero.
        XCTAssertEqual(Compositing.sourceOver(.clear, .clear), .clear)
        // Out-of-range and NaN alphas are clamped, not propagated.
        let over = Compositing.sourceOver(RGBA(r: 0, g: 0, b: 0, a: 7), .white)
        XCTAssertEqual(over, RGBA(r: 0, g: 0, b: 0, a: 1))
        let nanAlpha = Compositing.sourceOver(RGBA(r: 0, g: 0, b: 0, a: .nan), .white)
        XCTAssertEqual(nanAlpha, .white)
    }

    func testTranslucentOverTranslucentMatchesCompositingFormula() {
        // W3C Compositing-1: αo = αs + αb(1 − αs); Co = (Cs·αs + Cb·αb·(1 − αs)) / αo.
        let s = RGBA(r: 1, g: 0, b: 0, a: 0.5)
        let b = RGBA(r: 0, g: 0, b: 1, a: 0.5)
        let o = Compositing.sourceOver(s, b)
        XCTAssertEqual(o.a, 0.75, accuracy: 1e-15)
        XCTAssertEqual(o.r, (1 * 0.5) / 0.75, accuracy: 1e-15)
        XCTAssertEqual(o.b, (1 * 0.5 * 0.5) / 0.75, accuracy: 1e-15)
        XCTAssertEqual(o.g, 0)
        // Then over white: same as flattening the whole stack.
        let stepwise = Compositing.sourceOver(o, .white)
        let flattened = Compositing.flatten([.white, b, s])
        XCTAssertEqual(stepwise.r, flattened.r, accuracy: 1e-15)
        XCTAssertEqual(stepwise.g, flattened.g, accuracy: 1e-15)
        XCTAssertEqual(stepwise.b, flattened.b, accuracy: 1e-15)
        XCTAssertEqual(flattened.a, 1)
    }

    func testFlattenIsBottomFirst() {
        let red = RGBA(r: 1, g: 0, b: 0, a: 0.5)
        let result = Compositing.flatten([.white, red])
        XCTAssertEqual(result, RGBA(r: 1, g: 0.5, b: 0.5, a: 1))
        let reversed = Compositing.flatten([red, .white])
        XCTAssertEqual(reversed, .white)
        XCTAssertEqual(Compositing.flatten([]), .clear)
    }

    func testTranslucentForegroundAndBackgroundOverBackdrop() {
        // 50 % white text on a 50 % black panel over a white page.
        let result = WCAG.contrast(
            foreground: RGBA(r: 1, g: 1, b: 1, a: 0.5),
            background: RGBA(r: 0, g: 0, b: 0, a: 0.5),
            backdrop: .white)
        XCTAssertEqual(result.compositedBackground.r, 0.5, accuracy: 1e-15)
        XCTAssertEqual(result.compositedForeground.r, 0.75, accuracy: 1e-15)
        XCTAssertEqual(result.compositedForeground.a, 1)
        XCTAssertEqual(
            result.ratio,
            WCAG.contrastRatio(RGBA(r: 0.75, g: 0.75, b: 0.75, a: 1), RGBA(r: 0.5, g: 0.5, b: 0.5, a: 1)),
            accuracy: 1e-12)
    }

    func testWithAlphaClamps() {
        XCTAssertEqual(RGBA.white.withAlpha(multipliedBy: 0.25).a, 0.25)
        XCTAssertEqual(RGBA.white.withAlpha(multipliedBy: 3).a, 1)
        XCTAssertEqual(RGBA.white.withAlpha(multipliedBy: -1).a, 0)
        XCTAssertEqual(RGBA.white.withAlpha(multipliedBy: .nan).a, 0)
    }

    func testRGBAHex() {
        XCTAssertEqual(RGBA.white.hex, "#ffffff")
        XCTAssertEqual(RGBA.black.hex, "#000000")
        XCTAssertEqual(RGBA.clear.hex, "#00000000")
        XCTAssertEqual(RGBA(r: 1.2, g: -0.1, b: .nan, a: 1).hex, "#ff0000")
        XCTAssertEqual(RGBA(r: 0, g: 122.0 / 255, b: 1, a: 128.0 / 255).hex, "#007aff80")
        XCTAssertEqual(RGBA(r: 0, g: 122.0 / 255, b: 1, a: 128.0 / 255).hex6, "#007aff")
        XCTAssertEqual(RGBA(r: .infinity, g: -.infinity, b: 0.5, a: 0.9999).hex, "#ff0080")
    }
}
