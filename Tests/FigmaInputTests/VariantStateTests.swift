import Diagnostics
import FigmaInput
import XCTest

/// Component sheets (docs/figma.md, "variant states"): a component set is linted as the control it defines, and its
/// variant properties give state: `State=Disabled` is exempt from contrast (WCAG 1.4.3, "part of
/// an inactive user interface component"); `State=Hover`, `State=Pressed` and `State=Focused`
/// picture the control under a pointer, a finger or the keyboard's focus: contrast only, the size
/// is the resting variant's.
final class VariantStateTests: XCTestCase {
    private func variant(_ id: String, _ state: String, x: Double) -> String {
        let grey = "{\"type\": \"SOLID\", \"color\": {\"r\": 0.75, \"g\": 0.75, \"b\": 0.75, \"a\": 1}}"
        let white = "{\"type\": \"SOLID\", \"color\": {\"r\": 1, \"g\": 1, \"b\": 1, \"a\": 1}}"
        return """
            {"id": "\(id)", "name": "State=\(state), Size=Small", "type": "COMPONENT", "absoluteBoundingBox": {"x": \(x), "y": 0, "width": 120, "height": 36},
             "fills": [\(white)], "children": [
              {"id": "\(id)1", "name": "Label", "type": "TEXT", "characters": "Save", "absoluteBoundingBox": {"x": \(x + 30), "y": 8, "width": 60, "height": 20},
               "fills": [\(grey)], "style": {"fontSize": 15}}]}
            """
    }

    /// A component set "Button" with one variant per state, in order, ids 2:1, 2:2, …
    private func lintButtonSet(states: [String]) -> FileReport {
        let variants = states.enumerated().map { variant("2:\($0.offset + 1)", $0.element, x: Double($0.offset) * 130) }
        let set = """
            {"id": "1:1", "name": "Button", "type": "COMPONENT_SET", "absoluteBoundingBox": {"x": 0, "y": 0, "width": \(states.count * 130 + 80), "height": 36}, "children": [
              \(variants.joined(separator: ", "))]}
            """
        let components = states.enumerated().map { index, state in
            "\"2:\(index + 1)\": {\"name\": \"State=\(state), Size=Small\", \"componentSetId\": \"1:1\"}"
        }
        let json = """
            {"document": {"id": "0:0", "type": "DOCUMENT", "children": [{"id": "0:1", "name": "Components", "type": "CANVAS", "children": [\(set)]}]},
             "components": {\(components.joined(separator: ", "))}, "componentSets": {"1:1": {"name": "Button"}}, "schemaVersion": 0}
            """
        return FigmaFixtures.builtIn.lintAsRun(file: "v.figma.json", bytes: Array(json.utf8))
    }

    func testHoverAndPressedVariantsAreCheckedForContrastOnlyAndDisabledNotAtAll() throws {
        let report = lintButtonSet(states: ["Default", "Hover", "Pressed", "Disabled"])
        XCTAssertNil(report.inputError)
        XCTAssertEqual(report.checks("target/size", on: "1-1"), [], "the set is the sheet the variants are drawn on, not a 600 pt button")
        XCTAssertEqual(report.finding("target/size", on: "2-1")?.severity, .error, "the resting button, 120 × 36:\n\(report.findingList)")
        XCTAssertEqual(report.checks("target/size", on: "2-2"), [], "Hover: its size is the resting variant's")
        XCTAssertEqual(report.checks("target/size", on: "2-3"), [], "Pressed: its size is the resting variant's")
        // #BFBFBF on white is 1.8 : 1: the label fails in every state but the disabled one.
        for label in ["2-11", "2-21", "2-31"] {
            XCTAssertEqual(report.finding("contrast/text", on: label)?.severity, .error, "\(label):\n\(report.findingList)")
        }
        XCTAssertNil(report.finding("contrast/text", on: "2-41"), "a disabled button's label is exempt (WCAG 1.4.3)")
        XCTAssertNil(report.finding("target/size", on: "2-4"))
    }

    /// WCAG 2.4.7 asks that focus be visible, and a focused variant is how a design shows it:
    /// a picture of the control with the keyboard on it, not a control of its own to size.
    func testFocusedAndFocusVariantsAreCheckedForContrastOnly() throws {
        let report = lintButtonSet(states: ["Default", "Focused", "Focus"])
        XCTAssertNil(report.inputError)
        XCTAssertEqual(report.finding("target/size", on: "2-1")?.severity, .error, "the resting button, 120 × 36:\n\(report.findingList)")
        XCTAssertEqual(report.checks("target/size", on: "2-2"), [], "Focused: its size is the resting variant's")
        XCTAssertEqual(report.checks("target/size", on: "2-3"), [], "Focus: its size is the resting variant's")
        for label in ["2-11", "2-21", "2-31"] {
            XCTAssertEqual(report.finding("contrast/text", on: label)?.severity, .error, "\(label):\n\(report.findingList)")
        }
    }
}
