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
/// Time allowed the other 81 errors too (`restErrors`, judged after the sample was counted): the
/// sample's figures stand as drawn, and all 126 are counted apart.
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
               why: "WCAG 4.1.2: \"the name and role can be programmatically determined\"; a tap-only view is not announced as a control; the payment summary's liquidity amount switches bitcoin and fiat on a tap: labelled with the amount, but no button trait and no action"),
        Judged(finding: "phoenix IncomingBalancePopover.swift:120 contrast/non-text", right: false,
               why: "WCAG 1.4.11 asks contrast of graphics \"required to understand the content\": the `zzz` glyph (appWarn #FEBC2E on the card's secondarySystemGroupedBackground, white in light: 1.69:1 as the tool says) sits before the title \"Waiting for swap: +amount\", which says what it pictures; nothing is lost without it"),
        Judged(finding: "phoenix PaymentDetails.swift:226 target/size", right: true,
               why: "HIG 44 × 44 pt: the miner fee's edit button is a `square.and.pencil` at .body with no frame, padding or style, about 24 pt"),
        Judged(finding: "phoenix LockView.swift:263 target/size", right: true,
               why: "HIG 44 × 44 pt: the lock screen's PIN button is a resizable symbol framed 32 × 32, in an HStack spaced 50 with no padding or contentShape: 32 pt"),
        Judged(finding: "phoenix SwapInWalletDetails.swift:109 target/size", right: true,
               why: "HIG 44 × 44 pt: the swap-in wallet popover's close button is an `xmark` at .title3 (about 28 pt); the `.padding()` is on the header HStack, outside the button"),
        Judged(finding: "phoenix RestartPopover.swift:37 target/size", right: true,
               why: "HIG 44 × 44 pt: the restart popover's close button is an `xmark` at .title2 with `.imageScale(.medium)`, about 31 pt; the padding is on the header HStack"),
        Judged(finding: "phoenix WalletMetadataView.swift:133 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2 (role and name): the wallet's image in its settings row opens the change-image dialog on a tap, the only way to; no trait, no label, no action"),
        Judged(finding: "phoenix BizNotificationCell.swift:84 target/size", right: true,
               why: "HIG 44 × 44 pt: the notice's dismiss `xmark` has no frame; it shows only on Home (`isDismissable` is true for HomeView_Single), where the cell gets `.font(.caption)`, so it is smaller still than the .body size the tool read"),
        Judged(finding: "phoenix MainView_Big.swift:228 semantics/tap-gesture", right: false,
               why: "a pointer shortcut: the iPad scrim behind the sidebars closes them on a tap, and the floating header drawn above it does the same with Buttons (settings and transactions toggle the leading sidebar closed, the Tools button closes the trailing one)"),
        Judged(finding: "phoenix TipSliderSheet.swift:148 target/size", right: true,
               why: "HIG 44 × 44 pt: the customize-tip sheet's close button is `ic_cross` resized to 30 × 30; the padding is on the header HStack"),
        Judged(finding: "phoenix ElectrumAddressSheet.swift:267 target/size", right: true,
               why: "HIG 44 × 44 pt: the Electrum port field's clear button is a `multiply.circle.fill` at body size with no frame, about 24 pt; the padding is on the field's HStack, not the button"),
        Judged(finding: "phoenix LiquidityAdsHelp.swift:33 semantics/image-label", right: true,
               why: "WCAG 1.1.1 and 4.1.2: the liquidity ads help's close button is `Image(\"ic_cross\")` alone with no accessibilityLabel: VoiceOver reads the asset's name or just \"button\""),
        Judged(finding: "phoenix NotificationsView.swift:180 semantics/tap-gesture", right: false,
               why: "the tapped NoticeBox holds only `NotificationCell.mempoolFull()`, which is `.accessibilityElement(children: .combine)` with `.accessibilityAddTraits(.isButton)` (its icon labelled \"Warning\"): VoiceOver reads the notice and \"button\", and activating it reaches the box's tap, so name and role are there (WCAG 4.1.2 met)"),
        Judged(finding: "phoenix ManageContact.swift:520 target/size", right: true,
               why: "HIG 44 × 44 pt: the contact editor's add-offer button is a `plus` at body size with no frame, in a ScrollView (no List row to enlarge it), about 24 pt"),
        Judged(finding: "phoenix WalletEmojiPicker.swift:59 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: each emoji of the wallet emoji picker is an image selected by a tap, with no trait and no label (the 8 pt padding is outside the gesture)"),
        Judged(finding: "phoenix NotificationsView.swift:162 semantics/tap-gesture", right: false,
               why: "as NotificationsView:180: `NotificationCell.backgroundPayments()` is one combined element with the button trait, so VoiceOver announces it as a button"),
        Judged(finding: "phoenix DetailsView.swift:72 target/size", right: true,
               why: "HIG 44 × 44 pt: the payment details sheet's close button is an `xmark` at .title3, about 28 pt; the `.padding()` is on the header, outside the button"),
        Judged(finding: "phoenix InboundFeeSheet.swift:50 target/size", right: true,
               why: "HIG 44 × 44 pt: the inbound fee sheet's close button is an `xmark` at .title2 with `.imageScale(.medium)`, about 31 pt; the padding is on the header HStack"),
        Judged(finding: "phoenix SpendOnChainFunds.swift:269 target/size", right: true,
               why: "HIG 44 × 44 pt: the miner fee's edit button when spending on-chain funds is `square.and.pencil` framed 30 × 30, with no padding or contentShape"),
        Judged(finding: "phoenix AppStatusPopover.swift:532 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: in the app status popover, the Electrum server row showing \"Invalid address\" opens the Electrum settings on a tap (the one call site with `onTap`); the row is combined into one element with no button trait"),
        Judged(finding: "phoenix NotificationsView.swift:153 semantics/tap-gesture", right: false,
               why: "as NotificationsView:180: `NotificationCell.swapInExpiration()` is one combined element with the button trait"),
        Judged(finding: "phoenix PaymentDetails.swift:323 target/size", right: true,
               why: "HIG 44 × 44 pt: the payment comment's edit button is `square.and.pencil` at .body with no frame, about 24 pt"),
        Judged(finding: "phoenix WalletInfoView.swift:431 target/size", right: true,
               why: "HIG 44 × 44 pt: the wallet info copy button is a `square.on.square` at body size, `.borderless` so the row does not take its tap: about 24 pt"),
        Judged(finding: "phoenix MainView_Small.swift:226 contrast/non-text", right: false,
               why: "WCAG 1.4.11: the Home settings gear is `.primary`, white in dark, on `buttonFill`, whose dark value in the catalog is a reference to secondarySystemBackgroundColor (#1C1C1E): recomputed 17.0:1; the tool paired it with buttonFill's light value #FCFCFF"),
        Judged(finding: "phoenix ElectrumAddressSheet.swift:214 target/size", right: true,
               why: "HIG 44 × 44 pt: the Electrum host field's clear button, as line 267: a body-size symbol with no frame"),
        Judged(finding: "phoenix IncomingBalancePopover.swift:226 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the incoming balance popover's expired-funds card opens the swap-in wallet on a tap; no trait, no action"),
        Judged(finding: "phoenix NotificationsView.swift:82 contrast/text", right: false,
               why: "WCAG 1.4.3: the notifications sheet's title is `.primary`, white in dark, on `primaryBackground`, whose dark value in the catalog is a reference to systemBackgroundColor (#000000): 21:1; the tool paired it with the light value #F5F5FA"),
        Judged(finding: "phoenix AnimatedClock.swift:94 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the small animated clock beside a fiat amount switches between the value now and at payment time on a tap (SummaryView:458, DetailsInfoGrid), the only way to; no trait, no label"),
        Judged(finding: "phoenix WalletInfoView.swift:316 target/size", right: true,
               why: "HIG 44 × 44 pt: the final wallet's `info.circle` button is at body size with no frame, about 24 pt"),
        Judged(finding: "phoenix NumberPadView.swift:130 text/fixed-size", right: true,
               why: "WCAG 1.4.4 and HIG Typography (a judgment call): the number pad's digits are fixed at 34 pt, under the project's line for large fixed text (body at accessibility5, 53 pt): a user at accessibility3 and above gets body text larger than the digits they type a PIN or an amount with"),
        Judged(finding: "phoenix IncomingBalancePopover.swift:178 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the incoming balance popover's waiting-funds card opens the swap-in wallet on a tap, as line 226"),
        Judged(finding: "phoenix ManageContact.swift:323 target/size", right: true,
               why: "HIG 44 × 44 pt: the contact editor's delete button is `trash.fill` at .title2 with `.imageScale(.medium)`, about 31 pt; the padding is on the header HStack"),
        Judged(finding: "phoenix LiquidityPolicyView.swift:314 target/size", right: true,
               why: "HIG 44 × 44 pt: the liquidity policy's max fee clear button is a `multiply.circle.fill` at body size, `.borderless`, no frame"),
        Judged(finding: "phoenix DuressPinOption.swift:35 target/size", right: true,
               why: "HIG 44 × 44 pt: the duress PIN sheet's close button is an `xmark` at .title2, about 31 pt; the padding is on the header HStack"),
        Judged(finding: "phoenix ManageContact.swift:419 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the contact's photo in the contact editor opens the change-image dialog on a tap, the only way to; no trait, no label"),
        Judged(finding: "phoenix LiquidityAdsView.swift:136 target/size", right: true,
               why: "HIG 44 × 44 pt: the liquidity ads popover's close button is an `xmark` at .title3, about 28 pt; the padding is on the header"),
        Judged(finding: "phoenix SummaryView.swift:454 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the payment summary's amount switches bitcoin and fiat on a tap; the header is one element labelled with the amount, with no button trait and no action"),
        Judged(finding: "phoenix BizNotificationCell.swift:201 target/size", right: true,
               why: "HIG 44 × 44 pt: the watchtower notice's dismiss `xmark` on Home, caption-sized there, as line 84"),
        Judged(finding: "phoenix Toast.swift:214 target/size", right: true,
               why: "HIG 44 × 44 pt: the toast's close button is a 16 pt `multiply` with 8 pt padding in a blur capsule: 32 × 32"),
        Judged(finding: "phoenix LiquidityPolicyHelp.swift:36 semantics/image-label", right: true,
               why: "WCAG 1.1.1 and 4.1.2: the liquidity policy help's close button is `Image(\"ic_cross\")` alone with no label"),
        Judged(finding: "phoenix CurrencyConverterRow.swift:48 target/size", right: true,
               why: "HIG 44 × 44 pt: the currency converter row's clear button is a `multiply.circle.fill` at body size with no frame; the padding is on the field's HStack"),
        Judged(finding: "phoenix PaymentDetails.swift:270 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: in payment details, the recipient contact (photo and name) opens the contact on a tap; no trait, no action"),
        Judged(finding: "phoenix ModifyInvoiceSheet.swift:135 target/size", right: true,
               why: "HIG 44 × 44 pt: the modify-invoice description field's clear button is a body-size symbol with no frame"),
        Judged(finding: "phoenix ManageContact.swift:461 contrast/non-text", right: true,
               why: "WCAG 1.4.11: the contact name field's clear glyph, the only sign of the control, is tertiaryLabel (#3C3C43 at 30 %) on the field's systemBackground, white in light: recomputed 1.74:1, under 3:1"),
        Judged(finding: "phoenix RecoveryPhraseReveal.swift:62 semantics/image-label", right: true,
               why: "WCAG 1.1.1 and 4.1.2: the recovery phrase reveal's close button is `Image(\"ic_cross\")` alone with no label"),
    ]

    /// Every warning, in the JSON's order.
    static let warnings: [Judged] = [
        Judged(finding: "phoenix ResetWalletView_Action.swift:57 motion/reduced-motion", right: true,
               why: "WCAG 2.3.3 and HIG Reduce Motion (replace slides with fades): the reset-wallet progress screen's whole content slides up from the bottom edge as `onAppear` sets `visible` in `withAnimation`; no Reduce Motion path in the type or the app"),
        Judged(finding: "phoenix ElectrumAddressSheet.swift:128 motion/reduced-motion", right: true,
               why: "WCAG 2.3.3 and HIG Reduce Motion: turning on the custom-server toggle (`$isCustomized.animation()`) slides the server and port form down from the top edge on `.easeInOut(duration: 0.3)`; no Reduce Motion path"),
        Judged(finding: "phoenix ShortSheet.swift:179 motion/reduced-motion", right: true,
               why: "WCAG 2.3.3 and HIG Reduce Motion: the app's own short sheet (ShortSheetWrapper, used for its small modals) slides up from the bottom as `onAppear` sets `animation = 1` in `withAnimation`; no Reduce Motion path"),
        Judged(finding: "phoenix LockView.swift:196 motion/reduced-motion", right: true,
               why: "WCAG 2.3.3 and HIG Reduce Motion: on the lock screen the wallet list slides up from the bottom as `showContent` changes the visible content in `withAnimation`; no Reduce Motion path"),
        Judged(finding: "phoenix LockView.swift:292 motion/reduced-motion", right: true,
               why: "WCAG 2.3.3 and HIG Reduce Motion: the lock screen's PIN pad slides up from the bottom (plus the safe area's height) as `showContent` switches to it in `withAnimation`; no Reduce Motion path"),
        Judged(finding: "phoenix WalletSelector.swift:132 motion/reduced-motion", right: true,
               why: "WCAG 2.3.3 and HIG Reduce Motion: in the lock screen's wallet selector, the \"Access hidden wallet\" footer slides in from the trailing edge when `showVisibleWallets` clears `hiddenWallets` in `withAnimation`; no Reduce Motion path"),
        Judged(finding: "phoenix WalletSelector.swift:157 motion/reduced-motion", right: true,
               why: "WCAG 2.3.3 and HIG Reduce Motion: the \"Go back to visible wallets\" footer slides out to the leading edge in the same `withAnimation`, as line 132"),
        Judged(finding: "phoenix MainView_Big.swift:339 motion/reduced-motion", right: true,
               why: "WCAG 2.3.3 and HIG Reduce Motion: on iPad the currency converter sidebar slides in from the trailing edge as `openCurrencyConverter` sets `trailingSidebarContent` in `withAnimation`; no Reduce Motion path"),
        Judged(finding: "phoenix IntroContainer.swift:82 motion/reduced-motion", right: true,
               why: "WCAG 2.3.3 and HIG Reduce Motion: when onboarding's intro screens finish, the whole intro slides off the bottom of the screen (`introFinished` set in `withAnimation`); no Reduce Motion path"),
        Judged(finding: "phoenix ManualRestoreView.swift:65 motion/reduced-motion", right: true,
               why: "WCAG 2.3.3 and HIG Reduce Motion: on restoring a wallet, accepting the warning (`acceptedWarning` set in `withAnimation` by the Next button) slides the full-screen warning off the bottom; no Reduce Motion path"),
        Judged(finding: "phoenix ReceiveView.swift:147 motion/reduced-motion", right: true,
               why: "WCAG 2.3.3 and HIG Reduce Motion: the QR scanner (SendView) slides up over the Receive screen from the bottom as the scan button sets `showSendView` in `withAnimation`; no Reduce Motion path"),
        Judged(finding: "phoenix HorizontalActivity.swift:58 motion/duration", right: false,
               why: "not a transition: HorizontalActivity is a loading indicator whose three 10 pt dots sweep across its width, their offsets swapped by a repeating 1.6 s Timer, each sweep a 1 s ease; the 0.5 s budget for cards and panels does not apply to an indicator's stroke (as ex ShimmerModifier:51); its endless motion with no Reduce Motion path is another rule's matter"),
        Judged(finding: "phoenix HorizontalActivity.swift:64 motion/duration", right: false,
               why: "the second dot of the same loading indicator, 1 s with a 0.2 s delay, as line 58"),
        Judged(finding: "phoenix HorizontalActivity.swift:70 motion/duration", right: false,
               why: "the third dot of the same loading indicator, 1 s with a 0.4 s delay, as line 58"),
    ]

    /// Errors outside the sample, judged after the sample's figures were counted.
    static let restErrors: [Judged] = [
        Judged(finding: "phoenix Experimental.swift:89 target/size", right: true,
               why: "HIG 44 × 44 pt: the experimental settings' copy button for the BIP-353 address is a `square.on.square` at .headline with no frame, about 22 pt"),
        Judged(finding: "phoenix ChannelInfoPopup.swift:112 target/size", right: true,
               why: "HIG 44 × 44 pt: the channel info popup's copy button is a symbol framed 22 × 22 with no padding"),
        Judged(finding: "phoenix ChannelInfoPopup.swift:125 target/size", right: true,
               why: "HIG 44 × 44 pt: the channel info popup's share button, framed 22 × 22, as line 112"),
        Judged(finding: "phoenix WalletInfoView.swift:167 target/size", right: true,
               why: "HIG 44 × 44 pt: the swap-in wallet's `info.circle` button is at body size with no frame, about 24 pt"),
        Judged(finding: "phoenix BtcAddressInput.swift:63 target/size", right: true,
               why: "HIG 44 × 44 pt: the bitcoin address field's clear button is a body-size `multiply.circle.fill`, `.borderless`, no frame"),
        Judged(finding: "phoenix BtcAddressInput.swift:83 target/size", right: true,
               why: "HIG 44 × 44 pt: the bitcoin address field's scan button is `qrcode.viewfinder` framed 30 × 30, `.borderless`"),
        Judged(finding: "phoenix ScanBitcoinAddressSheet.swift:33 semantics/image-label", right: true,
               why: "WCAG 1.1.1 and 4.1.2: the scan-address sheet's close button is `Image(\"ic_cross\")` alone with no label"),
        Judged(finding: "phoenix ScanBitcoinAddressSheet.swift:35 target/size", right: true,
               why: "HIG 44 × 44 pt: the same close button is `ic_cross` framed 30 × 30; the padding is on its HStack"),
        Judged(finding: "phoenix LiquidityPolicyHelp.swift:38 target/size", right: true,
               why: "HIG 44 × 44 pt: the liquidity policy help's close button is `ic_cross` framed 30 × 30"),
        Judged(finding: "phoenix LiquidityPolicyView.swift:410 target/size", right: true,
               why: "HIG 44 × 44 pt: the max fee percent's clear button is a body-size `multiply.circle.fill`, `.borderless`, no frame"),
        Judged(finding: "phoenix LiquidityAdsHelp.swift:35 target/size", right: true,
               why: "HIG 44 × 44 pt: the liquidity ads help's close button is `ic_cross` framed 30 × 30; the padding is on its HStack"),
        Judged(finding: "phoenix LiquidityAdsView.swift:496 target/size", right: true,
               why: "HIG 44 × 44 pt: the liquidity ads help button is a `questionmark.circle` at .body, `.borderless`, about 24 pt"),
        Judged(finding: "phoenix PaymentOptionsView.swift:204 target/size", right: true,
               why: "HIG 44 × 44 pt: the default payment description's clear button is a body-size symbol with no frame; the padding is on the field's HStack"),
        Judged(finding: "phoenix LockPinRequired.swift:36 target/size", right: true,
               why: "HIG 44 × 44 pt: the PIN-required sheet's close button is an `xmark` at .title2, about 31 pt"),
        Judged(finding: "phoenix NumberPadView.swift:147 text/fixed-size", right: false,
               why: "WCAG 1.4.4 and HIG Typography (a judgment call): the 12 pt letters (ABC, DEF…) under the PIN pad's digits are the telephone keypad's mnemonic; every use of NumberPadView enters a numeric PIN, so the letters carry nothing a user needs (the digit, 34 pt, is the key's name), and a fixed size on them loses no content"),
        Judged(finding: "phoenix WhichPinSheet.swift:44 target/size", right: true,
               why: "HIG 44 × 44 pt: the which-PIN sheet's close button is `ic_cross` framed 30 × 30"),
        Judged(finding: "phoenix ElectrumAddressSheet.swift:400 target/size", right: true,
               why: "HIG 44 × 44 pt: the untrusted certificate's next-info button is `chevron.forward.circle.fill` at .body with no frame, about 24 pt"),
        Judged(finding: "phoenix AuthenticateWithPinSheet.swift:82 target/size", right: true,
               why: "HIG 44 × 44 pt: the PIN authentication sheet's close button is `ic_cross` framed 30 × 30"),
        Judged(finding: "phoenix RecoveryPhraseReveal.swift:64 target/size", right: true,
               why: "HIG 44 × 44 pt: the recovery phrase reveal's close button is `ic_cross` framed 30 × 30; the padding is on its HStack"),
        Judged(finding: "phoenix HiddenWalletRequirements.swift:36 target/size", right: true,
               why: "HIG 44 × 44 pt: the hidden-wallet requirements sheet's close button is an `xmark` at .title2, about 31 pt"),
        Judged(finding: "phoenix WalletEmojiPicker.swift:38 target/size", right: true,
               why: "HIG 44 × 44 pt: the wallet emoji picker's close button is an `xmark` at .title2, about 31 pt"),
        Judged(finding: "phoenix WalletMetadataView.swift:174 contrast/non-text", right: true,
               why: "WCAG 1.4.11: the wallet name field's clear glyph is tertiaryLabel on the insetGrouped row's white (light): recomputed 1.74:1, under 3:1, the only sign of the control"),
        Judged(finding: "phoenix WalletMetadataView.swift:174 target/size", right: true,
               why: "HIG 44 × 44 pt: the same clear button is a body-size symbol with no frame"),
        Judged(finding: "phoenix ContactsListSheet.swift:52 target/size", right: true,
               why: "HIG 44 × 44 pt: the contacts list sheet's close button is an `xmark` at .title2, about 31 pt"),
        Judged(finding: "phoenix ManageContact.swift:461 target/size", right: true,
               why: "HIG 44 × 44 pt: the contact name field's clear button is a body-size symbol with no frame"),
        Judged(finding: "phoenix ManageContact.swift:599 target/size", right: true,
               why: "HIG 44 × 44 pt: each offer row's options Menu is a `line.3.horizontal` at body size with no frame, about 24 pt"),
        Judged(finding: "phoenix ManageContact.swift:638 target/size", right: true,
               why: "HIG 44 × 44 pt: the offer edit row's label clear button is a `multiply.circle.fill` at the row's .subheadline with no frame, about 21 pt"),
        Judged(finding: "phoenix ManageContact.swift:665 target/size", right: true,
               why: "HIG 44 × 44 pt: the offer edit row's text clear button, as line 638"),
        Judged(finding: "phoenix ManageContact.swift:727 target/size", right: true,
               why: "HIG 44 × 44 pt: the add-address `plus` button is at body size with no frame, as line 520"),
        Judged(finding: "phoenix ManageContact.swift:806 target/size", right: true,
               why: "HIG 44 × 44 pt: each address row's options Menu is a body-size `line.3.horizontal`, as line 599"),
        Judged(finding: "phoenix ManageContact.swift:844 target/size", right: true,
               why: "HIG 44 × 44 pt: the address edit row's label clear button, .subheadline with no frame, as line 638"),
        Judged(finding: "phoenix ManageContact.swift:877 target/size", right: true,
               why: "HIG 44 × 44 pt: the address edit row's text clear button, as line 638"),
        Judged(finding: "phoenix CpfpView.swift:139 target/size", right: true,
               why: "HIG 44 × 44 pt: the CPFP screen's back button is a `chevron.backward` at .title3; the `.frame(width:)` after the Button only matches the two header buttons' widths (a frame outside a Button adds no hit area) and sets no height: about 28 pt"),
        Judged(finding: "phoenix CpfpView.swift:156 target/size", right: true,
               why: "HIG 44 × 44 pt: the CPFP screen's close `xmark` at .title3, as line 139"),
        Judged(finding: "phoenix DetailsView.swift:64 target/size", right: true,
               why: "HIG 44 × 44 pt: the payment details sheet's back `chevron.backward` at .title3, about 28 pt, no frame"),
        Judged(finding: "phoenix EditInfoView.swift:164 target/size", right: true,
               why: "HIG 44 × 44 pt: the edit-description field's clear button is a body-size symbol with no frame"),
        Judged(finding: "phoenix SummaryInfoGrid.swift:370 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the payment summary's \"sent by\" contact (photo and name) opens the contact on a tap; no trait, no action"),
        Judged(finding: "phoenix SummaryInfoGrid.swift:421 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the payment summary's recipient contact opens the contact on a tap, as line 370"),
        Judged(finding: "phoenix SummaryInfoGrid.swift:613 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the payment fees amount switches bitcoin and fiat on a tap; labelled, but no button trait and no action, as line 139"),
        Judged(finding: "phoenix SummaryInfoGrid.swift:624 target/size", right: true,
               why: "HIG 44 × 44 pt: the fees' `questionmark.circle` help button is at .body with no frame, about 24 pt"),
        Judged(finding: "phoenix SummaryInfoGrid.swift:671 target/size", right: true,
               why: "HIG 44 × 44 pt: the liquidity cause's `questionmark.circle` help button, as line 624"),
        Judged(finding: "phoenix SummaryView.swift:131 target/size", right: true,
               why: "HIG 44 × 44 pt: the payment summary's close `xmark` is at .title2 (about 31 pt); its `.padding()` is outside the Button, where a tap does not reach the action (padding belongs in the label to grow the hit area)"),
        Judged(finding: "phoenix HomeView.swift:365 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: Home's incoming balance line opens the incoming balance popover (or the swap-in wallet) on a tap; combined with a hint \"pending on-chain confirmation\" but no button trait"),
        Judged(finding: "phoenix HomeView.swift:413 semantics/tap-gesture", right: false,
               why: "as NotificationsView:180: the missed-payments notice's content (`notice_missedPayment_content`, same file) is `.accessibilityElement(children: .combine)` with `.accessibilityAddTraits(.isButton)`, so VoiceOver announces it as a button and activating it reaches the box's tap"),
        Judged(finding: "phoenix HomeView.swift:484 semantics/tap-gesture", right: false,
               why: "as NotificationsView:180: the Home notice box for several notices shows the first notice's cell (a NotificationCell or BizNotificationCell, each combined with `.isButton`) and a \"+N\" count; the cell is announced as a button"),
        Judged(finding: "phoenix HomeView.swift:497 semantics/tap-gesture", right: false,
               why: "as NotificationsView:180: the Home notice box for one notice holds only a NotificationCell or BizNotificationCell, each combined with `.isButton`"),
        Judged(finding: "phoenix IncomingBalancePopover.swift:83 contrast/text", right: true,
               why: "WCAG 1.4.3: a 16 pt callout in `.secondary` (secondaryLabel, #3C3C43 at 60 %) on the popover card's secondarySystemGroupedBackground, white in light: recomputed 3.44:1, under 4.5:1"),
        Judged(finding: "phoenix IncomingBalancePopover.swift:92 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the incoming balance popover's unconfirmed-funds card opens the swap-in wallet on a tap; no trait, no action"),
        Judged(finding: "phoenix IncomingBalancePopover.swift:134 contrast/text", right: true,
               why: "WCAG 1.4.3: the waiting-funds card's explanation, a callout in `.secondary` on white in light: 3.44:1, as line 83"),
        Judged(finding: "phoenix IncomingBalancePopover.swift:168 contrast/text", right: true,
               why: "WCAG 1.4.3: the \"Attention! Some funds will expire soon\" callout is appNegative at 80 % opacity: on the white card in light #D14F4F at 0.8 recomputes 3.17:1, and on #1C1C1E in dark 3.35:1; under 4.5:1 either way"),
        Judged(finding: "phoenix IncomingBalancePopover.swift:217 contrast/text", right: true,
               why: "WCAG 1.4.3: the expired-funds card's explanation, a callout in `.secondary` on white in light: 3.44:1"),
        Judged(finding: "phoenix IncomingBalancePopover.swift:261 contrast/text", right: true,
               why: "WCAG 1.4.3: the final wallet card's explanation, a callout in `.secondary` on white in light: 3.44:1"),
        Judged(finding: "phoenix MainView_Small.swift:251 contrast/non-text", right: false,
               why: "WCAG 1.4.11: the Home transactions button's `list.bullet`, as MainView_Small:226: `.primary` (white in dark) on buttonFill, whose dark value references secondarySystemBackgroundColor: 17.0:1"),
        Judged(finding: "phoenix TorNetworkIssueSheet.swift:40 target/size", right: true,
               why: "HIG 44 × 44 pt: the Tor network issue sheet's close `xmark` at .title2, about 31 pt"),
        Judged(finding: "phoenix BizNotificationCell.swift:138 target/size", right: true,
               why: "HIG 44 × 44 pt: the rejected-payment notice's dismiss `xmark` on Home (caption-sized there), as line 84"),
        Judged(finding: "phoenix BizNotificationCell.swift:238 target/size", right: true,
               why: "HIG 44 × 44 pt: the revoked-commits watchtower notice's dismiss `xmark`, as line 84"),
        Judged(finding: "phoenix BizNotificationCell.swift:272 target/size", right: true,
               why: "HIG 44 × 44 pt: the unknown watchtower result notice's dismiss `xmark`, as line 84"),
        Judged(finding: "phoenix NotificationsView.swift:92 target/size", right: true,
               why: "HIG 44 × 44 pt: the notifications sheet's close button is `ic_cross` framed 30 × 30"),
        Judged(finding: "phoenix NotificationsView.swift:135 semantics/tap-gesture", right: false,
               why: "as NotificationsView:180: `NotificationCell.backupSeed()` is one combined element with the button trait"),
        Judged(finding: "phoenix NotificationsView.swift:144 semantics/tap-gesture", right: false,
               why: "as NotificationsView:180: `NotificationCell.electrumServer()` is one combined element with the button trait"),
        Judged(finding: "phoenix NotificationsView.swift:171 semantics/tap-gesture", right: false,
               why: "as NotificationsView:180: `NotificationCell.watchTower()` is one combined element with the button trait"),
        Judged(finding: "phoenix NotificationsView.swift:189 semantics/tap-gesture", right: false,
               why: "as NotificationsView:180: `NotificationCell.torNetworkIssue()` is one combined element with the button trait"),
        Judged(finding: "phoenix ManualRestoreView.swift:251 contrast/non-text", right: false,
               why: "WCAG 1.4.11: the seed word field's clear glyph is `.secondary` on the field's primaryBackground; in dark that background references systemBackgroundColor (#000000) and secondaryLabel on black recomputes 6.36:1, and in light on #F5F5FA 3.33:1: both pass 3:1; the tool paired dark with the light #F5F5FA"),
        Judged(finding: "phoenix ManualRestoreView.swift:251 target/size", right: true,
               why: "HIG 44 × 44 pt: the seed word field's clear button is a body-size symbol with no frame"),
        Judged(finding: "phoenix ManualRestoreView.swift:519 target/size", right: true,
               why: "HIG 44 × 44 pt: the remove-word button in the seed word columns is an `xmark` at .caption, thin, no frame: about 17 pt"),
        Judged(finding: "phoenix Bolt12Sheet.swift:39 target/size", right: true,
               why: "HIG 44 × 44 pt: the Bolt12 sheet's close `xmark` at .title2, about 31 pt"),
        Judged(finding: "phoenix BtcAddrOptionsSheet.swift:40 target/size", right: true,
               why: "HIG 44 × 44 pt: the bitcoin address options sheet's close `xmark` at .title2, about 31 pt"),
        Judged(finding: "phoenix ReceiveView.swift:226 target/size", right: true,
               why: "HIG 44 × 44 pt: the Receive screen's previous-tab `chevron.backward` is at body size with no frame, about 24 pt (swiping the pages is another path, but the button stays a small target)"),
        Judged(finding: "phoenix ReceiveView.swift:237 target/size", right: true,
               why: "HIG 44 × 44 pt: the Receive screen's next-tab `chevron.forward`, as line 226"),
        Judged(finding: "phoenix CommentSheet.swift:62 target/size", right: true,
               why: "HIG 44 × 44 pt: the comment sheet's close button is `ic_cross` framed 30 × 30"),
        Judged(finding: "phoenix LnurlFlowErrorNotice.swift:42 target/size", right: true,
               why: "HIG 44 × 44 pt: the LNURL error notice's close button is `ic_cross` framed 30 × 30"),
        Judged(finding: "phoenix MetadataSheet.swift:41 target/size", right: true,
               why: "HIG 44 × 44 pt: the metadata sheet's close button is `ic_cross` framed 30 × 30"),
        Judged(finding: "phoenix MinerFeeSheet.swift:117 target/size", right: true,
               why: "HIG 44 × 44 pt: the miner fee sheet's close button is `ic_cross` framed 30 × 30"),
        Judged(finding: "phoenix PriorityBoxStyle.swift:25 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the CPFP screen's four priority boxes (GroupBoxes styled by PriorityBoxStyle) each select a fee rate on a tap; no button trait, and the selection is shown only by the accent stroke, with no selected trait"),
        Judged(finding: "phoenix ScanQrCodeView.swift:75 target/size", right: true,
               why: "HIG 44 × 44 pt: the QR scanner's close button is `ic_cross` framed 30 × 30"),
        Judged(finding: "phoenix SendView.swift:213 target/size", right: true,
               why: "HIG 44 × 44 pt: the Send screen's input clear button is a body-size symbol with no frame"),
        Judged(finding: "phoenix TipSliderSheet.swift:273 target/size", right: true,
               why: "HIG 44 × 44 pt: the tip sheet's decrease button is `minus.circle` at body with `.imageScale(.large)`, about 31 pt"),
        Judged(finding: "phoenix TipSliderSheet.swift:284 target/size", right: true,
               why: "HIG 44 × 44 pt: the tip sheet's increase button, as line 273"),
        Judged(finding: "phoenix AppStatusPopover.swift:56 target/size", right: false,
               why: "not in the app: `AppStatusPopover.closeButton()` is called only from a commented-out line (the author left it out as cleaner), so the button is never built"),
        Judged(finding: "phoenix UnlockErrorView.swift:206 target/size", right: true,
               why: "HIG 44 × 44 pt: the unlock error details' copy button is `square.on.square` at body with `.imageScale(.large)`, about 31 pt, no frame"),
        Judged(finding: "phoenix UnlockErrorView.swift:219 target/size", right: true,
               why: "HIG 44 × 44 pt: the unlock error details' share button, as line 206"),
    ]

    /// For each wrong finding of the sample and the warnings, what would tell it apart from the
    /// right ones, or why nothing in the source does. For the lead to weigh; no rule is changed here.
    static let tellApart: [String: String] = [
        "phoenix IncomingBalancePopover.swift:120 contrast/non-text":
            "partly: the icon sits in an HStack whose Text beside it (\"Waiting for swap: …\") names the state it pictures; a rule could pass a status symbol whose sibling text says the same (as trio TidepoolStartView:37), though which icon a branch shows (zzz or a warning triangle) is also said by the \"Attention!\" line only when expiring",
        "phoenix MainView_Big.swift:228 semantics/tap-gesture":
            "yes: the scrim's action sets the same state (`leadingSidebarContent`, `trailingSidebarContent` to nil) that Buttons in the same type toggle (`toggleIsShowingSettings`, `closeTrailingSidebar`), and those buttons sit above it in the ZStack; as the damus and ice cases, a scrim whose close a Button in the type also does is a pointer shortcut",
        "phoenix NotificationsView.swift:180 semantics/tap-gesture":
            "yes, across files: the tapped NoticeBox's only content (its trailing closure) is a call to a static builder, `NotificationCell.mempoolFull()`, whose body ends in `.accessibilityElement(children: .combine)` and `.accessibilityAddTraits(.isButton)`; `ProjectIndex.buttonViews` already lets a tap on a view type whose body is a button element go (as mlem's MediaPreview), but not on a builder function's result nor through a wrapper's content closure, whose one child is that element",
        "phoenix NotificationsView.swift:162 semantics/tap-gesture":
            "yes, across files, as NotificationsView:180: `NotificationCell.backgroundPayments()` gives itself `.isButton`",
        "phoenix NotificationsView.swift:153 semantics/tap-gesture":
            "yes, across files, as NotificationsView:180: `NotificationCell.swapInExpiration()` gives itself `.isButton`",
        "phoenix MainView_Small.swift:226 contrast/non-text":
            "yes, from the asset catalog: buttonFill's dark entry is `\"reference\": \"secondarySystemBackgroundColor\"` (a system colour named in Contents.json, no components); `AssetCatalog.color` returns nil for it, so the set has no dark value and the light one stands in for dark. Resolving such references to the system colour's values per appearance (or leaving the dark pair unjudged) would drop this and the two others like it",
        "phoenix NotificationsView.swift:82 contrast/text":
            "yes, as MainView_Small:226: `primaryBackground`'s dark entry references `systemBackgroundColor`; resolved, the dark pair is white on black",
        "phoenix HorizontalActivity.swift:58 motion/duration":
            "yes: the animated value (`offsetA`) is written only by a function the view calls from `.onReceive(timer)` on a repeating `Timer.publish(every:)`, so the curve is one stroke of a loop, not a transition; the curve's `value:` is also `UUID()`, new each body evaluation, a sign of a perpetual animation rather than a state change",
        "phoenix HorizontalActivity.swift:64 motion/duration":
            "yes, as HorizontalActivity:58",
        "phoenix HorizontalActivity.swift:70 motion/duration":
            "yes, as HorizontalActivity:58",
    ]

    /// What would tell apart the wrong ones among the other errors judged.
    static let restTellApart: [String: String] = [
        "phoenix NumberPadView.swift:147 text/fixed-size":
            "hardly: the text is a constant picked by a switch on the key's identifier and sits under the Text that names the key inside the same Button label; that it is ornament (a PIN pad takes no letters) is meaning, not syntax. A rule could at most weigh fixed text that is the second, smaller Text of a Button label whose first Text is fixed and large",
        "phoenix HomeView.swift:413 semantics/tap-gesture":
            "yes, as NotificationsView:180, here within the file: the tapped NoticeBox's content is a function of the same type whose body ends in `.accessibilityElement(children: .combine)` and `.accessibilityAddTraits(.isButton)`",
        "phoenix HomeView.swift:484 semantics/tap-gesture":
            "yes, across files, as NotificationsView:180: every branch of `notice_other_content` is a NotificationCell or BizNotificationCell builder ending in `.isButton`",
        "phoenix HomeView.swift:497 semantics/tap-gesture":
            "yes, across files, as NotificationsView:180",
        "phoenix MainView_Small.swift:251 contrast/non-text":
            "yes, as MainView_Small:226: resolve the asset's dark `reference` to secondarySystemBackgroundColor",
        "phoenix NotificationsView.swift:135 semantics/tap-gesture":
            "yes, across files, as NotificationsView:180",
        "phoenix NotificationsView.swift:144 semantics/tap-gesture":
            "yes, across files, as NotificationsView:180",
        "phoenix NotificationsView.swift:171 semantics/tap-gesture":
            "yes, across files, as NotificationsView:180",
        "phoenix NotificationsView.swift:189 semantics/tap-gesture":
            "yes, across files, as NotificationsView:180",
        "phoenix ManualRestoreView.swift:251 contrast/non-text":
            "yes, as MainView_Small:226: `primaryBackground`'s dark entry references systemBackgroundColor; resolved, dark passes",
        "phoenix AppStatusPopover.swift:56 target/size":
            "yes, from the type: the `@ViewBuilder` function that builds the button is called by nothing in the project (its one call is inside a comment); a rule could skip view builders no body reaches, as view types nothing uses",
    ]

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

    /// As found: errors right 38 of 45 in the sample (84 %), warnings 11 of 14 (79 %).
    func testCensusPrecision() {
        XCTAssertEqual(Self.errors.filter(\.right).count, 38)
        XCTAssertEqual(Self.warnings.filter(\.right).count, 11)
    }

    /// Wrong by rule: sample errors 4 of 14 tap-gesture (notices whose content is already one
    /// element with the button trait, a scrim whose close the header's Buttons also do), 2 of 3
    /// non-text contrast (an icon beside text saying the same, a dark pair read with an asset's
    /// light value), 1 of 1 text contrast (the same asset misread), 0 of 23 target/size, 0 of 3
    /// image-label, 0 of 1 fixed-size; warnings 0 of 11 reduced-motion, 3 of 3 duration (one
    /// loading indicator's looping dots).
    func testWrongByRule() {
        XCTAssertTrue(SampleJudgmentsTests.wrong("target/size", Self.errors) == (0, 23))
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/tap-gesture", Self.errors) == (4, 14))
        XCTAssertTrue(SampleJudgmentsTests.wrong("contrast/non-text", Self.errors) == (2, 3))
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/image-label", Self.errors) == (0, 3))
        XCTAssertTrue(SampleJudgmentsTests.wrong("contrast/text", Self.errors) == (1, 1))
        XCTAssertTrue(SampleJudgmentsTests.wrong("text/fixed-size", Self.errors) == (0, 1))
        XCTAssertTrue(SampleJudgmentsTests.wrong("motion/reduced-motion", Self.warnings) == (0, 11))
        XCTAssertTrue(SampleJudgmentsTests.wrong("motion/duration", Self.warnings) == (3, 3))
    }

    /// Each wrong finding says what would tell it apart (or why nothing would); only wrong ones do.
    func testEveryWrongFindingSaysWhatWouldTellItApart() {
        let wrong = Set((Self.errors + Self.warnings).filter { !$0.right }.map(\.finding))
        XCTAssertEqual(Set(Self.tellApart.keys), wrong)
        let wrongRest = Set(Self.restErrors.filter { !$0.right }.map(\.finding))
        XCTAssertEqual(Set(Self.restTellApart.keys), wrongRest)
    }

    /// All 126 errors: the sample and the rest are the whole population, each once. Right
    /// 70 of the other 81, 108 of all 126 (86 %). Wrong by rule over all: tap-gesture 11 of 27
    /// (ten notices combined with the button trait, the iPad scrim), non-text contrast 4 of 6
    /// (three icons paired in dark with the light value of an asset colour whose dark value
    /// references a system colour, an icon repeating its title), text contrast 1 of 6 (the same asset misread), target/size 1 of 81 (a close
    /// button only a commented-out line builds), fixed-size 1 of 2 (a PIN pad's keypad letters),
    /// image-label 0 of 4.
    func testRestErrors() {
        let rest = Self.restErrors.map(\.finding)
        XCTAssertEqual(rest.count, 81)
        XCTAssertEqual(Set(rest).count, rest.count, "each error once")
        XCTAssertTrue(Set(rest).isSubset(of: Set(Self.listed("error"))))
        XCTAssertTrue(Set(rest).isDisjoint(with: Set(Self.errors.map(\.finding))))
        XCTAssertEqual(Set(rest).union(Self.errors.map(\.finding)), Set(Self.listed("error")), "every error judged")
        XCTAssertEqual(Self.restErrors.filter(\.right).count, 70)
        let all = Self.errors + Self.restErrors
        XCTAssertEqual(all.filter(\.right).count, 108)
        XCTAssertTrue(SampleJudgmentsTests.wrong("target/size", all) == (1, 81))
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/tap-gesture", all) == (11, 27))
        XCTAssertTrue(SampleJudgmentsTests.wrong("contrast/non-text", all) == (4, 6))
        XCTAssertTrue(SampleJudgmentsTests.wrong("contrast/text", all) == (1, 6))
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/image-label", all) == (0, 4))
        XCTAssertTrue(SampleJudgmentsTests.wrong("text/fixed-size", all) == (1, 2))
    }

    /// No longer reported since the census: the three dark pairs read with an asset colour's
    /// light value (a colour set whose dark value is a system colour reference is not resolved)
    /// and the notifications title judged on the light background in dark; and eight notice taps
    /// whose content a type's function builds as one element with the button trait
    /// (`NotificationCell.backupSeed()`, the project index follows such functions). All were wrong.
    static let noLongerReported: Set<String> = [
        "phoenix HomeView.swift:413 semantics/tap-gesture",
        "phoenix NotificationsView.swift:135 semantics/tap-gesture",
        "phoenix NotificationsView.swift:144 semantics/tap-gesture",
        "phoenix NotificationsView.swift:153 semantics/tap-gesture",
        "phoenix NotificationsView.swift:162 semantics/tap-gesture",
        "phoenix NotificationsView.swift:171 semantics/tap-gesture",
        "phoenix NotificationsView.swift:180 semantics/tap-gesture",
        "phoenix NotificationsView.swift:189 semantics/tap-gesture",
        "phoenix MainView_Small.swift:226 contrast/non-text",
        "phoenix MainView_Small.swift:251 contrast/non-text",
        "phoenix ManualRestoreView.swift:251 contrast/non-text",
        "phoenix NotificationsView.swift:82 contrast/text",
        // The loading dots' 1 s curves, on shapes of no known role: the source duration budget
        // is Material's longest duration, 1 s.
        "phoenix HorizontalActivity.swift:58 motion/duration",
        "phoenix HorizontalActivity.swift:64 motion/duration",
        "phoenix HorizontalActivity.swift:70 motion/duration",
        // A view function no file calls (its one call is commented out): built by no code.
        "phoenix AppStatusPopover.swift:56 target/size",
    ]

    /// After those: errors right 108 of 113 still reported (96 %); the sample's 38 of 40 (95 %);
    /// warnings 11 of 11.
    func testAfterTheFixes() {
        let all = Self.errors + Self.restErrors
        XCTAssertTrue(Self.noLongerReported.isSubset(of: Set((all + Self.warnings).map(\.finding))))
        XCTAssertTrue(all.filter { Self.noLongerReported.contains($0.finding) }.allSatisfy { !$0.right })
        let still = all.filter { !Self.noLongerReported.contains($0.finding) }
        XCTAssertEqual(still.count, 113)
        XCTAssertEqual(still.filter(\.right).count, 108)
        let sample = Self.errors.filter { !Self.noLongerReported.contains($0.finding) }
        XCTAssertEqual(sample.count, 40)
        XCTAssertEqual(sample.filter(\.right).count, 38)
        let warnings = Self.warnings.filter { !Self.noLongerReported.contains($0.finding) }
        XCTAssertEqual(warnings.count, 11)
        XCTAssertTrue(warnings.allSatisfy(\.right))
    }
}
#endif
