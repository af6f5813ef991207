import Accessibility
import DesignTokens
import Diagnostics
import Foundation

/// The permutations the rules are evaluated in, each resolved once and shared by every file
/// and rule: the registry is resolved once per permutation and each check is evaluated once
/// per distinct resolved input.
public struct EvaluationSpace: Sendable {
    public let registry: Registry
    public let roles: ContextRoles
    /// The permutation for rules that depend on no context: defaults, with `--context` applied.
    public let defaultChoice: [ContextChoice]
    /// appearance × contrast (contrast/* depends on these).
    public let contrastFamily: [[ContextChoice]]
    /// Dynamic Type sizes in order, smallest first.
    public let dynamicTypeFamily: [[ContextChoice]]
    /// full and reduced motion (or the default alone when the registry has no motion modifier).
    public let motionFamily: [[ContextChoice]]
    /// Reduced-motion values of the registry's motion-bearing tokens (context → extension → policy).
    public let reducedMotion: [String: ReducedMotionValue]
    /// Permutations resolved whole.
    private let resolved: [[ContextChoice]: ResolvedTokenSet]
    /// Permutations resolved for some token types only.
    private let partial: [[ContextChoice]: (types: Set<TokenType>, tokens: ResolvedTokenSet)]

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

        // Resolved here: the default permutation whole (every token is looked up in it), and
        // the full- and reduced-motion pair the reduced-motion values come from (the reduced one
        // for its motion tokens alone, unless it is the default). The other permutations are
        // resolved by `tokenSets(_:)`, for only what the rules look up in them.
        var fullChoice = base, reducedChoice: [ContextChoice]?
        if let motion = roles.motion {
            fullChoice = base.map { $0.modifier == motion.modifier ? ContextChoice(modifier: motion.modifier, context: motion.full) : $0 }
            reducedChoice = base.map { $0.modifier == motion.modifier ? ContextChoice(modifier: motion.modifier, context: motion.reduced) : $0 }
        }
        var requests: [(choice: [ContextChoice], types: Set<TokenType>?)] = []
        for choice in [base, fullChoice] where !requests.contains(where: { $0.choice == choice }) {
            requests.append((choice, nil))
        }
        if let reducedChoice, !requests.contains(where: { $0.choice == reducedChoice }) {
            requests.append((reducedChoice, Self.motionTypes))
        }
        let tokenSets = Parallel.map(count: requests.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { [requests] index in
            registry.resolve(requests[index].choice, types: requests[index].types).tokens
        }
        var resolved: [[ContextChoice]: ResolvedTokenSet] = [:]
        var partial: [[ContextChoice]: (types: Set<TokenType>, tokens: ResolvedTokenSet)] = [:]
        for (request, tokens) in zip(requests, tokenSets) {
            if let types = request.types { partial[request.choice] = (types, tokens) } else { resolved[request.choice] = tokens }
        }
        // Reduced-motion values: the full-motion permutation against its reduced twin.
        let fullTokens = resolved[fullChoice] ?? ResolvedTokenSet()
        let reducedTokens = reducedChoice.flatMap { resolved[$0] ?? partial[$0]?.tokens }
        self.reducedMotion = ReduceMotionResolver().reduce(full: fullTokens, reduced: reducedTokens).values
        self.resolved = resolved
        self.partial = partial
    }

    /// What the reduced-motion values compare (`ReduceMotionResolver` looks at motion-bearing
    /// tokens only) and what a motion family's tables hold: springs, transitions, motion and
    /// cubic Béziers.
    private static let motionTypes: Set<TokenType> = [.spring, .transition, .motion, .cubicBezier]

    /// Every token of the permutation `choice`.
    public func tokens(_ choice: [ContextChoice]) -> ResolvedTokenSet {
        resolved[choice] ?? registry.resolve(choice).tokens
    }

    /// The permutations asked for, each resolved once (in parallel) with only the tokens of the
    /// types asked for it (the union when a permutation is asked for twice); permutations
    /// resolved already with those types are not resolved again. Only the permutations the
    /// run's rules use are resolved: a registry's 96 (or 4,096) are not all needed to lint one file.
    public func tokenSets(_ requests: [(choices: [[ContextChoice]], types: Set<TokenType>)]) -> [[ContextChoice]: ResolvedTokenSet] {
        var wanted: [[ContextChoice]] = []
        var types: [[ContextChoice]: Set<TokenType>] = [:]
        for request in requests {
            for choice in request.choices {
                if types[choice] == nil { wanted.append(choice) }
                types[choice, default: []].formUnion(request.types)
            }
        }
        var result: [[ContextChoice]: ResolvedTokenSet] = [:]
        var pending: [[ContextChoice]] = []
        for choice in wanted {
            if let whole = resolved[choice] {
                result[choice] = whole
            } else if let prepared = partial[choice], prepared.types.isSuperset(of: types[choice] ?? []) {
                result[choice] = prepared.tokens
            } else {
                pending.append(choice)
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
