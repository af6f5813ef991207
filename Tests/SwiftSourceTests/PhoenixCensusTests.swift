// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Errors and warnings `tokenlint lint` gives on Phoenix, an app no rule was tuned on or looked
/// at (issue 25's out-of-sample figure): ACINQ's Lightning wallet, github.com/ACINQ/phoenix at
/// 13c8ddb6e, Apache-2.0 licence; its iOS app is under `phoenix-ios/`. The Swift files and the
/// asset catalogs' Contents.json at HEAD; `lint phoenix --format json --no-cache` with main's
/// debug binary at 403dca4: 126 errors (81 of them target/size), 14 warnings, 17
/// needs-review (not judged), no input/unreadable. Each finding was read in its file with the
/// views around it (the call sites of its view type, the element it is merged into, the
/// container's background) and judged for a user of VoiceOver, large text, low vision or Reduce
/// Motion against the source its rule cites; contrast ratios recomputed with the WCAG formula
/// from the colours the code and the asset catalog give, with the background checked; for each
/// target, whether a style, frame, padding or `contentShape` elsewhere makes the hit area larger
/// than the size the tool read.
///
/// Every warning is judged, and a seeded random sample of 45 of the 126 errors, drawn in the
/// JSON's order:
///
///     errors = [f for f in findings if f["severity"] == "error" and f["rule"] != "input/unreadable"]
///     random.seed(40); sample = random.sample(errors, 45)
///
/// Time allowed 0 of the other 81 errors too (`restErrors`, judged after the sample was
/// counted): the sample's figures stand as drawn, and those are counted apart.
///
/// How the app reaches the users the rules speak for:
/// - **Platforms**: an iOS app for iPhone and iPad (`TARGETED_DEVICE_FAMILY = "1,2"`, SDK
///   iphoneos; no Mac Catalyst, watchOS or macOS target) and a notification service extension
///   with no views. iPad gets `MainView_Big` (sidebars over a scrim), iPhone `MainView_Small`.
/// - **Colour scheme**: a user setting (Settings, Display: system, light or dark; default
///   system) set as `overrideUserInterfaceStyle` on every window, so light and dark both reach
///   users. Colours come from `Colors.xcassets`; several dark entries (`primaryBackground`,
///   `buttonFill`, `primaryForeground`) are references to system colours
///   (`systemBackgroundColor`, `secondarySystemBackgroundColor`, `labelColor`), not components.
/// - **Reduce Motion**: read nowhere (no `accessibilityReduceMotion`, no
///   `UIAccessibility.isReduceMotionEnabled`, no root `.transaction`); motion is judged on what
///   it moves.
///
/// No app code is copied here: only the tool's own finding list (rule, file name, line, severity).
final class PhoenixCensusTests: XCTestCase {
    typealias Judged = SampleJudgmentsTests.Judged

