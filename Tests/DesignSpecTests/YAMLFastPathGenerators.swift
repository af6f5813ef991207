import Foundation

/// Seeded mutations of YAML text: byte edits with YAML's own troublemakers, and line edits
/// (repeat, drop, re-indent, swap) that make repeated keys and broken indentation.
enum YAMLMutator {
    static let fragments: [String] = [
        "&a ", "*a", "!!str ", "!x ", "|\n", ">-\n", "\t", "'", "\"", ": ", ":", "- ", "-", "#", " #", "---\n", "...\n",
        "? ", "<<: ", "\r\n", "\r", "\u{FEFF}", "\u{2028}", "\u{85}", "\\u00e9", "\\x41", "\\", "[", "]", "{", "}", ",", "~",
        "null", ".inf", "-.inf", ".nan", "0x1F", "0o17", "1e3", "1e400", "yes", "  ", "\n  ", "\n", "é", "🙂", "%YAML 1.2\n",
        "@", "`", "\"\\q\"", "'it''s'", "{a: 1}", "[1, 2]", "\u{0}", "\u{7F}",
    ]

    static func mutate(_ text: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
        var bytes = text
        for _ in 0..<(1 + random.below(3)) {
            if random.chance(40) {
                bytes = mutateLines(bytes, &random)
                continue
            }
            guard !bytes.isEmpty else { return Array(random.pick(fragments).utf8) }
            let at = random.below(bytes.count)
            switch random.below(4) {
            case 0: bytes.remove(at: at)
            case 1: bytes.insert(contentsOf: Array(random.pick(fragments).utf8), at: at)
            case 2: bytes[at] = random.chance(50) ? UInt8(truncatingIfNeeded: random.next()) : random.pick(Array(" :-#'\"[]{},\n".utf8))
            default: bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(12)))
            }
        }
        return bytes
    }

    private static func mutateLines(_ bytes: [UInt8], _ random: inout SeededRandom) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        guard lines.count > 1 else { return bytes }
        let at = random.below(lines.count)
        switch random.below(5) {
        case 0: lines.insert(lines[at], at: min(lines.count, at + 1 + random.below(3)))  // a repeated key, often
        case 1: lines.remove(at: at)
        case 2: lines[at].insert(contentsOf: Array(repeating: UInt8(ascii: " "), count: 1 + random.below(4)), at: 0)
        case 3:
            let spaces = lines[at].prefix { $0 == UInt8(ascii: " ") }.count
            lines[at].removeFirst(min(spaces, 1 + random.below(4)))
        default: lines.swapAt(at, random.below(lines.count))
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }
}

/// Generated spec-like YAML: nested block mappings and sequences in every form the fast path
/// reads (and some it does not), with scalars that stress the core schema and the quoting rules.
struct YAMLSpecGenerator {
    var random: SeededRandom

    /// Scalars the fast path reads (plain, they stress the core schema and the plain rules).
    static let scalars: [String] = [
        "yes", "no", "on", "off", "y", "0x1F", "0o17", "0b101", "1e3", "1E-2", ".5", "5.", "+1", "-1", "-0", "+0.5", "007",
        "-.inf", ".inf", ".NaN", "~", "null", "Null", "NULL", "nUll", "true", "True", "TRUE", "tRue", "false", "1_000",
        "12:30", "2024-01-01", "a#b", "http://example.com:8080/a?b=c#d", "3.14159265358979323846",
        "123456789012345678901234567890", "1e400", "-1e400", "0.1", "--", "-a", "a b  c", "é", "🙂 smile", "Grüße",
        "text with 'quotes'", "say \"hi\"", "back\\slash", "semi; colon", "comma, here", "a]", "a}", "Add to Plan", "17",
        "0", "-12.5", "display-p3", "semi-bold", "target/size",
    ]
    /// Scalars that need quotes, or are not valid plain YAML (both readers must then agree, or
    /// the fast path bail out).
    static let riskyScalars: [String] = [
        "#FF0000", "{color.label}", "x: y", "[a]", "{b}", "%percent", "@at", "`tick`", "*star", "&amp", "!bang", "|pipe",
        ">gt", "?q", ":colon", "", " ", "  lead", "trail  ", "-", "a #b", "a\tb",
    ]
    static let keys = ["id", "role", "name", "frame", "width", "height", "text", "1", "2.5", "true", "null", "~", "a b",
                       "ünï", "x-y", "k:v", "key", "ignore", "children", "-dash"]
    static let riskyKeys = ["<<", "? q", "a: b", "", "[k]", "&a k", "*a"]

