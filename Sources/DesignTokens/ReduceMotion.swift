import Diagnostics
import JSONSource
import Motion

/// Where a token's reduced-motion value came from (docs/tokens.md, "The reduce-motion resolver").
public enum ReducedMotionSource: String, Sendable, Hashable {
    /// The registry's reduced context (a modifier playing the motion role).
    case context
    /// The token's own `$extensions["org.tokenlint"].reducedMotion`.
    case `extension`
    /// tokenlint's default policy.
    case policy
}

public struct ReducedMotionValue: Sendable, Hashable {
    public var value: TokenValue
    public var source: ReducedMotionSource

    public init(value: TokenValue, source: ReducedMotionSource) {
        self.value = value
        self.source = source
    }
}

/// Which modifier plays the Reduce Motion role, and its two contexts.
public struct MotionRole: Sendable, Hashable {
    public var modifier: String
    public var full: String
    public var reduced: String

    public init(modifier: String, full: String, reduced: String) {
        self.modifier = modifier
        self.full = full
        self.reduced = reduced
    }

    /// Names tokenlint recognises without configuration: the built-in registry's `motion`
    /// modifier with `full`/`reduced`, and common spellings of the same idea.
    static let modifierNames = ["motion", "reducedmotion", "reducemotion", "reduce-motion", "reduced-motion"]
    static let reducedNames = ["reduced", "reduce", "on", "true"]

    /// The modifier the document marks with `"org.tokenlint": {"role": "motion"}`, else one
    /// with a recognised name; either needs a reduced context.
    public static func detect(in modifiers: [Modifier]) -> MotionRole? {
        let declared = modifiers.filter { $0.role?.lowercased() == "motion" }
        let candidates = declared.isEmpty ? modifiers.filter { modifierNames.contains($0.name.lowercased()) } : declared
        return candidates.lazy.compactMap { MotionRole(modifier: $0) }.first
    }

    /// The role played by `modifier`: its reduced context is the one with a recognised name
    /// (else, when `fallbackToLastContext` — a modifier the config names as the motion role —
    /// its last context); the full one is its default, else its first other context.
    public init?(modifier: Modifier, fallbackToLastContext: Bool = false) {
        guard let reduced = modifier.contexts.first(where: { Self.reducedNames.contains($0.lowercased()) || ContextNames.meansReducedMotion($0) })
            ?? (fallbackToLastContext ? modifier.contexts.last : nil) else { return nil }
        let full = modifier.defaultContext.flatMap { $0 == reduced ? nil : $0 } ?? modifier.contexts.first { $0 != reduced } ?? reduced
        self.init(modifier: modifier.name, full: full, reduced: reduced)
    }
}

/// Computes, for every motion-bearing token (spring, motion, DTCG transition), what it becomes
/// under Reduce Motion, with precedence context → `$extensions` → policy.
public struct ReduceMotionResolver: Sendable {
    /// The longest curve the policy leaves a reduced transition (docs/tokens.md: "a
    /// non-bouncy curve of at most 0.25 s"; HIG Accessibility, Motion: "Replace a slide with a
    /// fade", "Tighten springs to reduce bounce effects").
    public static let maximumReducedDuration = 0.25

    public init() {}

