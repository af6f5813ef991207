/// The config's `swift:` keys (docs/swiftui.md): how the SwiftUI reader reads a file. Here,
/// with the spec model, because the configuration decodes them; the reader applies them.
public struct SwiftOptions: Sendable, Hashable {
    /// Member path (`Color.compound`, `Color.Brand.ink`) → token path: colors the code takes
    /// from the registry.
    public var tokens: [String: String]
    /// Functions that choose an animation by Reduce Motion (`reduceMotionHelpers`).
    public var reduceMotionHelpers: Set<String>
    /// `sfSymbolLabels: require`: SF Symbols' automatic labels, and asset names read as labels,
    /// do not count as names.
    public var requireSymbolLabels: Bool

    public init(tokens: [String: String] = [:], reduceMotionHelpers: Set<String> = [], requireSymbolLabels: Bool = false) {
        self.tokens = tokens
        self.reduceMotionHelpers = reduceMotionHelpers
        self.requireSymbolLabels = requireSymbolLabels
    }
}
