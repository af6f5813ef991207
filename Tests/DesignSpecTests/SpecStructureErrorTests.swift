import DesignSpec
import Diagnostics
import XCTest

/// `spec/invalid`: every structural problem, at its position, all in one pass.
final class SpecStructureErrorTests: XCTestCase {
    func testTopLevelRequirements() {
        let missing = parse("name: x\n")
        assertFinding(missing, .error, "missing required key 'tokenlint'", at: "1:1")
        assertFinding(missing, .error, "missing required key 'components'", at: "1:1")
        XCTAssertNotNil(missing.document)
        XCTAssertNil(missing.inputError)

        let version = parse("tokenlint: 2\ncomponents: [{id: a, role: text}]\n")
        assertFinding(version, .error, "unsupported format version 2", at: "1:12")
        XCTAssertEqual(version.document?.version, 2)
        XCTAssertEqual(version.allIDs, ["a"])

        let wrongVersionType = parse("tokenlint: \"1\"\ncomponents: [{id: a, role: text}]\n")
        assertFinding(wrongVersionType, .error, "'tokenlint' must be the format version 1, found the string \"1\"", at: "1:12")

        let empty = parse("tokenlint: 1\ncomponents: []\n")
        assertFinding(empty, .error, "'components' must list at least one component", at: "2:13")

        let notAList = parse("tokenlint: 1\ncomponents: {id: a}\n")
        assertFinding(notAList, .error, "'components' must be a list of components, found an object", at: "2:13")

        let notAMapping = parse("- tokenlint: 1\n")
        assertFinding(notAMapping, .error, "a spec must be a mapping", at: "1:1")
    }

    /// A duration is seconds; a unitless 10 or more in a transition or animation is
    /// milliseconds written by mistake (300 was read as 300 s), an error with the fix. Strings
    /// with a unit are read as DTCG durations.
    func testDurationsInMillisecondsAndWithUnits() throws {
        func animation(_ duration: String) -> SpecParseResult {
            parse("tokenlint: 1\ncomponents:\n  - id: a\n    role: card\n    animation: {duration: \(duration), timingFunction: [0.42, 0, 0.58, 1]}\n")
        }
        assertFinding(animation("300"), .error, "'animation.duration' is 300 s (a duration is in seconds); for 300 ms write 0.3 or \"300ms\"", at: "5:27")
        for (text, seconds) in [("\"300ms\"", 0.3), ("\"0.3s\"", 0.3), ("0.3", 0.3), ("9.5", 9.5), ("{value: 300, unit: ms}", 0.3)] {
            let result = animation(text)
            XCTAssertEqual(result.findings.map(\.message), [], text)
            guard case .inline(.timed(let curve))? = result.component("a")?.animation?.value else {
                XCTFail("\(text): \(String(describing: result.component("a")?.animation))")
                continue
            }
            XCTAssertEqual(curve.duration, seconds, accuracy: 1e-9, text)
        }
        assertFinding(animation("\"fast\""), .error, "'animation.duration' must be seconds (0.35), a duration with a unit (\"350ms\", \"0.35s\") or {value, unit}; found \"fast\"", at: "5:27")
        let spring = parse("tokenlint: 1\ncomponents:\n  - id: a\n    role: card\n    transition: {curve: {response: 500, dampingFraction: 0.8}}\n")
        assertFinding(spring, .error, "'transition.curve.response' is 500 s (a duration is in seconds); for 500 ms write 0.5 or \"500ms\"", at: "5:36")
        // Minutes of autoplay are plausible: no limit there, but units are read.
        let autoplay = parse("tokenlint: 1\ncomponents:\n  - id: a\n    role: image\n    autoplay: {duration: \"1500ms\", loops: false, pausable: false}\n")
        XCTAssertEqual(autoplay.findings.map(\.message), [])
        XCTAssertEqual(autoplay.component("a")?.autoplay?.value.duration, 1.5)
    }

    func testTopLevelFieldTypes() {
        let result = parse("""
            tokenlint: 1
            name: 12
            platform: iOS
            canvas: blue
            components: [{id: a, role: text}]
            extra: 1
            """)
        assertFinding(result, .error, "'name' must be a string, found 12", at: "2:7")
        assertFinding(result, .error, "unknown platform 'iOS' (did you mean 'ios'?)", at: "3:11")
        assertFinding(result, .error, "'canvas' must be a token reference", at: "4:9")
        assertFinding(result, .error, "unknown key 'extra'", at: "6:1")
        XCTAssertEqual(result.document?.name, "test")
        XCTAssertNil(result.document?.platform)
        XCTAssertNil(result.document?.canvas)
        XCTAssertEqual(result.findings.count, 4)
    }

