import DesignTokens
import Foundation
import JSONSource
import XCTest

/// `--tokens DIR` and `tokens import figma-variables` on a hand-written Figma variables export
/// (Tests/Fixtures/tokens/figma-variables, README beside it).
final class FigmaVariablesCLITests: XCTestCase {
    private let folder = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/tokens/figma-variables").path

    func testImportWritesAResolverThatPassesCheckAndLoadsToTheSameTokens() throws {
        let output = try makeTemporaryDirectory(self).appendingPathComponent("design/figma.resolver.json").path
        let run = inDirectory(folder) { tokenlint("tokens", "import", "figma-variables", "export", "--output", output) }
        XCTAssertEqual(run.code, 0, run.summary)
        // One info for the Content file's string and boolean variables, nothing else.
        XCTAssertEqual(run.err.components(separatedBy: "[dtcg/figma-type]").count - 1, 1, run.summary)
        XCTAssertTrue(run.err.contains("export/Content.Mode 1.tokens.json:4:16: info:"), run.summary)
        // The set files sit in a folder named after the resolver document.
        let sets = (output as NSString).deletingLastPathComponent + "/figma"
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sets).sorted(), [
            "Color.Dark High Contrast.tokens.json", "Color.Dark.tokens.json", "Color.Light High Contrast.tokens.json",
            "Color.Light.tokens.json", "Content.tokens.json", "Primitives.tokens.json", "Spacing.tokens.json",
        ])

        let check = tokenlint("tokens", "check", "--tokens", output)
        XCTAssertEqual(check.code, 0, check.summary)
        XCTAssertTrue(check.out.contains("0 errors, 0 warnings"), check.summary)

        let written = Registry.load(path: output)
        let direct = Registry.load(path: folder + "/export")
        XCTAssertEqual(written.modifiers.map(\.name), direct.modifiers.map(\.name))
        XCTAssertEqual(written.modifiers.map(\.contexts), direct.modifiers.map(\.contexts))
        XCTAssertEqual(written.modifiers.map(\.role), direct.modifiers.map(\.role))
        XCTAssertEqual(written.permutations, direct.permutations)
        for choice in direct.permutations {
            let (a, b) = (written.resolve(choice).tokens, direct.resolve(choice).tokens)
            XCTAssertEqual(a.paths, b.paths, "\(choice)")
            for path in b.paths {
                XCTAssertEqual(a[path]?.value, b[path]?.value, "\(path) in \(choice)")
                XCTAssertEqual(a[path]?.type, b[path]?.type, "\(path) in \(choice)")
                XCTAssertEqual(a[path]?.aliasOf, b[path]?.aliasOf, "\(path) in \(choice)")
                XCTAssertEqual(a[path]?.figmaVariableId, b[path]?.figmaVariableId, "\(path) in \(choice)")
            }
        }
    }

    /// WCAG 1.4.3: 4.5:1 for normal text. The subtitle is #767676 on white in Light (4.54:1) and
    /// #595959 on black in Dark (3.0:1): reported for Dark only; the title passes in both.
    func testLintChecksContrastInEveryMode() throws {
        let run = inDirectory(folder) { tokenlint("lint", "--tokens", "export", "specs", "--format", "json") }
        XCTAssertEqual(run.code, 1, run.summary)
        let findings = try XCTUnwrap(try run.json()["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 1, run.summary)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding["rule"] as? String, "contrast/text")
        XCTAssertEqual(finding["component"] as? String, "subtitle")
        XCTAssertEqual(finding["contexts"] as? [[String: String]], [["Color": "Dark"]])
        XCTAssertEqual(try XCTUnwrap(finding["measured"] as? Double), 3.0, accuracy: 0.01)
        XCTAssertTrue((finding["help"] as? String)?.contains("fails only in the dark appearance") == true, run.summary)
    }

    /// Under apple-hig the increased-contrast modes are checked too (Light/Dark High Contrast
    /// fold into the Color modifier): the dark failure has a passing Dark High Contrast
    /// counterpart (#FFFFFF on black), so the HIG's fallback makes it a warning.
    func testHighContrastModesAreTheIncreasedContrastContexts() throws {
        let run = inDirectory(folder) { tokenlint("lint", "--tokens", "export", "specs", "--format", "json", "--profile", "apple-hig") }
        let findings = try XCTUnwrap(try run.json()["findings"] as? [[String: Any]])
        let text = findings.filter { $0["rule"] as? String == "contrast/text" }
        XCTAssertEqual(text.count, 1, run.summary)
        XCTAssertEqual(text.first?["severity"] as? String, "warning", run.summary)
        XCTAssertEqual(text.first?["contexts"] as? [[String: String]], [["Color": "Dark"]])
    }

    func testABrokenExportIsExitTwoWithItsPosition() throws {
        for (bad, place) in [("not-json", "bad/not-json/Color.Light.tokens.json:4:3"), ("missing-mode", "bad/missing-mode/Spacing.tokens.json:1:1"),
                             ("mixed", "bad/mixed/Everything.Value.tokens.json:24:11"), ("other-ids", "bad/other-ids/Color.Dark.tokens.json:22:15")] {
            let lint = inDirectory(folder) { tokenlint("lint", "--tokens", "bad/\(bad)", "specs") }
            XCTAssertEqual(lint.code, 2, lint.summary)
            XCTAssertTrue((lint.out + lint.err).contains(place), lint.summary)

            let output = try makeTemporaryDirectory(self).appendingPathComponent("figma.resolver.json").path
            let run = inDirectory(folder) { tokenlint("tokens", "import", "figma-variables", "bad/\(bad)", "--output", output) }
            XCTAssertEqual(run.code, 2, run.summary)
            XCTAssertTrue(run.err.contains(place), run.summary)
            XCTAssertFalse(FileManager.default.fileExists(atPath: output), "nothing is written from a broken export")
        }
    }

    func testImportRejectsWhatIsNotAFolderOrAResolverName() throws {
        let notFolder = inDirectory(folder) { tokenlint("tokens", "import", "figma-variables", "README.md", "--output", "/tmp/x.resolver.json") }
        XCTAssertEqual(notFolder.code, 2, notFolder.summary)
        XCTAssertTrue(notFolder.err.contains("is not a folder"), notFolder.summary)
        let badName = tokenlint("tokens", "import", "figma-variables", folder + "/export", "--output", "/tmp/figma.json")
        XCTAssertEqual(badName.code, 2, badName.summary)
        XCTAssertTrue(badName.err.contains("*.resolver.json"), badName.summary)
    }

    func testTheFigmaChecksAreListed() {
        let run = tokenlint("rules", "dtcg/figma-type")
        XCTAssertEqual(run.code, 0, run.summary)
        XCTAssertTrue(run.out.contains("string and boolean"), run.summary)
    }
}
