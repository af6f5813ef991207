import Diagnostics
import Foundation
import Reporting

/// Per-file lint results kept between runs (as Ruff's cache), so a run over unchanged files
/// re-lints nothing. Each result is a file `VERSION/KEY` in the cache folder, `KEY` being the
/// `CacheKey` (file bytes, path, registry, configuration, profile, tool version) in hex.
///
/// Safe to share between threads and processes: an entry is written to a temporary file and
/// renamed into place, so a reader sees a whole old entry, a whole new one, or none; two runs
/// storing the same key both succeed (the last rename wins, and both wrote the same result).
/// Whatever a reader finds is validated (`CacheEntry`) and anything wrong is a miss: the run
/// lints the file and `store` replaces the entry. Nothing read from the cache can crash a run.
///
/// Beside the entries, a metadata index (`StampRecord`, `stamps-vN/`): per spec file, the
/// stat(2) stamp it had when read and the key its bytes gave, so a run over unchanged files
/// neither reads nor hashes them (git's index, Ruff's cache). The index only saves the read:
/// what it points to is still an entry keyed by the bytes, and a stamp that could hide a
/// change (`FileStamp.isRacy`) is never trusted.
///
/// The folder gets a `CACHEDIR.TAG` (so backup tools skip it, https://bford.info/cachedir/)
/// and a `.gitignore` of `*` (so it is never committed), as Ruff's `.ruff_cache` does.
public struct LintCache: Sendable {
    public static let defaultFolder = ".tokenlint-cache"

    /// The cache folder (e.g. `.tokenlint-cache`).
    public let folder: String

    /// Entries larger than this are not read (a result is tens of kilobytes; a spec file is at
    /// most 10 MB): a file planted in the folder cannot make a lookup read gigabytes.
    static let maximumEntryBytes = 256 * 1024 * 1024

    public init(folder: String = LintCache.defaultFolder) {
        self.folder = folder
    }

    /// The folder entries of this format version are kept in: a later format gets a folder of
    /// its own, and old folders can be deleted whole.
    var entriesFolder: String { (folder as NSString).appendingPathComponent("v\(CacheEntry.formatVersion)") }

    func entryPath(_ key: CacheKey) -> String { (entriesFolder as NSString).appendingPathComponent(key.digest.hex) }

    /// The result stored under `key`, or nil: none stored, or one that failed validation.
    public func lookup(_ key: CacheKey) -> FileReport? {
        guard let bytes = CacheFile.read(entryPath(key), maximumBytes: Self.maximumEntryBytes) else { return nil }
        return CacheEntry.decode(bytes, key: key)
    }

    /// The folder of the stamp records (`StampRecord`), beside the entries' folder and of the
    /// same format version (a record names an entry of that version).
    var recordsFolder: String { (folder as NSString).appendingPathComponent("stamps-v\(CacheEntry.formatVersion)") }

    func recordPath(_ recordKey: CacheKey) -> String { (recordsFolder as NSString).appendingPathComponent(recordKey.digest.hex) }

    /// The cache key recorded for the file named by `recordKey` (`CacheKeyContext.recordKey`)
    /// when `stamp`, taken now, is the one recorded and the record is not racy: the key its
    /// bytes gave, without reading them. Nil otherwise (no record, another stamp, a damaged
    /// record): the caller reads and hashes the file.
    public func recordedKey(_ recordKey: CacheKey, stamp: FileStamp) -> CacheKey? {
        guard let bytes = CacheFile.read(recordPath(recordKey), maximumBytes: StampRecord.size),
              let record = StampRecord.decode(bytes, as: recordKey),
              record.stamp == stamp, !stamp.isRacy(readAt: record.readAt) else { return nil }
        return record.key
    }

    /// Records that the file named by `recordKey`, stamped `stamp` just before its bytes were
    /// read (the read ending at `readAt`), gave `key`. A racy stamp (`FileStamp.isRacy`) is not
    /// recorded: it could not vouch for the bytes, and the next run records a settled one.
    /// - Returns: whether a record was written.
    @discardableResult
    public func record(_ key: CacheKey, stamp: FileStamp, readAt: FileTime, as recordKey: CacheKey) throws -> Bool {
        guard !stamp.isRacy(readAt: readAt) else { return false }
        let bytes = StampRecord(stamp: stamp, readAt: readAt, key: key).encode(as: recordKey)
        let path = recordPath(recordKey)
        do {
            try AtomicFile.replace(path, with: bytes)
        } catch {
            try prepareFolder(recordsFolder)
            try AtomicFile.replace(path, with: bytes)
        }
        return true
    }

    /// Stores `report` (its duration is not kept) under `key`, replacing any entry there,
    /// creating the folder with its `CACHEDIR.TAG` and `.gitignore` when missing.
    public func store(_ report: FileReport, for key: CacheKey) throws {
        let bytes = CacheEntry.encode(report, key: key)
        let path = entryPath(key)
        do {
            try AtomicFile.replace(path, with: bytes)
        } catch {
            // Most likely the first store of a fresh cache: make the folder and try once more.
            try prepareFolder()
            try AtomicFile.replace(path, with: bytes)
        }
    }

    /// Creates the folder, its tag files, and `subfolder` (the records folder, or by default
    /// the entries folder).
    func prepareFolder(_ subfolder: String? = nil) throws {
        try FileManager.default.createDirectory(atPath: subfolder ?? entriesFolder, withIntermediateDirectories: true)
        let tag = (folder as NSString).appendingPathComponent("CACHEDIR.TAG")
        if !FileManager.default.fileExists(atPath: tag) {
            try AtomicFile.replace(tag, with: Array(Self.cacheDirectoryTag.utf8))
        }
        let ignore = (folder as NSString).appendingPathComponent(".gitignore")
        if !FileManager.default.fileExists(atPath: ignore) {
            try AtomicFile.replace(ignore, with: Array("# Automatically created by tokenlint.\n*\n".utf8))
        }
    }

    /// The Cache Directory Tagging Specification's signature line, then comments.
    static let cacheDirectoryTag = """
        Signature: 8a477f597d28d172789f06886806bc55
        # This file is a cache directory tag created by tokenlint.
        # For information about cache directory tags, see:
        #\thttps://bford.info/cachedir/

        """
}
