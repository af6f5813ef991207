import Diagnostics
import JSONSource
import OrderedCollections

/// Where a set's or context's tokens come from (Resolver module §4.1, §4.2).
enum TokenSource: Sendable {
    /// A token file, relative to the resolver document; optional pointer into it; sibling keys
    /// of the reference object are shallow overrides (§4.2.2).
    case file(path: String, pointer: [String]?, overrides: JSONObject?, location: SourceLocation)
    /// Tokens written inline, or reached by a same-document pointer (e.g. into `$defs`).
    case inline(JSONNode, location: SourceLocation)
    /// A modifier context may reference a set (§4.1.5).
    case set(String, location: SourceLocation)
}

struct SetDefinition: Sendable {
    var name: String
    var sources: [TokenSource]
    var location: SourceLocation
}

/// A modifier: named contexts, each a list of sources, and an optional default.
public struct Modifier: Sendable, Hashable {
    public var name: String
    public var contexts: [String]
    public var defaultContext: String?
    public var location: SourceLocation
    /// The accessibility role the document declares for it in
    /// `$extensions["org.tokenlint"].role` (appearance, contrast, dynamicType, motion).
    public var role: String?

    public static func == (lhs: Modifier, rhs: Modifier) -> Bool { lhs.name == rhs.name && lhs.contexts == rhs.contexts }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

struct ModifierDefinition: Sendable {
    var modifier: Modifier
    var sources: OrderedDictionary<String, [TokenSource]>
}

enum ResolutionItem: Sendable {
    case set(SetDefinition)
    case modifier(ModifierDefinition)
}

/// A parsed resolver document (`*.resolver.json`), validated against the Resolver module's
/// MUSTs; every problem is a finding with a position.
struct ResolverDocument: Sendable {
    var file: String
    var name: String?
    var order: [ResolutionItem] = []
    /// Every set the document defines, for `#/sets/NAME` sources inside modifier contexts.
    var sets: [String: SetDefinition] = [:]
    var unusedSets: [(String, SourceLocation)] = []
    private(set) var findings: [Finding] = []

    /// With `legacyFormat`, sets that resolutionOrder forgets are loaded first (real converted
    /// files do this, e.g. the Apple HIG conversion's `typography` set), with a warning.
    let legacyFormat: Bool

    init(file: String, root: JSONNode, legacyFormat: Bool = false) {
        self.file = file
        self.legacyFormat = legacyFormat
        parse(root)
    }

    private func location(_ node: JSONNode) -> SourceLocation { SourceLocation(file: file, position: node.position) }
    private func location(_ position: SourcePosition) -> SourceLocation { SourceLocation(file: file, position: position) }

    private mutating func report(_ rule: RegistryRule, _ message: String, at location: SourceLocation, severity: Severity = .error) {
        findings.append(Finding(rule: rule.id, severity: severity, location: location, message: message))
    }

    var modifiers: [Modifier] {
        order.compactMap { if case .modifier(let m) = $0 { m.modifier } else { nil } }
    }

    private static let rootKeys: Set<String> = ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions"]

    private mutating func parse(_ root: JSONNode) {
        guard let object = root.objectValue else {
            report(.resolverInvalid, "a resolver document must be a JSON object", at: location(root))
            return
        }
        parseHeader(object, root: root)
        let (sets, modifiers) = parseDefinitions(object, root: root)
        self.sets = Dictionary(uniqueKeysWithValues: sets.map { ($0.key, $0.value) })
        guard let orderNode = object["resolutionOrder"] else {
            report(.resolverInvalid, "the resolver document has no resolutionOrder (required, Resolver §4.1.6)", at: location(root))
            return
        }
        guard let items = orderNode.arrayValue else {
            report(.resolverInvalid, "resolutionOrder must be an array", at: location(orderNode))
            return
        }
        let usedSets = parseResolutionOrder(items, sets: sets, modifiers: modifiers, root: root)
        checkSetReferences(sets: sets, modifiers: modifiers, usedSets: usedSets)
    }

