import Diagnostics
import Foundation
import JSONSource

/// A folder of Figma's native DTCG export of variables: one `*.tokens.json` per collection ×
/// mode, the mode named in the root `$extensions["com.figma.modeName"]`, every token carrying
/// its `com.figma.variableId` (docs/figma-variables.md). Read into collections, each mode's
/// tokens rewritten as standard DTCG (`FigmaTokenConverter`), ready to become a resolver
/// document: single-mode collections are sets, multi-mode ones modifiers whose contexts are
/// the mode names.
public struct FigmaVariablesExport: Sendable {
    public struct Mode: Sendable {
        public var name: String
        /// The exported file (as the provider resolves it).
        public var path: String
        /// Its tokens as standard DTCG, positions those of the exported file.
        public var tokens: JSONNode
    }

    public struct Collection: Sendable {
        /// From the file names (Figma writes the collection name only there), else the first group.
        public var name: String
        /// Standard contexts before increased contrast, light before dark, full motion before
        /// reduced; the first is the default.
        public var modes: [Mode]
        /// The accessibility role its mode names say it plays (`FigmaModeRoles`), if any.
        public var role: String?
    }

    public private(set) var collections: [Collection] = []
    /// Problems of the export (input errors: exit 2) and one `dtcg/figma-type` info per file
    /// with string or boolean variables.
    public private(set) var findings: [Finding] = []

    public static let modeNameKey = "com.figma.modeName"
    public static let variableIdKey = "com.figma.variableId"

    /// One exported file as read, before it is known which collection it belongs to.
    struct ExportedFile {
        var path: String
        var display: String
        var root: JSONNode
        var modeName: String
        var modeNamePosition: SourcePosition
        /// Variable id → the token's path and position, in source order.
        var variables: [(id: String, path: String, position: SourcePosition)]
        var ids: Set<String>
    }

    public init(directory: String, provider: TokenSourceProvider) {
        let paths = provider.tokenFiles(in: directory)
        if paths.isEmpty {
            findings.append(Finding(rule: InputRule.figmaVariables.id, severity: .error,
                                    location: SourceLocation(file: provider.displayPath(directory), line: 1, column: 1),
                                    message: "the folder holds no *.tokens.json files; export the variables from Figma (docs/figma-variables.md) or pass a *.resolver.json or *.tokens.json file"))
            return
        }
        var files: [ExportedFile] = []
        for path in paths {
            let display = provider.displayPath(path)
            let (root, found) = TokenDocument.read(path: path, display: display, referencedFrom: nil, provider: provider)
            findings += found
            if let root, let file = read(root, path: path, display: display) { files.append(file) }
        }
        let groups = group(files)
        collections = name(groups, directory: directory, provider: provider)
        convert(files: groups)
    }

    /// The file's mode name and variables, or nil (with an error) when it is not a mode file.
    private mutating func read(_ root: JSONNode, path: String, display: String) -> ExportedFile? {
        func fail(_ message: String, at position: SourcePosition) -> ExportedFile? {
            findings.append(Finding(rule: InputRule.figmaVariables.id, severity: .error, location: SourceLocation(file: display, position: position), message: message))
            return nil
        }
        guard root.objectValue != nil else { return fail("a Figma variables export must be a JSON object, found \(root.typeName)", at: root.position) }
        guard let mode = root.objectValue?["$extensions"]?.objectValue?[Self.modeNameKey] else {
            return fail("not a Figma variables export: the root $extensions has no \"\(Self.modeNameKey)\" (every file of the folder must be one collection × mode exported from Figma)", at: root.position)
        }
        guard let modeName = mode.stringValue, !modeName.trimmingCharacters(in: .whitespaces).isEmpty else {
            return fail("\"\(Self.modeNameKey)\" must be the mode's name, found \(mode.typeName)", at: mode.position)
        }
        var variables: [(id: String, path: String, position: SourcePosition)] = []
        FigmaTokenWalk.tokens(in: root) { path, token in
            if let id = token.objectValue?["$extensions"]?.objectValue?[Self.variableIdKey]?.stringValue {
                variables.append((id, path.joined(separator: "."), token.position))
            }
        }
        return ExportedFile(path: path, display: display, root: root, modeName: modeName, modeNamePosition: mode.position,
                            variables: variables, ids: Set(variables.map(\.id)))
    }

