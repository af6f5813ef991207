import DesignTokens
import Diagnostics
import SpecLint
import XCTest

/// Increase Contrast in a registry that folds contrast into its appearance modifier (`theme`:
/// light, light_ax, dark, dark_ax, as Apple's own resolver does), and contrast/increased's help
/// (docs/rules.md, contrast/increased: a custom color gets a variant, a system color another color).
final class IncreaseContrastPairingTests: XCTestCase {
    /// One token file per theme context. `ink` fails only in light (light_ax repairs it);
    /// `ink2` fails in dark (dark_ax repairs it) and in light_ax; `brand` has no increased
    /// variant (the same value in light and light_ax), `accent` has one that is still below 7:1.
    private static func themeFile(ink: String, ink2: String, surface: String, panel: String, brand: String, accent: String) -> String {
        // DTCG 2025.10 colors: sRGB components from the hex digits.
        func color(_ hex: String) -> String {
            let digits = Array(hex.dropFirst())
            let components = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? 0) / 255 }
            return "{ \"$value\": { \"colorSpace\": \"srgb\", \"components\": [\(components.map { "\($0)" }.joined(separator: ", "))], \"hex\": \"\(hex)\" } }"
        }
        return """
            { "color": { "$type": "color",
              "ink": \(color(ink)), "ink2": \(color(ink2)), "surface": \(color(surface)),
              "panel": \(color(panel)), "brand": \(color(brand)), "accent": \(color(accent)) } }
            """
    }

    private static let files: [String: String] = [
        "app.resolver.json": """
            {
              "version": "2025.10",
              "modifiers": {
                "theme": {
                  "contexts": {
                    "light": [ { "$ref": "light.tokens.json" } ], "light_ax": [ { "$ref": "light_ax.tokens.json" } ],
                    "dark": [ { "$ref": "dark.tokens.json" } ], "dark_ax": [ { "$ref": "dark_ax.tokens.json" } ]
                  },
                  "default": "light"
                }
              },
              "resolutionOrder": [ { "$ref": "#/modifiers/theme" } ]
            }
            """,
        "light.tokens.json": themeFile(ink: "#777777", ink2: "#000000", surface: "#FFFFFF", panel: "#F2F2F2", brand: "#595959", accent: "#595959"),
        "light_ax.tokens.json": themeFile(ink: "#595959", ink2: "#777777", surface: "#FFFFFF", panel: "#F2F2F2", brand: "#595959", accent: "#555555"),
        "dark.tokens.json": themeFile(ink: "#FFFFFF", ink2: "#595959", surface: "#000000", panel: "#000000", brand: "#A6A6A6", accent: "#A6A6A6"),
        "dark_ax.tokens.json": themeFile(ink: "#FFFFFF", ink2: "#FFFFFF", surface: "#000000", panel: "#000000", brand: "#A6A6A6", accent: "#C0C0C0"),
    ]

    private func linter(_ change: (inout LintConfiguration) -> Void = { _ in }) throws -> Linter {
        let registry = Registry.load(path: "app.resolver.json", provider: StringSourceProvider(files: Self.files))
        XCTAssertFalse(registry.hasInputErrors, "\(registry.loadFindings)")
        var config = LintConfiguration()
        change(&config)
        let linter = LintHarness.linter(registry: registry, config: config)
        // The roles come from the names (ContextRoles: `theme` is the appearance, `_ax` contexts
        // mean Increase Contrast), as docs/tokens.md describes for Apple's folded resolver.
        XCTAssertEqual(linter.space.roles.appearance, "theme")
        XCTAssertEqual(linter.space.roles.increasedContrast?.contexts, ["light_ax", "dark_ax"])
        XCTAssertEqual(linter.space.contrastFamily.count, 4, "one permutation per theme context")
        return linter
    }

    // MARK: Pairing (HIG fallback under apple-hig)

    /// HIG Accessibility: "If your app doesn't provide this minimum contrast by default, ensure it
    /// at least provides a higher contrast color scheme when the system setting Increase Contrast
    /// is turned on." light fails 4.5:1, light_ax (its counterpart) passes: a warning.
    func testFailureInLightRepairedByLightAXIsAWarning() throws {
        XCTAssertLessThan(IndependentWCAG.ratio("#777777", "#FFFFFF"), 4.5, "the premise: light fails")
        XCTAssertGreaterThanOrEqual(IndependentWCAG.ratio("#595959", "#FFFFFF"), 4.5, "the premise: light_ax passes")
        let report = LintHarness.lintComponents("""
            - {id: title, role: text, foreground: "{color.ink}", background: "{color.surface}", font: {size: 17}}
            """, with: try linter())
        let finding = try XCTUnwrap(report.assertFinding("contrast/text", "title", .warning))
        XCTAssertEqual(finding.contexts, contexts([[("theme", "light")]]), describe(finding.contexts))
        XCTAssertTrue(finding.help?.contains("Increase Contrast repairs this") == true, finding.help ?? "")
    }

    /// dark fails, dark_ax passes, light_ax fails. dark pairs with dark_ax (named after it), not
    /// with light_ax: dark is softened to a warning, so the finding's worst *error* (the one its
    /// message and measurement quote) is light_ax's, which has no counterpart to repair it. Were
    /// dark paired with light_ax, dark would stay an error, and its lower ratio would be quoted.
    func testDarkPairsWithDarkAXNotWithLightAX() throws {
        let lightAX = IndependentWCAG.ratio("#777777", "#FFFFFF")
        let dark = IndependentWCAG.ratio("#595959", "#000000")
        XCTAssertLessThan(dark, lightAX, "the premise: dark is the lower ratio")
        XCTAssertLessThan(lightAX, 4.5)
        XCTAssertGreaterThanOrEqual(IndependentWCAG.ratio("#FFFFFF", "#000000"), 4.5, "the premise: dark_ax passes")
        let report = LintHarness.lintComponents("""
            - {id: title, role: text, foreground: "{color.ink2}", background: "{color.surface}", font: {size: 17}}
            """, with: try linter())
        let finding = try XCTUnwrap(report.assertFinding("contrast/text", "title", .error))
        XCTAssertEqual(Set(finding.contexts), Set(contexts([[("theme", "dark")], [("theme", "light_ax")]])), describe(finding.contexts))
        let measured = try XCTUnwrap(finding.measured)
        XCTAssertEqual(measured, lightAX, accuracy: 0.0001, "the error quoted is light_ax's: \(finding.message)")
        XCTAssertFalse(finding.help?.contains("Increase Contrast repairs this") == true, "light_ax has nothing to repair it: \(finding.help ?? "")")
    }

    /// The same failures under wcag-aa: every context judged alike, no fallback.
    func testOtherProfilesHaveNoFallback() throws {
        let report = LintHarness.lintComponents("""
            - {id: title, role: text, foreground: "{color.ink}", background: "{color.surface}", font: {size: 17}}
            """, with: try linter { $0.profile = .wcagAA })
        report.assertFinding("contrast/text", "title", .error)
    }

    // MARK: contrast/increased help

    private func increasedFinding(_ components: String, linter: Linter) throws -> Finding {
        let report = LintHarness.lintComponents(components, with: linter)
        report.assertPassed("contrast/text", "title")
        return try XCTUnwrap(report.assertFinding("contrast/increased", "title", .warning))
    }

    /// A custom token whose increased-contrast value is its standard value: give it a variant.
    func testCustomTokenWithoutVariantIsToldToAddOne() throws {
        let ratio = IndependentWCAG.ratio("#595959", "#F2F2F2")
        XCTAssertTrue((4.5..<7).contains(ratio), "the premise: passes the minimum, misses the 7:1 goal (\(ratio))")
        let finding = try increasedFinding("""
            - {id: title, role: text, foreground: "{color.brand}", background: "{color.panel}", font: {size: 17}}
            """, linter: try linter { $0.rules["contrast/increased"] = RuleSetting(severity: .warning) })
        XCTAssertEqual(finding.contexts, contexts([[("theme", "light_ax")]]), describe(finding.contexts))
        XCTAssertTrue(finding.help?.hasPrefix("Give {color.brand} an increased-contrast variant") == true, finding.help ?? "")
    }

    /// A custom token that already has an increased-contrast value (#555555, not #595959): raise it.
    func testCustomTokenWithVariantIsToldToRaiseIt() throws {
        let ratio = IndependentWCAG.ratio("#555555", "#F2F2F2")
        XCTAssertTrue((4.5..<7).contains(ratio), "the premise: the variant still misses 7:1 (\(ratio))")
        let finding = try increasedFinding("""
            - {id: title, role: text, foreground: "{color.accent}", background: "{color.panel}", font: {size: 17}}
            """, linter: try linter { $0.rules["contrast/increased"] = RuleSetting(severity: .warning) })
        let help = try XCTUnwrap(finding.help)
        XCTAssertTrue(help.hasPrefix("Raise the increased-contrast value of {color.accent}"), help)
        XCTAssertFalse(help.contains("Give"), help)
    }

    /// A built-in system color: Apple sets its increased-contrast value (HIG Color: system colors
    /// adapt to Increase Contrast), so the fix is another system or semantic color, not a variant.
    /// {color.link} is #007AFF in light and light increased (tokens/appearance, tokens/contrast).
    func testSystemColorIsToldToUseAnotherSystemColor() throws {
        let ratio = IndependentWCAG.ratio("#007AFF", "#000000")
        XCTAssertTrue((4.5..<7).contains(ratio), "the premise: passes the minimum, misses the 7:1 goal (\(ratio))")
        let finding = try increasedFinding("""
            - {id: title, role: text, foreground: "{color.link}", background: "#000000", font: {size: 17}}
            """, linter: LintHarness.builtIn { $0.rules["contrast/increased"] = RuleSetting(severity: .warning) })
        let help = try XCTUnwrap(finding.help)
        XCTAssertTrue(help.contains("system color") && help.contains("another system or semantic color"), help)
        XCTAssertFalse(help.contains("variant"), help)
    }

    /// A literal cannot change with the setting: it takes a system or semantic token.
    func testLiteralIsToldToUseAToken() throws {
        let finding = try increasedFinding("""
            - {id: title, role: text, foreground: "#595959", background: "#F2F2F2", font: {size: 17}}
            """, linter: LintHarness.builtIn { $0.rules["contrast/increased"] = RuleSetting(severity: .warning) })
        let help = try XCTUnwrap(finding.help)
        XCTAssertTrue(help.hasPrefix("Use a system or semantic color token"), help)
    }
}
