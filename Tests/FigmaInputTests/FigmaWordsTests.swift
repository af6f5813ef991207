@testable import FigmaInput
import Foundation
import SeededRandom
import XCTest

/// Layer names are split into words by byte when they are ASCII (`asciiWords`) and by character
/// otherwise (`unicodeWords`): the two must give the same words for every ASCII name, or a
/// role would depend on which path a name took.
final class FigmaWordsTests: XCTestCase {
    func testTheByteSplitAgreesWithTheCharacterSplitOnSeededASCIINames() {
        // Letters of both cases, digits, separators Figma names use, and control characters
        // (a CR LF pair is one Character: the character path must still split there).
        let alphabet = Array("aZbYmMzA09 _-/.,=()[]&\t\r\n\u{0}\u{1F}\u{7F}".utf8)
        var random = SplitMix64(seed: 22)
        for _ in 0..<20_000 {
            let bytes = (0..<random.below(24)).map { _ in alphabet[random.below(alphabet.count)] }
            let name = String(decoding: bytes, as: UTF8.self)
            XCTAssertEqual(FigmaRoles.asciiWords(name.utf8), FigmaRoles.unicodeWords(name), "\(bytes)")
        }
    }

    func testTheByteSplitAgreesWithTheCharacterSplitOnRealLayerNames() throws {
        var names = 0
        for folder in ["figma", "figma-real"] {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/\(folder)")
            for file in try FileManager.default.contentsOfDirectory(atPath: root.path) where file.hasSuffix(".json") {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for name in Self.names(in: text) where name.utf8.allSatisfy({ $0 < 0x80 }) {
                    names += 1
                    XCTAssertEqual(FigmaRoles.asciiWords(name.utf8), FigmaRoles.unicodeWords(name), "\(file): \(name)")
                }
            }
        }
        XCTAssertGreaterThan(names, 10_000)
    }

    func testVariantValuesAreTrimmedOfSpacesAndTabsOnlyAsFoundationTrimsWhitespaces() {
        XCTAssertEqual(FigmaRoles.variantPairs(" State = Hover ,\tSize=Large\t").map { "\($0)=\($1)" }, ["State=Hover", "Size=Large"])
        XCTAssertEqual(FigmaRoles.variantPairs("State=Hover\n").map(\.1), ["Hover\n"])
        let pieces = ["a", "B", " ", "\t", "\n", "\r\n", "\u{A0}", "\u{2003}", "\u{3000}", "\u{85}", "\u{2028}", "é", "e\u{301}"]
        var random = SplitMix64(seed: 2211)
        for _ in 0..<5_000 {
            let text = (0..<random.below(8)).map { _ in pieces[random.below(pieces.count)] }.joined()
            XCTAssertEqual(FigmaRoles.trimmed(Substring(text)), text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
        }
    }

    /// Every `"name": "…"` string of a Figma response (plain ones: names with escapes are skipped).
    private static func names(in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: #""name"\s*:\s*"([^"\\]*)""#)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }
}
