import DesignTokens
import Diagnostics
import Foundation
import XCTest

/// `Registry.resolve(_:types:)`: a permutation resolved for only some token types (what the
/// linter's per-permutation tables need) holds exactly those tokens, with the values a whole
/// resolution gives them.
final class PartialResolutionTests: XCTestCase {
    /// Permutations of the built-in registry that differ in every modifier the rules vary.
    private let inputs: [[(String, String)]] = [
        [],
        [("appearance", "dark"), ("contrast", "increased")],
        [("dynamicType", "accessibility3")],
        [("dynamicType", "xSmall"), ("motion", "reduced")],
    ]

    private let typeSets: [Set<TokenType>] = [
        [.typography],
        [.color, .typography],
        [.spring, .transition, .motion, .cubicBezier],
    ]

    func testOnlyTheTypesAskedForAreKeptWithTheirWholeResolutionValues() throws {
        let registry = Registry.builtIn()
        for input in inputs {
            let choice = try registry.choice(for: input).get()
            let whole = registry.resolve(choice).tokens
            for types in typeSets {
                let partial = registry.resolve(choice, types: types).tokens
                let expected = whole.tokens.filter { types.contains($0.value.type) }
                XCTAssertFalse(expected.isEmpty, "the built-in registry has \(types) tokens in \(input)")
                XCTAssertEqual(Array(partial.tokens.keys), Array(expected.keys), "\(input), \(types)")
                for (path, token) in expected {
                    XCTAssertEqual(partial[path]?.value, token.value, "\(path) in \(input)")
                    XCTAssertEqual(partial[path]?.aliasOf, token.aliasOf, "\(path) in \(input)")
                    XCTAssertEqual(partial[path]?.location, token.location, "\(path) in \(input)")
                }
            }
        }
    }

    /// Format §9: composite sub-values may be aliases to tokens of other types; a border kept
    /// alone still gets its color and width from the tokens it points at.
    func testAliasesIntoTokensOfOtherTypesAreStillFollowed() throws {
        let registry = try loadFixture("composite-aliases/tokens.json")
        let whole = registry.resolveDefault().tokens
        let partial = registry.resolve(registry.defaultChoice, types: [.border, .transition]).tokens
        XCTAssertNotNil(partial["border"])
        XCTAssertEqual(partial["border"]?.value, whole["border"]?.value)
        XCTAssertEqual(partial["transition"]?.value, whole["transition"]?.value)
        XCTAssertTrue(partial.tokens.values.allSatisfy { $0.type == .border || $0.type == .transition },
                      "only borders and transitions: \(partial.tokens.keys)")
    }

    /// Format §5.1.1: "token and group names MUST NOT begin with the $ character", and "{",
    /// "}" and "." "MUST NOT be used anywhere in a token or group name".
    func testNamesWithBracesOrDotsAreInvalid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("partial-resolution-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = #"""
            {"size": {"$type": "dimension",
              "a{b": {"$value": {"value": 1, "unit": "px"}},
              "c}": {"$value": {"value": 2, "unit": "px"}},
              "d.e": {"$value": {"value": 3, "unit": "px"}},
              "fine-name_1 é": {"$value": {"value": 4, "unit": "px"}}}}
            """#
        try Data(json.utf8).write(to: folder.appendingPathComponent("names.tokens.json"))
        let registry = Registry.load(path: folder.appendingPathComponent("names.tokens.json").path,
                                     provider: DiskSourceProvider(workingDirectory: folder.path))
        let invalid = registry.loadFindings.filter { $0.rule == RegistryRule.invalidName.id }
        XCTAssertEqual(invalid.count, 3, describe(registry.loadFindings))
        assertFinding(invalid, rule: .invalidName, at: ("names.tokens.json", 2, 3), messageContains: ["'a{b'", "'{' or '}'"])
        assertFinding(invalid, rule: .invalidName, at: ("names.tokens.json", 3, 3), messageContains: ["'c}'", "'{' or '}'"])
        assertFinding(invalid, rule: .invalidName, at: ("names.tokens.json", 4, 3), messageContains: ["'d.e'", "'.'"])
        XCTAssertNotNil(registry.resolveDefault().tokens["size.fine-name_1 é"])
    }
}
