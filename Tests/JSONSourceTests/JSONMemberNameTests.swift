import JSONSource
import XCTest

/// Long member names are stored once per document (memory, issue 13); each member still
/// has exactly the name its bytes spell.
final class JSONMemberNameTests: XCTestCase {
    func testRepeatedLongNamesReadBackAsWritten() throws {
        let text = #"[{"absoluteBoundingBox": 1, "layoutSizingHorizontal": 2}, {"absoluteBoundingBox": 3}]"#
        let items = try XCTUnwrap(JSONParser.parse(text).root.arrayValue)
        XCTAssertEqual(items.compactMap { $0.objectValue?["absoluteBoundingBox"]?.numberValue }, [1, 3])
        XCTAssertEqual(items.first?.objectValue?.keys, ["absoluteBoundingBox", "layoutSizingHorizontal"])
    }

    /// Swift's `==` on strings is canonical equivalence: "é" as one scalar (NFC) equals "e" +
    /// combining acute (NFD). RFC 8259 §8.3 compares names by code units, so a name keeps the
    /// bytes it was written with even when an equivalent long name came first.
    func testEquivalentLongNamesKeepTheirOwnBytes() throws {
        let nfc = "caf\u{E9} long member name"
        let nfd = "cafe\u{301} long member name"
        let text = "[{\"\(nfc)\": 1}, {\"\(nfd)\": 2}]"
        let items = try XCTUnwrap(JSONParser.parse(text).root.arrayValue)
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(items[0].objectValue?.keys.first.map { Array($0.utf8) }, Array(nfc.utf8))
        XCTAssertEqual(items[1].objectValue?.keys.first.map { Array($0.utf8) }, Array(nfd.utf8))
    }
}
