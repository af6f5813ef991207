import Diagnostics
import Foundation
import LintPipeline
import Reporting
import XCTest

/// `LintSession`, the pipeline `tokenlint lint` and the benchmark share, called as a library.
final class LintSessionTests: XCTestCase {
    /// The package root: this file is `<root>/Tests/LintPipelineTests/LintSessionTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let neutralConfig = root.appendingPathComponent("Tests/Fixtures/lint/neutral.tokenlint.yml").path
    static let golden = root.appendingPathComponent("Tests/TokenLintCLITests/Snapshots/examples.json.json")

    /// `tokenlint lint --config neutral.tokenlint.yml Examples/specs`, from the package root,
    /// as options.
    static func examplesOptions(jobs: Int = 2) -> LintSession.Options {
        LintSession.Options(paths: ["Examples/specs"], config: .file(neutralConfig), jobs: jobs,
                            workingDirectory: root.path, toolVersion: "1.0.0")
    }

    /// The library yields exactly the findings of the CLI's JSON snapshot
    /// (Tests/TokenLintCLITests/Snapshots/examples.json.json, written by `tokenlint lint … --format json`
    /// and reviewed when it changes), whatever the job count.
    func testExamplesGiveTheCLIsGoldenReport() throws {
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        for jobs in [1, 3] {
            let session = try LintSession(Self.examplesOptions(jobs: jobs))
            XCTAssertEqual(session.files.count, 5, "the five example specs")
            XCTAssertTrue(session.messages.isEmpty, "\(session.messages)")
            let outcome = session.run()
            let json = try Reporters.render(outcome.report, format: .json, options: ReportOptions())
            XCTAssertEqual(json, expected, "jobs \(jobs): the session's report differs from the CLI's golden")
            // The golden holds error findings (its summary says 9): exit 1, as the CLI's golden test expects.
            XCTAssertEqual(outcome.status, .findings)
        }
    }

    /// Each file's report is handed on in report order, once, and they are the report's files.
    func testEachFileIsHandedOnInOrder() throws {
        let session = try LintSession(Self.examplesOptions())
        var seen: [String] = []
        let outcome = session.run { seen.append($0.path) }
        XCTAssertEqual(seen, session.files.map(\.display))
        XCTAssertEqual(seen, seen.sorted(), "discovery order is sorted: reports do not depend on the file system")
        XCTAssertEqual(outcome.report.files.map(\.path), seen, "no setup problems: the report's files are the linted ones")
    }

    /// README.md, Usage, exit codes: a path that does not exist is exit 2, and every other file is
    /// still linted.
    func testMissingPathIsAnInputProblemAndTheRestIsLinted() throws {
        var options = Self.examplesOptions()
        options.paths = ["Examples/specs/recipe-picker.spec.yaml", "Examples/specs/no-such.spec.yaml"]
        let session = try LintSession(options)
        let outcome = session.run()
        XCTAssertEqual(outcome.status, .inputError)
        XCTAssertEqual(outcome.report.files.map(\.path), ["Examples/specs/no-such.spec.yaml", "Examples/specs/recipe-picker.spec.yaml"])
        XCTAssertEqual(outcome.report.files.first?.inputError?.rule, InputRule.unreadable.id)
        XCTAssertFalse(outcome.report.files[1].checks.isEmpty, "the file that exists is linted")
    }

    /// No spec files is exit 2 with a message naming where it looked, unless allowed.
    func testNothingToLint() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("lint-session-empty-\(getpid())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        var options = Self.examplesOptions()
        options.paths = [empty.path]
        let session = try LintSession(options)
        XCTAssertEqual(session.run().status, .inputError)
        XCTAssertEqual(session.messages.count, 1)
        XCTAssertTrue(session.messages.first?.contains("no spec files") == true && session.messages.first?.contains(empty.path) == true, "\(session.messages)")
        options.allowEmpty = true
        let allowed = try LintSession(options)
        XCTAssertTrue(allowed.messages.isEmpty)
        XCTAssertEqual(allowed.run().status, .ok)
    }

    /// A `--context` choice the registry does not have stops the run before anything is
    /// linted (Resolver §6.1: an unknown context is an error).
    func testUnknownContextStopsTheRun() {
        var options = Self.examplesOptions()
        options.contexts = [(modifier: "appearance", context: "sepia")]
        XCTAssertThrowsError(try LintSession(options)) { error in
            let message = (error as? LintSession.Stop)?.message ?? ""
            XCTAssertTrue(message.contains("sepia"), message)
        }
    }
}
