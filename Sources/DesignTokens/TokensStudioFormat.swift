import Diagnostics
import Foundation
import JSONSource

/// The token formats tokenlint reads besides DTCG 2025.10, recognized by their content.
public enum TokenFormat: String, Sendable, CaseIterable {
    /// Tokens Studio's JSON: `value`/`type` without `$`, math, color modifiers, sets and themes.
    case tokensStudio = "tokens-studio"
    /// Style Dictionary's format before DTCG: `value`, `{x.y.value}` references, `comment`.
    case styleDictionary = "style-dictionary"
    /// A saved `GET /v1/files/:key/variables/local` response.
    case figmaVariables = "figma-variables"

    public var title: String {
        switch self {
        case .tokensStudio: "Tokens Studio"
        case .styleDictionary: "Style Dictionary (legacy)"
        case .figmaVariables: "Figma variables (REST API)"
        }
    }

    /// The format of a parsed token file, or nil for DTCG (a `$value` anywhere, or no token at
    /// all). A file with `$themes`/`$metadata`, Tokens Studio type names or `studio.tokens`
    /// extensions is Tokens Studio; `{x.value}` references, `comment` or untyped tokens say
    /// Style Dictionary.
    public static func detect(_ root: JSONNode) -> TokenFormat? {
        guard let object = root.objectValue else { return nil }
        if FigmaVariablesResponse.isResponse(root) { return .figmaVariables }
        if object["$themes"] != nil || object["$metadata"] != nil { return .tokensStudio }
        var legacyTokens = 0, dtcgTokens = 0, studio = 0, styleDictionary = 0
        var visited = 0
        func walk(_ node: JSONNode, depth: Int) {
            guard depth < 32, visited < 2000, let object = node.objectValue else { return }
            visited += 1
            if let value = object["$value"] {
                let type = object["$type"]?.stringValue
                if type.map(TokensStudioConverter.studioTypes.contains) == true || type == "math"
                    || value.stringValue.map({ $0.contains("} ") || $0.contains(" {") || $0.hasPrefix("rgba(") }) == true {
                    studio += 1
                    legacyTokens += 1
                } else {
                    dtcgTokens += 1
                }
                return
            }
            // A DTCG token or group named "value" is not a legacy token.
            if let value = object["value"], value.objectValue.map({ $0["value"] == nil && $0["$value"] == nil && $0["$type"] == nil }) ?? true {
                legacyTokens += 1
                if let type = object["type"]?.stringValue, TokensStudioConverter.studioTypes.contains(type) { studio += 1 }
                if object["$extensions"]?.objectValue?["studio.tokens"] != nil { studio += 1 }
                if object["comment"] != nil || object["type"] == nil { styleDictionary += 1 }
                if let text = value.stringValue, text.contains(".value}") { styleDictionary += 1 }
                return
            }
            if let type = object["$type"]?.stringValue, TokensStudioConverter.studioTypes.contains(type) || type == "math" { studio += 1 }
            for member in object.members where !member.key.hasPrefix("$") { walk(member.value, depth: depth + 1) }
        }
        walk(root, depth: 0)
        // A DTCG file (with `$value` tokens) is read as DTCG unless something only Tokens Studio writes is in it.
        guard (legacyTokens > 0 && dtcgTokens == 0) || studio > 0 else { return nil }
        return studio == 0 && styleDictionary > 0 ? .styleDictionary : .tokensStudio
    }
}

/// A registry in a foreign format (`TokenFormat`), converted to DTCG: its sets as DTCG token
/// trees (positions those of the files read, so findings point into them) and its themes as
/// the modifiers of a resolver document. `--tokens` reads this in memory; `tokens import`
/// writes it out.
public struct ForeignTokens: Sendable {
    public struct TokenSet: Sendable {
        /// The set's name (`core`, `themes/light`); a file name for `tokens import`.
        public var name: String
        /// The file it was read from, as the provider resolves it.
        public var path: String
        /// Where in that file the set is (a single-file Tokens Studio export holds every set).
        public var pointer: [String]?
        public var tokens: JSONNode
    }

    public struct Theme: Sendable {
        public var name: String
        /// Set names, in the order they merge (source sets, then enabled ones).
        public var sets: [String]
    }

    public let format: TokenFormat
    public private(set) var sets: [TokenSet] = []
    /// Theme groups (a modifier each), their themes ordered with the default first.
    public private(set) var groups: [(name: String, themes: [Theme])] = []
    /// Sets in every permutation, before the groups' (a Figma collection with one mode).
    public private(set) var baseSets: [String] = []
    public private(set) var findings: [Finding] = []
    /// Where the order of the sets came from, for the info saying how sets merge without themes.
    private var setOrderSource = "tokenSetOrder"

    /// Most themes and sets read: far beyond real systems (the largest seen has 8 themes and
    /// 40 sets), and every theme is a context each check resolves.
    public static let maximumThemes = 256
    public static let maximumSets = 1024

