import Foundation
import JSONSource
import SeededRandom
import XCTest

/// The deterministic writer: member order kept, shortest round-trip numbers, strict escapes.
final class JSONWriterTests: XCTestCase {
    private let pretty = JSONWriter()
    private let compact = JSONWriter(pretty: false)

    // MARK: Shape

    func testPrettyLayoutIsExact() {
        let value: JSONValue = .object([
            ("name", "tokenlint"),
            ("points", [0, 0.478, 1]),
            ("nested", .object([("empty", .object([])), ("none", []), ("flag", true), ("nothing", nil)])),
            ("objects", [.object([("a", 1)])]),
        ])
        let expected = """
            {
              "name": "tokenlint",
              "points": [0, 0.478, 1],
              "nested": {
                "empty": {},
                "none": [],
                "flag": true,
                "nothing": null
              },
              "objects": [
                {
                  "a": 1
                }
              ]
            }

            """
        XCTAssertEqual(pretty.string(value), expected)
    }

    func testLongScalarArraysBreakAcrossLines() {
        let nine: JSONValue = .array((1...9).map { .number(Double($0)) })
        XCTAssertEqual(pretty.string(nine), "[\n  1,\n  2,\n  3,\n  4,\n  5,\n  6,\n  7,\n  8,\n  9\n]\n")
        let eight: JSONValue = .array((1...8).map { .number(Double($0)) })
        XCTAssertEqual(pretty.string(eight), "[1, 2, 3, 4, 5, 6, 7, 8]\n")
    }

