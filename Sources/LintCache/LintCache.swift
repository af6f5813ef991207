import ContentHash
import Diagnostics
import FileOutput
import Foundation

/// Per-file lint results kept between runs (as Ruff's cache), so a run over unchanged files
/// lints only what changed. Every run still renders its reports itself: the cache holds
/// results, never outputs, paths to write or exit statuses.
///
/// One file per configuration (`CacheKeyContext`) in the cache folder, named by the context's
/// digest, holding the results of the files the last run with that configuration linted:
///
/// ```
/// magic      8 bytes  "TLCACHE\0"
/// version    4 bytes  little-endian, `formatVersion`
/// context   32 bytes  the `CacheKeyContext` digest (also the file's name)
/// entries             each: key (32 bytes), payload length (8 bytes), `FileReportCodec` payload
/// checksum   8 bytes  little-endian `CacheChecksum` (word-wise FNV-1a 64) of everything before it
/// ```
///
/// A file that is truncated, padded, edited, renamed or of another version fails the checksum
/// or a field check and is read as empty: every file is then a miss, never another file's
/// result. Why a checksum and not SHA-256 there: it catches damage and edits as surely, and whoever
/// can write the folder could write a matching SHA-256 as well (what keeps a checkout from
/// planting results is the folder's place, outside it, and no default cache under CI); over the
/// tens of megabytes a run reads and writes, SHA-256 cost a fifth of a run whose files are all
/// cached. The keys stay SHA-256: one file's input must never find another's result.
///
/// A run checks its configuration's file once (`load`) and reads an entry from it when it looks
/// the entry up; it streams the entries it used into the next file (`Writer`), renamed into
/// place at its end, then removes all but the most recent `keptConfigurations` files
/// (`prune`). Memory holds neither file: a run with the cache needs about what one without it
/// does.
public struct LintCache: Sendable {
    /// The cache folder (absolute).
    public let folder: String

    static let magic: [UInt8] = Array("TLCACHE".utf8) + [0]
    /// Bumped whenever the layout or the payload's encoding changes.
    static let formatVersion: UInt32 = 5
    static let headerSize = 8 + 4 + 32
    static let fileExtension = ".tlcache"
    /// Configurations kept: a project linted with a few configurations (a CI matrix, a hook
    /// with `--select`) keeps each warm; older ones are removed.
    static let keptConfigurations = 4
    /// A cache file larger than this is not read (a spec file is at most 10 MB and its result
    /// a few times less): a file planted in the folder cannot make a run read gigabytes.
    static let maximumFileBytes = 1 << 30

    public init(folder: String) {
        self.folder = folder
    }

    func path(of context: CacheKeyContext) -> String {
        (folder as NSString).appendingPathComponent(context.digest.hex + Self.fileExtension)
    }

    /// The entries stored for `context`; empty when there is no file or it fails any check.
    public func load(_ context: CacheKeyContext) -> Entries {
        guard let (fd, size) = CacheFile.openRegularFile(path(of: context)) else { return Entries() }
        let file = CacheFile.Handle(fd)
        guard size <= Self.maximumFileBytes else { return Entries() }
        return Entries(checking: file, size: size, context: context) ?? Entries()
    }

    /// The results of one cache file, by key: the file is checked whole when it is loaded, and
    /// an entry is read from it when it is looked up (memory holds where each one is, not the
    /// file). Immutable: safe to read from every lint worker.
    public struct Entries: Sendable {
        let file: CacheFile.Handle?
        let payloads: [CacheKey: Range<Int>]

        /// No entries: every lookup is a miss.
        public init() {
            file = nil
            payloads = [:]
        }

