// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Home Assistant's accessibility log (Judgments/ha-log.md), a held-out app: every commit the grep
/// matched was classified by hand, and each problem of an `in scope` commit is here as a snippet of
/// its own (none of the app's code) that shows the same problem and fix. The real files were linted
/// as the whole app tree at the commit before and the fix commit; the snippets, written into a view
/// and linted with the CLI, give the same verdicts: none found, both colours known only at run time.
extension FixCommitCasesTests {
    static let homeAssistantLog: [FixCase] = [
        FixCase(commit: "home-assistant/iOS 4b0b12abf (watchOS complication: in the accented rendering mode the value pill's fill and its text were one colour group, one tint shade; the fill became a widgetAccentable capsule behind the text)", rule: "contrast/text",
                before: "ZStack(alignment: .leading) {\n    Capsule()\n        .fill(tint)\n        .frame(height: 7)\n    Text(verbatim: value)\n        .font(.body.bold())\n        .foregroundStyle(pillTextColor)\n        .lineLimit(1)\n        .minimumScaleFactor(0.5)\n        .frame(width: 34, height: 22)\n        .background(tint)\n        .clipShape(.capsule)\n}",
                after: "ZStack(alignment: .leading) {\n    Capsule()\n        .fill(tint)\n        .frame(height: 7)\n    ZStack {\n        Capsule()\n            .fill(tint)\n            .widgetAccentable()\n        Text(verbatim: value)\n            .font(.body.bold())\n            .foregroundStyle(pillTextColor)\n            .lineLimit(1)\n            .minimumScaleFactor(0.5)\n    }\n    .frame(width: 34, height: 22)\n}",
                fixedLine: 11, reported: false,
                why: "the pill and its text are the complication's runtime tint and a luminance choice made at run time, and no rule models WidgetKit's rendering modes (which colour group a view is drawn in); nothing before or after (the real file: RectangularProgressView.swift, the same)"),
        FixCase(commit: "home-assistant/iOS f645ff193 (watchOS row: the text read its custom colour from the item, usually none, so white, while the row's background was the user's colour from the item's info; both read from the info after)", rule: "contrast/text",
                before: "Button { run() } label: {\n    Text(info.name)\n        .font(.footnote.bold())\n        .foregroundStyle(item.textHex.map { Color(hex: $0) } ?? .white)\n        .lineLimit(3)\n}\n.listRowBackground(info.backgroundHex.map { Color(hex: $0) } ?? .gray.opacity(0.3))",
                after: "Button { run() } label: {\n    Text(info.name)\n        .font(.body.bold())\n        .foregroundStyle(info.textHex.map { Color(hex: $0) } ?? .white)\n        .lineLimit(3)\n}\n.listRowBackground(info.backgroundHex.map { Color(hex: $0) } ?? .gray.opacity(0.3))",
                fixedLine: 4, reported: false,
                why: "both colours are the user's, set at run time; nothing before or after (the real file: WatchMagicViewRow.swift, the same). The commit's other hunk, footnote to body, is no rule's: both styles scale and watchOS's footnote is above the 12 pt minimum"),
    ]

    func testHomeAssistantLog() {
        let tally = Self.judge(Self.homeAssistantLog)
        XCTAssertEqual(tally.found, 0)
        XCTAssertEqual(Self.homeAssistantLog.count, 2)
        XCTAssertEqual(tally.decidable, 2)
    }
}
#endif
