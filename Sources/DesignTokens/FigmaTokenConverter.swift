import Diagnostics
import JSONSource

/// Rewrites one Figma mode file as standard DTCG (docs/figma-variables.md), keeping every
/// position of the exported file so messages point there:
/// - `number` tokens get their type from `com.figma.scopes` (sizes → `dimension` in px, font
///   weight → `fontWeight`, anything else → `number`);
/// - `string` and `boolean` tokens (not DTCG types) move to the file's root
///   `$extensions["org.tokenlint"].figmaVariables`, with one `dtcg/figma-type` info: kept in
///   the file `tokens import` writes, not tokens of the registry (and, like every root
///   `$extensions`, replaced by a later file's when the permutation is flattened);
/// - a cross-collection alias (exported resolved, with `com.figma.aliasData`) becomes a
///   reference when its target's collection is in the folder, else stays literal, its
///   `aliasData` kept as provenance.
struct FigmaTokenConverter {
    /// What the cross-collection aliases can point at: every collection's tokens (from one of
    /// its modes: all modes of a collection hold the same variables) and their converted types.
    struct Targets {
        var pathsById: [String: (path: String, collection: Int)] = [:]
        var collectionByPath: [String: Int] = [:]
        var types: [String: String] = [:]
        /// Curly-brace aliases: token path → the path it names.
        var references: [String: String] = [:]

        mutating func add(collection: Int, root: JSONNode) {
            FigmaTokenWalk.tokens(in: root) { path, token in
                let dotted = path.joined(separator: ".")
                let object = token.objectValue
                if let id = object?["$extensions"]?.objectValue?[FigmaVariablesExport.variableIdKey]?.stringValue {
                    pathsById[id] = (dotted, collection)
                }
                collectionByPath[dotted] = collectionByPath[dotted] ?? collection
                if let object, let type = object["$type"]?.stringValue { types[dotted] = FigmaTokenConverter.dtcgType(type, scopes: object) }
                if let reference = object?["$value"]?.stringValue, reference.hasPrefix("{"), reference.hasSuffix("}") {
                    references[dotted] = String(reference.dropFirst().dropLast())
                }
            }
        }

        /// The type of the token at `path`: an alias's is its final target's (DTCG Format §7.4:
        /// a reference and its target agree), so a `GAP` number aliasing an `ALL_SCOPES` one is
        /// a number too.
        func type(of path: String) -> String? {
            var current = path
            for _ in 0..<32 {
                guard let next = references[current] else { break }
                current = next
            }
            return types[current]
        }
    }

    static let figmaTypes: Set<String> = ["string", "boolean"]
    static let dimensionScopes: Set<String> = ["WIDTH_HEIGHT", "GAP", "CORNER_RADIUS", "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING",
                                               "STROKE_FLOAT", "PARAGRAPH_SPACING", "PARAGRAPH_INDENT"]

    let file: String
    let collection: Int
    let targets: Targets
    private(set) var findings: [Finding] = []
    /// The string and boolean variables taken out of the tree: path → token as exported.
    private var kept: [(String, JSONNode)] = []
    private var firstKept: SourcePosition?

    init(file: String, collection: Int, targets: Targets) {
        self.file = file
        self.collection = collection
        self.targets = targets
    }

    /// The DTCG type of an exported token: a `number`'s from its scopes (all sizes → px
    /// dimension, font weight alone → fontWeight; opacity, ALL_SCOPES or a mix → number).
    static func dtcgType(_ type: String, scopes token: JSONObject) -> String {
        guard type == "number" else { return type }
        let scopes = Set(token["$extensions"]?.objectValue?["com.figma.scopes"]?.arrayValue?.compactMap(\.stringValue) ?? [])
        if !scopes.isEmpty, scopes.isSubset(of: dimensionScopes) { return "dimension" }
        if scopes == ["FONT_WEIGHT"] { return "fontWeight" }
        return "number"
    }

