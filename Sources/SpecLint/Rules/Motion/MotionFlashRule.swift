import Accessibility
import DesignSpec
import Diagnostics

/// motion/flash: large areas must not flash more than three times a second (WCAG 2.3.1).
struct MotionFlashRule: ComponentRule {
    static let id = "motion/flash"
    static let catalogOrder = 470

    private static let rate = NumberText.format(MotionLimits.maximumFlashesPerSecond)
    private static let area = NumberText.format(MotionLimits.flashFieldArea * MotionLimits.flashAreaFraction)

    static let rule = SpecRule(
        id, .error,
        "Large areas must not flash more than \(rate) times a second.",
        "More than \(rate) flashes per second over more than \(NumberText.format(MotionLimits.flashAreaFraction * 100)) % of a 10° visual field (\(area) pt²) can trigger seizures.",
        source: "WCAG 2.2 SC 2.3.1 Three Flashes or Below Threshold",
        thresholds: ["more than \(rate) flashes per second over more than \(area) pt²"],
        pass: [spec("- {id: dot, role: image, frame: {width: 20, height: 20}, flashesPerSecond: 5}")],
        fail: [spec("- {id: banner, role: banner, frame: {width: 390, height: 200}, flashesPerSecond: 4}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        guard node.hasMotionFields, let flashes = node.component.flashesPerSecond,
              let builder = context.builder(Self.id, node.component, family: context.plan.single, at: flashes.location) else { return }
        let component = node.component
        checks.add(builder.build([verdict(component, flashes.value)]))
    }

    private func verdict(_ component: SpecComponent, _ rate: Double) -> ContextVerdict {
        let limit = MotionLimits.maximumFlashesPerSecond
        guard rate > limit else { return .pass }
        let threshold = MotionLimits.flashFieldArea * MotionLimits.flashAreaFraction
        guard let frame = component.frame?.value, let width = frame.width, let height = frame.height else {
            return .review(Measurement("\(NumberFormat.short(rate)) flashes per second on a component of unknown size: it fails WCAG 2.3.1 if it covers more than \(NumberFormat.short(threshold)) pt²",
                                       measured: rate, required: limit))
        }
        let area = width * height
        guard area > threshold else { return .pass }
        return context.fail(Self.id, Measurement(
            "\(NumberFormat.short(rate)) flashes per second over \(NumberFormat.short(area)) pt² (more than 3 per second over more than 25 % of a 341 × 256 pt field, WCAG 2.3.1)",
            measured: rate, required: limit, help: "Flash at most 3 times per second, or keep the flashing area small"))
    }
}
