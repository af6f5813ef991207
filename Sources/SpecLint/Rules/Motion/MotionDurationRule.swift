import Accessibility
import DesignSpec
import Diagnostics

/// motion/duration: a curve's perceptual duration against its role's budget.
struct MotionDurationRule: ComponentRule {
    static let id = "motion/duration"
    static let catalogOrder = 460

    private static let control = NumberText.format(MotionLimits.controlBudget)
    private static let container = NumberText.format(MotionLimits.containerBudget)
    private static let fullScreen = NumberText.format(MotionLimits.fullScreenBudget)
    private static let unknown = NumberText.format(MotionLimits.unknownRoleBudget)

    static let rule = SpecRule(
        id, .warning,
        "Transitions should not last longer than the budget of the element's role.",
        "The curve's perceptual duration is compared with the role's budget: a spring's `duration` (its response; SwiftUI: \"The perceptual duration, which defines the pace of the spring\"), a timed curve's duration plus delay; with both a transition and an animation, the slower one. Controls and list items \(control) s; cards, panels, banners, popovers \(container) s; sheets, modals and full-screen content \(fullScreen) s; in SwiftUI source, a view whose role the code does not say (a stack, a text, an image, a shape) \(unknown) s, Material's longest duration token, since what moves is not known. The 1 % settle time is not compared (a critically damped spring such as `.smooth` or `.default` takes longer than its duration to come within 1 %) but is given in the finding's detail. The built-in registry's transitions pass for their roles (`motion.transition.liquidGlass` on cards, `liquidGlassFromTop` on banners, `liquidGlassFromBottom` on sheets; `tokenlint tokens resolve motion.transition.liquidGlass` shows one). Evaluated with full motion: a Reduce Motion value is judged by motion/reduced-motion.",
        source: "Material ('Transitions that exceed 400ms may feel too slow'); SwiftUI `Spring.duration` (perceptual duration)",
        thresholds: ["controls and list items \(control) s", "cards, panels, banners, popovers \(container) s", "sheets, modals, full screen \(fullScreen) s",
                     "SwiftUI source, a view of no known role \(unknown) s"],
        controversies: "Which duration: a spring has no end, and \"duration\" means different things (SwiftUI's perceptual duration, the response; the time to settle within 1 %; Motion's and Reanimated's own). Comparing the 1 % settle time would fail the built-in registry's transitions and SwiftUI's `.smooth` and `.default`; the rule compares the perceptual duration, the pace SwiftUI and Apple name, and reports the settle time as detail. The budgets are not a standard: they start from Material's \"Transitions that exceed 400ms may feel too slow\" and grow with the area that moves, as Material's durations do.",
        pass: [
            spec("- {id: toggle, role: toggle, frame: {width: 51, height: 44}, animation: \"{motion.curve.liquidGlassSubtle}\"}"),
            spec("- {id: card, role: card, frame: {width: 300, height: 200}, transition: \"{motion.transition.liquidGlass}\"}"),
            spec("- {id: banner, role: banner, frame: {width: 361, height: 64}, transition: \"{motion.transition.liquidGlassFromTop}\"}"),
            spec("- {id: panel, role: panel, frame: {width: 361, height: 300}, animation: \"{motion.curve.smooth}\"}"),
            spec("- {id: sheet, role: sheet, animation: \"{motion.curve.default}\"}"),
        ],
        fail: [
            spec("- {id: add, role: button, frame: {width: 120, height: 44}, animation: {response: 0.9, dampingFraction: 0.8}}"),
            spec("- {id: card, role: card, frame: {width: 300, height: 200}, animation: {duration: 0.4, delay: 0.3, timingFunction: [0.42, 0, 0.58, 1]}}"),
        ])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        guard node.hasMotionFields, node.component.transition.isPresent || node.component.animation.isPresent,
              node.component.code?.timesAChange != false else { return }
        let component = node.component
        let family = context.plan.motion
        checks.add(context.motionCheck(Self.id, node, at: RuleContext.motionLocation(component)) { motion, index in
            // Budgets are for full motion; reduced values are motion/reduced-motion's business.
            context.space.isReducedMotion(family.choices[index]) ? .notApplicable : verdict(component, motion)
        })
    }

    /// The role's perceptual-duration budget; `source`: a SwiftUI view, whose role the code
    /// says only for controls (and sheets), not for the stacks, texts and images that move.
    static func budget(for role: Role, source: Bool = false) -> (seconds: Double, kind: String) {
        switch role {
        case .sheet, .modal: (MotionLimits.fullScreenBudget, "sheets, modals and full-screen content")
        case .card, .panel, .banner, .popover, .emptyState, .container, .image, .text, .icon, .other:
            source ? (MotionLimits.unknownRoleBudget, "a view whose role the code does not say (Material's longest duration)")
                : (MotionLimits.containerBudget, "cards, panels, banners and popovers")
        default: (MotionLimits.controlBudget, "controls and list items")
        }
    }

    /// The slowest curve's perceptual duration against the role's budget. The 1 %
    /// settle time is only reported: a critically damped spring (`.smooth`, `.default`) takes
    /// longer to come within 1 % than its duration, yet SwiftUI calls that duration its pace.
    private func verdict(_ component: SpecComponent, _ motion: ResolvedMotion) -> ContextVerdict {
        guard !motion.curves.isEmpty else { return .notApplicable }
        let perceived = motion.curves.map(\.perceptualDuration).max() ?? 0
        let (budget, kind) = Self.budget(for: component.role, source: component.code != nil)
        guard perceived > budget else { return .pass }
        let settle = motion.curves.map(context.settleTime).max() ?? 0
        return context.fail(Self.id, Measurement(
            "The curve lasts \(NumberFormat.short(perceived)) s (perceptual duration), over the \(NumberFormat.short(budget)) s budget for \(kind)",
            measured: perceived, required: budget,
            detail: "perceptual \(NumberFormat.short(perceived)) s, settles to within 1 % after \(NumberFormat.short(settle)) s; budget \(NumberFormat.short(budget)) s",
            help: "Use a shorter duration (response) or delay"))
    }
}
