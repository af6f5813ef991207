import ColorScience
import DesignSpec
import DesignTokens
import Diagnostics
import FigmaInput
import Motion
import SpecLint
import XCTest

/// Cases the real samples lack, written by hand from the REST types (Tests/Fixtures/figma/cases).
final class HandWrittenCaseTests: XCTestCase {
    func testSpringOnARepeatedListRowsVariantChangeIsProminent() throws {
        // Two INSTANCEs 'List Row' (1:2, 1:3) of one component in a VERTICAL auto-layout frame;
        // each ON_CLICK → CHANGE_TO with CUSTOM_SPRING mass 1, stiffness 100, damping 5:
        // ζ = 5 / (2·√(100·1)) = 0.25, overshoot e^(−πζ/√(1−ζ²)) = 44 %, far above the 2.5 %
        // a list item may overshoot (motion/prominent-in-list).
        let name = "cases/spring-list-row.figma.json"
        let text = try FigmaFixtures.text(name)
        let document = try XCTUnwrap(try FigmaFixtures.read(name).documents.first)
        XCTAssertEqual(document.platform, .ios, "page prototypeDevice APPLE_IPHONE_14")
        let row = try XCTUnwrap(document.component("1-2"))
        XCTAssertEqual(row.role, .listItem, "component set 'List Row'")
        XCTAssertTrue(row.repeated)
        XCTAssertTrue(row.interactive)
        XCTAssertEqual(row.frame?.value, SpecSize(width: 390, height: nil, minHeight: 64), "layoutSizingVertical HUG grows")
        guard case .inline(.spring(let spring))? = row.animation?.value else { return XCTFail("no spring: \(String(describing: row.animation))") }
        XCTAssertEqual(spring.stiffness, 100, accuracy: 1e-6)
        XCTAssertEqual(spring.damping, 5, accuracy: 1e-6)

        let expectedOvershoot = exp(-Double.pi * 0.25 / (1 - 0.0625).squareRoot())
        let report = try FigmaFixtures.lint(name)
        for (id, node) in [("1-2", "1:2"), ("1-3", "1:3")] {
            let finding = try XCTUnwrap(report.finding("motion/prominent-in-list", on: id), report.findingList)
            XCTAssertEqual(try XCTUnwrap(finding.measured), expectedOvershoot, accuracy: 1e-3)
            XCTAssertEqual(finding.location?.position, jsonPosition(ofNode: node, in: text))
            XCTAssertTrue(finding.message.contains("Figma: 'List Row' (\(node)), page 'Lists', frame 'Inbox'"), finding.message)
        }
    }