        init?(checking file: CacheFile.Handle, size: Int, context: CacheKeyContext) {
            let end = size - 8
            var reader = CacheFile.Reader(file)
            guard end >= LintCache.headerSize, let header = reader.take(LintCache.headerSize),
                  header[0..<8].elementsEqual(LintCache.magic),
                  LittleEndian.read(header, at: 8, bytes: 4) == UInt64(LintCache.formatVersion),
                  SHA256Digest(bytes: header[12..<44]) == context.digest
            else { return nil }
            var payloads: [CacheKey: Range<Int>] = [:]
            while reader.offset < end {
                guard end - reader.offset >= 40, let head = reader.take(40), let digest = SHA256Digest(bytes: head[0..<32]) else { return nil }
                let length = LittleEndian.read(head, at: 32, bytes: 8)
                guard length <= UInt64(end - reader.offset) else { return nil }
                let offset = reader.offset
                guard reader.skip(Int(length)) else { return nil }
                payloads[CacheKey(digest: digest)] = offset..<offset + Int(length)
            }
            let checksum = reader.checksum
            guard let stored = reader.take(8, hashing: false), LittleEndian.read(stored, at: 0, bytes: 8) == checksum.value else { return nil }
            self.file = file
            self.payloads = payloads
        }

        /// The stored result for `key` and its encoded bytes (for `Writer.add`); nil when none
        /// is stored, or its payload cannot be read or does not decode.
        public func lookup(_ key: CacheKey) -> (report: FileReport, entry: ArraySlice<UInt8>)? {
            guard let range = payloads[key], let bytes = file?.read(at: range.lowerBound, count: range.count),
                  let report = try? FileReportCodec.decode(bytes) else { return nil }
            return (report, bytes[...])
        }

        public var count: Int { payloads.count }
    }

    /// A result encoded for the cache (`Writer.add`); the encoding runs on the lint worker.
    public static func entry(_ report: FileReport) -> ArraySlice<UInt8> { FileReportCodec.encode(report)[...] }

    /// The next cache file of one configuration, filled in report order: each entry goes
    /// through a small buffer into a file of our own naming in the cache folder, which `finish`
    /// renames over the configuration's file (so a reader sees the old file or the new one,
    /// whole). The run never holds the file, only the keys it has written. A writer dropped
    /// without `finish` removes its file.
    public final class Writer {
        let cache: LintCache
        let context: CacheKeyContext
        private var staged: (fd: Int32, path: String)?
        /// Why the file cannot be written, from the first failure on (`finish` throws it).
        private var failure: CacheError?
        private var buffer: [UInt8] = []
        private var checksum = CacheChecksum()
        private var added: Set<CacheKey> = []
        static let bufferBytes = 256 * 1024

        public init(cache: LintCache, context: CacheKeyContext) {
            self.cache = cache
            self.context = context
        }

        public func add(_ key: CacheKey, _ payload: ArraySlice<UInt8>) {
            guard failure == nil, added.insert(key).inserted else { return }
            if staged == nil { stage() }
            key.digest.withUnsafeBytes { buffer.append(contentsOf: $0.assumingMemoryBound(to: UInt8.self)) }
            LittleEndian.append(UInt64(payload.count), bytes: 8, to: &buffer)
            buffer += payload
            if buffer.count >= Self.bufferBytes { flush() }
        }

