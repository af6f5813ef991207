// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Home Assistant's accessibility log (Judgments/ha-log.md), a held-out app: every commit the grep
/// matched was classified by hand, and each problem of an `in scope` commit is here as a snippet of
/// its own (none of the app's code) that shows the same problem and fix. The real files were linted
/// as the whole app tree at the commit before and the fix commit; the snippets, written into a view
/// and linted with the CLI, give the same verdicts: of the grep's two none found, both colours known
/// only at run time; of the skim's seven, one found.
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

    /// Beyond the grep (Judgments/ha-log.md, "a skim of the subjects"): fixes whose subjects say
    /// "tap" or "readability", kept apart so the grep figure compares with the other apps' logs.
    static let homeAssistantSkim: [FixCase] = [
        FixCase(commit: "home-assistant/iOS c0b463f36 (the loading screen's connection indicator, a symbol button framed 38 x 38 pt, framed 44 x 44 pt)", rule: "target/size",
                before: "Button { showConnectionInfo() } label: {\n    Image(systemName: \"wifi\")\n        .font(.headline)\n        .frame(width: 38, height: 38)\n        .background(.thinMaterial, in: Circle())\n}",
                after: "Button { showConnectionInfo() } label: {\n    Image(systemName: \"wifi\")\n        .font(.headline)\n        .frame(width: 44, height: 44)\n        .background(.thinMaterial, in: Circle())\n}",
                fixedLine: 4, reported: true),
        FixCase(commit: "home-assistant/iOS c0b463f36 (13 hunks in 9 files, one change: a contentShape added after an interactive glass effect, so the whole drawn glass takes the tap)", rule: "target/size",
                before: "Button { select(filter) } label: {\n    Text(filter.name)\n        .font(.subheadline)\n        .padding(.horizontal, 12)\n        .padding(.vertical, 6)\n}\n.buttonStyle(.plain)\n.glassEffect(.regular.interactive(), in: .capsule)",
                after: "Button { select(filter) } label: {\n    Text(filter.name)\n        .font(.subheadline)\n        .padding(.horizontal, 12)\n        .padding(.vertical, 6)\n}\n.buttonStyle(.plain)\n.glassEffect(.regular.interactive(), in: .capsule)\n.contentShape(Capsule())",
                fixedLine: 8, reported: false,
                why: "no rule compares a control's drawn shape with its hit shape; nothing before or after (the real files: the same)"),
        FixCase(commit: "home-assistant/iOS c0b463f36 (the design system's modal icon button, a 16 pt image with 12 pt of padding on iOS 26, got a 44 x 44 pt frame)", rule: "target/size",
                before: "Button { dismiss() } label: {\n    if #available(iOS 26.0, *) {\n        Image(systemName: \"xmark\")\n            .frame(width: 16, height: 16)\n            .padding(12)\n            .glassEffect(.clear.interactive(), in: .circle)\n    } else {\n        Image(systemName: \"xmark\")\n            .frame(width: 16, height: 16)\n    }\n}\n.buttonStyle(.plain)",
                after: "Button { dismiss() } label: {\n    if #available(iOS 26.0, *) {\n        Image(systemName: \"xmark\")\n            .frame(width: 16, height: 16)\n            .padding(12)\n            .frame(width: 44, height: 44)\n            .glassEffect(.clear.interactive(), in: .circle)\n            .contentShape(Circle())\n    } else {\n        Image(systemName: \"xmark\")\n            .frame(width: 16, height: 16)\n    }\n}\n.buttonStyle(.plain)",
                fixedLine: 5, reported: false,
                why: "the padding is inside an if #available branch of the label (in the app, inside its own .modify closure), and a label built in a conditional is not sized; the same image and padding unconditioned is a 40 x 40 pt error (the real file: nothing before or after)"),
        FixCase(commit: "home-assistant/iOS 40a8a8c63 (an onboarding option row, a plain-style button ending in a Spacer on a clear fill, took taps only where it drew; contentShape(Rectangle()) added)", rule: "target/size",
                before: "Button { choose(option) } label: {\n    HStack {\n        Image(systemName: isSelected ? \"largecircle.fill.circle\" : \"circle\")\n        Text(option.title)\n            .font(.caption)\n        Spacer()\n    }\n    .padding(16)\n    .background(RoundedRectangle(cornerRadius: 12).stroke(Color.gray.opacity(0.3)))\n}\n.buttonStyle(.plain)",
                after: "Button { choose(option) } label: {\n    HStack {\n        Image(systemName: isSelected ? \"largecircle.fill.circle\" : \"circle\")\n        Text(option.title)\n            .font(.caption)\n        Spacer()\n    }\n    .padding(16)\n    .contentShape(Rectangle())\n    .background(RoundedRectangle(cornerRadius: 12).stroke(Color.gray.opacity(0.3)))\n}\n.buttonStyle(.plain)",
                fixedLine: 8, reported: false,
                why: "the row's size is its content's, not written, and no rule reads that a plain button's hit area is only its drawn pixels; nothing before or after (the real file: the same)"),
        FixCase(commit: "home-assistant/iOS 35e79179a (onboarding's Continue link had its 55 pt frame and fill outside the link, so only its title took a tap; they moved into the label)", rule: "target/size",
                before: "NavigationLink(\"Continue\") {\n    ScanningView()\n}\n.font(.callout.bold())\n.foregroundStyle(.white)\n.frame(maxWidth: .infinity)\n.frame(height: 55)\n.background(Color(red: 0.0, green: 0.30, blue: 0.60))\n.clipShape(RoundedRectangle(cornerRadius: 12))\n.padding(16)",
                after: "NavigationLink {\n    ScanningView()\n} label: {\n    Text(\"Continue\")\n        .font(.callout.bold())\n        .foregroundStyle(.white)\n        .frame(maxWidth: .infinity)\n        .frame(height: 55)\n        .background(Color(red: 0.0, green: 0.30, blue: 0.60))\n        .clipShape(RoundedRectangle(cornerRadius: 12))\n}\n.padding(16)",
                fixedLine: 1, reported: false,
                why: "the link has no complete size of its own, so only a needs-review before (not counted); nothing after (the real file: a needs-review before and after, its label's width being maxWidth: .infinity)"),
        FixCase(commit: "home-assistant/iOS f7436c8a1 (watchOS home rows: a long press on each row swallowed its button's tap; removed)", rule: "target/size",
                before: "List {\n    ForEach(items) { item in\n        Button { run(item) } label: {\n            Text(item.name)\n        }\n        .onLongPressGesture { startEditing() }\n    }\n}",
                after: "List {\n    ForEach(items) { item in\n        Button { run(item) } label: {\n            Text(item.name)\n        }\n    }\n}",
                fixedLine: 6, reported: false,
                why: "a gesture conflict: no rule decides it",
                decidable: false),
        FixCase(commit: "home-assistant/iOS a7ccc5e53 (the widget extension's AccentColor asset was white, so the system's widget configuration sheet drew its Choose buttons white on light; it became the app's blue)", rule: "contrast/text",
                before: "Form {\n    Section(\"Server\") {\n        Button(\"Choose\") { chooseServer() }\n    }\n}",
                after: "Form {\n    Section(\"Server\") {\n        Button(\"Choose\") { chooseServer() }\n    }\n}",
                fixedLine: 3, reported: false,
                why: "the fix is an asset the build setting ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME gives the system's sheet; no Swift code names it, so the code before and after is the same and no rule pairs the accent with a background (the real tree: nothing near before or after)"),
    ]

    func testHomeAssistantLog() {
        let tally = Self.judge(Self.homeAssistantLog)
        XCTAssertEqual(tally.found, 0)
        XCTAssertEqual(Self.homeAssistantLog.count, 2)
        XCTAssertEqual(tally.decidable, 2)
    }

    func testHomeAssistantSkim() {
        let tally = Self.judge(Self.homeAssistantSkim)
        XCTAssertEqual(tally.found, 1)
        XCTAssertEqual(Self.homeAssistantSkim.count, 7)
        XCTAssertEqual(tally.decidable, 6)
    }
}
#endif
