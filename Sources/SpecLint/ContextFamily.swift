import ColorScience
import DesignTokens
import Diagnostics
import Foundation

/// The permutations one rule is evaluated in (appearance × contrast, the Dynamic Type sizes,
/// full and reduced motion, or the default alone), with everything that folding verdicts over
/// them needs prepared once per run instead of once per check: the resolved tokens and color
/// table of each permutation, the label each one gets in a finding's details, and the context
/// lists of `ContextMerger` (memoized by the set of permutations, of which a family has few).
///
/// Shared read-only by every file and worker; the memo is the only mutable state.
final class ContextFamily: @unchecked Sendable {
    // @unchecked: everything is immutable after init except `memo`, which is only touched
    // while holding `lock`.
    let choices: [[ContextChoice]]
    /// Each permutation's resolved tokens.
    let tokens: [ResolvedTokenSet]
    /// Each permutation's colors and fonts, ready for the rules.
    let tables: [TokenTable]
    /// "appearance=dark, contrast=increased: " for each permutation: the modifiers this family
    /// varies (the others are at their defaults); empty for a family of one.
    let labels: [String]
    /// Each label as a finding's figure names its context ("appearance=dark"): trimmed once
    /// here, not per failing context (trimming a `Substring` by Characters costs ~8,000
    /// instructions a call, a tenth of a finding-heavy run).
    let figureContexts: [String]
    /// For each permutation, the first one with the same typography tokens (its own index when
    /// none before it has them): a component's font resolves once per distinct table.
    let sameFonts: [Int]
    /// Each color token in every permutation (none for a family without colors).
    let colorColumns: ColorColumns
    /// Each typography token in every permutation (empty for a family without fonts).
    let fontColumns: FontColumns
    private let merger: ContextMerger
    private let lock = NSLock()
    private var memo: [UInt64: [[ContextChoice]]] = [:]

    /// - Parameter needs: what the family's rules look up (a Dynamic Type family needs no
    ///   colors: converting every color of eight permutations would be wasted start-up time).
    /// - Parameter roles: which modifiers are appearance and contrast (an asset catalog
    ///   color's value in each permutation).
    init(_ choices: [[ContextChoice]], needs: TokenTable.Kinds = .all, roles: ContextRoles, tokens: ([ContextChoice]) -> ResolvedTokenSet) {
        self.choices = choices
        self.tokens = choices.map(tokens)
        self.tables = zip(choices, self.tokens).map { TokenTable($1, kinds: needs, appearance: TokenTable.Appearance(choices: $0, roles: roles)) }
        self.merger = ContextMerger(permutations: choices)
        let modifiers = choices.first.map { $0.map(\.modifier) } ?? []
        let varying = Set(modifiers.filter { modifier in
            Set(choices.compactMap { choice in choice.first { $0.modifier == modifier }?.context }).count > 1
        })
        self.labels = choices.map { choice in
            guard choices.count > 1 else { return "" }
            return choice.filter { varying.contains($0.modifier) }.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ") + ": "
        }
        self.figureContexts = labels.map(CheckBuilder.contextName)
        let tables = self.tables
        self.colorColumns = ColorColumns(tables)
        self.fontColumns = FontColumns(tables)
        self.sameFonts = tables.indices.map { index in tables.indices.first { tables[$0].hasSameFonts(as: tables[index]) } ?? index }
    }

    var count: Int { choices.count }
    var indices: Range<Int> { choices.indices }

    /// `ContextMerger.contexts(of:)` for the permutations at `members`; [] for a family of one.
    func contexts(of members: [Int]) -> [[ContextChoice]] {
        guard choices.count > 1 else { return [] }
        guard choices.count <= UInt64.bitWidth else { return merger.contexts(of: Set(members)) }
        let key = members.reduce(UInt64(0)) { $0 | (1 << UInt64($1)) }
        lock.lock()
        let known = memo[key]
        lock.unlock()
        if let known { return known }
        let contexts = merger.contexts(of: Set(members))
        lock.lock()
        memo[key] = contexts
        lock.unlock()
        return contexts
    }
}

