/// Names for token paths on each platform, unique within one export. A path's segments are
/// split further into words at case changes and at any character the platform does not allow,
/// so `color.label-primary` and `color.labelPrimary` read alike everywhere
/// (`colorLabelPrimary`, `--color-label-primary`, `color_label_primary`); two paths that meet
/// get `2`, `3`… suffixes in token order.
struct ExportNames {
    enum Style { case swift, kebab, snake }

    private let style: Style
    private var used: Set<String> = []

    /// `reserved`: names already taken where the names go (SwiftUI's own `Color.red`,
    /// `Font.body`): a token that would take one is numbered instead.
    init(_ style: Style, reserved: Set<String> = []) {
        self.style = style
        used = Set(reserved.map { $0.lowercased() })
    }

    /// The words of a path: `color.systemBlue-hover` → color, system, blue, hover.
    static func words(_ path: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        func flush() {
            if !current.isEmpty { words.append(current.lowercased()) }
            current = ""
        }
        for character in path {
            guard character.isASCII, character.isLetter || character.isNumber else {
                flush()
                previous = nil
                continue
            }
            // A word starts at an upper-case letter after a lower-case letter or digit.
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { flush() }
            current.append(character)
            previous = character
        }
        flush()
        return words
    }

    /// The name for `path`, never one handed out before.
    mutating func name(_ path: String) -> String {
        let base = Self.format(Self.words(path), style)
        var candidate = base
        var counter = 2
        while used.contains(candidate.lowercased()) {
            candidate = style == .swift ? "\(base)\(counter)" : "\(base)\(style == .kebab ? "-" : "_")\(counter)"
            counter += 1
        }
        // Lower-cased: asset names and Android resources are matched without case on some systems.
        used.insert(candidate.lowercased())
        return candidate
    }

    static func format(_ words: [String], _ style: Style) -> String {
        let words = words.isEmpty ? ["token"] : words
        switch style {
        case .swift:
            let joined = words.enumerated().map { $0.offset == 0 ? $0.element : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
            // An identifier cannot start with a digit (The Swift Programming Language, "Identifiers").
            let identifier = joined.first?.isNumber == true ? "_" + joined : joined
            return swiftKeywords.contains(identifier) ? "`\(identifier)`" : identifier
        case .kebab:
            return words.joined(separator: "-")
        case .snake:
            // Android resource names become Java fields in R: [a-z0-9_], not starting with a digit.
            let joined = words.joined(separator: "_")
            return joined.first?.isNumber == true ? "token_" + joined : joined
        }
    }

    /// Reserved words that need backticks as identifiers (The Swift Programming Language,
    /// "Lexical Structure › Keywords and Punctuation"), plus `Type`/`self`-like names that are
    /// ambiguous as static members.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "Any", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol",
    ]
}
