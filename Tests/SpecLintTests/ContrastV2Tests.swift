import Accessibility
import Diagnostics
import SpecLint
import XCTest

/// The contrast rules' verdicts (docs/rules.md: contrast/text, contrast/increased, contrast/non-text
/// and their thresholds per profile), each expectation beside the text it comes from.
final class ContrastV2Tests: XCTestCase {
    // MARK: Labelled controls need no fill boundary

    func testALabelledFilledButtonNeedsNoFillBoundary() {
        // Understanding 1.4.11, Boundaries: "If a control has visible content (such as text or a
        // sufficiently contrasting icon), which helps users identify the presence of the control,
        // then a border or other indication of the overall boundary of the hit area is not
        // required". #E8DEF8 (a Material tonal fill) on #FEF7FF is far below 3:1, but the label
        // identifies the button, whether it is the button's own text or a text child.
        XCTAssertLessThan(IndependentWCAG.ratio("#E8DEF8", "#FEF7FF"), 3)
        let report = LintHarness.lintComponents("""
            - {id: tonal, role: button, text: Save, foreground: "#1D192B", background: "#E8DEF8", frame: {width: 90, height: 48}, font: {size: 14, weight: 500}}
            - id: row
              role: button
              background: "#E8DEF8"
              frame: {width: 361, height: 48}
              children:
                - {id: row-title, role: text, text: Delete Event, foreground: "#B3261E", font: {size: 17}}
            - id: chevron-button
              role: button
              background: "#E8DEF8"
              frame: {width: 44, height: 44}
              children:
                - {id: chevron, role: icon, foreground: "#1D192B", frame: {width: 14, height: 14}}
            """, canvas: "#FEF7FF")
        for id in ["tonal", "row", "chevron-button"] {
            XCTAssertEqual(report.findings("contrast/non-text").filter { $0.component == id }.map(\.message), [], id)
        }
    }

    func testAnUnlabelledFilledControlIsStillJudgedByItsFill() throws {
        // docs/rules.md, contrast/non-text: "the border or fill of a control with no visible content".
        let report = LintHarness.lintComponents("""
            - {id: swatch, role: button, background: "#E8DEF8", frame: {width: 44, height: 44}}
            """, canvas: "#FEF7FF")
        let finding = try XCTUnwrap(report.assertFinding("contrast/non-text", "swatch", .error))
        XCTAssertEqual(finding.required, 3)
        XCTAssertEqual(try XCTUnwrap(finding.measured), IndependentWCAG.ratio("#E8DEF8", "#FEF7FF"), accuracy: 1e-4)
    }

    // MARK: An icon beside a text that says the same

    func testATabGlyphWithItsTitleIsExempt() {
        // Understanding 1.4.11, Testing Principles: "Identify each graphic on the page that
        // includes information required for understanding the content (i.e., excluding graphics
        // which have visible text for the same information, or are decorative)". #C7C7CC on white
        // is below 3:1; the title beside it says the same.
        XCTAssertLessThan(IndependentWCAG.ratio("#C7C7CC", "#FFFFFF"), 3)
        let report = LintHarness.lintComponents("""
            - id: tab
              role: tab
              frame: {width: 78, height: 49}
              children:
                - {id: tab-glyph, role: icon, foreground: "#C7C7CC", frame: {width: 25, height: 25}}
                - {id: tab-title, role: text, text: Browse, foreground: "#000000", font: {size: 11, weight: 500}}
            - id: toast
              role: banner
              text: Saved to Photos
              foreground: "#000000"
              font: {size: 15}
              frame: {width: 300, height: 52}
              children:
                - {id: toast-glyph, role: icon, foreground: "#C7C7CC", frame: {width: 20, height: 20}}
            """, canvas: "#FFFFFF")
        for id in ["tab-glyph", "toast-glyph"] {
            XCTAssertEqual(report.findings("contrast/non-text").filter { $0.component == id }.map(\.message), [], id)
        }
    }

    func testAnIconWithoutALabelStillNeedsThreeToOne() {
        // The same glyph alone carries the meaning: WCAG 1.4.11 applies.
        let report = LintHarness.lintComponents("""
            - id: toolbar
              role: container
              children:
                - {id: info, role: icon, foreground: "#C7C7CC", frame: {width: 24, height: 24}}
            """, canvas: "#FFFFFF")
        report.assertFinding("contrast/non-text", "info", .error)
    }

    // MARK: Increase Contrast (docs/rules.md, contrast/text)

    func testAFailureThatIncreaseContrastRepairsIsAWarningUnderAppleHIG() throws {
        // docs/rules.md, contrast/text: "Under apple-hig a failure in a standard context whose
        // increased-contrast counterpart passes is a warning, the HIG's fallback (…); it is an
        // error when the increased context fails too" (HIG Accessibility: "ensure it at least provides a
        // higher contrast color scheme when the system setting Increase Contrast is turned on").
        XCTAssertLessThan(IndependentWCAG.ratio("#8E8E93", "#FFFFFF"), 4.5)
        XCTAssertGreaterThan(IndependentWCAG.ratio("#6C6C70", "#FFFFFF"), 4.5)
        let report = LintHarness.lintComponents("""
            - {id: caption, role: text, foreground: "#8E8E93", font: {size: 15}, text: a literal}
            - {id: title, role: text, foreground: "#6C6C70", font: {size: 15}, text: passes}
            """, canvas: "#FFFFFF")
        // A literal cannot change with the setting: it fails with Increase Contrast too.
        let literal = try XCTUnwrap(report.assertFinding("contrast/text", "caption", .error))
        XCTAssertTrue(literal.help?.contains("system or semantic color token") == true, literal.help ?? "no help")
        report.assertPassed("contrast/text", "title")
    }

