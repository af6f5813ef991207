import Foundation

/// Buffered bytes on their way to a report's destination (a temporary file, stdout, memory).
/// Reports are streamed through it piece by piece, so no whole-report `String` or tree is ever
/// held; the buffer bounds the number of `write(2)` calls.
package final class ReportOutput {
    private var buffer: [UInt8] = []
    private let deliver: (UnsafeRawBufferPointer) throws -> Void
    /// The first delivery error. libxml2 only learns that its write callback failed, so the
    /// JUnit writer asks for the real reason here.
    package private(set) var failure: (any Error)?
    /// At most this many bytes wait in the buffer: a reader of what was delivered (`JUnitSink`'s
    /// bound on a cut report) knows how far behind the writes it can be.
    package static let flushSize = 1 << 16

    /// Undoes every delivery (a temporary report file truncated), when the destination can.
    private let rewind: (() throws -> Void)?

    /// `deliver` gets bytes that are valid only during the call (this buffer, or libxml2's):
    /// it writes or copies them and keeps no pointer. `rewind`, when given, discards everything
    /// delivered so far (see `restart`).
    package init(_ deliver: @escaping (UnsafeRawBufferPointer) throws -> Void, rewind: (() throws -> Void)? = nil) {
        self.deliver = deliver
        self.rewind = rewind
        buffer.reserveCapacity(Self.flushSize)
    }

    /// Whether `restart` can take back what was written (a report file, not stdout).
    package var canRestart: Bool { rewind != nil }

    /// Starts the output over, empty: a report that turned out too big is written again, cut,
    /// without holding the first attempt in memory.
    package func restart() throws {
        buffer.removeAll(keepingCapacity: true)
        failure = nil
        try rewind?()
    }

    /// What `produce` writes, collected in memory and decoded once (a chunk may end inside a
    /// multi-byte character). For `Reporter.render`; files and stdout are streamed instead.
    package static func text(_ produce: (ReportOutput) throws -> Void) throws -> String {
        var bytes: [UInt8] = []
        let output = ReportOutput { bytes.append(contentsOf: $0) }
        try produce(output)
        try output.flush()
        return String(decoding: bytes, as: UTF8.self)
    }

    package func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        if buffer.count + bytes.count > Self.flushSize { try flush() }
        if bytes.count >= Self.flushSize {
            try send(bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    package func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { try send($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    private func send(_ bytes: UnsafeRawBufferPointer) throws {
        if let failure { throw failure }
        do {
            try deliver(bytes)
        } catch {
            failure = error
            throw error
        }
    }
}
