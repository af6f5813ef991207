// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Every `target/size` error that judging a control by its one SF Symbol label adds on the seven
/// public apps linted whole (`tokenlint lint APP --format json --no-cache` before and after; no
/// other finding moved): Element X, Ice Cubes, Mlem, Damus and Nos, whose censuses the rules were
/// tuned on, and Swiftfin (MPL-2.0) and isowords (its own LICENSE.md), held out. Each was read in
/// its file with the views around it: the container it is a row of, where its type or member is
/// used (a toolbar, a `Form`), the font set around it and any padding inside its label, and judged
/// against Apple's HIG ("give every interactive element a hit target of at least 44x44 pt"):
/// a symbol drawn at a text size has the text's height, about 20 to 28 pt here, and padding or a
/// frame written outside a `Button`'s label adds no area a tap reaches it by (Damus d667a9d8
/// moved a hit area's frame and content shape into the label for that reason).
///
/// As first produced there were eight more, all wrong and all told apart since (docs/swiftui.md,
/// "frame and padding"): two view members shown in a `.toolbar` (Element X's inspector menu, Ice
/// Cubes' add-account button) and a button in a `ToolbarItem` (Ice Cubes' send button), which the
/// bar sizes; four default-style buttons in `Form` rows, where the row is the button (Ice Cubes'
/// account delete, two filter keywords' buttons, a tag editor's add button); isowords' menu
/// button, padded inside its label by the app's own `.adaptivePadding()`.
final class SymbolTargetJudgmentsTests: XCTestCase {
    typealias Judged = SampleJudgmentsTests.Judged

    static let hig = "HIG Accessibility: a hit target of at least 44x44 pt"
    static func small(_ what: String) -> String { "\(hig); \(what)" }

    /// On the five apps of the censuses (the tuning apps).
    static let tuning: [Judged] = [
        Judged(finding: "ice AutoCompleteView.swift:71 target/size", right: true,
               why: small("the editor's expand-suggestions chevron, a body symbol with 8 pt of trailing padding in a 40 pt bar: about 20 pt tall")),
        Judged(finding: "ice EditTagGroupView.swift:215 target/size", right: true,
               why: small("a tag's delete button, a body `trash` symbol in a plain style inside a Form row: plain keeps the target to the symbol, about 20 pt")),
        Judged(finding: "ice EditTagGroupView.swift:319 target/size", right: true,
               why: small("the symbol suggestions, plain buttons of one body symbol each in a horizontal stack: each about 20 pt")),
        Judged(finding: "ice MediaView.swift:285 target/size", right: true,
               why: small("the remove-media cross on a thumbnail, a caption2 `xmark` padded by 8 pt inside the label: about 29 pt across")),
        Judged(finding: "ice PollView.swift:64 target/size", right: true,
               why: small("the add-option button beside a poll option's field, a body `plus.circle.fill`: about 20 pt")),
        Judged(finding: "ice PollView.swift:70 target/size", right: true,
               why: small("the remove-option button beside a poll option's field, a body `minus.circle.fill`: about 20 pt")),
        Judged(finding: "ice StatusRowActionsView.swift:213 target/size", right: true,
               why: small("a post's \"…\" menu, `Label(\"\", systemImage: \"ellipsis\")` (the symbol alone) with 6 pt of padding above and below inside the label, borderless in the timeline row: about 34 pt tall")),
        Judged(finding: "mlem AdvancedSortView+SortButton.swift:73 target/size", right: true,
               why: small("the sort explanation's question mark, a body symbol button inside a sort row's button: the row's other part selects the sort and closes the sheet, so a near miss changes the sort")),
        Judged(finding: "nos InlineTipViewStyle.swift:18 target/size", right: true,
               why: small("the tip's close cross, a 20 pt bold `xmark` with no frame or padding: about 20 pt")),
        Judged(finding: "nos PointDownEmojiTipViewStyle.swift:21 target/size", right: true,
               why: small("the same close cross in the second tip style")),
        Judged(finding: "nos ProfileEditView.swift:179 target/size", right: true,
               why: small("the remove-username button, a body `minus.circle.fill` in the app's own form field (a ScrollView, not a Form): about 20 pt")),
        Judged(finding: "nos ProfileEditView.swift:228 target/size", right: true,
               why: small("the same remove button in the second username field")),
        Judged(finding: "damus GIFPickerView.swift:76 target/size", right: true,
               why: small("the search field's clear button, a body `xmark.circle.fill`: about 20 pt")),
        Judged(finding: "damus LoginView.swift:308 target/size", right: true,
               why: small("the private-key field's paste button, a body `doc.on.clipboard`")),
        Judged(finding: "damus LoginView.swift:328 target/size", right: true,
               why: small("the private-key field's show/hide button, a body `eye.slash`")),
        Judged(finding: "damus LoginView.swift:402 target/size", right: true,
               why: small("the sign-in QR scan button, a body `qrcode.viewfinder` beside the key field")),
        Judged(finding: "damus NoteContentView.swift:411 target/size", right: true,
               why: small("the copy-media-link button, a 14 pt `doc.on.doc` in a plain style: about 16 pt")),
        Judged(finding: "damus TrustedNetworkButtonTipViewStyle.swift:48 target/size", right: true,
               why: small("the tip's close cross, a body `xmark` in a plain style")),
    ]

    /// On the two held-out apps, never read before this rule change was written.
    static let heldOut: [Judged] = [
        Judged(finding: "swiftfin DownloadTaskContentView.swift:69 target/size", right: true,
               why: small("an iOS view (Swiftfin/, not the tvOS target): the cancel-download button, a body `stop.circle` beside the progress: about 20 pt")),
        Judged(finding: "isowords CalendarView.swift:113 target/size", right: true,
               why: small("the retry button beside \"Couldn't fetch history\", a body `arrow.clockwise`")),
        Judged(finding: "isowords DailyChallengeView.swift:436 target/size", right: true,
               why: small("the reminder bell, a 20 pt `bell.badge.fill` (its ring effect moves it without sizing it): about 22 pt")),
        Judged(finding: "isowords GameOverView.swift:412 target/size", right: true,
               why: small("the game-over close cross, a 24 pt `xmark` (the stack's font; the stack's padding is outside the button): about 24 pt")),
        Judged(finding: "isowords Home.swift:404 target/size", right: true,
               why: small("the how-to-play button, a 24 pt `questionmark.circle` in the home header")),
        Judged(finding: "isowords Home.swift:410 target/size", right: true,
               why: small("the settings button, a 24 pt `gear` in the home header")),
        Judged(finding: "isowords Home.swift:512 target/size", right: true,
               why: small("the cube button, a 24 pt `cube.fill` (a shake effect, no size)")),
        Judged(finding: "isowords NavigationBar.swift:63 target/size", right: true,
               why: small("the custom navigation bar's back arrow, a body `arrow.left`: about 17 pt, where the system's back button gives 44")),
    ]

    /// 18 of 18 right on the tuning apps; 8 of 8 held out (9 as first produced: the one wrong,
    /// isowords' `.adaptivePadding()`, is told apart since).
    func testJudged() {
        XCTAssertEqual(Self.tuning.count, 18)
        XCTAssertTrue(Self.tuning.allSatisfy(\.right))
        XCTAssertEqual(Self.heldOut.count, 8)
        XCTAssertTrue(Self.heldOut.allSatisfy(\.right))
        XCTAssertEqual(Set((Self.tuning + Self.heldOut).map(\.finding)).count, 26)
    }
}
#endif
