// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Every error and warning `tokenlint lint` gives on Enchanted, a public app no rule was tuned on
/// and no census had read (issue 25's out-of-sample figure), each judged by hand as
/// `AidokuCensusTests` judged Aidoku: read in its file with the views around it (its call sites,
/// the `#if os(...)` around them, the toolbar or sheet it sits in) and judged for a user of
/// VoiceOver, large text, low vision or Reduce Motion against the source its rule cites, on the
/// platform its code is built for. Needs-review findings (8) were not judged. No app code is
/// copied here: only the tool's own finding list.
///
/// **Enchanted**, an LLM chat client for Ollama (github.com/gluonfield/enchanted at 2f82ee2,
/// Apache-2.0): 87 files with their asset catalogs; `lint enchanted --format json --no-cache`
/// with main's binary at 15a60bf: 18 errors, 5 warnings. The seeded sample the brief asks for,
///
///     errors = [f for f in findings if f["severity"] == "error" and f["rule"] != "input/unreadable"]
///     random.seed(40); sample = random.sample(errors, min(45, len(errors)))
///
/// is all 18 errors, listed here in the sample's drawn order.
///
/// Platforms: one multiplatform target (SDK auto: iOS and iPadOS, native macOS, visionOS; no Mac
/// Catalyst), so every file is compiled for all three and the platform a view reaches is decided
/// by `#if os(...)` at its call sites: `UI/iOS` views are iOS only, most of `UI/macOS` is wrapped in
/// `#if os(macOS)` (the toolbar in `#if os(macOS) || os(visionOS)`), and `UI/Shared` views reach
/// both iOS and macOS. A view reached only from macOS code is judged for a Mac user: pointer,
/// no Dynamic Type (SwiftUI's text styles do not follow a system text size there; a Mac user
/// enlarges with Zoom, so a fixed point size loses nothing a text style would give), and HIG
/// Typography's macOS minimum of 10 pt. A view iOS reaches is judged for iOS. Header.swift is not
/// in the Xcode project (no build file for it) and is built for no platform.
/// Appearance: a user setting (`@AppStorage("colorScheme")`, default `.system`, applied with
/// `.preferredColorScheme` at the root), so light and dark both reach users.
/// Reduce Motion: Enchanted never reads it (no `accessibilityReduceMotion`, no
/// `UIAccessibility.isReduceMotionEnabled`, no root `.transaction`), so each motion warning is
/// judged on what it moves.
final class EnchantedCensusTests: XCTestCase {
    typealias Judged = SampleJudgmentsTests.Judged

    static let slideIn = HeldOutCensusTests.slideIn
    static let macOnlyText = "a macOS-only view: CompletionButtonView is built for every platform but reached only from code in `#if os(macOS)` (the completions panel and the completions editor); on the Mac SwiftUI's text styles do not follow a system text size, so a text style would not grow either, and 1.4.4 is met there by Zoom"
    static let iosFixed = "WCAG 1.4.4 (iOS, a shared view iOS reaches):"

