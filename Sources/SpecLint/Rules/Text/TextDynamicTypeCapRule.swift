import Accessibility
import DesignSpec
import Diagnostics

/// text/dynamic-type-cap: `.dynamicTypeSize` that keeps text from reaching the accessibility sizes.
struct TextDynamicTypeCapRule: ComponentRule {
    static let id = "text/dynamic-type-cap"
    static let catalogOrder = 330
    /// The smallest upper bound that lets text reach the accessibility sizes.
    static let smallestAllowed = "accessibility1"

    static let rule = SpecRule(
        id, .warning,
        "`.dynamicTypeSize` must not keep text below the accessibility sizes.",
        "`.dynamicTypeSize(.large)` pins every text below it to one size (its own, and that of the project's views it shows: a cap on an app's root screen reaches the whole app), and a range whose upper bound is below `.\(smallestAllowed)` (`...DynamicTypeSize.xxxLarge`) stops it growing where people who need larger text start. A cap at `.\(smallestAllowed)` or above, or a range with no upper bound, is accepted: a layout may limit the largest sizes where it has a larger-text alternative. Not judged for macOS, which has no Dynamic Type.",
        source: "WCAG 2.2 SC 1.4.4 Resize Text; Apple HIG Typography (Dynamic Type sizes); SwiftUI View.dynamicTypeSize(_:)",
        pass: [
            swiftView("VStack {\n    Text(\"Title\")\n}\n.dynamicTypeSize(...DynamicTypeSize.accessibility2)"),
            swiftView("Text(\"Title\")\n    .dynamicTypeSize(.large...)"),
        ],
        fail: [swiftView("HStack {\n    Text(\"Price\")\n}\n.dynamicTypeSize(...DynamicTypeSize.xxLarge)")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    static func judges(platform: String) -> Bool { DynamicTypeLimits.scalesText(on: platform) }

    func check(_ node: LintNode, into checks: inout [Check]) {
        let component = node.component
        guard let limit = component.code?.dynamicTypeLimit, Self.reachesText(component),
              let index = DynamicTypeLimits.sizes.firstIndex(of: limit.value),
              let allowed = DynamicTypeLimits.sizes.firstIndex(of: Self.smallestAllowed),
              let builder = context.builder(Self.id, component, family: context.plan.single, at: limit.location) else { return }
        guard index < allowed else {
            checks.add(builder.build([.pass]))
            return
        }
        checks.add(builder.build([context.fail(Self.id, Measurement(
            "Text here stops growing at Dynamic Type \(limit.value), below \(Self.smallestAllowed)",
            detail: "largest size allowed: \(limit.value)",
            help: "Let the text reach the accessibility sizes (...DynamicTypeSize.\(Self.smallestAllowed) or no cap), and adapt the layout instead (WCAG 1.4.4)"))]))
    }

    /// Text the cap reaches: written in the view, or in the body of a project view it uses (an
    /// app's root screens under a cap on the whole app).
    static func reachesText(_ component: SpecComponent) -> Bool {
        TextFixedSizeRule.showsText(component) || showsProjectText(component)
    }

    private static func showsProjectText(_ component: SpecComponent) -> Bool {
        component.code?.drawsText == true || component.children.contains(where: showsProjectText)
    }
}
