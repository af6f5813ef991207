/// "Did you mean …?" suggestions for unknown keys, rule ids and token paths.
public enum DidYouMean {
    /// Candidate names prepared once for many lookups: the linter asks about every unknown
    /// token reference against the same few hundred token paths, and lowercasing each path
    /// into an array again for every question was most of the cost.
    public struct Candidates: Sendable {
        let names: [String]
        /// Each name lowercased, as the scalars the edit distance compares.
        let folded: [[Unicode.Scalar]]

        public init<S: Sequence>(_ names: S) where S.Element == String {
            self.names = Array(names)
            folded = self.names.map { Array($0.lowercased().unicodeScalars) }
        }
    }

    /// The closest candidate by edit distance, if it is close enough to be a plausible typo:
    /// at most a third of the longer string's length (and at least 1 edit allowed). On equal
    /// distances the first candidate wins.
    public static func suggestion(for word: String, among candidates: Candidates) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        // Typos are an edit or two away: first look only for candidates that close, which
        // stops each distance after a few rows, and widen the search only if none is. Each
        // pass finds every candidate below its bound exactly, so the first pass that finds
        // one finds the closest (the first of equals, as one full pass would).
        for bound in [2, 4, 8, Int.max] {
            var best: (index: Int, distance: Int)?
            for (index, candidate) in candidates.folded.enumerated() {
                let cutoff = best?.distance ?? bound
                // The distance is at least the difference in length: a candidate that cannot
                // beat the best so far is skipped unread.
                if abs(candidate.count - target.count) >= cutoff { continue }
                let distance = editDistance(target, candidate, cutoff: cutoff)
                if distance < cutoff { best = (index, distance) }
            }
            guard let best else { continue }
            let candidate = candidates.names[best.index]
            let limit = max(1, max(word.count, candidate.count) / 3)
            return best.distance <= limit ? candidate : nil
        }
        return nil
    }

    public static func suggestion<S: Sequence>(for word: String, among candidates: S) -> String? where S.Element == String {
        suggestion(for: word, among: Candidates(candidates))
    }

    /// `" (did you mean 'x'?)"` or the empty string, for appending to a message.
    public static func hint(for word: String, among candidates: Candidates) -> String {
        suggestion(for: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    public static func hint<S: Sequence>(for word: String, among candidates: S) -> String where S.Element == String {
        hint(for: word, among: Candidates(candidates))
    }

    /// Levenshtein distance with transpositions counted as one edit (optimal string alignment).
    /// Once the distance cannot be below `cutoff`, some value ≥ `cutoff` is returned without
    /// finishing: the result is at least any row's minimum. (An alignment never gets cheaper
    /// along its way; one that jumps over row i by a transposition leaves from a cell
    /// (i−1, j−1) worth at least D(i, j) − 1, a substitution costing at most 1, and pays 1.)
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], cutoff: Int = Int.max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var minimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                minimum = min(minimum, value)
            }
            if minimum >= cutoff { return minimum }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