    /// All 18 errors, in the order `random.seed(40)` drew them.
    static let errors: [Judged] = [
        Judged(finding: "enchanted ConversationHistoryListView.swift:74 text/fixed-size", right: true,
               why: iosFixed + " each conversation's name in the side menu's history is fixed at 16 pt"),
        Judged(finding: "enchanted CompletionButtonView.swift:23 text/fixed-size", right: false,
               why: macOnlyText + " (the 10 pt shortcut key cap)"),
        Judged(finding: "enchanted CodeBlockView.swift:22 text/fixed-size", right: true,
               why: iosFixed + " a reply's code block names its language in a header fixed at 13 pt monospaced semibold"),
        Judged(finding: "enchanted EmptyConversaitonView.swift:40 text/fixed-size", right: true,
               why: iosFixed + " the empty chat's \"Enchanted\" title is fixed at 46 pt thin (a judgment call: it is the app's name in a gradient, a wordmark, but drawn as Text and read by VoiceOver, not an image of text, and under the project's line for large fixed text, body at accessibility5, 53 pt)"),
        Judged(finding: "enchanted EmptyConversaitonView.swift:73 text/fixed-size", right: true,
               why: iosFixed + " the suggested prompts on the empty chat, each a Button, are fixed at 15 pt"),
        Judged(finding: "enchanted SettingsView.swift:39 text/fixed-size", right: true,
               why: iosFixed + " the Settings sheet's \"Cancel\" button label is fixed at 16 pt"),
        Judged(finding: "enchanted SettingsView.swift:56 text/fixed-size", right: true,
               why: iosFixed + " the Settings sheet's title is fixed at 16 pt medium"),
        Judged(finding: "enchanted SettingsView.swift:48 text/fixed-size", right: true,
               why: iosFixed + " the Settings sheet's \"Save\" button label is fixed at 16 pt"),
        Judged(finding: "enchanted CompletionButtonView.swift:26 text/fixed-size", right: false,
               why: macOnlyText + " (the completion's 12 pt name)"),
        Judged(finding: "enchanted ConversationStatusView.swift:20 text/fixed-size", right: true,
               why: "WCAG 1.4.4 (iOS: ChatView_iOS shows it under the messages): a failed reply's red error message is fixed at 16 pt"),
        Judged(finding: "enchanted Header.swift:26 text/fixed-size", right: false,
               why: "not the app: Header.swift is in no target (the Xcode project has no build file for it, and it names a `selectedModel` it does not declare, so it would not compile); no user sees it"),
        Judged(finding: "enchanted RecordingView.swift:42 contrast/non-text", right: true,
               why: "WCAG 1.4.11: while dictating, the record button becomes a 20 pt systemBlue circle whose white 8 pt square is the only sign it now stops: white on #007AFF 4.02:1 and on #0A84FF 3.65:1 pass, but with Increase Contrast in dark systemBlue is #409CFF and white on it recomputes to 2.83:1, under 3:1, for the users who asked for more contrast (as swiftfin PlaybackProgress:112)"),
        Judged(finding: "enchanted ReadingAloudView.swift:23 text/fixed-size", right: true,
               why: iosFixed + " the \"Reading Aloud\" bar's label is fixed at 14 pt"),
        Judged(finding: "enchanted UnreachableAPIView.swift:21 text/fixed-size", right: true,
               why: "WCAG 1.4.4 (iOS: ChatView_iOS shows it when the server cannot be reached): the \"Ollama is unreachable…\" message is fixed at 14 pt, and `minimumScaleFactor(0.5)` lets it shrink further"),
        Judged(finding: "enchanted ChatMessageView.swift:87 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2 and 2.1.1 (iOS and macOS): a reply's \"Thinking…\" / \"Thought for a few seconds.\" line shows or hides the model's reasoning on a tap, reached only by that tap; it is not announced as a button"),
        Judged(finding: "enchanted OptionsMenuView.swift:25 target/size", right: false,
               why: "not a touch target: MoreOptionsMenuView is used only in the window toolbar (ToolbarView, in `#if os(macOS) || os(visionOS)`, inside a ToolbarItemGroup); there the system draws the Menu as a toolbar button and sizes its hit area (a pointer target on the Mac, the ornament's button on visionOS); the 20 × 20 pt frame is the glyph's, not the control's"),
        Judged(finding: "enchanted ConversationHistoryListView.swift:51 text/fixed-size", right: true,
               why: iosFixed + " each day heading (Today, Yesterday …) in the side menu's history is fixed at 14 pt semibold"),
        Judged(finding: "enchanted SidebarButton.swift:25 text/fixed-size", right: true,
               why: iosFixed + " the side menu's Completions, Shortcuts and Settings buttons' labels are fixed at 14 pt"),
    ]

    static let warnings: [Judged] = [
        Judged(finding: "enchanted Button+Extension.swift:14 motion/reduced-motion", right: false,
               why: "press feedback: GrowingButton scales the pressed button's label to 1.2 while the finger (or pointer) is down, on `.easeOut(duration: 0.2)`, no overshoot; the user's own press answered (as swiftfin OverlayToastView:153)"),
        Judged(finding: "enchanted EmptyConversaitonView.swift:89 motion/reduced-motion", right: true,
               why: slideIn + "; each time an empty chat appears (a new conversation), the four suggested prompt cards are inserted with `.transition(.slide)` in a `withAnimation` and slide in from the leading edge across the screen"),
        Judged(finding: "enchanted MessageListVIew.swift:116 motion/reduced-motion", right: true,
               why: slideIn + "; when speech starts and stops (`withAnimation` in SpeechService) the 400 pt \"Reading Aloud\" bar zooms in from 0.7 and out to it, with a fade"),
        Judged(finding: "enchanted SideBarMenuView.swift:57 motion/reduced-motion", right: true,
               why: slideIn + "; on iOS the side menu (SideBarStack, 300 pt) slides the whole chat aside on `.spring` as it opens and back as the backdrop's tap closes it (as damus's side menu)"),
        Judged(finding: "enchanted CompletionButtonView.swift:23 text/min-size", right: false,
               why: "a macOS-only view (see its fixed-size finding): HIG Typography's minimum on macOS is 10 pt, and the key cap is 10 pt; the tool applied iOS's 11 pt"),
    ]

