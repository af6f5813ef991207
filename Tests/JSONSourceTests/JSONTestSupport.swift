import Diagnostics
import JSONSource
import XCTest

/// Parses text, failing the test (and returning nil) when it does not parse.
func parseOK(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONDocument? {
    do {
        return try JSONParser.parse(text)
    } catch {
        XCTFail("expected \(text.debugDescription.prefix(80)) to parse, got \(error)", file: file, line: line)
        return nil
    }
}

/// The error a byte sequence must produce; fails the test when it parses.
func parseError(bytes: [UInt8], limits: JSONParser.Limits = .init(), file: StaticString = #filePath, line: UInt = #line) -> JSONParseError? {
    do {
        let document = try JSONParser.parse(bytes: bytes, limits: limits)
        XCTFail("expected a JSONParseError, but it parsed to \(document.root.value)", file: file, line: line)
        return nil
    } catch {
        // Typed throws: `error` is a JSONParseError.
        return error
    }
}

func parseError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONParseError? {
    parseError(bytes: Array(text.utf8), file: file, line: line)
}

/// Asserts that `text` fails to parse at `line:column` (or at any of the listed columns when the
/// exact column is a matter of taste, e.g. the backslash or the letter of a bad escape), and that
/// the message mentions `mentioning` (case-insensitive).
func assertParseError(
    _ bytes: [UInt8], line expectedLine: Int, columns: ClosedRange<Int>, mentioning: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let error = parseError(bytes: bytes, file: file, line: line) else { return }
    XCTAssertEqual(error.position.line, expectedLine, "line of \(error)", file: file, line: line)
    XCTAssertTrue(columns.contains(error.position.column), "column of \(error) should be in \(columns)", file: file, line: line)
    XCTAssertFalse(error.message.isEmpty, file: file, line: line)
    XCTAssertEqual(error.description, "\(error.position.line):\(error.position.column): \(error.message)", file: file, line: line)
    if let mentioning {
        XCTAssertTrue(error.message.lowercased().contains(mentioning.lowercased()),
                      "message \"\(error.message)\" should mention \"\(mentioning)\"", file: file, line: line)
    }
}

func assertParseError(
    _ text: String, line expectedLine: Int, column: Int, mentioning: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    assertParseError(Array(text.utf8), line: expectedLine, columns: column...column, mentioning: mentioning, file: file, line: line)
}

func assertParseError(
    _ text: String, line expectedLine: Int, columns: ClosedRange<Int>, mentioning: String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) {
    assertParseError(Array(text.utf8), line: expectedLine, columns: columns, mentioning: mentioning, file: file, line: line)
}

func pos(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

extension JSONNode {
    /// Member or element lookup for tests: a string key on an object, an Int on an array.
    subscript(_ key: String) -> JSONNode? { objectValue?[key] }
    subscript(_ index: Int) -> JSONNode? {
        guard let items = arrayValue, items.indices.contains(index) else { return nil }
        return items[index]
    }
}

