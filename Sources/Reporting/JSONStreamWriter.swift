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

    /// Whether `utf8` has a byte `JSONWriter.appendQuoted` may escape: a control character,
    /// `"`, `\\`, DEL, or 0xE2 (which starts U+2028 and U+2029).
    static func mayNeedEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        WordScan.contains(utf8, candidates: { word in
            WordScan.below(0x20, word) | WordScan.equal(0x22, word) | WordScan.equal(0x5C, word)
                | WordScan.equal(0x7F, word) | WordScan.equal(0xE2, word)
        }, where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 })
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
        bytes.append(contentsOf: Self.lineBreakAndSpaces[...indent])
    }

    private static let lineBreakAndSpaces: [UInt8] = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 64)
}
