import Accessibility
import ColorScience
import DesignSpec
import Diagnostics

/// contrast/non-text: icons and the boundaries of controls against what is next to them
/// (WCAG 1.4.11), with rules.md v2's exemptions for labelled controls and labelled icons.
struct ContrastNonTextRule: ComponentRule {
    static let id = "contrast/non-text"

    private static var minimum: String { NumberText.format(Profile.appleHIG.nonTextContrast) }

    static let rule = SpecRule(
        id, .error,
        "Icons and the boundaries of controls must contrast \(minimum) : 1 with what is next to them.",
        "Icons (`role: icon` with a foreground) against their background; borders of interactive components, and interactive components whose only boundary is their fill, against the parent's background: these are what identify a control and its state. \(minimum) : 1 in every context, increased-contrast ones included (the HIG's stronger goal there is only the opt-in contrast/increased). A control with visible content, its own text or a text or icon inside it, needs no fill boundary (Understanding 1.4.11: 'If a control has visible content (such as text or a sufficiently contrasting icon), which helps users identify the presence of the control, then a border or other indication of the overall boundary of the hit area is not required'); the icon's own \(minimum) : 1 is judged on the icon. An icon in a component with a text label, or beside a text sibling (a tab's glyph and title), is exempt ('excluding graphics which have visible text for the same information'). Also exempt: disabled and decorative components, a logo (`logo: true`), and an unmodified platform control (`system: true`, such as a UISwitch or page dots), whose look the platform sets. Over `backdrop: unknown`, fills, borders and icons are bracketed over black and over white.",
        source: "WCAG 2.2 SC 1.4.11 Non-text Contrast AA",
        thresholds: Profile.allCases.map { "\($0.rawValue): \(NumberText.format($0.nonTextContrast)) : 1 in every context" },
        controversies: """
            A filled control with a label: treating a filled control's fill as its boundary would flag light fills (grouped list rows, swipe actions, tonal buttons) although a text label identifies the control; Understanding 1.4.11 says a control with visible content needs no boundary, so the fill is checked only when nothing else identifies the control. \
            Icons beside labels: an icon with a text that says the same is not needed to understand the content ("excluding graphics which have visible text for the same information"), so it is exempt; an icon alone must reach \(minimum) : 1. \
            System controls: 1.4.11 excepts components whose appearance the user agent sets and the author has not modified; `system: true` claims that for an unmodified platform control, so the claim is the author's, visible in the spec.
            """,
        pass: [
            spec("- {id: field, role: textField, frame: {width: 200, height: 44}, border: {color: \"#767676\", width: 1}}"),
            spec("- {id: wifi-toggle, role: toggle, system: true, frame: {width: 51, height: 31}, background: \"#E9E9EA\"}"),
            spec("- {id: brand-mark, role: icon, logo: true, foreground: \"#C7C7CC\", frame: {width: 24, height: 24}}"),
            spec("- {id: tonal-button, role: button, text: Save, foreground: \"#1D192B\", background: \"#E8DEF8\", frame: {width: 90, height: 48}, font: {size: 14, weight: 500}}"),
            spec("- id: tab\n  role: tab\n  frame: {width: 78, height: 49}\n  children:\n    - {id: tab-glyph, role: icon, foreground: \"#C7C7CC\", frame: {width: 25, height: 25}}\n    - {id: tab-title, role: text, text: Browse, foreground: \"#000000\", font: {size: 11, weight: 500}}"),
        ],
        fail: [
            spec("- {id: field, role: textField, frame: {width: 200, height: 44}, border: {color: \"#D1D1D6\", width: 1}}"),
            spec("- {id: info, role: icon, foreground: \"#C7C7CC\", frame: {width: 24, height: 24}}"),
            spec("- {id: swatch, role: button, background: \"#F2F2F7\", frame: {width: 44, height: 44}}"),
        ])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        // Exempt components get no verdict at all (no testcase): a logo has no contrast
        // requirement, and an unmodified system control's look is the platform's (rules.md v2).
        guard !node.isContrastExempt, !node.component.system,
              let builder = context.builder(Self.id, node.component, family: context.plan.contrast) else { return }
        let colors = node.colors
        let inputs = colors.indices.map { NonTextInput(node, $0, colors[$0]) }
        // What depends on the tree, not on the permutation: worked out once, not per verdict.
        let component = node.component
        let boundaries = Boundaries(
            icon: component.role == .icon && component.foreground.isPresent && !node.isBesideItsLabel,
            fillOnly: component.interactive && component.background.isPresent && !component.hasVisibleContent)
        checks.add(builder.build(EvaluatedOnce.verdicts(inputs) { verdict(node, inputs[$0], boundaries) }))
    }

    /// Which of the component's boundaries need contrast, apart from its border.
    private struct Boundaries {
        /// An icon that is not beside its text label.
        var icon: Bool
        /// An interactive component whose fill is its only boundary (no visible content); a
        /// border, where there is one, is judged instead.
        var fillOnly: Bool
    }

    private func verdict(_ node: LintNode, _ input: NonTextInput, _ boundaries: Boundaries) -> ContextVerdict {
        let component = node.component
        // 3:1 in every context, increased ones included (rules.md v2: "no stronger threshold
        // in increased contexts"); the HIG's 4.5:1 is only the opt-in contrast/increased goal.
        let required = context.profile.nonTextContrast
        let criterion = "WCAG 1.4.11"
        let own = input.own
        let parent = input.below
        if own.unresolved || parent.unresolved { return .notApplicable }
        // The lowest-contrast boundary (the first of equals), tracked as the pairs come: most
        // components pass, and collecting the pairs in arrays first was most of the cost.
        var worst: (what: String, ratio: Double, color: RGBA, adjacent: RGBA)?
        func consider(_ what: String, _ color: RGBA, against adjacent: RGBA) {
            let ratio = WCAG.contrastRatio(color, adjacent)
            if worst.map({ ratio < $0.ratio }) ?? true { worst = (what, ratio, color, adjacent) }
        }
        if boundaries.icon, let foreground = input.foreground {
            own.forEachFlattened { consider("icon", Compositing.sourceOver(foreground, $0), against: $0) }
        }
        if component.interactive {
            if let border = input.border, (component.border?.value.width ?? 1) > 0 {
                parent.forEachFlattened { consider("border", Compositing.sourceOver(border, $0), against: $0) }
            } else if boundaries.fillOnly {
                // The fill is the component's only boundary (over black, and over white when
                // both surfaces have that case).
                consider("fill", own.over, against: parent.over)
                if let fill = own.overWhite, let adjacent = parent.overWhite { consider("fill", fill, against: adjacent) }
            }
        }
        guard let worst else { return .notApplicable }
        guard worst.ratio < required else { return .pass }
        let colorHex = worst.color.hex6Uppercase, adjacentHex = worst.adjacent.hex6Uppercase
        let ratioText = RatioText.ratio(worst.ratio, below: required), role = component.role.rawValue
        // Worded only for the context reported (the worst); the others give their detail.
        return context.fail(Self.id, Measurement(
            lazyMessage: {
                let what = worst.what == "icon" ? "Icon" : worst.what == "border" ? "Border of this \(role)" : "Fill of this \(role) (its only boundary)"
                return "\(what) contrast \(ratioText):1 is below \(NumberFormat.short(required)):1 (\(criterion)) against \(adjacentHex)"
            },
            measured: worst.ratio, required: required,
            detail: "\(colorHex) against \(adjacentHex): \(ratioText):1",
            help: "Darken the \(worst.what) or the surface it sits on, or add a border that contrasts",
            figure: .contrast(foreground: colorHex, background: adjacentHex, ratio: worst.ratio, required: required)))
    }
}

extension SpecComponent {
    /// Visible content that identifies a control, so its fill needs no contrast (Understanding
    /// 1.4.11, Boundaries: "If a control has visible content (such as text or a sufficiently
    /// contrasting icon), which helps users identify the presence of the control, then a border
    /// or other indication of the overall boundary of the hit area is not required"): its own
    /// text or a text or icon inside it. An icon's own 3:1 is judged on the icon.
    var hasVisibleContent: Bool {
        hasText || children.contains { $0.role == .icon || $0.hasVisibleContent }
    }
}

extension LintNode {
    /// An icon in a component that also has a text label, or beside a text sibling (a tab's
    /// glyph and title, a toast's checkmark and message): the text says the same, so the icon is
    /// not needed to understand the content (Understanding 1.4.11, Testing Principles:
    /// "excluding graphics which have visible text for the same information").
    var isBesideItsLabel: Bool {
        guard let parent else { return false }
        return parent.component.hasText || parent.component.children.contains { $0.id != component.id && $0.hasText }
    }
}
