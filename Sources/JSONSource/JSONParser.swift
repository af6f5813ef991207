import Diagnostics
import Foundation

/// Why a document could not be parsed, and where.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var position: SourcePosition

    public var description: String { "\(position.line):\(position.column): \(message)" }
}

/// A successfully parsed document and what was odd but tolerable about it.
public struct JSONDocument: Sendable {
    public var root: JSONNode
    /// Duplicate keys (the last one is kept), each with the position of the repeat.
    public var duplicateKeys: [(key: String, position: SourcePosition)]
    /// Runs of split arrays' items parsed apart (0 for a serial parse, or one that fell back to
    /// it): tests check that the split was taken, not its serial fallback.
    var splitRuns = 0
}

/// A strict RFC 8259 JSON parser over UTF-8 bytes that records the line and column of every
/// value and key.
///
/// Written here rather than taken from Foundation because `JSONSerialization`/`JSONDecoder`
/// report no positions for values, and every tokenlint message must name `file:line:column`.
/// It is also bounded: nesting depth is limited (deeply nested input is an error with a
/// position, not a stack overflow), numbers must be finite, strings must be valid UTF-8.
public struct JSONParser {
    public struct Limits: Sendable {
        /// Maximum nesting of arrays and objects. Token files nest a handful of levels;
        /// 512 leaves room for anything real and keeps recursion far from the stack limit.
        public var maximumDepth: Int = 512
        /// Repeated member names: each is a warning the caller keeps, so a file of nothing but
        /// repeats (a 9.4 MB spec of them would take 1.17 GB) must stop being read. Real files have a few.
        public var maximumDuplicateKeys: Int = 1000

        public init(maximumDepth: Int = 512, maximumDuplicateKeys: Int = 1000) {
            self.maximumDepth = maximumDepth
            self.maximumDuplicateKeys = maximumDuplicateKeys
        }
    }

    public static func parse(_ text: String, limits: Limits = Limits()) throws(JSONParseError) -> JSONDocument {
        try parse(bytes: Array(text.utf8), limits: limits)
    }

    /// - Parameter skipping: object keys whose values the caller never reads (a Figma node's
    ///   geometry and export settings): they are still checked as strict JSON, with the same
    ///   errors at the same positions, but no nodes are built for them, so a large file costs
    ///   memory only for what is read. The members are absent from their objects, and duplicate
    ///   keys inside them are not reported.
    /// - Parameter split: arrays whose items are parsed on `split.jobs` threads (see `Split`).
    public static func parse(bytes: [UInt8], limits: Limits = Limits(), skipping: Set<String> = [],
                             split: Split? = nil) throws(JSONParseError) -> JSONDocument {
        var state = ParserState(bytes: bytes, limits: limits, skipping: skipping, split: split)
        do {
            return try state.parseDocument()
        } catch {
            guard split != nil else { throw error }
            // Items parsed apart cannot tell which error comes first in the file, nor count
            // repeated names across each other: parsing it again in one piece gives the error
            // (and the position) that a serial parse gives.
            var serial = ParserState(bytes: bytes, limits: limits, skipping: skipping, split: nil)
            return try serial.parseDocument()
        }
    }

    /// The arrays of a large document whose items are independent subtrees (a Figma file's
    /// frames): a quick scan for strings and brackets cuts each into runs of items, which are
    /// parsed on their own, on up to `jobs` threads, so the parse, which everything else waits
    /// for, is not one core's work. The tree, the positions and the repeated names are those of
    /// a serial parse.
    public struct Split: Sendable {
        /// The member name of the arrays (`children`)…
        public var key: String
        /// …whose own nesting level is this (the root value's is 1, so 2 for a member of the
        /// root object); an array inside a split one is not split again.
        public var depth: Int
        public var jobs: Int
        /// A run ends at the first comma between items this many bytes after its start: the
        /// work per run (a parser, a result, a lock) is paid per 64 KiB however tiny the items
        /// are, and runs are small enough that threads finish together.
        public var runBytes: Int

        public init(key: String, depth: Int, jobs: Int, runBytes: Int = 1 << 16) {
            self.key = key
            self.depth = depth
            self.jobs = jobs
            self.runBytes = runBytes
        }
    }
}

