// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Every error and warning `tokenlint lint` gives on a third whole public app, Mlem (a Lemmy
/// client, github.com/mlemgroup/mlem at 83702b659; `lint mlem --format json --no-cache`: 32 errors,
/// 41 warnings), each judged by hand as `CensusJudgmentsTests` judged Element X and Ice Cubes: read
/// in its file with the views around it (the call sites of its view type, the menus and settings
/// that reach the same action, what the animation drives) and judged for a user of VoiceOver, large
/// text or Reduce Motion against the source its rule cites.
///
/// Mlem reads Reduce Motion itself in two places only: `UIAccessibility.isReduceMotionEnabled` in
/// the comment and post collapse animations (`withAnimation(... ? nil : .default)`) and as the
/// default of its "Animated Avatars" setting. No view type of the 39 reduced-motion warnings reads
/// it, and there is no app-wide override (no root `.transaction` that drops animations), so each
/// warning is judged on what it moves.
///
/// A transition on a view inside the container an `if` inserts (AuthHandoffView:111, the labels in
/// `ExpectedView` closures) was judged as if it runs; if SwiftUI ran only the container's default
/// fade there, those would be wrong for that path, and right whenever the view itself is inserted.
final class MlemCensusTests: XCTestCase {
    typealias Judged = SampleJudgmentsTests.Judged

    static let motionRight = SampleJudgmentsTests.motionRight
    static let scaleIn = "HIG Motion (Reduce Motion: replace zooming and sliding with fades); no Reduce Motion path in the type"

