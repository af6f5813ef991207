// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Element X's accessibility commits, share B of its log (Judgments/element-x-log-b.md): every
/// commit was classified by hand, and the one a rule is about is here. Its real file was linted
/// at the commit before and the fix commit: reported before and not after, as its snippet is,
/// but not within 3 lines of the fix, so not counted found.
extension FixCommitCasesTests {
    static let elementXLogB: [FixCase] = [
        FixCase(commit: "element-x-ios dab23c23e (the home screen's user menu, whose whole label is the avatar, got a label)", rule: "semantics/image-label",
                before: "Menu {\n    Button(\"Settings\") { settings() }\n} label: {\n    avatarView\n        .transition(.opacity)\n}\n.alert(\"Sign out\", isPresented: $showingSignOut) {\n    Button(\"Sign out\", role: .destructive, action: signOut)\n} message: {\n    Text(\"You will need to sign in again.\")\n}",
                after: "Menu {\n    Button(\"Settings\") { settings() }\n} label: {\n    avatarView\n        .transition(.opacity)\n}\n.alert(\"Sign out\", isPresented: $showingSignOut) {\n    Button(\"Sign out\", role: .destructive, action: signOut)\n} message: {\n    Text(\"You will need to sign in again.\")\n}\n.accessibilityLabel(\"Main menu\")",
                fixedLine: 12, reported: false,
                why: "reported before and gone after, the real file too, but where the label names the member (line 82 of the real file), and the fix went on the menu below its `.alert` (line 94): further than 3 lines",
                members: "@State private var showingSignOut = false\nprivate var avatarView: some View {\n    Image(uiImage: avatar)\n        .resizable()\n        .clipShape(Circle())\n}\nlet avatar: UIImage"),
    ]

    func testElementXLogB() {
        let tally = Self.judge(Self.elementXLogB)
        XCTAssertEqual(tally.found, 0)
        XCTAssertEqual(Self.elementXLogB.count, 1)
        XCTAssertEqual(tally.decidable, 1)
        // Reported where the label names the member (the snippet's line 4, line 15 of the file
        // below its 7 member lines), and not once the menu is labelled.
        let fix = Self.elementXLogB[0]
        func lines(_ snippet: String) -> [Int] {
            SwiftHarness.lint(swiftView(snippet, members: fix.members)).checks.compactMap(\.finding)
                .filter { $0.rule.rawValue == fix.rule && $0.severity == .error }.compactMap { $0.location?.line }
        }
        XCTAssertEqual(lines(fix.before), [15])
        XCTAssertEqual(lines(fix.after), [])
    }
}
#endif
