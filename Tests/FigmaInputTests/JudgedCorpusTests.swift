import Diagnostics
import Foundation
import SpecLint
import XCTest

/// Real Figma files from public repositories (Tests/Fixtures/figma-real, licences beside them),
/// every error judged by hand against the nodes in `judged.tsv`: right or wrong, each with its
/// source and, for contrast, the ratio recomputed by the WCAG formula with compositing; and the
/// real problems the linter misses. The figures below are the changelog's; a change that adds,
/// drops or changes an error fails here until it is judged.
final class JudgedCorpusTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/figma-real")

    struct Judgment {
        var key: String
        var verdict: String
    }

    private func judgments() throws -> [Judgment] {
        let text = try String(contentsOf: Self.root.appendingPathComponent("judged.tsv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 6 else {
                XCTFail("judged.tsv: a line needs file, rule, component, verdict, recomputed, source: \(line)")
                return nil
            }
            XCTAssertTrue(["right", "wrong", "missed"].contains(fields[3]), "verdict: \(line)")
            XCTAssertFalse(fields[5].isEmpty, "every verdict is sourced: \(line)")
            return Judgment(key: fields[0...2].joined(separator: "\t"), verdict: fields[3])
        }
    }

    func testEveryErrorIsJudgedAndTheFiguresHold() throws {
        let judged = try judgments()
        // Every file, those with no error too (the icon library, the plugin's documentation).
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.root.path).filter { $0.hasSuffix(".figma.json") }.sorted()
        XCTAssertEqual(files.count, 6)
        var reported: Set<String> = []
        for file in files {
            let data = try XCTUnwrap(FileManager.default.contents(atPath: Self.root.appendingPathComponent(file).path), "missing \(file)")
            let report = FigmaFixtures.builtIn.lintAsRun(file: file, bytes: [UInt8](data))
            XCTAssertNil(report.inputError, file)
            for finding in report.checks.compactMap(\.finding) where finding.severity == .error {
                reported.insert("\(file)\t\(finding.rule)\t\(finding.component ?? "file")")
            }
        }
        let byKey = Dictionary(judged.map { ($0.key, $0.verdict) }, uniquingKeysWith: { first, _ in first })
        let unjudged = reported.filter { byKey[$0] == nil || byKey[$0] == "missed" }.sorted()
        XCTAssertEqual(unjudged, [], "errors no one has judged (add them to judged.tsv)")
        let stale = judged.filter { $0.verdict != "missed" && !reported.contains($0.key) }.map(\.key)
        XCTAssertEqual(stale, [], "judged errors no longer reported (mark a real one 'missed', drop a wrong one)")

        let right = judged.filter { $0.verdict == "right" }.count
        let wrong = judged.filter { $0.verdict == "wrong" }.count
        let missed = judged.filter { $0.verdict == "missed" }.count
        let precision = Double(right) / Double(right + wrong)
        let recall = Double(right) / Double(right + missed)
        print("judged Figma corpus: \(right + wrong) errors judged, \(right) right, \(wrong) wrong, \(missed) missed: precision \(precision), recall \(recall)")
        // The changelog's figures: 73 errors judged, 70 right; 8 real problems missed (a text
        // field's outline drawn as a child vector's stroke).
        XCTAssertEqual([right, wrong, missed], [70, 3, 8])
        XCTAssertGreaterThanOrEqual(precision, 0.9, "at least 90 % of errors right")
        XCTAssertGreaterThanOrEqual(recall, 0.85)
    }
}
