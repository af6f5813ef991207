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

    /// Stable across runs and platforms: FNV-1a 64 of the subject's UTF-8, not `hashValue`
    /// (computed independently with the reference algorithm: offset basis cbf29ce484222325,
    /// prime 100000001b3, over the bytes of "Unknown key #").
    func testTheFingerprintIsTheFNV1aOfTheSubject() {
        XCTAssertEqual(MessageFingerprint.of("Unknown key 42"), "381664a1626e00ff")
    }

    func testNonASCIIPunctuationSeparatesNumbers() {
        XCTAssertEqual(MessageFingerprint.subject(of: "28 × 28 pt, 1–2.11:1, café2, {unclosed 3"), "# × # pt, #–#:#, café#, {unclosed #")
    }
}

