import BrowserTestSupport
import CLibXML2
import DesignTokens
import Diagnostics
import Foundation
import LintPipeline
import Reporting
import TokenDocumentation
import XCTest

/// The two HTML pages as people get them (docs/html.md): the lint report of the example specs
/// and the built-in registry's documentation page, opened in headless Chromium (docs/html.md,
/// "How they are tested": no console errors, the headings, landmarks, swatches and plots
/// render, a screenshot of each written to `.build/test-artifacts/html/`), and
/// checked without a browser for what a parser can see.
final class HTMLPagesTests: XCTestCase {
    /// The package root: this file is `<root>/Tests/HTMLPagesTests/HTMLPagesTests.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Screenshots and the pages themselves, kept for people to look at (not committed).
    static let artifacts = root.appendingPathComponent(".build/test-artifacts/html")

    /// `tokenlint lint --config neutral.tokenlint.yml --format html Examples/specs`, as a library call.
    static func examplesReport() throws -> String {
        let options = LintSession.Options(
            paths: ["Examples/specs"], config: .file(root.appendingPathComponent("Tests/Fixtures/lint/neutral.tokenlint.yml").path),
            jobs: 2, workingDirectory: root.path, toolVersion: "1.0.0")
        let outcome = try LintSession(options).run()
        return try Reporters.render(outcome.report, format: .html, options: ReportOptions())
    }

    static func documentationPage() -> String { TokenDocumentationPage(registry: .builtIn()).render() }

    /// Writes `html` to the artifacts folder and returns its URL (the log names it).
    static func save(_ html: String, as name: String) throws -> URL {
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let url = artifacts.appendingPathComponent(name)
        try html.write(to: url, atomically: true, encoding: .utf8)
        print("HTMLPagesTests: wrote \(url.path)")
        return url
    }

    // MARK: Without a browser

    func testBothPagesAreWellFormedAndSelfContained() throws {
        for (name, html) in [("report", try Self.examplesReport()), ("documentation", Self.documentationPage())] {
            XCTAssertTrue(Self.isWellFormedXML(html), "\(name) parses as XML (XHTML-compatible)")
            for forbidden in ["http:", "https:", "<script", "<link", "src=", "@import", "url("] {
                XCTAssertFalse(html.contains(forbidden), "\(forbidden) in the \(name) page")
            }
        }
    }

