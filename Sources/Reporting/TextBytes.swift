/// UTF-8 text built by appending, for report texts made of many small pieces (a JUnit failure
/// body has a dozen, and a large run has a hundred thousand bodies).
///
/// Why not a `String`: measured with callgrind on the bench corpus, each `String.append` cost
/// ~400 instructions (capacity, uniqueness and ASCII-flag upkeep) and a `String` handed to
/// libxml2 is copied once more into a C string; appending bytes is a `memcpy`. The bytes are
/// valid UTF-8 by construction (only `String`s and ASCII are appended), so they go to libxml2
/// as they are. No NUL is kept after them: nearly every text is handed over by length
/// (`withUTF8`), and the rare one libxml2 must escape is copied into a C string then.
struct TextBytes {
    private var storage: [UInt8]

    init(capacity: Int = 512) {
        storage = []
        storage.reserveCapacity(capacity)
    }

    init(_ s: String) {
        self.init(capacity: s.utf8.count)
        append(s)
    }

    var count: Int { storage.count }
    var isEmpty: Bool { storage.isEmpty }

    mutating func append(_ s: String) {
        if s.utf8.withContiguousStorageIfAvailable({ storage.append(contentsOf: $0) }) == nil {
            storage.append(contentsOf: s.utf8)
        }
    }

    /// One ASCII character.
    mutating func append(ascii: Unicode.Scalar) {
        storage.append(UInt8(ascii: ascii))
    }

    mutating func append(_ n: Int) {
        DecimalDigits.append(n, to: &storage)
    }

    mutating func append(_ other: TextBytes) {
        storage.append(contentsOf: other.storage)
    }

    /// The text as an array (no copy when this was its only holder).
    consuming func bytes() -> [UInt8] { storage }

    var string: String { String(decoding: storage, as: UTF8.self) }

    func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try storage.withUnsafeBufferPointer(body)
    }

    /// The text as a C string (its bytes, then NUL), copied. C lifetime: valid only inside
    /// `body`, so callers hand it to C calls that copy.
    func withCString<R>(_ body: (UnsafePointer<UInt8>) throws -> R) rethrows -> R {
        var terminated = storage
        terminated.append(0)
        return try terminated.withUnsafeBufferPointer { try body($0.baseAddress ?? ("" as StaticString).utf8Start) }
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
