import Foundation
import XCTest

/// `tokenlint contrast FG BG …` against known WCAG 2.2 and ACT afw4f7 vectors and an
/// independent WCAG implementation written in the test (`ReferenceWCAG`).
final class ContrastCommandTests: XCTestCase {
    /// Runs `contrast … --format json` and returns the parsed object.
    private func contrastJSON(_ arguments: String..., expectCode: Int32? = nil,
                              file: StaticString = #filePath, line: UInt = #line) throws -> (CLIResult, [String: Any]) {
        let result = tokenlint(["contrast"] + arguments + ["--format", "json"])
        if let expectCode { XCTAssertEqual(result.code, expectCode, result.summary, file: file, line: line) }
        return (result, try result.json(file: file, line: line))
    }

    // MARK: WCAG vectors (WCAG 2.2, relative luminance and contrast ratio)

    func testWCAGVectorsMatchAnIndependentImplementationAndThePrintedValues() throws {
        let vectors: [(fg: String, bg: String, printed: String, passesAA: Bool)] = [
            ("#777777", "#FFFFFF", "4.478", false),
            ("#767676", "#FFFFFF", "4.542", true),
            ("#FFFFFF", "#0078D7", "4.4989", false),
            ("#595959", "#FFFFFF", "7.005", true),
            ("#949494", "#FFFFFF", "3.033", false),
            ("#AAAAAA", "#FFFFFF", "2.323", false),
            ("#AAA", "#FFF", "2.323", false),
            ("#000000", "#FFFFFF", "21", true),
            ("#FFFFFF", "#000000", "21", true),
        ]
        for vector in vectors {
            let (result, json) = try contrastJSON(vector.fg, vector.bg)
            let ratio = json.number("ratio")
            let reference = ReferenceWCAG.ratio(vector.fg, vector.bg)
            assertRelative(ratio, reference, 1e-4, "\(vector.fg) on \(vector.bg) vs the reference implementation")
            assertPrinted(ratio, vector.printed, "\(vector.fg) on \(vector.bg) vs its known value")
            assertPrinted(reference, vector.printed, "the test's own reference for \(vector.fg) on \(vector.bg)")
            XCTAssertEqual(json.bool("pass"), vector.passesAA, result.summary)
            XCTAssertEqual(json.number("required"), 4.5)
            XCTAssertEqual(json.bool("largeText"), false)
            XCTAssertEqual(json.string("level"), "AA")
            XCTAssertEqual(result.code, vector.passesAA ? 0 : 1, result.summary)
            XCTAssertEqual(result.err, "", result.summary)
        }
    }

    func testNeverRoundedBeforeComparing() throws {
        // 4.4989 would round to 4.50; it must still fail 4.5 (Understanding 1.4.3).
        let (result, json) = try contrastJSON("#FFFFFF", "#0078D7", expectCode: 1)
        XCTAssertLessThan(try XCTUnwrap(json.number("ratio")), 4.5)
        XCTAssertEqual(json.bool("pass"), false, result.summary)
        // And the printed ratio is unrounded (more than 2 decimals).
        XCTAssertNotEqual(json.number("ratio"), 4.5)
        XCTAssertNotEqual(json.number("ratio"), 4.4989)
    }

    func testJSONShapeAndHexEcho() throws {
        let (result, _) = try contrastJSON("#777", "#ffffff", expectCode: 1)
        let ordered = try result.orderedJSON()
        XCTAssertEqual(ordered.objectValue?.map(\.0),
                       ["ratio", "required", "pass", "largeText", "level", "foreground", "background", "composited"])
        XCTAssertEqual(ordered["foreground"]?["hex"], "#777777")
        XCTAssertEqual(ordered["foreground"]?["alpha"], 1)
        XCTAssertEqual(ordered["background"]?["hex"], "#FFFFFF")
        XCTAssertEqual(ordered["composited"]?["hex"], "#777777")
    }

    // MARK: Alpha (ACT rule afw4f7, Failed Examples 4 and 5)

