import ColorScience
import DesignTokens
import Diagnostics
import XCTest

/// Resolver documents (Resolver module 2025.10): sets, modifiers, resolutionOrder, sources
/// relative to the resolver file, input validation, aliases after flattening, permutations.
final class ResolverDocumentTests: XCTestCase {
    private let basic = "resolver-basic/config/theme.resolver.json"

    // MARK: Structure

    func testResolverInASubfolderLoadsSourcesRelativeToItselfWithoutFindings() throws {
        let registry = try loadFixture(basic)
        XCTAssertEqual(registry.loadFindings, [], describe(registry.loadFindings))
        XCTAssertFalse(registry.hasInputErrors)
        XCTAssertEqual(registry.name, "basic")
        let resolution = registry.resolveDefault()
        XCTAssertEqual(resolution.findings, [], describe(resolution.findings))
        XCTAssertEqual(resolution.tokens["color.neutral"]?.location.file, "resolver-basic/tokens/base.tokens.json")
    }

    func testSourcesResolveAgainstTheResolverFileNotTheWorkingDirectory() throws {
        let path = TestPaths.fixtures.appendingPathComponent(basic).path
        let registry = Registry.load(path: path, provider: DiskSourceProvider(workingDirectory: "/nonexistent-working-directory"))
        XCTAssertEqual(registry.loadFindings, [], describe(registry.loadFindings))
        let tokens = registry.resolveDefault().tokens
        XCTAssertEqual(tokens["spacing.large"]?.value.dimensionValue, Dimension(value: 24, unit: .px))
        XCTAssertEqual(tokens["spacing.large"]?.location.file,
                       TestPaths.fixtures.appendingPathComponent("resolver-basic/tokens/base-override.tokens.json").standardizedFileURL.path,
                       "outside the working directory, messages show the full path")
    }

    func testDefsAreIgnoredWithoutError() throws {
        // theme.resolver.json has a $defs entry holding a dangling "$ref"; it must not matter.
        let registry = try loadFixture(basic)
        XCTAssertTrue(registry.loadFindings.isEmpty, describe(registry.loadFindings))
    }

    func testModifiersFromRefAndInlineEntriesAreInResolutionOrder() throws {
        let registry = try loadFixture(basic)
        XCTAssertEqual(registry.modifiers.map(\.name), ["theme", "density", "size"])
        XCTAssertEqual(registry.modifiers.map(\.contexts), [["light", "dark"], ["comfortable", "compact"], ["small", "large"]])
        XCTAssertEqual(registry.modifiers.map(\.defaultContext), ["light", "comfortable", nil])
    }

    func testDefaultChoiceUsesDeclaredDefaultsAndTheFirstContextOtherwise() throws {
        let registry = try loadFixture(basic)
        XCTAssertEqual(contexts(registry.defaultChoice), ["theme": "light", "density": "comfortable", "size": "small"])
    }

    func testPermutationsAreTheProductOfContextsInResolutionOrder() throws {
        let registry = try loadFixture(basic)
        let permutations = registry.permutations
        XCTAssertEqual(permutations.count, 2 * 2 * 2)
        XCTAssertEqual(Set(permutations.map { $0.map(\.context) }).count, 8, "no permutation twice")
        for permutation in permutations {
            XCTAssertEqual(permutation.map(\.modifier), ["theme", "density", "size"], "modifiers in resolution order")
        }
        XCTAssertEqual(permutations.first.map { $0.map(\.context) }, ["light", "comfortable", "small"])
        XCTAssertEqual(permutations.last.map { $0.map(\.context) }, ["dark", "compact", "large"])
    }

    // MARK: Ordering

    func testLaterSourcesOfASetWin() throws {
        let tokens = try loadFixture(basic).resolveDefault().tokens
        XCTAssertEqual(tokens["spacing.large"]?.value.dimensionValue, Dimension(value: 24, unit: .px), "base-override.tokens.json comes second")
        XCTAssertEqual(tokens["spacing.large"]?.location.file, "resolver-basic/tokens/base-override.tokens.json")
        XCTAssertEqual(tokens["spacing.small"]?.value.dimensionValue, Dimension(value: 4, unit: .px), "tokens the later source leaves alone stay")
    }

