import Accessibility
import ColorScience
import DesignSpec
import DesignTokens
import Diagnostics

/// contrast/text, contrast/increased, contrast/translucent, contrast/non-text (rules.md
/// "Contrast"), evaluated in every appearance × contrast permutation.
struct ContrastRules {
    let context: RuleContext
    /// This file's colors in each contrast permutation.
    let colors: [ColorContext]
    /// Which contrast permutations are increased-contrast ones.
    let increased: [Bool]
    /// For each standard permutation, its increased-contrast counterpart (the same choices but
    /// for the contrast modifier); nil for increased ones and where the registry has none.
    let increasedCounterpart: [Int?]
    /// Which contrast permutations are dark ones (the appearance modifier's context says
    /// "dark"), for the dark-only help; worked out once per file, not per verdict.
    let dark: [Bool]

    init(context: RuleContext, colors: [ColorContext]) {
        self.context = context
        self.colors = colors
        let choices = context.plan.contrast.choices
        let increased = choices.map { context.space.isIncreasedContrast($0) }
        self.increased = increased
        let appearance = context.space.roles.appearance
        self.dark = choices.map { choice in choice.contains { $0.modifier == appearance && ContextNames.meansDark($0.context) } }
        let modifier = context.space.roles.increasedContrast?.modifier
        // A registry may fold contrast into its appearance modifier (theme: light, light_ax,
        // dark, dark_ax): then the counterpart is the increased context named after the
        // standard one (light → light_ax), else the one in the same rank.
        func others(_ index: Int) -> [ContextChoice] { choices[index].filter { $0.modifier != modifier } }
        func contrastContext(_ index: Int) -> String { choices[index].first { $0.modifier == modifier }?.context ?? "" }
        self.increasedCounterpart = choices.indices.map { index in
            guard !increased[index], modifier != nil else { return nil }
            let peers = choices.indices.filter { others($0) == others(index) }
            let candidates = peers.filter { increased[$0] }
            if candidates.count <= 1 { return candidates.first }
            let name = contrastContext(index)
            if let named = candidates.first(where: { contrastContext($0).hasPrefix(name) }) { return named }
            let rank = peers.filter { !increased[$0] }.firstIndex(of: index) ?? 0
            return rank < candidates.count ? candidates[rank] : nil
        }
    }

    func checks(_ node: LintNode, into checks: inout [Check]) {
        let component = node.component
        let family = context.plan.contrast
        // Exempt components get no verdict at all (no testcase), like `decorative`/`disabled`:
        // a logo has no contrast requirement (WCAG 1.4.3 logotype exception), and an unmodified
        // system control's look is the platform's (rules.md v2, contrast/non-text).
        let exempt = node.isDisabled || node.isDecorative || node.isLogo
        if component.hasText, !exempt {
            // Each verdict once per distinct input: permutations that resolve to the same colors
            // and font share it (often all of them, or two of four).
            let inputs = family.indices.map { TextInput(node, $0, colors[$0]) }
            // Translucent only where no opaque layer hides the unknown backdrop.
            let translucent = node.surfaces.contains { $0.translucent }
            if translucent {
                if let builder = context.builder(RuleCatalog.contrastTranslucent, component, family: family) {
                    checks.add(builder.build(Self.distinct(inputs) { translucentVerdict(node, inputs[$0]) }))
                }
            } else if let builder = context.builder(RuleCatalog.contrastText, component, family: family) {
                checks.add(builder.build(withDarkOnlyHelp(withIncreaseContrastFallback(Self.distinct(inputs) { textVerdict(node, inputs[$0]) }))))
            }
            if let builder = context.builder(RuleCatalog.contrastIncreased, component, family: family), context.plan.increasedThresholds != nil {
                // One visual failure, one finding (rules.md "v2, messages and duplicates"): where
                // the text misses its minimum, contrast/text reports it, not this goal.
                let applicable = family.indices.map { index in
                    guard increased[index], !node.surfaces[index].translucent else { return false }
                    if case .fail = textVerdict(node, inputs[index]) { return false }
                    return true
                }
                checks.add(builder.build(Self.distinct(family.indices.map { applicable[$0] ? inputs[$0] : nil }) { index in
                    applicable[index] ? textVerdict(node, inputs[index], increased: true) : .notApplicable
                }))
            }
        }
        if !exempt, !component.system, let builder = context.builder(RuleCatalog.contrastNonText, component, family: family) {
            let inputs = family.indices.map { NonTextInput(node, $0, colors[$0]) }
            checks.add(builder.build(Self.distinct(inputs) { nonTextVerdict(node, inputs[$0]) }))
        }
    }

