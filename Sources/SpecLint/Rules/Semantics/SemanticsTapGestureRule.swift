import DesignSpec
import Diagnostics

/// semantics/tap-gesture: a tap gesture that assistive technology cannot find or trigger.
struct SemanticsTapGestureRule: ComponentRule {
    static let id = "semantics/tap-gesture"
    static let catalogOrder = 340

    static let rule = SpecRule(
        id, .error,
        "A view that reacts to a tap must be a button to assistive technology.",
        "`.onTapGesture` (a single tap) or `.gesture(TapGesture())` on a view that is not a `Button` or `Link` leaves VoiceOver, Switch Control and Full Keyboard Access users with an element that does not say it can be activated, and often one they cannot activate at all. A `Button` says both. Accepted: `.accessibilityAddTraits(.isButton)` (or `.isLink`) on the view or on an element inside it, an `.accessibilityAction` (or `.accessibilityAdjustableAction`, VoiceOver's swipe up and down), a view hidden from accessibility (`.accessibilityHidden(true)`), a view inside a `Button`'s label (the button is the element), and a view inside one that merges its children into one element (`.accessibilityElement(children: .combine)`) with an action or button trait. Double taps and long presses are not judged (nor a tap whose action counts taps towards a number, `taps += 1; guard taps >= 5 else { return }`: a multi-tap written by hand), nor a tap whose action is empty, only moves focus into a field (`@FocusState`, or a `FocusState<…>.Binding` handed down; on the view that draws the field, with the flags it sets beside) or only puts the keyboard away (`hideKeyboard()`, `endEditing(_:)`, a `resignFirstResponder` action): none of them is a control. Nor a tap that adds nothing out of reach: one that only scrolls (`proxy.scrollTo(…)`, a shortcut for what VoiceOver's three-finger swipe does), a `.simultaneousGesture` tap added to a view that draws its own buttons or links (it goes with what they do), a tap that only hides and shows controls shown from the start (`@State var showControls = true`, or its binding handed to the view), a tap that only lifts a `.lineLimit` (VoiceOver reads a truncated text whole), and a tap on a colour or shape fill (a scrim) whose every change a `Button` of the same view also makes, or that closes a panel the view does not own (a `@Binding` it is handed, or a store sent a `dismiss…` action). A view with text or an image is judged even then: it looks like a control and is not announced as one.",
        source: "WCAG 2.2 SC 4.1.2 Name, Role, Value and 2.1.1 Keyboard; Apple HIG Accessibility (VoiceOver); SwiftUI accessibilityAddTraits(_:)",
        pass: [
            swiftView("Button(\"Archive\") { archive() }"),
            swiftView("HStack {\n    Text(\"Archive\")\n}\n.onTapGesture { archive() }\n.accessibilityAddTraits(.isButton)"),
            swiftView("Image(\"backdrop\")\n    .onTapGesture { dismiss() }\n    .accessibilityHidden(true)"),
            swiftView("Text(\"Archive\")\n    .onTapGesture(count: 2) { zoom() }"),
            swiftView("VStack {\n    TextField(\"Amount\", text: $amount)\n}\n.onTapGesture { hideKeyboard() }"),
            swiftView("ZStack {\n    Text(\"Feed\")\n    if showFilters {\n        Color.black.opacity(0.5)\n            .onTapGesture { showFilters = false }\n    }\n}\n.toolbar {\n    Button(\"Filters\") { showFilters.toggle() }\n}",
                      members: "@State private var showFilters = false"),
        ],
        fail: [swiftView("HStack {\n    Text(\"Archive\")\n}\n.onTapGesture { archive() }")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        let component = node.component
        guard let facts = component.code, let tap = facts.tapGesture,
              let builder = context.builder(Self.id, component, family: context.plan.single, at: tap) else { return }
        if Self.isActivatable(component) || component.children.contains(where: Self.isActivatableInside) || node.isDecorative
            || Self.isInsideControl(node) || Self.isHiddenWhereUsed(node) {
            checks.add(builder.build([.pass]))
            return
        }
        checks.add(builder.build([context.fail(Self.id, Measurement(
            "This view reacts to a tap, but VoiceOver does not announce it as a button and may not be able to activate it",
            detail: "tap gesture without a button trait or accessibility action",
            help: "Use a Button (with .buttonStyle(.plain) to keep the look), or add .accessibilityAddTraits(.isButton) (WCAG 4.1.2)"))]))
    }

    /// A button or link to assistive technology, or a view with an action for it.
    static func isActivatable(_ component: SpecComponent) -> Bool {
        guard let facts = component.code else { return false }
        // A text field is already an element that activates (it takes focus).
        return component.role == .button || component.role == .link || component.role == .textField
            || facts.traits.contains("isButton") || facts.traits.contains("isLink")
            || facts.hasAccessibilityAction
    }

    /// The element VoiceOver activates is inside the tappable view (`LazyImage { … image
    /// .accessibilityAddTraits(.isButton) }.onTapGesture { … }`): activating it taps the view.
    static func isActivatableInside(_ component: SpecComponent) -> Bool {
        isActivatable(component) || component.children.contains(where: isActivatableInside)
    }

    /// In a view type every use of which is `.accessibilityHidden(true)` (project index).
    static func isHiddenWhereUsed(_ node: LintNode) -> Bool {
        var current: LintNode? = node
        while let this = current {
            if this.component.code?.hiddenWhereUsed == true { return true }
            current = this.parent
        }
        return false
    }

    /// Inside a `Button`/`Link` label (the control is the element), or inside a view that
    /// merges its children into one element with an action or button trait (`.accessibilityElement(children:
    /// .combine)` and `.accessibilityAction { … }`): activating that element does what the tap
    /// does. A view type hidden wherever it is used (project index) is hidden as if it hid itself.
    static func isInsideControl(_ node: LintNode) -> Bool {
        var current = node.parent
        while let parent = current {
            if let facts = parent.component.code {
                if parent.component.role == .button || parent.component.role == .link { return true }
                if facts.mergesChildren, isActivatable(parent.component) { return true }
            }
            current = parent.parent
        }
        return false
    }
}