/// One parsed run of a split array's items: their trees and the repeated names inside them.
private struct SplitRun: Sendable {
    var nodes: [JSONNode]
    var duplicates: [(key: String, position: SourcePosition)]
}

/// Where a run of a split array's items starts (its first byte, that byte's line, the line's
/// start and the column), and `end`, the offset of the comma or bracket after its last item.
private struct SplitRunBounds: Sendable {
    var offset: Int
    var line: Int
    var lineStart: Int
    var column: Int
    var end = 0
}

private struct ParserState {
    let bytes: [UInt8]
    let limits: JSONParser.Limits
    let skipping: Set<String>
    /// Bit n set when a skipped name is n UTF-8 bytes long (n < 64; bit 63 for any longer):
    /// an ASCII name of another length cannot be one of them, and most names (`id`, `type`,
    /// `x`) are ruled out without hashing (hashing every name costs a tenth of a large file's
    /// parse). Only for ASCII: a non-ASCII name can be canonically equivalent, so equal for
    /// `Set.contains`, to a name of another length (U+212A KELVIN SIGN is "K").
    let skippedLengths: UInt64
    var offset = 0
    var line = 1
    var lineStart = 0
    // Column cache: columns count Unicode scalars from the line start; caching the last
    // computed (offset, column) keeps long single-line (minified) files linear.
    var cachedOffset = 0
    var cachedColumn = 1
    var depth = 0
    var duplicates: [(key: String, position: SourcePosition)] = []
    var splitRuns = 0
    /// Member names too long to be stored inline in a `String` (over 15 UTF-8 bytes), each
    /// kept once: a Figma file repeats `absoluteBoundingBox` and its like on every node, and a
    /// heap copy per occurrence would be tens of MB in a 50 MB file.
    var longKeys: Set<String> = []
    /// Plain ASCII member names met before, in the slot of an FNV-1a hash of their bytes: a
    /// Figma file repeats a few hundred names millions of times, and one found here is not
    /// decoded, interned, looked up in `skipping` or hashed again (that was a tenth of the
    /// parse). A slot keeps the last name hashed to it; a hit compares the bytes, so a
    /// collision costs a miss, never a wrong name.
    var names: [Name?] = Array(repeating: nil, count: 1024)

    /// A member name, whether its value is skipped, and its `hashValue` for the key index.
    struct Name {
        var key: String
        var skipped: Bool
        var hash: Int
    }

    let split: JSONParser.Split?

    init(bytes: [UInt8], limits: JSONParser.Limits, skipping: Set<String>, split: JSONParser.Split?) {
        self.bytes = bytes
        self.limits = limits
        self.skipping = skipping
        self.split = split
        skippedLengths = skipping.reduce(0) { $0 | Self.lengthBit($1.utf8.count) }
    }

    static func lengthBit(_ count: Int) -> UInt64 { 1 << UInt64(min(count, 63)) }

    /// Whether the value of member `key` is skipped (checked, not built).
    func skips(_ key: String) -> Bool {
        guard !skipping.isEmpty else { return false }
        if skippedLengths & Self.lengthBit(key.utf8.count) == 0, key.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        return skipping.contains(key)
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONDocument {
        // A UTF-8 byte order mark is tolerated (editors on Windows write it).
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            offset = 3
            lineStart = 3
            cachedOffset = 3
        }
        skipWhitespace()
        guard offset < bytes.count else { throw error("the document is empty; expected a JSON value") }
        let root = try parseValue()
        skipWhitespace()
        if offset < bytes.count {
            throw error("unexpected \(describeCurrent()) after the end of the JSON value")
        }
        return JSONDocument(root: root, duplicateKeys: duplicates, splitRuns: splitRuns)
    }

    // MARK: Positions

    mutating func position() -> SourcePosition {
        position(at: offset)
    }

