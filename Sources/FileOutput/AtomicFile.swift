import Diagnostics
import Foundation

/// Writes a file whole or not at all, without ever replacing what is not a regular file.
///
/// - A regular file (or none yet): the content goes to a temporary file in the target's folder
///   (same file system, so `rename(2)` is atomic), then replaces the target in one step. On any
///   failure the temporary file is removed and the old file, if any, is left untouched.
/// - A symbolic link is followed: the link stays, and its target is replaced as above, the
///   temporary file beside the target.
/// - The folders on the way are walked by `OutputFolder`: none may be a link that leads out of
///   the working tree.
/// - Anything else (a FIFO, a device such as `/dev/stdout`) is written in place: a rename would
///   put a plain file where the pipe or device was (for root, `--report junit=/dev/full` would
///   turn the device into a file).
///
/// Writing is split in two steps, `stage` and `PendingFile.commit`, so that several reports can
/// be written first and all renamed into place at the end.
public enum AtomicFile {
    /// Writes `text` to `path` as described above; with `createFolders` false, a missing
    /// folder is an error.
    public static func write(_ text: String, to path: String, createFolders: Bool) throws {
        try stage(to: path, createFolders: createFolders) { output, _ in try output.write(Array(text.utf8)) }.commit()
    }

    /// Puts a new regular file holding `bytes` at `path` in one rename, whatever is there now: the
    /// name is replaced, never opened, so a symbolic link or a FIFO planted at `path` is neither
    /// followed nor written into (a FIFO would block the write forever). For files tokenlint owns
    /// in a folder of its own (the lint cache's entries); the folder must exist.
    public static func replace(_ path: String, with bytes: [UInt8]) throws {
        let temporary = temporaryPath(for: path)
        let fd: Int32
        switch TemporaryFiles.create(temporary, mode: 0o644) {
        case .success(let created): fd = created
        case .failure(let failure): throw ReportError.io(path: path, message: "cannot create: \(Descriptor.reason(failure.code))")
        }
        let written = bytes.withUnsafeBytes { Descriptor.writeAll(fd, $0) }
        let closed = Descriptor.close(fd)
        if let failure = written ?? closed {
            TemporaryFiles.discard(temporary)
            throw ReportError.io(path: path, message: "cannot write: \(Descriptor.reason(failure))")
        }
        try PendingFile(target: path, temporary: temporary).commit()
    }

    /// `produce` writes the content to the output it is given; the second argument is the path
    /// those bytes go to (the temporary file, or the target itself when written in place).
    package static func write(to path: String, _ produce: (ReportOutput, String) throws -> Void) throws {
        try stage(to: path, produce).commit()
    }

