import Diagnostics
import JSONSource
import XCTest

/// Every value and key remembers its line and column (1-based; columns in Unicode scalars).
final class JSONPositionTests: XCTestCase {
    func testValueAndKeyPositionsInMultiLineInput() throws {
        let text = """
            {
              "a": 1,
              "b": [true, null],
              "c": {"d": "x"}
            }
            """
        let root = try XCTUnwrap(parseOK(text)?.root)
        XCTAssertEqual(root.position, pos(1, 1))
        let object = try XCTUnwrap(root.objectValue)
        XCTAssertEqual(object.keys, ["a", "b", "c"])

        XCTAssertEqual(object.member("a")?.keyPosition, pos(2, 3))
        XCTAssertEqual(root["a"]?.position, pos(2, 8))
        XCTAssertEqual(root["a"]?.numberValue, 1)

        XCTAssertEqual(object.member("b")?.keyPosition, pos(3, 3))
        XCTAssertEqual(root["b"]?.position, pos(3, 8))
        XCTAssertEqual(root["b"]?[0]?.position, pos(3, 9))
        XCTAssertEqual(root["b"]?[0]?.boolValue, true)
        XCTAssertEqual(root["b"]?[1]?.position, pos(3, 15))
        XCTAssertEqual(root["b"]?[1]?.isNull, true)

        XCTAssertEqual(object.member("c")?.keyPosition, pos(4, 3))
        XCTAssertEqual(root["c"]?.position, pos(4, 8))
        XCTAssertEqual(root["c"]?.objectValue?.member("d")?.keyPosition, pos(4, 9))
        XCTAssertEqual(root["c"]?["d"]?.position, pos(4, 14))
        XCTAssertEqual(root["c"]?["d"]?.stringValue, "x")
    }

    func testPositionsAfterBlankLinesTabsAndLongLines() throws {
        // Tabs are one column each; blank lines count.
        let long = String(repeating: " ", count: 5_000)
        let text = "\n\n\t[\n\t\t-12.5e1,\n\n\(long)\"far\"\n]"
        let root = try XCTUnwrap(parseOK(text)?.root)
        XCTAssertEqual(root.position, pos(3, 2))
        XCTAssertEqual(root[0]?.position, pos(4, 3))
        XCTAssertEqual(root[0]?.numberValue, -125)
        XCTAssertEqual(root[1]?.position, pos(6, 5_001))
    }

    func testColumnsCountUnicodeScalarsNotBytesOrUTF16() throws {
        // "é" is 2 UTF-8 bytes, one scalar; "ü" likewise.
        let text = #"{"é": "ü", "k": 2}"#
        let root = try XCTUnwrap(parseOK(text)?.root)
        let object = try XCTUnwrap(root.objectValue)
        XCTAssertEqual(object.member("é")?.keyPosition, pos(1, 2))
        XCTAssertEqual(root["é"]?.position, pos(1, 7))
        XCTAssertEqual(object.member("k")?.keyPosition, pos(1, 12))
        XCTAssertEqual(root["k"]?.position, pos(1, 17))
        XCTAssertEqual(root["é"]?.stringValue, "ü")
    }

    func testColumnsAfterAnEmojiAndADecomposedAccent() throws {
        // 😀 is 4 UTF-8 bytes, 2 UTF-16 units, 1 scalar.
        let emoji = try XCTUnwrap(parseOK("[\"😀\", 5]")?.root)
        XCTAssertEqual(emoji[1]?.position, pos(1, 7))

        // Family emoji: man ZWJ woman ZWJ girl = 5 scalars in one grapheme; columns count scalars.
        let family = try XCTUnwrap(parseOK("[\"👨‍👩‍👧\", 5]")?.root)
        XCTAssertEqual(family[0]?.stringValue, "👨‍👩‍👧")
        XCTAssertEqual(family[1]?.position, pos(1, 11))

        // "e" + U+0301 COMBINING ACUTE: 2 scalars, one Character.
        let decomposed = try XCTUnwrap(parseOK("{\"e\u{301}\": true, \"x\": false}")?.root)
        XCTAssertEqual(decomposed.objectValue?.member("x")?.keyPosition, pos(1, 14))

        // A value on a later line after a line full of multi-byte text: the column restarts.
        let multi = try XCTUnwrap(parseOK("[\"日本語テキスト\",\n  \"ok\"]")?.root)
        XCTAssertEqual(multi[1]?.position, pos(2, 3))
    }

    /// Columns are counted eight bytes at a time: scalars of 1 to 4 bytes that straddle the
    /// words, at every alignment, still count one each.
    func testColumnsAfterLongRunsOfMixedWidthScalarsAtEveryAlignment() throws {
        let text = String(repeating: "a\u{E9}\u{65E5}\u{1F600}", count: 10)  // 40 scalars, 100 bytes
        for indent in 0..<8 {
            let root = try XCTUnwrap(parseOK("[" + String(repeating: " ", count: indent) + "\"\(text)\", 5]")?.root)
            XCTAssertEqual(root[1]?.position, pos(1, 46 + indent), "indent \(indent)")
        }
    }

    func testErrorColumnCountsScalarsBeforeIt() {
        // The stray "x" is the 10th scalar (the 12th byte).
        assertParseError("[\"éé\", 1 x]", line: 1, column: 10)
        // The "}" after the trailing comma is the 9th scalar (the 12th byte).
        assertParseError("{\"😀\": 1,}", line: 1, column: 9, mentioning: "member name")
    }

