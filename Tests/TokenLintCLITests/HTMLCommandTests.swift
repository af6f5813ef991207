import Foundation
import XCTest

/// The HTML pages through the command line: `lint --format html`, `--report html=PATH`,
/// `tokens export --format html` (docs/html.md). The pages themselves are tested in
/// ReportingTests/HTMLReporterTests and HTMLPagesTests.
final class HTMLCommandTests: XCTestCase {
    static let examples = TestPaths.packageRoot.appendingPathComponent("Examples/specs").path

    func testLintWritesTheHTMLReportToStdoutAndToAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-html-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("reports/tokenlint.html").path
        let result = tokenlint("lint", Self.examples, "--format", "html", "--report", "html=\(path)")
        XCTAssertEqual(result.code, 1, "the examples have errors: \(result.summary)")
        XCTAssertTrue(result.out.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"), result.summary)
        XCTAssertEqual(result.out.components(separatedBy: "<h1>").count - 1, 1)
        for kind in ["figure-contrast", "figure-target", "figure-motion"] { XCTAssertTrue(result.out.contains(kind), kind) }
        let file = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(file.hasPrefix("<!DOCTYPE html>"))
        XCTAssertEqual(file.components(separatedBy: "<article class=\"finding").count,
                       result.out.components(separatedBy: "<article class=\"finding").count, "the file and stdout hold the same findings")
    }

    func testTokensExportWritesTheDocumentationPage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("tokens.html").path
        let written = tokenlint("tokens", "export", "--format", "html", "--output", output)
        XCTAssertEqual(written.code, 0, written.summary)
        XCTAssertEqual(written.out, "", "with --output, nothing on stdout")
        let page = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(page.contains("<h2 id=\"colors-heading\">Colors</h2>"))
        XCTAssertEqual(tokenlint("tokens", "export", "--format", "html").out, page, "stdout without --output")
    }

    /// A user registry (the public Figma Simple Design System tokens): the page is made from
    /// its own colors, type and motion, with the documented pairing rule.
    func testTokensExportDocumentsAUserRegistry() throws {
        let result = tokenlint("tokens", "export", "--format", "html", "--tokens", try TestPaths.corpusResolver("figma-sds.resolver.json"))
        XCTAssertNotEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.out.contains("class=\"swatch\""), result.summary)
        XCTAssertFalse(result.out.contains("the built-in registry"))
    }

    /// Backgrounds named as groups (`color.background.default`, as Figma's Simple Design System
    /// names them) are backgrounds; `onSurface` is what goes on one. The page measured every
    /// color against white and black instead: it looked at the last segment only.
    func testBackgroundGroupsAreRecognised() {
        let result = tokenlint("tokens", "export", "--format", "html", "--tokens", TestPaths.fixture("background-names.tokens.json"))
        XCTAssertEqual(result.code, 0, result.summary)
        let headers = result.out.components(separatedBy: "<th scope=\"col\">on <code>").dropFirst().map { $0.prefix { $0 != "<" } }
        XCTAssertEqual(headers, ["color.background.default", "color.background.brand"], result.summary)
    }

    func testHTMLDocumentsEveryContextAtOnce() {
        for extra in [["--all", "--output", "/tmp/x"], ["--context", "appearance=dark"], ["--reduce-motion"]] {
            let result = tokenlint(["tokens", "export", "--format", "html"] + extra)
            XCTAssertNotEqual(result.code, 0, "\(extra)")
            XCTAssertTrue(result.err.contains("--format html documents every context at once"), result.summary)
        }
    }
}
