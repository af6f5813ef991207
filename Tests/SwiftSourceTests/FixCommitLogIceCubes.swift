// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import SpecLint
import XCTest

/// Ice Cubes' accessibility-grep log (Judgments/icecubes-log.md), the commits not already in
/// `cases`: each `in scope` commit as a snippet that shows the same problem and fix.
extension FixCommitCasesTests {
    static let iceCubesLog: [FixCase] = [
        FixCase(commit: "IceCubesApp 7dde0f89 (the editor's accessory bar icons got a 25 x 25 pt frame and a content shape)", rule: "target/size",
                before: "Button { pickPhoto() } label: {\n    Image(systemName: \"photo\")\n}",
                after: "Button { pickPhoto() } label: {\n    Image(systemName: \"photo\")\n        .frame(width: 25, height: 25)\n        .contentShape(Rectangle())\n}",
                fixedLine: 2, reported: false,
                why: "no size is written before (the symbol's size is unknown); the fix's 25 x 25 pt frame is short of 44 x 44, so it is reported after, rightly"),
        FixCase(commit: "IceCubesApp 194e3aea (a post's context menu icon: its frame from 20 x 20 pt to 40 x 40 pt)", rule: "target/size",
                before: "Menu {\n    Button(\"Mute\") { mute() }\n} label: {\n    Image(systemName: \"ellipsis\")\n        .frame(width: 20, height: 20)\n}\n.menuStyle(.borderlessButton)",
                after: "Menu {\n    Button(\"Mute\") { mute() }\n} label: {\n    Image(systemName: \"ellipsis\")\n        .frame(width: 40, height: 40)\n}\n.menuStyle(.borderlessButton)",
                fixedLine: 5, reported: false,
                why: "reported before (20 x 20 pt) and rightly after too: the fix reaches 40 x 40 pt, short of 44 x 44; the finding is on the frame's line, the line the fix changed"),
    ]

    func testIceCubesLog() {
        let tally = Self.judge(Self.iceCubesLog)
        XCTAssertEqual(tally.found, 0)
        XCTAssertEqual(Self.iceCubesLog.count, 2)
    }
}
#endif