    func testInlineSetAndInlineModifierSourcesContributeTokens() throws {
        let registry = try loadFixture(basic)
        XCTAssertEqual(registry.resolveDefault().tokens["extra.answer"]?.value.numberValue, 42)
        let compact = try XCTUnwrap(registry.resolve([("density", "compact")]))
        XCTAssertEqual(compact.tokens["spacing.small"]?.value.dimensionValue, Dimension(value: 2, unit: .px), "a later modifier wins over the set")
        XCTAssertEqual(compact.tokens["spacing.large"]?.value.dimensionValue, Dimension(value: 24, unit: .px))
        XCTAssertEqual(registry.resolve([("size", "large")])?.tokens["size.scale"]?.value.numberValue, 1.2)
        XCTAssertEqual(registry.resolveDefault().tokens["size.scale"]?.value.numberValue, 0.9)
    }

    func testAliasInBaseSetToTokenDefinedOnlyInModifierContextsResolvesPerContext() throws {
        let registry = try loadFixture(basic)
        let light = try XCTUnwrap(registry.resolve([("theme", "light")]))
        let dark = try XCTUnwrap(registry.resolve([("theme", "dark")]))
        XCTAssertEqual(light.tokens["button.fg"]?.value.colorValue, Color(space: .srgb, components: [1, 1, 1]))
        XCTAssertEqual(dark.tokens["button.fg"]?.value.colorValue, Color(space: .srgb, components: [0, 0, 0]))
        XCTAssertEqual(dark.tokens["button.fg"]?.aliasOf, "color.onBrand")
        XCTAssertTrue(light.findings.isEmpty && dark.findings.isEmpty, describe(light.findings + dark.findings))
    }

    func testModifierContextOverridingAnAliasedTokenChangesTheAlias() throws {
        let registry = try loadFixture(basic)
        let light = try XCTUnwrap(registry.resolve([("theme", "light")]))
        let dark = try XCTUnwrap(registry.resolve([("theme", "dark")]))
        XCTAssertEqual(light.tokens["button.bg"]?.value.colorValue, Color(space: .srgb, components: [0, 0, 1]), "base color.brand")
        XCTAssertEqual(dark.tokens["color.brand"]?.value.colorValue, Color(space: .srgb, components: [0.4, 0.6, 1]))
        XCTAssertEqual(dark.tokens["button.bg"]?.value.colorValue, Color(space: .srgb, components: [0.4, 0.6, 1]),
                       "aliases resolve after flattening, so button.bg follows the dark override")
        XCTAssertEqual(dark.tokens["button.bg"]?.aliasOf, "color.brand")
    }

    func testSetReferencedOnlyFromAModifierContextIsUsedThereAndNowhereElse() throws {
        for legacyFormat in [false, true] {
            let registry = try loadFixture("resolver-set-in-modifier/theme.resolver.json", legacyFormat: legacyFormat)
            assertNoFinding(registry.loadFindings, rule: .resolverUnusedSet)
            XCTAssertFalse(registry.loadFindings.contains { $0.severity == .warning && $0.message.contains("darkPalette") },
                           "darkPalette is used by theme=dark (legacyFormat \(legacyFormat)):\n\(describe(registry.loadFindings))")
            let light = try XCTUnwrap(registry.resolve([("theme", "light")]))
            let dark = try XCTUnwrap(registry.resolve([("theme", "dark")]))
            XCTAssertEqual(light.tokens["color.surface"]?.value.colorValue, Color(space: .srgb, components: [1, 1, 1]))
            XCTAssertNil(light.tokens["color.darkOnly"], "the dark set must not leak into light (legacyFormat \(legacyFormat))")
            XCTAssertEqual(dark.tokens["color.surface"]?.value.colorValue, Color(space: .srgb, components: [0, 0, 0]))
            XCTAssertNotNil(dark.tokens["color.darkOnly"])
        }
    }

    func testModifierContextReferencingAMissingSetIsInvalidReference() throws {
        let registry = try loadFixture("resolver-set-in-modifier/theme.resolver.json")
        assertFinding(registry.loadFindings, rule: .resolverInvalidReference, at: ("resolver-set-in-modifier/theme.resolver.json", 12, 27),
                      messageContains: ["dimPalette"])
    }

    // MARK: Inputs

    func testUnknownModifierInputIsRejectedWithTheSpecMessage() throws {
        let registry = try loadFixture(basic)
        guard case .failure(let error) = registry.choice(for: [("foo", "x")]) else { return XCTFail("input accepted") }
        XCTAssertTrue(error.messages.contains { $0.hasPrefix("unknown modifier \"foo\"") }, "\(error.messages)")
        XCTAssertTrue(error.description.contains("Error: unknown modifier \"foo\""), error.description)
    }