    /// The verdict of each permutation, evaluated once per distinct input (the verdict depends
    /// on nothing else) and shared by the permutations with an equal one.
    static func distinct<Input: Equatable>(_ inputs: [Input], _ verdict: (Int) -> ContextVerdict) -> [ContextVerdict] {
        var verdicts: [ContextVerdict] = []
        verdicts.reserveCapacity(inputs.count)
        for index in inputs.indices {
            if let earlier = inputs[..<index].firstIndex(of: inputs[index]) {
                verdicts.append(verdicts[earlier])
            } else {
                verdicts.append(verdict(index))
            }
        }
        return verdicts
    }

    /// Everything a text verdict depends on in one permutation.
    struct TextInput: Equatable {
        var surface: Surface
        var foreground: RGBA?
        var font: FontMetrics?

        init(_ node: LintNode, _ index: Int, _ colors: ColorContext) {
            surface = node.surfaces[index]
            foreground = node.foreground(index, colors)?.color
            font = FontMetrics.resolve(node.component.font?.value, in: colors.table)
        }
    }

    /// Everything a non-text verdict depends on in one permutation.
    struct NonTextInput: Equatable {
        var own: Surface
        var below: Surface
        var foreground: RGBA?
        var border: RGBA?

        init(_ node: LintNode, _ index: Int, _ colors: ColorContext) {
            own = node.surfaces[index]
            below = node.surfaceBelow(index, colors)
            foreground = node.foreground(index, colors)?.color
            border = node.border(index, colors)
        }
    }

    /// The HIG's fallback under apple-hig (rules.md Profiles, increased-contrast contexts, v2):
    /// "If your app doesn't provide this minimum contrast by default, ensure it at least
    /// provides a higher contrast color scheme when the system setting Increase Contrast is
    /// turned on." A standard context's error whose increased counterpart passes becomes a
    /// warning; it stays an error where the increased context fails too (a literal color, or a
    /// token without a variant, cannot change with the setting). Other profiles judge every
    /// context alike.
    private func withDarkOnlyHelp(_ verdicts: [ContextVerdict]) -> [ContextVerdict] {
        // The fix that fits a dark-only failure (rules.md "v2, messages and duplicates"): the
        // other appearance's value, which passes, not a new color or a variant.
        guard context.space.roles.appearance != nil else { return verdicts }
        func isDark(_ index: Int) -> Bool { index < dark.count && dark[index] }
        var failsInLight = false, failsInDark = false, passesInLight = false
        for index in verdicts.indices {
            switch verdicts[index] {
            case .fail: if isDark(index) { failsInDark = true } else { failsInLight = true }
            case .pass: if !isDark(index) { passesInLight = true }
            default: break
            }
        }
        guard failsInDark, !failsInLight, passesInLight else { return verdicts }
        return verdicts.map { verdict in
            guard case .fail(let severity, var measurement) = verdict else { return verdict }
            measurement.help = "It fails only in the dark appearance, where the light one passes: give the color (or its background) a dark value with the contrast of its light value"
            return .fail(severity, measurement)
        }
    }

    private func withIncreaseContrastFallback(_ verdicts: [ContextVerdict]) -> [ContextVerdict] {
        guard context.profile == .appleHIG else { return verdicts }
        return verdicts.indices.map { index in
            guard case .fail(.error, let measurement) = verdicts[index], let counterpart = increasedCounterpart[index],
                  case .pass = verdicts[counterpart] else { return verdicts[index] }
            var softened = measurement
            softened.help = "Increase Contrast repairs this (the HIG's fallback), but the standard appearance misses the minimum: \(measurement.help ?? "use a color that reaches it")"
            return .fail(.warning, softened)
        }
    }

    // MARK: Text

    private func thresholds(increased: Bool) -> (normal: Double, large: Double, criterion: String) {
        if increased, let thresholds = context.plan.increasedThresholds { return thresholds }
        return context.plan.textThresholds
    }