    func testMissingAndInvalidIDsAndRoles() {
        let result = parse("""
            tokenlint: 1
            components:
              - role: button
              - id: has space
                role: text
              - id: no-role
              - id: bad-role
                role: 7
              - id: typo
                role: buton
              - id: 12
                role: text
              - id: fine
                role: text
            """)
        assertFinding(result, .error, "component is missing the required key 'id'", at: "3:5")
        assertFinding(result, .error, "id 'has space' may only use letters, digits, '.', '_' and '-'", at: "4:9")
        assertFinding(result, .error, "component 'no-role' is missing the required key 'role'", at: "6:5")
        assertFinding(result, .error, "'role' must be one of button, link", at: "8:11")
        assertFinding(result, .error, "unknown role 'buton' (did you mean 'button'?)", at: "10:11")
        assertFinding(result, .error, "'id' must be a string, found 12", at: "11:9")
        // Unusable components are left out; the rest is kept.
        XCTAssertEqual(result.allIDs, ["fine"])
        XCTAssertEqual(result.errors.count, 6, result.findings.map(\.description).joined(separator: "\n"))
        // Findings about a component with a valid id name it.
        XCTAssertEqual(result.findings.first { $0.message.contains("'no-role'") }?.component, "no-role")
    }

    func testUnknownRoleWithoutSuggestionListsTheRoles() {
        let result = parse("tokenlint: 1\ncomponents: [{id: a, role: spaceship}]\n")
        assertFinding(result, .error, "unknown role 'spaceship'; expected one of button, link, toggle", at: "2:28")
    }

    func testDuplicateIDsNameBothLines() {
        let result = parse("""
            tokenlint: 1
            components:
              - id: save
                role: button
                children:
                  - id: label
                    role: text
              - id: save
                role: button
              - id: label
                role: text
            """)
        assertFinding(result, .error, "duplicate id 'save': already used at line 3, column 9", at: "8:9")
        assertFinding(result, .error, "duplicate id 'label': already used at line 6, column 13", at: "10:9")
        XCTAssertEqual(result.allIDs, ["save", "label"])

        let json = parse("""
            {"tokenlint": 1, "components": [
              {"id": "save", "role": "button"},
              {"id": "save", "role": "button"}]}
            """, file: "d.spec.json")
        assertFinding(json, .error, "duplicate id 'save': already used at line 2, column 10", at: "3:10")
    }

    func testSkippedComponentSkipsItsChildrenButStillReportsThem() {
        let result = parse("""
            tokenlint: 1
            components:
              - id: parent
                children:
                  - id: child
                    role: text
                    opacity: high
              - id: other
                role: text
            """)
        assertFinding(result, .error, "missing the required key 'role'", at: "3:5")
        assertFinding(result, .error, "'opacity' must be a number from 0 to 1", at: "7:18")
        XCTAssertEqual(result.allIDs, ["other"])
    }

    func testUnknownKeysAreErrorsWithDidYouMean() {
        // docs/spec-format.md "Errors": "An unknown key is a `spec/invalid` error with a did-you-mean: a
        // typo such as `foregound:` must fail the run, as it does in `.tokenlint.yml`".
        let result = parse("""
            tokenlint: 1
            compnents: []
            components:
              - id: a
                role: button
                backgroud: "#FFF"
                frame: {widht: 10, height: 10}
                padding: {top: 1, botom: 2}
                border: {colour: "#000", width: 1}
                font: {size: 12, wieght: 400}
                animation: {respone: 0.3, dampingFraction: 0.8}
                transition: {insertion: {opacty: 0}, curve: none, prominance: subtle}
                autoplay: {duration: 1, loop: true}
                ignore: [{rule: target/size, reson: "x"}]
                zzzzzz: 1
            """)
        assertFinding(result, .error, "unknown key 'compnents' (did you mean 'components'?)", at: "2:1")
        assertFinding(result, .error, "unknown key 'backgroud' (did you mean 'background'?)", at: "6:5")
        assertFinding(result, .error, "unknown key 'widht' in 'frame' (did you mean 'width'?)", at: "7:13")
        assertFinding(result, .error, "unknown key 'botom' in 'padding' (did you mean 'bottom'?)", at: "8:23")
        assertFinding(result, .error, "unknown key 'colour' in 'border' (did you mean 'color'?)", at: "9:14")
        assertFinding(result, .error, "unknown key 'wieght' in 'font' (did you mean 'weight'?)", at: "10:22")
        assertFinding(result, .error, "unknown key 'respone' in 'animation' (did you mean 'response'?)", at: "11:17")
        assertFinding(result, .error, "unknown key 'opacty' in 'transition.insertion' (did you mean 'opacity'?)", at: "12:30")
        assertFinding(result, .error, "unknown key 'prominance' in 'transition' (did you mean 'prominence'?)", at: "12:55")
        assertFinding(result, .error, "unknown key 'loop' in 'autoplay' (did you mean 'loops'?)", at: "13:29")
        assertFinding(result, .error, "unknown key 'reson' in an 'ignore' entry (did you mean 'reason'?)", at: "14:34")
        let plain = assertFinding(result, .error, "unknown key 'zzzzzz'", at: "15:5")
        XCTAssertEqual(plain?.message, "unknown key 'zzzzzz'")
        // The spring lost its response: that is an error about the curve, not a crash.
        assertFinding(result, .error, "'animation' is not a valid curve", at: "11:16")
        XCTAssertEqual(result.component("a")?.frame?.value, SpecSize(width: nil, height: 10))
        XCTAssertEqual(result.component("a")?.padding?.value, EdgeInsets(top: 1, bottom: 0, leading: 0, trailing: 0))
        XCTAssertEqual(result.component("a")?.ignore.first?.reason, nil)
    }