    func testA28PointFrameWithAClickIsAButtonTooSmallToTap() throws {
        // FRAME 'Close' (2:2), 28 × 28, ON_CLICK → NAVIGATE to 'Home' (2:9) with DISSOLVE 300 ms
        // EASE_OUT. Nothing in its name says button; the click does (docs/figma.md, `role` row).
        let name = "cases/icon-button.figma.json"
        let text = try FigmaFixtures.text(name)
        let result = try FigmaFixtures.read(name)
        let close = try XCTUnwrap(result.document(named: "Sheet")?.component("2-2"))
        XCTAssertEqual(close.role, .button)
        XCTAssertEqual(result.document(named: "Sheet")?.component("2-3")?.role, .icon, "the VECTOR glyph")
        // The transition belongs to the destination: 'Home' comes in with a fade.
        let home = try XCTUnwrap(result.document(named: "Home")?.component("2-9"))
        guard case .inline(let motion)? = home.transition?.value else { return XCTFail("no transition on Home") }
        XCTAssertEqual(motion.insertion.opacity, 0)
        XCTAssertFalse(motion.insertion.hasMotion, "a dissolve does not move")
        guard case .inline(.timed(let curve)) = motion.curve else { return XCTFail("EASE_OUT is a timed curve") }
        XCTAssertEqual(curve.duration, 0.3, accuracy: 1e-9, "300 read as milliseconds")
        XCTAssertEqual(curve.timingFunction.values, [0.61, 1, 0.88, 1], "docs/figma.md's EASE_OUT")

        let report = try FigmaFixtures.lint(name)
        let finding = try XCTUnwrap(report.finding("target/size", on: "2-2"), report.findingList)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.location?.position, jsonPosition(ofNode: "2:2", in: text))
        XCTAssertTrue(finding.message.contains("28 × 28"), finding.message)
    }

    func testGlassCardOverAPhotoIsBracketedOverBlackAndWhite() throws {
        // FRAME 'Glass Card' (3:3): white fill at opacity 0.2 with a BACKGROUND_BLUR, over
        // RECTANGLE 'Album Art' (3:2) with an IMAGE fill. Its white 17 pt title (3:4): over
        // black the card is #333333 (12.6:1), over white it is white (1:1): a range that
        // straddles 4.5:1, which only the real photo decides (needs review).
        let name = "cases/glass-card.figma.json"
        let result = try FigmaFixtures.read(name)
        let card = try XCTUnwrap(result.documents.first?.component("3-3"))
        XCTAssertEqual(card.backdrop?.value, .unknown)
        let report = try FigmaFixtures.lint(name)
        let finding = try XCTUnwrap(report.finding("contrast/translucent", on: "3-4"), report.findingList)
        XCTAssertEqual(finding.severity, .needsReview)
        let overBlack = referenceContrast(hex("#FFFFFF"), (0.2, 0.2, 0.2))
        XCTAssertTrue(finding.message.contains("1–\(String(format: "%.2f", overBlack)):1"), "\(finding.message) vs \(overBlack)")
    }

    func testCarouselOnAThreeSecondTimeoutLoopAutoplaysWithoutPause() throws {
        // COMPONENT_SET 'Carousel': variants Slide=1 → 2 → 3 → 1, each AFTER_TIMEOUT 3000 (ms,
        // the REST unit): a 9 s loop nobody can pause. WCAG 2.2.2 allows 5 s.
        let name = "cases/carousel.figma.json"
        let result = try FigmaFixtures.read(name)
        let slide = try XCTUnwrap(result.documents.first?.component("4-1"))
        XCTAssertEqual(slide.autoplay?.value, Autoplay(duration: 9, loops: true, pausable: false))
        XCTAssertEqual(try XCTUnwrap(slide.updatesPerSecond?.value), 1.0 / 3, accuracy: 1e-9)
        let report = try FigmaFixtures.lint(name)
        for id in ["4-1", "4-2", "4-3"] {
            let finding = try XCTUnwrap(report.finding("motion/autoplay", on: id), report.findingList)
            XCTAssertEqual(finding.severity, .error)
            XCTAssertTrue(finding.message.contains("timeout 3000 read as milliseconds"), "says which reading: \(finding.message)")
        }
        XCTAssertEqual(report.checks("motion/high-frequency", on: "4-1").map(\.outcome), [.passed], "one step in 3 s is slow")
    }

    func testTextIsJudgedAgainstTheSiblingRectangleBehindIt() throws {
        // RECTANGLE 'Banner Background' (5:2, #8E8E93, 0,100 390×80) and TEXT 'Banner Title'
        // (5:3, white 15 pt, 16,129 358×22) are siblings in the white frame 'Promo': the text
        // is on the grey, 3.26:1 (below 4.5:1), not on the white frame (1:1).
        let name = "cases/sibling-background.figma.json"
        let report = try FigmaFixtures.lint(name)
        let finding = try XCTUnwrap(report.finding("contrast/text", on: "5-3"), report.findingList)
        XCTAssertEqual(try XCTUnwrap(finding.measured), referenceContrast(hex("#FFFFFF"), hex("#8E8E93")), accuracy: 1e-3)
        XCTAssertEqual(finding.required, 4.5)
        XCTAssertEqual(finding.location?.position, jsonPosition(ofNode: "5:3", in: try FigmaFixtures.text(name)))
    }

    func testFillsBoundToLightDarkVariablesAreCheckedInBothAppearances() throws {
        // Frame fill bound to VariableID:1:1 and text fill to VariableID:1:2. The variables
        // export: background #FFFFFF / #1C1C1E, label #000000 / #3A3A3C (light / dark). Light:
        // 21:1; dark: #3A3A3C on #1C1C1E is 1.5:1, below 4.5:1.
        let name = "cases/bound-variables.figma.json"
        let linter = FigmaFixtures.variablesLinter()
        let result = FigmaFormat().read(file: name, bytes: try FigmaFixtures.bytes(name), tokens: linter.space.defaultTokens)
        let label = try XCTUnwrap(result.documents.first?.component("6-2"))
        XCTAssertEqual(label.foreground?.spec, .token("color.label"))
        XCTAssertEqual(result.documents.first?.canvas?.spec, .token("color.background"))
        XCTAssertEqual(result.findings.filter { $0.rule == FigmaReader.variablesRule }, [], "every binding was mapped")

        let report = try FigmaFixtures.lint(name, with: linter)
        let finding = try XCTUnwrap(report.finding("contrast/text", on: "6-2"), report.findingList)
        XCTAssertEqual(try XCTUnwrap(finding.measured), referenceContrast(hex("#3A3A3C"), hex("#1C1C1E")), accuracy: 1e-3)
        XCTAssertEqual(finding.contexts, [[ContextChoice(modifier: "appearance", context: "dark")]])
    }

    func testWithoutAVariablesRegistryTheReportSaysOnceThatOnlyTheCurrentModeWasChecked() throws {
        let name = "cases/bound-variables.figma.json"
        let report = try FigmaFixtures.lint(name)
        let infos = report.checks.compactMap(\.finding).filter { $0.rule == FigmaReader.variablesRule }
        XCTAssertEqual(infos.count, 1, report.findingList)
        XCTAssertEqual(infos.first?.severity, .info)
        XCTAssertTrue(infos.first?.message.contains("2 colors are bound") == true, infos.first?.message ?? "")
        XCTAssertTrue(infos.first?.message.contains("only the file's current mode was checked") == true)
        // The current mode: black on white passes.
        XCTAssertEqual(report.checks("contrast/text", on: "6-2").map(\.outcome), [.passed], report.findingList)
    }
}
