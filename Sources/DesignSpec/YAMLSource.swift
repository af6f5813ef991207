import Diagnostics
import JSONSource
import Yams

/// Turns YAML text into the positioned `JSONNode` tree the spec decoder reads, so YAML and JSON
/// specs go through one decoder.
///
/// - Mappings become objects (keys are their scalar text; a repeated key is a `spec/invalid`
///   warning and the last one is used), sequences arrays, scalars are typed by the YAML 1.2 core
///   schema (quoted and block scalars are always strings). `<<` merge keys are honoured.
/// - Numbers must be finite: `.inf`, `.nan` and overflowing literals are `spec/invalid` errors.
/// - Hostile input is bounded: nesting deeper than `maximumDepth` and documents that expand
///   (through aliases) to more than `maximumNodes` nodes are input errors, found before anything
///   is expanded.
struct YAMLSourceReader {
    struct Failure: Error {
        var message: String
        var position: SourcePosition
    }

    struct Output {
        /// nil: the file holds no YAML document (empty, or only comments).
        var root: JSONNode?
        var findings: [Finding]
        /// Values replaced by null after an error was reported for them (non-finite numbers):
        /// the decoder does not report them a second time.
        var reportedPositions: Set<SourcePosition>
    }

    let file: String
    let maximumDepth: Int
    let maximumNodes: Int
    /// Each repeated key costs Yams a re-parse (see `read`): at most this many, fewer for large
    /// files (the re-parsed bytes stay under `repeatedKeyBudget`); past that it is an input error.
    static let maximumRepeatedKeys = 64
    static let repeatedKeyBudget = 4_000_000

    func read(_ source: String) -> Result<Output, Failure> {
        var text = source
        if text.unicodeScalars.first == "\u{FEFF}" { text = String(text.unicodeScalars.dropFirst()) }
        if let failure = YAMLComplexKeyGuard.check(text) { return .failure(failure) }

        // Yams rejects a mapping with a repeated key outright, but the format wants a warning and
        // "last one wins". So the first occurrence Yams names is renamed in the text to a private
        // sentinel of the same width (positions stay exact) and the text is parsed again; the
        // converter drops sentinel members and reports them.
        var sentinels: [String: String] = [:]
        let retries = max(4, min(Self.maximumRepeatedKeys, Self.repeatedKeyBudget / max(1, text.utf8.count)))
        for attempt in 0...retries {
            do {
                // `.basic`: Yams resolves key tags (with regular expressions) only to compare keys;
                // the core schema is applied here, so the cheap resolver is enough.
                let parser = try Parser(yaml: text, resolver: .basic, encoding: .utf8)
                guard let root = try parser.nextRoot() else {
                    return .success(Output(root: nil, findings: [], reportedPositions: []))
                }
                if case .scalar(let scalar) = root, scalar.style == .plain, scalar.string.isEmpty || scalar.string == "~" {
                    return .success(Output(root: nil, findings: [], reportedPositions: []))
                }
                let second = try parser.nextRoot()
                var converter = YAMLConverter(file: file, maximumDepth: maximumDepth, maximumNodes: maximumNodes, sentinels: sentinels)
                // Measured while `parser` is alive: it keeps the anchors that identify aliased nodes.
                try withExtendedLifetime(parser) {
                    _ = try converter.measure(root, level: 0)
                }
                let json = converter.convert(root)
                if let second {
                    converter.warning("the file holds more than one YAML document; only the first is read",
                                      at: position(second.mark))
                }
                return .success(Output(root: json, findings: converter.findings, reportedPositions: converter.reportedPositions))
            } catch let error as YamlError {
                if case .duplicatedKeysInMapping(let duplicates, let context) = error {
                    let key = duplicates.first ?? ""
                    guard attempt < retries,
                          let renamed = YAMLKeyRenamer.rename(key: key, at: context.mark, in: text, attempt: attempt) else {
                        let why = attempt < retries ? "" : " (too many repeated keys)"
                        return .failure(Failure(message: "invalid YAML: duplicate key '\(key)'\(why)", position: position(context.mark)))
                    }
                    text = renamed.text
                    sentinels[renamed.sentinel] = key
                    continue
                }
                return .failure(describe(error, text: text))
            } catch let failure as Failure {
                return .failure(failure)
            } catch {
                return .failure(Failure(message: "invalid YAML: \(error)", position: .start))
            }
        }
        return .failure(Failure(message: "invalid YAML: too many repeated keys", position: .start))
    }

