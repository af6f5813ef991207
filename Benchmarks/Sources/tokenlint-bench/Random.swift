import SeededRandom

/// The corpus must be the same bytes for the same seed on every machine and toolchain, so the
/// helpers below do their own range reduction instead of relying on the standard library's
/// `random(in:using:)`.
extension SplitMix64 {
    /// A generator for one item (file) of a run: independent of how many items came before, so
    /// a file's content depends only on the seed and its index (not on the format chosen).
    init(seed: UInt64, stream: UInt64) {
        var mixer = SplitMix64(seed: seed ^ (stream &* 0x9E37_79B9_7F4A_7C15))
        self.init(seed: mixer.next() ^ stream)
    }

    /// Uniform in 0..<1 (53 bits).
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// Uniform in `range` (the modulo bias is far below anything a benchmark corpus notices).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// One element; `items` must not be empty (callers pass literals).
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// One element by weight.
    mutating func weighted<T>(_ items: [(T, Double)]) -> T {
        let total = items.reduce(0) { $0 + $1.1 }
        var roll = unit() * total
        for (item, weight) in items {
            if roll < weight { return item }
            roll -= weight
        }
        return items[items.count - 1].0
    }

    /// A number in `low...high` rounded to `step` (specs carry round numbers).
    mutating func number(_ low: Double, _ high: Double, step: Double) -> Double {
        let value = low + unit() * (high - low)
        return ((value / step).rounded() * step * 1000).rounded() / 1000
    }
}
