import ColorScience
import DesignSpec
import DesignTokens
import Diagnostics

/// A spec's colors in one permutation, for one file: the canvas and the token colors (from the
/// run's color table). Built once per file and permutation.
///
/// A class: every node of a file reads it in every permutation, and copying the struct out of
/// the array retained and released the table's three dictionaries each time.
final class ColorContext {
    let table: TokenTable
    let canvas: RGBA
    /// The first permutation of the family whose fonts are the same as this one's (its own
    /// index when none before it has them): `ContextFamily.sameFonts`.
    let sameFontsAs: Int

    init(table: TokenTable, document: SpecDocument, sameFontsAs: Int) {
        self.table = table
        self.sameFontsAs = sameFontsAs
        // The canvas: `canvas:`, else the token color.systemBackground, else white; a
        // translucent canvas sits on white.
        let color = document.canvas.flatMap { ColorContext.rgba($0.spec, in: table) } ?? table["color.systemBackground"] ?? .white
        self.canvas = color.a < 1 ? Compositing.sourceOver(color, .white) : color
    }

    /// nil when a token does not resolve to a color (tokens/* rules report that).
    func rgba(_ reference: ColorReference?) -> RGBA? {
        guard let reference else { return nil }
        return Self.rgba(reference.spec, in: table)
    }

    static func rgba(_ spec: ColorSpec, in table: TokenTable) -> RGBA? {
        switch spec {
        case .literal(let color): return color.sRGBInGamut
        case .token(let path): return table[path]
        case .withOpacity(let inner, let opacity): return rgba(inner, in: table)?.withAlpha(multipliedBy: opacity)
        case .appearances(let colors): return colors.color(dark: table.appearance.dark, highContrast: table.appearance.highContrast).sRGBInGamut
        }
    }
}

/// Each token's value of one kind in every permutation of a family (nil where a permutation
/// has no such token), worked out once per run: a component's token is then looked up once for
/// all permutations instead of hashing its path again in each table (those lookups cost a few
/// percent of a run).
final class TokenColumns<Value: Sendable>: Sendable {
    /// The number of permutations.
    let count: Int
    private let columns: [String: [Value?]]

    init(_ tables: [TokenTable], paths: (TokenTable) -> [String], value: (TokenTable, String) -> Value?) {
        count = tables.count
        var columns: [String: [Value?]] = [:]
        for table in tables {
            for path in paths(table) where columns[path] == nil {
                columns[path] = tables.map { value($0, path) }
            }
        }
        self.columns = columns
    }

    /// The token at `path` in each permutation, in order.
    subscript(path: String) -> [Value?] { columns[path] ?? Array(repeating: nil, count: count) }
}

/// The color tokens of a family's permutations (`TokenColumns`).
struct ColorColumns: Sendable {
    private let columns: TokenColumns<RGBA>
    private let appearances: [TokenTable.Appearance]

    init(_ tables: [TokenTable]) {
        columns = TokenColumns(tables, paths: { $0.colorPaths }, value: { $0[$1] })
        appearances = tables.map(\.appearance)
    }

    /// `ColorContext.rgba` of `reference` in each permutation, in order; nil without a reference.
    func rgba(_ reference: ColorReference?) -> [RGBA?]? {
        reference.map { rgba($0.spec) }
    }

    private func rgba(_ spec: ColorSpec) -> [RGBA?] {
        switch spec {
        case .literal(let color): return Array(repeating: color.sRGBInGamut, count: columns.count)
        case .token(let path): return columns[path]
        case .withOpacity(let inner, let opacity): return rgba(inner).map { $0?.withAlpha(multipliedBy: opacity) }
        case .appearances(let colors): return appearances.map { colors.color(dark: $0.dark, highContrast: $0.highContrast).sRGBInGamut }
        }
    }
}

/// The typography tokens of a family's permutations (`TokenColumns`).
struct FontColumns: Sendable {
    private let columns: TokenColumns<FontMetrics>

    init(_ tables: [TokenTable]) {
        columns = TokenColumns(tables, paths: { $0.fontPaths }, value: { $0.font($1) })
    }

    /// `FontMetrics.resolve` of `font` in each permutation, in order.
    func resolve(_ font: FontSpec?) -> [FontMetrics?] {
        guard let font else { return Array(repeating: nil, count: columns.count) }
        switch font {
        case .token(let path):
            return columns[path]
        case .inline(let inline):
            let fixed = FontMetrics.fixed(inline)
            guard let name = inline.textStyle else { return Array(repeating: fixed, count: columns.count) }
            return columns[FontMetrics.textStylePath(name)].map { style in style.map { FontMetrics.styled(inline, name, $0) } ?? fixed }
        }
    }
}

