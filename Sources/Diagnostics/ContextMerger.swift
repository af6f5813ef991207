/// Merges findings found in several permutations into one finding per distinct problem,
/// listing the contexts where it holds, reduced to the modifiers that mattered
/// (one finding per (rule, component), not one per permutation).
public struct ContextMerger: Sendable {
    /// Every permutation that was evaluated, each a full choice of every modifier.
    public let permutations: [[ContextChoice]]
    private let index: [[ContextChoice]: Int]

    public init(permutations: [[ContextChoice]]) {
        self.permutations = permutations
        var index: [[ContextChoice]: Int] = [:]
        for (offset, permutation) in permutations.enumerated() { index[permutation] = offset }
        self.index = index
    }

    /// Findings without contexts, each tagged with the permutation (by index) it was found in.
    public func merge(_ found: [(permutation: Int, finding: Finding)]) -> [Finding] {
        struct Key: Hashable {
            var rule: RuleID, severity: Severity, location: SourceLocation?, message: String, token: String?, component: String?
        }
        var order: [Key] = []
        var groups: [Key: (finding: Finding, permutations: Set<Int>)] = [:]
        for (permutation, finding) in found {
            let key = Key(rule: finding.rule, severity: finding.severity, location: finding.location, message: finding.message,
                          token: finding.token, component: finding.component)
            if groups[key] == nil {
                order.append(key)
                groups[key] = (finding, [])
            }
            groups[key]?.permutations.insert(permutation)
        }
        return order.compactMap { key in
            guard var finding = groups[key]?.finding, let set = groups[key]?.permutations else { return nil }
            finding.contexts = contexts(of: set)
            return finding
        }
    }

    /// The permutations in `set`, projected onto the modifiers that matter: a modifier matters
    /// when changing only its context can move a permutation out of the set. An empty result
    /// means the finding holds in every permutation.
    public func contexts(of set: Set<Int>) -> [[ContextChoice]] {
        guard set.count < permutations.count, let first = permutations.first else { return [] }
        let modifierCount = first.count
        var mattering: [Int] = []
        for position in 0..<modifierCount {
            let alternatives = Set(permutations.map { $0[position].context })
            let matters = set.contains { member in
                alternatives.contains { context in
                    var variant = permutations[member]
                    variant[position].context = context
                    guard let other = index[variant] else { return false }
                    return !set.contains(other)
                }
            }
            if matters { mattering.append(position) }
        }
        var seen: Set<[ContextChoice]> = []
        var result: [[ContextChoice]] = []
        for member in set.sorted() {
            let projection = mattering.map { permutations[member][$0] }
            if seen.insert(projection).inserted { result.append(projection) }
        }
        return result
    }
}