    /// A Tokens Studio folder (`$metadata.json`, `$themes.json`, a JSON file per set).
    public init(folder: String, provider: TokenSourceProvider) {
        format = .tokensStudio
        let display = provider.displayPath(folder)
        let metadataPath = (folder as NSString).appendingPathComponent("$metadata.json")
        let themesPath = (folder as NSString).appendingPathComponent("$themes.json")
        var order: [String] = []
        if let (root, _) = readOptional(metadataPath, provider: provider) {
            order = setOrder(root, file: provider.displayPath(metadataPath))
        } else {
            // No $metadata.json: every JSON file of the folder is a set, by name.
            setOrderSource = "file name order"
            order = provider.files(in: folder, endingIn: ".json").compactMap { path -> String? in
                let relative = DiskSourceProvider.relative(path, to: folder)
                guard !relative.hasPrefix("$"), relative.hasSuffix(".json") else { return nil }
                return String(relative.dropLast(".json".count))
            }
        }
        if order.isEmpty {
            fail("the folder holds no token sets: Tokens Studio lists them in $metadata.json (tokenSetOrder) and keeps each in NAME.json", at: SourceLocation(file: display, line: 1, column: 1))
            return
        }
        for name in order.prefix(Self.maximumSets) {
            let path = (folder as NSString).appendingPathComponent(name + ".json")
            let (root, found) = TokenDocument.read(path: path, display: provider.displayPath(path), referencedFrom: nil, provider: provider)
            findings += found
            guard let root else { continue }
            addSet(name: name, path: path, pointer: nil, root: root, display: provider.displayPath(path))
        }
        if order.count > Self.maximumSets {
            fail("$metadata.json lists \(order.count) token sets, more than the \(Self.maximumSets) tokenlint reads", at: SourceLocation(file: provider.displayPath(metadataPath), line: 1, column: 1))
        }
        if let (root, _) = readOptional(themesPath, provider: provider) { readThemes(root, file: provider.displayPath(themesPath)) }
    }

    /// One file: a Tokens Studio single-file export (sets at the top, `$themes`, `$metadata`),
    /// or one set of Tokens Studio or Style Dictionary tokens.
    public init(file path: String, root: JSONNode, format: TokenFormat, display: String) {
        self.format = format
        guard let object = root.objectValue else { return }
        if format == .figmaVariables {
            let response = FigmaVariablesResponse(root, display: display)
            findings = response.findings
            setOrderSource = "the response's collection order"
            for collection in response.collections {
                for mode in collection.modes {
                    sets.append(TokenSet(name: mode.setName, path: path, pointer: [mode.setName], tokens: mode.tokens))
                }
                if collection.modes.count == 1, let mode = collection.modes.first {
                    baseSets.append(mode.setName)
                } else {
                    groups.append((collection.name, collection.modes.map { Theme(name: $0.name, sets: [$0.setName]) }))
                }
            }
            return
        }
        if object["$themes"] != nil || object["$metadata"] != nil || (format == .tokensStudio && Self.holdsSets(object)) {
            var order = object["$metadata"].map { setOrder($0, file: display) } ?? []
            // Tokens Studio's single-file sync may leave tokenSetOrder out: the file's order is the sets'.
            if order.isEmpty { setOrderSource = "file order" }
            for member in object.members where !member.key.hasPrefix("$") && !order.contains(member.key) { order.append(member.key) }
            for name in order.prefix(Self.maximumSets) {
                guard let node = object[name] else {
                    fail("$metadata lists the token set '\(name)', which the file does not hold", at: SourceLocation(file: display, position: object["$metadata"]?.position ?? root.position))
                    continue
                }
                addSet(name: name, path: path, pointer: [name], root: node, display: display)
            }
            if let themes = object["$themes"] { readThemes(themes, file: display) }
        } else {
            let base = (path as NSString).lastPathComponent
            addSet(name: base.hasSuffix(".json") ? String(base.prefix { $0 != "." }) : base, path: path, pointer: nil, root: root, display: display)
        }
    }

