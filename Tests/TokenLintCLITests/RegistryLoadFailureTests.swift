import Foundation
import XCTest

/// A registry that cannot be loaded (a file missing, unreadable or not JSON) is reported first,
/// and nothing is judged against what is left of it: `lint` lints no spec and exits 2, its
/// report files still written with the registry's error in them (README.md, Usage, exit code 2:
/// "invalid config or registry … every requested report is still written").
///
/// The fixture resolver's set loads `aliases-into-missing.tokens.json` (whose `color.text` and
/// `color.link` alias `{palette.ink}` and `{palette.blue}`) and `missing-palette.tokens.json`,
/// which does not exist.
final class RegistryLoadFailureTests: XCTestCase {
    static let resolver = TestPaths.fixture("missing-source.resolver.json")
    static let specs = LintPaths.fixture("missing-registry-source")

    /// Where the resolver names the missing file: the `"./missing-palette.tokens.json"` string.
    static func missingReference() throws -> String {
        let lines = try String(contentsOfFile: resolver, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let index = try XCTUnwrap(lines.firstIndex { $0.contains("missing-palette.tokens.json") })
        let line = String(lines[index])
        let column = try XCTUnwrap(line.range(of: "\"./missing-palette.tokens.json\"")).lowerBound.utf16Offset(in: line) + 1
        return "Tests/Fixtures/cli/missing-source.resolver.json:\(index + 1):\(column)"
    }

    func testLintStopsBeforeJudgingSpecsAgainstHalfARegistry() throws {
        let location = try Self.missingReference()
        let directory = try makeTemporaryDirectory(self)
        let junit = directory.appendingPathComponent("junit.xml").path

        let text = lint(Self.specs, "--tokens", Self.resolver, "--report", "junit=\(junit)")
        XCTAssertEqual(text.code, 2, text.summary)
        XCTAssertTrue(text.out.hasPrefix("\(location): error: cannot read the source Tests/Fixtures/cli/missing-palette.tokens.json"), text.summary)
        XCTAssertFalse((text.out + text.err).contains("tokens/unknown-reference"), "no spec is judged: \(text.summary)")
        XCTAssertFalse((text.out + text.err).contains("screen.spec.yaml"), text.summary)

        // The report file has the registry's error as a JUnit <error> and nothing about specs.
        let document = try JUnitDocument(try String(contentsOfFile: junit, encoding: .utf8))
        XCTAssertEqual(document.cases.count, 1, "\(document.cases)")
        let error = try XCTUnwrap(document.cases.first?.error, "\(document.cases)")
        XCTAssertTrue(error["message"]?.contains("missing-palette.tokens.json") ?? false, "\(error)")

        // In JSON, the only finding; on stderr (for the log), the first line.
        let json = lint(Self.specs, "--tokens", Self.resolver, "--format", "json")
        XCTAssertEqual(json.code, 2, json.summary)
        let findings = try json.findings()
        XCTAssertEqual(findings.map { $0.string("rule") }, ["input/unreadable"], json.summary)
        XCTAssertTrue(json.err.hasPrefix(location), json.summary)
    }

    func testTokensCheckReportsTheLoadFailureFirstAndNoFalseUnresolvedReferences() throws {
        let location = try Self.missingReference()
        let result = inPackageRoot { tokenlint("tokens", "check", "--tokens", Self.resolver) }
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.out.hasPrefix("\(location): error: cannot read the source"), result.summary)
        XCTAssertFalse(result.out.contains("dtcg/unresolved-reference"), "{palette.ink} is in the missing file, not missing from it: \(result.summary)")
    }

    /// A registry finding that is not a load failure (DTCG §6.1: a token with children "MUST"
    /// be reported as an error) is reported, and the specs are still linted against the rest.
    func testARegistryFindingThatIsNotALoadFailureStillLetsLintJudgeSpecs() throws {
        let registry = TestPaths.fixture("config-registry/tokens/value-and-children.tokens.json")
        let result = lint(LintPaths.fixture("clean"), "--tokens", registry, "--format", "json")
        XCTAssertEqual(result.code, 1, result.summary)
        let rules = Set(try result.findings().compactMap { $0.string("rule") })
        XCTAssertTrue(rules.contains("dtcg/value-and-children"), result.summary)
        // clean.spec.yaml names built-in tokens this registry does not have.
        XCTAssertTrue(rules.contains("tokens/unknown-reference"), result.summary)
    }
}
