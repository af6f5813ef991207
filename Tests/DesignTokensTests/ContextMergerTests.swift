import DesignTokens
import Diagnostics
import XCTest

/// `RegistryCheck` merges findings over permutations and names the contexts where each holds,
/// reduced to the modifiers that matter (ContextMerger).
final class ContextMergerTests: XCTestCase {
    private func check() throws -> RegistryCheck {
        try RegistryCheck(registry: loadFixture("context-merger/contexts.resolver.json"))
    }

    func testFindingOnlyInDarkThemeListsExactlyThatContext() throws {
        let findings = try check().findings
        let dark = [ContextChoice(modifier: "theme", context: "dark")]
        let surface = assertFinding(findings, rule: .invalidValue, token: "theme.surface", at: ("context-merger/dark.tokens.json", 2, 55))
        XCTAssertEqual(surface?.contexts, [dark], "only the theme matters; size is left out")
        let alias = assertFinding(findings, rule: .invalidValue, token: "surface", at: ("context-merger/base.tokens.json", 3, 44))
        XCTAssertEqual(alias?.contexts, [dark], "the alias of the bad token fails in the same context")
    }

    func testFindingInEveryPermutationHasNoContexts() throws {
        let findings = try check().findings
        let everywhere = assertFinding(findings, rule: .invalidValue, token: "everywhere", at: ("context-merger/base.tokens.json", 2, 48))
        XCTAssertEqual(everywhere?.contexts, [])
    }

    func testEachProblemIsReportedOnceAcrossPermutations() throws {
        let result = try check()
        XCTAssertEqual(result.permutationCount, 4)
        XCTAssertEqual(result.findings.count, 3, describe(result.findings))
        XCTAssertEqual(result.errorCount, 3)
    }

    func testDirectMergerProjectionOntoTheModifierThatMatters() {
        let permutations = [("light", "small"), ("light", "large"), ("dark", "small"), ("dark", "large")].map {
            [ContextChoice(modifier: "theme", context: $0.0), ContextChoice(modifier: "size", context: $0.1)]
        }
        let merger = ContextMerger(permutations: permutations)
        XCTAssertEqual(merger.contexts(of: [2, 3]), [[ContextChoice(modifier: "theme", context: "dark")]])
        XCTAssertEqual(merger.contexts(of: [0, 1, 2, 3]), [])
        XCTAssertEqual(merger.contexts(of: [3]), [[ContextChoice(modifier: "theme", context: "dark"), ContextChoice(modifier: "size", context: "large")]])
    }
}
