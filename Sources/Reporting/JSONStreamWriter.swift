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
        JSONWriter.appendQuoted(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// Starts the next item of the open array.
    mutating func item() { nextMember() }

    mutating func string(_ s: String) { JSONWriter.appendQuoted(s, to: &bytes) }

    mutating func number(_ n: Double) { JSONWriter.appendNumber(n, to: &bytes) }

    mutating func number(_ n: Int) { number(Double(n)) }

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

    /// The depth of a value inside the innermost open container.
    private var depth: Int { baseDepth + open.count }

    private mutating func nextMember() {
        guard let last = open.indices.last else { return }
        if open[last] > 0 { bytes.append(UInt8(ascii: ",")) }
        open[last] += 1
        Self.writer.newline(depth, &bytes)
    }

    private mutating func close(_ bracket: UInt8) {
        let members = open.popLast() ?? 0
        if members > 0 { Self.writer.newline(depth, &bytes) }
        bytes.append(bracket)
    }
}
