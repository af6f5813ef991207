import ContentHash
import DesignTokens
import Foundation

/// Loads a registry through another provider and keeps the bytes of every file it read, for
/// the cache key's registry part: the resolver document and each source it names, exactly as
/// they were resolved. (A registry reads all its files while loading, so after
/// `Registry.load(path:provider:)` returns, `digest` covers everything the results depend on.)
///
/// For the built-in registry no digest is needed: it is part of the binary, and the tool's
/// version is already in the key.
public final class RecordingSourceProvider: TokenSourceProvider, @unchecked Sendable {
    // @unchecked: `files` is only touched while holding `lock`.
    private let base: any TokenSourceProvider
    private let lock = NSLock()
    private var files: [(path: String, bytes: [UInt8])] = []

    public init(_ base: any TokenSourceProvider) {
        self.base = base
    }

    public func read(_ path: String) throws -> [UInt8] {
        let bytes = try base.read(path)
        lock.lock()
        files.append((path, bytes))
        lock.unlock()
        return bytes
    }

    public func resolve(_ path: String, relativeTo base: String) -> String { self.base.resolve(path, relativeTo: base) }

    public func displayPath(_ path: String) -> String { base.displayPath(path) }

    // Forwarded, or a folder (Figma variable exports, a Tokens Studio folder) would not load through the recorder.
    public func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }

    public func files(in path: String, endingIn suffix: String) -> [String] { base.files(in: path, endingIn: suffix) }

    /// `CacheKeyContext.digest(of:)` over every file read so far.
    public var digest: SHA256Digest {
        lock.lock()
        defer { lock.unlock() }
        return CacheKeyContext.digest(of: files)
    }
}
