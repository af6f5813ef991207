import Diagnostics
import JSONSource

/// A hand-written reader for the plain block YAML that spec files are written in, producing
/// exactly what `YAMLSourceReader` (Yams) produces for them — the same `JSONNode` tree with the
/// same positions, the same repeated-key warnings and non-finite-number errors — several times
/// faster.
///
/// Why it exists: building Yams' syntax tree costs about 8× what JSONSerialization takes for the
/// same content and would be the largest part of parsing. This reader works on the raw UTF-8
/// bytes and builds the tree directly (it also skips the separate UTF-8 pass: it checks every
/// byte itself), so a YAML spec costs about what `JSONParser` takes for the same content; much
/// of the rest is `JSONObject.insert`, which the JSON path pays too.
///
/// The subset it reads: one document (optionally after `---`), block mappings and sequences
/// (including `- key: value` compact mappings, `- - x` and sequences at their key's
/// indentation), plain and single-/double-quoted scalars on one line (with libyaml's escapes),
/// comments, blank lines, CR LF line ends, a leading byte order mark, and one-line flow
/// sequences and mappings (`[a, b]`, `{w: 1, h: {x: 2}}`).
///
/// Everything else — anchors and aliases, tags, block scalars (`|`, `>`), scalars over several
/// lines, explicit or complex keys, `<<` merges, tabs outside quotes, directives, more than one
/// document, control characters, bad UTF-8, nesting or size near the limits, a repeated key whose
/// replaced value had findings, more than a few repeated keys — makes `read` return nil, and the
/// caller falls back to Yams, which then gives today's result or error message. Bailing out is
/// always safe; answering differently is not, and `YAMLFastPathTests` checks the two agree.
struct YAMLFastReader {
    let file: String
    let maximumDepth: Int
    let maximumNodes: Int

    /// nil: not handled here; read the file with `YAMLSourceReader`.
    func read(_ bytes: [UInt8]) -> YAMLSourceReader.Output? {
        try? attempt(bytes).get()
    }

    /// `read`, saying where it gave up.
    func attempt(_ bytes: [UInt8]) -> Result<YAMLSourceReader.Output, YAMLFastPathBail> {
        var parser = YAMLFastParser(file: file, cursor: YAMLByteCursor(bytes: bytes),
                                    maximumDepth: maximumDepth, maximumNodes: maximumNodes)
        let root: JSONNode
        do { root = try parser.document() } catch { return .failure(error) }
        // The Yams path refuses some documents with aliases up front by a textual check, which a
        // document holding both `*` and `&` (in plain text) might trip: leave those to it.
        if bytes.contains(UInt8(ascii: "*")), bytes.contains(UInt8(ascii: "&")) { return .failure(YAMLFastPathBail()) }
        return .success(YAMLSourceReader.Output(root: root, findings: parser.findings, reportedPositions: parser.reportedPositions))
    }
}

/// The block structure. Every node function leaves the cursor at the first character of the
/// next line with content (its indentation in `nextIndent`, nil at the end), so the caller can
/// decide whether that line continues its collection.
struct YAMLFastParser {
    let file: String
    var cursor: YAMLByteCursor
    let maximumDepth: Int
    let maximumNodes: Int

    private(set) var findings: [Finding] = []
    private(set) var reportedPositions: Set<SourcePosition> = []
    private var nextIndent: Int?
    private var nodes = 0
    private var repeatedKeys = 0

    init(file: String, cursor: YAMLByteCursor, maximumDepth: Int, maximumNodes: Int) {
        self.file = file
        self.cursor = cursor
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
    }

    mutating func document() throws(YAMLFastPathBail) -> JSONNode {
        nextIndent = try cursor.nextContentLine(documentStartAllowed: true)
        if nextIndent == 0, cursor.isDocumentMarker, cursor.peek() == UInt8(ascii: "-") {
            cursor.advance(3)
            try cursor.finishLine()
            nextIndent = try cursor.nextContentLine()
        }
        // An empty document or a scalar at the top: Yams decides (no spec looks like that).
        guard let indent = nextIndent else { throw YAMLFastPathBail() }
        let root = try blockCollection(column: indent, depth: 1)
        guard nextIndent == nil else { throw YAMLFastPathBail() }
        return root
    }

    // MARK: Block collections

