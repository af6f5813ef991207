import Foundation
import XCTest

/// With stdout on a full disk or closed, or stderr closed, every command ends without a trap
/// (Foundation's `FileHandle.write` traps on a write error), a backtrace or a raw NSError: one
/// line on stderr (when there is one) and exit code 2 (README.md, Usage: 2 when the tool "could
/// not do the job as asked", including "output that could not be written").
final class WriteFailureCLITests: XCTestCase {
    /// One invocation of every command that writes to stdout, `--help` included.
    private func commandLines() throws -> [[String]] {
        let folder = try makeTemporaryDirectory(self)
        let junit = folder.appendingPathComponent("strict.xml").path
        let written = inPackageRoot {
            tokenlint(["lint", "--config", LintPaths.neutralConfig, LintPaths.fixture("clean"), "--junit-profile", "strict", "--report", "junit=\(junit)"])
        }
        XCTAssertEqual(written.code, 0, written.summary)
        return [
            ["--help"],
            ["lint", "--help"],
            ["--version"],
            ["rules"],
            ["rules", "contrast/text"],
            ["tokens", "check"],
            ["tokens", "export"],
            ["tokens", "resolve", "color.systemBlue"],
            ["contrast", "#767676", "#ffffff"],
            ["spring", "--response", "0.5", "--damping-fraction", "0.8"],
            ["report", "validate", junit, "--schema", "ant"],
            ["lint", "--config", LintPaths.neutralConfig, LintPaths.examples],
            ["lint", "--config", LintPaths.neutralConfig, LintPaths.examples, "--format", "json"],
            ["lint", "--config", LintPaths.neutralConfig, LintPaths.examples, "--format", "junit"],
            ["lint", "--config", LintPaths.neutralConfig, LintPaths.examples, "--format", "sarif"],
        ]
    }

    /// /dev/full: every write(2) fails with ENOSPC ("No space left on device").
    func testEveryCommandWithStdoutOnAFullDiskExitsTwoWithOneLine() throws {
        for arguments in try commandLines() {
            let run = try Binary.run(arguments, redirections: ">/dev/full")
            assertOneLineFailure(run, containing: "cannot write to stdout: No space left on device")
        }
    }

    /// `>&-`: stdout is not open at all.
    func testEveryCommandWithStdoutClosedExitsTwoWithOneLine() throws {
        for arguments in try commandLines() {
            let run = try Binary.run(arguments, redirections: ">&-")
            assertOneLineFailure(run, containing: "cannot write to stdout: stdout is closed")
        }
    }

    /// A reader that went away (`tokenlint rules | head -1`): SIGPIPE is ignored, so the
    /// write fails with EPIPE and is reported instead of killing the process without a word.
    func testStdoutWhoseReaderHasGoneExitsTwo() throws {
        let run = try brokenPipeRun(["rules"])
        assertOneLineFailure(run, containing: "cannot write to stdout: Broken pipe")
    }

    /// A closed stderr: lint still runs, exits 2 when it has something to say there (an input
    /// error) and never crashes; a clean run that needs no stderr keeps its own exit code.
    func testLintWithStderrClosed() throws {
        let broken = try Binary.run(["lint", "--config", LintPaths.neutralConfig, LintPaths.fixture("broken-and-valid")], redirections: "2>&-")
        XCTAssertFalse(broken.signaled, broken.summary)
        XCTAssertEqual(broken.code, 2, broken.summary)
        let json = try Binary.run(["lint", "--config", LintPaths.neutralConfig, LintPaths.fixture("broken-and-valid"), "--format", "json"], redirections: "2>&-")
        XCTAssertFalse(json.signaled, json.summary)
        XCTAssertEqual(json.code, 2, json.summary)
        let clean = try Binary.run(["lint", "--config", LintPaths.neutralConfig, LintPaths.fixture("clean")], redirections: "2>&-")
        XCTAssertFalse(clean.signaled, clean.summary)
        XCTAssertEqual(clean.code, 0, clean.summary)
        let both = try Binary.run(["lint", "--config", LintPaths.neutralConfig, LintPaths.fixture("clean")], redirections: ">/dev/full 2>&-")
        XCTAssertFalse(both.signaled, both.summary)
        XCTAssertEqual(both.code, 2, both.summary)
    }

    /// A closed stdout must not become the next file opened: a report's temporary file would
    /// otherwise take descriptor 1 and receive the text meant for stdout.
    func testClosedStdoutDoesNotLeakIntoAReportFile() throws {
        let folder = try makeTemporaryDirectory(self)
        let report = folder.appendingPathComponent("report.json")
        let run = try Binary.run(["lint", "--config", LintPaths.neutralConfig, LintPaths.fixture("clean"), "--report", "json=\(report.path)"],
                                 redirections: ">&-")
        assertOneLineFailure(run, containing: "stdout is closed")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
        XCTAssertNotNil(object?["summary"], "the report is JSON and nothing else")
    }

    /// `--format github` appends a summary table to $GITHUB_STEP_SUMMARY; a failure to write it
    /// is an error like any other, not a trap.
    func testUnwritableStepSummaryExitsTwoWithOneLine() throws {
        let run = try Binary.run(["lint", "--config", LintPaths.neutralConfig, LintPaths.fixture("clean"), "--format", "github"],
                                 environment: ["GITHUB_STEP_SUMMARY": "/dev/full"])
        assertOneLineFailure(run, containing: "cannot write $GITHUB_STEP_SUMMARY /dev/full: No space left on device")
    }

    /// Runs the binary with stdout on a pipe whose read end is already closed.
    private func brokenPipeRun(_ arguments: [String]) throws -> Binary.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Binary.path())
        process.arguments = withoutCache(arguments)
        let stdout = Pipe()
        let errors = Pipe()
        process.standardOutput = stdout
        process.standardError = errors
        try stdout.fileHandleForReading.close()
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Binary.Run(arguments: arguments, redirections: "(stdout: a pipe nobody reads)", code: process.terminationStatus,
                          signaled: process.terminationReason == .uncaughtSignal, err: String(decoding: data, as: UTF8.self))
    }
}
