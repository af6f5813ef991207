import Diagnostics
import JSONSource
import OrderedCollections

/// `$deprecated`: `true`, `false` (un-deprecates below a deprecated group) or a reason (Format §5.2.4).
public enum Deprecation: Hashable, Sendable {
    case deprecated(reason: String?)
    case notDeprecated

    public var isDeprecated: Bool { if case .deprecated = self { true } else { false } }
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
    public var children: OrderedDictionary<String, Child> = [:]

    public init(location: SourceLocation? = nil) {
        self.location = location
    }

    /// Deep merge as the Resolver module's "ordering" stage and `$extends` both define it:
    /// group properties from `other` win, groups merge recursively, and a token in `other`
    /// replaces the token at the same path whole (never property by property).
    public mutating func merge(_ other: GroupDefinition) {
        if other.location != nil, location == nil { location = other.location }
        if let type = other.type { self.type = type }
        if let description = other.description { self.description = description }
        if let deprecated = other.deprecated { self.deprecated = deprecated }
        if let extensions = other.extensions { self.extensions = extensions }
        if let extends = other.extends { self.extends = extends }
        for (name, child) in other.children {
            if case .group(let incoming) = child, case .group(var existing)? = children[name] {
                existing.merge(incoming)
                children[name] = .group(existing)
            } else {
                children[name] = child
            }
        }
    }

    /// The child at a dotted path, if any.
    public func child(at path: [String]) -> Child? {
        guard let first = path.first, let child = children[first] else { return nil }
        if path.count == 1 { return child }
        if case .group(let group) = child { return group.child(at: Array(path.dropFirst())) }
        return nil
    }
}
