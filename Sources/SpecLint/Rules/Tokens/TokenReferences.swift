import ColorScience
import DesignSpec
import DesignTokens
import Diagnostics

/// What tokens/* read of a registry token a spec refers to: its type and deprecation (looked up
/// for every reference; a whole ResolvedToken is much larger to copy).
typealias ReferenceFacts = (type: TokenType, deprecated: Deprecation?)

/// A token reference in a component, with the registry's facts about it (nil: unknown).
struct CheckedReference {
    var reference: TokenReferences.Reference
    var facts: ReferenceFacts?
}

/// The token references of a component (tokens/unknown-reference, tokens/type-mismatch and
/// tokens/deprecated read them) and the literal → token indexes of tokens/raw-value.
enum TokenReferences {
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

    /// Literal values that equal a token: semantic `color.*` tokens before anything else.
    static func indexes(_ tokens: ResolvedTokenSet) -> (colors: [String: [String]], fonts: [FontKey: String]) {
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

    /// docs/spec-format.md's Apple platforms: the ones the built-in registry is meant for.
    static func isApple(_ platform: String) -> Bool {
        Platform(rawValue: platform).map { $0 != .android && $0 != .web } ?? false
    }

    private static let colorTypes: Set<TokenType> = [.color]
    private static let curveTypes: Set<TokenType> = [.spring, .transition, .cubicBezier]
    private static let fontTypes: Set<TokenType> = [.typography]
    private static let motionTypes: Set<TokenType> = [.motion, .transition]

    /// The token a color refers to (through `{color, opacity}`), if any.
    static func of(_ reference: ColorReference, field: String) -> [Reference] {
        func walk(_ spec: ColorSpec) -> [Reference] {
            switch spec {
            case .token(let path): [Reference(path: path, location: reference.location, field: field, expected: colorTypes)]
            case .withOpacity(let inner, _): walk(inner)
            case .literal, .appearances: []
            }
        }
        return walk(reference.spec)
    }

    static func of(_ component: SpecComponent) -> [Reference] {
        var references: [Reference] = []
        func color(_ reference: ColorReference?, _ field: String) {
            if let reference { references += of(reference, field: field) }
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
}