    mutating func position(at target: Int) -> SourcePosition {
        if cachedOffset < lineStart || cachedOffset > target {
            cachedOffset = lineStart
            cachedColumn = 1
        }
        var column = cachedColumn
        let start = cachedOffset, end = min(target, bytes.count)
        if start < end {
            // Count scalars: every byte that is not a UTF-8 continuation byte (10xxxxxx) starts
            // one. Eight bytes at a time: this runs over every byte of a minified file.
            column += end - start
            bytes.withUnsafeBytes { raw in
                var index = start
                while index + 8 <= end {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    column -= (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
                    index += 8
                }
                while index < end {
                    if raw[index] & 0xC0 == 0x80 { column -= 1 }
                    index += 1
                }
            }
        }
        cachedOffset = target
        cachedColumn = column
        return SourcePosition(line: line, column: column)
    }

    func error(_ message: String, at position: SourcePosition) -> JSONParseError {
        JSONParseError(message: message, position: position)
    }

    mutating func error(_ message: String) -> JSONParseError {
        JSONParseError(message: message, position: position())
    }

    func describeCurrent() -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// The stored copy of a long member name, so equal names share one buffer.
    mutating func interned(_ key: String) -> String {
        guard key.utf8.count > 15 else { return key }
        // `==` is canonical equivalence; a name spelled with other bytes (NFC vs NFD) stays as written.
        if let stored = longKeys.firstIndex(of: key), Self.sameBytes(longKeys[stored], key) { return longKeys[stored] }
        longKeys.insert(key)
        return key
    }

    /// Byte equality, over the contiguous UTF-8 that parsed strings have (the generic
    /// `elementsEqual` of two `UTF8View`s costs a few percent of a large file's parse).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        let contiguous = a.utf8.withContiguousStorageIfAvailable { left in
            b.utf8.withContiguousStorageIfAvailable { right in left.elementsEqual(right) }
        }
        return (contiguous ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    static func sameBytes(_ a: String, _ b: ArraySlice<UInt8>) -> Bool {
        guard a.utf8.count == b.count else { return false }
        // `memcmp`: the generic `elementsEqual`, a byte per step, was 4 % of a large file's
        // instructions here (every member name is compared with the one it hashed to).
        let contiguous = a.utf8.withContiguousStorageIfAvailable { left in
            b.withUnsafeBufferPointer { right in
                right.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, right.count) == 0
            }
        }
        return contiguous ?? a.utf8.elementsEqual(b)
    }

