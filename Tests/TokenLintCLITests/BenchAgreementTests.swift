import Foundation
import XCTest

/// `tokenlint-bench run` measures the pipeline users run: its in-process path (the same
/// `LintSession` as `tokenlint lint`) counts what the CLI counts on the benchmark's own sample
/// (Tests/Fixtures/bench-sample, four files of the generated corpus).
final class BenchAgreementTests: XCTestCase {
    func testBenchInProcessCountsEqualTheCLIs() throws {
        let sample = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/bench-sample").path
        // The bench lints with the default configuration: the CLI gets one that states
        // nothing, so no .tokenlint.yml found upward can differ.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-agreement-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("defaults.tokenlint.yml")
        try "# the defaults\n".write(to: config, atomically: true, encoding: .utf8)
        let cli = tokenlint("lint", "--config", config.path, sample, "--format", "json")
        XCTAssertEqual(cli.code, 1, cli.summary)
        let summary = try XCTUnwrap(cli.json().object("summary"), cli.summary)

        let bench = try Self.runBench(["run", "--corpus", sample, "--quick", "--repeat", "1", "--jobs", "2",
                                       "--binary", folder.appendingPathComponent("no-binary").path])
        XCTAssertEqual(bench.status, 0, bench.output)
        // `checks          707 (passed 568, suppressed 1)` and
        // `findings        138: errors 74, warnings 50, needs-review 1, info 13; input errors 0`
        let checks = try XCTUnwrap(Self.numbers(in: bench.output, row: "checks"), bench.output)
        let findings = try XCTUnwrap(Self.numbers(in: bench.output, row: "findings"), bench.output)
        XCTAssertEqual(checks.count, 3, bench.output)
        XCTAssertEqual(findings.count, 6, bench.output)
        XCTAssertEqual(checks.first.map(Double.init), summary.number("checks"))
        XCTAssertEqual(checks.dropFirst().first.map(Double.init), summary.number("passed"))
        XCTAssertEqual(checks.last.map(Double.init), summary.number("suppressed"))
        XCTAssertEqual(Double(findings[1]), summary.number("errors"))
        XCTAssertEqual(Double(findings[2]), summary.number("warnings"))
        XCTAssertEqual(Double(findings[3]), summary.number("needsReview"))
        XCTAssertEqual(findings[5], 0, "no input errors")
        XCTAssertGreaterThan(checks.first ?? 0, 100, "the sample is linted: \(bench.output)")
    }

    /// The integers of the bench's output row `row` (thousands separators dropped).
    static func numbers(in output: String, row: String) -> [Int]? {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix(row + " ") }) else { return nil }
        return line.dropFirst(row.count).replacingOccurrences(of: ",", with: "")
            .split { !$0.isNumber }.compactMap { Int($0) }
    }

    /// Runs the `tokenlint-bench` executable built beside the test bundle (as `Binary.path`
    /// finds `tokenlint`).
    static func runBench(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let tokenlint = URL(fileURLWithPath: try Binary.path())
        let process = Process()
        process.executableURL = tokenlint.deletingLastPathComponent().appendingPathComponent("tokenlint-bench")
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
