/// Boards that document a design rather than being it (docs/figma.md, "What is linted"): a
/// style guide's swatch and type-specimen boards, redlines, notes for developers. Their 10 pt
/// captions are not UI anyone reads in the product, and judged as UI they were every sampled
/// warning on real files, all wrong.
enum FigmaDocumentation {
    /// Words that say a layer documents the design wherever they stand in its name.
    private static let words: Set<String> = [
        "annotation", "annotations", "redline", "redlines", "handoff", "readme", "documentation", "specimen", "specimens",
    ]
    /// Words that say so only when the name says nothing else: "Notes", "Dev specs" and "Docs 2"
    /// are notes about the design, "Notes list" is a screen of a notes app.
    private static let wordsAlone: Set<String> = [
        "note", "notes", "doc", "docs", "spec", "specs", "specification", "specifications", "guidelines", "usage",
    ]
    /// What may stand beside `wordsAlone` in such a name.
    private static let qualifiers: Set<String> = ["design", "dev", "developer", "developers", "for", "and", "the", "general"]

    /// Four lower-cased bytes of each word above (`"read me"` included): a name holding none of
    /// them is not split into words, since nearly every layer of a large file is named.
    private static let windows: Set<UInt32> = {
        let stems = ["nnot", "redl", "ndof", "adme", "d me", "umen", "ecim", "note", "doc", "spec", "guid", "usag"]
        return Set(stems.map { stem in stem.utf8.reduce(UInt32(0)) { $0 << 8 | UInt32($1 | 0x20) } })
    }()

    /// The word of `name` that says the layer is documentation, if any. `alone`: also the words
    /// that say so only when the name says nothing else (a board at the top of a page, never a
    /// layer inside a screen, where "Notes" may be the app's own).
    static func word(inName name: String, alone: Bool) -> String? {
        var window: UInt32 = 0
        var candidate = false
        var length = 0
        for byte in name.utf8 {
            window = window << 8 | UInt32(byte | 0x20)
            length += 1
            // "doc" ends a name of three letters or more ("Docs" is caught by its own stem).
            if windows.contains(window) || (length >= 3 && windows.contains(window & 0x00FF_FFFF)) { candidate = true }
        }
        guard candidate else { return nil }
        let split = FigmaRoles.words(name)
        if let word = split.first(where: words.contains) { return word }
        if FigmaRoles.contains(split, ["read", "me"]) { return "read me" }
        guard alone, let word = split.first(where: wordsAlone.contains) else { return nil }
        let rest = split.filter { !wordsAlone.contains($0) && !qualifiers.contains($0) && !$0.allSatisfy(\.isNumber) }
        return rest.isEmpty ? word : nil
    }

    /// At least this many texts of a board give values, and at least 2 in 5 of its texts do:
    /// a swatch board (35 of 41), a type specimen (11 of 24 beside the samples they describe),
    /// a redline (all of them).
    static let minimumValueNotes = 3

    /// Why a board whose `texts` include `valueNotes` giving values is documentation, or nil.
    static func reason(texts: Int, valueNotes: Int) -> String? {
        guard valueNotes >= minimumValueNotes, valueNotes * 5 >= texts * 2 else { return nil }
        return "\(valueNotes) of its \(texts) texts give values (colour codes, measurements, CSS properties), as a style guide's swatches, specimens and redlines do"
    }

    /// A text that gives a value rather than being UI: a colour code ("#112e51 gray-dark"), a
    /// measurement ("25px", "8 pt") or a CSS property ("font-family: 'Lora'"). Only its start is
    /// looked at.
    static func givesValue(_ text: String) -> Bool {
        var bytes = text.utf8.prefix(48).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }[...]
        guard let first = bytes.first else { return false }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
        func isAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || isLower(byte | 0x20) }
        if first == 0x23 {  // "#" and 3 to 8 hex digits, then no more letters
            let digits = bytes.dropFirst().prefix { isDigit($0) || (0x61...0x66).contains($0 | 0x20) }
            let next = bytes.dropFirst(1 + digits.count).first
            return (3...8).contains(digits.count) && !(next.map(isAlphanumeric) ?? false)
        }
        if isDigit(first) {  // a number, at most one space, a unit of length
            bytes = bytes.drop { isDigit($0) || $0 == 0x2E }
            if bytes.first == 0x20 { bytes = bytes.dropFirst() }
            let unit = String(decoding: bytes.prefix { isLower($0 | 0x20) }, as: UTF8.self).lowercased()
            return ["px", "pt", "dp", "sp", "rem", "em"].contains(unit)
        }
        guard isLower(first) else { return false }  // a lower-case property, a colon and a space
        let name = bytes.prefix { isLower($0) || $0 == 0x2D }
        let after = bytes.dropFirst(name.count)
        guard after.first == 0x3A, after.dropFirst().first == 0x20 else { return false }
        let property = String(decoding: name, as: UTF8.self)
        return property.contains("-") || ["color", "background", "padding", "margin", "width", "height", "opacity", "gap"].contains(property)
    }
}
