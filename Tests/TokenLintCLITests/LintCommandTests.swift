import Foundation
import JSONSource
import TokenLintCLI
import XCTest

/// Paths and helpers of the `lint` tests.
enum LintPaths {
    static let root = TestPaths.packageRoot.path
    static let examples = TestPaths.packageRoot.appendingPathComponent("Examples/specs").path
    static let fixtures = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/lint")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// The defaults, stated: tests pass it so a stray `.tokenlint.yml` above the working
    /// directory cannot change what they see.
    static let neutralConfig = fixture("neutral.tokenlint.yml")

    /// Every spec rule of docs/rules.md, Spec rules (RuleCatalog's ids, in its order).
    static let specRules = [
        "contrast/text", "contrast/increased", "contrast/non-text", "contrast/translucent",
        "target/size", "text/min-size", "text/dynamic-type",
        "motion/high-frequency", "motion/small-element", "motion/prominent-in-list", "motion/navigation",
        "motion/blur-radius", "motion/reduced-motion", "motion/duration", "motion/flash", "motion/autoplay",
        "tokens/unknown-reference", "tokens/type-mismatch", "tokens/raw-value", "tokens/deprecated",
        "spec/invalid", "suppression/missing-reason", "suppression/unused",
    ]
}

/// Runs `body` with the package root as the working directory (so reports show
/// `Examples/specs/…`), restoring the previous one after. Tests in one process run serially.
func inPackageRoot<T>(_ body: () throws -> T) rethrows -> T {
    try inDirectory(LintPaths.root, body)
}

/// `tokenlint lint --config <neutral> ARGS…` from the package root.
func lint(_ arguments: String...) -> CLIResult {
    inPackageRoot { tokenlint(["lint", "--config", LintPaths.neutralConfig] + arguments) }
}

extension CLIResult {
    /// `findings` of `--format json` output.
    func findings(file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        try XCTUnwrap(json(file: file, line: line)["findings"] as? [[String: Any]], summary, file: file, line: line)
    }
}

extension Array where Element == [String: Any] {
    func first(rule: String, component: String) -> [String: Any]? {
        first { $0.string("rule") == rule && $0.string("component") == component }
    }
}

final class LintCommandTests: XCTestCase {
    // MARK: The example specs

    func testExampleSpecsReportWhatAReviewerExpects() throws {
        let result = lint(LintPaths.examples, "--format", "json")
        XCTAssertEqual(result.code, 1, result.summary)
        let findings = try result.findings()

        for id in ["servings-minus", "servings-plus"] {
            let finding = try XCTUnwrap(findings.first(rule: "target/size", component: id), "\(id): \(result.summary)")
            XCTAssertEqual(finding.string("severity"), "error")
            XCTAssertEqual(finding.string("file"), "Examples/specs/recipe-picker.spec.yaml")
            XCTAssertEqual(finding.number("measured"), 28)
            XCTAssertEqual(finding.number("required"), 44)
        }

        // White 17 pt semibold (headline) on the literal #007AFF: 4.017:1.
        let add = try XCTUnwrap(findings.first(rule: "contrast/text", component: "add-to-plan"), result.summary)
        XCTAssertEqual(add.string("severity"), "error")
        XCTAssertEqual(try XCTUnwrap(add.number("measured")), 4.017, accuracy: 0.0005)
        XCTAssertEqual(try XCTUnwrap(add.number("measured")), ReferenceWCAG.ratio("#FFFFFF", "#007AFF"), accuracy: 1e-4)
        XCTAssertEqual(add.number("required"), 4.5)
        let addMessage = try XCTUnwrap(add.string("message"))
        XCTAssertTrue(addMessage.contains("4.02:1") && addMessage.contains("17 pt semibold"), addMessage)
        XCTAssertEqual((add["contexts"] as? [Any])?.count, 0, "a literal background fails in every context")

        // 12 pt caption1 in secondaryLabel on the white row: fails in light appearance only.
        let metadata = try XCTUnwrap(findings.first(rule: "contrast/text", component: "recipe-row-metadata"), result.summary)
        XCTAssertEqual(metadata.string("severity"), "error")
        XCTAssertTrue(metadata.string("message")?.contains("12 pt") ?? false, "\(metadata)")
        XCTAssertEqual(metadata["contexts"] as? [[String: String]], [["appearance": "light"]])
        XCTAssertLessThan(try XCTUnwrap(metadata.number("measured")), 4.5)

        let postRow = try XCTUnwrap(findings.first(rule: "motion/prominent-in-list", component: "post-row"), result.summary)
        XCTAssertEqual(postRow.string("severity"), "warning")
        XCTAssertEqual(postRow.string("file"), "Examples/specs/liquid-glass.spec.yaml")
        // The subtle rows of the same document are fine.
        XCTAssertNil(findings.first(rule: "motion/prominent-in-list", component: "notification-row"))
    }

