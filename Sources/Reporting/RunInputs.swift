import FileOutput
import Foundation

/// The files a command reads. No output of the command may be one of them: `--report
/// junit=a.spec.yaml` or `--write-baseline .tokenlint.yml` would destroy the input, so every
/// command that writes checks its outputs here before it writes anything. Files are known by
/// device and inode as `stat(2)` sees them through links, so `./a.spec.yaml`, its absolute
/// path and a symbolic or hard link to it are all the same input.
public struct RunInputs: Sendable {
    private struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    private var paths: [String]

    public init(_ paths: [String] = []) {
        self.paths = paths
    }

    public mutating func insert(_ path: String) {
        paths.append(path)
    }

    /// Throws for the first of `outputs` that is one of the inputs. The inputs are looked at
    /// only when an output already exists (a run of 100,000 specs writing fresh reports stats
    /// none of them).
    public func check(outputs: [String]) throws(ReportError) {
        var existing: [Identity: String] = [:]
        for output in outputs.reversed() {
            if let identity = Self.identity(output) { existing[identity] = output }
        }
        guard !existing.isEmpty else { return }
        for path in paths {
            guard let identity = Self.identity(path), let output = existing[identity] else { continue }
            throw ReportError.io(path: output, message: "is an input of this run; refusing to overwrite it (write the output elsewhere)")
        }
    }

    private static func identity(_ path: String) -> Identity? {
        var info = stat()
        guard !path.isEmpty, !path.utf8.contains(0), stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
