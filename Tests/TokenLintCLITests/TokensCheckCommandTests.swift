import Foundation
import XCTest

/// `tokenlint tokens check`: the built-in registry, the public corpus, and broken fixtures.
final class TokensCheckCommandTests: XCTestCase {
    func testBuiltInRegistryIsClean() throws {
        let result = tokenlint("tokens", "check")
        XCTAssertEqual(result.code, 0, result.summary)
        let lines = result.out.split(separator: "\n")
        let summary = try XCTUnwrap(lines.last.map(String.init), result.summary)
        XCTAssertNotNil(summary.range(of: #"^Checked .+: \d+ tokens in 96 permutations; 0 errors, \d+ warnings?\.$"#, options: .regularExpression),
                        "summary line: \(summary)")
        XCTAssertFalse(result.out.contains(": error:"), result.summary)
    }

    func testBuiltInRegistryJSON() throws {
        let result = tokenlint("tokens", "check", "--format", "json")
        XCTAssertEqual(result.code, 0, result.summary)
        let json = try result.json()
        XCTAssertEqual(json.object("tool")?.string("name"), "tokenlint")
        XCTAssertEqual(json.object("tool")?.string("version"), "1.0.0")
        let summary = try XCTUnwrap(json.object("summary"), result.summary)
        XCTAssertEqual(summary.number("errors"), 0)
        XCTAssertEqual(summary.number("permutations"), 96)
        XCTAssertGreaterThan(summary.number("tokens") ?? 0, 100, "the built-in registry has the Apple colors, text styles and motion")
        let findings = try XCTUnwrap(json.array("findings"), result.summary)
        XCTAssertFalse(findings.contains { ($0 as? [String: Any])?.string("severity") == "error" })
    }

    // MARK: The corpus

    func testCorpusResolversCheckWithoutInputErrors() throws {
        for name in TestPaths.corpusResolvers {
            let path = try TestPaths.corpusResolver(name)
            let text = tokenlint("tokens", "check", "--tokens", path, "--legacy-format")
            XCTAssertTrue(text.code == 0 || text.code == 1, "\(name) must be readable (exit 0 or 1, never 2): \(text.summary)")
            XCTAssertTrue(text.out.contains("Checked "), text.summary)

            let result = tokenlint("tokens", "check", "--tokens", path, "--legacy-format", "--format", "json")
            XCTAssertEqual(result.code, text.code, "text and JSON runs agree on the exit code for \(name)")
            let json = try result.json()
            let summary = try XCTUnwrap(json.object("summary"))
            let findings = try XCTUnwrap(json.array("findings") as? [[String: Any]])
            XCTAssertEqual(result.code == 1, (summary.number("errors") ?? 0) > 0, "exit 1 exactly when there are errors (\(name))")
            XCTAssertEqual(Double(findings.filter { $0.string("severity") == "error" }.count), summary.number("errors"))
            XCTAssertEqual(Double(findings.filter { $0.string("severity") == "warning" }.count), summary.number("warnings"))
            try assertFindingsPointIntoTheirFiles(findings, context: name)
        }
    }

    func testCorpusPermutationCounts() throws {
        let expected = ["apple-hig.resolver.json": 28, "figma-sds.resolver.json": 2, "shopify-polaris.resolver.json": 1]
        for (name, count) in expected {
            let result = tokenlint("tokens", "check", "--tokens", try TestPaths.corpusResolver(name), "--legacy-format", "--format", "json")
            XCTAssertEqual(try result.json().object("summary")?.number("permutations"), Double(count), name)
        }
    }

    /// Every finding names a file that exists, a line inside it and a column inside that line.
    private func assertFindingsPointIntoTheirFiles(_ findings: [[String: Any]], context: String,
                                                   file: StaticString = #filePath, line: UInt = #line) throws {
        var cache: [String: [Substring]] = [:]
        for finding in findings {
            let path = try XCTUnwrap(finding.string("file"), "finding without file in \(context): \(finding)", file: file, line: line)
            let lineNumber = try XCTUnwrap(finding.number("line"), "finding without line in \(context): \(finding)", file: file, line: line)
            let column = try XCTUnwrap(finding.number("column"), "finding without column in \(context): \(finding)", file: file, line: line)
            XCTAssertNotNil(finding.string("rule"), file: file, line: line)
            XCTAssertNotNil(finding.string("message"), file: file, line: line)
            XCTAssertTrue(["error", "warning", "info", "needs-review"].contains(finding.string("severity") ?? ""), "\(finding)", file: file, line: line)
            let lines: [Substring]
            if let cached = cache[path] {
                lines = cached
            } else {
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                    : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
                let text = try String(contentsOf: url, encoding: .utf8)
                lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                cache[path] = lines
            }
            XCTAssertGreaterThanOrEqual(lineNumber, 1, file: file, line: line)
            XCTAssertLessThanOrEqual(Int(lineNumber), lines.count, "\(path):\(Int(lineNumber)) is past the end", file: file, line: line)
            if Int(lineNumber) <= lines.count, lineNumber >= 1 {
                let text = lines[Int(lineNumber) - 1]
                XCTAssertGreaterThanOrEqual(column, 1, file: file, line: line)
                XCTAssertLessThanOrEqual(Int(column), text.unicodeScalars.count + 1,
                                         "\(path):\(Int(lineNumber)):\(Int(column)) is past the end of \"\(text)\"", file: file, line: line)
            }
        }
    }

    func testCorpusTextFindingsNameFileLineColumn() throws {
        let path = try TestPaths.corpusResolver("apple-hig.resolver.json")
        let result = tokenlint("tokens", "check", "--tokens", path, "--legacy-format")
        let findingLines = result.out.split(separator: "\n").filter { !$0.hasPrefix("Checked ") }
        XCTAssertFalse(findingLines.isEmpty, "the Apple HIG corpus uses legacy forms: there are warnings")
        for line in findingLines {
            XCTAssertNotNil(line.range(of: #"^[^:]+\.json:\d+:\d+: (error|warning|info|needs-review): "#, options: .regularExpression),
                            "finding line without file:line:column: \(line)")
        }
    }

    func testLegacyFormsAreWarningsOnlyWithTheFlag() throws {
        let path = try TestPaths.corpusResolver("figma-sds.resolver.json")
        let lenient = tokenlint("tokens", "check", "--tokens", path, "--legacy-format", "--format", "json")
        let lenientFindings = try XCTUnwrap(lenient.json().array("findings") as? [[String: Any]])
        XCTAssertTrue(lenientFindings.contains { $0.string("rule") == "dtcg/legacy-format" && $0.string("severity") == "warning" })

        let strict = tokenlint("tokens", "check", "--tokens", path, "--format", "json")
        XCTAssertEqual(strict.code, 1, "without --legacy-format the legacy values are errors: \(strict.summary.prefix(600))")
    }

    // MARK: Broken fixtures

    func testInvalidJSONExitsTwoAndNamesFileLineColumn() throws {
        let path = TestPaths.fixture("broken.tokens.json")
        // The stray "}" after the trailing comma, found in the file itself (line and column, 1-based).
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let lineIndex = try XCTUnwrap(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "}" && $0.hasPrefix("    }") })
        let column = lines[lineIndex].prefix { $0 == " " }.count + 1
        let location = "broken.tokens.json:\(lineIndex + 1):\(column)"
        XCTAssertEqual(location, "broken.tokens.json:6:5")

        let result = tokenlint("tokens", "check", "--tokens", path)
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue((result.out + result.err).contains(location), "expected \(location): \(result.summary)")

        let json = tokenlint("tokens", "check", "--tokens", path, "--format", "json")
        XCTAssertEqual(json.code, 2, json.summary)
        let findings = try XCTUnwrap(json.json().array("findings") as? [[String: Any]])
        let error = try XCTUnwrap(findings.first { $0.string("severity") == "error" }, json.summary)
        XCTAssertEqual(error.number("line"), 6)
        XCTAssertEqual(error.number("column"), 5)
        XCTAssertTrue(error.string("file")?.hasSuffix("broken.tokens.json") == true)
    }

    func testInvalidJSONInAResolverSourceExitsTwoAndNamesTheSourceFile() {
        let result = tokenlint("tokens", "check", "--tokens", TestPaths.fixture("broken-source.resolver.json"))
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue((result.out + result.err).contains("broken.tokens.json:6:5"), result.summary)
    }

    func testMissingFileExitsTwo() {
        let missing = TestPaths.fixture("does-not-exist.tokens.json")
        let result = tokenlint("tokens", "check", "--tokens", missing)
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue((result.out + result.err).contains("does-not-exist.tokens.json"), result.summary)
    }

    func testAliasCycleListsEveryMember() throws {
        let path = TestPaths.fixture("cycle.tokens.json")
        let result = tokenlint("tokens", "check", "--tokens", path, "--format", "json")
        XCTAssertEqual(result.code, 1, result.summary)
        let findings = try XCTUnwrap(result.json().array("findings") as? [[String: Any]])
        let cyclic = findings.filter { $0.string("rule")?.contains("circular") == true || $0.string("message")?.contains("circular") == true }
        let tokens = Set(cyclic.compactMap { $0.string("token") })
        XCTAssertEqual(tokens, ["color.a", "color.b", "color.c", "color.self", "color.pingA", "color.pingB"], result.summary)
        XCTAssertTrue(cyclic.allSatisfy { $0.string("severity") == "error" })
        XCTAssertFalse(findings.contains { $0.string("token") == "color.ok" || $0.string("token") == "color.base" },
                       "tokens outside the cycles are fine: \(result.summary)")

        // Each cycle finding points at its token's $value line.
        let source = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        for finding in cyclic {
            let name = try XCTUnwrap(finding.string("token")?.split(separator: ".").last)
            let line = try XCTUnwrap(finding.number("line"))
            XCTAssertTrue(source[Int(line) - 1].contains("\"\(name)\""), "\(finding) should point at the line of \(name)")
        }

        let text = tokenlint("tokens", "check", "--tokens", path)
        XCTAssertEqual(text.code, 1)
        for token in ["color.a", "color.b", "color.c"] {
            XCTAssertTrue(text.out.contains("\(token):"), "\(token) listed: \(text.summary)")
        }
    }

    func testDuplicateKeyIsAWarningAtTheRepeat() throws {
        let path = TestPaths.fixture("duplicate-key.tokens.json")
        let result = tokenlint("tokens", "check", "--tokens", path, "--format", "json")
        XCTAssertEqual(result.code, 0, "a duplicate key is a warning, not an error: \(result.summary)")
        let findings = try XCTUnwrap(result.json().array("findings") as? [[String: Any]])
        let duplicate = try XCTUnwrap(findings.first { $0.string("rule")?.contains("duplicate") == true }, result.summary)
        XCTAssertEqual(duplicate.string("severity"), "warning")
        XCTAssertEqual(duplicate.number("line"), 5, "the second \"ink\"")
        XCTAssertEqual(duplicate.number("column"), 5)
        // The last one wins.
        let resolved = tokenlint("tokens", "resolve", "color.ink", "--tokens", path, "--format", "json")
        XCTAssertEqual(try resolved.json().object("$value")?.string("hex"), "#ffffff", resolved.summary)
    }

    /// A file saved with a BOM and CRLF line endings, with "é" before the value: the finding's
    /// column counts Unicode scalars, lines are CRLF-separated, the BOM takes no column.
    func testPositionsInABOMAndCRLFFileWithNonASCIINames() throws {
        let path = TestPaths.fixture("bom-crlf-cycle.tokens.json")
        let result = tokenlint("tokens", "check", "--tokens", path, "--format", "json")
        XCTAssertEqual(result.code, 1, result.summary)
        let findings = try XCTUnwrap(result.json().array("findings") as? [[String: Any]])
        let byToken = Dictionary(findings.compactMap { f in f.string("token").map { ($0, f) } }, uniquingKeysWith: { a, _ in a })
        // Line 4: `    "café": { "$value": "{color.thé}" },` — the $value string opens at scalar 25 (byte 26).
        XCTAssertEqual(byToken["color.café"]?.number("line"), 4, result.summary)
        XCTAssertEqual(byToken["color.café"]?.number("column"), 25, result.summary)
        // Line 5: `    "thé": { "$value": "{color.café}" }` — scalar 24.
        XCTAssertEqual(byToken["color.thé"]?.number("line"), 5, result.summary)
        XCTAssertEqual(byToken["color.thé"]?.number("column"), 24, result.summary)
    }

    func testValidFixtureIsClean() {
        let result = tokenlint("tokens", "check", "--tokens", TestPaths.fixture("valid.tokens.json"))
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertTrue(result.out.contains("4 tokens in 1 permutation; 0 errors, 0 warnings."), result.summary)
    }

    func testOutputIsDeterministic() {
        let first = tokenlint("tokens", "check", "--tokens", TestPaths.fixture("cycle.tokens.json"), "--format", "json")
        let second = tokenlint("tokens", "check", "--tokens", TestPaths.fixture("cycle.tokens.json"), "--format", "json")
        XCTAssertEqual(first.out, second.out)
    }
}
