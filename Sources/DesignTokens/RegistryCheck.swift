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

    public init(registry: Registry) {
        self.hasInputErrors = registry.hasInputErrors
        self.couldNotLoad = !registry.loadFailures.isEmpty
        guard !couldNotLoad else {
            self.findings = registry.loadFindingsFailuresFirst
            self.permutationCount = registry.permutationCount
            self.tokenCount = 0
            return
        }
        let permutations = registry.permutations
        var found: [(permutation: Int, finding: Finding)] = []
        let role = MotionRole.detect(in: registry.modifiers)
        var resolutions: [[ContextChoice]: Resolution] = [:]
        for (index, choice) in permutations.enumerated() {
            let resolution = registry.resolve(choice)
            resolutions[choice] = resolution
            found += resolution.findings.map { (index, $0) }
        }
        // Reduce-motion: each full-motion permutation against its reduced twin.
        let reducer = ReduceMotionResolver()
        let indices = Dictionary(permutations.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for (index, choice) in permutations.enumerated() {
            guard let resolution = resolutions[choice] else { continue }
            var reducedTokens: ResolvedTokenSet?
            // The reduced values hold in the reduced permutation: findings about them belong to
            // the twin, not to the full-motion permutation they were compared against.
            var reducedIndex = index
            if let role {
                guard choice.contains(where: { $0.modifier == role.modifier && $0.context == role.full }) else { continue }
                let twin = choice.map { $0.modifier == role.modifier ? ContextChoice(modifier: $0.modifier, context: role.reduced) : $0 }
                reducedTokens = resolutions[twin]?.tokens
                reducedIndex = indices[twin] ?? index
            }
            let (_, findings) = reducer.reduce(full: resolution.tokens, reduced: reducedTokens)
            found += findings.map { (reducedIndex, $0) }
        }
        let merged = ContextMerger(permutations: permutations).merge(found)
        var all = registry.loadFindings + merged
        // One finding per distinct problem, in report order.
        var seen: Set<String> = []
        all = all.filter { seen.insert("\($0.rule)|\($0.location?.description ?? "")|\($0.token ?? "")|\($0.message)").inserted }
        all.sort(by: Finding.reportOrder)
        self.findings = all
        self.permutationCount = permutations.count
        self.tokenCount = resolutions[registry.defaultChoice]?.tokens.count ?? 0
    }
}
