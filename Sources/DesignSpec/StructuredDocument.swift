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
        // The same reader as spec files (on a large-stack thread, with the same limits).
        let tree = SpecParser.parseTree(file: file, bytes: bytes)
        if let root = tree.root {
            return .success(Tree(root: root, findings: tree.findings, reportedPositions: tree.reportedPositions))
        }
        return .failure(tree.inputError ?? Finding(
            rule: (SpecParser.sourceFormat(file: file, bytes: bytes) == .json ? InputRule.invalidJSON : .invalidYAML).id,
            severity: .error, location: SourceLocation(file: file, position: .start), message: "the file is empty"))
    }
}
