import DesignTokens

/// The platform formats of `tokens export` (docs/tokens.md, "Platform exports"): files for
/// SwiftUI, Xcode asset catalogs, the web and Android, from one registry.
public enum PlatformExport {
    public enum Format: String, CaseIterable, Sendable {
        case swift, xcassets, css, android

        /// Whether the format is a folder of files (written under `--output DIR`) rather than
        /// one file.
        public var isFolder: Bool { self == .xcassets || self == .android }
    }

    /// The files of `format` for `registry`: paths relative to the output folder (for a
    /// one-file format, a single entry named as the file is usually called).
    public static func files(_ format: Format, registry: Registry) throws -> [(path: String, contents: String)] {
        let tokens = PlatformTokens(registry: registry)
        let source = registry.isBuiltIn ? "the built-in registry" : registry.path
        switch format {
        case .swift: return [("Tokens.swift", SwiftExport(tokens: tokens, source: source).render())]
        case .xcassets: return AssetCatalogExport(tokens: tokens).files()
        case .css: return [("tokens.css", CSSExport(tokens: tokens, source: source).render())]
        case .android: return try AndroidExport(tokens: tokens, source: source).files()
        }
    }
}
