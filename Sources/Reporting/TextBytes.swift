/// UTF-8 text built by appending, for report texts made of many small pieces (a JUnit failure
/// body has a dozen, and a large run has a hundred thousand bodies).
///
/// Why not a `String`: measured with callgrind on the bench corpus, each `String.append` cost
/// ~400 instructions (capacity, uniqueness and ASCII-flag upkeep) and a `String` handed to
/// libxml2 is copied once more into a C string; appending bytes is a `memcpy`. The bytes are
/// valid UTF-8 by construction (only `String`s and ASCII are appended), so they go to libxml2
/// as they are. A NUL is kept after the text so it is always a C string.
struct TextBytes {
    /// The text, then one NUL.
    private var storage: [UInt8]

    init(capacity: Int = 512) {
        storage = []
        storage.reserveCapacity(capacity)
        storage.append(0)
    }

    init(_ s: String) {
        self.init(capacity: s.utf8.count + 1)
        append(s)
    }

    var count: Int { storage.count - 1 }
    var isEmpty: Bool { storage.count == 1 }

    mutating func append(_ s: String) {
        storage.removeLast()
        if s.utf8.withContiguousStorageIfAvailable({ storage.append(contentsOf: $0) }) == nil {
            storage.append(contentsOf: s.utf8)
        }
        storage.append(0)
    }

    /// One ASCII character.
    mutating func append(ascii: Unicode.Scalar) {
        storage[storage.count - 1] = UInt8(ascii: ascii)
        storage.append(0)
    }

    mutating func append(_ n: Int) {
        storage.removeLast()
        DecimalDigits.append(n, to: &storage)
        storage.append(0)
    }

    mutating func append(_ other: TextBytes) {
        storage.removeLast()
        storage.append(contentsOf: other.storage)
    }

    /// The text without its NUL, as an array (no copy when this was its only holder).
    consuming func bytes() -> [UInt8] {
        var bytes = storage
        bytes.removeLast()
        return bytes
    }

    var string: String { storage.withUnsafeBufferPointer { String(decoding: $0.dropLast(), as: UTF8.self) } }

    /// The text without its NUL.
    func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0.dropLast())) }
    }

    /// The text as a C string (its bytes, then NUL). C lifetime: valid only inside `body`
    /// (the storage may move on the next append), so callers hand it to C calls that copy.
    func withCString<R>(_ body: (UnsafePointer<UInt8>) throws -> R) rethrows -> R {
        // The storage is never empty (the NUL is always there); the literal only satisfies the type.
        try storage.withUnsafeBufferPointer { try body($0.baseAddress ?? ("" as StaticString).utf8Start) }
    }
}

/// An integer's decimal digits (as `String(n)` writes them) appended to bytes, without making a
/// `String`: line numbers and counts in every testcase of a report.
enum DecimalDigits {
    static func append(_ n: Int, to bytes: inout [UInt8]) {
        if n >= 0, n < 10 { return bytes.append(UInt8(ascii: "0") + UInt8(n)) }
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        // Int.min has no positive counterpart: the magnitude, unsigned. At most 20 digits.
        var rest = n.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: buffer[start...])
        }
    }
}
