import DesignTokens
import JSONSource

/// Figma variable id → token path, from a registry whose tokens came from Figma's native
/// variables export (each carries `$extensions["com.figma.variableId"]`). A fill bound to such
/// a variable becomes a `{token.path}` reference, so every context of the registry (light and
/// dark, increased contrast) is checked instead of the file's current mode only.
public struct FigmaVariableLookup: Sendable {
    public static let variableIdExtension = "com.figma.variableId"

    private var paths: [String: String]

    public init(paths: [String: String]) {
        self.paths = paths
    }

    /// Every token of `tokens` that names the Figma variable it came from. When two tokens
    /// name the same variable (one per mode file of a collection, before the resolver merges
    /// them), the first path in sorted order wins, so the result does not depend on hashing.
    public init(tokens: ResolvedTokenSet) {
        var found: [(path: String, id: String)] = []
        for (path, token) in tokens.tokens {
            if let id = token.extensionValue(Self.variableIdExtension)?.stringValue { found.append((path, id)) }
        }
        var paths: [String: String] = [:]
        for entry in found.sorted(by: { $0.path < $1.path }) where paths[entry.id] == nil { paths[entry.id] = entry.path }
        self.paths = paths
    }

    public var isEmpty: Bool { paths.isEmpty }

    public func path(forVariable id: String) -> String? { paths[id] }
}
