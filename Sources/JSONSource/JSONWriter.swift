/// Writes `JSONValue`s deterministically: members in the order given, two-space indentation
/// (or compact), numbers in the shortest form that round-trips, integers without ".0".
/// Non-finite numbers cannot be JSON; they are written as `null` rather than producing an
/// unreadable file.
public struct JSONWriter: Sendable {
    public var pretty: Bool

    public init(pretty: Bool = true) {
        self.pretty = pretty
    }

    public func string(_ value: JSONValue) -> String {
        var out = ""
        write(value, indent: 0, into: &out)
        if pretty { out.append("\n") }
        return out
    }

    private func write(_ value: JSONValue, indent: Int, into out: inout String) {
        switch value {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .number(let n): out.append(Self.format(n))
        case .string(let s): Self.appendQuoted(s, to: &out)
        case .array(let items):
            if items.isEmpty { out.append("[]"); return }
            // Short arrays of scalars stay on one line ([0, 0.478, 1], bezier points).
            let inline = !pretty || (items.count <= 8 && items.allSatisfy(\.isScalar))
            out.append("[")
            for (offset, item) in items.enumerated() {
                if offset > 0 { out.append(inline && pretty ? ", " : ",") }
                if !inline { newline(indent + 1, &out) }
                write(item, indent: indent + 1, into: &out)
            }
            if !inline { newline(indent, &out) }
            out.append("]")
        case .object(let pairs):
            if pairs.isEmpty { out.append("{}"); return }
            out.append("{")
            for (offset, (key, item)) in pairs.enumerated() {
                if offset > 0 { out.append(",") }
                newline(indent + 1, &out)
                Self.appendQuoted(key, to: &out)
                out.append(pretty ? ": " : ":")
                write(item, indent: indent + 1, into: &out)
            }
            newline(indent, &out)
            out.append("}")
        }
    }

    private func newline(_ indent: Int, _ out: inout String) {
        guard pretty else { return }
        out.append("\n")
        out.append(String(repeating: "  ", count: indent))
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

    public static func appendQuoted(_ s: String, to out: inout String) {
        out.append("\"")
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F || $0 == 0xE2 }) {
            out.append(s)
            out.append("\"")
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case "\u{08}": out.append("\\b")
            case "\u{0C}": out.append("\\f")
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    let hex = String(scalar.value, radix: 16)
                    out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out.append("\"")
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
