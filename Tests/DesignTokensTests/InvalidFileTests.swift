import DesignTokens
import Diagnostics
import XCTest

/// Invalid token files produce the named findings, each with file, line and column.
final class InvalidFileTests: XCTestCase {
    func testThreeTokenAliasCycleReportsEveryMemberWithTheCycle() throws {
        let resolution = try loadFixture("invalid-files/cycle.tokens.json").resolveDefault()
        let file = "invalid-files/cycle.tokens.json"
        let cycle = "{loop.a} → {loop.b} → {loop.c} → {loop.a}"
        assertFinding(resolution.findings, rule: .circularReference, token: "loop.a", at: (file, 4, 22), messageContains: [cycle])
        assertFinding(resolution.findings, rule: .circularReference, token: "loop.b", at: (file, 5, 22), messageContains: [cycle])
        assertFinding(resolution.findings, rule: .circularReference, token: "loop.c", at: (file, 6, 22), messageContains: [cycle])
        for path in ["loop.a", "loop.b", "loop.c", "loop.self"] {
            XCTAssertNil(resolution.tokens[path], "\(path) is on a cycle and has no value")
        }
        XCTAssertEqual(resolution.tokens["ok"]?.value.numberValue, 1)
    }

    func testSelfReferenceIsACycleOfOne() throws {
        let resolution = try loadFixture("invalid-files/cycle.tokens.json").resolveDefault()
        assertFinding(resolution.findings, rule: .circularReference, token: "loop.self",
                      at: ("invalid-files/cycle.tokens.json", 7, 25), messageContains: ["{loop.self} → {loop.self}"])
        XCTAssertEqual(resolution.findings.count, 4, "one finding per token on a cycle:\n\(describe(resolution.findings))")
    }

    func testPointerRefCyclesReportEveryTokenOnTheCycle() throws {
        let resolution = try loadFixture("invalid-files/ref-cycle.tokens.json").resolveDefault()
        let file = "invalid-files/ref-cycle.tokens.json"
        assertFinding(resolution.findings, rule: .circularReference, token: "ref.a", at: (file, 4, 20), messageContains: ["{ref.a} → {ref.b} → {ref.a}"])
        assertFinding(resolution.findings, rule: .circularReference, token: "ref.b", at: (file, 5, 20), messageContains: ["{ref.a} → {ref.b} → {ref.a}"])
        // A curly-brace alias and a $ref closing one cycle.
        assertFinding(resolution.findings, rule: .circularReference, token: "ref.mixed", at: (file, 6, 26))
        assertFinding(resolution.findings, rule: .circularReference, token: "ref.viaPointer", at: (file, 7, 29))
        // Property-level references into each other's value.
        assertFinding(resolution.findings, rule: .circularReference, token: "part.x", at: (file, 11, 22), messageContains: ["{part.x} → {part.y} → {part.x}"])
        assertFinding(resolution.findings, rule: .circularReference, token: "part.y", at: (file, 12, 22))
        XCTAssertEqual(resolution.findings.count, 6, describe(resolution.findings))
        XCTAssertEqual(resolution.tokens.count, 0)
    }

    func testNameStartingWithDollarIsInvalidName() throws {
        let registry = try loadFixture("invalid-files/names.tokens.json")
        assertFinding(registry.loadFindings, rule: .invalidName, at: ("invalid-files/names.tokens.json", 4, 5), messageContains: ["$foo"])
    }

    func testNameContainingDotIsInvalidName() throws {
        let registry = try loadFixture("invalid-files/names.tokens.json")
        assertFinding(registry.loadFindings, rule: .invalidName, token: "group.a.b", at: ("invalid-files/names.tokens.json", 5, 5),
                      messageContains: ["'a.b'", "'.'"])
    }

    func testNameContainingBracesIsInvalidName() throws {
        let registry = try loadFixture("invalid-files/names.tokens.json")
        assertFinding(registry.loadFindings, rule: .invalidName, token: "group.{x}", at: ("invalid-files/names.tokens.json", 6, 5),
                      messageContains: ["'{x}'"])
    }

    func testValueWithChildrenIsValueAndChildren() throws {
        let registry = try loadFixture("invalid-files/names.tokens.json")
        assertFinding(registry.loadFindings, rule: .valueAndChildren, token: "group.both", at: ("invalid-files/names.tokens.json", 10, 7),
                      messageContains: ["'child'"])
        let tokens = registry.resolveDefault().tokens
        XCTAssertEqual(tokens["group.fine"]?.value.numberValue, 4, "valid siblings still resolve")
        XCTAssertNil(tokens["group.a.b"])
        XCTAssertNil(tokens["group.both.child"], "the child of a token is not a token")
    }

