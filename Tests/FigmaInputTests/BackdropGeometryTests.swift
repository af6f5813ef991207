import DesignSpec
import FigmaInput
import XCTest

/// What is behind a text when boxes do not nest (docs/figma.md, "What is read"): a label hanging
/// past the photo it is written on stands on two backdrops (needs review, not the card's fill);
/// a frame that clips its content hides what runs past it, unless it scrolls.
final class BackdropGeometryTests: XCTestCase {
    private let white = "{\"type\": \"SOLID\", \"color\": {\"r\": 1, \"g\": 1, \"b\": 1, \"a\": 1}}"
    private let black = "{\"type\": \"SOLID\", \"color\": {\"r\": 0, \"g\": 0, \"b\": 0, \"a\": 1}}"
    private let photo = "{\"type\": \"IMAGE\", \"imageRef\": \"p\", \"scaleMode\": \"FILL\"}"

    private func node(_ id: String, _ type: String, _ box: (Double, Double, Double, Double), fills: String, extra: String = "",
                      children: [String] = []) -> String {
        let (x, y, width, height) = box
        return "{\"id\": \"\(id)\", \"name\": \"n\(id)\", \"type\": \"\(type)\", \"absoluteBoundingBox\": {\"x\": \(x), \"y\": \(y), \"width\": \(width), \"height\": \(height)}, \"fills\": [\(fills)]\(extra), \"children\": [\(children.joined(separator: ", "))]}"
    }

    private func text(_ id: String, _ box: (Double, Double, Double, Double), fills: String) -> String {
        node(id, "TEXT", box, fills: fills, extra: ", \"characters\": \"Tops\", \"style\": {\"fontSize\": 24}")
    }

    private func read(_ children: [String]) throws -> SpecDocument {
        let screen = node("1:1", "FRAME", (0, 0, 400, 800), fills: white, children: children)
        let json = "{\"document\": {\"id\": \"0:0\", \"type\": \"DOCUMENT\", \"children\": [{\"id\": \"0:1\", \"name\": \"App\", \"type\": \"CANVAS\", \"children\": [\(screen)]}]}, \"schemaVersion\": 0}"
        let result = FigmaReader.read(file: "b.figma.json", bytes: Array(json.utf8))
        XCTAssertNil(result.inputError)
        return try XCTUnwrap(result.documents.first)
    }

    func testALabelHangingPastItsPhotoStandsOnTwoBackdrops() throws {
        let document = try read([
            node("2:1", "FRAME", (0, 0, 200, 260), fills: white, children: [
                node("3:1", "RECTANGLE", (0, 0, 200, 200), fills: photo),
                text("3:2", (10, 180, 58, 30), fills: white),  // glyphs 184.5–205.5: three quarters on the photo
                text("3:3", (10, 50, 58, 30), fills: white),  // wholly on the photo
                text("3:4", (10, 198, 58, 30), fills: black),  // its box touches the photo, its glyphs do not
            ]),
        ])
        XCTAssertEqual(document.component("3-2")?.backdrop?.value, .unknown, "not the card's white fill under the photo")
        XCTAssertEqual(document.component("3-3")?.backdrop?.value, .unknown)
        XCTAssertNil(document.component("3-4")?.backdrop, "on the card's own fill, which the spec tree composites")
    }

    func testWhatAFrameClipsIsNotBehindATextUnlessTheFrameScrolls() throws {
        let document = try read([
            // A map whose streets run past its frame, and a text beside the map.
            node("2:1", "FRAME", (0, 300, 100, 100), fills: white, extra: ", \"clipsContent\": true", children: [
                node("3:1", "VECTOR", (0, 300, 400, 100), fills: black),
            ]),
            text("2:2", (250, 330, 100, 30), fills: black),
            // A carousel: its next card is scrolled out of view, and comes into it.
            node("2:3", "FRAME", (0, 500, 100, 100), fills: white, extra: ", \"clipsContent\": true, \"overflowDirection\": \"HORIZONTAL_SCROLLING\"", children: [
                node("3:2", "RECTANGLE", (150, 500, 100, 100), fills: black),
                text("3:3", (160, 530, 60, 30), fills: white),
            ]),
        ])
        XCTAssertNil(document.component("2-2")?.backdrop, "the street past the map's edge is not drawn: the screen's white is behind it")
        XCTAssertEqual(document.component("3-3")?.backdrop?.value.isColor, true, "the card scrolls into view: its black is behind the label")
    }
}

private extension Backdrop {
    var isColor: Bool { if case .color = self { true } else { false } }
}
