import Accessibility
import ColorScience
import DesignSpec
import DesignTokens
import Diagnostics

/// contrast/text, contrast/increased, contrast/translucent, contrast/non-text (rules.md
/// "Contrast"), evaluated in every appearance × contrast permutation.
struct ContrastRules {
    let context: RuleContext

    func checks(_ path: [SpecComponent]) -> [Check] {
        guard let component = path.last else { return [] }
        let family = context.space.contrastFamily
        var checks: [Check] = []
        let exempt = path.isDisabled || path.isDecorative
        let colors = family.map { ColorContext(tokens: context.space.tokens($0), document: context.document) }
        if component.hasText, !exempt {
            let stacks = colors.map { $0.stack(path) }
            // Translucent only where no opaque layer hides the unknown backdrop.
            let translucent = stacks.contains { $0.translucent }
            if translucent {
                if let builder = context.builder(RuleCatalog.contrastTranslucent, component, family: family) {
                    checks += builder.build(family.indices.map { translucentVerdict(path, colors[$0], stacks[$0], choice: family[$0]) }).map { [$0] } ?? []
                }
            } else if let builder = context.builder(RuleCatalog.contrastText, component, family: family) {
                checks += builder.build(family.indices.map { textVerdict(path, colors[$0], stacks[$0], choice: family[$0]) }).map { [$0] } ?? []
            }
            if let builder = context.builder(RuleCatalog.contrastIncreased, component, family: family), context.profile.increasedContrastText(largeText: false) != nil {
                checks += builder.build(family.indices.map { index -> ContextVerdict in
                    guard context.space.isIncreasedContrast(family[index]), !stacks[index].translucent else { return .notApplicable }
                    return textVerdict(path, colors[index], stacks[index], choice: family[index], increased: true)
                }).map { [$0] } ?? []
            }
        }
        if !exempt, let builder = context.builder(RuleCatalog.contrastNonText, component, family: family) {
            checks += builder.build(family.indices.map { nonTextVerdict(path, colors[$0], choice: family[$0]) }).map { [$0] } ?? []
        }
        return checks
    }

    // MARK: Text

    private func thresholds(font: FontMetrics?, increased: Bool) -> (normal: Double, large: Double, level: String) {
        let setting = context.config.setting(for: RuleCatalog.contrastText)
        let level: ContrastLevel = setting.string("level")?.uppercased() == "AAA" ? .aaa : (setting.string("level")?.uppercased() == "AA" ? .aa : context.profile.level)
        if increased, let normal = context.profile.increasedContrastText(largeText: false), let large = context.profile.increasedContrastText(largeText: true) {
            return (normal, large, "Apple HIG increased contrast")
        }
        return (level.textMinimum(largeText: false), level.textMinimum(largeText: true), level.criterion)
    }

