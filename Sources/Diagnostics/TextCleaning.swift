/// Makes any string safe to put into XML 1.0 (the `Char` production, XML 1.0 §2.2,
/// https://www.w3.org/TR/xml/#charsets): libxml2's writer
/// copies control characters and U+FFFE raw and the file stops being well-formed, and XML 1.0
/// forbids them even as character references.
public enum XMLText {
    /// ANSI escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL|ESC \`) are removed; every
    /// remaining character outside the XML 1.0 `Char` production
    /// (`#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]`) becomes U+FFFD.
    public static func clean(_ s: String) -> String {
        // Only C0 controls but TAB, LF and CR, and U+FFFE/U+FFFF (EF BF BE/BF) are outside the
        // production in a Swift string (always valid UTF-8, no surrogates): a byte scan finds
        // the common string that has none and returns it untouched.
        guard mayNeedCleaning(s) else { return s }
        if s.unicodeScalars.allSatisfy({ isXMLChar($0) }) { return s }
        var out = String.UnicodeScalarView()
        ANSI.forEachScalar(outsideEscapes: s) { scalar in
            out.append(isXMLChar(scalar) ? scalar : replacement)
        }
        return String(out)
    }

    /// Whether `s` has a byte that can start something outside the `Char` production: a C0
    /// control but TAB, LF and CR, or 0xEF (U+FFFE and U+FFFF begin with it; so do other
    /// characters, which the exact check then lets through).
    package static func mayNeedCleaning(_ s: String) -> Bool {
        if let found = s.utf8.withContiguousStorageIfAvailable(mayNeedCleaning) { return found }
        return s.utf8.contains(where: isSuspect)
    }

    /// The same for UTF-8 bytes, eight at a time: report texts are long and nearly always
    /// clean, and this scan runs over every one of them (a byte loop cost ~8 instructions a
    /// byte under callgrind, this ~1.5).
    package static func mayNeedCleaning(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Candidates: a byte below 0x20 (TAB, LF and CR land here too) or 0xEF.
        WordScan.contains(bytes, candidates: { word in WordScan.below(0x20, word) | WordScan.equal(0xEF, word) }, where: isSuspect)
    }

    /// Whether libxml2 would write `bytes` exactly as they are, so the writer can hand them over
    /// with `xmlTextWriterWriteRawLen` instead of `xmlTextWriterWriteString`, whose escaping
    /// pass copies every text into a fresh allocation even when there is nothing to escape
    /// (13 % of writing a JUnit report under callgrind, for reports that almost never need it).
    /// True when `clean` has nothing to look at (see `mayNeedCleaning`) and no byte is one
    /// libxml2 replaces: `<`, `>`, `&`, `"` and CR in text (`xmlEncodeSpecialChars`), and TAB
    /// and LF as well in an attribute value (`xmlBufAttrSerializeTxtContent`). Non-ASCII UTF-8
    /// is written as it is: every writer declares the UTF-8 encoding. Eight bytes at a time,
    /// like `mayNeedCleaning`.
    package static func isVerbatim(_ bytes: UnsafeBufferPointer<UInt8>, inAttribute: Bool) -> Bool {
        // Candidates: a byte below 0x20, `<` or `>` (x | 2 == 0x3E), `&` or `"` (x | 4 == 0x26), or 0xEF.
        !WordScan.contains(bytes, candidates: { word in
            WordScan.below(0x20, word) | WordScan.equal(0x3E, word | WordScan.ones &* 0x02)
                | WordScan.equal(0x26, word | WordScan.ones &* 0x04) | WordScan.equal(0xEF, word)
        }, where: { !isVerbatim($0, inAttribute: inAttribute) })
    }

    @inline(__always)
    package static func isVerbatim(_ byte: UInt8, inAttribute: Bool) -> Bool {
        if byte < 0x20 { return !inAttribute && (byte == 0x9 || byte == 0xA) }
        return byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "&")
            && byte != UInt8(ascii: "\"") && byte != 0xEF
    }

    @inline(__always)
    private static func isSuspect(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x9 && byte != 0xA && byte != 0xD) || byte == 0xEF
    }

    /// The XML 1.0 `Char` production. ESC is outside it, so a string without any escape
    /// sequence or forbidden character passes unchanged.
    package static func isXMLChar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF: true
        case 0xE000...0xFFFD: true
        case 0x10000...0x10FFFF: true
        default: false
        }
    }

    package static let replacement: Unicode.Scalar = "\u{FFFD}"
}

/// Byte searches eight bytes at a time: a cheap word test picks out the words that may hold a
/// byte of interest (never missing one), and only those are looked at byte by byte.
package enum WordScan {
    @usableFromInline package static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let high: UInt64 = 0x8080_8080_8080_8080

    /// Non-zero when some byte of `word` is below `n` (n ≤ 0x80; false positives possible).
    @inlinable @inline(__always)
    package static func below(_ n: UInt8, _ word: UInt64) -> UInt64 { (word &- ones &* UInt64(n)) & ~word & high }

    /// Non-zero when some byte of `word` equals `byte` (false positives possible).
    @inlinable @inline(__always)
    package static func equal(_ byte: UInt8, _ word: UInt64) -> UInt64 {
        let xored = word ^ (ones &* UInt64(byte))
        return (xored &- ones) & ~xored & high
    }

    /// Whether some byte satisfies `exact`; `candidates` must be non-zero for every word that
    /// holds such a byte.
    @inlinable @inline(__always)
    package static func contains(_ bytes: UnsafeBufferPointer<UInt8>, candidates: (UInt64) -> UInt64, where exact: (UInt8) -> Bool) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        var i = 0
        while i + 8 <= raw.count {
            if candidates(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) != 0 {
                for j in i..<(i + 8) where exact(raw[j]) { return true }
            }
            i += 8
        }
        while i < raw.count {
            if exact(raw[i]) { return true }
            i += 1
        }
        return false
    }
}

