// Compiled with the SwiftSource trait only, like the swift-syntax it imports (Package.swift).
#if SwiftSource
import DesignSpec
import Diagnostics
import SwiftSyntax

/// `// tokenlint:disable:next RULE -- reason` (the view expression that follows) and
/// `// tokenlint:disable:this RULE -- reason` (the view on the comment's line), read into the
/// `ignore:` entries of the components they cover, so they behave as a spec's: the reason is
/// required and an entry that suppresses nothing is reported.
enum Suppressions {
    struct Entry {
        var suppression: Suppression
        /// The lines of the code it covers.
        var lines: ClosedRange<Int>
    }

    static let marker = "tokenlint:disable:"

    static func read(_ tree: SourceFileSyntax, converter: SourceLocationConverter, file: String) -> [Entry] {
        var entries: [Entry] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for (trivia, leading) in [(token.leadingTrivia, true), (token.trailingTrivia, false)] {
                var offset = leading ? token.position : token.endPositionBeforeTrailingTrivia
                for piece in trivia {
                    defer { offset = offset + piece.sourceLength }
                    guard case .lineComment(let text) = piece, let parsed = parse(text) else { continue }
                    let commentLine = converter.location(for: offset).line
                    let location = Diagnostics.SourceLocation(file: file, line: commentLine, column: converter.location(for: offset).column)
                    let lines: ClosedRange<Int>
                    if parsed.next, leading {
                        // The outermost syntax starting at the next token, up to its statement.
                        var node = Syntax(token)
                        while let parent = node.parent, parent.firstToken(viewMode: .sourceAccurate) == token,
                              !node.is(CodeBlockItemSyntax.self), !node.is(MemberBlockItemSyntax.self) {
                            node = parent
                        }
                        let start = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
                        lines = start...max(start, converter.location(for: node.endPositionBeforeTrailingTrivia).line)
                    } else {
                        lines = commentLine...commentLine
                    }
                    for rule in parsed.rules {
                        entries.append(Entry(suppression: Suppression(rule: rule, reason: parsed.reason, location: location), lines: lines))
                    }
                }
            }
        }
        return entries
    }

    /// `// tokenlint:disable:next a/b, c/d -- why` → (next, [a/b, c/d], why); nil for other comments.
    static func parse(_ comment: String) -> (next: Bool, rules: [String], reason: String?)? {
        guard let range = comment.range(of: marker) else { return nil }
        let rest = comment[range.upperBound...]
        let next: Bool
        if rest.hasPrefix("next") { next = true } else if rest.hasPrefix("this") { next = false } else { return nil }
        let body = rest.dropFirst(4)
        let parts = body.split(separator: "--", maxSplits: 1, omittingEmptySubsequences: false)
        let rules = (parts.first ?? "").split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        guard !rules.isEmpty else { return nil }
        let reason = parts.count > 1 ? String(parts[1]).trimmingWhitespace : ""
        return (next, rules, reason.isEmpty ? nil : reason)
    }

    /// Each entry goes to the first component (depth first) that starts in its lines, or whose
    /// finding for the rule would be placed there (a modifier's line); with none, to the
    /// innermost member before it, where it is reported as suppressing nothing.
    static func attach(_ entries: [Entry], to components: inout [SpecComponent]) {
        for entry in entries {
            if attachFirst(entry, to: &components, matching: { factLines($0, entry.suppression.rule).contains { entry.lines.contains($0) } }) { continue }
            if attachFirst(entry, to: &components, matching: { entry.lines.contains($0.location.line) }) { continue }
            guard let member = components.lastIndex(where: { $0.location.line <= entry.lines.lowerBound }) ?? components.indices.first else { continue }
            components[member].ignore.append(entry.suppression)
        }
    }

    private static func attachFirst(_ entry: Entry, to components: inout [SpecComponent], matching: (SpecComponent) -> Bool) -> Bool {
        for index in components.indices {
            if matching(components[index]) {
                components[index].ignore.append(entry.suppression)
                return true
            }
            if attachFirst(entry, to: &components[index].children, matching: matching) { return true }
        }
        return false
    }

    /// Where a component's finding for `rule` is placed when not at the component itself.
    private static func factLines(_ component: SpecComponent, _ rule: String) -> [Int] {
        switch rule {
        case "text/fixed-size", "text/min-size": return component.font.map { [$0.location.line] } ?? []
        case "text/dynamic-type-cap": return component.code?.dynamicTypeLimit.map { [$0.location.line] } ?? []
        case "semantics/tap-gesture": return component.code?.tapGesture.map { [$0.line] } ?? []
        case "target/size": return component.code?.symbolLabel.map { [$0.location.line] } ?? []
        default: return []
        }
    }
}

extension StringProtocol {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
#endif