    func testTranslucentBlackOnWhiteCompositesInGammaSpace() throws {
        // rgba(0,0,0,.3) as #0000004D: alpha 0x4D/255 = 77/255 ≈ 0.30196, composited = 255·(1 − 77/255) = 178 = #B2B2B2.
        let alpha = Double(0x4D) / 255
        let composited = 255 * (1 - alpha)
        XCTAssertEqual(composited, 178, accuracy: 1e-9)
        let expected = ReferenceWCAG.ratio(ReferenceWCAG.RGBA(r: 0, g: 0, b: 0, a: alpha), ReferenceWCAG.white)
        let gray = ReferenceWCAG.luminance(.init(r: 178, g: 178, b: 178, a: 1))
        XCTAssertEqual(expected, 1.05 / (gray + 0.05), accuracy: 1e-12)

        let (result, json) = try contrastJSON("#0000004D", "#FFFFFF", expectCode: 1)
        assertRelative(json.number("ratio"), expected, 1e-4, "#0000004D on white")
        XCTAssertEqual(try XCTUnwrap(json.number("ratio")), 2.1, accuracy: 0.05, "ACT afw4f7: 2.1:1 (linear-light blending would give 1.4)")
        XCTAssertEqual(json.object("foreground")?.number("alpha") ?? 0, alpha, accuracy: 1e-12)
        XCTAssertEqual(json.object("composited")?.string("hex"), "#B2B2B2", result.summary)
        XCTAssertEqual(json.bool("pass"), false)
    }