    /// A block sequence or mapping whose first token is at the cursor, in column `column`.
    private mutating func blockCollection(column: Int, depth: Int) throws(YAMLFastPathBail) -> JSONNode {
        if cursor.atSequenceEntry { return try blockSequence(column: column, indentless: false, depth: depth) }
        let key = try cursor.scanScalar(flow: false)
        guard key.isKey else { throw YAMLFastPathBail() }
        return try blockMapping(column: column, firstKey: key, depth: depth)
    }

    private mutating func blockMapping(column: Int, firstKey: YAMLFastScalar, depth: Int) throws(YAMLFastPathBail) -> JSONNode {
        try enter(depth)
        var object = JSONObject()
        var repeated = RepeatedKeys()
        var key = firstKey
        while true {
            let text = try checkKey(key, in: object, repeated: &repeated)
            let findingsBefore = findings.count
            let value = try mappingValue(column: column, valuePosition: cursor.position, depth: depth + 1)
            repeated.noteValue(of: text, hadFindings: findings.count > findingsBefore)
            object.insert(.init(key: text, keyPosition: key.position, value: value))
            guard let next = nextIndent, next >= column else { break }
            // Deeper: a scalar continued on the next line; `-` here: not a mapping any more.
            guard next == column, !cursor.atSequenceEntry else { throw YAMLFastPathBail() }
            key = try cursor.scanScalar(flow: false)
            guard key.isKey else { throw YAMLFastPathBail() }
        }
        return JSONNode(.object(object), at: firstKey.position)
    }

    /// The value after `key:` (the cursor just past the colon, which is where libyaml places an
    /// empty value).
    private mutating func mappingValue(column: Int, valuePosition: SourcePosition, depth: Int) throws(YAMLFastPathBail) -> JSONNode {
        guard try restOfLineIsEmpty() else { return try inlineValue(depth: depth) }
        if let next = nextIndent {
            if next > column { return try blockCollection(column: next, depth: depth) }
            // A sequence may sit at its key's indentation.
            if next == column, cursor.atSequenceEntry { return try blockSequence(column: column, indentless: true, depth: depth) }
        }
        return try empty(at: valuePosition)
    }

    /// `indentless`: the sequence is a mapping value at the mapping's own indentation, so a key
    /// at that indentation ends it instead of being an error.
    private mutating func blockSequence(column: Int, indentless: Bool, depth: Int) throws(YAMLFastPathBail) -> JSONNode {
        try enter(depth)
        let position = cursor.position
        var items: [JSONNode] = []
        while true {
            cursor.advance()  // the `-`
            items.append(try sequenceEntry(column: column, dashEnd: cursor.position, depth: depth + 1))
            guard let next = nextIndent, next >= column else { break }
            guard next == column else { throw YAMLFastPathBail() }
            if cursor.atSequenceEntry { continue }
            if indentless { break }
            throw YAMLFastPathBail()
        }
        return JSONNode(.array(items), at: position)
    }

    private mutating func sequenceEntry(column: Int, dashEnd: SourcePosition, depth: Int) throws(YAMLFastPathBail) -> JSONNode {
        if try restOfLineIsEmpty() {
            if let next = nextIndent, next > column { return try blockCollection(column: next, depth: depth) }
            return try empty(at: dashEnd)
        }
        // Compact forms start at their own column (the line so far is ASCII: spaces and `-`).
        let inner = cursor.indentColumn
        if cursor.atSequenceEntry { return try blockSequence(column: inner, indentless: false, depth: depth) }
        if cursor.peek() == UInt8(ascii: "[") || cursor.peek() == UInt8(ascii: "{") { return try inlineValue(depth: depth) }
        let scalar = try cursor.scanScalar(flow: false)
        if scalar.isKey { return try blockMapping(column: inner, firstKey: scalar, depth: depth) }
        try endLine()
        return try node(for: scalar)
    }

    /// Skips spaces; when only a comment or nothing follows on this line, moves to the next line
    /// with content and answers true.
    private mutating func restOfLineIsEmpty() throws(YAMLFastPathBail) -> Bool {
        let spaces = try cursor.skipSpaces()
        guard cursor.atLineEnd || (cursor.peek() == UInt8(ascii: "#") && spaces > 0) else { return false }
        try endLine()
        return true
    }