    func testATokenWithAPassingIncreasedVariantWarnsAndOneWithoutFails() throws {
        // Apple's systemGray is #8E8E93 (3.26:1 on white) and #6C6C70 with Increase Contrast
        // (5.1:1): the HIG's fallback holds, a warning. systemGray2 (#AEAEB2) is #8E8E93 with
        // Increase Contrast, still below 4.5:1: an error. (On systemBackground: in dark both
        // are light grays on black, where systemGray passes.)
        XCTAssertGreaterThan(IndependentWCAG.ratio("#6C6C70", "#FFFFFF"), 4.5)
        let report = LintHarness.lintComponents("""
            - {id: repaired, role: text, text: Browse, foreground: "{color.systemGray}", font: {size: 15}}
            - {id: unrepaired, role: text, text: Radio, foreground: "{color.systemGray2}", font: {size: 15}}
            """, canvas: "{color.systemBackground}")
        let warning = try XCTUnwrap(report.assertFinding("contrast/text", "repaired", .warning))
        // The message's ratio and threshold are the same (standard light) context's.
        XCTAssertEqual(warning.required, 4.5)
        XCTAssertEqual(try XCTUnwrap(warning.measured), IndependentWCAG.ratio("#8E8E93", "#FFFFFF"), accuracy: 0.01)
        XCTAssertTrue(warning.message.contains("below 4.5:1"), warning.message)
        report.assertFinding("contrast/text", "unrepaired", .error)
    }

    func testOtherProfilesJudgeEveryContextAlike() {
        // docs/rules.md, contrast/text: "Other profiles judge every context alike" (any failure is an error).
        let report = LintHarness.lintComponents("""
            - {id: repaired, role: text, text: Browse, foreground: "{color.systemGray}", font: {size: 15}}
            """, canvas: "{color.systemBackground}", with: LintHarness.builtIn { $0.profile = .wcagAA })
        report.assertFinding("contrast/text", "repaired", .error)
    }

    // MARK: Messages and duplicates

    func testANonTextMessageQuotesOneContextsRatioAndThreshold() throws {
        // A message never puts one context's ratio beside another context's threshold: a border
        // that fails 3:1 everywhere is not reported as "… is below 4.5:1 (Apple HIG increased
        // contrast)".
        let ratio = IndependentWCAG.ratio("#D1D1D6", "#FFFFFF")
        let report = LintHarness.lintComponents("""
            - {id: field, role: textField, frame: {width: 200, height: 44}, border: {color: "#D1D1D6", width: 1}}
            """, canvas: "#FFFFFF")
        let finding = try XCTUnwrap(report.assertFinding("contrast/non-text", "field", .error))
        XCTAssertEqual(finding.required, 3)
        XCTAssertTrue(finding.message.contains("is below 3:1 (WCAG 1.4.11)"), finding.message)
        XCTAssertFalse(finding.message.contains("4.5:1"), finding.message)
        XCTAssertEqual(try XCTUnwrap(finding.measured), ratio, accuracy: 1e-4)
    }

    func testOneTextFailureIsReportedOnceByContrastText() throws {
        // docs/rules.md, contrast/text: "A failing text is reported once, here, never also by
        // contrast/increased", even with the opt-in goal turned on.
        let increasedOn = LintHarness.builtIn { $0.rules["contrast/increased"] = RuleSetting(severity: .warning) }
        let report = LintHarness.lintComponents("""
            - {id: hint, role: text, foreground: "#999999", background: "#FFFFFF", font: {size: 17}}
            """, with: increasedOn)
        report.assertFinding("contrast/text", "hint", .error)
        XCTAssertEqual(report.findings("contrast/increased").map(\.message), [])
    }
}

extension ContrastV2Tests {
    func testADarkOnlyFailureSuggestsTheOtherAppearancesValue() throws {
        // The help of a failure in dark appearance only suggests the other appearance's value.
        // #3A3A3C text on systemBackground: 11.4:1 on white (light),
        // 1.6:1 on black (dark).
        XCTAssertGreaterThan(IndependentWCAG.ratio("#3A3A3C", "#FFFFFF"), 4.5)
        XCTAssertLessThan(IndependentWCAG.ratio("#3A3A3C", "#000000"), 4.5)
        let report = LintHarness.lintComponents("""
            - {id: body, role: text, text: Hello, foreground: "#3A3A3C", font: {size: 17}}
            """, canvas: "{color.systemBackground}")
        let finding = try XCTUnwrap(report.assertFinding("contrast/text", "body", .error))
        XCTAssertTrue(finding.help?.contains("only in the dark appearance") == true, finding.help ?? "no help")
        XCTAssertFalse(finding.help?.contains("increased-contrast variant") == true, finding.help ?? "no help")
    }

    func testIconsOverAnUnknownBackdropAreBracketedOverBlackAndWhite() throws {
        // docs/rules.md, contrast/non-text: "Over `backdrop: unknown`, fills, borders and icons are
        // bracketed over black and over white like text: failing over both is an error, over one
        // only needs review with the range". A white glyph
        // on a clear layer over an unknown backdrop reaches 21:1 over black but 1:1 over white.
        let report = LintHarness.lintComponents("""
            - id: overlay
              role: container
              backdrop: unknown
              children:
                - {id: glyph, role: icon, foreground: "#FFFFFF", frame: {width: 24, height: 24}}
            """, canvas: "#FFFFFF")
        let finding = try XCTUnwrap(report.assertFinding("contrast/non-text", "glyph", .needsReview))
        XCTAssertTrue(finding.message.contains("1–21:1 over an unknown backdrop"), finding.message)
        XCTAssertEqual(try XCTUnwrap(finding.measured), 1, accuracy: 1e-4)
        XCTAssertEqual(finding.required, 3)
    }
}
