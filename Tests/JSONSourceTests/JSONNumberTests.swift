import JSONSource
import SeededRandom
import XCTest

/// Numbers are read without a string when they have at most 15 digits and no exponent: the
/// value must be the one the standard library's `Double(String)` (strtod) gives, bit for bit,
/// for those and for every other number.
final class JSONNumberTests: XCTestCase {
    private func parsed(_ text: String) throws -> Double {
        try XCTUnwrap(JSONParser.parse("[\(text)]").root.arrayValue?.first?.numberValue, text)
    }

    private func assertSameAsStandardLibrary(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = try XCTUnwrap(Double(text), text, file: file, line: line)
        let value = try parsed(text)
        XCTAssertEqual(value.bitPattern, expected.bitPattern, "\(text): \(value) ≠ \(expected)", file: file, line: line)
    }

    func testShortNumbersAreTheStandardLibrarysBitForBit() throws {
        for text in ["0", "-0", "0.0", "-0.0", "1", "-1", "0.1", "0.2", "0.3", "1.5", "375", "-812.25", "0.078431375324726",
                     "999999999999999", "-999999999999999", "0.000000000000001", "123456789.012345", "44", "0.5", "100.00"] {
            try assertSameAsStandardLibrary(text)
        }
        // Seeded, so a failure repeats: every length of integer and fraction up to 15 digits.
        var seeded = SplitMix64(seed: 42)
        for _ in 0..<20_000 {
            let integerDigits = Int(seeded.next() % 9)
            let fractionDigits = Int(seeded.next() % UInt64(16 - integerDigits))
            var text = seeded.next() % 2 == 0 ? "-" : ""
            text += integerDigits == 0 ? "0" : String((0..<integerDigits).map { index in
                Character(String(index == 0 ? 1 + seeded.next() % 9 : seeded.next() % 10))
            })
            if fractionDigits > 0 { text += "." + String((0..<fractionDigits).map { _ in Character(String(seeded.next() % 10)) }) }
            try assertSameAsStandardLibrary(text)
        }
    }

    func testLongNumbersAndExponentsAreTheStandardLibrarysToo() throws {
        for text in ["0.0784313753247261", "0.07843137532472610473632812", "1234567890123456", "12345678901234567890",
                     "1e3", "1.5E-7", "-2.5e+10", "0.1e1", "9007199254740993", "1.7976931348623157e308", "5e-324"] {
            try assertSameAsStandardLibrary(text)
        }
    }
}
