import CSHA256

/// SHA-256 (FIPS 180-4), for the cache's keys.
///
/// Why a hash of our own: the package has no hashing dependency, and the one that would give
/// SHA-256 on Linux, apple/swift-crypto, compiles BoringSSL's C sources into every clean build
/// of the tool for one function over a few kilobytes per file. Swift's `Hasher`/`hashValue`
/// is seeded per process, so it cannot key anything kept between runs. FNV-1a would be shorter
/// but is not collision resistant: a cache keyed by it could hand one file's results to another
/// crafted file. SHA-256's output is stable on every platform and collisions are practically
/// impossible across any repository. Checked against the FIPS 180-4 / NIST CAVP test vectors
/// (`SHA256Tests`). On x86 CPUs with the SHA extensions the blocks go through them (the C target
/// CSHA256: 2.4 instructions a byte against the Swift code's 54); everywhere else through the
/// Swift code below, which is also what the tests hold the hardware path to.
public struct SHA256: Sendable {
    /// Which compression function runs the blocks.
    public enum Implementation: Sendable {
        /// The Swift code in this file: every platform.
        case portable
        /// The x86 SHA extensions (`tokenlint_sha256_compress_hardware`): only where `available` has it.
        case shaExtensions

        /// What this process runs: `shaExtensions` where CPUID reports them (and not under
        /// Valgrind), else `portable`.
        public static let fastest: Implementation = tokenlint_sha256_hardware_available() != 0 ? .shaExtensions : .portable

        /// The implementations this CPU can run.
        public static var available: [Implementation] { fastest == .shaExtensions ? [.portable, .shaExtensions] : [.portable] }
    }

    private let implementation: Implementation
    private var state = State()
    /// Bytes not yet hashed (fewer than a 64-byte block), inline: updating never allocates.
    private var pending: Block = (0, 0, 0, 0, 0, 0, 0, 0)
    private var pendingCount = 0
    private var byteCount: UInt64 = 0

    private typealias Block = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    public init() {
        implementation = .fastest
    }

    /// A hasher on the given implementation; one this CPU cannot run (see `available`) falls back
    /// to `portable`.
    public init(implementation: Implementation) {
        self.implementation = Implementation.available.contains(implementation) ? implementation : .portable
    }

    public static func hash(_ bytes: [UInt8]) -> SHA256Digest {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    public static func hash(_ text: String) -> SHA256Digest {
        var hasher = SHA256()
        hasher.update(text)
        return hasher.finalize()
    }

    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    public mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// Lifetime: `bytes` is only read during the call.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        byteCount &+= UInt64(bytes.count)
        var offset = 0
        if pendingCount > 0 {
            let take = min(64 - pendingCount, bytes.count)
            withUnsafeMutableBytes(of: &pending) { ($0.baseAddress! + pendingCount).copyMemory(from: base, byteCount: take) }
            pendingCount += take
            offset = take
            guard pendingCount == 64 else { return }
            withUnsafeBytes(of: pending) { compress($0.baseAddress!, count: 1) }
            pendingCount = 0
        }
        let blocks = (bytes.count - offset) / 64
        if blocks > 0 {
            compress(base + offset, count: blocks)
            offset += 64 * blocks
        }
        if offset < bytes.count {
            withUnsafeMutableBytes(of: &pending) { $0.baseAddress!.copyMemory(from: base + offset, byteCount: bytes.count - offset) }
            pendingCount = bytes.count - offset
        }
    }

    public consuming func finalize() -> SHA256Digest {
        let bitCount = byteCount &* 8
        var tail: (Block, Block) = (pending, (0, 0, 0, 0, 0, 0, 0, 0))
        let blocks = pendingCount < 56 ? 1 : 2
        withUnsafeMutableBytes(of: &tail) { tail in
            tail[pendingCount] = 0x80
            for index in pendingCount + 1..<64 * blocks - 8 { tail[index] = 0 }
            tail.storeBytes(of: bitCount.bigEndian, toByteOffset: 64 * blocks - 8, as: UInt64.self)
        }
        withUnsafeBytes(of: tail) { compress($0.baseAddress!, count: blocks) }
        return SHA256Digest(words: (UInt64(state.a) << 32 | UInt64(state.b), UInt64(state.c) << 32 | UInt64(state.d),
                                    UInt64(state.e) << 32 | UInt64(state.f), UInt64(state.g) << 32 | UInt64(state.h)))
    }

