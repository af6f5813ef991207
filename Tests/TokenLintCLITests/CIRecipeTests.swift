import Foundation
import JSONSchemaTestSupport
import XCTest
import Yams

/// The README's CI recipes (GitHub Actions, GitLab CI, the Figma ones among them) are copied
/// into pipelines as they are: each must be valid YAML, run only commands and flags that
/// tokenlint has (its help lists them), and publish the report files its commands write.
final class CIRecipeTests: XCTestCase {
    private static func recipes() throws -> [String] {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "### CI recipes"), "the README has a CI recipes section")
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex
        return MarkdownYAMLBlocks.blocks(in: String(rest[..<end]))
    }

    /// Every `run:` and `script:` string of a parsed recipe, continuation lines joined. A
    /// command that YAML read as something else (an unquoted `X-Figma-Token: …` makes a
    /// mapping, which GitLab rejects: "script config should be a string or a nested array of
    /// strings") fails the test.
    private static func commands(in node: Any?, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        var found: [String] = []
        func visit(_ node: Any?, key: String?) {
            let isCommand = key == "run" || key == "script"
            switch node {
            case let map as [String: Any]:
                XCTAssertFalse(isCommand, "a \(key ?? "") entry is a mapping, not a command: \(map)", file: file, line: line)
                if let uses = map["uses"] as? String, uses.hasPrefix("tokenlint/tokenlint@") {
                    found.append(actionCommand(map["with"] as? [String: Any] ?? [:]))
                }
                for (key, value) in map { visit(value, key: key) }
            case let list as [Any]: for item in list { visit(item, key: key) }
            case let text as String where isCommand:
                found += text.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n").map(String.init)
            default: break
            }
        }
        visit(node, key: nil)
        return found
    }

    /// The command a step that uses the action (action.yml, scripts/action-lint.sh) runs.
    private static func actionCommand(_ inputs: [String: Any]) -> String {
        var words = ["tokenlint", "lint"]
        if let paths = inputs["paths"] as? String { words += paths.split(separator: " ").map(String.init) }
        words += ["--format", "github"]
        if let config = inputs["config"] as? String { words += ["--config", config] }
        if let baseline = inputs["baseline"] as? String { words += ["--baseline", baseline] }
        for format in ["sarif", "junit"] {
            if let path = inputs[format] as? String { words += ["--report", "\(format)=\(path)"] }
        }
        if let args = inputs["args"] as? String { words += args.split(separator: " ").map(String.init) }
        return words.joined(separator: " ")
    }

    func testRecipesAreYAMLAndUseOnlyRealCommandsAndFlags() throws {
        let recipes = try Self.recipes()
        XCTAssertGreaterThanOrEqual(recipes.count, 4, "GitHub and GitLab, for spec folders and for Figma files")
        var tokenlintCommands: [[String]] = []
        for recipe in recipes {
            let parsed = try Yams.load(yaml: recipe)
            XCTAssertNotNil(parsed, recipe)
            for command in Self.commands(in: parsed) {
                let words = command.split(separator: " ").map(String.init)
                guard let index = words.firstIndex(of: "tokenlint") else { continue }
                tokenlintCommands.append(Array(words[(index + 1)...]))
            }
        }
        XCTAssertTrue(tokenlintCommands.contains { $0.starts(with: ["lint", "design/app.figma.json"]) }, "the Figma recipes lint the fetched file: \(tokenlintCommands)")
        for arguments in tokenlintCommands {
            // The longest run of leading words that is a command (its usage line names it).
            var path: [String] = []
            for word in arguments where !word.hasPrefix("-") {
                let help = tokenlint(path + [word, "--help"])
                guard help.code == 0, help.out.contains("USAGE: tokenlint \((path + [word]).joined(separator: " "))") else { break }
                path.append(word)
            }
            XCTAssertFalse(path.isEmpty, "not a tokenlint command: \(arguments)")
            let help = tokenlint(path + ["--help"]).out
            for argument in arguments where argument.hasPrefix("--") {
                let flag = String(argument.prefix { $0 != "=" })
                XCTAssertTrue(help.contains(flag + " ") || help.contains(flag + "\n"), "tokenlint \(path.joined(separator: " ")) has no \(flag): \(arguments)")
            }
        }
    }

    /// The report a recipe's CI step publishes is the one its tokenlint command writes.
    func testRecipesPublishTheReportsTheirCommandWrites() throws {
        for recipe in try Self.recipes() {
            let commands = Self.commands(in: try Yams.load(yaml: recipe)).filter { $0.contains("tokenlint ") }
            let written = commands.flatMap { $0.split(separator: " ") }.compactMap { word -> (String, String)? in
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                return parts.count == 2 && ["junit", "sarif"].contains(parts[0]) ? (parts[0], parts[1]) : nil
            }
            for (format, path) in written {
                switch format {
                case "junit": XCTAssertTrue(recipe.contains("report_paths: \(path)") || recipe.contains("junit: \(path)"), "JUnit \(path) is not published:\n\(recipe)")
                default: XCTAssertTrue(recipe.contains("sarif_file: \(path)"), "SARIF \(path) is not uploaded:\n\(recipe)")
                }
            }
        }
    }

    /// Issue 13: "The README's Figma recipe works as written against a saved response." Each
    /// Figma recipe's commands run in a fresh folder, in order, as the CI would run them: `mkdir`
    /// as written, `curl` replaced by the saved figmagic response (the real
    /// `GET /v1/files/:key` body, Tests/Fixtures/figma), and every tokenlint command as written.
    /// The lint must judge the design (exit 0 or 1, not 2) and write the reports the recipe
    /// publishes: JUnit with the file's test cases, SARIF 2.1.0.
    func testFigmaRecipesRunAsWrittenAgainstASavedResponse() throws {
        let saved = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/figma/figmagic-design-system-template.figma.json")
        var ran = 0
        for recipe in try Self.recipes() where recipe.contains("api.figma.com") {
            let folder = try makeTemporaryDirectory(self)
            try inDirectory(folder.path) {
                for command in Self.commands(in: try Yams.load(yaml: recipe)) {
                    let words = command.split(separator: " ").map(String.init)
                    if words.first == "mkdir" {
                        for path in words.dropFirst() where !path.hasPrefix("-") {
                            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                        }
                    } else if command.contains("curl ") {
                        let output = try XCTUnwrap(words.firstIndex(of: "-o").map { words[$0 + 1] }, "curl writes a file: \(command)")
                        try FileManager.default.copyItem(at: saved, to: URL(fileURLWithPath: output.trimmingCharacters(in: CharacterSet(charactersIn: "'\""))))
                    } else if let index = words.firstIndex(of: "tokenlint") {
                        let result = tokenlint(Array(words[(index + 1)...]))
                        XCTAssertTrue(result.code == 0 || result.code == 1, "\(command): exit \(result.code)\n\(result.err)")
                        ran += 1
                    }
                }
                // The default (rich) JUnit shape: what GitLab and the JUnit actions read.
                let junit = try String(contentsOfFile: "reports/junit.xml", encoding: .utf8)
                XCTAssertTrue(junit.hasPrefix("<?xml") && junit.contains("<testsuites") && junit.contains("<testcase"), String(junit.prefix(300)))
                XCTAssertTrue(junit.contains("figma.json"), "the test cases name the Figma file")
                if recipe.contains("sarif_file:") {
                    let sarif = try Data(contentsOf: URL(fileURLWithPath: "reports/tokenlint.sarif"))
                    let json = try JSONSerialization.jsonObject(with: sarif) as? [String: Any]
                    XCTAssertEqual(json?["version"] as? String, "2.1.0")
                }
            }
        }
        XCTAssertEqual(ran, 2, "the GitHub and GitLab Figma recipes each lint once")
    }
}
