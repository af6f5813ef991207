import ColorScience
import DesignTokens
import Diagnostics
import XCTest

/// Group `$extends` and its JSON-Schema twin, a group `$ref` next to children (Format §6.4).
final class ExtendsTests: XCTestCase {
    func testInheritedTokensAppearUnderTheExtendingGroup() throws {
        let resolution = try loadFixture("extends/inherit.tokens.json").resolveDefault()
        XCTAssertEqual(resolution.findings, [], describe(resolution.findings))
        let text = try XCTUnwrap(resolution.tokens["button-primary.text"], "inherited token")
        XCTAssertEqual(text.value.colorValue, Color(space: .srgb, components: [1, 1, 1]))
        let width = try XCTUnwrap(resolution.tokens["button-primary.border.width"], "inherited nested group")
        XCTAssertEqual(width.value.dimensionValue, Dimension(value: 1, unit: .px))
        XCTAssertNotNil(resolution.tokens["button-primary.focus"], "local token added")
        // The base group itself is untouched.
        XCTAssertNil(resolution.tokens["button.focus"])
        XCTAssertEqual(resolution.tokens["button.background"]?.value.colorValue, Color(space: .srgb, components: [0, 0.4, 0.8]))
    }

    func testLocalTokenReplacesTheInheritedTokenWholeNotPropertyByProperty() throws {
        let resolution = try loadFixture("extends/inherit.tokens.json").resolveDefault()
        let background = try XCTUnwrap(resolution.tokens["button-primary.background"])
        XCTAssertEqual(background.value.colorValue, Color(space: .srgb, components: [0.8, 0, 0.4]))
        XCTAssertNil(background.description, "the inherited $description must not be merged into the local token")
        XCTAssertEqual(resolution.tokens["button.background"]?.description, "base background")
    }

    func testNestedGroupsDeepMergeSoTokensAtDifferentPathsCoexist() throws {
        let resolution = try loadFixture("extends/inherit.tokens.json").resolveDefault()
        XCTAssertEqual(resolution.tokens["button-primary.border.width"]?.value.dimensionValue, Dimension(value: 1, unit: .px), "inherited")
        XCTAssertEqual(resolution.tokens["button-primary.border.color"]?.value.colorValue, Color(space: .srgb, components: [0, 0, 0]), "local")
        XCTAssertEqual(resolution.tokens["button-primary.border.color"]?.type, .color)
        XCTAssertNil(resolution.tokens["button.border.color"], "the base group is not changed by its extension")
    }

    func testGroupTypeIsInheritedThroughExtension() throws {
        let resolution = try loadFixture("extends/inherit.tokens.json").resolveDefault()
        XCTAssertEqual(resolution.tokens["button-primary.focus"]?.type, .color, "a local untyped token takes the extended group's $type")
        XCTAssertEqual(resolution.tokens["button-primary.text"]?.type, .color)
        XCTAssertEqual(resolution.tokens["button-primary.border.width"]?.type, .dimension)
    }

    func testGroupRefNextToChildrenBehavesLikeExtends() throws {
        let resolution = try loadFixture("extends/schema-ref.tokens.json").resolveDefault()
        XCTAssertEqual(resolution.findings, [], describe(resolution.findings))
        XCTAssertEqual(resolution.tokens["button-primary.text"]?.value.colorValue, Color(space: .srgb, components: [1, 1, 1]))
        XCTAssertEqual(resolution.tokens["button-primary.text"]?.type, .color)
        XCTAssertEqual(resolution.tokens["button-primary.background"]?.value.colorValue, Color(space: .srgb, components: [0.8, 0, 0.4]))
        XCTAssertEqual(resolution.tokens["button-primary.focus"]?.type, .color)
        XCTAssertEqual(Set(resolution.tokens.paths),
                       ["button.background", "button.text", "button-primary.background", "button-primary.text", "button-primary.focus"])
    }

    func testExtendsNamingATokenIsInvalidExtends() throws {
        let resolution = try loadFixture("extends/invalid-target.tokens.json").resolveDefault()
        assertFinding(resolution.findings, rule: .invalidExtends, token: "to-token",
                      at: ("extends/invalid-target.tokens.json", 7, 17), messageContains: ["{base.solid}", "token"])
    }