    private func position(_ mark: Mark?) -> SourcePosition {
        guard let mark else { return .start }
        return SourcePosition(line: max(1, mark.line), column: max(1, mark.column))
    }

    private func describe(_ error: YamlError, text: String) -> Failure {
        func failure(_ problem: String, _ context: YamlError.Context?, _ mark: Mark) -> Failure {
            if problem.contains("Maximum nesting level") {
                return Failure(message: "nesting is deeper than \(maximumDepth) levels", position: position(mark))
            }
            var message = "invalid YAML: \(problem)"
            if let context, !context.text.isEmpty {
                message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))"
            }
            return Failure(message: message, position: position(mark))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _): return failure(problem, context, mark)
        case .parser(let context, let problem, let mark, _): return failure(problem, context, mark)
        case .composer(let context, let problem, let mark, _): return failure(problem, context, mark)
        case .reader(let problem, let offset, let value, _):
            let where_ = offset.map { Self.position(ofCharacterOffset: $0, in: text) } ?? .start
            let detail = value >= 0 ? " (U+\(String(value, radix: 16, uppercase: true)))" : ""
            return Failure(message: "invalid YAML: \(problem)\(detail)", position: where_)
        case .memory:
            return Failure(message: "invalid YAML: out of memory", position: .start)
        default:
            return Failure(message: "invalid YAML: \(error)", position: .start)
        }
    }

    /// Line and column (in Unicode scalars) of the character at `offset` (in Characters).
    static func position(ofCharacterOffset offset: Int, in text: String) -> SourcePosition {
        var line = 1
        var column = 1
        var count = 0
        for character in text {
            if count >= offset { break }
            count += 1
            if character == "\n" || character == "\r\n" || character == "\r" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourcePosition(line: line, column: column)
    }
}

/// Converts a composed Yams tree into `JSONNode`s.
struct YAMLConverter {
    let file: String
    let maximumDepth: Int
    let maximumNodes: Int
    /// Renamed first occurrences of repeated keys → the key.
    let sentinels: [String: String]

    private(set) var findings: [Finding] = []
    private(set) var reportedPositions: Set<SourcePosition> = []
    private var emitted: Set<Finding> = []
    /// Node count and collection height of every anchored node, by anchor: an alias is the
    /// anchored node itself in Yams' tree, so each is measured once however often it is used.
    private var measured: [ObjectIdentifier: (count: Int, height: Int)] = [:]
    private var aliasUsed = false

    init(file: String, maximumDepth: Int, maximumNodes: Int, sentinels: [String: String]) {
        self.file = file
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
        self.sentinels = sentinels
    }

    private func position(_ node: Node) -> SourcePosition {
        guard let mark = node.mark else { return .start }
        return SourcePosition(line: max(1, mark.line), column: max(1, mark.column))
    }

    mutating func warning(_ message: String, at position: SourcePosition) {
        emit(Finding(rule: SpecParser.invalidSpecRule, severity: .warning, location: SourceLocation(file: file, position: position), message: message))
    }

    mutating func error(_ message: String, at position: SourcePosition) {
        emit(Finding(rule: SpecParser.invalidSpecRule, severity: .error, location: SourceLocation(file: file, position: position), message: message))
    }

    /// Aliased nodes are converted once per use; their findings are reported once.
    private mutating func emit(_ finding: Finding) {
        if emitted.insert(finding).inserted { findings.append(finding) }
    }

    // MARK: Measuring (before anything is expanded)

