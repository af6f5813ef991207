import ColorScience
import DesignTokens
import Diagnostics
import JSONSource
import XCTest

/// Group-level properties through export, and the finer points of group extension.
final class GroupExportAndExtendsTests: XCTestCase {
    func testGroupExtensionsAndDescriptionSurviveNestedExport() throws {
        let registry = try loadFixture("group-export/tokens.json")
        let output = Exporter(registry: registry, options: .init(format: .json, layout: .nested)).export(registry.defaultChoice)
        let palette = try XCTUnwrap(output.json["palette"])
        XCTAssertEqual(palette["$description"], "Brand palette")
        XCTAssertEqual(palette["$type"], "color")
        // Unknown vendor data on a group is preserved verbatim (Format §5.2.3).
        XCTAssertEqual(palette["$extensions"]?["com.example.figma"]?["collection"], "Brand")
        XCTAssertEqual(palette["$extensions"]?["com.example.figma"]?["modeIds"], ["1:0", "1:1"])
        // Group properties come before the children, as authors write them.
        XCTAssertEqual(palette.objectValue?.first?.0, "$type")
    }

    func testTokensCopiedByExtendsKeepTheTypeTheirGroupInherited() throws {
        // palette.brand has no $type of its own; it inherits "color" from palette. The copies
        // under button must stay colors rather than become untyped.
        let registry = try loadFixture("group-export/tokens.json")
        let resolution = registry.resolveDefault()
        XCTAssertEqual(resolution.findings.filter { $0.severity == .error }.map(\.rule), [], describe(resolution.findings))
        XCTAssertEqual(resolution.tokens["button.primary"]?.type, .color)
        XCTAssertEqual(resolution.tokens["button.primary"]?.value.colorValue?.hex, "#0066cc")
        XCTAssertEqual(resolution.tokens["button.accent"]?.value.colorValue?.hex, "#ffffff", "the local token replaces the inherited one")
    }

    func testARefToAGroupWithoutChildrenCopiesTheGroup() throws {
        // {"$ref": "#/palette/brand"} is the JSON-Schema spelling of $extends (Format §6.4.1).
        let registry = try loadFixture("group-export/tokens.json")
        let tokens = registry.resolveDefault().tokens
        XCTAssertEqual(tokens["link.primary"]?.value.colorValue?.hex, "#0066cc")
        XCTAssertEqual(tokens["link.accent"]?.value.colorValue?.hex, "#cc0066")
        XCTAssertNil(tokens["link"], "the reference makes a group, not a token")
    }

    func testMotionCoveredOnlyByThePolicyIsReportedAsInfo() throws {
        let registry = try loadFixture("reduce-motion/policy.tokens.json")
        let check = RegistryCheck(registry: registry)
        let info = check.findings.filter { $0.rule == RegistryRule.reducedMotion.id && $0.severity == .info }
        XCTAssertFalse(info.isEmpty, describe(check.findings))
        XCTAssertTrue(info.allSatisfy { $0.message.contains("default policy") })
        XCTAssertEqual(check.errorCount, 0, describe(check.findings))
    }

    func testBuiltInRegistryDeclaresEveryReducedMotionValue() {
        // Every motion token of the built-in registry has a value in its reduced context, so
        // the policy never has to step in (and no info finding appears).
        let check = RegistryCheck(registry: .builtIn())
        XCTAssertEqual(check.findings.map(\.rule), [], describe(check.findings))
    }
}

final class MotionRoleTests: XCTestCase {
    func testAModifierDeclaredAsTheMotionRoleIsUsedWhateverItsName() throws {
        let registry = try loadFixture("motion-role/app.resolver.json")
        let role = try XCTUnwrap(MotionRole.detect(in: registry.modifiers))
        XCTAssertEqual(role, MotionRole(modifier: "animations", full: "standard", reduced: "reduce"))
        let output = Exporter(registry: registry, options: .init(layout: .flat, reduceMotion: true)).export(registry.defaultChoice)
        XCTAssertEqual(output.choice, [ContextChoice(modifier: "animations", context: "reduce")])
        XCTAssertEqual(output.json["motion.pop"]?["$extensions"]?["org.tokenlint"]?["reducedMotionSource"], "context")
        XCTAssertEqual(output.json["motion.pop"]?["$value"]?["bounce"], 0)
    }

    func testTheBuiltInRegistryDeclaresItsRoles() {
        let roles = Registry.builtIn().modifiers.map { "\($0.name):\($0.role ?? "-")" }
        XCTAssertEqual(roles, ["appearance:appearance", "contrast:contrast", "dynamicType:dynamicType", "motion:motion"])
    }
}
