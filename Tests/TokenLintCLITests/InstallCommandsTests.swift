import Foundation
import JSONSchemaTestSupport
import XCTest
@testable import TokenLintCLI

/// `--version`, `tokenlint schema` and `tokenlint init` (issue 21). The packaged binary is
/// tried through the same commands in a Debian root by Tests/Shell/binary-in-chroot.sh.
final class InstallCommandsTests: XCTestCase {
    /// A test build is not made by scripts/build-release.sh, so it knows no commit.
    func testVersionNamesTheCommit() {
        let result = tokenlint(["--version"])
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertEqual(result.out, "1.0.0 (commit unknown)\n")
    }

    func testSchemaPrintsTheFilesOfDocsSchemasWithTheirTaggedURL() throws {
        for (kind, file) in [("spec", "spec.schema.json"), ("config", "tokenlint-config.schema.json")] {
            let result = tokenlint(["schema", kind])
            XCTAssertEqual(result.code, 0, result.summary)
            let expected = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/schemas/\(file)"), encoding: .utf8)
            XCTAssertEqual(result.out, expected.hasSuffix("\n") ? expected : expected + "\n")
            XCTAssertTrue(expected.contains(#""$id": "https://raw.githubusercontent.com/\#(TokenLintCommand.repository)/v\#(TokenLintCommand.version)/docs/schemas/\#(file)""#), file)
        }
        XCTAssertEqual(tokenlint(["schema", "figma"]).code, 2)
    }

    /// Every place that names tokenlint's repository (a GitHub or raw URL, an action's `uses:`)
    /// names `TokenLintCommand.repository`, the one definition: a maintainer who moves the
    /// project changes it there and this test lists each file and line still to follow.
    func testEveryFileNamesTheOneRepository() throws {
        let root = TestPaths.packageRoot
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        let files = ["README.md", "action.yml", ".pre-commit-hooks.yaml", "docs/schemas/spec.schema.json",
                     "docs/schemas/tokenlint-config.schema.json", "Plugins/TokenLintPlugin/TokenLintPlugin.swift",
                     "Tests/Fixtures/plugin-consumer/Package.swift"] + docs
        let pattern = try NSRegularExpression(pattern: #"(?:github\.com/|githubusercontent\.com/|uses: )([A-Za-z0-9_.-]+/tokenlint)\b"#)
        var named = 0
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                    named += 1
                    let name = (line as NSString).substring(with: match.range(at: 1))
                    XCTAssertEqual(name, TokenLintCommand.repository, "\(file):\(index + 1)")
                }
            }
        }
        XCTAssertGreaterThan(named, 10, "the README's install lines, the schemas' $id and the plugin's dependency line name it")
    }

    func testInitWritesASetUpThatLintsCleanAndValidates() throws {
        let folder = try makeTemporaryDirectory(self)
        try inDirectory(folder.path) {
            let result = tokenlint(["init", "--ci", "gitlab"])
            XCTAssertEqual(result.code, 0, result.summary)
            XCTAssertEqual(result.out, "wrote .tokenlint.yml\nwrote design/specs/example.spec.yaml\nwrote .gitlab-ci.yml\n")
            let lint = tokenlint(["lint", "--no-cache"])
            XCTAssertEqual(lint.code, 0, lint.summary)
            XCTAssertTrue(lint.out.contains("1 file"), lint.out)
            XCTAssertTrue(FileManager.default.fileExists(atPath: "reports/junit.xml"), "the config's JUnit report")
            // Each file names its schema by the URL `tokenlint schema` documents.
            let config = try String(contentsOfFile: ".tokenlint.yml", encoding: .utf8)
            XCTAssertTrue(config.hasPrefix("# yaml-language-server: $schema=\(SchemaCommand.Kind.config.url)\n"))
            let spec = try String(contentsOfFile: "design/specs/example.spec.yaml", encoding: .utf8)
            XCTAssertTrue(spec.hasPrefix("# yaml-language-server: $schema=\(SchemaCommand.Kind.spec.url)\n"))
            // The example breaks as its comment says it does.
            try spec.replacingOccurrences(of: "{width: 120, height: 60}", with: "{width: 30, height: 30}")
                .write(toFile: "design/specs/example.spec.yaml", atomically: true, encoding: .utf8)
            let broken = tokenlint(["lint", "--no-cache"])
            XCTAssertEqual(broken.code, 1, broken.summary)
            XCTAssertTrue(broken.out.contains("[target/size]"), broken.out)
        }
    }

    func testInitNeverOverwritesNorWritesThroughALink() throws {
        let folder = try makeTemporaryDirectory(self)
        let outside = try makeTemporaryDirectory(self)
        try inDirectory(folder.path) {
            try "profile: wcag-aa\n".write(toFile: ".tokenlint.yml", atomically: true, encoding: .utf8)
            let result = tokenlint(["init"])
            XCTAssertEqual(result.code, 2, result.summary)
            XCTAssertTrue(result.err.contains(".tokenlint.yml already exists"), result.err)
            XCTAssertEqual(try String(contentsOfFile: ".tokenlint.yml", encoding: .utf8), "profile: wcag-aa\n")
            XCTAssertFalse(FileManager.default.fileExists(atPath: "design"), "nothing written")

            try FileManager.default.removeItem(atPath: ".tokenlint.yml")
            try FileManager.default.createSymbolicLink(atPath: ".github", withDestinationPath: outside.path)
            let linked = tokenlint(["init", "--ci", "github"])
            XCTAssertEqual(linked.code, 2, linked.summary)
            XCTAssertTrue(linked.err.contains("has a link on its way (.github)"), linked.err)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
            XCTAssertFalse(FileManager.default.fileExists(atPath: ".tokenlint.yml"), "nothing written")
        }
    }

    /// init's CI files are the README's first GitHub and GitLab recipes, which the README's tests
    /// run (Tests/Shell) and check (CIRecipeTests).
    func testInitCIFilesAreTheREADMERecipes() throws {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "### CI recipes")).upperBound
        let blocks = MarkdownYAMLBlocks.blocks(in: String(readme[section...]))
        XCTAssertEqual(blocks.first, InitCommand.githubWorkflow)
        XCTAssertEqual(blocks.dropFirst().first, InitCommand.gitlabPipeline)
    }
}
