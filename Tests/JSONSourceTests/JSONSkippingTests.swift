import Diagnostics
import JSONSource
import XCTest

/// `JSONParser.parse(bytes:skipping:)`: values of the named keys are not built, but the
/// document is still strict JSON (RFC 8259) with every error where it would be without skipping.
final class JSONSkippingTests: XCTestCase {
    private func parse(_ text: String, skipping: Set<String>) throws(JSONParseError) -> JSONDocument {
        try JSONParser.parse(bytes: Array(text.utf8), skipping: skipping)
    }

    func testSkippedKeysAreAbsentAtEveryDepthAndTheRestKeepsItsPositions() throws {
        let text = """
        {"name": "Card", "fillGeometry": [{"path": "M0 0L1 1", "windingRule": "NONZERO"}],
         "children": [{"name": "Title", "fillGeometry": {"deep": [1, 2, {"x": "y"}]}, "type": "TEXT"}],
         "type": "FRAME"}
        """
        let full = try parse(text, skipping: [])
        let skipped = try parse(text, skipping: ["fillGeometry"])
        let root = try XCTUnwrap(skipped.root.objectValue)
        XCTAssertEqual(root.keys, ["name", "children", "type"])
        let child = try XCTUnwrap(root["children"]?.arrayValue?.first?.objectValue)
        XCTAssertEqual(child.keys, ["name", "type"])

        // What is kept is where it was: same positions as the full parse.
        let fullChild = try XCTUnwrap(full.root.objectValue?["children"]?.arrayValue?.first?.objectValue)
        XCTAssertEqual(child.member("type")?.keyPosition, fullChild.member("type")?.keyPosition)
        XCTAssertEqual(child["type"]?.position, fullChild["type"]?.position)
        XCTAssertEqual(root["type"]?.position, SourcePosition(line: 3, column: 10))
    }

    func testOnlyKeysAreSkippedNotEqualStringValues() throws {
        let skipped = try parse(#"{"a": "fillGeometry", "list": ["fillGeometry"]}"#, skipping: ["fillGeometry"])
        XCTAssertEqual(skipped.root.objectValue?["a"]?.stringValue, "fillGeometry")
        XCTAssertEqual(skipped.root.objectValue?["list"]?.arrayValue?.first?.stringValue, "fillGeometry")
    }

    /// Names are skipped by `String` equality, as `Set.contains` compares them: an ASCII name
    /// only by its exact bytes (a same-length name is kept), and a name canonically equivalent to
    /// a skipped one is skipped even with another length ("\u{212A}" KELVIN SIGN is "K", one
    /// scalar, three bytes; Unicode's canonical decomposition of U+212A is U+004B).
    func testSkippedNamesAreMatchedByStringEquality() throws {
        let kelvin = "\u{212A}ind"
        let text = "{\"Kind\": 1, \"Kine\": 2, \"\(kelvin)\": 3, \"type\": 4}"
        let document = try parse(text, skipping: ["Kind"])
        let object = try XCTUnwrap(document.root.objectValue)
        XCTAssertEqual(object.keys, ["Kine", "type"])
        XCTAssertEqual(object["Kine"]?.numberValue, 2)
    }

    /// Broken JSON inside a skipped value is the same error, at the same place, as without
    /// skipping: skipping saves memory, it does not loosen the parser.
    func testErrorsInsideSkippedValuesAreTheErrorsOfAFullParse() {
        let broken = [
            #"{"skip": {"a": 1,}}"#,               // trailing comma
            #"{"skip": [1 2]}"#,                   // missing comma
            #"{"skip": "bad \q escape"}"#,         // invalid escape
            "{\"skip\": \"tab\there\"}",           // unescaped control character
            #"{"skip": "\ud800 alone"}"#,          // unpaired surrogate
            #"{"skip": {"n": 01}}"#,               // leading zero
            #"{"skip": {"n": NaN}}"#,              // not a JSON number
            #"{"skip": [tru]}"#,                   // bad literal
            #"{"skip": {"open": ["#,               // end of file
            "{\"skip\":\n  {\"x\": \"unterminated}\n}",
        ]
        for text in broken {
            let expected = error(text, skipping: [])
            let actual = error(text, skipping: ["skip"])
            XCTAssertNotNil(expected, text)
            XCTAssertEqual(actual, expected, text)
        }
        var invalidUTF8 = Array(#"{"skip": ""#.utf8)
        invalidUTF8 += [0xC0, 0xAF] + Array(#""}"#.utf8)
        XCTAssertEqual(error(bytes: invalidUTF8, skipping: ["skip"]), error(bytes: invalidUTF8, skipping: []))
        XCTAssertNotNil(error(bytes: invalidUTF8, skipping: []))
    }

    func testDepthLimitStillHoldsInsideSkippedValues() {
        let deep = #"{"skip": "# + String(repeating: "[", count: 20) + String(repeating: "]", count: 20) + "}"
        let limits = JSONParser.Limits(maximumDepth: 10)
        let expected = error(bytes: Array(deep.utf8), skipping: [], limits: limits)
        XCTAssertNotNil(expected)
        XCTAssertEqual(error(bytes: Array(deep.utf8), skipping: ["skip"], limits: limits), expected)
    }

    private func error(_ text: String, skipping: Set<String>) -> JSONParseError? {
        error(bytes: Array(text.utf8), skipping: skipping)
    }

    private func error(bytes: [UInt8], skipping: Set<String>, limits: JSONParser.Limits = .init()) -> JSONParseError? {
        do {
            _ = try JSONParser.parse(bytes: bytes, limits: limits, skipping: skipping)
            return nil
        } catch {
            return error
        }
    }
}
