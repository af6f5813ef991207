import Diagnostics
import Foundation
import JSONSource

/// A saved `GET /v1/files/:key/variables/local` response (Figma REST API,
/// `GetLocalVariablesResponse`): `meta.variableCollections` with their modes, `meta.variables`
/// with a value per mode. Read into DTCG token trees, one per collection × mode: `COLOR` →
/// color, `FLOAT` → dimension (px) when every scope is a size, fontWeight for `FONT_WEIGHT`
/// alone, else number (as the native export's reading types them, `FigmaTokenConverter`);
/// `VARIABLE_ALIAS` → a `{path}` alias. String and boolean variables have no DTCG type and
/// are left out with one info; so are aliases to variables the response lacks. Library
/// (remote) variables the file uses are read as the file saw them and named in one info.
struct FigmaVariablesResponse {
    struct Mode {
        var name: String
        /// `Collection.Mode`, or the collection's name when it has one mode.
        var setName: String
        var tokens: JSONNode
    }

    struct Collection {
        var name: String
        /// Default mode first, then light before dark, standard contrast before increased.
        var modes: [Mode]
    }

    private(set) var collections: [Collection] = []
    private(set) var findings: [Finding] = []

    /// Most variables read: large systems hold a few thousand.
    static let maximumVariables = 100_000

    static func isResponse(_ root: JSONNode) -> Bool {
        guard let meta = root.objectValue?["meta"]?.objectValue else { return false }
        return meta["variableCollections"] != nil && meta["variables"] != nil
    }

    private struct Variable {
        var id: String
        var path: [String]
        var node: JSONNode
        var object: JSONObject
    }