    /// The sample of 45 errors, in the order drawn.
    static let errors: [Judged] = [
        Judged(finding: "phoenix SummaryInfoGrid.swift:139 semantics/tap-gesture", right: true,
               why: "tap: SummaryInfoGrid liquidity amount HStack toggles fiat/bitcoin on tap; labelled but no button trait, no action"),
        Judged(finding: "phoenix IncomingBalancePopover.swift:120 contrast/non-text", right: false,
               why: "zzz icon appWarn #FEBC2E on white secondarySystemGroupedBackground 1.69:1 but it sits before the \"Waiting for swap: +amount\" title that says the same; not required to understand"),
        Judged(finding: "phoenix PaymentDetails.swift:226 target/size", right: true,
               why: "square.and.pencil .body button, no frame/padding/style, edit miner fee: ~24pt"),
        Judged(finding: "phoenix LockView.swift:263 target/size", right: true,
               why: "lock screen PIN button: 32x32 resizable symbol frame, plain button in HStack spacing 50, no padding/contentShape"),
        Judged(finding: "phoenix SwapInWalletDetails.swift:109 target/size", right: true,
               why: "swap-in wallet popover close xmark .title3, padding is on the header HStack not the button"),
        Judged(finding: "phoenix RestartPopover.swift:37 target/size", right: true,
               why: "restart popover close xmark .title2 .imageScale(.medium), no frame, padding on the header HStack: ~31pt"),
        Judged(finding: "phoenix WalletMetadataView.swift:133 semantics/tap-gesture", right: true,
               why: "wallet image in settings List row: tap opens the change-image dialog, only way; no trait, no label, no action"),
        Judged(finding: "phoenix BizNotificationCell.swift:84 target/size", right: true,
               why: "dismiss xmark of the Home notice (dismissable only at HomeView_Single, where the cell gets .font(.caption): even smaller than the body the tool read), no frame"),
        Judged(finding: "phoenix MainView_Big.swift:228 semantics/tap-gesture", right: false,
               why: "iPad scrim behind sidebars: the floating header above it (settings/transactions buttons toggle the leading sidebar closed, ToolsButton closes the trailing one) does the same; a pointer shortcut"),
        Judged(finding: "phoenix TipSliderSheet.swift:148 target/size", right: true,
               why: "customize-tip sheet close: ic_cross resizable 30x30, padding is on the header HStack"),
        Judged(finding: "phoenix ElectrumAddressSheet.swift:267 target/size", right: true,
               why: "Electrum port field's clear button: multiply.circle.fill at body size, no frame; the padding is on the field's HStack, not the button"),
        Judged(finding: "phoenix LiquidityAdsHelp.swift:33 semantics/image-label", right: true,
               why: "liquidity ads help sheet close: Image(\"ic_cross\") alone, no accessibilityLabel: VoiceOver reads the asset name"),
        Judged(finding: "phoenix NotificationsView.swift:180 semantics/tap-gesture", right: false,
               why: "mempool-full notice: NoticeBox's content NotificationCell.mempoolFull() is combined into one element with .accessibilityAddTraits(.isButton) and a \"Warning\" icon label, so VoiceOver announces the notice text and \"button\"; the tap on the box activates it"),
        Judged(finding: "phoenix ManageContact.swift:520 target/size", right: true,
               why: "add-offer plus button in the contact editor (a ScrollView, no button style), body symbol no frame"),
        Judged(finding: "phoenix WalletEmojiPicker.swift:59 semantics/tap-gesture", right: true,
               why: "wallet emoji picker grid: each emoji image selects on tap, no trait, no label (a 48 pt image with padding 8 outside the gesture)"),
        Judged(finding: "phoenix NotificationsView.swift:162 semantics/tap-gesture", right: false,
               why: "background-payments notice: NotificationCell.backgroundPayments() combined with .isButton, as #12"),
        Judged(finding: "phoenix DetailsView.swift:72 target/size", right: true,
               why: "details sheet close xmark .title3, padding on the container VStack"),
        Judged(finding: "phoenix InboundFeeSheet.swift:50 target/size", right: true,
               why: "inbound fee sheet close xmark .title2, ~31pt, padding on the header HStack"),
        Judged(finding: "phoenix SpendOnChainFunds.swift:269 target/size", right: true,
               why: "miner fee edit: square.and.pencil 30x30 frame, no padding or contentShape"),
        Judged(finding: "phoenix AppStatusPopover.swift:532 semantics/tap-gesture", right: true,
               why: "app status popover's Electrum row with \"Invalid address\" navigates to Electrum settings on tap; combined element without isButton"),
        Judged(finding: "phoenix NotificationsView.swift:153 semantics/tap-gesture", right: false,
               why: "swap-in expiration notice: NotificationCell.swapInExpiration() combined with .isButton, as #12"),
        Judged(finding: "phoenix PaymentDetails.swift:323 target/size", right: true,
               why: "payment comment edit button: square.and.pencil .body, no frame, beside the comment text"),
        Judged(finding: "phoenix WalletInfoView.swift:431 target/size", right: true,
               why: "wallet info copy button: square.on.square at body size, .borderless so the row does not take the tap; ~24pt"),
        Judged(finding: "phoenix MainView_Small.swift:226 contrast/non-text", right: false,
               why: "home header settings gear: .primary (white in dark) on buttonFill, whose dark value is a reference to secondarySystemBackgroundColor (#1C1C1E): recomputed 17.9:1; the tool used buttonFill's light #FCFCFF in dark"),
        Judged(finding: "phoenix ElectrumAddressSheet.swift:214 target/size", right: true,
               why: "Electrum host field's clear button, as #10"),
        Judged(finding: "phoenix IncomingBalancePopover.swift:226 semantics/tap-gesture", right: true,
               why: "incoming balance popover's expired-funds card opens the swap-in wallet on tap; no trait, no action"),
        Judged(finding: "phoenix NotificationsView.swift:82 contrast/text", right: false,
               why: "notifications sheet title in .primary (white in dark) on primaryBackground, whose dark value references systemBackgroundColor (#000000): 21:1; the tool used the light #F5F5FA in dark"),
        Judged(finding: "phoenix AnimatedClock.swift:94 semantics/tap-gesture", right: true,
               why: "the animated clock beside a fiat amount switches between the value now and at payment time on a tap (SummaryView:458, DetailsInfoGrid), the only way to; no trait, no label"),
        Judged(finding: "phoenix WalletInfoView.swift:316 target/size", right: true,
               why: "final wallet info.circle button, body size, no frame: ~24pt"),
        Judged(finding: "phoenix NumberPadView.swift:130 text/fixed-size", right: true,
               why: "number pad digits fixed at 34 pt: below the project's line (body at accessibility5, 53 pt), so a user at accessibility3 and above gets body text larger than the keypad's digits"),
        Judged(finding: "phoenix IncomingBalancePopover.swift:178 semantics/tap-gesture", right: true,
               why: "incoming balance popover's waiting-funds card opens the swap-in wallet on tap, as #25"),
        Judged(finding: "phoenix ManageContact.swift:323 target/size", right: true,
               why: "contact editor's delete button: trash.fill .title2 .imageScale(.medium), ~31pt; padding on the header HStack"),
        Judged(finding: "phoenix LiquidityPolicyView.swift:314 target/size", right: true,
               why: "max fee amount's clear button: multiply.circle.fill at body, borderless, no frame"),
        Judged(finding: "phoenix DuressPinOption.swift:35 target/size", right: true,
               why: "duress PIN sheet close xmark .title2, ~31pt, padding on the header HStack"),
        Judged(finding: "phoenix ManageContact.swift:419 semantics/tap-gesture", right: true,
               why: "contact photo in the contact editor opens the change-image dialog on tap, the only way; no trait, no label"),
        Judged(finding: "phoenix LiquidityAdsView.swift:136 target/size", right: true,
               why: "liquidity ads popover close xmark .title3, padding on the header HStack"),
        Judged(finding: "phoenix SummaryView.swift:454 semantics/tap-gesture", right: true,
               why: "payment summary's amount toggles fiat/bitcoin on tap; the header is one element labelled with the amount, with no button trait or action"),
        Judged(finding: "phoenix BizNotificationCell.swift:201 target/size", right: true,
               why: "watchtower notice dismiss xmark on Home (caption font there), as #7"),
        Judged(finding: "phoenix Toast.swift:214 target/size", right: true,
               why: "toast close button: a 16 pt multiply symbol with 8 pt padding, 32 x 32 with its blur capsule"),
        Judged(finding: "phoenix LiquidityPolicyHelp.swift:36 semantics/image-label", right: true,
               why: "liquidity policy help close: Image(\"ic_cross\") alone, no label"),
        Judged(finding: "phoenix CurrencyConverterRow.swift:48 target/size", right: true,
               why: "currency converter row's clear button: multiply.circle.fill at body, no frame"),
        Judged(finding: "phoenix PaymentDetails.swift:270 semantics/tap-gesture", right: true,
               why: "payment details' recipient contact (photo and name) opens the contact on tap; no trait"),
        Judged(finding: "phoenix ModifyInvoiceSheet.swift:135 target/size", right: true,
               why: "modify-invoice description field's clear button: body symbol, no frame"),
        Judged(finding: "phoenix ManageContact.swift:461 contrast/non-text", right: true,
               why: "contact name field's clear glyph, the only sign of the control, is tertiaryLabel on the field's systemBackground: recomputed 1.73:1 in light, under 3:1"),
        Judged(finding: "phoenix RecoveryPhraseReveal.swift:62 semantics/image-label", right: true,
               why: "recovery phrase reveal close: Image(\"ic_cross\") alone, no label"),
    ]

