// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Every error and warning `tokenlint lint` gives on Aidoku, a public app no rule was tuned on and
/// no census had read (issue 25's out-of-sample figure), each judged by hand as
/// `HeldOutCensusTests` judged Swiftfin and isowords: read in its file with the views around it
/// (the call sites of its view type, the list row or bar it sits in, the background under it)
/// and judged for a user of VoiceOver, large text, low vision or Reduce Motion against the source
/// its rule cites; contrast ratios recomputed with the WCAG formula. Needs-review findings (2)
/// were not judged. No app code is copied here: only the tool's own finding list.
///
/// **Aidoku**, a manga reader (github.com/Aidoku/Aidoku at eb812a56, GPL-3.0): 461 files with
/// their asset catalogs; `lint aidoku --format json --no-cache` with main's binary at 15a60bf:
/// 43 errors, 3 warnings. The seeded sample the brief asks for,
///
///     errors = [f for f in findings if f["severity"] == "error" and f["rule"] != "input/unreadable"]
///     random.seed(40); sample = random.sample(errors, min(45, len(errors)))
///
/// is all 43 errors (fewer than 45), listed here in the sample's drawn order.
///
/// Platforms: every finding is in `iOS/`, the iOS app target (SDK iphoneos, iPhone and iPad);
/// the separate `macOS/` target has no finding, so all are judged for iOS touch users.
/// Appearance: the app follows the system's by default (`General.useSystemAppearance` defaults to
/// true; the user may force light or dark), so light and dark both reach users; the accent is the
/// asset catalog's `AccentColor`, systemPink, and the window's tint `.systemPink`.
/// Reduce Motion: Aidoku never reads it (no `accessibilityReduceMotion`, no
/// `UIAccessibility.isReduceMotionEnabled`, no root `.transaction`), so the motion warning is
/// judged on what it moves.
final class AidokuCensusTests: XCTestCase {
    typealias Judged = SampleJudgmentsTests.Judged

    static let fixedRow = "WCAG 1.4.4 and HIG Typography: the source list row's name and language line are fixed at 16 pt (`.font(.system(size: 16))` on their stack), so they do not grow with the user's text size in Browse, the source lists and the search"
    static let insightsSize = "WCAG 1.4.4: on the reading Insights screen"
    static let smallSymbol = "HIG 44 × 44 pt: a bare SF Symbol at body size (about 22 × 24 pt), with no frame or padding on the button"
    static let actionButton = "HIG 44 × 44 pt: the manga page's action buttons (MangaActionButtonStyle) are framed at 40 × 32 pt, the whole hit area, beside each other with 8 pt between"
    static let trackerSize = "WCAG 1.4.4: in the tracker sheet (TrackerListView, shown by the manga page's tracking button), each tracker setting"