    static let errors: [Judged] = [
        Judged(finding: "mlem PostEditorView+ImageView.swift:58 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the \"Add Image\" tile of the post editor starts an upload on a tap, with no button role; no other control in the editor does"),
        Judged(finding: "mlem PostEditorView+LinkView.swift:29 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the \"Add Link\" label pastes a link on a tap, with no button role"),
        Judged(finding: "mlem ImageViewer+Views.swift:112 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the image viewer's developer-tools panel (shown in developer mode only) closes only on a tap; its \"Toggle Developer Tools\" button is hidden while it shows"),
        Judged(finding: "mlem InstanceDetailsView.swift:220 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the slur filter row shows or hides its regex on a tap, with no button role or expanded state"),
        Judged(finding: "mlem InstanceUptimeView.swift:102 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the incident rows switch between relative and exact times on a tap, with no button role: VoiceOver users get relative times only"),
        Judged(finding: "mlem PersonView.swift:181 semantics/tap-gesture", right: false,
               why: "the note flair opens the note editor on a tap, but the person page's toolbar menu (`ActionButtons(person:)`, every PersonActionConfiguration action) has an \"Edit Note\" button that opens the same sheet: a shortcut, as ex TimelineItemSendInfoLabel was"),
        Judged(finding: "mlem CrossPostListView.swift:77 semantics/tap-gesture", right: true, why: "WCAG 4.1.2: a crosspost's row opens that post on a tap, with no button or link role"),
        Judged(finding: "mlem FeedPostView.swift:59 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a post \"Hidden by filters\" is shown on a tap, with no button role"),
        Judged(finding: "mlem PostPollView.swift:131 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a poll choice votes on a tap, with no button role and no selected state"),
        Judged(finding: "mlem AdvancedSettingsView.swift:123 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the backend status row checks again on a tap, with no button role"),
        Judged(finding: "mlem BlockListView.swift:163 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a blocked instance's row opens the instance on a tap, with no button or link role"),
        Judged(finding: "mlem DevicePickerItem.swift:46 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the post size picker's items choose a size on a tap, with no button role and no selected state"),
        Judged(finding: "mlem LanguagePickerSheetView.swift:91 semantics/tap-gesture", right: true, why: "WCAG 4.1.2: a language row chooses the language on a tap, with no button role"),
        Judged(finding: "mlem FiltersSettingsView.swift:113 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2 and 1.1.1: a keyword's delete icon is tap-only (its comment: a Button made the whole row tappable), with no role and no label; no swipe-to-delete"),
        Judged(finding: "mlem FiltersSettingsView.swift:162 semantics/tap-gesture", right: true, why: "the same as the keyword's: a literal's delete icon is tap-only, with no role and no label"),
        Judged(finding: "mlem PostReadIndicatorSettingsView.swift:98 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the read-indicator options choose a style on a tap, with no button role (the checkbox is drawn, not a control)"),
        Judged(finding: "mlem SharingLinksSettingsView.swift:84 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a link-sharing mode row chooses the mode on a tap, with no button role (the checkbox is drawn)"),
        Judged(finding: "mlem ExpandedPostView+Views.swift:51 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a comment collapses on a tap (\"Tap to Collapse\" is on by default), with no button role; Collapse is not in the comment's default menu, and a collapsed comment shows an expand glyph instead of its menu"),
        Judged(finding: "mlem ExpandedPostView.swift:249 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the post collapses on a tap; the toolbar's \"Collapse Post\" item is there only when \"Tap to Collapse\" is off, and it is on by default"),
        Judged(finding: "mlem CollapsibleSection.swift:47 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the icon settings' section header collapses on a tap, with no button role or expanded state"),
        Judged(finding: "mlem MediaView.swift:135 semantics/tap-gesture", right: true, why: SampleJudgmentsTests.mediaTap + " (the image viewer)"),
        Judged(finding: "mlem AnimationControlLayer.swift:76 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the \"Mute\"/\"Unmute\" label on a video mutes on a tap, with no button role"),
        Judged(finding: "mlem NsfwOverlayView.swift:33 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the \"NSFW\" overlay unblurs the media on a tap, with no button role (its \"Blur\" counterpart is a Button)"),
        Judged(finding: "mlem MarkdownWithLinkList.swift:114 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a link under the post opens on a tap, with no link role (its context menu has \"Open\", but the element is not announced as a link)"),
        Judged(finding: "mlem MessageView.swift:83 semantics/tap-gesture", right: true, why: "WCAG 4.1.2: an inbox message opens the conversation on a tap, with no button role"),
        Judged(finding: "mlem ReasonShortcutView.swift:36 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a report reason shortcut (\"Spam\", \"Troll\") fills the reason on a tap, with no button role"),
        Judged(finding: "mlem ReasonShortcutView.swift:50 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the icon-only rules label opens the rules on a tap, with no button role"),
        Judged(finding: "mlem ReplyView.swift:58 semantics/tap-gesture", right: true, why: "WCAG 4.1.2: an inbox reply opens the comment on a tap, with no button role"),
        Judged(finding: "mlem RulesListView.swift:31 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a community rule fills the report reason on a tap, with no button role"),
        Judged(finding: "mlem ShieldsBadgeView.swift:90 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a badge in markdown opens its link on a tap, with no link role"),
        Judged(finding: "mlem WebsitePreviewView.swift:35 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a post's website preview opens the link on a tap, with no link role"),
        Judged(finding: "mlem SectionIndexTitles.swift:97 text/fixed-size", right: true,
               why: "WCAG 1.4.4: the subscription list's index letters are text fixed at 11 pt (in 12 x 6 pt cells), as UIKit's own section index is; they do not grow with the user's size"),
    ]

