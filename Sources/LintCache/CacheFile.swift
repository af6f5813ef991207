#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cache file on disk: opened with open(2) and fstat(2) (anything but a regular file is a
/// miss), checked front to back in chunks, then read one entry at a time with pread(2), so a
/// run holds the index of a file's entries, not its bytes.
enum CacheFile {
    /// An open cache file, closed with the last reference to it. Reading through the
    /// descriptor opened for the check keeps reading the file that was checked: our writers
    /// never change a file in place, they rename a new one over its name.
    final class Handle: Sendable {
        let fd: Int32

        init(_ fd: Int32) { self.fd = fd }

        deinit { close(fd) }

        /// `count` bytes at `offset`; nil when the file ends before them or cannot be read.
        func read(at offset: Int, count: Int) -> [UInt8]? {
            var complete = false
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                var done = 0
                while done < count {
                    let read = pread(fd, buffer.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
                    if read < 0, errno == EINTR { continue }
                    guard read > 0 else { break }
                    done += read
                }
                complete = done == count
                initialized = done
            }
            return complete ? bytes : nil
        }
    }

    /// Reads a file from its start in chunks of a fixed size, keeping the checksum of what it
    /// took and skipped (`CacheChecksum`, which the file ends with).
    struct Reader {
        let fd: Int32
        /// File offset of the next byte handed out.
        private(set) var offset = 0
        private(set) var checksum = CacheChecksum()
        private var buffer = [UInt8](repeating: 0, count: 1 << 20)
        private var start = 0, end = 0

        init(_ handle: Handle) { fd = handle.fd }

        /// The next `count` bytes; nil when the file ends first.
        /// - Parameter hashing: false for the checksum itself.
        mutating func take(_ count: Int, hashing: Bool = true) -> [UInt8]? {
            var taken: [UInt8] = []
            taken.reserveCapacity(count)
            let complete = walk(count, hashing: hashing) { taken += $0 }
            return complete ? taken : nil
        }

        /// Passes over `count` bytes (hashing them); false when the file ends first.
        mutating func skip(_ count: Int) -> Bool { walk(count, hashing: true) { _ in } }

        private mutating func walk(_ count: Int, hashing: Bool, _ body: (ArraySlice<UInt8>) -> Void) -> Bool {
            var left = count
            while left > 0 {
                if start == end, !fill() { return false }
                let part = buffer[start..<start + min(left, end - start)]
                if hashing { checksum.add(part) }
                body(part)
                start += part.count
                offset += part.count
                left -= part.count
            }
            return true
        }

        private mutating func fill() -> Bool {
            start = 0
            end = 0
            while true {
                let read = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { return false }
                end = read
                return true
            }
        }
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
