import Diagnostics
import JSONSource
import XCTest

/// Every malformed input is a `JSONParseError` with the position of the problem (RFC 8259 strict).
final class JSONParseErrorTests: XCTestCase {
    // MARK: Structure

    func testTrailingCommaInObject() {
        assertParseError(#"{"a": 1,}"#, line: 1, column: 9, mentioning: "member name")
        assertParseError("{\n  \"a\": 1,\n}", line: 3, column: 1)
    }

    func testTrailingCommaInArray() {
        assertParseError("[1, 2,]", line: 1, column: 7, mentioning: "expected a value")
        assertParseError("[\n  1,\n  2,\n]", line: 4, column: 1)
    }

    func testMissingColon() {
        assertParseError(#"{"a" 1}"#, line: 1, column: 6, mentioning: "':'")
        assertParseError(#"{"a"}"#, line: 1, column: 5, mentioning: "':'")
        assertParseError("{\n  \"name\"\n    \"x\"\n}", line: 3, column: 5, mentioning: "':'")
    }

    func testMissingCommaAndBadSeparators() {
        assertParseError(#"{"a": 1 "b": 2}"#, line: 1, column: 9)
        assertParseError("[1 2]", line: 1, column: 4)
        assertParseError("[1; 2]", line: 1, column: 3)
        assertParseError(#"{"a": 1; "b": 2}"#, line: 1, column: 8)
    }

    func testUnquotedAndSingleQuotedKeys() {
        assertParseError("{a: 1}", line: 1, column: 2, mentioning: "member name")
        assertParseError("{'a': 1}", line: 1, column: 2)
    }

    func testUnclosedContainersReportEndOfFile() {
        assertParseError("[1, 2", line: 1, column: 6, mentioning: "end of file")
        assertParseError("{\"a\": 1", line: 1, column: 8, mentioning: "end of file")
        assertParseError("{\"a\":", line: 1, column: 6, mentioning: "end of file")
        assertParseError("[", line: 1, column: 2)
    }

    // MARK: Strings

    func testUnterminatedStringPointsAtItsOpeningQuote() {
        assertParseError(#"{"a": "abc"#, line: 1, column: 7, mentioning: "unterminated")
        assertParseError("[\n  \"abc", line: 2, column: 3, mentioning: "unterminated")
        assertParseError("\"", line: 1, column: 1, mentioning: "unterminated")
        // An unterminated key.
        assertParseError("{\"ab", line: 1, column: 2, mentioning: "unterminated")
        // A backslash right before the end of input.
        XCTAssertNotNil(parseError("[\"abc\\"))
    }

    func testBadEscapes() {
        // The position is the backslash or the letter after it; both name the escape.
        assertParseError(#"["\x"]"#, line: 1, columns: 3...4, mentioning: "escape")
        assertParseError(#"["ok", "\a"]"#, line: 1, columns: 9...10, mentioning: "escape")
        assertParseError(#"["\U00e9"]"#, line: 1, columns: 3...4, mentioning: "escape")
        assertParseError(#"["\'"]"#, line: 1, columns: 3...4, mentioning: "escape")
        assertParseError(#"["\u12G4"]"#, line: 1, columns: 3...7, mentioning: "hex")
        assertParseError(#"["\u00"]"#, line: 1, columns: 3...7)
        assertParseError("[\"\\u00", line: 1, columns: 3...7)
    }

    func testLoneAndMismatchedSurrogates() {
        assertParseError(#"["\ud800"]"#, line: 1, columns: 3...9, mentioning: "surrogate")
        assertParseError(#"["\uDBFF x"]"#, line: 1, columns: 3...9, mentioning: "surrogate")
        assertParseError(#"["\udc00"]"#, line: 1, columns: 3...9, mentioning: "surrogate")
        assertParseError(#"["\ud800\u0041"]"#, line: 1, columns: 3...15, mentioning: "surrogate")
        assertParseError(#"["\ud800\ud800"]"#, line: 1, columns: 3...15, mentioning: "surrogate")
        // A lone surrogate in a key is just as invalid.
        assertParseError(#"{"\ud800": 1}"#, line: 1, columns: 2...9, mentioning: "surrogate")
    }

    func testValidEscapesDecode() throws {
        let root = try XCTUnwrap(parseOK(#"["\"\\\/\b\f\n\r\t", "\u0000\u001F\u00e9\u20AC", "\ud83d\ude00", "\uD834\uDD1E"]"#)?.root)
        XCTAssertEqual(root[0]?.stringValue, "\"\\/\u{08}\u{0C}\n\r\t")
        XCTAssertEqual(root[1]?.stringValue, "\u{00}\u{1F}é€")
        XCTAssertEqual(root[2]?.stringValue, "😀")
        XCTAssertEqual(root[3]?.stringValue, "𝄞")
    }

    func testControlCharactersMustBeEscaped() {
        assertParseError("[\"a\tb\"]", line: 1, column: 4, mentioning: "control")
        assertParseError("[\"a\nb\"]", line: 1, column: 4, mentioning: "control")
        assertParseError("{\"k\u{1F}\": 1}", line: 1, column: 4, mentioning: "control")
        assertParseError([0x5B, 0x22, 0x00, 0x22, 0x5D], line: 1, columns: 3...3, mentioning: "control")
        // DEL (0x7F) and U+2028 are not control characters for JSON: allowed raw.
        XCTAssertEqual(parseOK("[\"\u{7F}\u{2028}\"]")?.root[0]?.stringValue, "\u{7F}\u{2028}")
    }

    // MARK: Numbers

    func testLeadingZeros() {
        assertParseError("[01]", line: 1, columns: 2...3, mentioning: "leading zero")
        assertParseError("[-01]", line: 1, columns: 2...4, mentioning: "leading zero")
        assertParseError("{\"a\": 00}", line: 1, columns: 7...8, mentioning: "leading zero")
        // Zero itself, negative zero and fractions of zero are fine.
        XCTAssertEqual(parseOK("[0, -0, 0.5, 0e1, -0.0]")?.root.value, [0, 0, 0.5, 0, 0])
    }

    func testNaNAndInfinityAreNotNumbers() {
        assertParseError("[NaN]", line: 1, column: 2, mentioning: "NaN")
        assertParseError(#"{"a": Infinity}"#, line: 1, column: 7, mentioning: "Infinity")
        assertParseError("[1,\n -Infinity]", line: 2, columns: 2...3, mentioning: "Infinity")
        assertParseError("[-NaN]", line: 1, columns: 2...3, mentioning: "NaN")
        assertParseError("[nan]", line: 1, column: 2)
        assertParseError("[inf]", line: 1, column: 2)
    }

    func testOutOfRangeNumbers() {
        assertParseError("[1, 1e400]", line: 1, column: 5, mentioning: "range")
        assertParseError("[-1e400]", line: 1, column: 2, mentioning: "range")
        assertParseError("{\n  \"big\": 1\(String(repeating: "0", count: 400))\n}", line: 2, column: 10, mentioning: "range")
        assertParseError("[1.8e308]", line: 1, column: 2, mentioning: "range")
        // The largest finite double is fine.
        XCTAssertEqual(parseOK("[1.7976931348623157e308]")?.root[0]?.numberValue, .greatestFiniteMagnitude)
    }

    func testMalformedNumbers() {
        for text in ["[1.]", "[.5]", "[1e]", "[1e+]", "[-]", "[+1]", "[0x10]", "[1.5.2]", "[--1]", "[1_000]", "[１]"] {
            XCTAssertNotNil(parseError(text), text)
        }
        assertParseError("[1.]", line: 1, column: 4, mentioning: "digit")
        assertParseError("[-]", line: 1, column: 3, mentioning: "digit")
        assertParseError("[1e]", line: 1, column: 4, mentioning: "exponent")
    }

    func testNumbersParseExactly() throws {
        let root = try XCTUnwrap(parseOK("[0.1, -2.5E-3, 1e21, 123456789012345678, 5e-324, 2.2250738585072014e-308, 1E+2]")?.root)
        XCTAssertEqual(root.value, [0.1, -0.0025, 1e21, 123_456_789_012_345_678, .number(.leastNonzeroMagnitude), 2.2250738585072014e-308, 100])
    }

    // MARK: Literals

    func testMisspelledLiterals() {
        assertParseError("[tru]", line: 1, column: 2, mentioning: "true")
        assertParseError("[nul]", line: 1, column: 2, mentioning: "null")
        assertParseError("[True]", line: 1, column: 2)
        assertParseError("[fals", line: 1, column: 2)
        assertParseError("[falsey]", line: 1, column: 7)
        assertParseError("[undefined]", line: 1, column: 2)
    }

    // MARK: Encoding

    func testInvalidUTF8InStrings() {
        let open: [UInt8] = Array("[\"".utf8)
        let close: [UInt8] = Array("\"]".utf8)
        // 0xC3 0x28: a 2-byte lead followed by "(".
        assertParseError(open + [0xC3, 0x28] + close, line: 1, columns: 3...3, mentioning: "UTF-8")
        // Overlong "/" (0xC0 0xAF).
        assertParseError(open + [0xC0, 0xAF] + close, line: 1, columns: 3...3, mentioning: "UTF-8")
        // Overlong 3-byte (0xE0 0x80 0xAF) and 4-byte (0xF0 0x80 0x80 0xAF).
        assertParseError(open + [0xE0, 0x80, 0xAF] + close, line: 1, columns: 3...3, mentioning: "UTF-8")
        assertParseError(open + [0xF0, 0x80, 0x80, 0xAF] + close, line: 1, columns: 3...3, mentioning: "UTF-8")
        // An encoded surrogate U+D800 (0xED 0xA0 0x80).
        assertParseError(open + [0xED, 0xA0, 0x80] + close, line: 1, columns: 3...3, mentioning: "UTF-8")
        // Above U+10FFFF (0xF4 0x90 0x80 0x80) and never-valid bytes.
        assertParseError(open + [0xF4, 0x90, 0x80, 0x80] + close, line: 1, columns: 3...3, mentioning: "UTF-8")
        assertParseError(open + [0xF5, 0x80, 0x80, 0x80] + close, line: 1, columns: 3...3, mentioning: "UTF-8")
        assertParseError(open + [0xFF] + close, line: 1, columns: 3...3, mentioning: "UTF-8")
        // A lone continuation byte.
        assertParseError(open + [0x80] + close, line: 1, columns: 3...3, mentioning: "UTF-8")
        // A sequence cut off by the end of input.
        assertParseError(open + [0xE2, 0x82], line: 1, columns: 3...3)
        // After valid multi-byte text the column still counts scalars: "é" is column 3.
        assertParseError(open + Array("é".utf8) + [0xC3, 0x28] + close, line: 1, columns: 4...4, mentioning: "UTF-8")
        // On a later line.
        assertParseError(Array("[\n  \"ok\",\n  \"".utf8) + [0xC0, 0xAF] + close, line: 3, columns: 4...4, mentioning: "UTF-8")
    }

    func testInvalidUTF8InKeysAndOutsideStrings() {
        assertParseError(Array("{\"".utf8) + [0xC3, 0x28] + Array("\": 1}".utf8), line: 1, columns: 3...3, mentioning: "UTF-8")
        assertParseError([0xFF], line: 1, columns: 1...1)
        assertParseError(Array("[1, ".utf8) + [0xC3, 0xA9] + Array("]".utf8), line: 1, columns: 5...5)
    }

    func testValidMultiByteUTF8IsAccepted() throws {
        // 2-, 3- and 4-byte sequences at the edges of their ranges.
        let text = "[\"\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}\"]"
        XCTAssertEqual(parseOK(text)?.root[0]?.stringValue, "\u{80}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFF}\u{10000}\u{10FFFF}")
    }

    // MARK: Whole document

    func testEmptyInput() {
        assertParseError("", line: 1, column: 1, mentioning: "empty")
        assertParseError("   \n  ", line: 2, column: 3)
        assertParseError("\r\n\t", line: 2, column: 2)
    }

    func testTrailingGarbage() {
        assertParseError("{} x", line: 1, column: 4, mentioning: "after the end")
        assertParseError("[1] [2]", line: 1, column: 5, mentioning: "after the end")
        assertParseError(#"{"a":1}}"#, line: 1, column: 8)
        assertParseError("1 2", line: 1, column: 3)
        assertParseError("null,", line: 1, column: 5)
        assertParseError("{}\n\n  // comment", line: 3, column: 3)
        assertParseError([0x7B, 0x7D, 0x00], line: 1, columns: 3...3)
    }

    func testScalarRootsAreAllowed() {
        XCTAssertEqual(parseOK("  42 ")?.root.value, 42)
        XCTAssertEqual(parseOK("\"s\"")?.root.value, "s")
        XCTAssertEqual(parseOK("null")?.root.value, .null)
        XCTAssertEqual(parseOK("true")?.root.position, pos(1, 1))
    }

    func testCommentsAreNotJSON() {
        XCTAssertNotNil(parseError("// c\n{}"))
        XCTAssertNotNil(parseError("{/* c */}"))
    }

    // MARK: Depth

    func testDeepNestingIsAnErrorNotACrashAndIsFast() {
        let started = Date()
        let error = parseError(String(repeating: "[", count: 100_000))
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertNotNil(error)
        if let error {
            XCTAssertTrue(error.message.contains("deep") || error.message.contains("nest"), error.message)
            XCTAssertEqual(error.position.line, 1)
            XCTAssertEqual(error.position.column, 513, "the first bracket past the 512-level limit")
        }
        XCTAssertLessThan(elapsed, 2, "took \(elapsed) s")
    }

    func testDeepNestingOfClosedArraysAndObjects() {
        let started = Date()
        let arrays = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertNotNil(parseError(arrays))
        let objects = String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        XCTAssertNotNil(parseError(objects))
        let mixed = String(repeating: "[{\"k\":", count: 50_000)
        XCTAssertNotNil(parseError(mixed))
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testDepthLimitIsExactAndConfigurable() throws {
        let atLimit = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        XCTAssertNotNil(parseOK(atLimit))
        let over = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        XCTAssertNotNil(parseError(over))

        let limits = JSONParser.Limits(maximumDepth: 3)
        XCTAssertNoThrow(try JSONParser.parse("[{\"a\": [1]}]", limits: limits))
        XCTAssertThrowsError(try JSONParser.parse("[{\"a\": [[1]]}]", limits: limits)) { error in
            XCTAssertEqual((error as? JSONParseError)?.position, pos(1, 9))
        }
        // Depth is about nesting, not about how many containers there are.
        let wide = "[" + Array(repeating: "[[1]]", count: 10_000).joined(separator: ",") + "]"
        XCTAssertNoThrow(try JSONParser.parse(wide, limits: limits))
    }

    // MARK: Duplicate keys

    func testDuplicateKeysLastWinsAndTheRepeatIsListed() throws {
        let document = try XCTUnwrap(parseOK(#"{"a": 1, "b": 2, "a": 3}"#))
        XCTAssertEqual(document.root["a"]?.numberValue, 3)
        XCTAssertEqual(document.root.objectValue?.count, 2)
        XCTAssertEqual(Set(document.root.objectValue?.keys ?? []), ["a", "b"])
        XCTAssertEqual(document.duplicateKeys.count, 1)
        XCTAssertEqual(document.duplicateKeys.first?.key, "a")
        XCTAssertEqual(document.duplicateKeys.first?.position, pos(1, 18))
    }

    func testDuplicateKeysInNestedObjectsAndRepeatedSeveralTimes() throws {
        let text = """
            {
              "color": {
                "blue": {"$value": 1},
                "blue": {"$value": 2}
              },
              "x": 0,
              "x": 1,
              "x": 2
            }
            """
        let document = try XCTUnwrap(parseOK(text))
        XCTAssertEqual(document.root["color"]?["blue"]?["$value"]?.numberValue, 2)
        XCTAssertEqual(document.root["x"]?.numberValue, 2)
        let listed = document.duplicateKeys.map { "\($0.key)@\($0.position.line):\($0.position.column)" }
        XCTAssertEqual(listed, ["blue@4:5", "x@7:3", "x@8:3"])
    }

    func testNoDuplicatesMeansAnEmptyList() throws {
        XCTAssertEqual(parseOK(#"{"a": {"a": {"a": 1}}, "b": [{"a": 1}, {"a": 2}]}"#)?.duplicateKeys.count, 0)
    }

    func testKeysEqualOnlyAfterEscapeDecodingAreDuplicates() throws {
        let document = try XCTUnwrap(parseOK(#"{"\u0061": 1, "a": 2}"#))
        XCTAssertEqual(document.root["a"]?.numberValue, 2)
        XCTAssertEqual(document.duplicateKeys.map(\.key), ["a"])
        XCTAssertEqual(document.duplicateKeys.first?.position, pos(1, 15))
    }
}
