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
}
