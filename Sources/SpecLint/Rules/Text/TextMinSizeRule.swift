import Accessibility
import DesignSpec
import Diagnostics

/// text/min-size: a font size below the platform's minimum.
struct TextMinSizeRule: ComponentRule {
    static let id = "text/min-size"
    static let catalogOrder = 300

    static let rule = SpecRule(
        id, .warning,
        "Text should not be smaller than the platform's minimum.",
        "Below these sizes text is hard to read for many people, whatever its contrast. A font that sizes an icon or image (an SF Symbol's `.font`, a spec's `role: icon`) is not text and is not judged. In SwiftUI code for a platform other than iOS and iPadOS (a folder or an override names it: docs/swiftui.md, \"Platforms\"), a text style is that platform's own size and is not judged; a size the code writes is.",
        source: "Apple HIG Typography (default / minimum sizes); Material type scale",
        thresholds: ProfileThresholds.lines(unit: PlatformUnit.text(platform:), { MinimumTextSize.points(profile: $0, platform: $1) },
                                            format: { NumberText.format($0) }),
        pass: [
            spec("- {id: caption, role: text, font: {size: 11}}"),
            spec("- {id: status-dot, role: icon, font: {size: 8}}"),
        ],
        fail: [spec("- {id: legal, role: text, font: {size: 9}}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        guard node.component.font.isPresent, !node.component.fontSizesGlyph,
              let builder = context.builder(Self.id, node.component, family: context.plan.single, at: node.component.font?.location) else { return }
        let component = node.component
        checks.add(builder.build([verdict(component)]))
    }

    private func verdict(_ component: SpecComponent) -> ContextVerdict {
        guard let minimum = MinimumTextSize.points(profile: context.profile, platform: context.platform) else { return .notApplicable }
        // A SwiftUI text style has the platform's own size (watchOS's caption2 is not iOS's
        // 11 pt), and the built-in registry's text styles are iOS's: elsewhere only a size the
        // code writes is judged.
        if component.code != nil, !["ios", "ipados"].contains(context.platform),
           case .token(let path)? = component.font?.value, path.hasPrefix("font.textStyle.") { return .notApplicable }
        guard let font = FontMetrics.resolve(component.font?.value, in: context.plan.single.tables[0]), let size = font.size else {
            return .notApplicable
        }
        guard size < minimum else { return .pass }
        return context.fail(Self.id, Measurement(
            "Text size \(NumberFormat.short(size)) \(context.textUnit) is below the \(context.platform) minimum of \(NumberFormat.short(minimum)) \(context.textUnit)",
            measured: size, required: minimum, help: "Use at least \(NumberFormat.short(minimum)) \(context.textUnit)\(context.textUnit == "pt" ? " (Caption 2 on iOS)" : "")"))
    }
}