    private func textVerdict(_ path: [SpecComponent], _ colors: ColorContext, _ stack: ColorContext.Stack, choice: [ContextChoice], increased: Bool = false) -> ContextVerdict {
        let rule = increased ? RuleCatalog.contrastIncreased : RuleCatalog.contrastText
        guard let component = path.last else { return .notApplicable }
        guard !stack.unresolved, let background = stack.flattened.first else { return .notApplicable }
        guard let (foreground, reference) = colors.foreground(path) else {
            if path.contains(where: { $0.foreground != nil }) { return .notApplicable }  // an unresolved token: tokens/* reports it
            if increased { return .notApplicable }  // contrast/text already asks for the color
            return .review(Measurement("No foreground color is given for this text, so its contrast cannot be checked",
                                       help: "Give the component (or an ancestor) a `foreground:` color"))
        }
        let font = FontMetrics.resolve(component.font?.value, tokens: colors.tokens)
        let result = WCAG.contrast(foreground: foreground, background: background)
        let ratio = result.ratio
        let (normal, large, criterion) = thresholds(font: font, increased: increased)
        let isLarge = font?.size.map { context.profile.largeText.isLarge(size: $0, weight: font?.weight ?? 400) }
        let required = isLarge == true ? large : normal
        let detail = "\(Self.ratio(ratio, below: required)):1, \(reference.describe) → \(result.compositedForeground.hex6.uppercased()) over \(background.hex6.uppercased()); required \(NumberFormat.short(required)):1"
        let textDescription = font.map { "\($0.description) text" } ?? "text"
        let help = increased
            ? "Give the color an increased-contrast variant (a value in the registry's increased-contrast context) that reaches \(NumberFormat.short(required)):1"
            : "Use a darker background or a darker/larger/bolder text; see `tokenlint rules \(rule)`"
        if isLarge == nil {
            // Unknown size: pass if even normal text passes, fail if even large text fails.
            if ratio >= normal { return .pass }
            if ratio < large {
                return context.fail(rule, Measurement("Text contrast \(Self.ratio(ratio, below: large)):1 is below \(NumberFormat.short(large)):1 (\(criterion)) even for large text",
                                                      measured: ratio, required: large, detail: detail, help: help))
            }
            return .review(Measurement("Text contrast \(Self.ratio(ratio)):1 passes only if the text is large (≥ \(NumberFormat.short(context.profile.largeText.regularMinimum)) \(context.profile.largeText.unit)); the spec gives no font size",
                                       measured: ratio, required: normal, detail: detail, help: "Give the component a `font:`"))
        }
        guard ratio < required else { return .pass }  // never rounded before comparing
        return context.fail(rule, Measurement("Text contrast \(Self.ratio(ratio, below: required)):1 is below \(NumberFormat.short(required)):1 (\(criterion)) for \(textDescription)",
                                              measured: ratio, required: required, detail: detail, help: help))
    }

    private func translucentVerdict(_ path: [SpecComponent], _ colors: ColorContext, _ stack: ColorContext.Stack, choice: [ContextChoice]) -> ContextVerdict {
        guard let component = path.last, !stack.unresolved else { return .notApplicable }
        guard let (foreground, reference) = colors.foreground(path) else {
            if path.contains(where: { $0.foreground != nil }) { return .notApplicable }
            return .review(Measurement("No foreground color is given for this text over an unknown backdrop"))
        }
        let font = FontMetrics.resolve(component.font?.value, tokens: colors.tokens)
        let (normal, large, criterion) = thresholds(font: font, increased: false)
        let isLarge = font?.size.map { context.profile.largeText.isLarge(size: $0, weight: font?.weight ?? 400) }
        let required = isLarge == true ? large : normal
        let flattened = stack.flattened
        let ratios = flattened.map { WCAG.contrast(foreground: foreground, background: $0).ratio }
        guard let low = ratios.min(), let high = ratios.max() else { return .notApplicable }
        let range = low == high ? "\(Self.ratio(low, below: required)):1" : "\(Self.ratio(low, below: required))–\(Self.ratio(high, below: required)):1"
        let detail = "\(reference.describe) over black: \(Self.ratio(ratios.first ?? 0)):1, over white: \(Self.ratio(ratios.last ?? 0)):1; required \(NumberFormat.short(required)):1"
        if high < required, isLarge == nil, high >= large {
            // Unknown size: even the best case passes only as large text (as contrast/text).
            return .review(Measurement(
                "Text over a translucent background on an unknown backdrop reaches at best \(Self.ratio(high)):1 (range \(range)), which passes only if the text is large (≥ \(NumberFormat.short(context.profile.largeText.regularMinimum)) \(context.profile.largeText.unit)); the spec gives no font size",
                measured: high, required: required, detail: detail, help: "Give the component a `font:`"))
        }
        if high < required {
            return context.fail(RuleCatalog.contrastTranslucent, Measurement(
                "Text over a translucent background on an unknown backdrop reaches only \(range) (below \(NumberFormat.short(required)):1, \(criterion)) over both black and white",
                measured: high, required: required, detail: detail,
                help: "Make the material more opaque or add a scrim behind the text"))
        }
        if low < required {
            return .review(Measurement(
                "Text over a translucent background on an unknown backdrop ranges \(range): below \(NumberFormat.short(required)):1 over one of black and white; check it over the real content",
                measured: low, required: required, detail: detail,
                help: "Check legibility over the content that will be behind it, or make the material more opaque"))
        }
        return .pass
    }

