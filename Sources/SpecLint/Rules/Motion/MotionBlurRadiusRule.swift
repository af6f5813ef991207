import Accessibility
import Diagnostics

/// motion/blur-radius: transitions should not blur beyond 10 pt (Liquid Glass transitions design
/// guidance: "Avoid increasing blur radius beyond 10pt").
struct MotionBlurRadiusRule: ComponentRule {
    static let id = "motion/blur-radius"
    static let catalogOrder = 440

    static let rule = SpecRule(
        id, .warning,
        "Transitions should not blur beyond \(NumberText.format(MotionLimits.maximumBlurRadius)) pt.",
        "Large blur radii are costly and disorienting; Apple also asks to avoid animating into and out of blurs under Reduce Motion.",
        source: "Liquid Glass transitions design guidance: 'Avoid increasing blur radius beyond 10pt'",
        thresholds: ["blur above \(NumberText.format(MotionLimits.maximumBlurRadius)) pt"],
        pass: [spec("- {id: card, role: card, frame: {width: 300, height: 200}, transition: {insertion: {opacity: 0, blur: 8}, curve: \"{motion.curve.smooth}\"}}")],
        fail: [spec("- {id: card, role: card, frame: {width: 300, height: 200}, transition: {insertion: {opacity: 0, blur: 20}, curve: \"{motion.curve.smooth}\"}}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        guard node.hasMotionFields, let location = node.component.transition?.location else { return }
        checks.add(context.motionCheck(Self.id, node, at: location) { motion, _ in verdict(motion) })
    }

    private func verdict(_ motion: ResolvedMotion) -> ContextVerdict {
        guard let transition = motion.transition else { return .notApplicable }
        let radius = max(transition.insertion.blur ?? 0, transition.removal.blur ?? 0)
        let limit = MotionLimits.maximumBlurRadius
        guard radius > limit else { return .pass }
        return context.fail(Self.id, Measurement(
            "The transition blurs by \(NumberFormat.short(radius)) pt, above \(NumberFormat.short(limit)) pt",
            measured: radius, required: limit, help: "Keep transition blur at or below \(NumberFormat.short(limit)) pt (`tokenlint rules motion/blur-radius` gives the source)"))
    }
}
