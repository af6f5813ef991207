import Foundation
import TokenLintCLI
import XCTest

/// A run with nothing changed writes the last run's outputs again from the cache
/// (docs/baseline-and-cache.md "Nothing changed"), and anything that could change an output
/// makes it lint as usual. Through the CLI, in a temporary working directory.
///
/// What tells a replay from a run: the cache's per-file results (`v2/`) are deleted before the
/// second run. A run reads and writes them; a replay does neither, so a replay leaves the folder
/// missing and a run puts it back.
final class RunReplayCLITests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(self)
        try setUpCheckout()
    }

    func data(_ name: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(name)) }

    func remove(_ name: String) throws { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }

    func run(_ arguments: [String]) -> CLIResult { lint(arguments) }

    /// The per-file results folder(s) `vN` of the default cache.
    func entryFolders() -> [String] {
        let root = folder.appendingPathComponent(".tokenlint-cache").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { $0.hasPrefix("v") && Int($0.dropFirst()) != nil }
    }

    /// Runs `arguments` after deleting the per-file results: whether it linted, and its result.
    func runAfterDroppingResults(_ arguments: [String]) throws -> (linted: Bool, result: CLIResult) {
        for name in entryFolders() { try remove(".tokenlint-cache/" + name) }
        let result = run(arguments)
        return (!entryFolders().isEmpty, result)
    }

    static let reporting = ["--format", "json", "--report", "junit=reports/junit.xml", "--report", "sarif=reports/lint.sarif"]

    func testASecondRunWithNothingChangedWritesTheSameOutputsWithoutLinting() throws {
        let first = run(Self.reporting)
        XCTAssertEqual(first.code, 1, first.summary)
        let junit = try data("reports/junit.xml"), sarif = try data("reports/lint.sarif")
        // A report deleted (or edited) since is written again from the cache.
        try remove("reports/junit.xml")

        let (linted, second) = try runAfterDroppingResults(Self.reporting)
        XCTAssertFalse(linted, "nothing changed, yet the run linted: \(second.summary)")
        XCTAssertEqual(second.code, first.code, second.summary)
        XCTAssertEqual(second.out, first.out)
        XCTAssertEqual(second.err, first.err)
        XCTAssertEqual(try data("reports/junit.xml"), junit)
        XCTAssertEqual(try data("reports/lint.sarif"), sarif)
    }

    func testStderrIsReplayed() throws {
        // JSON on stdout; the input error's position and the baseline's sentence on stderr.
        try write("tokenlint: 1\nname: Broken\ncomponents: [\n", to: "broken.spec.yaml")
        XCTAssertEqual(run(["--write-baseline", "baseline.json"]).code, 2, "an input error is exit 2 even when recording")
        let arguments = ["--baseline", "baseline.json", "--format", "json"]
        let first = run(arguments)
        XCTAssertEqual(first.code, 2, first.summary)
        XCTAssertTrue(first.err.contains("broken.spec.yaml:4:1: error:") && first.err.contains("fixed since the baseline"), first.summary)
        let (linted, second) = try runAfterDroppingResults(arguments)
        XCTAssertFalse(linted, second.summary)
        XCTAssertEqual(second.code, 2)
        XCTAssertEqual(second.out, first.out)
        XCTAssertEqual(second.err, first.err)
    }

    func testAnEditedSpecIsLintedAgain() throws {
        XCTAssertEqual(run(["--format", "json"]).code, 1)
        // A third failing component: 30 × 30 pt, below the HIG's 44 × 44 pt.
        try write(AdoptionCLITests.spec + """
              - id: close
                role: button
                frame: {width: 30, height: 30}
                background: "{color.systemBackground}"
                foreground: "{color.label}"
                font: "{font.textStyle.body}"
                text: "Close"

            """, to: "checkout.spec.yaml")
        let (linted, edited) = try runAfterDroppingResults(["--format", "json"])
        XCTAssertTrue(linted, edited.summary)
        XCTAssertTrue(edited.out.contains("\"close\""), edited.summary)
    }

    func testAnythingElseThatShapesTheOutputsIsNotReplayed() throws {
        XCTAssertEqual(run(["--format", "json"]).code, 1)
        // Another format, another selection, another profile: each lints (or at least is not
        // served the JSON of the first run).
        for arguments in [["--format", "text"], ["--format", "json", "--select", "contrast"],
                          ["--format", "json", "--profile", "wcag-aa"], ["--format", "json", "--strict"]] {
            let (linted, result) = try runAfterDroppingResults(arguments)
            XCTAssertTrue(linted, "\(arguments) was replayed: \(result.summary)")
        }
        // The configuration's bytes.
        XCTAssertEqual(run(["--format", "json"]).code, 1)
        try write("profile: apple-hig\n# edited\n", to: ".tokenlint.yml")
        XCTAssertTrue(try runAfterDroppingResults(["--format", "json"]).linted, "a changed configuration was replayed")
        // `--jobs` changes nothing a run writes: replayed.
        XCTAssertFalse(try runAfterDroppingResults(["--format", "json", "--jobs", "1"]).linted)
    }

    func testAChangedBaselineIsNotReplayed() throws {
        XCTAssertEqual(run(["--write-baseline", "baseline.json"]).code, 0)
        let baselined = run(["--baseline", "baseline.json"])
        XCTAssertEqual(baselined.code, 0, baselined.summary)
        // The same file name, now without entries: both findings count again.
        try write("{\n  \"version\": 1,\n  \"entries\": []\n}\n", to: "baseline.json")
        let (linted, result) = try runAfterDroppingResults(["--baseline", "baseline.json"])
        XCTAssertTrue(linted, result.summary)
        XCTAssertEqual(result.code, 1, result.summary)
    }

    func testWriteBaselineAndNoCacheNeitherReplayNorRecord() throws {
        XCTAssertEqual(run(["--write-baseline", "baseline.json"]).code, 0)
        try remove("baseline.json")
        XCTAssertEqual(run(["--write-baseline", "baseline.json"]).code, 0)
        XCTAssertTrue(exists("baseline.json"), "--write-baseline was replayed without writing the baseline")
        XCTAssertFalse(exists(".tokenlint-cache/runs-v1"), "--write-baseline was recorded")

        XCTAssertEqual(run(["--no-cache"]).code, 1)
        XCTAssertFalse(exists(".tokenlint-cache/runs-v1"), "--no-cache was recorded")
    }

    func testADamagedRecordOrBlobIsAMissNeverAnOutput() throws {
        let first = run(Self.reporting)
        let junit = try data("reports/junit.xml")
        let runs = folder.appendingPathComponent(".tokenlint-cache/runs-v1")
        let slot = runs.appendingPathComponent(try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: runs.path).first))
        /// The slot's file holding `role`: the record, or a blob told by its size (blobs get new
        /// names whenever the run is recorded again).
        func file(_ role: String) throws -> URL {
            let names = try FileManager.default.contentsOfDirectory(atPath: slot.path).filter { $0 != "lock" }
            XCTAssertEqual(names.count, 4, "a record, stdout and two reports: \(names)")
            if role == "record" { return slot.appendingPathComponent("record") }
            let size = role == "stdout" ? first.out.utf8.count : junit.count
            let blobs = names.filter { $0.hasSuffix(".blob") }.map(slot.appendingPathComponent)
            let sized = try blobs.filter { try Data(contentsOf: $0).count == size }
            return try XCTUnwrap(role == "sarif" ? blobs.first { !sized.contains($0) } : sized.first, role)
        }
        for role in ["record", "stdout", "junit", "sarif"] {
            for damage in 0..<3 {
                let path = try file(role)
                let intact = try Data(contentsOf: path)
                let damaged = [Data(), intact.prefix(intact.count / 2), { var d = intact; d[d.count / 2] ^= 0x20; return d }()][damage]
                try damaged.write(to: path)
                let (linted, result) = try runAfterDroppingResults(Self.reporting)
                XCTAssertTrue(linted, "a damaged \(role) (\(damaged.count) of \(intact.count) bytes) was replayed")
                XCTAssertEqual(result.code, first.code, result.summary)
                XCTAssertEqual(result.out, first.out, "a damaged \(role) reached stdout")
                XCTAssertEqual(result.err, first.err, "a damaged \(role) reached stderr")
                XCTAssertEqual(try data("reports/junit.xml").count, junit.count, "a damaged \(role) reached the JUnit report")
                // That run recorded itself again: the next one replays.
                XCTAssertFalse(try runAfterDroppingResults(Self.reporting).linted, "\(role), damage \(damage): not recorded again")
            }
        }
    }

    func testEveryOptionOfLintIsClassifiedForReplay() throws {
        // An option missing from the replay's digest that changed an output would let a run be
        // served another command's outputs.
        XCTAssertEqual(try ReplayAudit.unclassifiedLintOptions(), [])
    }
}

extension RunReplayCLITests: CheckoutFolder {}
