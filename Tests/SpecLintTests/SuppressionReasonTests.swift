import Foundation
@testable import SpecLint
import XCTest

/// suppression/missing-reason's test of a blank reason: Foundation's `CharacterSet.whitespaces`
/// ("Unicode General Category Zs and CHARACTER TABULATION (U+0009)", Apple's documentation),
/// with a byte test for ASCII reasons that must agree with it.
final class SuppressionReasonTests: XCTestCase {
    func testBlankMeansOnlyWhitespacesAsFoundationTrimsThem() {
        let reasons = [
            "", " ", "\t", " \t  ", "a", "  a ", "\n", " \r\n", "\u{0B}", "\u{0C}", "Inline link (WCAG 2.5.8)",
            "\u{00A0}", "\u{2003}", " \u{3000}\t", "\u{200B}", "x\u{00A0}", "é", " é ",
        ]
        for reason in reasons {
            XCTAssertEqual(SuppressionMissingReasonRule.isBlank(reason), reason.trimmingCharacters(in: .whitespaces).isEmpty,
                           reason.debugDescription)
        }
        XCTAssertTrue(SuppressionMissingReasonRule.isBlank(nil))
        XCTAssertTrue(SuppressionMissingReasonRule.isBlank(" \t"))
        XCTAssertFalse(SuppressionMissingReasonRule.isBlank("\n"), "a line feed is not in CharacterSet.whitespaces")
    }
}
