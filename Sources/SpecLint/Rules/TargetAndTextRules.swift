import Accessibility
import DesignSpec
import DesignTokens
import Diagnostics

/// target/size, text/min-size (default permutation) and text/dynamic-type (every Dynamic Type
/// size up to `upTo`).
struct TargetAndTextRules {
    let context: RuleContext

    func checks(_ node: LintNode, into checks: inout [Check]) {
        let component = node.component
        let single = context.plan.single
        let dynamicTypeFamily = context.plan.dynamicType
        // Exempt targets get no verdict (no testcase), like disabled ones: an inline link (WCAG
        // 2.5.8's inline exception) and an unmodified system control (its user-agent exception).
        let targetExempt = node.isDisabled || component.inline || component.system
        if component.interactive, !targetExempt, let builder = context.builder(RuleCatalog.targetSize, component, family: single) {
            checks.add(builder.build([targetVerdict(component)]))
        }
        if component.font != nil, let builder = context.builder(RuleCatalog.textMinSize, component, family: single, at: component.font?.location) {
            checks.add(builder.build([minimumSizeVerdict(component)]))
        }
        if component.font != nil, let height = Self.fixedHeight(of: component), !component.inline,
           let builder = context.builder(RuleCatalog.textDynamicType, component, family: dynamicTypeFamily) {
            checks.add(builder.build(dynamicTypeFamily.indices.map { dynamicTypeVerdict(component, height: height, in: dynamicTypeFamily, $0) }))
        }
    }

    /// The height the spec declares fixed (rules.md v2, text/dynamic-type): `frame.height`,
    /// unless `frame.minHeight` says the height grows with its content, or the component is text
    /// without a `lineLimit` (its frame is its line box, which wraps and grows). nil: nothing
    /// can clip.
    static func fixedHeight(of component: SpecComponent) -> Double? {
        guard let frame = component.frame?.value, let height = frame.height, frame.minHeight == nil else { return nil }
        if component.role == .text, component.lineLimit == nil { return nil }
        return height
    }

    // MARK: target/size

    private func targetVerdict(_ component: SpecComponent) -> ContextVerdict {
        let minimum = context.config.setting(for: RuleCatalog.targetSize).number("minimum")
            ?? TargetSize.minimum(profile: context.profile, platform: context.platform)
        let area = component.hitArea ?? component.frame
        let source = component.hitArea != nil ? "hit area" : "frame"
        // A `minHeight` frame is at least that tall (it grows with its content, never shrinks).
        guard let size = area?.value, let width = size.width, let height = size.height ?? size.minHeight else {
            return .review(Measurement(
                "This \(component.role.rawValue) has no complete size (frame or hitArea width and height), so its touch target cannot be checked against \(NumberFormat.short(minimum)) × \(NumberFormat.short(minimum)) \(context.lengthUnit)",
                required: minimum, help: "Give it a `frame` (or a `hitArea` when the touch region is larger)"))
        }
        let smallest = min(width, height)
        guard smallest < minimum else { return .pass }
        let hint = component.hitArea == nil ? " Enlarge the frame, or give it a `hitArea` of at least \(NumberFormat.short(minimum)) × \(NumberFormat.short(minimum)) \(context.lengthUnit)." : " Enlarge the hit area."
        return context.fail(RuleCatalog.targetSize, Measurement(
            "Touch target \(NumberFormat.short(width)) × \(NumberFormat.short(height)) \(context.lengthUnit) (\(source)) is smaller than \(NumberFormat.short(minimum)) × \(NumberFormat.short(minimum)) \(context.lengthUnit) (\(TargetSize.label(profile: context.profile)))",
            measured: smallest, required: minimum,
            detail: "\(source) \(NumberFormat.short(width)) × \(NumberFormat.short(height)) \(context.lengthUnit); required \(NumberFormat.short(minimum)) × \(NumberFormat.short(minimum)) \(context.lengthUnit) on \(context.platform)",
            help: "Small targets are hard to hit for people with tremors or limited dexterity.\(hint)",
            figure: .target(width: width, height: height, minimum: minimum, unit: context.lengthUnit)))
    }

    // MARK: text/min-size

    private func minimumSizeVerdict(_ component: SpecComponent) -> ContextVerdict {
        guard let minimum = MinimumTextSize.points(profile: context.profile, platform: context.platform) else { return .notApplicable }
        guard let font = FontMetrics.resolve(component.font?.value, in: context.plan.single.tables[0]), let size = font.size else {
            return .notApplicable
        }
        guard size < minimum else { return .pass }
        return context.fail(RuleCatalog.textMinSize, Measurement(
            "Text size \(NumberFormat.short(size)) \(context.textUnit) is below the \(context.platform) minimum of \(NumberFormat.short(minimum)) \(context.textUnit)",
            measured: size, required: minimum, help: "Use at least \(NumberFormat.short(minimum)) \(context.textUnit)\(context.textUnit == "pt" ? " (Caption 2 on iOS)" : "")"))
    }

    // MARK: text/dynamic-type

    /// In the size at `index` of the Dynamic Type family (sizes up to `upTo`, smallest first).
    private func dynamicTypeVerdict(_ component: SpecComponent, height: Double, in family: ContextFamily, _ index: Int) -> ContextVerdict {
        let choice = family.choices[index]
        // Only text that scales with Dynamic Type (a text style) can start clipping at a larger
        // size; a fixed font is the same at every size.
        guard let font = FontMetrics.resolve(component.font?.value, in: family.tables[index]), font.scales, let lineHeight = font.lineHeight else {
            return .notApplicable
        }
        let lines = Double(component.effectiveLineLimit ?? 1)
        let padding = (component.padding?.value.top ?? 0) + (component.padding?.value.bottom ?? 0)
        let needed = lineHeight * lines + padding
        guard needed > height else { return .pass }
        let size = context.space.dynamicTypeSize(choice) ?? "the default size"
        let lineText = lines == 1 ? "1 line" : "\(Int(lines)) lines"
        return context.fail(RuleCatalog.textDynamicType, Measurement(
            "Text clips at Dynamic Type \(size): \(lineText) of \(NumberFormat.short(lineHeight)) pt + \(NumberFormat.short(padding)) pt padding need \(NumberFormat.short(needed)) pt, the fixed height is \(NumberFormat.short(height)) pt",
            measured: needed, required: height,
            detail: "needs \(NumberFormat.short(needed)) pt (\(font.description), \(lineText)), has \(NumberFormat.short(height)) pt",
            help: "Let the height grow with the text (a minimum height instead of a fixed one), or allow more lines (WCAG 1.4.4)",
            margin: Double(DynamicTypeLimits.sizes.firstIndex(of: size) ?? 0)))  // the first size that clips is the one reported
    }
}
