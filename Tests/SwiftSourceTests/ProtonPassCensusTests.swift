// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Errors `tokenlint lint` gives on a third held-out app, one no rule was tuned on nor looked at
/// (issue 25's out-of-sample figure): **Proton Pass**, Proton's password manager
/// (github.com/protonpass/ios-pass at e4a158850, GPL-3.0): 1,305 Swift files with their asset
/// catalogs, test folders removed; `lint pass --format json --no-cache` with main's release binary
/// at f6f5808: 99 errors, 0 warnings, 7 needs-review (not judged). Each error is read in its file
/// with the views around it (the call sites of its view type, the row or sheet it sits in, what
/// its action does) and judged for a user of VoiceOver, large text, low vision or Reduce Motion
/// against the source its rule cites, as `HeldOutCensusTests` judged Swiftfin and isowords. No app
/// code is copied here: only the tool's own finding list (severity, rule, file name, line).
///
/// The sample is 45 errors drawn with seed 40 from the errors in the JSON's order:
///
///     e = [f for f in findings if f["severity"] == "error" and f["rule"] != "input/unreadable"]
///     random.seed(40); sample = random.sample(e, 45)
///
/// Time allowed the other 54 errors too (`restErrors`, judged after the sample was counted): the
/// sample's figure stands as drawn, and all 99 are counted apart.
///
/// What the app is, as read before judging:
/// - Platforms: an iOS and iPadOS app with its AutoFill (credential provider), Share and Action
///   extensions; the `macOS/` target is a stub (one file, a WindowGroup with one Text) and no
///   finding is in it, so every finding is judged for iOS. The AutoFill extension's
///   "items for text insertion" screens put a tapped field's value into the app being filled.
/// - Appearance: a user theme setting (light, dark, match system) set on the window with
///   `overrideUserInterfaceStyle`, dark by default (`Theme.default`); colours come from the
///   `DesignSystem` local package (`PassColor`, backed by its own `Colors.xcassets`), icons from
///   ProtonCore's `IconProvider` (protoncore_ios 33.5.1, a package outside the repository).
/// - Reduce Motion: never read (no `accessibilityReduceMotion`, no
///   `UIAccessibility.isReduceMotionEnabled`, no root `.transaction`); the only global switch,
///   `UIView.setAnimationsEnabled(false)`, runs for UI tests only. No finding here is about motion.
/// - Accessibility traits: the app adds none anywhere (no `accessibilityAddTraits`, no
///   `accessibilityAction`, no `accessibilityElement(children:)`), so no custom modifier or
///   wrapping view gives its tap targets a role elsewhere. The 86 tap-gesture errors share one
///   idiom: an item's detail screen copies a field's value when its row is tapped (a toast
///   confirms), the AutoFill text-insertion screens insert it, and the item history screens copy a
///   past version's value; the rest are pickers, banners and a search bar built from stacks.
final class ProtonPassCensusTests: XCTestCase {
    typealias Judged = SampleJudgmentsTests.Judged

    static let copyRow = "WCAG 4.1.2: a field's row in an item's detail copies its value on a tap (a toast says so); VoiceOver reads the title and the value as static text, with no button role or hint, so nothing says the copy is there"
    static let copyRowMenu = copyRow + " (its long-press context menu repeats Copy, but the element is still not announced as a control, as mlem's link with \"Open\")"
    static let insertRow = "WCAG 4.1.2: on the AutoFill extension's text-insertion screen a tap on the field inserts its value into the app being filled, the screen's whole purpose; the row is read as static text, with no button role"
    static let historyRow = "WCAG 4.1.2: in an item's history, a tap on a past version's field copies its value; read as static text, no button role, and no other control copies it"
    static let pickerRow = "WCAG 4.1.2: a choice in a list is made on a tap on a stack, read as its text with no button role (and no selected trait for the chosen one)"