    /// - Parameters:
    ///   - full: the tokens in the full-motion permutation.
    ///   - reduced: the same permutation with the motion modifier set to its reduced context,
    ///     when the registry has one.
    public func reduce(full: ResolvedTokenSet, reduced: ResolvedTokenSet?) -> (values: [String: ReducedMotionValue], findings: [Finding]) {
        var values: [String: ReducedMotionValue] = [:]
        var findings: [Finding] = []
        for (path, token) in full.tokens where token.type.isMotionBearing {
            // 1. The registry's reduced context, where it declares something for this token.
            if let reduced, let candidate = reduced[path], candidate.type == token.type,
               candidate.location != token.location || candidate.value != token.value {
                values[path] = ReducedMotionValue(value: candidate.value, source: .context)
                findings += Self.check(candidate.value, path: path, location: candidate.location, source: .context)
                continue
            }
            // 2. The token's own extension.
            if let declared = token.extensions?["org.tokenlint"]?["reducedMotion"] {
                switch Self.parseExtension(declared, type: token.type, in: full) {
                case .success(let value):
                    values[path] = ReducedMotionValue(value: value, source: .extension)
                    findings += Self.check(value, path: path, location: token.location, source: .extension)
                    continue
                case .failure(let message):
                    findings.append(Finding(rule: RegistryRule.invalidValue.id, severity: .error, location: token.location,
                                            message: "$extensions.org.tokenlint.reducedMotion: \(message)", token: path))
                }
            }
            // 3. The default policy. Worth knowing for motion that moves: the registry does not
            // say what it becomes (for a timed curve within [0, 1] the policy changes nothing).
            let reducedValue = Self.policy(token.value)
            values[path] = ReducedMotionValue(value: reducedValue, source: .policy)
            if reducedValue != token.value {
                findings.append(Finding(
                    rule: RegistryRule.reducedMotion.id, severity: .info, location: token.location,
                    message: "no reduced-motion value is declared; tokenlint's default policy applies (\(Self.policySummary(token.value)))",
                    token: path,
                    help: "Declare one in a reduced-motion context or in $extensions[\"org.tokenlint\"].reducedMotion"
                ))
            }
        }
        return (values, findings)
    }

    /// The default policy: springs lose their bounce (same response, ζ = 1: "tighten springs",
    /// HIG Reduce Motion); motion tokens keep opacity only (a cross-fade when nothing is left)
    /// on a non-bouncy curve of at most 0.25 s; a DTCG transition whose timing function leaves
    /// [0, 1] (it overshoots or anticipates: it bounces) gets that same curve, as the motion
    /// token's curve does. Transitions that stay within [0, 1], durations, cubic-beziers and
    /// other values stay as they are (docs/tokens.md: "durations and cubic Béziers of tokens
    /// without motion stay as they are").
    public static func policy(_ value: TokenValue) -> TokenValue {
        switch value {
        case .spring(let spring):
            return .spring(withoutBounce(spring))
        case .motion(let motion):
            var reduced = motion
            reduced.insertion = crossFade(motion.insertion)
            reduced.removal = crossFade(motion.removal)
            reduced.curve = reducedCurve(motion.curve)
            return .motion(reduced)
        case .transition(let timed) where leavesUnitRange(timed.timingFunction):
            if case .timed(let reduced) = reducedCurve(.timed(timed)) { return .transition(reduced) }
            return value
        default:
            return value
        }
    }

    /// A timing function whose progress goes past the target or back behind the start. Below
    /// a millionth of the travel it is rounding, not motion (as in `RemainingMotion.isNone`).
    static func leavesUnitRange(_ bezier: CubicBezier) -> Bool {
        bezier.overshoot > 1e-6 || bezier.undershoot > 1e-6
    }

    static func policySummary(_ value: TokenValue) -> String {
        switch value {
        case .spring: "same response, no bounce"
        case .motion: "opacity only, a non-bouncy curve of at most 0.25 s"
        case .transition: "a non-bouncy curve of at most 0.25 s"
        default: "unchanged"
        }
    }

    static func withoutBounce(_ spring: Spring) -> Spring {
        guard spring.dampingRatio < 1 else { return spring }
        return (try? Spring(response: spring.response, dampingRatio: 1)) ?? spring
    }

    static func crossFade(_ effects: MotionEffects) -> MotionEffects {
        var kept = effects.withoutMotion
        if kept.opacity == nil { kept.opacity = 0 }
        return kept
    }

    /// An ease-in-out of at most 0.25 s, shorter when the original settled sooner.
    static func reducedCurve(_ curve: AnimationCurve) -> AnimationCurve {
        let duration = min(maximumReducedDuration, max(0.05, curve.settleTime(epsilon: 0.01)))
        if let timed = try? TimedCurve(duration: duration, delay: 0, timingFunction: .easeInOut) {
            return .timed(timed)
        }
        return curve
    }