    /// Tokens Studio's older single-file sync writes the sets at the top level with neither
    /// `$themes` nor `$metadata`. Its references name paths inside a set (`{gray.900}` for
    /// `core.gray.900`), where one set's references name its groups (`{core.gray.900}`): a file
    /// of groups whose references resolve only inside a top-level member, none from the top,
    /// holds sets.
    static func holdsSets(_ object: JSONObject) -> Bool {
        let keys = object.members.map(\.key).filter { !$0.hasPrefix("$") }
        guard keys.count > 1, object.members.allSatisfy({ $0.value.objectValue.map { $0["value"] == nil && $0["$value"] == nil } ?? true }) else { return false }
        var paths: Set<String> = [], references: Set<String> = []
        var visited = 0
        func collect(_ value: JSONValue) {
            switch value {
            case .string(let text):
                var rest = Substring(text)
                while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                    references.insert(String(rest[rest.index(after: open)..<close]))
                    rest = rest[rest.index(after: close)...]
                }
            case .array(let items): items.forEach(collect)
            case .object(let pairs): pairs.forEach { collect($0.1) }
            default: break
            }
        }
        func walk(_ node: JSONNode, path: [String]) {
            guard path.count < 32, visited < 20_000, let group = node.objectValue else { return }
            visited += 1
            if let value = group["value"] ?? group["$value"] {
                paths.insert(path.joined(separator: "."))
                collect(value.value)
                return
            }
            for member in group.members where !member.key.hasPrefix("$") { walk(member.value, path: path + [member.key]) }
        }
        for member in object.members where !member.key.hasPrefix("$") { walk(member.value, path: [member.key]) }
        guard !references.isEmpty, references.allSatisfy({ !paths.contains($0) }) else { return false }
        return references.contains { reference in keys.contains { paths.contains($0 + "." + reference) } }
    }

    private mutating func fail(_ message: String, at location: SourceLocation) {
        findings.append(Finding(rule: InputRule.foreignTokens.id, severity: .error, location: location, message: message))
    }

    /// A file the folder may lack: missing is no finding, unreadable or invalid is.
    private mutating func readOptional(_ path: String, provider: TokenSourceProvider) -> (JSONNode, [Finding])? {
        let (root, found) = TokenDocument.read(path: path, display: provider.displayPath(path), referencedFrom: nil, provider: provider)
        if root == nil, !FileManager.default.fileExists(atPath: path) { return nil }
        findings += found
        return root.map { ($0, found) }
    }

    private mutating func setOrder(_ metadata: JSONNode, file: String) -> [String] {
        guard let list = metadata.objectValue?["tokenSetOrder"] else { return [] }
        guard let items = list.arrayValue, items.allSatisfy({ $0.stringValue != nil }) else {
            fail("tokenSetOrder must be an array of token set names, found \(list.typeName)", at: SourceLocation(file: file, position: list.position))
            return []
        }
        var seen: Set<String> = []
        var names: [String] = []
        for item in items {
            guard let name = item.stringValue else { continue }
            guard Self.isSafeSetName(name) else {
                fail("token set name '\(name)' is not a relative path inside the folder", at: SourceLocation(file: file, position: item.position))
                continue
            }
            if seen.insert(name).inserted { names.append(name) }
        }
        return names
    }

    /// A set name is a path below the folder: never absolute, never `..`.
    static func isSafeSetName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/") && !name.split(separator: "/").contains { $0 == ".." || $0 == "." }
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0 == "\\" }
    }

    private mutating func addSet(name: String, path: String, pointer: [String]?, root: JSONNode, display: String) {
        var converter = TokensStudioConverter(file: display, format: format)
        let tokens = converter.convertRoot(root)
        findings += converter.findings
        sets.append(TokenSet(name: name, path: path, pointer: pointer, tokens: tokens))
    }

    /// `$themes.json`: `[{ "name", "group"?, "selectedTokenSets": { set: "enabled" | "source" | "disabled" } }]`.
    private mutating func readThemes(_ root: JSONNode, file: String) {
        guard let items = root.arrayValue else {
            fail("$themes must be an array of themes, found \(root.typeName)", at: SourceLocation(file: file, position: root.position))
            return
        }
        if items.count > Self.maximumThemes {
            fail("\(items.count) themes, more than the \(Self.maximumThemes) tokenlint reads", at: SourceLocation(file: file, position: root.position))
            return
        }
        let known = sets.map(\.name)
        var grouped: [(name: String, themes: [Theme])] = []
        for item in items {
            let at = SourceLocation(file: file, position: item.position)
            guard let object = item.objectValue, let name = object["name"]?.stringValue.map(FileNameSafety.repaired), !name.isEmpty else {
                fail("a theme must be an object with a name", at: at)
                continue
            }
            let group = FileNameSafety.repaired(object["group"]?.stringValue ?? "theme")
            guard let selected = object["selectedTokenSets"]?.objectValue else {
                fail("theme '\(name)' has no selectedTokenSets object", at: at)
                continue
            }
            var source: [String] = [], enabled: [String] = []
            for member in selected.members {
                let setAt = SourceLocation(file: file, position: member.value.position)
                guard let status = member.value.stringValue, ["enabled", "source", "disabled"].contains(status) else {
                    fail("the status of set '\(member.key)' in theme '\(name)' must be \"enabled\", \"source\" or \"disabled\"", at: setAt)
                    continue
                }
                guard status != "disabled" else { continue }
                guard known.contains(member.key) else {
                    fail("theme '\(name)' selects the token set '\(member.key)', which is not among the sets read\(DidYouMean.hint(for: member.key, among: known))", at: setAt)
                    continue
                }
                if status == "source" { source.append(member.key) } else { enabled.append(member.key) }
            }
            // Later sets win: within each status, the token set order decides.
            func ordered(_ names: [String]) -> [String] { known.filter(names.contains) }
            let theme = Theme(name: name, sets: ordered(source) + ordered(enabled))
            if let index = grouped.firstIndex(where: { $0.name == group }) {
                guard !grouped[index].themes.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
                    fail("theme '\(name)' appears twice in group '\(group)'", at: at)
                    continue
                }
                grouped[index].themes.append(theme)
            } else {
                grouped.append((group, [theme]))
            }
        }
        groups = Self.layered(grouped, setOrder: known).map { group in
            let names = FigmaModeRoles.ordered(group.themes.map(\.name))
            return (group.name, names.compactMap { name in group.themes.first { $0.name == name } })
        }
    }

    /// Theme groups as resolver modifiers, which apply one after another. Tokens Studio merges
    /// the sets of the themes chosen in every group by the token set order, so the group whose
    /// first set (of those not every theme selects) comes earlier in that order applies first,
    /// whatever order `$themes` lists the groups in; and a set every theme of an earlier group
    /// already applies (a shared `core`) is not applied again over what came between.
    static func layered(_ groups: [(name: String, themes: [Theme])], setOrder: [String]) -> [(name: String, themes: [Theme])] {
        guard groups.count > 1 else { return groups }
        let themes = groups.flatMap(\.themes)
        let shared = themes.dropFirst().reduce(Set(themes.first?.sets ?? [])) { $0.intersection($1.sets) }
        func rank(_ group: (name: String, themes: [Theme])) -> Int {
            group.themes.flatMap(\.sets).filter { !shared.contains($0) }.compactMap { setOrder.firstIndex(of: $0) }.min() ?? setOrder.count
        }
        let ordered = groups.enumerated().sorted { lhs, rhs in
            let (l, r) = (rank(lhs.element), rank(rhs.element))
            return l != r ? l < r : lhs.offset < rhs.offset
        }.map(\.element)
        var applied: Set<String> = []
        return ordered.map { group in
            let themes = group.themes.map { Theme(name: $0.name, sets: $0.sets.filter { !applied.contains($0) }) }
            let everywhere = group.themes.dropFirst().reduce(Set(group.themes.first?.sets ?? [])) { $0.intersection($1.sets) }
            applied.formUnion(everywhere)
            return (group.name, themes)
        }
    }

    /// What was read, for the one info finding that says so.
    public var summary: String {
        let themeCount = groups.reduce(0) { $0 + $1.themes.count }
        var parts = ["\(sets.count) token set\(sets.count == 1 ? "" : "s")"]
        if themeCount > 0 {
            let roles = groups.map { group in
                let role = FigmaModeRoles.role(of: group.themes.map(\.name))
                return "\(group.name) (\(group.themes.map(\.name).joined(separator: ", "))\(role.map { " → \($0)" } ?? ""))"
            }
            parts.append("\(themeCount) theme\(themeCount == 1 ? "" : "s") as contexts: \(roles.joined(separator: "; "))")
        } else if sets.count > 1 {
            let names = sets.prefix(8).map(\.name).joined(separator: " → ")
            parts.append("no themes: the sets merge in \(setOrderSource), later sets winning: \(names)\(sets.count > 8 ? " → …" : "")")
        }
        return parts.joined(separator: ", ")
    }

    // MARK: The resolver document

    /// The DTCG resolver document: without themes, every set in order; with themes, a
    /// modifier per theme group whose contexts are its themes (each the sets it selects),
    /// its accessibility role from the theme names as Figma mode names give it.
    public func resolverDocument(reference: (TokenSet) -> String) -> JSONValue {
        var document: [(String, JSONValue)] = [
            ("$schema", "https://www.designtokens.org/schemas/2025.10/resolver.json"),
            ("name", .string(format.title)),
            ("version", "2025.10"),
        ]
        let references = Dictionary(sets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        func sources(_ names: [String]) -> JSONValue {
            .array(names.compactMap { references[$0] }.map { .object([("$ref", .string(reference($0)))]) })
        }
        if groups.isEmpty {
            // Set names are resolver names, which must be safe file names: Tokens Studio's
            // folders of sets (`themes/dark`) are not.
            var used: Set<String> = []
            let names = sets.map { set -> (set: String, name: String) in
                var name = FileNameSafety.repaired(set.name)
                while !used.insert(name.lowercased()).inserted { name += " 2" }
                return (set.name, name)
            }
            document.append(("sets", .object(names.map { ($0.name, .object([("sources", sources([$0.set]))])) })))
            document.append(("resolutionOrder", .array(names.map { .object([("$ref", .string(JSONPointer(segments: ["sets", $0.name]).description))]) })))
            return .object(document)
        }
        if !baseSets.isEmpty {
            document.append(("sets", .object(baseSets.map { ($0, .object([("sources", sources([$0]))])) })))
        }
        let modifiers: [(String, JSONValue)] = groups.map { group in
            var members: [(String, JSONValue)] = [
                ("contexts", .object(group.themes.map { ($0.name, sources($0.sets)) })),
                ("default", .string(group.themes.first?.name ?? "")),
            ]
            if let role = FigmaModeRoles.role(of: group.themes.map(\.name)) {
                members.append(("$extensions", .object([("org.tokenlint", .object([("role", .string(role))]))])))
            }
            return (group.name, .object(members))
        }
        document.append(("modifiers", .object(modifiers)))
        document.append(("resolutionOrder", .array(baseSets.map { .object([("$ref", .string(JSONPointer(segments: ["sets", $0]).description))]) }
                                                    + modifiers.map { .object([("$ref", .string(JSONPointer(segments: ["modifiers", $0.0]).description))]) })))
        return .object(document)
    }
}

