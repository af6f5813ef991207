@testable import DesignSpec
import Diagnostics
import Foundation
import JSONSource
import XCTest

/// The tricky corners of the YAML fast path, each read on the fast path (or, where it must,
/// refused by it) and compared with Yams.
final class YAMLFastPathScalarTests: XCTestCase {
    /// Reads `text` on the fast path (which must take it) and checks Yams agrees.
    @discardableResult
    private func fastRoot(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONNode? {
        let bytes = Array(text.utf8)
        XCTAssertNil(YAMLPaths.difference(bytes).map { "\($0)" }, file: file, line: line)
        guard let output = YAMLPaths.fast(bytes) else {
            XCTFail("the fast path should read \(text.debugDescription) (\(YAMLPaths.whyBailed(bytes)))", file: file, line: line)
            return nil
        }
        return output.root
    }

    /// The fast path must leave `bytes` to Yams.
    private func assertBails(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNil(YAMLPaths.fast(bytes), String(decoding: bytes, as: UTF8.self).debugDescription, file: file, line: line)
    }

    private func value(_ scalar: String, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        fastRoot("k: \(scalar)\n", file: file, line: line)?.objectValue?["k"]?.value
    }

    func testCoreSchemaScalars() {
        let cases: [(String, JSONValue)] = [
            ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")),
            ("0x1F", .number(31)), ("0o17", .number(15)), ("1e3", .number(1000)), (".5", .number(0.5)), ("+1", .number(1)),
            ("-1", .number(-1)), ("5.", .number(5)), ("007", .number(7)), ("1_000", .string("1_000")),
            ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null), ("nUll", .string("nUll")),
            ("true", .bool(true)), ("False", .bool(false)), ("tRue", .string("tRue")),
            ("\"1\"", .string("1")), ("'true'", .string("true")), ("''", .string("")), ("\"\"", .string("")),
            ("'it''s'", .string("it's")), ("\"\\u00e9\\t\"", .string("é\t")), ("\"\\x41\\/\\\\\\\"\"", .string("A/\\\"")),
            ("\"\\U0001F642\\N\\_\\L\\P\\0\"", .string("🙂\u{85}\u{A0}\u{2028}\u{2029}\u{0}")),
            ("value # comment", .string("value")), ("a#b", .string("a#b")), ("\"x\" # c", .string("x")), ("'y' #c", .string("y")),
            ("http://example.com:8080/a?b=c", .string("http://example.com:8080/a?b=c")), ("12:30", .string("12:30")),
            ("trailing   ", .string("trailing")), ("a  b", .string("a  b")), ("\"  padded  \"", .string("  padded  ")),
            ("-a", .string("-a")), ("Grüße 🙂", .string("Grüße 🙂")), ("\"tab\there\"", .string("tab\there")),
            ("123456789012345", .number(123_456_789_012_345)), ("1234567890123456789", .number(1_234_567_890_123_456_768)),
        ]
        for (scalar, expected) in cases {
            XCTAssertEqual(value(scalar), expected, scalar)
        }
        XCTAssertEqual(value("-0")?.numberValue?.sign, .minus)
    }

    func testShortDecimalsMatchTheCoreSchemaToTheBit() {
        var random = SeededRandom(seed: 31_337)
        for _ in 0..<20_000 {
            let digits = (0..<(1 + random.below(17))).map { _ in String(random.below(10)) }.joined()
            var text = digits
            if random.chance(70), digits.count > 1 {
                let point = 1 + random.below(digits.count - 1)
                text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            }
            if random.chance(30) { text = "-" + text }
            let fast = YAMLFastPlain.resolve(ArraySlice(text.utf8))
            guard case .number(let expected) = CoreSchema.resolvePlain(text), case .number(let actual) = fast else {
                return XCTFail("\(text): \(fast) / \(CoreSchema.resolvePlain(text))")
            }
            XCTAssertEqual(actual.bitPattern, expected.bitPattern, text)
        }
    }

    func testNonFiniteNumbersAreErrorsOnTheFastPathToo() throws {
        let output = try XCTUnwrap(YAMLPaths.fast(Array("a: -.inf\nb: 1e400\nc: .nan\n".utf8)))
        XCTAssertEqual(output.findings.map(\.message), [
            "'-.inf' is not a finite number; numbers in a spec must be finite",
            "'1e400' is not a finite number; numbers in a spec must be finite",
            "'.nan' is not a finite number; numbers in a spec must be finite",
        ])
        XCTAssertEqual(output.reportedPositions, [SourcePosition(line: 1, column: 4), SourcePosition(line: 2, column: 4), SourcePosition(line: 3, column: 4)])
        XCTAssertNil(YAMLPaths.difference(Array("a: -.inf\nb: 1e400\nc: .nan\n".utf8)))
    }

    func testEmptyValuesAndKeysThatAreNotStrings() throws {
        for text in ["a:\n", "a:\nb: 1\n", "b: # none\n", "1: one\n", "true: t\n", "null: n\n", "2.5: x\n"] { fastRoot(text) }
        let root = try XCTUnwrap(fastRoot("a:\nb: # none\n1: one\ntrue: t\nnull: n\n2.5: x\nc:\n"))
        XCTAssertEqual(root.objectValue?.keys, ["a", "b", "1", "true", "null", "2.5", "c"])
        // An empty value sits just after its colon (where libyaml puts it).
        XCTAssertEqual(root.objectValue?["a"]?.position, SourcePosition(line: 1, column: 3))
        XCTAssertEqual(root.objectValue?["c"]?.isNull, true)
        fastRoot("- \n-\n- x\n")
        fastRoot("k:\n- a\n-\n- - b\n  - c\nz: 1\n")
    }

