// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Aidoku's accessibility log (Judgments/aidoku-log.md), a held-out app: the six commits the grep
/// matched were classified by hand and none is a fix a rule is about (five are features or the word
/// in another sense; the one real fix, a slider knob's shadow, is UIKit code). The list is empty on
/// purpose and the test pins it, so a case judged in scope later is added here and counted.
extension FixCommitCasesTests {
    static let aidokuLog: [FixCase] = []

    func testAidokuLog() {
        let tally = Self.judge(Self.aidokuLog)
        XCTAssertEqual(tally.found, 0)
        XCTAssertEqual(Self.aidokuLog.count, 0)
        XCTAssertEqual(tally.decidable, 0)
    }
}
#endif
