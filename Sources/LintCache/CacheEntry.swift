import ContentHash
import Diagnostics

/// One cache file: a fixed header, then the `FileReportCodec` payload.
///
/// ```
/// magic        8 bytes  "TLCACHE\0"
/// version      4 bytes  little-endian, `formatVersion`
/// key         32 bytes  the `CacheKey` the entry was stored under
/// length       8 bytes  little-endian, the payload's length
/// checksum     8 bytes  little-endian, FNV-1a (64-bit) of the payload
/// payload
/// ```
///
/// Read back, every field is checked before the payload is decoded: an entry that is truncated,
/// padded, hand-edited, of another format version, or copied to another key's name is a miss,
/// never a result. The key in the header guards against a renamed or copied file; the checksum
/// against any change to the payload (a torn write cannot happen: entries are renamed into place).
///
/// Why FNV-1a and not SHA-256 for the checksum: it detects accidental damage (a truncated copy,
/// a bad sector, a hand edit), and a cryptographic hash would add nothing there, since whoever
/// can write the cache folder can also write a matching SHA-256. Measured on the bench sample
/// (release build), the SHA-256 of a ~11 kB entry cost about as much as decoding it, doubling
/// the cost of a hit. The key stays a SHA-256: it must never let one file's input find another's
/// result.
enum CacheEntry {
    static let magic: [UInt8] = Array("TLCACHE".utf8) + [0]
    /// Bumped whenever the header or the payload's encoding changes.
    static let formatVersion: UInt32 = 2
    static let headerSize = 8 + 4 + 32 + 8 + 8

    static func encode(_ report: FileReport, key: CacheKey) -> [UInt8] {
        // The payload is encoded behind room for the header, which is then filled in place.
        var out = FileReportCodec.encode(report, prefix: headerSize)
        var header: [UInt8] = []
        header.reserveCapacity(headerSize)
        header += magic
        append(UInt64(formatVersion), bytes: 4, to: &header)
        header += key.digest.bytes
        append(UInt64(out.count - headerSize), bytes: 8, to: &header)
        append(checksum(out[headerSize...]), bytes: 8, to: &header)
        out.replaceSubrange(0..<headerSize, with: header)
        return out
    }

    /// The report, or nil when `bytes` are not a whole, intact entry for `key`.
    static func decode(_ bytes: [UInt8], key: CacheKey) -> FileReport? {
        guard bytes.count >= headerSize, bytes[0..<8].elementsEqual(magic),
              read(bytes, at: 8, bytes: 4) == UInt64(formatVersion),
              SHA256Digest(bytes: bytes[12..<44]) == key.digest,
              read(bytes, at: 44, bytes: 8) == UInt64(bytes.count - headerSize) else { return nil }
        guard read(bytes, at: 52, bytes: 8) == checksum(bytes[headerSize...]) else { return nil }
        return try? FileReportCodec.decode(Array(bytes[headerSize...]))
    }

    static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        FNV1a64.hash(bytes)
    }

    private static func append(_ value: UInt64, bytes count: Int, to out: inout [UInt8]) {
        LittleEndian.append(value, bytes: count, to: &out)
    }

    private static func read(_ bytes: [UInt8], at offset: Int, bytes count: Int) -> UInt64 {
        LittleEndian.read(bytes, at: offset, bytes: count)
    }
}
