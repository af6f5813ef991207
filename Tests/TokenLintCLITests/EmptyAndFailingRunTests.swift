import Foundation
import XCTest

/// Issue 11 item 6: a run that lints nothing passed CI (exit 0), and a run made red by
/// `--strict` or `--max-warnings` printed a summary that read like a green one.
///
/// ESLint exits 2 with "No files matching the pattern … were found" unless
/// `--no-error-on-unmatched-pattern`; SwiftLint fails with "No lintable files found" unless
/// `--allow-zero-lintable-files`. tokenlint: exit 2 naming the paths searched, unless
/// `--allow-empty`.
final class EmptyAndFailingRunTests: XCTestCase {
    /// A folder with files that are not specs (`*.spec.yaml|yml|json`).
    private func folderWithoutSpecs() throws -> URL {
        let folder = try makeTemporaryDirectory(self)
        try "name: not a spec\n".write(to: folder.appendingPathComponent("notes.yaml"), atomically: false, encoding: .utf8)
        try "# readme\n".write(to: folder.appendingPathComponent("README.md"), atomically: false, encoding: .utf8)
        return folder
    }

    func testFolderWithoutSpecFilesIsExitTwoNamingIt() throws {
        let folder = try folderWithoutSpecs()
        let result = lint(folder.path)
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("no spec files"), result.summary)
        XCTAssertTrue(result.err.contains(folder.path), "names the path searched: \(result.summary)")
        XCTAssertTrue(result.err.contains("--allow-empty"), "says how to accept it: \(result.summary)")
        XCTAssertEqual(result.err.split(separator: "\n").count, 1, result.summary)
    }

    func testEveryPathSearchedIsNamed() throws {
        let first = try folderWithoutSpecs()
        let second = try makeTemporaryDirectory(self)
        let result = lint(first.path, second.path)
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains(first.path) && result.err.contains(second.path), result.summary)
    }

    /// With no path, lint searches the working directory and says so.
    func testDefaultWorkingDirectoryWithoutSpecsIsNamedAsDot() throws {
        let folder = try folderWithoutSpecs()
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let result = tokenlint("lint", "--config", LintPaths.neutralConfig)
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("found in .;"), result.summary)
    }

    func testAllowEmptyMakesAnEmptyRunDeliberate() throws {
        let folder = try folderWithoutSpecs()
        let result = lint(folder.path, "--allow-empty")
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertEqual(result.err, "")
        XCTAssertTrue(result.out.contains("No checks ran in 0 files."), result.summary)
        XCTAssertTrue(tokenlint("lint", "--help").out.contains("--allow-empty"), "documented in the command's help")
    }

    /// The empty run is still reported: a requested report file is written (README.md, Usage,
    /// exit codes: "every requested report is still written").
    func testEmptyRunStillWritesItsReports() throws {
        let folder = try folderWithoutSpecs()
        let reports = try makeTemporaryDirectory(self)
        let path = reports.appendingPathComponent("report.json")
        let result = lint(folder.path, "--report", "json=\(path.path)")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(FileManager.default.fileExists(atPath: path.path))
    }

    // MARK: The summary line of a run failed by its warnings

    /// README.md, Usage, exit codes: 1 for "`--strict` and any warning, or too many warnings". The
    /// warning count comes from the JSON report's summary, not from the text being tested.
    private func warningCount() throws -> Int {
        let json = try lint(LintPaths.fixture("warnings-only"), "--format", "json").json()
        let summary = try XCTUnwrap(json.object("summary"))
        XCTAssertEqual(summary.number("errors"), 0)
        return Int(try XCTUnwrap(summary.number("warnings")))
    }

    private func summaryLine(_ result: CLIResult) -> String {
        String(result.out.split(separator: "\n").last ?? "")
    }

    func testMaxWarningsFailureIsStatedInTheSummary() throws {
        let warnings = try warningCount()
        XCTAssertGreaterThan(warnings, 1)
        let failing = lint(LintPaths.fixture("warnings-only"), "--max-warnings", "\(warnings - 1)")
        XCTAssertEqual(failing.code, 1, failing.summary)
        XCTAssertTrue(summaryLine(failing).hasSuffix(" — failing: \(warnings) warnings exceed --max-warnings \(warnings - 1)."), failing.summary)

        let within = lint(LintPaths.fixture("warnings-only"), "--max-warnings", "\(warnings)")
        XCTAssertEqual(within.code, 0, within.summary)
        XCTAssertFalse(summaryLine(within).contains("failing"), within.summary)
    }

    func testStrictFailureIsStatedInTheSummary() throws {
        let warnings = try warningCount()
        let strict = lint(LintPaths.fixture("warnings-only"), "--strict")
        XCTAssertEqual(strict.code, 1, strict.summary)
        XCTAssertTrue(summaryLine(strict).hasSuffix(" — failing: --strict and \(warnings) warnings."), strict.summary)

        let plain = lint(LintPaths.fixture("warnings-only"))
        XCTAssertEqual(plain.code, 0, plain.summary)
        XCTAssertFalse(summaryLine(plain).contains("failing"), plain.summary)
        let clean = lint(LintPaths.fixture("clean"), "--strict")
        XCTAssertEqual(clean.code, 0, clean.summary)
        XCTAssertFalse(summaryLine(clean).contains("failing"), clean.summary)
    }
}
