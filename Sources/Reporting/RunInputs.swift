import Foundation

/// The files a command reads. No output of the command may be one of them: `--report
/// junit=a.spec.yaml` or `--write-baseline .tokenlint.yml` would destroy the input, so every
/// command that writes checks each of its outputs here before it writes anything. Files are
/// known by device and inode as `stat(2)` sees them through links, so `./a.spec.yaml`, its
/// absolute path and a symbolic or hard link to it are all the same input.
public struct RunInputs: Sendable {
    private struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    private var identities: Set<Identity> = []

    public init(_ paths: some Sequence<String> = []) {
        for path in paths { insert(path) }
    }

    /// Adds the file at `path`; a path that names no regular file is no input.
    public mutating func insert(_ path: String) {
        if let identity = Self.identity(path) { identities.insert(identity) }
    }

    /// Throws when the file at `output` is one of the inputs.
    public func check(output: String) throws(ReportError) {
        guard let identity = Self.identity(output), identities.contains(identity) else { return }
        throw ReportError.io(path: output, message: "is an input of this run; refusing to overwrite it (write the output elsewhere)")
    }

    private static func identity(_ path: String) -> Identity? {
        var info = stat()
        guard !path.isEmpty, !path.utf8.contains(0), stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
