import DesignSpec
import Diagnostics
import FigmaInput
import SpecLint
import XCTest

/// A run picks each file's format (by its name, or for a file named directly by its content);
/// the linter reads the file in the format it is given, whatever the name says.
final class InputFormatTests: XCTestCase {
    func testTheRunPicksTheFormatByNameThenByContent() throws {
        let formats = FigmaFixtures.formats
        let figma = try FigmaFixtures.bytes(FigmaFixtures.figmagic)
        XCTAssertTrue(formats.format(for: "app.figma.json") is FigmaFormat)
        XCTAssertTrue(formats.format(for: "design.json", bytes: figma) is FigmaFormat, "a saved response named design.json")
        XCTAssertTrue(formats.format(for: "design.json") is SpecFormat, "by name alone, a JSON file is a spec")
        XCTAssertTrue(formats.format(for: "screen.spec.yaml", bytes: figma) is SpecFormat, "a spec's name is not overruled")
        XCTAssertTrue(formats.format(for: "notes.txt") is SpecFormat, "a file no format claims is read as a spec")
        XCTAssertEqual(formats.endings, [".figma.json", ".spec.yaml", ".spec.yml", ".spec.json"])
    }

    /// What a JSON file's first 4 KB say: `document` as its first member, or `lastModified`
    /// and `nodes` (a nodes response) anywhere in them.
    func testASavedResponseIsKnownByItsOpeningBytes() {
        let formats = FigmaFixtures.formats
        let cases: [(String, Bool)] = [
            (#"{"document": {"id": "0:0"}}"#, true),
            ("{\n\t \r\n\"document\": {}}", true),
            (#"{"name": "App", "lastModified": "2026-01-01T00:00:00Z", "nodes": {}}"#, true),
            (#"{"name": "App", "nodes": {}}"#, false),
            (#"{"name": "document", "lastModified": 1}"#, false),
            (#"{"version": 1, "document": {}}"#, false),
            (#"{"a": ""# + String(repeating: "x", count: 4_100) + #"", "lastModified": 1, "nodes": {}}"#, false),
            ("", false),
        ]
        for (json, figma) in cases {
            XCTAssertEqual(formats.format(for: "design.json", bytes: Array(json.utf8)) is FigmaFormat, figma, String(json.prefix(80)))
        }
    }

    func testTheLinterReadsTheFormatItIsGivenNotTheName() throws {
        let figma = try FigmaFixtures.bytes(FigmaFixtures.figmagic)
        let asFigma = FigmaFixtures.builtIn.lint(file: "design.txt", bytes: figma, format: FigmaFormat())
        XCTAssertNil(asFigma.inputError)
        let byContent = FigmaFixtures.builtIn.lintAsRun(file: "design.json", bytes: figma)
        XCTAssertGreaterThan(asFigma.checks.count, 1)
        XCTAssertEqual(asFigma.checks.map(\.rule), byContent.checks.map(\.rule), "read as the run reads a saved response")
        XCTAssertFalse(asFigma.checks.contains { $0.rule.rawValue == "spec/invalid" }, "a Figma file has no spec structure check")

        let spec = Array(#"{"tokenlint": 1, "components": [{"id": "title", "role": "text"}]}"#.utf8)
        let asSpec = FigmaFixtures.builtIn.lint(file: "screen.figma.json", bytes: spec, format: SpecFormat())
        XCTAssertNil(asSpec.inputError)
        let structure = try XCTUnwrap(asSpec.checks.first { $0.rule.rawValue == "spec/invalid" })
        guard case .passed = structure.outcome else { return XCTFail("\(structure)") }
    }
}