    /// All 43 errors, in the order `random.seed(40)` drew them.
    static let errors: [Judged] = [
        Judged(finding: "aidoku InsightsView.swift:121 contrast/text", right: true,
               why: "WCAG 1.4.3: the \"Stats\" section heading is 15 pt semibold (not bold: 4.5:1 applies) in `.secondary` on the screen's systemGroupedBackground: secondaryLabel (#3C3C43 at 60 %) over #F2F2F7 recomputes to 3.30:1 in light"),
        Judged(finding: "aidoku FilterListSheetView.swift:470 target/size", right: true,
               why: smallSymbol + "; the filter sheet's search toggle (magnifyingglass or xmark) beside the section title"),
        Judged(finding: "aidoku StatsGridView.swift:180 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2 and 2.1.1: each stats square expands on a tap to show this month's and this year's figures, reached only by that tap; the square is not announced as a button or given an action"),
        Judged(finding: "aidoku GetButton.swift:41 text/fixed-size", right: true,
               why: "WCAG 1.4.4: the \"Get\" button's label (sources, dictionaries, upscaling models) is fixed at 15 pt bold"),
        Judged(finding: "aidoku MangaDetailsHeaderView.swift:348 target/size", right: true, why: actionButton + " (the tracking button)"),
        Judged(finding: "aidoku CategoriesView.swift:32 target/size", right: true,
               why: smallSymbol + " (`scaleEffect(1.2)` enlarges only the drawing, not the hit area); each category row's rename button, `.borderless` in an editing List, so the row does not take the tap"),
        Judged(finding: "aidoku MangaDetailsHeaderView.swift:197 text/fixed-size", right: true,
               why: "WCAG 1.4.4: the manga page's Read / Continue button label is fixed at 14 pt medium"),
        Judged(finding: "aidoku PopupView.swift:261 target/size", right: true,
               why: smallSymbol + "; the dictionary popup's forward chevron (the 8 pt of padding is on the bar, not the buttons, which sit 24 pt apart)"),
        Judged(finding: "aidoku DictionaryListView.swift:423 target/size", right: true,
               why: smallSymbol + "; the recommended dictionary row's homepage (safari) button, `.borderless` beside the row's Get button"),
        Judged(finding: "aidoku MangaDetailsHeaderView.swift:512 contrast/text", right: true,
               why: "WCAG 1.4.3: the manga's genre tags are 13 pt footnote in `.secondary` on tertiarySystemFill (#767680 at 12 %) over the white page: recomputed 3.25:1 in light, under 4.5:1"),
        Judged(finding: "aidoku InsightsView.swift:69 text/fixed-size", right: true,
               why: insightsSize + ", the longest streak's number is fixed at 38 pt bold, under the project's line for large fixed text (body at accessibility5, 53 pt)"),
        Judged(finding: "aidoku ExternalSourceTableCell.swift:59 text/fixed-size", right: true, why: fixedRow + " (the installable source row)"),
        Judged(finding: "aidoku MangaDetailsHeaderView.swift:358 target/size", right: true, why: actionButton + " (the web page button)"),
        Judged(finding: "aidoku StatsGridView.swift:145 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2 and 2.1.1: the monthly chart's card expands on a tap to show the year selector, reached only by that tap; the card is not announced as a button"),
        Judged(finding: "aidoku InsightsView.swift:26 contrast/text", right: true,
               why: "WCAG 1.4.3: the \"Streaks\" section heading, as line 121: 15 pt semibold secondaryLabel on systemGroupedBackground, 3.30:1 in light"),
        Judged(finding: "aidoku SourceTableCell.swift:33 text/fixed-size", right: true,
               why: "WCAG 1.4.4: the installed source row's \"17+\" / \"18+\" content rating tag is fixed at 10 pt; it tells the user the source holds adult content"),
        Judged(finding: "aidoku StatsGridView.swift:111 text/fixed-size", right: true,
               why: insightsSize + ", the chart's unit (\"chapters\") is fixed at 17 pt semibold"),
        Judged(finding: "aidoku DictionaryListView.swift:174 target/size", right: true,
               why: "HIG 44 × 44 pt: the dictionary info card's dismiss button is an `xmark` at 14 pt bold in a circle of 6 pt padding, about 28 pt across"),
        Judged(finding: "aidoku ClearFieldButton.swift:17 target/size", right: true,
               why: smallSymbol + "; the app's clear button inside its search and name fields (`xmark.circle.fill`)"),
        Judged(finding: "aidoku FilterGroupsView.swift:43 target/size", right: true,
               why: smallSymbol + " (`scaleEffect(1.2)` enlarges only the drawing); each filter group row's edit button, as CategoriesView:32"),
        Judged(finding: "aidoku StatsGridView.swift:288 text/fixed-size", right: true,
               why: insightsSize + ", each stats square's subtitle is fixed at 14 pt (18 pt when expanded)"),
        Judged(finding: "aidoku MangaDetailsHeaderView.swift:310 target/size", right: true, why: actionButton + " (the library bookmark button)"),
        Judged(finding: "aidoku InsightsView.swift:41 text/fixed-size", right: true,
               why: insightsSize + ", the current streak's number is fixed at 38 pt bold, under 53 pt"),
        Judged(finding: "aidoku SourceTableCell.swift:48 text/fixed-size", right: true, why: fixedRow + " (the installed source row)"),
        Judged(finding: "aidoku ChapterListHeaderView.swift:206 target/size", right: true,
               why: "HIG 44 × 44 pt: the chapter list's sort-and-filter Menu is a bare `line.3.horizontal.decrease` at 21 pt, about 29 pt tall, no frame"),
        Judged(finding: "aidoku LocalFileImportView.swift:489 semantics/image-label", right: false,
               why: "not nameless: the cover-picker button's label is a ZStack of the cover preview and a `pencil.circle.fill` SF Symbol, which SwiftUI names from the symbol (VoiceOver reads it, as \"Edit\" or \"pencil, circle\"); the tool took the unlabelled preview as the button's only image. A weak name for \"choose a cover\", but a name: 4.1.2's failure, a button with none, is not there"),
        Judged(finding: "aidoku StatsGridView.swift:295 text/fixed-size", right: true,
               why: insightsSize + ", an expanded square's \"This month\" caption is fixed at 14 pt"),
        Judged(finding: "aidoku TrackerSettingOptionView.swift:120 text/fixed-size", right: true,
               why: trackerSize + "'s chosen date is fixed at 14 pt"),
        Judged(finding: "aidoku TrackerSettingOptionView.swift:84 text/fixed-size", right: true,
               why: trackerSize + "'s title (Status, Score, Progress …) is fixed at 14 pt"),
        Judged(finding: "aidoku MangaDetailsHeaderView.swift:114 semantics/image-label", right: true,
               why: "WCAG 1.1.1 and 4.1.2: the manga page's cover is a Button (it opens the full-size cover) whose only content is the remote cover image (MangaCoverView, SourceImageView), with no label: VoiceOver reads \"button\" or nothing"),
        Judged(finding: "aidoku InsightsView.swift:122 text/fixed-size", right: true,
               why: insightsSize + ", the \"Stats\" section heading is fixed at 15 pt semibold"),
        Judged(finding: "aidoku HomeScrollerView.swift:154 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2 (iOS 17 and earlier): where the scroller picks a manga (`pressAction`, as migration's search does), the item is a plain view with `onTapGesture`, a workaround for a scrolling bug, not a Button: not announced as a button for those users (iOS 18 gets the Button)"),
        Judged(finding: "aidoku UpscaleModelListView.swift:133 target/size", right: true,
               why: smallSymbol + "; an upscaling model row's `info.circle` button, `.borderless` beside its Get button"),
        Judged(finding: "aidoku InsightsView.swift:38 text/fixed-size", right: true,
               why: insightsSize + ", the \"Current streak\" caption is fixed at 14 pt"),
        Judged(finding: "aidoku InsightsView.swift:27 text/fixed-size", right: true,
               why: insightsSize + ", the \"Streaks\" section heading is fixed at 15 pt semibold"),
        Judged(finding: "aidoku ExternalSourceTableCell.swift:38 text/fixed-size", right: true,
               why: "WCAG 1.4.4: the installable source row's \"17+\" / \"18+\" content rating tag is fixed at 10 pt"),
        Judged(finding: "aidoku ExpandableTextView.swift:120 text/fixed-size", right: true,
               why: "WCAG 1.4.4: the description's \"More\" button is fixed at 12 pt while the description beside it grows"),
        Judged(finding: "aidoku DictionaryListView.swift:201 target/size", right: true,
               why: smallSymbol + "; each dictionary row's `info.circle` button, `.borderless` inside the row's Toggle label"),
        Judged(finding: "aidoku TrackerSettingOptionView.swift:146 text/fixed-size", right: true,
               why: trackerSize + "'s chosen option (a Menu's label, e.g. the reading status) is fixed at 14 pt"),
        Judged(finding: "aidoku PopupView.swift:269 target/size", right: true,
               why: smallSymbol + "; the dictionary popup's close button (`xmark`)"),
        Judged(finding: "aidoku InsightsView.swift:66 text/fixed-size", right: true,
               why: insightsSize + ", the \"Longest streak\" caption is fixed at 14 pt"),
        Judged(finding: "aidoku PopupView.swift:251 target/size", right: true,
               why: smallSymbol + "; the dictionary popup's back chevron"),
        Judged(finding: "aidoku TrackerSettingOptionView.swift:96 text/fixed-size", right: true,
               why: trackerSize + "'s progress count (\"12 / 40\") is fixed at 14 pt"),
    ]

