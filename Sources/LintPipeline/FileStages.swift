import ContentHash
import Diagnostics
import Foundation
import LintBaseline
import LintCache
import SpecLint

/// The cache as one run uses it: the folder, and the key parts every file of the run shares.
struct RunCache: Sendable {
    let cache: LintCache
    let context: CacheKeyContext

    /// A digest of everything the configuration contributes to a file's result: the config
    /// file's bytes (its path and folder too: `overrides:` match absolute paths), the working
    /// directory (reports show paths relative to it), and the command-line options that change
    /// verdicts (`--context`, `--legacy-format`; `--profile` is a key part of its own).
    /// `--select`/`--ignore` are not in it: selection is applied after the cache.
    ///
    /// Why the file's bytes rather than the decoded `LintConfiguration`: the bytes determine it
    /// (given its folder), and hashing them needs no canonical form of every setting. A
    /// configuration given already decoded (`.loaded`: the benchmark, tests) is hashed by its
    /// description: a description that varies between processes (dictionary order) can only
    /// cause a miss, never another configuration's result.
    static func configurationDigest(loaded: LoadedConfig, options: LintSession.Options, configuration: LintConfiguration,
                                    registryPath: String?) -> SHA256Digest {
        var hasher = SHA256()
        hasher.field("configuration")
        if let display = loaded.display {
            hasher.field(SpecFiles.absolute(display, in: options.workingDirectory))
            if let bytes = loaded.bytes { hasher.field(bytes) } else { hasher.field("unreadable") }
        } else if case .loaded = options.config {
            hasher.field(String(reflecting: configuration))
        } else {
            hasher.field("defaults")
        }
        hasher.field(configuration.directory)
        hasher.field(options.workingDirectory)
        hasher.field(configuration.legacyFormat ? "legacy" : "current")
        hasher.field(registryPath ?? "built-in")
        hasher.field(options.contexts.map { "\($0.modifier)=\($0.context)" }.joined(separator: "\n"))
        return hasher.finalize()
    }

    /// Reads a spec file and keys its bytes, with the moment the read ended: the read half of the
    /// stamp protocol (`LintCache.record` needs that moment; the stamp was taken before the read),
    /// for linting a file (`cachedReport`) and for naming a run's inputs (`currentFileKeys`).
    func read(display: String, path: String) -> Result<(bytes: [UInt8], key: CacheKey, readAt: FileTime), SpecFileReader.ReadError> {
        SpecFileReader.read(path).map { bytes in
            let readAt = FileTime.now()
            return (bytes, context.key(path: display, bytes: bytes), readAt)
        }
    }
}

/// One spec file's stages (product.md v2 "Adoption"), each on its own so the run can stream
/// them per file: cache lookup → lint on a miss → cache store → selection (`fileReport`), then
/// the baseline (`applyBaseline`, in report order: it counts the entries each file uses).
extension LintSession {
    /// A file's report after the cache and the selection, and why the cache could not store it.
    public struct FileResult: Sendable {
        public var report: FileReport
        public var cacheFailure: String?
        /// The result came from the cache: the file was not linted.
        public var cached = false
        /// The cache key of the bytes the result is for; nil without a cache, or when the file
        /// could not be read (a run with such a file is never replayed: `RunDigest`).
        public var key: CacheKey?
    }

    /// Reads, looks up, lints on a miss, stores, selects. Safe to call from several threads.
    public func fileReport(display: String, path: String) -> FileResult {
        guard let cache else {
            let report: FileReport
            switch SpecFileReader.read(path) {
            case .success(let bytes): report = linter.lint(file: display, path: path, bytes: bytes)
            case .failure(let error): report = Linter.unreadable(display, error)
            }
            return selected(FileResult(report: report))
        }
        return selected(cachedReport(display: display, path: path, stamp: FileStamp.of(path), cache: cache))
    }

    private func selected(_ result: FileResult) -> FileResult {
        var result = result
        selection.apply(to: &result.report)
        return result
    }

    /// The cache's stage: a file whose stamp is the one recorded (and not racy) is neither read
    /// nor hashed; any other is read and hashed, then found by its key or linted and stored, and
    /// its stamp recorded for the next run. `stamp` is taken before the bytes are read, so a
    /// change during the read leaves a stamp older than the file (a miss next time), never a
    /// stamp that vouches for bytes it did not see.
    func cachedReport(display: String, path: String, stamp: FileStamp?, cache: RunCache) -> FileResult {
        let recordKey = cache.context.recordKey(path: display, file: path)
        if let stamp, let key = cache.cache.recordedKey(recordKey, stamp: stamp), let hit = cache.cache.lookup(key) {
            return FileResult(report: hit, cached: true, key: key)
        }
        let bytes: [UInt8], key: CacheKey, readAt: FileTime
        switch cache.read(display: display, path: path) {
        case .success(let read): (bytes, key, readAt) = read
        case .failure(let error): return FileResult(report: Linter.unreadable(display, error))
        }
        var result: FileResult
        if let hit = cache.cache.lookup(key) {
            result = FileResult(report: hit, cached: true, key: key)
        } else {
            // `consume`: the file's bytes (50 MB for a large Figma file) are freed before the
            // result is encoded for the cache, not kept to the end of the function.
            result = FileResult(report: linter.lint(file: display, path: path, bytes: consume bytes), key: key)
            do { try cache.cache.store(result.report, for: key) } catch { result.cacheFailure = "\(error)" }
        }
        if let stamp, result.cacheFailure == nil {
            do { try cache.cache.record(key, stamp: stamp, readAt: readAt, as: recordKey) } catch { result.cacheFailure = "\(error)" }
        }
        return result
    }
}

/// What the baseline did in a run, for the summary ("12 findings in the baseline; 3 fixed
/// since the baseline").
public struct BaselineCounts: Sendable, Hashable {
    /// Findings matched by an entry: reported as suppressed ("in the baseline") or dropped.
    public var baselined: Int
    /// Entries of the files linted that matched nothing: fixed since the baseline was written.
    public var fixed: Int

    public var sentence: String {
        "\(baselined) finding\(baselined == 1 ? "" : "s") in the baseline; \(fixed) fixed since the baseline."
    }
}

extension LintSession {
    /// `.tokenlint-cache`, relative to the working directory (as Ruff's `.ruff_cache`).
    public static let defaultCacheFolder = LintCache.defaultFolder
}
