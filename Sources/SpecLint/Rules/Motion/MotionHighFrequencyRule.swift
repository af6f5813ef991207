import Accessibility
import DesignSpec
import Diagnostics

/// motion/high-frequency: content that updates more than twice a second must not animate.
struct MotionHighFrequencyRule: ComponentRule {
    static let id = "motion/high-frequency"
    static let catalogOrder = 400

    static let rule = SpecRule(
        id, .error,
        "Content that updates more than \(NumberText.format(MotionLimits.maximumAnimatedUpdatesPerSecond)) times a second must not animate its changes.",
        "Any transition or animation on a component with `updatesPerSecond` above \(NumberText.format(MotionLimits.maximumAnimatedUpdatesPerSecond)) is an error. It is also a warning when the updates come faster than the curve settles (1 / updatesPerSecond below its 1 % settle time): the element never comes to rest.",
        source: "Liquid Glass transitions design guidance: 'DON'T use for high-frequency updates (>2 per second)'; one step under WCAG 2.3.1's 3 Hz",
        thresholds: ["more than \(NumberText.format(MotionLimits.maximumAnimatedUpdatesPerSecond)) updates per second"],
        pass: [spec("- {id: clock, role: text, updatesPerSecond: 1, animation: none}")],
        fail: [spec("- {id: ticker, role: text, updatesPerSecond: 5, transition: \"{motion.transition.liquidGlass}\"}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        guard node.hasMotionFields, let updates = node.component.updatesPerSecond else { return }
        let component = node.component
        checks.add(context.motionCheck(Self.id, node, at: updates.location) { motion, _ in verdict(component, motion) })
    }

    private func verdict(_ component: SpecComponent, _ motion: ResolvedMotion) -> ContextVerdict {
        guard let rate = component.updatesPerSecond?.value, rate > 0 else { return .notApplicable }
        guard motion.animates else { return .pass }
        let limit = MotionLimits.maximumAnimatedUpdatesPerSecond
        if rate > limit {
            return context.fail(Self.id, Measurement(
                "Content that updates \(NumberFormat.short(rate)) times a second must not animate (above \(NumberFormat.short(limit)) per second)",
                measured: rate, required: limit, help: "Use `transition: none` and `animation: none` for high-frequency content (WCAG 2.3.1; `tokenlint rules motion/high-frequency` gives the sources)"))
        }
        let settle = motion.curves.map(context.settleTime).max() ?? 0
        if 1 / rate < settle {
            // A warning, or the rule's configured severity when that is milder (`info`).
            return .fail(max(.warning, context.severity(Self.id) ?? .warning), Measurement(
                "Updates every \(NumberFormat.short(1 / rate)) s come before the curve settles (\(NumberFormat.short(settle)) s to within 1 %): it never comes to rest",
                measured: 1 / rate, required: settle, help: "Use a shorter curve or no animation"))
        }
        return .pass
    }
}