    /// The node count (saturating just above `maximumNodes`) and the collection height of
    /// `node`, which sits inside `level` collections. Throws when the expansion or the nesting
    /// goes past the limits.
    mutating func measure(_ node: Node, level: Int) throws(YAMLSourceReader.Failure) -> (count: Int, height: Int) {
        if let anchor = node.anchor, let known = measured[ObjectIdentifier(anchor)] {
            aliasUsed = true
            if level + known.height > maximumDepth { throw tooDeep(node) }
            return known
        }
        var count = 1
        var height = 0
        func add(_ child: (count: Int, height: Int)) {
            count = min(maximumNodes + 1, count + child.count)
            height = max(height, child.height + 1)
        }
        switch node {
        case .scalar, .alias:
            break
        case .sequence(let sequence):
            if level + 1 > maximumDepth { throw tooDeep(node) }
            for item in sequence {
                add(try measure(item, level: level + 1))
                if count > maximumNodes { throw tooLarge(node) }
            }
            height = max(height, 1)
        case .mapping(let mapping):
            if level + 1 > maximumDepth { throw tooDeep(node) }
            for (key, value) in mapping {
                add(try measure(key, level: level + 1))
                add(try measure(value, level: level + 1))
                if count > maximumNodes { throw tooLarge(node) }
            }
            height = max(height, 1)
        }
        if let anchor = node.anchor { measured[ObjectIdentifier(anchor)] = (count, height) }
        return (count, height)
    }

    private func tooDeep(_ node: Node) -> YAMLSourceReader.Failure {
        YAMLSourceReader.Failure(message: "nesting is deeper than \(maximumDepth) levels", position: position(node))
    }

    private func tooLarge(_ node: Node) -> YAMLSourceReader.Failure {
        let message = aliasUsed
            ? "YAML aliases expand beyond \(maximumNodes) nodes"
            : "the YAML document has more than \(maximumNodes) nodes"
        return YAMLSourceReader.Failure(message: message, position: position(node))
    }

    // MARK: Converting (after measuring: depth and size are within the limits)

    mutating func convert(_ node: Node) -> JSONNode {
        let at = position(node)
        switch node {
        case .scalar(let scalar):
            return JSONNode(scalarKind(scalar, at: at), at: at)
        case .sequence(let sequence):
            var items: [JSONNode] = []
            items.reserveCapacity(sequence.count)
            for item in sequence { items.append(convert(item)) }
            return JSONNode(.array(items), at: at)
        case .mapping(let mapping):
            return JSONNode(.object(object(mapping)), at: at)
        case .alias:
            error("an unresolved YAML alias", at: at)
            reportedPositions.insert(at)
            return JSONNode(.null, at: at)
        }
    }

    private mutating func object(_ mapping: Node.Mapping) -> JSONObject {
        var object = JSONObject()
        var firstSeen: [String: SourcePosition] = [:]
        var merges: [Node] = []
        for (keyNode, valueNode) in mapping {
            let keyPosition = position(keyNode)
            guard case .scalar(let keyScalar) = keyNode else {
                error("a mapping key must be a string, found \(keyNode.isMappingNode ? "a mapping" : "a sequence")", at: keyPosition)
                continue
            }
            if keyScalar.style == .plain, keyScalar.string == "<<", Self.isMergeTag(keyScalar.tag.rawValue) {
                merges.append(valueNode)
                continue
            }
            let original = sentinels[keyScalar.string]
            let key = original ?? keyScalar.string
            if let first = firstSeen[key] {
                warning(Self.duplicateKeyMessage(key, first: first), at: keyPosition)
            } else {
                firstSeen[key] = keyPosition
            }
            // A renamed first occurrence is replaced by a later one anyway: not converted.
            let value = original == nil ? convert(valueNode) : JSONNode(.null, at: position(valueNode))
            object.insert(.init(key: key, keyPosition: keyPosition, value: value))
        }
        for merge in merges {
            let sources: [Node]
            switch merge {
            case .mapping: sources = [merge]
            case .sequence(let sequence) where sequence.allSatisfy(\.isMappingNode): sources = Array(sequence)
            default:
                error("a merge key '<<' takes a mapping or a list of mappings", at: position(merge))
                continue
            }
            for source in sources {
                guard case .mapping(let sourceMapping) = source else { continue }
                for member in self.object(sourceMapping).members where object[member.key] == nil {
                    object.insert(member)
                }
            }
        }
        return object
    }