/// What a component's content is drawn on in one permutation (docs/spec-format.md, "Colors"):
/// the component's background composited over its parent's, down to the canvas or the nearest
/// backdrop, in gamma-encoded sRGB, `opacity` multiplying the alpha of the component's and its
/// children's layers. Worked out once per component as the linter walks down the tree, each
/// from its parent's (compositing is a left fold, so this is bit-for-bit the fold of the whole
/// stack).
struct Surface: Equatable {
    /// The opaque result over the base (over black under `backdrop: unknown`).
    var over: RGBA
    /// Over white under `backdrop: unknown`; nil otherwise. (Two fields, not an array: a
    /// surface is made for every component in every permutation.)
    var overWhite: RGBA?
    /// The opaque result over each base: one, or black and white under `backdrop: unknown`.
    var flattened: [RGBA] { overWhite.map { [over, $0] } ?? [over] }
    /// An opaque layer lies above the nearest backdrop.
    var hasOpaqueLayer: Bool
    /// The base is an unknown backdrop.
    var unknownBackdrop: Bool
    /// A color above the nearest backdrop (or the backdrop's own) did not resolve.
    var unresolved: Bool
    /// The product of the opacities down to and including this component.
    var opacity: Double

    /// Text over this surface depends on the unknown backdrop: no opaque layer hides it.
    var translucent: Bool { unknownBackdrop && !hasOpaqueLayer }

    /// The canvas, before any component.
    static func canvas(_ colors: ColorContext) -> Surface {
        Surface(over: Compositing.sourceOver(colors.canvas, .clear), overWhite: nil, hasOpaqueLayer: false, unknownBackdrop: false, unresolved: false, opacity: 1)
    }

    /// The surface of `component`, drawn over `self` (its parent's surface); `background` is its
    /// background's color in this permutation (`ColorContext.rgba`), nil when it does not resolve.
    func adding(_ component: SpecComponent, _ colors: ColorContext, background: RGBA?) -> Surface {
        var surface = self
        if let backdrop = component.backdrop?.value {
            // The nearest backdrop replaces everything behind it.
            surface.hasOpaqueLayer = false
            surface.unknownBackdrop = false
            surface.unresolved = false
            switch backdrop {
            case .unknown:
                surface.over = Compositing.sourceOver(.black, .clear)
                surface.overWhite = Compositing.sourceOver(.white, .clear)
                surface.unknownBackdrop = true
            case .color(let reference):
                surface.overWhite = nil
                if let color = colors.rgba(reference) {
                    surface.over = Compositing.sourceOver(color.a < 1 ? Compositing.sourceOver(color, .white) : color, .clear)
                } else {
                    surface.over = Compositing.sourceOver(colors.canvas, .clear)
                    surface.unresolved = true
                }
            }
        }
        surface.opacity *= component.opacity
        if component.background != nil {
            if let color = background {
                let layer = color.withAlpha(multipliedBy: surface.opacity)
                surface.over = Compositing.sourceOver(layer, surface.over)
                surface.overWhite = surface.overWhite.map { Compositing.sourceOver(layer, $0) }
                if layer.a >= 1 { surface.hasOpaqueLayer = true }
            } else {
                surface.unresolved = true
            }
        }
        return surface
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

    static func resolve(_ font: FontSpec?, in table: TokenTable) -> FontMetrics? {
        guard let font else { return nil }
        switch font {
        case .token(let path):
            return table.font(path)
        case .inline(let inline):
            // An inline font with a text style takes that style's size from the registry in
            // this permutation (it scales); without one it is a fixed size.
            if let name = inline.textStyle, let style = table.textStyle(name) { return styled(inline, name, style) }
            return fixed(inline)
        }
    }

    /// An inline font with a text style the registry has, in that style's metrics.
    static func styled(_ inline: InlineFont, _ name: String, _ style: FontMetrics) -> FontMetrics {
        FontMetrics(size: style.size, weight: inline.weight ?? style.weight, lineHeight: style.lineHeight, scales: true, textStyle: name)
    }

    /// An inline font as written (a text style the registry lacks keeps its name, unresolved).
    static func fixed(_ inline: InlineFont) -> FontMetrics {
        FontMetrics(size: inline.size, weight: inline.weight ?? 400,
                    lineHeight: inline.lineHeight ?? inline.size.map { $0 * 1.2 }, scales: inline.textStyle != nil, textStyle: inline.textStyle)
    }

    /// The registry's typography token of a text style (`font.textStyle.NAME`, its convention).
    static func textStylePath(_ name: String) -> String { "font.textStyle." + name }

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
