import ColorScience
import DesignSpec
import DesignTokens
import Diagnostics
import FigmaInput
import JSONSource
import Motion
import SpecLint
import XCTest

/// Rows of docs/figma.md's mapping table ("What is read"), one small file each (written from api_types.ts).
final class MappingTests: XCTestCase {
    /// A file with one page (`device` its prototype preset) whose frame 'Screen' (1:1) holds
    /// `children`; `extra` adds top-level members (components, styles).
    private func read(_ children: String, device: String = "APPLE_IPHONE_14", extra: String = "") throws -> SpecDocument {
        let text = """
            {"document": {"id": "0:0", "type": "DOCUMENT", "children": [
            {"id": "0:1", "name": "Page", "type": "CANVAS", "backgroundColor": {"r": 1, "g": 1, "b": 1, "a": 1},
             "prototypeDevice": {"type": "PRESET", "presetIdentifier": "\(device)"}, "children": [
            {"id": "1:1", "name": "Screen", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 390, "height": 844},
             "fills": [{"type": "SOLID", "color": {"r": 1, "g": 1, "b": 1, "a": 1}}], "children": [
            \(children)
            ]}]}]}\(extra)}
            """
        let result = FigmaReader.read(file: "m.figma.json", bytes: Array(text.utf8))
        XCTAssertNil(result.inputError)
        return try XCTUnwrap(result.documents.first)
    }

    private let white = "{\"type\": \"SOLID\", \"color\": {\"r\": 1, \"g\": 1, \"b\": 1, \"a\": 1}}"

    func testIdsAreMadeSpecSafeAndPlatformComesFromTheDevice() throws {
        let document = try read("""
            {"id": "I1:687;304:38", "name": "Label", "type": "TEXT", "characters": "Hi", "fills": [\(white)]}
            """, device: "GOOGLE_PIXEL_7")
        XCTAssertNotNil(document.component("I1-687.304-38"))
        XCTAssertEqual(document.platform, .android)
    }

    func testTextStyleNamedLikeAnAppleStyleScalesAndTruncationLimitsLines() throws {
        let document = try read("""
            {"id": "2:1", "name": "Title", "type": "TEXT", "characters": "Hello", "fills": [\(white)], "styles": {"text": "S:1"},
             "style": {"fontSize": 17, "fontWeight": 600, "lineHeightPx": 22, "textTruncation": "ENDING", "maxLines": 2}}
            """, extra: ", \"styles\": {\"S:1\": {\"name\": \"iOS/Headline\", \"styleType\": \"TEXT\"}}")
        let title = try XCTUnwrap(document.component("2-1"))
        XCTAssertEqual(title.font?.value, .inline(InlineFont(size: 17, weight: 600, lineHeight: 22, textStyle: "headline")))
        XCTAssertEqual(title.lineLimit, 2)
    }

    func testDisabledVariantAndNamedRoles() throws {
        let document = try read("""
            {"id": "2:1", "name": "Toggle", "type": "INSTANCE", "componentId": "9:1", "fills": [], "children": []},
            {"id": "2:2", "name": "Nav Bar", "type": "INSTANCE", "componentId": "9:2", "fills": [], "children": []},
            {"id": "2:3", "name": "Divider", "type": "LINE", "strokes": [\(white)]}
            """, extra: """
            , "components": {"9:1": {"name": "State=Disabled, Size=Large", "componentSetId": "9:0"}, "9:2": {"name": "Nav Bar"}},
              "componentSets": {"9:0": {"name": "Switch"}}
            """)
        let toggle = try XCTUnwrap(document.component("2-1"))
        XCTAssertEqual(toggle.role, .toggle, "its set is named 'Switch'")
        XCTAssertTrue(toggle.disabled)
        XCTAssertEqual(document.component("2-2")?.role, .navigationBar)
        XCTAssertEqual(document.component("2-3")?.role, .divider)
    }

    func testEmptyGroupsAreFlattenedAndInvisibleNodesSkipped() throws {
        let document = try read("""
            {"id": "2:1", "name": "Group", "type": "GROUP", "fills": [], "strokes": [], "children": [
              {"id": "2:2", "name": "Label", "type": "TEXT", "characters": "Hi", "fills": [\(white)]},
              {"id": "2:3", "name": "Hidden", "type": "TEXT", "visible": false, "characters": "No", "fills": [\(white)]}
            ]}
            """)
        let root = try XCTUnwrap(document.components.first)
        XCTAssertEqual(root.children.map(\.id), ["2-2"])
    }

