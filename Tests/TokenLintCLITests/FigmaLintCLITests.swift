import Foundation
import XCTest

/// issue 13: `tokenlint lint` reads saved Figma responses (`*.figma.json`) like spec files,
/// found in folders, with positions and the node's name in every format.
final class FigmaLintCLITests: XCTestCase {
    private static let figmaFixtures = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/figma")

    /// A folder with a real Figma file, a hand-written one, a broken one and a spec file.
    private func mixedFolder() throws -> URL {
        let folder = try makeTemporaryDirectory(self)
        let fileManager = FileManager.default
        try fileManager.copyItem(at: Self.figmaFixtures.appendingPathComponent("cases/icon-button.figma.json"),
                                 to: folder.appendingPathComponent("sheet.figma.json"))
        try fileManager.copyItem(at: Self.figmaFixtures.appendingPathComponent("figma-export-styles.nodes.figma.json"),
                                 to: folder.appendingPathComponent("styles.figma.json"))
        try "{\"document\": ".write(to: folder.appendingPathComponent("broken.figma.json"), atomically: false, encoding: .utf8)
        try """
            tokenlint: 1
            components:
              - {id: tiny, role: button, frame: {width: 20, height: 20}}
            """.write(to: folder.appendingPathComponent("tiny.spec.yaml"), atomically: false, encoding: .utf8)
        try "not a Figma file, not named like one\n".write(to: folder.appendingPathComponent("notes.json"), atomically: false, encoding: .utf8)
        return folder
    }

    func testAFolderOfFigmaFilesIsLintedAndABrokenOneIsExitTwo() throws {
        let folder = try mixedFolder()
        let result = inDirectory(folder.path) { tokenlint("lint", ".", "--config", LintPaths.neutralConfig) }
        XCTAssertEqual(result.code, 2, "the broken file is an input error: \(result.summary)")
        // The truncated file's error is where the text stops (line 1, after the 13 characters).
        XCTAssertTrue(result.out.contains("broken.figma.json:1:14: error: invalid JSON"), result.summary)
        // Every other file is still linted: the 28 pt clickable frame (node object on line 50,
        // column 15 of the fixture), the light grey heading of the /nodes file, the spec.
        XCTAssertTrue(result.out.contains("sheet.figma.json:50:15: error: Touch target 28 × 28 pt (frame) is smaller than 44 × 44 pt (Apple HIG) — Figma: 'Close' (2:2), page 'Screens', frame 'Sheet' [target/size]"), result.summary)
        XCTAssertTrue(result.out.contains("— Figma: 'h1' (122:14), frame 'h1' [contrast/text]"), result.summary)
        XCTAssertTrue(result.out.contains("tiny.spec.yaml:3:30: error: Touch target 20 × 20"), result.summary)
        XCTAssertFalse(result.out.contains("notes.json"), "only *.figma.json files are Figma files")
        XCTAssertTrue(result.out.contains("in 4 files"), result.summary)
    }

    func testJSONReportsCarryTheFigmaPositionAndNode() throws {
        let folder = try mixedFolder()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("broken.figma.json"))
        let result = inDirectory(folder.path) { tokenlint("lint", "sheet.figma.json", "--config", LintPaths.neutralConfig, "--format", "json") }
        XCTAssertEqual(result.code, 1, result.summary)
        let json = try result.json()
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]], "\(json.keys)")
        let target = try XCTUnwrap(findings.first { ($0["rule"] as? String) == "target/size" }, "\(json.keys)")
        XCTAssertEqual(target["line"] as? Int, 50, "\(target)")
        XCTAssertEqual(target["column"] as? Int, 15, "\(target)")
        XCTAssertTrue((target["message"] as? String)?.contains("Figma: 'Close' (2:2)") == true, "\(target)")
    }
}
