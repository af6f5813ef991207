import DesignSpec
import DesignTokens
import Diagnostics
import Foundation
import JSONSource
import SpecLint
import XCTest

/// Builds small specs for the edge-case tests: `tokenlint: 1`, optional platform and canvas, and
/// the given component list (YAML lines, indented under `components:`).
enum SpecText {
    static func spec(_ components: String, platform: String? = nil, canvas: String? = nil) -> String {
        var text = "tokenlint: 1\n"
        if let platform { text += "platform: \(platform)\n" }
        if let canvas { text += "canvas: \"\(canvas)\"\n" }
        text += "components:\n"
        for line in components.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            text += "  \(line)\n"
        }
        return text
    }
}

extension LintHarness {
    /// A linter over the built-in registry with a configuration changed by `change`.
    static func builtIn(_ change: (inout LintConfiguration) -> Void) -> Linter {
        var config = LintConfiguration()
        change(&config)
        return linter(registry: .builtIn(), config: config)
    }

    /// Lints `components` (YAML lines) with `linter`, failing the test when the spec does not parse.
    static func lintComponents(_ components: String, platform: String? = nil, canvas: String? = nil, with linter: Linter = builtIn,
                               file: StaticString = #filePath, line: UInt = #line) -> FileReport {
        let yaml = SpecText.spec(components, platform: platform, canvas: canvas)
        let report = lint(yaml, with: linter)
        XCTAssertNil(report.inputError, "the test spec does not parse:\n\(yaml)", file: file, line: line)
        let structure = report.checks.filter { $0.rule.rawValue.hasPrefix("spec/") }.compactMap(\.finding)
        XCTAssertEqual(structure.map(\.message), [], "the test spec has structure problems:\n\(yaml)", file: file, line: line)
        return report
    }
}

extension FileReport {
    /// The check of `rule` on `component`, nil when the rule was not evaluated on it.
    func check(_ rule: String, _ component: String) -> Check? {
        checks.first { $0.rule.rawValue == rule && $0.subject == component }
    }

    /// The active (unsuppressed) finding of `rule` on `component`.
    func finding(_ rule: String, _ component: String) -> Finding? {
        guard let check = check(rule, component), case .finding(let finding) = check.outcome else { return nil }
        return finding
    }

    /// Asserts `rule` was evaluated on `component` and passed.
    func assertPassed(_ rule: String, _ component: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let check = check(rule, component) else {
            XCTFail("\(rule) was not evaluated on \(component):\n\(describe)", file: file, line: line)
            return
        }
        guard case .passed = check.outcome else {
            XCTFail("\(rule) on \(component) did not pass: \(check.outcome)", file: file, line: line)
            return
        }
    }

    /// Asserts `rule` fired on `component` with `severity` and returns the finding.
    @discardableResult
    func assertFinding(_ rule: String, _ component: String, _ severity: Severity,
                       file: StaticString = #filePath, line: UInt = #line) -> Finding? {
        guard let finding = finding(rule, component) else {
            XCTFail("\(rule) did not fire on \(component):\n\(describe)", file: file, line: line)
            return nil
        }
        XCTAssertEqual(finding.severity, severity, "\(rule) on \(component): \(finding.message)", file: file, line: line)
        XCTAssertEqual(finding.component, component, file: file, line: line)
        return finding
    }

    /// Asserts `rule` was not evaluated at all on `component` (exempt, or not applicable).
    func assertNotEvaluated(_ rule: String, _ component: String, file: StaticString = #filePath, line: UInt = #line) {
        if let check = check(rule, component) {
            XCTFail("\(rule) was evaluated on \(component) (expected no check): \(check.outcome)", file: file, line: line)
        }
    }
}

/// `[[appearance=light]]` from `[["appearance": "light"]]`, for comparing `Finding.contexts`.
func contexts(_ list: [[(String, String)]]) -> [[ContextChoice]] {
    list.map { $0.map { ContextChoice(modifier: $0.0, context: $0.1) } }
}

func describe(_ contexts: [[ContextChoice]]) -> String {
    "[" + contexts.map { "[" + $0.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",") + "]" }.joined(separator: ", ") + "]"
}

/// WCAG 2.2 contrast written from its definitions and ACT afw4f7, sharing no code with ColorScience: 8-bit
/// sRGB, the 0.04045 threshold, compositing in gamma-encoded sRGB, unrounded.
enum IndependentWCAG {
    /// (r, g, b) 0…255 and alpha 0…1.
    struct RGBA { var r, g, b, a: Double }

    static func hex(_ text: String, alpha: Double = 1) -> RGBA {
        let digits = Array(text.dropFirst())
        func byte(_ i: Int) -> Double { Double(Int(String(digits[i..<(i + 2)]), radix: 16)!) }
        let a = digits.count == 8 ? byte(6) / 255 : 1
        return RGBA(r: byte(0), g: byte(2), b: byte(4), a: a * alpha)
    }

    static func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
        RGBA(r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a),
             b: top.b * top.a + bottom.b * (1 - top.a), a: 1)
    }

    static func luminance(_ c: RGBA) -> Double {
        func linear(_ v: Double) -> Double {
            let s = v / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// The ratio of `foreground` composited over the opaque `background`.
    static func ratio(_ foreground: RGBA, over background: RGBA) -> Double {
        let fg = over(foreground, background)
        let (a, b) = (luminance(fg), luminance(background))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    static func ratio(_ foreground: String, _ background: String) -> Double {
        ratio(hex(foreground), over: hex(background))
    }

    static let black = RGBA(r: 0, g: 0, b: 0, a: 1)
    static let white = RGBA(r: 255, g: 255, b: 255, a: 1)
}

/// Files below Tests/Fixtures (part of the repository: a missing one fails the test, never skips it).
enum FixtureFiles {
    static let root = LintHarness.packageRoot.appendingPathComponent("Tests/Fixtures")

    static func require(_ relative: String) throws -> String {
        let url = root.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        return url.path
    }
}

/// A configuration decoded from YAML text, as `.tokenlint.yml` would be.
func decodeConfig(_ yaml: String, file: String = ".tokenlint.yml", directory: String = "/project",
                  sourceFile: StaticString = #filePath, line: UInt = #line) throws -> (LintConfiguration, [Finding]) {
    switch StructuredDocument.parse(file: file, bytes: Array(yaml.utf8)) {
    case .success(let tree):
        return LintConfiguration.decode(tree.root, file: file, directory: directory)
    case .failure(let finding):
        XCTFail("config does not parse: \(finding)", file: sourceFile, line: line)
        throw finding
    }
}
