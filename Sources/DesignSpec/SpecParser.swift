import Diagnostics
import Foundation
import JSONSource

/// The syntax a spec file is written in.
public enum SpecSourceFormat: String, Sendable, Hashable {
    case json, yaml
}

/// Reads design spec files (docs/spec-format.md) into a `SpecDocument`.
///
/// YAML and JSON are first turned into the same positioned `JSONNode` tree, then one decoder
/// checks the structure, so both formats give the same model and the same findings. Every
/// structural problem is a `spec/invalid` finding at the exact line and column of the offending
/// key or value; a file that is not UTF-8, YAML or JSON is an input error instead. Parsing never
/// stops at the first problem, never crashes, and is bounded on hostile input (nesting depth,
/// YAML alias expansion).
public enum SpecParser {
    /// Deepest nesting of mappings and sequences accepted (the JSON parser's limit too).
    public static let maximumDepth = 512
    /// Most nodes a YAML document may expand to, aliases included ("billion laughs" guard).
    public static let maximumNodes = 1_000_000

    /// `SpecInvalidRule`'s id (SpecLint turns these findings into its checks).
    public static let invalidSpecRule = RuleID("spec/invalid", kind: .spec)

    /// Parses one spec file. `file` is the path shown in every `SourceLocation`; it also picks
    /// the format (`.json`, `.yaml`, `.yml`; otherwise a first non-space `{` means JSON).
    ///
    /// The work runs on a thread of its own with a large stack, so the recursion that nested
    /// input asks for (up to `maximumDepth` levels, and libyaml's own limit of 1000 while
    /// composing) is safe whatever thread calls this (dispatch workers may have 512 KiB).
    public static func parse(file: String, bytes: [UInt8]) -> SpecParseResult {
        LargeStackThread.run { parseOnCurrentThread(file: file, bytes: bytes) }
    }

    static func parseOnCurrentThread(file: String, bytes: [UInt8]) -> SpecParseResult {
        let tree = parseTreeOnCurrentThread(file: file, bytes: bytes, emptyMessage: "empty spec")
        guard let root = tree.root else {
            return SpecParseResult(document: nil, findings: [], inputError: tree.inputError)
        }
        var decoder = SpecDecoder(file: file, alreadyReported: tree.reportedPositions)
        let document = decoder.decode(root)
        return SpecParseResult(document: document, findings: (tree.findings + decoder.findings).sorted(by: Finding.reportOrder),
                               inputError: nil)
    }

    /// Reads YAML or JSON (chosen as for specs) into the positioned tree the spec decoder
    /// reads, without decoding it as a spec (`StructuredDocument.parse` is the public face of
    /// this, for the configuration file). Duplicate keys are warnings and non-finite YAML numbers errors (both
    /// `spec/invalid`, in `findings`); bad UTF-8, YAML or JSON, an empty file and hostile
    /// nesting or alias expansion give `inputError` and no root.
    static func parseTree(file: String, bytes: [UInt8]) -> ParsedTree {
        LargeStackThread.run { parseTreeOnCurrentThread(file: file, bytes: bytes, emptyMessage: "the file is empty") }
    }

    static func parseTreeOnCurrentThread(file: String, bytes: [UInt8], emptyMessage: String) -> ParsedTree {
        let format = sourceFormat(file: file, bytes: bytes)
        let inputRule = (format == .json ? InputRule.invalidJSON : .invalidYAML).id
        func inputError(_ message: String, at position: SourcePosition) -> ParsedTree {
            ParsedTree(root: nil, findings: [], inputError: Finding(
                rule: inputRule, severity: .error, location: SourceLocation(file: file, position: position), message: message))
        }

        // Most YAML specs take the fast path (YAMLFastReader), which checks the UTF-8 itself and
        // answers nil for anything it does not read exactly as Yams does.
        if format == .yaml,
           let output = YAMLFastReader(file: file, maximumDepth: maximumDepth, maximumNodes: maximumNodes).read(bytes),
           let root = output.root {
            return ParsedTree(root: root, findings: output.findings, inputError: nil, reportedPositions: output.reportedPositions)
        }

        // The JSON parser reads bytes; only YAML needs the text. ASCII (most files) is valid
        // UTF-8 without decoding it scalar by scalar.
        var text = ""
        if format == .yaml || !Self.isValidUTF8(bytes) {
            switch UTF8Text.decode(bytes) {
            case .success(let decoded): text = decoded
            case .failure(let failure):
                return inputError("the file is not valid UTF-8 (\(failure.detail))", at: failure.position)
            }
        }

        switch format {
        case .json:
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
                || (bytes.count == 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF) {
                return inputError(emptyMessage, at: .start)
            }
            do {
                let document = try JSONParser.parse(bytes: bytes, limits: .init(maximumDepth: maximumDepth))
                let findings = document.duplicateKeys.map { duplicate in
                    Finding(rule: invalidSpecRule, severity: .warning, location: SourceLocation(file: file, position: duplicate.position),
                            message: "duplicate key '\(duplicate.key)'; the last one is used")
                }
                return ParsedTree(root: document.root, findings: findings, inputError: nil)
            } catch {
                return inputError("invalid JSON: \(error.message)", at: error.position)
            }
        case .yaml:
            let reader = YAMLSourceReader(file: file, maximumDepth: maximumDepth, maximumNodes: maximumNodes)
            switch reader.read(text) {
            case .failure(let failure):
                return inputError(failure.message, at: failure.position)
            case .success(let output):
                guard let root = output.root else { return inputError(emptyMessage, at: .start) }
                return ParsedTree(root: root, findings: output.findings, inputError: nil, reportedPositions: output.reportedPositions)
            }
        }
    }

