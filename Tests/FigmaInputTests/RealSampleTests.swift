import ColorScience
import DesignSpec
import DesignTokens
import Diagnostics
import FigmaInput
import SpecLint
import XCTest

/// The two real responses (Tests/Fixtures/figma/README.md). Each expectation was written from
/// the nodes in the JSON (quoted beside it) before the tool was run on the file.
final class RealSampleTests: XCTestCase {
    // MARK: figmagic (GET /v1/files/:key)

    func testOneSpecPerVisibleTopLevelFrameComponentAndSet() throws {
        // Pages and their direct children: 'Design Tokens' 17 FRAMEs, 'Graphics' 5 COMPONENTs
        // and 1 FRAME, 'Elements' 18 COMPONENTs (plus a loose INSTANCE and TEXT notes, which
        // are not screens), 'Components' 1 COMPONENT, 'Views' 4 FRAMEs (and a GROUP): 46.
        let result = try FigmaFixtures.read(FigmaFixtures.figmagic)
        XCTAssertNil(result.inputError)
        XCTAssertEqual(result.documents.count, 46)
        XCTAssertEqual(result.documents.filter { $0.name == "Button" }.count, 1)
        XCTAssertNil(result.document(named: "Nested elements"), "a TEXT loose on a page is not a spec")
        // prototypeDevice is {"type": "NONE"} on every page: the platform is left to the config.
        XCTAssertTrue(result.documents.allSatisfy { $0.platform == nil })
    }

    func testButtonLabelIsJudgedAgainstTheSiblingRectangleBehindIt() throws {
        // COMPONENT 'Button' (3005:93): group 'Normal' (3166:0) holds RECTANGLE 'Normal'
        // (3010:15, fill r 0.1843 g 0.5020 b 0.9294 = #2F80ED); the label TEXT ':text'
        // (3206:730, white, 16 px, weight 700) is the component's own child, beside that group,
        // drawn after it over the same box. So the label is on #2F80ED, not on the page.
        let text = try FigmaFixtures.text(FigmaFixtures.figmagic)
        let result = try FigmaFixtures.read(FigmaFixtures.figmagic)
        let button = try XCTUnwrap(result.document(named: "Button"))
        let label = try XCTUnwrap(button.component("3206-730"))
        guard case .color(let behind)? = label.backdrop?.value, case .literal(let color) = behind.spec else {
            return XCTFail("no backdrop color on the label: \(String(describing: label.backdrop))")
        }
        XCTAssertEqual(color.sRGBInGamut.hex6.uppercased(), "#2F80ED")
        XCTAssertEqual(button.components.first?.role, .button, "named 'Button'")
        XCTAssertEqual(button.components.first?.location.position, jsonPosition(ofNode: "3005:93", in: text))

        // White on #2F80ED is 3.87:1; Apple HIG large text is ≥ 14 pt bold (weight 700, 16 pt
        // here), which needs 3:1 (WCAG 1.4.3 large text): a pass. On the page's #E5E5E5 it
        // would be 1.26:1, a failure.
        let ratio = referenceContrast(hex("#FFFFFF"), hex("#2F80ED"))
        XCTAssertEqual(ratio, 3.87, accuracy: 0.01)
        XCTAssertLessThan(referenceContrast(hex("#FFFFFF"), hex("#E5E5E5")), 3)
        let report = try FigmaFixtures.lint(FigmaFixtures.figmagic)
        XCTAssertEqual(report.checks("contrast/text", on: "3206-730").map(\.outcome), [.passed], report.findingList)
    }

    func testInvisibleVariantGroupsAreSkipped() throws {
        // GROUP 'Warning' (3163:2504) has "visible": false; its ':hover' label 'Hover'
        // (3176:339, white on #F2C94C, 1.59:1) must not be checked at all.
        let report = try FigmaFixtures.lint(FigmaFixtures.figmagic)
        XCTAssertEqual(report.checks.filter { $0.subject == "3176-339" }.count, 0)
        XCTAssertEqual(report.checks.filter { $0.subject == "3163-2504" }.count, 0)
    }