/// Rewrites one set of Tokens Studio (or legacy Style Dictionary) tokens as DTCG, keeping the
/// positions of what it read. Literal values become DTCG values here; values with references
/// inside math, `rgba()` or a composite, and colors with a modifier, keep their Tokens Studio
/// form under `$value` and are marked (`TokensStudioConverter.markerKey`) for the resolver to
/// evaluate after resolving their references, in each context. Tokens of types DTCG lacks are
/// left out, with one info per file.
struct TokensStudioConverter {
    let file: String
    let format: TokenFormat
    private(set) var findings: [Finding] = []
    private var skipped: [(path: String, reason: String)] = []
    private var root: JSONNode?

    /// `$extensions["org.tokenlint"].valueSyntax`: the `$value` is Tokens Studio's.
    static let markerKey = "valueSyntax"
    /// `$extensions["org.tokenlint"].tokensStudioValue`: the Tokens Studio form of a value
    /// `tokens import` wrote out evaluated.
    static let originalKey = "tokensStudioValue"

    /// Tokens Studio type → DTCG type.
    static let typeMap: [String: TokenType] = [
        "color": .color, "dimension": .dimension, "sizing": .dimension, "spacing": .dimension, "borderRadius": .dimension,
        "borderWidth": .dimension, "fontSizes": .dimension, "fontSize": .dimension, "paragraphSpacing": .dimension,
        "paragraphIndent": .dimension, "letterSpacing": .dimension, "lineHeights": .number, "lineHeight": .number,
        "fontWeights": .fontWeight, "fontWeight": .fontWeight, "fontFamilies": .fontFamily, "fontFamily": .fontFamily,
        "opacity": .number, "number": .number, "math": .number, "other": .number, "typography": .typography,
        "boxShadow": .shadow, "shadow": .shadow, "border": .border, "duration": .duration, "cubicBezier": .cubicBezier,
        "strokeStyle": .strokeStyle,
    ]
    /// Tokens Studio's own type names (what tells its files from Style Dictionary's).
    static let studioTypes: Set<String> = [
        "sizing", "spacing", "borderRadius", "borderWidth", "fontFamilies", "fontWeights", "lineHeights", "fontSizes",
        "letterSpacing", "paragraphSpacing", "boxShadow", "composition", "opacity", "other", "textCase",
        "textDecoration", "asset", "boolean", "text",
    ]
    /// Style Dictionary's category (the first path segment, CTI) → DTCG type, for untyped tokens.
    static let categoryMap: [String: TokenType] = [
        "color": .color, "colors": .color, "size": .dimension, "sizes": .dimension, "spacing": .dimension, "dimension": .dimension,
        "time": .duration, "duration": .duration, "opacity": .number,
    ]

