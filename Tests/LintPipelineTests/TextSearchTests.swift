import Diagnostics
import XCTest

/// `containsText`, the byte-by-byte substring search that replaces Foundation's
/// `String.contains` where it runs per property or per finding: the same answers, overlapping
/// starts and text beyond ASCII included.
final class TextSearchTests: XCTestCase {
    func testContainsTextAnswersAsContains() {
        let cases: [(String, String, Bool)] = [
            ("@State private var open", "@State", true),
            ("@StateObject var model", "@State", true),
            ("@Environment(\\.accessibilityReduceMotion)", "accessibilityReduceMotion", true),
            ("aaab", "aab", true),
            ("aab", "aaab", false),
            ("ViewBuilde", "ViewBuilder", false),
            ("contrast 2.1:1 (worst in dark)", "2.1:1", true),
            ("Café au lait", "é au", true),
            ("Cafe au lait", "é", false),
            ("", "a", false),
            ("abc", "", true),
        ]
        for (text, word, expected) in cases {
            XCTAssertEqual(text.containsText(word), expected, "\(word) in \(text)")
            XCTAssertEqual(text[...].containsText(word), expected, "as a substring")
        }
    }
}
