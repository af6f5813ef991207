/// A spec as the generator builds it: ordered, so YAML and JSON come out in the same key order.
/// A member named `#` is a comment: written above the item in YAML, left out of JSON.
indirect enum SpecValue {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([SpecValue])
    case object([(String, SpecValue)])

    static let commentKey = "#"

    var isScalar: Bool {
        switch self {
        case .string, .number, .bool: true
        case .array, .object: false
        }
    }

    /// Members without comments.
    static func visible(_ members: [(String, SpecValue)]) -> [(String, SpecValue)] {
        members.filter { $0.0 != commentKey }
    }

    static func comment(of members: [(String, SpecValue)]) -> String? {
        for (key, value) in members where key == commentKey {
            if case .string(let text) = value { return text }
        }
        return nil
    }
}

/// `17`, `0.35`, `-4`: integers without a fraction, others in Swift's shortest round-trip form.
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

// MARK: JSON

/// Pretty JSON, two spaces, with short scalar-only objects and arrays kept on one line
/// (`"frame": {"width": 44, "height": 44}`), as people and formatters write spec files.
enum JSONEmitter {
    static func document(_ value: SpecValue) -> String {
        var out = ""
        write(value, indent: 0, to: &out)
        out += "\n"
        return out
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// One line, or nil when the value is too big or nested for one.
    static func inline(_ value: SpecValue) -> String? {
        switch value {
        case .string(let text): return quoted(text)
        case .number(let number): return formatNumber(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let items):
            guard items.allSatisfy(\.isScalar) else { return nil }
            let text = "[" + items.compactMap(inline).joined(separator: ", ") + "]"
            return text.count <= 80 ? text : nil
        case .object(let members):
            let shown = SpecValue.visible(members)
            guard shown.allSatisfy({ $0.1.isScalar }) else { return nil }
            let text = "{" + shown.compactMap { key, value in inline(value).map { "\(quoted(key)): \($0)" } }.joined(separator: ", ") + "}"
            return text.count <= 80 ? text : nil
        }
    }

    static func write(_ value: SpecValue, indent: Int, to out: inout String) {
        if let line = inline(value) {
            out += line
            return
        }
        let pad = String(repeating: " ", count: indent + 2)
        switch value {
        case .array(let items):
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += pad
                write(item, indent: indent + 2, to: &out)
                out += index + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            let shown = SpecValue.visible(members)
            out += "{\n"
            for (index, (key, item)) in shown.enumerated() {
                out += pad + quoted(key) + ": "
                write(item, indent: indent + 2, to: &out)
                out += index + 1 < shown.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        default:
            break  // scalars are always inline
        }
    }
}

// MARK: YAML

/// Block-style YAML as in Examples/specs: components as block mappings, small values in flow
/// style (`frame: {width: 44, height: 44}`), lists of components indented under their key,
/// comments above the items that carry one.
enum YAMLEmitter {
    static func document(_ value: SpecValue, header: [String]) -> String {
        var out = header.map { "# \($0)\n" }.joined()
        if case .object(let members) = value {
            writeMembers(members, indent: 0, firstPrefix: "", to: &out)
        }
        return out
    }

    private static let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n", "~"]

    static func scalar(_ text: String) -> String {
        let safe = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
                || scalar == "." || scalar == "_" || scalar == "-" || scalar == " "
        }
        let first = text.unicodeScalars.first
        let startsWithLetter = first.map { ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") } ?? false
        if safe, startsWithLetter, !text.hasSuffix(" "), !text.contains("  "), !reserved.contains(text.lowercased()) {
            return text
        }
        return JSONEmitter.quoted(text)  // a JSON string is a valid YAML double-quoted scalar
    }

    /// Flow style on one line, or nil when the value is too big or holds components.
    static func flow(_ value: SpecValue) -> String? {
        switch value {
        case .string(let text): return scalar(text)
        case .number(let number): return formatNumber(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let items):
            var parts: [String] = []
            for item in items {
                guard let part = flow(item) else { return nil }
                parts.append(part)
            }
            let text = "[" + parts.joined(separator: ", ") + "]"
            return text.count <= 100 ? text : nil
        case .object(let members):
            var parts: [String] = []
            for (key, item) in SpecValue.visible(members) {
                guard key != "children", key != "id", let part = flow(item) else { return nil }
                parts.append("\(key): \(part)")
            }
            let text = "{" + parts.joined(separator: ", ") + "}"
            return text.count <= 100 ? text : nil
        }
    }

    /// Writes a mapping's members; the first line starts with `firstPrefix` (`- ` in a list).
    private static func writeMembers(_ members: [(String, SpecValue)], indent: Int, firstPrefix: String, to out: inout String) {
        let pad = String(repeating: " ", count: indent)
        var first = true
        for (key, value) in SpecValue.visible(members) {
            let lead = first ? String(repeating: " ", count: max(0, indent - firstPrefix.count)) + firstPrefix : pad
            first = false
            if let line = flow(value) {
                out += "\(lead)\(key): \(line)\n"
                continue
            }
            out += "\(lead)\(key):\n"
            switch value {
            case .array(let items):
                writeList(items, indent: indent + 2, to: &out)
            case .object(let inner):
                writeMembers(inner, indent: indent + 2, firstPrefix: "", to: &out)
            default:
                break
            }
        }
    }

    private static func writeList(_ items: [SpecValue], indent: Int, to out: inout String) {
        let pad = String(repeating: " ", count: indent)
        for item in items {
            if case .object(let members) = item {
                if let comment = SpecValue.comment(of: members) { out += "\(pad)# \(comment)\n" }
                if members.contains(where: { $0.0 == "id" }) || flow(item) == nil {
                    writeMembers(members, indent: indent + 2, firstPrefix: "- ", to: &out)
                    continue
                }
            }
            if let line = flow(item) {
                out += "\(pad)- \(line)\n"
            } else if case .array(let inner) = item {
                out += "\(pad)-\n"
                writeList(inner, indent: indent + 2, to: &out)
            }
        }
    }
}