    func testJSONFormatShapeAndOrder() throws {
        let result = lint(LintPaths.examples, "--format", "json")
        guard case .object(let top) = try result.orderedJSON() else { return XCTFail("not an object: \(result.summary)") }
        XCTAssertEqual(top.map(\.0), ["tool", "summary", "findings", "suppressed"])
        let json = try result.json()
        XCTAssertEqual(json.object("tool")?.string("name"), "tokenlint")
        XCTAssertNotNil(json.object("tool")?.string("version"))
        guard case .object(let summaryPairs)? = top.first(where: { $0.0 == "summary" })?.1 else { return XCTFail("no summary") }
        XCTAssertEqual(summaryPairs.map(\.0), ["files", "checks", "passed", "errors", "warnings", "needsReview", "suppressed"])
        let summary = try XCTUnwrap(json.object("summary"))
        XCTAssertEqual(summary.number("files"), 5)

        let findings = try result.findings()
        func count(_ severity: String) -> Double { Double(findings.filter { $0.string("severity") == severity }.count) }
        XCTAssertEqual(summary.number("errors"), count("error"))
        XCTAssertEqual(summary.number("warnings"), count("warning"))
        XCTAssertEqual(summary.number("needsReview"), count("needs-review"))
        let accounted = ["passed", "errors", "warnings", "needsReview", "suppressed"].compactMap { summary.number($0) }.reduce(0, +) + count("info")
        XCTAssertEqual(summary.number("checks"), accounted, "every check passed, found something, or was suppressed")
        XCTAssertGreaterThan(summary.number("suppressed") ?? 0, 0, "the examples suppress findings (liquid-glass ignores target/size)")

        var previous: (String, Int, Int, String)?
        for finding in findings {
            let keys = Array(finding.keys)
            for key in ["rule", "severity", "file", "line", "column", "component", "contexts", "message"] {
                XCTAssertTrue(keys.contains(key), "\(key) missing in \(finding)")
            }
            XCTAssertTrue(["error", "warning", "info", "needs-review"].contains(finding.string("severity") ?? ""), "\(finding)")
            XCTAssertNotNil(finding["contexts"] as? [[String: String]], "contexts is a list of objects: \(finding)")
            let key = (finding.string("file") ?? "", Int(finding.number("line") ?? 0), Int(finding.number("column") ?? 0), finding.string("rule") ?? "")
            if let previous { XCTAssertFalse(key < previous, "findings out of order: \(previous) before \(key)") }
            previous = key
        }
        // Key order of one finding: where it is, then what it says (rule, severity, file, …, message).
        guard case .array(let items)? = top.first(where: { $0.0 == "findings" })?.1, case .object(let first)? = items.first else {
            return XCTFail("no findings")
        }
        XCTAssertEqual(Array(first.map(\.0).prefix(8)), ["rule", "severity", "file", "line", "column", "component", "contexts", "message"])
    }

    func testOutputIsDeterministicWhateverTheJobCount() {
        let one = lint(LintPaths.examples, "--format", "json", "--jobs", "1")
        let many = lint(LintPaths.examples, "--format", "json", "--jobs", "8")
        XCTAssertEqual(one.code, many.code)
        XCTAssertEqual(one.out, many.out)
    }