    /// Every warning, in the JSON's order.
    static let warnings: [Judged] = [

    ]

    /// Errors outside the sample, judged after the sample's figures were counted.
    static let restErrors: [Judged] = [

    ]

    /// For each wrong finding of the sample and the warnings, what would tell it apart from the
    /// right ones, or why nothing in the source does. For the lead to weigh; no rule is changed here.
    static let tellApart: [String: String] = [
        "phoenix IncomingBalancePopover.swift:120 contrast/non-text":
            "partly: the icon sits in an HStack whose Text beside it (\"Waiting for swap: …\") names the state it pictures; a rule could pass a status symbol whose sibling text says the same (as trio TidepoolStartView:37), though which icon a branch shows (zzz or a warning triangle) is also said by the \"Attention!\" line only when expiring",
        "phoenix MainView_Big.swift:228 semantics/tap-gesture":
            "yes: the scrim's action sets the same state (`leadingSidebarContent`, `trailingSidebarContent` to nil) that Buttons in the same type toggle (`toggleIsShowingSettings`, `closeTrailingSidebar`), and those buttons sit above it in the ZStack; as the damus and ice cases, a scrim whose close a Button in the type also does is a pointer shortcut",
        "phoenix NotificationsView.swift:180 semantics/tap-gesture":
            "yes, across files: the tapped view's only content is a call to a static function (`NotificationCell.mempoolFull()`) whose body ends in `.accessibilityElement(children: .combine)` and `.accessibilityAddTraits(.isButton)`; the rule reads the traits on the tapped view and its modifiers, not on the content a called builder returns",
        "phoenix NotificationsView.swift:162 semantics/tap-gesture":
            "yes, across files, as NotificationsView:180: `NotificationCell.backgroundPayments()` gives itself `.isButton`",
        "phoenix NotificationsView.swift:153 semantics/tap-gesture":
            "yes, across files, as NotificationsView:180: `NotificationCell.swapInExpiration()` gives itself `.isButton`",
        "phoenix MainView_Small.swift:226 contrast/non-text":
            "yes: the asset's dark entry is `\"reference\": \"secondarySystemBackgroundColor\"` (a system colour named in Contents.json, no components); the catalog reader should resolve such references to the system colour's value per appearance instead of falling back to the light entry",
        "phoenix NotificationsView.swift:82 contrast/text":
            "yes, as MainView_Small:226: `primaryBackground`'s dark entry references `systemBackgroundColor`; resolved, the dark pair is white on black",
    ]

