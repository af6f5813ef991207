import ContentHash

/// Names one file's cached result: a SHA-256 of everything the result depends on (Ruff keys
/// its cache the same way). Any part that changes gives another key, so a stale result is
/// never found, rather than found and checked.
public struct CacheKey: Hashable, Sendable, CustomStringConvertible {
    public let digest: SHA256Digest

    public init(digest: SHA256Digest) {
        self.digest = digest
    }

    public var description: String { digest.hex }
}

/// The parts of the key every file of a run shares: the resolved registry, the configuration,
/// the profile and the tool's build, hashed once per run. Its digest also names the run's
/// cache file (`LintCache`).
public struct CacheKeyContext: Sendable, Hashable {
    public let digest: SHA256Digest

    /// - Parameters:
    ///   - registry: the `digest` of the `RecordingSourceProvider` the registry was loaded
    ///     through (its resolver document and every source it names); for the built-in
    ///     registry, `digest(of: [])` (it is part of the binary, named by `toolBuild`).
    ///   - configuration: a digest of the effective configuration: the config file's bytes and
    ///     every command-line option that changes what the rules find (`--context`, `--legacy-format`…).
    ///   - profile: the command line's `--profile`, or empty (a config's profile is in `configuration`).
    ///   - toolBuild: the tool's version and build (`ToolBuild`): another build may lint differently.
    public init(registry: SHA256Digest, configuration: SHA256Digest, profile: String, toolBuild: String) {
        var hasher = SHA256()
        hasher.field("tokenlint-cache-key")
        hasher.field(registry)
        hasher.field(configuration)
        hasher.field(profile)
        hasher.field(toolBuild)
        digest = hasher.finalize()
    }

    /// The key of one file. `path` is part of it as well as the bytes: the result holds the path
    /// in every location, and the configuration's per-path `overrides:` may judge two copies of
    /// one file by different profiles.
    /// - Parameters:
    ///   - path: the path as reports show it (`FileReport.path`).
    ///   - bytes: the file's content, as linted.
    public func key(path: String, bytes: [UInt8]) -> CacheKey {
        var hasher = SHA256()
        hasher.field(digest)
        hasher.field(path)
        hasher.field(bytes)
        return CacheKey(digest: hasher.finalize())
    }

    /// One digest of several named files (a registry's resolver document and sources), in an
    /// order that does not depend on the order they were read in.
    public static func digest(of files: [(path: String, bytes: [UInt8])]) -> SHA256Digest {
        var hasher = SHA256()
        hasher.field("files")
        for file in files.sorted(by: { $0.path < $1.path }) {
            hasher.field(file.path)
            hasher.field(file.bytes)
        }
        return hasher.finalize()
    }
}

extension SHA256 {
    /// Hashes `bytes` preceded by their length, so that fields cannot run into each other
    /// ("ab" + "c" and "a" + "bc" hash differently).
    public mutating func field(_ bytes: UnsafeRawBufferPointer) {
        var length = UInt64(bytes.count).littleEndian
        withUnsafeBytes(of: &length) { update($0) }
        update(bytes)
    }

    public mutating func field(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { field($0) }
    }

    public mutating func field(_ text: String) {
        var text = text
        text.withUTF8 { field(UnsafeRawBufferPointer($0)) }
    }

    /// The digest's 32 bytes as a field (as `field(digest.bytes)`, without making the array).
    mutating func field(_ digest: SHA256Digest) {
        digest.withUnsafeBytes { field($0) }
    }
}