    static let warnings: [Judged] = [
        Judged(finding: "aidoku ExternalSourceTableCell.swift:38 text/min-size", right: true,
               why: "HIG Typography (iOS: 11 pt minimum): the content rating tag (\"17+\" / \"18+\") is 10 pt"),
        Judged(finding: "aidoku SourceTableCell.swift:33 text/min-size", right: true,
               why: "HIG Typography (iOS: 11 pt minimum): the content rating tag is 10 pt, as ExternalSourceTableCell:38"),
        Judged(finding: "aidoku ChapterListHeaderView.swift:84 motion/reduced-motion", right: false,
               why: "the `.transition(.scale)` never plays: its Text (the chapter count) is in no `if` and its `.id` is the literal \"chapters\", so it is never inserted or removed on its own; when the count changes the Text changes in place, and when the whole header is inserted SwiftUI runs the inserted view's transition (the header's default fade), not a nested one"),
    ]

    /// For each wrong finding, what would tell it apart from the right ones. For the lead to
    /// weigh; no rule is changed here.
    static let tellApart: [String: String] = [
        "aidoku LocalFileImportView.swift:489 semantics/image-label":
            "yes: the label holds an `Image(systemName:)` beside the unlabelled image; a symbol image names the button as it does when alone (the rule already passes a button whose only content is a symbol)",
        "aidoku ChapterListHeaderView.swift:84 motion/reduced-motion":
            "yes: the transition is on a view that is neither under an `if`/`switch`/`ForEach` nor given an `.id` that changes (here a string literal), so no insertion or removal can run it",
    ]

