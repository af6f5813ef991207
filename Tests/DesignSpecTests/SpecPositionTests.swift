import DesignSpec
import Diagnostics
import XCTest

/// Line and column of components, fields and problems, in YAML and in JSON.
final class SpecPositionTests: XCTestCase {
    private func position(_ location: SourceLocation?) -> String {
        location.map { "\($0.position.line):\($0.position.column)" } ?? "-"
    }

    func testComponentAndFieldPositionsInYAML() throws {
        let result = try parseFixture("all-forms.spec.yaml")
        let document = try XCTUnwrap(result.document)
        XCTAssertEqual(document.file, "all-forms.spec.yaml")
        XCTAssertEqual(position(document.location), "3:1")
        XCTAssertEqual(position(document.canvas?.location), "6:1")
        XCTAssertEqual(document.canvas?.location.file, "all-forms.spec.yaml")
        // A block mapping starts at its first key; a component's fields at their keys.
        XCTAssertEqual(position(result.component("sheet")?.location), "8:5")
        XCTAssertEqual(position(result.component("sheet")?.background?.location), "10:5")
        XCTAssertEqual(position(result.component("sheet")?.padding?.location), "11:5")
        XCTAssertEqual(position(result.component("title")?.location), "14:9")
        XCTAssertEqual(position(result.component("title")?.font?.location), "17:9")
        let button = try XCTUnwrap(result.component("add-to-plan"))
        XCTAssertEqual(position(button.location), "19:9")
        XCTAssertEqual(position(button.frame?.location), "21:9")
        XCTAssertEqual(position(button.hitArea?.location), "22:9")
        XCTAssertEqual(position(button.foreground?.location), "25:9")
        XCTAssertEqual(position(button.border?.location), "26:9")
        // The border's color is the `color` key inside the flow mapping.
        XCTAssertEqual(position(button.border?.value.color?.location), "26:18")
        XCTAssertEqual(position(button.animation?.location), "30:9")
        // A flow mapping entry starts at its brace; a block one at its first key.
        XCTAssertEqual(button.ignore.map { position($0.location) }, ["32:13", "33:13"])
        XCTAssertEqual(position(result.component("tabs")?.transition?.location), "55:9")
        XCTAssertEqual(position(result.component("plain.container_2")?.location), "67:9")
    }

    func testComponentAndFieldPositionsInJSON() throws {
        let result = try parseFixture("all-forms.spec.json")
        let document = try XCTUnwrap(result.document)
        XCTAssertEqual(position(document.location), "1:1")
        XCTAssertEqual(position(document.canvas?.location), "5:3")
        XCTAssertEqual(position(result.component("sheet")?.location), "7:5")
        XCTAssertEqual(position(result.component("sheet")?.background?.location), "10:7")
        XCTAssertEqual(position(result.component("title")?.location), "14:9")
        XCTAssertEqual(position(result.component("title")?.font?.location), "18:11")
        let button = try XCTUnwrap(result.component("add-to-plan"))
        XCTAssertEqual(position(button.location), "21:9")
        XCTAssertEqual(position(button.frame?.location), "24:11")
        XCTAssertEqual(position(button.border?.location), "33:11")
        XCTAssertEqual(position(button.border?.value.color?.location), "34:13")
        XCTAssertEqual(button.ignore.map { position($0.location) }, ["42:13", "43:13"])
        XCTAssertEqual(position(result.component("plain.container_2")?.location), "96:9")
    }

    func testErrorPositionsAreTheSameShapeInYAMLAndJSON() {
        // The same mistakes, in both formats: positions point at the offending key or value.
        let yaml = parse("""
            tokenlint: 1
            components:
              - id: ok
                role: buton
                backgroud: "#FFF"
                opacity: 2
                frame: {width: -1, height: tall}
            """)
        assertFinding(yaml, .error, "unknown role 'buton' (did you mean 'button'?)", at: "4:11")
        assertFinding(yaml, .error, "unknown key 'backgroud' (did you mean 'background'?)", at: "5:5")
        assertFinding(yaml, .error, "'opacity' must be a number from 0 to 1, found 2", at: "6:14")
        assertFinding(yaml, .error, "'frame.width' must be a number ≥ 0, found -1", at: "7:20")
        assertFinding(yaml, .error, "'frame.height' must be a number ≥ 0, found the string \"tall\"", at: "7:32")
        XCTAssertEqual(yaml.findings.count, 5, yaml.findings.map(\.description).joined(separator: "\n"))

        let json = parse("""
            {"tokenlint": 1,
             "components": [
              {"id": "ok",
               "role": "buton",
               "backgroud": "#FFF",
               "opacity": 2,
               "frame": {"width": -1, "height": "tall"}}]}
            """, file: "test.spec.json")
        assertFinding(json, .error, "unknown role 'buton' (did you mean 'button'?)", at: "4:12")
        assertFinding(json, .error, "unknown key 'backgroud' (did you mean 'background'?)", at: "5:4")
        assertFinding(json, .error, "'opacity' must be a number from 0 to 1, found 2", at: "6:15")
        assertFinding(json, .error, "'frame.width' must be a number ≥ 0, found -1", at: "7:23")
        assertFinding(json, .error, "'frame.height' must be a number ≥ 0, found the string \"tall\"", at: "7:37")
        XCTAssertEqual(json.findings.count, 5, json.findings.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(json.findings.first?.location?.file, "test.spec.json")
    }

    func testPositionsCountUnicodeScalars() {
        // Columns count Unicode scalars (what editors show), in both formats.
        let yaml = parse("""
            tokenlint: 1
            components:
              - {id: "ünïcødé-🙂", role: text, text: "🙂🙂", opacity: nope}
            """)
        assertFinding(yaml, .error, "'opacity' must be a number", at: "3:56")
        let json = parse("""
            {"tokenlint": 1, "components": [{"id": "ünïcødé-🙂", "role": "text", "text": "🙂🙂", "opacity": "nope"}]}
            """, file: "x.spec.json")
        assertFinding(json, .error, "'opacity' must be a number", at: "1:94")
    }
}