    /// The root's keys, its version and its name.
    private mutating func parseHeader(_ object: JSONObject, root: JSONNode) {
        for member in object.members where !Self.rootKeys.contains(member.key) {
            report(.resolverInvalid, "unknown property '\(member.key)' in the resolver document\(DidYouMean.hint(for: member.key, among: Self.rootKeys))",
                   at: location(member.keyPosition), severity: .warning)
        }
        switch object["version"] {
        case nil: report(.resolverInvalid, "the resolver document has no version; it MUST be \"2025.10\" (Resolver §4.1.1)", at: location(root))
        case let version? where version.stringValue != "2025.10":
            report(.resolverInvalid, "version must be \"2025.10\" (Resolver §4.1.1)", at: location(version))
        default: break
        }
        name = object["name"]?.stringValue
    }

    /// The named sets and modifiers of `sets` and `modifiers`, in document order.
    private mutating func parseDefinitions(_ object: JSONObject, root: JSONNode)
        -> (OrderedDictionary<String, SetDefinition>, OrderedDictionary<String, ModifierDefinition>) {
        var sets: OrderedDictionary<String, SetDefinition> = [:]
        for member in namedMembers(object["sets"], else: "sets must be an object of named sets") {
            if let set = parseSet(named: member.key, member.value, root: root) { sets[member.key] = set }
        }
        var modifiers: OrderedDictionary<String, ModifierDefinition> = [:]
        for member in namedMembers(object["modifiers"], else: "modifiers must be an object of named modifiers") {
            if let modifier = parseModifier(named: member.key, member.value, root: root) { modifiers[member.key] = modifier }
        }
        return (sets, modifiers)
    }

    /// The members of an optional object; none, with `message` reported, when it is another value.
    private mutating func namedMembers(_ node: JSONNode?, else message: String) -> [JSONObject.Member] {
        guard let node else { return [] }
        guard let object = node.objectValue else {
            report(.resolverInvalid, message, at: location(node))
            return []
        }
        return object.members
    }

    /// Appends each entry of resolutionOrder to `order`; returns the names of the sets it references.
    private mutating func parseResolutionOrder(
        _ items: [JSONNode], sets: OrderedDictionary<String, SetDefinition>, modifiers: OrderedDictionary<String, ModifierDefinition>, root: JSONNode
    ) -> Set<String> {
        var names: Set<String> = []
        var usedSets: Set<String> = []
        for item in items {
            guard let itemObject = item.objectValue else {
                report(.resolverInvalid, "a resolutionOrder entry must be a reference object or an inline set/modifier", at: location(item))
                continue
            }
            if let reference = itemObject["$ref"] {
                guard let pointer = reference.stringValue, let segments = JSONPointer(pointer)?.segments, pointer.hasPrefix("#"), segments.count == 2 else {
                    report(.resolverInvalidReference, "resolutionOrder entries must reference \"#/sets/NAME\" or \"#/modifiers/NAME\"", at: location(reference))
                    continue
                }
                let (kind, name) = (segments[0], segments[1])
                if !names.insert("\(kind)/\(name)").inserted {
                    report(.resolverInvalid, "\(kind)/\(name) appears twice in resolutionOrder", at: location(reference))
                }
                switch kind {
                case "sets":
                    if let set = sets[name] { order.append(.set(set)); usedSets.insert(name) } else {
                        report(.resolverInvalidReference, "\(pointer) does not exist\(DidYouMean.hint(for: name, among: sets.keys))", at: location(reference))
                    }
                case "modifiers":
                    if let modifier = modifiers[name] { order.append(.modifier(modifier)) } else {
                        report(.resolverInvalidReference, "\(pointer) does not exist\(DidYouMean.hint(for: name, among: modifiers.keys))", at: location(reference))
                    }
                default:
                    report(.resolverInvalidReference, "\(pointer): resolutionOrder may only reference sets and modifiers", at: location(reference))
                }
                continue
            }
            // Inline set or modifier: name and type are required (§4.1.6.1).
            guard let name = itemObject["name"]?.stringValue, let type = itemObject["type"]?.stringValue else {
                report(.resolverInvalid, "an inline resolutionOrder entry needs \"name\" and \"type\" (\"set\" or \"modifier\")", at: location(item))
                continue
            }
            if !names.insert("inline/\(name)").inserted {
                report(.resolverInvalid, "the name '\(name)' is duplicated in resolutionOrder", at: location(item))
            }
            switch type {
            case "set": if let set = parseSet(named: name, item, root: root) { order.append(.set(set)) }
            case "modifier": if let modifier = parseModifier(named: name, item, root: root) { order.append(.modifier(modifier)) }
            default: report(.resolverInvalid, "type must be \"set\" or \"modifier\", found '\(type)'", at: location(item))
            }
        }
        return usedSets
    }