    /// The sample of 45 errors, in the sample's order.
    static let errors: [Judged] = [
        Judged(finding: "pass CustomFieldSections.swift:276 semantics/tap-gesture", right: true,
               why: copyRow + "; here a custom 2FA field's code (copied in the app, inserted in the AutoFill extension)"),
        Judged(finding: "pass DetailHisotryView+Wifi.swift:82 semantics/tap-gesture", right: true, why: historyRow + " (the Wi-Fi name)"),
        Judged(finding: "pass ItemsTabTopBar.swift:145 target/size", right: true,
               why: "HIG 44 × 44 pt: the bulk-edit bar's back Button is a bare `chevron.left` symbol at body size in a custom bar (not a toolbar, so no system padding), about 12 × 22 pt; the bar's 60 pt height does not widen the button's hit area"),
        Judged(finding: "pass CreditCardDetailView.swift:118 semantics/tap-gesture", right: true, why: insertRow + " (the card number)"),
        Judged(finding: "pass OnboardingPaymentStep.swift:137 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the onboarding's plan switch (Plus or Unlimited, a capsule slider) chooses the plan on a tap on each half, read as its name and price with no button role and no selected trait"),
        Judged(finding: "pass CreateAliasLiteView.swift:73 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the mailbox section (title, chosen mailboxes, a chevron) opens the mailbox picker on a tap; MailboxSection has no role, so the picker is not announced"),
        Judged(finding: "pass DetailHistoryView+Ssh.swift:80 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: in an SSH key's history, the public key row opens the key's viewer sheet on a tap, read as static text with no button role"),
        Judged(finding: "pass DetailHistoryView+Identity.swift:335 semantics/tap-gesture", right: true, why: historyRow + " (each identity field)"),
        Judged(finding: "pass SecureLinkListView.swift:150 target/size", right: true,
               why: "HIG 44 × 44 pt: the inactive links' options Menu (\"Remove all inactive links\") is a 20 × 20 pt three-dots image in the section header"),
        Judged(finding: "pass InAppPromoView.swift:100 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the full-screen promotion opens its offer on a tap on the background picture (and on the content picture, also tap-only); the only Buttons close it, so the offer is reached by no announced control"),
        Judged(finding: "pass SelectPasskeyView.swift:78 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: choosing which passkey to sign in with, the sheet's whole purpose, is a tap on a row read as user name and domain, with no button role"),
        Judged(finding: "pass CreditCardDetailView.swift:136 semantics/tap-gesture", right: true, why: copyRowMenu + " (the cardholder name)"),
        Judged(finding: "pass TipBanner.swift:143 target/size", right: true,
               why: "HIG 44 × 44 pt: the tip banner's close Button is an 18 pt cross; the padding inside its label (two thirds of the 16 pt content padding, top and trailing) makes the hit area about 29 × 29 pt, still under 44 (the tool's 18 × 18 leaves that padding out)"),
        Judged(finding: "pass SshDetailView.swift:161 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the private key row opens the key's viewer on a tap, the only way to see the key (its context menu only copies it); read as \"Private key\" and dots, no button role"),
        Judged(finding: "pass CreditCardDetailView.swift:88 semantics/tap-gesture", right: true, why: insertRow + " (the cardholder name)"),
        Judged(finding: "pass ShareElementView.swift:130 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: \"Via secure link\", one of the share sheet's two ways to share, starts link sharing (or the upsell) on a tap, read as two texts with no button role"),
        Judged(finding: "pass DarkWebMonitorHomeView.swift:98 target/size", right: true,
               why: "HIG 44 × 44 pt: the Dark Web Monitoring title's help Button is a `questionmark.circle` framed at most 24 pt wide (resizable, fit: about 24 × 24 pt) with the plain style; the tool's reason (a body-size symbol, no frame) misreads the frame, but the target is under 44 either way"),
        Judged(finding: "pass IdentityDetailView.swift:71 semantics/tap-gesture", right: true, why: insertRow + " (each identity field)"),
        Judged(finding: "pass InAppBannerView.swift:86 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the in-app notification banner opens its call to action on a tap (a chevron shows it), read as title and message with no button role; only its close button is a Button"),
        Judged(finding: "pass DetailHistoryView+CreditCard.swift:131 semantics/tap-gesture", right: true, why: historyRow + " (the security code)"),
        Judged(finding: "pass UserEmailView.swift:186 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a chosen invitee's email chip is selected on a tap, so that backspace removes it; read as the address with no button role and no selected state. Backspace in the field reaches only the last chip, so removing another is tap-only"),
        Judged(finding: "pass CreditCardDetailView.swift:235 semantics/tap-gesture", right: true, why: insertRow + " (the expiry date)"),
        Judged(finding: "pass AccountSwitchModifier.swift:67 semantics/tap-gesture", right: true,
               why: "WCAG 2.1.1 and 4.1.2: the account switcher's 50 % black scrim closes it on a tap; the switcher has no close button and no escape action, and the only other way to close it, the active account's row, is itself tap-only (unlike nos's scrims, whose toolbar Button toggles the same state)"),
        Judged(finding: "pass CreateEditLoginView.swift:652 semantics/image-label", right: true,
               why: "WCAG 4.1.2 and 1.1.1: the Button that removes a website from a login is only ProtonCore's cross icon (an asset image, ItemDetailSectionIcon), with no label: VoiceOver reads the asset's name or just \"button\" beside each URL field"),
        Judged(finding: "pass WifiDetailView.swift:84 semantics/tap-gesture", right: true, why: insertRow + " (the Wi-Fi name)"),
        Judged(finding: "pass PasswordHistoryView.swift:192 semantics/tap-gesture", right: false,
               why: "a shortcut: the generated password's row copies on a tap, but the same row's options Menu, announced as a pop-up button (its three-dots icon has no label of its own), has \"Copy password\" calling the same `onCopy`, beside the labelled show and hide button; nothing is reached only by the tap"),
        Judged(finding: "pass CustomFieldTypesView.swift:64 semantics/tap-gesture", right: true, why: pickerRow + ": the custom field's type (text, 2FA, hidden, date)"),
        Judged(finding: "pass TimestampPicker.swift:45 target/size", right: true,
               why: "HIG 44 × 44 pt: a date custom field's add Button is a bare `plus.circle` symbol at body size (about 20 × 20 pt) in the edit form's stack, no frame, no padding in the label"),
        Judged(finding: "pass InfoBannerView.swift:92 target/size", right: true,
               why: "HIG 44 × 44 pt: the home banner's close Button (plain style) is a 12 × 12 pt `xmark`; the 10 pt padding is outside the Button, so the hit area is the 12 pt image, smaller still than the tool's 32 × 32"),
        Judged(finding: "pass ItemsTabTopBar.swift:92 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the items list's search bar is a drawn field (a rounded rectangle with a magnifier and a placeholder) that opens search on a tap; VoiceOver reads the placeholder as static text, neither a search field nor a button"),
        Judged(finding: "pass SshDetailView.swift:94 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: in the AutoFill extension, the public key row opens the key's viewer on a tap, read as static text with no button role"),
        Judged(finding: "pass PasskeyDetailRow.swift:48 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: at its AutoFill text-insertion call site a tap on the passkey's user name inserts it (`onTapUsername: viewModel.autofill`), read as static text with no button role; at the app's two call sites the closure is nil and the tap does nothing"),
        Judged(finding: "pass DetailHistoryView+CreditCard.swift:81 semantics/tap-gesture", right: true, why: historyRow + " (the cardholder name)"),
        Judged(finding: "pass DetailHisotryView+Wifi.swift:105 semantics/tap-gesture", right: true, why: historyRow + " (the Wi-Fi password)"),
        Judged(finding: "pass PrefixSuffixSection.swift:122 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the alias suffix row (title, chosen suffix, a chevron) opens the suffix picker on a tap, read as two texts with no button role"),
        Judged(finding: "pass SuffixSelectionView.swift:59 semantics/tap-gesture", right: true, why: pickerRow + ": the alias's domain suffix, the chosen one marked only by a tint and a checkmark image"),
        Judged(finding: "pass CreditCardDetailView.swift:325 semantics/tap-gesture", right: true, why: copyRowMenu + " (the expiry date)"),
        Judged(finding: "pass LoginDetailView.swift:215 semantics/tap-gesture", right: true, why: insertRow + " (the user name)"),
        Judged(finding: "pass TimestampPicker.swift:59 target/size", right: true,
               why: "HIG 44 × 44 pt: the same field's remove Button, a bare `minus.circle` at body size beside the DatePicker, about 20 × 20 pt"),
        Judged(finding: "pass LoginDetailView.swift:248 semantics/tap-gesture", right: true, why: insertRow + " (the password)"),
        Judged(finding: "pass SuggestedEmailView.swift:53 semantics/tap-gesture", right: true,
               why: pickerRow + ": a suggested invitee is added or removed on a tap, its state shown only by a drawn checkbox"),
        Judged(finding: "pass NoteDetailSection.swift:53 semantics/tap-gesture", right: false,
               why: "the tap opens a sheet with the same note when it is over 400 characters; the tapped view (ReadOnlyTextView, a non-scrolling UITextView sized to fit, no height limit) already shows the whole note, which VoiceOver reads, with its links as links: the sheet adds nothing a VoiceOver user lacks"),
        Judged(finding: "pass BreachDetailView.swift:56 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the breach page's footer ends in an underlined \"Learn more\" that opens a blog post on a tap; the Text has no link role"),
        Judged(finding: "pass DetailHistoryView+Login.swift:125 semantics/tap-gesture", right: true, why: historyRow + " (the user name)"),
        Judged(finding: "pass ProfileTabView.swift:168 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the profile's account cell opens the account switcher on a tap, the app's only way to switch, manage or add accounts (the other entry is a QA-only section); read as name and email with no button role"),
    ]

