// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Element X's accessibility commits, share B of its log (Judgments/element-x-log-b.md): every
/// commit was classified by hand, and the one a rule is about is here. Its real file was linted
/// at the commit before and the fix commit: not reported either time, as its snippet is not.
extension FixCommitCasesTests {
    static let elementXLogB: [FixCase] = [
        FixCase(commit: "element-x-ios dab23c23e (the home screen's user menu, whose whole label is the avatar, got a label)", rule: "semantics/image-label",
                before: "Menu {\n    Button(\"Settings\") { settings() }\n} label: {\n    avatarView\n}",
                after: "Menu {\n    Button(\"Settings\") { settings() }\n} label: {\n    avatarView\n}\n.accessibilityLabel(\"Main menu\")",
                fixedLine: 5, reported: false,
                why: "the label is the view's own `some View` member (the avatar image), which the reader does not follow into a control's label",
                members: "private var avatarView: some View {\n    Image(uiImage: avatar)\n        .resizable()\n        .clipShape(Circle())\n}\nlet avatar: UIImage"),
    ]

    func testElementXLogB() {
        let tally = Self.judge(Self.elementXLogB)
        XCTAssertEqual(tally.found, 0)
        XCTAssertEqual(Self.elementXLogB.count, 1)
        XCTAssertEqual(tally.decidable, 1)
    }
}
#endif
