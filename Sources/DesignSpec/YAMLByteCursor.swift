import Diagnostics

/// Thrown by the YAML fast path for anything it does not handle with certainty; the caller then
/// reads the file with Yams (`YAMLSourceReader`), which gives today's result or error message.
struct YAMLFastPathBail: Error {
    /// The source file and line that gave up, to tell in tests why a file was not read.
    var source: StaticString
    var sourceLine: Int

    init(source: StaticString = #fileID, sourceLine: Int = #line) {
        self.source = source
        self.sourceLine = sourceLine
    }
}

/// A position in raw UTF-8 bytes with libyaml's idea of lines and columns: a line ends at LF or
/// CR LF, and a column counts Unicode scalars from 1 (a leading byte order mark is not a column).
///
/// It also enforces what libyaml's reader accepts, so that the fast path never accepts a byte
/// Yams would refuse: every byte that is consumed is either printable ASCII, an LF / CR LF, or a
/// valid UTF-8 sequence of a character libyaml allows and does not treat as a line break. Tabs are
/// left to the callers (allowed only inside quotes and comments). Every read is bounds-checked:
/// past the end, `peek` answers `endByte`.
struct YAMLByteCursor {
    /// What `peek` answers past the end. NUL itself is never accepted as content.
    static let endByte: UInt8 = 0

    let bytes: [UInt8]
    private(set) var index: Int
    private(set) var line = 1
    private var lineStart: Int
    /// Whether a multi-byte character was consumed on this line (then columns are counted, not
    /// subtracted).
    private var lineHasMultibyte = false

    init(bytes: [UInt8]) {
        self.bytes = bytes
        let bom = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        index = bom ? 3 : 0
        lineStart = index
    }

    var atEnd: Bool { index >= bytes.count }

    func peek(_ offset: Int = 0) -> UInt8 {
        let at = index + offset
        return at >= 0 && at < bytes.count ? bytes[at] : Self.endByte
    }

    /// The position of the byte at `index` (which must be on the current line, at or after the
    /// cursor's line start).
    func position(at byteIndex: Int) -> SourcePosition {
        guard lineHasMultibyte else { return SourcePosition(line: line, column: byteIndex - lineStart + 1) }
        var column = 1
        var at = lineStart
        while at < byteIndex, at < bytes.count {
            if bytes[at] & 0xC0 != 0x80 { column += 1 }
            at += 1
        }
        return SourcePosition(line: line, column: column)
    }

    var position: SourcePosition { position(at: index) }

    /// The column (0-based, in bytes) of the cursor: only asked where the line so far is ASCII
    /// indentation and `- ` indicators, so bytes and characters agree.
    var indentColumn: Int { index - lineStart }

    /// LF or CR LF at `offset`.
    func isLineBreak(_ offset: Int = 0) -> Bool {
        let byte = peek(offset)
        return byte == 0x0A || (byte == 0x0D && peek(offset + 1) == 0x0A)
    }

    /// The end of the input, a space or a line break at `offset` (libyaml's "blank or zero",
    /// less the tab, which callers refuse).
    func isBlankOrEnd(_ offset: Int = 0) -> Bool {
        index + offset >= bytes.count || peek(offset) == 0x20 || isLineBreak(offset)
    }

    var atLineEnd: Bool { atEnd || isLineBreak() }

    mutating func advance(_ count: Int = 1) {
        index = min(bytes.count, index + count)
    }

    /// Consumes an LF or CR LF (nothing at the end of the input).
    mutating func consumeLineBreak() throws(YAMLFastPathBail) {
        if atEnd { return }
        if peek() == 0x0D { advance() }
        guard peek() == 0x0A else { throw YAMLFastPathBail() }
        advance()
        line += 1
        lineStart = index
        lineHasMultibyte = false
    }