    /// Files of one collection hold the same variables: grouped by their id sets, never by
    /// their names. A file sharing some variables with a collection but not all of them
    /// (a stale export beside a fresh one, files of two collections merged) is an error.
    private mutating func group(_ files: [ExportedFile]) -> [[ExportedFile]] {
        var groups: [[ExportedFile]] = []
        for file in files {
            if let index = groups.firstIndex(where: { $0[0].ids == file.ids }) { groups[index].append(file) } else { groups.append([file]) }
        }
        // When files disagree, the collection is what most files say, and a file overlapping
        // several groups is the one mixing collections: largest groups first, then those
        // overlapping the fewest others.
        let overlaps = groups.map { group in groups.filter { $0[0].ids != group[0].ids && !$0[0].ids.isDisjoint(with: group[0].ids) }.count }
        let ranked = groups.indices.sorted { (-groups[$0].count, overlaps[$0], $0) < (-groups[$1].count, overlaps[$1], $1) }
        var accepted: [Int] = []
        for index in ranked {
            let ids = groups[index][0].ids
            let overlapping = accepted.filter { !groups[$0][0].ids.isDisjoint(with: ids) }
            guard let first = overlapping.first else { accepted.append(index); continue }
            for file in groups[index] {
                let position = file.variables.first { !groups[first][0].ids.contains($0.id) }?.position ?? file.root.position
                let message: String
                if overlapping.count > 1 {
                    let names = overlapping.map { "'\(groups[$0][0].display)'" }.joined(separator: " and ")
                    message = "this file mixes variables of several collections (those of \(names)); export one collection × mode per file"
                } else {
                    let other = groups[first][0]
                    let extra = file.ids.subtracting(other.ids).sorted()
                    let missing = other.ids.subtracting(file.ids).sorted()
                    var parts: [String] = []
                    if !extra.isEmpty { parts.append("\(extra.count) variable\(extra.count == 1 ? "" : "s") it lacks (\(extra.prefix(3).joined(separator: ", "))\(extra.count > 3 ? ", …" : ""))") }
                    if !missing.isEmpty { parts.append("lacks \(missing.count) of its variables (\(missing.prefix(3).joined(separator: ", "))\(missing.count > 3 ? ", …" : ""))") }
                    message = "mode '\(file.modeName)' shares variables with the collection of '\(other.display)' but has \(parts.joined(separator: " and ")); re-export every mode of the collection together"
                }
                findings.append(Finding(rule: InputRule.figmaVariables.id, severity: .error, location: SourceLocation(file: file.display, position: position), message: message))
            }
        }
        var result: [[ExportedFile]] = []
        for index in accepted.sorted() { result.append(dropDuplicateModes(groups[index])) }
        return result
    }

    private mutating func dropDuplicateModes(_ files: [ExportedFile]) -> [ExportedFile] {
        var kept: [ExportedFile] = []
        for file in files {
            if let earlier = kept.first(where: { $0.modeName.lowercased() == file.modeName.lowercased() }) {
                findings.append(Finding(rule: InputRule.figmaVariables.id, severity: .error, location: SourceLocation(file: file.display, position: file.modeNamePosition),
                                        message: "mode '\(file.modeName)' of this collection is exported twice (also in '\(earlier.display)'); keep one"))
            } else {
                kept.append(file)
            }
        }
        return kept
    }

    /// Collection names from the file names (`Color.Light.tokens.json` → `Color`), unique.
    private func name(_ groups: [[ExportedFile]], directory: String, provider: TokenSourceProvider) -> [Collection] {
        var used: Set<String> = []
        return groups.map { files in
            var name = Self.collectionName(files)
            if used.contains(name) {
                var counter = 2
                while used.contains("\(name) \(counter)") { counter += 1 }
                name = "\(name) \(counter)"
            }
            used.insert(name)
            let ordered = FigmaModeRoles.ordered(files.map(\.modeName))
            let modes = ordered.compactMap { modeName in files.first { $0.modeName == modeName } }
                .map { Mode(name: $0.modeName, path: $0.path, tokens: $0.root) }
            return Collection(name: name, modes: modes, role: modes.count > 1 ? FigmaModeRoles.role(of: modes.map(\.name)) : nil)
        }
    }

