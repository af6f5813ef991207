@testable import DesignSpec
import Diagnostics
import Foundation
import XCTest

/// docs/spec-format.md "Errors": "An unknown key is a `spec/invalid` error with a did-you-mean: a typo
/// such as `foregound:` must fail the run, as it does in `.tokenlint.yml`", at any depth; and the
/// exception-flag keys (`system`, `logo`, `inline`, `essential`, `frame.minHeight`) are known keys.
final class SpecUnknownKeyTests: XCTestCase {
    /// Typos inside values: DTCG color and duration objects, `{color, opacity}`, offsets, blur
    /// dimensions, and a `minHeight` where only a frame has one.
    static let nestedYAML = """
        tokenlint: 1
        components:
          - id: a
            role: button
            background: {colorSpace: srgb, components: [0, 0.4, 1], alpa: 1}
            foreground: {color: "#FFFFFF", opacty: 0.5}
            border: {color: {colr: "#000000"}, width: 1}
            animation: {duration: {value: 300, unit: ms, unti: s}, timingFunction: [0.2, 0, 0, 1]}
            transition: {insertion: {offset: {x: 0, yy: 8}, blur: {value: 4, unit: px, units: px}}, curve: none}
            autoplay: {duration: {value: 3, unit: s, repeat: 2}, loops: false}
            hitArea: {width: 44, minHeight: 44}
        """

    /// The same file in JSON, key for key.
    static let nestedJSON = """
        {"tokenlint": 1, "components": [{"id": "a", "role": "button",
          "background": {"colorSpace": "srgb", "components": [0, 0.4, 1], "alpa": 1},
          "foreground": {"color": "#FFFFFF", "opacty": 0.5},
          "border": {"color": {"colr": "#000000"}, "width": 1},
          "animation": {"duration": {"value": 300, "unit": "ms", "unti": "s"}, "timingFunction": [0.2, 0, 0, 1]},
          "transition": {"insertion": {"offset": {"x": 0, "yy": 8}, "blur": {"value": 4, "unit": "px", "units": "px"}}, "curve": "none"},
          "autoplay": {"duration": {"value": 3, "unit": "s", "repeat": 2}, "loops": false},
          "hitArea": {"width": 44, "minHeight": 44}}]}
        """

