// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// openHAB's accessibility log (Judgments/openhab-log.md), a held-out app: the twelve commits the
/// grep matched were classified by hand and none is a fix a rule is about. Seven are not fixes (the
/// word in another sense, features, one empty commit); five are real fixes in UIKit and storyboards
/// from before the app had any SwiftUI (Dynamic Type, VoiceOver labels, dark-mode label colours),
/// which the tool does not read. The list is empty on purpose and the test pins it, so a case
/// judged in scope later is added here and counted.
extension FixCommitCasesTests {
    static let openHABLog: [FixCase] = []

    /// Beyond the grep (Judgments/openhab-log.md, "beyond the grep"): SwiftUI-era commits found by a
    /// skim of subjects and a search of Swift diffs for accessibility modifiers, kept apart so the
    /// grep figure compares with the other apps' logs. The snippet is written here (none of the
    /// app's code) and gives the real file's verdict.
    static let openHABSkim: [FixCase] = [
        FixCase(commit: "openhab-ios 8df4ec93 (a selection list's rows, an HStack with a checkmark made tappable with contentShape and onTapGesture, became one element with the button trait)", rule: "semantics/tap-gesture",
                before: "List(modes, id: \\.self) { mode in\n    HStack {\n        Text(mode)\n        Spacer()\n        if mode == current {\n            Image(systemName: \"checkmark\")\n        }\n    }\n    .contentShape(Rectangle())\n    .onTapGesture {\n        choose(mode)\n    }\n}",
                after: "List(modes, id: \\.self) { mode in\n    HStack {\n        Text(mode)\n        Spacer()\n        if mode == current {\n            Image(systemName: \"checkmark\")\n        }\n    }\n    .contentShape(.interaction, Rectangle())\n    .onTapGesture {\n        choose(mode)\n    }\n    .accessibilityElement(children: .combine)\n    .accessibilityAddTraits(.isButton)\n}",
                fixedLine: 12, reported: true),
    ]

    func testOpenHABLog() {
        let tally = Self.judge(Self.openHABLog)
        XCTAssertEqual(tally.found, 0)
        XCTAssertEqual(Self.openHABLog.count, 0)
        XCTAssertEqual(tally.decidable, 0)
    }

    func testOpenHABSkim() {
        let tally = Self.judge(Self.openHABSkim)
        XCTAssertEqual(tally.found, 1)
        XCTAssertEqual(Self.openHABSkim.count, 1)
        XCTAssertEqual(tally.decidable, 1)
    }
}
#endif
