import JSONSource
import XCTest

/// Objects of more than a dozen members are looked up through a key index (a compact table,
/// issue 13's memory): lookups, duplicates and name equality must be the same as in small
/// objects, and building one must stay linear.
final class JSONLargeObjectTests: XCTestCase {
    /// One object of `count` members `"k0": 0, "k1": 1, …`, with `extra` appended inside.
    private func object(_ count: Int, extra: String = "") -> String {
        "{" + (0..<count).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + extra + "}"
    }

    func testEveryMemberOfALargeObjectIsFound() throws {
        for count in [13, 16, 17, 33, 100] {
            let parsed = try XCTUnwrap(JSONParser.parse(object(count)).root.objectValue)
            XCTAssertEqual(parsed.count, count)
            for index in 0..<count { XCTAssertEqual(parsed["k\(index)"]?.numberValue, Double(index), "k\(index) of \(count)") }
            XCTAssertNil(parsed["k\(count)"])
            XCTAssertNil(parsed["absent"])
        }
    }

    /// RFC 8259 leaves duplicates undefined; tokenlint keeps the last value at the first
    /// position and lists the repeat, whatever the object's size.
    func testDuplicatesInALargeObjectKeepTheLastValueAtTheFirstPlace() throws {
        let document = try JSONParser.parse(object(20, extra: #", "k3": "again""#))
        let parsed = try XCTUnwrap(document.root.objectValue)
        XCTAssertEqual(parsed.count, 20)
        XCTAssertEqual(parsed["k3"]?.stringValue, "again")
        XCTAssertEqual(parsed.keys[3], "k3")
        XCTAssertEqual(document.duplicateKeys.map(\.key), ["k3"])
    }

    /// Swift `String` equality is canonical equivalence, so "é" (NFC) and "e" + U+0301 (NFD)
    /// name the same member in a small object (linear search with `==`); a large one must agree.
    func testCanonicallyEquivalentNamesAreOneMemberInLargeAndSmallObjects() throws {
        let nfc = "caf\u{E9}"
        let nfd = "cafe\u{301}"
        for count in [2, 20] {
            let document = try JSONParser.parse(object(count, extra: ", \"\(nfc)\": 1, \"\(nfd)\": 2"))
            let parsed = try XCTUnwrap(document.root.objectValue)
            XCTAssertEqual(parsed.count, count + 1, "\(count)")
            XCTAssertEqual(parsed[nfc]?.numberValue, 2, "\(count)")
            XCTAssertEqual(parsed[nfd]?.numberValue, 2, "\(count)")
            XCTAssertEqual(document.duplicateKeys.count, 1, "\(count)")
        }
    }

    func testRemovingFromALargeObjectKeepsTheOthersFindable() throws {
        var parsed = try XCTUnwrap(JSONParser.parse(object(14)).root.objectValue)
        parsed.removeValue(forKey: "k0")
        parsed.removeValue(forKey: "k7")
        XCTAssertEqual(parsed.count, 12)
        XCTAssertNil(parsed["k0"])
        XCTAssertNil(parsed["k7"])
        XCTAssertEqual(parsed["k13"]?.numberValue, 13)
        XCTAssertEqual(parsed["k1"]?.numberValue, 1)
    }

    /// 100,000 members: a quadratic index (a rebuild per insert, long probe chains) takes
    /// minutes here; a linear one well under a second even in a debug build.
    func testAnObjectOfAHundredThousandMembersParsesInLinearTime() throws {
        let text = object(100_000)
        let start = Date()
        let parsed = try XCTUnwrap(JSONParser.parse(text).root.objectValue)
        XCTAssertEqual(parsed.count, 100_000)
        XCTAssertEqual(parsed["k99999"]?.numberValue, 99_999)
        XCTAssertEqual(parsed["k0"]?.numberValue, 0)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "building a 100,000-member object should be linear")
    }
}
