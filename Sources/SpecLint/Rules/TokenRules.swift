import ColorScience
import DesignSpec
import DesignTokens
import Diagnostics

/// tokens/unknown-reference, tokens/type-mismatch, tokens/deprecated and tokens/raw-value
/// (rules.md "Tokens and structure"), in the default permutation.
struct TokenRules {
    let context: RuleContext
    /// hex with alpha → color token path, built once per run.
    let colorIndex: [String: [String]]
    /// (size, weight, line height) → typography token path.
    let fontIndex: [FontKey: String]

    struct FontKey: Hashable {
        var size: Double, weight: Double, lineHeight: Double
    }

    /// A reference in a component and the token type it must have.
    struct Reference {
        var path: String
        var location: SourceLocation
        var field: String
        var expected: Set<TokenType>
    }

    init(context: RuleContext, colorIndex: [String: [String]], fontIndex: [FontKey: String]) {
        self.context = context
        self.colorIndex = colorIndex
        self.fontIndex = fontIndex
    }

    /// Literal values that equal a token: semantic `color.*` tokens before anything else.
    static func indexes(_ tokens: ResolvedTokenSet) -> ([String: [String]], [FontKey: String]) {
        var colors: [String: [String]] = [:]
        var fonts: [FontKey: String] = [:]
        // Semantic `color.*` tokens first, shorter (more general) names before longer ones.
        let ordered = tokens.tokens.values.sorted {
            ($0.path.hasPrefix("color.") ? 0 : 1, $0.path.count, $0.path) < ($1.path.hasPrefix("color.") ? 0 : 1, $1.path.count, $1.path)
        }
        for token in ordered {
            switch token.value {
            case .color(let color):
                let key = Self.colorKey(color.sRGBInGamut)
                colors[key, default: []].append(token.path)
            case .typography(let typography):
                if let size = typography.fontSize.points, let lineHeight = typography.lineHeightPoints {
                    let key = FontKey(size: size, weight: typography.fontWeight, lineHeight: (lineHeight * 100).rounded() / 100)
                    if fonts[key] == nil { fonts[key] = token.path }
                }
            default: break
            }
        }
        return (colors, fonts)
    }

    static func colorKey(_ rgba: RGBA) -> String { rgba.hex.lowercased() }

    /// spec-format.md's Apple platforms: the ones the built-in registry is meant for.
    static func isApple(_ platform: String) -> Bool {
        Platform(rawValue: platform).map { $0 != .android && $0 != .web } ?? false
    }

    private static let colorTypes: Set<TokenType> = [.color]
    private static let curveTypes: Set<TokenType> = [.spring, .transition, .cubicBezier]
    private static let fontTypes: Set<TokenType> = [.typography]
    private static let motionTypes: Set<TokenType> = [.motion, .transition]

    static func references(_ component: SpecComponent) -> [Reference] {
        var references: [Reference] = []
        func color(_ reference: ColorReference?, _ field: String) {
            guard let reference else { return }
            func walk(_ spec: ColorSpec) {
                switch spec {
                case .token(let path): references.append(Reference(path: path, location: reference.location, field: field, expected: colorTypes))
                case .withOpacity(let inner, _): walk(inner)
                case .literal: break
                }
            }
            walk(reference.spec)
        }
        color(component.background, "background")
        color(component.foreground, "foreground")
        color(component.border?.value.color, "border")
        if case .color(let reference)? = component.backdrop?.value { color(reference, "backdrop") }
        if case .token(let path)? = component.font?.value, let location = component.font?.location {
            references.append(Reference(path: path, location: location, field: "font", expected: fontTypes))
        }
        if let transition = component.transition {
            switch transition.value {
            case .token(let path): references.append(Reference(path: path, location: transition.location, field: "transition", expected: motionTypes))
            case .inline(let inline):
                if case .token(let path) = inline.curve {
                    references.append(Reference(path: path, location: transition.location, field: "transition curve", expected: curveTypes))
                }
            case .none: break
            }
        }
        if case .token(let path)? = component.animation?.value, let location = component.animation?.location {
            references.append(Reference(path: path, location: location, field: "animation", expected: curveTypes))
        }
        return references
    }

