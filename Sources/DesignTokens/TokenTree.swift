import Diagnostics
import JSONSource
import OrderedCollections

/// `$deprecated`: `true`, `false` (un-deprecates below a deprecated group) or a reason (Format §5.2.4).
public enum Deprecation: Hashable, Sendable {
    case deprecated(reason: String?)
    case notDeprecated
}

/// A located string property such as `$type` or `$extends`.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation
}

/// A token as written in one source file, before merging and resolution.
public struct TokenDefinition: Sendable {
    public var location: SourceLocation
    /// `$value`, raw (aliases unresolved).
    public var value: JSONNode?
    /// Token-level JSON Pointer `$ref` (both the published `#/a/$value` and corrected `#/a` forms).
    public var reference: Located<String>?
    public var type: Located<String>?
    public var description: String?
    public var deprecated: Deprecation?
    public var extensions: JSONNode?
    /// `$ref` was present but not a string (already reported by the file parser).
    public var hasMalformedReference = false
    public var file: String { location.file }

    public func location(of node: JSONNode) -> SourceLocation {
        SourceLocation(file: location.file, position: node.position)
    }
}

/// A group as written (or as merged from several sources).
public struct GroupDefinition: Sendable {
    public enum Child: Sendable {
        case token(TokenDefinition)
        case group(GroupDefinition)
    }

    public var location: SourceLocation?
    public var type: Located<String>?
    public var description: String?
    public var deprecated: Deprecation?
    public var extensions: JSONNode?
    /// `$extends` (`"{button}"`), or a JSON-Schema style `$ref` next to children (Format §6.4.1).
    public var extends: Located<String>?
    /// The key `extends` was written with: `$extends`, or `$ref` (a JSON Pointer, which may name
    /// another file; messages name the key the author wrote).
    public var extendsKey = "$extends"
    public var children: OrderedDictionary<String, Child> = [:]
    /// Members of a document root that are neither tokens nor groups (`$defs`, `$schema`),
    /// kept because a JSON Pointer `$ref` may reach any location in the document (Format §7.4).
    public var rootMembers: [String: Located<JSONNode>] = [:]

    public init(location: SourceLocation? = nil) {
        self.location = location
    }

    /// Deep merge as the Resolver module's "ordering" stage and `$extends` both define it:
    /// group properties from `other` win, groups merge recursively, and a token in `other`
    /// replaces the token at the same path whole (never property by property).
    ///
    /// Returns the paths where one side has a token and the other a group: the later one
    /// wins whole, silently dropping the earlier token or the group's tokens, so callers that
    /// merge separate sources report them (Format §6.1: a token must not have children).
    @discardableResult
    public mutating func merge(_ other: GroupDefinition, at path: [String] = []) -> [MergeConflict] {
        if other.location != nil, location == nil { location = other.location }
        if let type = other.type { self.type = type }
        if let description = other.description { self.description = description }
        if let deprecated = other.deprecated { self.deprecated = deprecated }
        if let extensions = other.extensions { self.extensions = extensions }
        if let extends = other.extends {
            self.extends = extends
            self.extendsKey = other.extendsKey
        }
        for (key, member) in other.rootMembers { rootMembers[key] = member }
        var conflicts: [MergeConflict] = []
        for (name, child) in other.children {
            switch (child, children[name]) {
            case (.group(let incoming), .group(var existing)?):
                conflicts += existing.merge(incoming, at: path + [name])
                children[name] = .group(existing)
            case (_, let earlier?) where earlier.isToken != child.isToken:
                conflicts.append(MergeConflict(path: path + [name], earlier: earlier, later: child))
                children[name] = child
            default:
                children[name] = child
            }
        }
        return conflicts
    }

    /// The child at a dotted path, if any.
    public func child(at path: [String]) -> Child? {
        guard let first = path.first, let child = children[first] else { return nil }
        if path.count == 1 { return child }
        if case .group(let group) = child { return group.child(at: Array(path.dropFirst())) }
        return nil
    }
}

/// A path that is a token in one merged source and a group in another.
public struct MergeConflict: Sendable {
    public var path: [String]
    public var earlier: GroupDefinition.Child
    public var later: GroupDefinition.Child

    /// The finding for a conflict between separate sources, at the later declaration (the
    /// one that wins), naming the earlier one: `dtcg/value-and-children`, as within one file.
    var finding: Finding {
        let key = path.joined(separator: ".")
        let earlierPlace = earlier.location.map { " (\($0))" } ?? ""
        let message: String
        switch later {
        case .token:
            let count = earlier.tokenCount
            message = "'\(key)' is a token here but a group in an earlier source\(earlierPlace); the later source wins whole, so the group's \(count) token\(count == 1 ? "" : "s") are dropped (a token must not have children, Format §6.1)"
        case .group:
            message = "'\(key)' is a group here but a token in an earlier source\(earlierPlace); the later source wins whole, so that token is dropped (a token must not have children, Format §6.1)"
        }
        return Finding(rule: RegistryRule.valueAndChildren.id, severity: .error, location: later.location, message: message, token: key)
    }
}

extension GroupDefinition.Child {
    var location: SourceLocation? {
        switch self {
        case .token(let token): token.location
        case .group(let group): group.location
        }
    }

    var isToken: Bool { if case .token = self { true } else { false } }

    /// How many tokens this child holds (1 for a token).
    var tokenCount: Int {
        switch self {
        case .token: 1
        case .group(let group): group.children.values.reduce(0) { $0 + $1.tokenCount }
        }
    }
}