    /// Sets referenced but missing are errors; sets resolutionOrder never reaches are unused
    /// (or, with --legacy-format, loaded first).
    private mutating func checkSetReferences(
        sets: OrderedDictionary<String, SetDefinition>, modifiers: OrderedDictionary<String, ModifierDefinition>, usedSets: Set<String>
    ) {
        var usedSets = usedSets
        // A modifier context MAY reference a set (§4.1.5), and a set may reference a set: sets
        // reached that way from resolutionOrder are used, not forgotten.
        let orderSources = order.flatMap { item -> [TokenSource] in
            switch item {
            case .set(let set): set.sources
            case .modifier(let modifier): modifier.sources.values.flatMap { $0 }
            }
        }
        var reachable = orderSources
        while let source = reachable.popLast() {
            guard case .set(let name, _) = source, let set = sets[name], usedSets.insert(name).inserted else { continue }
            reachable += set.sources
        }
        // A reference to a set that does not exist is an error, wherever it is written.
        let everySource = orderSources + sets.values.flatMap(\.sources) + modifiers.values.flatMap { $0.sources.values.flatMap { $0 } }
        var reported: Set<SourceLocation> = []
        for case .set(let name, let location) in everySource where sets[name] == nil && reported.insert(location).inserted {
            report(.resolverInvalidReference, "#/sets/\(name) does not exist\(DidYouMean.hint(for: name, among: sets.keys))", at: location)
        }
        var forgotten: [ResolutionItem] = []
        for (name, set) in sets where !usedSets.contains(name) {
            unusedSets.append((name, set.location))
            if legacyFormat {
                forgotten.append(.set(set))
                report(.legacyFormat, "set '\(name)' is not in resolutionOrder; loaded before it because of --legacy-format", at: set.location, severity: .warning)
            } else {
                report(.resolverUnusedSet, "set '\(name)' is not in resolutionOrder, so its tokens are never loaded (--legacy-format loads such sets first)", at: set.location, severity: .warning)
            }
        }
        order = forgotten + order
    }

    private mutating func parseSet(named name: String, _ node: JSONNode, root: JSONNode) -> SetDefinition? {
        guard let object = node.objectValue else {
            report(.resolverInvalid, "set '\(name)' must be an object with sources", at: location(node))
            return nil
        }
        guard let sourcesNode = object["sources"], let items = sourcesNode.arrayValue else {
            report(.resolverInvalid, "set '\(name)' must have a sources array (Resolver §4.1.4)", at: location(node))
            return nil
        }
        let sources = items.compactMap { parseSource($0, root: root, allowSets: false, owner: "set '\(name)'") }
        checkFileName(name, shownAs: "set \(name.debugDescription)", at: location(node))
        return SetDefinition(name: name, sources: sources, location: location(node))
    }

