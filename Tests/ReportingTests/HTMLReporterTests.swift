import ColorScience
import Diagnostics
import Foundation
import XCTest

@testable import Reporting

/// The HTML report (docs/html.md, "The lint report") without a browser:
/// well-formed, self-contained, accessible structure, input escaped, its own colors readable.
/// HTMLPagesTests opens the pages in Chromium.
final class HTMLReporterTests: XCTestCase {
    static let location = SourceLocation(file: "specs/a.spec.yaml", line: 12, column: 5)

    /// One finding of each picture kind, as the rules make them.
    static func sampleReport(path: String = "specs/a.spec.yaml", message: String = "Text contrast 3.2:1 is below 4.5:1",
                             component: String = "title") -> LintReport {
        var contrast = Finding(rule: RuleID("contrast/text", kind: .spec), severity: .error, location: location, message: message, component: component,
                               contexts: [[ContextChoice(modifier: "appearance", context: "dark")]], measured: 3.2, required: 4.5,
                               help: "see `tokenlint rules contrast/text`")
        contrast.details = ["appearance=dark: 3.2:1", "appearance=light: 4.1:1"]
        contrast.figures = [
            FindingFigure(context: "appearance=dark", .contrast(foreground: "#8E8E93", background: "#1C1C1E", ratio: 3.2, required: 4.5)),
            FindingFigure(context: "appearance=light", .contrast(foreground: "#767676", background: "#F2F2F7", ratio: 4.1, required: 4.5)),
        ]
        var target = Finding(rule: RuleID("target/size", kind: .spec), severity: .warning, location: SourceLocation(file: path, line: 20, column: 5),
                             message: "Touch target 30 × 30 pt (frame) is smaller than 44 × 44 pt", component: "close", measured: 30, required: 44)
        target.figures = [FindingFigure(.target(width: 30, height: 30, minimum: 44, unit: "pt"))]
        var motion = Finding(rule: RuleID("motion/duration", kind: .spec), severity: .warning, location: SourceLocation(file: path, line: 30, column: 5),
                             message: "The curve lasts 0.6 s", component: "sheet", measured: 0.6, required: 0.5)
        let full = (0...10).map { 1 - pow(0.5, Double($0)) }
        motion.figures = [FindingFigure(.motion(MotionPlot(duration: 1, full: full, reduced: [], reducedLabel: "no animation")))]
        let checks = [contrast, target, motion].map {
            Check(rule: $0.rule, subject: $0.component ?? "", location: $0.location ?? location, outcome: .finding($0))
        }
        return LintReport(toolVersion: "1.0.0", files: [FileReport(path: path, checks: checks)], rules: [], duration: 0,
                          timestamp: "2026-01-01T00:00:00")
    }

    static func render(_ report: LintReport) throws -> String {
        try Reporters.render(report, format: .html, options: ReportOptions())
    }

    func testPageIsWellFormedAndSelfContained() throws {
        let html = try Self.render(Self.sampleReport())
        let root = try XCTUnwrap(XML.parse(html), "the page parses as XML (XHTML-compatible output)")
        XCTAssertEqual(root.name, "html")
        XCTAssertEqual(root["lang"], "en", "WCAG 3.1.1: the page's language is given")
        // Self-contained: nothing is fetched, no script runs (docs/html.md: "no script, no font, no URL to fetch").
        for forbidden in ["http:", "https:", "<script", "<link", "src=", "<iframe", "@import", "url("] {
            XCTAssertFalse(html.contains(forbidden), "\(forbidden) in the page")
        }
        XCTAssertEqual(root.all("style").count, 1, "the style sheet is inline")
    }

    /// Landmarks, one h1, headings in order (WCAG 1.3.1, 2.4.6, 2.4.10; ARIA landmarks).
    func testLandmarksAndHeadingHierarchy() throws {
        let root = try XCTUnwrap(XML.parse(try Self.render(Self.sampleReport())))
        XCTAssertEqual(root.all("header").count, 1)
        XCTAssertEqual(root.all("nav").count, 1)
        XCTAssertEqual(root.all("main").count, 1)
        XCTAssertEqual(root.all("h1").count, 1)
        let levels = Self.headingLevels(root)
        XCTAssertEqual(levels.first, 1)
        for (previous, next) in zip(levels, levels.dropFirst()) {
            XCTAssertLessThanOrEqual(next, previous + 1, "a heading level is skipped: \(levels)")
        }
        // Grouped by file (h2) and by rule (h3), one h4 per finding.
        XCTAssertEqual(root.all("h3").map { $0.child("code")?.text }, ["contrast/text", "target/size", "motion/duration"])
        XCTAssertEqual(root.all("h4").count, 3)
    }