    /// `count` 64-byte blocks from `blocks`, on this hasher's implementation.
    private mutating func compress(_ blocks: UnsafeRawPointer, count: Int) {
        guard implementation == .shaExtensions else { return Self.compress(&state, blocks: blocks, count: count) }
        // A tuple of one type is laid out contiguously, as the C function's `uint32_t[8]`.
        var words = (state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h)
        withUnsafeMutableBytes(of: &words) { words in
            tokenlint_sha256_compress_hardware(words.baseAddress!.assumingMemoryBound(to: UInt32.self),
                                               blocks.assumingMemoryBound(to: UInt8.self), count)
        }
        state = State(a: words.0, b: words.1, c: words.2, d: words.3, e: words.4, f: words.5, g: words.6, h: words.7)
    }

    /// The eight working words (FIPS 180-4 §5.3.3's initial values).
    private struct State: Sendable {
        var a: UInt32 = 0x6a09_e667, b: UInt32 = 0xbb67_ae85, c: UInt32 = 0x3c6e_f372, d: UInt32 = 0xa54f_f53a
        var e: UInt32 = 0x510e_527f, f: UInt32 = 0x9b05_688c, g: UInt32 = 0x1f83_d9ab, h: UInt32 = 0x5be0_cd19
    }

    /// `count` 64-byte blocks from `blocks` (FIPS 180-4 §6.2.2). Written out round by round
    /// over local words, the message schedule kept as sixteen of them (§6.2.2 step 1 needs only
    /// the last sixteen): the working state stays in registers, and nothing is allocated or
    /// bounds-checked per block. `Ch` and `Maj` take the usual shorter equivalent forms.
    private static func compress(_ state: inout State, blocks: UnsafeRawPointer, count: Int) {
        let k = tokenlint_sha256_round_constants()!
        var a = state.a, b = state.b, c = state.c, d = state.d, e = state.e, f = state.f, g = state.g, h = state.h
        for block in 0..<count {
            let p = blocks + 64 * block
            var w0 = word(p, 0), w1 = word(p, 1), w2 = word(p, 2), w3 = word(p, 3)
            var w4 = word(p, 4), w5 = word(p, 5), w6 = word(p, 6), w7 = word(p, 7)
            var w8 = word(p, 8), w9 = word(p, 9), w10 = word(p, 10), w11 = word(p, 11)
            var w12 = word(p, 12), w13 = word(p, 13), w14 = word(p, 14), w15 = word(p, 15)
            let (a0, b0, c0, d0, e0, f0, g0, h0) = (a, b, c, d, e, f, g, h)
            for group in 0..<4 {
                if group > 0 {
                    w0 = schedule(w0, w1, w9, w14); w1 = schedule(w1, w2, w10, w15)
                    w2 = schedule(w2, w3, w11, w0); w3 = schedule(w3, w4, w12, w1)
                    w4 = schedule(w4, w5, w13, w2); w5 = schedule(w5, w6, w14, w3)
                    w6 = schedule(w6, w7, w15, w4); w7 = schedule(w7, w8, w0, w5)
                    w8 = schedule(w8, w9, w1, w6); w9 = schedule(w9, w10, w2, w7)
                    w10 = schedule(w10, w11, w3, w8); w11 = schedule(w11, w12, w4, w9)
                    w12 = schedule(w12, w13, w5, w10); w13 = schedule(w13, w14, w6, w11)
                    w14 = schedule(w14, w15, w7, w12); w15 = schedule(w15, w0, w8, w13)
                }
                let kt = k + 16 * group
                round(a, b, c, &d, e, f, g, &h, kt[0] &+ w0)
                round(h, a, b, &c, d, e, f, &g, kt[1] &+ w1)
                round(g, h, a, &b, c, d, e, &f, kt[2] &+ w2)
                round(f, g, h, &a, b, c, d, &e, kt[3] &+ w3)
                round(e, f, g, &h, a, b, c, &d, kt[4] &+ w4)
                round(d, e, f, &g, h, a, b, &c, kt[5] &+ w5)
                round(c, d, e, &f, g, h, a, &b, kt[6] &+ w6)
                round(b, c, d, &e, f, g, h, &a, kt[7] &+ w7)
                round(a, b, c, &d, e, f, g, &h, kt[8] &+ w8)
                round(h, a, b, &c, d, e, f, &g, kt[9] &+ w9)
                round(g, h, a, &b, c, d, e, &f, kt[10] &+ w10)
                round(f, g, h, &a, b, c, d, &e, kt[11] &+ w11)
                round(e, f, g, &h, a, b, c, &d, kt[12] &+ w12)
                round(d, e, f, &g, h, a, b, &c, kt[13] &+ w13)
                round(c, d, e, &f, g, h, a, &b, kt[14] &+ w14)
                round(b, c, d, &e, f, g, h, &a, kt[15] &+ w15)
            }
            a &+= a0; b &+= b0; c &+= c0; d &+= d0; e &+= e0; f &+= f0; g &+= g0; h &+= h0
        }
        state = State(a: a, b: b, c: c, d: d, e: e, f: f, g: g, h: h)
    }