    func testCRLFLineEndings() throws {
        let text = "{\r\n  \"a\": 1,\r\n  \"b\": [\r\n    2\r\n  ]\r\n}\r\n"
        let root = try XCTUnwrap(parseOK(text)?.root)
        XCTAssertEqual(root.objectValue?.member("a")?.keyPosition, pos(2, 3))
        XCTAssertEqual(root["a"]?.position, pos(2, 8))
        XCTAssertEqual(root.objectValue?.member("b")?.keyPosition, pos(3, 3))
        XCTAssertEqual(root["b"]?[0]?.position, pos(4, 5))
        // Errors in a CRLF file are on the right line too (a CR is not a column of the next line).
        assertParseError("{\r\n  \"a\": 1,\r\n}", line: 3, column: 1)
        assertParseError("[\r\n1,\r\n2\r\n  x]", line: 4, column: 3)
    }

    func testUTF8ByteOrderMarkIsSkippedAndNotCounted() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let document = try JSONParser.parse(bytes: bom + Array("{\"a\": [1, 2]}".utf8))
        XCTAssertEqual(document.root.position, pos(1, 1))
        XCTAssertEqual(document.root.objectValue?.member("a")?.keyPosition, pos(1, 2))
        XCTAssertEqual(document.root["a"]?[1]?.position, pos(1, 11))

        // Through the String entry point as well.
        let fromString = try JSONParser.parse("\u{FEFF}[true]")
        XCTAssertEqual(fromString.root[0]?.position, pos(1, 2))

        // An error right after a BOM is at 1:1 of the visible text, and on later lines unaffected.
        assertParseError(bom + Array("x".utf8), line: 1, columns: 1...1)
        assertParseError(bom + Array("[1,\n 2,]".utf8), line: 2, columns: 4...4)

        // A BOM is not allowed anywhere else.
        XCTAssertNotNil(parseError("[\"a\", \u{FEFF}1]"))
    }

    func testBOMOnlyIsEmpty() {
        assertParseError([0xEF, 0xBB, 0xBF], line: 1, columns: 1...1, mentioning: "empty")
    }

    func testStringPositionIsTheOpeningQuote() throws {
        let root = try XCTUnwrap(parseOK("[  \"a\\n\\u00e9\",\"b\"]")?.root)
        XCTAssertEqual(root[0]?.position, pos(1, 4))
        XCTAssertEqual(root[0]?.stringValue, "a\né")
        // 4 + the 11 characters of "a\n\u00e9" + ","
        XCTAssertEqual(root[1]?.position, pos(1, 16))
    }

    func testPositionsInAMinifiedSingleLineDocumentAreExact() throws {
        // A long single line exercises the column cache: every element's column is its offset + 1.
        let count = 20_000
        let text = "[" + (0..<count).map { _ in "7" }.joined(separator: ",") + "]"
        let started = Date()
        let root = try XCTUnwrap(parseOK(text)?.root)
        let elapsed = Date().timeIntervalSince(started)
        let items = try XCTUnwrap(root.arrayValue)
        XCTAssertEqual(items.count, count)
        for (index, item) in items.enumerated() where index % 997 == 0 || index == count - 1 {
            XCTAssertEqual(item.position, pos(1, 2 + 2 * index))
        }
        XCTAssertLessThan(elapsed, 5, "parsing a 40 kB minified line should be linear, took \(elapsed) s")
    }

    func testNodeValueDropsPositionsAndKeepsOrder() throws {
        let root = try XCTUnwrap(parseOK(#"{"z": [1, "two", null, false], "a": {"b": 2.5}}"#)?.root)
        let expected: JSONValue = .object([
            ("z", [1, "two", nil, false]),
            ("a", .object([("b", 2.5)])),
        ])
        XCTAssertEqual(root.value, expected)
        XCTAssertEqual(root.typeName, "an object")
        XCTAssertEqual(root["z"]?.typeName, "an array")
        XCTAssertEqual(root["z"]?[1]?.typeName, "a string")
        XCTAssertEqual(root["z"]?[2]?.typeName, "null")
    }

    func testJSONObjectRemoveAndInsertKeepLookupsConsistent() throws {
        var object = try XCTUnwrap(parseOK(#"{"a": 1, "b": 2, "c": 3, "d": 4}"#)?.root.objectValue)
        object.removeValue(forKey: "b")
        XCTAssertEqual(object.keys, ["a", "c", "d"])
        XCTAssertNil(object["b"])
        XCTAssertEqual(object["c"]?.numberValue, 3)
        XCTAssertEqual(object["d"]?.numberValue, 4)
        object.removeValue(forKey: "missing")
        XCTAssertEqual(object.count, 3)
        // (Member has no public initializer: take members from another parsed object.)
        let other = try XCTUnwrap(parseOK(#"{"a": "new", "e": null}"#)?.root.objectValue)
        let replaced = object.insert(try XCTUnwrap(other.member("a")))
        XCTAssertFalse(replaced, "insert reports that the key existed")
        XCTAssertEqual(object.keys, ["a", "c", "d"], "a replaced member keeps its place")
        XCTAssertEqual(object["a"]?.stringValue, "new")
        XCTAssertTrue(object.insert(try XCTUnwrap(other.member("e"))))
        XCTAssertEqual(object.keys, ["a", "c", "d", "e"])
        XCTAssertEqual(object["e"]?.isNull, true)
    }
}