    func testInvalidContextInputIsRejectedWithTheSpecMessage() throws {
        let registry = try loadFixture(basic)
        guard case .failure(let error) = registry.choice(for: [("theme", "blue")]) else { return XCTFail("input accepted") }
        XCTAssertTrue(error.messages.contains { $0.hasPrefix("invalid context \"blue\" for modifier \"theme\"") }, "\(error.messages)")
        XCTAssertTrue(error.description.contains("Error: invalid context \"blue\" for modifier \"theme\""), error.description)
    }

    func testMissingModifierWithoutDefaultIsRejectedWhenMissingIsNotAllowed() throws {
        let registry = try loadFixture(basic)
        guard case .failure(let error) = registry.choice(for: [("theme", "dark")], allowMissing: false) else { return XCTFail("input accepted") }
        XCTAssertEqual(error.messages, ["missing modifier \"size\""], "density has a default, size has none")
        XCTAssertTrue(error.description.contains("Error: missing modifier \"size\"."), error.description)
        // With allowMissing (the default), the first context is taken.
        guard case .success(let choice) = registry.choice(for: [("theme", "dark")]) else { return XCTFail("input rejected") }
        XCTAssertEqual(contexts(choice), ["theme": "dark", "density": "comfortable", "size": "small"])
    }

    func testInputNamesAndContextsMatchCaseInsensitively() throws {
        let registry = try loadFixture(basic)
        guard case .success(let choice) = registry.choice(for: [("THEME", "Dark"), ("Size", "LARGE")], allowMissing: false) else {
            return XCTFail("case-insensitive input rejected")
        }
        XCTAssertEqual(choice, [ContextChoice(modifier: "theme", context: "dark"), ContextChoice(modifier: "density", context: "comfortable"),
                                ContextChoice(modifier: "size", context: "large")], "canonical names, in resolution order")
    }

    // MARK: Invalid documents

    func testDefaultNamingNoContextIsInvalidDefaultWithPosition() throws {
        let registry = try loadFixture("resolver-invalid/bad-default.resolver.json")
        assertFinding(registry.loadFindings, rule: .resolverInvalidDefault, at: ("resolver-invalid/bad-default.resolver.json", 6, 18),
                      messageContains: ["\"blue\"", "theme"])
    }

    func testModifierWithNoContextsIsAnError() throws {
        let registry = try loadFixture("resolver-invalid/empty-modifier.resolver.json")
        assertFinding(registry.loadFindings, rule: .resolverInvalid, at: ("resolver-invalid/empty-modifier.resolver.json", 5, 19),
                      messageContains: ["theme", "no contexts"])
        XCTAssertTrue(registry.modifiers.isEmpty)
    }

    func testReferenceIntoResolutionOrderIsInvalidReference() throws {
        let registry = try loadFixture("resolver-invalid/bad-references.resolver.json")
        let file = "resolver-invalid/bad-references.resolver.json"
        assertFinding(registry.loadFindings, rule: .resolverInvalidReference, at: (file, 5, 42), messageContains: ["#/resolutionOrder/0"])
        assertFinding(registry.loadFindings, rule: .resolverInvalidReference, at: (file, 18, 15), messageContains: ["#/resolutionOrder/0"])
    }

    func testSetOrModifierReferencingAModifierIsInvalidReference() throws {
        let registry = try loadFixture("resolver-invalid/bad-references.resolver.json")
        let file = "resolver-invalid/bad-references.resolver.json"
        assertFinding(registry.loadFindings, rule: .resolverInvalidReference, at: (file, 6, 43), messageContains: ["#/modifiers/theme"])
        assertFinding(registry.loadFindings, rule: .resolverInvalidReference, at: (file, 10, 47), messageContains: ["#/modifiers/theme"])
        XCTAssertEqual(registry.loadFindings.filter { $0.severity == .error }.count, 4, describe(registry.loadFindings))
        // The valid parts still work.
        XCTAssertEqual(registry.resolveDefault().tokens["n"]?.value.numberValue, 1)
    }

    func testMissingVersionIsInvalidDocument() throws {
        let registry = try loadFixture("resolver-invalid/no-version.resolver.json")
        assertFinding(registry.loadFindings, rule: .resolverInvalid, at: ("resolver-invalid/no-version.resolver.json", 1, 1),
                      messageContains: ["version", "2025.10"])
    }

    func testWrongVersionIsInvalidDocument() throws {
        for name in ["wrong-version", "numeric-version"] {
            let registry = try loadFixture("resolver-invalid/\(name).resolver.json")
            assertFinding(registry.loadFindings, rule: .resolverInvalid, at: ("resolver-invalid/\(name).resolver.json", 2, 14),
                          messageContains: ["\"2025.10\""])
        }
    }
}