    /// For each wrong finding, what would tell it apart from the right ones. For the lead to
    /// weigh; no rule is changed here.
    static let tellApart: [String: String] = [
        "enchanted CompletionButtonView.swift:23 text/fixed-size": macOnlyApart,
        "enchanted CompletionButtonView.swift:26 text/fixed-size": macOnlyApart,
        "enchanted CompletionButtonView.swift:23 text/min-size": macOnlyApart + "; min-size would then take macOS's 10 pt",
        "enchanted Header.swift:26 text/fixed-size":
            "not from the file's code: the Xcode project builds no file of that name (no `Header.swift in Sources`); a lint of the project's build files, or an exclude setting, is the remedy",
        "enchanted OptionsMenuView.swift:25 target/size":
            "yes, with the project index: the view's only use is inside a `ToolbarItemGroup`, whose items the system sizes, and under `#if os(macOS) || os(visionOS)`, no iOS touch; a rule could skip a control reached only from toolbar content",
        "enchanted Button+Extension.swift:14 motion/reduced-motion":
            "yes: a ButtonStyle's `configuration.isPressed` drives a literal scale (1 ↔ 1.2) on an eased curve with no overshoot: press feedback",
    ]

    static let macOnlyApart = "yes, with the project index: every call site of the view type is inside `#if os(macOS)`; a rule could judge such a view as macOS (no Dynamic Type, 10 pt minimum)"

    /// The tool's findings copied from its JSON (severity, rule, file name, line), in the JSON's
    /// order: the population judged, not an expectation of verdicts.
    static let population: [(String, String, String, Int)] = [
        ("warning", "motion/reduced-motion", "Button+Extension.swift", 14),
        ("error", "semantics/tap-gesture", "ChatMessageView.swift", 87),
        ("error", "text/fixed-size", "CodeBlockView.swift", 22),
        ("error", "text/fixed-size", "ConversationStatusView.swift", 20),
        ("error", "text/fixed-size", "EmptyConversaitonView.swift", 40),
        ("error", "text/fixed-size", "EmptyConversaitonView.swift", 73),
        ("warning", "motion/reduced-motion", "EmptyConversaitonView.swift", 89),
        ("error", "text/fixed-size", "Header.swift", 26),
        ("warning", "motion/reduced-motion", "MessageListVIew.swift", 116),
        ("error", "target/size", "OptionsMenuView.swift", 25),
        ("error", "text/fixed-size", "ReadingAloudView.swift", 23),
        ("error", "contrast/non-text", "RecordingView.swift", 42),
        ("error", "text/fixed-size", "UnreachableAPIView.swift", 21),
        ("error", "text/fixed-size", "SettingsView.swift", 39),
        ("error", "text/fixed-size", "SettingsView.swift", 48),
        ("error", "text/fixed-size", "SettingsView.swift", 56),
        ("error", "text/fixed-size", "ConversationHistoryListView.swift", 51),
        ("error", "text/fixed-size", "ConversationHistoryListView.swift", 74),
        ("warning", "motion/reduced-motion", "SideBarMenuView.swift", 57),
        ("error", "text/fixed-size", "SidebarButton.swift", 25),
        ("error", "text/fixed-size", "CompletionButtonView.swift", 23),
        ("warning", "text/min-size", "CompletionButtonView.swift", 23),
        ("error", "text/fixed-size", "CompletionButtonView.swift", 26),
    ]

    static let all = errors + warnings

    func testThePopulationIsComplete() {
        XCTAssertEqual(Self.errors.count, 18)
        XCTAssertEqual(Self.warnings.count, 5)
        let findings = Self.all.map(\.finding)
        XCTAssertEqual(Set(findings).count, findings.count, "each finding once")
        XCTAssertTrue(Self.all.allSatisfy { !$0.fixed && !$0.lost }, "an out-of-sample census records the tool as found")
    }

