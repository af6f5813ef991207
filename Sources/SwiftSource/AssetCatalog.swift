import ColorScience
import DesignSpec
import Diagnostics
import JSONSource

/// The named colors of a project's asset catalogs (`*.xcassets/**/NAME.colorset/Contents.json`),
/// each with its values per appearance, found by the name code gives them: `Color("Brand Blue")`
/// by the set's name, `Color(.brandBlue)` and `.brandBlue` by the symbol Xcode generates.
public struct AssetColors: Sendable {
    /// Set name → colors.
    public private(set) var byName: [String: AppearanceColors] = [:]
    /// Generated symbol (`brandBlue`) → colors.
    public private(set) var bySymbol: [String: AppearanceColors] = [:]
    /// The image sets drawn as templates (`"template-rendering-intent": "template"`), by set
    /// name and generated symbol: SwiftUI fills their shape with the foreground style, as it
    /// does an SF Symbol's, so they are judged as glyphs in their color.
    public private(set) var templateImages: Set<String> = []

    public init() {}

    /// A `Contents.json` is a few hundred bytes; 1 MB is far beyond a real one.
    public static let maximumFileBytes = 1024 * 1024
    /// Color sets read in one run, and image sets on their own: a bound on what a checkout can
    /// ask for (large apps have a few hundred of each).
    public static let maximumSets = 10_000
    /// The path ending that marks a color set's description.
    public static let fileName = "Contents.json"

    /// Whether `path` is a color set's description inside an asset catalog.
    public static func isColorSet(_ path: String) -> Bool { isSet(path, ".colorset") }

    /// Whether `path` is an image set's description inside an asset catalog.
    public static func isImageSet(_ path: String) -> Bool { isSet(path, ".imageset") }

    private static func isSet(_ path: String, _ suffix: String) -> Bool {
        let parts = path.split(separator: "/")
        guard parts.count >= 3, parts[parts.count - 1] == Substring(fileName), parts[parts.count - 2].hasSuffix(suffix) else { return false }
        return parts.dropLast(2).contains { $0.hasSuffix(".xcassets") }
    }

    /// Adds the image set described by `bytes` when it is drawn as a template; a finding (with
    /// its position) when it is not JSON.
    public mutating func addImageSet(display: String, bytes: [UInt8]) -> Finding? {
        let document: JSONDocument
        switch Self.parse(display: display, bytes: bytes) {
        case .success(let parsed): document = parsed
        case .failure(let problem): return problem.finding
        }
        guard document.root["properties"]?["template-rendering-intent"]?.stringValue == "template",
              let folder = display.split(separator: "/").dropLast().last else { return nil }
        let name = String(folder.dropLast(".imageset".count))
        templateImages.insert(name)
        templateImages.insert(Self.symbol(name))
        return nil
    }

    /// A set's description parsed, bounded as a `Contents.json` needs; the finding (with its
    /// position) when it is not JSON.
    private static func parse(display: String, bytes: [UInt8]) -> Result<JSONDocument, Problem> {
        do {
            return .success(try JSONParser.parse(bytes: bytes, limits: .init(maximumDepth: 16, maximumDuplicateKeys: 16)))
        } catch {
            return .failure(Problem(finding: Finding(rule: InputRule.invalidJSON.id, severity: .error,
                                                     location: SourceLocation(file: display, line: error.position.line, column: error.position.column),
                                                     message: "\(display) is not valid JSON: \(error.message)")))
        }
    }

    private struct Problem: Error { let finding: Finding }

    /// Whether `Image(name)` (a set's name, `Folder/Name`, or its generated symbol) is drawn as
    /// a template.
    public func isTemplate(_ name: String) -> Bool {
        templateImages.contains(name) || name.split(separator: "/").last.map { templateImages.contains(String($0)) } == true
    }

