/// A 64-bit checksum of a byte stream, fed in pieces of any size: FNV-1a's multiply-xor step
/// taken over 8-byte little-endian words instead of single bytes (the tail is padded with its
/// length, so "ab" and "ab\0" differ).
///
/// Why not `FNV1a64` or `SHA256`: this checks tens of megabytes of stored report bytes against
/// accidental damage (a truncated or overwritten cache file) on the path of a run that should
/// take a few dozen milliseconds. Byte-wise FNV-1a runs at about 1 GB/s and our SHA-256 far
/// below that; a word per multiply is several times faster. Like FNV-1a it is not collision
/// resistant: it guards against accidents, and whatever must never collide is keyed by `SHA256`.
public struct WordChecksum: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325
    private var pending: UInt64 = 0
    private var pendingCount = 0
    public private(set) var byteCount: UInt64 = 0

    public init() {}

    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// Lifetime: `bytes` is only read during the call.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        byteCount &+= UInt64(bytes.count)
        var offset = 0
        // Complete a word left over from the previous piece, a byte at a time.
        while pendingCount > 0 && offset < bytes.count {
            pending |= UInt64(bytes[offset]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            offset += 1
            if pendingCount == 8 {
                mix(pending)
                pending = 0
                pendingCount = 0
            }
        }
        while bytes.count - offset >= 8 {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        while offset < bytes.count {
            pending |= UInt64(bytes[offset]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            offset += 1
        }
    }

    public mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The checksum of everything fed so far (feeding may go on after it).
    public var value: UInt64 {
        var copy = self
        copy.mix(copy.pending)
        copy.mix(copy.byteCount)
        return copy.state
    }

    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* Self.prime
        // FNV's multiply moves bits only upward; folding the high half back in lets every input
        // bit reach the low bits of the next word's product.
        state ^= state >> 29
    }

    public static func of(_ bytes: [UInt8]) -> UInt64 {
        var checksum = WordChecksum()
        checksum.update(bytes)
        return checksum.value
    }
}