    /// Skips spaces; a tab is refused (libyaml's rules for tabs are subtle).
    @discardableResult
    mutating func skipSpaces() throws(YAMLFastPathBail) -> Int {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 { index += 1; continue }
            if byte == 0x09 { throw YAMLFastPathBail() }
            break
        }
        return index - start
    }

    /// Consumes one character of content that is not special to the caller: printable ASCII, or
    /// (with `allowTab`) a tab, or a valid, allowed multi-byte character. Anything else bails.
    mutating func consumeCharacter(allowTab: Bool = false) throws(YAMLFastPathBail) {
        let byte = peek()
        if byte >= 0x20 && byte < 0x7F, !atEnd { advance(); return }
        if byte == 0x09 && allowTab { advance(); return }
        guard byte >= 0x80 else { throw YAMLFastPathBail() }
        advance(try multibyteWidth())
        lineHasMultibyte = true
    }

    /// The width of the UTF-8 sequence at the cursor when it is valid and a character libyaml
    /// reads as ordinary content. C1 controls (NEL is a line break to libyaml), U+2028/U+2029
    /// (line breaks), U+FEFF (a byte order mark inside the text) and U+FFFE/U+FFFF bail.
    private func multibyteWidth() throws(YAMLFastPathBail) -> Int {
        let lead = peek()
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(peek(offset))
        }
        switch lead {
        case 0xC2:
            guard continuation(1, 0xA0...0xBF) else { throw YAMLFastPathBail() }
            return 2
        case 0xC3...0xDF:
            guard continuation(1) else { throw YAMLFastPathBail() }
            return 2
        case 0xE0...0xEF:
            let second: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
            guard continuation(1, second), continuation(2) else { throw YAMLFastPathBail() }
            let b1 = peek(1), b2 = peek(2)
            if lead == 0xE2, b1 == 0x80, b2 == 0xA8 || b2 == 0xA9 { throw YAMLFastPathBail() }
            if lead == 0xEF, b1 == 0xBB, b2 == 0xBF { throw YAMLFastPathBail() }
            if lead == 0xEF, b1 == 0xBF, b2 == 0xBE || b2 == 0xBF { throw YAMLFastPathBail() }
            return 3
        case 0xF0...0xF4:
            let second: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
            guard continuation(1, second), continuation(2), continuation(3) else { throw YAMLFastPathBail() }
            return 4
        default:
            throw YAMLFastPathBail()
        }
    }

    /// At `#`: skips the comment (checking its characters) up to, not including, the line break.
    mutating func skipComment() throws(YAMLFastPathBail) {
        while !atLineEnd {
            if peek() == 0x0D { throw YAMLFastPathBail() }  // a lone CR is a line break to libyaml
            try consumeCharacter(allowTab: true)
        }
    }

    /// After a value: spaces, an optional comment (after a space), then the line break.
    mutating func finishLine() throws(YAMLFastPathBail) {
        try skipSpaces()
        if peek() == UInt8(ascii: "#"), peek(-1) == 0x20 { try skipComment() }
        guard atLineEnd else { throw YAMLFastPathBail() }
        try consumeLineBreak()
    }

    /// Moves past blank and comment-only lines to the first character of the next line with
    /// content and returns that line's indentation, or nil at the end of the input. The cursor
    /// must be at the start of a line. A document marker (`---`, `...` at column 1) bails: the
    /// fast path reads exactly one document; with `documentStartAllowed` a `---` line is left to
    /// the caller, which handles one before the document.
    mutating func nextContentLine(documentStartAllowed: Bool = false) throws(YAMLFastPathBail) -> Int? {
        while !atEnd {
            let indent = try skipSpaces()
            if atLineEnd {
                try consumeLineBreak()
                continue
            }
            if peek() == UInt8(ascii: "#") {
                try skipComment()
                try consumeLineBreak()
                continue
            }
            if indent == 0, isDocumentMarker, !(documentStartAllowed && peek() == UInt8(ascii: "-")) {
                throw YAMLFastPathBail()
            }
            return indent
        }
        return nil
    }

    /// `---` or `...` followed by a blank or the end (the cursor at column 1).
    var isDocumentMarker: Bool {
        let first = peek()
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return peek(1) == first && peek(2) == first && (isBlankOrEnd(3) || peek(3) == 0x09)
    }

    /// A block sequence entry: `-` followed by a space, a line break or the end.
    var atSequenceEntry: Bool {
        peek() == UInt8(ascii: "-") && !atEnd && isBlankOrEnd(1)
    }
}