    init(file: String, format: TokenFormat) {
        self.file = file
        self.format = format
    }

    mutating func convertRoot(_ root: JSONNode) -> JSONNode {
        self.root = root
        let converted = convertGroup(root, path: [], type: nil, depth: 0)
        if !skipped.isEmpty {
            let names = skipped.prefix(3).map { "\($0.path) (\($0.reason))" }.joined(separator: "; ")
            findings.append(Finding(rule: RegistryRule.foreignType.id, severity: .info, location: SourceLocation(file: file, position: root.position),
                                    message: "\(skipped.count) token\(skipped.count == 1 ? "" : "s") of this file \(skipped.count == 1 ? "has" : "have") no DTCG equivalent and \(skipped.count == 1 ? "is" : "are") left out: \(names)\(skipped.count > 3 ? "; …" : "")"))
        }
        return converted
    }

    /// `type`: the nearest group's (`$type`, or `type` beside child groups), which its tokens inherit.
    private mutating func convertGroup(_ node: JSONNode, path: [String], type: String?, depth: Int) -> JSONNode {
        guard let object = node.objectValue, depth < 64 else { return JSONNode(.object(JSONObject()), at: node.position) }
        let type = (object["$type"] ?? object["type"])?.stringValue ?? type
        var members = JSONObject()
        for member in object.members {
            // $themes, $metadata and Tokens Studio's own bookkeeping are not tokens.
            if member.key.hasPrefix("$") { continue }
            guard let child = member.value.objectValue else { continue }
            let childPath = path + [member.key]
            let converted: JSONNode?
            if child["value"] != nil || child["$value"] != nil {
                // Tokens Studio writes `value` (or, in its DTCG mode, `$value` with its own types and math).
                converted = convertToken(member.value, path: childPath, inheritedType: type)
            } else {
                converted = convertGroup(member.value, path: childPath, type: type, depth: depth + 1)
            }
            if let converted { _ = members.insert(JSONObject.Member(key: member.key, keyPosition: member.keyPosition, value: converted)) }
        }
        return JSONNode(.object(members), at: node.position)
    }

