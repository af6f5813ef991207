import ContentHash
import Diagnostics
import Foundation
import LintBaseline
import LintCache
import SpecLint

/// The cache as one run uses it: the folder, the key parts every file of the run shares, and
/// the entries the configuration's cache file held when the run started.
struct RunCache: Sendable {
    let cache: LintCache
    let context: CacheKeyContext
    let entries: LintCache.Entries

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
                                    registryPath: String?, catalogs: [(path: String, bytes: [UInt8])] = []) -> SHA256Digest {
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
        // A Swift file's colors come from the asset catalogs too.
        for catalog in catalogs {
            hasher.field(catalog.path)
            hasher.field(catalog.bytes)
        }
        return hasher.finalize()
    }
}

/// One spec file's stages, each on its own so the run can stream them per file: read → cache
/// lookup → lint on a miss → selection (`fileReport`), then in report order the baseline
/// (`applying`: it counts the entries each file uses) and the next cache file (`stream`).
extension LintSession {
    /// A file's report after the cache and the selection, and its cache entry.
    public struct FileResult: Sendable {
        public var report: FileReport
        /// The result came from the cache: the file was not linted.
        public var cached = false
        /// The key of the bytes linted and the result encoded for the cache (before the
        /// selection); nil without a cache, or when the file could not be read.
        var entry: (key: CacheKey, payload: ArraySlice<UInt8>)?
    }

    /// Reads, looks up, lints on a miss, selects. Safe to call from several threads.
    public func fileReport(display: String, path: String) -> FileResult {
        var result: FileResult
        switch formats.read(path) {
        case .failure(let error):
            result = FileResult(report: Linter.unreadable(display, error))
        case .success(let bytes):
            if let cache {
                let key = cache.context.key(path: display, bytes: bytes)
                if let hit = cache.entries.lookup(key) {
                    result = FileResult(report: hit.report, cached: true, entry: (key, hit.entry))
                } else {
                    // `consume`: the file's bytes (50 MB for a large Figma file) are freed
                    // before the result is encoded.
                    let format = formats.format(for: display, bytes: bytes)
                    let report = linter.lint(file: display, path: path, bytes: consume bytes, format: format)
                    result = FileResult(report: report, entry: (key, LintCache.entry(report)))
                }
            } else {
                result = FileResult(report: linter.lint(file: display, path: path, bytes: bytes, format: formats.format(for: display, bytes: bytes)))
            }
        }
        selection.apply(to: &result.report)
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
