import BrowserTestSupport
import ColorScience
import DesignTokens
import Diagnostics
import Foundation
import Motion
import PlatformExports
import XCTest

/// `--format css` computed by Chromium (issue 15 "How it is checked": "the CSS export is loaded
/// in a page and the computed values of a few variables are read back under each media
/// emulation (dark, more contrast, reduced motion) and compared with the registry's resolved
/// values"). Here every color variable is read, as `color: var(--…)`, so the browser resolves
/// the variable and parses the color; every spring as `transition-timing-function` and
/// `transition-duration`, so it parses the `linear()` easing and the duration.
///
/// Variable names follow the documented rule (docs/tokens.md "Platform exports"): the path's
/// words (split at every character that is not an ASCII letter or digit, and at lower→upper
/// case changes), lower-cased, joined with `-`.
final class CSSExportBrowserTests: XCTestCase {
    static let emulations: [(name: String, features: [String: String], variant: ExpectedColors.Variant)] = [
        ("light", [:], .init(dark: false, increased: false)),
        ("dark", ["prefers-color-scheme": "dark"], .init(dark: true, increased: false)),
        ("more contrast", ["prefers-contrast": "more"], .init(dark: false, increased: true)),
        ("dark, more contrast", ["prefers-color-scheme": "dark", "prefers-contrast": "more"], .init(dark: true, increased: true)),
    ]

    func testChromiumComputesColorsPerMediaQueryAndSpringsPerReducedMotion() throws {
        let browser = try HeadlessChromium()
        defer { browser.close() }
        for (name, registry) in TestPaths.registries() {
            let page = try Self.page(registry, name: name, for: self)
            try browser.open(page)
            let expected = ExpectedColors.colors(registry)
            XCTAssertGreaterThan(expected.count, 10, name)
            for emulation in Self.emulations {
                try browser.emulateMedia(emulation.features)
                let names = expected.map { Self.cssName($0.path) }
                let computed = try Self.computed(browser, property: "color", names: names)
                for ((path, values), value) in zip(expected, computed) {
                    let rgba = try XCTUnwrap(Self.parseColor(value), "\(name) \(emulation.name) \(path): \(value)")
                    let want = try XCTUnwrap(values[emulation.variant])
                    XCTAssertTrue(ExpectedColors.close(rgba, want), "\(name) \(emulation.name) \(path): \(value) vs \(want)")
                }
            }
            try checkSprings(browser, registry, name: name)
            XCTAssertEqual(browser.consoleErrors, [], name)
            if name == "built-in" {
                try browser.emulateMedia(["prefers-color-scheme": "dark"])
                let shot = TestPaths.packageRoot.appendingPathComponent(".build/test-artifacts/exports/css-export-dark.png")
                try browser.screenshot(to: shot)
                XCTAssertEqual(Array(try Data(contentsOf: shot).prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG")
            }
        }
    }

    /// The media queries must switch something for this test to mean anything: in the built-in
    /// registry `color.label` is black in light and white in dark (iOS `UIColor.label`), and
    /// `motion.curve.snappy` settles later than its reduced value… both read from Chromium.
    func testEmulationChangesValues() throws {
        let browser = try HeadlessChromium()
        defer { browser.close() }
        try browser.open(try Self.page(Registry.builtIn(), name: "switch", for: self))
        XCTAssertEqual(try Self.computed(browser, property: "color", names: ["--color-label"]), ["rgb(0, 0, 0)"])
        try browser.emulateMedia(["prefers-color-scheme": "dark"])
        XCTAssertEqual(try Self.computed(browser, property: "color", names: ["--color-label"]), ["rgb(255, 255, 255)"])
        try browser.emulateMedia([:])
        let full = try Self.computed(browser, property: "transition-timing-function", names: ["--motion-curve-bouncy-easing"])
        try browser.emulateMedia(["prefers-reduced-motion": "reduce"])
        let reduced = try Self.computed(browser, property: "transition-timing-function", names: ["--motion-curve-bouncy-easing"])
        XCTAssertNotEqual(full, reduced)
        XCTAssertTrue(full[0].hasPrefix("linear("), full[0])
    }

    /// Every spring token: the easing Chromium computed stays within 1 % of the exact spring and
    /// the duration is its 0.1 % settle time, with and without reduced motion.
    private func checkSprings(_ browser: HeadlessChromium, _ registry: Registry, name: String) throws {
        let role = MotionRole.detect(in: registry.modifiers)
        var full = registry.resolveDefault().tokens
        var reducedSet: ResolvedTokenSet?
        if let role {
            full = registry.resolve(registry.defaultChoice.map { $0.modifier == role.modifier ? ContextChoice(modifier: role.modifier, context: role.full) : $0 }).tokens
            reducedSet = registry.resolve(registry.defaultChoice.map { $0.modifier == role.modifier ? ContextChoice(modifier: role.modifier, context: role.reduced) : $0 }).tokens
        }
        let reduced = ReduceMotionResolver().reduce(full: full, reduced: reducedSet).values
        var checked = 0
        for (features, reducedMotion) in [([String: String](), false), (["prefers-reduced-motion": "reduce"], true)] {
            try browser.emulateMedia(features)
            for (path, token) in full.tokens {
                let value = reducedMotion ? (reduced[path]?.value ?? token.value) : token.value
                guard case .spring(let spring)? = value.curve else { continue }
                let base = Self.cssName(path)
                let easing = try Self.computed(browser, property: "transition-timing-function", names: ["\(base)-easing"])[0]
                let duration = try Self.computed(browser, property: "transition-duration", names: ["\(base)-duration"])[0]
                let points = try XCTUnwrap(Self.parseLinear(easing), "\(name) \(path): \(easing)")
                let seconds = try XCTUnwrap(Double(duration.dropLast()), duration)
                let settle = spring.settlingTime(epsilon: 0.001)
                XCTAssertEqual(seconds, settle, accuracy: 0.0005, "\(name) \(path) duration")
                // Interpolated as CSS does (LinearEasingTests checks the interpolation itself).
                let curve = LinearEasing(points: points.map { LinearEasing.Point(x: $0.x, y: $0.y) }, duration: seconds)
                var worst = 0.0
                for index in 0...20_000 {
                    let x = Double(index) / 20_000
                    worst = max(worst, abs(spring.value(at: x * settle) - curve.value(atFraction: x)))
                }
                XCTAssertLessThanOrEqual(worst, 0.01, "\(name) \(path) reduced=\(reducedMotion): \(easing.prefix(60))…")
                checked += 1
            }
        }
        if name == "built-in" { XCTAssertGreaterThan(checked, 10) }
    }

    // MARK: Helpers

    static func page(_ registry: Registry, name: String, for test: XCTestCase) throws -> URL {
        let folder = try TestPaths.scratch("css-\(name)", for: test)
        let css = try PlatformExport.files(.css, registry: registry)[0].contents
        try css.write(to: folder.appendingPathComponent("tokens.css"), atomically: true, encoding: .utf8)
        let html = "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>tokens</title><link rel=\"stylesheet\" href=\"tokens.css\"></head><body><p id=\"probe\">probe</p></body></html>"
        let page = folder.appendingPathComponent("index.html")
        try html.write(to: page, atomically: true, encoding: .utf8)
        return page
    }

    /// The computed `property` of an element whose `property` is `var(NAME)`, for each name.
    static func computed(_ browser: HeadlessChromium, property: String, names: [String]) throws -> [String] {
        let list = String(decoding: try JSONSerialization.data(withJSONObject: names), as: UTF8.self)
        let script = """
            JSON.stringify(\(list).map(name => { const e = document.getElementById('probe'); \
            e.style.setProperty('\(property)', 'var(' + name + ')'); \
            return getComputedStyle(e).getPropertyValue('\(property)'); }))
            """
        let json = try browser.evaluate(script)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String])
    }