    static let warnings: [Judged] = [
        Judged(finding: "mlem ExportableCommentView.swift:68 motion/prominent-in-list", right: true,
               why: "Liquid Glass guidance (list items take the subtle variant): each comment of the share-as-image preview scales in from nothing when the user lengthens the thread"),
        Judged(finding: "mlem AuthHandoffView.swift:106 motion/reduced-motion", right: true,
               why: scaleIn + "; a 200 pt checkmark zooms in from nothing with a bouncy spring when sign-in completes"),
        Judged(finding: "mlem AuthHandoffView.swift:111 motion/reduced-motion", right: true, why: scaleIn + "; the 50 pt checkmark zooms in on the done page"),
        Judged(finding: "mlem CommunityView.swift:136 motion/reduced-motion", right: false,
               why: "the only motion named is `.snappy`'s 0.63 % overshoot; what it animates is a banner that fades in (the default transition) and the feed making room for it: 0.63 % of a banner's ~70 pt is under half a point", fixed: true),
        Judged(finding: "mlem PostEditorView+ImageView.swift:113 motion/reduced-motion", right: true,
               why: scaleIn + "; the upload options scale in and leave sliding to the bottom"),
        Judged(finding: "mlem PostEditorView+Views.swift:27 motion/reduced-motion", right: true, why: scaleIn + "; the link preview scales in"),
        Judged(finding: "mlem PostEditorView+Views.swift:32 motion/reduced-motion", right: true, why: scaleIn + "; \"Add Link\" slides in from the leading edge"),
        Judged(finding: "mlem PostEditorView+Views.swift:36 motion/reduced-motion", right: true, why: scaleIn + "; \"Add Image\" slides in from the trailing edge"),
        Judged(finding: "mlem PostEditorView+Views.swift:39 motion/reduced-motion", right: true, why: scaleIn + "; the attachment row scales in"),
        Judged(finding: "mlem PostEditorView.swift:280 motion/reduced-motion", right: true,
               why: motionRight + "; the spring drives the attachment bar's scale-ins: 1.52 % of a full-width (~350 pt) scale is ~5 pt, a visible overshoot"),
        Judged(finding: "mlem OnboardingRecommendInstanceView.swift:26 motion/reduced-motion", right: true, why: scaleIn + "; the recommended instance's name scales in"),
        Judged(finding: "mlem OnboardingRecommendInstanceView.swift:35 motion/reduced-motion", right: true,
               why: scaleIn + "; half a second later the buttons grow from 90 % with `.bouncy` (4.6 %), by themselves"),
        Judged(finding: "mlem OnboardingView.swift:25 motion/reduced-motion", right: true,
               why: scaleIn + "; the onboarding pages change with `.blurReplace`, which blurs and scales"),
        Judged(finding: "mlem OnboardingView.swift:28 motion/reduced-motion", right: true, why: scaleIn + "; `.blurReplace` page change"),
        Judged(finding: "mlem OnboardingView.swift:31 motion/reduced-motion", right: true, why: scaleIn + "; `.blurReplace` page change"),
        Judged(finding: "mlem OnboardingView.swift:35 motion/reduced-motion", right: true, why: motionRight + "; `.bouncy` (4.6 %) drives the instance name's scale-in"),
        Judged(finding: "mlem PostPollView.swift:46 motion/reduced-motion", right: true,
               why: motionRight + "; on a vote the result bars grow from nothing with a 6.8 % overshoot"),
        Judged(finding: "mlem FeedsView.swift:143 motion/reduced-motion", right: false,
               why: "as CommunityView:136: `.snappy`'s 0.63 % overshoot on a banner that fades in and the feed making room for it", fixed: true),
        Judged(finding: "mlem ChangePasswordView.swift:61 motion/reduced-motion", right: false,
               why: "the Save button's label changes with a 0.9 → 1 scale and a fade over 0.1 s (easeOut): a word grows 2 pt a side for a tenth of a second in answer to the user's own press, a cross-fade in effect"),
        Judged(finding: "mlem ChangePasswordView.swift:64 motion/reduced-motion", right: false, why: "as ChangePasswordView:61: the button's progress indicator, 0.9 → 1 over 0.1 s"),
        Judged(finding: "mlem ChangePasswordView.swift:69 motion/reduced-motion", right: false, why: "as ChangePasswordView:61: the button's success glyph, 0.9 → 1 over 0.1 s"),
        Judged(finding: "mlem BubblePickerView.swift:95 motion/reduced-motion", right: true,
               why: motionRight + "; the tab strip scrolls itself to the chosen tab on a spring (1.52 %, a point or more over a tab's width): HIG Reduce Motion asks to tighten springs"),
        Judged(finding: "mlem ExpectedTextView.swift:24 motion/reduced-motion", right: true, why: scaleIn + "; loaded text (56 uses of ExpectedText/ExpectedView) scales in from nothing"
                   + " (no longer reported: at 83702b659 no file names `ExpectedText`, the type this file declares, and a view no code of an app builds is not read; the census counted ExpectedView's uses)",
               lost: true),
        Judged(finding: "mlem ExpectedTextView.swift:31 motion/reduced-motion", right: true,
               why: motionRight + "; its overshoot (0.5 %) is invisible, but it is the animation that runs the text's scale-in (line 24), where a fix goes"
                   + " (no longer reported: ExpectedText is built nowhere, as line 24)",
               lost: true),
        Judged(finding: "mlem ExpectedView.swift:32 motion/reduced-motion", right: true, why: scaleIn + "; a loaded value's view scales in from nothing"),
        Judged(finding: "mlem ExpectedView.swift:37 motion/reduced-motion", right: true, why: motionRight + "; the animation that runs the scale-in (line 32)"),
        Judged(finding: "mlem ExportableCommentView.swift:45 motion/reduced-motion", right: true,
               why: motionRight + "; in the share-as-image editor each option the user toggles runs the preview's scale and slide transitions on this spring (0.63 % of a full-width comment is ~2 pt)"),
        Judged(finding: "mlem ExportableCommentView.swift:60 motion/reduced-motion", right: true, why: scaleIn + "; the post slides in from the top when \"show post\" is toggled"),
        Judged(finding: "mlem ExportableCommentView.swift:68 motion/reduced-motion", right: true, why: scaleIn + "; each comment scales in from nothing"),
        Judged(finding: "mlem ExportableCommentView.swift:79 motion/reduced-motion", right: true, why: scaleIn + "; the author's name scales in"),
        Judged(finding: "mlem ExportableCommentView.swift:90 motion/reduced-motion", right: true, why: scaleIn + "; the stats slide and scale in"),
        Judged(finding: "mlem ExportablePostView.swift:40 motion/reduced-motion", right: true, why: motionRight + "; the spring of the post preview's transitions, as ExportableCommentView:45"),
        Judged(finding: "mlem ExportablePostView.swift:51 motion/reduced-motion", right: true, why: scaleIn + "; the community's name scales in"),
        Judged(finding: "mlem ExportablePostView.swift:62 motion/reduced-motion", right: true, why: scaleIn + "; the author's name scales in"),
        Judged(finding: "mlem ExportablePostView.swift:72 motion/reduced-motion", right: true, why: scaleIn + "; the stats slide and scale in"),
        Judged(finding: "mlem JumpButtonView.swift:50 motion/reduced-motion", right: false,
               why: "press feedback: the 44 pt button grows to 1.2 while the user's finger is down, on `.interactiveSpring()` whose 0.5 % overshoot of 8.8 pt is 0.04 pt; nothing bounces and the growth answers the user's own press (as ex TimelineScrollButton:60)", fixed: true),
        Judged(finding: "mlem RefreshPopupView.swift:51 motion/reduced-motion", right: true, why: scaleIn + "; the refresh popup slides up from the bottom"),
        Judged(finding: "mlem RefreshPopupView.swift:54 motion/reduced-motion", right: true, why: motionRight + "; `.bouncy` (4.6 %) drives the popup's slide"),
        Judged(finding: "mlem ToastOverlayView.swift:30 motion/reduced-motion", right: true, why: motionRight + "; a toast drops in from the edge with a 6.8 % overshoot"),
        Judged(finding: "mlem ToastView.swift:155 motion/reduced-motion", right: true,
               why: motionRight + "; a tap expands the error toast from a pill to a 230 pt panel with `.bouncy` (4.6 %)"),
        Judged(finding: "mlem AccountListRowBody.swift:125 text/min-size", right: false,
               why: "the 10 pt \"text\" is a filled `circle` symbol, the account's active dot: an image, not text the user reads; HIG's 11 pt minimum is for text", fixed: true),
    ]