    /// The tool's findings copied from its JSON (severity, rule, file name, line), in the JSON's
    /// order: the population judged, not an expectation of verdicts.
    static let population: [(String, String, String, Int)] = [
        ("error", "text/fixed-size", "ExternalSourceTableCell.swift", 38),
        ("warning", "text/min-size", "ExternalSourceTableCell.swift", 38),
        ("error", "text/fixed-size", "ExternalSourceTableCell.swift", 59),
        ("error", "text/fixed-size", "GetButton.swift", 41),
        ("error", "semantics/image-label", "LocalFileImportView.swift", 489),
        ("error", "text/fixed-size", "SourceTableCell.swift", 33),
        ("warning", "text/min-size", "SourceTableCell.swift", 33),
        ("error", "text/fixed-size", "SourceTableCell.swift", 48),
        ("error", "target/size", "ClearFieldButton.swift", 17),
        ("error", "target/size", "PopupView.swift", 251),
        ("error", "target/size", "PopupView.swift", 261),
        ("error", "target/size", "PopupView.swift", 269),
        ("warning", "motion/reduced-motion", "ChapterListHeaderView.swift", 84),
        ("error", "target/size", "ChapterListHeaderView.swift", 206),
        ("error", "text/fixed-size", "ExpandableTextView.swift", 120),
        ("error", "semantics/image-label", "MangaDetailsHeaderView.swift", 114),
        ("error", "text/fixed-size", "MangaDetailsHeaderView.swift", 197),
        ("error", "target/size", "MangaDetailsHeaderView.swift", 310),
        ("error", "target/size", "MangaDetailsHeaderView.swift", 348),
        ("error", "target/size", "MangaDetailsHeaderView.swift", 358),
        ("error", "contrast/text", "MangaDetailsHeaderView.swift", 512),
        ("error", "target/size", "CategoriesView.swift", 32),
        ("error", "target/size", "FilterGroupsView.swift", 43),
        ("error", "target/size", "DictionaryListView.swift", 174),
        ("error", "target/size", "DictionaryListView.swift", 201),
        ("error", "target/size", "DictionaryListView.swift", 423),
        ("error", "contrast/text", "InsightsView.swift", 26),
        ("error", "text/fixed-size", "InsightsView.swift", 27),
        ("error", "text/fixed-size", "InsightsView.swift", 38),
        ("error", "text/fixed-size", "InsightsView.swift", 41),
        ("error", "text/fixed-size", "InsightsView.swift", 66),
        ("error", "text/fixed-size", "InsightsView.swift", 69),
        ("error", "contrast/text", "InsightsView.swift", 121),
        ("error", "text/fixed-size", "InsightsView.swift", 122),
        ("error", "text/fixed-size", "StatsGridView.swift", 111),
        ("error", "semantics/tap-gesture", "StatsGridView.swift", 145),
        ("error", "semantics/tap-gesture", "StatsGridView.swift", 180),
        ("error", "text/fixed-size", "StatsGridView.swift", 288),
        ("error", "text/fixed-size", "StatsGridView.swift", 295),
        ("error", "target/size", "UpscaleModelListView.swift", 133),
        ("error", "target/size", "FilterListSheetView.swift", 470),
        ("error", "semantics/tap-gesture", "HomeScrollerView.swift", 154),
        ("error", "text/fixed-size", "TrackerSettingOptionView.swift", 84),
        ("error", "text/fixed-size", "TrackerSettingOptionView.swift", 96),
        ("error", "text/fixed-size", "TrackerSettingOptionView.swift", 120),
        ("error", "text/fixed-size", "TrackerSettingOptionView.swift", 146),
    ]