    private func textVerdict(_ node: LintNode, _ input: TextInput, increased: Bool = false) -> ContextVerdict {
        let rule = increased ? RuleCatalog.contrastIncreased : RuleCatalog.contrastText
        guard !input.surface.unresolved else { return .notApplicable }
        let background = input.surface.over
        guard let foreground = input.foreground, let reference = node.foreground else {
            if node.foreground != nil { return .notApplicable }  // an unresolved token: tokens/* reports it
            if increased { return .notApplicable }  // contrast/text already asks for the color
            return .review(Measurement("No foreground color is given for this text, so its contrast cannot be checked",
                                       help: "Give the component (or an ancestor) a `foreground:` color"))
        }
        let font = input.font
        let result = WCAG.contrast(foreground: foreground, background: background)
        let ratio = result.ratio
        let (normal, large, criterion) = thresholds(increased: increased)
        let isLarge = font?.size.map { context.profile.largeText.isLarge(size: $0, weight: font?.weight ?? 400) }
        let required = isLarge == true ? large : normal
        // Never rounded before comparing; the messages are only built for what fails.
        if isLarge == nil ? ratio >= normal : ratio >= required { return .pass }
        let figure = FindingFigure.Kind.contrast(foreground: result.compositedForeground.hex6Uppercase, background: background.hex6Uppercase,
                                                 ratio: ratio, required: required)
        let detail: MessageText = "\(Self.ratio(ratio, below: required)):1, \(reference.describe) → \(result.compositedForeground.hex6Uppercase) over \(background.hex6Uppercase); required \(NumberFormat.short(required)):1"
        // The fix that fits (rules.md "v2, messages and duplicates"): a literal cannot follow
        // the appearance or the setting, so it takes a system or semantic token; only a token
        // can get an increased-contrast variant.
        let isLiteral: Bool = if case .token = reference.spec { false } else { true }
        let help: MessageText = isLiteral
            ? "Use a system or semantic color token (or a color) that reaches \(NumberFormat.short(required)):1 on this background; see `tokenlint rules \(rule)`"
            : increased
            ? "Give the color an increased-contrast variant (a value in the registry's increased-contrast context) that reaches \(NumberFormat.short(required)):1"
            : "Use a darker background or a darker/larger/bolder text; see `tokenlint rules \(rule)`"
        if isLarge == nil {
            // Unknown size: pass if even normal text passes, fail if even large text fails.
            if ratio < large {
                return context.fail(rule, Measurement("Text contrast \(Self.ratio(ratio, below: large)):1 is below \(NumberFormat.short(large)):1 (\(criterion)) even for large text",
                                                      measured: ratio, required: large, detail: detail, help: help, figure: figure))
            }
            return .review(Measurement("Text contrast \(Self.ratio(ratio)):1 passes only if the text is large (≥ \(NumberFormat.short(context.profile.largeText.regularMinimum)) \(context.profile.largeText.unit)); the spec gives no font size",
                                       measured: ratio, required: normal, detail: detail, help: "Give the component a `font:`", figure: figure))
        }
        let textDescription = font.map { "\($0.description) text" } ?? "text"
        return context.fail(rule, Measurement("Text contrast \(Self.ratio(ratio, below: required)):1 is below \(NumberFormat.short(required)):1 (\(criterion)) for \(textDescription)",
                                              measured: ratio, required: required, detail: detail, help: help, figure: figure))
    }