    /// The other 54 errors, judged after the sample was counted in the same way, in (file path,
    /// line, rule) order: with the sample, every error of the run.
    static let restErrors: [Judged] = [
        Judged(finding: "pass CredentialsView.swift:356 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: in the AutoFill extension, the banner saying the plan autofills from the first two vaults only ends in an underlined \"Upgrade now\" that opens the upgrade on a tap; no link or button role"),
        Judged(finding: "pass AliasDetailView.swift:78 semantics/tap-gesture", right: true,
               why: insertRow + " (the alias address)"),
        Judged(finding: "pass AliasDetailView.swift:108 semantics/tap-gesture", right: true,
               why: insertRow + " (each of the alias's mailbox addresses)"),
        Judged(finding: "pass CreditCardDetailView.swift:159 semantics/tap-gesture", right: true,
               why: insertRow + " (the security code)"),
        Judged(finding: "pass ItemDetailView.swift:47 semantics/tap-gesture", right: true,
               why: insertRow + " (the item's title, a tap on the title block)"),
        Judged(finding: "pass LoginDetailView.swift:285 semantics/tap-gesture", right: true,
               why: insertRow + " (each website)"),
        Judged(finding: "pass SshDetailView.swift:117 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: in the AutoFill extension, the private key row opens the key's viewer on a tap, read as \"Private key\" and dots with no button role"),
        Judged(finding: "pass WifiDetailView.swift:110 semantics/tap-gesture", right: true,
               why: insertRow + " (the Wi-Fi password)"),
        Judged(finding: "pass SearchBar.swift:91 target/size", right: true,
               why: "HIG 44 × 44 pt: the shared search bar's clear Button (plain style) is a 24 × 24 pt cross image, with no padding in its label"),
        Judged(finding: "pass AccountList.swift:87 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: in the account switcher, an account's cell switches to it on a tap (the active one closes the switcher), read as name and email with no button role; the Menu beside it only manages or signs out"),
        Judged(finding: "pass AccountList.swift:117 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the switcher's \"Add account\" row adds an account on a tap, read as static text with no button role; the app's only way to add one"),
        Judged(finding: "pass AuthenticatorRow.swift:106 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a one-time code row (AutoFill's code list) chooses the item, or copies the code, on a tap on the title and code, read as static text with no button role"),
        Judged(finding: "pass FileAttachmentsBanner.swift:86 semantics/tap-gesture", right: false,
               why: "the attachments tip banner's tap dismisses it, as its close Button (a Button, `buttonEmbeded`) does, and on most edit screens also scrolls to the attachments section, which is part of the same form and reached by swiping; nothing is reached only by the tap"),
        Judged(finding: "pass InAppPromoView.swift:112 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: as InAppPromoView:100, the promotion's content picture opens the offer on a tap, with no role; no Button opens it"),
        Judged(finding: "pass MailboxSelectionView.swift:58 semantics/tap-gesture", right: true,
               why: pickerRow + ": the alias's mailboxes (several may be chosen), the chosen ones marked only by a tint and a checkmark image"),
        Judged(finding: "pass OnboardingCreateFirstLoginStep.swift:149 semantics/tap-gesture", right: true,
               why: pickerRow + ": the onboarding's first login, a known service chosen from the suggestions"),
        Judged(finding: "pass ClearTextButton.swift:49 semantics/image-label", right: true,
               why: "WCAG 4.1.2 and 1.1.1: ClearTextButton, the clear button beside every text field of the create and edit forms, is only ProtonCore's cross icon with no label: VoiceOver reads the asset's name or just \"button\""),
        Judged(finding: "pass CreateEditAliasView.swift:146 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: as CreateAliasLiteView:73, the alias form's mailbox section opens the mailbox picker on a tap; no role"),
        Judged(finding: "pass CreateEditAliasView.swift:363 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2 and 1.1.1: the 16 pt question-mark icon beside \"Note • SimpleLogin\" shows why that note is not end-to-end encrypted on a tap; an unlabelled image with no button role, the only way to the explanation"),
        Judged(finding: "pass CreateEditLoginView.swift:309 semantics/image-label", right: true,
               why: "WCAG 4.1.2 and 1.1.1: the Button that removes a passkey from a login is only ProtonCore's cross icon with no label (as CreateEditLoginView:652)"),
        Judged(finding: "pass AliasDetailView.swift:175 semantics/tap-gesture", right: true,
               why: copyRowMenu + " (the alias address)"),
        Judged(finding: "pass CreditCardDetailView.swift:175 semantics/tap-gesture", right: true,
               why: copyRowMenu + " (the card number)"),
        Judged(finding: "pass CreditCardDetailView.swift:227 semantics/tap-gesture", right: true,
               why: copyRowMenu + " (the security code)"),
        Judged(finding: "pass IdentityDetailView.swift:117 semantics/tap-gesture", right: true,
               why: copyRowMenu + " (each identity field)"),
        Judged(finding: "pass LogInDetailView.swift:247 semantics/tap-gesture", right: true,
               why: copyRowMenu + " (the user name or email)"),
        Judged(finding: "pass LogInDetailView.swift:292 semantics/tap-gesture", right: true,
               why: copyRowMenu + " (the password)"),
        Judged(finding: "pass LogInDetailView.swift:399 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a login's alias card ends in an underlined \"View\" that opens the alias's page on a tap; no link or button role"),
        Judged(finding: "pass PasskeyDetailRow.swift:64 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a login's passkey card opens the passkey's details on a tap (a chevron shows it), read as static text with no button role"),
        Judged(finding: "pass PasskeyDetailView.swift:77 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: in the passkey sheet the AutoFill extension shows (`onTapUsername: viewModel.autofill`), a tap on the user name row inserts it; read as static text, no button role (nil in the app, where the tap does nothing)"),
        Judged(finding: "pass SshDetailView.swift:131 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: an SSH key item's public key row opens the key's viewer on a tap, the only way to see the key (its context menu only copies it); no button role"),
        Judged(finding: "pass CustomFieldSections.swift:170 semantics/tap-gesture", right: true,
               why: copyRow + " (a hidden custom field; the show and hide button beside it is labelled, but copies nothing)"),
        Judged(finding: "pass ItemDetailMoreInfoSection.swift:99 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: \"More info\" at the foot of an item's details expands on a tap to show the item, vault and share IDs; no button role and no expanded state, and the IDs are reached only after the tap"),
        Judged(finding: "pass TOTPRow.swift:97 semantics/tap-gesture", right: true,
               why: copyRow + " (the login's 2FA code)"),
        Judged(finding: "pass WifiDetailView.swift:136 semantics/tap-gesture", right: true,
               why: copyRowMenu + " (the Wi-Fi name)"),
        Judged(finding: "pass WifiDetailView.swift:167 semantics/tap-gesture", right: true,
               why: copyRowMenu + " (the Wi-Fi password)"),
        Judged(finding: "pass InfoBannerView.swift:44 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the home screen's invitation banner (\"You're invited to a shared vault. Tap for details.\") opens the invitation on a tap; invite banners have no call-to-action Button and no close button, so the invitation is reached by no announced control"),
        Judged(finding: "pass BugReportView.swift:207 semantics/tap-gesture", right: false,
               why: "the tap on the description section only focuses its text editor (`focused = true`, the binding the editor is focused with through `TextEditorWithPlaceholder(focusedField: $focused, field: true)`); the editor keeps its own role, as ice's composer focus tap"),
        Judged(finding: "pass BugReportView.swift:276 target/size", right: true,
               why: "HIG 44 × 44 pt: a bug report attachment's remove Button is an 18 × 18 pt cross, the icon of its file name's label"),
        Judged(finding: "pass ItemCountView.swift:135 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the profile's item counters (logins, aliases, cards…) open the items list filtered by type on a tap, read as an icon and a number with no button role"),
        Judged(finding: "pass AccountSwitcherSection.swift:70 semantics/tap-gesture", right: false,
               why: "not the app users get: AccountSwitcherSection is in QAFeaturesView, a sheet the profile opens only in QA builds (`Bundle.main.isQaBuild`, on a triple tap on the version)"),
        Judged(finding: "pass LimitedVaultOperationsBanner.swift:34 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: the banner saying other vaults need an upgrade opens the upgrade on a tap on its text, whose last words are drawn as a link; no link or button role"),
        Judged(finding: "pass DetailHistoryView+Alias.swift:71 semantics/tap-gesture", right: true,
               why: historyRow + " (the alias address)"),
        Judged(finding: "pass DetailHistoryView+CreditCard.swift:101 semantics/tap-gesture", right: true,
               why: historyRow + " (the card number)"),
        Judged(finding: "pass DetailHistoryView+CreditCard.swift:188 semantics/tap-gesture", right: true,
               why: historyRow + " (the expiry date)"),
        Judged(finding: "pass DetailHistoryView+Login.swift:106 semantics/tap-gesture", right: true,
               why: historyRow + " (the email)"),
        Judged(finding: "pass DetailHistoryView+Login.swift:148 semantics/tap-gesture", right: true,
               why: historyRow + " (the password)"),
        Judged(finding: "pass DetailHistoryView+Ssh.swift:99 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: in an SSH key's history, the private key row opens the key's viewer on a tap; no button role"),
        Judged(finding: "pass ManageSharedShareView.swift:224 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: when a vault is full, the message ends in an underlined \"Upgrade now to share with more people\" that opens the upgrade on a tap; no link or button role"),
        Judged(finding: "pass ShareInviteeView.swift:62 semantics/tap-gesture", right: false,
               why: "the tap only lifts the one-line limit of an invitee's email; VoiceOver reads a truncated Text's whole string, so a VoiceOver user lacks nothing (a large-text user who sees it cut gets it by the tap, which is no role question)"),
        Judged(finding: "pass SecureLinkDetailView.swift:68 semantics/tap-gesture", right: false,
               why: "a shortcut: the tap on the link's text copies it, and the \"Copy link\" Button right below calls the same `viewModel.copyLink()`"),
        Judged(finding: "pass SecureLinkListView.swift:180 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: a secure link's cell opens its details (views, expiry) on a tap, read as the item's name with no button role; its Menu only copies or removes the link"),
        Judged(finding: "pass SecureLinkListView.swift:309 target/size", right: true,
               why: "HIG 44 × 44 pt: each secure link's options Menu is a 20 × 20 pt three-dots image (as line 150)"),
        Judged(finding: "pass ShareElementView.swift:93 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: \"With other Proton Pass users\", the share sheet's other way to share, starts sharing (or the upsell) on a tap; no button role"),
        Judged(finding: "pass ShareElementView.swift:164 semantics/tap-gesture", right: true,
               why: "WCAG 4.1.2: \"Manage access\" (or \"View members\") opens the vault's members on a tap, read as two texts with no button role"),
    ]