    func testGradientIsJudgedAtItsWorstStopAgainstItsText() throws {
        // A black-to-white gradient under white text: the white stop is the worst case.
        let document = try read("""
            {"id": "2:1", "name": "Hero", "type": "FRAME", "absoluteBoundingBox": {"x": 0, "y": 0, "width": 390, "height": 200},
             "fills": [{"type": "GRADIENT_LINEAR", "gradientStops": [
               {"position": 0, "color": {"r": 0, "g": 0, "b": 0, "a": 1}}, {"position": 1, "color": {"r": 1, "g": 1, "b": 1, "a": 1}}]}],
             "children": [{"id": "2:2", "name": "Label", "type": "TEXT", "characters": "Hi", "fills": [\(white)]}]}
            """)
        XCTAssertEqual(document.component("2-1")?.background?.spec, .literal(.srgb(1, 1, 1)))
    }

    func testBlendModesLeaveTheColorsForReview() throws {
        let document = try read("""
            {"id": "2:1", "name": "Label", "type": "TEXT", "blendMode": "MULTIPLY", "characters": "Hi", "fills": [\(white)]}
            """)
        let label = try XCTUnwrap(document.component("2-1"))
        XCTAssertNil(label.foreground, "contrast/text then needs review")
        XCTAssertTrue(label.origin?.contains("blend mode MULTIPLY") == true, label.origin ?? "")
    }

    func testTabBarItemsNavigateToTabs() throws {
        // A NAVIGATE from inside a tab bar marks its destination (another top-level frame here,
        // the frame itself for brevity) as a tab.
        let document = try read("""
            {"id": "2:1", "name": "Tab Bar", "type": "INSTANCE", "componentId": "9:9", "fills": [\(white)], "children": [
              {"id": "2:2", "name": "Home", "type": "FRAME", "fills": [],
               "interactions": [{"trigger": {"type": "ON_CLICK"}, "actions": [{"type": "NODE", "destinationId": "1:1", "navigation": "NAVIGATE", "transition": null}]}],
               "children": []}
            ]}
            """)
        XCTAssertEqual(document.components.first?.navigation?.value, .tab)
        XCTAssertEqual(document.component("2-1")?.role, .tabBar)
        XCTAssertEqual(document.component("2-2")?.role, .button, "a click makes a button")
    }

    func testALegacyPrototypeLinkIsReadLikeAnInteraction() throws {
        // transitionDuration is in milliseconds (api_types.ts), whatever its size; the legacy
        // API gives no transition type, so the destination comes in with the curve alone.
        let document = try read("""
            {"id": "2:1", "name": "Next", "type": "FRAME", "fills": [\(white)], "transitionNodeID": "1:1",
             "transitionDuration": 320, "transitionEasing": "EASE_IN_AND_OUT", "children": []}
            """)
        XCTAssertEqual(document.component("2-1")?.role, .button, "a legacy link makes a button")
        guard case .inline(let motion)? = document.components.first?.transition?.value,
              case .inline(.timed(let curve)) = motion.curve else { return XCTFail("no transition on the destination") }
        XCTAssertEqual(curve.duration, 0.32, accuracy: 1e-9)
        XCTAssertEqual(motion.insertion, MotionEffects(), "no effect is known")
        XCTAssertTrue(document.components.first?.origin?.contains("legacy transition from 'Next' (2:1), duration 320 ms") == true)
    }

    func testTimeoutsBelowTenAreSecondsAndNamedSpringsAreDesignComposesValues() throws {
        let document = try read("""
            {"id": "2:1", "name": "Ticker", "type": "FRAME", "fills": [\(white)],
             "interactions": [{"trigger": {"type": "AFTER_TIMEOUT", "timeout": 0.5},
               "actions": [{"type": "NODE", "destinationId": "2:1", "navigation": "CHANGE_TO",
                 "transition": {"type": "SMART_ANIMATE", "duration": 0.3, "easing": {"type": "GENTLE"}}}]}],
             "children": []}
            """)
        let ticker = try XCTUnwrap(document.component("2-1"))
        // 0.5 is below 10: seconds, so two updates a second.
        XCTAssertEqual(try XCTUnwrap(ticker.updatesPerSecond?.value), 2, accuracy: 1e-9)
        XCTAssertTrue(ticker.origin?.contains("timeout 0.5 read as seconds") == true, ticker.origin ?? "")
        // It changes to itself: a loop of one 0.5 s step.
        XCTAssertEqual(ticker.autoplay?.value, Autoplay(duration: 0.5, loops: true, pausable: false))
        // GENTLE: mass 1, stiffness 100, damping 15 (docs/figma.md "Named easings").
        guard case .inline(.spring(let spring))? = ticker.animation?.value else { return XCTFail("no spring") }
        XCTAssertEqual(spring.stiffness, 100, accuracy: 1e-6)
        XCTAssertEqual(spring.damping, 15, accuracy: 1e-6)
    }

