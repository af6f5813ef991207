/// LEB128 unsigned integers, as the cache's entries (`FileReportCodec`) store counts and lengths.
enum Varint {
    static func append(_ value: UInt64, to out: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        out.append(UInt8(rest))
    }

    /// The integer at `offset` in `bytes`, `offset` moved past it; nil when it runs to `end`
    /// unfinished or past 64 bits (more than 10 bytes): damage, never a trap.
    static func read(_ bytes: [UInt8], at offset: inout Int, end: Int) -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < end {
            let next = bytes[offset]
            offset += 1
            guard shift < 64 else { return nil }
            value |= UInt64(next & 0x7f) << shift
            if next & 0x80 == 0 { return value }
            shift += 7
        }
        return nil
    }
}