    /// The warning for a repeated key (the YAML fast path reports it too).
    static func duplicateKeyMessage(_ key: String, first: SourcePosition) -> String {
        "duplicate key '\(key)' (first at line \(first.line), column \(first.column)); the last one is used"
    }

    /// The error for a number that is not finite (the YAML fast path reports it too).
    static func nonFiniteMessage(_ text: String) -> String {
        "'\(text)' is not a finite number; numbers in a spec must be finite"
    }

    /// A plain `<<` key: untagged (Yams may have resolved it to `str` while comparing keys).
    private static func isMergeTag(_ tag: String) -> Bool {
        tag.isEmpty || tag == Tag.Name.merge.rawValue || tag == Tag.Name.str.rawValue
    }

    private mutating func scalarKind(_ scalar: Node.Scalar, at position: SourcePosition) -> JSONNode.Kind {
        let text = scalar.string
        let tag = scalar.tag.rawValue
        let resolved: CoreSchema.Value?
        switch tag {
        case "":
            resolved = scalar.style == .plain ? CoreSchema.resolvePlain(text) : .string(text)
        case "!", Tag.Name.str.rawValue:
            resolved = .string(text)
        case Tag.Name.null.rawValue:
            resolved = .null
        case Tag.Name.bool.rawValue:
            resolved = CoreSchema.bool(text).map(CoreSchema.Value.bool)
            if resolved == nil { error("'\(text)' is not a boolean (true or false)", at: position) }
        case Tag.Name.int.rawValue:
            resolved = CoreSchema.integer(text).map(CoreSchema.Value.number)
            if resolved == nil { error("'\(text)' is not an integer", at: position) }
        case Tag.Name.float.rawValue:
            resolved = (CoreSchema.float(text) ?? CoreSchema.integer(text)).map(CoreSchema.Value.number)
            if resolved == nil { error("'\(text)' is not a number", at: position) }
        default:
            // Other tags (!!timestamp, local tags) carry no meaning in a spec: keep the text.
            resolved = .string(text)
        }
        switch resolved {
        case nil:
            reportedPositions.insert(position)
            return .null
        case .null?: return .null
        case .bool(let value)?: return .bool(value)
        case .string(let value)?: return .string(value)
        case .number(let value)?:
            guard value.isFinite else {
                error(Self.nonFiniteMessage(text), at: position)
                reportedPositions.insert(position)
                return .null
            }
            return .number(value)
        }
    }
}

private extension Node {
    var isMappingNode: Bool {
        if case .mapping = self { return true }
        return false
    }
}

