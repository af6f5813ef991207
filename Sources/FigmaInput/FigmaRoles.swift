import DesignSpec
import Foundation

/// Roles from names (docs/figma.md, `role`): designers name components for what they are, so a
/// component or instance called "Primary Button" or "btn/cta" is a button.
enum FigmaRoles {
    /// Word sequences → role, most specific first ("tab bar" before "tab").
    private static let patterns: [([String], Role)] = [
        (["tab", "bar"], .tabBar), (["tabbar"], .tabBar),
        (["nav", "bar"], .navigationBar), (["navigation", "bar"], .navigationBar), (["navbar"], .navigationBar),
        (["text", "field"], .textField), (["textfield"], .textField), (["input"], .textField),
        (["form", "field"], .textField), (["search", "field"], .textField), (["search", "bar"], .textField), (["searchbar"], .textField),
        (["list", "item"], .listItem), (["row"], .listItem), (["cell"], .listItem),
        (["segmented"], .segmentedControl),
        (["button"], .button), (["btn"], .button), (["cta"], .button),
        (["toggle"], .toggle), (["switch"], .toggle),
        (["checkbox"], .checkbox), (["radio"], .checkbox),
        (["slider"], .slider),
        (["tab"], .tab),
        (["link"], .link),
        (["icon"], .icon), (["ic"], .icon),
    ]

    /// The role a name says, if any.
    static func role(named name: String) -> Role? {
        let words = words(name)
        guard !words.isEmpty else { return nil }
        // A component kept in an icons folder is an icon, whatever it depicts ("UI element /
        // Icons / External link", "Icons/Checkbox").
        let folders = name.split(separator: "/").dropLast()
        if folders.contains(where: { ["icon", "icons"].contains(Self.words(String($0)).joined(separator: " ")) }) { return .icon }
        for (pattern, role) in patterns where contains(words, pattern) { return role }
        return nil
    }

    /// Lower-cased words of a layer name, split at anything not a letter or digit and at
    /// camel-case humps ("ButtonWithFrames" → button, with, frames).
    static func words(_ name: String) -> [String] {
        // Layer names are nearly always ASCII, where a byte is a character: the same rules by
        // byte, without Unicode's property tables (by character, this was a tenth of reading
        // a large file's frames).
        name.utf8.allSatisfy({ $0 < 0x80 }) ? asciiWords(name.utf8) : unicodeWords(name)
    }

    /// `words` by character, for any name (`FigmaWordsTests` holds `asciiWords` to it).
    static func unicodeWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousLower = false
        for character in name {
            if character.isLetter || character.isNumber {
                if character.isUppercase, previousLower, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(contentsOf: character.lowercased())
                previousLower = character.isLowercase || character.isNumber
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousLower = false
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `words` of an ASCII name.
    static func asciiWords(_ bytes: String.UTF8View) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var previousLower = false
        for byte in bytes {
            let upper = (0x41...0x5A).contains(byte), lower = (0x61...0x7A).contains(byte), digit = (0x30...0x39).contains(byte)
            if upper || lower || digit {
                if upper, previousLower, !current.isEmpty {
                    words.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
                current.append(upper ? byte | 0x20 : byte)
                previousLower = lower || digit
            } else {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
                previousLower = false
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    static func contains(_ words: [String], _ pattern: [String]) -> Bool {
        guard words.count >= pattern.count else { return false }
        for start in 0...(words.count - pattern.count) where Array(words[start..<(start + pattern.count)]) == pattern {
            return true
        }
        return false
    }

    /// A variant name (`State=Disabled, Size=Large`), a component name's words or an
    /// instance's variant properties say the component is disabled.
    static func isDisabledVariant(name: String, properties: [(String, String)]) -> Bool {
        let pairs = properties + variantPairs(name)
        // Libraries without variants name the state in the path: "Button / primary / disabled".
        return words(name).contains("disabled") || pairs.contains { _, value in
            let words = words(value)
            return words.contains("disabled") || words.contains("inactive")
        }
    }

    /// A variant value (`State=Hover`, `Interaction=Pressed`, `State=Focused`) that names a passing state: not
    /// the resting control. Only variant values: "Hover card" as a name is not a state.
    static func isTransientVariant(name: String, properties: [(String, String)]) -> Bool {
        (properties + variantPairs(name)).contains { _, value in
            words(value).contains { ["hover", "hovered", "pressed", "press", "focus", "focused"].contains($0) }
        }
    }

    /// `State=Disabled, Size=Large` → [(State, Disabled), (Size, Large)].
    static func variantPairs(_ name: String) -> [(String, String)] {
        // Most names are not variant names; splitting and trimming them is a cost per node.
        guard name.utf8.contains(UInt8(ascii: "=")) else { return [] }
        return name.split(separator: ",").compactMap { part in
            let sides = part.split(separator: "=", maxSplits: 1)
            guard sides.count == 2 else { return nil }
            return (trimmed(sides[0]), trimmed(sides[1]))
        }
    }

    /// `text` without the spaces and tabs around it, as `trimmingCharacters(in: .whitespaces)`
    /// (which goes through NSString: 3 % of reading a large file whose instances are variants).
    static func trimmed(_ text: Substring) -> String {
        let start = text.firstIndex { !isSpace($0) } ?? text.endIndex
        let end = text.lastIndex { !isSpace($0) }.map { text.index(after: $0) } ?? start
        return String(text[start..<end])
    }

    /// `CharacterSet.whitespaces`: tab and the space separators (Zs), not line breaks.
    private static func isSpace(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// A text style named like an Apple text style ("Body", "iOS/Title 1", "Caption-2") →
    /// the spec's `textStyle` (largeTitle … caption2), which scales with Dynamic Type.
    static func appleTextStyle(_ styleName: String) -> String? {
        let last = styleName.split(separator: "/").last.map(String.init) ?? styleName
        let key = words(last).joined()
        return appleTextStyles[key]
    }

    private static let appleTextStyles: [String: String] = [
        "largetitle": "largeTitle", "title1": "title1", "title2": "title2", "title3": "title3", "headline": "headline",
        "body": "body", "callout": "callout", "subheadline": "subheadline", "footnote": "footnote",
        "caption1": "caption1", "caption2": "caption2",
    ]
}

extension FigmaRoleRule {
    public func matches(_ name: String) -> Bool {
        Self.glob(Array(pattern.lowercased()), Array(name.lowercased()))
    }

    /// The role of the first rule whose pattern matches `name` (config order).
    public static func role(for name: String, in rules: [FigmaRoleRule]) -> Role? {
        rules.first { $0.matches(name) }?.role
    }

    /// Iterative `*` matching with one backtrack point (linear for these short names).
    private static func glob(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0, t = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count, pattern[p] != "*", pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let star {
                p = star + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
