import Diagnostics
import SpecLint
import XCTest

/// The structured pictures the rules attach to their findings (`Finding.figures`, drawn by the
/// HTML report): the measured things themselves, so no reporter parses a message.
final class FindingFigureTests: XCTestCase {
    /// #777777 on white is 4.48:1, just under WCAG 1.4.3's 4.5:1 (WebAIM's contrast checker
    /// gives 4.48:1 for this pair). Literal colors are the same in every context: one picture.
    func testContrastFindingCarriesItsTwoColors() throws {
        let report = LintHarness.lintComponents("""
            - {id: caption, role: text, text: Hi, foreground: "#777777", background: "#FFFFFF", font: {size: 12}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("contrast/text", "caption", .error))
        XCTAssertEqual(finding.figures.count, 1, "\(finding.figures)")
        guard case .contrast(let foreground, let background, let ratio, let required)? = finding.figures.first?.kind else {
            return XCTFail("\(finding.figures)")
        }
        XCTAssertEqual(foreground, "#777777")
        XCTAssertEqual(background, "#FFFFFF")
        XCTAssertEqual(ratio, 4.48, accuracy: 0.005)
        XCTAssertEqual(required, 4.5)
    }

    /// Apple HIG: "a hit target [of] at least 44x44 pt" on iOS.
    func testTargetFindingCarriesItsFrame() throws {
        let report = LintHarness.lintComponents("""
            - {id: close, role: button, frame: {width: 30, height: 28}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("target/size", "close", .error))
        XCTAssertEqual(finding.figures.map(\.kind), [.target(width: 30, height: 28, minimum: 44, unit: "pt")])
    }

    /// A bouncy spring over the control budget: the full curve overshoots its target, the
    /// Reduce Motion one (no overshoot: motion/reduced-motion) never does; both start at 0 and end near 1.
    func testMotionFindingCarriesBothCurves() throws {
        let report = LintHarness.lintComponents("""
            - {id: toggle, role: toggle, frame: {width: 51, height: 44}, animation: {duration: 0.8, bounce: 0.3}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("motion/duration", "toggle", .warning))
        guard case .motion(let plot)? = finding.figures.first?.kind else { return XCTFail("\(finding.figures)") }
        XCTAssertEqual(plot.full.count, MotionPlot.sampleCount + 1)
        XCTAssertEqual(plot.full.first ?? -1, 0, accuracy: 1e-9)
        XCTAssertGreaterThan(plot.full.max() ?? 0, 1.01, "bounce 0.3 overshoots")
        XCTAssertEqual(plot.full.last ?? 0, 1, accuracy: 0.02)
        XCTAssertFalse(plot.reduced.isEmpty)
        XCTAssertLessThanOrEqual(plot.reduced.max() ?? 2, 1 + 1e-6, "no bounce under Reduce Motion")
        XCTAssertEqual(plot.reduced.last ?? 0, 1, accuracy: 0.02)
    }

    func testPassingChecksDrawNothing() {
        let report = LintHarness.lintComponents("""
            - {id: ok, role: button, text: Go, foreground: "#000000", background: "#FFFFFF", frame: {width: 60, height: 44}, font: {size: 17}}
            """)
        XCTAssertTrue(report.checks.allSatisfy { $0.finding?.figures.isEmpty ?? true }, report.describe)
    }
}

