import Diagnostics
import XCTest

/// Messages format numbers with `NumberText.format`, which prints up to 4 places from integer
/// arithmetic; it must print exactly what Swift prints for the rounded Double.
final class NumberTextTests: XCTestCase {
    private func reference(_ x: Double, places: Int) -> String {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let rounded = (x * factor).rounded() / factor
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }

    func testMatchesSwiftsShortestForm() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [4.0172, 4.01698, 0.0001, -0.0001, 0.00005, 4.5, 1.25, -3.005, 0.1, 0.7, 123_456_789.1234, 1e11 + 0.5, 99.99995]
        for _ in 0..<20_000 {
            let magnitude = Double.random(in: -6...11, using: &generator)
            values.append((Bool.random(using: &generator) ? 1 : -1) * Double.random(in: 0..<1, using: &generator) * pow(10, magnitude))
        }
        for value in values {
            for places in 1...4 {
                XCTAssertEqual(NumberText.format(value, places: places), reference(value, places: places), "\(value) at \(places) places")
            }
        }
        XCTAssertEqual(NumberText.format(4.0172, places: 2), "4.02")
        XCTAssertEqual(NumberText.format(17, places: 2), "17")
        XCTAssertEqual(NumberText.format(-0.004, places: 2), "0")
        XCTAssertEqual(NumberText.format(0.0001, places: 4), "0.0001")
    }
}
