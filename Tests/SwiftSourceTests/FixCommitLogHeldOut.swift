// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// The held-out apps' accessibility logs (Judgments/heldout-log.md: Swiftfin, MPL-2.0, and
/// isowords), judged by hand and never used to tune a rule: each problem of an `in scope` commit
/// is here as a snippet of its own (none of the apps' code) that shows the same problem and fix
/// and gets the verdict the real files got: one found (isowords's offset transition given a
/// fade when animation is reduced), three missed.
extension FixCommitCasesTests {
    /// An image view like Swiftfin's: a remote image, or whatever failure view its caller gives.
    static let remoteImageView = "import SwiftUI\nstruct RemoteImage: View {\n    let url: URL?\n    var failure: () -> any View = { EmptyView() }\n"
        + "    var body: some View {\n        if let url {\n            LazyImage(url: url)\n        } else {\n            failure()\n                .eraseToAnyView()\n        }\n    }\n}"

    static let heldOutLog: [FixCase] = [
        FixCase(commit: "swiftfin c5d653901 (the tvOS poster button, a remote image in a ZStack, was given the item's title as its label)", rule: "semantics/image-label",
                before: "Button {\n    select()\n} label: {\n    ZStack {\n        Color.clear\n        RemoteImage(url: posterURL)\n    }\n    .aspectRatio(2 / 3, contentMode: .fit)\n}",
                after: "Button {\n    select()\n} label: {\n    ZStack {\n        Color.clear\n        RemoteImage(url: posterURL)\n    }\n    .aspectRatio(2 / 3, contentMode: .fit)\n}\n.accessibilityLabel(title)",
                fixedLine: 6, reported: false,
                why: "the image view draws the remote image or a failure view its caller passes in (a stored closure, which the poster fills with a view that draws a symbol): it is not known as an image with no name, so the label is not judged; the real label is also built by a method",
                project: [remoteImageView]),
        FixCase(commit: "swiftfin 68f143460 (the gearshape.fill settings buttons were labelled \"Settings\")", rule: "semantics/image-label",
                before: "Button {\n    openSettings()\n} label: {\n    Image(systemName: \"gearshape.fill\")\n}",
                after: "Button {\n    openSettings()\n} label: {\n    Image(systemName: \"gearshape.fill\")\n        .accessibilityLabel(\"Settings\")\n}",
                fixedLine: 4, reported: false,
                why: "an SF Symbol is accepted by default (SwiftUI's automatic symbol label; swift.sfSymbolLabels: require reports it, and finds both real buttons, ServerListView:106 and, in a toolbar item, HomeView:129)"),
        FixCase(commit: "isowords 0896db4 (the game footer's offset transition became a fade when the app's reduce-animation setting is on)", rule: "motion/reduced-motion",
                before: "VStack {\n    Spacer()\n    if isGameOver {\n        GameOverFooter()\n            .transition(\n                AnyTransition.offset(y: 50)\n                    .combined(with: .opacity)\n            )\n    }\n}",
                after: "VStack {\n    Spacer()\n    if isGameOver {\n        GameOverFooter()\n            .transition(\n                isAnimationReduced\n                    ? .opacity\n                    : AnyTransition.offset(y: 50)\n                        .combined(with: .opacity)\n            )\n    }\n}",
                fixedLine: 6, reported: true,
                members: "let isAnimationReduced: Bool\nlet isGameOver: Bool"),
        FixCase(commit: "isowords 4cd4c33 (28 pt onboarding text with hard line breaks, in a frame of computed height, was rewrapped and allowed to shrink)", rule: "text/dynamic-type",
                before: "VStack {\n    Spacer()\n    Text(\"Find and submit\\nthe word CUBES.\")\n        .font(.custom(\"Avenir Next\", size: 28))\n        .multilineTextAlignment(.center)\n        .frame(height: stepHeight)\n}",
                after: "VStack {\n    Spacer()\n    Text(\"Find and submit the word CUBES.\")\n        .font(.custom(\"Avenir Next\", size: 28))\n        .multilineTextAlignment(.center)\n        .minimumScaleFactor(0.2)\n        .frame(height: stepHeight)\n}",
                fixedLine: 6, reported: false,
                why: "the frame's height is computed at run time and no lineLimit is written: nothing says the text is clipped; the fix (minimumScaleFactor) shrinks it back, a partial fix",
                members: "let stepHeight: CGFloat"),
    ]

    func testHeldOutLog() {
        let tally = Self.judge(Self.heldOutLog)
        XCTAssertEqual(tally.found, 1)
        XCTAssertEqual(Self.heldOutLog.count, 4)
        XCTAssertEqual(tally.decidable, 4)
    }
}
#endif