    func testUnknownKeysInsideValuesAreErrorsAtTheKey() {
        let result = parse(Self.nestedYAML)
        // Positions: line and column of the key itself, counted in the text above.
        assertFinding(result, .error, "unknown key 'alpa' in 'background' (did you mean 'alpha'?)", at: "5:61")
        assertFinding(result, .error, "unknown key 'opacty' in 'foreground' (did you mean 'opacity'?)", at: "6:36")
        assertFinding(result, .error, "'foreground' is missing 'opacity'", at: "6:17")
        assertFinding(result, .error, "unknown key 'colr' in 'border.color' (did you mean 'color'?)", at: "7:22")
        assertFinding(result, .error, "unknown key 'unti' in 'animation.duration' (did you mean 'unit'?)", at: "8:50")
        assertFinding(result, .error, "unknown key 'yy' in 'transition.insertion.offset' (did you mean 'y'?)", at: "9:45")
        assertFinding(result, .error, "unknown key 'units' in 'transition.insertion.blur' (did you mean 'unit'?)", at: "9:80")
        let plain = assertFinding(result, .error, "unknown key 'repeat' in 'autoplay.duration'", at: "10:46")
        XCTAssertEqual(plain?.message, "unknown key 'repeat' in 'autoplay.duration'", "no plausible key: no suggestion")
        assertFinding(result, .error, "unknown key 'minHeight' in 'hitArea'", at: "11:26")
        XCTAssertEqual(result.findings.count, 9, result.findings.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(result.warnings, [])

        // The unknown key is left out and the rest of the value still read.
        let a = result.component("a")
        XCTAssertNotNil(a?.background)
        XCTAssertEqual(a?.hitArea?.value, SpecSize(width: 44, height: nil))
        XCTAssertEqual(a?.autoplay?.value.duration, 3)
        XCTAssertEqual(a?.border?.value.width, 1)
        XCTAssertNil(a?.border?.value.color)
        if case .inline(.timed(let curve))? = a?.animation?.value {
            XCTAssertEqual(curve.duration, 0.3, accuracy: 1e-9, "300 ms")
        } else {
            XCTFail("animation: \(String(describing: a?.animation))")
        }
        if case .inline(let motion)? = a?.transition?.value {
            XCTAssertEqual(motion.insertion.offsetX, 0)
            XCTAssertEqual(motion.insertion.blur, 4)
        } else {
            XCTFail("transition: \(String(describing: a?.transition))")
        }
    }

    func testYAMLFastPathYamsAndJSONReportTheSameUnknownKeys() throws {
        let bytes = Array(Self.nestedYAML.utf8)
        // The fast path reads this file, and reads it as Yams does.
        XCTAssertNotNil(YAMLPaths.fast(bytes), YAMLPaths.whyBailed(bytes))
        XCTAssertNil(YAMLPaths.difference(bytes))

        func messages(_ result: SpecParseResult) -> [String] {
            result.findings.map { "\($0.severity.rawValue): \($0.message)" }.sorted()
        }
        let yaml = parse(Self.nestedYAML)
        let json = parse(Self.nestedJSON, file: "test.spec.json")
        XCTAssertEqual(messages(yaml), messages(json))
        XCTAssertEqual(messages(json).count, 9)
    }

    func testVersion2KeysAreDecoded() {
        // docs/spec-format.md "Exception flags": `system`, `logo`, `inline`, `essential` are true/false
        // flags; `frame: {width: 343, minHeight: 44}` is a height that grows with its content.
        let result = parse("""
            tokenlint: 1
            components:
              - id: switch
                role: toggle
                system: true
                frame: {width: 51, minHeight: 31}
              - id: brand
                role: image
                logo: true
              - id: terms
                role: link
                inline: true
              - id: spinner
                role: other
                essential: true
              - id: plain
                role: text
                system: false
            """)
        XCTAssertEqual(result.findings, [], result.findings.map(\.description).joined(separator: "\n"))
        let flags = { (id: String) -> [Bool] in
            guard let c = result.component(id) else { return [] }
            return [c.system, c.logo, c.inline, c.essential]
        }
        XCTAssertEqual(flags("switch"), [true, false, false, false])
        XCTAssertEqual(flags("brand"), [false, true, false, false])
        XCTAssertEqual(flags("terms"), [false, false, true, false])
        XCTAssertEqual(flags("spinner"), [false, false, false, true])
        XCTAssertEqual(flags("plain"), [false, false, false, false])
        XCTAssertEqual(result.component("switch")?.frame?.value, SpecSize(width: 51, height: nil, minHeight: 31))
    }

    func testVersion2KeysAreTypeChecked() {
        let result = parse("""
            tokenlint: 1
            components:
              - id: bad
                role: text
                system: "yes"
                logo: 1
                inline: null
                essential: [true]
                frame: {minHeight: -2}
            """)
        assertFinding(result, .error, "'system' must be true or false, found the string \"yes\"", at: "5:13")
        assertFinding(result, .error, "'logo' must be true or false, found 1", at: "6:11")
        assertFinding(result, .error, "'inline' must be true or false, found null", at: "7:13")
        assertFinding(result, .error, "'essential' must be true or false, found an array", at: "8:16")
        assertFinding(result, .error, "'frame.minHeight' must be a number ≥ 0, found -2", at: "9:24")
        XCTAssertEqual(result.findings.count, 5, result.findings.map(\.description).joined(separator: "\n"))
        let bad = result.component("bad")
        XCTAssertEqual([bad?.system, bad?.logo, bad?.inline, bad?.essential], [false, false, false, false], "a wrong value is dropped")
        XCTAssertEqual(bad?.frame?.value, SpecSize(width: nil, height: nil, minHeight: nil))
    }
}
