import Diagnostics
import Foundation
@testable import JSONSource
import SeededRandom
import XCTest

/// `JSONParser.parse(bytes:split:)`: the items of the named arrays are parsed on several
/// threads, and the document, its positions, its repeated names and its errors are exactly
/// those of a serial parse.
final class JSONSplitTests: XCTestCase {
    /// Every item a run of its own, so the smallest documents are split.
    private let split = JSONParser.Split(key: "children", depth: 2, jobs: 3, runBytes: 1)

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
        outcome(Array(text.utf8), split: split).text
    }

    /// The whole tree, the repeated names or the error with its position, and how many runs
    /// were parsed apart.
    private func outcome(_ bytes: [UInt8], split: JSONParser.Split?, skipping: Set<String> = ["skip"],
                         limits: JSONParser.Limits = .init()) -> (text: String, runs: Int) {
        do {
            let document = try JSONParser.parse(bytes: bytes, limits: limits, skipping: skipping, split: split)
            let repeated = document.duplicateKeys.map { "\($0.key)@\($0.position.line):\($0.position.column)" }
            return (dump(document.root) + " repeated: " + repeated.joined(separator: " "), document.splitRuns)
        } catch {
            return ("error \(error)", 0)
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
            // A BOM, and whitespace JSON allows (CR, tab) around items.
            "\u{FEFF}{\"children\":\r\n[\t1\r\n,\t\"\\u0041\\\"]\" ,{}\n]}",
        ]
        for text in documents {
            let serial = outcome(text, split: nil)
            XCTAssertFalse(serial.hasPrefix("error"), serial)
            XCTAssertEqual(outcome(text, split: split), serial, text)
        }
    }

    /// The nesting limit counts the split array itself, even when its items are scalars that
    /// never reach it.
    func testTheSplitArrayCountsTowardsTheNestingLimit() {
        for text in [#"{"children": [1, 2]}"#, #"{"children": [[1], 2]}"#] {
            let limited = JSONParser.Limits(maximumDepth: 1)
            let serial = outcome(Array(text.utf8), split: nil, limits: limited).text
            XCTAssertTrue(serial.contains("nesting is deeper than 1 levels"), serial)
            XCTAssertEqual(outcome(Array(text.utf8), split: split, limits: limited).text, serial)
        }
    }

    /// Runs of `runBytes` hold several items, and a run is a record however tiny its items:
    /// a 1 MB array of a hundred thousand numbers is a handful of runs.
    func testRunsBoundTheWorkPerItem() {
        let text = "{\"children\": [" + (0..<100_000).map { "\($0 % 10)" }.joined(separator: ",") + "]}"
        let result = compare(Array(text.utf8), split: JSONParser.Split(key: "children", depth: 2, jobs: 2, runBytes: 1 << 16))
        XCTAssertNil(result.difference)
        XCTAssertEqual(result.runs, 4)
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The real Figma files of the fixtures (public; licences beside them).
    private func figmaFiles() throws -> [URL] {
        try ["figma-real", "figma"].flatMap { folder in
            let directory = Self.fixtures.appendingPathComponent(folder)
            return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
                .filter { $0.hasSuffix(".figma.json") }.map { directory.appendingPathComponent($0) }
        }
    }

    /// Split as the Figma reader splits (frames are depth 5), with runs small enough that every
    /// file is cut into several.
    private let figmaSplit = JSONParser.Split(key: "children", depth: 5, jobs: 3, runBytes: 512)
    private let figmaSkipping: Set<String> = ["absoluteBoundingBox", "exportSettings", "strokeGeometry"]

    /// Whether two trees are the same, every value, name and position (a walk, not a dump: the
    /// files are megabytes and the tests run in debug builds).
    private func same(_ a: JSONNode, _ b: JSONNode) -> Bool {
        guard a.position == b.position else { return false }
        switch (a.kind, b.kind) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x.bitPattern == y.bitPattern
        case let (.string(x), .string(y)): return x.utf8.elementsEqual(y.utf8)
        case let (.array(x), .array(y)): return x.count == y.count && zip(x, y).allSatisfy(same)
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x.members, y.members).allSatisfy {
                $0.key.utf8.elementsEqual($1.key.utf8) && $0.keyPosition == $1.keyPosition && same($0.value, $1.value)
            }
        default: return false
        }
    }

    /// The split parse of `bytes` against the serial one: nil when they agree (the same tree and
    /// repeated names, or the same error at the same position), else what differs; whether the
    /// serial parse failed; how many runs the split parse took apart.
    private func compare(_ bytes: [UInt8], split: JSONParser.Split? = nil) -> (difference: String?, failed: Bool, runs: Int) {
        func parse(_ split: JSONParser.Split?) -> Result<JSONDocument, JSONParseError> {
            Result { () throws(JSONParseError) in try JSONParser.parse(bytes: bytes, skipping: figmaSkipping, split: split) }
        }
        switch (parse(nil), parse(split ?? figmaSplit)) {
        case let (.failure(serial), .failure(parallel)):
            return (serial == parallel ? nil : "error \(parallel), serially \(serial)", true, 0)
        case let (.success(serial), .success(parallel)):
            let repeated = { (document: JSONDocument) in document.duplicateKeys.map { "\($0.key)@\($0.position)" } }
            let agree = same(serial.root, parallel.root) && repeated(serial) == repeated(parallel)
            return (agree ? nil : "the trees or the repeated names differ", false, parallel.splitRuns)
        case let (.failure(serial), .success):
            return ("parsed, serially \(serial)", true, 0)
        case let (.success, .failure(parallel)):
            return ("error \(parallel), parsed serially", false, 0)
        }
    }

    func testRealFigmaFilesParseAsSerially() throws {
        let files = try figmaFiles()
        XCTAssertEqual(files.count, 9)
        var split = 0
        for file in files {
            let result = compare(try [UInt8](Data(contentsOf: file)))
            XCTAssertNil(result.difference, file.lastPathComponent)
            XCTAssertFalse(result.failed, file.lastPathComponent)
            if result.runs > 1 { split += 1 }
        }
        // All but the icon library (one frame on each page) and the /nodes response (frames
        // without children).
        XCTAssertEqual(split, 7)
    }

    /// Seeded mutations of the real files: cut short, a quote, an escape or a bracket put in,
    /// a byte taken out, a value nested deeper than the limit. Each parses, or fails with the
    /// same message at the same position, split or not.
    func testMutatedFigmaFilesParseAsSerially() throws {
        var random = SplitMix64(seed: 22)
        let insertions: [[UInt8]] = [[UInt8(ascii: "\"")], [UInt8(ascii: "\\")], [UInt8(ascii: "[")], [UInt8(ascii: "]")],
                                     [UInt8(ascii: "{")], [UInt8(ascii: "}")], [UInt8(ascii: ",")], Array(#"\""#.utf8)]
        let deep = Array(repeating: UInt8(ascii: "["), count: 600) + Array(repeating: UInt8(ascii: "]"), count: 600)
        var failures = 0
        var splits = 0
        for file in try figmaFiles() {
            let original = try [UInt8](Data(contentsOf: file))
            // Mutations of a file's first 64 KB, with the rest cut off, keep the test quick
            // in debug and sanitizer builds; the cut itself is the first mutation.
            var prefix = Array(original.prefix(65_536))
            if prefix.count < original.count, let brace = prefix.lastIndex(of: UInt8(ascii: "}")) {
                prefix = Array(prefix[...brace])
            }
            for round in 0..<8 {
                var bytes = prefix
                let at = random.below(bytes.count)
                switch round % 4 {
                case 0: bytes.removeSubrange(at...)
                case 1: bytes.insert(contentsOf: insertions[random.below(insertions.count)], at: at)
                case 2: bytes.remove(at: at)
                default:
                    // A whole value nested too deep, after a member name.
                    let colon = bytes[at...].firstIndex(of: UInt8(ascii: ":")) ?? at
                    bytes.insert(contentsOf: deep + [UInt8(ascii: ",")], at: min(colon + 1, bytes.count))
                }
                let result = compare(bytes)
                if result.failed { failures += 1 }
                if result.runs > 0 { splits += 1 }
                XCTAssertNil(result.difference, "\(file.lastPathComponent) round \(round) at \(at)")
            }
        }
        // Both kinds occur: mutations that break the file and ones it survives split.
        XCTAssertGreaterThan(failures, 60)
        XCTAssertGreaterThanOrEqual(splits, 2)
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