    /// Every picture is an image with a text alternative (WCAG 1.1.1): role="img", a
    /// `<title>` and an aria-label that say what it shows, numbers included.
    func testEveryPictureHasATextAlternative() throws {
        let root = try XCTUnwrap(XML.parse(try Self.render(Self.sampleReport())))
        let svgs = root.all("svg")
        XCTAssertEqual(svgs.count, 4, "two contrast contexts, one frame, one motion plot")
        for svg in svgs {
            XCTAssertEqual(svg["role"], "img")
            let label = try XCTUnwrap(svg["aria-label"])
            XCTAssertFalse(label.isEmpty)
            XCTAssertEqual(svg.child("title")?.text, label)
        }
        let labels = svgs.compactMap { $0["aria-label"] }
        XCTAssertTrue(labels[0].contains("#8E8E93 on #1C1C1E: contrast 3.2:1, required 4.5:1"), labels[0])
        XCTAssertTrue(labels[1].contains("#767676 on #F2F2F7: contrast 4.1:1"), labels[1])
        XCTAssertTrue(labels[2].contains("Frame 30 × 30 pt") && labels[2].contains("44 × 44 pt"), labels[2])
        XCTAssertTrue(labels[3].contains("Reduce Motion"), labels[3])
        // The swatches are the finding's two colors.
        let fills = svgs[0].all("rect").compactMap { $0["fill"] }
        XCTAssertEqual(Array(fills.prefix(2)), ["#8E8E93", "#1C1C1E"])
    }

    /// The frame is drawn to scale against the target: 30 pt inside 44 pt is 30/44 of its side.
    func testTargetFrameIsToScale() throws {
        let root = try XCTUnwrap(XML.parse(try Self.render(Self.sampleReport())))
        let rects = try XCTUnwrap(root.all("figure").first { $0["class"] == "figure-target" }).all("rect")
        let sides = rects.compactMap { $0["width"].flatMap(Double.init) }
        XCTAssertEqual(sides.count, 2)
        XCTAssertEqual(sides[1] / sides[0], 30.0 / 44.0, accuracy: 0.001)
    }