    /// Adds the color set described by `bytes` (the `Contents.json` at `display`); a finding
    /// (with its position) when it is not one. A set with no color of its own (another idiom
    /// only) adds nothing, and so does one with a system color reference in any appearance
    /// (`"reference": "secondarySystemBackgroundColor"` for dark): that appearance is the
    /// system's, which the catalog does not give, and taking the light value for it would judge
    /// dark text against a light background.
    public mutating func add(display: String, bytes: [UInt8]) -> Finding? {
        let document: JSONDocument
        switch Self.parse(display: display, bytes: bytes) {
        case .success(let parsed): document = parsed
        case .failure(let problem): return problem.finding
        }
        let folder = display.split(separator: "/").dropLast().last.map(String.init) ?? ""
        let name = String(folder.dropLast(".colorset".count))
        guard let entries = document.root["colors"]?.arrayValue else { return nil }
        // Universal values; another idiom's only when the set has no universal one.
        let universal = entries.filter { ($0["idiom"]?.stringValue ?? "universal") == "universal" }
        var colors: [Int: Color] = [:]
        for entry in universal.isEmpty ? entries : universal {
            if entry["color"]?["reference"] != nil { return nil }
            guard let color = entry["color"].flatMap(Self.color) else { continue }
            var dark = false, highContrast = false, light = false
            for appearance in entry["appearances"]?.arrayValue ?? [] {
                switch (appearance["appearance"]?.stringValue, appearance["value"]?.stringValue) {
                case ("luminosity", "dark"): dark = true
                case ("luminosity", "light"): light = true
                case ("contrast", "high"): highContrast = true
                default: break
                }
            }
            // An explicit light value wins over the any value for the light appearance.
            let slot = (dark ? 1 : 0) + (highContrast ? 2 : 0)
            if colors[slot] == nil || light { colors[slot] = color }
        }
        guard let base = colors[0] else { return nil }
        let value = AppearanceColors(name: name, light: base, dark: colors[1], lightHighContrast: colors[2], darkHighContrast: colors[3])
        byName[name] = value
        bySymbol[Self.symbol(name)] = value
        return nil
    }

    /// `"color": {"color-space": "srgb", "components": {"red": "0.5", …}}`; nil for a system
    /// color reference or components that cannot be read.
    static func color(_ node: JSONNode) -> Color? {
        guard let components = node["components"] else { return nil }
        func channel(_ key: String) -> Double? { components[key].flatMap(Self.component) }
        let alpha = components["alpha"].flatMap(Self.alpha) ?? 1
        let space = node["color-space"]?.stringValue ?? "srgb"
        let target: ColorSpace
        switch space {
        case "srgb", "extended-srgb", "gray-gamma-22", "extended-gray": target = .srgb
        case "display-p3": target = .displayP3
        case "extended-linear-srgb": target = .srgbLinear
        default: return nil
        }
        if let white = channel("white") { return Color(space: target, components: [white, white, white], alpha: alpha) }
        guard let red = channel("red"), let green = channel("green"), let blue = channel("blue") else { return nil }
        return Color(space: target, components: [red, green, blue], alpha: alpha)
    }

    /// A component as Xcode writes it: a 0–1 float (`"0.502"`), a 0–255 integer (`"128"`) or a
    /// hex byte (`"0x80"`), as a string or a number.
    static func component(_ node: JSONNode) -> Double? {
        if let number = node.numberValue { return number <= 1 ? number : number / 255 }
        guard let text = node.stringValue?.filter({ $0 != " " }), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.containsText(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }

    /// Alpha is always a 0–1 fraction (`"1.000"`, `"1"`).
    static func alpha(_ node: JSONNode) -> Double? {
        node.numberValue ?? node.stringValue.flatMap { Double($0.filter { $0 != " " }) }
    }

    /// The symbol Xcode generates for a color set: words (split at anything not a letter or
    /// digit) in lower camel case, a trailing `Color` dropped (`"brand-blue color"` →
    /// `brandBlue`).
    static func symbol(_ name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var symbol = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if symbol.count > "Color".count, symbol.hasSuffix("Color") { symbol.removeLast("Color".count) }
        return symbol
    }

    /// The color a name in code gives: `Color("Name")`'s string, or a generated symbol.
    func named(_ name: String) -> AppearanceColors? {
        // `Folder/Name` in a folder that provides a namespace: the set is `Name`.
        byName[name] ?? name.split(separator: "/").last.flatMap { byName[String($0)] }
    }
    func symbol(_ name: String) -> AppearanceColors? { bySymbol[name] }
}

private extension JSONNode {
    /// A member of an object; nil for anything else.
    subscript(key: String) -> JSONNode? { objectValue?[key] }
}
