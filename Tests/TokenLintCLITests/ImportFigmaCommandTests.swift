import ColorScience
import DesignSpec
import Diagnostics
import Foundation
import SpecLint
import TokenLintCLI
import XCTest

/// `tokenlint import figma FILE --output DIR` (issue 13 part 2): the specs written are the
/// reader's documents, one file each, and lint as the documents do.
final class ImportFigmaCommandTests: XCTestCase {
    /// A reader that returns hand-built documents, as the Figma reader would for a file with
    /// two frames of the same name and one whose name is not file-safe.
    struct StubReader: FigmaDocumentReader {
        var documents: [SpecDocument]
        var findings: [Finding] = []
        func read(file: String, bytes: [UInt8], configuration: LintConfiguration) -> (documents: [SpecDocument], findings: [Finding]) {
            (documents, findings)
        }
    }

    private static let here = SourceLocation(file: "app.figma.json", line: 3, column: 7)

    private static func document(_ name: String, _ components: [SpecComponent]) -> SpecDocument {
        SpecDocument(file: "app.figma.json", version: 1, name: name, platform: .ios, canvas: ColorReference(spec: .literal(.srgb(1, 1, 1)), location: here),
                     components: components, location: here)
    }

    /// A 28 × 28 pt icon button with a click (issue 13's hand-written case): target/size must
    /// fail on it (Apple HIG, Buttons: "a button needs a hit region of at least 44x44 pt").
    private static var smallIconButton: SpecComponent {
        var button = SpecComponent(id: "I1-687.304-38", location: here, role: .button)
        button.frame = Spanned(SpecSize(width: 28, height: 28), at: here)
        return button
    }

    private static var caption: SpecComponent {
        var text = SpecComponent(id: "2-14", location: here, role: .text)
        text.text = "Order: #42 — “ready”"
        text.foreground = ColorReference(spec: .literal(.srgb(0.2, 0.2, 0.2)), location: here)
        text.font = Spanned(.inline(InlineFont(size: 15, weight: 400, lineHeight: 20, textStyle: "subheadline")), at: here)
        return text
    }

    func testWritesOneSpecPerDocumentWithFileSafeUniqueNames() throws {
        let folder = try makeTemporaryDirectory(self).appendingPathComponent("specs/figma")
        let documents = [
            Self.document("Checkout / Payment", [Self.smallIconButton]),
            Self.document("checkout: payment", [Self.caption]),
            Self.document("🎉", [Self.caption]),
        ]
        let importer = FigmaImport(reader: StubReader(documents: documents), configuration: LintConfiguration())
        let outcome = importer.write(documents, to: folder.path)
        XCTAssertEqual(outcome.written.map { ($0.path as NSString).lastPathComponent },
                       ["checkout-payment.spec.yaml", "checkout-payment-2.spec.yaml", "screen.spec.yaml"])
        XCTAssertFalse(outcome.failed)
        // Each file parses back to its document.
        for (path, document) in outcome.written {
            let parsed = SpecParser.parse(file: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            XCTAssertEqual(parsed.findings.map(\.message), [])
            XCTAssertEqual(parsed.document?.name, document.name)
            XCTAssertEqual(parsed.document?.components.map(\.id), document.components.map(\.id))
            XCTAssertEqual(parsed.document?.components.first?.text, document.components.first?.text)
        }
        // Linting the folder finds the 28 pt button (HIG: 44 × 44 pt hit region).
        let lint = tokenlint("lint", folder.path, "--format", "json")
        XCTAssertEqual(lint.code, 1, lint.summary)
        XCTAssertTrue(lint.out.contains("\"target/size\""), lint.summary)
        XCTAssertTrue(lint.out.contains("I1-687.304-38"), lint.summary)
    }

    func testSlugs() {
        XCTAssertEqual(FigmaImport.slug("  Sign In (Dark) "), "sign-in-dark")
        XCTAssertEqual(FigmaImport.slug("Größe"), "gr-e")
        XCTAssertEqual(FigmaImport.slug("../../etc/passwd"), "etc-passwd")
        XCTAssertEqual(FigmaImport.slug(String(repeating: "a", count: 300)).count, 80)
        XCTAssertEqual(FigmaImport.fileNames(for: ["A", "a", "a-2", "A"]), ["a.spec.yaml", "a-2.spec.yaml", "a-2-2.spec.yaml", "a-3.spec.yaml"])
    }

    /// A reader's input error (not a Figma response) writes nothing; the command exits 2.
    func testAnInputErrorWritesNothing() throws {
        let directory = try makeTemporaryDirectory(self)
        let file = directory.appendingPathComponent("app.figma.json")
        try Data("{}".utf8).write(to: file)
        let error = Finding(rule: RuleID("input/not-figma", kind: .input), severity: .error, location: SourceLocation(file: "app.figma.json", line: 1, column: 1),
                            message: "not a Figma file response: no 'document' and no 'nodes'")
        let importer = FigmaImport(reader: StubReader(documents: [Self.document("Home", [Self.caption])], findings: [error]),
                                   configuration: LintConfiguration())
        let outcome = importer.run(path: file.path, display: "app.figma.json", outputFolder: directory.appendingPathComponent("out").path)
        XCTAssertTrue(outcome.failed)
        XCTAssertTrue(outcome.written.isEmpty)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }

    /// Through the command line: a file that cannot be read is exit 2 with file:line:column.
    func testCommandLineReportsInputErrorsWithPosition() throws {
        let directory = try makeTemporaryDirectory(self)
        let file = directory.appendingPathComponent("broken.figma.json")
        try Data("not json".utf8).write(to: file)
        let run = tokenlint("import", "figma", file.path, "--output", directory.appendingPathComponent("out").path)
        XCTAssertEqual(run.code, 2, run.summary)
        XCTAssertTrue(run.err.contains("broken.figma.json:1:1: error:"), run.summary)
        let missing = tokenlint("import", "figma", directory.appendingPathComponent("missing.figma.json").path, "--output", directory.path)
        XCTAssertEqual(missing.code, 2, missing.summary)
        XCTAssertTrue(missing.err.contains("cannot read"), missing.summary)
        let noOutput = tokenlint("import", "figma", file.path)
        XCTAssertEqual(noOutput.code, 2, noOutput.summary)
    }
}
