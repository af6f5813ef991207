// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import SpecLint
import XCTest

/// Labelled SwiftUI cases, written for this project after reading public SwiftUI apps'
/// accessibility fix commits and the code their fixes left (Ice Cubes, Element X): each names
/// the rule it is about and whether that rule must report it (an error or warning, not
/// suppressed) or stay silent. The silent ones include the traps a naive rule falls into.
final class LabelledCasesTests: XCTestCase {
    struct Case: Sendable {
        var name: String
        var rule: String
        var fires: Bool
        var body: String
        var members: String = ""
        /// Other Swift files of the project, linted in the same run.
        var project: [String] = []
        var config: @Sendable (inout LintConfiguration) -> Void = { _ in }
    }

    static let fixed = "text/fixed-size", cap = "text/dynamic-type-cap", tap = "semantics/tap-gesture"
    static let image = "semantics/image-label", target = "target/size", motion = "motion/reduced-motion", contrast = "contrast/text", duration = "motion/duration"
    static let autoplay = "motion/autoplay", minSize = "text/min-size"

    static let cases: [Case] = [
        // text/fixed-size
        Case(name: "system size literal", rule: fixed, fires: true, body: "Text(\"3 new\")\n    .font(.system(size: 13))"),
        Case(name: "system size and weight", rule: fixed, fires: true, body: "Text(\"Boosted\")\n    .font(.system(size: 11, weight: .semibold))"),
        Case(name: "Font.system qualified", rule: fixed, fires: true, body: "Text(\"Title\")\n    .font(Font.system(size: 20))"),
        Case(name: "custom fixedSize", rule: fixed, fires: true, body: "Text(\"Caption\")\n    .font(.custom(\"Inter\", fixedSize: 14))"),
        Case(name: "size from a constant", rule: fixed, fires: true, body: "Text(\"9+\")\n    .font(.system(size: Metrics.badge))",
             members: "enum Metrics { static let badge: CGFloat = 10 }"),
        Case(name: "fixed font on a button's text", rule: fixed, fires: true, body: "Button(\"Follow\") { follow() }\n    .font(.system(size: 12))"),
        Case(name: "fixed size with a modifier after", rule: fixed, fires: true, body: "Text(count)\n    .font(.system(size: 9).monospacedDigit())"),
        Case(name: "fixed font on a stack of text", rule: fixed, fires: true, body: "VStack {\n    Text(\"Name\")\n    Text(\"Handle\")\n}\n.font(.system(size: 12))"),
        Case(name: "fixed font in a nested view type", rule: fixed, fires: true, body: "Text(\"Icon\")", members: "struct Banner: View {\n    var body: some View {\n        Text(\"Beta\")\n            .font(.system(size: 35, weight: .medium))\n    }\n}"),
        Case(name: "fixed font in a view drawn into an image", rule: fixed, fires: false, body: "Text(\"Icon\")",
             members: "func render() -> NSImage? {\n    let renderer = ImageRenderer(content: Banner())\n    return renderer.nsImage\n}\nstruct Banner: View {\n    var body: some View {\n        Text(\"Beta\")\n            .font(.system(size: 35, weight: .medium))\n    }\n}"),
        Case(name: "fixed font in a PreviewProvider", rule: fixed, fires: false, body: "Text(\"Inbox\")\n    .font(.body)",
             members: "struct Badge_Previews: PreviewProvider {\n    static var previews: some View {\n        Text(\"9+\")\n            .font(.system(size: 9))\n    }\n}"),
        Case(name: "fixed font in a type beside a PreviewProvider", rule: fixed, fires: true, body: "Text(\"Inbox\")\n    .font(.body)",
             members: "struct Badge: View {\n    var body: some View {\n        Text(\"9+\")\n            .font(.system(size: 9))\n    }\n}\nstruct Badge_Previews: PreviewProvider {\n    static var previews: some View { Badge() }\n}"),
        Case(name: "text style", rule: fixed, fires: false, body: "Text(\"Inbox\")\n    .font(.body)"),
        Case(name: "custom size scales with body", rule: fixed, fires: false, body: "Text(\"Inbox\")\n    .font(.custom(\"Inter\", size: 15))"),
        Case(name: "custom size relative to a style", rule: fixed, fires: false, body: "Text(\"Inbox\")\n    .font(.custom(\"Inter\", size: 28, relativeTo: .largeTitle))"),
        Case(name: "size through UIFontMetrics", rule: fixed, fires: false,
             body: "Text(\"Inbox\")\n    .font(.system(size: UIFontMetrics(forTextStyle: .body).scaledValue(for: 15)))"),
        Case(name: "size from @ScaledMetric", rule: fixed, fires: false, body: "Text(\"Inbox\")\n    .font(.system(size: size))",
             members: "@ScaledMetric private var size: CGFloat = 15"),
        Case(name: "logo suppressed with a reason", rule: fixed, fires: false,
             body: "// tokenlint:disable:next text/fixed-size -- wordmark, a logo\nText(\"Acme\")\n    .font(.system(size: 34, weight: .black))"),
        Case(name: "system text style with design", rule: fixed, fires: false, body: "Text(\"Inbox\")\n    .font(.system(.headline, design: .rounded))"),
        Case(name: "style with a weight", rule: fixed, fires: false, body: "Text(\"Inbox\")\n    .font(.title2.bold())"),
        Case(name: "fixed font sizing an SF Symbol", rule: fixed, fires: false, body: "Image(systemName: \"star\")\n    .font(.system(size: 24))"),
        Case(name: "font passed in", rule: fixed, fires: false, body: "Text(\"Inbox\")\n    .font(font)", members: "let font: Font"),

        // text/dynamic-type-cap
        Case(name: "pinned to large", rule: cap, fires: true, body: "VStack {\n    Text(\"Price\")\n}\n.dynamicTypeSize(.large)"),
        Case(name: "capped at xxxLarge", rule: cap, fires: true, body: "Text(\"Price\")\n    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)"),
        Case(name: "closed range below accessibility", rule: cap, fires: true, body: "Text(\"Price\")\n    .dynamicTypeSize(.xSmall ... .xxLarge)"),
        Case(name: "half-open range to accessibility1", rule: cap, fires: true, body: "Text(\"Price\")\n    .dynamicTypeSize(..<DynamicTypeSize.accessibility1)"),
        Case(name: "capped at accessibility3", rule: cap, fires: false, body: "Text(\"Price\")\n    .dynamicTypeSize(...DynamicTypeSize.accessibility3)"),
        Case(name: "lower bound only", rule: cap, fires: false, body: "Text(\"Price\")\n    .dynamicTypeSize(.large...)"),
        Case(name: "range up to accessibility1", rule: cap, fires: false, body: "Text(\"Price\")\n    .dynamicTypeSize(.xSmall ... .accessibility1)"),
        Case(name: "cap on an icon", rule: cap, fires: false, body: "Image(systemName: \"bell\")\n    .dynamicTypeSize(.large)"),

        Case(name: "a cap on the app's root screen, whose text is in its own type", rule: cap, fires: true,
             body: "Group {\n    RootScreen()\n}\n.dynamicTypeSize(.xSmall ... .xxxLarge)",
             project: ["import SwiftUI\nstruct RootScreen: View {\n    var body: some View {\n        NavigationStack {\n            Label(\"Inbox\", systemImage: \"tray\")\n        }\n    }\n}"]),
        Case(name: "a cap on a project view that shows no text (a picture)", rule: cap, fires: false,
             body: "Badge()\n    .dynamicTypeSize(...DynamicTypeSize.large)",
             project: ["import SwiftUI\nstruct Badge: View {\n    var body: some View {\n        Image(\"badge\")\n            .accessibilityHidden(true)\n    }\n}"]),
        Case(name: "a cap at accessibility1 on the app's root screen", rule: cap, fires: false,
             body: "RootScreen()\n    .dynamicTypeSize(...DynamicTypeSize.accessibility1)",
             project: ["import SwiftUI\nstruct RootScreen: View {\n    var body: some View {\n        Text(\"Inbox\")\n    }\n}"]),
        Case(name: "a search field's magnifier beside the field its placeholder names", rule: "contrast/non-text", fires: false,
             body: "HStack {\n    Image(systemName: \"magnifyingglass\")\n        .foregroundColor(.gray)\n    TextField(\"Search\", text: $query)\n}\n.background(Color(white: 0.91))"),
        Case(name: "the same grey glyph alone on the same fill", rule: "contrast/non-text", fires: true,
             body: "HStack {\n    Image(systemName: \"magnifyingglass\")\n        .foregroundColor(.gray)\n}\n.background(Color(white: 0.91))"),
        // semantics/tap-gesture
        Case(name: "tappable row", rule: tap, fires: true, body: "HStack {\n    Text(\"Settings\")\n    Spacer()\n}\n.onTapGesture { open() }"),
        Case(name: "tappable text", rule: tap, fires: true, body: "Text(\"Show more\")\n    .onTapGesture { expanded.toggle() }"),
        Case(name: "tappable avatar", rule: tap, fires: true, body: "Image(\"avatar\")\n    .onTapGesture { showProfile() }"),
        Case(name: "TapGesture in gesture", rule: tap, fires: true, body: "Text(\"Retry\")\n    .gesture(TapGesture().onEnded { retry() })"),
        Case(name: "count 1", rule: tap, fires: true, body: "Text(\"Retry\")\n    .onTapGesture(count: 1) { retry() }"),
        Case(name: "a count the code computes is taken for one tap", rule: tap, fires: true, body: "Text(\"Retry\")\n    .onTapGesture(count: tapCount) { retry() }"),
        Case(name: "an empty action in TapGesture().onEnded", rule: tap, fires: false, body: "Image(\"photo\")\n    .gesture(TapGesture().onEnded { })"),
        Case(name: "perform argument", rule: tap, fires: true, body: "Text(\"Retry\")\n    .onTapGesture(perform: retry)"),
        Case(name: "rows of a ForEach", rule: tap, fires: true, body: "ForEach(items) { item in\n    Text(item.title)\n        .onTapGesture { select(item) }\n}"),
        Case(name: "tappable remote image grid cell", rule: tap, fires: true,
             body: "ForEach(emojis) { emoji in\n    RemoteImage(url: emoji.url) { image in\n        image\n            .frame(width: 40, height: 40)\n    }\n    .onTapGesture { insert(emoji) }\n}"),
        Case(name: "button trait on the element inside", rule: tap, fires: false,
             body: "ForEach(emojis) { emoji in\n    RemoteImage(url: emoji.url) { image in\n        image\n            .frame(width: 40, height: 40)\n            .accessibilityLabel(emoji.name)\n            .accessibilityAddTraits(.isButton)\n    }\n    .onTapGesture { insert(emoji) }\n}"),
        Case(name: "button trait", rule: tap, fires: false, body: "HStack {\n    Text(\"Settings\")\n}\n.accessibilityAddTraits(.isButton)\n.onTapGesture { open() }"),
        Case(name: "traits in a list", rule: tap, fires: false, body: "Text(\"Settings\")\n    .onTapGesture { open() }\n    .accessibilityAddTraits([.isButton, .isHeader])"),
        Case(name: "traits chosen by a condition", rule: tap, fires: false,
             body: "Image(\"media\")\n    .onTapGesture { open() }\n    .accessibilityAddTraits(isImage ? [.isImage, .isButton] : .isButton)"),
        Case(name: "accessibility action", rule: tap, fires: false, body: "Text(\"Settings\")\n    .onTapGesture { open() }\n    .accessibilityAction { open() }"),
        Case(name: "hidden from accessibility", rule: tap, fires: false, body: "Color.black.opacity(0.4)\n    .onTapGesture { dismiss() }\n    .accessibilityHidden(true)"),
        Case(name: "inside a combined element with an action", rule: tap, fires: false,
             body: "VStack {\n    Text(author)\n    Text(content)\n        .onTapGesture { openDetail() }\n}\n.accessibilityElement(children: isFocused ? .contain : .combine)\n.accessibilityAction { openDetail() }"),
        Case(name: "inside a combined element with no action", rule: tap, fires: true,
             body: "VStack {\n    Text(author)\n    Text(content)\n        .onTapGesture { openDetail() }\n}\n.accessibilityElement(children: .combine)"),
        Case(name: "inside a contained element with an action", rule: tap, fires: true,
             body: "VStack {\n    Text(author)\n    Text(content)\n        .onTapGesture { openDetail() }\n}\n.accessibilityElement(children: .contain)\n.accessibilityAction { openDetail() }"),
        Case(name: "a tap on the background that puts the keyboard away", rule: tap, fires: false,
             body: "VStack {\n    TextField(\"Amount\", text: $amount)\n}\n.onTapGesture {\n    hideKeyboard()\n}"),
        Case(name: "a tap that resigns the first responder", rule: tap, fires: false,
             body: "Color.clear\n    .onTapGesture {\n        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)\n    }"),
        Case(name: "a tap that puts the keyboard away and sends", rule: tap, fires: true,
             body: "Text(\"Send\")\n    .onTapGesture {\n        hideKeyboard()\n        send()\n    }"),
        Case(name: "an icon in a button whose action is empty (a picture with a button's look)", rule: image, fires: false,
             body: "Button(action: {}) {\n    Image(\"wallet\")\n        .resizable()\n        .frame(width: 30, height: 30)\n}\n.disabled(true)"),
        Case(name: "an icon in a button with an action", rule: image, fires: true,
             body: "Button(action: connect) {\n    Image(\"wallet\")\n        .resizable()\n        .frame(width: 30, height: 30)\n}"),
        Case(name: "double tap", rule: tap, fires: false, body: "Image(\"photo\")\n    .onTapGesture(count: 2) { like() }"),
        Case(name: "inside a button label", rule: tap, fires: false,
             body: "Button { open() } label: {\n    Text(\"Open\")\n        .onTapGesture { open() }\n}"),
        Case(name: "gesture on a button", rule: tap, fires: false, body: "Button(\"Open\") { open() }\n    .onTapGesture { log() }"),
        Case(name: "accessibility representation", rule: tap, fires: false,
             body: "Text(\"Follow\")\n    .onTapGesture { follow() }\n    .accessibilityRepresentation {\n        Button(\"Follow\") { follow() }\n    }"),
        Case(name: "a simultaneous tap added to the menu's own links (closing the menu as one opens)", rule: tap, fires: false,
             body: "ScrollView {\n    menuItems()\n}\n.simultaneousGesture(TapGesture().onEnded { isMenuOpen = false })",
             members: "@Binding var isMenuOpen: Bool\nfunc menuItems() -> some View {\n    VStack {\n        NavigationLink(\"Profile\", value: Route.profile)\n        Button(\"Settings\") { openSettings() }\n    }\n}"),
        Case(name: "a simultaneous tap added to a project view with its own button", rule: tap, fires: false,
             body: "AccountHeader(account: account)\n    .simultaneousGesture(TapGesture().onEnded { keepOpen = true })",
             project: ["import SwiftUI\nstruct AccountHeader: View {\n    let account: Account\n    var body: some View {\n        HStack {\n            Text(account.handle)\n            Button(\"Copy\") { copy(account.handle) }\n        }\n    }\n}"]),
        Case(name: "a simultaneous tap on text with no control: the only way to act", rule: tap, fires: true,
             body: "Text(\"Load more\")\n    .simultaneousGesture(TapGesture().onEnded { loadMore() })"),
        Case(name: "a tap that only hides and shows a viewer's controls, shown from the start", rule: tap, fires: false,
             body: "ZStack {\n    photo\n        .gesture(TapGesture().onEnded { showControls.toggle() })\n    if showControls {\n        Button(\"Close\") { dismiss() }\n    }\n}",
             members: "@State private var showControls = true\nvar photo: some View { Image(\"photo\") }"),
        Case(name: "a tap that reveals controls hidden at first", rule: tap, fires: true,
             body: "ZStack {\n    photo\n        .onTapGesture { showControls.toggle() }\n    if showControls {\n        Button(\"Close\") { dismiss() }\n    }\n}",
             members: "@State private var showControls = false\nvar photo: some View { Image(\"photo\") }"),
        Case(name: "a tap that pauses a video (a flag that starts true but shows no control)", rule: tap, fires: true,
             body: "ZStack {\n    player\n        .onTapGesture { isPlaying.toggle() }\n    if isPlaying {\n        Text(\"Playing\")\n    }\n}",
             members: "@State private var isPlaying = true\nvar player: some View { Image(\"frame\") }"),
        Case(name: "a scrim whose tap the toolbar button also does", rule: tap, fires: false,
             body: "ZStack {\n    content\n    if showFilters {\n        Color.black.opacity(0.5)\n            .onTapGesture {\n                withAnimation { showFilters = false }\n            }\n    }\n}\n.toolbar {\n    Button {\n        track()\n        showFilters.toggle()\n    } label: {\n        Image(systemName: \"line.3.horizontal.decrease.circle\")\n    }\n    .accessibilityLabel(\"Filters\")\n}",
             members: "@State private var showFilters = false\nvar content: some View { Text(\"Feed\") }"),
        Case(name: "a scrim that is the only way to close the panel", rule: tap, fires: true,
             body: "ZStack {\n    content\n    if showFilters {\n        Color.black.opacity(0.5)\n            .onTapGesture { showFilters = false }\n    }\n}\n.toolbar {\n    Button(\"Filters\") { showFilters = true }\n}",
             members: "@State private var showFilters = false\nvar content: some View { Text(\"Feed\") }"),
        Case(name: "a header with text whose tap a button also does: still a control not announced", rule: tap, fires: true,
             body: "VStack {\n    Text(\"Replies outside your network\")\n        .onTapGesture { expanded.toggle() }\n    Button(\"Replies outside your network\") { expanded.toggle() }\n}",
             members: "@State private var expanded = true"),
        Case(name: "long press only", rule: tap, fires: false, body: "Text(\"Hold\")\n    .simultaneousGesture(LongPressGesture().onEnded { _ in hold() })"),
        Case(name: "tap on a text field", rule: tap, fires: false, body: "TextField(\"Option\", text: $option)\n    .onTapGesture { focus = index }"),
        Case(name: "tap on the project's view that is a button element", rule: tap, fires: false,
             body: "MediaTile(item: item)\n    .onTapGesture { open(item) }", project: ["import SwiftUI\nstruct MediaTile: View {\n    let item: Item\n    var body: some View {\n        if let url = item.url {\n            AsyncImage(url: url)\n                .accessibilityElement(children: .ignore)\n                .accessibilityLabel(item.alt)\n                .accessibilityAddTraits(.isButton)\n        } else {\n            Color.gray\n                .accessibilityAddTraits([.isImage, .isButton])\n        }\n    }\n}"]),
        Case(name: "a status dot sized by its font is a symbol, not text", rule: minSize, fires: false,
             body: "HStack {\n    Text(name)\n    Image(systemName: \"circle.fill\")\n        .font(.system(size: 10))\n        .accessibilityHidden(true)\n}"),
        Case(name: "a 9 pt caption is text below the minimum", rule: minSize, fires: true,
             body: "Text(\"Edited\")\n    .font(.system(size: 9))"),
        Case(name: "taps inside one element with an adjustable action (votes by swiping up or down)", rule: tap, fires: false,
             body: "HStack {\n    Image(systemName: \"arrow.up\")\n        .onTapGesture { vote(1) }\n    Text(\"\\(score)\")\n    Image(systemName: \"arrow.down\")\n        .onTapGesture { vote(-1) }\n}\n.accessibilityElement(children: .ignore)\n.accessibilityValue(\"\\(score) votes\")\n.accessibilityAdjustableAction { direction in\n    vote(direction == .increment ? 1 : -1)\n}"),
        Case(name: "tap on the project's view whose body returns a button element", rule: tap, fires: false,
             body: "Swatch(color: color)\n    .onTapGesture { pick(color) }", project: ["import SwiftUI\nstruct Swatch: View {\n    let color: Color\n    var body: some View {\n        return color\n            .frame(width: 44, height: 44)\n            .accessibilityLabel(\"Color\")\n            .accessibilityAddTraits(.isButton)\n    }\n}"]),
        Case(name: "tap on the project's view that is a button in one branch only", rule: tap, fires: true,
             body: "MediaTile(item: item)\n    .onTapGesture { open(item) }", project: ["import SwiftUI\nstruct MediaTile: View {\n    let item: Item\n    var body: some View {\n        if let url = item.url {\n            AsyncImage(url: url)\n                .accessibilityElement(children: .ignore)\n                .accessibilityLabel(item.alt)\n                .accessibilityAddTraits(.isButton)\n        } else {\n            Color.gray\n                .accessibilityAddTraits(.isImage)\n        }\n    }\n}"]),
        Case(name: "tap in a view used inside a combined element with an action in another file: not followed", rule: tap, fires: true,
             body: "Text(\"Boosted by Ann\")\n    .onTapGesture { openProfile() }", project: ["import SwiftUI\nstruct StatusRow: View {\n    var body: some View {\n        VStack {\n            ExampleView()\n            Text(status)\n        }\n        .accessibilityElement(children: .combine)\n        .accessibilityAction { open() }\n    }\n}"]),
        Case(name: "tap in a view every use of which is hidden", rule: tap, fires: false,
             body: "Image(\"avatar\")\n    .onTapGesture { openProfile() }",
             project: [hiddenRow]),
        Case(name: "tap in a view hidden where it is used, and shown in a preview", rule: tap, fires: false,
             body: "Image(\"avatar\")\n    .onTapGesture { openProfile() }",
             project: [hiddenRow, "import SwiftUI\n#Preview {\n    ExampleView()\n}"]),
        Case(name: "tap in a view hidden at one use and shown at another", rule: tap, fires: true,
             body: "Image(\"avatar\")\n    .onTapGesture { openProfile() }",
             project: [hiddenRow, "import SwiftUI\nstruct Header: View {\n    var body: some View {\n        ExampleView()\n    }\n}"]),
        Case(name: "tap in a view inside a hidden stack where it is used", rule: tap, fires: false,
             body: "Image(\"avatar\")\n    .onTapGesture { openProfile() }",
             project: ["import SwiftUI\nstruct Row: View {\n    var body: some View {\n        HStack {\n            ExampleView()\n            Image(\"badge\")\n        }\n        .accessibilityHidden(true)\n    }\n}"]),
        Case(name: "deprecated addTraits form", rule: tap, fires: false, body: "Text(\"Open\")\n    .onTapGesture { open() }\n    .accessibility(addTraits: .isButton)"),

        // semantics/image-label
        Case(name: "asset icon button", rule: image, fires: true, body: "Button(action: compose) {\n    Image(\"ic_compose\")\n}"),
        Case(name: "asset icon in label closure", rule: image, fires: true,
             body: "Button {\n    close()\n} label: {\n    Image(\"close-24\")\n        .resizable()\n        .frame(width: 44, height: 44)\n}"),
        Case(name: "asset named for its picture", rule: image, fires: true, body: "Button(action: expand) {\n    Image(\"chevronDown\")\n}"),
        Case(name: "platform image, no name to read", rule: image, fires: true, body: "Button(action: close) {\n    Image(uiImage: closeIcon)\n}", members: "let closeIcon: UIImage"),
        Case(name: "asset named by its action, read as the label", rule: image, fires: false,
             body: "Button {\n    close()\n} label: {\n    Image(\"close\")\n        .resizable()\n        .frame(width: 44, height: 44)\n}"),
        Case(name: "asset named by its action when names are required", rule: image, fires: true, body: "Button(action: close) {\n    Image(\"close\")\n}",
             config: { $0.swift.requireSymbolLabels = true }),
        Case(name: "asset icon link", rule: image, fires: true, body: "Link(destination: url) {\n    Image(\"github-mark\")\n}"),
        Case(name: "menu with an asset icon", rule: image, fires: true, body: "Menu {\n    Button(\"Copy\") { copy() }\n} label: {\n    Image(\"dots-horizontal\")\n}"),
        Case(name: "decorative image as the only label", rule: image, fires: true, body: "Button(action: share) {\n    Image(decorative: \"share\")\n}"),
        Case(name: "toggle with an asset icon", rule: image, fires: true, body: "Toggle(isOn: $muted) {\n    Image(\"speaker\")\n}"),
        Case(name: "SF Symbol when names are required", rule: image, fires: true, body: "Button(action: close) {\n    Image(systemName: \"xmark\")\n}",
             config: { $0.swift.requireSymbolLabels = true }),
        Case(name: "labelled button", rule: image, fires: false, body: "Button(action: compose) {\n    Image(\"compose\")\n}\n.accessibilityLabel(\"New post\")"),
        Case(name: "Label with a title", rule: image, fires: false, body: "Button(action: compose) {\n    Label(\"New post\", image: \"compose\")\n}"),
        Case(name: "icon and text", rule: image, fires: false, body: "Button(action: compose) {\n    HStack {\n        Image(\"compose\")\n        Text(\"New post\")\n    }\n}"),
        Case(name: "SF Symbol, automatic label", rule: image, fires: false, body: "Button(action: close) {\n    Image(systemName: \"xmark\")\n}"),
        Case(name: "title button", rule: image, fires: false, body: "Button(\"Close\") { close() }"),
        Case(name: "labelled image inside", rule: image, fires: false, body: "Button(action: compose) {\n    Image(\"compose\")\n        .accessibilityLabel(\"New post\")\n}"),
        Case(name: "hidden button", rule: image, fires: false, body: "Button(action: compose) {\n    Image(\"compose\")\n}\n.accessibilityHidden(true)"),
        Case(name: "deprecated label form", rule: image, fires: false, body: "Button(action: close) {\n    Image(\"close\")\n}\n.accessibility(label: Text(\"Close\"))"),
        Case(name: "icon button represented by a titled toggle", rule: image, fires: false,
             body: "Button(action: toggleBoosts) {\n    Image(\"Rocket\")\n}\n.accessibilityRepresentation {\n    Toggle(\"Show boosts\", isOn: .constant(showsBoosts))\n}"),
        Case(name: "Label with an SF Symbol", rule: image, fires: false, body: "Button(action: close) {\n    Label(\"Close\", systemImage: \"xmark\")\n}"),

        // target/size on SwiftUI frames
        Case(name: "24 pt icon button", rule: target, fires: true,
             body: "Button(action: close) {\n    Image(systemName: \"xmark\")\n        .frame(width: 24, height: 24)\n}"),
        Case(name: "small frame on the button", rule: target, fires: true, body: "Button(\"Go\") { go() }\n    .frame(width: 60, height: 28)"),
        Case(name: "small toggle frame", rule: target, fires: true, body: "Toggle(\"Wi-Fi\", isOn: $on)\n    .frame(width: 30, height: 30)"),
        Case(name: "enlarged by padding and contentShape", rule: target, fires: false,
             body: "Button(action: close) {\n    Image(systemName: \"xmark\")\n        .frame(width: 24, height: 24)\n        .padding(10)\n        .contentShape(Rectangle())\n}"),
        Case(name: "minimum frame", rule: target, fires: false, body: "Button(\"Go\") { go() }\n    .frame(minWidth: 44, minHeight: 44)"),
        Case(name: "content-sized button", rule: target, fires: false, body: "Button(\"Go\") { go() }"),

        // motion/reduced-motion
        Case(name: "bouncy animation, no path", rule: motion, fires: true, body: "Circle()\n    .scaleEffect(on ? 1.2 : 1)\n    .animation(.bouncy, value: on)"),
        Case(name: "spring with low damping in an action", rule: motion, fires: true,
             body: "Button(\"Expand\") {\n    withAnimation(.spring(response: 0.4, dampingFraction: 0.5)) { expanded.toggle() }\n}"),
        Case(name: "moving transition, no path", rule: motion, fires: true, body: "Text(\"Saved\")\n    .transition(.move(edge: .bottom))"),
        Case(name: "word in a comment is not a path", rule: motion, fires: true,
             body: "// reduceMotion is handled elsewhere\nText(\"Saved\")\n    .transition(.scale)", members: "var reduceMotionEnabled = false"),
        Case(name: "animation chosen by Reduce Motion", rule: motion, fires: false,
             body: "Circle()\n    .scaleEffect(on ? 1.2 : 1)\n    .animation(reduceMotion ? nil : .bouncy, value: on)",
             members: "@Environment(\\.accessibilityReduceMotion) private var reduceMotion"),
        Case(name: "transition in a branch on Reduce Motion", rule: motion, fires: false,
             body: "if reduceMotion {\n    Text(\"Saved\")\n} else {\n    Text(\"Saved\")\n        .transition(.scale)\n}",
             members: "@Environment(\\.accessibilityReduceMotion) var reduceMotion"),
        Case(name: "value computed from Reduce Motion", rule: motion, fires: false,
             body: "Text(\"Saved\")\n    .transition(entry)",
             members: "@Environment(\\.accessibilityReduceMotion) var reduceMotion\nvar entry: AnyTransition { reduceMotion ? .opacity : .move(edge: .bottom) }"),
        Case(name: "opacity transition", rule: motion, fires: false, body: "Text(\"Saved\")\n    .transition(.opacity)"),
        Case(name: "a logo scaled in from three times its size", rule: motion, fires: true,
             body: "Image(\"logo\")\n    .scaleEffect(start ? 1 : 3)\n    .opacity(start ? 1 : 0)\n    .animation(.easeInOut(duration: 2), value: start)"),
        Case(name: "a side menu slid in by an offset", rule: motion, fires: true,
             body: "Menu()\n    .frame(width: 280)\n    .offset(x: visible ? 0 : -300)\n    .animation(.default, value: visible)"),
        Case(name: "a press's 5 % scale", rule: motion, fires: false,
             body: "Text(\"Send\")\n    .scaleEffect(pressed ? 0.95 : 1)\n    .animation(.easeOut(duration: 0.1), value: pressed)"),
        Case(name: "a disclosure chevron turned in place", rule: motion, fires: false,
             body: "Image(systemName: \"chevron.right\")\n    .rotationEffect(.degrees(expanded ? 90 : 0))\n    .animation(.easeInOut(duration: 0.1), value: expanded)"),
        Case(name: "a sheet that follows the finger", rule: motion, fires: false,
             body: "Panel()\n    .offset(y: drag.height)\n    .animation(.easeOut(duration: 0.2), value: drag)"),
        Case(name: "a scale written after the animation", rule: motion, fires: false,
             body: "Image(\"logo\")\n    .animation(.easeInOut(duration: 0.3), value: start)\n    .scaleEffect(start ? 1 : 3)"),
        Case(name: "a scale-in chosen by Reduce Motion", rule: motion, fires: false,
             body: "Image(\"logo\")\n    .scaleEffect(start ? 1 : 3)\n    .animation(reduceMotion ? nil : .easeInOut(duration: 0.3), value: start)",
             members: "@Environment(\\.accessibilityReduceMotion) private var reduceMotion"),
        Case(name: "ease curve, no bounce", rule: motion, fires: false, body: "Text(\"Saved\")\n    .animation(.easeInOut(duration: 0.2), value: saved)"),
        Case(name: "configured helper", rule: motion, fires: false, body: "Circle()\n    .animation(adaptive(.bouncy), value: on)",
             config: { $0.swift.reduceMotionHelpers = ["adaptive"] }),

        // contrast/text with resolved colors
        Case(name: "light grey on white", rule: contrast, fires: true, body: "Text(\"Muted\")\n    .foregroundStyle(Color(white: 0.75))\n    .background(Color.white)"),
        Case(name: "white text on a theme background the file does not define", rule: contrast, fires: false,
             body: "Text(\"Joined\")\n    .foregroundStyle(.white)\n    .background(theme.tintColor)"),
        Case(name: "theme text color the file does not define", rule: contrast, fires: false,
             body: "Text(\"Joined\")\n    .foregroundStyle(theme.labelColor)\n    .background(Color.white)"),
        Case(name: "label on system background", rule: contrast, fires: false, body: "Text(\"Body\")\n    .foregroundStyle(.primary)\n    .background(Color(.systemBackground))"),
        // From the random sample of findings on whole apps (CHANGELOG): what was wrong there.
        Case(name: "clear background shows what is behind", rule: contrast, fires: false,
             body: "Text(\"Muted\")\n    .foregroundStyle(Color(white: 0.75))\n    .background(Color.clear)"),
        Case(name: "empty tap that only stops a scroll view", rule: tap, fires: false, body: "Text(\"Quote\")\n    .onTapGesture { }"),
        Case(name: "tap inside a toggle style's body", rule: tap, fires: false, body: "Toggle(\"Unread\", isOn: $unread)\n    .toggleStyle(ChipStyle())",
             members: "struct ChipStyle: ToggleStyle {\n    func makeBody(configuration: Configuration) -> some View {\n        Text(\"Chip\")\n            .onTapGesture { configuration.isOn.toggle() }\n    }\n}"),
        Case(name: "tap inside a text field style's body", rule: tap, fires: false, body: "TextField(\"PIN\", text: $pin)\n    .textFieldStyle(DigitsStyle())",
             members: "struct DigitsStyle: TextFieldStyle {\n    func _body(configuration: TextField<_Label>) -> some View {\n        HStack { Text(\"•\") }\n            .overlay { configuration }\n            .onTapGesture { focused = true }\n    }\n}"),
        Case(name: "tap with a named action", rule: tap, fires: true, body: "Image(\"map\")\n    .onTapGesture(perform: openMap)"),
        Case(name: "tap that only focuses the composer", rule: tap, fires: false,
             body: "HStack {\n    TextField(\"Message\", text: $text)\n        .focused($composerFocused)\n}\n.onTapGesture {\n    guard !composerFocused else { return }\n    composerFocused = true\n}",
             members: "@FocusState private var composerFocused: Bool"),
        Case(name: "tap that focuses and does more", rule: tap, fires: true,
             body: "HStack {\n    Text(\"Reply\")\n}\n.onTapGesture {\n    replyFocused = true\n    startReply()\n}",
             members: "@FocusState private var replyFocused: Bool"),
        Case(name: "tap that sets a plain state", rule: tap, fires: true,
             body: "HStack {\n    Text(\"More\")\n}\n.onTapGesture {\n    expanded = true\n}",
             members: "@State private var expanded = false"),
        Case(name: "SwiftUI's spring as it is on a button", rule: duration, fires: false,
             body: "Button(\"Expand\") {\n    withAnimation(.spring) { expanded.toggle() }\n}"),
        Case(name: "SwiftUI's default animation on a button style", rule: duration, fires: false,
             body: "Button(\"Like\") { like() }\n    .scaleEffect(pressed ? 0.8 : 1)\n    .animation(.default, value: pressed)"),
        Case(name: "a transition under SwiftUI's default animation, then a quick timed one", rule: duration, fires: false,
             body: "VStack {\n    Text(title)\n}\n.onTapGesture(count: 2) {\n    withAnimation(reduceMotion ? nil : .default) { collapsed.toggle() }\n}\n.transition(.opacity)\n.animation(.easeOut(duration: 0.1), value: tier)"),
        Case(name: "a transition under a slow timed animation", rule: duration, fires: true,
             body: "VStack {\n    Text(title)\n}\n.onTapGesture(count: 2) {\n    withAnimation(.easeInOut(duration: 0.9)) { collapsed.toggle() }\n}\n.transition(.opacity)\n.animation(.easeOut(duration: 0.1), value: tier)"),
        Case(name: "bouncy preset on a send button", rule: duration, fires: false,
             body: "Button(\"Send\") { send() }\n    .animation(.bouncy, value: sending)"),
        Case(name: "a looping shimmer", rule: duration, fires: false,
             body: "Rectangle()\n    .frame(width: 200, height: 20)\n    .animation(.linear(duration: 1.75).repeatForever(autoreverses: false), value: phase)"),
        Case(name: "a pulsing badge loops", rule: autoplay, fires: true,
             body: "Circle()\n    .scaleEffect(on ? 1.2 : 1)\n    .animation(.easeInOut(duration: 1).repeatForever(), value: on)"),
        Case(name: "a shimmer modifier's loop, a loading animation", rule: autoplay, fires: false, body: "Text(\"Name\")\n    .modifier(ShimmerModifier())",
             members: "struct ShimmerModifier: ViewModifier {\n    @State private var on = false\n    func body(content: Content) -> some View {\n        content\n            .opacity(on ? 0.5 : 1)\n            .animation(.linear(duration: 1.75).delay(0.5).repeatForever(autoreverses: false), value: on)\n    }\n}"),
        Case(name: "a redacted placeholder's loop", rule: autoplay, fires: false,
             body: "VStack {\n    Text(\"Name\")\n}\n.redacted(reason: .placeholder)\n.opacity(on ? 0.4 : 1)\n.animation(.easeInOut(duration: 0.8).repeatForever(), value: on)"),
        Case(name: "a slow spring the code chose for a button", rule: duration, fires: true,
             body: "Button(\"Scroll\") { scroll() }\n    .animation(.spring(response: 0.7, dampingFraction: 0.8), value: visible)"),
        Case(name: "a slow preset given its duration", rule: duration, fires: true,
             body: "Button(\"Send\") { send() }\n    .animation(.bouncy(duration: 0.9), value: sending)"),
        // The project's own views and animations, declared in another file of the run.
        Case(name: "icon-only button of the project's icon view", rule: image, fires: true,
             body: "Button { expand() } label: {\n    AppIcon(\\.chevronDown)\n}", project: [iconView]),
        Case(name: "the project's icon view given an action's word", rule: image, fires: false,
             body: "Button { showInfo() } label: {\n    AppIcon(\\.info)\n}", project: [iconView]),
        Case(name: "the project's icon view with a label on the button", rule: image, fires: false,
             body: "Button { showInfo() } label: {\n    AppIcon(\\.info)\n}\n.accessibilityLabel(\"Info\")", project: [iconView]),
        Case(name: "the project's icon view that names itself", rule: image, fires: false,
             body: "Button { showInfo() } label: {\n    AppIcon(\\.info)\n}",
             project: [iconView.replacingOccurrences(of: ".resizable()", with: ".resizable()\n            .accessibilityLabel(name)")]),
        Case(name: "the project's icon view in a button style that shows a title", rule: image, fires: false,
             body: "Button { share() } label: {\n    AppIcon(\\.share)\n}\n.buttonStyle(ActionStyle(title: \"Share\"))",
             project: [iconView, "import SwiftUI\nstruct ActionStyle: ButtonStyle {\n    let title: String\n    func makeBody(configuration: Configuration) -> some View {\n        VStack {\n            configuration.label\n            Text(title)\n        }\n    }\n}"]),
        Case(name: "the project's icon button named where it is used", rule: image, fires: false,
             body: "Button(role: .destructive, action: action) {\n    AppIcon(\\.delete)\n}", members: "let action: () -> Void",
             project: [iconView, "import SwiftUI\nstruct Toolbar: View {\n    var body: some View {\n        ExampleView { delete() }\n            .accessibilityLabel(\"Delete\")\n    }\n}"]),
        Case(name: "the project's avatar view wrapping an AsyncImage view", rule: image, fires: true,
             body: "Menu {\n    Button(\"Sign out\") { signOut() }\n} label: {\n    Avatar(url: url)\n}",
             project: ["import SwiftUI\nstruct Avatar: View {\n    let url: URL?\n    var body: some View {\n        if let url {\n            RemoteImage(url: url)\n        } else {\n            Image(\"avatar-placeholder\")\n        }\n    }\n}\nstruct RemoteImage: View {\n    let url: URL\n    var body: some View {\n        AsyncImage(url: url)\n            .frame(width: 28, height: 28)\n    }\n}"]),
        Case(name: "the project's view that shows text beside its image", rule: image, fires: false,
             body: "Button { open() } label: {\n    Badge()\n}",
             project: ["import SwiftUI\nstruct Badge: View {\n    var body: some View {\n        HStack {\n            Image(\"star\")\n            Text(\"Pro\")\n        }\n    }\n}"]),
        // The project's own container views (a pill, a card) around its icon view.
        Case(name: "the project's icon in the project's own pill, as a whole label", rule: image, fires: true,
             body: "Button { react() } label: {\n    AddReactionLabel()\n}", project: [iconView, pill(adding: "")]),
        Case(name: "the project's pill given the icon at the button", rule: image, fires: true,
             body: "Button { react() } label: {\n    Pill {\n        AppIcon(\\.reactionAdd)\n    }\n}", project: [iconView, pill(adding: "")]),
        Case(name: "the project's pill that adds a text of its own", rule: image, fires: false,
             body: "Button { react() } label: {\n    AddReactionLabel()\n}",
             project: [iconView, pill(adding: "\n            .overlay(alignment: .bottom) { Text(\"Add\") }")]),
        Case(name: "the project's pill that names itself", rule: image, fires: false,
             body: "Button { react() } label: {\n    AddReactionLabel()\n}",
             project: [iconView, pill(adding: "\n            .accessibilityLabel(\"Add reaction\")")]),
        Case(name: "the project's pill given text beside the icon", rule: image, fires: false,
             body: "Button { react() } label: {\n    CountLabel()\n}",
             project: [iconView, pill(adding: ""), "import SwiftUI\nstruct CountLabel: View {\n    var body: some View {\n        Pill {\n            AppIcon(\\.add)\n            Text(\"3\")\n        }\n    }\n}"]),
        // The view's own `some View` members named as a control's whole label.
        Case(name: "a menu labelled by the view's own avatar member", rule: image, fires: true,
             body: "Menu {\n    Button(\"Settings\", action: openSettings)\n} label: {\n    profilePicture\n}", members: "private var profilePicture: some View {\n    Image(uiImage: picture)\n        .clipShape(Circle())\n}"),
        Case(name: "a member naming a member that draws the image", rule: image, fires: true,
             body: "Menu {\n    Button(\"Settings\", action: openSettings)\n} label: {\n    profilePicture\n}", members: "@ViewBuilder\nprivate var profilePicture: some View {\n    picture\n        .frame(width: 32, height: 32)\n}\n@ViewBuilder\nprivate var picture: some View {\n    if let photo {\n        Image(uiImage: photo)\n    } else {\n        Image(\"person-fallback-32\")\n    }\n}"),
        Case(name: "a member function with arguments, through self", rule: image, fires: true,
             body: "Button(action: edit) {\n    self.badge(size: 24)\n}", members: "func badge(size: CGFloat) -> some View {\n    Image(\"ic_badge_edit\")\n        .frame(width: size, height: size)\n}"),
        Case(name: "a member declared in an #if branch", rule: image, fires: true,
             body: "Button(action: edit) {\n    editIcon\n}", members: "#if os(iOS)\nvar editIcon: some View { Image(\"ic_edit_24\") }\n#endif"),
        Case(name: "a member that names its image", rule: image, fires: false,
             body: "Menu {\n    Button(\"Settings\", action: openSettings)\n} label: {\n    profilePicture\n}", members: "private var profilePicture: some View {\n    Image(uiImage: picture)\n        .accessibilityLabel(\"Account\")\n}"),
        Case(name: "a member that hides its image", rule: image, fires: false,
             body: "Menu {\n    Button(\"Settings\", action: openSettings)\n} label: {\n    profilePicture\n}", members: "private var profilePicture: some View {\n    Image(uiImage: picture)\n        .accessibilityHidden(true)\n}"),
        Case(name: "a member that shows its title beside the image", rule: image, fires: false,
             body: "Menu {\n    Button(\"Settings\", action: openSettings)\n} label: {\n    profilePicture\n}", members: "private var profilePicture: some View {\n    HStack {\n        Image(uiImage: picture)\n        Text(name)\n    }\n}"),
        Case(name: "a member whose overlay, not read, may title the image", rule: image, fires: false,
             body: "Button(action: retry) {\n    mapPlaceholder\n        .overlay {\n            Text(\"Tap to load\")\n        }\n}", members: "private var mapPlaceholder: some View {\n    Image(\"map_blurred\")\n}"),
        Case(name: "members that name each other, with no image", rule: image, fires: false,
             body: "Menu {\n    Button(\"Settings\", action: openSettings)\n} label: {\n    profilePicture\n}", members: "private var profilePicture: some View {\n    picture\n}\nprivate var picture: some View {\n    profilePicture\n}"),
        Case(name: "the member is named by a menu labelled where it is used", rule: image, fires: false,
             body: "Menu {\n    Button(\"Settings\", action: openSettings)\n} label: {\n    profilePicture\n}\n.accessibilityLabel(\"Account menu\")", members: "private var profilePicture: some View {\n    Image(uiImage: picture)\n}"),
        Case(name: "a member of another type of the same name", rule: image, fires: false,
             body: "Menu {\n    Button(\"Settings\", action: openSettings)\n} label: {\n    profilePicture\n}", members: "struct Header: View {\n    var profilePicture: some View { Image(uiImage: picture) }\n    var body: some View { profilePicture }\n}"),
        // target/size of buttons in the project's own button styles (declared in another file).
        Case(name: "icon button the project's style pads to 28 pt", rule: target, fires: true,
             body: "Button(action: close) {\n    Image(systemName: \"xmark\")\n        .frame(width: 20, height: 20)\n}\n.buttonStyle(IconStyle())",
             project: [iconStyle(sizing: ".padding(4)")]),
        Case(name: "icon button the project's style pads to 44 pt", rule: target, fires: false,
             body: "Button(action: close) {\n    Image(systemName: \"xmark\")\n        .frame(width: 20, height: 20)\n}\n.buttonStyle(IconStyle())",
             project: [iconStyle(sizing: ".padding(12)\n            .contentShape(Rectangle())")]),
        Case(name: "the project's style as a static member sets a 30 pt frame", rule: target, fires: true,
             body: "Button(action: close) {\n    Image(systemName: \"xmark\")\n}\n.buttonStyle(.icon())",
             project: [iconStyle(sizing: ".frame(width: 30, height: 30)")]),
        Case(name: "the project's style as a static member sets a 44 pt minimum", rule: target, fires: false,
             body: "HStack {\n    Button(action: close) {\n        Image(systemName: \"xmark\")\n            .frame(width: 20, height: 20)\n    }\n}\n.buttonStyle(.icon())",
             project: [iconStyle(sizing: ".frame(minWidth: 44, minHeight: 44)")]),
        Case(name: "the project's style pads by a length computed elsewhere", rule: target, fires: false,
             body: "Button(action: close) {\n    Image(systemName: \"xmark\")\n        .frame(width: 20, height: 20)\n}\n.buttonStyle(IconStyle())",
             project: [iconStyle(sizing: ".padding(Metrics.iconPadding)")]),
        Case(name: "the project's style with no size of its own", rule: target, fires: true,
             body: "Button(action: close) {\n    Image(systemName: \"xmark\")\n        .frame(width: 20, height: 20)\n}\n.buttonStyle(.icon())",
             project: [iconStyle(sizing: ".opacity(configuration.isPressed ? 0.5 : 1)")]),
        Case(name: "the project's bouncy animation", rule: motion, fires: true,
             body: "Circle()\n    .scaleEffect(on ? 1.2 : 1)\n    .animation(.appPop, value: on)",
             project: ["import SwiftUI\nextension Animation {\n    static var appPop: Animation { .bouncy(extraBounce: 0.1) }\n}"]),
        Case(name: "the project's animation that reads Reduce Motion", rule: motion, fires: false,
             body: "Circle()\n    .scaleEffect(on ? 1.2 : 1)\n    .animation(.appPop, value: on)",
             project: ["import SwiftUI\nextension Animation {\n    static var appPop: Animation {\n        let pop: Animation = .bouncy(extraBounce: 0.1)\n        return pop.unlessReduceMotion()\n    }\n\n    private func unlessReduceMotion() -> Animation {\n        UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : self\n    }\n}"]),
        Case(name: "the project's animation method that reads Reduce Motion", rule: motion, fires: false,
             body: "Circle()\n    .scaleEffect(on ? 1.2 : 1)\n    .animation(.bouncy.delay(0.1).calmed(), value: on)",
             project: ["import SwiftUI\nextension Animation {\n    func calmed() -> Animation {\n        ProcessInfo.isRunningTests ? .linear(duration: 0) : unlessReduceMotion()\n    }\n\n    private func unlessReduceMotion() -> Animation {\n        UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : self\n    }\n}"]),
        Case(name: "the project's looping animation", rule: autoplay, fires: true,
             body: "Circle()\n    .opacity(on ? 0.5 : 1)\n    .animation(.pulse, value: on)",
             project: ["import SwiftUI\nextension Animation {\n    static let pulse = Animation.easeInOut(duration: 1).repeatForever()\n}"]),
    ]