    func testOpacityObjectMultipliesAlpha() throws {
        // {"color": "#000000", "opacity": 0.3} is exactly alpha 0.3 (rgba(0,0,0,.3)): 2.108.
        let (_, json) = try contrastJSON(##"{"color":"#000000","opacity":0.3}"##, "#FFFFFF", expectCode: 1)
        let exact = ReferenceWCAG.ratio(.init(r: 0, g: 0, b: 0, a: 0.3), ReferenceWCAG.white)
        assertRelative(json.number("ratio"), exact, 1e-4, "opacity 0.3")
        assertPrinted(exact, "2.108", "gamma-encoded blend #B3B3B3 gives 2.108 (ACT afw4f7: 2.1:1)")
        // …and within 1 % of #0000004D.
        assertRelative(json.number("ratio"), ReferenceWCAG.ratio("#0000004D", "#FFFFFF"), 0.01, "≈ #0000004D")
        XCTAssertEqual(json.object("foreground")?.number("alpha") ?? 0, 0.3, accuracy: 1e-12)

        // Opacity multiplies an alpha that is already there: 0x80/255 · 0.5.
        let (_, nested) = try contrastJSON(##"{"color":"#00000080","opacity":0.5}"##, "#FFFFFF", expectCode: 1)
        assertRelative(nested.number("ratio"), ReferenceWCAG.ratio(.init(r: 0, g: 0, b: 0, a: 128.0 / 255 * 0.5), ReferenceWCAG.white), 1e-4, "nested alpha")
    }

    func testOpacityObjectAroundATokenReferenceAndADTCGObject() throws {
        let half = ReferenceWCAG.ratio(.init(r: 0, g: 0, b: 0, a: 0.5), ReferenceWCAG.white)
        let (_, token) = try contrastJSON(#"{"color":"{color.label}","opacity":0.5}"#, "#FFFFFF", expectCode: 1)
        assertRelative(token.number("ratio"), half, 1e-4, "{color.label} at 50 %")
        let (_, object) = try contrastJSON(#"{"color":{"colorSpace":"srgb","components":[0,0,0]},"opacity":0.5}"#, "#FFFFFF", expectCode: 1)
        assertRelative(object.number("ratio"), half, 1e-4, "DTCG black at 50 %")
    }

    func testTranslucentBackgroundIsCompositedOverWhite() throws {
        let (_, json) = try contrastJSON("#FFFFFF", "#00000080", expectCode: 1)
        let expected = ReferenceWCAG.ratio("#FFFFFF", "#00000080")
        assertRelative(json.number("ratio"), expected, 1e-4, "white on 50 % black over white")

        let (_, both) = try contrastJSON("#FF000080", "#0000FF80")
        assertRelative(both.number("ratio"), ReferenceWCAG.ratio("#FF000080", "#0000FF80"), 1e-4, "both translucent")
    }

    func testFullyTransparentForegroundHasNoContrast() throws {
        let (_, json) = try contrastJSON("#00000000", "#336699", expectCode: 1)
        XCTAssertEqual(try XCTUnwrap(json.number("ratio")), 1, accuracy: 1e-12)
    }

    // MARK: Large text and profiles

    func testAppleHIGBlueButtonAt17ptSemiboldFailsAndLargeTextAt18ptPasses() throws {
        let reference = ReferenceWCAG.ratio("#FFFFFF", "#007AFF")
        XCTAssertEqual(reference, 4.01698, accuracy: 5e-6, "WCAG 2.2 weights give 4.01698")

        let (failing, small) = try contrastJSON("#FFFFFF", "#007AFF", "--size", "17", "--weight", "600", expectCode: 1)
        assertRelative(small.number("ratio"), reference, 1e-4, "white on #007AFF")
        XCTAssertEqual(String(format: "%.2f", small.number("ratio") ?? 0), "4.02")
        XCTAssertEqual(small.number("required"), 4.5)
        XCTAssertEqual(small.bool("largeText"), false)
        XCTAssertEqual(small.bool("pass"), false, failing.summary)

        let (passing, large) = try contrastJSON("#FFFFFF", "#007AFF", "--size", "18", expectCode: 0)
        XCTAssertEqual(large.number("required"), 3)
        XCTAssertEqual(large.bool("largeText"), true)
        XCTAssertEqual(large.bool("pass"), true, passing.summary)
    }

    func testLargeTextThresholdsPerProfile() throws {
        // (profile, size, weight, large?)
        let cases: [(String, String, String, Bool)] = [
            ("apple-hig", "18", "400", true),
            ("apple-hig", "17.99", "400", false),
            ("apple-hig", "14", "700", true),
            ("apple-hig", "14", "600", false),
            ("apple-hig", "13.99", "700", false),
            ("apple-hig", "14", "900", true),
            ("material", "18", "400", true),
            ("material", "14", "700", true),
            ("material", "13", "700", false),
            // WCAG profiles measure CSS px: 18 pt = 24 px, 14 pt = 18.67 px.
            ("wcag-aa", "24", "400", true),
            ("wcag-aa", "23.9", "400", false),
            ("wcag-aa", "18", "400", false),
            ("wcag-aa", "18.67", "700", true),
            ("wcag-aa", "18.6", "700", false),
            ("wcag-aa", "14", "700", false),
            ("wcag-aaa", "24", "400", true),
            ("wcag-aaa", "18.67", "700", true),
            ("wcag-aaa", "18.67", "699", false),
        ]
        for (profile, size, weight, large) in cases {
            let (result, json) = try contrastJSON("#767676", "#FFFFFF", "--profile", profile, "--size", size, "--weight", weight)
            XCTAssertEqual(json.bool("largeText"), large, "\(profile) \(size) pt weight \(weight): \(result.summary)")
            let aaa = profile == "wcag-aaa"
            XCTAssertEqual(json.number("required"), aaa ? (large ? 4.5 : 7) : (large ? 3 : 4.5), "\(profile) \(size)/\(weight)")
            XCTAssertEqual(json.string("level"), aaa ? "AAA" : "AA")
        }
    }

    func testNoSizeMeansNormalText() throws {
        for profile in ["apple-hig", "wcag-aa", "wcag-aaa", "material"] {
            let (_, json) = try contrastJSON("#000", "#FFF", "--profile", profile, "--weight", "900")
            XCTAssertEqual(json.bool("largeText"), false, profile)
        }
    }

    func testWCAGAAAThresholdsAreSevenAndFourAndAHalf() throws {
        // #595959 (7.005) passes AAA normal text; #767676 (4.542) fails it but passes AAA large text.
        let (_, pass) = try contrastJSON("#595959", "#FFFFFF", "--profile", "wcag-aaa", expectCode: 0)
        XCTAssertEqual(pass.number("required"), 7)
        XCTAssertEqual(pass.bool("pass"), true)

        let (_, fail) = try contrastJSON("#767676", "#FFFFFF", "--profile", "wcag-aaa", expectCode: 1)
        XCTAssertEqual(fail.number("required"), 7)
        XCTAssertEqual(fail.bool("pass"), false)

        let (_, large) = try contrastJSON("#767676", "#FFFFFF", "--profile", "wcag-aaa", "--size", "24", expectCode: 0)
        XCTAssertEqual(large.number("required"), 4.5)
        XCTAssertEqual(large.bool("pass"), true)

        // #777777 (4.478) fails even AAA large text.
        let (_, nearly) = try contrastJSON("#777777", "#FFFFFF", "--profile", "wcag-aaa", "--size", "24", expectCode: 1)
        XCTAssertEqual(nearly.bool("pass"), false)
    }

    func testLargeTextPassesAtThreeToOne() throws {
        // #949494 (3.033): fails normal text, passes large text in every AA profile.
        for profile in ["apple-hig", "material"] {
            _ = try contrastJSON("#949494", "#FFFFFF", "--profile", profile, expectCode: 1)
            _ = try contrastJSON("#949494", "#FFFFFF", "--profile", profile, "--size", "18", expectCode: 0)
        }
        _ = try contrastJSON("#949494", "#FFFFFF", "--profile", "wcag-aa", "--size", "18", expectCode: 1)
        _ = try contrastJSON("#949494", "#FFFFFF", "--profile", "wcag-aa", "--size", "24", expectCode: 0)
        // #AAA (2.323) fails even large text.
        _ = try contrastJSON("#AAAAAA", "#FFFFFF", "--size", "40", expectCode: 1)
    }

    // MARK: Text output

    func testTextOutputNamesVerdictRatioAndThreshold() {
        let fail = tokenlint("contrast", "#FFFFFF", "#007AFF", "--size", "17", "--weight", "600")
        XCTAssertEqual(fail.code, 1, fail.summary)
        XCTAssertTrue(fail.out.hasPrefix("fail: 4.01"), fail.summary)
        XCTAssertTrue(fail.out.contains("4.5:1"), fail.summary)
        XCTAssertTrue(fail.out.contains("#007AFF"), fail.summary)

        let pass = tokenlint("contrast", "#767676", "#FFFFFF")
        XCTAssertEqual(pass.code, 0, pass.summary)
        XCTAssertTrue(pass.out.hasPrefix("pass: 4.54"), pass.summary)
    }

    // MARK: Color forms

    func testHexFormsAreEquivalent() throws {
        let forms = ["#777777", "#777", "777777", " #777777 ", "#777777FF", "#777F", "#777777ff"]
        for form in forms {
            let (result, json) = try contrastJSON(form, "#FFFFFF")
            assertRelative(json.number("ratio"), ReferenceWCAG.ratio("#777777", "#FFFFFF"), 1e-9, "form \(form): \(result.summary)")
        }
    }

    func testDTCGColorObjectInSRGBEqualsItsHex() throws {
        let component = 0x77 / 255.0
        let object = #"{"colorSpace":"srgb","components":[\#(component),\#(component),\#(component)]}"#
        let (_, json) = try contrastJSON(object, "#FFFFFF", expectCode: 1)
        assertRelative(json.number("ratio"), ReferenceWCAG.ratio("#777777", "#FFFFFF"), 1e-9, "srgb object")
        XCTAssertEqual(json.object("foreground")?.string("hex"), "#777777")

        let withAlpha = #"{"colorSpace":"srgb","components":[0,0,0],"alpha":0.3}"#
        let (_, translucent) = try contrastJSON(withAlpha, "#FFFFFF", expectCode: 1)
        assertRelative(translucent.number("ratio"), ReferenceWCAG.ratio(.init(r: 0, g: 0, b: 0, a: 0.3), ReferenceWCAG.white), 1e-4, "srgb object with alpha")
    }

    func testDisplayP3RedIsGamutMappedBeforeMeasuring() throws {
        let p3Red = #"{"colorSpace":"display-p3","components":[1,0,0]}"#
        let (result, json) = try contrastJSON(p3Red, "#FFFFFF")
        XCTAssertTrue(result.code == 0 || result.code == 1, result.summary)
        let hex = try XCTUnwrap(json.object("foreground")?.string("hex"))
        // CSS Color 4 gamut mapping keeps it a saturated red inside sRGB.
        let mapped = ReferenceWCAG.hex(hex)
        XCTAssertGreaterThanOrEqual(mapped.r, 240, hex)
        XCTAssertLessThanOrEqual(mapped.g, 40, hex)
        XCTAssertLessThanOrEqual(mapped.b, 40, hex)
        // The ratio belongs to the reported (mapped) color, within 8-bit rounding of the hex.
        assertRelative(json.number("ratio"), ReferenceWCAG.ratio(hex, "#FFFFFF"), 0.01, "P3 red after mapping (\(hex))")
        XCTAssertEqual(json.bool("pass"), (json.number("ratio") ?? 0) >= 4.5)
        XCTAssertEqual(result.code, json.bool("pass") == true ? 0 : 1)

        let text = tokenlint("contrast", p3Red, "#FFFFFF")
        XCTAssertTrue(text.out.contains("gamut"), "the text output says the input was gamut-mapped: \(text.summary)")
    }

    func testDisplayP3InGamutColorIsNotMapped() throws {
        // sRGB #777777 expressed in display-p3 (same white point, gray axis identical).
        let gray = 0x77 / 255.0
        let object = #"{"colorSpace":"display-p3","components":[\#(gray),\#(gray),\#(gray)]}"#
        let (_, json) = try contrastJSON(object, "#FFFFFF", expectCode: 1)
        assertRelative(json.number("ratio"), ReferenceWCAG.ratio("#777777", "#FFFFFF"), 1e-4, "P3 gray")
    }

    // MARK: Token references

    func testTokenReferencesAgainstTheBuiltInRegistry() throws {
        let (light, lightJSON) = try contrastJSON("{color.label}", "{color.systemBackground}", expectCode: 0)
        XCTAssertEqual(lightJSON.object("foreground")?.string("hex"), "#000000", light.summary)
        XCTAssertEqual(lightJSON.object("background")?.string("hex"), "#FFFFFF", light.summary)
        XCTAssertEqual(try XCTUnwrap(lightJSON.number("ratio")), 21, accuracy: 1e-9)

        let (dark, darkJSON) = try contrastJSON("{color.label}", "{color.systemBackground}", "--context", "appearance=dark", expectCode: 0)
        XCTAssertEqual(darkJSON.object("foreground")?.string("hex"), "#FFFFFF", dark.summary)
        XCTAssertEqual(darkJSON.object("background")?.string("hex"), "#000000", dark.summary)
    }

    /// The ratio of two tokens equals the reference ratio of the values `tokens resolve` prints,
    /// in every appearance × contrast context (secondaryLabel is translucent: 60 % / 68 %).
    func testTokenReferencesAgreeWithResolvedValuesInEveryContext() throws {
        let pairs = [("color.secondaryLabel", "color.systemBackground"), ("color.systemBlue", "color.systemBackground"),
                     ("color.tertiaryLabel", "color.secondarySystemBackground"), ("color.link", "color.systemGroupedBackground")]
        for appearance in ["light", "dark"] {
            for contrast in ["standard", "increased"] {
                let context = ["--context", "appearance=\(appearance)", "--context", "contrast=\(contrast)"]
                for (fg, bg) in pairs {
                    let fgColor = try resolvedColor(fg, context)
                    let bgColor = try resolvedColor(bg, context)
                    let expected = ReferenceWCAG.ratio(fgColor, bgColor)
                    let result = tokenlint(["contrast", "{\(fg)}", "{\(bg)}", "--format", "json"] + context)
                    let json = try result.json()
                    assertRelative(json.number("ratio"), expected, 1e-4, "\(fg) on \(bg) in \(appearance)/\(contrast)")
                    XCTAssertEqual(result.code, expected >= 4.5 ? 0 : 1, result.summary)
                }
            }
        }
    }

    private func resolvedColor(_ token: String, _ context: [String]) throws -> ReferenceWCAG.RGBA {
        let result = tokenlint(["tokens", "resolve", token, "--format", "json"] + context)
        XCTAssertEqual(result.code, 0, result.summary)
        let value = try XCTUnwrap(result.json().object("$value"), result.summary)
        XCTAssertEqual(value.string("colorSpace"), "srgb", "\(token) is expected to be an sRGB color")
        let components = try XCTUnwrap(value.array("components") as? [NSNumber]).map(\.doubleValue)
        return ReferenceWCAG.RGBA(r: components[0] * 255, g: components[1] * 255, b: components[2] * 255, a: value.number("alpha") ?? 1)
    }

    func testUnknownTokenReferenceIsAnInputErrorWithASuggestion() {
        let result = tokenlint("contrast", "{color.lable}", "{color.systemBackground}")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("color.lable"), result.summary)
        XCTAssertTrue(result.err.contains("did you mean 'color.label'"), result.summary)
        XCTAssertEqual(result.out, "")
    }

    func testNonColorTokenIsAnInputError() {
        let result = tokenlint("contrast", "{font.textStyle.body}", "#FFFFFF")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("not a color"), result.summary)
    }

    func testTokenReferenceInACorpusRegistry() throws {
        let registry = try TestPaths.corpusResolver("apple-hig.resolver.json")
        let result = tokenlint("contrast", "#FFFFFF", "{color.systemBlue}", "--tokens", registry, "--format", "json")
        XCTAssertEqual(result.code, 1, result.summary)
        assertRelative(try result.json().number("ratio"), ReferenceWCAG.ratio("#FFFFFF", "#007AFF"), 1e-4, "corpus systemBlue (#007aff)")

        let dark = tokenlint("contrast", "#FFFFFF", "{color.systemBlue}", "--tokens", registry, "--legacy-format",
                             "--context", "theme=dark", "--format", "json")
        assertRelative(try dark.json().number("ratio"), ReferenceWCAG.ratio("#FFFFFF", "#0A84FF"), 1e-4, "corpus dark systemBlue (#0a84ff)")
    }

    // MARK: Bad input

    func testUnparseableColorsExitTwoWithAMessage() {
        let bad = ["zzz", "#12345", "#GGG", "", "rgb(0,0,0)", "{", "{}", #"{"colorSpace":"srgb","components":[0,0]}"#,
                   #"{"colorSpace":"srgb","components":[2,0,0]}"#, #"{"colorSpace":"nope","components":[0,0,0]}"#,
                   ##"{"color":"#000","opacity":2}"##, #"{"colorSpace":"srgb","components":[0,0,0],"alpha":-1}"#]
        for text in bad {
            let asForeground = tokenlint("contrast", text, "#FFFFFF")
            XCTAssertEqual(asForeground.code, 2, asForeground.summary)
            XCTAssertFalse(asForeground.err.isEmpty, asForeground.summary)
            XCTAssertEqual(asForeground.out, "", asForeground.summary)
            let asBackground = tokenlint("contrast", "#000000", text)
            XCTAssertEqual(asBackground.code, 2, asBackground.summary)
        }
    }

    func testBadOptionValuesExitTwo() {
        for arguments in [["--size", "0"], ["--size", "-3"], ["--size", "big"], ["--weight", "0"], ["--weight", "1001"],
                          ["--profile", "wcag-a"], ["--format", "xml"]] {
            let result = tokenlint(["contrast", "#000", "#FFF"] + arguments)
            XCTAssertEqual(result.code, 2, result.summary)
            XCTAssertFalse(result.err.isEmpty, result.summary)
        }
        let missing = tokenlint("contrast", "#000")
        XCTAssertEqual(missing.code, 2, missing.summary)
    }

    /// An invalid `--context` is a bad argument (exit 2), never silently replaced by the default
    /// permutation, which would measure light-mode colors and report a pass for dark mode.
    func testInvalidContextWithTokenReferencesExitsTwo() {
        let sepia = tokenlint("contrast", "{color.label}", "{color.systemBackground}", "--context", "appearance=sepia")
        XCTAssertEqual(sepia.code, 2, "invalid context must not fall back to the default permutation: \(sepia.summary)")
        XCTAssertTrue(sepia.err.contains("sepia"), sepia.summary)

        let malformed = tokenlint("contrast", "{color.label}", "{color.systemBackground}", "--context", "appearance")
        XCTAssertEqual(malformed.code, 2, "--context without '=' must be rejected: \(malformed.summary)")
        XCTAssertTrue(malformed.err.contains("appearance"), malformed.summary)

        let unknownModifier = tokenlint("contrast", "{color.label}", "{color.systemBackground}", "--context", "mood=happy")
        XCTAssertEqual(unknownModifier.code, 2, unknownModifier.summary)
    }

    /// A `--tokens` path that does not exist is named as such, not reported as a missing token.
    func testUnreadableRegistryIsNamedInTheMessage() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-registry-\(UUID().uuidString).resolver.json").path
        let result = tokenlint("contrast", "{color.systemBlue}", "#FFFFFF", "--tokens", missing)
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains(missing) || result.err.contains((missing as NSString).lastPathComponent),
                      "stderr should name the unreadable registry file: \(result.summary)")
    }
}
