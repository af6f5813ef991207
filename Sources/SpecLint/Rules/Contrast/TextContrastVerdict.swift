import ColorScience
import DesignSpec
import Diagnostics

/// The text contrast measurement contrast/text (against the profile's minimum) and
/// contrast/increased (against the opt-in goal) share: the ratio of the text's color over its
/// effective background, judged with the large-text rule of the profile.
struct TextContrastVerdict {
    /// Normal and large-text thresholds and the criterion they come from.
    typealias Thresholds = (normal: Double, large: Double, criterion: String)

    let context: RuleContext
    let rule: String
    let thresholds: Thresholds

    /// The fix for an unknown font size in the input's own terms: a modifier in SwiftUI, a key
    /// in a spec.
    static func fontHelp(_ node: LintNode) -> MessageText {
        node.component.code != nil ? "Set the text's font with `.font(_:)` (a text style such as `.body`)" : "Give the component a `font:`"
    }

    /// `tokenHelp`: the help for a failing token color, given the required ratio (a literal's
    /// help is the same for both rules: use a token or a color that reaches it).
    /// `asksForForeground`: a text without any foreground needs review (contrast/text asks for
    /// the color; contrast/increased leaves that to it).
    func verdict(_ node: LintNode, _ input: TextInput, asksForForeground: Bool = true,
                 tokenHelp: (Double) -> MessageText) -> ContextVerdict {
        guard !input.surface.unresolved else { return .notApplicable }
        let background = input.surface.over
        guard let foreground = input.foreground, let reference = node.foreground else {
            if node.foreground != nil { return .notApplicable }  // an unresolved token: tokens/* reports it
            if !asksForForeground { return .notApplicable }
            return .review(Measurement("No foreground color is given for this text, so its contrast cannot be checked",
                                       help: "Give the component (or an ancestor) a `foreground:` color"))
        }
        let font = input.font
        let result = WCAG.contrast(foreground: foreground, background: background)
        let ratio = result.ratio
        let (normal, large, criterion) = thresholds
        let isLarge = font?.size.map { context.profile.largeText.isLarge(size: $0, weight: font?.weight ?? 400) }
        let required = isLarge == true ? large : normal
        // Never rounded before comparing; the messages are only built for what fails.
        if isLarge == nil ? ratio >= normal : ratio >= required { return .pass }
        // Each piece formatted once: the figure, the detail and the message repeat them.
        let foregroundHex = result.compositedForeground.hex6Uppercase, backgroundHex = background.hex6Uppercase
        let requiredText = NumberFormat.short(required), ratioText = RatioText.ratio(ratio, below: required)
        let figure = FindingFigure.Kind.contrast(foreground: foregroundHex, background: backgroundHex, ratio: ratio, required: required)
        let detail: MessageText = "\(ratioText):1, \(reference.describe) → \(foregroundHex) over \(backgroundHex); required \(requiredText):1"
        // The fix that fits: a literal cannot follow
        // the appearance or the setting, so it takes a system or semantic token.
        let help: MessageText = reference.tokenPath == nil
            ? "Use a system or semantic color token (or a color) that reaches \(requiredText):1 on this background; see `tokenlint rules \(rule)`"
            : tokenHelp(required)
        if isLarge == nil {
            // Unknown size: pass if even normal text passes, fail if even large text fails.
            if ratio < large {
                return context.fail(rule, Measurement("Text contrast \(RatioText.ratio(ratio, below: large)):1 is below \(NumberFormat.short(large)):1 (\(criterion)) even for large text",
                                                      measured: ratio, required: large, detail: detail, help: help, figure: figure))
            }
            return .review(Measurement("Text contrast \(RatioText.ratio(ratio)):1 passes only if the text is large (≥ \(NumberFormat.short(context.profile.largeText.regularMinimum)) \(context.profile.largeText.unit)); no font size is given",
                                       measured: ratio, required: normal, detail: detail, help: Self.fontHelp(node), figure: figure))
        }
        // Worded only for the context reported (the worst); the others give their detail.
        return context.fail(rule, Measurement(lazyMessage: {
            "Text contrast \(ratioText):1 is below \(requiredText):1 (\(criterion)) for \(font.map { "\($0.description) text" } ?? "text")"
        }, measured: ratio, required: required, detail: detail, help: help, figure: figure))
    }
}
