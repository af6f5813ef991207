import Diagnostics
import FileOutput
import Foundation
import JSONSource

/// A baseline file that cannot be used, with where: `file:line:column: message`.
public struct BaselineError: Error, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// The file could not be read (missing, a folder, too large), rather than not understood.
    public var unreadable = false

    public var description: String { "\(location): \(message)" }
}

/// The baseline's file: JSON, versioned, one entry per line in a stable order, so a commit
/// that shrinks the baseline shows as removed lines:
///
/// ```json
/// {
///   "tool": "tokenlint",
///   "version": 1,
///   "entries": [
///     {"file":"specs/home.spec.yaml","rule":"contrast/text","component":"title","fingerprint":"…","message":"…"},
///     …
///   ]
/// }
/// ```
extension Baseline {
    /// The version this tool writes and reads.
    public static let formatVersion = 1

    /// The file's text (what `write` puts in the file).
    public func encoded() -> String {
        var bytes: [UInt8] = []
        encode { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Hands the file's bytes to `write` piece by piece, an entry at a time, so the file is
    /// never held whole (a finding-heavy run's baseline is tens of megabytes: held as one
    /// `String`, then as its bytes, it was the run's peak memory). `write`'s bytes are valid
    /// only during the call.
    public func encode<Failure: Error>(_ write: (UnsafeRawBufferPointer) throws(Failure) -> Void) throws(Failure) {
        func put(_ text: String) throws(Failure) {
            var text = text, failure: Failure?
            // Caught inside: `withUTF8` rethrows untyped, and `write`'s error is a `Failure`.
            text.withUTF8 { bytes in
                do throws(Failure) { try write(UnsafeRawBufferPointer(bytes)) } catch { failure = error }
            }
            if let failure { throw failure }
        }
        let compact = JSONWriter(pretty: false)
        try put("{\n  \"tool\": \"tokenlint\",\n  \"version\": \(Self.formatVersion),\n  \"entries\": [")
        for (offset, entry) in entries.enumerated() {
            try put((offset == 0 ? "\n    " : ",\n    ") + compact.string(.object([
                ("file", .string(entry.file)), ("rule", .string(entry.rule)), ("component", .string(entry.component)),
                ("fingerprint", .string(entry.fingerprint)), ("message", .string(entry.message)),
            ])))
        }
        try put(entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// Writes the file whole or not at all (`AtomicFile`), streamed to its temporary file.
    public func write(to path: String) throws {
        try AtomicFile.stage(to: path) { write in try encode(write) }.commit()
    }

    /// Reads the baseline at `path` (absolute or relative to `workingDirectory`); `display` is
    /// the path as messages show it (default `path`).
    public static func read(path: String, workingDirectory: String, display: String? = nil) throws(BaselineError) -> Baseline {
        let shown = display ?? path
        let absolute = BaselinePaths.absolute(path, in: workingDirectory)
        let bytes: [UInt8]
        switch InputFile.read(absolute, maximumBytes: 256 * 1024 * 1024, kind: "a baseline file") {
        case .success(let read): bytes = read
        case .failure(let failure):
            throw BaselineError(location: SourceLocation(file: shown, line: 1, column: 1), message: "cannot read the baseline: \(failure.message)", unreadable: true)
        }
        return try parse(bytes: bytes, file: shown, paths: BaselinePaths(baselineFile: path, workingDirectory: workingDirectory))
    }

    /// Parses a baseline file's bytes; `file` names it in errors.
    public static func parse(bytes: [UInt8], file: String, paths: BaselinePaths) throws(BaselineError) -> Baseline {
        func failure(_ message: String, at position: SourcePosition) -> BaselineError {
            BaselineError(location: SourceLocation(file: file, position: position), message: message)
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes: bytes).root
        } catch {
            throw failure("the baseline is not valid JSON: \(error.message)", at: error.position)
        }
        guard let object = root.objectValue else {
            throw failure("the baseline must be a JSON object with \"version\" and \"entries\", not \(root.typeName)", at: root.position)
        }
        // Another tool's baseline (SwiftLint's, say, named by mistake) says so in its "tool".
        if let toolNode = object["tool"], toolNode.stringValue != "tokenlint" {
            throw failure("the baseline's \"tool\" is \(JSONWriter(pretty: false).string(toolNode.value)), not \"tokenlint\": this is not a tokenlint baseline; write one with --write-baseline", at: toolNode.position)
        }
        guard let versionNode = object["version"] else {
            throw failure("the baseline has no \"version\"; write it again with --write-baseline", at: root.position)
        }
        guard versionNode.numberValue == Double(formatVersion) else {
            throw failure("baseline version \(JSONWriter(pretty: false).string(versionNode.value)) is not supported (this tokenlint reads version \(formatVersion)); write it again with --write-baseline", at: versionNode.position)
        }
        guard let entriesNode = object["entries"] else {
            throw failure("the baseline has no \"entries\"", at: root.position)
        }
        guard let items = entriesNode.arrayValue else {
            throw failure("\"entries\" must be an array, not \(entriesNode.typeName)", at: entriesNode.position)
        }
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        for item in items {
            guard let fields = item.objectValue else {
                throw failure("a baseline entry must be an object, not \(item.typeName)", at: item.position)
            }
            func text(_ key: String) throws(BaselineError) -> String {
                guard let node = fields[key] else { throw failure("the entry has no \"\(key)\"", at: item.position) }
                guard let value = node.stringValue else { throw failure("\"\(key)\" must be a string, not \(node.typeName)", at: node.position) }
                return value
            }
            let fingerprint = try text("fingerprint")
            if fingerprint.utf8.count != 16 || !fingerprint.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }) {
                throw failure("\"fingerprint\" must be 16 lowercase hex digits, not '\(fingerprint)'", at: fields["fingerprint"]?.position ?? item.position)
            }
            entries.append(Entry(file: try text("file"), rule: try text("rule"), component: try text("component"),
                                 fingerprint: fingerprint, message: try text("message")))
        }
        return Baseline(entries: entries, paths: paths)
    }
}
