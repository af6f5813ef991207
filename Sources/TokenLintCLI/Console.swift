import Foundation

/// Where commands write. The real binary writes to the process's stdout and stderr; tests
/// capture both by running a command inside `Console.$current.withValue(…)`.
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

    public func write(_ text: String) {
        if capture {
            lock.lock(); out += text; lock.unlock()
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    /// Streams what `produce` delivers to stdout as it comes, so a large report is never held
    /// whole. A capturing console collects the bytes and decodes them once at the end: a chunk
    /// may end inside a multi-byte character.
    public func writeStreamed(_ produce: (@escaping (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws {
        if capture {
            var bytes: [UInt8] = []
            try produce { bytes.append(contentsOf: $0) }
            write(String(decoding: bytes, as: UTF8.self))
        } else {
            try produce { try FileHandle.standardOutput.write(contentsOf: Data($0)) }
        }
    }

    public func writeError(_ text: String) {
        if capture {
            lock.lock(); err += text; lock.unlock()
        } else {
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    /// True when writing to a terminal (colors allowed), never when capturing.
    public var isTerminal: Bool { !capture && isatty(STDOUT_FILENO) != 0 }

    public var standardOutput: String { lock.lock(); defer { lock.unlock() }; return out }
    public var standardError: String { lock.lock(); defer { lock.unlock() }; return err }
}

func output(_ text: String) { Console.current.write(text.hasSuffix("\n") ? text : text + "\n") }
func errorOutput(_ text: String) { Console.current.writeError(text.hasSuffix("\n") ? text : text + "\n") }
