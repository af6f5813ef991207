// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Mlem's accessibility log (Judgments/mlem-log.md): every commit was classified by hand, and each
/// problem of an `in scope` commit is here as a snippet of its own (none of Mlem's code) that shows
/// the same problem and fix. The real files were linted at the commit before and the fix commit;
/// the snippets, written into a view and linted with the CLI, give the same verdicts: one found
/// (the save image's named action), six missed.
extension FixCommitCasesTests {
    /// The vote arrows of fe4323ade's second case: a type of its own whose two images act on a tap.
    static let voteArrows = "import SwiftUI\nstruct VoteArrows: View {\n    let score: Int\n    var body: some View {\n        HStack {\n            Image(systemName: \"arrow.up\")\n                .onTapGesture { vote(1) }\n            Text(\"\\(score)\")\n            Image(systemName: \"arrow.down\")\n                .onTapGesture { vote(-1) }\n        }\n    }\n    func vote(_ delta: Int) {}\n}"

    static let mlemLog: [FixCase] = [
        FixCase(commit: "mlem b6b60e287 (collapsing a comment or the post animated with `withAnimation { }`; under Reduce Motion it no longer animates)", rule: "motion/reduced-motion",
                before: "VStack(alignment: .leading) {\n    Text(title)\n    if !collapsed {\n        Text(details)\n    }\n}\n.onTapGesture {\n    withAnimation {\n        collapsed.toggle()\n    }\n}",
                after: "VStack(alignment: .leading) {\n    Text(title)\n    if !collapsed {\n        Text(details)\n    }\n}\n.onTapGesture {\n    withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .default) {\n        collapsed.toggle()\n    }\n}",
                fixedLine: 8, reported: false,
                why: "the collapse runs on `.default` (no bounce) and its content comes and goes with the default fade while the rest moves to close the gap: a layout change, which motion/reduced-motion does not claim; nothing reported before or after (the real files: the same)"),
        FixCase(commit: "mlem 22422af22 (a comment's tap-only up and down votes became one adjustable element for VoiceOver)", rule: "semantics/tap-gesture",
                before: "HStack {\n    Image(systemName: \"arrow.up\")\n        .onTapGesture { vote(1) }\n    Text(\"\\(score)\")\n    Image(systemName: \"arrow.down\")\n        .onTapGesture { vote(-1) }\n        .foregroundStyle(.secondary)\n        .font(.footnote)\n        .padding(.leading, 2)\n        .fixedSize()\n        .frame(height: 20)\n}",
                after: "HStack {\n    Image(systemName: \"arrow.up\")\n        .onTapGesture { vote(1) }\n    Text(\"\\(score)\")\n    Image(systemName: \"arrow.down\")\n        .onTapGesture { vote(-1) }\n        .foregroundStyle(.secondary)\n        .font(.footnote)\n        .padding(.leading, 2)\n        .fixedSize()\n        .frame(height: 20)\n}\n.accessibilityElement(children: .ignore)\n.accessibilityValue(\"\\(score) votes\")\n.accessibilityAdjustableAction { direction in\n    if direction == .increment { vote(1) } else if direction == .decrement { vote(-1) }\n}",
                fixedLine: 12, reported: false,
                why: "reported before on both taps and, since `.accessibilityAdjustableAction` on the element that holds the taps counts as VoiceOver's way to them (swipe up or down on \"N votes\"), not after; but the fix is written below the row (the real file: taps at 81 and 89, the fix from 95), 6 lines from the nearer tap (the snippet keeps that layout), outside the 3-line window"),
        FixCase(commit: "mlem fe4323ade (the post bar's tap-only save image got a named accessibility action)", rule: "semantics/tap-gesture",
                before: "HStack {\n    Text(title)\n    Image(systemName: \"bookmark\")\n        .onTapGesture { save() }\n}",
                after: "HStack {\n    Text(title)\n    Image(systemName: \"bookmark\")\n        .accessibilityAction(named: \"Save\") { save() }\n        .onTapGesture { save() }\n}",
                fixedLine: 4, reported: true),
        FixCase(commit: "mlem fe4323ade (the vote arrows, tap-only views of another type, made reachable by an adjustable action where that type is used)", rule: "semantics/tap-gesture",
                before: "HStack {\n    VoteArrows(score: score)\n    Text(title)\n}",
                after: "HStack {\n    VoteArrows(score: score)\n        .accessibilityElement(children: .ignore)\n        .accessibilityValue(\"\\(score) votes\")\n        .accessibilityAdjustableAction { direction in\n            if direction == .increment { vote(1) } else if direction == .decrement { vote(-1) }\n        }\n    Text(title)\n}",
                fixedLine: 2, reported: false,
                why: "the taps are in the arrows' own type (another file, reported there before and after by the CLI); the adjustable action at the use is neither followed into that type nor counted as VoiceOver's way to the taps; the snippet's own file has no finding either time",
                project: [voteArrows]),
        FixCase(commit: "mlem b28cda1ff (the tap-only \"Show n replies\" row: a full-width frame and a content shape widened its tap area)", rule: "target/size",
                before: "HStack {\n    Image(systemName: \"chevron.down\")\n    Text(\"Show \\(count) replies\")\n}\n.onTapGesture { expand() }",
                after: "HStack {\n    Image(systemName: \"chevron.down\")\n    Text(\"Show \\(count) replies\")\n}\n.frame(maxWidth: .infinity, alignment: .leading)\n.contentShape(.rect)\n.onTapGesture { expand() }",
                fixedLine: 5, reported: false,
                why: "the tap area was the text's own size, which is not written (no frame), so target/size has no size to judge; semantics/tap-gesture reports the row before and after, rightly (it still has no button role)"),
        FixCase(commit: "mlem f86ee0f94 (a Form button's custom style made only its text tappable; the label got a full-width frame and a content shape)", rule: "target/size",
                before: "Form {\n    Button { openWebsite() } label: {\n        Text(\"Website\")\n    }\n    .buttonStyle(.plain)\n}",
                after: "Form {\n    Button { openWebsite() } label: {\n        Text(\"Website\")\n            .frame(maxWidth: .infinity, alignment: .leading)\n            .contentShape(.rect)\n    }\n    .buttonStyle(.plain)\n}",
                fixedLine: 3, reported: false,
                why: "a text label's size is unknown (no frame written); in Mlem the frame went into the app's ButtonStyle's `makeBody`, applied in another file, written here on the label"),
        FixCase(commit: "mlem 8d805e222 (the image viewer's glass buttons dropped their white foreground for Liquid Glass's own label colouring)", rule: "contrast/text",
                before: "Button { share() } label: {\n    Label(\"Share\", systemImage: \"square.and.arrow.up\")\n        .foregroundStyle(.white)\n        .padding()\n}\n.glassEffect(.regular.interactive(), in: .capsule)",
                after: "Button { share() } label: {\n    Label(\"Share\", systemImage: \"square.and.arrow.up\")\n        .padding()\n}\n.glassEffect(.regular.interactive(), in: .capsule)",
                fixedLine: 3, reported: false,
                why: "the text's background is the photo under the glass, which no source reader knows; the glass's own colouring (the fix) adapts to it"),

    ]

    func testMlemLog() {
        let tally = Self.judge(Self.mlemLog)
        XCTAssertEqual(tally.found, 1)
        XCTAssertEqual(Self.mlemLog.count, 7)
        XCTAssertEqual(tally.decidable, 7)
    }
}
#endif
