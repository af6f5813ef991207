import ContentHash
import Foundation
import Reporting
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cache's records of whole runs (`RunRecord`): `runs-vN/SLOT/record` and its blobs, one
/// folder per command (`slot`), at most `maximumSlots` folders.
///
/// Why whole runs, besides the per-file results: a run over unchanged files still decodes every
/// file's result and renders every report in full (product.md: "still writes every report in
/// full"), which on a finding-heavy design system is most of a cold run's time. When nothing at
/// all changed (the same command, configuration, registry, baseline and spec bytes), its outputs
/// are the last run's outputs, so they are written again from here, as Bazel replays a cached
/// test's outputs. Anything else runs as usual (`LintSession.runDigest` names the inputs).
///
/// Like the entries, nothing here is trusted blindly: a record is validated whole, every blob's
/// size and checksum are checked before any of it reaches stdout or a report, and anything wrong
/// is a miss (the run lints as usual and records again). A record is renamed into place after
/// its blobs are written, so a reader sees a whole old record or a whole new one.
public struct RunRecords: Sendable {
    public let folder: String

    /// Folders (commands) kept; the least recently recorded are removed beyond it. Each holds one
    /// run's outputs, so the cache grows by at most this many runs' reports.
    static let maximumSlots = 8

    public init(cache: LintCache) {
        folder = (cache.folder as NSString).appendingPathComponent("runs-v\(RunRecord.formatVersion)")
    }

    func slotFolder(_ slot: SHA256Digest) -> String { (folder as NSString).appendingPathComponent(slot.hex) }

    public func blobPath(_ blob: RunRecord.Blob, slot: SHA256Digest) -> String {
        (slotFolder(slot) as NSString).appendingPathComponent(blob.name)
    }

    /// The record of the command `slot` when it was recorded for inputs named `digest`; nil when
    /// there is none, it is damaged, or it was recorded for other inputs.
    public func lookup(slot: SHA256Digest, digest: SHA256Digest) -> RunRecord? {
        lookup(slot: slot).flatMap { $0.digest == digest ? $0 : nil }
    }

    /// The command's last record, whatever inputs it was made for; nil when there is none or it
    /// is damaged. Looked up before the inputs are named: a run with no record (a cold cache, a
    /// new command) then costs nothing more than without replays.
    public func lookup(slot: SHA256Digest) -> RunRecord? {
        let path = (slotFolder(slot) as NSString).appendingPathComponent("record")
        guard let bytes = CacheFile.read(path, maximumBytes: RunRecord.maximumSize),
              let record = RunRecord.decode(bytes), record.slot == slot,
              Self.isBlobName(record.standardOutput.name), record.reports.allSatisfy({ Self.isBlobName($0.blob.name) }) else { return nil }
        return record
    }

    /// Starts recording a run of the command `slot`: its stdout goes to a new blob as it is written.
    public func startRecording(slot: SHA256Digest) throws -> RunRecording {
        let folder = slotFolder(slot)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return try RunRecording(records: self, slot: slot)
    }

    /// Blob names are ours: a record naming "../x" or a path is damaged, not followed.
    static func isBlobName(_ name: String) -> Bool {
        name.hasSuffix(".blob") && !name.contains("/") && !name.hasPrefix(".")
    }

    /// A fresh blob name.
    static func newBlobName() -> String { UUID().uuidString + ".blob" }

    /// stdout being recorded goes to `NAME.part`, renamed to `NAME.blob` when the run is committed:
    /// a concurrent commit removes only `.blob` files no record names, never a run's output in
    /// progress. A `.part` older than this was left by a run that was killed.
    static let abandonedPartAge: TimeInterval = 3600