    static let all = errors + warnings

    func testThePopulationIsComplete() {
        XCTAssertEqual(Self.errors.count, 43)
        XCTAssertEqual(Self.warnings.count, 3)
        let findings = Self.all.map(\.finding)
        XCTAssertEqual(Set(findings).count, findings.count, "each finding once")
        XCTAssertTrue(Self.all.allSatisfy { !$0.fixed && !$0.lost }, "an out-of-sample census records the tool as found")
    }

    /// The judged findings are exactly the tool's, per severity.
    func testTheJudgedFindingsAreTheTools() {
        func listed(_ severity: String) -> Set<String> {
            Set(Self.population.filter { $0.0 == severity }.map { "aidoku \($0.2):\($0.3) \($0.1)" })
        }
        XCTAssertEqual(Self.population.count, 46)
        XCTAssertTrue(Set(Self.errors.map(\.finding)).isSubset(of: listed("error")))
        XCTAssertEqual(Set(Self.errors.map(\.finding)), listed("error"))
        XCTAssertEqual(Set(Self.warnings.map(\.finding)), listed("warning"))
    }

    /// As found, out of sample: errors right 42 of 43 (98 %), warnings 2 of 3.
    func testCensusPrecision() {
        XCTAssertEqual(Self.errors.filter(\.right).count, 42)
        XCTAssertEqual(Self.warnings.filter(\.right).count, 2)
    }

    /// Wrong by rule: errors 0 of 20 fixed-size, 0 of 15 target/size, 0 of 3 contrast/text, 0 of 3
    /// tap-gesture, 1 of 2 image-label (a symbol beside the image names the button); warnings 0 of
    /// 2 min-size, 1 of 1 reduced-motion (a transition that never runs).
    func testWrongByRule() {
        let errors = Self.errors, warnings = Self.warnings
        XCTAssertTrue(SampleJudgmentsTests.wrong("text/fixed-size", errors) == (0, 20))
        XCTAssertTrue(SampleJudgmentsTests.wrong("target/size", errors) == (0, 15))
        XCTAssertTrue(SampleJudgmentsTests.wrong("contrast/text", errors) == (0, 3))
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/tap-gesture", errors) == (0, 3))
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/image-label", errors) == (1, 2))
        XCTAssertTrue(SampleJudgmentsTests.wrong("text/min-size", warnings) == (0, 2))
        XCTAssertTrue(SampleJudgmentsTests.wrong("motion/reduced-motion", warnings) == (1, 1))
    }

    /// Each wrong finding says what would tell it apart; only wrong ones do.
    func testEveryWrongFindingSaysWhatWouldTellItApart() {
        let wrong = Set(Self.all.filter { !$0.right }.map(\.finding))
        XCTAssertEqual(Set(Self.tellApart.keys), wrong)
    }

    /// No longer reported since the census: the chapter count's `.transition(.scale)`, judged
    /// wrong (a transition on a view always in its stack, its `.id` a literal, never plays).
    static let noLongerReported: Set<String> = ["aidoku ChapterListHeaderView.swift:84 motion/reduced-motion"]

    /// After that: warnings right 2 of 2 still reported.
    func testAfterTheFixes() {
        let still = SampleJudgmentsTests.stillReported(Self.errors, Self.warnings, gone: Self.noLongerReported)
        let warnings = still[1]
        XCTAssertEqual(warnings.count, 2)
        XCTAssertEqual(warnings.filter(\.right).count, 2)
    }
}
#endif