    // MARK: Non-text (WCAG 1.4.11)

    private func nonTextVerdict(_ path: [SpecComponent], _ colors: ColorContext, choice: [ContextChoice]) -> ContextVerdict {
        guard let component = path.last else { return .notApplicable }
        let increased = context.space.isIncreasedContrast(choice) && context.profile.increasedContrastText(largeText: true) != nil
        let required = increased ? (context.profile.increasedContrastText(largeText: true) ?? 3) : context.profile.nonTextContrast
        // 4.5:1 for non-text with Increase Contrast is the HIG's threshold, not WCAG 1.4.11's 3:1.
        let criterion = increased ? "Apple HIG increased contrast" : "WCAG 1.4.11"
        var subjects: [(String, RGBA, RGBA)] = []  // what, its color (opaque), adjacent color
        let own = colors.stack(path)
        let parent = colors.stack(path, includeOwn: false)
        if own.unresolved || parent.unresolved { return .notApplicable }
        if component.role == .icon, let (foreground, _) = colors.foreground(path), component.foreground != nil {
            for background in own.flattened {
                subjects.append(("icon", Compositing.sourceOver(foreground, background), background))
            }
        }
        if component.interactive {
            if let border = colors.border(path), (component.border?.value.width ?? 1) > 0 {
                for adjacent in parent.flattened {
                    subjects.append(("border", Compositing.sourceOver(border, adjacent), adjacent))
                }
            } else if component.background != nil {
                // The fill is the component's only boundary.
                for (fill, adjacent) in zip(own.flattened, parent.flattened) {
                    subjects.append(("fill", fill, adjacent))
                }
            }
        }
        guard !subjects.isEmpty else { return .notApplicable }
        let measured = subjects.map { ($0.0, WCAG.contrastRatio($0.1, $0.2), $0.1, $0.2) }
        guard let worst = measured.min(by: { $0.1 < $1.1 }) else { return .notApplicable }
        guard worst.1 < required else { return .pass }
        let what = worst.0 == "icon" ? "Icon" : worst.0 == "border" ? "Border of this \(component.role.rawValue)" : "Fill of this \(component.role.rawValue) (its only boundary)"
        return context.fail(RuleCatalog.contrastNonText, Measurement(
            "\(what) contrast \(Self.ratio(worst.1, below: required)):1 is below \(NumberFormat.short(required)):1 (\(criterion)) against \(worst.3.hex6.uppercased())",
            measured: worst.1, required: required,
            detail: "\(worst.2.hex6.uppercased()) against \(worst.3.hex6.uppercased()): \(Self.ratio(worst.1, below: required)):1",
            help: "Darken the \(worst.0) or the surface it sits on, or add a border that contrasts"))
    }

    /// Ratios as messages show them: 2 decimals (4.02), never used for the verdict.
    static func ratio(_ x: Double) -> String { NumberFormat.short(x, places: 2) }

    /// A ratio compared with `required`, shown so a failing one never reads as reaching it:
    /// 4.4989 against 4.5 is "4.49", not "4.5" ("4.5:1 is below 4.5:1").
    static func ratio(_ x: Double, below required: Double) -> String {
        let shown = ratio(x)
        guard x < required, let rounded = Double(shown), rounded >= required else { return shown }
        return NumberFormat.short((x * 100).rounded(.down) / 100, places: 2)
    }
}

extension ColorReference {
    /// How the color was written: `{color.secondaryLabel}`, `#007AFF`.
    var describe: String {
        func text(_ spec: ColorSpec) -> String {
            switch spec {
            case .token(let path): "{\(path)}"
            case .literal(let color): color.hex.uppercased()
            case .withOpacity(let inner, let opacity): "\(text(inner)) at \(NumberFormat.short(opacity * 100))%"
            }
        }
        return text(spec)
    }
}