        /// Makes the folder and the staged file, and puts the header in the buffer.
        private func stage() {
            do { try cache.prepareFolder() } catch { return failure = error }
            let target = cache.path(of: context)
            let path = ((target as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
                ".\((target as NSString).lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
            // Registered, so that a run stopped by a signal removes it as it removes a report's.
            switch TemporaryFiles.create(path, mode: 0o644) {
            case .success(let fd): staged = (fd, path)
            case .failure(let failure): return self.failure = CacheError(message: "cannot create a file in it: \(Descriptor.reason(failure.code))")
            }
            buffer.reserveCapacity(Self.bufferBytes + 64 * 1024)
            buffer += LintCache.magic
            LittleEndian.append(UInt64(LintCache.formatVersion), bytes: 4, to: &buffer)
            buffer += context.digest.bytes
        }

        /// Writes the buffer, hashed unless it is the checksum itself.
        private func flush(hashing: Bool = true) {
            defer { buffer.removeAll(keepingCapacity: true) }
            guard failure == nil, let fd = staged?.fd else { return }
            if hashing { checksum.add(buffer[...]) }
            if let code = buffer.withUnsafeBytes({ Descriptor.writeAll(fd, $0) }) {
                failure = CacheError(message: "cannot write: \(Descriptor.reason(code))")
            }
        }

        /// Completes the file and renames it over the configuration's previous one, then
        /// prunes the folder. Throws `CacheError` with a message for people.
        public func finish() throws(CacheError) {
            if staged == nil, failure == nil { stage() }
            flush()
            LittleEndian.append(checksum.value, bytes: 8, to: &buffer)
            flush(hashing: false)
            guard let staged else { throw failure ?? CacheError(message: "cannot create a file in it") }
            self.staged = nil
            if close(staged.fd) != 0, failure == nil { failure = CacheError(message: "cannot write: \(Descriptor.reason(errno))") }
            if failure == nil, let code = TemporaryFiles.commit(staged.path, to: cache.path(of: context)) {
                failure = CacheError(message: "cannot replace the cache file: \(Descriptor.reason(code))")
            }
            if let failure {
                TemporaryFiles.discard(staged.path)
                throw failure
            }
            cache.prune(keeping: cache.path(of: context))
        }

        deinit {
            guard let staged else { return }
            close(staged.fd)
            TemporaryFiles.discard(staged.path)
        }
    }

    /// Keeps `current` and the `keptConfigurations - 1` most recently written other cache files,
    /// and removes temporary files of ours left by a run killed while writing (an hour old: not
    /// a running one's).
    func prune(keeping current: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        var files: [(path: String, modified: Double)] = []
        let now = Date().timeIntervalSince1970
        for name in names {
            let path = (folder as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            #if canImport(Darwin)
            let modified = Double(info.st_mtimespec.tv_sec) + Double(info.st_mtimespec.tv_nsec) / 1e9
            #else
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            #endif
            if name.hasSuffix(Self.fileExtension) {
                guard path != current else { continue }
                files.append((path, modified))
            } else if name.hasPrefix("."), name.hasSuffix(".tmp"), name.contains(Self.fileExtension + "."), now - modified > 3600 {
                unlink(path)
            }
        }
        for old in files.sorted(by: { $0.modified > $1.modified }).dropFirst(Self.keptConfigurations - 1) { unlink(old.path) }
    }

    /// Creates the folder with a `CACHEDIR.TAG` (so backup tools skip it,
    /// https://bford.info/cachedir/) and a `.gitignore` of `*` (so a folder given inside a
    /// repository is never committed), as Ruff's `.ruff_cache` does.
    func prepareFolder() throws(CacheError) {
        if let failure = Self.makeFolder(folder) {
            throw CacheError(message: "cannot create the folder: \(Descriptor.reason(failure))")
        }
        for (name, text) in [("CACHEDIR.TAG", Self.cacheDirectoryTag), (".gitignore", "# Automatically created by tokenlint.\n*\n")] {
            let path = (folder as NSString).appendingPathComponent(name)
            if access(path, F_OK) != 0 {
                do { try AtomicFile.replace(path, with: Array(text.utf8)) } catch { throw CacheError(message: "\(error)") }
            }
        }
    }

    /// `mkdir -p`: nil, or the `errno` that stopped it (for a message without Foundation's error dump).
    static func makeFolder(_ path: String) -> Int32? {
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return nil }
        guard errno == ENOENT else { return errno }
        let parent = (path as NSString).deletingLastPathComponent
        guard !parent.isEmpty, parent != path else { return ENOENT }
        if let failure = makeFolder(parent) { return failure }
        return mkdir(path, 0o755) == 0 || errno == EEXIST ? nil : errno
    }

    /// The Cache Directory Tagging Specification's signature line, then comments.
    static let cacheDirectoryTag = """
        Signature: 8a477f597d28d172789f06886806bc55
        # This file is a cache directory tag created by tokenlint.
        # For information about cache directory tags, see:
        #\thttps://bford.info/cachedir/

        """
}

/// Why the cache could not be written, in words for a warning line.
public struct CacheError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
