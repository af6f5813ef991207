#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to a file descriptor with `write(2)` and reporting failures as values: Foundation's
/// `FileHandle.write(_:)` traps on an error (a full disk, a closed descriptor, a reader gone),
/// and a command-line tool must say what went wrong instead.
public enum Descriptor {
    /// Writes every byte, retrying short writes and `EINTR`. Returns nil when all is written,
    /// else the `errno` of the failure.
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(fd, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            // write(2) of a non-empty buffer that writes nothing and reports no error would
            // loop forever; treat it as the I/O error it is.
            if written == 0 { return EIO }
            offset += written
        }
        return nil
    }

    /// `writeAll` for a report file, its failure as a `ReportError`.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws {
        if let failure = writeAll(fd, bytes) {
            throw ReportError.io(path: path, message: "cannot write: \(reason(failure))")
        }
    }

    /// `strerror(3)` text for an `errno` value, e.g. "No space left on device".
    public static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// `close(2)`; nil, or the `errno` of the failure (NFS and some devices report write errors
    /// only here). Not retried on `EINTR`: on Linux the descriptor is closed anyway.
    package static func close(_ fd: Int32) -> Int32? {
        systemClose(fd) == 0 ? nil : errno
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
private let systemClose = Glibc.close
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
private let systemClose = Darwin.close
#endif
