// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Pocket Casts' accessibility log (Judgments/pocketcasts-log.md), out of sample: all 64 commits the
/// grep matched were classified by hand (20 UIKit fixes, 9 SwiftUI fixes no rule is about), and
/// each problem of an `in scope` commit is here as a snippet of its own (none of Pocket Casts'
/// code) that shows the same problem and fix. The real files were linted, as the changed module,
/// at the commit before and the fix commit; the snippets, written into a view and linted with the
/// CLI, give the same verdicts: none found, five missed (colours of a run-time theme, of a
/// podcast's artwork, and a fixed height around text, not on it).
extension FixCommitCasesTests {
    static let pocketCastsLog: [FixCase] = [
        FixCase(commit: "pocket-casts-ios f9dc50feb (the upgrade screen's Yearly/Monthly segmented control: the track behind the white selected segment went from a near-white theme colour to a light grey, for contrast)", rule: "contrast/non-text",
                before: "HStack(spacing: 0) {\n    Button(\"Yearly\") { period = .yearly }\n        .padding(.vertical, 8)\n        .background(theme.primaryUi01)\n    Button(\"Monthly\") { period = .monthly }\n        .padding(.vertical, 8)\n        .foregroundStyle(theme.primaryText02)\n}\n.background(theme.primaryUi03)\n.cornerRadius(24)",
                after: "HStack(spacing: 0) {\n    Button(\"Yearly\") { period = .yearly }\n        .padding(.vertical, 8)\n        .background(theme.primaryUi01)\n    Button(\"Monthly\") { period = .monthly }\n        .padding(.vertical, 8)\n        .foregroundStyle(theme.primaryText02)\n}\n.background(theme.primaryUi05)\n.cornerRadius(24)",
                fixedLine: 9, reported: false,
                why: "the colours are the app's run-time Theme object (per-theme UIColor(hex:) tables), which no rule reads; resolved by hand the white segment on the track goes from 1.04:1 to 1.26:1 (light theme), short of 3:1, so it would be reported after too"),
        FixCase(commit: "pocket-casts-ios 8269749b5 (the Up Next widget's play/pause toggle: a white icon straight over the episode artwork became a black icon on a white circle)", rule: "contrast/non-text",
                before: "ZStack {\n    Image(uiImage: artwork)\n        .resizable()\n        .frame(width: 40, height: 40)\n    Image(\"icon-play\")\n        .foregroundStyle(.white)\n        .opacity(0.95)\n}",
                after: "ZStack {\n    Image(uiImage: artwork)\n        .resizable()\n        .frame(width: 40, height: 40)\n    Circle()\n        .foregroundStyle(.white)\n        .frame(width: 24, height: 24)\n    Image(\"icon-play\")\n        .resizable()\n        .foregroundStyle(.black)\n        .frame(width: 24, height: 24)\n}\n.opacity(0.9)",
                fixedLine: 6, reported: false,
                why: "the backdrop before is the podcast's artwork, a picture decoded at run time: no contrast can be measured against it"),
        FixCase(commit: "pocket-casts-ios c23f58951 (the Plus landing screen's feature cards had a fixed 155 x 180 pt frame around an icon, a title and a description; they were let grow to the tallest card's height)", rule: "text/dynamic-type",
                before: "ZStack {\n    RoundedRectangle(cornerRadius: 12)\n        .fill(Color.gray)\n    VStack(alignment: .leading, spacing: 5) {\n        Image(feature.icon)\n        Text(feature.title)\n            .font(.headline)\n        Text(feature.summary)\n            .font(.subheadline)\n        Spacer()\n    }\n    .padding(.top, 20)\n}\n.frame(width: 155, height: 180)",
                after: "ZStack {\n    RoundedRectangle(cornerRadius: 12)\n        .fill(Color.gray)\n    VStack(alignment: .leading, spacing: 5) {\n        Image(feature.icon)\n        Text(feature.title)\n            .font(.headline)\n        Text(feature.summary)\n            .font(.subheadline)\n        Spacer()\n    }\n    .padding(.top, 20)\n}\n.frame(width: 155)",
                fixedLine: 14, reported: false,
                why: "the fixed height is the card's, around its Texts: text/dynamic-type reads only a Text's own `.frame(height:)`; and at one line per text the card fits, the overflow comes from the description's length (the real file's texts are the app's own label view, capped at xxLarge)"),
        FixCase(commit: "pocket-casts-ios daf58c1ae (the top-categories story's white titles over the top podcast's colours; a fixed purple background set instead)", rule: "contrast/text",
                before: "ZStack {\n    Rectangle()\n        .fill(podcastColor)\n    Text(category)\n        .font(.footnote.weight(.heavy))\n        .foregroundColor(.white)\n}",
                after: "ZStack {\n    Rectangle()\n        .fill(Color(red: 0.455, green: 0.310, blue: 0.616))\n    Text(category)\n        .font(.footnote.weight(.heavy))\n        .foregroundColor(.white)\n}",
                fixedLine: 3, reported: false,
                why: "the colours before are the podcast artwork's, computed at run time: nothing to measure (after, white on #744F9D is 6.3:1; the real file's pillars, white on #FE7E61 at 2.5:1, get their colours as a view's arguments, which the rule does not follow)"),
        FixCase(commit: "pocket-casts-ios daf58c1ae, second hunk (each top-category pillar's rank number in the podcast's dark tint on its tint; white on a fixed orange instead)", rule: "contrast/text",
                before: "ZStack {\n    Image(\"pillar\")\n        .renderingMode(.template)\n        .foregroundColor(podcastTint)\n    Text(rank)\n        .font(.title3.weight(.heavy))\n        .foregroundColor(podcastDarkTint)\n}",
                after: "ZStack {\n    Image(\"pillar\")\n        .renderingMode(.template)\n        .foregroundColor(Color(red: 0.996, green: 0.494, blue: 0.380))\n    Text(rank)\n        .font(.title3.weight(.heavy))\n        .foregroundColor(.white)\n}",
                fixedLine: 7, reported: false,
                why: "both colours before are the podcast artwork's, computed at run time; after, white on #FE7E61 is 2.5:1, under 3:1 even for this large text, but the number is drawn over a template image tinted with the colour, which the rule does not take as its backdrop (the real file hands both colours to the pillar view as arguments): nothing before or after"),
    ]

    func testPocketCastsLog() {
        let tally = Self.judge(Self.pocketCastsLog)
        XCTAssertEqual(tally.found, 0)
        XCTAssertEqual(Self.pocketCastsLog.count, 5)
        XCTAssertEqual(tally.decidable, 5)
    }
}
#endif
