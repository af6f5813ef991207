import Diagnostics
import JSONSource

/// YAML or JSON text → a positioned `JSONNode` tree, with the same limits and error reporting
/// as spec files. Used for spec files and for `.tokenlint.yml`.
public enum StructuredDocument {
    public struct Tree: Sendable {
        public var root: JSONNode
        /// Problems that do not stop reading (duplicate keys, extra YAML documents).
        public var findings: [Finding]
        /// Positions already reported, so the decoder does not report them twice.
        public var reportedPositions: Set<SourcePosition>
    }

    /// Reads `bytes` (the format from `file`'s ending, else sniffed). A failure is an input
    /// error finding with its position.
    public static func parse(file: String, bytes: [UInt8]) -> Result<Tree, Finding> {
        let format = SpecParser.sourceFormat(file: file, bytes: bytes)
        let inputRule = format == .json ? SpecParser.invalidJSONRule : SpecParser.invalidYAMLRule
        func failure(_ message: String, at position: SourcePosition) -> Result<Tree, Finding> {
            .failure(Finding(rule: inputRule, severity: .error, location: SourceLocation(file: file, position: position), message: message))
        }
        let text: String
        switch UTF8Text.decode(bytes) {
        case .success(let decoded): text = decoded
        case .failure(let problem): return failure("the file is not valid UTF-8 (\(problem.detail))", at: problem.position)
        }
        switch format {
        case .json:
            if text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{FEFF}" }) {
                return failure("the file is empty", at: .start)
            }
            do {
                let document = try JSONParser.parse(bytes: bytes, limits: .init(maximumDepth: SpecParser.maximumDepth))
                let findings = document.duplicateKeys.map { duplicate in
                    Finding(rule: SpecParser.invalidSpecRule, severity: .warning, location: SourceLocation(file: file, position: duplicate.position),
                            message: "duplicate key '\(duplicate.key)'; the last one is used")
                }
                return .success(Tree(root: document.root, findings: findings, reportedPositions: []))
            } catch {
                return failure("invalid JSON: \(error.message)", at: error.position)
            }
        case .yaml:
            let reader = YAMLSourceReader(file: file, maximumDepth: SpecParser.maximumDepth, maximumNodes: SpecParser.maximumNodes)
            switch reader.read(text) {
            case .failure(let problem): return failure(problem.message, at: problem.position)
            case .success(let output):
                guard let root = output.root else { return failure("the file is empty", at: .start) }
                return .success(Tree(root: root, findings: output.findings, reportedPositions: output.reportedPositions))
            }
        }
    }
}
