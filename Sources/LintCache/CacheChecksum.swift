/// The cache file's checksum: FNV-1a 64 taken over the file's 8-byte little-endian words instead
/// of its bytes (the last word zero-filled, then the byte count), fed in parts of any length.
/// Why words: a run checks and writes tens of megabytes of cache file, and a byte at a time
/// cost as much as the rest of writing it. Each step, `(hash ^ word) * prime` with an odd
/// prime, is one-to-one, so a changed word always changes the result, and the count tells
/// apart files that differ only by trailing zero bytes.
struct CacheChecksum {
    private static let prime: UInt64 = 0x0000_0100_0000_01b3
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    private var word: UInt64 = 0
    private var count = 0

    mutating func add(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = 0
            while index < buffer.count, count % 8 != 0 { take(buffer[index]); index += 1 }
            while buffer.count - index >= 8 {
                hash = (hash ^ UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self).littleEndian) &* Self.prime
                index += 8
                count += 8
            }
            while index < buffer.count { take(buffer[index]); index += 1 }
        }
    }

    private mutating func take(_ byte: UInt8) {
        word |= UInt64(byte) << UInt64(8 * (count % 8))
        count += 1
        if count % 8 == 0 {
            hash = (hash ^ word) &* Self.prime
            word = 0
        }
    }

    var value: UInt64 {
        let last = count % 8 == 0 ? hash : (hash ^ word) &* Self.prime
        return (last ^ UInt64(count)) &* Self.prime
    }
}
