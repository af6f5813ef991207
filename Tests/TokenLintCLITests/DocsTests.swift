import DesignSpec
import DesignTokens
import Diagnostics
import Foundation
import SpecLint
import TokenLintCLI
import XCTest

/// The repository stands alone: messages and `help` texts point only at things a user has
/// (`tokenlint rules RULE`, or `docs/…` by its repository path). docs/rules.md is the catalog's
/// own output (GeneratorTests), and nothing the tool prints sends a user to a document outside
/// the repository.
final class DocsTests: XCTestCase {
    private static let root = TestPaths.packageRoot

    func testTheRulesPageCoversEveryRuleAndCheck() {
        let page = tokenlint("rules", "--format", "markdown").out
        for rule in RuleCatalog.all {
            XCTAssertTrue(page.contains("\n## \(rule.id)\n"), "a section for \(rule.id)")
            XCTAssertTrue(page.contains("](#\(rule.id.replacingOccurrences(of: "/", with: "")))"), "an index link to \(rule.id)")
            XCTAssertTrue(page.contains("Source: \(rule.description.source)"), rule.id)
        }
        for check in CatalogEntry.registryChecks {
            XCTAssertTrue(page.contains("| `\(check.id)` |"), "a row for \(check.id)")
        }
        // One rule as markdown is its section of the page.
        let one = tokenlint("rules", "target/size", "--format", "markdown")
        XCTAssertEqual(one.code, 0, one.summary)
        XCTAssertTrue(page.contains(one.out.trimmingCharacters(in: .newlines)), one.out)
    }

