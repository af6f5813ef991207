import ColorScience
import DesignTokens
import Diagnostics
import Foundation
import JSONSource
import XCTest

/// The public DTCG token sets in Tests/Fixtures/dtcg-examples (Apple HIG, Figma SDS, Shopify
/// Polaris) load, resolve in every permutation, check and export (docs/tokens.md).
final class CorpusTests: XCTestCase {
    private func resolverURLs() throws -> [URL] {
        let corpus = try TestPaths.requireCorpus()
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".resolver.json") }.sorted()
        XCTAssertTrue(Set(names).isSuperset(of: ["apple-hig.resolver.json", "figma-sds.resolver.json", "shopify-polaris.resolver.json"]), "\(names)")
        return names.map { corpus.appendingPathComponent($0) }
    }

    private func load(_ name: String) throws -> Registry {
        let corpus = try TestPaths.requireCorpus()
        return Registry.load(path: corpus.appendingPathComponent(name).path,
                             provider: DiskSourceProvider(workingDirectory: corpus.path), legacyFormat: true)
    }

    private func registries() throws -> [Registry] {
        try resolverURLs().map { try load($0.lastPathComponent) }
    }

    // MARK: Every resolver

    func testEveryCorpusResolverLoadsWithoutInputErrors() throws {
        for registry in try registries() {
            XCTAssertFalse(registry.hasInputErrors, "\(registry.path):\n\(describe(registry.loadFindings))")
            let errors = registry.loadFindings.filter { $0.severity == .error }
            XCTAssertEqual(errors, [], "\(registry.path) load errors:\n\(describe(errors))")
        }
    }

    func testEveryPermutationOfEveryCorpusResolverResolves() throws {
        let expectedPermutations = ["apple-hig.resolver.json": 4 * 7, "figma-sds.resolver.json": 2, "shopify-polaris.resolver.json": 1]
        for registry in try registries() {
            let permutations = registry.permutations
            if let expected = expectedPermutations[registry.path] {
                XCTAssertEqual(permutations.count, expected, registry.path)
            }
            for choice in permutations {
                let resolution = registry.resolve(choice)
                XCTAssertGreaterThan(resolution.tokens.count, 0, "\(registry.path) \(contexts(choice))")
                XCTAssertEqual(resolution.choice, choice)
            }
        }
    }

    func testRegistryCheckRunsOnEveryCorpusResolver() throws {
        for registry in try registries() {
            let check = RegistryCheck(registry: registry)
            XCTAssertEqual(check.permutationCount, registry.permutations.count)
            XCTAssertFalse(check.hasInputErrors)
            XCTAssertGreaterThan(check.tokenCount, 0)
            for finding in check.findings {
                XCTAssertNotNil(finding.location, "every finding has a position: \(finding)")
            }
        }
    }

    func testFigmaAndPolarisCheckWithoutErrors() throws {
        for name in ["figma-sds.resolver.json", "shopify-polaris.resolver.json"] {
            let check = RegistryCheck(registry: try load(name))
            XCTAssertEqual(check.errorCount, 0, "\(name):\n\(describe(check.findings.filter { $0.severity == .error }))")
        }
    }

    func testExporterExportsEveryPermutationOfEveryCorpusResolver() throws {
        for registry in try registries() {
            let exporter = Exporter(registry: registry, options: .init(format: .json, layout: .nested))
            XCTAssertEqual(exporter.permutationsToExport.count, registry.permutations.count)
            var outputs: [Exporter.Output] = []
            for choice in exporter.permutationsToExport {
                let output = exporter.export(choice)
                XCTAssertEqual(output.tokenCount, registry.resolve(choice).tokens.count, "\(registry.path) \(contexts(choice))")
                XCTAssertNotNil(output.json.objectValue)
                outputs.append(output)
            }
            XCTAssertEqual(Set(outputs.map(\.fileName)).count, outputs.count, "one file name per permutation")
            XCTAssertEqual(exporter.index(outputs)["files"]?.arrayValue?.count, outputs.count)
        }
    }

    // MARK: Apple HIG

    func testAppleSystemBlueInEveryTheme() throws {
        let registry = try load("apple-hig.resolver.json")
        let expected = ["light": "#007aff", "light_ax": "#0040dd", "dark": "#0a84ff", "dark_ax": "#409cff"]
        for (theme, hex) in expected {
            let resolution = try XCTUnwrap(registry.resolve([("theme", theme)]))
            let color = try XCTUnwrap(resolution.tokens["color.systemBlue"]?.value.colorValue, theme)
            XCTAssertEqual(color.hex, hex, "systemBlue in theme \(theme)")
        }
    }

    func testAppleBodyFontSizeFollowsTheSizeModifier() throws {
        let registry = try load("apple-hig.resolver.json")
        let expected = ["xxxLarge": 23.0, "large": 17, "xSmall": 14]
        for (size, points) in expected {
            let resolution = try XCTUnwrap(registry.resolve([("size", size)]))
            let body = try XCTUnwrap(resolution.tokens["font.textStyle.body"]?.value.typographyValue, size)
            XCTAssertEqual(body.fontSize, Dimension(value: points, unit: .px), "body at \(size)")
            XCTAssertEqual(body.fontFamily, ["SF Pro"], "the family comes from the typography set resolutionOrder forgets (loaded under legacyFormat)")
        }
    }

    // MARK: Figma SDS

    func testFigmaBrandBackgroundRootAliasFollowsTheTheme() throws {
        let registry = try load("figma-sds.resolver.json")
        let light = try XCTUnwrap(registry.resolve([("theme", "light")]))
        let dark = try XCTUnwrap(registry.resolve([("theme", "dark")]))
        let lightColor = try XCTUnwrap(light.tokens["color.background.brand.$root"])
        XCTAssertEqual(lightColor.aliasOf, "color.brand.800")
        XCTAssertEqual(lightColor.value.colorValue?.hex, "#2c2c2c")
        let darkColor = try XCTUnwrap(dark.tokens["color.background.brand.$root"]?.value.colorValue)
        XCTAssertEqual(darkColor.hex6, "#ffffff")
        XCTAssertEqual(darkColor.alpha, 0.050980392156862744)
    }

    func testFigmaTitleHeroTypographyResolvesItsSubValueAliases() throws {
        let tokens = try load("figma-sds.resolver.json").resolveDefault().tokens
        let hero = try XCTUnwrap(tokens["typography.titleHero"]?.value.typographyValue)
        XCTAssertEqual(hero.fontFamily, ["inter", "sans-serif"])
        XCTAssertEqual(hero.fontSize, Dimension(value: 4.5, unit: .rem))
        XCTAssertEqual(hero.fontWeight, 700)
        XCTAssertEqual(hero.lineHeight, .multiplier(1))
        XCTAssertEqual(tokens["size.depth.negative-025"]?.value.dimensionValue, Dimension(value: -0.0625, unit: .rem))
    }

    // MARK: Shopify Polaris

    func testPolarisValuesWithGroupTypes() throws {
        let tokens = try load("shopify-polaris.resolver.json").resolveDefault().tokens
        XCTAssertEqual(tokens["color.blue"]?.type, .color)
        XCTAssertEqual(tokens["color.blue"]?.value.colorValue?.hex, "#006fbb")
        XCTAssertEqual(tokens["color.blueDarker"]?.value.colorValue?.hex, "#001429")
        XCTAssertEqual(tokens["space.base"]?.value.dimensionValue, Dimension(value: 16, unit: .px))
        XCTAssertEqual(tokens["space.none"]?.value.dimensionValue, Dimension(value: 0, unit: .px))
        XCTAssertEqual(tokens["font.family.mono"]?.value.fontFamilyValue, ["Monaco", "Consolas", "Lucida Console", "monospace"])
    }
}
