import FileOutput
import Foundation
import XCTest

/// Issue 23 item 9: a run killed with SIGKILL cannot remove its temporary files (report-sized
/// spools in `$TMPDIR`, `.NAME.PID.UUID.tmp` beside a report); the next run removes those of
/// its own naming whose process is gone, and nothing else. A `$TMPDIR` that does not exist
/// must not print a false `error:` when every report is written.
final class StaleTemporaryFilesCLITests: XCTestCase {
    /// The id of a process that has exited.
    private func deadProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    private func present(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    func testStaleTemporaryFilesOfGoneRunsAreRemovedAndNothingElse() throws {
        let spools = try makeTemporaryDirectory(self), reports = try makeTemporaryDirectory(self)
        let dead = try deadProcess(), alive = getpid()
        let stale = [spools.appendingPathComponent("tokenlint-\(dead)-\(UUID().uuidString).body").path,
                     reports.appendingPathComponent(".report.json.\(dead).\(UUID().uuidString).tmp").path]
        let kept = [spools.appendingPathComponent("tokenlint-\(alive)-\(UUID().uuidString).body").path,
                    spools.appendingPathComponent("tokenlint-\(dead)-notes.txt").path,
                    reports.appendingPathComponent(".other.json.\(dead).\(UUID().uuidString).tmp").path,
                    reports.appendingPathComponent(".report.json.\(alive).\(UUID().uuidString).tmp").path]
        for path in stale + kept { XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("x".utf8))) }
        // A link of our naming is never followed nor removed.
        let linked = spools.appendingPathComponent("tokenlint-\(dead)-\(UUID().uuidString).body").path
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: kept[0])

        let run = try Binary.run(["lint", "--config", LintPaths.neutralConfig, LintPaths.fixture("clean"), "--format", "json",
                                  "--report", "json=\(reports.appendingPathComponent("report.json").path)"],
                                 environment: ["TMPDIR": spools.path])
        XCTAssertEqual(run.code, 0, run.summary)
        for path in stale { XCTAssertFalse(present(path), "stale: \(path)") }
        for path in kept + [linked] { XCTAssertTrue(present(path), "kept: \(path)") }
    }

    func testMissingTMPDIRPrintsNoError() throws {
        let reports = try makeTemporaryDirectory(self)
        let run = try Binary.run(["lint", "--config", LintPaths.neutralConfig, LintPaths.fixture("clean"), "--format", "junit",
                                  "--report", "sarif=\(reports.appendingPathComponent("r.sarif").path)"],
                                 environment: ["TMPDIR": "/nonexistent-\(UUID().uuidString)"])
        XCTAssertEqual(run.code, 0, run.summary)
        XCTAssertFalse(run.err.contains("error"), run.summary)
        XCTAssertTrue(present(reports.appendingPathComponent("r.sarif").path))
    }
}
