import Accessibility
import DesignSpec
import Diagnostics

/// motion/prominent-in-list: list items should use subtle transitions.
struct MotionProminentInListRule: ComponentRule {
    static let id = "motion/prominent-in-list"
    static let catalogOrder = 420

    private static let scale = NumberText.format(MotionLimits.prominentScaleChange * 100)
    private static let overshoot = NumberText.format(MotionLimits.prominentOvershoot * 100)

    static let rule = SpecRule(
        id, .warning,
        "List items should use subtle transitions.",
        "On repeated components and list items, a transition that scales by \(scale) % or more, or a curve that overshoots by \(overshoot) % or more, multiplies into a busy screen; use the subtle variant.",
        source: "Liquid Glass transitions design guidance: list items take the subtle variant (liquidGlassSubtle)",
        thresholds: ["scale change ≥ \(scale) %", "overshoot ≥ \(overshoot) %"],
        pass: [spec("- {id: row, role: listItem, repeated: true, transition: \"{motion.transition.liquidGlassSubtle}\"}")],
        fail: [spec("- {id: row, role: listItem, repeated: true, transition: \"{motion.transition.liquidGlassProminent}\"}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        guard node.hasMotionFields, node.component.transition.isPresent || node.component.animation.isPresent, node.component.repeated || node.component.role == .listItem else { return }
        let component = node.component
        checks.add(context.motionCheck(Self.id, node, at: RuleContext.motionLocation(component)) { motion, _ in verdict(motion) })
    }

    private func verdict(_ motion: ResolvedMotion) -> ContextVerdict {
        guard motion.animates else { return .notApplicable }
        let scale = motion.transition.map { max($0.insertion.scaleChange, $0.removal.scaleChange) } ?? 0
        let overshoot = motion.curves.map(\.overshoot).max() ?? 0
        var reasons: [String] = []
        if scale >= MotionLimits.prominentScaleChange { reasons.append("scales by \(NumberFormat.short(scale * 100)) %") }
        if overshoot >= MotionLimits.prominentOvershoot { reasons.append("overshoots by \(NumberFormat.short(overshoot * 100)) %") }
        guard !reasons.isEmpty else { return .pass }
        return context.fail(Self.id, Measurement(
            "A prominent transition on a repeated list item: it \(reasons.joined(separator: " and ")); use a subtle one",
            measured: max(scale, overshoot), required: min(MotionLimits.prominentScaleChange, MotionLimits.prominentOvershoot),
            help: "Use {motion.transition.liquidGlassSubtle} (scale 2 %, ζ 0.9) for list items (`tokenlint rules motion/prominent-in-list` gives the source)"))
    }
}
