import DesignSpec
import DesignTokens
import Diagnostics
import Foundation
import JSONSource
import SeededRandom
import SpecLint
import XCTest

/// A seeded mutation test over real inputs (the example specs, the corpus token files, the
/// built-in registry): every mutant must parse or fail with a positioned input error, and
/// never crash or hang. Deterministic (SplitMix64 from a fixed seed), so a failure reproduces.
///
/// CI runs the default count in a debug build. For a longer run against optimized code (where
/// overflow checks and inlining differ), in release and with more mutants:
///
///     TOKENLINT_FUZZ_MUTANTS=5000 swift test -c release -Xswiftc -enable-testing \
///         --scratch-path .build-fuzz --filter MutationFuzzTests
///
/// (`-enable-testing` because other suites `@testable import`; the code is still optimized.)
final class MutationFuzzTests: XCTestCase {
    /// Mutants per example spec (token files get half as many): `TOKENLINT_FUZZ_MUTANTS`, else 100.
    static let mutants: Int = {
        let value = ProcessInfo.processInfo.environment["TOKENLINT_FUZZ_MUTANTS"].flatMap { Int($0) } ?? 100
        return max(1, value)
    }()

    /// Every spec mutant that parses is linted too, so the rules meet the odd values
    /// (zero sizes, huge numbers, missing parts) the parser lets through.
    static let linter: Linter = {
        let registry = Registry.builtIn()
        let (roles, _) = ContextRoles.detect(in: registry.modifiers, overrides: ContextRoles.Overrides(), configFile: nil)
        return Linter(space: EvaluationSpace(registry: registry, roles: roles), config: LintConfiguration())
    }()

    /// Bytes that break structure in interesting ways.
    static let interesting: [[UInt8]] = [
        Array("{".utf8), Array("}".utf8), Array("[".utf8), Array("]".utf8), Array("\"".utf8), Array(":".utf8),
        Array(",".utf8), Array("\n".utf8), Array("\\".utf8), [0x00], [0xFF], [0xC3], [0xED, 0xA0, 0x80],
        Array("&a".utf8), Array("*a".utf8), Array("- ".utf8), Array("  ".utf8), Array("1e400".utf8), Array("NaN".utf8),
        Array("{color.".utf8), Array("$ref".utf8), Array("#/".utf8), Array("\"$value\"".utf8),
    ]

    static func mutate(_ bytes: [UInt8], _ rng: inout SplitMix64) -> [UInt8] {
        var result = bytes
        for _ in 0..<(1 + rng.below(4)) {
            guard !result.isEmpty else { return Self.interesting[rng.below(Self.interesting.count)] }
            let at = rng.below(result.count)
            switch rng.below(5) {
            case 0: result.remove(at: at)
            case 1: result.insert(contentsOf: Self.interesting[rng.below(Self.interesting.count)], at: at)
            case 2: result[at] = UInt8(truncatingIfNeeded: rng.next())
            case 3: result.removeSubrange(at..<min(result.count, at + 1 + rng.below(40)))
            default:
                // Duplicate a slice (nesting, repeated keys).
                let end = min(result.count, at + 1 + rng.below(60))
                result.insert(contentsOf: result[at..<end], at: end)
            }
        }
        return result
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testMutatedSpecsParseOrFailWithAPosition() throws {
        let folder = Self.root.appendingPathComponent("Examples/specs")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".spec.yaml") }.sorted()
        XCTAssertFalse(names.isEmpty)
        var rng = SplitMix64(seed: 20_261_121)
        var inputErrors = 0
        var linted = 0
        for name in names {
            let original = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
            for round in 0..<Self.mutants {
                let mutant = Self.mutate(original, &rng)
                // As YAML, and (re-labelled) as JSON: both readers see every mutant.
                for file in [name, name.replacingOccurrences(of: ".yaml", with: ".json")] {
                    let result = SpecParser.parse(file: file, bytes: mutant)
                    if let error = result.inputError {
                        inputErrors += 1
                        let location = try XCTUnwrap(error.location, "\(name) round \(round): input error without a position")
                        XCTAssertEqual(location.file, file)
                        XCTAssertGreaterThanOrEqual(location.line, 1)
                        XCTAssertGreaterThanOrEqual(location.column, 1)
                    } else {
                        XCTAssertNotNil(result.document, "\(name) round \(round): neither a document nor an input error")
                        linted += 1
                        let report = Self.linter.lint(file: file, bytes: mutant)
                        for check in report.checks { XCTAssertEqual(check.location.file, file, "\(name) round \(round): \(check)") }
                    }
                    for finding in result.findings { XCTAssertNotNil(finding.location, "\(name) round \(round): \(finding)") }
                }
            }
        }
        XCTAssertGreaterThan(inputErrors, 0, "the mutations should break some files")
        XCTAssertGreaterThan(linted, 0, "and leave some parseable, for the rules")
        print("MutationFuzzTests: \(names.count * Self.mutants * 2) spec parses, \(inputErrors) input errors, \(linted) mutants linted")
    }

    func testMutatedTokenFilesLoadOrFailWithAPosition() throws {
        var sources: [(String, [UInt8])] = []
        let tokens = Self.root.appendingPathComponent("tokens")
        for file in ["base/motion.tokens.json", "appearance/light.tokens.json", "dynamicType/large.tokens.json", "tokenlint.resolver.json"] {
            sources.append((file, try [UInt8](Data(contentsOf: tokens.appendingPathComponent(file)))))
        }
        let corpus = Self.root.appendingPathComponent("Tests/Fixtures/dtcg-examples/figma-sds/typography.tokens.json")
        sources.append(("typography.tokens.json", try [UInt8](Data(contentsOf: corpus))))
        var rng = SplitMix64(seed: 42)
        for (name, original) in sources {
            for round in 0..<max(1, Self.mutants / 2) {
                let mutant = Self.mutate(original, &rng)
                let path = name.hasSuffix(".resolver.json") ? "fuzz.resolver.json" : "fuzz.tokens.json"
                let provider = MemoryProvider(files: [path: mutant])
                let registry = Registry.load(path: path, provider: provider, legacyFormat: round % 2 == 0)
                for finding in registry.loadFindings {
                    XCTAssertNotNil(finding.location, "\(name) round \(round): \(finding)")
                }
                // Resolving every permutation of a mutant must not crash either (bounded: a few).
                for choice in registry.permutations.prefix(4) {
                    for finding in registry.resolve(choice).findings {
                        XCTAssertNotNil(finding.location, "\(name) round \(round): \(finding)")
                    }
                }
            }
        }
    }

    struct MemoryProvider: TokenSourceProvider {
        var files: [String: [UInt8]]
        struct Missing: Error, CustomStringConvertible { var description: String { "no such file" } }
        func read(_ path: String) throws -> [UInt8] {
            guard let bytes = files[path] else { throw Missing() }
            return bytes
        }
        func resolve(_ path: String, relativeTo base: String) -> String { path }
        func displayPath(_ path: String) -> String { path }
    }
}
