import DesignSpec
import Diagnostics

/// semantics/image-label: an icon-only control with no name for VoiceOver.
struct SemanticsImageLabelRule: ComponentRule {
    static let id = "semantics/image-label"
    static let catalogOrder = 350

    static let rule = SpecRule(
        id, .error,
        "An icon-only button, link, toggle or menu needs a name for VoiceOver.",
        "A control whose whole label is an asset image (`Image(\"ic_compose_24\")`) is announced by the asset's name, which SwiftUI uses as the image's label, or as just \"button\" when the image has no name (`Image(uiImage:)`, or a picture loaded from a URL: `AsyncImage`, Nuke's `LazyImage`, Kingfisher's `KFImage` and `KFAnimatedImage`, SDWebImage's `WebImage`, `CachedAsyncImage`). It needs `.accessibilityLabel(…)`, a `Label` with a title, or a `Text` in its label. A label that names a view member of the same type (`label: { avatarView }`, a `some View` property or function, in the type or its extensions in the file) is read through that member, up to four members deep. An asset whose name is one plain word for the action (`Image(\"close\")`, a design system's `Icon(\\.close)`) is read as that word and accepted, like `Image(systemName:)`, which gets SwiftUI's automatic SF Symbol label; a name that describes the picture or carries codes (`chevronDown`, `icon-share-24`) is not a name for the action. Both are accepted unless the config says `swift: {sfSymbolLabels: require}`, for teams that want every name chosen (and localised), not generated. A button whose action is empty (`Button(action: {})`, a picture drawn with a button's look) activates nothing and is not judged, as `semantics/tap-gesture` does not judge an empty tap.",
        source: "WCAG 2.2 SC 1.1.1 Non-text Content and 4.1.2 Name, Role, Value; Apple HIG Accessibility (VoiceOver); SwiftUI accessibilityLabel(_:), Image.init(_:bundle:) (the name is \"the localization key with which to label the image\")",
        pass: [
            swiftView("Button(action: compose) {\n    Image(\"compose\")\n}\n.accessibilityLabel(\"New message\")"),
            swiftView("Button(action: compose) {\n    Label(\"New message\", image: \"compose\")\n}"),
            swiftView("Button(action: compose) {\n    Image(systemName: \"square.and.pencil\")\n}"),
            swiftView("Button(action: dismiss) {\n    Image(\"close\")\n}"),
            swiftView("Button(action: {}) {\n    Image(\"wallet\")\n}\n.disabled(true)"),
            swiftView("Menu {\n    Button(\"Sign out\", action: signOut)\n} label: {\n    avatarView\n}",
                      members: "private var avatarView: some View {\n    Image(uiImage: avatar)\n        .accessibilityLabel(\"Account\")\n}"),
        ],
        fail: [
            swiftView("Button(action: compose) {\n    Image(\"ic_compose_24\")\n}"),
            swiftView("Button(action: expand) {\n    Image(\"chevronDown\")\n}"),
            swiftView("Button(action: share) {\n    Image(uiImage: shareIcon)\n}"),
            swiftView("Button(action: openProfile) {\n    AsyncImage(url: avatarURL)\n        .frame(width: 44, height: 44)\n}"),
            swiftView("Menu {\n    Button(\"Sign out\", action: signOut)\n} label: {\n    avatarView\n}",
                      members: "private var avatarView: some View {\n    Image(uiImage: avatar)\n        .clipShape(Circle())\n}"),
        ])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        let component = node.component
        // A button whose action is empty activates nothing: a picture with a button's look.
        guard let facts = component.code, [.button, .link, .toggle].contains(component.role), !node.isDecorative, !facts.actionIsEmpty,
              let image = Self.unnamedImage(in: component.children, requireSymbolLabels: context.config.swift.requireSymbolLabels),
              // At the image: the fix names it or the control around it, a few lines below a
              // multi-line control's first line.
              let builder = context.builder(Self.id, component, family: context.plan.single, at: image.location) else { return }
        let acceptsNames = !context.config.swift.requireSymbolLabels
        if facts.hasAccessibilityLabel || component.text != nil || Self.hasTitle(component.children, acceptsAssetNames: acceptsNames) {
            checks.add(builder.build([.pass]))
            return
        }
        checks.add(builder.build([context.fail(Self.id, Measurement(
            "This \(component.role.rawValue) shows only the image \(image.name) and has no name: VoiceOver reads the file name or just \"\(component.role.rawValue)\"",
            detail: "icon-only \(component.role.rawValue), image \(image.name)",
            help: "Add .accessibilityLabel(\"…\") to the \(component.role.rawValue), or use Label(\"…\", image: …) (WCAG 1.1.1, 4.1.2)"))]))
    }

    /// The first image in a label that brings no name of its own (quoted for messages), and where it is.
    static func unnamedImage(in children: [SpecComponent], requireSymbolLabels: Bool) -> (name: String, location: SourceLocation)? {
        for child in children {
            switch child.code?.image {
            case .asset(let name, _)? where child.code?.hasAccessibilityLabel != true && child.role != .text: return ("\"\(name)\"", child.location)
            case .decorative?: return ("(decorative)", child.location)
            case .symbol(let name)? where requireSymbolLabels && child.code?.hasAccessibilityLabel != true: return ("systemName \"\(name)\"", child.location)
            default: break
            }
            if let inner = unnamedImage(in: label(of: child), requireSymbolLabels: requireSymbolLabels) { return inner }
        }
        return nil
    }

    /// A visible `Text` or `Label` title, a labelled view, or (`acceptsAssetNames`) an asset
    /// whose name VoiceOver reads as a word for the action, inside the label.
    static func hasTitle(_ children: [SpecComponent], acceptsAssetNames: Bool) -> Bool {
        children.contains { child in
            let named = child.role == .text || child.code?.hasAccessibilityLabel == true || (acceptsAssetNames && readsAsAction(child.code?.image))
            return (!child.decorative && named) || hasTitle(label(of: child), acceptsAssetNames: acceptsAssetNames)
        }
    }

    /// What a view in a label shows: its children, and the views of the type's own member it
    /// names (`label: { avatarView }`), which the reader places where the label names it.
    static func label(of child: SpecComponent) -> [SpecComponent] {
        child.children + (child.code?.memberContent ?? [])
    }

    /// Whether an asset's name, read aloud as its label, is one plain word for what a control
    /// does. Kept to single common words: a compound (`reactionAdd`), a picture's description
    /// (`chevronDown`) or a code (`ic_share_24`) is not a name a person would give the action.
    static func readsAsAction(_ image: CodeFacts.ImageSource?) -> Bool {
        guard case .asset(_, let spoken?)? = image else { return false }
        return actionWords.contains(spoken.lowercased())
    }

    static let actionWords: Set<String> = [
        "add", "archive", "attach", "back", "block", "bookmark", "call", "camera", "cancel", "close", "compose", "copy",
        "delete", "dismiss", "done", "download", "edit", "filter", "follow", "forward", "help", "home", "info", "like",
        "menu", "more", "mute", "next", "pause", "play", "previous", "print", "refresh", "reload", "remove", "reply",
        "report", "save", "search", "send", "settings", "share", "sort", "stop", "translate", "undo", "redo", "unmute",
        "upload",
    ]
}
