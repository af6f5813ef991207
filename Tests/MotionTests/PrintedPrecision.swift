import XCTest

/// Asserts that `actual` rounds to `printed` at the precision it is printed with: "157.91"
/// allows ±0.005, "0.63%" means 0.0063 ± 0.00005, "0" (no overshoot) means exactly 0.
func assertPrinted(
    _ actual: Double, _ printed: String, _ label: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    var text = printed
    var scale = 1.0
    if text.hasSuffix("%") {
        text.removeLast()
        scale = 0.01
    }
    guard let number = Double(text) else {
        XCTFail("bad printed value \(printed) for \(label)", file: file, line: line)
        return
    }
    let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
    if number == 0 && decimals == 0 {
        XCTAssertEqual(actual, 0, "\(label): expected exactly 0", file: file, line: line)
        return
    }
    // Half a unit in the last printed place, plus a hair for the binary representation.
    let tolerance = 0.5 * pow(10, -Double(decimals)) * scale * (1 + 1e-9)
    XCTAssertEqual(actual, number * scale, accuracy: tolerance, "\(label): printed \(printed)", file: file, line: line)
}

/// |actual − expected| ≤ relative·|expected|.
func assertRelative(
    _ actual: Double, _ expected: Double, _ relative: Double, _ label: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertLessThanOrEqual(
        abs(actual - expected), relative * abs(expected),
        "\(label): \(actual) vs \(expected)", file: file, line: line
    )
}