    /// A design system's icon view: a stored `Image` drawn at a scaled size, with no name.
    static let iconView = "import SwiftUI\nstruct AppIcon: View {\n    private var image: Image\n    init(_ icon: KeyPath<Icons, Image>) { image = Icons()[keyPath: icon] }\n    var body: some View {\n        image\n            .resizable()\n            .frame(width: 24, height: 24)\n    }\n}"

    /// A row that shows the snippet's view hidden from VoiceOver.
    static let hiddenRow = "import SwiftUI\nstruct Row: View {\n    var body: some View {\n        HStack {\n            ExampleView()\n                .accessibilityHidden(true)\n            Text(name)\n        }\n    }\n}"

    /// A generic container drawing its `@ViewBuilder` content on a capsule, with what it adds
    /// of its own after the background, and a label view drawing the icon view in it.
    static func pill(adding: String) -> String {
        "import SwiftUI\nstruct Pill<Content: View>: View {\n    var highlighted = false\n    @ViewBuilder var content: () -> Content\n"
            + "    var body: some View {\n        content()\n            .background(Capsule().fill(highlighted ? Color.accentColor : Color.secondary))"
            + adding + "\n            .accessibilityElement(children: .combine)\n    }\n}\n"
            + "struct AddReactionLabel: View {\n    var body: some View {\n        Pill {\n            AppIcon(\\.reactionAdd)\n                .padding(.horizontal, 12)\n        }\n    }\n}"
    }

