import DesignSpec
import Diagnostics
import FigmaInput
import Foundation
import SpecLint
import XCTest

/// docs/figma.md "Bad input": an input error with its position (exit 2) for what cannot be read at
/// all, one info for what is skipped, never a crash.
final class BadInputTests: XCTestCase {
    private func read(_ text: String) -> InputDocuments {
        FigmaReader.read(file: "bad.figma.json", bytes: Array(text.utf8))
    }

    /// A one-page file whose frame holds `children` (JSON text).
    private func file(_ children: String, components: String = "{}") -> String {
        """
        {"document": {"id": "0:0", "type": "DOCUMENT", "children": [
        {"id": "0:1", "name": "Page", "type": "CANVAS", "children": [
        {"id": "1:1", "name": "Screen", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 390, "height": 844},
         "fills": [], "children": [
        \(children)
        ]}]}]}, "components": \(components)}
        """
    }

    func testNotJSONIsAnInputErrorWithItsPosition() throws {
        let result = read("{\"document\": nope}")
        let error = try XCTUnwrap(result.inputError)
        XCTAssertEqual(error.rule, InputRule.invalidJSON.id)
        XCTAssertEqual(error.location, SourceLocation(file: "bad.figma.json", line: 1, column: 14))
        XCTAssertEqual(result.documents.count, 0)
    }

    func testATruncatedFileIsAnInputErrorAtItsEnd() throws {
        let whole = try FigmaFixtures.text("cases/sibling-background.figma.json")
        let truncated = String(whole.prefix(whole.count / 2))
        let error = try XCTUnwrap(read(truncated).inputError)
        XCTAssertEqual(error.rule, InputRule.invalidJSON.id)
        let lines = truncated.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(error.location?.line, lines.count, "where the text stops: \(error)")
    }

    func testJSONThatIsNotAFigmaResponseIsAnInputError() throws {
        for text in ["{\"tokens\": {}}", "[1, 2]", "\"document\""] {
            let error = try XCTUnwrap(read(text).inputError, text)
            XCTAssertEqual(error.rule, InputRule.notFigma.id)
            XCTAssertTrue(error.message.contains("neither 'document'"), error.message)
        }
        XCTAssertEqual(read("  \n").inputError?.message, "the file is empty")
    }

    func testUnknownNodeTypesPaintsAndEffectsAreOneInfoNamingThem() throws {
        let result = read(file("""
            {"id": "2:1", "name": "Future", "type": "HOLOGRAM", "children": []},
            {"id": "2:2", "name": "Future too", "type": "HOLOGRAM"},
            {"id": "2:3", "name": "Card", "type": "RECTANGLE", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 10, "height": 10},
             "fills": [{"type": "SPARKLE"}, {"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}],
             "effects": [{"type": "GLOW", "visible": true}]}
            """))
        XCTAssertNil(result.inputError)
        let infos = result.findings.filter { $0.rule == FigmaReader.skippedRule }
        XCTAssertEqual(infos.count, 1, "\(infos)")
        let message = try XCTUnwrap(infos.first?.message)
        for name in ["node type 'HOLOGRAM' (2×)", "paint type 'SPARKLE'", "effect type 'GLOW'"] {
            XCTAssertTrue(message.contains(name), message)
        }
        XCTAssertEqual(infos.first?.severity, .info)
        XCTAssertEqual(infos.first?.location?.line, 5, "the first unknown node")
        let card = try XCTUnwrap(result.documents.first?.component("2-3"))
        XCTAssertEqual(card.background?.spec, .literal(.srgb(1, 0, 0)), "the known paint is still read")
    }

    func testAnInstanceInsideItsOwnComponentIsSkippedWithAnInfo() throws {
        let result = read("""
            {"document": {"id": "0:0", "type": "DOCUMENT", "children": [
            {"id": "0:1", "name": "Page", "type": "CANVAS", "children": [
            {"id": "5:1", "name": "Badge", "type": "COMPONENT", "children": [
              {"id": "5:2", "name": "Badge", "type": "INSTANCE", "componentId": "5:1", "children": []}
            ]}]}]}, "components": {"5:1": {"name": "Badge"}}}
            """)
        XCTAssertNil(result.inputError)
        let info = try XCTUnwrap(result.findings.first { $0.message.contains("cycle") })
        XCTAssertEqual(info.location?.position, SourcePosition(line: 4, column: 3))
        XCTAssertNil(result.documents.first?.component("5-2"))
    }

    func testAnInstanceOfAMissingComponentIsReadAndNamed() throws {
        let result = read(file("""
            {"id": "2:1", "name": "Ghost", "type": "INSTANCE", "componentId": "404:1", "children": []}
            """, components: "{\"9:9\": {\"name\": \"Other\"}}"))
        XCTAssertNotNil(result.documents.first?.component("2-1"), "read with what the node itself says")
        XCTAssertTrue(result.findings.contains { $0.message.contains("missing from the file's components table") }, "\(result.findings)")
    }

