import Accessibility
import Diagnostics

/// contrast/increased: the opt-in 7 : 1 goal in increased-contrast contexts (the HIG's "strive for
/// 7:1"; off by default, a warning when enabled, never where contrast/text already reports the
/// text).
struct ContrastIncreasedRule: ComponentRule {
    static let id = "contrast/increased"
    static let catalogOrder = 110

    static let rule = SpecRule(
        id, .warning,
        "Opt-in goal: with Increase Contrast on, text reaches the HIG's 'strive for' \(goal(largeText: false)) : 1.",
        "Off by default (turn it on in `.tokenlint.yml`: `rules: {contrast/increased: warning}`). In the registry's increased-contrast contexts Apple asks designers to strive for \(goal(largeText: false)) : 1 for text (\(goal(largeText: true)) : 1 for large text); its minimum stays \(NumberText.format(Profile.appleHIG.textContrast(largeText: false))) : 1, which `contrast/text` checks in every context. A custom color with no increased-contrast variant keeps its standard value there and often misses the goal; give it a variant in the increased context. A color that has a variant needs that variant raised, and a system color (whose variants Apple sets) needs another system or semantic color. It checks text only (the non-text goal is not checked), and never reports a context where `contrast/text` already reports the text.",
        source: "Apple HIG Color ('supply … an increased contrast option for each variant') and Dark Mode ('strive for 7:1'); WCAG 1.4.6",
        thresholds: thresholds(),
        enabledByDefault: false,
        controversies: "The HIG asks for a minimum of \(NumberText.format(Profile.appleHIG.textContrast(largeText: false))) : 1 and to \"strive for\" 7 : 1 for custom colors; making the goal a hard error in increased-contrast contexts would fail every brand color that does not reach AAA, literals included (they cannot change with the setting). So contrast/text keeps the minimum and the goal is this opt-in warning.",
        pass: [spec("- {id: title, role: text, foreground: \"#000000\", background: \"#FFFFFF\", font: {size: 17}}")],
        fail: [spec("- {id: title, role: text, foreground: \"#595959\", background: \"#F2F2F2\", font: {size: 17}}")])

    /// The goal, from `Profile.increasedContrastText` (apple-hig is the profile that has one).
    private static func goal(largeText: Bool) -> String {
        NumberText.format(Profile.appleHIG.increasedContrastText(largeText: largeText) ?? 0)
    }

    /// The opt-in goal: the HIG's "strive for 7:1" in increased-contrast contexts (text; large
    /// text 4.5 : 1), for each profile that has one.
    static func thresholds() -> [String] {
        Profile.allCases.compactMap { profile in
            guard let text = profile.increasedContrastText(largeText: false), let large = profile.increasedContrastText(largeText: true) else { return nil }
            return "\(profile.rawValue), in increased-contrast contexts: text \(NumberText.format(text)) : 1, large text \(NumberText.format(large)) : 1"
        }
    }

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    /// The fix a failing token color takes: a variant only for a custom token.
    enum Fix: Equatable {
        /// A system color of the built-in registry: Apple sets its variants.
        case otherSystemColor
        /// A custom token whose increased-contrast value is its standard value.
        case addVariant
        /// A custom token that has an increased-contrast value.
        case raiseVariant
    }

    func check(_ node: LintNode, into checks: inout [Check]) {
        guard node.hasText, !node.isContrastExempt, let goal = context.plan.increasedThresholds,
              let builder = context.builder(Self.id, node.component, family: context.plan.contrast) else { return }
        let pairing = context.plan.contrastPairing
        let inputs = node.textInputs
        let minimum = ContrastTextRule.judge(context)
        let judge = TextContrastVerdict(context: context, rule: Self.id, thresholds: goal)
        // One visual failure, one finding: where the
        // text misses its minimum, contrast/text reports it, not this goal.
        let keys: [Key?] = inputs.indices.map { index in
            guard pairing.increased[index], !node.surfaces[index].translucent else { return nil }
            if case .fail = minimum.verdict(node, inputs[index], tokenHelp: ContrastTextRule.tokenHelp) { return nil }
            return Key(input: inputs[index], fix: fix(node, index))
        }
        checks.add(builder.build(EvaluatedOnce.verdicts(keys) { index in
            guard let key = keys[index] else { return .notApplicable }
            return judge.verdict(node, inputs[index], asksForForeground: false) { required in
                Self.help(key.fix, color: node.foreground?.describe ?? "the color", required: required)
            }
        }))
    }

    /// What a verdict depends on: the text's input and the fix its color takes.
    private struct Key: Equatable {
        var input: TextInput
        var fix: Fix?
    }

    /// The fix for the token color of `node` in the increased permutation `index`: nil for a
    /// literal (the shared literal help applies).
    private func fix(_ node: LintNode, _ index: Int) -> Fix? {
        guard let path = node.foreground?.tokenPath else { return nil }
        if context.space.registry.isBuiltIn { return .otherSystemColor }
        guard let standard = context.plan.contrastPairing.standard[index] else { return .addVariant }
        let colors = node.colors
        return colors[index].table[path] == colors[standard].table[path] ? .addVariant : .raiseVariant
    }

    static func help(_ fix: Fix?, color: String, required: Double) -> MessageText {
        let goal = NumberFormat.short(required)
        switch fix {
        case .otherSystemColor?:
            return "\(color) is a system color whose increased-contrast value Apple sets: use another system or semantic color that reaches \(goal):1 here"
        case .raiseVariant?:
            return "Raise the increased-contrast value of \(color) (its value in the registry's increased-contrast context) to reach \(goal):1"
        case .addVariant?, nil:
            return "Give \(color) an increased-contrast variant (a value in the registry's increased-contrast context) that reaches \(goal):1"
        }
    }
}