    /// `resolver/reduced-motion` on an explicit reduced value: it must not move or bounce.
    /// What still moves in a reduced-motion value: the effects that are motion (scale, offset,
    /// edge, rotation, blur) and the overshoot of its curve. The one judgement both
    /// `tokens check` and the lint rule motion/reduced-motion use.
    public struct RemainingMotion: Sendable, Hashable {
        public var effects: [String]
        /// Fraction of the travel; 0 when the curve comes to rest without overshooting.
        public var overshoot: Double
        public var isNone: Bool { effects.isEmpty && overshoot <= 1e-6 }

        public init(effects: [String], overshoot: Double) {
            self.effects = effects
            self.overshoot = overshoot
        }

        /// "scales and blurs; bounces (overshoot 4.6 %)", after "the transition" or "it".
        public var description: String {
            var parts: [String] = []
            let phrases = effects.map { Self.phrases[$0] ?? "has \($0)" }
            if let last = phrases.last {
                parts.append(phrases.count == 1 ? last : phrases.dropLast().joined(separator: ", ") + " and " + last)
            }
            if overshoot > 1e-6 { parts.append("bounces (overshoot \(format(overshoot * 100)) %)") }
            return parts.joined(separator: "; ")
        }

        /// What each effect (`MotionEffects.motionEffectNames`) does to the view, as a verb.
        static let phrases = ["scale": "scales", "offset": "moves", "edge": "slides from an edge", "rotation": "rotates", "blur": "blurs"]
    }

    public static func remainingMotion(_ value: TokenValue) -> RemainingMotion {
        switch value {
        case .spring(let spring):
            return RemainingMotion(effects: [], overshoot: spring.dampingRatio < 1 ? spring.overshoot : 0)
        case .motion(let motion):
            return RemainingMotion(effects: Set(motion.insertion.motionEffectNames + motion.removal.motionEffectNames).sorted(),
                                   overshoot: motion.curve.overshoot)
        case .transition(let timed):
            return RemainingMotion(effects: [], overshoot: timed.timingFunction.overshoot)
        default:
            return RemainingMotion(effects: [], overshoot: 0)
        }
    }

    static func check(_ value: TokenValue, path: String, location: SourceLocation, source: ReducedMotionSource) -> [Finding] {
        let remaining = remainingMotion(value)
        guard !remaining.isNone else { return [] }
        let problems = ["it \(remaining.description)"]
        let origin = source == .context ? "the reduced-motion context" : "$extensions.org.tokenlint.reducedMotion"
        return [Finding(
            rule: RegistryRule.reducedMotion.id, severity: .error, location: location,
            message: "the reduced-motion value from \(origin) still moves: \(problems.joined(separator: "; ")) (WCAG 2.3.3, HIG Reduce Motion)",
            token: path,
            help: "Under Reduce Motion, replace scale, offset, edge, rotation and blur with a cross-fade and use a non-bouncy curve"
        )]
    }

    static func format(_ x: Double) -> String { NumberText.format(x, places: 2) }

    /// The extension value is a value of the token's type, or an alias to a token of that type.
    static func parseExtension(_ value: JSONValue, type: TokenType, in tokens: ResolvedTokenSet) -> Result<TokenValue, ExtensionError> {
        if case .string(let text) = value, case .malformed(let problem) = TokenReference.read(text) {
            return .failure(ExtensionError(message: TokenReference.malformedMessage(text, problem: problem)))
        }
        if case .string(let text) = value, let target = TokenReference.parse(text) {
            let key = target.path
            guard let token = tokens[key] else { return .failure(ExtensionError(message: "{\(key)} does not resolve to a token")) }
            guard token.type == type else { return .failure(ExtensionError(message: "{\(key)} is a \(token.type.rawValue) token, not \(type.rawValue)")) }
            return .success(token.value)
        }
        var parser = ValueParser(legacyFormat: false)
        guard let parsed = parser.parse(value, as: type) else {
            return .failure(ExtensionError(message: parser.issues.map(\.message).joined(separator: "; ")))
        }
        return .success(parsed)
    }

    struct ExtensionError: Error {
        var message: String
    }
}