    // MARK: Input errors (exit 2) and reports

    func testBrokenSpecBesideAValidOneStillLintsAndWritesEveryReport() throws {
        let directory = try makeTemporaryDirectory(self)
        let reports = ["json": "r.json", "junit": "r.xml", "sarif": "r.sarif", "github": "r.github.txt"]
            .mapValues { directory.appendingPathComponent($0).path }
        let folder = LintPaths.fixture("broken-and-valid")
        let result = lint(folder, "--report", "json=\(reports["json"]!)", "--report", "junit=\(reports["junit"]!)",
                          "--report", "sarif=\(reports["sarif"]!)", "--report", "github=\(reports["github"]!)")
        XCTAssertEqual(result.code, 2, result.summary)
        let brokenPlace = "Tests/Fixtures/lint/broken-and-valid/broken.spec.yaml:5:3"
        XCTAssertTrue((result.out + result.err).contains(brokenPlace), "the broken file is named with its line: \(result.summary)")
        XCTAssertTrue(result.out.contains("valid.spec.yaml:6:5: error:"), "the valid file is still linted: \(result.summary)")

        // JSON: both files.
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reports["json"]!))) as? [String: Any])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertTrue(findings.contains { $0.string("file")?.hasSuffix("broken.spec.yaml") == true && $0.number("line") == 5 }, "\(findings)")
        XCTAssertNotNil(findings.first(rule: "target/size", component: "close"), "\(findings)")
        XCTAssertEqual(json.object("summary")?.number("files"), 2)

        // JUnit: the broken file is an <error type="input"> testcase; the valid one has its testcases.
        let junit = try String(contentsOfFile: reports["junit"]!, encoding: .utf8)
        let document = try JUnitDocument(junit)
        let brokenCases = document.cases.filter { $0.attributes["file"]?.hasSuffix("broken.spec.yaml") == true }
        XCTAssertEqual(brokenCases.count, 1, junit)
        XCTAssertEqual(brokenCases.first?.error?["type"], "input")
        XCTAssertEqual(brokenCases.first?.attributes["line"], "5")
        let validCases = document.cases.filter { $0.attributes["file"]?.hasSuffix("valid.spec.yaml") == true && $0.attributes["file"]?.hasSuffix("broken.spec.yaml") == false }
        XCTAssertTrue(validCases.contains { $0.attributes["name"] == "target/size close" && $0.failure?["type"] == "target/size" }, junit)
        XCTAssertGreaterThan(validCases.count, 1, "passing checks are testcases too")

        // SARIF: results for both files.
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: reports["sarif"]!))) as? [String: Any])
        let results = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let uris = results.compactMap { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?.object("artifactLocation")?.string("uri") }
        XCTAssertTrue(uris.contains { $0.hasSuffix("broken.spec.yaml") }, "\(uris)")
        XCTAssertTrue(uris.contains { $0.hasSuffix("valid.spec.yaml") }, "\(uris)")

        // GitHub annotations: both files.
        let github = try String(contentsOfFile: reports["github"]!, encoding: .utf8)
        XCTAssertTrue(github.contains("::error file=Tests/Fixtures/lint/broken-and-valid/broken.spec.yaml,line=5"), github)
        XCTAssertTrue(github.contains("::error file=Tests/Fixtures/lint/broken-and-valid/valid.spec.yaml,line=6"), github)
    }

    func testMissingPathIsAnInputError() throws {
        let missing = LintPaths.fixture("no-such-folder")
        let result = lint(missing, LintPaths.fixture("warnings-only"))
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue((result.out + result.err).contains("Tests/Fixtures/lint/no-such-folder"), result.summary)
        XCTAssertTrue(result.out.contains("legal.spec.yaml:7:5: warning:"), "the other path is still linted: \(result.summary)")
        let json = lint(missing, "--format", "json")
        XCTAssertEqual(json.code, 2, json.summary)
        let finding = try XCTUnwrap(json.findings().first, json.summary)
        XCTAssertEqual(finding.string("severity"), "error")
        XCTAssertTrue(finding.string("message")?.contains("does not exist") ?? false, "\(finding)")
    }

    func testConfigWithAnUnknownKeyIsExitTwoWithItsPositionAndSpecsAreStillLinted() throws {
        let config = LintPaths.fixture("bad-config/.tokenlint.yml")
        let result = inPackageRoot {
            tokenlint(["lint", "--config", config, LintPaths.fixture("bad-config/specs"), "--format", "json"])
        }
        XCTAssertEqual(result.code, 2, result.summary)
        let findings = try result.findings()
        let configFinding = try XCTUnwrap(findings.first { $0.string("rule") == "config/invalid" }, result.summary)
        XCTAssertEqual(configFinding.string("file"), "Tests/Fixtures/lint/bad-config/.tokenlint.yml")
        XCTAssertEqual(configFinding.number("line"), 2)
        XCTAssertEqual(configFinding.number("column"), 1)
        XCTAssertTrue(configFinding.string("message")?.contains("did you mean 'profile'") ?? false, "\(configFinding)")
        // The valid part of the config still applies: target/size is a warning there.
        let target = try XCTUnwrap(findings.first(rule: "target/size", component: "close"), result.summary)
        XCTAssertEqual(target.string("severity"), "warning")

        let text = inPackageRoot { tokenlint(["lint", "--config", config, LintPaths.fixture("bad-config/specs")]) }
        XCTAssertEqual(text.code, 2)
        XCTAssertTrue((text.out + text.err).contains("Tests/Fixtures/lint/bad-config/.tokenlint.yml:2:1"), text.summary)
    }

    func testCommentOnlyConfigMeansTheDefaults() throws {
        let directory = try makeTemporaryDirectory(self)
        let config = directory.appendingPathComponent(".tokenlint.yml")
        try "# every option commented out\n# profile: wcag-aa\n".write(to: config, atomically: true, encoding: .utf8)
        let result = inPackageRoot { tokenlint(["lint", "--config", config.path, LintPaths.fixture("clean")]) }
        XCTAssertEqual(result.code, 0, result.summary)
    }

    // MARK: Exit codes for warnings

    func testStrictTurnsWarningsIntoFailures() throws {
        let folder = LintPaths.fixture("warnings-only")
        let plain = lint(folder, "--format", "junit")
        XCTAssertEqual(plain.code, 0, plain.summary)
        let plainDocument = try JUnitDocument(plain.out)
        XCTAssertEqual(plainDocument.cases.filter { $0.failure != nil }.count, 0, plain.out)
        XCTAssertTrue(plain.out.contains("<system-out>warning: Text size 10 pt"), plain.out)

        let strict = lint(folder, "--format", "junit", "--strict")
        XCTAssertEqual(strict.code, 1, strict.summary)
        let strictDocument = try JUnitDocument(strict.out)
        let failures = strictDocument.cases.compactMap { $0.failure?["type"] }.sorted()
        XCTAssertEqual(failures, ["motion/blur-radius", "motion/duration", "text/min-size"], strict.out)
        XCTAssertEqual(strictDocument.root["failures"], "3")

        let strictText = lint(folder, "--strict")
        XCTAssertEqual(strictText.code, 1)
    }

    func testMaxWarnings() {
        let folder = LintPaths.fixture("warnings-only")  // three warnings, no errors
        XCTAssertEqual(lint(folder, "--max-warnings", "0").code, 1)
        XCTAssertEqual(lint(folder, "--max-warnings", "2").code, 1)
        XCTAssertEqual(lint(folder, "--max-warnings", "3").code, 0)
        XCTAssertEqual(lint(LintPaths.fixture("clean"), "--max-warnings", "0").code, 0)
        XCTAssertEqual(lint(folder, "--max-warnings", "-1").code, 2, "a negative limit is a bad argument")
    }

    func testCleanFolderExitsZero() {
        let result = lint(LintPaths.fixture("clean"))
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertTrue(result.out.contains("checks passed"), result.summary)
    }

    /// docs/spec-format.md "Errors": a typo such as `foregound:` must fail the run, as it does in
    /// `.tokenlint.yml`. The fixture is `clean/clean.spec.yaml` with `height` and `foreground`
    /// misspelt.
    func testATypoInASpecFailsTheRun() throws {
        let folder = LintPaths.fixture("typo")
        let text = lint(folder)
        XCTAssertEqual(text.code, 1, text.summary)
        XCTAssertTrue(text.out.contains("typo.spec.yaml:6:25: error: unknown key 'hieght' in 'frame' (did you mean 'height'?) [spec/invalid]"),
                      text.summary)
        XCTAssertTrue(text.out.contains("typo.spec.yaml:9:5: error: unknown key 'foregound' (did you mean 'foreground'?) [spec/invalid]"),
                      text.summary)

        let sarif = try lint(folder, "--format", "sarif").orderedJSON()
        let levels = sarif["runs"]?.arrayValue?.first?["results"]?.arrayValue?
            .filter { $0["ruleId"]?.stringValue == "spec/invalid" }.compactMap { $0["level"]?.stringValue }
        XCTAssertEqual(levels, ["error", "error"])
    }

    func testProfileOption() throws {
        // recipe-picker's 28 × 28 servings buttons: below 44 (apple-hig), above 24 (wcag-aa), below 48 (material).
        let wcag = try lint(LintPaths.examples, "--format", "json", "--profile", "wcag-aa").findings()
        XCTAssertNil(wcag.first(rule: "target/size", component: "servings-plus"))
        let material = try lint(LintPaths.examples, "--format", "json", "--profile", "material").findings()
        XCTAssertEqual(material.first(rule: "target/size", component: "servings-plus")?.number("required"), 48)
        XCTAssertEqual(lint(LintPaths.examples, "--profile", "wcag-a").code, 2, "unknown profile")
    }

    func testConfigurationIncludeExcludeAndReportsAreRelativeToTheConfig() throws {
        let directory = try makeTemporaryDirectory(self)
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: directory.appendingPathComponent("specs/drafts"), withIntermediateDirectories: true)
        let spec = try String(contentsOfFile: LintPaths.fixture("broken-and-valid/valid.spec.yaml"), encoding: .utf8)
        try spec.write(to: directory.appendingPathComponent("specs/screen.spec.yaml"), atomically: true, encoding: .utf8)
        try "tokenlint: [not valid\n".write(to: directory.appendingPathComponent("specs/drafts/wip.spec.yaml"), atomically: true, encoding: .utf8)
        try """
            include: [specs]
            exclude: [specs/drafts]
            rules:
              target/size: {severity: warning}
            reports:
              junit: out/junit.xml
              json: out/report.json
            """.write(to: directory.appendingPathComponent(".tokenlint.yml"), atomically: true, encoding: .utf8)
        let result = inPackageRoot { tokenlint(["lint", "--config", directory.appendingPathComponent(".tokenlint.yml").path]) }
        XCTAssertEqual(result.code, 0, "the draft is excluded and target/size is a warning: \(result.summary)")
        XCTAssertTrue(result.out.contains("screen.spec.yaml"), result.summary)
        XCTAssertFalse(result.out.contains("wip.spec.yaml"), result.summary)
        XCTAssertTrue(fileManager.fileExists(atPath: directory.appendingPathComponent("out/junit.xml").path), "reports relative to the config")
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("out/report.json"))) as? [String: Any])
        XCTAssertEqual((report["findings"] as? [[String: Any]])?.first(rule: "target/size", component: "close")?.string("severity"), "warning")
    }

    // MARK: Text output

    func testQuietShowsOnlyErrors() {
        let result = lint(LintPaths.examples, "--quiet")
        XCTAssertEqual(result.code, 1)
        let lines = result.out.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.contains(": error: ") }, result.summary)
        for severity in ["warning", "needs-review", "info"] {
            XCTAssertFalse(lines.contains { $0.contains(": \(severity): ") }, "\(severity) in --quiet output: \(result.summary)")
        }
        let full = lint(LintPaths.examples)
        XCTAssertTrue(lines.last?.hasPrefix("Found ") ?? false, "the summary line stays: \(result.summary)")
        XCTAssertEqual(lines.last, full.out.split(separator: "\n").last, "the same summary line")
        let errorLines = full.out.split(separator: "\n").filter { $0.contains(": error: ") }
        XCTAssertEqual(lines.filter { $0.contains(": error: ") }, errorLines, "--quiet keeps every error")
    }

    func testCapturedOutputHasNoANSIEscapes() {
        setenv("NO_COLOR", "1", 1)
        defer { unsetenv("NO_COLOR") }
        let result = lint(LintPaths.examples)
        XCTAssertFalse(result.out.isEmpty)
        XCTAssertFalse(result.out.contains("\u{1B}"), "ANSI escape in captured output")
        XCTAssertFalse(result.err.contains("\u{1B}"))
        unsetenv("NO_COLOR")
        XCTAssertFalse(lint(LintPaths.examples).out.contains("\u{1B}"), "not a terminal: no colors either")
    }

    // MARK: JUnit profiles

    func testStrictJUnitProfileValidatesAgainstBothSchemasAndRichDoesNot() throws {
        let directory = try makeTemporaryDirectory(self)
        let strictPath = directory.appendingPathComponent("strict.xml").path
        let richPath = directory.appendingPathComponent("rich.xml").path
        let strict = lint(LintPaths.examples, "--junit-profile", "strict", "--report", "junit=\(strictPath)")
        XCTAssertEqual(strict.code, 1, strict.summary)
        XCTAssertEqual(lint(LintPaths.examples, "--report", "junit=\(richPath)").code, 1)

        for schema in ["jenkins", "ant"] {
            let check = tokenlint("report", "validate", strictPath, "--schema", schema)
            XCTAssertEqual(check.code, 0, "strict profile against \(schema): \(check.summary)")
        }
        let rich = tokenlint("report", "validate", richPath, "--schema", "ant")
        XCTAssertEqual(rich.code, 1, "the rich profile has file/line attributes the Ant XSD rejects: \(rich.summary)")
        // Each problem is located as compilers and linters do, `file:line:` first, so editors and
        // CI log viewers link it.
        // The closing lines: the count, and the hint to use the strict profile.
        let problems = rich.out.split(separator: "\n").dropLast(2)
        XCTAssertTrue(rich.out.split(separator: "\n").last?.hasPrefix("hint: ") == true, rich.summary)
        XCTAssertFalse(problems.isEmpty, rich.summary)
        for problem in problems where !problem.hasSuffix("more problems not listed") {
            XCTAssertNotNil(problem.range(of: "^\(NSRegularExpression.escapedPattern(for: richPath)):[0-9]+(:[0-9]+)?: ", options: .regularExpression), String(problem))
        }

        // The strict shape has no file/line and keeps every testcase of the rich one.
        let strictDocument = try JUnitDocument(String(contentsOfFile: strictPath, encoding: .utf8))
        let richDocument = try JUnitDocument(String(contentsOfFile: richPath, encoding: .utf8))
        XCTAssertEqual(strictDocument.cases.count, richDocument.cases.count)
        XCTAssertFalse(strictDocument.cases.contains { $0.attributes["file"] != nil })
    }

    // MARK: Contexts

    func testContextOptionRestrictsThePermutations() throws {
        let dark = lint(LintPaths.examples, "--format", "json", "--context", "appearance=dark")
        XCTAssertEqual(dark.code, 1, dark.summary)
        let findings = try dark.findings()
        // recipe-row-metadata fails in light only: gone when only dark is linted.
        XCTAssertNil(findings.first(rule: "contrast/text", component: "recipe-row-metadata"), dark.summary)
        // add-to-plan fails everywhere: still there.
        XCTAssertNotNil(findings.first(rule: "contrast/text", component: "add-to-plan"))
        for finding in findings {
            for context in finding["contexts"] as? [[String: String]] ?? [] {
                XCTAssertNil(context["appearance"], "appearance is fixed, so it never varies: \(finding)")
            }
        }
    }

    func testUnknownContextIsExitTwo() {
        let value = lint(LintPaths.examples, "--context", "appearance=sepia")
        XCTAssertEqual(value.code, 2, value.summary)
        XCTAssertTrue(value.err.contains("sepia"), value.summary)
        let modifier = lint(LintPaths.examples, "--context", "apperance=dark")
        XCTAssertEqual(modifier.code, 2, modifier.summary)
        XCTAssertTrue(modifier.err.contains("did you mean 'appearance'"), modifier.summary)
        XCTAssertEqual(lint(LintPaths.examples, "--context", "appearance").code, 2, "not MODIFIER=CONTEXT")
    }

    // MARK: `tokenlint rules`

    func testRulesListsEveryRule() {
        let result = tokenlint("rules")
        XCTAssertEqual(result.code, 0, result.summary)
        let listed = result.out.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("  "), let id = trimmed.split(separator: " ").first else { return nil }
            return String(id)
        }
        for id in LintPaths.specRules {
            XCTAssertTrue(listed.contains(id), "\(id) not listed: \(result.summary)")
        }
    }

    func testRulesExplainsOneRuleWithThresholdsAndExamples() {
        let result = tokenlint("rules", "contrast/text")
        XCTAssertEqual(result.code, 0, result.summary)
        for expected in ["contrast/text (default: error)", "Thresholds:", "apple-hig: text 4.5 : 1, large text 3 : 1",
                         "wcag-aa", "Source:", "1.4.3", "Passes:", "Fails:", "#777777", "Options", "level"] {
            XCTAssertTrue(result.out.contains(expected), "'\(expected)' missing: \(result.summary)")
        }
    }

    func testRulesWithAnUnknownIdSuggestsTheClosest() {
        let result = tokenlint("rules", "contrast/txt")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("did you mean 'contrast/text'"), result.summary)
    }
}

