import Foundation
import XCTest

/// The attack inputs of Tests/Fixtures/cli/attacks run through the real executable, in
/// whichever configuration the suite was built (CI runs it in debug and in release, whose
/// stack use differs): each must end in a report, never a signal.
final class AttackFixtureCLITests: XCTestCase {
    static func attack(_ name: String) -> String { TestPaths.fixture("attacks/" + name) }

    /// 5,000-link chains of aliases, `$ref`s and `$extends`: every registry command reports the
    /// chain as too long at the token it starts from, and the rest of the file still resolves.
    func testLongReferenceChainsAreReportedNotFollowed() throws {
        // Each with a token near the end of the chain, which resolves.
        let chains: [(file: String, token: String)] = [
            ("alias-chain.tokens.json", "chain.t4999"), ("ref-chain.tokens.json", "chain.t4999"), ("extends-chain.tokens.json", "g4999.base"),
        ]
        for chain in chains {
            let file = Self.attack(chain.file)
            for run in [
                try Binary.run(["tokens", "check", "--tokens", file], redirections: ">&2"),
                try Binary.run(["tokens", "resolve", chain.token, "--tokens", file]),
                try Binary.run(["tokens", "export", "--tokens", file]),
                try Binary.run(["tokens", "export", "--format", "css", "--tokens", file]),
                try Binary.run(["tokens", "export", "--format", "html", "--tokens", file]),
            ] {
                XCTAssertFalse(run.signaled, run.summary)
                XCTAssertTrue(run.code == 0 || run.code == 1, run.summary)
                XCTAssertTrue(run.arguments[1] == "resolve" || run.err.contains("is longer than 64"), run.summary)
            }
        }
        let check = tokenlint("tokens", "check", "--tokens", Self.attack("alias-chain.tokens.json"))
        XCTAssertEqual(check.code, 1, check.summary)
        XCTAssertTrue(check.out.contains("error: chain.t0: the chain of references from {chain.t0} is longer than 64 links (it goes on past {chain.t65}); tokenlint follows at most 64 [dtcg/unresolved-reference]"), check.summary)
        let extends = tokenlint("tokens", "check", "--tokens", Self.attack("extends-chain.tokens.json"))
        XCTAssertTrue(extends.out.contains("error: g0: the chain of $extends from {g0} is longer than 64 groups"), extends.summary)
    }

    /// A context named `../../../../x`: `tokens check` reports it where it is written, and
    /// `tokens export --all` writes every file inside its folder, under an encoded name.
    func testContextNamesThatAreNotFileNames() throws {
        let resolver = Self.attack("traversal/traversal.resolver.json")
        let check = tokenlint("tokens", "check", "--tokens", resolver)
        XCTAssertEqual(check.code, 1, check.summary)
        XCTAssertTrue(check.out.contains(#"traversal.resolver.json:10:9: error: the context "../../../../x" of modifier "theme" is not a safe file name: it contains a path separator (tokens export --all names its files after it) [resolver/unsafe-name]"#), check.summary)

        let root = try makeTemporaryDirectory(self)
        let output = root.appendingPathComponent("a/b/c/d/out")
        let export = tokenlint("tokens", "export", "--all", "--tokens", resolver, "--output", output.path)
        XCTAssertEqual(export.code, 1, export.summary)
        let written = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: root.path)).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(written, ["a/b/c/d/out/index.json", "a/b/c/d/out/theme-%2E.%2F..%2F..%2F..%2Fx.json", "a/b/c/d/out/theme-light.json"])
    }
}