    /// The judged findings are exactly the tool's, per severity.
    func testTheJudgedFindingsAreTheTools() {
        func listed(_ severity: String) -> Set<String> {
            Set(Self.population.filter { $0.0 == severity }.map { "enchanted \($0.2):\($0.3) \($0.1)" })
        }
        XCTAssertEqual(Self.population.count, 23)
        XCTAssertTrue(Set(Self.errors.map(\.finding)).isSubset(of: listed("error")))
        XCTAssertEqual(Set(Self.errors.map(\.finding)), listed("error"))
        XCTAssertEqual(Set(Self.warnings.map(\.finding)), listed("warning"))
    }

    /// As found, out of sample: errors right 14 of 18 (78 %), warnings 3 of 5.
    func testCensusPrecision() {
        XCTAssertEqual(Self.errors.filter(\.right).count, 14)
        XCTAssertEqual(Self.warnings.filter(\.right).count, 3)
    }

    /// Wrong by rule: errors 3 of 15 fixed-size (a macOS-only view twice, a file in no target),
    /// 1 of 1 target/size (a toolbar item), 0 of 1 contrast/non-text, 0 of 1 tap-gesture; warnings
    /// 1 of 4 reduced-motion (press feedback), 1 of 1 min-size (macOS's 10 pt).
    func testWrongByRule() {
        let errors = Self.errors, warnings = Self.warnings
        XCTAssertTrue(SampleJudgmentsTests.wrong("text/fixed-size", errors) == (3, 15))
        XCTAssertTrue(SampleJudgmentsTests.wrong("target/size", errors) == (1, 1))
        XCTAssertTrue(SampleJudgmentsTests.wrong("contrast/non-text", errors) == (0, 1))
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/tap-gesture", errors) == (0, 1))
        XCTAssertTrue(SampleJudgmentsTests.wrong("motion/reduced-motion", warnings) == (1, 4))
        XCTAssertTrue(SampleJudgmentsTests.wrong("text/min-size", warnings) == (1, 1))
    }

    /// Both out-of-sample apps together (Aidoku and Enchanted): errors right 56 of 61 (92 %),
    /// warnings 5 of 8.
    func testBothApps() {
        let errors = AidokuCensusTests.errors + Self.errors
        let warnings = AidokuCensusTests.warnings + Self.warnings
        XCTAssertEqual(errors.count, 61)
        XCTAssertEqual(errors.filter(\.right).count, 56)
        XCTAssertEqual(warnings.count, 8)
        XCTAssertEqual(warnings.filter(\.right).count, 5)
    }

    /// Each wrong finding says what would tell it apart; only wrong ones do.
    func testEveryWrongFindingSaysWhatWouldTellItApart() {
        let wrong = Set(Self.all.filter { !$0.right }.map(\.finding))
        XCTAssertEqual(Set(Self.tellApart.keys), wrong)
    }

    /// No longer reported since a Swift file is judged for the platform a folder above it names
    /// (`Enchanted/UI/macOS/…` is macOS: no Dynamic Type, a 10 pt minimum; docs/swiftui.md,
    /// "Platforms"): the three CompletionButtonView findings, all judged wrong.
    /// Header.swift's view is built only by its own preview (the file is in no target), and a
    /// view only previews build is not read: its wrong finding goes too.
    static let noLongerReported: Set<String> = [
        "enchanted CompletionButtonView.swift:23 text/fixed-size",
        "enchanted CompletionButtonView.swift:26 text/fixed-size",
        "enchanted CompletionButtonView.swift:23 text/min-size",
        "enchanted Header.swift:26 text/fixed-size",
        // A scale a press state switches is press feedback, whatever its size.
        "enchanted Button+Extension.swift:14 motion/reduced-motion",
    ]

    /// After those: errors right 14 of 15 still reported, warnings 3 of 3.
    func testAfterTheFixes() {
        let still = SampleJudgmentsTests.stillReported(Self.errors, Self.warnings, gone: Self.noLongerReported)
        let errors = still[0]
        XCTAssertEqual(errors.count, 15)
        XCTAssertEqual(errors.filter(\.right).count, 14)
        let warnings = still[1]
        XCTAssertEqual(warnings.count, 3)
        XCTAssertEqual(warnings.filter(\.right).count, 3)
    }
}
#endif
