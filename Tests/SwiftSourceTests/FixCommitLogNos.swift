// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Nos's accessibility log (Judgments/nos-log.md): every commit was classified by hand, and each
/// problem of an `in scope` commit is here as a snippet of its own (none of Nos's code) that shows
/// the same problem and fix. The real files were linted at the commit before and the fix commit;
/// the snippets, written into a view and linted with the CLI, give the same verdicts: four found
/// (the secondary text colour on the onboarding subtitles, the lists row made a Button, the
/// options ellipsis given a 44 pt frame, the close symbol's font enlarged), three missed.
extension FixCommitCasesTests {
    static let nosLog: [FixCase] = [
        FixCase(commit: "nos 05d416c5 (secondary text moved from the light colour #A68782 to #967772; here the onboarding subtitles, text with no font written, on the light app background #EAE1E0)", rule: "contrast/text",
                before: "VStack {\n    Text(\"Are you 16 or older?\")\n        .foregroundColor(Color(red: 0.651, green: 0.529, blue: 0.510))\n        .multilineTextAlignment(.center)\n}\n.background(Color(red: 0.918, green: 0.882, blue: 0.878))",
                after: "VStack {\n    Text(\"Are you 16 or older?\")\n        .foregroundColor(Color(red: 0.588, green: 0.467, blue: 0.447))\n        .multilineTextAlignment(.center)\n}\n.background(Color(red: 0.918, green: 0.882, blue: 0.878))",
                fixedLine: 3, reported: true,
                why: "found by the measure: an error before (2.55:1, under 3:1 at any size), a needs-review after (3.15:1, `passes only if the text is large`); but a Text with no font is body, 17 pt, unless a container sets one, and 3.15:1 fails body's 4.5:1: the fix was partial (the real files: OnboardingAgeVerificationView, OnboardingNotOldEnoughView and OnboardingTermsOfServiceView at line 32, the changed line 33, whole app linted)"),
        FixCase(commit: "nos 05d416c5 (the same colour change on the 12 pt \"READ MORE\" caption, drawn on its own light hashtag background #F2E7E5)", rule: "contrast/text",
                before: "Button { expand() } label: {\n    Text(\"READ MORE\")\n        .font(.caption)\n        .foregroundColor(Color(red: 0.651, green: 0.529, blue: 0.510))\n        .padding(4)\n        .background(Color(red: 0.949, green: 0.906, blue: 0.898))\n}",
                after: "Button { expand() } label: {\n    Text(\"READ MORE\")\n        .font(.caption)\n        .foregroundColor(Color(red: 0.588, green: 0.467, blue: 0.447))\n        .padding(4)\n        .background(Color(red: 0.949, green: 0.906, blue: 0.898))\n}",
                fixedLine: 4, reported: false,
                why: "reported before (2.71:1) and after (3.35:1), rightly: the new colour still fails 4.5:1 for 12 pt text, so the fix was partial and the finding after is the app's present CompactNoteView:145 (the real file: CompactNoteView.swift:101 before and after)"),
        FixCase(commit: "nos e9a9db1e (a row of the lists screen opened its list on a tap; it became a Button)", rule: "semantics/tap-gesture",
                before: "HStack {\n    VStack(alignment: .leading) {\n        Text(title)\n        Text(subtitle)\n            .font(.footnote)\n    }\n    Spacer()\n}\n.padding(.vertical, 12)\n.frame(minHeight: 50)\n.onTapGesture { open() }",
                after: "Button { open() } label: {\n    HStack {\n        VStack(alignment: .leading) {\n            Text(title)\n            Text(subtitle)\n                .font(.footnote)\n        }\n        Spacer()\n    }\n    .padding(.vertical, 12)\n    .frame(minHeight: 50)\n}",
                fixedLine: 11, reported: true),
        FixCase(commit: "nos d1f6179d (the note card's ellipsis options button got a 44 x 44 pt minimum frame)", rule: "target/size",
                before: "Button { showOptions() } label: {\n    Image(systemName: \"ellipsis\")\n        .foregroundColor(.secondary)\n}",
                after: "Button { showOptions() } label: {\n    Image(systemName: \"ellipsis\")\n        .foregroundColor(.secondary)\n        .frame(minWidth: 44, minHeight: 44)\n}",
                fixedLine: 2, reported: true),
        FixCase(commit: "nos 0f6ee061 (the image viewer's close symbol went from .title to .largeTitle, a bigger target)", rule: "target/size",
                before: "Button { dismiss() } label: {\n    Image(systemName: \"xmark\")\n        .symbolVariant(.fill.circle)\n        .font(.title)\n}\n.padding()",
                after: "Button { dismiss() } label: {\n    Image(systemName: \"xmark\")\n        .symbolVariant(.fill.circle)\n        .font(.largeTitle)\n}\n.padding()",
                fixedLine: 4, reported: true),
        FixCase(commit: "nos ceafbafa (the Discover category buttons, padded footnote text, got a 44 x 44 pt minimum frame)", rule: "target/size",
                before: "Button { select() } label: {\n    Text(name)\n        .font(.footnote)\n        .padding(.vertical, 4)\n        .padding(.horizontal, 8)\n        .overlay(Capsule().stroke(.secondary))\n        .padding(4)\n}",
                after: "Button { select() } label: {\n    Text(name)\n        .font(.callout)\n        .padding(.vertical, 4)\n        .padding(.horizontal, 8)\n        .overlay(Capsule().stroke(.secondary))\n        .padding(4)\n        .frame(minWidth: 44, minHeight: 44)\n}",
                fixedLine: 3, reported: false,
                why: "the label's size is a text line plus 16 pt of padding, not written (no frame before); the rule cannot size text, so nothing before or after (the real file: the same)"),
        FixCase(commit: "nos 136b430d and 87f4429e (the note editor in a ScrollView shrank to its text, so only its first line took a tap; it was let fill the space)", rule: "target/size",
                before: "ScrollView {\n    TextEditor(text: $text)\n        .fixedSize(horizontal: false, vertical: true)\n        .padding(10)\n}",
                after: "ViewThatFits(in: .vertical) {\n    TextEditor(text: $text)\n        .padding(10)\n    ScrollView {\n        TextEditor(text: $text)\n            .padding(10)\n    }\n}",
                fixedLine: 1, reported: false,
                why: "the editor's size is its content's, unknown, and the fix is which container it sits in (a ScrollView or ViewThatFits), not a frame; nothing before or after (the real files: the same)"),
    ]

    func testNosLog() {
        let tally = Self.judge(Self.nosLog)
        XCTAssertEqual(tally.found, 4)
        XCTAssertEqual(Self.nosLog.count, 7)
        XCTAssertEqual(tally.decidable, 7)
    }
}
#endif