    private mutating func convertToken(_ node: JSONNode, path: [String], inheritedType: String?) -> JSONNode? {
        guard let object = node.objectValue, let valueNode = object["value"] ?? object["$value"] else { return nil }
        let dotted = path.joined(separator: ".")
        let studioType = (object["type"] ?? object["$type"])?.stringValue ?? inheritedType
        guard var type = tokenType(studioType, path: path, dotted: dotted) else { return nil }
        var value = valueNode.value
        if format == .styleDictionary { value = Self.droppingValueSuffix(value) }
        // Tokens Studio types a gradient as a color; DTCG has a type of its own for it.
        if type == .color, case .string(let text) = value, text.lowercased().contains("gradient(") { type = .gradient }
        // A percentage letter spacing is of the font size: sd-transforms writes 150% as 1.5em.
        if studioType == "letterSpacing", case .string(let text) = value, text.hasSuffix("%"),
           let percent = Double(text.dropLast().trimmingCharacters(in: .whitespaces)) {
            value = .string("\(TokensStudioValue.rounded(percent / 100))em")
        }
        var extensions = extensionsResolvingModifier(object)
        var out: [(String, JSONValue)] = [("$type", .string(type.rawValue))]
        var marked = extensions.first { $0.0 == "studio.tokens" }?.1["modify"] != nil
        if case .string(let text) = value, case .reference = TokenReference.read(text) {
            out.append(("$value", value))
        } else if Self.containsReference(value) {
            out.append(("$value", value))
            marked = true
        } else {
            var converted = TokensStudioValue.dtcg(value, type: type)
            // Tokens Studio lets a number token hold a dimension ("4px"), and uses it as one.
            if type == .number, case .failure(let failure) = converted, failure.unsupported,
               case .success(let dimension) = TokensStudioValue.dtcg(value, type: .dimension) {
                converted = .success(dimension)
                out[0] = ("$type", .string(TokenType.dimension.rawValue))
            }
            switch converted {
            case .success(let converted):
                out.append(("$value", converted))
                // `em` is not DTCG's: only Tokens Studio values may hold it (`ValueParser.acceptsEm`).
                if converted["unit"]?.stringValue == "em" { marked = true }
            case .failure(let failure) where failure.unsupported:
                skipped.append((dotted, failure.message))
                return nil
            case .failure(let failure):
                findings.append(Finding(rule: RegistryRule.invalidValue.id, severity: .error, location: SourceLocation(file: file, position: valueNode.position),
                                        message: failure.message, token: dotted))
                return nil
            }
        }
        if let description = (object["description"] ?? object["$description"] ?? object["comment"])?.stringValue { out.append(("$description", .string(description))) }
        if format == .styleDictionary, let deprecated = object["deprecated"] {
            if case .bool(true) = deprecated.kind {
                out.append(("$deprecated", object["deprecated_comment"]?.stringValue.map(JSONValue.string) ?? .bool(true)))
            }
        }
        if marked {
            var ours = extensions.first { $0.0 == "org.tokenlint" }?.1.objectPairs ?? []
            ours.append((Self.markerKey, .string(TokenFormat.tokensStudio.rawValue)))
            extensions.removeAll { $0.0 == "org.tokenlint" }
            extensions.append(("org.tokenlint", .object(ours)))
        }
        if !extensions.isEmpty { out.append(("$extensions", .object(extensions))) }
        let position = valueNode.position
        var members = JSONObject()
        for (key, member) in out {
            let at = key == "$value" ? position : (object[key.hasPrefix("$") ? String(key.dropFirst()) : key]?.position ?? node.position)
            _ = members.insert(JSONObject.Member(key: key, keyPosition: at, value: member.node(at: at)))
        }
        return JSONNode(.object(members), at: node.position)
    }

    /// A token's DTCG type: from its own or its group's Tokens Studio type, else from its
    /// top-level group's name; nil (the token skipped) when neither maps to one.
    private mutating func tokenType(_ studioType: String?, path: [String], dotted: String) -> TokenType? {
        if let studioType {
            guard let mapped = Self.typeMap[studioType] else {
                skipped.append((dotted, "type \(studioType)"))
                return nil
            }
            return mapped
        }
        if let mapped = path.first.flatMap({ Self.categoryMap[$0.lowercased()] }) { return mapped }
        skipped.append((dotted, "no type"))
        return nil
    }

