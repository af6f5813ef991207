#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the cache's own small files (entries, stamp records) with open(2), fstat(2) and
/// read(2) into one array: a hit reads two of them per spec file, and Foundation's
/// `FileManager.contents(atPath:)` (a `Data`, then copied into an array) cost more than the
/// system calls themselves.
enum CacheFile {
    /// The file's bytes; nil when it is missing, not a regular file, larger than `maximumBytes`,
    /// or cannot be read whole. Opened with `O_NONBLOCK`, so a FIFO planted in the folder is
    /// refused by `fstat` instead of blocking the open.
    static func read(_ path: String, maximumBytes: Int) -> [UInt8]? {
        let fd = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let size = Int(info.st_size)
        guard size >= 0, size <= maximumBytes else { return nil }
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var offset = 0
            while offset < size {
                let count = systemRead(fd, buffer.baseAddress.map { $0 + offset }, size - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                offset += count
            }
            // A file that shrank while it was read is a miss; one that grew is cut at its stat
            // size, and its checksum then fails.
            complete = offset == size
            initialized = offset
        }
        return complete ? bytes : nil
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
