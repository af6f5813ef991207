/// The key index of a large `JSONObject`: an open-addressing table of member offsets, one
/// `Int32` per slot, instead of a `[String: Int]`.
///
/// Why: most nodes of a Figma file have more than `JSONObject.indexThreshold` keys, and a
/// Swift dictionary of 15–27 names (each slot a 16-byte `String` and an 8-byte `Int`, at most
/// three quarters full) would be ~50 MB of a 50 MB file's tree. Here a slot is 4 bytes
/// and the names stay where they already are, in `members`.
///
/// Keys keep `String` semantics: a slot is found through the key's `hashValue`, and a hit is
/// confirmed with `==` on the member's key, so canonically equivalent names (NFC and NFD) are
/// one key exactly as in a dictionary (`Hashable` agrees with `==`). The table is at most half
/// full (linear probing stays short) and doubles when it would pass that, so building an
/// object of n keys costs O(n) amortised, as a dictionary does; `hashValue` is seeded per
/// process, so input cannot choose colliding names.
struct JSONKeyIndex: Sendable {
    /// Offset in `members` + 1; 0 marks an empty slot. Objects are parsed from at most a few
    /// hundred MB, so an offset fits in an `Int32`.
    private var slots: [Int32]

    /// An index of `members` (their keys are distinct).
    init(_ members: [JSONObject.Member]) {
        var capacity = 16
        while capacity < members.count * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        for offset in members.indices { place(offset, hash: members[offset].key.hashValue) }
    }

    /// The offset of the member named `key`.
    func offset(of key: String, in members: [JSONObject.Member]) -> Int? {
        offset(of: key, hash: key.hashValue, in: members)
    }

    /// The offset of the member named `key`, whose `hashValue` is `hash`.
    func offset(of key: String, hash: Int, in members: [JSONObject.Member]) -> Int? {
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            if members[stored - 1].key == key { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Indexes the last of `members`, just appended with a key not yet in the index whose
    /// `hashValue` is `hash`.
    mutating func appendLast(of members: [JSONObject.Member], hash: Int) {
        guard members.count * 2 <= slots.count else {
            self = JSONKeyIndex(members)
            return
        }
        place(members.count - 1, hash: hash)
    }

    private mutating func place(_ offset: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(truncatingIfNeeded: offset + 1)
    }
}