    /// A token's `$extensions`, its Tokens Studio modifier (`studio.tokens.modify`) read
    /// through a reference.
    private func extensionsResolvingModifier(_ object: JSONObject) -> [(String, JSONValue)] {
        var extensions: [(String, JSONValue)] = object["$extensions"]?.value.objectPairs ?? []
        if case .string(let text)? = extensions.first(where: { $0.0 == "studio.tokens" })?.1["modify"], case .reference(let target) = TokenReference.read(text), let root {
            // A modifier kept in a token of its own (untyped, so left out of the registry):
            // Tokens Studio reads its value; so does tokenlint, from the same file.
            if let held = JSONPointer(segments: target.segments).resolve(in: root)?.objectValue?["value"], case .object = held.kind {
                extensions = extensions.map { key, value in
                    key == "studio.tokens" ? (key, .object((value.objectPairs ?? []).map { $0.0 == "modify" ? ("modify", held.value) : $0 })) : (key, value)
                }
            }
        }
        return extensions
    }

    static func containsReference(_ value: JSONValue) -> Bool {
        switch value {
        case .string(let text): text.contains("{")
        case .array(let items): items.contains(where: containsReference)
        case .object(let pairs): pairs.contains { containsReference($0.1) }
        default: false
        }
    }

    /// Style Dictionary's `{color.base.red.value}` is DTCG's `{color.base.red}`.
    static func droppingValueSuffix(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let text): .string(text.replacingOccurrences(of: ".value}", with: "}"))
        case .array(let items): .array(items.map(droppingValueSuffix))
        case .object(let pairs): .object(pairs.map { ($0.0, droppingValueSuffix($0.1)) })
        default: value
        }
    }
}

extension JSONValue {
    var objectPairs: [(String, JSONValue)]? { if case .object(let pairs) = self { pairs } else { nil } }
}

extension ForeignTokens {
    /// A folder is a Tokens Studio registry when it holds `$metadata.json` or `$themes.json`.
    public static func isTokensStudioFolder(_ path: String, provider: TokenSourceProvider) -> Bool {
        ["$metadata.json", "$themes.json"].contains { name in
            provider.files(in: path, endingIn: name).contains((path as NSString).appendingPathComponent(name))
        }
    }

    /// Reads a Tokens Studio folder, or a file of Tokens Studio or legacy Style Dictionary
    /// tokens; nil (with the findings saying why) when it is neither.
    /// - Parameter format: the format to read a file as (`tokens import` names it), else detected.
    public static func read(_ path: String, provider: TokenSourceProvider, as format: TokenFormat? = nil) -> (ForeignTokens?, [Finding]) {
        if provider.isDirectory(path) {
            guard isTokensStudioFolder(path, provider: provider) else {
                return (nil, [Finding(rule: InputRule.foreignTokens.id, severity: .error, location: SourceLocation(file: provider.displayPath(path), line: 1, column: 1),
                                      message: "not a Tokens Studio folder: it has neither $metadata.json nor $themes.json")])
            }
            let tokens = ForeignTokens(folder: path, provider: provider)
            return (tokens, tokens.findings)
        }
        let display = provider.displayPath(path)
        let (root, found) = TokenDocument.read(path: path, display: display, referencedFrom: nil, provider: provider)
        guard let root else { return (nil, found) }
        if format == .figmaVariables, !FigmaVariablesResponse.isResponse(root) {
            return (nil, found + [Finding(rule: InputRule.foreignTokens.id, severity: .error, location: SourceLocation(file: display, position: root.position),
                                          message: "not a saved GET /v1/files/:key/variables/local response (no meta.variableCollections and meta.variables)")])
        }
        guard let format = format ?? TokenFormat.detect(root) else {
            return (nil, found + [Finding(rule: InputRule.foreignTokens.id, severity: .error, location: SourceLocation(file: display, position: root.position),
                                          message: "no Tokens Studio or Style Dictionary tokens here (objects with \"value\"); a DTCG file needs no import")])
        }
        let tokens = ForeignTokens(file: path, root: root, format: format, display: display)
        return (tokens, found + tokens.findings)
    }

    /// The sets as the files the registry reads in memory: each set's file (for a single-file
    /// export, every set under its name), keyed by the path a resolver at `resolverPath`
    /// resolves its reference to.
    struct InMemoryFiles {
        var nodes: [String: JSONNode] = [:]
        var references: [String: String] = [:]
        func reference(_ set: TokenSet) -> String { references[set.name] ?? set.name }
    }