    func testWrongTypesAreErrorsAtTheValueAndTheFieldIsDropped() {
        let result = parse("""
            tokenlint: 1
            components:
              - id: a
                role: button
                interactive: "yes"
                repeated: 1
                frame: 44
                hitArea: [44, 44]
                padding: wide
                background: 12
                foreground: "#GGG"
                border: "{border.default}"
                opacity: -0.5
                font: Helvetica
                lineLimit: 1.5
                text: 42
                decorative: null
                disabled: "false"
                backdrop: black
                transition: fade
                animation: [0.4, 0, 0.2, 1]
                updatesPerSecond: -1
                flashesPerSecond: many
                autoplay: true
                navigation: modal
                ignore: target/size
                children: {id: b}
            """)
        let expected: [(String, String)] = [
            ("'interactive' must be true or false, found the string \"yes\"", "5:18"),
            ("'repeated' must be true or false, found 1", "6:15"),
            ("'frame' must be a mapping {width, height} or {width, minHeight}, found 44", "7:12"),
            ("'hitArea' must be a mapping {width, height}, found an array", "8:14"),
            ("'padding' must be a number or a mapping {top, bottom, leading, trailing}", "9:14"),
            ("'background' must be a token reference like \"{color.systemBlue}\"", "10:17"),
            ("'foreground': \"#GGG\" is not a hex color", "11:17"),
            ("'border' must be a mapping {color, width}", "12:13"),
            ("'opacity' must be a number from 0 to 1, found -0.5", "13:14"),
            ("'font' must be a typography token reference", "14:11"),
            ("'lineLimit' must be a positive whole number, found 1.5", "15:16"),
            ("'text' must be a string, found 42", "16:11"),
            ("'decorative' must be true or false, found null", "17:17"),
            ("'disabled' must be true or false, found the string \"false\"", "18:15"),
            ("'backdrop' must be 'unknown' or a token reference", "19:15"),
            ("'transition' must be 'none', a motion token reference", "20:17"),
            ("'animation' must be 'none', a token reference", "21:16"),
            ("'updatesPerSecond' must be a number ≥ 0, found -1", "22:23"),
            ("'flashesPerSecond' must be a number ≥ 0, found the string \"many\"", "23:23"),
            ("'autoplay' must be a mapping {duration, loops, pausable}, found true", "24:15"),
            ("unknown navigation 'modal'; expected one of tab, stack", "25:17"),
            ("'ignore' must be a list of {rule, reason}", "26:13"),
            ("'children' must be a list of components, found an object", "27:15"),
        ]
        for (fragment, position) in expected { assertFinding(result, .error, fragment, at: position) }
        XCTAssertEqual(result.errors.count, expected.count, result.findings.map(\.description).joined(separator: "\n"))
        // The component is kept, with every bad field dropped to its default.
        let a = result.component("a")
        XCTAssertNotNil(a)
        XCTAssertEqual(a?.interactive, true)
        XCTAssertEqual(a?.opacity, 1)
        XCTAssertNil(a?.frame)
        XCTAssertNil(a?.background)
        XCTAssertNil(a?.lineLimit)
        XCTAssertNil(a?.transition)
        XCTAssertEqual(a?.children, [])
    }

