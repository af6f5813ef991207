import Accessibility
import DesignSpec
import Diagnostics

/// motion/small-element: small elements should not move, scale or blur in and out.
struct MotionSmallElementRule: ComponentRule {
    static let id = "motion/small-element"
    static let catalogOrder = 410

    static let rule = SpecRule(
        id, .warning,
        "Small elements should not move, scale or blur in and out.",
        "Under \(NumberText.format(MotionLimits.smallElement)) pt in both dimensions, a transition with motion reads as jitter rather than as a change of state.",
        source: "Liquid Glass transitions design guidance: 'DON'T use for … small UI elements (<40pt)'",
        thresholds: ["frame under \(NumberText.format(MotionLimits.smallElement)) pt in both dimensions"],
        pass: [spec("- {id: badge, role: icon, frame: {width: 20, height: 20}, transition: {insertion: {opacity: 0}, removal: {opacity: 0}, curve: {duration: 0.2, timingFunction: [0.42, 0, 0.58, 1]}}}")],
        fail: [spec("- {id: badge, role: icon, frame: {width: 20, height: 20}, transition: \"{motion.transition.liquidGlass}\"}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        guard node.hasMotionFields, let location = node.component.transition?.location else { return }
        let component = node.component
        checks.add(context.motionCheck(Self.id, node, at: location) { motion, _ in verdict(component, motion) })
    }

    private func verdict(_ component: SpecComponent, _ motion: ResolvedMotion) -> ContextVerdict {
        guard let transition = motion.transition, transition.hasMotion else { return motion.transitionGiven ? .pass : .notApplicable }
        guard let frame = component.frame?.value, let width = frame.width, let height = frame.height else {
            return .review(Measurement("A transition with motion on a component of unknown size: it should not move elements under \(NumberFormat.short(MotionLimits.smallElement)) pt"))
        }
        let limit = MotionLimits.smallElement
        guard width < limit, height < limit else { return .pass }
        let effects = Set(transition.insertion.motionEffectNames + transition.removal.motionEffectNames).sorted().joined(separator: ", ")
        return context.fail(Self.id, Measurement(
            "A \(NumberFormat.short(width)) × \(NumberFormat.short(height)) pt element has a transition with motion (\(effects)); under \(NumberFormat.short(limit)) pt use a fade",
            measured: max(width, height), required: limit, help: "Use an opacity-only transition for small elements (`tokenlint rules motion/small-element` gives the source)"))
    }
}