    /// For each wrong finding, what would tell it apart from the right ones, or why nothing in
    /// the source does. For the lead to weigh; no rule is changed here.
    static let tellApart: [String: String] = [
        "pass PasswordHistoryView.swift:192 semantics/tap-gesture":
            "yes, within the view: the tap's action (`onCopy`, a closure property) is also the action of a Button in a Menu of the same HStack; a rule could pass a tap whose action a sibling Button or Menu item calls, as it passes a scrim a Button toggles",
        "pass NoteDetailSection.swift:53 semantics/tap-gesture":
            "hardly: only by reading that the sheet shows the same `note` in the same UIViewRepresentable with no height limit; the tap toggles a `@State` a `.sheet(isPresented:)` reads, which right findings (the SSH key viewers) do too",
    ]

    static let restTellApart: [String: String] = [
        "pass FileAttachmentsBanner.swift:86 semantics/tap-gesture":
            "partly: the banner also holds a Button calling its `onClose`, and at one call site `onTap` is the same call; where `onTap` also scrolls to a section of the same form, only the call sites say that it reaches nothing new",
        "pass BugReportView.swift:207 semantics/tap-gesture":
            "yes: the action only sets a `@FocusState` (`focused = true`) that a view inside the tapped stack is given as its focus binding (`focusedField: $focused`); the rule already passes a tap that sets a `.focused` binding, one parameter away here",
        "pass AccountSwitcherSection.swift:70 semantics/tap-gesture":
            "not from the view: the section is reached only through QAFeaturesView, which the profile shows under `Bundle.main.isQaBuild`; leaving `QA Features/` out of the linted paths, or an exclude setting, is the remedy",
        "pass ShareInviteeView.swift:62 semantics/tap-gesture":
            "yes: the action only changes the tapped Text's own `lineLimit` (`isExpanded` read only by `.lineLimit(isExpanded ? nil : 1)`); a rule could pass a tap that only lifts a line limit, which VoiceOver never applies",
        "pass SecureLinkDetailView.swift:68 semantics/tap-gesture":
            "yes: the tap's action, `viewModel.copyLink()`, is the action of a Button (CapsuleTextButton \"Copy link\") in the same stack; as PasswordHistoryView:192, a rule could pass a tap whose call a sibling Button makes",
    ]
    /// The tool's findings copied from its JSON (severity, rule, file name, line), in the JSON's
    /// order, needs-review included: the population judged, not an expectation of verdicts.
    static let population: [(String, String, String, Int)] = [
        ("error", "semantics/tap-gesture", "CredentialsView.swift", 356),
        ("error", "semantics/tap-gesture", "AliasDetailView.swift", 78),
        ("error", "semantics/tap-gesture", "AliasDetailView.swift", 108),
        ("error", "semantics/tap-gesture", "CreditCardDetailView.swift", 88),
        ("error", "semantics/tap-gesture", "CreditCardDetailView.swift", 118),
        ("error", "semantics/tap-gesture", "CreditCardDetailView.swift", 159),
        ("error", "semantics/tap-gesture", "CreditCardDetailView.swift", 235),
        ("error", "semantics/tap-gesture", "IdentityDetailView.swift", 71),
        ("error", "semantics/tap-gesture", "ItemDetailView.swift", 47),
        ("error", "semantics/tap-gesture", "LoginDetailView.swift", 215),
        ("error", "semantics/tap-gesture", "LoginDetailView.swift", 248),
        ("error", "semantics/tap-gesture", "LoginDetailView.swift", 285),
        ("error", "semantics/tap-gesture", "SshDetailView.swift", 94),
        ("error", "semantics/tap-gesture", "SshDetailView.swift", 117),
        ("error", "semantics/tap-gesture", "WifiDetailView.swift", 84),
        ("error", "semantics/tap-gesture", "WifiDetailView.swift", 110),
        ("error", "semantics/tap-gesture", "SelectPasskeyView.swift", 78),
        ("error", "target/size", "SearchBar.swift", 91),
        ("error", "target/size", "TimestampPicker.swift", 45),
        ("error", "target/size", "TimestampPicker.swift", 59),
        ("error", "semantics/tap-gesture", "AccountList.swift", 87),
        ("error", "semantics/tap-gesture", "AccountList.swift", 117),
        ("error", "semantics/tap-gesture", "AccountSwitchModifier.swift", 67),
        ("error", "semantics/tap-gesture", "AuthenticatorRow.swift", 106),
        ("error", "semantics/tap-gesture", "FileAttachmentsBanner.swift", 86),
        ("error", "semantics/tap-gesture", "InAppBannerView.swift", 86),
        ("error", "semantics/tap-gesture", "InAppPromoView.swift", 100),
        ("error", "semantics/tap-gesture", "InAppPromoView.swift", 112),
        ("needs-review", "target/size", "InAppPromoView.swift", 126),
        ("error", "semantics/tap-gesture", "MailboxSelectionView.swift", 58),
        ("error", "semantics/tap-gesture", "SuffixSelectionView.swift", 59),
        ("error", "semantics/tap-gesture", "OnboardingCreateFirstLoginStep.swift", 149),
        ("error", "semantics/tap-gesture", "OnboardingPaymentStep.swift", 137),
        ("needs-review", "contrast/translucent", "OnboardingPaymentStep.swift", 153),
        ("error", "semantics/tap-gesture", "PasswordHistoryView.swift", 192),
        ("error", "semantics/tap-gesture", "SuggestedEmailView.swift", 53),
        ("error", "semantics/image-label", "ClearTextButton.swift", 49),
        ("error", "target/size", "TipBanner.swift", 143),
        ("needs-review", "target/size", "CreateContactView.swift", 45),
        ("error", "semantics/tap-gesture", "CreateAliasLiteView.swift", 73),
        ("error", "semantics/tap-gesture", "CreateEditAliasView.swift", 146),
        ("error", "semantics/tap-gesture", "CreateEditAliasView.swift", 363),
        ("error", "semantics/image-label", "CreateEditLoginView.swift", 309),
        ("error", "semantics/image-label", "CreateEditLoginView.swift", 652),
        ("error", "semantics/tap-gesture", "CustomFieldTypesView.swift", 64),
        ("error", "semantics/tap-gesture", "PrefixSuffixSection.swift", 122),
        ("error", "semantics/tap-gesture", "AliasDetailView.swift", 175),
        ("error", "semantics/tap-gesture", "CreditCardDetailView.swift", 136),
        ("error", "semantics/tap-gesture", "CreditCardDetailView.swift", 175),
        ("error", "semantics/tap-gesture", "CreditCardDetailView.swift", 227),
        ("error", "semantics/tap-gesture", "CreditCardDetailView.swift", 325),
        ("error", "semantics/tap-gesture", "IdentityDetailView.swift", 117),
        ("error", "semantics/tap-gesture", "LogInDetailView.swift", 247),
        ("error", "semantics/tap-gesture", "LogInDetailView.swift", 292),
        ("error", "semantics/tap-gesture", "LogInDetailView.swift", 399),
        ("error", "semantics/tap-gesture", "PasskeyDetailRow.swift", 48),
        ("error", "semantics/tap-gesture", "PasskeyDetailRow.swift", 64),
        ("error", "semantics/tap-gesture", "PasskeyDetailView.swift", 77),
        ("error", "semantics/tap-gesture", "SshDetailView.swift", 131),
        ("error", "semantics/tap-gesture", "SshDetailView.swift", 161),
        ("error", "semantics/tap-gesture", "CustomFieldSections.swift", 170),
        ("error", "semantics/tap-gesture", "CustomFieldSections.swift", 276),
        ("error", "semantics/tap-gesture", "ItemDetailMoreInfoSection.swift", 99),
        ("error", "semantics/tap-gesture", "NoteDetailSection.swift", 53),
        ("error", "semantics/tap-gesture", "TOTPRow.swift", 97),
        ("error", "semantics/tap-gesture", "WifiDetailView.swift", 136),
        ("error", "semantics/tap-gesture", "WifiDetailView.swift", 167),
        ("needs-review", "target/size", "EmptyVaultView.swift", 133),
        ("error", "semantics/tap-gesture", "InfoBannerView.swift", 44),
        ("error", "target/size", "InfoBannerView.swift", 92),
        ("error", "semantics/tap-gesture", "ItemsTabTopBar.swift", 92),
        ("error", "target/size", "ItemsTabTopBar.swift", 145),
        ("error", "semantics/tap-gesture", "BugReportView.swift", 207),
        ("error", "target/size", "BugReportView.swift", 276),
        ("error", "semantics/tap-gesture", "ItemCountView.swift", 135),
        ("error", "semantics/tap-gesture", "ProfileTabView.swift", 168),
        ("error", "semantics/tap-gesture", "AccountSwitcherSection.swift", 70),
        ("error", "semantics/tap-gesture", "LimitedVaultOperationsBanner.swift", 34),
        ("error", "semantics/tap-gesture", "DetailHisotryView+Wifi.swift", 82),
        ("error", "semantics/tap-gesture", "DetailHisotryView+Wifi.swift", 105),
        ("error", "semantics/tap-gesture", "DetailHistoryView+Alias.swift", 71),
        ("error", "semantics/tap-gesture", "DetailHistoryView+CreditCard.swift", 81),
        ("error", "semantics/tap-gesture", "DetailHistoryView+CreditCard.swift", 101),
        ("error", "semantics/tap-gesture", "DetailHistoryView+CreditCard.swift", 131),
        ("error", "semantics/tap-gesture", "DetailHistoryView+CreditCard.swift", 188),
        ("error", "semantics/tap-gesture", "DetailHistoryView+Identity.swift", 335),
        ("error", "semantics/tap-gesture", "DetailHistoryView+Login.swift", 106),
        ("error", "semantics/tap-gesture", "DetailHistoryView+Login.swift", 125),
        ("error", "semantics/tap-gesture", "DetailHistoryView+Login.swift", 148),
        ("error", "semantics/tap-gesture", "DetailHistoryView+Ssh.swift", 80),
        ("error", "semantics/tap-gesture", "DetailHistoryView+Ssh.swift", 99),
        ("needs-review", "target/size", "AddCustomEmailView.swift", 53),
        ("needs-review", "target/size", "AddCustomEmailView.swift", 62),
        ("error", "semantics/tap-gesture", "BreachDetailView.swift", 56),
        ("error", "target/size", "DarkWebMonitorHomeView.swift", 98),
        ("error", "semantics/tap-gesture", "ManageSharedShareView.swift", 224),
        ("error", "semantics/tap-gesture", "ShareInviteeView.swift", 62),
        ("error", "semantics/tap-gesture", "SecureLinkDetailView.swift", 68),
        ("needs-review", "target/size", "SecureLinkDetailView.swift", 96),
        ("error", "target/size", "SecureLinkListView.swift", 150),
        ("error", "semantics/tap-gesture", "SecureLinkListView.swift", 180),
        ("error", "target/size", "SecureLinkListView.swift", 309),
        ("error", "semantics/tap-gesture", "ShareElementView.swift", 93),
        ("error", "semantics/tap-gesture", "ShareElementView.swift", 130),
        ("error", "semantics/tap-gesture", "ShareElementView.swift", 164),
        ("error", "semantics/tap-gesture", "UserEmailView.swift", 186),
    ]