    init(_ root: JSONNode, display: String) {
        func fail(_ message: String, at node: JSONNode) {
            findings.append(Finding(rule: InputRule.foreignTokens.id, severity: .error, location: SourceLocation(file: display, position: node.position), message: message))
        }
        guard let meta = root.objectValue?["meta"], let collectionMap = meta.objectValue?["variableCollections"]?.objectValue,
              let variableMap = meta.objectValue?["variables"]?.objectValue else { return }
        guard variableMap.count <= Self.maximumVariables else {
            fail("\(variableMap.count) variables, more than the \(Self.maximumVariables) tokenlint reads", at: meta)
            return
        }
        var variables: [String: Variable] = [:]
        var byCollection: [String: [Variable]] = [:]
        var remote: [String] = []
        for member in variableMap.members {
            guard let object = member.value.objectValue, let name = object["name"]?.stringValue,
                  let collection = object["variableCollectionId"]?.stringValue else {
                fail("variable '\(member.key)' needs a name and a variableCollectionId", at: member.value)
                continue
            }
            let path = name.split(separator: "/").map { segment in
                // DTCG names cannot hold '.', '{', '}' or start with '$' (Format §5.1.1).
                String(segment.map { ".{}".contains($0) ? "-" : $0 }).trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
            guard !path.isEmpty else { continue }
            let variable = Variable(id: member.key, path: path, node: member.value, object: object)
            variables[member.key] = variable
            byCollection[collection, default: []].append(variable)
            if case .bool(true)? = object["remote"]?.kind { remote.append(name) }
        }
        var skipped: [String] = []
        var missing: Set<String> = []
        var usedSetNames: Set<String> = []
        for member in collectionMap.members {
            guard let object = member.value.objectValue, let name = object["name"]?.stringValue.map(FileNameSafety.repaired),
                  let modes = object["modes"]?.arrayValue, !modes.isEmpty else {
                fail("variable collection '\(member.key)' needs a name and modes", at: member.value)
                continue
            }
            var modeNames: [(id: String, name: String)] = modes.compactMap { mode in
                guard let id = mode.objectValue?["modeId"]?.stringValue, let name = mode.objectValue?["name"]?.stringValue else { return nil }
                return (id, FileNameSafety.repaired(name))
            }
            if let defaultId = object["defaultModeId"]?.stringValue, let index = modeNames.firstIndex(where: { $0.id == defaultId }) {
                modeNames.insert(modeNames.remove(at: index), at: 0)
            }
            let ordered = FigmaModeRoles.ordered(modeNames.map(\.name)).compactMap { name in modeNames.first { $0.name == name } }
            var collection = Collection(name: name, modes: [])
            for mode in ordered {
                var setName = ordered.count == 1 ? name : "\(name).\(mode.name)"
                while !usedSetNames.insert(setName.lowercased()).inserted { setName += " 2" }
                var tree = JSONObject()
                for variable in byCollection[member.key] ?? [] {
                    guard let token = token(variable, mode: mode.id, variables: variables, skipped: &skipped, missing: &missing) else { continue }
                    Self.insert(token, at: variable.path, into: &tree, position: variable.node.position)
                }
                collection.modes.append(Mode(name: mode.name, setName: setName, tokens: JSONNode(.object(tree), at: member.value.position)))
            }
            collections.append(collection)
        }
        let at = SourceLocation(file: display, position: root.position)
        if !remote.isEmpty {
            findings.append(Finding(rule: RegistryRule.tokenFormat.id, severity: .info, location: at,
                                    message: "\(remote.count) variable\(remote.count == 1 ? " comes" : "s come") from libraries (remote), read as this file last saw them: \(remote.sorted().prefix(5).joined(separator: ", "))\(remote.count > 5 ? ", …" : "")"))
        }
        if !skipped.isEmpty || !missing.isEmpty {
            var reasons: [String] = []
            if !skipped.isEmpty { reasons.append("\(skipped.count) string or boolean (no DTCG type): \(skipped.prefix(3).joined(separator: ", "))\(skipped.count > 3 ? ", …" : "")") }
            if !missing.isEmpty { reasons.append("aliases to \(missing.count) variable\(missing.count == 1 ? "" : "s") the response lacks (\(missing.sorted().prefix(3).joined(separator: ", "))\(missing.count > 3 ? ", …" : ""))") }
            findings.append(Finding(rule: RegistryRule.foreignType.id, severity: .info, location: at, message: "variables left out: \(reasons.joined(separator: "; "))"))
        }
    }

    /// One variable's token in one mode, or nil when it has no DTCG form there.
    private func token(_ variable: Variable, mode: String, variables: [String: Variable], skipped: inout [String], missing: inout Set<String>) -> JSONNode? {
        let object = variable.object
        let kind = object["resolvedType"]?.stringValue ?? ""
        let dotted = variable.path.joined(separator: ".")
        guard kind == "COLOR" || kind == "FLOAT" else {
            if !skipped.contains(dotted) { skipped.append(dotted) }
            return nil
        }
        guard let raw = object["valuesByMode"]?.objectValue?[mode] else { return nil }
        let type: TokenType
        if kind == "COLOR" {
            type = .color
        } else {
            let scopes = Set(object["scopes"]?.arrayValue?.compactMap(\.stringValue) ?? [])
            type = !scopes.isEmpty && scopes.isSubset(of: FigmaTokenConverter.dimensionScopes) ? .dimension : scopes == ["FONT_WEIGHT"] ? .fontWeight : .number
        }
        let value: JSONValue
        if raw.objectValue?["type"]?.stringValue == "VARIABLE_ALIAS" {
            guard let id = raw.objectValue?["id"]?.stringValue, let target = variables[id] else {
                missing.insert(raw.objectValue?["id"]?.stringValue ?? "?")
                return nil
            }
            value = .string("{\(target.path.joined(separator: "."))}")
        } else if type == .color, let color = raw.objectValue, let r = color["r"]?.numberValue, let g = color["g"]?.numberValue, let b = color["b"]?.numberValue {
            value = ValueEncoding.dtcg(.srgb(r, g, b, alpha: color["a"]?.numberValue ?? 1))
        } else if let number = raw.numberValue {
            value = type == .dimension ? .object([("value", .number(number)), ("unit", "px")]) : .number(number)
        } else {
            return nil
        }
        var members: [(String, JSONValue)] = [("$type", .string(type.rawValue)), ("$value", value)]
        if let description = object["description"]?.stringValue, !description.isEmpty { members.append(("$description", .string(description))) }
        members.append(("$extensions", .object([(FigmaVariablesExport.variableIdKey, .string(variable.id))])))
        return JSONValue.object(members).node(at: raw.position)
    }

    private static func insert(_ token: JSONNode, at path: [String], into tree: inout JSONObject, position: SourcePosition) {
        guard let first = path.first else { return }
        if path.count == 1 {
            if tree[first] == nil { _ = tree.insert(JSONObject.Member(key: first, keyPosition: position, value: token)) }
            return
        }
        var child = tree[first]?.objectValue ?? JSONObject()
        // A token where a group is needed ("a" and "a/b" both variables): the token wins.
        if tree[first] != nil, child["$value"] != nil { return }
        insert(token, at: Array(path.dropFirst()), into: &child, position: position)
        tree.removeValue(forKey: first)
        _ = tree.insert(JSONObject.Member(key: first, keyPosition: position, value: JSONNode(.object(child), at: position)))
    }
}