    /// A scalar or flow collection after `key: ` (a block sequence or a key may not start here).
    private mutating func inlineValue(depth: Int) throws(YAMLFastPathBail) -> JSONNode {
        if cursor.peek() == UInt8(ascii: "[") || cursor.peek() == UInt8(ascii: "{") {
            let node = try flowCollection(depth: depth)
            try endLine()
            return node
        }
        if cursor.atSequenceEntry { throw YAMLFastPathBail() }
        let scalar = try cursor.scanScalar(flow: false)
        guard !scalar.isKey else { throw YAMLFastPathBail() }
        try endLine()
        return try node(for: scalar)
    }

    private mutating func endLine() throws(YAMLFastPathBail) {
        try cursor.finishLine()
        nextIndent = try cursor.nextContentLine()
    }

    // MARK: Flow collections (on one line)

    private mutating func flowCollection(depth: Int) throws(YAMLFastPathBail) -> JSONNode {
        try enter(depth)
        let position = cursor.position
        let isSequence = cursor.peek() == UInt8(ascii: "[")
        let close = isSequence ? UInt8(ascii: "]") : UInt8(ascii: "}")
        cursor.advance()
        try cursor.skipSpaces()
        var items: [JSONNode] = []
        var object = JSONObject()
        var repeated = RepeatedKeys()
        if cursor.peek() == close {
            cursor.advance()
        } else {
            while true {
                if isSequence {
                    items.append(try flowValue(depth: depth + 1))
                } else {
                    let key = try cursor.scanScalar(flow: true)
                    guard key.isKey else { throw YAMLFastPathBail() }
                    let text = try checkKey(key, in: object, repeated: &repeated)
                    try cursor.skipSpaces()
                    let findingsBefore = findings.count
                    let value = try flowValue(depth: depth + 1)
                    repeated.noteValue(of: text, hadFindings: findings.count > findingsBefore)
                    object.insert(.init(key: text, keyPosition: key.position, value: value))
                }
                try cursor.skipSpaces()
                let byte = cursor.peek()
                cursor.advance()
                if byte == close { break }
                guard byte == UInt8(ascii: ",") else { throw YAMLFastPathBail() }
                try cursor.skipSpaces()
            }
        }
        return JSONNode(isSequence ? .array(items) : .object(object), at: position)
    }

    private mutating func flowValue(depth: Int) throws(YAMLFastPathBail) -> JSONNode {
        if cursor.peek() == UInt8(ascii: "[") || cursor.peek() == UInt8(ascii: "{") { return try flowCollection(depth: depth) }
        let scalar = try cursor.scanScalar(flow: true)
        guard !scalar.isKey else { throw YAMLFastPathBail() }
        return try node(for: scalar)
    }

    // MARK: Nodes, keys, limits

    /// Collections nested `depth` deep; near `maximumDepth` Yams decides (and reports).
    private mutating func enter(_ depth: Int) throws(YAMLFastPathBail) {
        if depth >= maximumDepth { throw YAMLFastPathBail() }
        try count()
    }

    /// Counts nodes as the Yams path does (keys too); near `maximumNodes` Yams decides.
    private mutating func count() throws(YAMLFastPathBail) {
        nodes += 1
        if nodes >= maximumNodes { throw YAMLFastPathBail() }
    }

    private mutating func empty(at position: SourcePosition) throws(YAMLFastPathBail) -> JSONNode {
        try count()
        return JSONNode(.null, at: position)
    }

    /// A scalar typed as `YAMLConverter` types an untagged one: quoted is a string, plain goes
    /// through the core schema, a non-finite number is an error and null.
    private mutating func node(for scalar: YAMLFastScalar) throws(YAMLFastPathBail) -> JSONNode {
        try count()
        if let text = scalar.quotedText { return JSONNode(.string(text), at: scalar.position) }
        let kind: JSONNode.Kind
        switch YAMLFastPlain.resolve(cursor.bytes[scalar.plainBytes]) {
        case .null: kind = .null
        case .bool(let value): kind = .bool(value)
        case .string(let value): kind = .string(value)
        case .number(let value) where value.isFinite: kind = .number(value)
        case .number:
            findings.append(finding(.error, YAMLConverter.nonFiniteMessage(scalar.text(in: cursor.bytes)), at: scalar.position))
            reportedPositions.insert(scalar.position)
            kind = .null
        }
        return JSONNode(kind, at: scalar.position)
    }

