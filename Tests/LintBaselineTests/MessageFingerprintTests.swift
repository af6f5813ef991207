import LintBaseline
import XCTest

/// What a fingerprint keeps and what it drops (MessageFingerprint's comment gives the reasons).
final class MessageFingerprintTests: XCTestCase {
    func testMeasuredNumbersAreDropped() {
        XCTAssertEqual(MessageFingerprint.subject(of: "Text contrast 3.9:1 is below 4.5:1 (WCAG 1.4.3 AA) for 17 pt regular text"),
                       "Text contrast #:# is below #:# (WCAG # AA) for # pt regular text")
        XCTAssertEqual(MessageFingerprint.of("Touch target 28 × 28 pt (frame) is smaller than 44 × 44 pt"),
                       MessageFingerprint.of("Touch target 30 × 30 pt (frame) is smaller than 44 × 44 pt"))
        XCTAssertEqual(MessageFingerprint.subject(of: "reaches only 1–2.11:1"), "reaches only #–#:#")
    }

    func testNamesAreKept() {
        XCTAssertEqual(MessageFingerprint.subject(of: "Unknown token reference: {color.gray.500} (background)"),
                       "Unknown token reference: {color.gray.500} (background)")
        XCTAssertEqual(MessageFingerprint.subject(of: "background #007AFF is the value of {color.link}"), "background #007AFF is the value of {color.link}")
        XCTAssertEqual(MessageFingerprint.subject(of: "in dynamicType=accessibility1 at h2"), "in dynamicType=accessibility1 at h2")
        XCTAssertNotEqual(MessageFingerprint.of("background #007AFF is the value of {color.link}"),
                          MessageFingerprint.of("background #007AFE is the value of {color.link}"))
    }

    /// Stable across runs and platforms: SHA-256 of the subject's UTF-8, not `hashValue`.
    /// SHA-256("Unknown key #") begins with these digits (computed with `printf 'Unknown key #' | sha256sum`).
    func testTheFingerprintIsTheSHA256OfTheSubject() {
        XCTAssertEqual(MessageFingerprint.of("Unknown key 42"), "18717ce1c0b80cc0")
    }
}