    /// Big-endian word `index` of the block at `p`.
    @inline(__always)
    private static func word(_ p: UnsafeRawPointer, _ index: Int) -> UInt32 {
        UInt32(bigEndian: p.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self))
    }

    /// W(t) from W(t-16), W(t-15), W(t-7) and W(t-2) (§6.2.2 step 1).
    @inline(__always)
    private static func schedule(_ w16: UInt32, _ w15: UInt32, _ w7: UInt32, _ w2: UInt32) -> UInt32 {
        let s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 &>> 3)
        let s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 &>> 10)
        return w16 &+ s0 &+ w7 &+ s1
    }

    /// One round (§6.2.2 step 3) with the names shifted instead of the values: the caller
    /// passes the eight words rotated by one each round, and only `d` and `h` change.
    @inline(__always)
    private static func round(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
                              _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32) {
        let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ (g ^ (e & (f ^ g))) &+ kw
        let t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) | (c & (a | b)))
        d &+= t1
        h = t1 &+ t2
    }
}

@inline(__always)
private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x &>> n) | (x &<< (32 &- n)) }

/// A SHA-256 value: 32 bytes, held as four big-endian words so comparing and hashing are cheap.
public struct SHA256Digest: Hashable, Sendable, CustomStringConvertible {
    public let words: (UInt64, UInt64, UInt64, UInt64)

    public init(words: (UInt64, UInt64, UInt64, UInt64)) {
        self.words = words
    }

    /// The digest from its 32 bytes; nil for any other length.
    public init?(bytes: some Collection<UInt8>) {
        guard bytes.count == 32 else { return nil }
        var values: [UInt64] = [0, 0, 0, 0]
        for (offset, byte) in bytes.enumerated() { values[offset / 8] = values[offset / 8] << 8 | UInt64(byte) }
        words = (values[0], values[1], values[2], values[3])
    }

    public var bytes: [UInt8] { withUnsafeBytes { Array($0) } }

    /// The 32 bytes, without making an array. Lifetime: the buffer lives only during `body`.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        let bigEndian = (words.0.bigEndian, words.1.bigEndian, words.2.bigEndian, words.3.bigEndian)
        return try Swift.withUnsafeBytes(of: bigEndian) { try body($0) }
    }

    /// Lowercase hexadecimal, 64 digits.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xf)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    public var description: String { hex }

    public static func == (lhs: SHA256Digest, rhs: SHA256Digest) -> Bool {
        lhs.words == rhs.words
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }
}
