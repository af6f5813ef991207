import FileOutput
import Foundation
import Reporting

/// The folder an export writes into, created when missing (`--output out/tokens.css` with no
/// `out/` yet). A checkout can hold symbolic links: one inside the working tree that leads out
/// of it (`out -> /etc`) is never followed to create or write anything; a folder the user names
/// outside the tree is theirs to name.
enum OutputFolder {
    struct Refused: Error, CustomStringConvertible {
        var description: String
    }

    /// Creates `folder` and its missing parents, one level at a time, so that no level is a link
    /// out of the working tree (`mkdir` fails on a dangling link rather than following it).
    static func create(_ folder: String, workingDirectory: String = FileManager.default.currentDirectoryPath) throws(Refused) {
        let absolute = folder.hasPrefix("/") ? folder : (workingDirectory as NSString).appendingPathComponent(folder)
        let tree = realPath(workingDirectory) ?? workingDirectory
        var current = ""
        for component in absolute.split(separator: "/") where component != "." {
            current += "/" + component
            var info = stat()
            if lstat(current, &info) != 0 {
                guard errno == ENOENT else { throw Refused(description: "cannot inspect \(current): \(String(cString: strerror(errno)))") }
                guard mkdir(current, 0o777) == 0 || errno == EEXIST else {
                    throw Refused(description: "cannot create \(current): \(String(cString: strerror(errno)))")
                }
                continue
            }
            guard info.st_mode & S_IFMT == S_IFLNK else { continue }
            // A link inside the tree must lead inside it.
            guard let parent = realPath((current as NSString).deletingLastPathComponent), AtomicFile.isInside(parent, tree) else { continue }
            guard let target = realPath(current), AtomicFile.isInside(target, tree) else {
                throw Refused(description: "\(current) is a symbolic link that leads out of the working tree (or nowhere); not writing through it")
            }
        }
        var info = stat()
        guard stat(absolute, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw Refused(description: "cannot create \(folder): it is not a folder")
        }
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
