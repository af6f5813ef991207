import Diagnostics
import JSONSource

/// Pretty JSON written member by member into bytes, with exactly the layout of
/// `JSONWriter(pretty: true)` (two-space indentation, `"key": value`, `{}`/`[]` when empty), so
/// a report can be streamed without building a `JSONValue` tree first.
///
/// Arrays are written one item per line: JSONWriter puts short arrays of scalars on one line,
/// so scalar arrays go through `value(_:)`, which hands them to JSONWriter.
struct JSONStreamWriter {
    private(set) var bytes: [UInt8] = []
    /// Members written so far in each open container, innermost last.
    private var open: [Int]
    /// The depth of the outermost container this writer works in.
    private let baseDepth: Int
    private static let writer = JSONWriter(pretty: true)

    /// A writer for a whole document.
    init() {
        open = []
        baseDepth = 0
    }

    /// A writer for items of an array at `depth` that already holds `itemsBefore` items: the
    /// output continues that array (leading comma included) and can be appended to it as is.
    init(insideArrayAt depth: Int, itemsBefore: Int) {
        open = [itemsBefore]
        baseDepth = depth
        // A chunk of findings is a few hundred bytes each: grown once, not a dozen times.
        bytes.reserveCapacity(64 * 1024)
    }

    /// Items written into the innermost open container.
    var memberCount: Int { open.last ?? 0 }

    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        open.append(0)
    }

    mutating func endObject() { close(UInt8(ascii: "}")) }

    mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        open.append(0)
    }

    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the next member of the open object: `,` when needed, a new line, `"key": `.
    mutating func key(_ name: String) {
        nextMember()
        string(name)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// Starts the next item of the open array.
    mutating func item() { nextMember() }

    /// `"name": "value"` as the next member of the open object; nothing when `value` is nil.
    mutating func member(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    /// `"name": value` as the next member of the open object.
    mutating func member(_ name: String, _ value: Int) {
        key(name)
        number(value)
    }

    /// `"name": value` as the next member of the open object when `value` is a finite number
    /// (JSON has no other); nothing otherwise.
    mutating func member(_ name: String, finite value: Double?) {
        guard let value, value.isFinite else { return }
        key(name)
        number(value)
    }

    /// `s` quoted as `JSONWriter.appendQuoted` quotes it. Report strings almost never hold a
    /// byte JSON escapes: a word-at-a-time scan finds that out and the bytes are copied in one
    /// piece (the byte-by-byte scan was a third of rendering a finding); any string with such
    /// a byte goes to JSONWriter.
    mutating func string(_ s: String) {
        var s = s
        let copied = s.withUTF8 { utf8 in
            guard !Self.mayNeedEscape(utf8) else { return false }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if !copied { JSONWriter.appendQuoted(s, to: &bytes) }
    }

    /// Whether `JSONWriter.appendQuoted` would escape some byte of `utf8`: a control character,
    /// `"`, `\\`, DEL, or U+2028/U+2029 (E2 80 A8/A9). Eight bytes at a time, the tests written
    /// out here rather than passed to `WordScan.contains` as closures: called through them (they
    /// were not inlined across the module) the scan cost three times the copy. A word that may
    /// hold such a byte is looked at byte by byte: E2 also starts `≥`, `→` and `—`, which
    /// findings' details often hold and which are copied as they are.
    static func mayNeedEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(utf8)
        var i = 0
        while i + 8 <= raw.count {
            if escapeCandidates(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) != 0 { return needsEscape(utf8, from: i) }
            i += 8
        }
        // The last bytes, padded with spaces to a word.
        guard i < raw.count else { return false }
        var tail = UInt64(0x2020_2020_2020_2020)
        withUnsafeMutableBytes(of: &tail) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[i...])) }
        return escapeCandidates(tail) != 0 && needsEscape(utf8, from: i)
    }

    /// Non-zero when some byte of `word` is below 0x20 or is `"`, `\\`, DEL or 0xE2 (exact
    /// for every byte before the first such one, which is all `mayNeedEscape` needs).
    @inline(__always)
    private static func escapeCandidates(_ word: UInt64) -> UInt64 {
        WordScan.below(0x20, word) | WordScan.equal(0x22, word) | WordScan.equal(0x5C, word)
            | WordScan.equal(0x7F, word) | WordScan.equal(0xE2, word)
    }

    /// `mayNeedEscape` byte by byte from `start`, with `JSONWriter.appendQuoted`'s tests.
    private static func needsEscape(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        var i = start
        while i < utf8.count {
            let byte = utf8[i]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return true }
            if byte == 0xE2, i + 2 < utf8.count, utf8[i + 1] == 0x80, utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9 { return true }
            i += 1
        }
        return false
    }

    /// An array of strings, laid out as JSONWriter lays out `.array` of `.string`s at this
    /// depth (up to eight on one line, else one per line), without building the `JSONValue`.
    mutating func strings(_ items: [String]) {
        guard items.count > 8 else {
            bytes.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 {
                    bytes.append(UInt8(ascii: ","))
                    bytes.append(UInt8(ascii: " "))
                }
                string(item)
            }
            bytes.append(UInt8(ascii: "]"))
            return
        }
        beginArray()
        for item in items {
            self.item()
            string(item)
        }
        endArray()
    }

    mutating func number(_ n: Double) { JSONWriter.appendNumber(n, to: &bytes) }

    /// As `number(Double(n))` writes it: the digits, for any integer a Double holds exactly.
    mutating func number(_ n: Int) {
        guard n.magnitude < 1 << 53 else { return number(Double(n)) }
        DecimalDigits.append(n, to: &bytes)
    }

    /// Any value, laid out as JSONWriter lays it out at this depth.
    mutating func value(_ v: JSONValue) { Self.writer.write(v, indent: depth, into: &bytes) }

    /// Bytes rendered by another writer made with `init(insideArrayAt:itemsBefore:)` for the
    /// innermost open array, holding `items` items.
    mutating func append(items rendered: [UInt8], count items: Int) {
        guard items > 0, let last = open.indices.last else { return }
        bytes.append(contentsOf: rendered)
        open[last] += items
    }

    /// Hands over what is written so far (to stream it) and starts an empty buffer.
    mutating func take() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// `take` for a writer made with `init(insideArrayAt:itemsBefore:)` that writes one item at
    /// a time for a caller who joins them (SARIF keeps some of its results): the item, with no
    /// comma before it, and the next one is counted as the array's first again.
    mutating func takeItem() -> [UInt8] {
        open = [0]
        return take()
    }

    /// The depth of a value inside the innermost open container.
    private var depth: Int { baseDepth + open.count }

    private mutating func nextMember() {
        guard let last = open.indices.last else { return }
        if open[last] > 0 { bytes.append(UInt8(ascii: ",")) }
        open[last] += 1
        newline()
    }

    private mutating func close(_ bracket: UInt8) {
        let members = open.popLast() ?? 0
        if members > 0 { newline() }
        bytes.append(bracket)
    }

    /// A line break and two spaces per level, as `JSONWriter.newline` writes them, copied from
    /// a ready-made run of spaces.
    private mutating func newline() {
        let indent = 2 * depth
        guard indent < Self.lineBreakAndSpaces.count else { return Self.writer.newline(depth, &bytes) }
        // Through a buffer pointer: appending an `ArraySlice` retained and released the array
        // for every line.
        Self.lineBreakAndSpaces.withUnsafeBufferPointer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[...indent])) }
    }

    private static let lineBreakAndSpaces: [UInt8] = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 64)
}
