import Diagnostics
import JSONSource
import OrderedCollections

/// A token after flattening, alias resolution and type checking, in one permutation.
public struct ResolvedToken: Sendable {
    public var path: String
    public var type: TokenType
    public var value: TokenValue
    /// The `$value` with every alias and `$ref` replaced by what it points at.
    public var resolvedJSON: JSONValue
    public var location: SourceLocation
    public var description: String?
    public var deprecated: Deprecation?
    /// Unknown `$extensions` are preserved (Format §5.2.3: tools MUST preserve them).
    public var extensions: JSONValue?
    /// The token a whole-token alias (`{a.b}` or `$ref`) pointed at, first hop.
    public var aliasOf: String?

    /// One `$extensions` entry by its key (`com.figma.variableId`), nil when absent.
    public func extensionValue(_ key: String) -> JSONValue? { extensions?[key] }
}

/// The tokens of one resolved permutation, in source order.
public struct ResolvedTokenSet: Sendable {
    public var tokens: OrderedDictionary<String, ResolvedToken>

    public init(tokens: OrderedDictionary<String, ResolvedToken> = [:]) {
        self.tokens = tokens
    }

    public subscript(path: String) -> ResolvedToken? { tokens[path] }
    public var paths: [String] { Array(tokens.keys) }
    public var count: Int { tokens.count }
}
