import Foundation
import XCTest

import ColorScience

final class HexTests: XCTestCase {
    func testParsesAllFourForms() {
        XCTAssertEqual(Color(hex: "#abc"), Color(hex: "#aabbcc"))
        XCTAssertEqual(Color(hex: "#ABC")?.hex, "#aabbcc")
        XCTAssertEqual(Color(hex: "#abcd")?.alpha, Double(0xdd) / 255)
        XCTAssertEqual(Color(hex: "#007AFF")?.components, [0, 122.0 / 255, 1])
        XCTAssertEqual(Color(hex: "#007AFF")?.alpha, 1)
        XCTAssertEqual(Color(hex: "#007AFF")?.space, .srgb)
        XCTAssertEqual(Color(hex: "#007AFF80")?.alpha, 128.0 / 255)
        XCTAssertEqual(Color(hex: "#007aff80")?.components, [0, 122.0 / 255, 1])
    }

    func testRejectsInvalidInput() {
        let invalid = [
            "", "#", "007AFF", "#12", "#12345", "#1234567", "#123456789", "#GGGGGG", "#12345G",
            " #123456", "#123456 ", "##123456", "#12 456", "#ＡＢＣ", "#é12", "#-12345", "0x123456", "#\u{0}12",
        ]
        for string in invalid {
            XCTAssertNil(Color(hex: string), "\(string.debugDescription) should not parse")
        }
    }

    func testFormatsLowercaseAndAlphaOnlyWhenTranslucent() {
        XCTAssertEqual(Color(hex: "#007AFF")?.hex, "#007aff")
        XCTAssertEqual(Color(hex: "#007AFF80")?.hex, "#007aff80")
        XCTAssertEqual(Color(hex: "#007AFF80")?.hex6, "#007aff")
        XCTAssertEqual(Color(hex: "#007AFFFF")?.hex, "#007aff")
        XCTAssertEqual(Color(hex: "#0000")?.hex, "#00000000")
    }

    func testEveryByteRoundTrips() {
        for byte in 0...255 {
            let digits = String(byte, radix: 16)
            let pair = digits.count == 1 ? "0" + digits : digits
            let hex = "#" + pair + pair + pair + pair
            guard let color = Color(hex: hex) else { return XCTFail(hex) }
            XCTAssertEqual(color.hex, byte == 255 ? "#" + pair + pair + pair : hex)
        }
    }
}

final class RobustnessTests: XCTestCase {
    /// Every public computed property and conversion, so that a trap anywhere fails the test run.
    private func exercise(_ color: Color) {
        for target in ColorSpace.allCases {
            let converted = color.converted(to: target)
            XCTAssertEqual(converted.components.count, 3, "\(color) → \(target.rawValue)")
            _ = color.gamutMapped(to: target)
        }
        _ = color.xyzD65
        _ = color.oklab
        _ = color.sRGB
        _ = color.isInSRGBGamut
        let mapped = color.sRGBInGamut
        XCTAssertTrue([mapped.r, mapped.g, mapped.b, mapped.a].allSatisfy { $0 >= 0 && $0 <= 1 }, "\(color)")
        XCTAssertTrue(color.hex.hasPrefix("#"))
        XCTAssertEqual(color.hex6.count, 7)
        _ = color.description
        _ = WCAG.contrast(foreground: color.sRGB, background: color.sRGBInGamut)
    }

    func testWrongComponentCountsNeverTrap() {
        for space in ColorSpace.allCases {
            for components: [Double?] in [[], [0.5], [0.5, 0.5], [0.5, 0.5, 0.5, 0.5, 0.5], [nil, nil]] {
                let color = Color(space: space, components: components)
                XCTAssertEqual(color.hasExpectedComponentCount, components.count == 3)
                exercise(color)
            }
        }
    }

    func testMissingComponentsAreTreatedAsNone() {
        XCTAssertEqual(Color(space: .srgb, components: [1, 0]).hex, "#ff0000")
        XCTAssertEqual(Color(space: .srgb, components: [1, 0]).converted(to: .srgb).components, [1, 0, nil])
        XCTAssertEqual(Color(space: .srgb, components: [0, 0, 1, 0.5, 7]).hex, "#0000ff")
        XCTAssertEqual(Color(space: .srgb, components: []).hex, "#000000")
        XCTAssertEqual(
            Color(space: .oklch, components: [0.5, 0.1]).converted(to: .srgb),
            Color(space: .oklch, components: [0.5, 0.1, 0]).converted(to: .srgb))
    }

    func testNonFiniteValuesNeverTrap() {
        let weird: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -Double.leastNonzeroMagnitude]
        for space in ColorSpace.allCases {
            for value in weird {
                exercise(Color(space: space, components: [value, 0.5, 0.5]))
                exercise(Color(space: space, components: [0.5, value, 0.5]))
                exercise(Color(space: space, components: [0.5, 0.5, value], alpha: value))
            }
        }
        XCTAssertEqual(WCAG.relativeLuminance(RGBA(r: .nan, g: .nan, b: .nan, a: .nan)), 0)
        _ = Compositing.flatten([RGBA(r: .infinity, g: .nan, b: 0, a: 0.5), .white, RGBA(r: 0, g: 0, b: 0, a: .infinity)])
    }

    func testHugeChromaTerminates() {
        let start = Date()
        let color = Color(space: .oklch, components: [0.5, 1e12, 30])
        let mapped = color.sRGBInGamut
        XCTAssertTrue([mapped.r, mapped.g, mapped.b].allSatisfy { $0 >= 0 && $0 <= 1 })
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }
}