    /// True when `bytes` are valid UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing
    /// above U+10FFFF). Runs of ASCII are skipped eight bytes at a time and only the other
    /// sequences are decoded: `String(validating:)` over a whole spec with one "·" in it cost
    /// ~10 instructions a byte and built a `String` that was thrown away. The scalar-by-scalar
    /// decode, which also finds the position of a bad byte, is for the files that fail this.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { raw in
            let count = raw.count
            var offset = 0
            while offset < count {
                if offset + 8 <= count, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    offset += 8
                    continue
                }
                let lead = raw[offset]
                if lead < 0x80 {
                    offset += 1
                    continue
                }
                // The lead byte fixes the length and the range of the first continuation byte
                // (RFC 3629 section 4); the others are 0x80...0xBF.
                let length: Int, second: ClosedRange<UInt8>
                switch lead {
                case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
                case 0xE0: (length, second) = (3, 0xA0...0xBF)
                case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
                case 0xED: (length, second) = (3, 0x80...0x9F)
                case 0xF0: (length, second) = (4, 0x90...0xBF)
                case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
                case 0xF4: (length, second) = (4, 0x80...0x8F)
                default: return false
                }
                guard offset + length <= count, second.contains(raw[offset + 1]) else { return false }
                for continuation in (offset + 2)..<(offset + length) where raw[continuation] & 0xC0 != 0x80 { return false }
                offset += length
            }
            return true
        }
    }

    /// Parses spec text (convenience for tests and tools that hold a string).
    public static func parse(file: String, text: String) -> SpecParseResult {
        parse(file: file, bytes: Array(text.utf8))
    }

    /// Decodes an already parsed tree (JSON, or YAML converted to JSON nodes) into a document,
    /// with the `spec/invalid` findings about it.
    public static func decode(_ root: JSONNode, file: String) -> (document: SpecDocument, findings: [Finding]) {
        var decoder = SpecDecoder(file: file, alreadyReported: [])
        let document = decoder.decode(root)
        return (document, decoder.findings.sorted(by: Finding.reportOrder))
    }

    /// `.json` → JSON; `.yaml`/`.yml` → YAML; otherwise JSON when the first non-space byte is `{`.
    public static func sourceFormat(file: String, bytes: [UInt8]) -> SpecSourceFormat {
        let lower = file.lowercased()
        if lower.hasSuffix(".json") { return .json }
        if lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") { return .yaml }
        var index = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "{") ? .json : .yaml
    }

    /// The document name when `name:` is absent: the file name without its folder and without
    /// the `.spec.yaml` / `.spec.yml` / `.spec.json` ending (or a plain `.yaml`/`.yml`/`.json`).
    public static func defaultName(for file: String) -> String {
        var name = Substring(file)
        if let slash = name.lastIndex(where: { $0 == "/" || $0 == "\\" }) { name = name[name.index(after: slash)...] }
        let lower = name.lowercased()
        for ending in [".spec.yaml", ".spec.yml", ".spec.json", ".yaml", ".yml", ".json"] where lower.hasSuffix(ending) {
            let stripped = name.dropLast(ending.count)
            if !stripped.isEmpty { return String(stripped) }
        }
        return String(name)
    }
}

/// YAML or JSON read into positioned nodes (`SpecParser.parseTree`).
struct ParsedTree: Sendable {
    /// nil when `inputError` is set.
    var root: JSONNode?
    /// Duplicate keys (warnings) and non-finite YAML numbers (errors, the value replaced by null).
    var findings: [Finding]
    var inputError: Finding?
    /// Values replaced by null after an error was reported for them.
    var reportedPositions: Set<SourcePosition>

    init(root: JSONNode?, findings: [Finding], inputError: Finding?, reportedPositions: Set<SourcePosition> = []) {
        self.root = root
        self.findings = findings
        self.inputError = inputError
        self.reportedPositions = reportedPositions
    }
}

/// UTF-8 validation that says where the first bad byte is.
enum UTF8Text {
    struct Failure: Error {
        var position: SourcePosition
        var detail: String
    }

    static func decode(_ bytes: [UInt8]) -> Result<String, Failure> {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var line = 1
        var column = 1
        var previousWasCR = false
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                let atStart = consumed == 0
                consumed += UTF8.width(scalar)
                if atStart, scalar == "\u{FEFF}" {
                    // A byte order mark is not a column (the JSON and YAML readers skip it too).
                } else if scalar == "\n" {
                    if !previousWasCR { line += 1 }
                    column = 1
                } else if scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                previousWasCR = scalar == "\r"
            case .emptyInput:
                return .success(String(decoding: bytes, as: UTF8.self))
            case .error:
                let byte = consumed < bytes.count ? bytes[consumed] : 0
                let hex = String(byte, radix: 16, uppercase: true)
                return .failure(Failure(position: SourcePosition(line: line, column: column),
                                        detail: "byte 0x\(hex.count < 2 ? "0" + hex : hex) at line \(line), column \(column)"))
            }
        }
    }
}