    static func listed(_ severity: String) -> [String] {
        population.filter { $0.0 == severity }.map { "pass \($0.2):\($0.3) \($0.1)" }
    }

    /// The sample is 45 distinct errors of the run, the rest the other 54: every error once.
    func testTheJudgedFindingsAreTheTools() {
        XCTAssertEqual(Self.population.count, 106)
        XCTAssertEqual(Self.listed("error").count, 99)
        XCTAssertEqual(Self.listed("warning").count, 0)
        XCTAssertEqual(Self.listed("needs-review").count, 7)
        let sample = Self.errors.map(\.finding), rest = Self.restErrors.map(\.finding)
        XCTAssertEqual(sample.count, 45)
        XCTAssertEqual(Set(sample).count, 45, "each sampled error once")
        XCTAssertTrue(Set(sample).isSubset(of: Set(Self.listed("error"))))
        XCTAssertEqual(rest.count, 54)
        XCTAssertEqual(Set(sample + rest).count, 99, "each error once")
        XCTAssertEqual(Set(sample + rest), Set(Self.listed("error")))
        XCTAssertTrue((Self.errors + Self.restErrors).allSatisfy { !$0.fixed }, "a held-out census records the tool as found")
    }

    /// As found: errors right 43 of 45 in the sample (96 %); no warnings to judge.
    func testCensusPrecision() {
        XCTAssertEqual(Self.errors.filter(\.right).count, 43)
    }