/// The YAML 1.2 core schema (YAML 1.2.2 §10.3.2) for plain scalars.
enum CoreSchema {
    enum Value: Equatable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
    }

    static func resolvePlain(_ text: String) -> Value {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        default: break
        }
        if let value = bool(text) { return .bool(value) }
        if let value = integer(text) { return .number(value) }
        if let value = float(text) { return .number(value) }
        return .string(text)
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`. Very long literals may come out infinite.
    static func integer(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return nil }
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "o") || bytes[1] == UInt8(ascii: "x") {
            let radix = bytes[1] == UInt8(ascii: "o") ? 8.0 : 16.0
            var value = 0.0
            for byte in bytes.dropFirst(2) {
                guard let digit = digitValue(byte), digit < radix else { return nil }
                value = value * radix + digit
            }
            return value
        }
        var index = 0
        var negative = false
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        guard index < bytes.count, bytes[index...].allSatisfy(isDigit) else { return nil }
        let magnitude = Double(String(decoding: bytes[index...], as: UTF8.self)) ?? .infinity
        return negative ? -magnitude : magnitude
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.(inf|Inf|INF)`, `\.(nan|NaN|NAN)`.
    static func float(_ text: String) -> Double? {
        switch text {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default: break
        }
        let bytes = Array(text.utf8)
        var index = 0
        var normalized = ""
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            if bytes[index] == UInt8(ascii: "-") { normalized = "-" }
            index += 1
        }
        let integerStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        let integerDigits = String(decoding: bytes[integerStart..<index], as: UTF8.self)
        var fractionDigits = ""
        var hasPoint = false
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            hasPoint = true
            index += 1
            let fractionStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            fractionDigits = String(decoding: bytes[fractionStart..<index], as: UTF8.self)
        }
        // `.5` needs fraction digits; `5.` is fine; `.` alone is not a number.
        guard !integerDigits.isEmpty || (hasPoint && !fractionDigits.isEmpty) else { return nil }
        normalized += (integerDigits.isEmpty ? "0" : integerDigits) + "." + (fractionDigits.isEmpty ? "0" : fractionDigits)
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var exponent = "e"
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponent.append(Character(Unicode.Scalar(bytes[index])))
                index += 1
            }
            let exponentStart = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > exponentStart else { return nil }
            exponent += String(decoding: bytes[exponentStart..<index], as: UTF8.self)
            normalized += exponent
        }
        guard index == bytes.count else { return nil }
        return Double(normalized) ?? .infinity
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func digitValue(_ byte: UInt8) -> Double? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Double(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Double(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Double(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

/// Renames one occurrence of a repeated key in the YAML text to a sentinel of the same width in
/// Unicode scalars (from the private-use area), so every position in the file stays the same.
enum YAMLKeyRenamer {
    static func rename(key: String, at mark: Mark, in text: String, attempt: Int) -> (text: String, sentinel: String)? {
        var scalars = Array(text.unicodeScalars)
        guard let start = index(of: mark, in: scalars), start < scalars.count else { return nil }
        let end: Int  // exclusive
        switch scalars[start] {
        case "\"", "'":
            guard let close = closingQuote(scalars, from: start) else { return nil }
            end = close + 1
        default:
            let keyScalars = Array(key.unicodeScalars)
            guard !keyScalars.isEmpty, start + keyScalars.count <= scalars.count,
                  Array(scalars[start..<(start + keyScalars.count)]) == keyScalars else { return nil }
            end = start + keyScalars.count
        }
        let width = end - start
        guard width > 0 else { return nil }
        for salt in 0..<64 {
            let code = 0xE000 + (attempt * 64 + salt) % 0x1900
            guard let first = Unicode.Scalar(UInt32(code)), let filler = Unicode.Scalar(UInt32(0xE000)) else { return nil }
            let sentinel = [first] + Array(repeating: filler, count: width - 1)
            var sentinelString = String.UnicodeScalarView()
            sentinelString.append(contentsOf: sentinel)
            let candidate = String(sentinelString)
            if text.contains(candidate) { continue }
            scalars.replaceSubrange(start..<end, with: sentinel)
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            return (String(view), candidate)
        }
        return nil
    }

    /// The scalar index at a libyaml mark (1-based line and column; libyaml breaks lines at
    /// CR LF, CR, LF, NEL, LS and PS).
    static func index(of mark: Mark, in scalars: [Unicode.Scalar]) -> Int? {
        var line = 1
        var column = 1
        var index = 0
        while index < scalars.count {
            if line == mark.line, column == mark.column { return index }
            let scalar = scalars[index]
            if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                index += 2
                line += 1
                column = 1
                continue
            }
            switch scalar {
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                line += 1
                column = 1
            default:
                column += 1
            }
            index += 1
        }
        return nil
    }

    private static func closingQuote(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let quote = scalars[start]
        var index = start + 1
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                return nil
            case "\\" where quote == "\"":
                index += 2
                continue
            case "'" where quote == "'":
                if index + 1 < scalars.count, scalars[index + 1] == "'" {
                    index += 2
                    continue
                }
                return index
            case "\"" where quote == "\"":
                return index
            default:
                break
            }
            index += 1
        }
        return nil
    }
}

