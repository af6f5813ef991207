import Foundation

/// Replace-by-rename: the content goes to a temporary file in the target's folder (same file
/// system, so `rename(2)` is atomic), then replaces the target in one step. On any failure the
/// temporary file is removed and the old report, if any, is left untouched.
enum AtomicFile {
    static func write(to path: String, _ produce: (String) throws -> Void) throws {
        guard !path.isEmpty else { throw ReportError.io(path: path, message: "empty path") }
        guard !path.utf8.contains(0) else { throw ReportError.io(path: XMLText.clean(path), message: "the path contains NUL") }
        // NSString path functions, not URL: URL percent-encodes and may not give the name back.
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        let name = (path as NSString).lastPathComponent
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ReportError.io(path: path, message: "is a directory")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ReportError.io(path: path, message: "cannot create its folder: \(error.localizedDescription)")
        }
        let temporary = (folder as NSString).appendingPathComponent(".\(name).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        do {
            try produce(temporary)
            guard rename(temporary, path) == 0 else {
                let reason = String(cString: strerror(errno))
                throw ReportError.io(path: path, message: "cannot replace it: \(reason)")
            }
        } catch {
            unlink(temporary)
            if let error = error as? ReportError { throw error }
            throw ReportError.io(path: path, message: error.localizedDescription)
        }
    }

    /// Writes `text` to a new file (`O_EXCL`: the temporary name is fresh).
    static func writeBytes(_ text: String, to path: String) throws {
        let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        guard fd >= 0 else { throw ReportError.io(path: path, message: "cannot create: \(String(cString: strerror(errno)))") }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { raw in posixWrite(fd, raw.baseAddress, raw.count) }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(fd)
                throw ReportError.io(path: path, message: "cannot write: \(reason)")
            }
            bytes = bytes.dropFirst(written)
        }
        guard close(fd) == 0 else { throw ReportError.io(path: path, message: "cannot write: \(String(cString: strerror(errno)))") }
    }
}

/// `write(2)`, named apart from `AtomicFile.write(to:_:)` which would shadow it there.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
