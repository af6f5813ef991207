import Diagnostics

/// A scalar (or mapping key) read by the YAML fast path, on one line.
struct YAMLFastScalar {
    /// The unescaped text of a quoted scalar; nil for a plain one, whose text is `plainBytes`
    /// (made into a String only when needed: most plain values are numbers or short names).
    var quotedText: String?
    var position: SourcePosition
    /// The bytes of a plain scalar (trailing spaces trimmed).
    var plainBytes: Range<Int>
    /// Followed by `:` and a blank: a mapping key (the cursor is past the `:`).
    var isKey: Bool

    var quoted: Bool { quotedText != nil }

    func text(in bytes: [UInt8]) -> String {
        quotedText ?? String(decoding: bytes[plainBytes], as: UTF8.self)
    }
}

/// Scalars on one line, as libyaml reads them. Anything this does not read exactly like libyaml
/// (line breaks inside a scalar, unknown escapes, tabs outside quotes, ...) bails.
extension YAMLByteCursor {
    private static let colon = UInt8(ascii: ":")

    static func isFlowIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"): true
        default: false
        }
    }

    /// Whether a plain scalar may start here. libyaml's rule, made stricter: `?` and `:` never
    /// start one here, and `-` only before a character that is neither blank nor (in flow) an
    /// indicator.
    func canStartPlain(flow: Bool) -> Bool {
        let byte = peek()
        switch byte {
        case UInt8(ascii: "-"):
            let next = peek(1)
            return !isBlankOrEnd(1) && next != 0x09 && !(flow && Self.isFlowIndicator(next))
        case UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"),
             UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""),
             UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), 0x20, 0x09, 0x0A, 0x0D:
            return false
        default:
            return !atEnd && !Self.isFlowIndicator(byte)
        }
    }

    /// A plain, single- or double-quoted scalar at the cursor, and whether it is a mapping key.
    mutating func scanScalar(flow: Bool) throws(YAMLFastPathBail) -> YAMLFastScalar {
        let start = index
        let position = self.position
        switch peek() {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let text = try scanQuoted()
            // A quoted key may have spaces before its `:`.
            var offset = 0
            while peek(offset) == 0x20 { offset += 1 }
            let isKey = peek(offset) == Self.colon && index + offset < bytes.count && isBlankOrEnd(offset + 1)
            if isKey { advance(offset + 1) }
            return try key(YAMLFastScalar(quotedText: text, position: position, plainBytes: start..<start, isKey: isKey), from: start)
        default:
            guard canStartPlain(flow: flow) else { throw YAMLFastPathBail() }
            let (end, isKey) = try scanPlain(flow: flow)
            if isKey { advance() }
            return try key(YAMLFastScalar(quotedText: nil, position: position, plainBytes: start..<end, isKey: isKey), from: start)
        }
    }

    /// libyaml refuses a simple key longer than 1024 characters; near that, Yams decides.
    private func key(_ scalar: YAMLFastScalar, from start: Int) throws(YAMLFastPathBail) -> YAMLFastScalar {
        if scalar.isKey, index - start > 1000 { throw YAMLFastPathBail() }
        return scalar
    }

    /// Reads a plain scalar up to a comment (` #`, the cursor stays on the space), a line break,
    /// a `:` followed by a blank (a key: the cursor stays on the `:`) or, in flow, an indicator.
    /// Returns the end of its text (trailing spaces trimmed).
    private mutating func scanPlain(flow: Bool) throws(YAMLFastPathBail) -> (end: Int, isKey: Bool) {
        var end = index
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20:
                if peek(1) == UInt8(ascii: "#") { return (end, false) }
                advance()
            case Self.colon:
                if isBlankOrEnd(1) { return (end, true) }
                // In flow, libyaml has its own rules for `:` inside a plain scalar.
                if flow { throw YAMLFastPathBail() }
                advance()
                end = index
            case 0x0A:
                return (end, false)
            case 0x0D:
                guard isLineBreak() else { throw YAMLFastPathBail() }
                return (end, false)
            case UInt8(ascii: "#") where flow:
                throw YAMLFastPathBail()
            case _ where flow && Self.isFlowIndicator(byte):
                return (end, false)
            default:
                try consumeCharacter()
                end = index
            }
        }
        return (end, false)
    }

    /// A single- or double-quoted scalar on one line: `''` is a quote in single quotes, and
    /// double quotes have libyaml's backslash escapes. The text is copied only when it has one.
    private mutating func scanQuoted() throws(YAMLFastPathBail) -> String {
        let quote = peek()
        advance()
        let start = index
        var decoded: [UInt8]?
        var runStart = start
        while true {
            let byte = peek()
            if byte == quote, !(quote == UInt8(ascii: "'") && peek(1) == quote) {
                let end = index
                advance()
                guard var unescaped = decoded else { return String(decoding: bytes[start..<end], as: UTF8.self) }
                unescaped.append(contentsOf: bytes[runStart..<end])
                return String(decoding: unescaped, as: UTF8.self)
            }
            if byte == quote || (byte == UInt8(ascii: "\\") && quote == UInt8(ascii: "\"")) {
                var unescaped = decoded ?? []
                unescaped.append(contentsOf: bytes[runStart..<index])
                advance()
                if byte == quote {
                    unescaped.append(quote)  // the second quote of `''`
                    advance()
                } else {
                    try appendEscape(to: &unescaped)
                }
                decoded = unescaped
                runStart = index
                continue
            }
            // A scalar over several lines is folded by rules this path does not follow.
            if atEnd || byte == 0x0A || byte == 0x0D { throw YAMLFastPathBail() }
            try consumeCharacter(allowTab: true)
        }
    }

    /// The escape after a backslash (the cursor on the character after it), as libyaml 0.2.5
    /// decodes it; anything else (an escaped line break, an unknown escape) bails.
    private mutating func appendEscape(to output: inout [UInt8]) throws(YAMLFastPathBail) {
        let simple: [UInt8]
        switch peek() {
        case UInt8(ascii: "0"): simple = [0x00]
        case UInt8(ascii: "a"): simple = [0x07]
        case UInt8(ascii: "b"): simple = [0x08]
        case UInt8(ascii: "t"), 0x09: simple = [0x09]
        case UInt8(ascii: "n"): simple = [0x0A]
        case UInt8(ascii: "v"): simple = [0x0B]
        case UInt8(ascii: "f"): simple = [0x0C]
        case UInt8(ascii: "r"): simple = [0x0D]
        case UInt8(ascii: "e"): simple = [0x1B]
        case 0x20: simple = [0x20]
        case UInt8(ascii: "\""): simple = [0x22]
        case UInt8(ascii: "/"): simple = [0x2F]
        case UInt8(ascii: "\\"): simple = [0x5C]
        case UInt8(ascii: "N"): simple = [0xC2, 0x85]
        case UInt8(ascii: "_"): simple = [0xC2, 0xA0]
        case UInt8(ascii: "L"): simple = [0xE2, 0x80, 0xA8]
        case UInt8(ascii: "P"): simple = [0xE2, 0x80, 0xA9]
        case UInt8(ascii: "x"): return try appendCodeEscape(digits: 2, to: &output)
        case UInt8(ascii: "u"): return try appendCodeEscape(digits: 4, to: &output)
        case UInt8(ascii: "U"): return try appendCodeEscape(digits: 8, to: &output)
        default: throw YAMLFastPathBail()
        }
        output.append(contentsOf: simple)
        advance()
    }

    /// `\xHH`, `\uHHHH`, `\UHHHHHHHH`: a scalar value (surrogates and values past U+10FFFF bail).
    private mutating func appendCodeEscape(digits: Int, to output: inout [UInt8]) throws(YAMLFastPathBail) {
        var value: UInt32 = 0
        for offset in 1...digits {
            let byte = peek(offset)
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw YAMLFastPathBail()
            }
            value = value << 4 | UInt32(digit)
        }
        guard let scalar = Unicode.Scalar(value) else { throw YAMLFastPathBail() }
        UTF8.encode(scalar) { output.append($0) }
        advance(digits + 1)
    }
}
