import JSONSource
import SeededRandom
import XCTest

@testable import Reporting

/// The stream writer's own fast paths write what `JSONWriter` writes (the reports' byte
/// layout is JSONWriter's: `JSONStreamWriter` says so, and the golden reports hold it).
final class JSONStreamWriterTests: XCTestCase {
    func testStringsAreQuotedAsJSONWriterQuotesThem() {
        // Every byte JSONWriter escapes (controls, quote, backslash, DEL, U+2028/2029 and
        // other E2 characters), at every offset of a word, among plain ASCII and UTF-8.
        let pieces = ["a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{1}", "\u{1F}", "\u{7F}",
                      "\u{2028}", "\u{2029}", "→", "≥", "×", "ü", "🎨", "/", "'"]
        var rng = SplitMix64(seed: 2028)
        var values = ["", "plain", "Text contrast 4.48:1 is below 4.5:1 (WCAG 1.4.3 AA) for 17 pt regular text"]
        for _ in 0..<2000 {
            values.append((0..<Int(rng.next() % 24)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined())
        }
        for value in values {
            var writer = JSONStreamWriter()
            writer.string(value)
            var expected: [UInt8] = []
            JSONWriter.appendQuoted(value, to: &expected)
            XCTAssertEqual(writer.bytes, expected, value.debugDescription)
        }
    }

    func testIntegersAreWrittenAsTheirDoubleWouldBe() {
        for n in [0, 1, -1, 9, 10, 42, -300, 1 << 52, (1 << 53) - 1, -(1 << 53) + 1, 1 << 53, (1 << 53) + 1, 1 << 60, Int.max, Int.min] {
            var ints = JSONStreamWriter()
            ints.number(n)
            var doubles = JSONStreamWriter()
            doubles.number(Double(n))
            XCTAssertEqual(String(decoding: ints.bytes, as: UTF8.self), String(decoding: doubles.bytes, as: UTF8.self), "\(n)")
        }
    }

    /// Deep enough that the indentation outgrows the writer's ready-made run of spaces.
    func testNestedLayoutIsJSONWritersPrettyLayout() {
        var writer = JSONStreamWriter()
        writer.beginObject()
        for depth in 0..<40 {
            writer.key("d\(depth)")
            writer.beginObject()
        }
        writer.key("x")
        writer.number(1)
        writer.key("list")
        writer.beginArray()
        writer.item()
        writer.string("a")
        writer.item()
        writer.beginObject()
        writer.endObject()
        writer.endArray()
        for _ in 0...40 { writer.endObject() }

        var inner = JSONValue.object([("x", .number(1)), ("list", .array([.string("a"), .object([])]))])
        for depth in (0..<40).reversed() { inner = .object([("d\(depth)", inner)]) }
        var expected: [UInt8] = []
        JSONWriter(pretty: true).write(inner, indent: 0, into: &expected)
        XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), String(decoding: expected, as: UTF8.self))
    }

    /// SARIF's `details`: arrays of strings, short (one line) and long (one item per line),
    /// inside an object, as JSONWriter lays out the same `.array` value.
    func testStringArraysAreJSONWritersLayout() {
        for count in 0...12 {
            let items = (0..<count).map { $0 % 3 == 0 ? "appearance=dark: 3.1:1 \"quoted\"\n" : "line \($0)" }
            var writer = JSONStreamWriter()
            writer.beginObject()
            writer.key("details")
            writer.strings(items)
            writer.member("after", 1)
            writer.endObject()

            var expected: [UInt8] = []
            JSONWriter(pretty: true).write(.object([("details", .array(items.map { .string($0) })), ("after", .number(1))]),
                                           indent: 0, into: &expected)
            XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), String(decoding: expected, as: UTF8.self), "\(count) items")
        }
    }
}
