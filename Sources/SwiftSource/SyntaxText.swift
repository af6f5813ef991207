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

    /// `asProtocol(DeclGroupSyntax.self)` with the node's kind tested first: the library's
    /// cast is a dynamic one, and it runs on every ancestor of every use a project index
    /// notes (2 % of a run over an app).
    var declGroup: (any DeclGroupSyntax)? {
        switch kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl, .protocolDecl: Syntax(self).asProtocol(DeclGroupSyntax.self)
        default: nil
        }
    }
}

extension String {
    /// `first?.isUppercase == true`, from the first byte when it is ASCII: a project index asks
    /// it of every name in every file, and Unicode's property lookup behind `Character` took
    /// 1.5 % of a run over an app.
    var startsUppercase: Bool {
        guard let byte = utf8.first else { return false }
        return byte < 0x80 ? (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) : first?.isUppercase == true
    }

    /// `first?.isLowercase == true`, as `startsUppercase`.
    var startsLowercase: Bool {
        guard let byte = utf8.first else { return false }
        return byte < 0x80 ? (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) : first?.isLowercase == true
    }
}

extension TokenKind {
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}

extension Syntax {
    /// Each ancestor with the child it was reached from, nearest first, at most 256 levels (code
    /// nested deeper is not followed); `withinDeclaration` stops below a type's member or the file.
    func ancestors(withinDeclaration: Bool) -> some Sequence<(child: Syntax, parent: Syntax)> {
        sequence(state: (node: self, depth: 0)) { state in
            guard state.depth < 256, let parent = state.node.parent,
                  !withinDeclaration || !(parent.is(MemberBlockItemSyntax.self) || parent.is(SourceFileSyntax.self)) else { return nil }
            defer { state = (parent, state.depth + 1) }
            return (state.node, parent)
        }
    }
}
#endif