    func testStyledRunsAreCheckedWithTheirOwnColor() throws {
        let document = try read("""
            {"id": "2:1", "name": "Body", "type": "TEXT", "characters": "Hi there", "fills": [\(white)],
             "style": {"fontSize": 15, "fontWeight": 400},
             "characterStyleOverrides": [0, 0, 0, 1, 1], "styleOverrideTable": {"1": {"fills": [{"type": "SOLID", "color": {"r": 1, "g": 0, "b": 0, "a": 1}}]}}}
            """)
        let run = try XCTUnwrap(document.component("2-1.run1"))
        XCTAssertEqual(run.foreground?.spec, .literal(.srgb(1, 0, 0)))
        XCTAssertEqual(run.font?.value, .inline(InlineFont(size: 15, weight: 400, lineHeight: nil, textStyle: nil)))
    }

    func testConfiguredLayerNamePatternsComeFirst() throws {
        // docs/figma.md, `role`: "first a `figma.roles` rule from your config; then …".
        let text = """
            {"nodes": {"1:1": {"document": {"id": "1:1", "name": "Screen", "type": "FRAME", "fills": [], "children": [
              {"id": "2:1", "name": "Act/Primary", "type": "FRAME", "fills": [\(white)], "children": []},
              {"id": "2:2", "name": "Primary Button", "type": "INSTANCE", "componentId": "9:1", "fills": [], "children": []}
            ]}}}}
            """
        let rules = [FigmaRoleRule(pattern: "act/*", role: .button), FigmaRoleRule(pattern: "*button", role: .link)]
        let document = try XCTUnwrap(FigmaReader.read(file: "r.figma.json", bytes: Array(text.utf8), options: FigmaOptions(roles: rules)).documents.first)
        XCTAssertEqual(document.component("2-1")?.role, .button, "a frame named by the team's scheme")
        XCTAssertEqual(document.component("2-2")?.role, .link, "the config wins over the built-in word")
        XCTAssertFalse(FigmaRoleRule(pattern: "act/*", role: .button).matches("React/Primary"))
    }

    func testPaddingBorderOpacityAndAnimatedImages() throws {
        let document = try read("""
            {"id": "2:1", "name": "Card", "type": "FRAME", "opacity": 0.5, "absoluteBoundingBox": {"x": 0, "y": 0, "width": 300, "height": 120},
             "paddingTop": 8, "paddingBottom": 12, "paddingLeft": 16, "paddingRight": 20, "fills": [\(white)],
             "strokes": [{"type": "SOLID", "visible": false, "color": {"r": 1, "g": 0, "b": 0, "a": 1}},
                         {"type": "SOLID", "color": {"r": 0, "g": 0, "b": 1, "a": 1}}],
             "strokeWeight": 1, "individualStrokeWeights": {"top": 1, "bottom": 3, "left": 1, "right": 1}, "children": []},
            {"id": "2:2", "name": "Loader", "type": "RECTANGLE", "fills": [{"type": "IMAGE", "imageRef": "a", "gifRef": "g"}]}
            """)
        let card = try XCTUnwrap(document.component("2-1"))
        XCTAssertEqual(card.padding?.value, EdgeInsets(top: 8, bottom: 12, leading: 16, trailing: 20))
        XCTAssertEqual(card.border?.value.color?.spec, .literal(.srgb(0, 0, 1)), "the first visible solid stroke")
        XCTAssertEqual(card.border?.value.width, 3, "the heaviest of individualStrokeWeights")
        XCTAssertEqual(card.opacity, 0.5)
        let loader = try XCTUnwrap(document.component("2-2"))
        XCTAssertEqual(loader.role, .image)
        XCTAssertEqual(loader.autoplay?.value, Autoplay(duration: nil, loops: nil, pausable: false),
                       "a GIF plays by itself; whether it loops is in the image, not the file")
    }
}

final class FigmaConfigTests: XCTestCase {
    func testTheConfigReadsFigmaRolesAndRejectsUnknownOnes() throws {
        let text = """
            {"figma": {"roles": {"Btn/*": "button", "Chip*": "chip"}, "role": {}}}
            """
        let root = try JSONParser.parse(text).root
        let (config, findings) = LintConfiguration.decode(root, file: ".tokenlint.yml", directory: "/project")
        XCTAssertEqual(config.figma.roles, [FigmaRoleRule(pattern: "Btn/*", role: .button)])
        XCTAssertEqual(findings.count, 2, "\(findings.map(\.message))")
        XCTAssertTrue(findings.contains { $0.message.hasPrefix("unknown key 'figma.role'") && $0.message.contains("'roles'") }, "\(findings.map(\.message))")
        XCTAssertTrue(findings.contains { $0.message.contains("unknown role 'chip'") }, "\(findings.map(\.message))")
    }
}
