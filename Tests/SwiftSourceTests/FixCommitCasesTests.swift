// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import SpecLint
import XCTest

/// Accessibility fix commits of two public SwiftUI apps (Ice Cubes, github.com/Dimillian/IceCubesApp;
/// Element X, github.com/element-hq/element-x-ios), judged by hand: for each, the problem the
/// fix repaired as a minimal snippet written here (none of their code), the rule that should
/// report it, and whether tokenlint reports it before the fix (within 3 lines of the line the
/// fix changed) and not after. The real files were linted at the commit before and the fix
/// commit with the same result; a miss stays listed with why, so recall is counted over all.
final class FixCommitCasesTests: XCTestCase {
    struct FixCase: Sendable {
        var commit: String
        var rule: String
        var before: String
        var after: String
        /// The line of `before` (in its view's body) the fix changed.
        var fixedLine: Int
        /// Whether tokenlint reports it; a miss says why.
        var reported: Bool
        var why: String = ""
        /// Other files of the run the fix depends on (the project's own views and animations).
        var project: [String] = []
        /// Whether the problem is one a rule of tokenlint is about at all; false for a label's
        /// wording, focus order, custom actions, an image outside a control, a gesture
        /// conflict: recall is stated over all cases and over these.
        var decidable: Bool = true
        /// Members of the view type the snippet's body is in (a `some View` property it names).
        var members: String = ""
    }

    /// Element X's design-system icon view as the run indexes it: a stored `Image` with no name.
    static let compoundIcon = "import SwiftUI\nstruct CompoundIcon: View {\n    private var image: Image\n    var body: some View {\n        image\n            .resizable()\n    }\n}"

    /// The app's own pill, a generic container that draws its `@ViewBuilder` content on a shape
    /// and combines it into one element, and the button that shows the add-reaction label.
    static let reactionPill = "import SwiftUI\nstruct ReactionPill<Content: View>: View {\n    @ViewBuilder var content: () -> Content\n"
        + "    var body: some View {\n        content()\n            .background(RoundedRectangle(cornerRadius: 14).fill(Color.secondary))\n"
        + "            .accessibilityElement(children: .combine)\n    }\n}\n"
        + "struct Reactions: View {\n    var body: some View {\n        Button { react() } label: {\n            ExampleView()\n        }\n    }\n}"

