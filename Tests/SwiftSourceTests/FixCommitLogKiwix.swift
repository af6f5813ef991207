// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Kiwix's accessibility log (Judgments/kiwix-log.md), held out from the rules' tuning: every
/// commit was classified by hand, and each problem of an `in scope` commit is here as a snippet of
/// its own (none of Kiwix's code) that shows the same problem and fix. The real files were linted
/// at the commit before and the fix commit; the snippets, written into a view and linted with the
/// CLI, give the same verdicts: none found, two missed (a borderless button in a Form row, sized
/// by its label; a snippet whose colour is in its run-time attributed string).
extension FixCommitCasesTests {
    static let kiwixLog: [FixCase] = [
        FixCase(commit: "kiwix 52727f58 (the settings Form's donation button, a heart and a line of text, lost its borderless style so the whole row takes a tap)", rule: "target/size",
                before: "Form {\n    Section {\n        Button { donate() } label: {\n            HStack {\n                Image(systemName: \"heart.fill\")\n                    .foregroundStyle(.red)\n                Text(\"Support us\")\n            }\n        }\n        .buttonStyle(.borderless)\n    }\n}",
                after: "Form {\n    Section {\n        Button { donate() } label: {\n            HStack {\n                Image(systemName: \"heart.fill\")\n                    .foregroundStyle(.red)\n                Text(\"Support us\")\n            }\n        }\n    }\n}",
                fixedLine: 10, reported: false,
                why: "a borderless button in a Form row takes taps on its label only, one body line about 22 pt tall; the rule does not size a label with text, nor tell that style from the row's own, which makes the row (44 pt or more) the target: nothing before or after (the real files: the same)"),
        FixCase(commit: "kiwix 58e02a82 (search snippets parsed from HTML kept the importer's black text over the cell's primary colour, dark on dark in dark mode; the string's colour was set to primary)", rule: "contrast/text",
                before: "VStack(alignment: .leading) {\n    Text(title)\n    Text(AttributedString(htmlSnippet))\n        .font(.caption)\n        .lineLimit(4)\n}\n.foregroundColor(.primary)\n.padding(12)\n.background(Color(uiColor: .secondarySystemBackground))",
                after: "VStack(alignment: .leading) {\n    Text(title)\n    Text(AttributedString(htmlSnippet)\n        .settingAttributes(AttributeContainer().foregroundColor(.primary)))\n        .font(.caption)\n        .lineLimit(4)\n}\n.foregroundColor(.primary)\n.padding(12)\n.background(Color(uiColor: .secondarySystemBackground))",
                fixedLine: 3, reported: false,
                why: "the text's colour is in the attributed string made at run time, which overrides the view's; the code's colours (primary on a system background) pass: nothing before or after (the real files: the same)"),
    ]

    func testKiwixLog() {
        let tally = Self.judge(Self.kiwixLog)
        XCTAssertEqual(tally.found, 0)
        XCTAssertEqual(Self.kiwixLog.count, 2)
        XCTAssertEqual(tally.decidable, 2)
    }
}
#endif
