import Accessibility
import DesignSpec
import DesignTokens
import Diagnostics
import Motion

/// The motion rules (rules.md "Motion"), evaluated per motion context (full and reduced).
struct MotionRules {
    let context: RuleContext

    /// A component's transition and animation, resolved in one permutation.
    struct ResolvedMotion {
        /// nil: no transition given, or `none`.
        var transition: MotionTransition?
        var transitionGiven: Bool
        var animation: AnimationCurve?
        var animationGiven: Bool
        /// The curves in play: the transition's and the animation's.
        var curves: [AnimationCurve] { [transition?.curve, animation].compactMap { $0 } }
        var animates: Bool { transitionGiven || animationGiven }
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

    func resolve(_ component: SpecComponent, tokens: TokenTable) -> ResolvedMotion {
        let transitionSpec = component.transition?.value
        let animationSpec = component.animation?.value
        return ResolvedMotion(
            transition: transitionSpec.flatMap { Self.transition($0, tokens: tokens) },
            transitionGiven: transitionSpec.map { $0 != .none } ?? false,
            animation: animationSpec.flatMap { Self.curve($0, tokens: tokens) },
            animationGiven: animationSpec.map { $0 != .none } ?? false
        )
    }

    func checks(_ node: LintNode, into checks: inout [Check]) {
        let component = node.component
        guard component.transition != nil || component.animation != nil || component.updatesPerSecond != nil
            || component.flashesPerSecond != nil || component.autoplay != nil else { return }
        let family = context.plan.motion
        let resolved = family.tables.map { resolve(component, tokens: $0) }
        func add(_ rule: String, at location: SourceLocation? = nil, _ verdict: (Int) -> ContextVerdict) {
            guard let builder = context.builder(rule, component, family: family, at: location) else { return }
            let verdicts = Self.withFigure(family.indices.map(verdict)) { figure(component, resolved) }
            if let check = builder.build(verdicts) { checks.append(check) }
        }
        let transitionLocation = component.transition?.location
        if component.updatesPerSecond != nil {
            add(RuleCatalog.motionHighFrequency, at: component.updatesPerSecond?.location) { highFrequency(component, resolved[$0]) }
        }
        if component.transition != nil {
            add(RuleCatalog.motionSmallElement, at: transitionLocation) { smallElement(component, resolved[$0]) }
            add(RuleCatalog.motionBlurRadius, at: transitionLocation) { blur(resolved[$0]) }
            if component.role == .navigationBar || component.role == .tabBar || component.navigation != nil {
                add(RuleCatalog.motionNavigation, at: transitionLocation) { navigation(component, resolved[$0]) }
            }
        }
        if component.transition != nil || component.animation != nil {
            if component.repeated || component.role == .listItem {
                add(RuleCatalog.motionProminentInList, at: transitionLocation ?? component.animation?.location) { prominentInList(resolved[$0]) }
            }
            add(RuleCatalog.motionDuration, at: transitionLocation ?? component.animation?.location) { index in
                // Budgets are for full motion; reduced values are motion/reduced-motion's business.
                context.space.isReducedMotion(family.choices[index]) ? .notApplicable : duration(component, resolved[index])
            }
            if let check = reducedMotion(component, figure: { figure(component, resolved) }) { checks.append(check) }
        }
        let single = context.plan.single
        if let flashes = component.flashesPerSecond, let builder = context.builder(RuleCatalog.motionFlash, component, family: single, at: flashes.location) {
            checks.add(builder.build([flash(component, flashes.value)]))
        }
        // `essential: true` claims 2.2.2's exception (motion essential to the activity, such as a
        // loading indicator): no verdict, like a decorative component's contrast.
        if let autoplay = component.autoplay, !component.essential, let builder = context.builder(RuleCatalog.motionAutoplay, component, family: single, at: autoplay.location) {
            checks.add(builder.build([self.autoplay(autoplay.value)]))
        }
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
    private func figure(_ component: SpecComponent, _ resolved: [ResolvedMotion]) -> FindingFigure.Kind? {
        let family = context.plan.motion
        let fullIndex = family.indices.first { !context.space.isReducedMotion(family.choices[$0]) } ?? 0
        guard fullIndex < resolved.count, let full = resolved[fullIndex].curves.first else { return nil }
        let path: String? = switch (component.transition?.value, component.animation?.value) {
        case (.token(let path)?, _): path
        case (_, .token(let path)?): path
        default: nil
        }
        let reduced: AnimationCurve?
        if let path, let declared = context.space.reducedMotion[path] {
            reduced = declared.value.curve
        } else {
            reduced = ReduceMotionResolver.policy(.motion(MotionTransition(insertion: MotionEffects(), removal: MotionEffects(),
                                                                          curve: full, prominence: nil))).curve
        }
        return .motion(MotionPlot(full: full, reduced: reduced))
    }

    // MARK: Rules

    private func highFrequency(_ component: SpecComponent, _ motion: ResolvedMotion) -> ContextVerdict {
        guard let rate = component.updatesPerSecond?.value, rate > 0 else { return .notApplicable }
        guard motion.animates else { return .pass }
        let limit = MotionLimits.maximumAnimatedUpdatesPerSecond
        if rate > limit {
            return context.fail(RuleCatalog.motionHighFrequency, Measurement(
                "Content that updates \(NumberFormat.short(rate)) times a second must not animate (above \(NumberFormat.short(limit)) per second)",
                measured: rate, required: limit, help: "Use `transition: none` and `animation: none` for high-frequency content (design doc; WCAG 2.3.1)"))
        }
        let settle = motion.curves.map(context.settleTime).max() ?? 0
        if 1 / rate < settle {
            // A warning, or the rule's configured severity when that is milder (`info`).
            return .fail(max(.warning, context.severity(RuleCatalog.motionHighFrequency) ?? .warning), Measurement(
                "Updates every \(NumberFormat.short(1 / rate)) s come before the curve settles (\(NumberFormat.short(settle)) s to within 1 %): it never comes to rest",
                measured: 1 / rate, required: settle, help: "Use a shorter curve or no animation"))
        }
        return .pass
    }

    private func smallElement(_ component: SpecComponent, _ motion: ResolvedMotion) -> ContextVerdict {
        guard let transition = motion.transition, transition.hasMotion else { return motion.transitionGiven ? .pass : .notApplicable }
        guard let frame = component.frame?.value, let width = frame.width, let height = frame.height else {
            return .review(Measurement("A transition with motion on a component of unknown size: it should not move elements under \(NumberFormat.short(MotionLimits.smallElement)) pt"))
        }
        let limit = MotionLimits.smallElement
        guard width < limit, height < limit else { return .pass }
        let effects = Set(transition.insertion.motionEffectNames + transition.removal.motionEffectNames).sorted().joined(separator: ", ")
        return context.fail(RuleCatalog.motionSmallElement, Measurement(
            "A \(NumberFormat.short(width)) × \(NumberFormat.short(height)) pt element has a transition with motion (\(effects)); under \(NumberFormat.short(limit)) pt use a fade",
            measured: max(width, height), required: limit, help: "Use an opacity-only transition for small elements (design doc)"))
    }

    private func blur(_ motion: ResolvedMotion) -> ContextVerdict {
        guard let transition = motion.transition else { return .notApplicable }
        let radius = max(transition.insertion.blur ?? 0, transition.removal.blur ?? 0)
        let limit = MotionLimits.maximumBlurRadius
        guard radius > limit else { return .pass }
        return context.fail(RuleCatalog.motionBlurRadius, Measurement(
            "The transition blurs by \(NumberFormat.short(radius)) pt, above \(NumberFormat.short(limit)) pt",
            measured: radius, required: limit, help: "Keep transition blur at or below 10 pt (design doc)"))
    }

    private func navigation(_ component: SpecComponent, _ motion: ResolvedMotion) -> ContextVerdict {
        guard motion.transitionGiven else { return .pass }
        let what = component.navigation.map { "\($0.value.rawValue) navigation content" } ?? "a \(component.role.rawValue)"
        let builtIn = component.navigation?.value == .stack ? "NavigationStack" : "TabView"
        return context.fail(RuleCatalog.motionNavigation, Measurement(
            "A custom transition on \(what): keep the built-in \(builtIn) transition",
            help: "People rely on the system navigation transitions to know where they are (design doc)"))
    }

    private func prominentInList(_ motion: ResolvedMotion) -> ContextVerdict {
        guard motion.animates else { return .notApplicable }
        let scale = motion.transition.map { max($0.insertion.scaleChange, $0.removal.scaleChange) } ?? 0
        let overshoot = motion.curves.map(\.overshoot).max() ?? 0
        var reasons: [String] = []
        if scale >= MotionLimits.prominentScaleChange { reasons.append("scales by \(NumberFormat.short(scale * 100)) %") }
        if overshoot >= MotionLimits.prominentOvershoot { reasons.append("overshoots by \(NumberFormat.short(overshoot * 100)) %") }
        guard !reasons.isEmpty else { return .pass }
        return context.fail(RuleCatalog.motionProminentInList, Measurement(
            "A prominent transition on a repeated list item: it \(reasons.joined(separator: " and ")); use a subtle one",
            measured: max(scale, overshoot), required: min(MotionLimits.prominentScaleChange, MotionLimits.prominentOvershoot),
            help: "Use {motion.transition.liquidGlassSubtle} (scale 2 %, ζ 0.9) for list items (design doc)"))
    }

    /// The role's perceptual-duration budget.
    static func budget(for role: Role) -> (seconds: Double, kind: String) {
        switch role {
        case .sheet, .modal: (MotionLimits.fullScreenBudget, "sheets, modals and full-screen content")
        case .card, .panel, .banner, .popover, .emptyState, .container, .image, .text, .icon, .other:
            (MotionLimits.containerBudget, "cards, panels, banners and popovers")
        default: (MotionLimits.controlBudget, "controls and list items")
        }
    }

    /// rules.md v2: the slowest curve's perceptual duration against the role's budget. The 1 %
    /// settle time is only reported: a critically damped spring (`.smooth`, `.default`) takes
    /// longer to come within 1 % than its duration, yet SwiftUI calls that duration its pace.
    private func duration(_ component: SpecComponent, _ motion: ResolvedMotion) -> ContextVerdict {
        guard !motion.curves.isEmpty else { return .notApplicable }
        let perceived = motion.curves.map(\.perceptualDuration).max() ?? 0
        let (budget, kind) = Self.budget(for: component.role)
        guard perceived > budget else { return .pass }
        let settle = motion.curves.map(context.settleTime).max() ?? 0
        return context.fail(RuleCatalog.motionDuration, Measurement(
            "The curve lasts \(NumberFormat.short(perceived)) s (perceptual duration), over the \(NumberFormat.short(budget)) s budget for \(kind)",
            measured: perceived, required: budget,
            detail: "perceptual \(NumberFormat.short(perceived)) s, settles to within 1 % after \(NumberFormat.short(settle)) s; budget \(NumberFormat.short(budget)) s",
            help: "Use a shorter duration (response) or delay"))
    }

    /// motion/reduced-motion: what the transition and animation become under Reduce Motion.
    private func reducedMotion(_ component: SpecComponent, figure: () -> FindingFigure.Kind?) -> Check? {
        guard let builder = context.builder(RuleCatalog.motionReducedMotion, component, family: context.plan.reducedMotion,
                                            at: component.transition?.location ?? component.animation?.location) else { return nil }
        let tokens = context.plan.single.tables[0]
        var values: [(String, ReducedMotionValue)] = []
        switch component.transition?.value {
        case .token(let path)?:
            if let value = context.space.reducedMotion[path] { values.append(("transition {\(path)}", value)) }
        case .inline?:
            if let full = Self.transition(component.transition?.value ?? .none, tokens: tokens) {
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
            verdict = context.fail(RuleCatalog.motionReducedMotion, Measurement(
                "Under Reduce Motion \(problems.joined(separator: "; ")) (WCAG 2.3.3, HIG Reduce Motion)",
                help: "Give it a reduced-motion value that only fades: in the registry's reduced context or $extensions[\"org.tokenlint\"].reducedMotion"))
        } else if !policy.isEmpty {
            verdict = .fail(.info, Measurement(
                "No reduced-motion value is declared for the \(policy.joined(separator: " and ")); tokenlint's default policy applies (a fade of at most \(NumberFormat.short(MotionLimits.reducedFadeMaximum)) s, no bounce)",
                help: "Declare the reduced-motion value in the registry so the app and the linter agree"))
        } else {
            verdict = .pass
        }
        return builder.build(Self.withFigure([verdict], figure))
    }

    private func flash(_ component: SpecComponent, _ rate: Double) -> ContextVerdict {
        let limit = MotionLimits.maximumFlashesPerSecond
        guard rate > limit else { return .pass }
        let threshold = MotionLimits.flashFieldArea * MotionLimits.flashAreaFraction
        guard let frame = component.frame?.value, let width = frame.width, let height = frame.height else {
            return .review(Measurement("\(NumberFormat.short(rate)) flashes per second on a component of unknown size: it fails WCAG 2.3.1 if it covers more than \(NumberFormat.short(threshold)) pt²",
                                       measured: rate, required: limit))
        }
        let area = width * height
        guard area > threshold else { return .pass }
        return context.fail(RuleCatalog.motionFlash, Measurement(
            "\(NumberFormat.short(rate)) flashes per second over \(NumberFormat.short(area)) pt² (more than 3 per second over more than 25 % of a 341 × 256 pt field, WCAG 2.3.1)",
            measured: rate, required: limit, help: "Flash at most 3 times per second, or keep the flashing area small"))
    }

    private func autoplay(_ autoplay: Autoplay) -> ContextVerdict {
        let long = (autoplay.duration ?? 0) > MotionLimits.autoplayLimit
        guard (long || autoplay.loops), !autoplay.pausable else { return .pass }
        let what = autoplay.loops ? "loops" : "plays for \(NumberFormat.short(autoplay.duration ?? 0)) s"
        return context.fail(RuleCatalog.motionAutoplay, Measurement(
            "Motion that starts by itself and \(what) has no way to pause it (WCAG 2.2.2)",
            measured: autoplay.duration, required: MotionLimits.autoplayLimit, help: "Add a pause control (`pausable: true`) or stop it within 5 s"))
    }
}