    func testNestedValueErrors() {
        let result = parse("""
            tokenlint: 1
            components:
              - id: a
                role: button
                font: {size: 0, weight: 1200, lineHeight: 1.2, textStyle: bodyy}
                background: {color: "#FFF"}
                foreground: {color: "#FFF", opacity: 1.5}
                border: {color: {colorSpace: srgb, components: [2, 0, 0]}, width: -1}
                animation: {response: 0.3, dampingFraction: -1}
                transition: {insertion: {opacity: 3}, curve: "{motion.curve.snappy}", prominence: loud}
                autoplay: {duration: -2, loops: maybe}
                ignore: [{reason: "no rule"}, {rule: 5}, "target/size"]
              - id: b
                role: text
                transition: {insertion: {opacity: 0}}
                font: {lineHeight: 1.2, weight: "{font.weight.bold}"}
                background: "{color..x}"
            """)
        let expected: [(String, String)] = [
            ("'font.size' must be a number > 0, found 0", "5:18"),
            ("'font.weight': font weight 1200.0 is outside 1…1000", "5:29"),
            ("'font.lineHeight' 1.2 is a multiplier of the size (below 4), but 'font.size' is not given", "5:47"),
            ("unknown text style 'bodyy' (did you mean 'body'?)", "5:63"),
            ("'background' is missing 'opacity'", "6:17"),
            ("'foreground.opacity' must be a number from 0 to 1, found 1.5", "7:42"),
            ("'border.color' is not a valid DTCG color: component 0 of srgb is 2.0", "8:21"),
            ("'border.width' must be a number ≥ 0, found -1", "8:71"),
            ("'animation' is not a valid curve: invalid spring", "9:16"),
            ("'transition.insertion': 'opacity' must be a number from 0 to 1", "10:29"),
            ("unknown prominence 'loud'", "10:87"),
            ("'autoplay.duration' must be seconds (a number ≥ 0) or a duration {value, unit}, found -2", "11:26"),
            ("'autoplay.loops' must be true, false or unknown", "11:37"),
            ("an 'ignore' entry needs 'rule'", "12:14"),
            ("'ignore.rule' must be a string, found 5", "12:42"),
            ("'ignore' must be a list of {rule, reason}, found the string \"target/size\"", "12:46"),
            ("'transition' is missing 'curve'", "15:17"),
            ("'font.lineHeight' 1.2 is a multiplier of the size (below 4), but 'font.size' is not given", "16:24"),
            ("'font.weight': '{font.weight.bold}' is not a DTCG font weight name", "16:37"),
            ("'background': \"{color..x}\" is not a well-formed token reference", "17:17"),
        ]
        for (fragment, position) in expected { assertFinding(result, .error, fragment, at: position) }
        XCTAssertEqual(result.errors.count, expected.count, result.findings.map(\.description).joined(separator: "\n"))
        let a = result.component("a")
        XCTAssertEqual(a?.font?.value, .inline(InlineFont(size: nil, weight: nil, lineHeight: nil, textStyle: nil)))
        XCTAssertNil(a?.background)
        XCTAssertEqual(a?.border?.value, BorderSpec(color: nil, width: nil))
        XCTAssertEqual(a?.autoplay?.value, Autoplay(duration: nil, loops: false, pausable: false))
        XCTAssertEqual(a?.ignore, [])
        XCTAssertNil(result.component("b")?.transition)
    }

    func testIgnoreEntriesWithoutReasonAreKept() {
        let result = parse("""
            tokenlint: 1
            components:
              - id: a
                role: link
                ignore:
                  - rule: target/size
                  - {rule: contrast/text, reason: "  "}
                  - {rule: motion/reduce, reason: null}
                  - {rule: focus/order, reason: "Because"}
            """)
        XCTAssertEqual(result.findings, [])
        XCTAssertEqual(result.component("a")?.ignore.map(\.rule), ["target/size", "contrast/text", "motion/reduce", "focus/order"])
        XCTAssertEqual(result.component("a")?.ignore.map(\.reason), [nil, nil, nil, "Because"])
        XCTAssertEqual(result.component("a")?.ignore.map { "\($0.location.position.line):\($0.location.position.column)" },
                       ["6:9", "7:9", "8:9", "9:9"])
    }

