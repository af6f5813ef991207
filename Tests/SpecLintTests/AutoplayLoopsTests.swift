import Diagnostics
import XCTest

/// motion/autoplay with `loops: unknown` (docs/rules.md, motion/autoplay: "needs review unless
/// it is known to run past 5 s"): an animated GIF may loop or not, and the design does not say.
final class AutoplayLoopsTests: XCTestCase {
    func testMotionThatMayLoopNeedsReviewUnlessItPausesOrIsKnownToRunLong() throws {
        let report = LintHarness.lintComponents("""
            - {id: gif, role: image, frame: {width: 200, height: 200}, autoplay: {loops: unknown, pausable: false}}
            - {id: short-gif, role: image, frame: {width: 200, height: 200}, autoplay: {duration: 3, loops: unknown, pausable: false}}
            - {id: long-gif, role: image, frame: {width: 200, height: 200}, autoplay: {duration: 12, loops: unknown, pausable: false}}
            - {id: pausable-gif, role: image, frame: {width: 200, height: 200}, autoplay: {loops: unknown, pausable: true}}
            - {id: once, role: image, frame: {width: 200, height: 200}, autoplay: {duration: 3, loops: false, pausable: false}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("motion/autoplay", "gif", .needsReview))
        XCTAssertTrue(finding.message.contains("may loop"), finding.message)
        report.assertFinding("motion/autoplay", "short-gif", .needsReview)
        report.assertFinding("motion/autoplay", "long-gif", .error)
        XCTAssertNil(report.finding("motion/autoplay", "pausable-gif"))
        XCTAssertNil(report.finding("motion/autoplay", "once"))
    }
}
