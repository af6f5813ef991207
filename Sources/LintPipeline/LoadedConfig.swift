import DesignTokens
import Diagnostics
import Foundation
import SpecLint

/// The configuration a command runs with, found the one way every command finds it:
/// `--config FILE`, else the nearest `.tokenlint.yml` upward from the working directory, else
/// the defaults. `lint` reads all of it; the commands that read a registry read its `tokens:`
/// (README, "Usage": the registry is `--tokens`, else the config's, else the built-in one).
public struct LoadedConfig: Sendable {
    public var configuration: LintConfiguration
    /// The config file as messages show it; nil when there is none.
    public var display: String?
    /// `config/invalid` findings, each at its position; the configuration keeps what was valid.
    public var findings: [Finding] = []
    /// Why the file could not be read or parsed; the configuration is then the defaults.
    public var failure: Finding?
    /// The file's bytes as read (the cache key hashes them); nil without a file or when unreadable.
    public var bytes: [UInt8]?

    /// Everything that makes the config invalid (exit code 2).
    public var problems: [Finding] { failure.map { [$0] } ?? findings }

    /// A configuration given as is, not read from a file (the benchmark's defaults, tests).
    public init(configuration: LintConfiguration) {
        self.configuration = configuration
    }

    public static func load(explicit path: String?, workingDirectory: String) -> LoadedConfig {
        var loaded = LoadedConfig(configuration: LintConfiguration(directory: workingDirectory))
        guard let given = path ?? ConfigLocator.find(from: workingDirectory) else { return loaded }
        // Absolute: the config's folder anchors its relative paths, and `overrides:` compares
        // it with absolute spec paths (a relative `--config` gave a relative folder that
        // matched nothing).
        let path = SpecFiles.absolute(given, in: workingDirectory)
        let display = DiskSourceProvider.relative(path, to: workingDirectory)
        loaded.display = display
        let parsed: Result<(LintConfiguration, [Finding]), Finding>
        switch ConfigFile.read(path: path, display: display) {
        case .success(let bytes):
            loaded.bytes = bytes
            parsed = ConfigFile.parse(bytes, path: path, display: display)
        case .failure(let finding):
            parsed = .failure(finding)
        }
        switch parsed {
        case .success(let (configuration, findings)):
            loaded.configuration = configuration
            loaded.findings = findings
        case .failure(let finding):
            loaded.failure = finding
        }
        return loaded
    }

    /// The registry file to read: `--tokens` (relative to the working directory), else the
    /// config's `tokens:` (relative to the config's folder); nil means the built-in registry.
    public func registryPath(tokens: String?, workingDirectory: String) -> String? {
        tokens.map { SpecFiles.absolute($0, in: workingDirectory) } ?? configuration.tokens.map(configuration.resolve)
    }

    /// The registry at `path` (nil: the built-in one), legacy forms accepted when the command's
    /// `--legacy-format` or the config's `tokens.legacyFormat` asks for them.
    /// `provider` reads the files (default: from disk, relative to `workingDirectory`).
    public func loadRegistry(path: String?, legacyFormat: Bool, workingDirectory: String,
                             provider: (any TokenSourceProvider)? = nil) -> Registry {
        let legacy = legacyFormat || configuration.legacyFormat
        guard let path else { return Registry.builtIn(legacyFormat: legacy) }
        // The config's registry that cannot be read is reported at its `tokens:` line, where the
        // fix is, not at line 1 of a file that does not exist.
        let namedAt = path == configuration.tokens.map(configuration.resolve) ? configuration.tokensLocation : nil
        return Registry.load(path: path, provider: provider ?? DiskSourceProvider(workingDirectory: workingDirectory), legacyFormat: legacy,
                             namedAt: namedAt)
    }
}