    /// The member name whose opening quote is at `offset`.
    mutating func parseName(keep: Bool) throws(JSONParseError) -> Name {
        let start = offset + 1
        var end = start
        var hash: UInt32 = 2_166_136_261
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] < 0x80, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") {
            hash = (hash ^ UInt32(bytes[end])) &* 16_777_619
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else {
            // Escapes, non-ASCII, a control character or the end of the file: the general path,
            // which also names what is wrong.
            let key = interned(try parseString(keep: keep))
            return Name(key: key, skipped: skips(key), hash: key.hashValue)
        }
        offset = end + 1
        // Inside a skipped value names are checked, not built (as `parseString(keep: false)`).
        guard keep else { return Name(key: "", skipped: true, hash: 0) }
        let slot = Int(hash) & (names.count - 1)
        if let known = names[slot], Self.sameBytes(known.key, bytes[start..<end]) { return known }
        let key = interned(String(decoding: bytes[start..<end], as: UTF8.self))
        let name = Name(key: key, skipped: skips(key), hash: key.hashValue)
        names[slot] = name
        return name
    }

    // MARK: Lexing

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D:
                offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default:
                return
            }
        }
    }

    /// - Parameter keep: false inside a skipped value: everything is checked, nothing is built
    ///   (the node returned is a placeholder the caller drops).
    mutating func parseValue(keep: Bool = true) throws(JSONParseError) -> JSONNode {
        let start = position()
        guard offset < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject(start, keep: keep)
        case UInt8(ascii: "["): return try parseArray(start, keep: keep)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString(keep: keep)), at: start)
        case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), at: start)
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw error("NaN and Infinity are not JSON numbers")
        default:
            throw error("unexpected \(describeCurrent()); expected a value")
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        // Compared in place: a design file has hundreds of thousands of `true`/`false`/`null`,
        // and a copy of the literal per value was an allocation each.
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count,
              literal.withUTF8Buffer({ bytes[offset..<(offset + count)].elementsEqual($0) }) else {
            throw error("invalid literal; expected '\(literal)'")
        }
        offset += count
    }

    mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > limits.maximumDepth {
            throw error("nesting is deeper than \(limits.maximumDepth) levels")
        }
    }

    mutating func parseObject(_ start: SourcePosition, keep: Bool) throws(JSONParseError) -> JSONNode {
        try enter()
        offset += 1
        var object = JSONObject()
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return JSONNode(.object(object), at: start)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of file inside an object that starts at \(start.line):\(start.column)") }
            guard bytes[offset] == UInt8(ascii: "\"") else {
                throw error("expected a quoted member name, found \(describeCurrent())")
            }
            let keyPosition = position()
            let name = try parseName(keep: keep)
            let key = name.key
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("expected ':' after member name \"\(key)\", found \(describeCurrent())")
            }
            offset += 1
            skipWhitespace()
            let keepValue = keep && !name.skipped
            let value: JSONNode
            if keepValue, let split, depth + 1 == split.depth, key == split.key, offset < bytes.count,
               bytes[offset] == UInt8(ascii: "["), let items = try parseSplitArray(split) {
                value = items
            } else {
                value = try parseValue(keep: keepValue)
            }
            if keepValue, !object.insert(.init(key: key, keyPosition: keyPosition, value: value), hash: name.hash) {
                duplicates.append((key, keyPosition))
                if duplicates.count > limits.maximumDuplicateKeys {
                    throw error("more than \(limits.maximumDuplicateKeys) repeated member names; the last one is \"\(key)\"", at: keyPosition)
                }
            }
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of file inside an object that starts at \(start.line):\(start.column)") }
            switch bytes[offset] {
            case UInt8(ascii: ","):
                offset += 1
            case UInt8(ascii: "}"):
                offset += 1
                depth -= 1
                if keep { object.shrinkToFit() }
                return JSONNode(.object(object), at: start)
            default:
                throw error("expected ',' or '}' in object, found \(describeCurrent())")
            }
        }
    }

    mutating func parseArray(_ start: SourcePosition, keep: Bool) throws(JSONParseError) -> JSONNode {
        try enter()
        offset += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return JSONNode(.array(items), at: start)
        }
        while true {
            skipWhitespace()
            let item = try parseValue(keep: keep)
            if keep { items.append(item) }
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of file inside an array that starts at \(start.line):\(start.column)") }
            switch bytes[offset] {
            case UInt8(ascii: ","):
                offset += 1
            case UInt8(ascii: "]"):
                offset += 1
                depth -= 1
                if keep, items.capacity > items.count { items = items.withUnsafeBufferPointer { Array($0) } }
                return JSONNode(.array(items), at: start)
            default:
                throw error("expected ',' or ']' in array, found \(describeCurrent())")
            }
        }
    }

    /// The array at `offset` with its items parsed on `split.jobs` threads, or nil (nothing
    /// consumed) when the scan finds one run only, or cannot find the array's end (the serial
    /// parse then says why).
    mutating func parseSplitArray(_ split: JSONParser.Split) throws(JSONParseError) -> JSONNode? {
        // The array's own level must be within the limit: items that are scalars never check it.
        guard depth < limits.maximumDepth, let scan = scanSplitArray(runBytes: split.runBytes), scan.runs.count > 1 else { return nil }
        let start = position()
        let (bytes, limits, skipping, itemDepth, runs) = (bytes, limits, skipping, depth + 1, scan.runs)
        let results = Parallel.map(count: runs.count, jobs: split.jobs) { index -> Result<SplitRun, JSONParseError> in
            var state = ParserState(bytes: bytes, limits: limits, skipping: skipping, split: nil)
            let run = runs[index]
            (state.offset, state.line, state.lineStart) = (run.offset, run.line, run.lineStart)
            (state.cachedOffset, state.cachedColumn) = (run.offset, run.column)
            state.depth = itemDepth
            do throws(JSONParseError) {
                return .success(SplitRun(nodes: try state.parseItems(until: run.end), duplicates: state.duplicates))
            } catch {
                return .failure(error)
            }
        }
        var nodes: [JSONNode] = []
        nodes.reserveCapacity(results.reduce(0) { $0 + ((try? $1.get().nodes.count) ?? 0) })
        for result in results {
            switch result {
            case .success(let run):
                nodes.append(contentsOf: run.nodes)
                duplicates.append(contentsOf: run.duplicates)
            case .failure(let error):
                throw error
            }
        }
        if duplicates.count > limits.maximumDuplicateKeys {
            throw error("more than \(limits.maximumDuplicateKeys) repeated member names")
        }
        (line, lineStart) = (scan.line, scan.lineStart)
        offset = scan.end + 1
        splitRuns += runs.count
        return JSONNode(.array(nodes), at: start)
    }

    /// The items of an array from `offset` up to the comma or closing bracket at `end`, which
    /// the last of them must reach exactly (runs tile the array only if each ends where the
    /// scan found its end; an error, wherever it is, makes the caller parse the file serially).
    mutating func parseItems(until end: Int) throws(JSONParseError) -> [JSONNode] {
        var items: [JSONNode] = []
        while true {
            items.append(try parseValue())
            skipWhitespace()
            if offset == end { return items }
            guard offset < end, bytes[offset] == UInt8(ascii: ",") else {
                throw error("unexpected \(describeCurrent()) after an array item")
            }
            offset += 1
            skipWhitespace()
        }
    }

    typealias SplitScan = (runs: [SplitRunBounds], end: Int, line: Int, lineStart: Int)

    /// The array at `offset` scanned for strings and brackets only, cut into runs of items of
    /// about `runBytes` each; the closing bracket and its line. Nil when its end is not found or
    /// brackets close more than they open. Nothing is consumed. One pass, no recursion and one
    /// record per run, whatever the nesting or the number of items.
    mutating func scanSplitArray(runBytes: Int) -> SplitScan? {
        // Restored after: the scan borrows the line and the column cache to count columns by
        // the one routine that counts them everywhere else.
        let saved = (line, lineStart, cachedOffset, cachedColumn)
        defer { (line, lineStart, cachedOffset, cachedColumn) = saved }
        var runs: [SplitRunBounds] = []
        var scan = offset + 1
        var scanLine = line
        var scanLineStart = lineStart
        var nesting = 0
        var runStarts = true  // the next byte that is not whitespace starts a run
        scanning: while scan < bytes.count {
            let byte = bytes[scan]
            switch byte {
            case 0x20, 0x09, 0x0D:
                break
            case 0x0A:
                scanLine += 1
                scanLineStart = scan + 1
            default:
                if runStarts {
                    runStarts = false
                    if byte == UInt8(ascii: "]") {
                        // `[]`, or a comma before the bracket, which the serial parse names.
                        guard runs.isEmpty else { return nil }
                        break scanning
                    }
                    (line, lineStart) = (scanLine, scanLineStart)
                    runs.append(SplitRunBounds(offset: scan, line: scanLine, lineStart: scanLineStart, column: position(at: scan).column))
                }
                switch byte {
                case UInt8(ascii: "\""):
                    scan += 1
                    while scan < bytes.count, bytes[scan] != UInt8(ascii: "\"") {
                        if bytes[scan] == UInt8(ascii: "\\") { scan += 1 }
                        scan += 1
                    }
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    nesting += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if nesting == 0 {
                        guard byte == UInt8(ascii: "]") else { return nil }
                        runs[runs.count - 1].end = scan
                        break scanning
                    }
                    nesting -= 1
                case UInt8(ascii: ","):
                    if nesting == 0, scan - runs[runs.count - 1].offset >= runBytes {
                        runs[runs.count - 1].end = scan
                        runStarts = true
                    }
                default:
                    break
                }
            }
            scan += 1
        }
        guard scan < bytes.count else { return nil }
        return (runs, scan, scanLine, scanLineStart)
    }

    /// 10⁰ … 10¹⁵, each exactly a `Double`.
    static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    mutating func parseNumber() throws(JSONParseError) -> Double {
        let start = offset
        let startPosition = position()
        func digit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        let negative = bytes[offset] == UInt8(ascii: "-")
        if negative { offset += 1 }
        guard offset < bytes.count, digit(bytes[offset]) else {
            // `-Infinity` (JavaScript's, Python's json) gets the same words as `Infinity`.
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "I") || bytes[offset] == UInt8(ascii: "N") {
                throw error("NaN and Infinity are not JSON numbers")
            }
            throw error("invalid number: expected a digit")
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count, digit(bytes[offset]) {
                throw error("invalid number: leading zeros are not allowed")
            }
        } else {
            while offset < bytes.count, digit(bytes[offset]) { offset += 1 }
        }
        var fractionDigits = 0
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard offset < bytes.count, digit(bytes[offset]) else { throw error("invalid number: expected a digit after '.'") }
            let fractionStart = offset
            while offset < bytes.count, digit(bytes[offset]) { offset += 1 }
            fractionDigits = offset - fractionStart
        }
        var exponent = false
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            exponent = true
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard offset < bytes.count, digit(bytes[offset]) else { throw error("invalid number: expected a digit in the exponent") }
            while offset < bytes.count, digit(bytes[offset]) { offset += 1 }
        }
        // At most 15 digits and no exponent (most numbers of a design file): the digits are an
        // integer below 2⁵³ and the divisor a power of ten a `Double` holds exactly, so one
        // division is the correctly rounded value, as `Double(text)` gives (Clinger's fast
        // path), without making a string.
        let digits = offset - start - (negative ? 1 : 0) - (fractionDigits > 0 ? 1 : 0)
        if !exponent, digits <= 15 {
            var mantissa: Int64 = 0
            for index in start..<offset where digit(bytes[index]) { mantissa = mantissa * 10 + Int64(bytes[index] - UInt8(ascii: "0")) }
            let magnitude = Double(mantissa) / Self.powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("number \(text.prefix(40)) is out of range", at: startPosition)
        }
        return value
    }

    /// - Parameter keep: false to check the string without building it (returns "").
    mutating func parseString(keep: Bool = true) throws(JSONParseError) -> String {
        let quote = position()
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        var plain = true  // no escapes or non-ASCII so far: decode the run in one go
        while true {
            guard offset < bytes.count else {
                throw error("unterminated string that starts at \(quote.line):\(quote.column)", at: quote)
            }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                guard keep else { offset += 1; return "" }
                let tail = String(decoding: bytes[runStart..<offset], as: UTF8.self)
                offset += 1
                if plain { return tail }
                scalars.append(contentsOf: tail.unicodeScalars)
                return String(scalars)
            case UInt8(ascii: "\\"):
                plain = false
                if keep { scalars.append(contentsOf: String(decoding: bytes[runStart..<offset], as: UTF8.self).unicodeScalars) }
                let escaped = try parseEscape()
                if keep { scalars.append(escaped) }
                runStart = offset
            case 0x00..<0x20:
                throw error("control character 0x\(String(byte, radix: 16, uppercase: true)) must be escaped in a string")
            case 0x80...:
                try validateUTF8Sequence()
            default:
                offset += 1
            }
        }
    }

    /// Checks one multi-byte UTF-8 sequence at `offset` (RFC 3629: no overlongs, no surrogates,
    /// nothing above U+10FFFF) and moves past it.
    mutating func validateUTF8Sequence() throws(JSONParseError) {
        let lead = bytes[offset]
        let length: Int
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowerBound = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upperBound = 0x9F
        case 0xF0: length = 4; lowerBound = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upperBound = 0x8F
        default: throw error("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true)) in a string")
        }
        guard offset + length <= bytes.count else { throw error("truncated UTF-8 sequence in a string") }
        for i in 1..<length {
            let byte = bytes[offset + i]
            let low = i == 1 ? lowerBound : 0x80
            let high = i == 1 ? upperBound : 0xBF
            guard byte >= low, byte <= high else { throw error("invalid UTF-8 sequence in a string") }
        }
        offset += length
    }

    mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        offset += 1
        guard offset < bytes.count else { throw error("unterminated escape sequence") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            if (0xD800...0xDBFF).contains(first) {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired UTF-16 surrogate \\u\(String(first, radix: 16, uppercase: true)) in a string")
                }
                offset += 2
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second) else { throw error("invalid UTF-16 surrogate pair in a string") }
                let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw error("invalid Unicode escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw error("unpaired UTF-16 surrogate \\u\(String(first, radix: 16, uppercase: true)) in a string")
            }
            return scalar
        default:
            offset -= 1
            throw error("invalid escape '\\\(describeCurrent())' in a string")
        }
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }
}
