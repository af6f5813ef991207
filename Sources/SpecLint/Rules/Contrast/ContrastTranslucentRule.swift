import Accessibility
import ColorScience
import Diagnostics

/// contrast/translucent: text over a translucent stack on `backdrop: unknown`, bracketed over
/// black and over white (Google ATF `ContrastUtils.calculateContrastRatioRange`).
struct ContrastTranslucentRule: ComponentRule {
    static let id = "contrast/translucent"
    static let catalogOrder = 130

    static let rule = SpecRule(
        id, .error,
        "Text over a translucent stack on an unknown backdrop must be legible over black and over white.",
        "Materials such as Liquid Glass show whatever is behind them. With `backdrop: unknown` the stack is composited over black and over white: when both fail it is an error, when only one fails it needs review (the range is reported).",
        source: "WCAG 2.2 SC 1.4.3; the black/white bracketing of Google's Accessibility Test Framework (ContrastUtils.calculateContrastRatioRange)",
        thresholds: ["the text thresholds of contrast/text"],
        controversies: "Over black and over white are the extremes a backdrop can take, so an error here fails over any content; but real content rarely reaches either extreme, so a failure over only one of them is needs-review, not an error: check it over the content that will really be behind the material. Google's Accessibility Test Framework does the same (an error only when the best case fails, a closer look when only the worst case does).",
        pass: [spec("- id: glass\n  role: card\n  backdrop: unknown\n  background: \"#FFFFFFF2\"\n  children:\n    - {id: label, role: text, foreground: \"#000000\", font: {size: 17}}")],
        fail: [
            spec("- id: glass\n  role: card\n  backdrop: unknown\n  background: {color: \"#808080\", opacity: 0.5}\n  children:\n    - {id: label, role: text, foreground: \"#777777\", font: {size: 17}}"),
        ])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        // Translucent only where no opaque layer hides the unknown backdrop.
        guard node.hasText, !node.isContrastExempt, node.isOverUnknownBackdrop,
              let builder = context.builder(Self.id, node.component, family: context.plan.contrast) else { return }
        let inputs = node.textInputs
        checks.add(builder.build(EvaluatedOnce.verdicts(inputs) { verdict(node, inputs[$0]) }))
    }

    private func verdict(_ node: LintNode, _ input: TextInput) -> ContextVerdict {
        guard !input.surface.unresolved else { return .notApplicable }
        guard let foreground = input.foreground, let reference = node.foreground else {
            if node.foreground != nil { return .notApplicable }
            return .review(Measurement("No foreground color is given for this text over an unknown backdrop"))
        }
        let font = input.font
        let (normal, large, criterion) = context.plan.textThresholds
        let isLarge = font?.size.map { context.profile.largeText.isLarge(size: $0, weight: font?.weight ?? 400) }
        let required = isLarge == true ? large : normal
        let flattened = input.surface.flattened
        let ratios = flattened.map { WCAG.contrast(foreground: foreground, background: $0).ratio }
        guard let low = ratios.min(), let high = ratios.max() else { return .notApplicable }
        guard low < required else { return .pass }
        let range = low == high ? "\(RatioText.ratio(low, below: required)):1" : "\(RatioText.ratio(low, below: required))–\(RatioText.ratio(high, below: required)):1"
        // The picture shows the worse of the two backdrops (over black or over white).
        let worstBackdrop = flattened[ratios.indices.min { ratios[$0] < ratios[$1] } ?? 0]
        let worstPair = WCAG.contrast(foreground: foreground, background: worstBackdrop)
        let figure = FindingFigure.Kind.contrast(foreground: worstPair.compositedForeground.hex6Uppercase, background: worstBackdrop.hex6Uppercase,
                                                 ratio: worstPair.ratio, required: required)
        let detail: MessageText = "\(reference.describe) over black: \(RatioText.ratio(ratios.first ?? 0)):1, over white: \(RatioText.ratio(ratios.last ?? 0)):1; required \(NumberFormat.short(required)):1"
        if high < required, isLarge == nil, high >= large {
            // Unknown size: even the best case passes only as large text (as contrast/text).
            return .review(Measurement(
                "Text over a translucent background on an unknown backdrop reaches at best \(RatioText.ratio(high)):1 (range \(range)), which passes only if the text is large (≥ \(NumberFormat.short(context.profile.largeText.regularMinimum)) \(context.profile.largeText.unit)); no font size is given",
                measured: high, required: required, detail: detail, help: TextContrastVerdict.fontHelp(node), figure: figure))
        }
        if high < required {
            return context.fail(Self.id, Measurement(
                "Text over a translucent background on an unknown backdrop reaches only \(range) (below \(NumberFormat.short(required)):1, \(criterion)) over both black and white",
                measured: high, required: required, detail: detail,
                help: "Make the material more opaque or add a scrim behind the text", figure: figure))
        }
        if low < required {
            return .review(Measurement(
                "Text over a translucent background on an unknown backdrop ranges \(range): below \(NumberFormat.short(required)):1 over one of black and white; check it over the real content",
                measured: low, required: required, detail: detail,
                help: "Check legibility over the content that will be behind it, or make the material more opaque", figure: figure))
        }
        return .pass
    }
}
