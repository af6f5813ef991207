import Foundation
import XCTest

/// Every command that reads a registry reads the one `lint` reads: `--tokens`, else the
/// config's `tokens:` (the config is `--config FILE`, else the nearest `.tokenlint.yml` upward
/// from the working directory; its paths are relative to its own folder), else the built-in
/// registry (README.md, Usage: without `--tokens`, "the config's `tokens:`, else the built-in one").
final class RegistryFromConfigTests: XCTestCase {
    static let project = TestPaths.fixture("config-registry")

    /// `config-registry/.tokenlint.yml` says `tokens: tokens/brand.tokens.json`; run from
    /// `config-registry/tokens`, that path only resolves against the config's folder. The
    /// fixture registry holds two colors, `color.brand` (#336699) and `color.onBrand` (white),
    /// neither of which the built-in registry has.
    func testEveryRegistryCommandReadsTheConfigFoundUpward() throws {
        let folder = (Self.project as NSString).appendingPathComponent("tokens")
        let (check, resolve, export, contrast) = inDirectory(folder) {
            (tokenlint("tokens", "check", "--format", "json"),
             tokenlint("tokens", "resolve", "color.brand", "--format", "json"),
             tokenlint("tokens", "export", "--layout", "flat"),
             tokenlint("contrast", "{color.brand}", "{color.onBrand}", "--format", "json"))
        }

        XCTAssertEqual(check.code, 0, check.summary)
        let checked = try check.json()
        XCTAssertEqual(checked.string("registry"), "brand.tokens.json", check.summary)
        let summary = try XCTUnwrap(checked["summary"] as? [String: Any], check.summary)
        XCTAssertEqual(summary.number("tokens"), 2, "the fixture's two colors, not the built-in registry: \(check.summary)")
        XCTAssertEqual(summary.number("permutations"), 1, "a single token file has one permutation: \(check.summary)")

        XCTAssertEqual(resolve.code, 0, resolve.summary)
        let value = try XCTUnwrap(try resolve.json()["$value"] as? [String: Any], resolve.summary)
        XCTAssertEqual(value["components"] as? [Double], [0.2, 0.4, 0.6], resolve.summary)

        XCTAssertEqual(export.code, 0, export.summary)
        XCTAssertEqual(Set(try export.json().keys), ["color.brand", "color.onBrand"], export.summary)

        // WCAG 2.2 relative luminance and contrast ratio, from the independent reference.
        XCTAssertEqual(contrast.code, 0, contrast.summary)
        assertRelative(try contrast.json().number("ratio"), ReferenceWCAG.ratio("#336699", "#FFFFFF"), 1e-9, "contrast of the config's tokens")
    }

    /// A registry the config names that does not exist is reported where the config names it
    /// (the fix is in the config), by `lint` and by the registry commands; exit 2.
    func testAMissingRegistryIsReportedAtTheConfigsTokensLine() throws {
        let directory = try makeTemporaryDirectory(self)
        try "profile: apple-hig\ntokens: tokens/missing.resolver.json\n".write(to: directory.appendingPathComponent(".tokenlint.yml"), atomically: false, encoding: .utf8)
        try FileManager.default.copyItem(atPath: LintPaths.fixture("clean/clean.spec.yaml"), toPath: directory.appendingPathComponent("clean.spec.yaml").path)
        let (lint, check) = inDirectory(directory.path) {
            (tokenlint("lint", ".", "--no-cache"), tokenlint("tokens", "check"))
        }
        // Line 2, column 9: the path after `tokens: `.
        let expected = ".tokenlint.yml:2:9: error: cannot read the registry tokens/missing.resolver.json: no such file [input/unreadable]"
        XCTAssertEqual(lint.code, 2, lint.summary)
        XCTAssertTrue(lint.out.hasPrefix(expected), lint.summary)
        XCTAssertEqual(check.code, 2, check.summary)
        XCTAssertTrue((check.out + check.err).contains(expected), check.summary)

        // Named with --tokens, the same file is reported as itself (there is no config line to blame).
        let named = inDirectory(directory.path) { tokenlint("lint", ".", "--no-cache", "--tokens", "elsewhere.resolver.json") }
        XCTAssertTrue(named.out.hasPrefix("elsewhere.resolver.json:1:1: error: cannot read elsewhere.resolver.json"), named.summary)
    }

    /// `--config FILE` names the config; `--tokens` wins over its `tokens:`.
    func testConfigOptionChoosesTheRegistryAndTokensOverridesIt() throws {
        let config = (Self.project as NSString).appendingPathComponent("value-and-children.tokenlint.yml")
        // DTCG Format 2025.10 §6.1: "If an object contains both $value and child tokens/groups,
        // this creates an invalid structure … Tools MUST report this as an error." (`color.brand`
        // has `$value` and a `dark` child, line 6, column 7.)
        let check = inPackageRoot { tokenlint("tokens", "check", "--config", config, "--format", "json") }
        XCTAssertEqual(check.code, 1, check.summary)
        let finding = try XCTUnwrap(try check.findings().first { $0.string("rule") == "dtcg/value-and-children" }, check.summary)
        XCTAssertEqual(finding.string("file"), "Tests/Fixtures/cli/config-registry/tokens/value-and-children.tokens.json")
        XCTAssertEqual(finding.number("line"), 6)
        XCTAssertEqual(finding.number("column"), 7)

        let overridden = inPackageRoot { tokenlint("tokens", "check", "--config", config, "--tokens", TestPaths.fixture("valid.tokens.json"), "--format", "json") }
        XCTAssertEqual(overridden.code, 0, overridden.summary)
        XCTAssertEqual(try overridden.json().string("registry"), "Tests/Fixtures/cli/valid.tokens.json", overridden.summary)
    }

    /// An invalid config is exit 2 with its position (README.md, Usage, exit code 2: "invalid config
    /// or registry"), for every command that reads a registry: `legacyFormt` is line 3, column 3.
    func testAnInvalidConfigIsExitTwoWithItsPosition() {
        let config = (Self.project as NSString).appendingPathComponent("misspelt.tokenlint.yml")
        let commands = [["tokens", "check"], ["tokens", "export"], ["tokens", "resolve", "color.brand"], ["contrast", "{color.brand}", "#FFFFFF"]]
        for command in commands {
            let result = inPackageRoot { tokenlint(command + ["--config", config]) }
            XCTAssertEqual(result.code, 2, result.summary)
            XCTAssertTrue(result.err.contains("Tests/Fixtures/cli/config-registry/misspelt.tokenlint.yml:3:3: error: unknown key 'tokens.legacyFormt'"), result.summary)
            XCTAssertEqual(result.out, "", "nothing is done with a registry the config may not have meant: \(result.summary)")
        }
    }
}