    /// Wrong by rule in the sample: 2 of 37 tap-gesture (a tap whose copy a sibling Menu also
    /// offers, a tap that opens the note it sits on), 0 of 7 target/size, 0 of 1 image-label.
    func testWrongByRule() {
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/tap-gesture", Self.errors) == (2, 37))
        XCTAssertTrue(SampleJudgmentsTests.wrong("target/size", Self.errors) == (0, 7))
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/image-label", Self.errors) == (0, 1))
    }

    /// Errors right 49 of the other 54, 92 of all 99 (93 %). Wrong by rule over all 99:
    /// semantics/tap-gesture 7 of 86, target/size 0 of 10, semantics/image-label 0 of 3.
    func testAllErrorsByRule() {
        XCTAssertEqual(Self.restErrors.filter(\.right).count, 49)
        let all = Self.errors + Self.restErrors
        XCTAssertEqual(all.filter(\.right).count, 92)
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/tap-gesture", all) == (7, 86))
        XCTAssertTrue(SampleJudgmentsTests.wrong("target/size", all) == (0, 10))
        XCTAssertTrue(SampleJudgmentsTests.wrong("semantics/image-label", all) == (0, 3))
    }

    /// Each wrong finding says what would tell it apart (or why nothing would); only wrong ones do.
    func testEveryWrongFindingSaysWhatWouldTellItApart() {
        XCTAssertEqual(Set(Self.tellApart.keys), Set(Self.errors.filter { !$0.right }.map(\.finding)))
        XCTAssertEqual(Set(Self.restTellApart.keys), Set(Self.restErrors.filter { !$0.right }.map(\.finding)))
    }

    /// No longer reported since the census: two copies a visible control beside the tapped text
    /// also makes (a Menu's "Copy password", a "Copy link" button), pointer shortcuts; a tap that
    /// puts focus in the description's editor (its `@FocusState` declared by the type, the tap in
    /// an extension of it); a tap that only lifts an email's line limit. All were wrong: errors
    /// right 92 of 95 still reported (97 %).
    static let noLongerReported: Set<String> = [
        "pass PasswordHistoryView.swift:192 semantics/tap-gesture",
        "pass SecureLinkDetailView.swift:68 semantics/tap-gesture",
        "pass BugReportView.swift:207 semantics/tap-gesture",
        "pass ShareInviteeView.swift:62 semantics/tap-gesture",
    ]

    func testAfterTheFixes() {
        let all = Self.errors + Self.restErrors
        XCTAssertTrue(all.filter { Self.noLongerReported.contains($0.finding) }.allSatisfy { !$0.right })
        let still = all.filter { !Self.noLongerReported.contains($0.finding) }
        XCTAssertEqual(still.count, 95)
        XCTAssertEqual(still.filter(\.right).count, 92)
    }
}
#endif
