import Accessibility
import DesignSpec
import DesignTokens
import Diagnostics

/// motion/reduced-motion: under Reduce Motion, transitions and animations must not move or bounce.
struct MotionReducedMotionRule: ComponentRule {
    static let id = "motion/reduced-motion"
    static let catalogOrder = 450

    static let rule = SpecRule(
        id, .error,
        "Under Reduce Motion, transitions and animations must not move or bounce.",
        "The reduced-motion value of each transition and animation (from the registry's reduced context, the token's extension, or tokenlint's default policy) must not scale, move, rotate or blur, nor overshoot. Values that only the default policy covers are reported as info.",
        source: "WCAG 2.2 SC 2.3.3 Animation from Interactions; Apple HIG Accessibility › Reduce Motion",
        thresholds: ["no scale, offset, edge, rotation or blur; no overshoot"],
        registry: RuleCatalog.exampleMotionRegistry,
        controversies: "What counts as motion: WCAG's \"motion animation\" excludes changes of color or opacity that do not change the perceived size, shape or position, and the HIG asks to replace slides with fades, so an opacity cross-fade is allowed under Reduce Motion. Blur is treated as motion: one source reports an erratum removing blur from WCAG's exclusion, and Apple asks to avoid animating into or out of blurs. A spring's bounce is motion too (the HIG: \"Tighten springs to reduce bounce effects\").",
        pass: [spec("- {id: card, role: card, frame: {width: 300, height: 200}, transition: \"{motion.fade}\"}")],
        fail: [spec("- {id: card, role: card, frame: {width: 300, height: 200}, transition: \"{motion.pop}\"}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        guard node.hasMotionFields, node.component.transition.isPresent || node.component.animation.isPresent else { return }
        checks.add(check(node))
    }

    /// motion/reduced-motion: what the transition and animation become under Reduce Motion.
    private func check(_ node: LintNode) -> Check? {
        let component = node.component
        if let facts = component.code { return sourceCheck(node, facts) }
        guard let builder = context.builder(Self.id, component, family: context.plan.reducedMotion,
                                            at: component.transition?.location ?? component.animation?.location) else { return nil }
        let tokens = context.plan.single.tables[0]
        var values: [(String, ReducedMotionValue)] = []
        switch component.transition?.value {
        case .token(let path)?:
            if let value = context.space.reducedMotion[path] { values.append(("transition {\(path)}", value)) }
        case .inline?:
            if let full = ResolvedMotion.transition(component.transition?.value ?? .none, tokens: tokens) {
                values.append(("inline transition", ReducedMotionValue(value: ReduceMotionResolver.policy(.motion(full)), source: .policy)))
            }
        default: break
        }
        switch component.animation?.value {
        case .token(let path)?:
            if let value = context.space.reducedMotion[path] { values.append(("animation {\(path)}", value)) }
        case .inline(let curve)?:
            if case .spring(let spring) = curve {
                values.append(("inline animation", ReducedMotionValue(value: ReduceMotionResolver.policy(.spring(spring)), source: .policy)))
            }
        default: break
        }
        guard !values.isEmpty else { return nil }
        var problems: [String] = []
        var policy: [String] = []
        for (what, reduced) in values {
            let remaining = ReduceMotionResolver.remainingMotion(reduced.value)
            if !remaining.isNone { problems.append("\(what) still \(remaining.description)") }
            if reduced.source == .policy { policy.append(what) }
        }
        let verdict: ContextVerdict
        if !problems.isEmpty {
            verdict = context.fail(Self.id, Measurement(
                "Under Reduce Motion \(problems.joined(separator: "; ")) (WCAG 2.3.3, HIG Reduce Motion)",
                help: "Give it a reduced-motion value that only fades: in the registry's reduced context or $extensions[\"org.tokenlint\"].reducedMotion"))
        } else if !policy.isEmpty {
            verdict = .fail(.info, Measurement(
                "No reduced-motion value is declared for the \(policy.joined(separator: " and ")); tokenlint's default policy applies (a fade of at most \(NumberFormat.short(MotionLimits.reducedFadeMaximum)) s, no bounce)",
                help: "Declare the reduced-motion value in the registry so the app and the linter agree"))
        } else {
            verdict = .pass
        }
        return builder.build(RuleContext.withFigure([verdict]) { node.motionFigure(context) })
    }

    /// SwiftUI source (docs/swiftui.md): SwiftUI tones down none of an app's own motion under
    /// Reduce Motion, so a transition that moves, scales, rotates or blurs, or a spring that
    /// overshoots, needs a Reduce Motion path in its view type; opacity and color need none.
    /// Points: a spring's overshoot of what it moves below this shows no bounce (the censuses'
    /// press feedback: 0.02 to 0.2 pt).
    static let visibleBounce = 1.0
    /// Points: what an animation moves when the code names no effect it plays and no transition
    /// in its type moves (an inserted banner making room, a view following a drag springing back):
    /// a change of layout, taken as under 100 pt, so an overshoot under 1 % stays under a point.
    static let layoutTravel = 100.0

    private func sourceCheck(_ node: LintNode, _ facts: CodeFacts) -> Check? {
        let component = node.component
        guard let builder = context.builder(Self.id, component, family: context.plan.single,
                                            at: component.transition?.location ?? component.animation?.location) else { return nil }
        var moving: [String] = []
        if case .inline(let motion)? = component.transition?.value {
            if case .inline(let curve) = motion.curve {
                let full = MotionTransition(insertion: motion.insertion, removal: motion.removal, curve: curve, prominence: nil)
                let remaining = ReduceMotionResolver.remainingMotion(.motion(full))
                if !remaining.isNone { moving.append("the transition \(remaining.description)") }
            } else {
                // No animation is written on the view: its curve is unknown, its effects are not.
                let effects = Set(motion.insertion.motionEffectNames + motion.removal.motionEffectNames).sorted()
                if !effects.isEmpty { moving.append("the transition \(ReduceMotionResolver.RemainingMotion(effects: effects, overshoot: 0).description)") }
            }
        } else if case .inline(let curve)? = component.animation?.value {
            // What the animation plays (a scale or offset switched before it) and its bounce: an
            // overshoot of what it plays under a point (a press's 5 % scale on `.interactiveSpring`)
            // shows no bounce.
            let travel = facts.playedTravel
                ?? (facts.animatedEffects.isEmpty && !facts.typeMovesOnInsertion ? Self.layoutTravel : nil)
            let invisible = travel.map { $0 * curve.overshoot < Self.visibleBounce } ?? false
            let remaining = ReduceMotionResolver.RemainingMotion(effects: facts.animatedEffects, overshoot: invisible ? 0 : curve.overshoot)
            if !remaining.isNone { moving.append("the animation \(remaining.description)") }
        }
        guard !moving.isEmpty else { return nil }
        guard !facts.hasReduceMotionPath else { return builder.build([.pass]) }
        // A warning on source (an error's certainty needs the motion's prominence, which the
        // code does not say); a config that lowers the rule lowers it further.
        let severity: Severity = context.severity(Self.id) == .info ? .info : .warning
        return builder.build([.fail(severity, Measurement(
            "Under Reduce Motion \(moving.joined(separator: "; ")): the view type has no Reduce Motion path for it (SwiftUI does not tone an app's own motion down; WCAG 2.3.3, HIG Reduce Motion)",
            help: "Read @Environment(\\.accessibilityReduceMotion) and choose a fade or no animation when it is on"))])
    }
}