    func testCompactLayoutIsExact() {
        let value: JSONValue = .object([("b", [1, 2, .object([("c", nil)])]), ("a", "x"), ("e", .object([])), ("f", [])])
        XCTAssertEqual(compact.string(value), #"{"b":[1,2,{"c":null}],"a":"x","e":{},"f":[]}"#)
    }

    func testMemberOrderIsKeptNotSorted() {
        let keys = ["zeta", "alpha", "$value", "$type", "Mu", "10", "2", "é", "a"]
        let value: JSONValue = .object(keys.map { ($0, .number(1)) })
        let text = compact.string(value)
        var lastIndex = text.startIndex
        for key in keys {
            let range = text.range(of: "\"\(key)\":", range: lastIndex..<text.endIndex)
            XCTAssertNotNil(range, "\(key) should come after the previous key in \(text)")
            if let range { lastIndex = range.upperBound }
        }
    }

    func testDeterministicAcrossRunsAndWriters() {
        let value = Self.sampleDocument
        let outputs = (0..<5).map { _ in JSONWriter().string(value) }
        XCTAssertEqual(Set(outputs).count, 1)
        XCTAssertEqual(JSONWriter(pretty: false).string(value), JSONWriter(pretty: false).string(value))
    }

    // MARK: Numbers

    func testIntegersHaveNoFraction() {
        XCTAssertEqual(JSONWriter.format(1), "1")
        XCTAssertEqual(JSONWriter.format(0), "0")
        XCTAssertEqual(JSONWriter.format(-3), "-3")
        XCTAssertEqual(JSONWriter.format(157), "157")
        XCTAssertEqual(JSONWriter.format(1e15), "1000000000000000")
        XCTAssertEqual(JSONWriter.format(9_007_199_254_740_991), "9007199254740991")
        XCTAssertEqual(compact.string([1.0, 2.0, .number(1e15), -7]), "[1,2,1000000000000000,-7]")
    }

    func testShortestRoundTripDoubles() {
        XCTAssertEqual(JSONWriter.format(0.1), "0.1")
        XCTAssertEqual(JSONWriter.format(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(JSONWriter.format(0.478), "0.478")
        XCTAssertEqual(JSONWriter.format(-2.5), "-2.5")
        XCTAssertEqual(JSONWriter.format(1.0 / 3.0), "0.3333333333333333")
        XCTAssertEqual(JSONWriter.format(157.91367041742973), "157.91367041742973")
    }

    func testEveryFormattedNumberIsValidJSONAndRoundTripsBitForBit() throws {
        var generator = SplitMix64(seed: 0x70C3_11E7)
        var samples: [Double] = [
            0.1, 1e-7, 1e21, 1e300, -1e-300, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, 9_007_199_254_740_992, 9_007_199_254_740_994, 1e16, 123_456_789.125, 2.5e-5,
        ]
        while samples.count < 2_000 {
            let candidate = Double(bitPattern: generator.next())
            if candidate.isFinite { samples.append(candidate) }
        }
        for sample in samples {
            let text = JSONWriter.format(sample)
            guard let document = try? JSONParser.parse(text), let parsed = document.root.numberValue else {
                XCTFail("\(sample) was written as \(text), which is not a JSON number")
                continue
            }
            XCTAssertEqual(parsed.bitPattern, sample.bitPattern, "\(sample) → \(text) → \(parsed)")
            // Shortest: Swift's description is the shortest round-trip form; never longer than it
            // (integers print all their digits, which is the documented choice).
            if sample != sample.rounded() {
                XCTAssertLessThanOrEqual(text.count, "\(sample)".count, "\(sample) written as \(text)")
            }
        }
    }

    func testNegativeZeroKeepsItsSign() throws {
        // -0.0 is a valid JSON number ("-0"); writing "0" loses the sign on round trip.
        let text = JSONWriter.format(-0.0)
        let parsed = try JSONParser.parse(text).root.numberValue
        XCTAssertEqual(parsed?.sign, .minus, "-0.0 was written as \(text)")
    }

    func testNonFiniteNumbersAreWrittenAsNull() {
        XCTAssertEqual(JSONWriter.format(.nan), "null")
        XCTAssertEqual(JSONWriter.format(.infinity), "null")
        XCTAssertEqual(JSONWriter.format(-.infinity), "null")
        XCTAssertEqual(compact.string(.object([("a", .number(.nan)), ("b", [.number(.infinity), 1])])), #"{"a":null,"b":[null,1]}"#)
        XCTAssertNotNil(try? JSONParser.parse(pretty.string([.number(.signalingNaN), .number(-.infinity)])))
    }

    // MARK: Strings

    func testQuotesBackslashesAndShortEscapes() {
        XCTAssertEqual(compact.string("say \"hi\""), #""say \"hi\"""#)
        XCTAssertEqual(compact.string("C:\\path"), #""C:\\path""#)
        XCTAssertEqual(compact.string("a\nb\rc\td\u{08}e\u{0C}f"), #""a\nb\rc\td\be\ff""#)
        XCTAssertEqual(compact.string("/"), #""/""#, "a slash needs no escape")
    }

    func testControlCharactersAreEscapedAsUnicodeEscapes() {
        for value in UInt32(0)..<0x20 where ![0x08, 0x09, 0x0A, 0x0C, 0x0D].contains(value) {
            let scalar = Unicode.Scalar(value)!
            let written = compact.string(.string(String(Character(scalar))))
            let expected = String(format: "\"\\u%04x\"", value)
            XCTAssertEqual(written.lowercased(), expected, "U+\(String(value, radix: 16))")
        }
    }

    func testLineAndParagraphSeparatorsAreEscaped() {
        // Valid raw in JSON, but not in JavaScript string literals before ES2019: escaped.
        XCTAssertEqual(compact.string("a\u{2028}b\u{2029}c").lowercased(), #""a\u2028b\u2029c""#)
    }

    func testNonASCIIIsWrittenRaw() {
        XCTAssertEqual(compact.string("é 😀 日本 👨‍👩‍👧"), "\"é 😀 日本 👨‍👩‍👧\"")
    }

    func testKeysAreEscapedLikeValues() {
        XCTAssertEqual(compact.string(.object([("a\"b\\c\n\u{01}", 1)])).lowercased(), #"{"a\"b\\c\n\u0001":1}"#)
    }

    func testFoundationReadsWhatTheWriterWrites() throws {
        // An independent parser agrees on every escape.
        var text = ""
        for value in UInt32(0)...0x2FF { if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) } }
        text += "\u{2028}\u{2029}😀𝄞\"\\/"
        let written = compact.string([.string(text), .object([(text, .number(1))])])
        let decoded = try JSONSerialization.jsonObject(with: Data(written.utf8), options: [.fragmentsAllowed]) as? [Any]
        XCTAssertEqual(decoded?.first as? String, text)
        XCTAssertEqual((decoded?.last as? [String: Any])?.keys.first, text)
    }

    // MARK: Round trips

    static let sampleText = """
        {
          "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
          "color": {
            "$type": "color",
            "systemBlue": {
              "$value": {"colorSpace": "srgb", "components": [0, 0.47843137254901963, 1], "alpha": 1, "hex": "#007aff"},
              "$description": "Blue — \\"system\\" \\u00e9\\n\\t\\u2028 😀",
              "$extensions": {"org.example": {"list": [1e-7, -0.5, 12345678901234567890, true, false, null, [], {}]}}
            },
            "zz": {"$value": "{color.systemBlue}"},
            "aa": {"$value": "{color.zz}"}
          },
          "deep": [[[[[[["x"]]]]]]],
          "": "",
          "weird keys": {"a/b": 1, "c~d": 2, "\\u0000": 3, "é": 4}
        }
        """

    static var sampleDocument: JSONValue {
        (try? JSONParser.parse(sampleText).root.value) ?? .null
    }

    func testParseWriteParseIsIdentity() throws {
        let first = try JSONParser.parse(Self.sampleText).root.value
        for writer in [pretty, compact] {
            let written = writer.string(first)
            let second = try JSONParser.parse(written).root.value
            XCTAssertEqual(second, first)
            // Writing again gives the same bytes (a fixed point).
            XCTAssertEqual(writer.string(second), written)
        }
    }

    func testRoundTripKeepsKeyOrderOfTheSource() throws {
        let first = try JSONParser.parse(Self.sampleText).root.value
        XCTAssertEqual(first["color"]?.objectValue?.map(\.0), ["$type", "systemBlue", "zz", "aa"])
        let second = try JSONParser.parse(compact.string(first)).root.value
        XCTAssertEqual(second["color"]?.objectValue?.map(\.0), ["$type", "systemBlue", "zz", "aa"])
        XCTAssertEqual(second[""], "")
    }

    func testRandomDocumentsRoundTrip() throws {
        var generator = SplitMix64(seed: 2025_10)
        for iteration in 0..<300 {
            let value = Self.randomValue(depth: 0, &generator)
            for writer in [pretty, compact] {
                let written = writer.string(value)
                let reparsed: JSONValue
                do {
                    reparsed = try JSONParser.parse(written).root.value
                } catch {
                    XCTFail("iteration \(iteration): the writer produced unparseable JSON (\(error)):\n\(written.prefix(400))")
                    return
                }
                XCTAssertEqual(reparsed, value, "iteration \(iteration)")
            }
        }
    }

    private static func randomValue(depth: Int, _ g: inout SplitMix64) -> JSONValue {
        let choice = depth > 4 ? Int.random(in: 0..<4, using: &g) : Int.random(in: 0..<6, using: &g)
        switch choice {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &g))
        case 2:
            switch Int.random(in: 0..<3, using: &g) {
            case 0: return .number(Double(Int.random(in: -1_000_000...1_000_000, using: &g)))
            case 1: return .number(Double.random(in: -1...1, using: &g))
            default:
                let bits = g.next()
                let candidate = Double(bitPattern: bits)
                return .number(candidate.isFinite ? candidate : 0.5)
            }
        case 3: return .string(randomString(&g))
        case 4:
            return .array((0..<Int.random(in: 0..<7, using: &g)).map { _ in randomValue(depth: depth + 1, &g) })
        default:
            var pairs: [(String, JSONValue)] = []
            var used = Set<String>()
            for _ in 0..<Int.random(in: 0..<6, using: &g) {
                let key = randomString(&g)
                guard used.insert(key).inserted else { continue }  // the parser keeps the last duplicate
                pairs.append((key, randomValue(depth: depth + 1, &g)))
            }
            return .object(pairs)
        }
    }

    private static func randomString(_ g: inout SplitMix64) -> String {
        let pool: [UInt32] = [0x00, 0x01, 0x08, 0x09, 0x0A, 0x0C, 0x0D, 0x1F, 0x20, 0x22, 0x2F, 0x5C, 0x41, 0x7A, 0x7F,
                              0xE9, 0x2028, 0x2029, 0xFEFF, 0xFFFD, 0x1F600, 0x10FFFF, 0x301, 0x200D]
        var s = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 0..<10, using: &g) {
            if Bool.random(using: &g) {
                s.append(Unicode.Scalar(pool[Int.random(in: 0..<pool.count, using: &g)])!)
            } else {
                var value = UInt32.random(in: 0...0x10FFFF, using: &g)
                if (0xD800...0xDFFF).contains(value) { value = 0x41 }
                s.append(Unicode.Scalar(value)!)
            }
        }
        return String(s)
    }
}
