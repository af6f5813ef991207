import Diagnostics
import FileOutput
import Foundation

/// The body of a streamed report, written to a temporary file while the run goes on and copied
/// into the report once its header can be written: a JSON report's summary, a JUnit report's
/// `<testsuites>` totals and a text report's closing line are known only at the end, and the
/// body must not wait in memory (memory stays bounded by the largest file).
///
/// The file is registered with `TemporaryFiles`, so an interrupted run leaves none behind.
final class BodySpool {
    private let path: String
    private var fd: Int32
    private let output: ReportOutput
    /// Bytes written so far (buffered ones included).
    private(set) var size = 0

    /// `$TMPDIR`, or /tmp when that is not a folder: a job that sets TMPDIR to a folder it never
    /// made still gets streamed reports. The spools of killed runs there are removed on first
    /// use (once a process).
    private static let folder: String = {
        var isDirectory: ObjCBool = false
        let given = NSTemporaryDirectory()
        let folder = FileManager.default.fileExists(atPath: given, isDirectory: &isDirectory) && isDirectory.boolValue ? given : "/tmp"
        TemporaryFiles.removeStale(in: folder) { TemporaryFiles.owner(of: $0, prefix: "tokenlint-", separator: "-", suffix: ".body") }
        return folder
    }()

    init() throws {
        path = (Self.folder as NSString).appendingPathComponent("tokenlint-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).body")
        switch TemporaryFiles.create(path, mode: 0o600, readable: true) {
        case .success(let created): fd = created
        case .failure(let failure):
            throw ReportError.io(path: path, message: "cannot create a temporary file: \(Descriptor.reason(failure.code))")
        }
        let fd = self.fd, path = self.path
        output = ReportOutput { bytes in try Descriptor.writeAll(fd, bytes, path: path) }
    }

    deinit { discard() }

    func write(_ bytes: [UInt8]) throws {
        size += bytes.count
        try output.write(bytes)
    }

    /// Copies everything written into `destination`.
    func copy(to destination: ReportOutput) throws {
        try chunks { try destination.write($0) }
    }

    /// Everything written, read back in chunks (valid only during each call).
    func chunks(_ each: (UnsafeRawBufferPointer) throws -> Void) throws {
        try output.flush()
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset: off_t = 0
        while true {
            let read = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, offset) }
            if read < 0 {
                if errno == EINTR { continue }
                throw ReportError.io(path: path, message: "cannot read back: \(Descriptor.reason(errno))")
            }
            if read == 0 { break }
            try chunk.withUnsafeBytes { try each(UnsafeRawBufferPointer(rebasing: $0[..<read])) }
            offset += off_t(read)
        }
    }

    /// The bytes at `range` of what was written.
    func read(_ range: Range<Int>) throws -> [UInt8] {
        try output.flush()
        var bytes = [UInt8](repeating: 0, count: range.count)
        var done = 0
        while done < range.count {
            let read = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress.map { $0 + done }, range.count - done, off_t(range.lowerBound + done)) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { throw ReportError.io(path: path, message: "cannot read back: \(read < 0 ? Descriptor.reason(errno) : "the file is shorter")") }
            done += read
        }
        return bytes
    }

    /// Closes and removes the file (done at the latest when the spool is freed).
    func discard() {
        guard fd >= 0 else { return }
        _ = Descriptor.close(fd)
        fd = -1
        TemporaryFiles.discard(path)
    }
}
