// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import SwiftSyntax

extension SyntaxProtocol {
    /// What swift-syntax's `trimmedDescription` gives (the node's source without the first
    /// token's leading and the last token's trailing trivia), cut from the node's bytes: the
    /// library's builds a trimmed copy of the node through key paths first, which took a sixth
    /// of the CPU of a run over an app.
    var trimmedText: String {
        let bytes = Syntax(self).syntaxTextBytes
        let start = min(leadingTriviaLength.utf8Length, bytes.count)
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
#endif
