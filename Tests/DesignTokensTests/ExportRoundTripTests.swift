import ColorScience
import DesignTokens
import Diagnostics
import JSONSource
import XCTest

/// `--format dtcg` writes a DTCG 2025.10 file other tools accept: reading it back with our own
/// (strict) reader gives no findings and the same tokens (docs/tokens.md "Export").
final class ExportRoundTripTests: XCTestCase {
    private func readBack(_ json: JSONValue, name: String) -> Registry {
        let text = JSONWriter(pretty: true).string(json)
        return Registry.load(path: name, provider: InMemorySourceProvider(files: [name: Array(text.utf8)]))
    }

    func testBuiltInDTCGExportReadsBackAsValidDTCG() throws {
        let registry = Registry.builtIn()
        let choice = try XCTUnwrap(try? registry.choice(for: [("appearance", "dark"), ("contrast", "increased")]).get())
        let output = Exporter(registry: registry, options: .init(format: .dtcg, layout: .nested)).export(choice)
        XCTAssertEqual(output.findings, [], describe(output.findings))
        let original = registry.resolve(choice).tokens
        let back = readBack(output.json, name: "builtin.dtcg.tokens.json")
        let resolution = back.resolveDefault()
        XCTAssertEqual(back.loadFindings + resolution.findings, [], describe(back.loadFindings + resolution.findings))
        XCTAssertEqual(resolution.tokens.paths, original.paths)
        for path in original.paths {
            guard let token = resolution.tokens[path] else { continue }
            XCTAssertTrue(token.type.isDTCG, "\(path) exported as \(token.type), not a DTCG type")
            if let color = original[path]?.value.colorValue {
                XCTAssertEqual(token.value.colorValue?.hex, color.hex, path)
            }
        }
        XCTAssertEqual(resolution.tokens["color.systemBlue"]?.value.colorValue?.hex, "#409cff")
    }

    func testDTCGExportKeepsTheOriginalExtensionValueOfSpringsAndMotion() throws {
        let registry = Registry.builtIn()
        let output = Exporter(registry: registry, options: .init(format: .dtcg, layout: .flat)).export(registry.defaultChoice)
        let spring = try XCTUnwrap(output.json["motion/curve/bouncy"])
        XCTAssertNotEqual(spring["$type"], "spring", "spring is not a DTCG type")
        XCTAssertEqual(spring["$extensions"]?["org.tokenlint"]?["$type"], "spring")
        let motion = try XCTUnwrap(output.json["motion/transition/liquidGlass"])
        XCTAssertEqual(motion["$type"], "transition")
        XCTAssertEqual(motion["$extensions"]?["org.tokenlint"]?["$type"], "motion")
    }

    func testReduceMotionExportNamesTheSourceOfEveryReducedValue() throws {
        let registry = try loadFixture("reduce-motion/policy.tokens.json")
        let exporter = Exporter(registry: registry, options: .init(layout: .flat, reduceMotion: true))
        XCTAssertEqual(exporter.permutationsToExport.count, 1)
        let output = exporter.export(registry.defaultChoice)
        XCTAssertEqual(output.json["motion.transition.withExtension"]?["$extensions"]?["org.tokenlint"]?["reducedMotionSource"], "extension")
        XCTAssertEqual(output.json["motion.transition.scaleFade"]?["$extensions"]?["org.tokenlint"]?["reducedMotionSource"], "policy")
        XCTAssertEqual(output.json["motion.spring.bouncy"]?["$extensions"]?["org.tokenlint"]?["reducedMotionSource"], "policy")
        XCTAssertNil(output.json["motion.easing.standard"]?["$extensions"], "not motion-bearing: nothing to reduce")
    }

    func testReduceMotionExportOfTheBuiltInRegistryCoversOnlyReducedPermutations() {
        let exporter = Exporter(registry: Registry.builtIn(), options: .init(reduceMotion: true))
        let permutations = exporter.permutationsToExport
        XCTAssertEqual(permutations.count, 48)
        XCTAssertTrue(permutations.allSatisfy { $0.contains(ContextChoice(modifier: "motion", context: "reduced")) })
        let output = exporter.export(Registry.builtIn().defaultChoice)
        XCTAssertEqual(output.choice.first { $0.modifier == "motion" }?.context, "reduced", "--reduce-motion picks the reduced context")
        XCTAssertEqual(output.json["motion"]?["transition"]?["liquidGlass"]?["$extensions"]?["org.tokenlint"]?["reducedMotionSource"], "context")
    }
}
