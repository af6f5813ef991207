import XCTest

@testable import SpecLint

/// Rule messages are built as bytes (`MessageText`): they must read exactly as the same
/// `String` interpolation would, whatever the pieces.
final class MessageTextTests: XCTestCase {
    func testReadsAsStringInterpolation() {
        let ratio = "4.02", color = "{color.systemBlue}", empty = "", accented = "é ≥ × – 😀"
        let lines = 3
        let message: MessageText = "Text contrast \(ratio):1, \(color) → #007AFF over \(empty)#FFFFFF; \(lines) lines \(accented)"
        XCTAssertEqual(message.description, "Text contrast \(ratio):1, \(color) → #007AFF over \(empty)#FFFFFF; \(lines) lines \(accented)")
        let nested: MessageText = "[\(message)] \(-12)"
        XCTAssertEqual(nested.description, "[\(message.description)] -12")
        XCTAssertEqual(MessageText("plain").description, "plain")
        let literal: MessageText = "no pieces"
        XCTAssertEqual(literal.description, "no pieces")
        // A long text grows past the capacity reserved up front.
        let long = String(repeating: "token.path.", count: 200)
        let grown: MessageText = "\(long)\(long) end"
        XCTAssertEqual(grown.description, long + long + " end")
    }

    /// As rules build them: a failing contrast verdict's message, detail and help.
    func testMeasurementKeepsTheTexts() {
        let measurement = Measurement("below \(String(4.5)):1", measured: 3, required: 4.5, detail: "at \(2) sizes", help: "see \("docs")")
        XCTAssertEqual(measurement.message, "below 4.5:1")
        XCTAssertEqual(measurement.detail, "at 2 sizes")
        XCTAssertEqual(measurement.help, "see docs")
    }
}