    private func translucentVerdict(_ node: LintNode, _ input: TextInput) -> ContextVerdict {
        guard !input.surface.unresolved else { return .notApplicable }
        guard let foreground = input.foreground, let reference = node.foreground else {
            if node.foreground != nil { return .notApplicable }
            return .review(Measurement("No foreground color is given for this text over an unknown backdrop"))
        }
        let font = input.font
        let (normal, large, criterion) = thresholds(increased: false)
        let isLarge = font?.size.map { context.profile.largeText.isLarge(size: $0, weight: font?.weight ?? 400) }
        let required = isLarge == true ? large : normal
        let flattened = input.surface.flattened
        let ratios = flattened.map { WCAG.contrast(foreground: foreground, background: $0).ratio }
        guard let low = ratios.min(), let high = ratios.max() else { return .notApplicable }
        guard low < required else { return .pass }
        let range = low == high ? "\(Self.ratio(low, below: required)):1" : "\(Self.ratio(low, below: required))–\(Self.ratio(high, below: required)):1"
        // The picture shows the worse of the two backdrops (over black or over white).
        let worstBackdrop = flattened[ratios.indices.min { ratios[$0] < ratios[$1] } ?? 0]
        let worstPair = WCAG.contrast(foreground: foreground, background: worstBackdrop)
        let figure = FindingFigure.Kind.contrast(foreground: worstPair.compositedForeground.hex6Uppercase, background: worstBackdrop.hex6Uppercase,
                                                 ratio: worstPair.ratio, required: required)
        let detail: MessageText = "\(reference.describe) over black: \(Self.ratio(ratios.first ?? 0)):1, over white: \(Self.ratio(ratios.last ?? 0)):1; required \(NumberFormat.short(required)):1"
        if high < required, isLarge == nil, high >= large {
            // Unknown size: even the best case passes only as large text (as contrast/text).
            return .review(Measurement(
                "Text over a translucent background on an unknown backdrop reaches at best \(Self.ratio(high)):1 (range \(range)), which passes only if the text is large (≥ \(NumberFormat.short(context.profile.largeText.regularMinimum)) \(context.profile.largeText.unit)); the spec gives no font size",
                measured: high, required: required, detail: detail, help: "Give the component a `font:`", figure: figure))
        }
        if high < required {
            return context.fail(RuleCatalog.contrastTranslucent, Measurement(
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

    // MARK: Non-text (WCAG 1.4.11)

    private func nonTextVerdict(_ node: LintNode, _ input: NonTextInput) -> ContextVerdict {
        let component = node.component
        // 3:1 in every context, increased ones included (rules.md v2: "no stronger threshold
        // in increased contexts"); the HIG's 4.5:1 is only the opt-in contrast/increased goal.
        let required = context.profile.nonTextContrast
        let criterion = "WCAG 1.4.11"
        let own = input.own
        let parent = input.below
        if own.unresolved || parent.unresolved { return .notApplicable }
        // The lowest-contrast boundary (the first of equals), tracked as the pairs come: most
        // components pass, and collecting the pairs in arrays first was most of the cost.
        var worst: (what: String, ratio: Double, color: RGBA, adjacent: RGBA)?
        func consider(_ what: String, _ color: RGBA, against adjacent: RGBA) {
            let ratio = WCAG.contrastRatio(color, adjacent)
            if worst.map({ ratio < $0.ratio }) ?? true { worst = (what, ratio, color, adjacent) }
        }
        if component.role == .icon, let foreground = input.foreground, component.foreground != nil, !node.isBesideItsLabel {
            own.forEachFlattened { consider("icon", Compositing.sourceOver(foreground, $0), against: $0) }
        }
        if component.interactive {
            if let border = input.border, (component.border?.value.width ?? 1) > 0 {
                parent.forEachFlattened { consider("border", Compositing.sourceOver(border, $0), against: $0) }
            } else if component.background != nil, !component.hasVisibleContent {
                // The fill is the component's only boundary (over black, and over white when
                // both surfaces have that case).
                consider("fill", own.over, against: parent.over)
                if let fill = own.overWhite, let adjacent = parent.overWhite { consider("fill", fill, against: adjacent) }
            }
        }
        guard let worst else { return .notApplicable }
        guard worst.ratio < required else { return .pass }
        let what = worst.what == "icon" ? "Icon" : worst.what == "border" ? "Border of this \(component.role.rawValue)" : "Fill of this \(component.role.rawValue) (its only boundary)"
        return context.fail(RuleCatalog.contrastNonText, Measurement(
            "\(what) contrast \(Self.ratio(worst.ratio, below: required)):1 is below \(NumberFormat.short(required)):1 (\(criterion)) against \(worst.adjacent.hex6Uppercase)",
            measured: worst.ratio, required: required,
            detail: "\(worst.color.hex6Uppercase) against \(worst.adjacent.hex6Uppercase): \(Self.ratio(worst.ratio, below: required)):1",
            help: "Darken the \(worst.what) or the surface it sits on, or add a border that contrasts",
            figure: .contrast(foreground: worst.color.hex6Uppercase, background: worst.adjacent.hex6Uppercase, ratio: worst.ratio, required: required)))
    }

    /// Ratios as messages show them: 2 decimals (4.02), never used for the verdict.
    static func ratio(_ x: Double) -> String { NumberFormat.short(x, places: 2) }

    /// A ratio compared with `required`, shown so a failing one never reads as reaching it:
    /// 4.4989 against 4.5 is "4.49", not "4.5" ("4.5:1 is below 4.5:1").
    static func ratio(_ x: Double, below required: Double) -> String {
        let shown = ratio(x)
        // The value `shown` reads as (what NumberText rounds to), without parsing it back.
        let rounded = (x * 100).rounded() / 100
        guard x < required, rounded >= required else { return shown }
        return NumberFormat.short((x * 100).rounded(.down) / 100, places: 2)
    }
}

extension SpecComponent {
    /// Visible content that identifies a control, so its fill needs no contrast (Understanding
    /// 1.4.11, Boundaries: "If a control has visible content (such as text or a sufficiently
    /// contrasting icon), which helps users identify the presence of the control, then a border
    /// or other indication of the overall boundary of the hit area is not required"): its own
    /// text or a text or icon inside it. An icon's own 3:1 is judged on the icon.
    var hasVisibleContent: Bool {
        hasText || children.contains { $0.role == .icon || $0.hasVisibleContent }
    }
}

extension LintNode {
    /// An icon in a component that also has a text label, or beside a text sibling (a tab's
    /// glyph and title, a toast's checkmark and message): the text says the same, so the icon is
    /// not needed to understand the content (Understanding 1.4.11, Testing Principles:
    /// "excluding graphics which have visible text for the same information").
    var isBesideItsLabel: Bool {
        guard let parent else { return false }
        return parent.component.hasText || parent.component.children.contains { $0.id != component.id && $0.hasText }
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
