// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Zashi's accessibility log (Judgments/zashi-log.md): every commit was classified by hand, and each
/// problem of an `in scope` commit is here as a snippet of its own (none of Zashi's code) that shows
/// the same problem and fix. The real files were linted, as the whole app, at the commit before and
/// the fix commit; the snippets, written into a view and linted with the CLI, give the same
/// verdicts: none found, two missed (both a fixed height around scaling text, not on it).
extension FixCommitCasesTests {
    static let zashiLog: [FixCase] = [
        FixCase(commit: "zashi a9dfadbc (the backup preamble's button, body text of 30 characters, had a fixed 60 pt height; it was let grow from a 64 pt minimum)", rule: "text/dynamic-type",
                before: "VStack {\n    Spacer()\n    Button { next() } label: {\n        Text(\"By understanding and preparing\")\n    }\n    .frame(width: nil, height: 60)\n    .fixedSize(horizontal: false, vertical: true)\n}\n.padding()",
                after: "VStack {\n    Spacer()\n    Button { next() } label: {\n        Text(\"By understanding and preparing\")\n    }\n    .frame(minWidth: 0, maxWidth: .infinity, minHeight: 64, maxHeight: .infinity, alignment: .center)\n    .fixedSize(horizontal: false, vertical: true)\n}\n.padding()",
                fixedLine: 6, reported: false,
                why: "the fixed height is the Button's, around its Text: text/dynamic-type reads only a Text's own `.frame(height:)`, and with no lineLimit the two lines the label wraps to at large sizes depend on its width; nothing before or after (the real file: RecoveryPhraseTestPreambleView.swift, the same; after, target/size reads `minWidth: 0` as the width and reports 0 x 64 pt, wrongly, in the snippet too)"),
        FixCase(commit: "zashi 1cf49e7b (at large text sizes the onboarding's text ran under its footer buttons, both in one ZStack; the screen became a VStack with the footer below the content)", rule: "text/dynamic-type",
                before: "ZStack {\n    VStack {\n        Image(\"onboarding\")\n            .resizable()\n            .scaledToFit()\n        Text(title)\n            .font(.custom(\"Rubik-Medium\", size: 33, relativeTo: .callout))\n        Text(message)\n            .padding(.horizontal, 20)\n    }\n    VStack {\n        Spacer()\n        Button(\"Next\") { next() }\n            .frame(height: 60)\n            .padding(.horizontal, 28)\n    }\n}",
                after: "VStack {\n    VStack {\n        Image(\"onboarding\")\n            .resizable()\n            .scaledToFit()\n        Text(title)\n            .font(.custom(\"Rubik-Medium\", size: 33, relativeTo: .callout))\n        Text(message)\n            .padding(.horizontal, 20)\n    }\n    Spacer()\n    Button(\"Next\") { next() }\n        .frame(height: 60)\n        .padding(.horizontal, 28)\n}",
                fixedLine: 1, reported: false,
                why: "text covered by a ZStack sibling is not a fixed height the rule reads, and the 60 pt buttons' height is around their text; the commit also added `.minimumScaleFactor(0.1)`, shrinking text, which no rule reads; nothing before or after (the real files: OnboardingFlowView, OnboardingContentView and OnboardingFooterView, the same)"),
    ]

    func testZashiLog() {
        let tally = Self.judge(Self.zashiLog)
        XCTAssertEqual(tally.found, 0)
        XCTAssertEqual(Self.zashiLog.count, 2)
        XCTAssertEqual(tally.decidable, 2)
    }
}
#endif