    /// A button style applying `sizing` to its label, and its static member `.icon()`.
    static func iconStyle(sizing: String) -> String {
        "import SwiftUI\nextension ButtonStyle where Self == IconStyle {\n    static func icon() -> Self { IconStyle() }\n}\n"
            + "struct IconStyle: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n        configuration.label\n            "
            + sizing + "\n            .foregroundStyle(.tint)\n    }\n}"
    }

    func testEveryCaseAsLabelled() {
        XCTAssertGreaterThanOrEqual(Self.cases.count, 60)
        var linters: [String: Linter] = [:]
        for testCase in Self.cases {
            var config = LintConfiguration()
            testCase.config(&config)
            let key = "\(config.swift)"
            let linter = linters[key] ?? SwiftHarness.linter(config: config)
            linters[key] = linter
            let report = SwiftHarness.lint(swiftView(testCase.body, members: testCase.members), with: linter, project: testCase.project)
            XCTAssertNil(report.inputError, testCase.name)
            let findings = report.checks.compactMap(\.finding).filter { $0.rule.rawValue == testCase.rule && ($0.severity == .error || $0.severity == .warning) }
            if testCase.fires {
                XCTAssertFalse(findings.isEmpty, "\(testCase.rule) should report \(testCase.name):\n\(testCase.body)")
            } else {
                XCTAssertEqual(findings.map(\.message), [], "\(testCase.rule) should stay silent on \(testCase.name):\n\(testCase.body)")
            }
        }
    }
}
#endif