    /// Everything `tokenlint` prints about its rules (the catalog: summaries, rationales,
    /// sources, thresholds, options; the registry checks; `tokenlint rules RULE`; `--help`),
    /// the built-in registry's descriptions, and the help of a structure error, cite only
    /// `tokenlint rules …` or `docs/…` pages that exist in the repository.
    func testUserFacingTextCitesOnlyWhatUsersHave() throws {
        var texts: [(String, String)] = []
        for rule in RuleCatalog.all {
            let description = rule.description
            let fields = [description.summary, description.rationale, description.source] + description.thresholds + description.options
            texts.append(("catalog \(rule.id)", fields.joined(separator: "\n")))
            texts.append(("tokenlint rules \(rule.id)", tokenlint("rules", rule.id).out))
        }
        for check in CatalogEntry.registryChecks {
            texts.append(("registry check \(check.id)", check.summary))
        }
        texts.append(("tokenlint rules", tokenlint("rules").out))
        // The built-in registry's $description and source texts, which `tokens resolve` prints
        // ("Why: …") and `tokens export` writes.
        let registry = Self.root.appendingPathComponent("tokens")
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: registry, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "json" {
            texts.append(("tokens/\(url.lastPathComponent)", try String(contentsOf: url, encoding: .utf8)))
        }
        XCTAssertGreaterThan(texts.filter { $0.0.hasPrefix("tokens/") }.count, 20)
        let resolved = tokenlint("tokens", "resolve", "motion.transition.liquidGlass", "--reduce-motion")
        XCTAssertEqual(resolved.code, 0, resolved.summary)
        texts.append(("tokenlint tokens resolve --reduce-motion", resolved.out))
        for command in [["--help"], ["lint", "--help"], ["tokens", "check", "--help"], ["tokens", "export", "--help"],
                        ["tokens", "resolve", "--help"], ["contrast", "--help"], ["spring", "--help"], ["rules", "--help"],
                        ["report", "validate", "--help"], ["init", "--help"], ["schema", "--help"]] {
            let result = tokenlint(command)
            texts.append(("tokenlint \(command.joined(separator: " "))", result.out + result.err))
        }
        // A spec/invalid finding without a help of its own gets the linter's generic one.
        let spec = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/specs/structure-errors.spec.yaml").path
        let lint = tokenlint("lint", spec, "--config", LintPaths.neutralConfig, "--format", "json")
        let findings = try XCTUnwrap(try lint.json()["findings"] as? [[String: Any]])
        let helps = findings.compactMap { $0["help"] as? String }
        XCTAssertTrue(helps.contains { $0.contains("docs/spec-format.md") }, "\(helps)")
        texts.append(("lint help", helps.joined(separator: "\n")))

        // A document path: anything ending in .md, or a path into ../shared, design/ or the seeds.
        let documentPath = try NSRegularExpression(pattern: #"[A-Za-z0-9_./-]*\.md\b|\.\./shared|\bshared/|\bdesign/[a-z]|\bseeds?\b"#)
        for (name, text) in texts {
            for match in documentPath.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range, in: text) else { continue }
                let cited = String(text[range])
                XCTAssertTrue(cited.hasPrefix("docs/") && cited.hasSuffix(".md"), "\(name) cites '\(cited)', which users do not have")
                if cited.hasPrefix("docs/") {
                    XCTAssertTrue(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(cited).path), "\(name) cites \(cited), missing")
                }
            }
        }
    }

    /// A finding's help is printed to users: it cites `tokenlint rules …` or docs/, never a
    /// document they do not have ("design doc"). Read from the sources, since most helps are
    /// printed only for a failing spec.
    func testFindingHelpsCiteNoDocumentUsersLack() throws {
        let help = try NSRegularExpression(pattern: #"help: "((?:[^"\\]|\\.)*)""#)
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: Self.root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil))
        var count = 0
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in help.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                count += 1
                let literal = String(text[range])
                XCTAssertFalse(literal.lowercased().contains("design doc"), "\(url.lastPathComponent): help cites a design doc: \(literal)")
            }
        }
        XCTAssertGreaterThan(count, 20, "the helps are found")
    }

    /// The docs describe the format and the tool this binary is: docs/spec-format.md names the
    /// format version the parser reads and the tool's real version, and no page tells a
    /// history of versions the binary never had ("format v2", "tokenlint v2", "v1 made…").
    func testTheDocsDescribeTheFormatAndVersionTheBinaryReads() throws {
        let format = try String(contentsOf: Self.root.appendingPathComponent("docs/spec-format.md"), encoding: .utf8)
        let title = try XCTUnwrap(format.components(separatedBy: "\n").first)
        let version = try XCTUnwrap(title.components(separatedBy: "version ").last.flatMap { Int($0) }, title)
        let spec = "tokenlint: \(version)\ncomponents: [{id: a, role: text}]\n"
        XCTAssertTrue(SpecParser.parse(file: "a.spec.yaml", bytes: Array(spec.utf8)).findings.isEmpty, "the parser reads format \(version)")
        XCTAssertTrue(format.contains("tokenlint \(TokenLintCommand.version) reads this format, version \(version)"))
        let history = try NSRegularExpression(pattern: #"(?i)format v\d|version \d of the format|tokenlint v\d|\bv[0-9] (made|treated|compared|keeps)"#)
        let pages = ["README.md", "docs/spec-format.md", "docs/rules.md", "docs/tokens.md", "Examples/README.md"]
        for page in pages {
            let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
            let found = history.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
            XCTAssertEqual(found, [], "\(page) tells a version history the binary does not have")
        }
    }

    /// Every relative link in the README and docs/ leads to a file in the repository.
    func testDocumentationLinksResolve() throws {
        let pages = ["README.md", "Examples/README.md"] + (try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path))
            .filter { $0.hasSuffix(".md") }.map { "docs/\($0)" }
        XCTAssertTrue(pages.contains("docs/README.md"))
        let link = try NSRegularExpression(pattern: #"\]\(([^)#\s]+)(#[^)]*)?\)"#)
        for page in pages {
            let url = Self.root.appendingPathComponent(page)
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let target = String(text[range])
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let resolved = url.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL
                XCTAssertTrue(resolved.path.hasPrefix(Self.root.standardizedFileURL.path + "/"), "\(page) links outside the repository: \(target)")
                XCTAssertTrue(FileManager.default.fileExists(atPath: resolved.path), "\(page) links to \(target), which does not exist")
            }
        }
    }
}