    /// What one mapping knows about its keys: a 64-bit filter of the keys seen (a key whose bit
    /// is clear is new, so the usual mapping never looks a key up twice), where the first
    /// occurrence of each repeated key was, and which keys had findings in their value.
    private struct RepeatedKeys {
        var seen: UInt64 = 0
        var firstPositions: [String: SourcePosition] = [:]
        var withFindings: Set<String> = []

        /// Whether `key` may have been seen before (and marks it seen).
        mutating func mayRepeat(_ key: String) -> Bool {
            let utf8 = key.utf8
            let signature = (utf8.count &* 31 &+ Int(utf8.first ?? 0) &* 7 &+ Int(utf8.last ?? 0)) & 63
            let bit: UInt64 = 1 << UInt64(signature)
            defer { seen |= bit }
            return seen & bit != 0
        }

        mutating func noteValue(of key: String, hadFindings: Bool) {
            if hadFindings { withFindings.insert(key) }
        }
    }

    /// The key's text, after reporting it when it repeats, as the Yams path does. That path
    /// renames the earlier occurrence and never converts its value, so a finding inside that
    /// value would be lost there: bail then.
    private mutating func checkKey(_ key: YAMLFastScalar, in object: JSONObject, repeated: inout RepeatedKeys) throws(YAMLFastPathBail) -> String {
        let text = key.text(in: cursor.bytes)
        if !key.quoted, text == "<<" { throw YAMLFastPathBail() }  // a merge key
        try count()
        guard repeated.mayRepeat(text), let previous = object.member(text) else { return text }
        repeatedKeys += 1
        // Each costs the Yams path a re-parse, and it allows at least 4 (see `maximumRepeatedKeys`).
        if repeatedKeys > 4 { throw YAMLFastPathBail() }
        if repeated.withFindings.contains(text) { throw YAMLFastPathBail() }
        let first = repeated.firstPositions[text] ?? previous.keyPosition
        repeated.firstPositions[text] = first
        findings.append(finding(.warning, YAMLConverter.duplicateKeyMessage(text, first: first), at: key.position))
        return text
    }

    private func finding(_ severity: Severity, _ message: String, at position: SourcePosition) -> Finding {
        Finding(rule: SpecParser.invalidSpecRule, severity: severity, location: SourceLocation(file: file, position: position), message: message)
    }
}

/// The core schema for a plain scalar, with shortcuts for the common cases — text that can only
/// be a string, and short decimals — so most values never go through `CoreSchema`'s String work.
enum YAMLFastPlain {
    static func resolve(_ bytes: ArraySlice<UInt8>) -> CoreSchema.Value {
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
            if let number = shortDecimal(bytes) { return .number(number) }
        case UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "~"):
            break
        case UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            // Only null, true and false (in three spellings) are not strings here.
            if bytes.count != 4 && bytes.count != 5 { return .string(String(decoding: bytes, as: UTF8.self)) }
        default:
            return .string(String(decoding: bytes, as: UTF8.self))
        }
        return CoreSchema.resolvePlain(String(decoding: bytes, as: UTF8.self))
    }

    /// `-?[0-9]+(\.[0-9]+)?` with at most 15 digits: the digits as an integer are exact in a
    /// Double, and so is 10^k, and one correctly rounded division of the two gives the correctly
    /// rounded value of the decimal (Clinger's fast path) — the same Double as parsing the text.
    static func shortDecimal(_ bytes: ArraySlice<UInt8>) -> Double? {
        var digits = 0
        var mantissa = 0.0
        var fractionDigits = 0
        var seenPoint = false
        var index = bytes.startIndex
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < bytes.endIndex else { return nil }
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                mantissa = mantissa * 10 + Double(byte - UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !seenPoint, digits > 0 {
                seenPoint = true
            } else {
                return nil
            }
            index += 1
        }
        guard digits <= 15, !seenPoint || fractionDigits > 0 else { return nil }
        var value = mantissa
        if fractionDigits > 0 {
            var scale = 1.0
            for _ in 0..<fractionDigits { scale *= 10 }
            value /= scale
        }
        return negative ? -value : value
    }
}