// MARK: - A small JUnit reader (Foundation's XMLParser, independent of the reporter's libxml2)

#if canImport(FoundationXML)
import FoundationXML
#endif

struct JUnitDocument {
    struct TestCase {
        var attributes: [String: String]
        var suite: [String: String]
        var failure: [String: String]?
        var error: [String: String]?
        var skipped: [String: String]?
        var systemOut: String?
    }

    var root: [String: String] = [:]
    var suites: [[String: String]] = []
    var cases: [TestCase] = []

    init(_ xml: String) throws {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw NSError(domain: "JUnitDocument", code: 1, userInfo: [NSLocalizedDescriptionKey: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")"])
        }
        root = delegate.root
        suites = delegate.suites
        cases = delegate.cases
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        var root: [String: String] = [:]
        var suites: [[String: String]] = []
        var cases: [TestCase] = []
        private var inCase = false
        private var text = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            text = ""
            switch name {
            case "testsuites": root = attributes
            case "testsuite": suites.append(attributes)
            case "testcase":
                cases.append(TestCase(attributes: attributes, suite: suites.last ?? [:]))
                inCase = true
            case "failure" where inCase: cases[cases.count - 1].failure = attributes
            case "error" where inCase: cases[cases.count - 1].error = attributes
            case "skipped" where inCase: cases[cases.count - 1].skipped = attributes
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "testcase" { inCase = false }
            if name == "system-out", inCase { cases[cases.count - 1].systemOut = text }
        }
    }
}

final class LintInputErrorsOnStandardErrorTests: XCTestCase {
    func testInputErrorsReachStandardErrorWhenStdoutIsForMachines() throws {
        for format in ["json", "junit", "sarif", "github"] {
            let result = lint(LintPaths.fixture("broken-and-valid"), "--format", format)
            XCTAssertEqual(result.code, 2, "\(format): \(result.err)")
            XCTAssertTrue(result.err.contains("broken"), "\(format): stderr should name the broken file: \(result.err)")
            XCTAssertTrue(result.err.range(of: #":\d+:\d+: error: "#, options: .regularExpression) != nil, "\(format): position on stderr: \(result.err)")
        }
    }
}
