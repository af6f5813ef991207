import Foundation
import XCTest

/// `tokens check` prints through the reporters `lint` uses (one text line format, one JSON
/// report shape; README.md, Reports: JSON), with the registry as the file. Exact outputs, on
/// a fixture whose every finding is known from the file itself: `cycle.tokens.json` has six
/// aliases that end where they began (DTCG Format 2025.10 §7.3: circular references are
/// invalid) and two valid tokens (`color.base` and `color.ok`, an alias of it).
final class TokensCheckOutputTests: XCTestCase {
    static let fixture = "Tests/Fixtures/cli/cycle.tokens.json"

    /// Each circular token's path, the chain its message names (in the order the file's
    /// aliases follow), and the position of its `$value` in the file (1-based line, column).
    private func cycleFindings() throws -> [(token: String, chain: String, line: Int, column: Int)] {
        let url = TestPaths.packageRoot.appendingPathComponent(Self.fixture)
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        // The cycles as the file writes them: a → b → c → a, self → self, pingA → pingB → pingA.
        let chains = [("a", "{color.a} → {color.b} → {color.c} → {color.a}"), ("b", "{color.a} → {color.b} → {color.c} → {color.a}"),
                      ("c", "{color.a} → {color.b} → {color.c} → {color.a}"), ("self", "{color.self} → {color.self}"),
                      ("pingA", "{color.pingA} → {color.pingB} → {color.pingA}"), ("pingB", "{color.pingA} → {color.pingB} → {color.pingA}")]
        return try chains.map { name, chain in
            let index = try XCTUnwrap(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\"\(name)\":") }, name)
            let line = lines[index]
            let value = try XCTUnwrap(line.range(of: "\"$value\": ")?.upperBound, name)
            return ("color.\(name)", chain, index + 1, line.distance(from: line.startIndex, to: value) + 1)
        }
    }

    /// Text: `path:line:col: severity: token: message [rule]` per finding (the lint line, the
    /// token named because a registry message does not name it), sorted by position, then the
    /// closing line with the counts.
    func testTextIsTheLintLineFormatAndASummary() throws {
        let result = inPackageRoot { tokenlint("tokens", "check", "--tokens", Self.fixture) }
        XCTAssertEqual(result.code, 1, "errors, no input problem: \(result.summary)")
        let expected = try cycleFindings().map {
            "\(Self.fixture):\($0.line):\($0.column): error: \($0.token): circular reference: \($0.chain) [dtcg/circular-reference]\n"
        }.joined() + "Checked \(Self.fixture): 2 tokens in 1 permutation; 6 errors, 0 warnings.\n"
        XCTAssertEqual(result.out, expected)
        XCTAssertEqual(result.err, "")
    }

    /// A finding that holds in some contexts only: the lint line names them after the rule,
    /// `(in theme=dark)`, as `lint` prints a spec finding's contexts. The fixture's dark
    /// context aliases `{color.missing}`, which no set or context defines (DTCG Format
    /// 2025.10 §7.1: a reference must resolve to a token); the light one is valid.
    func testContextsFollowTheRuleAsInLint() throws {
        let path = "Tests/Fixtures/cli/dark-alias-missing.resolver.json"
        let lines = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let index = try XCTUnwrap(lines.firstIndex { $0.contains("{color.missing}") })
        let column = try XCTUnwrap(lines[index].range(of: "\"{color.missing}\"")).lowerBound
        let place = "\(path):\(index + 1):\(lines[index].distance(from: lines[index].startIndex, to: column) + 1)"
        let result = inPackageRoot { tokenlint("tokens", "check", "--tokens", path) }
        XCTAssertEqual(result.code, 1, result.summary)
        XCTAssertEqual(result.out, """
            \(place): error: color.fg: {color.missing} does not resolve to a token [dtcg/unresolved-reference] (in theme=dark)
            Checked a dark theme whose foreground aliases a token that does not exist (\(path)): 2 tokens in 2 permutations; 1 error, 0 warnings.

            """)
    }

    /// JSON: `lint --format json`'s shape (tool, summary, findings; every finding with its
    /// file), and as before the registry's path and the summary's permutations, tokens and info.
    func testJSONIsTheLintReportShape() throws {
        let result = inPackageRoot { tokenlint("tokens", "check", "--tokens", Self.fixture, "--format", "json") }
        XCTAssertEqual(result.code, 1, result.summary)
        let findings = try cycleFindings().map { finding in
            """
                {
                  "rule": "dtcg/circular-reference",
                  "severity": "error",
                  "file": "\(Self.fixture)",
                  "line": \(finding.line),
                  "column": \(finding.column),
                  "token": "\(finding.token)",
                  "contexts": [],
                  "message": "circular reference: \(finding.chain)"
                }
            """
        }
        let expected = """
            {
              "tool": {
                "name": "tokenlint",
                "version": "1.0.0"
              },
              "registry": "\(Self.fixture)",
              "summary": {
                "files": 1,
                "checks": 6,
                "passed": 0,
                "errors": 6,
                "warnings": 0,
                "needsReview": 0,
                "suppressed": 0,
                "permutations": 1,
                "tokens": 2,
                "info": 0
              },
              "findings": [
            \(findings.joined(separator: ",\n"))
              ],
              "suppressed": []
            }

            """
        XCTAssertEqual(result.out, expected)
    }

    /// A clean registry: no finding lines, and the JSON report has one passing check (as the
    /// registry's part of a `lint` report).
    func testCleanRegistry() throws {
        let valid = "Tests/Fixtures/cli/valid.tokens.json"
        let text = inPackageRoot { tokenlint("tokens", "check", "--tokens", valid) }
        XCTAssertEqual(text.code, 0, text.summary)
        XCTAssertEqual(text.out.split(separator: "\n").count, 1, "only the summary line: \(text.out)")
        XCTAssertTrue(text.out.hasPrefix("Checked \(valid): "), text.out)
        let json = try inPackageRoot { tokenlint("tokens", "check", "--tokens", valid, "--format", "json") }.json()
        XCTAssertEqual(json.object("summary")?.number("checks"), 1)
        XCTAssertEqual(json.object("summary")?.number("passed"), 1)
        XCTAssertEqual((json.array("findings") ?? [1]).count, 0)
    }

    /// The other report formats come with the reporters: a JUnit suite named after the
    /// registry with one failing testcase per finding, SARIF results with the rule ids.
    func testJUnitAndSARIF() throws {
        let junit = inPackageRoot { tokenlint("tokens", "check", "--tokens", Self.fixture, "--format", "junit") }
        XCTAssertEqual(junit.code, 1, junit.summary)
        XCTAssertTrue(junit.out.contains("<testsuite name=\"\(Self.fixture)\""), junit.out.prefix(600).description)
        XCTAssertEqual(junit.out.components(separatedBy: "<failure ").count - 1, 6, junit.out)
        let sarif = inPackageRoot { tokenlint("tokens", "check", "--tokens", Self.fixture, "--format", "sarif") }
        XCTAssertEqual(sarif.code, 1, sarif.summary)
        let runs = try XCTUnwrap(sarif.json()["runs"] as? [[String: Any]])
        let results = try XCTUnwrap(runs.first?["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 6)
        XCTAssertTrue(results.allSatisfy { $0["ruleId"] as? String == "dtcg/circular-reference" })
    }

    /// An invalid config stops the command; its problems are on stderr in the same line format.
    func testInvalidConfigProblemsUseTheLintLineFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-check-config-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("bad.tokenlint.yml")
        // `profile:` takes apple-hig, wcag-aa, wcag-aaa or material (README.md, `--profile`).
        try "profile: apple-hug\n".write(to: config, atomically: true, encoding: .utf8)
        let result = tokenlint("tokens", "check", "--config", config.path)
        XCTAssertEqual(result.code, 2, result.summary)
        let line = try XCTUnwrap(result.err.split(separator: "\n").first.map(String.init), result.summary)
        XCTAssertNotNil(line.range(of: #"bad\.tokenlint\.yml:1:10: error: .*apple-hug.* \[config/invalid\]$"#, options: .regularExpression), line)
    }
}
