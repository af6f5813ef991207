import ColorScience
import DesignTokens
import Diagnostics
import Motion

/// What the platform exports need from a registry, gathered once: every color in the four
/// appearance × contrast variants, dimensions, text styles, and every motion-bearing token with
/// its Reduce Motion value. The exports differ only in how they write it.
public struct PlatformTokens: Sendable {
    /// The four variants a platform can ask for (xcassets: any/dark × normal/high contrast;
    /// CSS: prefers-color-scheme × prefers-contrast).
    public struct Variant: Hashable, Sendable, CaseIterable {
        public var dark: Bool
        public var increasedContrast: Bool
        public static let light = Variant(dark: false, increasedContrast: false)
        public static let dark = Variant(dark: true, increasedContrast: false)
        public static let lightIncreased = Variant(dark: false, increasedContrast: true)
        public static let darkIncreased = Variant(dark: true, increasedContrast: true)
        public static let allCases = [light, dark, lightIncreased, darkIncreased]
    }

    public struct ColorToken: Sendable {
        public var path: String
        public var description: String?
        /// Every variant; one the registry has no context for holds the nearest one's value
        /// (no dark context: dark = light).
        public var values: [Variant: Color]
        public func value(_ variant: Variant) -> Color { values[variant] ?? values[.light] ?? Color.srgb(0, 0, 0) }
    }

    public struct DimensionToken: Sendable {
        public var path: String
        public var points: Double
    }

    public struct TextStyleToken: Sendable {
        public var path: String
        public var typography: Typography
        /// Apple's text style the token stands for (`$extensions["org.tokenlint"].textStyle`,
        /// as the built-in registry writes it), else nil.
        public var textStyle: String?
    }

    public struct MotionToken: Sendable {
        public var path: String
        public var full: AnimationCurve
        public var reduced: AnimationCurve
        public var reducedSource: ReducedMotionSource
    }

    public struct DurationToken: Sendable {
        public var path: String
        public var seconds: Double
    }

    public var colors: [ColorToken] = []
    public var dimensions: [DimensionToken] = []
    public var textStyles: [TextStyleToken] = []
    public var motion: [MotionToken] = []
    public var durations: [DurationToken] = []

    /// Reads `registry` in its default permutation (default Dynamic Type size and so on), with
    /// colors taken from the appearance and contrast contexts and motion from the full and
    /// reduced ones.
    public init(registry: Registry) {
        let base = registry.defaultChoice
        let resolutions = Dictionary(uniqueKeysWithValues: Variant.allCases.map { variant in
            (variant, registry.resolve(Self.choice(for: variant, in: registry.modifiers, base: base)))
        })
        guard let standard = resolutions[.light] else { return }
        let motionRole = MotionRole.detect(in: registry.modifiers)
        let full: ResolvedTokenSet
        var reducedSet: ResolvedTokenSet?
        if let motionRole {
            full = registry.resolve(Self.setting(motionRole.modifier, to: motionRole.full, in: base)).tokens
            reducedSet = registry.resolve(Self.setting(motionRole.modifier, to: motionRole.reduced, in: base)).tokens
        } else {
            full = standard.tokens
        }
        let reduced = ReduceMotionResolver().reduce(full: full, reduced: reducedSet).values

        for (path, token) in standard.tokens.tokens {
            switch token.value {
            case .color:
                var values: [Variant: Color] = [:]
                for variant in Variant.allCases {
                    if case .color(let color)? = resolutions[variant]?.tokens[path]?.value { values[variant] = color }
                }
                colors.append(ColorToken(path: path, description: token.description, values: values))
            case .dimension(let dimension):
                if let points = dimension.points { dimensions.append(DimensionToken(path: path, points: points)) }
            case .typography(let typography):
                let style = token.extensions?["org.tokenlint"]?["textStyle"]?.stringValue
                textStyles.append(TextStyleToken(path: path, typography: typography, textStyle: style))
            case .duration(let seconds):
                durations.append(DurationToken(path: path, seconds: seconds))
            default:
                let fullValue = full[path]?.value ?? token.value
                guard let curve = fullValue.curve else { continue }
                let reducedValue = reduced[path]
                let reducedCurve = reducedValue?.value.curve ?? curve
                motion.append(MotionToken(path: path, full: curve, reduced: reducedCurve, reducedSource: reducedValue?.source ?? .policy))
            }
        }
    }

    /// The default permutation with the appearance and contrast contexts of `variant`. A
    /// modifier plays the appearance role when the document says so or its contexts are named
    /// light/dark; contrast likewise (ContextNames). A modifier holding both (Figma's "Light
    /// High Contrast" modes) is matched on both.
    static func choice(for variant: Variant, in modifiers: [Modifier], base: [ContextChoice]) -> [ContextChoice] {
        var choice = base
        for modifier in modifiers {
            let role = modifier.role?.lowercased()
            let namesAppearance = modifier.contexts.contains(where: ContextNames.meansDark)
            let namesContrast = modifier.contexts.contains(where: ContextNames.meansIncreasedContrast)
            guard role == "appearance" || role == "contrast" || namesAppearance || namesContrast else { continue }
            let candidates = modifier.contexts.filter { context in
                (!namesAppearance || ContextNames.meansDark(context) == variant.dark)
                    && (!namesContrast || ContextNames.meansIncreasedContrast(context) == variant.increasedContrast)
            }
            // No exact match (a registry without dark, say): keep the default context.
            guard let context = candidates.first else { continue }
            choice = setting(modifier.name, to: context, in: choice)
        }
        return choice
    }

    static func setting(_ modifier: String, to context: String, in choice: [ContextChoice]) -> [ContextChoice] {
        choice.map { $0.modifier == modifier ? ContextChoice(modifier: modifier, context: context) : $0 }
    }
}