    static let cases: [FixCase] = [
        FixCase(commit: "IceCubesApp 1dea54ba (a suggestion row taps to choose an instance; became a Button)", rule: "semantics/tap-gesture",
                before: "VStack {\n    Text(name)\n    Text(summary)\n}\n.onTapGesture { choose(name) }",
                after: "Button { choose(name) } label: {\n    VStack {\n        Text(name)\n        Text(summary)\n    }\n}",
                fixedLine: 5, reported: true),
        FixCase(commit: "IceCubesApp c5b4a0dd (an account row taps to switch account; became a Button)", rule: "semantics/tap-gesture",
                before: "HStack {\n    Text(account)\n    Spacer()\n}\n.contentShape(Rectangle())\n.onTapGesture { switchTo(account) }",
                after: "Button { switchTo(account) } label: {\n    HStack {\n        Text(account)\n        Spacer()\n    }\n}",
                fixedLine: 6, reported: true),
        FixCase(commit: "IceCubesApp 0a10370e (settings rows, a Label that taps to edit; became a Button)", rule: "semantics/tap-gesture",
                before: "List {\n    Label(\"Edit info\", systemImage: \"pencil\")\n        .onTapGesture { editing = true }\n}",
                after: "List {\n    Button { editing = true } label: {\n        Label(\"Edit info\", systemImage: \"pencil\")\n    }\n}",
                fixedLine: 3, reported: true),
        FixCase(commit: "IceCubesApp 4d588e4a (a draft in the drafts sheet taps to insert it; became a Button)", rule: "semantics/tap-gesture",
                before: "ForEach(drafts, id: \\.self) { draft in\n    Text(draft)\n        .lineLimit(3)\n        .onTapGesture { insert(draft) }\n}",
                after: "ForEach(drafts, id: \\.self) { draft in\n    Button { insert(draft) } label: {\n        Text(draft)\n            .lineLimit(3)\n    }\n}",
                fixedLine: 4, reported: true),
        FixCase(commit: "IceCubesApp 9a6b2129 (the profile's avatar taps to open it; got the image and button traits and a label)", rule: "semantics/tap-gesture",
                before: "VStack {\n    AvatarView(url: avatar)\n        .onTapGesture { open(avatar) }\n}",
                after: "VStack {\n    AvatarView(url: avatar)\n}\n.onTapGesture { open(avatar) }\n.accessibilityElement(children: .combine)\n.accessibilityAddTraits([.isImage, .isButton])\n.accessibilityLabel(\"Avatar\")",
                fixedLine: 3, reported: true),
        FixCase(commit: "IceCubesApp 9e347c75 (a post's app name, underlined text that taps to open its site; became a Button with the link trait)", rule: "semantics/tap-gesture",
                before: "HStack {\n    Spacer()\n    Text(appName)\n        .underline()\n        .onTapGesture { openURL(site) }\n}",
                after: "HStack {\n    Spacer()\n    Button { openURL(site) } label: {\n        Text(appName)\n            .underline()\n    }\n    .accessibilityAddTraits(.isLink)\n}",
                fixedLine: 5, reported: true),
        FixCase(commit: "IceCubesApp b2f594f1 (a conversation row taps to open it; became a Button)", rule: "semantics/tap-gesture",
                before: "HStack {\n    Text(lastMessage)\n    Spacer()\n}\n.contentShape(Rectangle())\n.onTapGesture { open(conversation) }",
                after: "Button { open(conversation) } label: {\n    HStack {\n        Text(lastMessage)\n        Spacer()\n    }\n}",
                fixedLine: 6, reported: true),
        FixCase(commit: "IceCubesApp e192135f (icon-only SF Symbol buttons got labels)", rule: "semantics/image-label",
                before: "Button { togglePoll() } label: {\n    Image(systemName: \"chart.bar\")\n}",
                after: "Button { togglePoll() } label: {\n    Image(systemName: \"chart.bar\")\n}\n.accessibilityLabel(\"Poll\")",
                fixedLine: 3, reported: false,
                why: "SF Symbols bring SwiftUI's automatic label, so only `sfSymbolLabels: require` reports them (then 4 of the commit's 6 buttons are; a PhotosPicker and a button with text in one branch are not)"),
        FixCase(commit: "IceCubesApp 91f0df0f (status action buttons got padding for a bigger tap target)", rule: "target/size",
                before: "Button { reply() } label: {\n    Image(systemName: \"arrowshape.turn.up.left\")\n}\n.buttonStyle(.statusAction())",
                after: "Button { reply() } label: {\n    Image(systemName: \"arrowshape.turn.up.left\")\n}\n.padding(.vertical, 6)\n.buttonStyle(.statusAction())",
                fixedLine: 3, reported: false, why: "no frame is written: the size comes from the symbol, and the project's button style (read for its size) adds no padding or frame"),
        FixCase(commit: "IceCubesApp f19ab2b1 (unread counter: label color and a thicker material for contrast)", rule: "contrast/translucent",
                before: "Text(count)\n    .font(.footnote)\n    .background(.thinMaterial)",
                after: "Text(count)\n    .font(.footnote)\n    .foregroundStyle(theme.labelColor)\n    .background(Material.ultraThick)",
                fixedLine: 3, reported: false, why: "over a material the backdrop is unknown; the fix's color is a theme value set at run time"),
        FixCase(commit: "IceCubesApp 88ab105e (poll bars: tint at lower opacity for contrast)", rule: "contrast/non-text",
                before: "RoundedRectangle(cornerRadius: 10)\n    .foregroundColor(theme.tintColor)",
                after: "RoundedRectangle(cornerRadius: 10)\n    .foregroundColor(theme.tintColor.opacity(0.6))",
                fixedLine: 2, reported: false, why: "the theme's colors are chosen by the user at run time"),
        FixCase(commit: "IceCubesApp 29312d1b (label of the sensitive-content button on the tint color)", rule: "contrast/text",
                before: "Button(\"Show\") { reveal() }\n    .foregroundStyle(theme.labelColor)\n    .background(theme.tintColor)",
                after: "Button(\"Show\") { reveal() }\n    .foregroundStyle(theme.contrastingTintColor)\n    .background(theme.tintColor)",
                fixedLine: 2, reported: false, why: "the theme's colors are chosen by the user at run time"),
        FixCase(commit: "element-x-ios b3f0402a4 (icon buttons of the media upload preview got labels)", rule: "semantics/image-label",
                before: "Button {\n    showInfo()\n} label: {\n    CompoundIcon(\\.infoSolid)\n}",
                after: "Button {\n    showInfo()\n} label: {\n    CompoundIcon(\\.infoSolid)\n}\n.accessibilityLabel(\"Info\")",
                fixedLine: 6, reported: true,
                project: [compoundIcon]),
        FixCase(commit: "element-x-ios bba3fab31 (the app's default animation honours Reduce Motion)", rule: "motion/reduced-motion",
                before: "Text(\"Saved\")\n    .offset(y: shown ? 0 : 40)\n    .animation(.elementDefault, value: shown)",
                after: "Text(\"Saved\")\n    .offset(y: shown ? 0 : 40)\n    .animation(.elementDefault, value: shown)",
                fixedLine: 3, reported: false,
                why: "the member is resolved from its file, but it returned SwiftUI's default animation, a critically damped spring that does not bounce, which motion/reduced-motion does not report (and the fix is in the member's file)",
                project: ["import SwiftUI\nextension Animation {\n    static let noAnimation: Animation = .linear(duration: 0)\n    static var elementDefault: Animation {\n        Tests.isRunningUITests ? .noAnimation : .default\n    }\n}"]),
        FixCase(commit: "IceCubesApp eab69ce9 (the new-post toolbar button, an SF Symbol, got a label)", rule: "semantics/image-label",
                before: "Button { compose() } label: {\n    Image(systemName: \"square.and.pencil\")\n}",
                after: "Button { compose() } label: {\n    Image(systemName: \"square.and.pencil\")\n        .accessibilityLabel(\"New post\")\n}",
                fixedLine: 2, reported: false,
                why: "SF Symbols bring SwiftUI's automatic label, so only `sfSymbolLabels: require` reports them"),
        FixCase(commit: "IceCubesApp 796f451f (a poll's percentage wrapped at large text sizes in a 40 pt wide frame)", rule: "text/dynamic-type",
                before: "HStack {\n    Text(option)\n    Spacer()\n    Text(percent)\n        .font(.subheadline)\n        .frame(width: 40)\n}",
                after: "HStack {\n    Text(option)\n    Spacer()\n    ZStack(alignment: .trailing) {\n        Text(\"100%\").hidden()\n        Text(percent)\n            .font(.subheadline)\n    }\n}",
                fixedLine: 6, reported: false, why: "text/dynamic-type judges text in a fixed height; a fixed width is not judged"),
        FixCase(commit: "IceCubesApp 51397850 (the toast's padding made part of its tap area with contentShape)", rule: "target/size",
                before: "ToastView(toast: toast)\n    .padding(.horizontal, 16)\n    .padding(.top, 12)\n    .onTapGesture { act() }",
                after: "ToastView(toast: toast)\n    .padding(.horizontal, 16)\n    .padding(.top, 12)\n    .contentShape(Rectangle())\n    .onTapGesture { act() }",
                fixedLine: 3, reported: false, why: "no frame is written: the toast's size comes from its content"),
        FixCase(commit: "IceCubesApp 43b32ca3 (the timeline's add-account button, an SF Symbol, and the account menu, an avatar, got labels)", rule: "semantics/image-label",
                before: "Button { addAccount() } label: {\n    Image(systemName: \"person.badge.plus\")\n}",
                after: "Button { addAccount() } label: {\n    Image(systemName: \"person.badge.plus\")\n}\n.accessibilityLabel(\"Add account\")",
                fixedLine: 3, reported: false,
                why: "SF Symbols bring SwiftUI's automatic label (`sfSymbolLabels: require` reports it); the menu's avatar view draws a remote image through a package's view (LazyImage), not an Image the index sees"),
        FixCase(commit: "IceCubesApp d9307748 (a post's content taps to open the post; the row became one element with that action)", rule: "semantics/tap-gesture",
                before: "VStack {\n    Text(author)\n    Text(content)\n        .contentShape(Rectangle())\n        .onTapGesture { openDetail() }\n}",
                after: "VStack {\n    Text(author)\n    Text(content)\n        .contentShape(Rectangle())\n        .onTapGesture { openDetail() }\n}\n.accessibilityElement(children: isFocused ? .contain : .combine)\n.accessibilityAction { openDetail() }",
                fixedLine: 5, reported: true),
        FixCase(commit: "IceCubesApp 7391c126 (a timeline row got an action to open its media, a filtered row an action to show it, and the detail view a focus workaround)", rule: "semantics/tap-gesture",
                before: "HStack {\n    Text(\"Filtered\")\n    Button(\"Show anyway\") { reveal() }\n}\n.accessibilityElement(children: .combine)",
                after: "HStack {\n    Text(\"Filtered\")\n    Button(\"Show anyway\") { reveal() }\n}\n.accessibilityElement(children: .combine)\n.accessibilityAction { reveal() }",
                fixedLine: 5, reported: false,
                why: "a combined element that hides a button's action, VoiceOver's focus order and a hidden filtered row: no rule decides them",
                decidable: false),
        FixCase(commit: "IceCubesApp f728ea65 (toggle-like buttons: a representation's Toggle became a label and an on/off value; a media element's children no longer combined)", rule: "semantics/image-label",
                before: "Button { toggleNotify() } label: {\n    Image(systemName: \"bell\")\n}\n.accessibilityRepresentation {\n    Toggle(\"Notify\", isOn: .constant(notifying))\n}",
                after: "Button { toggleNotify() } label: {\n    Image(systemName: \"bell\")\n}\n.accessibilityLabel(\"Notify\")\n.accessibilityValue(notifying ? \"On\" : \"Off\")",
                fixedLine: 4, reported: false,
                why: "a SwiftUI bug (the representation's Toggle did not run the button's action) and an action swallowed by combining: the code before names every control, so no rule decides them",
                decidable: false),
        FixCase(commit: "element-x-ios 84ccf8544 (the recovery banner's 12 pt close button got 10 pt of padding)", rule: "target/size",
                before: "Button { skip() } label: {\n    Image(systemName: \"xmark\")\n        .frame(width: 12, height: 12)\n}",
                after: "Button { skip() } label: {\n    Image(systemName: \"xmark\")\n        .frame(width: 12, height: 12)\n        .padding(.leading, 10)\n        .padding(.bottom, 10)\n}",
                fixedLine: 3, reported: false,
                why: "reported before (12 x 12 pt) and rightly after too: the fix reaches 22 x 22 pt, short of 44 x 44"),
        FixCase(commit: "element-x-ios 5905bc1e7 (the media upload warning's icon button got padding for its hit area)", rule: "target/size",
                before: "Button { warn() } label: {\n    CompoundIcon(\\.infoSolid, size: .xSmall, relativeTo: .compound.bodyLG)\n}",
                after: "Button { warn() } label: {\n    CompoundIcon(\\.infoSolid, size: .xSmall, relativeTo: .compound.bodyLG)\n        .padding(.leading, 5)\n        .padding(.vertical, 2)\n}",
                fixedLine: 2, reported: false, why: "no frame is written: the icon is the design system's own view, sized by its token"),
        FixCase(commit: "element-x-ios a46af8c27 (reaction buttons lost their taps to the message's long press; an empty tap gesture stops it)", rule: "target/size",
                before: "VStack {\n    Button(\"2\") { toggleReaction() }\n}",
                after: "VStack {\n    Button(\"2\") { toggleReaction() }\n}\n.onTapGesture { }",
                fixedLine: 3, reported: false, why: "a gesture conflict with a long press elsewhere: no rule decides it",
                decidable: false),
        FixCase(commit: "element-x-ios e0c278008 (the remove-all-filters button, an SF Symbol, got a label)", rule: "semantics/image-label",
                before: "Button { clearFilters() } label: {\n    Image(systemName: \"xmark.circle.fill\")\n        .font(.system(size: 24))\n}",
                after: "Button { clearFilters() } label: {\n    Image(systemName: \"xmark.circle.fill\")\n        .font(.system(size: 24))\n}\n.accessibilityLabel(\"Remove all filters\")",
                fixedLine: 4, reported: false,
                why: "SF Symbols bring SwiftUI's automatic label, so only `sfSymbolLabels: require` reports them"),
        FixCase(commit: "element-x-ios 76231286a (the add-reaction button's icon, a design-system icon in the app's own label view, got a label)", rule: "semantics/image-label",
                before: "ReactionPill {\n    CompoundIcon()\n        .padding(8)\n}",
                after: "ReactionPill {\n    CompoundIcon()\n        .padding(8)\n        .accessibilityLabel(\"React\")\n}",
                fixedLine: 3, reported: false,
                why: "reported at the button that shows the label view (line 80 of the real file), not within 3 lines of the fix inside the label view (199); and before the fix the design system's CompoundIcon was in a package outside the repository, which the run does not read",
                project: [compoundIcon, reactionPill]),
        FixCase(commit: "element-x-ios db6ed2e91 (the start-call button, a design-system icon, got a label)", rule: "semantics/image-label",
                before: "Button {\n    startCall()\n} label: {\n    CompoundIcon(\\.videoCallSolid)\n}",
                after: "Button {\n    startCall()\n} label: {\n    CompoundIcon(\\.videoCallSolid)\n}\n.accessibilityLabel(\"Start call\")",
                fixedLine: 6, reported: true,
                project: [compoundIcon]),
        FixCase(commit: "element-x-ios 6a381dcef (text fields whose title is only their placeholder got labels; a header trait removed)", rule: "semantics/image-label",
                before: "TextField(text: $name) {\n    Text(\"Name\")\n}",
                after: "TextField(text: $name) {\n    Text(\"Name\")\n}\n.accessibilityLabel(\"Name\")",
                fixedLine: 3, reported: false, why: "a text field named only by its placeholder, and a header trait: no rule decides them",
                decidable: false),
        FixCase(commit: "element-x-ios 4d87612f2 (status icons of a room cell, a call icon and an unread dot, got labels)", rule: "semantics/image-label",
                before: "HStack {\n    CompoundIcon(\\.videoCallSolid)\n    Circle()\n        .frame(width: 12, height: 12)\n}",
                after: "HStack {\n    CompoundIcon(\\.videoCallSolid)\n        .accessibilityLabel(\"Ongoing call\")\n    Circle()\n        .frame(width: 12, height: 12)\n        .accessibilityLabel(\"New messages\")\n}",
                fixedLine: 2, reported: false, why: "informative images outside a control: semantics/image-label judges controls' labels only",
                project: [compoundIcon],
                decidable: false),
        FixCase(commit: "element-x-ios a61502b8d (the editable room avatar got a label, its overlay's circle hidden)", rule: "semantics/image-label",
                before: "RoomAvatarImage(avatar: avatar)\n    .overlay(alignment: .bottomTrailing) {\n        editIcon\n    }",
                after: "RoomAvatarImage(avatar: avatar)\n    .accessibilityLabel(\"Edit avatar\")\n    .overlay(alignment: .bottomTrailing) {\n        editIcon\n    }",
                fixedLine: 1, reported: false, why: "the avatar is the app's own view outside a control, shown in a menu elsewhere: no rule decides its name",
                decidable: false),
        FixCase(commit: "element-x-ios e075c90be (the header avatar's label says it can be viewed when it has an image)", rule: "semantics/image-label",
                before: "RoomAvatarImage(avatar: avatar, onTap: viewAvatar)\n    .accessibilityLabel(\"Avatar\")",
                after: "RoomAvatarImage(avatar: avatar, onTap: viewAvatar)\n    .accessibilityLabel(avatarLabel)",
                fixedLine: 2, reported: false, why: "the label's wording: no rule decides it",
                decidable: false),
        FixCase(commit: "element-x-ios bd423daf1 (the contrast of mention pills, by a newer design-token package)", rule: "contrast/text",
                before: "Text(mention)\n    .foregroundStyle(.compound.textBadgeAccent)\n    .background(Color.compound.bgBadgeAccent)",
                after: "Text(mention)\n    .foregroundStyle(.compound.textBadgeAccent)\n    .background(Color.compound.bgBadgeAccent)",
                fixedLine: 2, reported: false, why: "the fix is the package version in project.yml: the token values live in the design system's package, not in the app"),
    ]

