import DesignSpec
import Diagnostics

/// motion/navigation: navigation bars, tab bars and tab/stack content keep the system transitions.
struct MotionNavigationRule: ComponentRule {
    static let id = "motion/navigation"
    static let catalogOrder = 430

    static let rule = SpecRule(
        id, .warning,
        "Navigation bars, tab bars and tab/stack content should keep the system transitions.",
        "People rely on the built-in NavigationStack and TabView transitions to know where they are; a custom transition there costs that.",
        source: "Liquid Glass and layered tab transitions design guidance: use the built-in NavigationStack / TabView transitions",
        pass: [spec("- {id: tabs, role: tabBar, transition: none}")],
        fail: [spec("- {id: content, role: container, navigation: tab, transition: \"{motion.transition.liquidGlass}\"}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        guard node.hasMotionFields, let location = node.component.transition?.location,
              node.component.role == .navigationBar || node.component.role == .tabBar || node.component.navigation != nil else { return }
        let component = node.component
        checks.add(context.motionCheck(Self.id, node, at: location) { motion, _ in verdict(component, motion) })
    }

    private func verdict(_ component: SpecComponent, _ motion: ResolvedMotion) -> ContextVerdict {
        guard motion.transitionGiven else { return .pass }
        let what = component.navigation.map { "\($0.value.rawValue) navigation content" } ?? "a \(component.role.rawValue)"
        let builtIn = component.navigation?.value == .stack ? "NavigationStack" : "TabView"
        return context.fail(Self.id, Measurement(
            "A custom transition on \(what): keep the built-in \(builtIn) transition",
            help: "People rely on the system navigation transitions to know where they are (`tokenlint rules motion/navigation` gives the source)"))
    }
}
