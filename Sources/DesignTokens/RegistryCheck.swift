import Diagnostics

/// `tokens check`: the registry's own findings, then every permutation resolved and its
/// findings merged (one finding per problem, with the contexts where it holds), then the
/// reduce-motion coverage.
public struct RegistryCheck: Sendable {
    public var findings: [Finding]
    public var permutationCount: Int
    /// Tokens in the default permutation (for the summary line).
    public var tokenCount: Int
    public var hasInputErrors: Bool
    /// A file of the registry is missing, unreadable or not JSON: only what loading found is
    /// reported, the load failures first, and no permutation is resolved (see
    /// `Registry.loadFailures`).
    public var couldNotLoad: Bool

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

    /// - Parameters:
    ///   - fixed: `--context` choices: only the permutations with these contexts are checked.
    ///   - lintModifiers: for `lint`, the modifiers its rules vary. When every permutation is more
    ///     than `Registry.maximumResolvedTokens` allow, the registry is checked in those (the
    ///     others at their defaults), with a warning saying so.
    public init(registry: Registry, fixing fixed: [ContextChoice] = [], lintModifiers: Set<String>? = nil) {
        self.hasInputErrors = registry.hasInputErrors
        self.couldNotLoad = !registry.loadFailures.isEmpty
        guard !couldNotLoad else {
            self.findings = registry.loadFindingsFailuresFirst
            self.permutationCount = registry.permutationCount
            self.tokenCount = 0
            return
        }
        // The work is bounded before any of it is done.
        var fixed = fixed
        var limitFindings: [Finding] = []
        if var limit = registry.workLimitFinding(fixing: fixed) {
            let held = registry.defaultChoice.filter { choice in
                lintModifiers?.contains(choice.modifier) == false && !fixed.contains { $0.modifier == choice.modifier }
            }
            if lintModifiers != nil, registry.workLimitFinding(fixing: fixed + held) == nil {
                limit.severity = .warning
                limit.message = limit.message.replacingOccurrences(of: "only the default permutation is checked",
                    with: "lint checks it in the \(registry.permutationCount(fixing: fixed + held)) permutations its rules read, the other modifiers at their defaults; run tokens check for the rest")
                fixed += held
            } else {
                self.hasInputErrors = true
            }
            limitFindings = [limit]
        }
        let permutations = registry.permutations(fixing: fixed)
        var found: [(permutation: Int, finding: Finding)] = []
        let role = MotionRole.detect(in: registry.modifiers)
        // Only the tokens the reduce-motion pass below reads are kept (motion-bearing ones and
        // what their reducedMotion extensions may alias): holding every permutation's tokens at
        // once was most of a large check's memory.
        var resolutions: [[ContextChoice]: ResolvedTokenSet] = [:]
        var tokenCount = 0
        let counted = permutations.contains(registry.defaultChoice) ? registry.defaultChoice : permutations.first
        for (index, choice) in permutations.enumerated() {
            let resolution = registry.resolve(choice)
            resolutions[choice] = ResolvedTokenSet(tokens: resolution.tokens.tokens.filter { Self.motionTypes.contains($0.value.type) })
            if choice == counted { tokenCount = resolution.tokens.count }
            found += resolution.findings.map { (index, $0) }
        }
        // Reduce-motion: each full-motion permutation against its reduced twin.
        let reducer = ReduceMotionResolver()
        let indices = Dictionary(permutations.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for (index, choice) in permutations.enumerated() {
            guard let motionTokens = resolutions[choice] else { continue }
            var reducedTokens: ResolvedTokenSet?
            // The reduced values hold in the reduced permutation: findings about them belong to
            // the twin, not to the full-motion permutation they were compared against.
            var reducedIndex = index
            if let role {
                guard choice.contains(where: { $0.modifier == role.modifier && $0.context == role.full }) else { continue }
                let twin = choice.map { $0.modifier == role.modifier ? ContextChoice(modifier: $0.modifier, context: role.reduced) : $0 }
                reducedTokens = resolutions[twin]
                reducedIndex = indices[twin] ?? index
            }
            let (_, findings) = reducer.reduce(full: motionTokens, reduced: reducedTokens)
            found += findings.map { (reducedIndex, $0) }
        }
        let merged = ContextMerger(permutations: permutations).merge(found)
        var all = limitFindings + registry.loadFindings + merged
        // One finding per distinct problem, in report order.
        var seen: Set<String> = []
        all = all.filter { seen.insert("\($0.rule)|\($0.location?.description ?? "")|\($0.token ?? "")|\($0.message)").inserted }
        all.sort(by: Finding.reportOrder)
        self.findings = all
        self.permutationCount = permutations.count
        self.tokenCount = tokenCount
    }

    private static let motionTypes: Set<TokenType> = [.spring, .motion, .transition, .cubicBezier, .duration, .number]
}