    func testAbsurdSizesAreDroppedWithAnInfoAtTheNode() throws {
        for (size, label) in [("\"width\": 1e30, \"height\": 10", "1e30"), ("\"width\": -5, \"height\": 10", "negative")] {
            let result = read(file("""
                {"id": "2:1", "name": "Huge", "type": "RECTANGLE", "absoluteBoundingBox": {"x": 0, "y": 0, \(size)}, "fills": []}
                """))
            XCTAssertNil(result.inputError, label)
            let component = try XCTUnwrap(result.documents.first?.component("2-1"), label)
            XCTAssertNil(component.frame, label)
            let info = try XCTUnwrap(result.findings.first { $0.message.contains("absurd size") }, label)
            XCTAssertEqual(info.location?.position, SourcePosition(line: 5, column: 1), label)
        }
    }

    func testANumberBeyondDoubleIsAnInputErrorAtTheNumber() throws {
        // JSON has no NaN or infinity; 1e999 overflows a double, which the parser reports.
        let text = file("""
            {"id": "2:1", "name": "Huge", "type": "RECTANGLE", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 1e999, "height": 10}}
            """)
        let error = try XCTUnwrap(read(text).inputError)
        XCTAssertEqual(error.rule, InputRule.invalidJSON.id)
        let line = String(text.split(separator: "\n")[4])
        let column = try XCTUnwrap(line.range(of: "1e999")).lowerBound.utf16Offset(in: line) + 1
        XCTAssertEqual(error.location?.position, SourcePosition(line: 5, column: column))
    }

    func testANodesEntryWithoutADocumentIsSkipped() throws {
        let result = read("{\"nodes\": {\"1:2\": null, \"1:3\": {\"document\": {\"id\": \"1:3\", \"name\": \"T\", \"type\": \"TEXT\"}}}}")
        XCTAssertEqual(result.documents.count, 1)
        XCTAssertTrue(result.findings.contains { $0.message.contains("'1:2'") })
    }

    func testDeeplyNestedInputDoesNotCrash() {
        let depth = 5_000
        let text = String(repeating: "{\"document\": ", count: depth) + "{}" + String(repeating: "}", count: depth)
        XCTAssertEqual(read(text).inputError?.rule, InputRule.invalidJSON.id, "beyond the parser's nesting limit")
        var nested = "{\"id\": \"9:0\", \"type\": \"FRAME\", \"children\": []}"
        for level in 1..<200 { nested = "{\"id\": \"9:\(level)\", \"type\": \"GROUP\", \"fills\": [{\"type\": \"SOLID\", \"color\": {\"r\": 0, \"g\": 0, \"b\": 0}}], \"children\": [\(nested)]}" }
        XCTAssertNil(read(file(nested)).inputError)
    }

    func testAFigmaFileOverTheLimitIsAnInputErrorAndOthersAreStillLinted() throws {
        // A sparse file just over 100 MB (nothing is written, so the test is fast).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("figma-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.figma.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: big.path, contents: Data("{".utf8)))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: UInt64(FigmaReader.maximumBytes) + 1)
        try handle.close()
        // A 20 MB Figma file is under its limit (a spec file's is 10 MB).
        let medium = folder.appendingPathComponent("medium.figma.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: medium.path, contents: Data("{".utf8)))
        let mediumHandle = try FileHandle(forWritingTo: medium)
        try mediumHandle.truncate(atOffset: 20 * 1024 * 1024)
        try mediumHandle.close()
        let good = folder.appendingPathComponent("good.figma.json")
        try FileManager.default.copyItem(atPath: FigmaFixtures.path("cases/icon-button.figma.json"), toPath: good.path)

        let discovery = SpecFiles.discover([folder.path], endings: lintedEndings, exclude: [], workingDirectory: folder.path)
        XCTAssertEqual(discovery.files.map(\.display), ["big.figma.json", "good.figma.json", "medium.figma.json"])
        let reports = FigmaFixtures.builtIn.lint(files: discovery.files, jobs: 2, formats: FigmaFixtures.formats)
        XCTAssertTrue(reports[0].inputError?.message.contains("larger than the 100 MB limit for a Figma file") == true,
                      reports[0].inputError?.message ?? "no error")
        XCTAssertNil(reports[1].inputError)
        XCTAssertNotNil(reports[1].finding("target/size", on: "2-2"))
        XCTAssertEqual(reports[2].inputError?.rule, InputRule.invalidJSON.id, "read, then found not to be JSON")
    }

    func testMutatedFilesNeverCrashTheReaderOrTheLinter() throws {
        // Bytes replaced by structural characters, digits and huge numbers: each mutant is an
        // input error, or read with infos; none may trap (Int() of 1e300, a cycle, a NaN).
        let original = try FigmaFixtures.bytes("cases/carousel.figma.json")
        let replacements: [[UInt8]] = ["{", "}", "[", "]", ",", "\"", "0", "-1", "1e300", "null", "true"].map { Array($0.utf8) }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var readable = 0
        for _ in 0..<300 {
            var mutant = original
            for _ in 0..<(1 + next(3)) {
                let at = next(mutant.count)
                mutant.replaceSubrange(at..<min(mutant.count, at + 1 + next(4)), with: replacements[next(replacements.count)])
            }
            let report = FigmaFixtures.builtIn.lintAsRun(file: "mutant.figma.json", bytes: mutant)
            if report.inputError == nil { readable += 1 }
        }
        XCTAssertGreaterThan(readable, 0, "some mutants are still Figma files and were linted")
    }
}
