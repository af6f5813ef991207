import Accessibility
import DesignTokens
import Diagnostics
import Foundation

/// The permutations the rules are evaluated in, each resolved once and shared by every file
/// and rule (product.md "Fast": the registry resolved once per permutation; each check
/// evaluated once per distinct resolved input).
public struct EvaluationSpace: Sendable {
    public let registry: Registry
    public let roles: ContextRoles
    /// The permutation for rules that depend on no context: defaults, with `--context` applied.
    public let defaultChoice: [ContextChoice]
    /// appearance × contrast (rules.md: contrast/* depends on these).
    public let contrastFamily: [[ContextChoice]]
    /// Dynamic Type sizes in order, smallest first.
    public let dynamicTypeFamily: [[ContextChoice]]
    /// full and reduced motion (or the default alone when the registry has no motion modifier).
    public let motionFamily: [[ContextChoice]]
    /// Reduced-motion values of the registry's motion-bearing tokens (context → extension → policy).
    public let reducedMotion: [String: ReducedMotionValue]
    private let resolved: [[ContextChoice]: ResolvedTokenSet]

    /// - Parameter fixed: `--context MODIFIER=CONTEXT` choices: only these contexts are linted.
    public init(registry: Registry, roles: ContextRoles, fixed: [ContextChoice] = []) {
        self.registry = registry
        self.roles = roles
        let fixedModifiers = Set(fixed.map(\.modifier))
        let base = registry.defaultChoice.map { choice in fixed.first { $0.modifier == choice.modifier } ?? choice }
        self.defaultChoice = base

        func vary(_ choices: [[ContextChoice]], modifier: String?, contexts: [String]? = nil) -> [[ContextChoice]] {
            guard let modifier, !fixedModifiers.contains(modifier),
                  let definition = registry.modifiers.first(where: { $0.name == modifier }) else { return choices }
            let values = contexts ?? definition.contexts
            return choices.flatMap { choice in
                values.map { context in choice.map { $0.modifier == modifier ? ContextChoice(modifier: modifier, context: context) : $0 } }
            }
        }
        var contrast = vary([base], modifier: roles.appearance)
        if let increased = roles.increasedContrast, increased.modifier != roles.appearance {
            contrast = vary(contrast, modifier: increased.modifier)
        }
        self.contrastFamily = contrast

        var sizes: [String]?
        if let name = roles.dynamicType, let modifier = registry.modifiers.first(where: { $0.name == name }) {
            // Smallest first, in SwiftUI's DynamicTypeSize order where the names are Apple's.
            let order = DynamicTypeLimits.sizes
            sizes = modifier.contexts.sorted { (order.firstIndex(of: $0) ?? Int.max, modifier.contexts.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? Int.max, modifier.contexts.firstIndex(of: $1) ?? 0) }
        }
        self.dynamicTypeFamily = vary([base], modifier: roles.dynamicType, contexts: sizes)

        if let motion = roles.motion, !fixedModifiers.contains(motion.modifier) {
            self.motionFamily = vary([base], modifier: motion.modifier, contexts: [motion.full, motion.reduced])
        } else {
            self.motionFamily = [base]
        }

        // Resolved whole here: the default permutation (every token is looked up in it) and
        // the full- and reduced-motion pair the reduced-motion values come from. The other
        // permutations are resolved by `tokenSets(_:)`, for only what the rules look up in them.
        var choices: [[ContextChoice]] = []
        var fullChoice = base, reducedChoice: [ContextChoice]?
        if let motion = roles.motion {
            fullChoice = base.map { $0.modifier == motion.modifier ? ContextChoice(modifier: motion.modifier, context: motion.full) : $0 }
            reducedChoice = base.map { $0.modifier == motion.modifier ? ContextChoice(modifier: motion.modifier, context: motion.reduced) : $0 }
        }
        for choice in [base, fullChoice] + (reducedChoice.map { [$0] } ?? []) where !choices.contains(choice) {
            choices.append(choice)
        }
        let tokenSets = Parallel.map(count: choices.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { [choices] index in
            registry.resolve(choices[index]).tokens
        }
        let resolved = Dictionary(uniqueKeysWithValues: zip(choices, tokenSets))
        // Reduced-motion values: the full-motion permutation against its reduced twin.
        let fullTokens = resolved[fullChoice] ?? ResolvedTokenSet()
        let reducedTokens = reducedChoice.flatMap { resolved[$0] }
        self.reducedMotion = ReduceMotionResolver().reduce(full: fullTokens, reduced: reducedTokens).values
        self.resolved = resolved
    }

    /// Every token of the permutation `choice`.
    public func tokens(_ choice: [ContextChoice]) -> ResolvedTokenSet {
        resolved[choice] ?? registry.resolve(choice).tokens
    }

    /// The permutations asked for, each resolved once (in parallel) with only the tokens of the
    /// types asked for it (the union when a permutation is asked for twice); permutations
    /// resolved whole already are not resolved again. Only the permutations the run's rules use
    /// are resolved: a registry's 96 (or 4,096) are not all needed to lint one file.
    public func tokenSets(_ requests: [(choices: [[ContextChoice]], types: Set<TokenType>)]) -> [[ContextChoice]: ResolvedTokenSet] {
        var result: [[ContextChoice]: ResolvedTokenSet] = [:]
        var pending: [[ContextChoice]] = []
        var types: [[ContextChoice]: Set<TokenType>] = [:]
        for request in requests {
            for choice in request.choices {
                if let whole = resolved[choice] {
                    result[choice] = whole
                } else {
                    if types[choice] == nil { pending.append(choice) }
                    types[choice, default: []].formUnion(request.types)
                }
            }
        }
        let registry = self.registry
        let sets = Parallel.map(count: pending.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { [pending, types] index in
            registry.resolve(pending[index], types: types[pending[index]] ?? []).tokens
        }
        for (choice, set) in zip(pending, sets) { result[choice] = set }
        return result
    }

    public var defaultTokens: ResolvedTokenSet { tokens(defaultChoice) }

    public func isIncreasedContrast(_ choice: [ContextChoice]) -> Bool {
        guard let increased = roles.increasedContrast else { return false }
        return choice.contains { $0.modifier == increased.modifier && increased.contexts.contains($0.context) }
    }

    public func isReducedMotion(_ choice: [ContextChoice]) -> Bool {
        guard let motion = roles.motion else { return false }
        return choice.contains { $0.modifier == motion.modifier && $0.context == motion.reduced }
    }

    public func dynamicTypeSize(_ choice: [ContextChoice]) -> String? {
        guard let name = roles.dynamicType else { return nil }
        return choice.first { $0.modifier == name }?.context
    }
}
