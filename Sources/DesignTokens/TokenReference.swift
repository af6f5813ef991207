/// A curly-brace token reference, `{group.token}` (DTCG Format 2025.10 §7.1.1): "Parse
/// reference: Extract token path from {group.token}. Split path: Convert to segments
/// ["group", "token"]" (§7.2.1). This is the only place tokenlint decides what a reference
/// is: token files, spec files, `$extends`, reduced-motion extensions and the command line
/// all read references here, so one input gets one verdict everywhere.
///
/// The grammar, on the UTF-8 bytes of the whole string:
/// - the first byte is `{` and the last is `}`; anything else is not a reference at all;
/// - inside, the path is one or more names separated by `.`; no name is empty
///   (`{}`, `{.a}`, `{a.}`, `{a..b}` are malformed);
/// - a name never contains `{` or `}` (§5.1.1: "the following characters MUST NOT be used
///   anywhere in a token or group name: { } ."), so nested braces are malformed;
/// - a name never begins or ends with a space, tab, CR or LF. The spec's references have no
///   blanks around names, and a name that starts or ends with one is a typo far more often
///   than a real name, so `{ a.b }` is reported (with the fix) instead of silently becoming a
///   path that no token has. Blanks inside a name (`{font size}`) are a legal name.
/// - anything else is allowed in a name: non-ASCII letters, and `$root` (§6.2: the reserved
///   name of a group's base token, referenced as `{group.$root}`). Whether a name exists is
///   for resolution to say, not the syntax.
///
/// Braces are matched as bytes: in UTF-8 the bytes 0x7B and 0x7D are only ever `{` and `}`.
public struct TokenReference: Hashable, Sendable, CustomStringConvertible {
    /// The dot-separated path inside the braces, e.g. `color.systemBlue`.
    public let path: String

    /// The path's names, e.g. `["color", "systemBlue"]`.
    public var segments: [String] { path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }

    /// The reference as written in a file: `{color.systemBlue}`.
    public var description: String { "{\(path)}" }

    /// What a string is, read as a possible reference.
    public enum Reading: Hashable, Sendable {
        /// Not in braces: a literal value.
        case notAReference
        case reference(TokenReference)
        /// In braces, but not a well-formed path; `problem` says why (and the fix when there
        /// is an obvious one), to follow "is not a well-formed token reference: ".
        case malformed(problem: String)
    }

    /// The one wording of a malformed reference, wherever it was written:
    /// `"{ a.b }" is not a well-formed token reference (expected "{group.token}"): …`.
    public static func malformedMessage(_ text: String, problem: String) -> String {
        "\"\(text)\" is not a well-formed token reference (expected \"{group.token}\"): \(problem)"
    }

    /// The reference written as `text`, or nil when `text` is not a well-formed reference.
    public static func parse(_ text: String) -> TokenReference? {
        if case .reference(let reference) = read(text) { return reference }
        return nil
    }

    /// Reads `text` as a reference, telling "not a reference" from "a malformed one".
    public static func read(_ text: String) -> Reading {
        // Native strings are contiguous UTF-8: no copy. Bridged ones are copied once.
        text.utf8.withContiguousStorageIfAvailable(read(buffer:)) ?? read(utf8: Array(text.utf8))
    }

    /// The same grammar on UTF-8 bytes, for callers that hold bytes.
    public static func read(utf8 bytes: [UInt8]) -> Reading { bytes.withUnsafeBufferPointer(read(buffer:)) }

    /// The one implementation. Not generic, so that callers in other modules run specialized
    /// code: the spec decoder reads every string value through here, and the rejection of
    /// every non-reference is one byte comparison. Nothing keeps `buffer` after returning.
    private static func read(buffer bytes: UnsafeBufferPointer<UInt8>) -> Reading {
        guard bytes.count >= 2, bytes[0] == openBrace, bytes[bytes.count - 1] == closeBrace else { return .notAReference }
        let inner = UnsafeBufferPointer(rebasing: bytes[1..<(bytes.count - 1)])
        if let problem = problem(in: inner) {
            return .malformed(problem: problem + suggestion(for: inner))
        }
        return .reference(TokenReference(path: String(decoding: inner, as: UTF8.self)))
    }

    /// Why `inner` (the bytes between the braces) is not a path; nil when it is one.
    private static func problem<Bytes: Collection<UInt8>>(in inner: Bytes) -> String? {
        if inner.isEmpty { return "the path between the braces is empty" }
        var nameIsEmpty = true  // no byte of the current name seen yet
        var previous: UInt8 = 0
        for byte in inner {
            switch byte {
            case openBrace, closeBrace:
                return "names must not contain '{' or '}' (DTCG Format §5.1.1)"
            case dot:
                if nameIsEmpty { return "a name in the path is empty (two dots, or a dot at either end)" }
                if isBlank(previous) { return "a name ends with whitespace" }
                nameIsEmpty = true
            default:
                if nameIsEmpty, isBlank(byte) { return "a name begins with whitespace" }
                nameIsEmpty = false
            }
            previous = byte
        }
        if nameIsEmpty { return "a name in the path is empty (two dots, or a dot at either end)" }
        if isBlank(previous) { return "a name ends with whitespace" }
        return nil
    }

    /// "; did you mean {a.b}?" when removing blanks around the names makes a well-formed path.
    private static func suggestion(for inner: UnsafeBufferPointer<UInt8>) -> String {
        let names = inner.split(separator: dot, omittingEmptySubsequences: false).map { name in
            name.drop(while: isBlank).reversed().drop(while: isBlank).reversed()
        }
        let trimmed = Array(names.joined(separator: [dot]))
        guard trimmed.count != inner.count, problem(in: trimmed) == nil else { return "" }
        return "; did you mean {\(String(decoding: trimmed, as: UTF8.self))}?"
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let dot = UInt8(ascii: ".")
}