    /// What would tell apart the wrong ones among the other errors judged.
    static let restTellApart: [String: String] = [:]

    /// The tool's findings copied from its JSON (severity, rule, file name, line), in the JSON's
    /// order, errors and warnings only: the population judged, not an expectation of verdicts.
    static let population: [(String, String, String, Int)] = [
        ("error", "target/size", "Experimental.swift", 89),
        ("error", "target/size", "ChannelInfoPopup.swift", 112),
        ("error", "target/size", "ChannelInfoPopup.swift", 125),
        ("error", "target/size", "SpendOnChainFunds.swift", 269),
        ("error", "target/size", "SwapInWalletDetails.swift", 109),
        ("error", "target/size", "WalletInfoView.swift", 167),
        ("error", "target/size", "WalletInfoView.swift", 316),
        ("error", "target/size", "WalletInfoView.swift", 431),
        ("error", "target/size", "BtcAddressInput.swift", 63),
        ("error", "target/size", "BtcAddressInput.swift", 83),
        ("error", "semantics/image-label", "ScanBitcoinAddressSheet.swift", 33),
        ("error", "target/size", "ScanBitcoinAddressSheet.swift", 35),
        ("warning", "motion/reduced-motion", "ResetWalletView_Action.swift", 57),
        ("error", "semantics/image-label", "LiquidityPolicyHelp.swift", 36),
        ("error", "target/size", "LiquidityPolicyHelp.swift", 38),
        ("error", "target/size", "LiquidityPolicyView.swift", 314),
        ("error", "target/size", "LiquidityPolicyView.swift", 410),
        ("error", "semantics/image-label", "LiquidityAdsHelp.swift", 33),
        ("error", "target/size", "LiquidityAdsHelp.swift", 35),
        ("error", "target/size", "LiquidityAdsView.swift", 136),
        ("error", "target/size", "LiquidityAdsView.swift", 496),
        ("error", "target/size", "PaymentOptionsView.swift", 204),
        ("error", "target/size", "LockPinRequired.swift", 36),
        ("error", "text/fixed-size", "NumberPadView.swift", 130),
        ("error", "text/fixed-size", "NumberPadView.swift", 147),
        ("error", "target/size", "WhichPinSheet.swift", 44),
        ("warning", "motion/reduced-motion", "ElectrumAddressSheet.swift", 128),
        ("error", "target/size", "ElectrumAddressSheet.swift", 214),
        ("error", "target/size", "ElectrumAddressSheet.swift", 267),
        ("error", "target/size", "ElectrumAddressSheet.swift", 400),
        ("error", "target/size", "AuthenticateWithPinSheet.swift", 82),
        ("error", "semantics/image-label", "RecoveryPhraseReveal.swift", 62),
        ("error", "target/size", "RecoveryPhraseReveal.swift", 64),
        ("error", "target/size", "RestartPopover.swift", 37),
        ("error", "target/size", "DuressPinOption.swift", 35),
        ("error", "target/size", "HiddenWalletRequirements.swift", 36),
        ("error", "target/size", "WalletEmojiPicker.swift", 38),
        ("error", "semantics/tap-gesture", "WalletEmojiPicker.swift", 59),
        ("error", "semantics/tap-gesture", "WalletMetadataView.swift", 133),
        ("error", "contrast/non-text", "WalletMetadataView.swift", 174),
        ("error", "target/size", "WalletMetadataView.swift", 174),
        ("error", "target/size", "ContactsListSheet.swift", 52),
        ("error", "target/size", "ManageContact.swift", 323),
        ("error", "semantics/tap-gesture", "ManageContact.swift", 419),
        ("error", "contrast/non-text", "ManageContact.swift", 461),
        ("error", "target/size", "ManageContact.swift", 461),
        ("error", "target/size", "ManageContact.swift", 520),
        ("error", "target/size", "ManageContact.swift", 599),
        ("error", "target/size", "ManageContact.swift", 638),
        ("error", "target/size", "ManageContact.swift", 665),
        ("error", "target/size", "ManageContact.swift", 727),
        ("error", "target/size", "ManageContact.swift", 806),
        ("error", "target/size", "ManageContact.swift", 844),
        ("error", "target/size", "ManageContact.swift", 877),
        ("error", "target/size", "CurrencyConverterRow.swift", 48),
        ("error", "target/size", "CpfpView.swift", 139),
        ("error", "target/size", "CpfpView.swift", 156),
        ("error", "target/size", "DetailsView.swift", 64),
        ("error", "target/size", "DetailsView.swift", 72),
        ("error", "target/size", "EditInfoView.swift", 164),
        ("error", "semantics/tap-gesture", "SummaryInfoGrid.swift", 139),
        ("error", "semantics/tap-gesture", "SummaryInfoGrid.swift", 370),
        ("error", "semantics/tap-gesture", "SummaryInfoGrid.swift", 421),
        ("error", "semantics/tap-gesture", "SummaryInfoGrid.swift", 613),
        ("error", "target/size", "SummaryInfoGrid.swift", 624),
        ("error", "target/size", "SummaryInfoGrid.swift", 671),
        ("error", "target/size", "SummaryView.swift", 131),
        ("error", "semantics/tap-gesture", "SummaryView.swift", 454),
        ("warning", "motion/reduced-motion", "ShortSheet.swift", 179),
        ("error", "target/size", "Toast.swift", 214),
        ("warning", "motion/reduced-motion", "LockView.swift", 196),
        ("error", "target/size", "LockView.swift", 263),
        ("warning", "motion/reduced-motion", "LockView.swift", 292),
        ("warning", "motion/reduced-motion", "WalletSelector.swift", 132),
        ("warning", "motion/reduced-motion", "WalletSelector.swift", 157),
        ("error", "semantics/tap-gesture", "HomeView.swift", 365),
        ("error", "semantics/tap-gesture", "HomeView.swift", 413),
        ("error", "semantics/tap-gesture", "HomeView.swift", 484),
        ("error", "semantics/tap-gesture", "HomeView.swift", 497),
        ("error", "contrast/text", "IncomingBalancePopover.swift", 83),
        ("error", "semantics/tap-gesture", "IncomingBalancePopover.swift", 92),
        ("error", "contrast/non-text", "IncomingBalancePopover.swift", 120),
        ("error", "contrast/text", "IncomingBalancePopover.swift", 134),
        ("error", "contrast/text", "IncomingBalancePopover.swift", 168),
        ("error", "semantics/tap-gesture", "IncomingBalancePopover.swift", 178),
        ("error", "contrast/text", "IncomingBalancePopover.swift", 217),
        ("error", "semantics/tap-gesture", "IncomingBalancePopover.swift", 226),
        ("error", "contrast/text", "IncomingBalancePopover.swift", 261),
        ("error", "semantics/tap-gesture", "MainView_Big.swift", 228),
        ("warning", "motion/reduced-motion", "MainView_Big.swift", 339),
        ("error", "contrast/non-text", "MainView_Small.swift", 226),
        ("error", "contrast/non-text", "MainView_Small.swift", 251),
        ("error", "target/size", "TorNetworkIssueSheet.swift", 40),
        ("error", "target/size", "BizNotificationCell.swift", 84),
        ("error", "target/size", "BizNotificationCell.swift", 138),
        ("error", "target/size", "BizNotificationCell.swift", 201),
        ("error", "target/size", "BizNotificationCell.swift", 238),
        ("error", "target/size", "BizNotificationCell.swift", 272),
        ("error", "contrast/text", "NotificationsView.swift", 82),
        ("error", "target/size", "NotificationsView.swift", 92),
        ("error", "semantics/tap-gesture", "NotificationsView.swift", 135),
        ("error", "semantics/tap-gesture", "NotificationsView.swift", 144),
        ("error", "semantics/tap-gesture", "NotificationsView.swift", 153),
        ("error", "semantics/tap-gesture", "NotificationsView.swift", 162),
        ("error", "semantics/tap-gesture", "NotificationsView.swift", 171),
        ("error", "semantics/tap-gesture", "NotificationsView.swift", 180),
        ("error", "semantics/tap-gesture", "NotificationsView.swift", 189),
        ("warning", "motion/reduced-motion", "IntroContainer.swift", 82),
        ("warning", "motion/reduced-motion", "ManualRestoreView.swift", 65),
        ("error", "contrast/non-text", "ManualRestoreView.swift", 251),
        ("error", "target/size", "ManualRestoreView.swift", 251),
        ("error", "target/size", "ManualRestoreView.swift", 519),
        ("error", "target/size", "Bolt12Sheet.swift", 39),
        ("error", "target/size", "BtcAddrOptionsSheet.swift", 40),
        ("error", "target/size", "InboundFeeSheet.swift", 50),
        ("error", "target/size", "ModifyInvoiceSheet.swift", 135),
        ("warning", "motion/reduced-motion", "ReceiveView.swift", 147),
        ("error", "target/size", "ReceiveView.swift", 226),
        ("error", "target/size", "ReceiveView.swift", 237),
        ("error", "target/size", "CommentSheet.swift", 62),
        ("error", "target/size", "LnurlFlowErrorNotice.swift", 42),
        ("error", "target/size", "MetadataSheet.swift", 41),
        ("error", "target/size", "MinerFeeSheet.swift", 117),
        ("error", "target/size", "PaymentDetails.swift", 226),
        ("error", "semantics/tap-gesture", "PaymentDetails.swift", 270),
        ("error", "target/size", "PaymentDetails.swift", 323),
        ("error", "semantics/tap-gesture", "PriorityBoxStyle.swift", 25),
        ("error", "target/size", "ScanQrCodeView.swift", 75),
        ("error", "target/size", "SendView.swift", 213),
        ("error", "target/size", "TipSliderSheet.swift", 148),
        ("error", "target/size", "TipSliderSheet.swift", 273),
        ("error", "target/size", "TipSliderSheet.swift", 284),
        ("error", "target/size", "AppStatusPopover.swift", 56),
        ("error", "semantics/tap-gesture", "AppStatusPopover.swift", 532),
        ("error", "target/size", "UnlockErrorView.swift", 206),
        ("error", "target/size", "UnlockErrorView.swift", 219),
        ("error", "semantics/tap-gesture", "AnimatedClock.swift", 94),
        ("warning", "motion/duration", "HorizontalActivity.swift", 58),
        ("warning", "motion/duration", "HorizontalActivity.swift", 64),
        ("warning", "motion/duration", "HorizontalActivity.swift", 70),
    ]

