import Foundation
import XCTest

/// Issue 23 items 5, 6, 7 and 9: no output may destroy an input of the run, no link planted in
/// the checkout may carry an output out of it, a config's `reports:` stay in its folder, and no
/// printed name can forge a GitHub workflow command or move the terminal.
final class OutputSafetyCLITests: XCTestCase {
    static let fixtures = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/output-safety")

    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(self)
        try FileManager.default.copyItem(atPath: LintPaths.fixture("clean/clean.spec.yaml"), toPath: path("a.spec.yaml"))
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func run(_ arguments: String...) -> CLIResult { inDirectory(folder.path) { tokenlint(arguments) } }

    private func contents(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    private func write(_ text: String, to name: String) throws { try text.write(toFile: path(name), atomically: false, encoding: .utf8) }

    /// Whether anything, a dangling link included, is at `path`.
    private func present(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    // MARK: An output that is an input

    func testReportNamingASpecIsRefusedBeforeAnythingIsWritten() throws {
        let before = try contents("a.spec.yaml")
        for target in ["a.spec.yaml", "./a.spec.yaml", path("a.spec.yaml")] {
            let result = run("lint", "--no-cache", "a.spec.yaml", "--report", "sarif=first.sarif", "--report", "junit=\(target)")
            XCTAssertEqual(result.code, 2, result.summary)
            XCTAssertTrue(result.err.contains("is an input of this run"), result.summary)
            XCTAssertEqual(try contents("a.spec.yaml"), before, target)
            XCTAssertFalse(present(path("first.sarif")), "nothing is written: \(result.summary)")
        }
    }

    func testLinksToAnInputAreThatInput() throws {
        let before = try contents("a.spec.yaml")
        XCTAssertEqual(link(path("a.spec.yaml"), path("hard.xml")), 0)
        try FileManager.default.createSymbolicLink(atPath: path("soft.xml"), withDestinationPath: "a.spec.yaml")
        for target in ["hard.xml", "soft.xml"] {
            let result = run("lint", "--no-cache", "a.spec.yaml", "--report", "junit=\(target)")
            XCTAssertEqual(result.code, 2, result.summary)
            XCTAssertEqual(try contents("a.spec.yaml"), before, target)
        }
    }

    func testReportOrBaselineNamingTheConfigIsRefused() throws {
        let config = "profile: apple-hig\n"
        try write(config, to: ".tokenlint.yml")
        for arguments in [["--report", "json=.tokenlint.yml"], ["--write-baseline", ".tokenlint.yml"]] {
            let result = inDirectory(folder.path) { tokenlint(["lint", "--no-cache", "a.spec.yaml"] + arguments) }
            XCTAssertEqual(result.code, 2, result.summary)
            XCTAssertEqual(try contents(".tokenlint.yml"), config, "\(arguments)")
        }
    }

    func testWriteBaselineNamingASpecIsRefused() throws {
        let before = try contents("a.spec.yaml")
        let result = run("lint", "--no-cache", "a.spec.yaml", "--write-baseline", "a.spec.yaml")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertEqual(try contents("a.spec.yaml"), before)
    }

    func testReportNamingTheBaselineBeingReadIsRefused() throws {
        XCTAssertEqual(run("lint", "--no-cache", "a.spec.yaml", "--write-baseline", "known.json").code, 0)
        let baseline = try contents("known.json")
        let result = run("lint", "--no-cache", "a.spec.yaml", "--baseline", "known.json", "--report", "json=./known.json")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertEqual(try contents("known.json"), baseline)
    }

    func testExportOverItsRegistryOrASourceOfItIsRefused() throws {
        try FileManager.default.copyItem(atPath: TestPaths.fixture("valid.tokens.json"), toPath: path("set.tokens.json"))
        try write(##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "set.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##,
                  to: "tokens.resolver.json")
        let source = try contents("set.tokens.json"), resolver = try contents("tokens.resolver.json")
        let cases: [[String]] = [
            ["--tokens", "set.tokens.json", "--output", "set.tokens.json"],
            ["--tokens", "tokens.resolver.json", "--output", "tokens.resolver.json"],
            ["--tokens", "tokens.resolver.json", "--output", "set.tokens.json"],
            ["--tokens", "tokens.resolver.json", "--format", "css", "--output", "./set.tokens.json"],
            ["--tokens", "tokens.resolver.json", "--format", "html", "--output", "set.tokens.json"],
        ]
        for arguments in cases {
            let result = inDirectory(folder.path) { tokenlint(["tokens", "export"] + arguments) }
            XCTAssertEqual(result.code, 2, result.summary)
            XCTAssertTrue(result.err.contains("is an input of this run"), result.summary)
            XCTAssertEqual(try contents("set.tokens.json"), source, "\(arguments)")
            XCTAssertEqual(try contents("tokens.resolver.json"), resolver, "\(arguments)")
        }
        XCTAssertEqual(run("tokens", "export", "--tokens", "tokens.resolver.json", "--output", "export.json").code, 0, "another path is written")
    }

    func testExportAllIntoTheFolderOfASourceNamedLikeAnExportIsRefused() throws {
        try FileManager.default.copyItem(atPath: TestPaths.fixture("valid.tokens.json"), toPath: path("tokens.json"))
        try write(##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##,
                  to: "r.resolver.json")
        let source = try contents("tokens.json")
        let result = run("tokens", "export", "--tokens", "r.resolver.json", "--all", "--output", ".")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertEqual(try contents("tokens.json"), source)
        XCTAssertFalse(present(path("index.json")), "nothing is written")
    }

    // MARK: Symbolic links

    func testImportFigmaDoesNotWriteThroughAPlantedLink() throws {
        let outside = try makeTemporaryDirectory(self)
        let victim = outside.appendingPathComponent("victim.yaml").path
        try "keep".write(toFile: victim, atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: path("specs"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("specs/sheet.spec.yaml"), withDestinationPath: victim)
        let result = run("import", "figma", TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/figma/cases/icon-button.figma.json").path,
                         "--output", "specs")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("outside the working tree"), result.summary)
        XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "keep")
    }

    func testLinkPlantedInTheCheckoutIsNotWrittenThrough() throws {
        let outside = try makeTemporaryDirectory(self)
        let victim = outside.appendingPathComponent("victim.json").path
        try "keep".write(toFile: victim, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path("report.json"), withDestinationPath: victim)
        try FileManager.default.createSymbolicLink(atPath: path("dangling.json"), withDestinationPath: outside.appendingPathComponent("made/new.json").path)

        let result = run("lint", "--no-cache", "a.spec.yaml", "--report", "json=report.json", "--report", "sarif=dangling.json")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("outside the working tree"), result.summary)
        XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "keep")
        XCTAssertFalse(present(outside.appendingPathComponent("made").path), "no folder is made along a dangling link")
    }

    /// A link on the way to a report, not only the report's own name: `out -> elsewhere` must
    /// not carry `out/sub/j.xml` out of the tree, whether `sub` exists there yet or not.
    func testLinkedFolderOnTheWayIsNotWrittenThrough() throws {
        let outside = try makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(atPath: outside.appendingPathComponent("sub").path, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("out"), withDestinationPath: outside.path)
        for report in ["junit=out/sub/j.xml", "sarif=out/new/deeper/r.sarif", "json=./out/sub/../r.json"] {
            let result = run("lint", "--no-cache", "a.spec.yaml", "--report", report)
            XCTAssertEqual(result.code, 2, "\(report): \(result.summary)")
            XCTAssertTrue(result.err.contains("is a symbolic link that leads out of the working tree"), "\(report): \(result.summary)")
        }
        let export = run("tokens", "export", "--format", "css", "--output", "out/sub/tokens.css")
        XCTAssertEqual(export.code, 2, export.summary)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), ["sub"], "nothing was made outside")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.appendingPathComponent("sub").path), [])
    }

    func testLinkInsideTheTreeIsWrittenThrough() throws {
        try FileManager.default.createDirectory(atPath: path("kept"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("report.json"), withDestinationPath: "kept/report.json")
        let result = run("lint", "--no-cache", "a.spec.yaml", "--report", "json=report.json")
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertTrue(try contents("kept/report.json").contains("\"summary\""))
    }

    func testConfigReportsStayInTheConfigsFolder() throws {
        let outside = folder.deletingLastPathComponent().appendingPathComponent("outside.json").path
        let wasThere = present(outside), absoluteWasThere = present("/tmp/tokenlint-absolute.sarif")
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent("escaping-reports.tokenlint.yml").path, toPath: path(".tokenlint.yml"))
        let result = run("lint", "--no-cache", "a.spec.yaml")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.out.contains(".tokenlint.yml:2:9: error: reports.json must be a path inside the config's folder"), result.summary)
        XCTAssertTrue(result.out.contains(".tokenlint.yml:3:10: error: reports.sarif must be a path inside the config's folder"), result.summary)
        XCTAssertEqual(present(outside), wasThere)
        XCTAssertEqual(present("/tmp/tokenlint-absolute.sarif"), absoluteWasThere)
        XCTAssertTrue(try contents("reports/inside.html").contains("<html"), "the valid html report is written")
    }

    func testConfigReportThroughALinkedFolderIsRefused() throws {
        let outside = try makeTemporaryDirectory(self)
        try FileManager.default.createSymbolicLink(atPath: path("out"), withDestinationPath: outside.path)
        try write("reports:\n  json: out/report.json\n", to: ".tokenlint.yml")
        let result = run("lint", "--no-cache", "a.spec.yaml")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("leads out of the config's folder"), result.summary)
        XCTAssertFalse(present(outside.appendingPathComponent("report.json").path))
    }

    /// The documented `reports: {html: …}` (as `--report html=…`).
    func testConfigHTMLReportIsWritten() throws {
        try write("reports:\n  html: reports/tokenlint.html\n", to: ".tokenlint.yml")
        let result = run("lint", "--no-cache", "a.spec.yaml")
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertTrue(try contents("reports/tokenlint.html").contains("<html"))
    }

    // MARK: Names printed

    private func assertNoCommandLine(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        for printed in text.split(whereSeparator: \.isNewline) {
            XCTAssertFalse(printed.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::"), "a workflow command: \(printed)", file: file, line: line)
        }
        XCTAssertFalse(text.contains("\u{1B}") || text.contains("\u{07}"), "an escape sequence: \(text.debugDescription)", file: file, line: line)
    }

    func testSpecNamedLikeAWorkflowCommandCannotForgeOne() throws {
        try FileManager.default.removeItem(atPath: path("a.spec.yaml"))
        try write(HostileInputCLITests.goodSpec, to: "::error title=Forged::x.spec.yaml")
        try write(HostileInputCLITests.goodSpec, to: "y\n::warning::z\u{1B}[2J.spec.yaml")
        let result = run("lint", "--no-cache", ".")
        XCTAssertEqual(result.code, 1, result.summary)
        XCTAssertTrue(result.out.contains(#"\::error title=Forged::x.spec.yaml:"#), result.summary)
        assertNoCommandLine(result.out)
        assertNoCommandLine(result.err)
    }

    func testImportFigmaPrintsFrameNamesOnOneLineWithoutEscapes() throws {
        let result = run("import", "figma", Self.fixtures.appendingPathComponent("injected-names.figma.json").path, "--output", "specs")
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertTrue(result.out.contains("(Sheet ::error title=Forged::from a frame name"), result.summary)
        assertNoCommandLine(result.out)
        assertNoCommandLine(result.err)
    }

    // MARK: report validate, the baseline's tool

    func testReportValidateOnAFileThatIsNotXMLIsExit2() {
        let result = tokenlint("report", "validate", Self.fixtures.appendingPathComponent("not-xml.xml").path)
        XCTAssertEqual(result.code, 2, result.summary)
    }

    func testDefaultJUnitFailsValidationWithTheStrictProfileHint() throws {
        XCTAssertEqual(run("lint", "--no-cache", "a.spec.yaml", "--report", "junit=rich.xml").code, 0)
        let rich = run("report", "validate", "rich.xml")
        XCTAssertEqual(rich.code, 1, rich.summary)
        XCTAssertTrue(rich.out.contains("--junit-profile strict"), rich.summary)
        XCTAssertEqual(run("lint", "--no-cache", "a.spec.yaml", "--junit-profile", "strict", "--report", "junit=strict.xml").code, 0)
        XCTAssertEqual(run("report", "validate", "strict.xml").code, 0)
    }

    func testBaselineOfAnotherToolIsAnInputError() {
        let result = run("lint", "--no-cache", "a.spec.yaml", "--baseline", Self.fixtures.appendingPathComponent("other-tool.baseline.json").path)
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.out.contains(#":2:11: error: the baseline's "tool" is "swiftlint", not "tokenlint""#), result.summary)
    }
}
