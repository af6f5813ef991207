import Accessibility
import DesignSpec
import Diagnostics
import SpecLint
import XCTest

/// The contrast edge cases of WCAG 2.2 / ACT afw4f7 and docs/rules.md's contrast rules, each on a small spec.
final class ContrastEdgeCaseTests: XCTestCase {
    // MARK: Never rounded before comparing (Understanding 1.4.3: "4.499:1 would not meet")

    func testRatioJustBelowTheThresholdFails() throws {
        // #FFFFFF on #0078D7 is 4.4989:1 (the axe #494 case): it fails 4.5:1.
        let expected = IndependentWCAG.ratio("#FFFFFF", "#0078D7")
        XCTAssertGreaterThanOrEqual(expected, 4.49)
        XCTAssertLessThan(expected, 4.5)
        let report = LintHarness.lintComponents("""
            - {id: tile, role: text, foreground: "#FFFFFF", background: "#0078D7", font: {size: 17, weight: 400}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("contrast/text", "tile", .error))
        let measured = try XCTUnwrap(finding.measured)
        XCTAssertLessThan(measured, 4.5, "measured must not be rounded up to the threshold")
        XCTAssertEqual(measured, expected, accuracy: 1e-4)
        XCTAssertEqual(finding.required, 4.5)
        XCTAssertEqual(finding.contexts, [], "literal colors fail in every context")
        // The message must not claim "4.5:1 is below 4.5:1": the shown ratio has to read as below.
        XCTAssertFalse(finding.message.contains("4.5:1 is below 4.5:1"), finding.message)
        XCTAssertTrue(finding.message.contains("4.49"), "the message should show the ratio as below 4.5: \(finding.message)")
    }

    func testMeasuredValueIsNeverRoundedOntoTheThreshold() throws {
        // Black at 53.468 % on white: 4.499984:1. Reports round `measured` to 4 decimals; rounding
        // it to 4.5 would show "measured 4.5, required 4.5" on an error.
        let expected = IndependentWCAG.ratio(IndependentWCAG.hex("#000000", alpha: 0.53468), over: IndependentWCAG.white)
        XCTAssertTrue((4.49995..<4.5).contains(expected), "\(expected)")
        let report = LintHarness.lintComponents("""
            - {id: hint, role: text, foreground: {color: "#000000", opacity: 0.53468}, background: "#FFFFFF", font: {size: 17}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("contrast/text", "hint", .error))
        XCTAssertLessThan(try XCTUnwrap(finding.measured), 4.5)
        XCTAssertEqual(try XCTUnwrap(finding.measured), expected, accuracy: 1e-4)
        XCTAssertTrue(finding.message.contains("4.49:1 is below 4.5:1"), finding.message)
    }

    func testRatioJustAboveTheThresholdPasses() {
        // #767676 on white is 4.54:1.
        XCTAssertGreaterThan(IndependentWCAG.ratio("#767676", "#FFFFFF"), 4.5)
        let report = LintHarness.lintComponents("""
            - {id: body, role: text, foreground: "#767676", background: "#FFFFFF", font: {size: 17}}
            """)
        report.assertPassed("contrast/text", "body")
    }

    func testJustBelowTheLargeTextThresholdFails() throws {
        // #949494 on white is 3.03:1 and passes large text; #959595 is 2.99:1 and must fail 3:1.
        let ratio = IndependentWCAG.ratio("#959595", "#FFFFFF")
        XCTAssertLessThan(ratio, 3)
        XCTAssertGreaterThan(ratio, 2.98)
        let report = LintHarness.lintComponents("""
            - {id: big, role: text, foreground: "#959595", background: "#FFFFFF", font: {size: 24}}
            - {id: ok, role: text, foreground: "#949494", background: "#FFFFFF", font: {size: 24}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("contrast/text", "big", .error))
        XCTAssertEqual(finding.required, 3)
        XCTAssertLessThan(try XCTUnwrap(finding.measured), 3)
        report.assertPassed("contrast/text", "ok")
    }

    // MARK: Large text per profile (WCAG 2.2 "large scale"; docs/rules.md, contrast/text Thresholds)

    /// #949494 on white (3.03:1): passes as large text (3:1), fails as normal text (4.5:1).
    private func largeTextVerdicts(profile: Profile, sizes: [(id: String, size: Double, weight: Double)]) -> FileReport {
        let ratio = IndependentWCAG.ratio("#949494", "#FFFFFF")
        XCTAssertTrue((3..<4.5).contains(ratio), "test color pair must sit between 3 and 4.5: \(ratio)")
        let linter = LintHarness.builtIn { $0.profile = profile }
        let components = sizes.map { "- {id: \($0.id), role: text, foreground: \"#949494\", background: \"#FFFFFF\", font: {size: \($0.size), weight: \(Int($0.weight))}}" }
        return LintHarness.lintComponents(components.joined(separator: "\n"), with: linter)
    }

    func testAppleHIGLargeTextBoundaries() throws {
        let report = largeTextVerdicts(profile: .appleHIG, sizes: [
            ("regular18", 18, 400), ("regular17-9", 17.9, 400), ("bold14", 14, 700), ("semibold14", 14, 600), ("bold13-9", 13.9, 700),
        ])
        report.assertPassed("contrast/text", "regular18")
        report.assertPassed("contrast/text", "bold14")
        for id in ["regular17-9", "semibold14", "bold13-9"] {
            let finding = try XCTUnwrap(report.assertFinding("contrast/text", id, .error))
            XCTAssertEqual(finding.required, 4.5, id)
        }
    }

    func testWCAGLargeTextIsInCSSPixels() throws {
        // WCAG's 18 pt / 14 pt bold are CSS points: 24 px / 18.67 px (Understanding 1.4.3).
        let report = largeTextVerdicts(profile: .wcagAA, sizes: [
            ("regular18", 18, 400), ("regular23-9", 23.9, 400), ("regular24", 24, 400),
            ("bold18-67", 18.67, 700), ("bold18-6", 18.6, 700), ("semibold18-67", 18.67, 600),
        ])
        report.assertPassed("contrast/text", "regular24")
        report.assertPassed("contrast/text", "bold18-67")
        for id in ["regular18", "regular23-9", "bold18-6", "semibold18-67"] {
            let finding = try XCTUnwrap(report.assertFinding("contrast/text", id, .error))
            XCTAssertEqual(finding.required, 4.5, id)
        }
    }

    func testMaterialLargeTextIsInSP() {
        let report = largeTextVerdicts(profile: .material, sizes: [("sp18", 18, 400), ("sp14bold", 14, 700), ("sp17", 17, 400)])
        report.assertPassed("contrast/text", "sp18")
        report.assertPassed("contrast/text", "sp14bold")
        report.assertFinding("contrast/text", "sp17", .error)
    }

    func testWCAGAAALevelNeedsSevenToOne() throws {
        // #595959 on white is 7.0:1, #5A5A5A just below.
        let report = LintHarness.lintComponents("""
            - {id: pass, role: text, foreground: "#595959", background: "#FFFFFF", font: {size: 17}}
            - {id: fail, role: text, foreground: "#5A5A5A", background: "#FFFFFF", font: {size: 17}}
            """, with: LintHarness.builtIn { $0.profile = .wcagAAA })
        XCTAssertGreaterThanOrEqual(IndependentWCAG.ratio("#595959", "#FFFFFF"), 7)
        XCTAssertLessThan(IndependentWCAG.ratio("#5A5A5A", "#FFFFFF"), 7)
        report.assertPassed("contrast/text", "pass")
        XCTAssertEqual(try XCTUnwrap(report.assertFinding("contrast/text", "fail", .error)).required, 7)
    }

    // MARK: Alpha compositing in gamma-encoded sRGB (ACT rule afw4f7)

    func testTranslucentForegroundIsCompositedInGammaSpace() throws {
        // ACT afw4f7 failed example 4: rgba(0,0,0,.3) on #FFF is 2.1:1 (linear-light blending: 1.4).
        let expected = IndependentWCAG.ratio(IndependentWCAG.hex("#000000", alpha: 0.3), over: IndependentWCAG.white)
        XCTAssertEqual(expected, 2.108, accuracy: 0.001)
        let report = LintHarness.lintComponents("""
            - {id: hint, role: text, foreground: {color: "#000000", opacity: 0.3}, background: "#FFFFFF", font: {size: 17}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("contrast/text", "hint", .error))
        XCTAssertEqual(try XCTUnwrap(finding.measured), expected, accuracy: 1e-3)
        XCTAssertEqual(try XCTUnwrap(finding.measured), 2.1, accuracy: 0.01)
    }

    func testComponentOpacityMultipliesTheForeground() throws {
        // ACT afw4f7 failed example 5: the same with `opacity: .3` on the element.
        let report = LintHarness.lintComponents("""
            - id: page
              role: container
              background: "#FFFFFF"
              children:
                - {id: faded, role: text, foreground: "#000000", opacity: 0.3, font: {size: 17}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("contrast/text", "faded", .error))
        XCTAssertEqual(try XCTUnwrap(finding.measured), 2.108, accuracy: 1e-3)
    }

    func testContainerOpacityIsInheritedByItsText() throws {
        let report = LintHarness.lintComponents("""
            - id: page
              role: container
              background: "#FFFFFF"
              children:
                - id: group
                  role: container
                  opacity: 0.3
                  children:
                    - {id: faded, role: text, foreground: "#000000", font: {size: 17}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("contrast/text", "faded", .error))
        XCTAssertEqual(try XCTUnwrap(finding.measured), 2.108, accuracy: 1e-3)
    }

    // MARK: Exemptions (WCAG "incidental")

    func testDisabledAndDecorativeComponentsAreExempt() {
        let report = LintHarness.lintComponents("""
            - {id: dimmed, role: button, foreground: "#AAAAAA", background: "#FFFFFF", font: {size: 12}, frame: {width: 20, height: 20}, disabled: true}
            - {id: ornament, role: text, foreground: "#AAAAAA", background: "#FFFFFF", font: {size: 12}, decorative: true}
            - {id: control, role: button, foreground: "#AAAAAA", background: "#FFFFFF", font: {size: 12}, frame: {width: 20, height: 20}}
            """)
        for rule in ["contrast/text", "contrast/increased", "contrast/non-text", "target/size"] {
            report.assertNotEvaluated(rule, "dimmed")
        }
        for rule in ["contrast/text", "contrast/increased", "contrast/non-text"] {
            report.assertNotEvaluated(rule, "ornament")
        }
        // The same component, enabled, fails both: the exemption is what made the difference.
        report.assertFinding("contrast/text", "control", .error)
        report.assertFinding("target/size", "control", .error)
    }

    func testExemptionsAreInheritedFromContainers() {
        let report = LintHarness.lintComponents("""
            - id: form
              role: container
              disabled: true
              children:
                - {id: submit, role: button, foreground: "#AAAAAA", background: "#FFFFFF", font: {size: 12}, frame: {width: 20, height: 20}}
                - {id: label, role: text, foreground: "#AAAAAA", font: {size: 12}}
            - id: artwork
              role: image
              decorative: true
              children:
                - {id: caption, role: text, foreground: "#AAAAAA", font: {size: 12}}
            """)
        for id in ["submit", "label"] {
            report.assertNotEvaluated("contrast/text", id)
            report.assertNotEvaluated("target/size", id)
        }
        report.assertNotEvaluated("contrast/text", "caption")
    }

    // MARK: Targets

    func testHitAreaLargerThanTheFramePasses() throws {
        let report = LintHarness.lintComponents("""
            - {id: close, role: button, frame: {width: 28, height: 28}, hitArea: {width: 44, height: 44}}
            - {id: tight, role: button, frame: {width: 28, height: 28}, hitArea: {width: 44, height: 40}}
            """)
        report.assertPassed("target/size", "close")
        let finding = try XCTUnwrap(report.assertFinding("target/size", "tight", .error))
        XCTAssertEqual(finding.measured, 40)
        XCTAssertTrue(finding.message.contains("hit area"), finding.message)
    }

    func testMissingSizeNeedsReview() throws {
        let report = LintHarness.lintComponents("""
            - {id: nosize, role: button}
            - {id: halfsize, role: toggle, frame: {width: 51}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("target/size", "nosize", .needsReview))
        XCTAssertEqual(finding.required, 44)
        report.assertFinding("target/size", "halfsize", .needsReview)
    }

    // MARK: Translucent stacks on an unknown backdrop (docs/rules.md, contrast/translucent)

    func testTranslucentStackFailingOverBlackAndWhiteIsAnError() throws {
        let report = LintHarness.lintComponents("""
            - id: glass
              role: card
              backdrop: unknown
              background: {color: "#808080", opacity: 0.5}
              children:
                - {id: label, role: text, foreground: "#777777", font: {size: 17}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("contrast/translucent", "label", .error))
        let layer = IndependentWCAG.hex("#808080", alpha: 0.5)
        let overBlack = IndependentWCAG.ratio(IndependentWCAG.hex("#777777"), over: IndependentWCAG.over(layer, IndependentWCAG.black))
        let overWhite = IndependentWCAG.ratio(IndependentWCAG.hex("#777777"), over: IndependentWCAG.over(layer, IndependentWCAG.white))
        XCTAssertLessThan(max(overBlack, overWhite), 4.5)
        XCTAssertEqual(try XCTUnwrap(finding.measured), max(overBlack, overWhite), accuracy: 1e-3, "the best case is what fails")
        report.assertNotEvaluated("contrast/text", "label")
    }

    func testTranslucentStackFailingOverOneBackdropNeedsReviewWithTheRange() throws {
        // Black text on white at 30 %: over black the glass is #4D4D4D (2.4:1), over white 21:1.
        let report = LintHarness.lintComponents("""
            - id: glass
              role: card
              backdrop: unknown
              background: {color: "#FFFFFF", opacity: 0.3}
              children:
                - {id: label, role: text, foreground: "#000000", font: {size: 17}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("contrast/translucent", "label", .needsReview))
        let layer = IndependentWCAG.hex("#FFFFFF", alpha: 0.3)
        let low = IndependentWCAG.ratio(IndependentWCAG.black, over: IndependentWCAG.over(layer, IndependentWCAG.black))
        XCTAssertLessThan(low, 4.5)
        XCTAssertEqual(try XCTUnwrap(finding.measured), low, accuracy: 1e-3)
        let range = String(format: "%.2f", low).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
        XCTAssertTrue(finding.message.contains("\(range)–21:1"), "the message gives the range over black and white: \(finding.message)")
        // The HTML report's picture shows the worse backdrop (the glass over black), not the 21:1 one.
        guard case .contrast(let foreground, let background, let ratio, let required)? = finding.figures.first?.kind else {
            return XCTFail("\(finding.figures)")
        }
        XCTAssertEqual(foreground, "#000000")
        XCTAssertEqual(background, "#4D4D4D", "0.3 × 255 = 76.5 over black")
        XCTAssertEqual(ratio, low, accuracy: 1e-3)
        XCTAssertEqual(required, 4.5)
    }

    func testTranslucentStackWithUnknownFontSizeNeedsReviewWhenOnlyLargeTextPasses() throws {
        // #8E8E93 over white at 50 %: 1.22:1 over black, 3.26:1 over white. Both below 4.5, but the
        // best case passes 3:1, i.e. as large text, and the spec gives no size: undecidable.
        let report = LintHarness.lintComponents("""
            - id: glass
              role: card
              backdrop: unknown
              background: {color: "#FFFFFF", opacity: 0.5}
              children:
                - {id: nosize, role: text, foreground: "#8E8E93"}
                - {id: normal, role: text, foreground: "#8E8E93", font: {size: 17}}
                - {id: large, role: text, foreground: "#8E8E93", font: {size: 24}}
                - {id: hopeless, role: text, foreground: "#D1D1D6"}
            """)
        let review = try XCTUnwrap(report.assertFinding("contrast/translucent", "nosize", .needsReview))
        XCTAssertEqual(try XCTUnwrap(review.measured), 3.26, accuracy: 0.01)
        report.assertFinding("contrast/translucent", "normal", .error)
        // Large text: 3:1 required; over black it fails, over white it passes.
        report.assertFinding("contrast/translucent", "large", .needsReview)
        // Below 3:1 over both backdrops: fails whatever the size.
        report.assertFinding("contrast/translucent", "hopeless", .error)
    }

    func testKnownBackdropColorIsOrdinaryContrast() throws {
        // White at 50 % over a black backdrop is #808080; black text on it is 5.3:1.
        let report = LintHarness.lintComponents("""
            - id: panel
              role: card
              backdrop: "#000000"
              background: {color: "#FFFFFF", opacity: 0.5}
              children:
                - {id: label, role: text, foreground: "#000000", font: {size: 17}}
                - {id: faint, role: text, foreground: "#555555", font: {size: 17}}
            """)
        report.assertPassed("contrast/text", "label")
        XCTAssertNil(report.check("contrast/translucent", "label"))
        let faint = try XCTUnwrap(report.assertFinding("contrast/text", "faint", .error))
        let gray = IndependentWCAG.over(IndependentWCAG.hex("#FFFFFF", alpha: 0.5), IndependentWCAG.black)
        XCTAssertEqual(try XCTUnwrap(faint.measured), IndependentWCAG.ratio(IndependentWCAG.hex("#555555"), over: gray), accuracy: 1e-3)
    }

    func testOpaqueLayerAboveTheBackdropIsNotTranslucent() throws {
        let report = LintHarness.lintComponents("""
            - id: panel
              role: card
              backdrop: unknown
              background: "#FFFFFF"
              children:
                - {id: good, role: text, foreground: "#000000", font: {size: 17}}
                - {id: weak, role: text, foreground: "#777777", font: {size: 17}}
            """)
        for id in ["good", "weak"] {
            XCTAssertNil(report.finding("contrast/translucent", id), "an opaque layer hides the backdrop: \(report.describe)")
        }
        report.assertPassed("contrast/text", "good")
        // Over the opaque white layer #777777 is plain text contrast, 4.48:1.
        let finding = try XCTUnwrap(report.assertFinding("contrast/text", "weak", .error))
        XCTAssertEqual(try XCTUnwrap(finding.measured), IndependentWCAG.ratio("#777777", "#FFFFFF"), accuracy: 1e-4)
    }

    // MARK: Not enough to decide → needs review

    func testTextWithoutForegroundNeedsReview() {
        let report = LintHarness.lintComponents("""
            - {id: orphan, role: text, background: "#FFFFFF", font: {size: 17}}
            """)
        report.assertFinding("contrast/text", "orphan", .needsReview)
    }

    func testUnknownFontSizeDecidesOnlyWhenBothThresholdsAgree() throws {
        let report = LintHarness.lintComponents("""
            - {id: between, role: text, foreground: "#949494", background: "#FFFFFF"}
            - {id: strong, role: text, foreground: "#000000", background: "#FFFFFF"}
            - {id: weak, role: text, foreground: "#AAAAAA", background: "#FFFFFF"}
            """)
        let review = try XCTUnwrap(report.assertFinding("contrast/text", "between", .needsReview))
        XCTAssertEqual(try XCTUnwrap(review.measured), IndependentWCAG.ratio("#949494", "#FFFFFF"), accuracy: 1e-4)
        report.assertPassed("contrast/text", "strong")
        let error = try XCTUnwrap(report.assertFinding("contrast/text", "weak", .error))
        XCTAssertEqual(error.required, 3, "fails even the large-text threshold")
    }

    // MARK: Contexts (README.md, lint: a finding lists the contexts where it holds)

    func testSecondaryLabelFailsInLightAppearanceOnly() throws {
        // 12 pt secondaryLabel on the default canvas (systemBackground: white in light, black in dark).
        let report = LintHarness.lintComponents("""
            - {id: meta, role: text, foreground: "{color.secondaryLabel}", font: {size: 12}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("contrast/text", "meta", .error))
        XCTAssertEqual(finding.contexts, contexts([[("appearance", "light")]]),
                       "only the modifier that mattered: \(describe(finding.contexts))")
        XCTAssertLessThan(try XCTUnwrap(finding.measured), 4.5)
    }

    func testColorFailingEverywhereHasNoContexts() throws {
        let report = LintHarness.lintComponents("""
            - {id: gray, role: text, foreground: "#777777", background: "#FFFFFF", font: {size: 17}}
            """)
        XCTAssertEqual(try XCTUnwrap(report.assertFinding("contrast/text", "gray", .error)).contexts, [])
    }

    /// contrast/increased is opt-in (docs/rules.md: "Off by default (opt-in; a **warning** when turned on)").
    private static let increasedOn = LintHarness.builtIn { $0.rules["contrast/increased"] = RuleSetting(severity: .warning) }

    func testIncreasedContrastIsOffByDefault() {
        // The HIG's minimum is 4.5:1 in every context; 7:1 is what it asks designers to "strive for".
        let report = LintHarness.lintComponents("""
            - {id: title, role: text, foreground: "#595959", background: "#F2F2F2", font: {size: 17}}
            """)
        report.assertPassed("contrast/text", "title")
        XCTAssertEqual(report.findings("contrast/increased").map(\.message), [])
    }

    func testIncreasedContrastFiresOnlyInIncreasedContexts() throws {
        // #595959 on #F2F2F2 is 6.26:1: above 4.5 (standard), below 7 (increased contrast).
        let ratio = IndependentWCAG.ratio("#595959", "#F2F2F2")
        XCTAssertTrue((4.5..<7).contains(ratio))
        let report = LintHarness.lintComponents("""
            - {id: title, role: text, foreground: "#595959", background: "#F2F2F2", font: {size: 17}}
            """, with: Self.increasedOn)
        report.assertPassed("contrast/text", "title")
        let finding = try XCTUnwrap(report.assertFinding("contrast/increased", "title", .warning))
        XCTAssertEqual(finding.required, 7)
        XCTAssertEqual(finding.contexts, contexts([[("contrast", "increased")]]), describe(finding.contexts))
        XCTAssertEqual(try XCTUnwrap(finding.measured), ratio, accuracy: 1e-4)
    }

    func testIncreasedContrastUsesTheLargeTextThresholdForLargeText() throws {
        // 24 pt: 4.5:1 in increased-contrast contexts; #767676 on white (4.54) passes, #777777 (4.48) fails.
        let report = LintHarness.lintComponents("""
            - {id: ok, role: text, foreground: "#767676", background: "#FFFFFF", font: {size: 24}}
            - {id: weak, role: text, foreground: "#777777", background: "#FFFFFF", font: {size: 24}}
            """, with: Self.increasedOn)
        report.assertPassed("contrast/increased", "ok")
        XCTAssertEqual(try XCTUnwrap(report.assertFinding("contrast/increased", "weak", .warning)).required, 4.5)
    }

    func testWCAGProfileHasNoIncreasedContrastRule() {
        let report = LintHarness.lintComponents("""
            - {id: title, role: text, foreground: "#595959", background: "#F2F2F2", font: {size: 17}}
            """, with: LintHarness.builtIn { $0.profile = .wcagAA })
        report.assertNotEvaluated("contrast/increased", "title")
    }

    // MARK: Non-text (WCAG 1.4.11)

    func testNonTextContrastOfBordersAndIcons() throws {
        let report = LintHarness.lintComponents("""
            - {id: ok-field, role: textField, frame: {width: 200, height: 44}, border: {color: "#767676", width: 1}}
            - {id: faint-field, role: textField, frame: {width: 200, height: 44}, border: {color: "#D1D1D6", width: 1}}
            - {id: faint-icon, role: icon, foreground: "#C7C7CC", frame: {width: 24, height: 24}}
            """, canvas: "#FFFFFF", with: LintHarness.builtIn { $0.profile = .wcagAA })
        report.assertPassed("contrast/non-text", "ok-field")
        let border = try XCTUnwrap(report.assertFinding("contrast/non-text", "faint-field", .error))
        XCTAssertEqual(try XCTUnwrap(border.measured), IndependentWCAG.ratio("#D1D1D6", "#FFFFFF"), accuracy: 1e-4)
        XCTAssertEqual(border.required, 3)
        XCTAssertTrue(border.message.contains("WCAG 1.4.11"), border.message)
        report.assertFinding("contrast/non-text", "faint-icon", .error)
    }

    func testNonTextNeedsThreeToOneInIncreasedContrastContextsToo() {
        // docs/rules.md, contrast/non-text: "3 : 1 in every context, increased-contrast ones
        // included" (WCAG 1.4.11 against the parent's background).
        // #8E8E93 on white is 3.26:1: it passes 3:1 in every context (4.5:1 with Increase
        // Contrast is only the opt-in contrast/increased goal, which checks text only).
        let ratio = IndependentWCAG.ratio("#8E8E93", "#FFFFFF")
        XCTAssertTrue((3..<4.5).contains(ratio))
        let report = LintHarness.lintComponents("""
            - {id: field, role: textField, frame: {width: 200, height: 44}, border: {color: "#8E8E93", width: 1}}
            """, canvas: "#FFFFFF")
        report.assertPassed("contrast/non-text", "field")
    }
}