    private mutating func anyScalar() -> String {
        random.chance(4) ? random.pick(Self.riskyScalars) : random.pick(Self.scalars)
    }

    private mutating func anyKey() -> String {
        random.chance(2) ? random.pick(Self.riskyKeys) : random.pick(Self.keys)
    }

    mutating func document() -> String {
        var lines: [String] = []
        if random.chance(10) { lines.append("# generated") }
        if random.chance(15) { lines.append(random.chance(50) ? "---" : "--- # start") }
        mapping(indent: random.chance(10) ? 2 : 0, depth: 0, into: &lines, firstPrefix: nil)
        var text = lines.joined(separator: "\n")
        if random.chance(80) { text += "\n" }
        if random.chance(10) { text = text.replacingOccurrences(of: "\n", with: "\r\n") }
        if random.chance(5) { text = "\u{FEFF}" + text }
        return text
    }

    /// `firstPrefix`: the first key continues a `- ` line (a compact mapping).
    private mutating func mapping(indent: Int, depth: Int, into lines: inout [String], firstPrefix: String?) {
        let pad = String(repeating: " ", count: indent)
        for index in 0..<(1 + random.below(depth == 0 ? 6 : 4)) {
            let lead = index == 0 ? (firstPrefix ?? pad) : pad
            let key = scalarText(anyKey(), asKey: true)
            value(after: lead + key + ":", indent: indent, depth: depth, into: &lines)
            if random.chance(8) { lines.append(random.chance(50) ? "" : pad + "# a comment") }
        }
    }

    private mutating func value(after head: String, indent: Int, depth: Int, into lines: inout [String]) {
        let choice = depth > 5 ? random.below(3) : random.below(8)
        switch choice {
        case 0, 1, 2:
            lines.append(head + " " + scalarText(anyScalar(), asKey: false) + trailer())
        case 3:
            lines.append(head + (random.chance(50) ? "" : " # nothing"))
        case 4:
            lines.append(head + " " + flow(depth: depth))
        case 5:
            lines.append(head)
            mapping(indent: indent + random.pick([2, 2, 4]), depth: depth + 1, into: &lines, firstPrefix: nil)
        default:
            lines.append(head)
            sequence(indent: random.chance(40) ? indent : indent + 2, depth: depth + 1, into: &lines)
        }
    }

    private mutating func sequence(indent: Int, depth: Int, into lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        for _ in 0..<(1 + random.below(4)) {
            switch random.below(6) {
            case 0: lines.append(pad + "- " + scalarText(anyScalar(), asKey: false) + trailer())
            case 1: lines.append(pad + "- " + flow(depth: depth))
            case 2:
                lines.append(pad + "-")
                if random.chance(60) { mapping(indent: indent + 2, depth: depth + 1, into: &lines, firstPrefix: nil) }
            case 3 where depth < 6:
                lines.append(pad + "- - " + scalarText(anyScalar(), asKey: false))
                lines.append(pad + "  - " + scalarText(anyScalar(), asKey: false))
            default:
                mapping(indent: indent + 2, depth: depth + 1, into: &lines, firstPrefix: pad + "- ")
            }
        }
    }

    private mutating func flow(depth: Int) -> String {
        let count = random.below(4)
        if random.chance(50) {
            let items = (0..<count).map { _ in depth < 4 && random.chance(15) ? flow(depth: depth + 1) : scalarText(anyScalar(), asKey: false) }
            return "[" + items.joined(separator: random.chance(80) ? ", " : ",") + "]"
        }
        let members = (0..<count).map { _ in
            let value = depth < 4 && random.chance(15) ? flow(depth: depth + 1) : scalarText(anyScalar(), asKey: false)
            return scalarText(anyKey(), asKey: true) + ": " + value
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private mutating func trailer() -> String {
        switch random.below(40) {
        case 0...3: " # comment: with colon"
        case 4...7: "   "
        case 8: "\t# tab comment"
        default: ""
        }
    }

    /// Plain (even when that is not valid YAML: both readers must then agree or bail), single-
    /// or double-quoted with escapes.
    private mutating func scalarText(_ text: String, asKey: Bool) -> String {
        switch random.below(asKey ? 5 : 3) {
        case 0:
            return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case 1:
            var escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            if random.chance(30) { escaped += random.pick(["\\t", "\\u00e9", "\\x41", "\\/", "\\N", "\\_", "\\U0001F642", "\\0", "\\e"]) }
            return "\"" + escaped + "\""
        default:
            return text
        }
    }
}
