import Diagnostics
import SpecLint
import XCTest

/// The spec format's exception flags (`logo`, `system`, `inline`, `essential`) and
/// `frame.minHeight`, as docs/rules.md applies them. Each test lints a flagged component beside the
/// same component without the flag, so the flag, not the numbers, makes the difference. An exempt
/// component gets no check at all, the way `decorative` and `disabled` do.
final class ExemptionFlagTests: XCTestCase {
    // MARK: logo

    /// WCAG 2.2 Understanding 1.4.3: "Logotypes: Text that is part of a logo or brand name has no
    /// contrast requirement." docs/rules.md: `logo` is exempt from contrast/text and contrast/non-text.
    func testALogoHasNoContrastRequirement() {
        let report = LintHarness.lintComponents("""
            - {id: wordmark, role: text, logo: true, text: acme, foreground: "#9BD3F5", background: "#FFFFFF", font: {size: 40, weight: 800}}
            - {id: headline, role: text, text: acme, foreground: "#9BD3F5", background: "#FFFFFF", font: {size: 40, weight: 800}}
            - id: lockup
              role: container
              logo: true
              background: "#FFFFFF"
              children:
                - {id: lockup-name, role: text, text: acme, foreground: "#9BD3F5", font: {size: 40, weight: 800}}
                - {id: lockup-mark, role: icon, foreground: "#C7C7CC", frame: {width: 24, height: 24}}
            - {id: brand-mark, role: icon, logo: true, foreground: "#C7C7CC", frame: {width: 24, height: 24}}
            - {id: info-icon, role: icon, foreground: "#C7C7CC", frame: {width: 24, height: 24}}
            """, canvas: "#FFFFFF")
        report.assertNotEvaluated("contrast/text", "wordmark")
        report.assertFinding("contrast/text", "headline", .error)
        // Text and marks inside a logo are part of it ("text that is part of a logo").
        report.assertNotEvaluated("contrast/text", "lockup-name")
        report.assertNotEvaluated("contrast/non-text", "lockup-mark")
        report.assertNotEvaluated("contrast/non-text", "brand-mark")
        report.assertFinding("contrast/non-text", "info-icon", .error)
    }

    // MARK: system

    /// WCAG 2.2 Understanding 2.5.8: "User agent control: The size of the target is determined by
    /// the user agent and is not modified by the author." docs/rules.md: `system: true` (an
    /// unmodified platform control) is exempt from target/size and contrast/non-text, and from
    /// nothing else.
    func testAnUnmodifiedSystemControlIsExemptFromTargetSizeAndNonTextContrast() {
        let report = LintHarness.lintComponents("""
            - {id: airplane-toggle, role: toggle, system: true, frame: {width: 51, height: 31}, background: "#E9E9EA"}
            - {id: custom-toggle, role: toggle, frame: {width: 51, height: 31}, background: "#E9E9EA"}
            - {id: date-button, role: button, system: true, text: "Nov 24", frame: {width: 110, height: 34}, foreground: "#AAAAAA", background: "#FFFFFF", font: {size: 17}}
            """, canvas: "#FFFFFF")
        report.assertNotEvaluated("target/size", "airplane-toggle")
        report.assertNotEvaluated("contrast/non-text", "airplane-toggle")
        report.assertFinding("target/size", "custom-toggle", .error)
        report.assertFinding("contrast/non-text", "custom-toggle", .error)
        // The platform sets the control's size and look, not the author's text colors.
        report.assertFinding("contrast/text", "date-button", .error)
    }

    // MARK: inline

    /// WCAG 2.2 Understanding 2.5.8: "Inline: The target is in a sentence or its size is otherwise
    /// constrained by the line-height of non-target text." docs/rules.md: `inline` is exempt from
    /// target/size and text/dynamic-type (its line box wraps with the sentence).
    func testAnInlineLinkIsExemptFromTargetSizeAndDynamicType() {
        let report = LintHarness.lintComponents("""
            - {id: reset-link, role: link, inline: true, frame: {width: 128, height: 18}, font: "{font.textStyle.footnote}"}
            - {id: help-link, role: link, frame: {width: 128, height: 18}, font: "{font.textStyle.footnote}"}
            """)
        report.assertNotEvaluated("target/size", "reset-link")
        report.assertNotEvaluated("text/dynamic-type", "reset-link")
        report.assertFinding("target/size", "help-link", .error)
        report.assertFinding("text/dynamic-type", "help-link", .warning)
    }

    // MARK: essential

    /// WCAG 2.2 SC 2.2.2 asks for a way to pause moving content "unless the movement, blinking,
    /// or scrolling is part of an activity where it is essential". docs/rules.md: `essential: true`
    /// (a loading indicator) is exempt from motion/autoplay.
    func testEssentialMotionNeedsNoPauseControl() {
        let report = LintHarness.lintComponents("""
            - {id: setup-spinner, role: other, essential: true, frame: {width: 20, height: 20}, autoplay: {duration: 30, loops: true, pausable: false}}
            - {id: hero-loop, role: image, frame: {width: 20, height: 20}, autoplay: {duration: 30, loops: true, pausable: false}}
            """)
        report.assertNotEvaluated("motion/autoplay", "setup-spinner")
        report.assertFinding("motion/autoplay", "hero-loop", .error)
    }

    // MARK: frame.minHeight and line boxes

    /// docs/rules.md, text/dynamic-type: "Only heights the spec declares fixed are checked:
    /// `frame.minHeight` grows with its content, and a text component's own frame is its line
    /// box, which wraps and grows unless `lineLimit` is set".
    func testDynamicTypeChecksOnlyFixedHeights() {
        let report = LintHarness.lintComponents("""
            - {id: self-sizing-row, role: listItem, frame: {width: 361, minHeight: 44}, padding: {top: 11, bottom: 11}, font: "{font.textStyle.body}"}
            - {id: fixed-row, role: listItem, frame: {width: 361, height: 44}, padding: {top: 11, bottom: 11}, font: "{font.textStyle.body}"}
            - {id: subtitle, role: text, frame: {width: 361, height: 22}, font: "{font.textStyle.body}"}
            - {id: one-line-subtitle, role: text, frame: {width: 361, height: 22}, font: "{font.textStyle.body}", lineLimit: 1}
            """)
        report.assertNotEvaluated("text/dynamic-type", "self-sizing-row")
        report.assertFinding("text/dynamic-type", "fixed-row", .warning)
        report.assertNotEvaluated("text/dynamic-type", "subtitle")
        report.assertFinding("text/dynamic-type", "one-line-subtitle", .warning)
    }

    /// docs/spec-format.md, Component: `frame: {minHeight: 44}` is "a height that grows with its content": the
    /// frame is at least that tall, so target/size measures it instead of asking for a height.
    /// 44 × 44 pt is the HIG's minimum (docs/rules.md, target/size thresholds).
    func testTargetSizeMeasuresAMinimumHeight() {
        let report = LintHarness.lintComponents("""
            - {id: sign-in, role: button, frame: {width: 361, minHeight: 50}}
            - {id: chip, role: button, frame: {width: 361, minHeight: 30}}
            """)
        report.assertPassed("target/size", "sign-in")
        guard let finding = report.assertFinding("target/size", "chip", .error) else { return }
        XCTAssertEqual(finding.measured, 30)
        XCTAssertEqual(finding.required, 44)
    }
}
