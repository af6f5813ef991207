import ContentHash
import Diagnostics
import LintCache
import SpecLint

/// Naming a whole run's inputs, so that a run whose inputs are all what they were last time can
/// write the last run's outputs again instead of linting (`RunRecords`).
extension LintSession {
    /// The run's cache; nil with `--no-cache`.
    public var lintCache: LintCache? { cache?.cache }

    /// A digest of everything a run's outputs depend on: `invocation` (the command's options as
    /// the caller describes them: formats, report paths, selection…), the cache's key parts (the
    /// registry's bytes, the configuration, the profile, the tool's build), the working
    /// directory, the baseline's bytes, the setup's problems and messages, and every spec file's
    /// path and cache key (its bytes), in order. Nil without a cache, or when a file has no key
    /// (it could not be read: such a run is not recorded or replayed).
    ///
    /// - Parameter fileKeys: the spec files' keys, in the order of `files`: as the run used them
    ///   (`StreamOutcome.fileKeys`, to record it) or as they are now (`currentFileKeys`, to look
    ///   a record up). Keys taken from the bytes actually linted, not read again at the end, so a
    ///   file edited during the run cannot be recorded under its new bytes.
    public func runDigest(invocation: String, fileKeys: [CacheKey?]) -> SHA256Digest? {
        guard let cache else { return nil }
        let linted = registryUnusable ? [] : files
        guard fileKeys.count == linted.count else { return nil }
        var hasher = SHA256()
        hasher.field("tokenlint-run")
        hasher.field(invocation)
        hasher.field(cache.context.digest.bytes)
        hasher.field(options.workingDirectory)
        switch (options.baseline, baseline) {
        case (.none, _): hasher.field("no baseline")
        case (_, nil): hasher.field("baseline: none or unreadable")
        case (_, let baseline?): hasher.field("baseline \(baseline.sourceChecksum.map(String.init) ?? "unread")")
        }
        hasher.field(registryUnusable ? "registry unusable" : "registry")
        for report in setupReports { Self.hashProblems(report, into: &hasher) }
        for message in messages { hasher.field(message) }
        hasher.field("files \(linted.count)")
        for (file, key) in zip(linted, fileKeys) {
            guard let key else { return nil }
            hasher.field(file.display)
            hasher.field(file.path)
            hasher.field(key.digest.bytes)
        }
        return hasher.finalize()
    }

    /// Each spec file's cache key as its bytes are now: from the stamp records where a file's
    /// stamp is unchanged (no read), else by reading and hashing it (and recording its stamp for
    /// next time, as `fileReport` does). Nil without a cache; a nil key for a file that cannot be read.
    public func currentFileKeys() -> [CacheKey?]? {
        guard let cache else { return nil }
        let linted = registryUnusable ? [] : files
        return linted.map { file in
            let recordKey = cache.context.recordKey(path: file.display, file: file.path)
            let stamp = FileStamp.of(file.path)
            if let stamp, let key = cache.cache.recordedKey(recordKey, stamp: stamp) { return key }
            guard case .success(let read) = cache.read(display: file.display, path: file.path) else { return nil }
            if let stamp { _ = try? cache.cache.record(read.key, stamp: stamp, readAt: read.readAt, as: recordKey) }
            return read.key
        }
    }

    /// The setup's problems are few and small: hashed by what they say and where.
    private static func hashProblems(_ report: FileReport, into hasher: inout SHA256) {
        hasher.field(report.path)
        if let error = report.inputError { hasher.field("\(error.rule) \(error.location.map(String.init(describing:)) ?? "") \(error.message)") }
        for check in report.checks {
            hasher.field("\(check.rule) \(check.subject) \(check.location) \(check.finding?.message ?? "passed")")
        }
    }
}
