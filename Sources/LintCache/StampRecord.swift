import ContentHash

/// One record of the metadata index: for a spec file (named by `CacheKeyContext.recordKey`),
/// the `FileStamp` it had when its bytes were read, when that read ended, and the `CacheKey`
/// those bytes gave. A run that finds the file's stamp unchanged (and not racy) looks up that
/// key without reading or hashing the file.
///
/// ```
/// magic        8 bytes  "TLSTAMP\0"
/// version      4 bytes  little-endian, `CacheEntry.formatVersion`
/// record key  32 bytes  the key the record was stored under
/// stamp       56 bytes  device, inode, size, modified s/ns, changed s/ns (8 bytes each, LE)
/// read at     16 bytes  s/ns (LE)
/// cache key   32 bytes
/// checksum     8 bytes  FNV-1a (64-bit) of everything before it
/// ```
///
/// Like an entry, a record that is truncated, damaged, of another version or copied to another
/// name is ignored (the file is read and hashed as without the index).
struct StampRecord: Equatable {
    var stamp: FileStamp
    var readAt: FileTime
    var key: CacheKey

    static let magic: [UInt8] = Array("TLSTAMP".utf8) + [0]
    static let size = 8 + 4 + 32 + 7 * 8 + 2 * 8 + 32 + 8

    func encode(as recordKey: CacheKey) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(Self.size)
        out += Self.magic
        LittleEndian.append(UInt64(CacheEntry.formatVersion), bytes: 4, to: &out)
        out += recordKey.digest.bytes
        for field in [stamp.device, stamp.inode, UInt64(bitPattern: stamp.size),
                      UInt64(bitPattern: stamp.modified.seconds), UInt64(bitPattern: stamp.modified.nanoseconds),
                      UInt64(bitPattern: stamp.changed.seconds), UInt64(bitPattern: stamp.changed.nanoseconds),
                      UInt64(bitPattern: readAt.seconds), UInt64(bitPattern: readAt.nanoseconds)] {
            LittleEndian.append(field, bytes: 8, to: &out)
        }
        out += key.digest.bytes
        LittleEndian.append(FNV1a64.hash(out[...]), bytes: 8, to: &out)
        return out
    }

    /// The record, or nil when `bytes` are not a whole, intact record stored as `recordKey`.
    static func decode(_ bytes: [UInt8], as recordKey: CacheKey) -> StampRecord? {
        guard bytes.count == size, bytes[0..<8].elementsEqual(magic),
              LittleEndian.read(bytes, at: 8, bytes: 4) == UInt64(CacheEntry.formatVersion),
              SHA256Digest(bytes: bytes[12..<44]) == recordKey.digest,
              LittleEndian.read(bytes, at: size - 8, bytes: 8) == FNV1a64.hash(bytes[0..<(size - 8)]) else { return nil }
        let field = { (index: Int) in LittleEndian.read(bytes, at: 44 + 8 * index, bytes: 8) }
        let signed = { (index: Int) in Int64(bitPattern: field(index)) }
        let stamp = FileStamp(device: field(0), inode: field(1), size: signed(2),
                              modified: FileTime(seconds: signed(3), nanoseconds: signed(4)),
                              changed: FileTime(seconds: signed(5), nanoseconds: signed(6)))
        let readAt = FileTime(seconds: signed(7), nanoseconds: signed(8))
        let keyStart = 44 + 9 * 8
        guard let key = SHA256Digest(bytes: bytes[keyStart..<keyStart + 32]) else { return nil }
        return StampRecord(stamp: stamp, readAt: readAt, key: CacheKey(digest: key))
    }
}