    func testUnknownDimensionUnitIsInvalidValue() throws {
        let resolution = try loadFixture("invalid-files/bad-units.tokens.json").resolveDefault()
        assertFinding(resolution.findings, rule: .invalidValue, token: "size", at: ("invalid-files/bad-units.tokens.json", 2, 45),
                      messageContains: ["'pt'", "px", "rem"])
        assertFinding(resolution.findings, rule: .invalidValue, token: "time", at: ("invalid-files/bad-units.tokens.json", 3, 44),
                      messageContains: ["\"ms\"", "\"s\""])
        XCTAssertNil(resolution.tokens["size"])
        XCTAssertEqual(resolution.tokens["good"]?.value.dimensionValue, Dimension(value: 1, unit: .rem))
    }

    func testUntypedTokenIsUnknownTypeAtTheToken() throws {
        let resolution = try loadFixture("invalid-files/untyped.tokens.json").resolveDefault()
        assertFinding(resolution.findings, rule: .unknownType, token: "group.loose", at: ("invalid-files/untyped.tokens.json", 3, 14),
                      messageContains: ["no $type"])
        XCTAssertEqual(resolution.tokens.count, 0)
    }

    func testInvalidJSONIsAnInputErrorAtTheParseErrorPosition() throws {
        let registry = try loadFixture("invalid-files/broken.tokens.json")
        assertFinding(registry.loadFindings, rule: .invalidJSON, at: ("invalid-files/broken.tokens.json", 3, 3), messageContains: ["','"])
        XCTAssertTrue(registry.hasInputErrors)
    }

    func testInvalidJSONInAReferencedSourceIsReportedInThatFile() throws {
        let registry = try loadFixture("invalid-files/broken-source.resolver.json")
        assertFinding(registry.loadFindings, rule: .invalidJSON, at: ("invalid-files/broken.tokens.json", 3, 3))
        XCTAssertTrue(registry.hasInputErrors)
    }

    func testMissingReferencedFileIsUnreadableAtTheReference() throws {
        let registry = try loadFixture("invalid-files/missing-source.resolver.json")
        assertFinding(registry.loadFindings, rule: .unreadable, at: ("invalid-files/missing-source.resolver.json", 4, 72),
                      messageContains: ["missing.tokens.json"])
        XCTAssertTrue(registry.hasInputErrors)
    }

    func testFileReferencedFromTwoContextsReportsItsProblemsOnce() throws {
        let registry = try loadFixture("resolver-shared-file/shared.resolver.json")
        let names = registry.loadFindings.filter { $0.rule == RegistryRule.invalidName.id }
        XCTAssertEqual(names.count, 1, describe(registry.loadFindings))
        assertFinding(names, rule: .invalidName, token: "n.a.b", at: ("resolver-shared-file/shared.tokens.json", 4, 5))
        let json = registry.loadFindings.filter { $0.rule == InputRule.invalidJSON.id }
        XCTAssertEqual(json.count, 1, describe(registry.loadFindings))
        assertFinding(json, rule: .invalidJSON, at: ("resolver-shared-file/broken.tokens.json", 3, 1))
        XCTAssertEqual(registry.resolve([("mode", "two")])?.tokens["n.ok"]?.value.numberValue, 2)
    }

    func testMissingRegistryFileIsUnreadable() {
        let path = TestPaths.fixtures.appendingPathComponent("invalid-files/does-not-exist.tokens.json").path
        let registry = Registry.load(path: path, provider: DiskSourceProvider(workingDirectory: TestPaths.fixtures.path))
        assertFinding(registry.loadFindings, rule: .unreadable, at: ("invalid-files/does-not-exist.tokens.json", 1, 1))
        XCTAssertTrue(registry.hasInputErrors)
        XCTAssertEqual(registry.resolveDefault().tokens.count, 0)
    }

    func testDuplicateKeyIsAWarningAndTheLastOneWins() throws {
        let registry = try loadFixture("invalid-files/duplicate.tokens.json")
        assertFinding(registry.loadFindings, rule: .duplicateKey, severity: .warning, at: ("invalid-files/duplicate.tokens.json", 5, 5),
                      messageContains: ["\"one\""])
        XCTAssertFalse(registry.hasInputErrors)
        XCTAssertEqual(registry.resolveDefault().tokens["n.one"]?.value.numberValue, 11)
    }
}
