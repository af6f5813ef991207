import ColorScience
import DesignSpec
import Diagnostics

/// tokens/raw-value: a literal that equals a registry token should name the token.
struct TokensRawValueRule: ComponentRule {
    static let id = "tokens/raw-value"
    static let catalogOrder = 520

    static let rule = SpecRule(
        id, .warning,
        "A literal that equals a token should name the token.",
        "A literal color or font equal to a registry token's value drifts silently when the token changes (and misses its dark and increased-contrast variants).",
        source: "Design-system practice (tokens as the single source of truth)",
        controversies: "Which registry may suggest: the built-in registry holds Apple's system values, which an Android or web screen does not use, so suggestions come only from a registry meant for the spec's platform: none from the built-in one for `platform: android` or `web`. A registry of your own is taken to be meant for every platform its specs name. A Figma file's layers cannot name the built-in registry's tokens (a Figma fill can only be bound to a Figma variable), so a Figma file linted against the built-in registry gets no suggestions either; with a registry of your own (your Figma variables, say) it does.",
        pass: [spec("- {id: title, role: text, foreground: \"#123456\"}")],
        fail: [spec("- {id: title, role: text, foreground: \"#007AFF\"}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        // Suggestions come only from a registry meant for the spec's platform: the
        // built-in one holds Apple's system values, which an Android or web screen does not use.
        // A user's own registry is taken to be meant for every platform its specs name.
        guard !(context.space.registry.isBuiltIn && !TokenReferences.isApple(context.platform)) else { return }
        let component = node.component
        // A Figma layer can be bound only to a Figma variable, never to the built-in registry's
        // Apple tokens: naming one would be advice the designer cannot follow.
        guard !(context.space.registry.isBuiltIn && component.origin != nil) else { return }
        var raw: [String] = []
        func literal(_ reference: ColorReference?, _ field: String) {
            guard let reference, case .literal(let color) = reference.spec else { return }
            if let all = context.plan.colorIndex[TokenReferences.colorKey(color.sRGBInGamut)], !all.isEmpty {
                // Semantic color.* names when there are any (others are often plumbing).
                let semantic = all.filter { $0.hasPrefix("color.") }
                let paths = semantic.isEmpty ? all : semantic
                // Every token with that value (a few): which one is meant is the author's call.
                let named = paths.prefix(3).map { "{\($0)}" }.joined(separator: ", ")
                raw.append("\(field) \(color.sRGBInGamut.hexUppercase) is the value of \(named)\(paths.count > 3 ? " and \(paths.count - 3) more" : "")")
            }
        }
        literal(component.foreground, "foreground")
        literal(component.background, "background")
        literal(component.border?.value.color, "border")
        if case .inline(let font)? = component.font?.value, font.textStyle == nil, let size = font.size, let lineHeight = font.lineHeight,
           let path = context.plan.fontIndex[TokenReferences.FontKey(size: size, weight: font.weight ?? 400, lineHeight: (lineHeight * 100).rounded() / 100)] {
            raw.append("font \(NumberFormat.short(size))/\(NumberFormat.short(lineHeight)) \(context.textUnit) weight \(Int(font.weight ?? 400)) is {\(path)} at the default size (which also scales with Dynamic Type)")
        }
        // One finding per literal: a baseline entry then names one literal, and a second literal
        // added to the component is a new finding rather than a changed message that resurfaces
        // the first one.
        guard !raw.isEmpty, let builder = context.builder(Self.id, component, family: context.plan.single) else { return }
        for part in raw {
            checks.add(builder.build([context.fail(Self.id, Measurement(
                "A literal equals a token: \(part); name the token",
                help: "Tokens carry the dark, increased-contrast and Dynamic Type variants a literal misses"))]))
        }
    }
}