    /// For each wrong finding, what would tell it apart from the right ones, or why nothing in
    /// the source does. For the lead to weigh; no rule is changed here.
    static let tellApart: [String: String] = [
        "mlem PersonView.swift:181 semantics/tap-gesture":
            "not in practice: the same `navigation.openSheet(.editNote(person))` is reached from an `EditNoteAction` built from a seed list and shown through `ActionButtons(person:)` in the toolbar; matching a tap's effect against the actions of another control, across files and through a registry of action seeds, is past what the reader follows",
        "mlem CommunityView.swift:136 motion/reduced-motion": subPointBounce,
        "mlem FeedsView.swift:143 motion/reduced-motion": subPointBounce,
        "mlem ChangePasswordView.swift:61 motion/reduced-motion": smallQuickScale,
        "mlem ChangePasswordView.swift:64 motion/reduced-motion": smallQuickScale,
        "mlem ChangePasswordView.swift:69 motion/reduced-motion": smallQuickScale,
        "mlem JumpButtonView.swift:50 motion/reduced-motion":
            "as ex TimelineScrollButton:60: weigh the overshoot by what the code animates when both ends are literals (`scaleEffect(pressed ? 1.2 : 1.0)` on a 44 pt frame, set from `onPressingChanged`): press feedback with a 0.04 pt overshoot",
        "mlem AccountListRowBody.swift:125 text/min-size":
            "yes: the font is set on an `Image` (the component is `.../Image`), not on Text or a Label with a title; a rule can skip a font that only sizes a symbol image",
    ]