/// Yams hashes every mapping key to find repeated keys; a key that is (or holds) an alias to a
/// large collection would make that cost explode before any budget can apply. Spec files have
/// no use for collections or aliases as keys, so a document that uses aliases and has such a
/// key is refused up front (a conservative textual check: explicit `?` keys, a flow collection
/// or an alias followed by `:`).
enum YAMLComplexKeyGuard {
    static func check(_ text: String) -> YAMLSourceReader.Failure? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains("*"), scalars.contains("&") else { return nil }
        var line = 1
        var column = 1
        var onlyIndentSoFar = true  // only spaces and `- ` since the line start
        var previousSignificant: Unicode.Scalar?  // last non-space scalar on the line
        var index = 0
        func failure() -> YAMLSourceReader.Failure {
            YAMLSourceReader.Failure(message: "complex mapping keys (explicit '?' keys, collections or aliases as keys) cannot be combined with YAML aliases in a spec",
                                     position: SourcePosition(line: line, column: column))
        }
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case "\n", "\r":
                line += 1
                column = 1
                onlyIndentSoFar = true
                previousSignificant = nil
                if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                index += 1
                continue
            case "?":
                let startsToken = onlyIndentSoFar || previousSignificant == "{" || previousSignificant == "," || previousSignificant == "["
                if startsToken, isBlank(scalars, index + 1) { return failure() }
            case "]", "}":
                if colonFollows(scalars, index + 1) { return failure() }
            case "*":
                if startsToken(scalars, index) {
                    var j = index + 1
                    while j < scalars.count, isAnchorCharacter(scalars[j]) { j += 1 }
                    if colonFollows(scalars, j) { return failure() }
                }
            case "#" where startsToken(scalars, index):
                // A comment: skip to the end of the line.
                while index + 1 < scalars.count, scalars[index + 1] != "\n", scalars[index + 1] != "\r" { index += 1 }
            case "\"", "'":
                // A quoted key followed by ':' is fine (a scalar key).
                if startsToken(scalars, index) || previousSignificant == ":" {
                    index = skipQuoted(scalars, from: index, line: &line, column: &column)
                }
            default:
                break
            }
            if scalar != " " && scalar != "\t" {
                if !(scalar == "-" && onlyIndentSoFar && isBlank(scalars, index + 1)) { onlyIndentSoFar = false }
                previousSignificant = scalar
            }
            column += 1
            index += 1
        }
        return nil
    }

    /// A quoted scalar (possibly over several lines) that opens at `start`: the index of its
    /// closing quote (or of the last scalar), with `line` and `column` moved past what it skips.
    private static func skipQuoted(_ scalars: [Unicode.Scalar], from start: Int, line: inout Int, column: inout Int) -> Int {
        let quote = scalars[start]
        var j = start + 1
        while j < scalars.count {
            let inner = scalars[j]
            if inner == "\\", quote == "\"" { j += 2; column += 2; continue }
            if inner == quote {
                if quote == "'", j + 1 < scalars.count, scalars[j + 1] == "'" { j += 2; column += 2; continue }
                break
            }
            if inner == "\n" || (inner == "\r" && !(j + 1 < scalars.count && scalars[j + 1] == "\n")) {
                line += 1
                column = 0
            }
            column += 1
            j += 1
        }
        return min(j, scalars.count - 1)
    }

    private static func isBlank(_ scalars: [Unicode.Scalar], _ i: Int) -> Bool {
        i >= scalars.count || [" ", "\t", "\n", "\r"].contains(scalars[i])
    }

    private static func startsToken(_ scalars: [Unicode.Scalar], _ i: Int) -> Bool {
        i == 0 || isBlank(scalars, i - 1) || ["[", "{", ","].contains(scalars[i - 1])
    }

    private static func isAnchorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }

    private static func colonFollows(_ scalars: [Unicode.Scalar], _ i: Int) -> Bool {
        var j = i
        while j < scalars.count, scalars[j] == " " || scalars[j] == "\t" { j += 1 }
        guard j < scalars.count, scalars[j] == ":" else { return false }
        return isBlank(scalars, j + 1) || [",", "]", "}"].contains(scalars[j + 1])
    }
}
