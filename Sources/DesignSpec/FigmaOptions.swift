/// The config's `figma:` keys: how the Figma reader reads a file (docs/figma.md "What is
/// linted"). Here, with the spec model, because the configuration decodes them; the reader
/// applies them.
public struct FigmaOptions: Sendable, Equatable {
    /// Page names that are not shipped UI: whole words of the page name, case ignored.
    public static let defaultSkipPages = [
        "cover", "thumbnail", "archive", "old", "playground", "scratch", "wip", "documentation", "docs", "readme", "❌",
    ]

    /// `figma.roles`: layer-name patterns → roles, tried before the built-in words.
    public var roles: [FigmaRoleRule]
    /// `figma.skipPages`: replaces the default list.
    public var skipPages: [String]
    /// `figma.readyForDevOnly`: when some nodes are marked ready for development, lint only them.
    public var readyForDevOnly: Bool

    public init(roles: [FigmaRoleRule] = [], skipPages: [String] = defaultSkipPages, readyForDevOnly: Bool = true) {
        self.roles = roles
        self.skipPages = skipPages
        self.readyForDevOnly = readyForDevOnly
    }
}

/// A configured role for layers by name (`.tokenlint.yml` `figma: roles: {"Btn/*": button}`):
/// checked before anything else, for naming schemes the built-in words miss.
public struct FigmaRoleRule: Sendable, Hashable {
    /// A layer-name pattern matched against the whole name: `*` matches any run of characters
    /// (`/` included), `?` one character; case is ignored.
    public var pattern: String
    public var role: Role

    public init(pattern: String, role: Role) {
        self.pattern = pattern
        self.role = role
    }
}