    func testExtendsNamingNothingIsInvalidExtendsWithSuggestion() throws {
        let resolution = try loadFixture("extends/invalid-target.tokens.json").resolveDefault()
        assertFinding(resolution.findings, rule: .invalidExtends, token: "to-nothing",
                      at: ("extends/invalid-target.tokens.json", 10, 17), messageContains: ["{bsae}", "did you mean 'base'"])
        XCTAssertEqual(resolution.findings.count, 2, describe(resolution.findings))
    }

    func testTwoGroupExtendsCycleReportsBothGroups() throws {
        let resolution = try loadFixture("extends/cycle.tokens.json").resolveDefault()
        let cycles = resolution.findings.filter { $0.rule == RegistryRule.circularReference.id }
        XCTAssertEqual(cycles.map(\.token).sorted { ($0 ?? "") < ($1 ?? "") }, ["a", "b"], describe(resolution.findings))
        assertFinding(cycles, rule: .circularReference, token: "a", at: ("extends/cycle.tokens.json", 3, 17), messageContains: ["{a} → {b} → {a}"])
        assertFinding(cycles, rule: .circularReference, token: "b", at: ("extends/cycle.tokens.json", 7, 17), messageContains: ["{a} → {b} → {a}"])
        // Unrelated groups still resolve; the groups on the cycle keep their own tokens.
        XCTAssertEqual(resolution.tokens["ok.three"]?.value.numberValue, 3)
        XCTAssertEqual(resolution.tokens["a.one"]?.value.numberValue, 1)
    }

    func testThreeGroupExtendsCycleReportsEachGroupOnceWithTheCycle() throws {
        let resolution = try loadFixture("extends/cycle3.tokens.json").resolveDefault()
        let cycles = resolution.findings.filter { $0.rule == RegistryRule.circularReference.id }
        XCTAssertEqual(cycles.compactMap(\.token).sorted(), ["a", "b", "c"], "every group on the cycle, each once:\n\(describe(cycles))")
        for finding in cycles {
            XCTAssertTrue(finding.message.contains("{a} → {b} → {c} → {a}"), "message names the cycle: \(finding.message)")
        }
        assertFinding(cycles, rule: .circularReference, token: "a", at: ("extends/cycle3.tokens.json", 2, 22))
        assertFinding(cycles, rule: .circularReference, token: "b", at: ("extends/cycle3.tokens.json", 3, 22))
        assertFinding(cycles, rule: .circularReference, token: "c", at: ("extends/cycle3.tokens.json", 4, 22))
    }

    func testGroupExtendingItsOwnAncestorIsCircular() throws {
        let resolution = try loadFixture("extends/ancestor.tokens.json").resolveDefault()
        assertFinding(resolution.findings, rule: .circularReference, token: "theme.nested",
                      at: ("extends/ancestor.tokens.json", 6, 19), messageContains: ["{theme}", "ancestor"])
        XCTAssertEqual(resolution.tokens["theme.nested.two"]?.value.numberValue, 2, "the group keeps its own tokens")
        XCTAssertNil(resolution.tokens["theme.nested.one"], "nothing is inherited over a cycle")
    }

    func testBrokenExtendsOfAGroupThatOthersExtendIsReportedOnce() throws {
        let resolution = try loadFixture("extends/shared-broken-base.tokens.json").resolveDefault()
        XCTAssertEqual(resolution.findings.count, 1, "b is expanded as a target and in the tree walk; one problem, one finding:\n\(describe(resolution.findings))")
        assertFinding(resolution.findings, rule: .invalidExtends, token: "b", at: ("extends/shared-broken-base.tokens.json", 3, 22),
                      messageContains: ["{nope}"])
        XCTAssertEqual(resolution.tokens["a.t"]?.value.numberValue, 1, "groups extending b still get its own tokens")
        XCTAssertEqual(resolution.tokens["c.t"]?.value.numberValue, 1)
    }
}