    mutating func convert(_ root: JSONNode) -> JSONNode {
        guard var converted = group(root, path: []) else { return root }
        if !kept.isEmpty, var object = converted.objectValue {
            let extensionsPosition = object["$extensions"]?.position ?? root.position
            var extensions = object["$extensions"]?.objectValue ?? JSONObject()
            var ours = extensions["org.tokenlint"]?.objectValue ?? JSONObject()
            let variables = JSONObject(members: kept.map { .init(key: $0.0, keyPosition: $0.1.position, value: $0.1) })
            ours.insert(.init(key: "figmaVariables", keyPosition: extensionsPosition, value: JSONNode(.object(variables), at: extensionsPosition)))
            extensions.insert(.init(key: "org.tokenlint", keyPosition: extensionsPosition, value: JSONNode(.object(ours), at: extensionsPosition)))
            object.insert(.init(key: "$extensions", keyPosition: extensionsPosition, value: JSONNode(.object(extensions), at: extensionsPosition)))
            converted = JSONNode(.object(object), at: root.position)
            let types = Set(kept.compactMap { $0.1.objectValue?["$type"]?.stringValue }).sorted()
            let names = kept.map(\.0)
            findings.append(Finding(
                rule: RegistryRule.figmaType.id, severity: .info, location: SourceLocation(file: file, position: firstKept ?? root.position),
                message: "\(kept.count) Figma \(types.joined(separator: " and ")) variable\(kept.count == 1 ? "" : "s") (\(names.prefix(4).joined(separator: ", "))\(names.count > 4 ? ", …" : "")): not DTCG types, kept under $extensions[\"org.tokenlint\"].figmaVariables and not checked"
            ))
        }
        return converted
    }

    /// A group with its tokens converted; nil when nothing is left of it (all its variables
    /// were strings or booleans: an empty group would look like a token missing its value).
    private mutating func group(_ node: JSONNode, path: [String]) -> JSONNode? {
        guard let object = node.objectValue else { return node }
        if object["$value"] != nil { return token(object, at: node.position, path: path) }
        var members: [JSONObject.Member] = []
        var hadChildren = false
        for member in object.members {
            guard !member.key.hasPrefix("$") || member.key == "$root" else { members.append(member); continue }
            hadChildren = true
            if let child = group(member.value, path: path + [member.key]) {
                members.append(.init(key: member.key, keyPosition: member.keyPosition, value: child))
            }
        }
        if hadChildren, !path.isEmpty, !members.contains(where: { !$0.key.hasPrefix("$") || $0.key == "$root" }) { return nil }
        return JSONNode(.object(JSONObject(members: members)), at: node.position)
    }

    private mutating func token(_ object: JSONObject, at position: SourcePosition, path: [String]) -> JSONNode? {
        let dotted = path.joined(separator: ".")
        guard let typeNode = object["$type"], let exported = typeNode.stringValue else { return JSONNode(.object(object), at: position) }
        if Self.figmaTypes.contains(exported) {
            kept.append((dotted, JSONNode(.object(object), at: position)))
            firstKept = firstKept ?? position
            return nil
        }
        var result = object
        var type = Self.dtcgType(exported, scopes: object)
        guard var value = object["$value"] else { return JSONNode(.object(object), at: position) }
        if let target = crossCollectionTarget(object) {
            value = JSONNode(.string("{\(target)}"), at: value.position)
            type = targets.type(of: target) ?? type
        } else if let reference = value.stringValue, reference.hasPrefix("{"), reference.hasSuffix("}") {
            type = targets.type(of: String(reference.dropFirst().dropLast())) ?? type
        } else if type == "dimension", let number = value.numberValue {
            value = JSONNode(.object(JSONObject(members: [
                .init(key: "value", keyPosition: value.position, value: JSONNode(.number(number), at: value.position)),
                .init(key: "unit", keyPosition: value.position, value: JSONNode(.string("px"), at: value.position)),
            ])), at: value.position)
        }
        if let member = object.member("$type") {
            result.insert(.init(key: "$type", keyPosition: member.keyPosition, value: JSONNode(.string(type), at: typeNode.position)))
        }
        if let member = object.member("$value") {
            result.insert(.init(key: "$value", keyPosition: member.keyPosition, value: value))
        }
        return JSONNode(.object(result), at: position)
    }

    /// The path of the token a cross-collection alias points at, when that token's collection
    /// is loaded too: by variable id, else by its slash-separated name.
    private func crossCollectionTarget(_ object: JSONObject) -> String? {
        guard let alias = object["$extensions"]?.objectValue?["com.figma.aliasData"]?.objectValue else { return nil }
        let path: String
        if let id = alias["targetVariableId"]?.stringValue, let target = targets.pathsById[id] {
            guard target.collection != collection else { return nil }
            path = target.path
        } else {
            guard let name = alias["targetVariableName"]?.stringValue else { return nil }
            path = name.split(separator: "/").map(String.init).joined(separator: ".")
            guard let owner = targets.collectionByPath[path], owner != collection else { return nil }
        }
        // A string or boolean target is not a token of the registry: the value stays literal.
        return Self.figmaTypes.contains(targets.type(of: path) ?? "") ? nil : path
    }
}
