import DesignSpec
import DesignTokens
import Diagnostics
import Motion

/// A component's transition and animation, resolved in one motion permutation: what every
/// motion rule reads (`LintNode.motion(in:)` resolves it once per node).
struct ResolvedMotion {
    /// nil: no transition given, or `none`.
    var transition: MotionTransition?
    var transitionGiven: Bool
    var animation: AnimationCurve?
    var animationGiven: Bool
    /// The curves in play: the transition's and the animation's.
    var curves: [AnimationCurve] { [transition?.curve, animation].compactMap { $0 } }
    var animates: Bool { transitionGiven || animationGiven }

    init(_ component: SpecComponent, tokens: TokenTable) {
        let transitionSpec = component.transition?.value
        let animationSpec = component.animation?.value
        transition = transitionSpec.flatMap { Self.transition($0, tokens: tokens) }
        transitionGiven = transitionSpec.map { $0 != .none } ?? false
        animation = animationSpec.flatMap { Self.curve($0, tokens: tokens) }
        animationGiven = animationSpec.map { $0 != .none } ?? false
    }

    static func curve(_ spec: CurveSpec, tokens: TokenTable) -> AnimationCurve? {
        switch spec {
        case .none: return nil
        case .inline(let curve): return curve
        case .token(let path):
            guard let value = tokens.value(path) else { return nil }
            if case .cubicBezier(let bezier) = value {
                return (try? TimedCurve(duration: TokenValue.defaultBezierDuration, delay: 0, timingFunction: bezier)).map(AnimationCurve.timed)
            }
            return value.curve
        }
    }

    static func transition(_ spec: MotionSpec, tokens: TokenTable) -> MotionTransition? {
        switch spec {
        case .none: return nil
        case .token(let path):
            switch tokens.value(path) {
            case .motion(let motion)?: return motion
            case .transition(let timed)?:
                // A DTCG transition names a curve but no effect: treat it as a cross-fade.
                var fade = MotionEffects()
                fade.opacity = 0
                return MotionTransition(insertion: fade, removal: fade, curve: .timed(timed), prominence: nil)
            default: return nil
            }
        case .inline(let inline):
            guard let curve = curve(inline.curve, tokens: tokens) ?? (try? TimedCurve(duration: TokenValue.defaultBezierDuration, delay: 0, timingFunction: .easeInOut)).map(AnimationCurve.timed) else { return nil }
            return MotionTransition(insertion: inline.insertion, removal: inline.removal, curve: curve, prominence: inline.prominence)
        }
    }
}

extension RuleContext {
    /// `rule`'s check of `node` over the motion permutations (full and reduced motion), each
    /// verdict given the node's resolved motion there; nil when the rule is off or never applied.
    func motionCheck(_ rule: String, _ node: LintNode, at location: SourceLocation?,
                     _ verdict: (ResolvedMotion, Int) -> ContextVerdict) -> Check? {
        let family = plan.motion
        guard let builder = builder(rule, node.component, family: family, at: location) else { return nil }
        let resolved = node.motion(in: family)
        let verdicts = Self.withFigure(family.indices.map { verdict(resolved[$0], $0) }) { node.motionFigure(self) }
        return builder.build(verdicts)
    }

    // MARK: Pictures

    /// The verdicts with the curve's picture on every failure and review; `figure` is only
    /// worked out when there is one (most components pass).
    static func withFigure(_ verdicts: [ContextVerdict], _ figure: () -> FindingFigure.Kind?) -> [ContextVerdict] {
        var kind: FindingFigure.Kind??
        return verdicts.map { verdict in
            switch verdict {
            case .fail(let severity, var measurement):
                if kind == nil { kind = .some(figure()) }
                measurement.figure = kind ?? nil
                return .fail(severity, measurement)
            case .review(var measurement):
                if kind == nil { kind = .some(figure()) }
                measurement.figure = kind ?? nil
                return .review(measurement)
            case .pass, .notApplicable:
                return verdict
            }
        }
    }

    /// The component's curve under full motion beside what it becomes under Reduce Motion: for
    /// a token, its reduced value as the registry resolves it (its reduced context, else its
    /// declared value, else tokenlint's policy); for an inline curve, the policy (a fade, no
    /// bounce), as motion/reduced-motion judges them.
    func motionFigure(_ component: SpecComponent, _ resolved: [ResolvedMotion]) -> FindingFigure.Kind? {
        let family = plan.motion
        let fullIndex = family.indices.first { !space.isReducedMotion(family.choices[$0]) } ?? 0
        guard fullIndex < resolved.count, let full = resolved[fullIndex].curves.first else { return nil }
        let path: String? = switch (component.transition?.value, component.animation?.value) {
        case (.token(let path)?, _): path
        case (_, .token(let path)?): path
        default: nil
        }
        let reduced: AnimationCurve?
        if let path, let declared = space.reducedMotion[path] {
            reduced = declared.value.curve
        } else {
            reduced = ReduceMotionResolver.policy(.motion(MotionTransition(insertion: MotionEffects(), removal: MotionEffects(),
                                                                          curve: full, prominence: nil))).curve
        }
        return .motion(plan.motionPlots.plot(full: full, reduced: reduced))
    }

    /// Where a finding about the component's motion points: its transition, else its animation.
    static func motionLocation(_ component: SpecComponent) -> SourceLocation? {
        component.transition?.location ?? component.animation?.location
    }
}
