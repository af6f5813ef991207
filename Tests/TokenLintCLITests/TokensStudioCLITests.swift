import DesignTokens
import Foundation
import XCTest

/// `--tokens DIR` and `tokens import tokens-studio|style-dictionary` on the Tokens Studio
/// fixtures (Tests/Fixtures/tokens-studio, READMEs beside them).
final class TokensStudioCLITests: XCTestCase {
    private let root = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/tokens-studio").path

    /// Every rule judges every theme: the muted text fails 4.5:1 in Dark only.
    func testLintChecksContrastInEveryTheme() throws {
        try assertOneContrastFailure(tokens: "four-themes", contexts: [["Mode": "Dark"]])
    }

    /// Themes in two groups (Mode × Contrast): every rule judges each of the four permutations,
    /// and a finding names the context of each modifier it fails in.
    func testLintChecksContrastInEveryPermutationOfThemeGroups() throws {
        // Dark's muted text is #f0f0f0 darkened by half, #787878 on #1a1a1a; High contrast's is #f0f0f0 on #000000.
        try assertOneContrastFailure(tokens: "themes-two-groups", contexts: [["Mode": "Dark", "Contrast": "Standard"]])
    }

    /// `lint --tokens FIXTURE specs` reports one `contrast/text` failure, the subtitle's
    /// #787878 on #1a1a1a, (0.188 + 0.05) / (0.0103 + 0.05) = 3.95, in exactly `contexts`.
    private func assertOneContrastFailure(tokens fixture: String, contexts: [[String: String]],
                                          file: StaticString = #filePath, line: UInt = #line) throws {
        let run = inDirectory(root) { tokenlint("lint", "--tokens", fixture, "specs", "--format", "json") }
        XCTAssertEqual(run.code, 1, run.summary, file: file, line: line)
        let findings = try XCTUnwrap(try run.json()["findings"] as? [[String: Any]], file: file, line: line)
        let contrast = findings.filter { $0["rule"] as? String == "contrast/text" }
        XCTAssertEqual(contrast.count, 1, run.summary, file: file, line: line)
        let finding = try XCTUnwrap(contrast.first, file: file, line: line)
        XCTAssertEqual(finding["component"] as? String, "subtitle", file: file, line: line)
        XCTAssertEqual(finding["contexts"] as? [[String: String]], contexts, file: file, line: line)
        XCTAssertEqual(try XCTUnwrap(finding["measured"] as? Double, file: file, line: line), 3.95, accuracy: 0.01, file: file, line: line)
    }

    func testImportWritesAResolverThatPassesCheck() throws {
        let output = try makeTemporaryDirectory(self).appendingPathComponent("design/studio.resolver.json").path
        let run = inDirectory(root) { tokenlint("tokens", "import", "tokens-studio", "four-themes", "--output", output) }
        XCTAssertEqual(run.code, 0, run.summary)
        XCTAssertTrue(run.err.contains("6 token files"), run.summary)
        let sets = (output as NSString).deletingLastPathComponent + "/studio"
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: sets).sorted(), [
            "components.tokens.json", "core.tokens.json", "dark-hc.tokens.json", "dark.tokens.json", "light-hc.tokens.json", "light.tokens.json",
        ])
        let check = tokenlint("tokens", "check", "--tokens", output)
        XCTAssertEqual(check.code, 0, check.summary)
        XCTAssertTrue(check.out.contains("22 tokens in 4 permutations; 0 errors, 0 warnings"), check.summary)

        let rest = try makeTemporaryDirectory(self).appendingPathComponent("figma.resolver.json").path
        let figma = tokenlint("tokens", "import", "figma-variables", TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/tokens/figma-variables-rest/variables-local.json").path, "--output", rest)
        XCTAssertEqual(figma.code, 0, figma.summary)
        XCTAssertEqual(tokenlint("tokens", "check", "--tokens", rest).code, 0)

        let legacy = try makeTemporaryDirectory(self).appendingPathComponent("sd.resolver.json").path
        let sd = inDirectory(root) { tokenlint("tokens", "import", "style-dictionary", "style-dictionary/tokens.json", "--output", legacy) }
        XCTAssertEqual(sd.code, 0, sd.summary)
    }

    func testBrokenThemesAndNonTokensAreExitTwo() throws {
        let folder = try makeTemporaryDirectory(self)
        try #"{ "tokenSetOrder": ["core", "../outside"] }"#.write(to: folder.appendingPathComponent("$metadata.json"), atomically: true, encoding: .utf8)
        try "{}".write(to: folder.appendingPathComponent("core.json"), atomically: true, encoding: .utf8)
        let check = tokenlint("tokens", "check", "--tokens", folder.path)
        XCTAssertEqual(check.code, 2, check.summary)
        XCTAssertTrue(check.err.contains("$metadata.json:1:29: error:") || check.out.contains("$metadata.json:1:29: error:"), check.summary)
        let output = try makeTemporaryDirectory(self).appendingPathComponent("x.resolver.json").path
        let notTokens = tokenlint("tokens", "import", "tokens-studio", TestPaths.packageRoot.appendingPathComponent("README.md").path, "--output", output)
        XCTAssertEqual(notTokens.code, 2, notTokens.summary)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }
}