    static func listed(_ severity: String) -> [String] {
        population.filter { $0.0 == severity }.map { "phoenix \($0.2):\($0.3) \($0.1)" }
    }

    func testTheJudgedFindingsAreTheTools() {
        XCTAssertEqual(Self.population.count, 140)
        XCTAssertEqual(Self.listed("error").count, 126)
        XCTAssertEqual(Self.listed("warning").count, 14)
        XCTAssertEqual(Self.errors.count, 45)
        XCTAssertEqual(Set(Self.errors.map(\.finding)).count, 45, "each sampled error once")
        XCTAssertTrue(Set(Self.errors.map(\.finding)).isSubset(of: Set(Self.listed("error"))))
        XCTAssertEqual(Self.warnings.map(\.finding), Self.listed("warning"), "every warning, in order")
        XCTAssertTrue((Self.errors + Self.warnings + Self.restErrors).allSatisfy { !$0.fixed }, "an out-of-sample census records the tool as found")
    }

    /// As found: errors right 38 of 45 in the sample, warnings 0 of 0.
    func testCensusPrecision() {
        XCTAssertEqual(Self.errors.filter(\.right).count, 38)
        XCTAssertEqual(Self.warnings.filter(\.right).count, 0)
    }

    /// Wrong by rule, sample errors and warnings.
    func testWrongByRule() {
        XCTAssertTrue(SampleJudgmentsTests.wrong("target/size", Self.errors) == (0, 23))
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/tap-gesture", Self.errors) == (4, 14))
        XCTAssertTrue(SampleJudgmentsTests.wrong("contrast/non-text", Self.errors) == (2, 3))
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/image-label", Self.errors) == (0, 3))
        XCTAssertTrue(SampleJudgmentsTests.wrong("contrast/text", Self.errors) == (1, 1))
        XCTAssertTrue(SampleJudgmentsTests.wrong("text/fixed-size", Self.errors) == (0, 1))

    }