    private mutating func parseModifier(named name: String, _ node: JSONNode, root: JSONNode) -> ModifierDefinition? {
        guard let object = node.objectValue else {
            report(.resolverInvalid, "modifier '\(name)' must be an object with contexts", at: location(node))
            return nil
        }
        guard let contextsNode = object["contexts"], let contexts = contextsNode.objectValue else {
            report(.resolverInvalid, "modifier '\(name)' must declare a contexts map (Resolver §4.1.5)", at: location(node))
            return nil
        }
        if contexts.isEmpty {
            report(.resolverInvalid, "modifier '\(name)' has no contexts; a modifier MUST NOT have an empty contexts map", at: location(contextsNode))
            return nil
        }
        if contexts.count == 1 {
            report(.resolverInvalid, "modifier '\(name)' has only one context; that is a set, not a modifier (Resolver §4.1.5)", at: location(contextsNode))
        }
        checkFileName(name, shownAs: "modifier \(name.debugDescription)", at: location(node))
        var sources: OrderedDictionary<String, [TokenSource]> = [:]
        for member in contexts.members {
            checkFileName(member.key, shownAs: "context \(member.key.debugDescription) of modifier \(name.debugDescription)", at: location(member.keyPosition))
            guard let items = member.value.arrayValue else {
                report(.resolverInvalid, "context '\(member.key)' of modifier '\(name)' must be an array of sources", at: location(member.value))
                continue
            }
            sources[member.key] = items.compactMap { parseSource($0, root: root, allowSets: true, owner: "modifier '\(name)'") }
        }
        var defaultContext: String?
        if let defaultNode = object["default"] {
            if let value = defaultNode.stringValue, contexts[value] != nil {
                defaultContext = value
            } else {
                let value = defaultNode.stringValue ?? "\(defaultNode.value)"
                report(.resolverInvalidDefault,
                       "default \"\(value)\" of modifier '\(name)' names no context; it must be one of \(contexts.keys.joined(separator: ", "))\(DidYouMean.hint(for: value, among: contexts.keys))",
                       at: location(defaultNode))
            }
        }
        let role = object["$extensions"]?.objectValue?["org.tokenlint"]?.objectValue?["role"]?.stringValue
        let modifier = Modifier(name: name, contexts: contexts.keys, defaultContext: defaultContext, location: location(node), role: role)
        return ModifierDefinition(modifier: modifier, sources: sources)
    }

    /// Names become export file names (`Exporter.Output.fileName`).
    /// `shown`: what the name is, as messages say it (the name escaped by `debugDescription`).
    private mutating func checkFileName(_ name: String, shownAs shown: String, at location: SourceLocation) {
        guard let problem = FileNameSafety.problem(in: name) else { return }
        report(.resolverUnsafeName, "the \(shown) is not a safe file name: \(problem) (tokens export --all names its files after it)", at: location)
    }

    private mutating func parseSource(_ node: JSONNode, root: JSONNode, allowSets: Bool, owner: String) -> TokenSource? {
        guard let object = node.objectValue else {
            report(.resolverInvalid, "a source of \(owner) must be a reference object or inline tokens", at: location(node))
            return nil
        }
        guard let reference = object["$ref"] else {
            return .inline(node, location: location(node))
        }
        guard let text = reference.stringValue, !text.isEmpty else {
            report(.resolverInvalidReference, "$ref must be a non-empty string", at: location(reference))
            return nil
        }
        var overrides = object
        overrides.removeValue(forKey: "$ref")
        let siblings = overrides.isEmpty ? nil : overrides
        if text.hasPrefix("#") {
            guard let segments = JSONPointer(text)?.segments else {
                report(.resolverInvalidReference, "'\(text)' is not a valid JSON Pointer", at: location(reference))
                return nil
            }
            switch segments.first {
            case "resolutionOrder":
                report(.resolverInvalidReference, "'\(text)': a reference MUST NOT point into resolutionOrder (Resolver §4.2.1)", at: location(reference))
                return nil
            case "modifiers":
                report(.resolverInvalidReference, "'\(text)': only resolutionOrder may reference a modifier (Resolver §4.2.1)", at: location(reference))
                return nil
            case "sets" where segments.count == 2:
                guard allowSets else {
                    // A set referencing a set is not forbidden, but we flatten it the same way.
                    return .set(segments[1], location: location(reference))
                }
                return .set(segments[1], location: location(reference))
            default:
                guard let target = JSONPointer(segments: segments).resolve(in: root) else {
                    report(.resolverInvalidReference, "'\(text)' does not resolve in this document", at: location(reference))
                    return nil
                }
                return .inline(target, location: location(reference))
            }
        }
        // "file.json" or "file.json#/pointer"
        let parts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        var pointer: [String]?
        if parts.count == 2 {
            guard let segments = JSONPointer("#" + parts[1])?.segments else {
                report(.resolverInvalidReference, "'\(text)' has an invalid JSON Pointer fragment", at: location(reference))
                return nil
            }
            pointer = segments
        }
        if path.contains("://") {
            report(.resolverInvalidReference, "'\(text)': remote sources are not supported; reference a local file", at: location(reference))
            return nil
        }
        return .file(path: path, pointer: pointer, overrides: siblings, location: location(reference))
    }
}