final class ColorSpaceTests: XCTestCase {
    func testKeysAreTheDTCGColorSpaceNames() {
        XCTAssertEqual(
            ColorSpace.allCases.map(\.rawValue),
            [
                "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "hsl", "hwb", "lab",
                "lch", "oklab", "oklch", "xyz-d65", "xyz-d50",
            ])
        XCTAssertEqual(ColorSpace(rawValue: "display-p3"), .displayP3)
        XCTAssertNil(ColorSpace(rawValue: "rgb"))
    }

    func testComponentRangesFollowTheDTCGTable() {
        for space in ColorSpace.allCases {
            XCTAssertEqual(space.componentCount, 3)
            XCTAssertEqual(space.componentRanges.count, 3)
            XCTAssertEqual(space.componentNames.count, 3)
        }
        XCTAssertEqual(ColorSpace.srgb.componentRanges, [0...1, 0...1, 0...1])
        XCTAssertEqual(ColorSpace.hsl.componentRanges, [0...360, 0...100, 0...100])
        XCTAssertEqual(ColorSpace.lab.componentRanges, [0...100, nil, nil])
        XCTAssertEqual(ColorSpace.oklch.componentRanges[0], 0...1)
        XCTAssertEqual(ColorSpace.oklch.componentRanges[1]?.lowerBound, 0)
        XCTAssertEqual(ColorSpace.oklch.componentRanges[1]?.upperBound, .infinity)

        XCTAssertTrue(ColorSpace.hsl.isDocumented(359.9, component: 0))
        XCTAssertFalse(ColorSpace.hsl.isDocumented(360, component: 0))  // [0 - 360)
        XCTAssertFalse(ColorSpace.hsl.isDocumented(101, component: 1))
        XCTAssertTrue(ColorSpace.lab.isDocumented(-150, component: 1))
        XCTAssertFalse(ColorSpace.lch.isDocumented(-1, component: 1))
        XCTAssertFalse(ColorSpace.srgb.isDocumented(.nan, component: 0))
        XCTAssertFalse(ColorSpace.srgb.isDocumented(0.5, component: 3))
        XCTAssertFalse(ColorSpace.srgb.isDocumented(0.5, component: -1))
    }

    func testHueIndex() {
        XCTAssertEqual(ColorSpace.hsl.hueIndex, 0)
        XCTAssertEqual(ColorSpace.hwb.hueIndex, 0)
        XCTAssertEqual(ColorSpace.lch.hueIndex, 2)
        XCTAssertEqual(ColorSpace.oklch.hueIndex, 2)
        XCTAssertNil(ColorSpace.oklab.hueIndex)
    }

    func testDescription() {
        XCTAssertEqual(Color(space: .displayP3, components: [1, 0, 0], alpha: 0.5).description, "color(display-p3 1 0 0 / 0.5)")
        XCTAssertEqual(Color(space: .hsl, components: [nil, 0, 100]).description, "hsl(none 0 100)")
    }
}

final class HexUppercaseTests: XCTestCase {
    /// Messages print colors in capitals from their own formatter; it must agree with the
    /// lowercase form everywhere, including clamped and rounded channels.
    func testUppercaseIsTheLowercaseFormInCapitals() {
        var generator = SystemRandomNumberGenerator()
        var colors: [RGBA] = [RGBA(r: 0, g: 0.478, b: 1, a: 1), RGBA(r: -0.2, g: 1.3, b: 0.5, a: 0.5), .black, .white]
        for _ in 0..<2_000 {
            colors.append(RGBA(r: .random(in: -0.1...1.1, using: &generator), g: .random(in: 0...1, using: &generator),
                               b: .random(in: 0...1, using: &generator), a: 1))
        }
        for color in colors { XCTAssertEqual(color.hex6Uppercase, color.hex6.uppercased(), "\(color)") }
        XCTAssertEqual(RGBA(r: 0, g: 122.0 / 255, b: 1, a: 1).hex6Uppercase, "#007AFF")
        // `hexUppercase` keeps the alpha digits of `hex` (CSS Color 4 §5.2 #RRGGBBAA) when translucent.
        for _ in 0..<2_000 {
            colors.append(RGBA(r: .random(in: 0...1, using: &generator), g: .random(in: 0...1, using: &generator),
                               b: .random(in: 0...1, using: &generator), a: .random(in: 0...1, using: &generator)))
        }
        for color in colors { XCTAssertEqual(color.hexUppercase, color.hex.uppercased(), "\(color)") }
        XCTAssertEqual(RGBA(r: 0, g: 122.0 / 255, b: 1, a: 0.5).hexUppercase, "#007AFF80")
        XCTAssertEqual(RGBA(r: 0, g: 122.0 / 255, b: 1, a: 1).hexUppercase, "#007AFF")
    }
}
