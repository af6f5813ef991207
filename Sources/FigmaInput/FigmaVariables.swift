import DesignTokens
import JSONSource

/// Figma variable id → token path, from a registry whose tokens came from Figma's native
/// variables export (each carries `$extensions["com.figma.variableId"]`). A fill bound to such
/// a variable becomes a `{token.path}` reference, so every context of the registry (light and
/// dark, increased contrast) is checked instead of the file's current mode only.
public struct FigmaVariableLookup: Sendable {
    private var paths: [String: String]

    public init(paths: [String: String]) {
        self.paths = paths
    }

    /// Every token of `tokens` that names the Figma variable it came from
    /// (`ResolvedTokenSet.figmaVariablePaths`: the first in source order when two name the same).
    public init(tokens: ResolvedTokenSet) {
        self.paths = tokens.figmaVariablePaths
    }

    public var isEmpty: Bool { paths.isEmpty }

    public func path(forVariable id: String) -> String? { paths[id] }
}