/// Cleaning for text meant for people (terminal, GitHub logs, Markdown): escape sequences from
/// the input must not recolour or move the user's terminal, and one finding stays on one line.
public enum PlainText {
    /// Strips ANSI sequences, turns other control characters (C0 but TAB, DEL, C1) into U+FFFD,
    /// and, unless `keepNewlines`, line breaks and tabs into spaces.
    package static func clean(_ s: String, keepNewlines: Bool = false) -> String {
        // C1 controls are C2 80…C2 9F, U+FFFE/U+FFFF are EF BF BE/BF: without any of these lead
        // bytes, a control or DEL the string has nothing to clean.
        guard mayNeedCleaning(s) else { return s }
        let needsWork = s.unicodeScalars.contains { scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
        guard needsWork else { return s }
        var out = String.UnicodeScalarView()
        var previousWasCR = false
        ANSI.forEachScalar(outsideEscapes: s) { scalar in
            defer { previousWasCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A:
                // CR LF is one line break: the CR already produced it.
                if !previousWasCR { out.append(keepNewlines ? "\n" : " ") }
            case 0x0D:
                out.append(keepNewlines ? "\n" : " ")
            case 0x09:
                out.append(keepNewlines ? scalar : " ")
            case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF:
                out.append(XMLText.replacement)
            default:
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether `s` has a byte that can start what `clean` changes: a C0 control, DEL, 0xC2 (C1
    /// controls are C2 80…C2 9F) or 0xEF (U+FFFE, U+FFFF). Eight bytes at a time, as
    /// `XMLText.mayNeedCleaning`: every testcase name and message of a report goes through here.
    package static func mayNeedCleaning(_ s: String) -> Bool {
        func exact(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xEF }
        let found = s.utf8.withContiguousStorageIfAvailable { utf8 in
            WordScan.contains(utf8, candidates: { word in
                WordScan.below(0x20, word) | WordScan.equal(0x7F, word) | WordScan.equal(0xC2, word) | WordScan.equal(0xEF, word)
            }, where: exact)
        }
        return found ?? s.utf8.contains(where: exact)
    }

    /// One line, at most `limit` characters: how every name (a file, a frame, a token) and
    /// message is printed. A log line that starts with `::` is a GitHub Actions workflow
    /// command (`::error …::`, `::add-mask::`), so a leading `::` gets a backslash before it:
    /// a spec named `::error title=X::a.spec.yaml` must not forge an annotation.
    public static func oneLine(_ s: String, limit: Int = 1000) -> String {
        let line = clean(s, keepNewlines: false).trimmingSpaces()
        return truncate(line.hasPrefix("::") ? "\\" + line : line, limit: limit)
    }

    package static func truncate(_ s: String, limit: Int) -> String {
        // A character is at least one byte: counting characters is only needed for long strings.
        guard s.utf8.count > limit, s.count > limit else { return s }
        return String(s.prefix(max(0, limit - 1))) + "…"
    }
}

/// ANSI escape sequences, recognised just well enough to remove them.
package enum ANSI {
    /// Calls `body` with every scalar of `s` that is not part of a CSI (`ESC [ params
    /// intermediates final`) or OSC (`ESC ] … BEL` or `ESC ] … ESC \`) sequence. An ESC that
    /// does not start a complete sequence is passed on (and then replaced by the caller).
    package static func forEachScalar(outsideEscapes s: String, _ body: (Unicode.Scalar) -> Void) {
        let scalars = Array(s.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            if scalar == "\u{1B}", let end = sequenceEnd(scalars, from: i) {
                i = end
                continue
            }
            body(scalar)
            i += 1
        }
    }

    /// The index after the escape sequence starting at `start` (an ESC), or nil when none starts there.
    package static func sequenceEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let next = start + 1
        guard next < scalars.count else { return nil }
        switch scalars[next] {
        case "[":
            var i = next + 1
            while i < scalars.count, (0x30...0x3F).contains(scalars[i].value) { i += 1 }  // parameter bytes
            while i < scalars.count, (0x20...0x2F).contains(scalars[i].value) { i += 1 }  // intermediate bytes
            guard i < scalars.count, (0x40...0x7E).contains(scalars[i].value) else { return nil }
            return i + 1
        case "]":
            var i = next + 1
            while i < scalars.count {
                if scalars[i] == "\u{07}" { return i + 1 }
                if scalars[i] == "\u{1B}" {
                    if i + 1 < scalars.count, scalars[i + 1] == "\\" { return i + 2 }
                    return nil
                }
                i += 1
            }
            return nil
        default:
            return nil
        }
    }
}

extension String {
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    package func trimmingSpaces() -> String {
        guard let first = utf8.first, let last = utf8.last, Self.isSpace(first) || Self.isSpace(last) else { return self }
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" || first == "\n" || first == "\r" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}