    func testLineEndsByteOrderMarkAndDocumentStart() throws {
        let crlf = try XCTUnwrap(fastRoot("a: 1\r\nb:\r\n  - x # c\r\n  - 'y'\r\n"))
        XCTAssertEqual(crlf.objectValue?["b"]?.arrayValue?.last?.position, SourcePosition(line: 4, column: 5))
        let bom = try XCTUnwrap(fastRoot("\u{FEFF}a: 1\nb: 2"))
        XCTAssertEqual(bom.objectValue?["a"]?.position, SourcePosition(line: 1, column: 4))
        fastRoot("# head\n---\na: 1\n")
        fastRoot("--- # start\n\n  a: [1, {b: 2}]\n  c: {}\n  d: []\n")
    }

    func testSpacesAroundKeysAndInsideFlowCollections() throws {
        let root = try XCTUnwrap(fastRoot("key   : v\n\"q\" : 1\n'r'  : 2\nf: { a: 1 , \"b\" : [ x , y ] }\ng: [ ]\n"))
        XCTAssertEqual(root.objectValue?.keys, ["key", "q", "r", "f", "g"])
        XCTAssertEqual(root.objectValue?["f"]?.objectValue?["b"]?.arrayValue?.last?.position, SourcePosition(line: 4, column: 25))
        fastRoot("- - a\n  - b\n- -   c\n  - d\n-   k: 1\n    j: 2\n")
        assertBails(Array("- -   c\n    - d\n".utf8))  // "c - d" over two lines
    }

    func testColumnsCountCharacters() throws {
        let root = try XCTUnwrap(fastRoot("é: \"ü\" # ö\nk: {a: 🙂, b: x}\n"))
        XCTAssertEqual(root.objectValue?["k"]?.objectValue?["b"]?.position, SourcePosition(line: 2, column: 14))
    }

    func testRepeatedKeysWarnLikeYams() throws {
        let text = "a: 1\nb: 2\na: 3\nf: {w: 1, w: 2, \"w\": 3}\na: 4\n"
        let output = try XCTUnwrap(YAMLPaths.fast(Array(text.utf8)))
        XCTAssertEqual(output.findings.map(\.message), [
            "duplicate key 'a' (first at line 1, column 1); the last one is used",
            "duplicate key 'w' (first at line 4, column 5); the last one is used",
            "duplicate key 'w' (first at line 4, column 5); the last one is used",
            "duplicate key 'a' (first at line 1, column 1); the last one is used",
        ])
        XCTAssertNil(YAMLPaths.difference(Array(text.utf8)))
        // The value a repeated key replaces is never converted by Yams' path: a finding in it
        // would be lost there, so the fast path leaves such files to it.
        assertBails(Array("a: .inf\na: 1\n".utf8))
        assertBails(Array("a:\n  x: 1\n  x: 2\na: 1\n".utf8))
    }

    func testWhatTheFastPathLeavesToYams() {
        let refused = [
            "a: &x 1\nb: *x\n", "a: !!str 1\n", "a: |\n  text\n", "a: >\n  text\n", "a: multi\n  line\n",
            "a: \"multi\n  line\"\n", "? a\n: 1\n", "[a]: 1\n", "a:\n\t- b\n", "a:\tb\n", "%YAML 1.2\n---\na: 1\n",
            "a: 1\n---\nb: 2\n", "a: 1\n...\n", "<<: {a: 1}\n", "a: [1,\n  2]\n", "a: 1\rb: 2\n", "a: \"\\q\"\n",
            "a: \"\\ud800\"\n", "just a scalar\n", "", "# only a comment\n", "a: b: c\n", "- a\nb: 1\n", "a: 1\n b: 2\n",
            "a: {b}\n", "a: [b: 1]\n", "a: [x, ]\n", "a: \u{85}\n", "a: x\u{2028}y\n", "a: \u{FEFF}x\n", "a: \u{1}\n",
            "a: - b\n", "a: @x\n", "a: {b:1}\n", "a: \"x\"y\n", "a: \"x\"#c\n",
        ]
        for text in refused {
            assertBails(Array(text.utf8))
        }
        // Not UTF-8: the fast path refuses, and SpecParser reports it as before.
        assertBails([0x61, 0x3A, 0x20, 0xFF, 0x0A])
        assertBails([0x61, 0x3A, 0x20, 0xC3, 0x0A])
        assertBails([0x61, 0x3A, 0x20, 0xED, 0xA0, 0x80, 0x0A])
        let result = SpecParser.parse(file: "bad.spec.yaml", bytes: [0x61, 0x3A, 0x20, 0xFF, 0x0A])
        XCTAssertEqual(result.inputError?.message, "the file is not valid UTF-8 (byte 0xFF at line 1, column 4)")
    }

    func testDeepNestingAndLongKeysAreLeftToYams() {
        var deep = ""
        for level in 0..<SpecParser.maximumDepth { deep += String(repeating: " ", count: level) + "k:\n" }
        deep += String(repeating: " ", count: SpecParser.maximumDepth) + "k: 1\n"
        assertBails(Array(deep.utf8))
        assertBails(Array((String(repeating: "k", count: 1100) + ": 1\n").utf8))
        fastRoot(String(repeating: "k", count: 900) + ": 1\n")
    }
}
