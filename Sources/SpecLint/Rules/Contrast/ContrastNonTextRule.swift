import Accessibility
import ColorScience
import DesignSpec
import Diagnostics

/// contrast/non-text: icons and the boundaries of controls against what is next to them
/// (WCAG 1.4.11), with exemptions for labelled controls and labelled icons.
struct ContrastNonTextRule: ComponentRule {
    static let id = "contrast/non-text"
    static let catalogOrder = 120

    private static var minimum: String { NumberText.format(Profile.appleHIG.nonTextContrast) }

    static let rule = SpecRule(
        id, .error,
        "Icons and the boundaries of controls must contrast \(minimum) : 1 with what is next to them.",
        "Icons (`role: icon` with a foreground) against their background; the boundary of an interactive component only where that boundary is what identifies the control, against the parent's background: the border of a text field, checkbox, radio, toggle or slider, and the border or fill of a control with no visible content. The border or fill of a control whose visible content identifies it (a button, chip or row with a label or a glyph) is never checked, filled, outlined or plain. \(minimum) : 1 in every context, increased-contrast ones included (the HIG's stronger goal there is only the opt-in contrast/increased). A control with visible content, its own text or a text or icon inside it, needs no fill boundary (Understanding 1.4.11: 'If a control has visible content (such as text or a sufficiently contrasting icon), which helps users identify the presence of the control, then a border or other indication of the overall boundary of the hit area is not required'); the icon's own \(minimum) : 1 is judged on the icon. An icon in a component with a text label, or beside a text sibling (a tab's glyph and title), is exempt ('excluding graphics which have visible text for the same information'). Also exempt: disabled and decorative components, a logo (`logo: true`), and an unmodified platform control (`system: true`, such as a UISwitch or page dots), whose look the platform sets. Over `backdrop: unknown`, fills, borders and icons are bracketed over black and over white like text: failing over both is an error, over one only needs review with the range; a border over the component's own unknown backdrop is never compared with the canvas.",
        source: "WCAG 2.2 SC 1.4.11 Non-text Contrast AA",
        thresholds: Profile.allCases.map { "\($0.rawValue): \(NumberText.format($0.nonTextContrast)) : 1 in every context" },
        controversies: """
            A filled control with a label: treating a filled control's fill as its boundary would flag light fills (grouped list rows, swipe actions, tonal buttons) although a text label identifies the control; Understanding 1.4.11 says a control with visible content needs no boundary, so the fill is checked only when nothing else identifies the control. \
            Icons beside labels: an icon with a text that says the same (or beside a text field, whose placeholder or label names it: a search field's magnifier) is not needed to understand the content ("excluding graphics which have visible text for the same information"), so it is exempt; an icon alone must reach \(minimum) : 1. \
            System controls: 1.4.11 excepts components whose appearance the user agent sets and the author has not modified; `system: true` claims that for an unmodified platform control, so the claim is the author's, visible in the spec.
            """,
        pass: [
            spec("- {id: field, role: textField, frame: {width: 200, height: 44}, border: {color: \"#767676\", width: 1}}"),
            spec("- {id: wifi-toggle, role: toggle, system: true, frame: {width: 51, height: 31}, background: \"#E9E9EA\"}"),
            spec("- {id: brand-mark, role: icon, logo: true, foreground: \"#C7C7CC\", frame: {width: 24, height: 24}}"),
            spec("- {id: tonal-button, role: button, text: Save, foreground: \"#1D192B\", background: \"#E8DEF8\", frame: {width: 90, height: 48}, font: {size: 14, weight: 500}}"),
            spec("- {id: outlined, role: button, text: Cancel, foreground: \"#000000\", border: {color: \"#E5E5EA\", width: 1}, frame: {width: 90, height: 44}, font: {size: 17}}"),
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
        // requirement, and an unmodified system control's look is the platform's (WCAG 1.4.11's
        // user-agent exception).
        guard !node.isContrastExempt, !node.component.system,
              let builder = context.builder(Self.id, node.component, family: context.plan.contrast) else { return }
        let colors = node.colors
        let inputs = colors.indices.map { NonTextInput(node, $0, colors[$0]) }
        // What depends on the tree, not on the permutation: worked out once, not per verdict.
        let component = node.component
        let boundaries = Boundaries(
            icon: component.role == .icon && component.foreground.isPresent && !node.isBesideItsLabel,
            fillOnly: component.interactive && component.background.isPresent && !component.hasVisibleContent,
            border: component.interactive && (component.role.boundaryIdentifies || !component.hasVisibleContent))
        checks.add(builder.build(EvaluatedOnce.verdicts(inputs) { verdict(node, inputs[$0], boundaries) }))
    }

    /// Which of the component's boundaries need contrast, apart from its border.
    private struct Boundaries {
        /// An icon that is not beside its text label.
        var icon: Bool
        /// An interactive component whose fill is its only boundary (no visible content); a
        /// border, where there is one, is judged instead.
        var fillOnly: Bool
        /// An interactive component whose border identifies it: a field's input
        /// area, a box, a track, or a control with no visible content. A labelled button's
        /// border is not what identifies it, outlined or not.
        var border: Bool
    }

    private func verdict(_ node: LintNode, _ input: NonTextInput, _ boundaries: Boundaries) -> ContextVerdict {
        let component = node.component
        // 3:1 in every context, increased ones included (WCAG 1.4.11 has no
        // stronger threshold for them); the HIG's 4.5:1 is only the opt-in contrast/increased goal.
        let required = context.profile.nonTextContrast
        let criterion = "WCAG 1.4.11"
        let own = input.own
        let parent = input.below
        if own.unresolved || parent.unresolved { return .notApplicable }
        // The lowest-contrast boundary (the first of equals) over each base, tracked as the pairs
        // come: most components pass, and collecting the pairs in arrays first would be most of
        // the cost. `white` is only used under `backdrop: unknown`, bracketed over black and white.
        typealias Pair = (what: String, ratio: Double, color: RGBA, adjacent: RGBA)
        var worstOver: (black: Pair?, white: Pair?)
        func consider(_ what: String, _ color: RGBA, against adjacent: RGBA, overWhite: Bool = false) {
            let ratio = WCAG.contrastRatio(color, adjacent)
            let current = overWhite ? worstOver.white : worstOver.black
            guard current.map({ ratio < $0.ratio }) ?? true else { return }
            if overWhite { worstOver.white = (what, ratio, color, adjacent) } else { worstOver.black = (what, ratio, color, adjacent) }
        }
        if boundaries.icon, let foreground = input.foreground {
            consider("icon", Compositing.sourceOver(foreground, own.over), against: own.over)
            if let white = own.overWhite { consider("icon", Compositing.sourceOver(foreground, white), against: white, overWhite: true) }
        }
        if let border = input.border, boundaries.border, (component.border?.value.width ?? 1) > 0 {
            // A border over the component's own unknown backdrop is beside that backdrop, never
            // beside the canvas: bracketed over black and white.
            let adjacent: (black: RGBA, white: RGBA?) = own.unknownBackdrop && !parent.unknownBackdrop
                ? (.black, .white) : (parent.over, parent.overWhite)
            consider("border", Compositing.sourceOver(border, adjacent.black), against: adjacent.black)
            if let white = adjacent.white { consider("border", Compositing.sourceOver(border, white), against: white, overWhite: true) }
        } else if boundaries.fillOnly {
            // The fill is the component's only boundary (over black, and over white when both
            // surfaces have that case).
            consider("fill", own.over, against: parent.over)
            if let fill = own.overWhite, let adjacent = parent.overWhite { consider("fill", fill, against: adjacent, overWhite: true) }
        }
        let candidates = [worstOver.black, worstOver.white].compactMap { $0 }
        guard let worst = candidates.min(by: { $0.ratio < $1.ratio }) else { return .notApplicable }
        guard worst.ratio < required else { return .pass }
        // Bracketed like text: failing over one base only is a range to review.
        if let black = worstOver.black, let white = worstOver.white, min(black.ratio, white.ratio) < required,
           max(black.ratio, white.ratio) >= required {
            let low = RatioText.ratio(min(black.ratio, white.ratio)), high = RatioText.ratio(max(black.ratio, white.ratio))
            return .review(Measurement(
                "\(worst.what == "icon" ? "Icon" : "The \(worst.what) of this \(component.role.rawValue)") contrast is \(low)–\(high):1 over an unknown backdrop (black to white): below \(NumberFormat.short(required)):1 (WCAG 1.4.11) over part of it",
                measured: worst.ratio, required: required,
                detail: "\(worst.color.hex6Uppercase) against \(worst.adjacent.hex6Uppercase): \(RatioText.ratio(worst.ratio, below: required)):1",
                help: "Check it over what will be behind it, or give it a surface of its own",
                figure: .contrast(foreground: worst.color.hex6Uppercase, background: worst.adjacent.hex6Uppercase, ratio: worst.ratio, required: required)))
        }
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
    /// glyph and title, a toast's checkmark and message) or a text field (a search field's
    /// magnifier beside its "Search" placeholder): the text says the same, so the icon is not
    /// needed to understand the content (Understanding 1.4.11, Testing Principles: "excluding
    /// graphics which have visible text for the same information").
    var isBesideItsLabel: Bool {
        guard let parent else { return false }
        return parent.component.hasText
            || parent.component.children.contains { $0.id != component.id && ($0.hasText || $0.role == .textField) }
    }
}

extension Role {
    /// Controls whose boundary is what identifies them, label or not: a field's
    /// input area, a checkbox's or radio's box, a toggle's or slider's track.
    var boundaryIdentifies: Bool {
        switch self {
        case .textField, .checkbox, .toggle, .slider: true
        default: false
        }
    }
}
