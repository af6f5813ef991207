import Foundation
import SeededRandom
import XCTest

import ColorScience

/// An independent, deliberately naive WCAG 2.2 implementation on 8-bit values, written from the
/// definition text (WCAG 2.2, relative luminance) without using anything from ColorScience.
private enum ReferenceWCAG {
    static func channel(_ byte: Int) -> Double {
        let c = Double(byte) / 255.0
        if c <= 0.04045 { return c / 12.92 }
        return pow((c + 0.055) / 1.055, 2.4)
    }

    static func luminance(_ r: Int, _ g: Int, _ b: Int) -> Double {
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }

    static func ratio(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        let la = luminance(a.0, a.1, a.2)
        let lb = luminance(b.0, b.1, b.2)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// "#RRGGBB" or "#RGB" → bytes, by string slicing (independent of `Color(hex:)`).
    static func bytes(_ hex: String) -> (Int, Int, Int) {
        var digits = String(hex.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        let chars = Array(digits)
        func byte(_ i: Int) -> Int { Int(String(chars[i...i + 1]), radix: 16) ?? -1 }
        return (byte(0), byte(2), byte(4))
    }
}

final class WCAGContrastTests: XCTestCase {
    private func rgba(_ hex: String, file: StaticString = #filePath, line: UInt = #line) -> RGBA {
        guard let color = Color(hex: hex) else {
            XCTFail("unparseable test hex \(hex)", file: file, line: line)
            return .clear
        }
        return color.sRGB
    }

    /// Known WCAG 2.2 vectors (axe-core's #FFF on #0078D7 among them), at their printed precision.
    private let publishedVectors: [(fg: String, bg: String, printed: Double, decimals: Int, passesAA: Bool)] = [
        ("#777777", "#FFFFFF", 4.478, 3, false),
        ("#767676", "#FFFFFF", 4.542, 3, true),
        ("#FFFFFF", "#0078D7", 4.4989, 4, false),
        ("#595959", "#FFFFFF", 7.005, 3, true),
        ("#949494", "#FFFFFF", 3.033, 3, false),
        ("#AAA", "#FFF", 2.323, 3, false),
        ("#000000", "#FFFFFF", 21, 0, true),
        ("#FFFFFF", "#007AFF", 4.02, 2, false),  // README.md, Usage: "Text contrast 4.02:1"
    ]

    func testPublishedVectorsAgainstIndependentImplementation() {
        for v in publishedVectors {
            let ratio = WCAG.contrastRatio(rgba(v.fg), rgba(v.bg))
            let reference = ReferenceWCAG.ratio(ReferenceWCAG.bytes(v.fg), ReferenceWCAG.bytes(v.bg))
            XCTAssertEqual(ratio, reference, accuracy: reference * 1e-4, "\(v.fg) on \(v.bg)")
        }
    }

    func testPublishedVectorsToTheirPrintedPrecision() {
        for v in publishedVectors {
            let ratio = WCAG.contrastRatio(rgba(v.fg), rgba(v.bg))
            let halfUnit = 0.5 * pow(10, -Double(v.decimals))
            XCTAssertEqual(ratio, v.printed, accuracy: halfUnit, "\(v.fg) on \(v.bg): \(ratio)")
            // Never rounded before comparing: 4.4989 fails 4.5 although it prints as 4.50.
            XCTAssertEqual(ratio >= 4.5, v.passesAA, "\(v.fg) on \(v.bg): \(ratio)")
        }
    }

    func testNoRoundingNearTheThreshold() {
        let ratio = WCAG.contrastRatio(rgba("#FFFFFF"), rgba("#0078D7"))
        XCTAssertLessThan(ratio, 4.5)
        XCTAssertGreaterThan(ratio, 4.498)
        XCTAssertEqual(WCAG.contrastRatio(rgba("#000"), rgba("#FFF")), 21)
        XCTAssertEqual(WCAG.contrastRatio(rgba("#123456"), rgba("#123456")), 1)
    }

    /// 4.0172 for white on #007AFF is what luminance taken from the CSS
    /// sRGB→XYZ matrix (Y row 0.212639…, 0.715168…, 0.072192…) gives. The WCAG 2.2 definition,
    /// with its rounded weights 0.2126/0.7152/0.0722, gives 4.01698 — and WCAG is normative.
    func testSystemBlueUsesWCAGWeightsNotXYZY() {
        let ratio = WCAG.contrastRatio(.white, rgba("#007AFF"))
        XCTAssertEqual(ratio, 4.016976, accuracy: 1e-6)
        XCTAssertEqual((ratio * 1000).rounded() / 1000, 4.017)  // README.md, `tokenlint contrast`: 4.017:1

        guard let blue = Color(hex: "#007AFF") else { return XCTFail("hex") }
        let xyzRatio = (1 + 0.05) / (blue.xyzD65.y + 0.05)
        XCTAssertEqual(xyzRatio, 4.0172, accuracy: 0.00005)
        XCTAssertNotEqual(ratio, xyzRatio, accuracy: 1e-4)
    }

    func testLinearizationThresholdIsWCAG22() {
        XCTAssertEqual(WCAG.linearizationThreshold, 0.04045)
        // WCAG 2.2, relative luminance note on 0.03928: no 8-bit value lies between it and
        // 0.04045 (10/255 < 0.0393, 11/255 > 0.0404), so both give identical results per channel.
        for byte in 0...255 {
            let c = Double(byte) / 255
            let old = c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            XCTAssertEqual(WCAG.linearize(c), old, "byte \(byte)")
            XCTAssertEqual(WCAG.linearize(c), ReferenceWCAG.channel(byte), "byte \(byte)")
        }
        // …but they differ for floating-point input between the two thresholds.
        let c = 0.04
        XCTAssertEqual(WCAG.linearize(c), c / 12.92)
        XCTAssertNotEqual(WCAG.linearize(c), pow((c + 0.055) / 1.055, 2.4))
    }

    func testWCAGLinearizationAgreesWithCSSsRGBLinear() {
        for byte in 0...255 {
            let c = Double(byte) / 255
            let linear = Color.srgb(c, c, c).converted(to: .srgbLinear)
            XCTAssertEqual(linear.components[0] ?? -1, WCAG.linearize(c), accuracy: 1e-15, "byte \(byte)")
        }
    }

    func testRelativeLuminanceClampsOutOfGamutChannels() {
        // Unclamped, 1.2 would give L > 1 and a negative channel would be meaningless.
        let hot = RGBA(r: 1.2, g: 1.5, b: 2, a: 1)
        XCTAssertEqual(WCAG.relativeLuminance(hot), 1, accuracy: 1e-12)
        let negative = RGBA(r: -0.3, g: -1, b: .nan, a: 1)
        XCTAssertEqual(WCAG.relativeLuminance(negative), 0)
        XCTAssertEqual(WCAG.contrastRatio(hot, negative), 21, accuracy: 1e-9)
        // Alpha is ignored by luminance.
        XCTAssertEqual(
            WCAG.relativeLuminance(RGBA(r: 0.5, g: 0.5, b: 0.5, a: 0.1)),
            WCAG.relativeLuminance(RGBA(r: 0.5, g: 0.5, b: 0.5, a: 1)))
    }

    func testRandomPairsAreSymmetricAndInRange() {
        var rng = SplitMix64(seed: 0x70C3_11A7)
        for _ in 0..<500 {
            let a = (Int.random(in: 0...255, using: &rng), Int.random(in: 0...255, using: &rng), Int.random(in: 0...255, using: &rng))
            let b = (Int.random(in: 0...255, using: &rng), Int.random(in: 0...255, using: &rng), Int.random(in: 0...255, using: &rng))
            let ca = RGBA(r: Double(a.0) / 255, g: Double(a.1) / 255, b: Double(a.2) / 255, a: 1)
            let cb = RGBA(r: Double(b.0) / 255, g: Double(b.1) / 255, b: Double(b.2) / 255, a: 1)
            let ab = WCAG.contrastRatio(ca, cb)
            let ba = WCAG.contrastRatio(cb, ca)
            XCTAssertEqual(ab, ba)
            XCTAssertGreaterThanOrEqual(ab, 1)
            XCTAssertLessThanOrEqual(ab, 21)
            XCTAssertEqual(ab, ReferenceWCAG.ratio(a, b), accuracy: 1e-4 * ab)
            let l = WCAG.relativeLuminance(ca)
            XCTAssertTrue((0...1).contains(l))
        }
    }

    func testRandomFloatingPointPairsAreSymmetricAndInRange() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<300 {
            func random() -> RGBA {
                RGBA(
                    r: Double.random(in: -0.2...1.2, using: &rng), g: Double.random(in: -0.2...1.2, using: &rng),
                    b: Double.random(in: -0.2...1.2, using: &rng), a: 1)
            }
            let a = random()
            let b = random()
            let ratio = WCAG.contrastRatio(a, b)
            XCTAssertEqual(ratio, WCAG.contrastRatio(b, a))
            XCTAssertTrue((1...21).contains(ratio), "\(ratio)")
        }
    }

    func testContrastOfOpaqueColorsEqualsContrastRatio() {
        let result = WCAG.contrast(foreground: rgba("#767676"), background: .white)
        XCTAssertEqual(result.ratio, WCAG.contrastRatio(rgba("#767676"), .white))
        XCTAssertEqual(result.compositedForeground, rgba("#767676"))
        XCTAssertEqual(result.compositedBackground, .white)
    }

    func testTransparentBackgroundFallsBackToWhite() {
        // "If no background color is specified, then white is assumed."
        let result = WCAG.contrast(foreground: .black, background: .clear, backdrop: .clear)
        XCTAssertEqual(result.compositedBackground, .white)
        XCTAssertEqual(result.ratio, 21)
    }

    func testTranslucentBackgroundOverBlackAndWhiteBackdrops() {
        // 50 % black background, white text: over white it is mid gray (poor contrast),
        // over black it is black (21:1).
        let background = RGBA(r: 0, g: 0, b: 0, a: 0.5)
        let (overBlack, overWhite) = WCAG.contrastOverBlackAndWhite(foreground: .white, background: background)
        XCTAssertEqual(overBlack.ratio, 21)
        XCTAssertEqual(overWhite.compositedBackground.r, 0.5, accuracy: 1e-15)
        XCTAssertEqual(overWhite.ratio, ReferenceWCAG.ratio((255, 255, 255), (128, 128, 128)), accuracy: 0.05)
        XCTAssertLessThan(overWhite.ratio, overBlack.ratio)
    }
}