    /// The built-in registry's page covers what its token files define (counted from the
    /// files under tokens/, not from the page's code).
    func testDocumentationPageCoversTheBuiltInRegistry() throws {
        let html = Self.documentationPage()
        // 4 contexts: light/dark × standard/increased (docs/html.md, Colors); each shows every color of
        // tokens/base (white, black, clear) and tokens/appearance/light.tokens.json's `color` group.
        let colors = try Self.tokenCount("tokens/base/color.tokens.json", group: "color")
            + Self.tokenCount("tokens/appearance/light.tokens.json", group: "color")
        XCTAssertEqual(colors, 41)
        XCTAssertEqual(Self.count("class=\"swatch\"", in: html), 4 * colors)
        for context in ["appearance=light, contrast=standard", "appearance=light, contrast=increased",
                        "appearance=dark, contrast=standard", "appearance=dark, contrast=increased"] {
            XCTAssertTrue(html.contains(">\(context)</h3>"), context)
        }
        // Label on systemBackground in light: black on white, WCAG's maximum (1 + 0.05) / (0 + 0.05) = 21:1.
        XCTAssertTrue(html.contains("<tr><th scope=\"row\"><code>color.label</code></th>"))
        let labelRow = try XCTUnwrap(html.components(separatedBy: "<code>color.label</code>").dropFirst().first)
        XCTAssertTrue(labelRow.prefix(900).contains("<td>21:1 ✓</td>"), String(labelRow.prefix(900)))
        // The type ramp: the HIG's 11 text styles at the 12 Dynamic Type sizes of tokens/dynamicType.
        let sizes = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("tokens/dynamicType").path).count
        XCTAssertEqual(sizes, 12)
        XCTAssertEqual(Self.count("class=\"sample\"", in: html), 11 * sizes)
        // Every spring, transition, motion and cubic-bézier token of tokens/base/motion.tokens.json is plotted.
        let motion = try Self.motionTokenCount("tokens/base/motion.tokens.json")
        XCTAssertEqual(motion, 33)
        XCTAssertEqual(Self.count("class=\"figure-motion\"", in: html), motion)
    }

    // MARK: In Chromium

    func testExamplesReportInChromium() throws {
        let html = try Self.examplesReport()
        let url = try Self.save(html, as: "lint-report.html")
        let browser = try HeadlessChromium()
        defer { browser.close() }
        try browser.open(url)
        try Self.assertAccessibleStructure(browser, html: html)
        // The examples' findings have pictures of all three kinds.
        for kind in ["figure-contrast", "figure-target", "figure-motion"] {
            let count = Int(try browser.evaluate("document.querySelectorAll('figure.\(kind)').length")) ?? 0
            XCTAssertEqual(count, Self.count("class=\"\(kind)\"", in: html), kind)
            XCTAssertGreaterThan(count, 0, kind)
        }
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('main article.finding').length"),
                       String(Self.count("<article class=\"finding", in: html)))
        try browser.screenshot(to: Self.artifacts.appendingPathComponent("lint-report.png"))
        print("HTMLPagesTests: screenshot \(Self.artifacts.appendingPathComponent("lint-report.png").path)")
        XCTAssertEqual(browser.consoleErrors, [], "console errors")
    }

    func testDocumentationPageInChromium() throws {
        let html = Self.documentationPage()
        let url = try Self.save(html, as: "tokens.html")
        let browser = try HeadlessChromium()
        defer { browser.close() }
        try browser.open(url)
        try Self.assertAccessibleStructure(browser, html: html)
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('svg.swatch').length"), String(Self.count("class=\"swatch\"", in: html)))
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('figure.figure-motion polyline').length"),
                       String(2 * Self.count("class=\"figure-motion\"", in: html)), "a full and a reduced curve per token")
        // A type sample is drawn at its size: the largest title at accessibility5 is the tallest.
        let heights = try browser.evaluate("Array.from(document.querySelectorAll('.sample')).map(e => e.getBoundingClientRect().height).join(',')")
            .split(separator: ",").compactMap { Double($0) }
        XCTAssertEqual(heights.count, 11 * 12)
        XCTAssertEqual(heights.max(), heights[11], "row 1 (largeTitle), column 12 (accessibility5)")
        try browser.screenshot(to: Self.artifacts.appendingPathComponent("tokens.png"))
        print("HTMLPagesTests: screenshot \(Self.artifacts.appendingPathComponent("tokens.png").path)")
        XCTAssertEqual(browser.consoleErrors, [], "console errors")
    }

    /// What both pages promise, read from the rendered DOM: `lang`, one h1, headings in order,
    /// the landmarks, every SVG an image with a title and a visible size, the body in the
    /// palette's text color.
    static func assertAccessibleStructure(_ browser: HeadlessChromium, html: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try browser.evaluate("document.documentElement.lang"), "en", file: file, line: line)
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('h1').length"), "1", file: file, line: line)
        let levels = try browser.evaluate("Array.from(document.querySelectorAll('h1,h2,h3,h4,h5,h6')).map(h => h.tagName[1]).join('')")
            .compactMap { Int(String($0)) }
        XCTAssertEqual(levels.first, 1, file: file, line: line)
        for (previous, next) in zip(levels, levels.dropFirst()) {
            XCTAssertLessThanOrEqual(next, previous + 1, "a heading level is skipped", file: file, line: line)
        }
        for landmark in ["header", "nav", "main"] {
            XCTAssertEqual(try browser.evaluate("document.querySelectorAll('\(landmark)').length"), "1", landmark, file: file, line: line)
        }
        let svgs = Self.count("<svg ", in: html)
        XCTAssertGreaterThan(svgs, 0, file: file, line: line)
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('svg').length"), String(svgs), file: file, line: line)
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('svg[role=img][aria-label] > title').length"), String(svgs),
                       "every SVG is an image with a text alternative", file: file, line: line)
        XCTAssertEqual(try browser.evaluate("Array.from(document.querySelectorAll('svg')).filter(s => { const r = s.getBoundingClientRect(); return r.width < 1 || r.height < 1 }).length"),
                       "0", "every SVG renders with a size", file: file, line: line)
        XCTAssertEqual(try browser.evaluate("getComputedStyle(document.body).color"), "rgb(31, 35, 40)", "HTMLPalette.text, #1F2328", file: file, line: line)
    }

    // MARK: Helpers

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// libxml2's XML parser, no network: whether `text` is well-formed.
    static func isWellFormedXML(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { raw -> Bool in
            // C lifetime: the document is parsed and freed inside the closure that owns the bytes.
            guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self),
                  let document = xmlReadMemory(base, Int32(raw.count), "page.html", nil,
                                               Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue))
            else { return false }
            xmlFreeDoc(document)
            return true
        }
    }

    static func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent(path))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The tokens directly in `group` of a token file.
    static func tokenCount(_ path: String, group: String) throws -> Int {
        let members = try XCTUnwrap(try json(path)[group] as? [String: Any])
        return members.keys.filter { !$0.hasPrefix("$") }.count
    }

    /// Tokens of the motion-bearing types (spring, transition, motion, cubicBezier), `$type`
    /// inherited from groups.
    static func motionTokenCount(_ path: String) throws -> Int {
        func walk(_ node: [String: Any], type: String?) -> Int {
            let type = node["$type"] as? String ?? type
            if node["$value"] != nil { return ["spring", "transition", "motion", "cubicBezier"].contains(type ?? "") ? 1 : 0 }
            return node.filter { !$0.key.hasPrefix("$") }.compactMap { $0.value as? [String: Any] }.map { walk($0, type: type) }.reduce(0, +)
        }
        return walk(try json(path), type: nil)
    }
}
