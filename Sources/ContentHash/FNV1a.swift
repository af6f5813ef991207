/// FNV-1a, 64-bit (offset basis and prime from the FNV reference, draft-eastlake-fnv): a fast,
/// stable hash for telling apart values that nobody forges (the cache file's checksum against
/// accidental damage, a baseline fingerprint among one component's messages). Not collision
/// resistant: keys that must never collide use `SHA256`.
public enum FNV1a64 {
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    public static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBufferPointer { hash($0) }
    }
}
