import DesignTokens
import Foundation
import XCTest

/// One `{token.path}` grammar everywhere (DTCG Format 2025.10 §7.1.1, §7.4.5 "Tools MUST
/// report errors for: Invalid syntax: Malformed curly braces"): a spec's color, a token
/// file's alias, `tokenlint contrast` and `tokenlint tokens resolve` give the same verdict on
/// the same text. `{ color.label }` used to be rejected in a spec but resolved on the
/// command line.
final class TokenReferenceAgreementTests: XCTestCase {
    private enum Verdict: Equatable { case resolved, malformed, other(String) }

    private static let malformedWords = "is not a well-formed token reference"

    /// The same inputs through the four readers; none needs quoting in YAML or JSON.
    func testSpecRegistryContrastAndResolveAgree() throws {
        let directory = try makeTemporaryDirectory(self)
        let cases: [(text: String, wellFormed: Bool)] = [
            ("{color.label}", true),
            ("{ color.label }", false),
            ("{color.label }", false),
            ("{ color.label}", false),
            ("{color. label}", false),
            ("{color..label}", false),
            ("{.color.label}", false),
            ("{color.label.}", false),
            ("{}", false),
            ("{color.{label}}", false),
        ]
        for (index, input) in cases.enumerated() {
            let tokens = directory.appendingPathComponent("case\(index).tokens.json")
            try """
            {"color": {"label": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000000"}},
                       "alias": {"$type": "color", "$value": "\(input.text)"}}}
            """.write(to: tokens, atomically: true, encoding: .utf8)
            let spec = directory.appendingPathComponent("case\(index).yaml")
            try """
            tokenlint: 1
            components:
              - id: title
                role: text
                foreground: "\(input.text)"
                background: "#FFFFFF"
            """.write(to: spec, atomically: true, encoding: .utf8)

            let expected: Verdict = input.wellFormed ? .resolved : .malformed
            let verdicts: [(String, Verdict)] = [
                ("spec", specVerdict(spec: spec.path, tokens: tokens.path)),
                ("registry", registryVerdict(tokens: tokens.path)),
                ("contrast", commandVerdict(["contrast", input.text, "#FFFFFF", "--tokens", tokens.path])),
                ("tokens resolve", commandVerdict(["tokens", "resolve", input.text, "--tokens", tokens.path])),
            ]
            for (site, verdict) in verdicts {
                XCTAssertEqual(verdict, expected, "\(site) on \(input.text)")
            }
        }
    }

    /// A user who typed blanks inside the braces is told the fix.
    func testTheCommandLineSuggestsTheFix() {
        let result = tokenlint("contrast", "{ color.label }", "#FFFFFF")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("\"{ color.label }\" \(Self.malformedWords)"), result.summary)
        XCTAssertTrue(result.err.contains("did you mean {color.label}?"), result.summary)
    }

    /// The spec schema's "reference" pattern (what an editor checks while typing) is the same
    /// grammar: it matches exactly the strings `TokenReference` reads as references.
    func testTheSpecSchemaPatternIsTheSameGrammar() throws {
        let schemaURL = TestPaths.packageRoot.appendingPathComponent("docs/schemas/spec.schema.json")
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let pattern = try XCTUnwrap(schema.object("definitions")?.object("reference")?.string("pattern"))
        let regex = try NSRegularExpression(pattern: pattern)
        // Pieces that reach every branch of the grammar; no string ends in a line break, where
        // NSRegularExpression's "$" (unlike ECMAScript's, which editors use) also matches.
        let pieces = ["{", "}", ".", " ", "\t", "a", "b", "$root", "é", "e\u{301}", "😀", "-"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17  // xorshift64
            return Int(state % UInt64(bound))
        }
        var matched = 0
        for _ in 0..<5000 {
            let text = "{" + (0..<next(6)).map { _ in pieces[next(pieces.count)] }.joined() + "}"
            let range = NSRange(text.startIndex..., in: text)
            let schemaSaysReference = regex.firstMatch(in: text, range: range) != nil
            let isReference = TokenReference.parse(text) != nil
            XCTAssertEqual(schemaSaysReference, isReference, text.debugDescription)
            if isReference { matched += 1 }
        }
        XCTAssertGreaterThan(matched, 500, "the generator reaches well-formed references often")
    }

    /// The spec decoder: the reference error on the foreground line, or no error at all.
    private func specVerdict(spec: String, tokens: String) -> Verdict {
        let result = tokenlint("lint", "--tokens", tokens, spec)
        let specErrors = result.out.split(separator: "\n").filter { $0.hasPrefix(spec) && $0.contains(": error:") }
        if specErrors.isEmpty, result.code == 0 { return .resolved }
        if specErrors.contains(where: { $0.contains(":5:") && $0.contains(Self.malformedWords) }) { return .malformed }
        return .other(result.summary)
    }

    /// The registry's alias resolver, through `tokens check`.
    private func registryVerdict(tokens: String) -> Verdict {
        let result = tokenlint("tokens", "check", "--tokens", tokens)
        if result.code == 0 { return .resolved }
        if result.out.contains("color.alias: \"") && result.out.contains(Self.malformedWords) { return .malformed }
        return .other(result.summary)
    }

    /// A command that takes the reference as an argument: exit 0, or exit 2 saying why.
    private func commandVerdict(_ arguments: [String]) -> Verdict {
        let result = tokenlint(arguments)
        if result.code == 0 { return .resolved }
        if result.code == 2, result.err.contains(Self.malformedWords) { return .malformed }
        return .other(result.summary)
    }
}
