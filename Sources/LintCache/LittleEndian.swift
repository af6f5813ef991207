/// Fixed-width little-endian integers in the cache files' header and entry lengths.
enum LittleEndian {
    static func append(_ value: UInt64, bytes count: Int, to out: inout [UInt8]) {
        for index in 0..<count { out.append(UInt8(truncatingIfNeeded: value >> UInt64(8 * index))) }
    }

    /// The caller has checked that `offset + count <= bytes.count`.
    static func read(_ bytes: [UInt8], at offset: Int, bytes count: Int) -> UInt64 {
        (0..<count).reduce(0) { $0 | UInt64(bytes[offset + $1]) << UInt64(8 * $1) }
    }
}