/// One permutation's color, typography and motion tokens in the form the rules use them, worked out
/// once per run: colors converted to in-gamut sRGB (with gamut mapping for wide-gamut values),
/// fonts as metrics. The rules look these up for every component in every permutation.
struct TokenTable: Sendable {
    private let colors: [String: RGBA]
    /// Typography token path → metrics.
    private let fonts: [String: FontMetrics]
    /// Motion-bearing tokens' values (springs, transitions, motion, cubic Béziers).
    private let motion: [String: TokenValue]
    /// The permutation's appearance, for colors with a value per appearance.
    let appearance: Appearance

    struct Appearance: Sendable {
        var dark = false
        var highContrast = false

        init() {}

        /// Dark when the appearance modifier's context says dark; high contrast when the
        /// contrast modifier's context is one of its increased ones.
        init(choices: [ContextChoice], roles: ContextRoles) {
            for choice in choices {
                if choice.modifier == roles.appearance, ContextNames.meansDark(choice.context) { dark = true }
                if let contrast = roles.increasedContrast, choice.modifier == contrast.modifier, contrast.contexts.contains(choice.context) { highContrast = true }
            }
        }
    }

    struct Kinds: OptionSet, Sendable {
        let rawValue: Int
        static let colors = Kinds(rawValue: 1)
        static let fonts = Kinds(rawValue: 2)
        static let motion = Kinds(rawValue: 4)
        static let all: Kinds = [.colors, .fonts, .motion]

        /// The token types whose values `init` puts in these tables (see its `switch`).
        var tokenTypes: Set<TokenType> {
            var types: Set<TokenType> = []
            if contains(.colors) { types.insert(.color) }
            if contains(.fonts) { types.insert(.typography) }
            if contains(.motion) { types.formUnion([.spring, .transition, .motion, .cubicBezier]) }
            return types
        }
    }

    init(_ tokens: ResolvedTokenSet, kinds: Kinds = .all, appearance: Appearance = Appearance()) {
        self.appearance = appearance
        var colors: [String: RGBA] = [:]
        var fonts: [String: FontMetrics] = [:]
        var motion: [String: TokenValue] = [:]
        for (path, token) in tokens.tokens {
            switch token.value {
            case .spring, .transition, .motion, .cubicBezier:
                if kinds.contains(.motion) { motion[path] = token.value }
            case .color(let color):
                if kinds.contains(.colors) { colors[path] = color.sRGBInGamut }
            case .typography(let typography):
                guard kinds.contains(.fonts) else { break }
                let style = token.extensions?["org.tokenlint"]?["textStyle"]?.stringValue
                fonts[path] = FontMetrics(size: typography.fontSize.points, weight: typography.fontWeight, lineHeight: typography.lineHeightPoints,
                                          scales: true, textStyle: style ?? path.split(separator: ".").last.map(String.init))
            default: break
            }
        }
        self.colors = colors
        self.fonts = fonts
        self.motion = motion
    }

    /// The value of a motion-bearing token at `path`; nil for any other.
    func value(_ path: String) -> TokenValue? { motion[path] }

    /// The paths of the color tokens.
    var colorPaths: [String] { Array(colors.keys) }

    /// The color token at `path` in sRGB; nil when there is none.
    subscript(path: String) -> RGBA? { colors[path] }

    /// The same typography tokens with the same metrics as `other`.
    func hasSameFonts(as other: TokenTable) -> Bool { fonts == other.fonts }

    /// The typography token at `path`; nil when there is none.
    func font(_ path: String) -> FontMetrics? { fonts[path] }

    /// The typography token of a text style (`font.textStyle.NAME`, the registry's convention).
    func textStyle(_ name: String) -> FontMetrics? { fonts[FontMetrics.textStylePath(name)] }

    /// The paths of the typography tokens.
    var fontPaths: [String] { Array(fonts.keys) }
}
