import Diagnostics
import Foundation

/// The folders on the way to a file tokenlint writes. A checkout can hold symbolic links: one
/// inside the working tree that leads out of it (`out -> /etc`) is never followed to create or
/// write anything, whether it is the last folder or one on the way (`out/sub/report.xml`); a
/// folder the user names outside the tree is theirs to name.
public enum OutputFolder {
    /// Walks `folder` from the root one level at a time: a missing level is created when
    /// `create` is set (`mkdir` fails on a dangling link rather than following it), an error
    /// otherwise; a level that is a link inside the tree must lead inside it.
    /// `path` is the file being written, named in errors.
    public static func prepare(_ folder: String, create: Bool, for path: String,
                               workingDirectory: String = FileManager.default.currentDirectoryPath) throws {
        let absolute = folder.hasPrefix("/") ? folder : (workingDirectory as NSString).appendingPathComponent(folder)
        let tree = realPath(workingDirectory) ?? workingDirectory
        var current = ""
        for component in absolute.split(separator: "/") where component != "." {
            current += "/" + component
            var info = stat()
            if lstat(current, &info) != 0 {
                guard errno == ENOENT else { throw refusal(path, "cannot inspect \(current): \(Descriptor.reason(errno))") }
                guard create else { throw refusal(path, "its folder \(current) does not exist") }
                guard mkdir(current, 0o777) == 0 || errno == EEXIST else {
                    throw refusal(path, "cannot create its folder \(current): \(Descriptor.reason(errno))")
                }
                continue
            }
            guard info.st_mode & S_IFMT == S_IFLNK else { continue }
            // A link inside the tree must lead inside it.
            guard let parent = realPath((current as NSString).deletingLastPathComponent), AtomicFile.isInside(parent, tree) else { continue }
            guard let target = realPath(current), AtomicFile.isInside(target, tree) else {
                throw refusal(path, "\(current) is a symbolic link that leads out of the working tree (or nowhere); not writing through it")
            }
        }
        var info = stat()
        guard stat(absolute, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw refusal(path, "\(folder) is not a folder")
        }
    }

    private static func refusal(_ path: String, _ message: String) -> ReportError {
        .io(path: path, message: PlainText.oneLine(message, limit: 4096))
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
