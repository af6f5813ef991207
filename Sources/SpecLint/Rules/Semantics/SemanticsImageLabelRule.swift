import DesignSpec
import Diagnostics

/// semantics/image-label: an icon-only control with no name for VoiceOver.
struct SemanticsImageLabelRule: ComponentRule {
    static let id = "semantics/image-label"
    static let catalogOrder = 350

    static let rule = SpecRule(
        id, .error,
        "An icon-only button, link, toggle or menu needs a name for VoiceOver.",
        "A control whose whole label is an asset image (`Image(\"compose\")`) is announced by the asset's file name, or as just \"button\". It needs `.accessibilityLabel(…)`, a `Label` with a title, or a `Text` in its label. `Image(systemName:)` gets SwiftUI's automatic SF Symbol label and is accepted unless the config says `swift: {sfSymbolLabels: require}`, for teams that want every name chosen, not generated.",
        source: "WCAG 2.2 SC 1.1.1 Non-text Content and 4.1.2 Name, Role, Value; Apple HIG Accessibility (VoiceOver); SwiftUI accessibilityLabel(_:)",
        pass: [
            swiftView("Button(action: compose) {\n    Image(\"compose\")\n}\n.accessibilityLabel(\"New message\")"),
            swiftView("Button(action: compose) {\n    Label(\"New message\", image: \"compose\")\n}"),
            swiftView("Button(action: compose) {\n    Image(systemName: \"square.and.pencil\")\n}"),
        ],
        fail: [swiftView("Button(action: compose) {\n    Image(\"compose\")\n}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        let component = node.component
        guard let facts = component.code, [.button, .link, .toggle].contains(component.role), !node.isDecorative,
              let image = Self.unnamedImage(in: component.children, requireSymbolLabels: context.config.swift.requireSymbolLabels),
              // At the image: the fix names it or the control around it, a few lines below a
              // multi-line control's first line.
              let builder = context.builder(Self.id, component, family: context.plan.single, at: image.location) else { return }
        if facts.hasAccessibilityLabel || component.text != nil || Self.hasTitle(component.children) {
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
            case .asset(let name)? where child.code?.hasAccessibilityLabel != true && child.role != .text: return ("\"\(name)\"", child.location)
            case .decorative?: return ("(decorative)", child.location)
            case .symbol(let name)? where requireSymbolLabels && child.code?.hasAccessibilityLabel != true: return ("systemName \"\(name)\"", child.location)
            default: break
            }
            if let inner = unnamedImage(in: child.children, requireSymbolLabels: requireSymbolLabels) { return inner }
        }
        return nil
    }

    /// A visible `Text` or `Label` title, or a labelled view, inside the label.
    static func hasTitle(_ children: [SpecComponent]) -> Bool {
        children.contains { child in
            (!child.decorative && (child.role == .text || child.code?.hasAccessibilityLabel == true)) || hasTitle(child.children)
        }
    }
}