    static let subPointBounce = "partly: the animation's value drives only an `if` whose view has no transition (the default fade) and the layout around it; a rule could call the overshoot a bounce only when it drives a scale, offset or move whose size makes it visible (`.snappy` overshoots 0.63 %: a point needs ~160 pt of travel), which is the census's Element X line (TimelineScrollButton); that the feed slides to make room is a layout change the rule does not claim"
    static let smallQuickScale = "yes, with literals: the transition scales by 10 % (`.scale(scale: 0.9)`) and the only animation of its value is `.easeOut(duration: 0.1)`; a rule could treat a scale change of 10 % or less within 0.15 s as a fade, as prominent-in-list already grades scale changes (the threshold is the lead's to weigh)"

    func testThePopulationIsComplete() {
        XCTAssertEqual(Self.errors.count, 32)
        XCTAssertEqual(Self.warnings.count, 41)
        let all = (Self.errors + Self.warnings).map(\.finding)
        XCTAssertEqual(Set(all).count, all.count, "each finding once")
        XCTAssertTrue(all.allSatisfy { $0.hasPrefix("mlem ") })
        XCTAssertTrue((Self.errors + Self.warnings).allSatisfy { !$0.fixed || !$0.right }, "only wrong findings are fixed away")
    }

    /// As found: errors right 31 of 32 (97 %), warnings 34 of 41 (83 %). The symbol sized by its
    /// font is no longer judged as text (`text/min-size` skips icons and images; a labelled case
    /// in `LabelledCasesTests`): of the warnings still given, 34 of 40 are right (85 %). Two
    /// sub-point bounces of `.snappy` on a banner that fades in are no longer given: 34 of 38 (89 %);
    /// nor a press's 1.2 grow (press feedback): 34 of 37 (92 %).
    func testCensusPrecision() {
        XCTAssertEqual(Self.errors.filter(\.right).count, 31)
        XCTAssertEqual(Self.warnings.filter(\.right).count, 34)
        XCTAssertEqual(Self.errors.filter(\.fixed).count, 0)
        XCTAssertEqual(Self.warnings.filter { !$0.fixed }.count, 37)
    }

    /// Wrong by rule: errors 1 of 31 tap-gesture (a shortcut to a toolbar menu's action), 0 of 1
    /// fixed-size; warnings 6 of 39 reduced-motion (a sub-point bounce twice, a 10 % scale over
    /// 0.1 s three times, press feedback once), 1 of 1 min-size (a symbol), 0 of 1 prominent-in-list.
    func testWrongByRule() {
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/tap-gesture", Self.errors) == (1, 31))
        XCTAssertTrue(SampleJudgmentsTests.wrong("text/fixed-size", Self.errors) == (0, 1))
        XCTAssertTrue(SampleJudgmentsTests.wrong("motion/reduced-motion", Self.warnings) == (6, 39))
        XCTAssertTrue(SampleJudgmentsTests.wrong("text/min-size", Self.warnings) == (1, 1))
        XCTAssertTrue(SampleJudgmentsTests.wrong("motion/prominent-in-list", Self.warnings) == (0, 1))
    }

    /// Each wrong finding says what would tell it apart (or why nothing would); only wrong ones do.
    func testEveryWrongFindingSaysWhatWouldTellItApart() {
        let wrong = Set((Self.errors + Self.warnings).filter { !$0.right }.map(\.finding))
        XCTAssertEqual(Set(Self.tellApart.keys), wrong)
    }
}
#endif