    /// File names, messages and component ids come from input: they are text, never markup.
    func testHostileInputIsEscaped() throws {
        let path = "specs/<script>alert(1)</script>&\"'.yaml"
        let message = "</p><img src=x onerror=alert(1)> & \u{1}bell \u{1B}[31mred"
        let component = "\"><svg onload=alert(1)>"
        let html = try Self.render(Self.sampleReport(path: path, message: message, component: component))
        let root = try XCTUnwrap(XML.parse(html), "hostile strings keep the page well-formed")
        XCTAssertTrue(root.all("script").isEmpty)
        XCTAssertTrue(root.all("img").isEmpty)
        XCTAssertEqual(root.all("svg").count, 4, "no svg element comes from the component id")
        XCTAssertFalse(html.contains("<script"))
        XCTAssertFalse(html.contains("\u{1}"), "control characters are not XML characters")
        let text = Self.text(root)
        XCTAssertTrue(text.contains(path), "the file name reads as it was given")
        XCTAssertTrue(text.contains("</p><img src=x onerror=alert(1)> & "), "the message reads as it was given")
        XCTAssertTrue(text.contains(component))
        // An id made from the path is letters, digits and '-' only.
        for node in root.all("section") {
            if let id = node["id"] { XCTAssertTrue(id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }, id) }
        }
    }

    /// docs/baseline-and-cache.md: suppressed findings stay in the reports. The page lists
    /// them after the active ones, in a collapsed section, each with its reason, escaped; the
    /// heading levels stay in order and the page well-formed.
    func testSuppressedFindingsAreListedCollapsedWithTheirReasons() throws {
        var report = Self.sampleReport()
        let ignored = Finding(rule: RuleID("target/size", kind: .spec), severity: .warning, location: SourceLocation(file: "specs/a.spec.yaml", line: 40, column: 5),
                              message: "Touch target 20 × 20 pt <small>", component: "chip")
        let baselined = Finding(rule: RuleID("contrast/text", kind: .spec), severity: .error, location: SourceLocation(file: "specs/a.spec.yaml", line: 50, column: 5),
                                message: "Text contrast 2.9:1 is below 4.5:1", component: "caption")
        report.files[0].checks += [
            Check(rule: RuleID("target/size", kind: .spec), subject: "chip", location: ignored.location!, outcome: .suppressed(ignored, reason: "inline <chip> & \"tag\"")),
            Check(rule: RuleID("contrast/text", kind: .spec), subject: "caption", location: baselined.location!, outcome: .suppressed(baselined, reason: Check.baselineReason)),
        ]
        let html = try Self.render(report)
        let root = try XCTUnwrap(XML.parse(html), "well-formed")
        let details = try XCTUnwrap(root.all("details").first, html)
        XCTAssertEqual(root.all("details").count, 1)
        XCTAssertEqual(details.child("summary")?.text.hasPrefix("2 suppressed findings"), true)
        let parts = html.components(separatedBy: "<h2 id=\"suppressed-heading\">Suppressed findings</h2>\n<details>")
        XCTAssertEqual(parts.count, 2)
        XCTAssertEqual(parts[0].components(separatedBy: "<article").count - 1, 3, "the active findings come first")
        XCTAssertTrue(parts[1].contains("<code>target/size</code>, suppressed: inline &lt;chip&gt; &amp; &quot;tag&quot;</p>"), parts[1])
        XCTAssertTrue(parts[1].contains("<code>contrast/text</code>, suppressed: in the baseline</p>"), parts[1])
        XCTAssertTrue(parts[1].contains("Touch target 20 × 20 pt &lt;small&gt;"))
        XCTAssertLessThan(try XCTUnwrap(parts[1].range(of: "chip")).lowerBound, try XCTUnwrap(parts[1].range(of: "caption")).lowerBound,
                          "in report order")
        let levels = Self.headingLevels(root)
        for (previous, next) in zip(levels, levels.dropFirst()) {
            XCTAssertLessThanOrEqual(next, previous + 1, "a heading level is skipped: \(levels)")
        }
        XCTAssertFalse(try Self.render(Self.sampleReport()).contains("<details>"), "no section without suppressed findings")
    }

    func testCleanRunSaysSo() throws {
        let report = LintReport(toolVersion: "1.0.0", files: [FileReport(path: "a.yaml")], rules: [], duration: 0, timestamp: "2026-01-01T00:00:00")
        let root = try XCTUnwrap(XML.parse(try Self.render(report)))
        XCTAssertTrue(Self.text(root).contains("No findings"))
        XCTAssertTrue(root.all("nav").isEmpty, "no file list when no file has a finding")
        XCTAssertEqual(root.all("main").count, 1)
    }

    /// The page's own colors: WCAG 1.4.3 "The visual presentation of text and images of text has
    /// a contrast ratio of at least 4.5:1"; WCAG 1.4.11 "visual information required to identify
    /// user interface components and states [has] a contrast ratio of at least 3:1 against
    /// adjacent color(s)" (the focus ring, borders, plot lines).
    func testPaletteMeetsWCAGContrast() throws {
        func rgba(_ hex: String) throws -> RGBA { try XCTUnwrap(Color(hex: hex)).sRGB }
        for text in HTMLPalette.textColors {
            for background in HTMLPalette.backgrounds {
                let ratio = WCAG.contrastRatio(try rgba(text), try rgba(background))
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(text) on \(background)")
            }
        }
        for graphic in HTMLPalette.graphicColors {
            for background in HTMLPalette.backgrounds {
                XCTAssertGreaterThanOrEqual(WCAG.contrastRatio(try rgba(graphic), try rgba(background)), 3, "\(graphic) on \(background)")
            }
        }
        // Every color the style sheet uses is one of those checked.
        let checked = Set((HTMLPalette.textColors + HTMLPalette.backgrounds + HTMLPalette.graphicColors).map { $0.uppercased() })
        let used = Self.hexColors(in: HTMLPalette.styleSheet)
        XCTAssertFalse(used.isEmpty)
        XCTAssertTrue(used.isSubset(of: checked), "unchecked colors in the CSS: \(used.subtracting(checked))")
    }

    /// Visible focus (WCAG 2.4.7) and a layout that reflows on a phone (1.4.10).
    func testFocusIsVisibleAndLayoutIsResponsive() throws {
        let css = HTMLPalette.styleSheet
        XCTAssertTrue(css.contains("a:focus-visible"))
        XCTAssertTrue(css.contains("outline: 3px solid"))
        XCTAssertTrue(css.contains("@media (max-width:"))
        let html = try Self.render(Self.sampleReport())
        XCTAssertTrue(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\" />"))
        XCTAssertTrue(html.contains("<a class=\"skip\" href=\"#main\">"), "a skip link to the content (WCAG 2.4.1)")
    }

    // MARK: Helpers

    static func text(_ node: XNode) -> String { node.text + node.children.map(text).joined() }

    static func headingLevels(_ node: XNode) -> [Int] {
        var levels: [Int] = []
        if node.name.count == 2, node.name.first == "h", let level = Int(String(node.name.last ?? "x")) { levels.append(level) }
        return levels + node.children.flatMap(headingLevels)
    }

    static func hexColors(in css: String) -> Set<String> {
        var found: Set<String> = []
        var rest = Substring(css)
        while let hash = rest.firstIndex(of: "#") {
            let hex = rest[rest.index(after: hash)...].prefix { $0.isHexDigit }
            if hex.count == 6 { found.insert("#" + hex.uppercased()) }
            rest = rest[rest.index(after: hash)...]
        }
        return found
    }
}