    func checks(_ node: LintNode, into checks: inout [Check]) {
        let component = node.component
        let facts = context.plan.referenceFacts
        let single = context.plan.single
        let references = Self.references(component)

        if !references.isEmpty {
            var unknown: [String] = []
            var mismatched: [String] = []
            var deprecated: [String] = []
            // Each finding points at the first offending field; a passing check at the first reference.
            var unknownAt: SourceLocation?, mismatchedAt: SourceLocation?, deprecatedAt: SourceLocation?
            for reference in references {
                guard let token = facts[reference.path] else {
                    unknown.append("{\(reference.path)} (\(reference.field))\(context.hint(forUnknownToken: reference.path))")
                    unknownAt = unknownAt ?? reference.location
                    continue
                }
                if !reference.expected.contains(token.type) {
                    mismatched.append("\(reference.field) {\(reference.path)} is a \(token.type.rawValue) token; expected \(reference.expected.map(\.rawValue).sorted().joined(separator: " or "))")
                    mismatchedAt = mismatchedAt ?? reference.location
                }
                if case .deprecated(let reason)? = token.deprecated {
                    deprecated.append("{\(reference.path)} is deprecated" + (reason.map { ": \($0)" } ?? ""))
                    deprecatedAt = deprecatedAt ?? reference.location
                }
            }
            let location = references.first?.location
            if let builder = context.builder(RuleCatalog.tokensUnknownReference, component, family: single, at: unknownAt ?? location) {
                let verdict: ContextVerdict = unknown.isEmpty ? .pass : context.fail(RuleCatalog.tokensUnknownReference, Measurement(
                    "Unknown token reference\(unknown.count == 1 ? "" : "s"): \(unknown.joined(separator: "; "))",
                    help: "`tokenlint tokens resolve PATH` shows a token; `tokenlint tokens export --layout flat` lists them all"))
                checks.add(builder.build([verdict]))
            }
            if let builder = context.builder(RuleCatalog.tokensTypeMismatch, component, family: single, at: mismatchedAt ?? location) {
                let verdict: ContextVerdict = mismatched.isEmpty ? .pass : context.fail(RuleCatalog.tokensTypeMismatch, Measurement(MessageText(mismatched.joined(separator: "; "))))
                checks.add(builder.build([verdict]))
            }
            if !deprecated.isEmpty, let builder = context.builder(RuleCatalog.tokensDeprecated, component, family: single, at: deprecatedAt ?? location) {
                checks.add(builder.build([context.fail(RuleCatalog.tokensDeprecated, Measurement(MessageText(deprecated.joined(separator: "; "))))]))
            }
        }

        // Suggestions come only from a registry meant for the spec's platform (rules.md v2): the
        // built-in one holds Apple's system values, which an Android or web screen does not use.
        // A user's own registry is taken to be meant for every platform its specs name.
        guard !(context.space.registry.isBuiltIn && !Self.isApple(context.platform)) else { return }
        var raw: [String] = []
        func literal(_ reference: ColorReference?, _ field: String) {
            guard let reference, case .literal(let color) = reference.spec else { return }
            if let all = colorIndex[Self.colorKey(color.sRGBInGamut)], !all.isEmpty {
                // Semantic color.* names when there are any (others are often plumbing).
                let semantic = all.filter { $0.hasPrefix("color.") }
                let paths = semantic.isEmpty ? all : semantic
                // Every token with that value (a few): which one is meant is the author's call.
                let named = paths.prefix(3).map { "{\($0)}" }.joined(separator: ", ")
                raw.append("\(field) \(color.hex.uppercased()) is the value of \(named)\(paths.count > 3 ? " and \(paths.count - 3) more" : "")")
            }
        }
        literal(component.foreground, "foreground")
        literal(component.background, "background")
        literal(component.border?.value.color, "border")
        if case .inline(let font)? = component.font?.value, font.textStyle == nil, let size = font.size, let lineHeight = font.lineHeight,
           let path = fontIndex[FontKey(size: size, weight: font.weight ?? 400, lineHeight: (lineHeight * 100).rounded() / 100)] {
            raw.append("font \(NumberFormat.short(size))/\(NumberFormat.short(lineHeight)) \(context.textUnit) weight \(Int(font.weight ?? 400)) is {\(path)} at the default size (which also scales with Dynamic Type)")
        }
        if !raw.isEmpty, let builder = context.builder(RuleCatalog.tokensRawValue, component, family: single) {
            checks.add(builder.build([context.fail(RuleCatalog.tokensRawValue, Measurement(
                "A literal equals a token: \(raw.joined(separator: "; ")); name the token",
                help: "Tokens carry the dark, increased-contrast and Dynamic Type variants a literal misses"))]))
        }
    }
}