    /// Each wrong finding says what would tell it apart (or why nothing would); only wrong ones do.
    func testEveryWrongFindingSaysWhatWouldTellItApart() {
        let wrong = Set((Self.errors + Self.warnings).filter { !$0.right }.map(\.finding))
        XCTAssertEqual(Set(Self.tellApart.keys), wrong)
        let wrongRest = Set(Self.restErrors.filter { !$0.right }.map(\.finding))
        XCTAssertEqual(Set(Self.restTellApart.keys), wrongRest)
    }

    /// The other errors judged: each once, none from the sample; right 0 of 0,
    /// and over all errors judged 38.
    func testRestErrors() {
        let rest = Self.restErrors.map(\.finding)
        XCTAssertEqual(rest.count, 0)
        XCTAssertEqual(Set(rest).count, rest.count, "each error once")
        XCTAssertTrue(Set(rest).isSubset(of: Set(Self.listed("error"))))
        XCTAssertTrue(Set(rest).isDisjoint(with: Set(Self.errors.map(\.finding))))
        XCTAssertEqual(Self.restErrors.filter(\.right).count, 0)
        let all = Self.errors + Self.restErrors
        XCTAssertEqual(all.filter(\.right).count, 38)
        XCTAssertTrue(SampleJudgmentsTests.wrong("target/size", all) == (0, 23))
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/tap-gesture", all) == (4, 14))
        XCTAssertTrue(SampleJudgmentsTests.wrong("contrast/non-text", all) == (2, 3))
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/image-label", all) == (0, 3))
        XCTAssertTrue(SampleJudgmentsTests.wrong("contrast/text", all) == (1, 1))
        XCTAssertTrue(SampleJudgmentsTests.wrong("text/fixed-size", all) == (0, 1))
    }
}
#endif