    /// Recall over the judged fixes: 10 of 32 (31 %), and 10 of the 25 a rule is about (40 %),
    /// below the 80 % asked; the misses are run-time theme colors, design-system views and
    /// button styles, SF Symbols' automatic labels, widths and sizes not written, and fixes no
    /// rule decides (see `why`). Element X b3f0402a4 and db6ed2e91 were linted as the real files
    /// with CompoundIcon.swift in the run: reported at the icon (119, 241), the label added
    /// after 120 and 242, gone after. The found ones added from Ice Cubes' log (0a10370e,
    /// 4d588e4a, 9a6b2129, 9e347c75, b2f594f1, d9307748) were also linted as the real files
    /// before and after: reported within 3 lines of the fix, gone after.
    func testEachFixAsJudged() {
        let tally = Self.judge(Self.cases)
        XCTAssertEqual(tally.found, 10)
        XCTAssertEqual(Self.cases.count, 32)
        XCTAssertEqual(tally.decidable, 25)
    }

    /// Lints each case before and after its fix as the run would (one linter, the case's
    /// project files indexed); asserts each is reported or missed as judged and returns how
    /// many are reported before and gone after, and how many a rule is about.
    static func judge(_ cases: [FixCase], file: StaticString = #filePath, line: UInt = #line) -> (found: Int, decidable: Int) {
        let linter = SwiftHarness.linter(config: LintConfiguration())
        var found = 0
        for fix in cases {
            // The snippet's body starts on line 6 of the file swiftView writes, or below the members it is given.
            let bodyStart = fix.members.isEmpty ? 6 : 5 + fix.members.split(separator: "\n").count
            let before = SwiftHarness.lint(swiftView(fix.before, members: fix.members), with: linter, project: fix.project).checks.compactMap(\.finding)
                .filter { $0.rule.rawValue == fix.rule && ($0.severity == .error || $0.severity == .warning) }
            let after = SwiftHarness.lint(swiftView(fix.after, members: fix.members), with: linter, project: fix.project).checks.compactMap(\.finding)
                .filter { $0.rule.rawValue == fix.rule && ($0.severity == .error || $0.severity == .warning) }
            let near = before.contains { abs(($0.location?.line ?? 0) - (fix.fixedLine + bodyStart - 1)) <= 3 }
            if fix.reported {
                XCTAssertTrue(near, "\(fix.commit): \(fix.rule) not reported near line \(fix.fixedLine)", file: file, line: line)
                XCTAssertEqual(after.map(\.message), [], "\(fix.commit): still reported after the fix", file: file, line: line)
                XCTAssertTrue(fix.decidable, "\(fix.commit): reported, so a rule decides it", file: file, line: line)
                found += 1
            } else {
                XCTAssertFalse(near && after.isEmpty, "\(fix.commit) is now reported before and not after: count it (\(fix.why))", file: file, line: line)
            }
        }
        return (found, cases.filter(\.decidable).count)
    }
}
#endif
