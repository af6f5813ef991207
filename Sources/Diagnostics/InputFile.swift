#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reading an input file (a spec, a token file, a configuration) with the checks that keep
/// hostile input from hanging or exhausting the process: stat(2) first, so the type and size
/// decide before a byte is read (a FIFO would block a read forever on some systems; a huge
/// file would be read whole).
public enum InputFile {
    public struct ReadError: Error, CustomStringConvertible, Sendable {
        public var description: String
        public var message: String { description }
    }

    /// - Parameter kind: names the file in the size message ("a spec file", "a token file").
    public static func read(_ path: String, maximumBytes: Int, kind: String) -> Result<[UInt8], ReadError> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(ReadError(description: errno == ELOOP ? "is a symbolic link loop" : "no such file"))
        }
        let type = info.st_mode & S_IFMT
        guard type != S_IFDIR else { return .failure(ReadError(description: "is a directory, not a file")) }
        guard type == S_IFREG else { return .failure(ReadError(description: "is not a regular file")) }
        guard Int(info.st_size) <= maximumBytes else {
            return .failure(ReadError(description: "\(Int(info.st_size) / 1024 / 1024) MB is larger than the \(maximumBytes / 1024 / 1024) MB limit for \(kind)"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(ReadError(description: "cannot be read (permissions?)"))
        }
        return .success([UInt8](data))
    }
}
