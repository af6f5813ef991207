import DesignSpec
import Diagnostics
@testable import FigmaInput
import XCTest

/// Documentation boards (docs/figma.md, "What is linted"): a style guide's swatches, type
/// specimens and redlines, and boards named for notes, are skipped with one info each, by name
/// or by what their texts say; screens that merely show a price or a note are read.
final class DocumentationBoardTests: XCTestCase {
    private let white = "{\"type\": \"SOLID\", \"color\": {\"r\": 1, \"g\": 1, \"b\": 1, \"a\": 1}}"
    private let grey = "{\"type\": \"SOLID\", \"color\": {\"r\": 0.4, \"g\": 0.4, \"b\": 0.4, \"a\": 1}}"

    private func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        "\"absoluteBoundingBox\": {\"x\": \(x), \"y\": \(y), \"width\": \(width), \"height\": \(height)}"
    }

    private func frame(_ id: String, _ name: String, _ children: [String] = [], type: String = "FRAME") -> String {
        "{\"id\": \"\(id)\", \"name\": \"\(name)\", \"type\": \"\(type)\", \(box(0, 0, 390, 844)), \"fills\": [\(white)], \"children\": [\(children.joined(separator: ", "))]}"
    }

    private func text(_ id: String, _ characters: String, size: Double = 10) -> String {
        "{\"id\": \"\(id)\", \"name\": \"\(characters)\", \"type\": \"TEXT\", \"characters\": \"\(characters)\", \(box(10, 10, 80, 14)), \"fills\": [\(grey)], \"style\": {\"fontSize\": \(size)}}"
    }

    private func read(_ boards: [String]) -> InputDocuments {
        let page = "{\"id\": \"0:1\", \"name\": \"App\", \"type\": \"CANVAS\", \"children\": [\(boards.joined(separator: ",\n"))]}"
        let json = "{\"document\": {\"id\": \"0:0\", \"type\": \"DOCUMENT\", \"children\": [\(page)]}, \"schemaVersion\": 0}"
        return FigmaReader.read(file: "d.figma.json", bytes: Array(json.utf8))
    }

    private func notLinted(_ result: InputDocuments) -> [String] {
        result.findings.filter { $0.rule == FigmaNote.notLinted.id }.map(\.message)
    }

    func testBoardsNamedForNotesAreSkippedButScreensThatMentionNotesAreRead() {
        let result = read([
            frame("1:1", "Notes"), frame("1:2", "Dev specs 2"), frame("1:3", "Handoff"), frame("1:4", "READ ME"),
            frame("1:5", "Specimens", type: "SECTION"), frame("1:6", "Notes list"), frame("1:7", "Docs & Specs"),
            frame("1:8", "Note detail", [frame("2:1", "Notes", [text("3:1", "Buy milk", size: 17)])]),
            frame("1:9", "Checkout", [frame("2:2", "Handoff notes", [text("3:2", "Pad 16")])]),
        ])
        XCTAssertEqual(result.documents.map(\.name), ["Notes list", "Note detail", "Checkout"])
        let infos = notLinted(result)
        for (board, word) in [("board 'Notes' (1:1)", "notes"), ("board 'Docs & Specs' (1:7)", "docs"), ("board 'Dev specs 2' (1:2)", "specs"), ("board 'Handoff' (1:3)", "handoff"),
                              ("board 'READ ME' (1:4)", "read me"), ("section 'Specimens' (1:5)", "specimens")] {
            XCTAssertTrue(infos.contains { $0.hasPrefix(board) && $0.contains("its name says '\(word)'") }, "\(board): \(infos)")
        }
        XCTAssertTrue(infos.contains { $0.contains("'Handoff notes' (2:2) in frame 'Checkout' documents the design") }, "\(infos)")
        XCTAssertFalse(infos.contains { $0.contains("(2:1)") }, "a 'Notes' frame inside a screen may be the app's own")
        let detail = result.documents.first { $0.name == "Note detail" }
        XCTAssertNotNil(detail?.component("3-1"))
    }

    func testASwatchBoardAndARedlineAreSkippedByWhatTheirTextsSay() throws {
        let swatch = ["#112e51\\ngray-cool-dark", "#D9D9D9\\ngray-lighter", "#981b1e red-darkest", "#4D4D4D"]
        let result = read([
            frame("1:1", "Colors", [text("2:0", "Color", size: 32)] + swatch.enumerated().map { text("2:\($0.offset + 1)", $0.element) }),
            frame("1:2", "Type", [
                text("3:1", "H1 Section heading", size: 40), text("3:2", "This is a link", size: 17), text("3:3", "Caption", size: 10),
                frame("3:4", "Spacing", [text("4:1", "10px"), text("4:2", "25px"), text("4:3", "5 pt")], type: "GROUP"),
            ]),
            frame("1:3", "Cart", [text("5:1", "$5.55"), text("5:2", "Qty: 2"), text("5:3", "https://shop.example"), text("5:4", "12 items")]),
        ])
        XCTAssertEqual(result.documents.map(\.name), ["Type", "Cart"])
        let infos = notLinted(result)
        XCTAssertEqual(infos.count, 2, "\(infos)")
        XCTAssertTrue(infos.contains { $0.hasPrefix("board 'Colors' (1:1) on page 'App' is a documentation board: 4 of its 5 texts give values") }, "\(infos)")
        XCTAssertTrue(infos.contains { $0.hasPrefix("'Spacing' (3:4) in frame 'Type' is a documentation board: 3 of its 3 texts give values") }, "\(infos)")
        let type = try XCTUnwrap(result.documents.first { $0.name == "Type" })
        XCTAssertNotNil(type.component("3-3"), "the specimen's own 10 pt caption is still read")
        XCTAssertNil(type.component("4-1"))
        XCTAssertEqual(result.documents.last?.component("5-1")?.text, "$5.55")
    }

    func testWhatGivesAValue() {
        for value in ["#112e51\ngray-dark", "#fff", " #E4002B star-red", "25px", "10 px", "8pt", "16dp", "1.5rem", "font-family: ‘Lora’",
                      "line-height: 24px", "color: #333"] {
            XCTAssertTrue(FigmaDocumentation.givesValue(value), value)
        }
        for text in ["#1 in sales", "#hashtag", "#12", "$5.55", "12 items", "10 people", "Note: bring ID", "Qty: 2", "https://a.b/c",
                     "size:12", "Pixel 8", "", "Heading 1"] {
            XCTAssertFalse(FigmaDocumentation.givesValue(text), text)
        }
    }
}