    func files(provider: TokenSourceProvider, resolverPath: String) -> InMemoryFiles {
        var files = InMemoryFiles()
        let directory = (resolverPath as NSString).deletingLastPathComponent
        var combined: [String: JSONObject] = [:]
        for set in sets {
            let relative = DiskSourceProvider.relative(set.path, to: directory.isEmpty ? "." : directory)
            let resolved = provider.resolve(relative, relativeTo: resolverPath)
            if let pointer = set.pointer {
                files.references[set.name] = relative + JSONPointer(segments: pointer).description
                _ = combined[resolved, default: JSONObject()].insert(JSONObject.Member(key: set.name, keyPosition: set.tokens.position, value: set.tokens))
            } else {
                files.references[set.name] = relative
                files.nodes[resolved] = set.tokens
            }
        }
        for (path, object) in combined { files.nodes[path] = JSONNode(.object(object), at: SourcePosition(line: 1, column: 1)) }
        return files
    }
}

extension ForeignTokens {
    /// What `tokens import` writes: the resolver document and a DTCG token file per set, in a
    /// folder named `stem` beside it (`design/ts.resolver.json` → `design/ts/core.tokens.json`).
    /// Set names become file names with `/` as `-` and a counter when two would collide
    /// (file systems may ignore case).
    ///
    /// A value tokenlint evaluates per context (Tokens Studio math, `rgba()`, a color modifier)
    /// is written as any DTCG tool reads it: `$value` holds what `registry` (these tokens, as
    /// `--tokens` reads them) resolves it to in the first context using its set, and the
    /// Tokens Studio form moves to `$extensions["org.tokenlint"].tokensStudioValue`, which
    /// tokenlint evaluates in every context.
    public func importFiles(stem: String, evaluatedBy registry: Registry? = nil) -> (document: JSONValue, files: [(path: String, tokens: JSONValue)]) {
        var names: [String: String] = [:]
        var used: Set<String> = []
        var files: [(path: String, tokens: JSONValue)] = []
        var resolutions: [String: ResolvedTokenSet] = [:]
        for set in sets {
            let base = String(String.UnicodeScalarView(set.name.replacingOccurrences(of: "/", with: "-").unicodeScalars.filter { $0.value >= 0x20 && $0 != "\\" && $0.value != 0x7F }))
            var name = base + ".tokens.json"
            var counter = 2
            while used.contains(name.lowercased()) || name.hasPrefix(".") {
                name = "\(base.hasPrefix(".") ? "set" + base : base) \(counter).tokens.json"
                counter += 1
            }
            used.insert(name.lowercased())
            names[set.name] = "\(stem)/\(name)"
            var tokens = set.tokens.value
            if let registry {
                let choice = firstChoice(including: set.name, in: registry)
                let resolved = resolutions[choice.map { "\($0.modifier)=\($0.context)" }.joined(separator: "\u{0}"), default: registry.resolve(choice).tokens]
                resolutions[choice.map { "\($0.modifier)=\($0.context)" }.joined(separator: "\u{0}")] = resolved
                tokens = Self.evaluated(tokens, path: [], in: resolved)
            }
            files.append(("\(stem)/\(name)", tokens))
        }
        let document = resolverDocument { names[$0.name] ?? $0.name }
        return (document, files)
    }
}

extension ForeignTokens {
    /// The default permutation with the first theme that selects `set` chosen in its group.
    func firstChoice(including set: String, in registry: Registry) -> [ContextChoice] {
        var choice = registry.defaultChoice
        for group in groups {
            guard let theme = group.themes.first(where: { $0.sets.contains(set) }),
                  let index = choice.firstIndex(where: { $0.modifier == group.name }) else { continue }
            choice[index] = ContextChoice(modifier: group.name, context: theme.name)
            break
        }
        return choice
    }

    /// `tree` with each marked token's `$value` replaced by its value in `resolved` (the
    /// Tokens Studio form kept under `$extensions["org.tokenlint"].tokensStudioValue`).
    static func evaluated(_ tree: JSONValue, path: [String], in resolved: ResolvedTokenSet) -> JSONValue {
        guard case .object(let pairs) = tree else { return tree }
        let isMarked = tree["$extensions"]?["org.tokenlint"]?[TokensStudioConverter.markerKey]?.stringValue == TokenFormat.tokensStudio.rawValue
        if tree["$value"] != nil {
            guard isMarked, let original = tree["$value"], let token = resolved[path.joined(separator: ".")] else { return tree }
            let value = ValueEncoding.dtcg(token.value).value
            return .object(pairs.map { key, member in
                switch key {
                case "$value": return (key, value)
                case "$extensions":
                    return (key, .object((member.objectPairs ?? []).map { name, ours in
                        name == "org.tokenlint" ? (name, .object((ours.objectPairs ?? []) + [(TokensStudioConverter.originalKey, original)])) : (name, ours)
                    }))
                default: return (key, member)
                }
            })
        }
        return .object(pairs.map { key, member in key.hasPrefix("$") ? (key, member) : (key, evaluated(member, path: path + [key], in: resolved)) })
    }
}
