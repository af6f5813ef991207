import Accessibility
import ColorScience
import DesignTokens
import Diagnostics
import Foundation
import JSONSource
import XCTest

/// The built-in registry (tokens/, embedded in the binary): structure, values, and that the
/// embedded copy equals the files on disk.
final class BuiltInRegistryTests: XCTestCase {
    private static let builtIn = Registry.builtIn()

    func testBuiltInRegistryChecksWithZeroFindings() {
        let registry = Self.builtIn
        XCTAssertEqual(registry.loadFindings, [], describe(registry.loadFindings))
        let check = RegistryCheck(registry: registry)
        XCTAssertEqual(check.findings, [], describe(check.findings))
        XCTAssertEqual(check.permutationCount, 96)
        XCTAssertGreaterThan(check.tokenCount, 100)
    }

    func testBuiltInModifiersContextsAndDefaults() {
        let modifiers = Self.builtIn.modifiers
        XCTAssertEqual(modifiers.map(\.name), ["appearance", "contrast", "dynamicType", "motion"])
        XCTAssertEqual(modifiers.first { $0.name == "appearance" }?.contexts, ["light", "dark"])
        XCTAssertEqual(modifiers.first { $0.name == "contrast" }?.contexts, ["standard", "increased"])
        XCTAssertEqual(modifiers.first { $0.name == "motion" }?.contexts, ["full", "reduced"])
        let dynamicType = modifiers.first { $0.name == "dynamicType" }
        XCTAssertEqual(Set(dynamicType?.contexts ?? []), ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                                                          "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"])
        XCTAssertEqual(dynamicType?.contexts.count, 12)
        XCTAssertEqual(contexts(Self.builtIn.defaultChoice),
                       ["appearance": "light", "contrast": "standard", "dynamicType": "large", "motion": "full"])
        XCTAssertEqual(Self.builtIn.permutations.count, 2 * 2 * 12 * 2)
    }

    func testSystemBlueInEveryAppearanceAndContrast() throws {
        let expected = [("light", "standard", "#007aff"), ("light", "increased", "#0040dd"), ("dark", "standard", "#0a84ff"), ("dark", "increased", "#409cff")]
        for (appearance, contrast, hex) in expected {
            let resolution = try XCTUnwrap(Self.builtIn.resolve([("appearance", appearance), ("contrast", contrast)]))
            XCTAssertEqual(resolution.tokens["color.systemBlue"]?.value.colorValue?.hex, hex, "\(appearance)/\(contrast)")
        }
    }

    func testBodyTextStyleSizeFollowsDynamicType() throws {
        let large = try XCTUnwrap(Self.builtIn.resolve([("dynamicType", "large")])?.tokens["font.textStyle.body"]?.value.typographyValue)
        XCTAssertEqual(large.fontSize, Dimension(value: 17, unit: .px))
        let largest = try XCTUnwrap(Self.builtIn.resolve([("dynamicType", "accessibility5")])?.tokens["font.textStyle.body"]?.value.typographyValue)
        XCTAssertEqual(largest.fontSize, Dimension(value: DynamicTypeLimits.largestBodySize, unit: .px))
    }

    func testBuiltInColorsAgreeWithTheAppleCorpus() throws {
        let corpus = try TestPaths.requireCorpus()
        let apple = Registry.load(path: corpus.appendingPathComponent("apple-hig.resolver.json").path,
                                  provider: DiskSourceProvider(workingDirectory: corpus.path), legacyFormat: true)
        let pairs = [("light", "light", "standard"), ("light_ax", "light", "increased"), ("dark", "dark", "standard"), ("dark_ax", "dark", "increased")]
        for (theme, appearance, contrast) in pairs {
            let corpusTokens = try XCTUnwrap(apple.resolve([("theme", theme)])).tokens
            let ours = try XCTUnwrap(Self.builtIn.resolve([("appearance", appearance), ("contrast", contrast)])).tokens
            var compared = 0
            for (path, token) in corpusTokens.tokens where path.hasPrefix("color.") {
                guard let corpusColor = token.value.colorValue, let ourColor = ours[path]?.value.colorValue else { continue }
                XCTAssertEqual(ourColor.hex, corpusColor.hex, "\(path) in \(theme)")
                compared += 1
            }
            XCTAssertGreaterThan(compared, 0, "nothing compared for \(theme)")
        }
    }

    func testEmbeddedRegistryEqualsTheFilesOnDisk() throws {
        let disk = Registry.load(path: TestPaths.builtInResolver.path, provider: DiskSourceProvider(workingDirectory: TestPaths.packageRoot.path))
        XCTAssertEqual(disk.loadFindings, [], describe(disk.loadFindings))
        let embedded = Self.builtIn
        XCTAssertEqual(disk.modifiers.map(\.name), embedded.modifiers.map(\.name))
        XCTAssertEqual(disk.modifiers.map(\.contexts), embedded.modifiers.map(\.contexts))
        XCTAssertEqual(disk.permutations, embedded.permutations)
        let samples: [[(String, String)]] = [
            [],
            [("appearance", "dark"), ("contrast", "increased"), ("dynamicType", "accessibility5"), ("motion", "reduced")],
            [("appearance", "light"), ("contrast", "increased"), ("dynamicType", "xSmall"), ("motion", "full")],
            [("appearance", "dark"), ("contrast", "standard"), ("dynamicType", "xxxLarge"), ("motion", "reduced")],
        ]
        for sample in samples {
            let fromDisk = try XCTUnwrap(disk.resolve(sample))
            let fromBinary = try XCTUnwrap(embedded.resolve(sample))
            XCTAssertEqual(fromDisk.tokens.paths, fromBinary.tokens.paths, "\(sample)")
            for (path, token) in fromDisk.tokens.tokens {
                guard let twin = fromBinary.tokens[path] else { continue }
                XCTAssertEqual(token.type, twin.type, path)
                XCTAssertEqual(token.resolvedJSON, twin.resolvedJSON, "\(path) in \(sample)")
                XCTAssertEqual(token.extensions, twin.extensions, path)
                XCTAssertEqual(token.description, twin.description, path)
            }
        }
    }

    func testEveryFileOfTokensDirectoryIsEmbeddedByteForByte() throws {
        let root = TestPaths.packageRoot.appendingPathComponent("tokens")
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        let onDisk = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(EmbeddedSourceProvider.fileNames, onDisk)
        let provider = EmbeddedSourceProvider()
        for name in onDisk {
            let bytes = try provider.read(EmbeddedSourceProvider.prefix + name)
            let data = try Data(contentsOf: root.appendingPathComponent(name))
            XCTAssertEqual(bytes, [UInt8](data), name)
        }
    }
}
