#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a cache file with open(2), fstat(2) and read(2) into one array, refusing anything but
/// a regular file of a bounded size (a FIFO or a huge file planted in the folder is a miss).
enum CacheFile {
    /// The file's bytes; nil when it is missing, not a regular file (`openRegularFile`), larger
    /// than `maximumBytes`, or cannot be read whole.
    static func read(_ path: String, maximumBytes: Int) -> [UInt8]? {
        guard let (fd, size) = openRegularFile(path) else { return nil }
        defer { close(fd) }
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

    /// Opens `path` for reading if it is a regular file: its descriptor and size. `O_NONBLOCK`,
    /// so a FIFO planted in its place is refused by `fstat` instead of blocking the open.
    static func openRegularFile(_ path: String) -> (fd: Int32, size: Int)? {
        let fd = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return nil
        }
        return (fd, Int(info.st_size))
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
