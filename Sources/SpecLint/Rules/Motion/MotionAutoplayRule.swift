import Accessibility
import DesignSpec
import Diagnostics

/// motion/autoplay: motion that starts by itself and lasts more than 5 s, or loops, must be
/// pausable (WCAG 2.2.2).
struct MotionAutoplayRule: ComponentRule {
    static let id = "motion/autoplay"
    static let catalogOrder = 480

    private static let limit = NumberText.format(MotionLimits.autoplayLimit)

    static let rule = SpecRule(
        id, .error,
        "Motion that starts by itself and lasts more than \(limit) s, or loops, must be pausable.",
        "Moving content that plays in parallel with other content needs a way to pause, stop or hide it. Exempt: motion essential to the activity (`essential: true`, such as a loading indicator; 2.2.2: 'unless the movement, blinking, or scrolling is part of an activity where it is essential').",
        source: "WCAG 2.2 SC 2.2.2 Pause, Stop, Hide",
        thresholds: ["autoplay longer than \(limit) s, or looping, without `pausable: true`",
                     "`loops: unknown` (a GIF) without `pausable: true`: needs review unless it is known to run past \(limit) s"],
        pass: [
            spec("- {id: hero, role: image, autoplay: {duration: 12, loops: true, pausable: true}}"),
            spec("- {id: spinner, role: other, essential: true, frame: {width: 20, height: 20}, autoplay: {duration: 30, loops: true, pausable: false}}"),
        ],
        fail: [spec("- {id: hero, role: image, autoplay: {duration: 12, loops: false, pausable: false}}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        // `essential: true` claims 2.2.2's exception (motion essential to the activity, such as a
        // loading indicator): no verdict, like a decorative component's contrast.
        guard node.hasMotionFields, let autoplay = node.component.autoplay, !node.component.essential,
              let builder = context.builder(Self.id, node.component, family: context.plan.single, at: autoplay.location) else { return }
        checks.add(builder.build([verdict(autoplay.value)]))
    }

    private func verdict(_ autoplay: Autoplay) -> ContextVerdict {
        let long = (autoplay.duration ?? 0) > MotionLimits.autoplayLimit
        guard !autoplay.pausable else { return .pass }
        // Whether a GIF loops is in the image, not in the design: only a look at it can tell.
        if autoplay.loops == nil, !long {
            return .review(Measurement(
                "Motion that starts by itself (an animated image) may loop or run past \(Self.limit) s, which the design does not say, and has no way to pause it (WCAG 2.2.2)",
                help: "Check the image: if it plays longer than \(Self.limit) s or loops, add a pause control (`pausable: true`) or stop it within \(Self.limit) s; say `loops: false` with its `duration` when it does not"))
        }
        guard long || autoplay.loops == true else { return .pass }
        let what = autoplay.loops == true ? "loops" : "plays for \(NumberFormat.short(autoplay.duration ?? 0)) s"
        return context.fail(Self.id, Measurement(
            "Motion that starts by itself and \(what) has no way to pause it (WCAG 2.2.2)",
            measured: autoplay.duration, required: MotionLimits.autoplayLimit, help: "Add a pause control (`pausable: true`) or stop it within 5 s"))
    }
}