    /// `color.systemBlue` → `--color-system-blue` (the documented rule; see the type comment).
    static func cssName(_ path: String) -> String {
        var words: [String] = []
        for segment in path.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
            var word = ""
            for character in segment {
                if character.isUppercase, let last = word.last, last.isLowercase || last.isNumber {
                    words.append(word)
                    word = ""
                }
                word.append(character)
            }
            if !word.isEmpty { words.append(word) }
        }
        return "--" + words.map { $0.lowercased() }.joined(separator: "-")
    }

    /// `rgb(0, 122, 255)` / `rgba(0, 0, 0, 0.6)` (CSSOM serialization of a computed color).
    static func parseColor(_ text: String) -> RGBA? {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        let numbers = text[text.index(after: open)..<text.index(before: text.endIndex)]
            .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 3 || numbers.count == 4 else { return nil }
        return RGBA(r: numbers[0] / 255, g: numbers[1] / 255, b: numbers[2] / 255, a: numbers.count == 4 ? numbers[3] : 1)
    }

    /// Chromium's computed `linear()`: `linear(0 0%, 0.005 1.13%, …, 1 100%)` (every stop
    /// positioned); a stop without a position is spread as CSS Easing §2.3 says only at the ends here.
    static func parseLinear(_ text: String) -> [(x: Double, y: Double)]? {
        guard text.hasPrefix("linear("), text.hasSuffix(")") else { return nil }
        let stops = text.dropFirst(7).dropLast().split(separator: ",").map { $0.split(separator: " ") }
        var points: [(x: Double, y: Double)] = []
        for (index, stop) in stops.enumerated() {
            guard let y = Double(stop[0]) else { return nil }
            var x: Double = index == 0 ? 0 : 1
            if stop.count >= 2 {
                guard stop[1].hasSuffix("%"), let percent = Double(stop[1].dropLast()) else { return nil }
                x = percent / 100
            } else if index != 0 && index != stops.count - 1 {
                return nil
            }
            points.append((max(x, points.last?.x ?? 0), y))
        }
        return points
    }
}