    static func collectionName(_ files: [ExportedFile]) -> String {
        let separators = CharacterSet(charactersIn: ".-_ ")
        let stems = files.map { file -> String in
            let base = (file.path as NSString).lastPathComponent
            let stem = base.hasSuffix(".tokens.json") ? String(base.dropLast(".tokens.json".count)) : base
            var trimmed = stem
            if let range = trimmed.range(of: file.modeName, options: [.caseInsensitive, .backwards]) { trimmed.removeSubrange(range) }
            return trimmed.trimmingCharacters(in: separators)
        }
        if let first = stems.first, !first.isEmpty, stems.allSatisfy({ $0 == first }) { return first }
        // No common stem: the first top-level group names the collection.
        let group = files.first?.root.objectValue?.members.first { !$0.key.hasPrefix("$") }?.key
        return group ?? "collection"
    }

    /// Every mode's tokens as standard DTCG. Cross-collection aliases need to know every
    /// collection's variables first.
    private mutating func convert(files groups: [[ExportedFile]]) {
        var targets = FigmaTokenConverter.Targets()
        for (index, files) in groups.enumerated() {
            guard let first = files.first else { continue }
            targets.add(collection: index, root: first.root)
        }
        for (collectionIndex, files) in groups.enumerated() {
            for file in files {
                var converter = FigmaTokenConverter(file: file.display, collection: collectionIndex, targets: targets)
                let tokens = converter.convert(file.root)
                findings += converter.findings
                if let modeIndex = collections[collectionIndex].modes.firstIndex(where: { $0.path == file.path }) {
                    collections[collectionIndex].modes[modeIndex].tokens = tokens
                }
            }
        }
    }

    // MARK: The resolver document

    /// The DTCG resolver document of the export: a set per single-mode collection, then a
    /// modifier per multi-mode collection (its contexts the mode names, its role declared
    /// under `$extensions["org.tokenlint"].role`). Collections whose modes are the same and play
    /// the same role (a Color and an Elevation collection, both Light/Dark) switch together in
    /// Figma: they share one modifier. `reference` names the file a mode's tokens are in.
    public func resolverDocument(reference: (Mode) -> String) -> JSONValue {
        var sets: [(String, JSONValue)] = []
        var modifiers: [(name: String, members: [Collection])] = []
        for collection in collections {
            if collection.modes.count == 1, let mode = collection.modes.first {
                sets.append((collection.name, .object([("sources", .array([.object([("$ref", .string(reference(mode)))])]))])))
                continue
            }
            let key = collection.modes.map { $0.name.lowercased() }
            if collection.role != nil, let index = modifiers.firstIndex(where: { $0.members[0].role == collection.role && $0.members[0].modes.map { $0.name.lowercased() } == key }) {
                modifiers[index].members.append(collection)
            } else {
                modifiers.append((collection.name, [collection]))
            }
        }
        let modifierValues: [(String, JSONValue)] = modifiers.map { modifier in
            let first = modifier.members[0]
            let contexts: [(String, JSONValue)] = first.modes.indices.map { index in
                (first.modes[index].name, .array(modifier.members.map { .object([("$ref", .string(reference($0.modes[index])))]) }))
            }
            var members: [(String, JSONValue)] = []
            if modifier.members.count > 1 {
                members.append(("description", .string("Figma collections \(modifier.members.map(\.name).joined(separator: ", ")), whose modes switch together")))
            }
            members += [("contexts", .object(contexts)), ("default", .string(first.modes[0].name))]
            if let role = first.role { members.append(("$extensions", .object([("org.tokenlint", .object([("role", .string(role))]))]))) }
            return (modifier.name, .object(members))
        }
        let order: [JSONValue] = sets.map { .object([("$ref", .string(JSONPointer(segments: ["sets", $0.0]).description))]) }
            + modifierValues.map { .object([("$ref", .string(JSONPointer(segments: ["modifiers", $0.0]).description))]) }
        var document: [(String, JSONValue)] = [
            ("$schema", "https://www.designtokens.org/schemas/2025.10/resolver.json"),
            ("name", "Figma variables"),
            ("version", "2025.10"),
        ]
        if !sets.isEmpty { document.append(("sets", .object(sets))) }
        if !modifierValues.isEmpty { document.append(("modifiers", .object(modifierValues))) }
        document.append(("resolutionOrder", .array(order)))
        return .object(document)
    }
}

/// Walks the tokens of a DTCG tree (objects with `$value`), with their paths.
enum FigmaTokenWalk {
    static func tokens(in node: JSONNode, path: [String] = [], _ visit: ([String], JSONNode) -> Void) {
        guard let object = node.objectValue else { return }
        if object["$value"] != nil {
            visit(path, node)
            return
        }
        for member in object.members where !member.key.hasPrefix("$") || member.key == "$root" {
            tokens(in: member.value, path: path + [member.key], visit)
        }
    }
}
