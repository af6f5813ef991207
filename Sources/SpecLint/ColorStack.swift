import ColorScience
import DesignSpec
import DesignTokens
import Diagnostics

/// Resolving a spec's colors in one permutation, and the effective background a component is
/// drawn on (spec-format.md "Compositing"): each background composited over its parent's down
/// to the canvas (or the nearest backdrop), in gamma-encoded sRGB, `opacity` multiplying the
/// alpha of the component's and its children's layers.
struct ColorContext {
    let tokens: ResolvedTokenSet
    let document: SpecDocument
    let canvas: RGBA

    init(tokens: ResolvedTokenSet, document: SpecDocument) {
        self.tokens = tokens
        self.document = document
        // The canvas: `canvas:`, else the token color.systemBackground, else white; a
        // translucent canvas sits on white. Resolved once per document and permutation.
        let color = document.canvas.flatMap { Self.rgba($0.spec, in: tokens) } ?? Self.rgba(.token("color.systemBackground"), in: tokens) ?? .white
        self.canvas = color.a < 1 ? Compositing.sourceOver(color, .white) : color
    }

    /// nil when a token does not resolve to a color (tokens/* rules report that).
    func rgba(_ reference: ColorReference?) -> RGBA? {
        guard let reference else { return nil }
        return rgba(reference.spec)
    }

    func rgba(_ spec: ColorSpec) -> RGBA? { Self.rgba(spec, in: tokens) }

    static func rgba(_ spec: ColorSpec, in tokens: ResolvedTokenSet) -> RGBA? {
        switch spec {
        case .literal(let color): return color.sRGBInGamut
        case .token(let path):
            guard case .color(let color)? = tokens[path]?.value else { return nil }
            return color.sRGBInGamut
        case .withOpacity(let inner, let opacity):
            return rgba(inner, in: tokens)?.withAlpha(multipliedBy: opacity)
        }
    }

    /// What a component's layers sit on, and the layers above it.
    struct Stack {
        /// One opaque base, or black and white for `backdrop: unknown`.
        var bases: [RGBA]
        var layers: [RGBA]
        /// True when the base is an unknown backdrop.
        var unknownBackdrop: Bool
        /// A color in the stack did not resolve.
        var unresolved: Bool

        /// Text over this stack depends on the unknown backdrop: no opaque layer hides it.
        var translucent: Bool { unknownBackdrop && !layers.contains { $0.a >= 1 } }

        /// The opaque result over each base.
        var flattened: [RGBA] { bases.map { Compositing.flatten([$0] + layers) } }
    }

    /// The stack of `path` (ancestors outermost first, then the component), including the
    /// last element's own background when `includeOwn` is true.
    func stack(_ path: [SpecComponent], includeOwn: Bool = true) -> Stack {
        let nodes = includeOwn ? path : Array(path.dropLast())
        // The nearest backdrop replaces everything behind it.
        var start = 0
        var bases = [canvas]
        var unknown = false
        var unresolved = false
        for (index, node) in nodes.enumerated().reversed() {
            guard let backdrop = node.backdrop?.value else { continue }
            start = index
            switch backdrop {
            case .unknown:
                bases = [.black, .white]
                unknown = true
            case .color(let reference):
                if let color = rgba(reference) {
                    bases = [color.a < 1 ? Compositing.sourceOver(color, .white) : color]
                } else {
                    unresolved = true
                }
            }
            break
        }
        var layers: [RGBA] = []
        var opacity = 1.0
        for (index, node) in path.enumerated() {
            opacity *= node.opacity
            guard index >= start, index < nodes.count, let background = node.background else { continue }
            if let color = rgba(background) {
                layers.append(color.withAlpha(multipliedBy: opacity))
            } else {
                unresolved = true
            }
        }
        return Stack(bases: bases, layers: layers, unknownBackdrop: unknown, unresolved: unresolved)
    }

    /// The text/icon color of the last component of `path`: its own foreground or the
    /// nearest ancestor's, with the cumulative opacity applied.
    func foreground(_ path: [SpecComponent]) -> (color: RGBA, reference: ColorReference)? {
        guard let owner = path.last(where: { $0.foreground != nil }), let reference = owner.foreground,
              let color = rgba(reference) else { return nil }
        let opacity = path.reduce(1.0) { $0 * $1.opacity }
        return (color.withAlpha(multipliedBy: opacity), reference)
    }

    /// The border color of the component, with opacity applied.
    func border(_ path: [SpecComponent]) -> RGBA? {
        guard let reference = path.last?.border?.value.color, let color = rgba(reference) else { return nil }
        return color.withAlpha(multipliedBy: path.reduce(1.0) { $0 * $1.opacity })
    }
}

/// Text metrics of a component in one permutation.
struct FontMetrics: Hashable {
    var size: Double?
    var weight: Double
    var lineHeight: Double?
    /// The font scales with Dynamic Type (a text style).
    var scales: Bool
    var textStyle: String?

    static func resolve(_ font: FontSpec?, tokens: ResolvedTokenSet) -> FontMetrics? {
        guard let font else { return nil }
        switch font {
        case .token(let path):
            guard case .typography(let typography)? = tokens[path]?.value else { return nil }
            let style = tokens[path]?.extensions?["org.tokenlint"]?["textStyle"]?.stringValue
            return FontMetrics(size: typography.fontSize.points, weight: typography.fontWeight,
                               lineHeight: typography.lineHeightPoints, scales: true, textStyle: style ?? path.split(separator: ".").last.map(String.init))
        case .inline(let inline):
            // An inline font with a text style takes that style's size from the registry in
            // this permutation (it scales); without one it is a fixed size.
            if let style = inline.textStyle, case .typography(let typography)? = tokens["font.textStyle.\(style)"]?.value {
                return FontMetrics(size: typography.fontSize.points, weight: inline.weight ?? typography.fontWeight,
                                   lineHeight: typography.lineHeightPoints, scales: true, textStyle: style)
            }
            return FontMetrics(size: inline.size, weight: inline.weight ?? 400,
                               lineHeight: inline.lineHeight ?? inline.size.map { $0 * 1.2 }, scales: inline.textStyle != nil, textStyle: inline.textStyle)
        }
    }

    /// "17 pt semibold"
    var description: String {
        let sizeText = size.map { "\(NumberFormat.short($0)) pt" } ?? "unknown-size"
        return "\(sizeText) \(Self.weightName(weight))"
    }

    static func weightName(_ weight: Double) -> String {
        switch weight {
        case ..<150: "thin"
        case ..<250: "ultralight"
        case ..<350: "light"
        case ..<450: "regular"
        case ..<550: "medium"
        case ..<650: "semibold"
        case ..<750: "bold"
        case ..<850: "heavy"
        default: "black"
        }
    }
}

enum NumberFormat {
    /// 17, 17.5, 4.02
    static func short(_ x: Double, places: Int = 2) -> String { NumberText.format(x, places: places) }
}
