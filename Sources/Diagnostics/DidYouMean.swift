/// "Did you mean …?" suggestions for unknown keys, rule ids and token paths.
public enum DidYouMean {
    /// The closest candidate by edit distance, if it is close enough to be a plausible typo:
    /// at most a third of the longer string's length (and at least 1 edit allowed).
    public static func suggestion<S: Sequence>(for word: String, among candidates: S) -> String? where S.Element == String {
        let target = Array(word.lowercased().unicodeScalars)
        var best: (String, Int)?
        for candidate in candidates {
            // The distance is at least the difference in length: a candidate that cannot beat
            // the best so far is skipped unread (token registries have hundreds of paths).
            // (ASCII only: lowercasing keeps its length.)
            if let best, candidate.utf8.allSatisfy({ $0 < 0x80 }), abs(candidate.utf8.count - target.count) >= best.1 { continue }
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best else { return nil }
        let limit = max(1, max(word.count, candidate.count) / 3)
        return distance <= limit ? candidate : nil
    }

    /// `" (did you mean 'x'?)"` or the empty string, for appending to a message.
    public static func hint<S: Sequence>(for word: String, among candidates: S) -> String where S.Element == String {
        suggestion(for: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Levenshtein distance with transpositions counted as one edit (optimal string alignment).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
