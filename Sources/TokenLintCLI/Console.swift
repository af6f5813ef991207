import FileOutput
import Foundation
import Reporting

/// Where commands write. The real binary writes to the process's stdout and stderr; tests
/// capture both by running a command inside `Console.$current.withValue(…)`.
///
/// Writes to the real streams never trap (Foundation's `FileHandle.write` does, on a full disk
/// or a closed descriptor): a failure is kept, later writes to that stream are dropped, and
/// `exitStatus(after:)` turns it into one line on stderr and exit code 2.
public final class Console: @unchecked Sendable {
    // @unchecked: the buffers are only touched under `lock`.
    private let lock = NSLock()
    private let capture: Bool
    private var out = ""
    private var err = ""

    public init(capture: Bool) {
        self.capture = capture
    }

    @TaskLocal public static var current = Console(capture: false)

    /// The process's stdout and stderr, shared by every non-capturing console.
    private static let standardOutputStream = StandardStream(fd: STDOUT_FILENO, name: "stdout")
    private static let standardErrorStream = StandardStream(fd: STDERR_FILENO, name: "stderr")

    public func write(_ text: String) {
        if capture {
            lock.lock(); out += text; lock.unlock()
        } else {
            Self.standardOutputStream.write(text)
        }
    }

    /// Streams what `produce` delivers to stdout as it comes, so a large report is never held
    /// whole. A capturing console collects the bytes and decodes them once at the end: a chunk
    /// may end inside a multi-byte character. When stdout fails, rendering stops and the failure
    /// is reported by `exitStatus(after:)`, not thrown.
    public func writeStreamed(_ produce: (@escaping (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        if capture {
            var bytes: [UInt8] = []
            try produce { bytes.append(contentsOf: $0) }
            write(String(decoding: bytes, as: UTF8.self))
        } else {
            let stream = Self.standardOutputStream
            do {
                try produce { bytes in
                    guard stream.write(bytes) else { throw StandardStream.Failed() }
                }
            } catch _ where stream.hasFailed {
                // Kept by the stream; reported once, when the command ends.
            }
        }
    }

    public func writeError(_ text: String) {
        if capture {
            lock.lock(); err += text; lock.unlock()
        } else {
            Self.standardErrorStream.write(text)
        }
    }

    /// The exit status of a command that returned `status`: 2 when stdout or stderr could not be
    /// written (what the command printed was lost), with one line on stderr saying why when
    /// stderr still works.
    public func exitStatus(after status: Int32) -> Int32 {
        guard !capture else { return status }
        if let message = Self.standardOutputStream.failureMessage {
            Self.standardErrorStream.write("error: \(message)\n")
            return ExitStatus.inputError.rawValue
        }
        if Self.standardErrorStream.hasFailed { return ExitStatus.inputError.rawValue }
        return status
    }

    /// True when writing to a terminal (colors allowed), never when capturing.
    public var isTerminal: Bool { !capture && isatty(STDOUT_FILENO) != 0 }

    public var standardOutput: String { lock.lock(); defer { lock.unlock() }; return out }
    public var standardError: String { lock.lock(); defer { lock.unlock() }; return err }
}

/// stdout or stderr, written with `write(2)`. The first failure is kept and every later write
/// dropped: after a full disk or a vanished reader, the rest of the output is lost anyway.
final class StandardStream: @unchecked Sendable {
    // @unchecked: `failure` is only touched under `lock`, which also keeps the writes of
    // several threads from interleaving within a line.
    private let lock = NSLock()
    private let fd: Int32
    private let name: String
    private var failure: Int32?

    struct Failed: Error {}

    init(fd: Int32, name: String) {
        self.fd = fd
        self.name = name
    }

    func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = write(UnsafeRawBufferPointer($0)) }
    }

    /// False when the bytes could not be written (now or by an earlier write).
    @discardableResult
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard failure == nil else { return false }
        failure = Descriptor.writeAll(fd, bytes)
        return failure == nil
    }

    var hasFailed: Bool { lock.lock(); defer { lock.unlock() }; return failure != nil }

    /// "cannot write to stdout: No space left on device", or nil when every write succeeded.
    var failureMessage: String? {
        lock.lock()
        defer { lock.unlock() }
        guard let failure else { return nil }
        // The executable reserves a closed stdout or stderr with a read-only /dev/null
        // (`StandardDescriptors`), so writing to it fails with EBADF.
        let reason = failure == EBADF ? "\(name) is closed" : Descriptor.reason(failure)
        return "cannot write to \(name): \(reason)"
    }
}

func output(_ text: String) { Console.current.write(text.hasSuffix("\n") ? text : text + "\n") }
func errorOutput(_ text: String) { Console.current.writeError(text.hasSuffix("\n") ? text : text + "\n") }
