/// Writes `JSONValue`s deterministically: members in the order given, two-space indentation
/// (or compact), numbers in the shortest form that round-trips, integers without ".0".
/// Non-finite numbers cannot be JSON; they are written as `null` rather than producing an
/// unreadable file.
public struct JSONWriter: Sendable {
    public var pretty: Bool
    /// Whether short arrays of scalars stay on one line when pretty; false puts every item on
    /// its own line (the layout of the hand-edited docs/schemas files).
    public var inlineShortArrays: Bool

    public init(pretty: Bool = true, inlineShortArrays: Bool = true) {
        self.pretty = pretty
        self.inlineShortArrays = inlineShortArrays
    }

    public func string(_ value: JSONValue) -> String {
        var out: [UInt8] = []
        write(value, indent: 0, into: &out)
        if pretty { out.append(UInt8(ascii: "\n")) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `value` as it would appear `indent` levels deep in a document, so a caller can
    /// stream a document piece by piece and get the same bytes as `string(_:)`.
    public func write(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        switch value {
        case .null: Self.append("null", to: &out)
        case .bool(let b): Self.append(b ? "true" : "false", to: &out)
        case .number(let n): Self.appendNumber(n, to: &out)
        case .string(let s): Self.appendQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty { Self.append("[]", to: &out); return }
            // Short arrays of scalars stay on one line ([0, 0.478, 1], bezier points).
            let inline = !pretty || (inlineShortArrays && items.count <= 8 && items.allSatisfy(\.isScalar))
            out.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { Self.append(inline && pretty ? ", " : ",", to: &out) }
                if !inline { newline(indent + 1, &out) }
                write(item, indent: indent + 1, into: &out)
            }
            if !inline { newline(indent, &out) }
            out.append(UInt8(ascii: "]"))
        case .object(let pairs):
            if pairs.isEmpty { Self.append("{}", to: &out); return }
            out.append(UInt8(ascii: "{"))
            for (offset, (key, item)) in pairs.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1, &out)
                Self.appendQuoted(key, to: &out)
                Self.append(pretty ? ": " : ":", to: &out)
                write(item, indent: indent + 1, into: &out)
            }
            newline(indent, &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A line break and `indent` levels of two spaces (nothing when compact).
    public func newline(_ indent: Int, _ out: inout [UInt8]) {
        guard pretty else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    private static func append(_ s: StaticString, to out: inout [UInt8]) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// Shortest round-trip form; integral values below 2^53 print without a fraction.
    public static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == 0 { return n.sign == .minus ? "-0" : "0" }
        if n == n.rounded(), abs(n) < 9_007_199_254_740_992 {
            return String(Int64(n))
        }
        return "\(n)"
    }

    public static func appendNumber(_ n: Double, to out: inout [UInt8]) {
        out.append(contentsOf: format(n).utf8)
    }

    public static func appendQuoted(_ s: String, to out: inout String) {
        var bytes: [UInt8] = []
        appendQuoted(s, to: &bytes)
        out.append(String(decoding: bytes, as: UTF8.self))
    }

    /// `s` as a JSON string literal. Only ASCII bytes and U+2028/U+2029 (E2 80 A8/A9, line
    /// separators to JavaScript) are escaped, so the work is byte by byte: a string with nothing
    /// to escape, the common case, is copied in one piece.
    public static func appendQuoted(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            guard bytes.contains(where: mayNeedEscape) else {
                out.append(contentsOf: bytes)
                return
            }
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                if byte == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 {
                    appendUnicodeEscape(bytes[i + 2] == 0xA8 ? 0x2028 : 0x2029, to: &out)
                    i += 3
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): append("\\\"", to: &out)
                case UInt8(ascii: "\\"): append("\\\\", to: &out)
                case UInt8(ascii: "\n"): append("\\n", to: &out)
                case UInt8(ascii: "\r"): append("\\r", to: &out)
                case UInt8(ascii: "\t"): append("\\t", to: &out)
                case 0x08: append("\\b", to: &out)
                case 0x0C: append("\\f", to: &out)
                case 0x00..<0x20, 0x7F: appendUnicodeEscape(UInt32(byte), to: &out)
                default: out.append(byte)
                }
                i += 1
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    @inline(__always)
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2
    }

    /// `\u` and four lowercase hex digits.
    private static func appendUnicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
        let digits: StaticString = "0123456789abcdef"
        append("\\u", to: &out)
        digits.withUTF8Buffer { hex in
            for shift in stride(from: 12, through: 0, by: -4) { out.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
        }
    }
}

extension JSONValue {
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
