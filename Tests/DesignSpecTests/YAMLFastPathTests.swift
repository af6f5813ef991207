@testable import DesignSpec
import Diagnostics
import Foundation
import JSONSource
import XCTest

/// The YAML fast path against Yams: wherever the fast path reads a file, the tree (kinds,
/// values, positions), the findings and the reported positions must be the same.
final class YAMLFastPathTests: XCTestCase {
    private func assertAgree(_ bytes: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        if let difference = YAMLPaths.difference(bytes) {
            let text = String(decoding: bytes, as: UTF8.self)
            XCTFail("\(name): \(difference)\n--- input ---\n\(text.debugDescription)", file: file, line: line)
        }
    }

    func testRealFilesAgreeAndTakeTheFastPath() {
        let inputs = YAMLInputs.realFiles()
        XCTAssertGreaterThanOrEqual(inputs.count, 10)
        var bailed: [String] = []
        for (name, bytes) in inputs {
            assertAgree(bytes, name)
            if YAMLPaths.fast(bytes) == nil { bailed.append(name + " " + YAMLPaths.whyBailed(bytes)) }
        }
        // The examples and the valid fixtures are what real specs look like: all of them are read
        // on the fast path. (invalid-syntax.spec.yaml is not YAML; Yams reports it.)
        // recipe-picker.spec.yaml has a folded block scalar (`>-`); broken.spec.yaml and
        // invalid-syntax.spec.yaml are not valid YAML.
        let expected = ["recipe-picker.spec.yaml", "broken.spec.yaml", "invalid-syntax.spec.yaml"]
        XCTAssertEqual(bailed.filter { name in !expected.contains { name.hasPrefix($0 + " ") } }, [])
    }

    func testMutatedFilesAgree() throws {
        var random = SeededRandom(seed: 20_260_522)
        var handled = 0
        var total = 0
        for (name, bytes) in YAMLInputs.realFiles() {
            for round in 0..<120 {
                let mutant = YAMLMutator.mutate(bytes, &random)
                assertAgree(mutant, "\(name) mutant \(round)")
                total += 1
                if YAMLPaths.fast(mutant) != nil { handled += 1 }
            }
        }
        // Most mutants stay within the subset; many do not: both sides are exercised.
        XCTAssertGreaterThan(handled, total / 5, "fast path took \(handled) of \(total)")
        XCTAssertLessThan(handled, total, "fast path took \(handled) of \(total)")
    }

    func testGeneratedSpecsAgree() {
        var generator = YAMLSpecGenerator(random: SeededRandom(seed: 7_919))
        var handled = 0
        let total = 400
        for index in 0..<total {
            let text = generator.document()
            assertAgree(Array(text.utf8), "generated \(index)")
            if YAMLPaths.fast(Array(text.utf8)) != nil { handled += 1 }
        }
        XCTAssertGreaterThan(handled, total / 3, "fast path took \(handled) of \(total)")
    }

    func testBenchCorpusSampleAgrees() throws {
        let corpus = URL(fileURLWithPath: "/tmp/tokenlint-bench-corpus")
        let files = YAMLInputs.files(below: corpus)
        try XCTSkipIf(files.isEmpty, "no benchmark corpus at \(corpus.path)")
        // Every file takes the fast path; every 25th is also compared with Yams (slow in debug).
        for (offset, url) in files.enumerated() {
            let bytes = try [UInt8](Data(contentsOf: url))
            XCTAssertNotNil(YAMLPaths.fast(bytes), "\(url.lastPathComponent): \(YAMLPaths.whyBailed(bytes))")
            if offset % 25 == 0 { assertAgree(bytes, url.lastPathComponent) }
        }
    }

    func testSpecParserUsesTheFastPathWithTheSameResult() throws {
        // Through the public entry point: a file the fast path reads decodes exactly as before.
        let url = SpecTestPaths.examples.appendingPathComponent("liquid-glass.spec.yaml")
        let bytes = try [UInt8](Data(contentsOf: url))
        XCTAssertNotNil(YAMLPaths.fast(bytes))
        let viaParser = SpecParser.parseTree(file: YAMLPaths.file, bytes: bytes)
        guard case .success(let slow) = YAMLPaths.yams(bytes), let slowRoot = slow.root, let root = viaParser.root else {
            return XCTFail("both paths should read the example")
        }
        XCTAssertEqual(TreeDump.dump(root), TreeDump.dump(slowRoot))
        XCTAssertEqual(viaParser.findings, slow.findings)
    }
}
