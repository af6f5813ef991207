import Diagnostics
import Foundation
import JSONSource
import LintBaseline
import XCTest

/// `--write-baseline` streams the file to its temporary file an entry at a time instead of
/// building it as one `String`: the bytes must be those the whole-string encoder wrote.
final class BaselineStreamedWriteTests: XCTestCase {
    /// The encoder as it was before the file was streamed, kept verbatim as the reference.
    static func wholeStringEncoding(_ baseline: Baseline) -> String {
        let compact = JSONWriter(pretty: false)
        var out = "{\n  \"tool\": \"tokenlint\",\n  \"version\": \(Baseline.formatVersion),\n  \"entries\": ["
        for (offset, entry) in baseline.entries.enumerated() {
            out += offset == 0 ? "\n    " : ",\n    "
            out += compact.string(.object([
                ("file", .string(entry.file)), ("rule", .string(entry.rule)), ("component", .string(entry.component)),
                ("fingerprint", .string(entry.fingerprint)), ("message", .string(entry.message)),
            ]))
        }
        out += baseline.entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// A generated run's baseline: a real lint of many files (BaselineTests' checkout screen,
    /// whose findings the sources decide), with names and messages that JSON must escape, well
    /// over the 64 KiB the writer buffers, so the file is written in many pieces.
    func testTheStreamedFileHasTheBytesOfTheWholeStringEncoder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-baseline-stream-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = BaselinePaths(baselineFile: "baseline.json", workingDirectory: folder)
        let files = (0..<800).map { index in
            BaselineTests.linter.lint(file: "specs/écran \"\(index)\"\\tab\t.spec.yaml", bytes: Array(BaselineTests.checkout.utf8))
        }
        var baseline = Baseline(report: LintReport(toolVersion: "test", files: files, rules: [], duration: 0, timestamp: "2026-01-01T00:00:00"),
                                paths: paths)
        XCTAssertEqual(baseline.entries.count, 1_600, "two findings per file, as BaselineTests' fixture says")
        baseline = Baseline(entries: baseline.entries + [
            Baseline.Entry(file: "specs/😀.spec.yaml", rule: "spec/invalid", component: "a\u{1}b\u{7F}c\u{2028}",
                           fingerprint: "f", message: "control \u{0} and line separator \u{2028} and \"quotes\""),
        ], paths: paths)
        let expected = Self.wholeStringEncoding(baseline)
        XCTAssertGreaterThan(expected.utf8.count, 4 * 65_536, "the file must span several buffers")

        let path = folder + "/baseline.json"
        try baseline.write(to: path)
        let written = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertEqual(written, Data(expected.utf8))
        XCTAssertEqual(baseline.encoded(), expected)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["baseline.json"], "no temporary file left beside it")
    }

    func testAnEmptyBaselineIsWrittenAsBefore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-baseline-stream-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let baseline = Baseline(entries: [], paths: BaselinePaths(baselineFile: "b.json", workingDirectory: folder))
        try baseline.write(to: folder + "/nested/b.json")
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/nested/b.json"), Data(Self.wholeStringEncoding(baseline).utf8))
    }
}