    func testThirtyTwoPointCheckboxIsTooSmallAndNamedInTheMessage() throws {
        // COMPONENT 'Checkbox' (3009:112) on page 'Elements': absoluteBoundingBox 32 × 32.
        // Apple HIG: controls at least 44 × 44 pt.
        let text = try FigmaFixtures.text(FigmaFixtures.figmagic)
        let report = try FigmaFixtures.lint(FigmaFixtures.figmagic)
        let finding = try XCTUnwrap(report.finding("target/size", on: "3009-112"), report.findingList)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.location?.position, jsonPosition(ofNode: "3009:112", in: text))
        XCTAssertTrue(finding.message.contains("32 × 32"), finding.message)
        XCTAssertTrue(finding.message.hasSuffix("— Figma: 'Checkbox' (3009:112), page 'Elements', frame 'Checkbox'"), finding.message)
    }

    // MARK: figma-export (GET /v1/files/:key/nodes)

    func testEveryRequestedNodeIsOneSpec() throws {
        // 31 entries under "nodes", each with a "document".
        let result = try FigmaFixtures.read(FigmaFixtures.nodes)
        XCTAssertNil(result.inputError)
        XCTAssertEqual(result.documents.count, 31)
    }

    func testLightGreyHeadingOnWhiteFails() throws {
        // TEXT 'h1' (122:14): fill r = g = b = 0.7686 (#C4C4C4), 24 px regular. A /nodes
        // response has no page, so the canvas is white: 1.74:1, below the 3:1 large text needs.
        let text = try FigmaFixtures.text(FigmaFixtures.nodes)
        let report = try FigmaFixtures.lint(FigmaFixtures.nodes)
        let finding = try XCTUnwrap(report.finding("contrast/text", on: "122-14"), report.findingList)
        XCTAssertEqual(try XCTUnwrap(finding.measured), referenceContrast(hex("#C4C4C4"), hex("#FFFFFF")), accuracy: 1e-3)
        XCTAssertEqual(finding.required, 3)
        XCTAssertEqual(finding.location?.position, jsonPosition(ofNode: "122:14", in: text))
        XCTAssertTrue(finding.message.contains("Figma: 'h1' (122:14), frame 'h1'"), finding.message)
        // TEXT 'regular-text' (122:18): black on white, 21:1.
        XCTAssertEqual(report.checks("contrast/text", on: "122-18").map(\.outcome), [.passed])
    }

    func testImageFillIsAnUnknownBackdropAndAnOpaqueBlurIsNot() throws {
        // RECTANGLE 'color-image' (339:7): one IMAGE fill. RECTANGLE 'background-blur' (376:9):
        // an opaque #C4C4C4 fill under a BACKGROUND_BLUR: nothing shows through it.
        let result = try FigmaFixtures.read(FigmaFixtures.nodes)
        let image = try XCTUnwrap(result.document(named: "color-image")?.component("339-7"))
        XCTAssertEqual(image.role, .image)
        XCTAssertEqual(image.backdrop?.value, .unknown)
        let blur = try XCTUnwrap(result.document(named: "background-blur")?.component("376-9"))
        XCTAssertNil(blur.backdrop)
    }
}

/// tokens/raw-value on Figma files (its rule docs, "Known controversies"): a Figma layer can be
/// bound only to a Figma variable, so naming a built-in Apple token is advice a designer cannot
/// follow. The figmagic file paints its text #000000 and its backgrounds #FFFFFF, the values of
/// the built-in {color.black} and {color.white}: no suggestion against the built-in registry.
final class FigmaRawValueTests: XCTestCase {
    func testNoBuiltInTokenSuggestionsOnAFigmaFile() throws {
        let report = try FigmaFixtures.lint(FigmaFixtures.figmagic)
        XCTAssertEqual(report.checks.filter { $0.rule.rawValue == "tokens/raw-value" }.count, 0)
        // The same literal in a spec file is still reported (the rule's own failing example).
        let spec = "tokenlint: 1\ncomponents:\n  - {id: title, role: text, foreground: \"#007AFF\"}\n"
        let specReport = FigmaFixtures.builtIn.lintAsRun(file: "a.spec.yaml", bytes: Array(spec.utf8))
        XCTAssertEqual(specReport.checks.filter { $0.rule.rawValue == "tokens/raw-value" }.compactMap(\.finding).count, 1)
    }
}

/// The reader's notes are rules like any other: `tokenlint rules` explains them and a config's
/// `rules:` turns the infos off (docs/rules.md: every rule id is configurable in one namespace).
final class FigmaNoteConfigTests: XCTestCase {
    func testFigmaSkippedCanBeTurnedOff() throws {
        let text = """
            {"document": {"id": "0:0", "type": "DOCUMENT", "children": [
            {"id": "0:1", "name": "Page", "type": "CANVAS", "children": [
            {"id": "1:1", "name": "Screen", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 390, "height": 844},
             "fills": [], "children": [{"id": "2:1", "name": "Future", "type": "HOLOGRAM"}]}]}]}, "components": {}}
            """
        func skipped(_ config: LintConfiguration) -> Int {
            let registry = Registry.builtIn()
            let (roles, _) = ContextRoles.detect(in: registry.modifiers, overrides: ContextRoles.Overrides(), configFile: nil)
            let linter = Linter(space: EvaluationSpace(registry: registry, roles: roles), config: config)
            return linter.lintAsRun(file: "app.figma.json", bytes: Array(text.utf8)).checks.filter { $0.rule == FigmaNote.skipped.id }.count
        }
        XCTAssertEqual(skipped(LintConfiguration()), 1, "an unknown node type is named once")
        var off = LintConfiguration()
        off.rules[FigmaNote.skipped.id.rawValue] = RuleSetting(enabled: false)
        XCTAssertEqual(skipped(off), 0)
    }
}