    /// Writes `path` with what `produce` hands its writer, as `write` does, but leaves the file
    /// staged: nothing replaces `path` until `PendingFile.commit` (a replayed run stages every
    /// report, and puts them in place only once each one's bytes have checked out).
    public static func stage(to path: String, bytes produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws -> PendingFile {
        try stage(to: path) { output, _ in try produce { try output.write($0) } }
    }

    /// Writes the content but does not yet rename it into place (see `PendingFile`).
    package static func stage(to path: String, createFolders: Bool = true, _ produce: (ReportOutput, String) throws -> Void) throws -> PendingFile {
        guard !path.isEmpty else { throw ReportError.io(path: path, message: "empty path") }
        guard !path.utf8.contains(0) else { throw ReportError.io(path: XMLText.clean(path), message: "the path contains NUL") }
        switch try destination(of: path) {
        case .inPlace(let target):
            try OutputFolder.prepare((path as NSString).deletingLastPathComponent, create: false, for: path)
            let fd = target.withCString { open($0, O_WRONLY | O_NOCTTY | O_CLOEXEC) }
            guard fd >= 0 else { throw ReportError.io(path: path, message: "cannot open: \(Descriptor.reason(errno))") }
            try fill(fd, path: path, writtenPath: target, produce)
            return PendingFile(target: target, temporary: nil)
        case .replace(let target, let mode):
            // NSString path functions, not URL: URL percent-encodes and may not give the name back.
            let parent = (target as NSString).deletingLastPathComponent
            let folder = parent.isEmpty ? "." : parent
            try OutputFolder.prepare(folder, create: createFolders, for: path)
            let name = (target as NSString).lastPathComponent
            TemporaryFiles.removeStale(in: folder) { TemporaryFiles.owner(of: $0, prefix: ".\(name).", separator: ".", suffix: ".tmp") }
            let temporary = temporaryPath(for: target)
            let fd: Int32
            switch TemporaryFiles.create(temporary, mode: mode ?? 0o644) {
            case .success(let created): fd = created
            case .failure(let failure): throw ReportError.io(path: path, message: "cannot create: \(Descriptor.reason(failure.code))")
            }
            // The replacement keeps the permissions of the file it replaces (a report made
            // private stays private); a new file gets 0644 less the umask.
            if let mode { fchmod(fd, mode) }
            do {
                try fill(fd, path: path, writtenPath: temporary, rewindable: true, produce)
            } catch {
                TemporaryFiles.discard(temporary)
                throw error
            }
            return PendingFile(target: target, temporary: temporary, shownPath: path)
        }
    }

    /// A fresh name beside `target` (same folder, so same file system: the rename is atomic).
    private static func temporaryPath(for target: String) -> String {
        let parent = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        return ((parent.isEmpty ? "." : parent) as NSString)
            .appendingPathComponent(".\(name).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
    }

    /// Runs `produce` on an output writing to `fd`, flushes and closes it.
    /// `rewindable`: `fd` is our own temporary file, which `ReportOutput.restart` may truncate.
    private static func fill(_ fd: Int32, path: String, writtenPath: String, rewindable: Bool = false,
                             _ produce: (ReportOutput, String) throws -> Void) throws {
        let rewind: (() throws -> Void)? = rewindable ? {
            guard lseek(fd, 0, SEEK_SET) == 0, ftruncate(fd, 0) == 0 else {
                throw ReportError.io(path: path, message: "cannot start the file over: \(Descriptor.reason(errno))")
            }
        } : nil
        let output = ReportOutput({ bytes in try Descriptor.writeAll(fd, bytes, path: path) }, rewind: rewind)
        do {
            try produce(output, writtenPath)
            try output.flush()
        } catch {
            _ = Descriptor.close(fd)
            if let error = error as? ReportError { throw error }
            throw ReportError.io(path: path, message: error.localizedDescription)
        }
        if let failure = Descriptor.close(fd) {
            throw ReportError.io(path: path, message: "cannot write: \(Descriptor.reason(failure))")
        }
    }

    package enum Destination: Equatable {
        /// A regular file, or none yet: written beside and renamed over; `mode` is the existing
        /// file's permissions.
        case replace(String, mode: mode_t?)
        /// Not a regular file: written where it is.
        case inPlace(String)
    }

    /// How to write `path`: symbolic links are followed to the file they name (up to 40 links,
    /// as Linux's `open(2)`), relative link targets resolved against the link's folder.
    package static func destination(of path: String) throws -> Destination {
        var current = path
        for _ in 0...40 {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT { return .replace(current, mode: nil) }
                throw ReportError.io(path: path, message: "cannot inspect: \(Descriptor.reason(errno))")
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return .replace(current, mode: info.st_mode & 0o7777)
            case S_IFDIR:
                throw ReportError.io(path: path, message: "is a directory")
            case S_IFLNK:
                // A link planted in the checkout must not carry a report out of it (to
                // ~/.bashrc or a device, say); a link outside the working tree is the user's own.
                let next = try followLink(current, shownAs: path)
                let tree = realLocation(FileManager.default.currentDirectoryPath)
                let link = (realLocation((current as NSString).deletingLastPathComponent) as NSString)
                    .appendingPathComponent((current as NSString).lastPathComponent)
                if isInside(link, tree) && !isInside(realLocation(next), tree) {
                    throw ReportError.io(path: path, message: "is a symbolic link to \(PlainText.oneLine(next, limit: 4096)), outside the working tree; not written through it")
                }
                // A link that leads to a pipe or device is opened through the link: Linux's
                // /dev/stdout and /proc/self/fd/N name pipes with targets like "pipe:[123]"
                // that are not paths.
                var target = stat()
                if stat(current, &target) == 0 {
                    let type = target.st_mode & S_IFMT
                    if type != S_IFREG && type != S_IFDIR { return .inPlace(current) }
                }
                current = next
            default:
                return .inPlace(current)
            }
        }
        throw ReportError.io(path: path, message: "too many levels of symbolic links")
    }

    /// Where `path` is on disk: its longest existing ancestor with every link resolved
    /// (`realpath(3)`), then the components that do not exist yet, `.` and `..` applied.
    public static func realLocation(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        var existing = (absolute as NSString).standardizingPath
        var missing: [String] = []
        while existing != "/" {
            if let resolved = realpath(existing, nil) {
                defer { free(resolved) }
                existing = String(cString: resolved)
                break
            }
            missing.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        return missing.reduce(existing) { ($0 as NSString).appendingPathComponent($1) }
    }

    /// Whether `path` is `folder` or below it (both as `realLocation` gives them).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The path a symbolic link names, made absolute against the link's folder when relative.
    private static func followLink(_ link: String, shownAs path: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw ReportError.io(path: path, message: "cannot read the link: \(Descriptor.reason(errno))") }
        let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        return ((link as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
    }
}

/// A file written but not yet in place: `commit` renames it over its target (nothing to do for
/// a file written in place), `discard` removes it.
public struct PendingFile: Sendable {
    package var target: String
    /// The temporary file; nil when the target was written in place.
    package var temporary: String?
    /// The path as the user gave it, for messages.
    package var shownPath: String?

    public func commit() throws {
        guard let temporary else { return }
        if let failure = TemporaryFiles.commit(temporary, to: target) {
            TemporaryFiles.discard(temporary)
            throw ReportError.io(path: shownPath ?? target, message: "cannot replace it: \(Descriptor.reason(failure))")
        }
    }

    public func discard() {
        if let temporary { TemporaryFiles.discard(temporary) }
    }
}
