import DesignTokens
import Diagnostics
import SpecLint
import XCTest

/// The accessibility roles of a Figma collection's modes (docs/figma.md, Variables: /dark/ → appearance dark,
/// /light/ → light, /high contrast|increased/ → contrast increased), read from the mode names
/// by default and from the config's `contexts:` otherwise.
final class FigmaModeRolesTests: XCTestCase {
    private func figmaRegistry() throws -> Registry {
        let path = LintHarness.packageRoot.appendingPathComponent("Tests/Fixtures/tokens/figma-variables/export").path
        let registry = Registry.load(path: path)
        XCTAssertFalse(registry.hasInputErrors, registry.loadFindings.map(\.description).joined(separator: "\n"))
        return registry
    }

    /// Light, Dark, Light High Contrast, Dark High Contrast in one "Color" modifier: contrast is
    /// folded into the appearance, as in Apple's light, light_ax, dark, dark_ax.
    func testHighContrastModesFoldIntoTheAppearanceModifier() throws {
        let registry = try figmaRegistry()
        let (roles, findings) = ContextRoles.detect(in: registry.modifiers, overrides: .init(), configFile: nil)
        XCTAssertEqual(findings.map(\.message), [])
        XCTAssertEqual(roles.appearance, "Color")
        XCTAssertEqual(roles.increasedContrast?.modifier, "Color")
        XCTAssertEqual(roles.increasedContrast?.contexts, ["Light High Contrast", "Dark High Contrast"])
        let space = EvaluationSpace(registry: registry, roles: roles)
        // Every mode is a contrast permutation; only the two high-contrast ones are increased.
        XCTAssertEqual(space.contrastFamily.map { $0.first { $0.modifier == "Color" }?.context }, ["Light", "Dark", "Light High Contrast", "Dark High Contrast"])
        XCTAssertEqual(space.contrastFamily.map(space.isIncreasedContrast), [false, false, true, true])
    }

    /// The config's `contexts:` wins over the names: here it says only "Dark High Contrast" is
    /// an increased-contrast context.
    func testTheConfigOverridesTheModeNames() throws {
        let registry = try figmaRegistry()
        let (config, configFindings) = try decodeConfig("contexts: {appearance: Color, increasedContrast: {Color: [Dark High Contrast]}}\n")
        XCTAssertEqual(configFindings.map(\.message), [])
        let (roles, findings) = ContextRoles.detect(in: registry.modifiers, overrides: config.roles, configFile: ".tokenlint.yml")
        XCTAssertEqual(findings.map(\.message), [])
        XCTAssertEqual(roles.increasedContrast?.contexts, ["Dark High Contrast"])
    }
}
