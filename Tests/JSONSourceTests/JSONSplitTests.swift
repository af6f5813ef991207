import Diagnostics
import JSONSource
import XCTest

/// `JSONParser.parse(bytes:split:)`: the items of the named arrays are parsed on several
/// threads, and the document, its positions, its repeated names and its errors are exactly
/// those of a serial parse.
final class JSONSplitTests: XCTestCase {
    private let split = JSONParser.Split(key: "children", depth: 2, jobs: 3)

    /// Every value and member name with its position, so two trees compare completely.
    private func dump(_ node: JSONNode) -> String {
        let at = "@\(node.position.line):\(node.position.column)"
        switch node.kind {
        case .array(let items): return "[" + items.map(dump).joined(separator: ",") + "]" + at
        case .object(let object):
            let members = object.members.map { "\($0.key)@\($0.keyPosition.line):\($0.keyPosition.column)=\(dump($0.value))" }
            return "{" + members.joined(separator: ",") + "}" + at
        default: return "\(node.value)" + at
        }
    }

    private func outcome(_ text: String, split: JSONParser.Split?) -> String {
        do {
            let document = try JSONParser.parse(bytes: Array(text.utf8), skipping: ["skip"], split: split)
            return dump(document.root) + " repeated: " + document.duplicateKeys.map { "\($0.key)@\($0.position.line):\($0.position.column)" }.joined(separator: " ")
        } catch {
            return "error \(error)"
        }
    }

    func testSplitParseIsTheSerialParse() {
        let documents = [
            // Items over several lines, with non-ASCII before them on their line (columns count
            // scalars), strings holding brackets, quotes and commas, repeated names in items.
            """
            {"name": "Fläche", "children": [{"a": 1, "a": 2, "s": "[{\\"],\\\\"},
              {"children": [1, 2], "t": "ü"}, "é", 3.5e2,
                [ {"x": null} ], true ,{"skip": [1, {"y": 2}]}
            ], "after": {"children": [4]}, "a": 0, "a": 1}
            """,
            #"{"children": []}"#,
            #"{"children": [ ]}"#,
            #"{"children": [{}]}"#,
            // Only the arrays at the split depth are split; a deeper "children" is parsed whole.
            #"{"other": {"children": [1, 2]}, "children": [{"children": [{"children": []}]}]}"#,
        ]
        for text in documents {
            let serial = outcome(text, split: nil)
            XCTAssertFalse(serial.hasPrefix("error"), serial)
            XCTAssertEqual(outcome(text, split: split), serial, text)
        }
    }

    /// Broken items give the error, at the position, that the serial parse gives, whether the
    /// scan can divide the array or not.
    func testErrorsAreTheErrorsOfASerialParse() {
        let broken = [
            #"{"children": [1, 2,]}"#,                 // trailing comma
            #"{"children": [, 1]}"#,                   // leading comma
            #"{"children": [1 2]}"#,                   // missing comma
            #"{"children": [{"a": 1}, {"a": 01}]}"#,   // bad number in a later item
            #"{"children": [{"a": "x}, 1]}"#,          // unterminated string
            #"{"children": [{"a": [1}, 2]}"#,          // mismatched brackets the scan balances
            #"{"children": [1, {"a": ["#,              // end of file
            "{\"children\": [\"tab\there\", 1]}",      // control character
            "{\"children\": [\n 1,\n {\"a\": tru}]}",  // bad literal on a later line
            #"{"children": [1], "x": }"#,              // error after the split array
        ]
        for text in broken {
            let serial = outcome(text, split: nil)
            XCTAssertTrue(serial.hasPrefix("error"), "\(text): \(serial)")
            XCTAssertEqual(outcome(text, split: split), serial, text)
        }
    }

    /// Repeated names are limited across the whole document, as when it is parsed serially.
    func testRepeatedNamesAreLimitedAcrossItems() throws {
        let items = (0..<3).map { _ in #"{"a": 1, "a": 2, "a": 3}"# }.joined(separator: ",")
        let text = #"{"children": [\#(items)]}"#
        let limits = JSONParser.Limits(maximumDuplicateKeys: 5)
        func result(_ split: JSONParser.Split?) -> String {
            do {
                return "\(try JSONParser.parse(bytes: Array(text.utf8), limits: limits, split: split).duplicateKeys.count)"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertTrue(result(nil).contains("more than 5 repeated member names"), result(nil))
        XCTAssertEqual(result(split), result(nil))
    }
}
