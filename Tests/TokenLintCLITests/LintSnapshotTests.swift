import Foundation
import SnapshotTesting
import XCTest

/// The whole output of one `tokenlint lint` run in every format, compared with its snapshot in
/// `Snapshots/` (as argument-parser's `AssertExecuteCommand` compares a command's whole
/// output): the five example specs and one unparseable spec, run from the package root, so
/// paths are `Examples/specs/…`. Volatile values (JUnit `time` and `timestamp`, SARIF's
/// invocation times, the HTML report's start time) are replaced by fixed ones first; nothing else is.
///
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter LintSnapshotTests` rewrites the snapshots
/// instead of comparing; check the diff against the format's schema before committing it.
final class LintSnapshotTests: XCTestCase {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Tests/TokenLintCLITests/Snapshots").path

    /// The run every snapshot shows: error, warning, needs-review, info and suppressed findings,
    /// passing checks, and an input error.
    static let run = ["lint", "--config", LintPaths.neutralConfig, "Examples/specs",
                      "Tests/Fixtures/lint/broken-and-valid/broken.spec.yaml"]

    func testText() { assertLint("text", "txt") }
    func testJSON() { assertLint("json", "json") }
    func testJUnitRich() { assertLint("junit", "xml") }
    func testJUnitStrict() { assertLint("junit", "xml", ["--junit-profile", "strict"], name: "junit-strict") }
    func testSARIF() { assertLint("sarif", "json") }
    func testGitHub() { assertLint("github", "txt") }
    func testHTML() { assertLint("html", "html") }

    /// stdout of `run` in `format` against the snapshot `lint.NAME.EXT`; stderr carries the
    /// input error's position in every format but text (where stdout has it); exit 2; and the
    /// same bytes written by `--report FORMAT=PATH`.
    private func assertLint(_ format: String, _ pathExtension: String, _ extra: [String] = [], name: String? = nil,
                            file: StaticString = #filePath, line: UInt = #line) {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("lint-snapshot-\(getpid())-\(format).\(pathExtension)").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        let result = inPackageRoot { tokenlint(Self.run + extra + ["--format", format, "--report", "\(format)=\(report)"]) }
        XCTAssertEqual(result.code, 2, result.summary, file: file, line: line)
        let inputError = "Tests/Fixtures/lint/broken-and-valid/broken.spec.yaml:"
        XCTAssertEqual(result.err.contains(inputError), format != "text", result.summary, file: file, line: line)
        XCTAssertEqual(try? String(contentsOfFile: report, encoding: .utf8), result.out, "--report writes what stdout shows",
                       file: file, line: line)
        Self.assertWhole(Self.normalised(result.out), pathExtension, named: name ?? format, testName: "lint", file: file, line: line)
    }

    /// `output` against `Snapshots/TESTNAME.NAME.EXT` (written there when missing or recording).
    static func assertWhole(_ output: String, _ pathExtension: String, named name: String, testName: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        if let failure = verifySnapshot(of: output, as: Snapshotting<String, String>(pathExtension: pathExtension, diffing: .lines),
                                        named: name, snapshotDirectory: folder, file: file, testName: testName, line: line) {
            XCTFail(failure, file: file, line: line)
        }
    }

    /// JUnit `time="…"` and `timestamp="…"`, SARIF `startTimeUtc`/`endTimeUtc`, HTML `run at …;` → fixed values.
    static func normalised(_ output: String) -> String {
        output.replacingOccurrences(of: #" time="[^"]*""#, with: #" time="0""#, options: .regularExpression)
            .replacingOccurrences(of: #" timestamp="[^"]*""#, with: #" timestamp="1970-01-01T00:00:00""#, options: .regularExpression)
            .replacingOccurrences(of: #""(start|end)TimeUtc": "[^"]*""#, with: #""$1TimeUtc": "1970-01-01T00:00:00Z""#,
                                  options: .regularExpression)
            .replacingOccurrences(of: #"run at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d;"#, with: "run at 1970-01-01T00:00:00;",
                                  options: .regularExpression)
    }

    func testNormalisationOnlyTouchesVolatileValues() {
        let xml = #"<testsuite name="time" tests="3" time="0.123" timestamp="2026-01-01T10:00:00"><testcase name="a time=&quot;1&quot;" time="0.001"/></testsuite>"#
        XCTAssertEqual(Self.normalised(xml),
                       #"<testsuite name="time" tests="3" time="0" timestamp="1970-01-01T00:00:00"><testcase name="a time=&quot;1&quot;" time="0"/></testsuite>"#)
        XCTAssertEqual(Self.normalised(#"{"startTimeUtc": "2026-11-27T08:00:00Z", "text": "startTimeUtc"}"#),
                       #"{"startTimeUtc": "1970-01-01T00:00:00Z", "text": "startTimeUtc"}"#)
        XCTAssertEqual(Self.normalised("tokenlint 1.0.0, run at 2026-11-27T09:13:42; Found"), "tokenlint 1.0.0, run at 1970-01-01T00:00:00; Found")
    }
}
