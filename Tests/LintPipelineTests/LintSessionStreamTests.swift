import Diagnostics
import Foundation
import LintPipeline
import XCTest

/// README.md, Performance: "Memory is bounded by the largest file and the window, not by the
/// number of findings"; reports are streamed per file in order.
final class LintSessionStreamTests: XCTestCase {
    /// A folder of `count` copies of an example spec (its findings are what a finding-heavy run has).
    private func corpus(_ count: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-stream-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spec = try Data(contentsOf: LintSessionTests.root.appendingPathComponent("Examples/specs/recipe-picker.spec.yaml"))
        for index in 0..<count {
            try spec.write(to: folder.appendingPathComponent(String(format: "screen-%03d.spec.yaml", index)))
        }
        return folder
    }

    /// Files are linted at most a window ahead of the report being handed on: when the first
    /// report arrives, the last file of a 100-file run has not been read yet (2 jobs: 32 files ahead), so breaking it
    /// then shows in its report. (A run that lints every file before handing any on, holding
    /// every report at once, reports the file as it was.)
    func testFilesAreLintedAWindowAheadOfTheReportHandedOn() throws {
        let folder = try corpus(100)
        defer { try? FileManager.default.removeItem(at: folder) }
        let last = folder.appendingPathComponent("screen-099.spec.yaml")
        var options = LintSessionTests.examplesOptions(jobs: 2)
        options.paths = [folder.path]
        let session = try LintSession(options)
        var inputErrors: [String] = []
        var first = true
        let outcome = session.run { report in
            if first {
                first = false
                try? Data("screens: [\n".utf8).write(to: last)
            }
            if report.inputError != nil { inputErrors.append(report.path) }
        }
        XCTAssertEqual(outcome.report.files.count, 100)
        XCTAssertEqual(inputErrors.map { URL(fileURLWithPath: $0).lastPathComponent }, ["screen-099.spec.yaml"],
                       "the last file is read after the first report is handed on")
    }

    /// What a streamed run counts is what the whole report sums to, and each report is handed
    /// on once, in report order (the setup reports first).
    func testStreamCountsWhatTheWholeReportHolds() throws {
        var options = LintSessionTests.examplesOptions()
        options.paths = ["Examples/specs", "Examples/specs/no-such.spec.yaml"]
        let session = try LintSession(options)
        var paths: [String] = []
        let streamed = session.stream { (report: FileReport) in paths.append(report.path) }
        let whole = session.run().report
        XCTAssertEqual(paths, whole.allFiles.map(\.path))
        XCTAssertEqual(streamed.fileCount, whole.allFiles.count)
        XCTAssertEqual(streamed.summary, whole.summary)
        XCTAssertEqual(streamed.status, .inputError)
        XCTAssertTrue(streamed.header.files.isEmpty, "the header holds no reports")
    }
}