    /// Runs `body` holding the slot's lock (`flock` on `SLOT/lock`): blobs are named into the
    /// slot, the record replaced and unnamed blobs removed by one process at a time, so one run's
    /// commit cannot remove the blobs another is about to commit.
    func withSlotLock<T>(_ slot: SHA256Digest, _ body: () throws -> T) throws -> T {
        let path = (slotFolder(slot) as NSString).appendingPathComponent("lock")
        let fd = path.withCString { open($0, O_RDWR | O_CREAT | O_CLOEXEC, 0o644) }
        guard fd >= 0 else { throw BlobError(path: path, code: errno) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw BlobError(path: path, code: errno) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// Puts `record` in place, then removes the slot's blobs it does not name (an older record's)
    /// and abandoned `.part` files, and the oldest slots beyond `maximumSlots`. The caller holds
    /// the slot's lock (`withSlotLock`).
    func commit(_ record: RunRecord) throws {
        let folder = slotFolder(record.slot)
        try AtomicFile.replace((folder as NSString).appendingPathComponent("record"), with: record.encode())
        let kept = Set([record.standardOutput.name] + record.reports.map(\.blob.name))
        let now = Date()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let path = (folder as NSString).appendingPathComponent(name)
            if Self.isBlobName(name) && !kept.contains(name) {
                unlink(path)
            } else if name.hasSuffix(".part"), let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                      let modified = attributes[.modificationDate] as? Date, now.timeIntervalSince(modified) > Self.abandonedPartAge {
                unlink(path)
            }
        }
        pruneSlots()
    }

    /// Removes the least recently recorded slots beyond `maximumSlots`. Best effort: a slot
    /// that cannot be removed stays, and a concurrent run's slot removed under it is a miss.
    private func pruneSlots() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), names.count > Self.maximumSlots else { return }
        let dated = names.map { name -> (name: String, date: Date) in
            let record = ((folder as NSString).appendingPathComponent(name) as NSString).appendingPathComponent("record")
            let attributes = try? FileManager.default.attributesOfItem(atPath: record)
            return (name, attributes?[.modificationDate] as? Date ?? .distantPast)
        }.sorted { $0.date > $1.date }
        for old in dated.dropFirst(Self.maximumSlots) {
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(old.name))
        }
    }
}

/// One run being recorded: stdout and stderr as the run writes them (from any thread), then its
/// report files and exit status (`finish`). Nothing is a record until `finish` succeeds; a
/// recording dropped unfinished removes its stdout (`deinit`).
public final class RunRecording: @unchecked Sendable {
    // @unchecked: the mutable state is only touched while holding `lock`.
    private let lock = NSLock()
    private let records: RunRecords
    private let slot: SHA256Digest
    /// stdout's blob, written as `NAME.part` until `finish` (`RunRecords.abandonedPartAge`).
    private let outputName = RunRecords.newBlobName()
    private var outputPart: String { String(outputName.dropLast(".blob".count)) + ".part" }
    private var finished = false
    private var outputFD: Int32
    private var outputChecksum = WordChecksum()
    private var errorPieces: [RunRecord.ErrorPiece] = []
    private var failed = false

    init(records: RunRecords, slot: SHA256Digest) throws {
        self.records = records
        self.slot = slot
        let path = (records.slotFolder(slot) as NSString).appendingPathComponent(String(outputName.dropLast(".blob".count)) + ".part")
        outputFD = path.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard outputFD >= 0 else { throw BlobError(path: path, code: errno) }
    }

    deinit {
        if outputFD >= 0 { _ = close(outputFD) }
        if !finished { unlink((records.slotFolder(slot) as NSString).appendingPathComponent(outputPart)) }
    }

    /// Bytes the run wrote to stdout.
    public func standardOutput(_ bytes: UnsafeRawBufferPointer) {
        lock.lock(); defer { lock.unlock() }
        guard !failed, outputFD >= 0 else { return }
        if Descriptor.writeAll(outputFD, bytes) != nil { failed = true }
        outputChecksum.update(bytes)
    }

    /// Text the run wrote to stderr (kept in memory: a few lines).
    public func standardError(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        let offset = outputChecksum.byteCount
        if let last = errorPieces.last, last.offset == offset {
            errorPieces[errorPieces.count - 1].bytes += Array(text.utf8)
        } else {
            errorPieces.append(RunRecord.ErrorPiece(offset: offset, bytes: Array(text.utf8)))
        }
    }

