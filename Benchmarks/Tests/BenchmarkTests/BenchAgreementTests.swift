import Foundation
import LintPipeline
import SpecLint
import XCTest

/// `tokenlint-bench run` measures the pipeline users run: its counts on the benchmark's own
/// sample (Tests/Fixtures/bench-sample of the root package, four files of the generated corpus)
/// are those of `LintSession`, the pipeline `tokenlint lint` runs, with the default configuration.
final class BenchAgreementTests: XCTestCase {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/bench-sample").path

    func testBenchInProcessCountsEqualThePipelines() throws {
        let session = try LintSession(LintSession.Options(
            paths: [Self.sample], config: .loaded(LoadedConfig(configuration: LintConfiguration(directory: Self.sample))),
            jobs: 2, workingDirectory: Self.sample, toolVersion: "bench"))
        let outcome = session.run()
        XCTAssertEqual(outcome.status, .findings)
        let summary = outcome.report.summary

        let bench = try Self.runBench(["run", "--corpus", Self.sample, "--quick", "--repeat", "1", "--jobs", "2",
                                       "--binary", "/nonexistent/tokenlint"])
        XCTAssertEqual(bench.status, 0, bench.output)
        // `checks          707 (passed 568, suppressed 1)` and
        // `findings        138: errors 74, warnings 50, needs-review 1, info 13; input errors 0`
        let checks = try XCTUnwrap(Self.numbers(in: bench.output, row: "checks"), bench.output)
        let findings = try XCTUnwrap(Self.numbers(in: bench.output, row: "findings"), bench.output)
        XCTAssertEqual(checks, [summary.checks, summary.passed, summary.suppressed], bench.output)
        XCTAssertEqual(findings, [summary.errors + summary.warnings + summary.needsReview + summary.info,
                                  summary.errors, summary.warnings, summary.needsReview, summary.info, summary.inputErrors], bench.output)
        XCTAssertGreaterThan(summary.checks, 100, "the sample is linted")
    }

    /// The integers of the bench's output row `row` (thousands separators dropped).
    static func numbers(in output: String, row: String) -> [Int]? {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix(row + " ") }) else { return nil }
        return line.dropFirst(row.count).replacingOccurrences(of: ",", with: "")
            .split { !$0.isNumber }.compactMap { Int($0) }
    }

    /// Runs the `tokenlint-bench` executable SwiftPM builds beside the test bundle.
    static func runBench(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let folders = Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }.map { $0.deletingLastPathComponent() }
            + [Bundle.main.bundleURL]
        let executable = try XCTUnwrap(folders.map { $0.appendingPathComponent("tokenlint-bench") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }, "tokenlint-bench is not beside the tests in \(folders)")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
