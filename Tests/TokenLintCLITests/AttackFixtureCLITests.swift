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

/// `tokens export --output` into a folder that does not exist yet, in every format; never
/// through a link the checkout planted that leads out of it.
final class ExportOutputFolderTests: XCTestCase {
    func testEveryFormatCreatesItsFolder() throws {
        let root = try makeTemporaryDirectory(self)
        for (format, name) in [("json", "tokens.json"), ("dtcg", "tokens.json"), ("swift", "Tokens.swift"), ("css", "tokens.css"),
                               ("html", "tokens.html"), ("xcassets", "Colors.xcassets"), ("android", "res")] {
            let output = root.appendingPathComponent("\(format)/new/\(name)").path
            let result = tokenlint("tokens", "export", "--format", format, "--output", output)
            XCTAssertEqual(result.code, 0, "\(format): \(result.summary)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: output), "\(format): \(result.summary)")
        }
        let all = root.appendingPathComponent("all/new").path
        XCTAssertEqual(tokenlint("tokens", "export", "--all", "--output", all).code, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: all + "/index.json"))
    }

    func testALinkOutOfTheTreeIsNotFollowed() throws {
        let root = try makeTemporaryDirectory(self)
        let tree = root.appendingPathComponent("checkout"), outside = root.appendingPathComponent("outside")
        for folder in [tree, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try FileManager.default.createSymbolicLink(atPath: tree.appendingPathComponent("out").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: tree.appendingPathComponent("dangling").path, withDestinationPath: outside.appendingPathComponent("made").path)
        try FileManager.default.createDirectory(at: tree.appendingPathComponent("inside"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.appendingPathComponent("in").path, withDestinationPath: "inside")
        try inDirectory(tree.path) {
            for output in ["out/css/tokens.css", "dangling/tokens.css"] {
                let result = tokenlint("tokens", "export", "--format", "css", "--output", output)
                XCTAssertEqual(result.code, 2, result.summary)
                XCTAssertTrue(result.err.contains("is a symbolic link that leads out of the working tree"), result.summary)
            }
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
            let inside = tokenlint("tokens", "export", "--format", "css", "--output", "in/css/tokens.css")
            XCTAssertEqual(inside.code, 0, inside.summary)
            XCTAssertTrue(FileManager.default.fileExists(atPath: tree.appendingPathComponent("inside/css/tokens.css").path))
        }
    }
}

/// The permutation bomb: 12 two-context modifiers (4,096 permutations) over 1,000 tokens. The
/// work is bounded before it is done, with an error naming the modifiers and the way out, and
/// that way out works.
final class PermutationWorkLimitTests: XCTestCase {
    static let bomb = AttackFixtureCLITests.attack("permutations/bomb.resolver.json")

    func testTheCheckIsRefusedBeforeItIsDone() throws {
        let started = Date()
        let check = tokenlint("tokens", "check", "--tokens", Self.bomb)
        XCTAssertLessThan(Date().timeIntervalSince(started), 60, "it took minutes before: \(check.summary)")
        XCTAssertEqual(check.code, 2, check.summary)
        // 4,096 permutations × (1,000 tokens of the set + 1 per modifier's largest context).
        XCTAssertTrue(check.out.contains("bomb.resolver.json:12:15: error: the modifiers make 4096 permutations of up to 1012 tokens, 4145152 token resolutions, more than the 1000000 tokenlint does in one check; only the default permutation is checked. Modifiers (contexts): m0 (2), m1 (2), m2 (2), m3 (2), m4 (2), m5 (2), m6 (2), m7 (2), m8 (2), m9 (2), m10 (2), m11 (2). Check a part at a time with --context MODIFIER=CONTEXT"), check.summary)
        XCTAssertTrue(check.out.contains("1000 tokens in 1 permutation"), check.summary)

        let export = tokenlint("tokens", "export", "--all", "--tokens", Self.bomb, "--output", try makeTemporaryDirectory(self).path)
        XCTAssertEqual(export.code, 2, export.summary)
        XCTAssertTrue(export.err.contains("4145152 token resolutions"), export.summary)
        // One permutation is not a check of all of them.
        XCTAssertEqual(tokenlint("tokens", "resolve", "color.c1", "--tokens", Self.bomb).code, 0)
    }

    /// `--context` for seven modifiers leaves 32 permutations × 1,012: checked whole.
    func testContextFixesAPart() {
        let contexts = (0..<7).flatMap { ["--context", "m\($0)=b"] }
        let check = tokenlint(["tokens", "check", "--tokens", Self.bomb] + contexts)
        XCTAssertEqual(check.code, 0, check.summary)
        XCTAssertTrue(check.out.contains("1000 tokens in 32 permutations; 0 errors, 0 warnings"), check.summary)
    }

    /// `lint` checks the registry in the contexts its rules read: none of these modifiers plays a
    /// role, unless `.tokenlint.yml` `contexts:` names one.
    func testLintChecksTheContextsItReads() throws {
        let folder = try makeTemporaryDirectory(self)
        let spec = folder.appendingPathComponent("small.spec.yaml").path
        try HostileInputCLITests.goodSpec.replacingOccurrences(of: "width: 20, height: 20", with: "width: 44, height: 44")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let linted = tokenlint("lint", spec, "--tokens", Self.bomb, "--no-cache")
        XCTAssertEqual(linted.code, 0, linted.summary)
        XCTAssertTrue(linted.out.contains("warning: the modifiers make 4096 permutations of up to 1012 tokens, 4145152 token resolutions, more than the 1000000 tokenlint does in one check; lint checks it in the 1 permutations its rules read"), linted.summary)
        let config = folder.appendingPathComponent(".tokenlint.yml").path
        try "tokens: \(Self.bomb)\ncontexts:\n  dynamicType: m0\n".write(toFile: config, atomically: true, encoding: .utf8)
        let configured = tokenlint("lint", spec, "--config", config, "--no-cache")
        XCTAssertTrue(configured.out.contains("lint checks it in the 2 permutations its rules read"), configured.summary)
    }
}
