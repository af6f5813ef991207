import DesignTokens
import XCTest

/// The curly-brace reference grammar, DTCG Format 2025.10:
/// §7.1.1 "The curly brace syntax is specifically designed for referencing complete token
/// values"; §7.2.1 "Parse reference: Extract token path from {group.token}. Split path:
/// Convert to segments ["group", "token"]"; §5.1.1 "the following characters MUST NOT be used
/// anywhere in a token or group name: { (left curly bracket) } (right curly bracket)
/// . (period)"; §6.2 "{color.accent.$root} resolves to … (the root token)";
/// §7.4.5 "Tools MUST report errors for: Invalid syntax: Malformed curly braces".
final class TokenReferenceTests: XCTestCase {
    private func path(_ text: String) -> String? { TokenReference.parse(text)?.path }

    private func isMalformed(_ text: String) -> Bool {
        if case .malformed = TokenReference.read(text) { return true }
        return false
    }

    func testWellFormedPaths() {
        // §7.4.6 "Root token "primary" … {primary}"; "Nested token … {colors.blue}".
        XCTAssertEqual(path("{primary}"), "primary")
        XCTAssertEqual(path("{colors.blue}"), "colors.blue")
        XCTAssertEqual(TokenReference.parse("{colors.blue}")?.segments, ["colors", "blue"])
        XCTAssertEqual(TokenReference.parse("{colors.blue}")?.description, "{colors.blue}")
        // §6.2: the reserved $root name is referenced like any other.
        XCTAssertEqual(TokenReference.parse("{color.accent.$root}")?.segments, ["color", "accent", "$root"])
        // §5.1.1 forbids only { } . in names: non-ASCII letters, emoji, combining marks,
        // hyphens and inner spaces are names.
        XCTAssertEqual(path("{couleur.bleu-clair}"), "couleur.bleu-clair")
        XCTAssertEqual(TokenReference.parse("{色.主要}")?.segments, ["色", "主要"])
        XCTAssertEqual(TokenReference.parse("{e\u{301}.😀}")?.segments, ["e\u{301}", "😀"])
        XCTAssertEqual(path("{font size.body}"), "font size.body")
    }

    func testNotAReferenceUnlessTheWholeStringIsInBraces() {
        // §7.1.1 Example 31: the whole "$value" is "{colors.blue}".
        for text in ["", "{", "}", "colors.blue", "#FFFFFF", "a {b} c", " {a}", "{a} ", "{a}\u{301}", "}a{"] {
            XCTAssertEqual(TokenReference.read(text), .notAReference, text.debugDescription)
        }
    }

    func testEmptyPathsAndEmptyNamesAreMalformed() {
        for text in ["{}", "{.}", "{..}", "{.a}", "{a.}", "{a..b}", "{é.}"] {
            XCTAssertTrue(isMalformed(text), text)
        }
    }

    func testNestedBracesAreMalformed() {
        // §5.1.1: "{" and "}" MUST NOT be used anywhere in a name.
        for text in ["{{a}}", "{a{b}", "{a}b}", "{a.{b}.c}", "{{}}"] {
            XCTAssertTrue(isMalformed(text), text)
        }
    }

    /// The spec's references never have blanks around a name; tokenlint reports them (with
    /// the fix) instead of resolving the path " a.b ", which no real token has.
    func testWhitespaceAroundANameIsMalformedWithTheFix() {
        for text in ["{ a.b }", "{ a}", "{a }", "{a .b}", "{a. b}", "{\ta}", "{a\n}", "{a\r.b}", "{ }"] {
            XCTAssertTrue(isMalformed(text), text.debugDescription)
        }
        guard case .malformed(let problem) = TokenReference.read("{ color.label }") else {
            return XCTFail("{ color.label } must be malformed")
        }
        XCTAssertTrue(problem.contains("did you mean {color.label}?"), problem)
        XCTAssertEqual(TokenReference.malformedMessage("{ color.label }", problem: problem),
                       "\"{ color.label }\" is not a well-formed token reference (expected \"{group.token}\"): \(problem)")
        // No suggestion when trimming does not give a well-formed path.
        guard case .malformed(let other) = TokenReference.read("{ a..b}") else { return XCTFail("{ a..b} must be malformed") }
        XCTAssertFalse(other.contains("did you mean"), other)
    }

    /// The byte-level reading (what the spec decoder calls) and the String one are the same
    /// grammar, and both agree with the grammar written independently here on Unicode
    /// scalars, over many generated strings.
    func testBytesAndStringAgreeWithAnIndependentGrammarOnGeneratedStrings() {
        let pieces = ["{", "}", ".", " ", "\t", "\n", "a", "b", "$root", "é", "e\u{301}", "😀", "-", "{a}"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17  // xorshift64
            return Int(state % UInt64(bound))
        }
        var counts = (references: 0, malformed: 0, literals: 0)
        for _ in 0..<20_000 {
            var text = (0..<next(7)).map { _ in pieces[next(pieces.count)] }.joined()
            if next(3) > 0 { text = "{" + text + "}" }  // mostly braced, so the inside is exercised
            let expected = Self.grammar(text)
            let fromString = TokenReference.read(text)
            XCTAssertEqual(Self.verdict(fromString), expected, text.debugDescription)
            XCTAssertEqual(TokenReference.read(utf8: Array(text.utf8)), fromString, text.debugDescription)
            switch fromString {
            case .reference: counts.references += 1
            case .malformed: counts.malformed += 1
            case .notAReference: counts.literals += 1
            }
        }
        // The generator reaches every verdict often.
        XCTAssertGreaterThan(counts.references, 1000)
        XCTAssertGreaterThan(counts.malformed, 1000)
        XCTAssertGreaterThan(counts.literals, 1000)
    }

    private enum Verdict: Equatable { case literal, path(String), malformed }

    private static func verdict(_ reading: TokenReference.Reading) -> Verdict {
        switch reading {
        case .notAReference: .literal
        case .reference(let reference): .path(reference.path)
        case .malformed: .malformed
        }
    }

    /// The grammar of the type's documentation, restated on Unicode scalars.
    private static func grammar(_ text: String) -> Verdict {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "{", scalars.last == "}" else { return .literal }
        var inner = String.UnicodeScalarView()
        inner.append(contentsOf: scalars.dropFirst().dropLast())
        let names = String(inner).unicodeScalars.split(separator: ".", omittingEmptySubsequences: false)
        let blanks: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]
        for name in names {
            guard let first = name.first, let last = name.last else { return .malformed }
            if name.contains("{") || name.contains("}") { return .malformed }
            if blanks.contains(first) || blanks.contains(last) { return .malformed }
        }
        return .path(String(inner))
    }
}