    func testDuplicateKeysAreWarningsAndTheLastWins() {
        let yaml = parse("""
            tokenlint: 1
            components:
              - id: a
                role: text
                text: first
                text: second
                frame: {width: 1, width: 2, "width": 3}
            """)
        assertFinding(yaml, .warning, "duplicate key 'text' (first at line 5, column 5); the last one is used", at: "6:5")
        assertFinding(yaml, .warning, "duplicate key 'width' (first at line 7, column 13); the last one is used", at: "7:23")
        assertFinding(yaml, .warning, "duplicate key 'width' (first at line 7, column 13); the last one is used", at: "7:33")
        XCTAssertEqual(yaml.findings.count, 3, yaml.findings.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(yaml.component("a")?.text, "second")
        XCTAssertEqual(yaml.component("a")?.frame?.value.width, 3)
        // Positions after the renamed keys are untouched.
        XCTAssertEqual(yaml.component("a")?.frame.map { "\($0.location.position.line):\($0.location.position.column)" }, "7:5")

        let json = parse(#"{"tokenlint": 1, "components": [{"id": "a", "role": "text", "text": "first", "text": "second"}]}"#,
                         file: "d.spec.json")
        assertFinding(json, .warning, "duplicate key 'text'; the last one is used", at: "1:78")
        XCTAssertEqual(json.component("a")?.text, "second")
    }

    func testRepeatedQuotedKeysAndTooManyRepeats() {
        let quoted = parse("""
            tokenlint: 1
            components:
              - {"id": a, 'role': text, "tex\\x74": first, 'it''s': 1, text: second, "it's": 2}
            """)
        assertFinding(quoted, .warning, "duplicate key 'text' (first at line 3, column 29)", at: "3:59")
        assertFinding(quoted, .warning, "duplicate key 'it's' (first at line 3, column 47)", at: "3:73")
        assertFinding(quoted, .error, "unknown key 'it's'", at: "3:73")
        XCTAssertEqual(quoted.component("a")?.text, "second")

        let many = parse("tokenlint: 1\ncomponents: [{id: a, role: text}]\n" + String(repeating: "name: x\n", count: 80))
        XCTAssertEqual(many.inputError?.rule, InputRule.invalidYAML.id)
        XCTAssertEqual(many.inputError?.message, "invalid YAML: duplicate key 'name' (too many repeated keys)")
    }

    func testNonStringKeysAndMultipleDocuments() {
        let complexKey = parse("""
            tokenlint: 1
            components:
              - id: a
                role: text
                ? [x, y]
                : 1
            """)
        assertFinding(complexKey, .error, "a mapping key must be a string, found a sequence", at: "5:7")
        XCTAssertEqual(complexKey.allIDs, ["a"])

        let documents = parse("""
            tokenlint: 1
            components: [{id: a, role: text}]
            ---
            tokenlint: 1
            """)
        assertFinding(documents, .warning, "more than one YAML document; only the first is read", at: "4:1")
        XCTAssertEqual(documents.allIDs, ["a"])
    }

    func testStructureErrorFixtureInBothFormats() throws {
        let cases: [(String, [(Severity, String, String)])] = [
            ("structure-errors.spec.yaml", [
                (.error, "unknown platform 'andriod' (did you mean 'android'?)", "3:11"),
                (.error, "unknown key 'backgroud' (did you mean 'background'?)", "7:5"),
                (.error, "duplicate id 'header': already used at line 5, column 9", "8:9"),
                (.error, "component is missing the required key 'id'", "10:5"),
                (.error, "unknown role 'buton' (did you mean 'button'?)", "12:11"),
                (.error, "'opacity' must be a number from 0 to 1, found 1.5", "15:14"),
                (.error, "'heavyish' is not a DTCG font weight name", "16:30"),
            ]),
            ("structure-errors.spec.json", [
                (.error, "unknown platform 'andriod' (did you mean 'android'?)", "3:15"),
                (.error, "unknown key 'backgroud' (did you mean 'background'?)", "8:7"),
                (.error, "duplicate id 'header': already used at line 6, column 13", "11:13"),
                (.error, "component is missing the required key 'id'", "14:5"),
                (.error, "unknown role 'buton' (did you mean 'button'?)", "19:15"),
                (.error, "'opacity' must be a number from 0 to 1, found 1.5", "24:18"),
                (.error, "'heavyish' is not a DTCG font weight name", "27:19"),
            ]),
        ]
        for (name, expected) in cases {
            let result = try parseFixture(name)
            XCTAssertNil(result.inputError, name)
            for (severity, fragment, position) in expected { assertFinding(result, severity, fragment, at: position) }
            XCTAssertEqual(result.findings.count, expected.count, "\(name): " + result.findings.map(\.description).joined(separator: "\n"))
            XCTAssertEqual(result.allIDs, ["header", "body"], name)
            XCTAssertTrue(result.findings.allSatisfy { $0.location?.file == name })
        }
    }
}
