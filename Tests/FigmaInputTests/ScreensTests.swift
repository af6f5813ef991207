import DesignSpec
import Diagnostics
import FigmaInput
import Foundation
import SpecLint
import XCTest

/// docs/figma.md (What is read, What is linted, Bad input): where screens are, what is not
/// shipped UI, broken saves, shapes behind text and roles by name; each file small and written
/// from api_types.ts.
final class ScreensTests: XCTestCase {
    private let white = "{\"type\": \"SOLID\", \"color\": {\"r\": 1, \"g\": 1, \"b\": 1, \"a\": 1}}"
    private let black = "{\"type\": \"SOLID\", \"color\": {\"r\": 0, \"g\": 0, \"b\": 0, \"a\": 1}}"

    private func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        "\"absoluteBoundingBox\": {\"x\": \(x), \"y\": \(y), \"width\": \(width), \"height\": \(height)}"
    }

    /// A frame `name` (id `id`) with `children`.
    private func frame(_ id: String, _ name: String, _ children: String = "", extra: String = "") -> String {
        "{\"id\": \"\(id)\", \"name\": \"\(name)\", \"type\": \"FRAME\", \(box(0, 0, 390, 844)), \"fills\": [\(white)]\(extra), \"children\": [\(children)]}"
    }

    private func file(pages: [(name: String, children: String)]) -> String {
        let list = pages.enumerated().map { index, page in
            "{\"id\": \"0:\(index + 1)\", \"name\": \"\(page.name)\", \"type\": \"CANVAS\", \"children\": [\(page.children)]}"
        }
        return "{\"document\": {\"id\": \"0:0\", \"type\": \"DOCUMENT\", \"children\": [\(list.joined(separator: ",\n"))]}, \"schemaVersion\": 0}"
    }

    private func read(_ text: String, options: FigmaOptions = FigmaOptions()) -> InputDocuments {
        FigmaReader.read(file: "s.figma.json", bytes: Array(text.utf8), options: options)
    }

    private func notLinted(_ result: InputDocuments) -> [String] {
        result.findings.filter { $0.rule == FigmaNote.notLinted.id }.map(\.message)
    }

    func testScreensInSectionsAndGroupsAtAnyDepthAndComponentsAnywhereAreRead() {
        let result = read(file(pages: [("App", """
            {"id": "1:1", "name": "Onboarding", "type": "SECTION", "children": [
              \(frame("2:1", "Welcome")),
              {"id": "1:2", "name": "Inner", "type": "SECTION", "children": [
                {"id": "1:3", "name": "Flow", "type": "GROUP", "children": [\(frame("2:2", "Sign in"))]}]}]},
            {"id": "1:4", "name": "Kit", "type": "GROUP", "children": [
              {"id": "2:3", "name": "Chip", "type": "COMPONENT", \(box(0, 0, 80, 32)), "children": []}]},
            \(frame("2:4", "Home")),
            {"id": "1:5", "name": "Title", "type": "TEXT", "characters": "App"}
            """)]))
        XCTAssertNil(result.inputError)
        XCTAssertEqual(result.documents.map(\.name), ["Welcome", "Sign in", "Chip", "Home"])
        XCTAssertEqual(notLinted(result), ["page 'App': 1 layer outside any frame (texts, shapes): not linted"])
    }

    func testPagesAndBoardsThatAreNotUIAreSkippedWithOneInfoEach() {
        let text = file(pages: [
            ("Cover", frame("2:1", "Cover art")),
            ("❌ Old screens", frame("2:2", "v1")),
            ("Golden path", frame("2:3", "Home") + "," + frame("2:4", "Faded", extra: ", \"opacity\": 0.3")
                + "," + frame("2:5", "Hidden", extra: ", \"visible\": false")
                + ", {\"id\": \"2:6\", \"name\": \"Note\", \"type\": \"STICKY\"}"
                + ", {\"id\": \"2:7\", \"name\": \"Empty\", \"type\": \"SECTION\", \"children\": []}"
                + "," + frame("2:8", "_Specimens")),
        ])
        let result = read(text)
        XCTAssertEqual(result.documents.map(\.name), ["Home"], "'Golden' is not the word 'old'")
        let infos = notLinted(result)
        XCTAssertEqual(infos.count, 6, infos.joined(separator: "\n"))
        XCTAssertTrue(infos[0].hasPrefix("page 'Cover' is not shipped UI: its name says 'cover'"), infos[0])
        XCTAssertTrue(infos[1].contains("its name says 'old'"), infos[1])
        XCTAssertTrue(infos.contains { $0.contains("'Faded' (2:4)") && $0.contains("faded to opacity 0.3") })
        XCTAssertTrue(infos.contains { $0.contains("'Hidden' (2:5)") && $0.contains("is hidden") })
        XCTAssertTrue(infos.contains { $0.contains("section 'Empty' (2:7)") && $0.contains("holds no frame or component") })
        XCTAssertTrue(infos.contains { $0.contains("board '_Specimens' (2:8)") && $0.contains("is private (its name starts with '_')") })
        XCTAssertTrue(result.findings.contains { $0.rule == FigmaNote.skipped.id && $0.message.contains("FigJam 'STICKY'") })

        let all = read(text, options: FigmaOptions(skipPages: []))
        XCTAssertEqual(all.documents.map(\.name), ["Cover art", "v1", "Home"], "skipPages: [] skips no page")
    }

    func testAFileWithNothingReadableIsAnInputError() throws {
        let result = read(file(pages: [("Thumbnail", frame("2:1", "Art")), ("Notes", "{\"id\": \"1:1\", \"name\": \"Hi\", \"type\": \"TEXT\"}")]))
        let error = try XCTUnwrap(result.inputError)
        XCTAssertEqual(error.rule, InputRule.figmaNothingToLint.id)
        XCTAssertEqual(notLinted(result).count, 2, "each page says why")
        XCTAssertTrue(notLinted(result)[1].contains("page 'Notes' has no frame or component to lint: it holds only 1 layer outside any frame"))
    }

    func testReadyForDevLimitsWhatIsLintedUnlessTheConfigSaysOtherwise() {
        let text = file(pages: [("App", frame("2:1", "Draft") + ","
            + "{\"id\": \"1:1\", \"name\": \"Shipping\", \"type\": \"SECTION\", \"devStatus\": {\"type\": \"READY_FOR_DEV\"}, \"children\": [\(frame("2:2", "Checkout"))]},"
            + frame("2:3", "Receipt", extra: ", \"devStatus\": {\"type\": \"READY_FOR_DEV\"}"))])
        let ready = read(text)
        XCTAssertEqual(ready.documents.map(\.name), ["Checkout", "Receipt"])
        XCTAssertEqual(notLinted(ready).first, "only what is marked ready for development is linted (2 nodes; figma.readyForDevOnly: false lints everything): the rest is: not linted")
        XCTAssertEqual(read(text, options: FigmaOptions(readyForDevOnly: false)).documents.map(\.name), ["Draft", "Checkout", "Receipt"])
    }

    func testBrokenSavesAreInputErrorsNamingTheCauseAndTheFix() throws {
        // What `Invoke-RestMethod … | ConvertTo-Json` writes at its default depth.
        let cut = """
            {"document": {"id": "0:0", "type": "DOCUMENT", "children": ["@{id=0:1; name=Page 1; type=CANVAS; children=System.Object[]}"]}, "schemaVersion": 0}
            """
        let error = try XCTUnwrap(read(cut).inputError)
        XCTAssertEqual(error.rule, InputRule.figmaBrokenSave.id)
        XCTAssertTrue(error.message.contains("ConvertTo-Json"), error.message)
        XCTAssertTrue(error.help?.contains("-Depth 100") == true)
        XCTAssertEqual(error.location?.position, SourcePosition(line: 1, column: 61), "the first string that was a node")

        let deeper = file(pages: [("App", frame("2:1", "Home").replacingOccurrences(of: "\"children\": []", with: "\"children\": \"System.Object[]\""))])
        XCTAssertEqual(read(deeper).inputError?.rule, InputRule.figmaBrokenSave.id)

        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in file(pages: [("App", frame("2:1", "Home"))]).utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let encoding = try XCTUnwrap(FigmaReader.read(file: "w.figma.json", bytes: utf16).inputError)
        XCTAssertEqual(encoding.rule, InputRule.figmaBrokenSave.id)
        XCTAssertTrue(encoding.message.contains("UTF-16 LE"), encoding.message)
    }

    func testAFigmaResponseNotNamedFigmaJSONIsReadByItsContentWithOneInfo() {
        let text = file(pages: [("App", frame("1:1", "Screen"))])
        let report = FigmaFixtures.builtIn.lintAsRun(file: "design.json", bytes: Array(text.utf8))
        XCTAssertNil(report.inputError, "not read as a spec file")
        let notes = report.checks.compactMap(\.finding).filter { $0.rule == FigmaNote.byContent.id }
        XCTAssertEqual(notes.count, 1)
        XCTAssertTrue(notes.first?.message.contains("*.figma.json") == true)
        let spec = FigmaFixtures.builtIn.lintAsRun(file: "screen.spec.json", bytes: Array("{\"version\": 1, \"name\": \"document\"}".utf8))
        XCTAssertFalse(spec.checks.contains { $0.rule == FigmaNote.byContent.id }, "a spec file stays a spec file")
    }

    func testASingleDelayIsADelayNotAnUpdateRate() throws {
        // A splash that moves on after 1 ms (read as milliseconds? below 10: seconds, 1 s);
        // either way it happens once: no updates per second, no autoplay.
        let text = file(pages: [("App", frame("1:1", "Splash", "", extra: """
            , "interactions": [{"trigger": {"type": "AFTER_TIMEOUT", "timeout": 1}, "actions": [{"type": "NODE", "destinationId": "1:2", "navigation": "NAVIGATE"}]}]
            """) + "," + frame("1:2", "Home"))])
        let splash = try XCTUnwrap(read(text).document(named: "Splash")?.components.first)
        XCTAssertNil(splash.updatesPerSecond)
        XCTAssertNil(splash.autoplay)
    }

    /// A screen holding `children`, linted with the built-in registry.
    private func lint(_ children: String) -> FileReport {
        let text = file(pages: [("App", frame("1:1", "Screen", children))])
        return FigmaFixtures.builtIn.lintAsRun(file: "s.figma.json", bytes: Array(text.utf8))
    }

    func testAVectorUnderATextIsItsBackgroundNotAnIcon() {
        // A black vector-drawn button with a white label: 21 : 1, not white on the white screen.
        let report = lint("""
            {"id": "3:1", "name": "Shape", "type": "VECTOR", \(box(20, 100, 200, 50)), "fills": [\(black)]},
            {"id": "3:2", "name": "Continue", "type": "TEXT", \(box(60, 110, 120, 30)), "characters": "Continue", "fills": [\(white)],
             "style": {"fontSize": 17, "fontWeight": 600, "lineHeightPx": 22}}
            """)
        XCTAssertNil(report.finding("contrast/text", on: "3-2"), report.findingList)
        XCTAssertNil(report.finding("contrast/non-text", on: "3-1"), "the shape is not an icon")
        XCTAssertEqual(report.checks("contrast/text", on: "3-2").count, 1, "the label was judged")
    }

    func testAFieldOutlinedByAChildShapesStrokeIsJudgedByThatOutline() {
        // A search field drawn as the Chicago design system draws it: a white vector with a
        // #41B6E6 stroke (2.32 : 1 on white) beside a search button; and a form field whose
        // dark rectangle (#5B616B, 6.4 : 1) sits under its label.
        let blue = "{\"type\": \"SOLID\", \"color\": {\"r\": 0.2549, \"g\": 0.7137, \"b\": 0.902, \"a\": 1}}"
        let grey = "{\"type\": \"SOLID\", \"color\": {\"r\": 0.3569, \"g\": 0.3804, \"b\": 0.4196, \"a\": 1}}"
        let report = lint("""
            {"id": "3:1", "name": "Search bar / Regular", "type": "INSTANCE", \(box(20, 100, 298, 34)), "fills": [], "children": [
              {"id": "3:2", "name": "Rectangle-path", "type": "VECTOR", \(box(20, 100, 221, 34)), "fills": [\(white)], "strokes": [\(blue)], "strokeWeight": 1},
              {"id": "3:3", "name": "Button", "type": "GROUP", \(box(234, 100, 84, 34)), "children": [
                {"id": "3:4", "name": "Rectangle", "type": "VECTOR", \(box(234, 100, 84, 34)), "fills": [\(blue)]}]}]},
            {"id": "4:1", "name": "Form field / Default", "type": "INSTANCE", \(box(20, 200, 380, 69)), "fills": [], "children": [
              {"id": "4:2", "name": "Rectangle 187", "type": "RECTANGLE", \(box(20, 227, 380, 42)), "fills": [\(white)], "strokes": [\(grey)], "strokeWeight": 1},
              {"id": "4:3", "name": "Label", "type": "TEXT", \(box(20, 200, 159, 20)), "characters": "Email", "fills": [\(black)],
               "style": {"fontSize": 17, "fontWeight": 400, "lineHeightPx": 20}}]}
            """)
        let outline = report.finding("contrast/non-text", on: "3-1")
        XCTAssertEqual(outline?.measured ?? 0, 2.32, accuracy: 0.01, report.findingList)
        XCTAssertEqual(report.checks("contrast/non-text", on: "4-1").count, 1, "the form field's outline was judged")
        XCTAssertNil(report.finding("contrast/non-text", on: "4-1"), "and passes at 6.4 : 1")
    }

    func testAnIconFontGlyphInATextIsAnIconNotText() {
        // "Shipping Policy" and Font Awesome's external-link glyph (U+F35D) at 10 pt, both
        // #0D88BC on white (4.0 : 1): the glyph is an icon beside its link text, neither text
        // under 4.5 : 1 nor text under 11 pt; the words in the same run style stay text.
        let blue = "{\"type\": \"SOLID\", \"color\": {\"r\": 0.0522, \"g\": 0.532, \"b\": 0.7376, \"a\": 1}}"
        let report = lint("""
            {"id": "3:1", "name": "Shipping Policy", "type": "TEXT", \(box(20, 100, 123, 18)), "characters": "Shipping Policy  \u{F35D}",
             "fills": [\(blue)], "style": {"fontSize": 14, "fontWeight": 500, "lineHeightPx": 18},
             "characterStyleOverrides": [8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 9],
             "styleOverrideTable": {"8": {"fills": [\(blue)]}, "9": {"fontSize": 10, "fills": [\(blue)]}}}
            """)
        XCTAssertNil(report.finding("contrast/text", on: "3-1.run9"), report.findingList)
        XCTAssertNil(report.finding("text/min-size", on: "3-1.run9"), report.findingList)
        XCTAssertNotNil(report.finding("contrast/text", on: "3-1.run8"), "the link's words are text at 4.0 : 1")
    }

    func testRolesByWholeWordsOnFramesNeverVariantValuesAndIconComponentsAreNotControls() throws {
        let text = file(pages: [("App", frame("1:1", "Screen", """
            {"id": "3:1", "name": "Password visibility button", "type": "FRAME", \(box(300, 100, 16, 16)), "fills": [], "children": [
              {"id": "3:2", "name": "Eye", "type": "VECTOR", \(box(300, 100, 16, 16)), "fills": [\(black)]}]},
            {"id": "3:3", "name": "Buttons", "type": "FRAME", \(box(0, 200, 300, 20)), "fills": [\(white)], "children": []},
            {"id": "3:4", "name": "Card", "type": "INSTANCE", "componentId": "9:1", \(box(0, 300, 300, 20)), "fills": [\(white)], "children": []},
            {"id": "3:5", "name": "Save", "type": "INSTANCE", "componentId": "9:2", \(box(0, 400, 134, 42)), "fills": [\(white)], "children": []},
            {"id": "3:6", "name": "UI element / Icons / External link", "type": "INSTANCE", \(box(0, 500, 15, 14)), "fills": [], "children": [
              {"id": "3:7", "name": "Path", "type": "VECTOR", \(box(0, 500, 15, 14)), "fills": [\(black)]}]}
            """) + "," + "{\"id\": \"4:1\", \"name\": \"Checkbox\", \"type\": \"COMPONENT\", \(box(0, 0, 15, 15)), \"children\": [{\"id\": \"4:2\", \"name\": \"Vector\", \"type\": \"VECTOR\", \(box(0, 0, 15, 15)), \"fills\": [\(black)]}]}")])
            + ""
        let withTables = String(text.dropLast()) + ", \"components\": {\"9:1\": {\"name\": \"Button=False, Size=Large\"}, \"9:2\": {\"name\": \"Button / secondary / disabled\"}}}"
        let result = read(withTables)
        let screen = try XCTUnwrap(result.document(named: "Screen"))
        XCTAssertEqual(screen.component("3-1")?.role, .button, "a frame named '… button'")
        XCTAssertEqual(screen.component("3-3")?.role, .container, "'Buttons' is not the word 'button'")
        XCTAssertEqual(screen.component("3-4")?.role, .container, "a variant value is not a role")
        XCTAssertEqual(screen.component("3-5")?.role, .button)
        XCTAssertEqual(screen.component("3-5")?.disabled, true, "the state named in the component's path")
        XCTAssertEqual(screen.component("3-6")?.role, .icon, "kept in an icons folder, not a link")
        XCTAssertEqual(result.document(named: "Checkbox")?.components.first?.role, .icon, "an icon library's 'Checkbox' glyph")
    }

    func testAScreenScaledIntoASlideIsAPictureAndABigVectorIsDecorative() throws {
        let report = lint("""
            {"id": "3:1", "name": "Dashboard", "type": "FRAME", \(box(0, 0, 200, 120)), "fills": [\(white)], "children": [
              {"id": "3:2", "name": "Revenue", "type": "TEXT", \(box(10, 10, 40, 5)), "characters": "Revenue", "fills": [{"type": "SOLID", "color": {"r": 0.8, "g": 0.8, "b": 0.8, "a": 1}}],
               "style": {"fontSize": 4.5, "fontWeight": 400, "lineHeightPx": 5}}]},
            {"id": "3:3", "name": "Map", "type": "GROUP", \(box(0, 300, 300, 300)), "children": [
              {"id": "3:4", "name": "Street", "type": "VECTOR", \(box(0, 300, 20, 20)), "fills": [{"type": "SOLID", "color": {"r": 0.95, "g": 0.95, "b": 0.95, "a": 1}}]}]}
            """)
        XCTAssertTrue(report.checks.isEmpty == false)
        XCTAssertEqual(report.checks.filter { $0.subject == "3-2" }.count, 0, "the shrunk screen's text is not linted")
        XCTAssertTrue(report.checks.contains { $0.rule == FigmaNote.notLinted.id && ($0.finding?.message.contains("'Dashboard' (3:1)") ?? false) })
        XCTAssertNil(report.finding("contrast/non-text", on: "3-4"), "a street of a map is not an icon")
    }
}
