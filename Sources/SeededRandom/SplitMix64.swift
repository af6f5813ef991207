/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, fast, seedable generator, for what must be the
/// same for the same seed on every machine and toolchain: the benchmark corpus, and the
/// property and mutation tests (a failure reproduces from its seed). Not part of the product.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<n by modulo (0 when n ≤ 0): the same numbers for a seed on every toolchain, which
    /// the standard library's `random(in:using:)` does not promise.
    public mutating func below(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }
}