    /// Completes the record: copies each report file (as the run left it) into a blob, then puts
    /// the record in place. Throws, recording nothing, when stdout could not be kept or a report
    /// is not a regular file that can be read (e.g. `--report junit=/dev/stdout`).
    public func finish(digest: SHA256Digest, exitStatus: Int32, reports: [String], stepSummary: [UInt8]?) throws {
        lock.lock(); defer { lock.unlock() }
        guard !failed, outputFD >= 0 else { throw BlobError(path: outputName, code: EIO) }
        let closed = close(outputFD)
        outputFD = -1
        guard closed == 0 else { throw BlobError(path: outputName, code: errno) }
        let output = RunRecord.Blob(name: outputName, size: outputChecksum.byteCount, checksum: outputChecksum.value)
        let folder = records.slotFolder(slot) as NSString
        try records.withSlotLock(slot) {
            var stored: [RunRecord.Report] = []
            var named: [String] = []
            do {
                guard rename(folder.appendingPathComponent(outputPart), folder.appendingPathComponent(outputName)) == 0 else {
                    throw BlobError(path: outputPart, code: errno)
                }
                named.append(outputName)
                for path in reports {
                    let name = RunRecords.newBlobName()
                    named.append(name)
                    let copied = try BlobFile.copy(from: path, to: folder.appendingPathComponent(name))
                    stored.append(RunRecord.Report(path: path, blob: RunRecord.Blob(name: name, size: copied.size, checksum: copied.checksum)))
                }
                try records.commit(RunRecord(slot: slot, digest: digest, exitStatus: exitStatus, standardOutput: output,
                                             standardError: errorPieces, reports: stored, stepSummary: stepSummary))
                finished = true
            } catch {
                for name in named { unlink(folder.appendingPathComponent(name)) }
                throw error
            }
        }
    }
}

/// A blob that cannot be written or read.
public struct BlobError: Error, CustomStringConvertible {
    public var path: String
    public var code: Int32
    public var description: String { "\(path): \(Descriptor.reason(code))" }
}

/// A blob (or any regular file) opened once and read in pieces, with its checksum: a report of
/// tens of megabytes is never held whole, and what was checked is what is then written (the
/// descriptor stays on the file checked, even if a concurrent run replaces or removes the name).
public final class BlobReader {
    private let fd: Int32
    public let path: String
    static let pieceSize = 1 << 20

    /// Opens `path` if it is a regular file (`CacheFile.openRegularFile`).
    public init(_ path: String) throws {
        self.path = path
        fd = try CacheFile.openRegularFile(path).get().fd
    }

    deinit { close(fd) }

    /// Hands the file's bytes to `piece` in order, from the start, and gives their size and checksum.
    @discardableResult
    public func read(_ piece: (UnsafeRawBufferPointer) throws -> Void) throws -> (size: UInt64, checksum: UInt64) {
        var checksum = WordChecksum()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.pieceSize, alignment: 16)
        defer { buffer.deallocate() }
        var offset: off_t = 0
        while true {
            let count = pread(fd, buffer.baseAddress, Self.pieceSize, offset)
            if count < 0 {
                if errno == EINTR { continue }
                throw BlobError(path: path, code: errno)
            }
            if count == 0 { break }
            offset += off_t(count)
            let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
            checksum.update(bytes)
            try piece(bytes)
        }
        return (checksum.byteCount, checksum.value)
    }

    /// `read`, throwing at the end when the bytes were not the ones `blob` describes (the caller
    /// then discards what it wrote).
    public func read(expecting blob: RunRecord.Blob, _ piece: (UnsafeRawBufferPointer) throws -> Void) throws {
        let read = try read(piece)
        guard read.size == blob.size && read.checksum == blob.checksum else { throw BlobError(path: path, code: EIO) }
    }

    /// Whether the file holds exactly the bytes `blob` describes.
    public func holds(_ blob: RunRecord.Blob) -> Bool {
        guard let read = try? read({ _ in }) else { return false }
        return read.size == blob.size && read.checksum == blob.checksum
    }
}

enum BlobFile {
    /// Copies `source` to a new file `destination`, giving the size and checksum copied.
    static func copy(from source: String, to destination: String) throws -> (size: UInt64, checksum: UInt64) {
        let reader = try BlobReader(source)
        let fd = destination.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard fd >= 0 else { throw BlobError(path: destination, code: errno) }
        var closed = false
        defer { if !closed { close(fd) } }
        let copied = try reader.read { bytes in
            if let failure = Descriptor.writeAll(fd, bytes) { throw BlobError(path: destination, code: failure) }
        }
        closed = true
        guard close(fd) == 0 else { throw BlobError(path: destination, code: errno) }
        return copied
    }
}

