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

// MARK: Figma variables

extension ResolvedToken {
    /// The Figma variable this token was exported from (`$extensions["com.figma.variableId"]`,
    /// e.g. `VariableID:1:2`): what a Figma file's `boundVariables` name.
    public var figmaVariableId: String? { extensions?[FigmaVariablesExport.variableIdKey]?.stringValue }
}

extension ResolvedTokenSet {
    /// Figma variable id → token path, for every token exported from a Figma variable. Build it
    /// once and look ids up in it (a file binds thousands of fills).
    public var figmaVariablePaths: [String: String] {
        var paths: [String: String] = [:]
        for (path, token) in tokens {
            if let id = token.figmaVariableId, paths[id] == nil { paths[id] = path }
        }
        return paths
    }

    /// The token exported from the Figma variable `id`; nil when there is none. A linear
    /// search: for many look-ups use `figmaVariablePaths`.
    public func token(forFigmaVariableId id: String) -> ResolvedToken? {
        tokens.values.first { $0.figmaVariableId == id }
    }
}

extension Registry {
    /// Figma variable id → token path in the default permutation (every collection's variables
    /// are in every permutation; only their values change with the modes).
    public func figmaVariablePaths() -> [String: String] { resolveDefault().tokens.figmaVariablePaths }
}
