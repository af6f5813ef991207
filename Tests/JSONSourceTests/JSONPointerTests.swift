import JSONSource
import XCTest

/// RFC 6901 JSON Pointer, as DTCG `$ref` uses it.
final class JSONPointerTests: XCTestCase {
    private let document = """
        {
          "base": {"blue": {"$value": {"colorSpace": "srgb", "components": [0, 0.478, 1]}}},
          "a/b": {"c~d": "slash-tilde"},
          "~1": "literal tilde-one",
          "": {"": "empty keys"},
          "list": [10, 20, 30, [40, 41]],
          "x y": "space",
          "é": "accent"
        }
        """

    private func root() throws -> JSONNode {
        try XCTUnwrap(parseOK(document)?.root)
    }

    func testDecodesTildeEscapes() throws {
        XCTAssertEqual(JSONPointer("#/a~1b/c~0d")?.segments, ["a/b", "c~d"])
        // "~01" is "~" followed by "1", not "/": decoding is left to right, ~1 first would be wrong.
        XCTAssertEqual(JSONPointer("/~01")?.segments, ["~1"])
        XCTAssertEqual(JSONPointer("/~10")?.segments, ["/0"])
        XCTAssertEqual(JSONPointer("/~0~0")?.segments, ["~~"])
        XCTAssertEqual(try JSONPointer("#/a~1b/c~0d")?.resolve(in: root())?.stringValue, "slash-tilde")
        XCTAssertEqual(try JSONPointer("#/~01")?.resolve(in: root())?.stringValue, "literal tilde-one")
    }

    func testInvalidTildeSequencesAndMissingSlashAreRejected() {
        XCTAssertNil(JSONPointer("/a~2"))
        XCTAssertNil(JSONPointer("/a~"))
        XCTAssertNil(JSONPointer("/~a"))
        XCTAssertNil(JSONPointer("a/b"))
        XCTAssertNil(JSONPointer("#a"))
        XCTAssertNil(JSONPointer("base"))
    }

    func testWholeDocumentAndEmptyKeys() throws {
        let root = try root()
        XCTAssertEqual(JSONPointer("#")?.segments, [])
        XCTAssertEqual(JSONPointer("")?.segments, [])
        XCTAssertEqual(JSONPointer("#")?.resolve(in: root)?.position, root.position)
        // "/" is the member named "" (not the whole document); "//" is "" inside "".
        XCTAssertEqual(JSONPointer("/")?.segments, [""])
        XCTAssertEqual(JSONPointer("/")?.resolve(in: root)?.objectValue?.keys, [""])
        XCTAssertEqual(JSONPointer("//")?.resolve(in: root)?.stringValue, "empty keys")
    }

    func testObjectMembersAndDTCGRefs() throws {
        let root = try root()
        let blue = JSONPointer("#/base/blue/$value/components/1")?.resolve(in: root)
        XCTAssertEqual(blue?.numberValue, 0.478)
        XCTAssertEqual(blue?.position.line, 2)
        XCTAssertEqual(JSONPointer("#/x y")?.resolve(in: root)?.stringValue, "space")
        XCTAssertEqual(JSONPointer("#/é")?.resolve(in: root)?.stringValue, "accent")
    }

    func testArrayIndexes() throws {
        let root = try root()
        XCTAssertEqual(JSONPointer("/list/0")?.resolve(in: root)?.numberValue, 10)
        XCTAssertEqual(JSONPointer("/list/2")?.resolve(in: root)?.numberValue, 30)
        XCTAssertEqual(JSONPointer("/list/3/1")?.resolve(in: root)?.numberValue, 41)
        XCTAssertEqual(JSONPointer("/list/3")?.resolve(in: root)?.arrayValue?.count, 2)
    }

    func testLeadingZeroAndNonCanonicalIndexesAreRejected() throws {
        let root = try root()
        // RFC 6901 §4: array-index = %x30 / ( %x31-39 *(%x30-39) ).
        XCTAssertNil(JSONPointer("/list/01")?.resolve(in: root))
        XCTAssertNil(JSONPointer("/list/00")?.resolve(in: root))
        XCTAssertNil(JSONPointer("/list/+1")?.resolve(in: root), "'+1' is not an array index")
        XCTAssertNil(JSONPointer("/list/-0")?.resolve(in: root), "'-0' is not an array index")
        XCTAssertNil(JSONPointer("/list/ 1")?.resolve(in: root))
        XCTAssertNil(JSONPointer("/list/1.0")?.resolve(in: root))
    }

    func testPointerToNothingIsNil() throws {
        let root = try root()
        XCTAssertNil(JSONPointer("/missing")?.resolve(in: root))
        XCTAssertNil(JSONPointer("/base/blue/$value/components/3")?.resolve(in: root))
        XCTAssertNil(JSONPointer("/list/4")?.resolve(in: root))
        XCTAssertNil(JSONPointer("/list/-")?.resolve(in: root), "'-' names the element after the last: nothing")
        XCTAssertNil(JSONPointer("/list/-1")?.resolve(in: root))
        XCTAssertNil(JSONPointer("/list/99999999999999999999999")?.resolve(in: root))
        XCTAssertNil(JSONPointer("/x y/0")?.resolve(in: root), "a string has no children")
        XCTAssertNil(JSONPointer("/list/0/0")?.resolve(in: root), "a number has no children")
        XCTAssertNil(JSONPointer("/a~1b/c~1d")?.resolve(in: root))
        XCTAssertNil(JSONPointer("/Base")?.resolve(in: root), "member names are case-sensitive")
    }

    func testDescriptionReEncodesAndRoundTrips() {
        for text in ["#/a~1b/c~0d", "#/base/blue/$value/components/0", "#", "#/", "#/~01", "#/é/x y"] {
            let pointer = JSONPointer(text)
            XCTAssertEqual(pointer?.description, text)
            XCTAssertEqual(pointer.flatMap { JSONPointer($0.description) }, pointer)
        }
        XCTAssertEqual(JSONPointer(segments: ["a/b", "~"]).description, "#/a~1b/~0")
        XCTAssertEqual(JSONPointer("/a/b")?.description, "#/a/b")
    }
}
