import ColorScience
import DesignSpec
import DesignTokens
import Diagnostics
import Motion
import XCTest

/// tests/Fixtures/specs/all-forms.spec.{yaml,json}: every form of docs/spec-format.md, decoded the
/// same from YAML and JSON.
final class SpecFormsTests: XCTestCase {
    func testYAMLAndJSONDecodeToTheSameModel() throws {
        let yaml = try parseFixture("all-forms.spec.yaml")
        let json = try parseFixture("all-forms.spec.json")
        XCTAssertNil(yaml.inputError)
        XCTAssertNil(json.inputError)
        XCTAssertEqual(yaml.findings, [], yaml.findings.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(json.findings, [], json.findings.map(\.description).joined(separator: "\n"))
        let y = try XCTUnwrap(yaml.document)
        let j = try XCTUnwrap(json.document)
        XCTAssertEqual(y.version, 1)
        XCTAssertEqual(j.version, 1)
        XCTAssertEqual(y.name, "All forms")
        XCTAssertEqual(j.name, y.name)
        XCTAssertEqual(y.platform, .ios)
        XCTAssertEqual(j.platform, .ios)
        XCTAssertEqual(y.canvas?.spec, .token("color.systemGroupedBackground"))
        XCTAssertEqual(j.canvas?.spec, y.canvas?.spec)
        XCTAssertEqual(y.components.count, 1)
        XCTAssertEqual(yaml.allIDs, ["sheet", "title", "add-to-plan", "badge", "spinner", "tabs", "toast", "plain.container_2"])
        XCTAssertEqual(json.allIDs, yaml.allIDs)
        XCTAssertEqual(y.components.map(Unlocated.strip), j.components.map(Unlocated.strip))
        // Field by field, so a difference names the field.
        for id in yaml.allIDs {
            let a = try XCTUnwrap(yaml.component(id)), b = try XCTUnwrap(json.component(id))
            XCTAssertEqual(Unlocated.strip(a), Unlocated.strip(b), "component \(id)")
        }
    }

    func testEveryColorForm() throws {
        let result = try parseFixture("all-forms.spec.yaml")
        let sheet = try XCTUnwrap(result.component("sheet"))
        XCTAssertEqual(sheet.background?.spec, .literal(Color.srgb(1, 1, 1)))
        let title = try XCTUnwrap(result.component("title"))
        XCTAssertEqual(title.foreground?.spec, .literal(try XCTUnwrap(Color(hex: "#000000DE"))))
        if case .literal(let color)? = title.foreground?.spec {
            XCTAssertEqual(color.alpha, 0xDE / 255.0, accuracy: 1e-9)
        }
        let button = try XCTUnwrap(result.component("add-to-plan"))
        XCTAssertEqual(button.background?.spec, .token("color.systemBlue"))
        XCTAssertEqual(button.foreground?.spec, .literal(Color(space: .displayP3, components: [1, 1, 1], alpha: 1)))
        XCTAssertEqual(button.border?.value.color?.spec, .withOpacity(.token("color.separator"), 0.5))
        XCTAssertEqual(button.border?.value.width, 1)
        let badge = try XCTUnwrap(result.component("badge"))
        XCTAssertEqual(badge.background?.spec, .withOpacity(.literal(Color.srgb(1, 0, 0)), 0.2))
        XCTAssertEqual(badge.backdrop?.value, .unknown)
        let spinner = try XCTUnwrap(result.component("spinner"))
        if case .color(let color)? = spinner.backdrop?.value {
            XCTAssertEqual(color.spec, .literal(Color.srgb(0, 0, 0)))
        } else {
            XCTFail("spinner backdrop should be a color")
        }
        let plain = try XCTUnwrap(result.component("plain.container_2"))
        if case .color(let color)? = plain.backdrop?.value {
            XCTAssertEqual(color.spec, .withOpacity(.withOpacity(.literal(try XCTUnwrap(Color(hex: "#336699"))), 0.5), 0.5))
        } else {
            XCTFail("plain backdrop should be a color")
        }
    }

    func testTypographyForms() throws {
        let result = try parseFixture("all-forms.spec.json")
        XCTAssertEqual(result.component("title")?.font?.value, .token("font.textStyle.headline"))
        // lineHeight below 4 is a multiplier of size; weight names are DTCG's.
        XCTAssertEqual(result.component("add-to-plan")?.font?.value,
                       .inline(InlineFont(size: 17, weight: 600, lineHeight: 25.5, textStyle: "body")))
        // lineHeight of 4 or more is points.
        XCTAssertEqual(result.component("toast")?.font?.value,
                       .inline(InlineFont(size: 15, weight: 400, lineHeight: 20, textStyle: nil)))
    }

    func testEveryCurveForm() throws {
        let result = try parseFixture("all-forms.spec.yaml")
        XCTAssertEqual(result.component("add-to-plan")?.animation?.value,
                       .inline(.spring(try Spring(response: 0.3, dampingRatio: 0.8))))
        XCTAssertEqual(result.component("badge")?.animation?.value,
                       .inline(.spring(try Spring(duration: 0.5, bounce: 0.2))))
        XCTAssertEqual(result.component("spinner")?.animation?.value,
                       .inline(.spring(try Spring(mass: 1, stiffness: 170, damping: 15))))
        // A DTCG duration object and a delay in seconds.
        XCTAssertEqual(result.component("tabs")?.animation?.value,
                       .inline(.timed(try TimedCurve(duration: 0.25, delay: 0.05, timingFunction: CubicBezier(0.25, 0.1, 0.25, 1)))))
        XCTAssertEqual(result.component("toast")?.animation?.value, CurveSpec.none)
        XCTAssertNil(result.component("plain.container_2")?.animation)
    }

    func testBounceDefaultsToZeroAndDelayToZero() throws {
        let result = parse("""
            tokenlint: 1
            components:
              - {id: a, role: button, animation: {duration: 0.4}}
              - {id: b, role: button, animation: {duration: 0.3, timingFunction: [0.42, 0, 0.58, 1]}}
            """)
        XCTAssertEqual(result.findings, [])
        XCTAssertEqual(result.component("a")?.animation?.value, .inline(.spring(try Spring(duration: 0.4, bounce: 0))))
        XCTAssertEqual(result.component("b")?.animation?.value,
                       .inline(.timed(try TimedCurve(duration: 0.3, delay: 0, timingFunction: CubicBezier(0.42, 0, 0.58, 1)))))
    }

    func testEveryTransitionForm() throws {
        let result = try parseFixture("all-forms.spec.yaml")
        XCTAssertEqual(result.component("sheet")?.transition?.value, .token("motion.transition.liquidGlass"))
        XCTAssertEqual(result.component("plain.container_2")?.transition?.value, MotionSpec.none)

        var insertion = MotionEffects()
        insertion.opacity = 0
        insertion.offsetX = 0
        insertion.offsetY = 20
        var removal = MotionEffects()
        removal.opacity = 0
        removal.scale = 0.9
        XCTAssertEqual(result.component("tabs")?.transition?.value,
                       .inline(InlineMotion(insertion: insertion, removal: removal, curve: .token("motion.curve.snappy"), prominence: .subtle)))

        var fade = MotionEffects()
        fade.opacity = 0
        fade.edge = .top
        XCTAssertEqual(result.component("toast")?.transition?.value,
                       .inline(InlineMotion(insertion: fade, removal: MotionEffects(), curve: .inline(.spring(try Spring(duration: 0.4, bounce: 0))),
                                            prominence: nil)))
    }

    func testInlineMotionCurveMayBeNone() {
        let result = parse("""
            tokenlint: 1
            components:
              - id: a
                role: card
                transition: {insertion: {opacity: 0}, curve: none}
            """)
        XCTAssertEqual(result.findings, [])
        var fade = MotionEffects()
        fade.opacity = 0
        XCTAssertEqual(result.component("a")?.transition?.value,
                       .inline(InlineMotion(insertion: fade, removal: MotionEffects(), curve: CurveSpec.none, prominence: nil)))
    }

    func testOtherFields() throws {
        let result = try parseFixture("all-forms.spec.yaml")
        let sheet = try XCTUnwrap(result.component("sheet"))
        XCTAssertEqual(sheet.padding?.value, EdgeInsets(top: 16, bottom: 16, leading: 16, trailing: 16))
        let button = try XCTUnwrap(result.component("add-to-plan"))
        XCTAssertEqual(button.frame?.value, SpecSize(width: 343, height: 50))
        XCTAssertEqual(button.hitArea?.value, SpecSize(width: 343, height: 54))
        XCTAssertEqual(button.padding?.value, EdgeInsets(top: 12, bottom: 10, leading: 16, trailing: 14))
        XCTAssertEqual(button.lineLimit, 2)
        XCTAssertEqual(button.effectiveLineLimit, 2)
        XCTAssertEqual(button.text, "Add to Plan")
        XCTAssertEqual(button.ignore.map(\.rule), ["target/size", "contrast/text"])
        XCTAssertEqual(button.ignore.map(\.reason), ["Inline link inside body text", nil])
        let badge = try XCTUnwrap(result.component("badge"))
        XCTAssertTrue(badge.decorative)
        XCTAssertEqual(badge.flashesPerSecond?.value, 0)
        XCTAssertEqual(badge.updatesPerSecond?.value, 0.2)
        let spinner = try XCTUnwrap(result.component("spinner"))
        XCTAssertEqual(spinner.opacity, 0.5)
        XCTAssertEqual(spinner.autoplay?.value, Autoplay(duration: 3, loops: true, pausable: false))
        let tabs = try XCTUnwrap(result.component("tabs"))
        XCTAssertEqual(tabs.navigation?.value, .tab)
        XCTAssertTrue(tabs.disabled)
        XCTAssertTrue(tabs.interactive)  // tabBar is not interactive by default; the spec says so
        XCTAssertTrue(tabs.repeated)
        let plain = try XCTUnwrap(result.component("plain.container_2"))
        XCTAssertEqual(plain.frame?.value, SpecSize(width: nil, height: 20))
        XCTAssertEqual(plain.navigation?.value, .stack)
        XCTAssertEqual(result.component("sheet")?.children.count, 7)
    }

    func testDefaults() throws {
        let result = parse("""
            tokenlint: 1
            components:
              - {id: b, role: button}
              - {id: t, role: text}
              - {id: l, role: listItem}
              - {id: c, role: card}
              - {id: s, role: slider, interactive: false}
            """, file: "screens/Onboarding Welcome.spec.yaml")
        XCTAssertEqual(result.findings, [])
        let document = try XCTUnwrap(result.document)
        XCTAssertEqual(document.name, "Onboarding Welcome")
        XCTAssertNil(document.platform)
        XCTAssertNil(document.canvas)
        let b = try XCTUnwrap(result.component("b"))
        XCTAssertTrue(b.interactive)
        XCTAssertFalse(b.repeated)
        XCTAssertFalse(b.decorative)
        XCTAssertFalse(b.disabled)
        XCTAssertEqual(b.opacity, 1)
        XCTAssertNil(b.lineLimit)
        XCTAssertEqual(b.effectiveLineLimit, 1)
        XCTAssertNil(b.frame)
        XCTAssertNil(b.font)
        XCTAssertEqual(b.ignore, [])
        let t = try XCTUnwrap(result.component("t"))
        XCTAssertFalse(t.interactive)
        XCTAssertNil(t.effectiveLineLimit)
        XCTAssertEqual(result.component("l")?.interactive, true)
        XCTAssertEqual(result.component("l")?.effectiveLineLimit, 1)
        XCTAssertEqual(result.component("c")?.interactive, false)
        XCTAssertEqual(result.component("s")?.interactive, false)
        for role in Role.allCases {
            let r = parse("tokenlint: 1\ncomponents: [{id: x, role: \(role.rawValue)}]")
            XCTAssertEqual(r.findings, [], role.rawValue)
            XCTAssertEqual(r.component("x")?.interactive, role.isInteractiveByDefault, role.rawValue)
        }
    }

    func testDefaultNameFromFileName() {
        XCTAssertEqual(SpecParser.defaultName(for: "specs/recipe-picker.spec.yaml"), "recipe-picker")
        XCTAssertEqual(SpecParser.defaultName(for: "a/b/sheet.spec.yml"), "sheet")
        XCTAssertEqual(SpecParser.defaultName(for: "sheet.spec.json"), "sheet")
        XCTAssertEqual(SpecParser.defaultName(for: "sheet.yaml"), "sheet")
        XCTAssertEqual(SpecParser.defaultName(for: "sheet"), "sheet")
        let json = SpecParser.parse(file: "x/login.spec.json", text: #"{"tokenlint": 1, "components": [{"id": "a", "role": "text"}]}"#)
        XCTAssertEqual(json.document?.name, "login")
    }

    func testFormatByExtensionOrSniffing() {
        XCTAssertEqual(SpecParser.sourceFormat(file: "a.spec.json", bytes: Array("tokenlint: 1".utf8)), .json)
        XCTAssertEqual(SpecParser.sourceFormat(file: "a.spec.yaml", bytes: Array("{}".utf8)), .yaml)
        XCTAssertEqual(SpecParser.sourceFormat(file: "a.spec.YML", bytes: []), .yaml)
        XCTAssertEqual(SpecParser.sourceFormat(file: "spec", bytes: Array("  \n {\"a\": 1}".utf8)), .json)
        XCTAssertEqual(SpecParser.sourceFormat(file: "spec", bytes: Array("tokenlint: 1".utf8)), .yaml)
        // Sniffed JSON goes through the JSON parser (strict: a trailing comma is an error).
        let sniffed = SpecParser.parse(file: "stdin", text: #"{"tokenlint": 1, "components": [],}"#)
        XCTAssertEqual(sniffed.inputError?.rule, InputRule.invalidJSON.id)
    }

    func testYAMLCoreSchemaScalars() throws {
        // Quoted scalars are strings; plain ones follow the YAML 1.2 core schema (so `yes` and
        // `on` are strings, `0x1F` and `0o17` are integers, `1e1` a float).
        let result = parse("""
            tokenlint: 1
            name: "1"
            components:
              - {id: "404", role: text, text: yes, lineLimit: 0x2, opacity: .5}
              - {id: b, role: text, text: "true", lineLimit: 0o3, updatesPerSecond: 1e1, flashesPerSecond: +2.}
              - {id: c, role: text, decorative: True, disabled: FALSE, text: !!str 12, lineLimit: !!int "4"}
            """)
        XCTAssertEqual(result.findings, [], result.findings.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(result.document?.name, "1")
        XCTAssertEqual(result.component("404")?.text, "yes")
        XCTAssertEqual(result.component("404")?.lineLimit, 2)
        XCTAssertEqual(result.component("404")?.opacity, 0.5)
        XCTAssertEqual(result.component("b")?.text, "true")
        XCTAssertEqual(result.component("b")?.lineLimit, 3)
        XCTAssertEqual(result.component("b")?.updatesPerSecond?.value, 10)
        XCTAssertEqual(result.component("b")?.flashesPerSecond?.value, 2)
        XCTAssertEqual(result.component("c")?.decorative, true)
        XCTAssertEqual(result.component("c")?.disabled, false)
        XCTAssertEqual(result.component("c")?.text, "12")
        XCTAssertEqual(result.component("c")?.lineLimit, 4)
    }

    func testYAMLAnchorsAliasesAndMergeKeys() {
        let result = parse("""
            tokenlint: 1
            components:
              - &base
                id: first
                role: button
                frame: &size {width: 44, height: 44}
              - <<: *base
                id: second
                hitArea: *size
              - <<: [{role: text, text: a}, {role: card, text: b}]
                id: third
            """)
        XCTAssertEqual(result.findings, [], result.findings.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(result.component("second")?.role, .button)
        XCTAssertEqual(result.component("second")?.frame?.value, SpecSize(width: 44, height: 44))
        XCTAssertEqual(result.component("second")?.hitArea?.value, SpecSize(width: 44, height: 44))
        // In a list of merged mappings the first one wins.
        XCTAssertEqual(result.component("third")?.role, .text)
        XCTAssertEqual(result.component("third")?.text, "a")
    }

    func testBlockScalarsAndComments() {
        let result = parse("""
            # a comment
            tokenlint: 1 # trailing
            components:
              - id: a
                role: text
                text: |
                  Two
                  lines
              - id: b
                role: text
                text: >-
                  folded
                  text
            """)
        XCTAssertEqual(result.findings, [])
        XCTAssertEqual(result.component("a")?.text, "Two\nlines\n")
        XCTAssertEqual(result.component("b")?.text, "folded text")
    }
}

/// Token references are recognised on bytes for ASCII text and by characters otherwise; both
/// must agree on what is well formed.
final class TokenReferenceFormTests: XCTestCase {
    private func background(_ value: String) -> (spec: ColorSpec?, malformed: Bool) {
        let result = parse("""
        tokenlint: 1
        components:
          - id: box
            role: container
            background: "\(value)"
        """)
        let malformed = result.errors.contains { $0.message.contains("is not a well-formed token reference") }
        return (result.component("box")?.background?.spec, malformed)
    }

    func testWellFormedReferences() {
        for (text, path) in [("{a}", "a"), ("{color.systemBlue}", "color.systemBlue"), ("{a b.c}", "a b.c"), ("{é.x}", "é.x"), ("{a-b_c.d2}", "a-b_c.d2")] {
            let (spec, malformed) = background(text)
            XCTAssertFalse(malformed, text)
            XCTAssertEqual(spec, .token(path), text)
        }
    }

    func testMalformedReferences() {
        for text in ["{}", "{a.}", "{.a}", "{a..b}", "{ a}", "{a }", "{a.b }", "{a. b}", "{a\\tb.c\\t}", "{a{b}", "{a}b}", "{é.}", "{ é}"] {
            let (spec, malformed) = background(text)
            XCTAssertTrue(malformed, text)
            XCTAssertNil(spec, text)
        }
    }
}
