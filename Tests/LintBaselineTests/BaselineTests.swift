import DesignTokens
import Diagnostics
import Foundation
import LintBaseline
import SpecLint
import XCTest

/// The baseline (docs/baseline-and-cache.md): findings are matched by file, rule, component id
/// and a fingerprint of the message's subject, not by line, so edits elsewhere in a file do not
/// resurface old findings; entries that no longer match are counted.
final class BaselineTests: XCTestCase {
    /// Linted with the built-in registry, as a run without a config does.
    static let linter: Linter = {
        let registry = Registry.builtIn()
        let (roles, _) = ContextRoles.detect(in: registry.modifiers, overrides: .init(), configFile: nil)
        return Linter(space: EvaluationSpace(registry: registry, roles: roles), config: LintConfiguration())
    }()

    /// Two findings the sources decide, and one finding suppressed in the spec:
    /// - `pay`: Apple HIG (Accessibility): "a minimum tappable area of 44x44 pt for all controls": 28 × 28 fails.
    /// - `price`: WCAG 1.4.3: "a contrast ratio of at least 4.5:1"; #777777 on white is 4.48:1.
    /// - `promo`: the same failure, suppressed by `ignore:` (not for the baseline to record).
    static let checkout = """
        tokenlint: 1
        name: Checkout
        platform: ios
        components:
          - id: pay
            role: button
            frame: {width: 28, height: 28}
          - id: price
            role: text
            font: {size: 17, weight: 400}
            foreground: "#777777"
            background: "{color.white}"
          - id: promo
            role: text
            font: {size: 17, weight: 400}
            foreground: "#777777"
            background: "{color.white}"
            ignore: [{rule: contrast/text, reason: "legacy screen, replaced in Q3"}]

        """

    static let paths = BaselinePaths(baselineFile: "tokenlint-baseline.json", workingDirectory: "/repo")

    func lint(_ yaml: String, file: String = "specs/checkout.spec.yaml") -> FileReport {
        Self.linter.lint(file: file, bytes: Array(yaml.utf8))
    }

    func report(_ files: FileReport...) -> LintReport {
        LintReport(toolVersion: "test", files: files, rules: [], duration: 0, timestamp: "2026-01-01T00:00:00")
    }

    /// (rule, component) of the findings still reported.
    func active(_ file: FileReport) -> [String] {
        file.checks.compactMap { check in
            if case .finding(let finding) = check.outcome, finding.severity != .info { return "\(check.rule) \(check.subject)" }
            return nil
        } + file.findings.map { "\($0.rule) \($0.component ?? "")" }
    }

    func baselined(_ file: FileReport) -> [String] {
        file.checks.compactMap { check in
            if case .suppressed(_, Baseline.suppressionReason) = check.outcome { return "\(check.rule) \(check.subject)" }
            return nil
        }
    }

    // MARK: Writing and reading

    func testRecordsFailingFindingsNotPassesNotSuppressedAndReadsThemBack() throws {
        let fresh = lint(Self.checkout)
        XCTAssertEqual(active(fresh), ["target/size pay", "contrast/text price"], "the fixture must fail as its comment says")
        let baseline = Baseline(report: report(fresh), paths: Self.paths)
        XCTAssertEqual(baseline.entries.map { "\($0.file) \($0.rule) \($0.component)" },
                       ["specs/checkout.spec.yaml contrast/text price", "specs/checkout.spec.yaml target/size pay"])
        XCTAssertEqual(baseline.entries.first?.message, "Text contrast 4.48:1 is below 4.5:1 (WCAG 1.4.3 AA) for 17 pt regular text")

        let text = baseline.encoded()
        let lines = text.split(separator: "\n")
        XCTAssertEqual(lines.count, 8, "a header of 4 lines, one line per entry, and the closing lines:\n\(text)")
        XCTAssertTrue(lines[4].hasPrefix(#"    {"file":"specs/checkout.spec.yaml","rule":"contrast/text","component":"price","fingerprint":""#), text)
        let read = try Baseline.parse(bytes: Array(text.utf8), file: "tokenlint-baseline.json", paths: Self.paths)
        XCTAssertEqual(read.entries, baseline.entries)
        XCTAssertEqual(read.encoded(), text, "written, read and written again: the same bytes")
    }

    /// docs/baseline-and-cache.md shows the baseline of this file's fixture: it is what tokenlint writes.
    func testTheDocumentedExampleIsWhatIsWritten() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("docs/baseline-and-cache.md"), encoding: .utf8)
        let block = try XCTUnwrap(page.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        XCTAssertEqual(Baseline(report: report(lint(Self.checkout)), paths: Self.paths).encoded(), block)
    }

    /// Input errors fail the run (exit code 2) every time: never recorded, never hidden.
    func testInputErrorsAreNeitherRecordedNorHidden() {
        let at = SourceLocation(file: ".tokenlint.yml", line: 2, column: 1)
        let config = FileReport(path: ".tokenlint.yml", checks: [Check(rule: RuleID("config/invalid", kind: .config), subject: "config", location: at, outcome: .finding(
            Finding(rule: RuleID("config/invalid", kind: .config), severity: .error, location: at, message: "unknown key 'profil'")))])
        let unparseable = lint("components: [", file: "specs/broken.spec.yaml")
        XCTAssertNotNil(unparseable.inputError, "the fixture does not parse")
        let registry = FileReport(path: "tokens.json", findings: [Finding(rule: InputRule.invalidJSON.id, severity: .error, location: nil, message: "not JSON")])
        XCTAssertEqual(Baseline(report: report(config, unparseable, registry), paths: Self.paths).entries, [])
        var entries = Baseline(entries: [Baseline.Entry(file: ".tokenlint.yml", rule: "config/invalid", component: "config",
                                                        fingerprint: MessageFingerprint.of("unknown key 'profil'"), message: "")], paths: Self.paths)
        var again = config
        entries.apply(to: &again)
        XCTAssertEqual(again.activeFindings.count, 1, "a hand-made entry does not hide it either")
    }

    func testWriteAndReadAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = BaselinePaths(baselineFile: "ci/baseline.json", workingDirectory: folder)
        let baseline = Baseline(report: report(lint(Self.checkout)), paths: paths)
        XCTAssertEqual(baseline.entries.map(\.file), ["../specs/checkout.spec.yaml", "../specs/checkout.spec.yaml"],
                       "paths are relative to the baseline's folder")
        try baseline.write(to: folder + "/ci/baseline.json")
        var read = try Baseline.read(path: "ci/baseline.json", workingDirectory: folder)
        XCTAssertEqual(read.entries, baseline.entries)
        var again = lint(Self.checkout)
        read.apply(to: &again)
        XCTAssertEqual(active(again), [])
    }

    // MARK: Applying

    func testAnEditElsewhereInTheFileDoesNotResurfaceABaselinedFinding() {
        var baseline = Baseline(report: report(lint(Self.checkout)), paths: Self.paths)
        // Lines added above every component, and a new passing component first: every line moves.
        let edited = Self.checkout
            .replacingOccurrences(of: "name: Checkout\n", with: "name: Checkout\n# Reviewed with design, 2026-03.\n# Owner: payments.\n")
            .replacingOccurrences(of: "components:\n", with: "components:\n  - id: title\n    role: text\n    font: {size: 17, weight: 400}\n    foreground: \"#111111\"\n    background: \"{color.white}\"\n")
        var file = lint(edited)
        XCTAssertEqual(active(file), ["target/size pay", "contrast/text price"], "still failing, on other lines")
        baseline.apply(to: &file)
        XCTAssertEqual(active(file), [])
        XCTAssertEqual(baselined(file), ["target/size pay", "contrast/text price"])
        XCTAssertEqual(baseline.baselinedCount, 2)
        XCTAssertEqual(baseline.fixedCount, 0)
    }

    /// The documented choice (MessageFingerprint): a measured number that changes is the same
    /// known problem. #787878 on white is about 4.4:1, still below WCAG 1.4.3's 4.5:1.
    func testAChangedRatioOnTheSameComponentAndRuleStaysBaselined() throws {
        var baseline = Baseline(report: report(lint(Self.checkout)), paths: Self.paths)
        var file = lint(Self.checkout.replacingOccurrences(of: "#777777\"\n    background: \"{color.white}\"\n  - id: promo",
                                                           with: "#787878\"\n    background: \"{color.white}\"\n  - id: promo"))
        let message = try XCTUnwrap(file.checks.first { $0.rule.rawValue == "contrast/text" && $0.subject == "price" }?.finding?.message)
        XCTAssertFalse(message.contains("4.48:1"), "the ratio changed: \(message)")
        baseline.apply(to: &file)
        XCTAssertEqual(active(file), [])
    }

    func testANewComponentFailingSurfaces() {
        var baseline = Baseline(report: report(lint(Self.checkout)), paths: Self.paths)
        var file = lint(Self.checkout + "  - id: tip\n    role: button\n    frame: {width: 30, height: 30}\n")
        baseline.apply(to: &file)
        XCTAssertEqual(active(file), ["target/size tip"])
        XCTAssertEqual(baseline.fixedCount, 0)
    }

    /// Same file and component: another rule, or the same rule about another thing, is new.
    func testTheSameComponentFailingAnotherRuleOrSubjectSurfaces() {
        func unknownReference(_ token: String, rule: RuleID = RuleID("tokens/unknown-reference", kind: .spec)) -> Check {
            Check(rule: rule, subject: "card", location: SourceLocation(file: "a.spec.yaml", line: 3, column: 5),
                  outcome: .finding(Finding(rule: rule, severity: .error, location: SourceLocation(file: "a.spec.yaml", line: 3, column: 5),
                                            message: "Unknown token reference: {\(token)} (background)", component: "card")))
        }
        var baseline = Baseline(report: report(FileReport(path: "a.spec.yaml", checks: [unknownReference("color.brand.500")])), paths: Self.paths)
        var file = FileReport(path: "a.spec.yaml", checks: [
            unknownReference("color.brand.500"), unknownReference("color.brand.600"),
            unknownReference("color.brand.500", rule: RuleID("tokens/type-mismatch", kind: .spec)),
        ])
        baseline.apply(to: &file)
        XCTAssertEqual(file.activeFindings.map { "\($0.rule): \($0.message)" }.sorted(), [
            "tokens/type-mismatch: Unknown token reference: {color.brand.500} (background)",
            "tokens/unknown-reference: Unknown token reference: {color.brand.600} (background)",
        ])
    }

    func testFixedEntriesAreCountedAndUnvisitedFilesApart() {
        let other = lint(Self.checkout, file: "specs/other.spec.yaml")
        var baseline = Baseline(report: report(lint(Self.checkout), other), paths: Self.paths)
        // price fixed: #595959 on white is 7:1 (WCAG 1.4.3's 4.5:1 met).
        var file = lint(Self.checkout.replacingOccurrences(of: "#777777\"\n    background: \"{color.white}\"\n  - id: promo",
                                                           with: "#595959\"\n    background: \"{color.white}\"\n  - id: promo"))
        baseline.apply(to: &file)
        XCTAssertEqual(active(file), [])
        XCTAssertEqual(baseline.fixedCount, 1, "contrast/text on price no longer fails")
        XCTAssertEqual(baseline.unvisitedCount, 2, "specs/other.spec.yaml was not linted in this run")
    }

    func testDuplicateFindingsAreMatchedByCount() {
        func structure(line: Int) -> Finding {
            Finding(rule: RuleID("spec/invalid", kind: .spec), severity: .warning, location: SourceLocation(file: "a.spec.yaml", line: line, column: 1),
                    message: "Unknown key 'colour'", component: "card")
        }
        var baseline = Baseline(report: report(FileReport(path: "a.spec.yaml", findings: [structure(line: 3), structure(line: 9)])), paths: Self.paths)
        XCTAssertEqual(baseline.entries.count, 2)
        var file = FileReport(path: "a.spec.yaml", findings: [structure(line: 4), structure(line: 10), structure(line: 20)])
        baseline.apply(to: &file)
        XCTAssertEqual(file.findings.count, 1, "two baselined, three now: one new")
        XCTAssertEqual(baseline.fixedCount, 0)
        var fewer = FileReport(path: "a.spec.yaml", findings: [structure(line: 4)])
        var second = Baseline(entries: baseline.entries, paths: Self.paths)
        second.apply(to: &fewer)
        XCTAssertEqual(fewer.findings.count, 0)
        XCTAssertEqual(second.fixedCount, 1, "two baselined, one now: one fixed")
    }

    func testPathsWorkFromAnotherFolderAndAnotherCheckout() {
        let baseline = Baseline(report: report(lint(Self.checkout)), paths: BaselinePaths(baselineFile: "baseline.json", workingDirectory: "/home/dev/repo"))
        // CI checks out elsewhere and runs from a subfolder: the report path is "checkout.spec.yaml".
        var ci = Baseline(entries: baseline.entries, paths: BaselinePaths(baselineFile: "../baseline.json", workingDirectory: "/builds/42/repo/specs"))
        var file = lint(Self.checkout, file: "checkout.spec.yaml")
        ci.apply(to: &file)
        XCTAssertEqual(active(file), [])
        XCTAssertEqual(BaselinePaths(baselineFile: "/r/ci/b.json", workingDirectory: "/r").entryPath(forReportPath: "./specs/../specs/a.yaml"), "../specs/a.yaml")
    }

    // MARK: Bad files

    func testACorruptBaselineIsAnErrorWithItsPosition() {
        func error(_ text: String) -> String {
            do {
                _ = try Baseline.parse(bytes: Array(text.utf8), file: "baseline.json", paths: Self.paths)
                return "no error"
            } catch {
                return error.description
            }
        }
        XCTAssertTrue(error("{\n  \"version\": 1,\n  \"entries\": [\n    {\"file\": \"a\",}\n  ]\n}").hasPrefix("baseline.json:4:"), "a JSON syntax error on line 4")
        XCTAssertTrue(error("{\"version\": 1, \"entries\": [").hasPrefix("baseline.json:1:"), "truncated")
        XCTAssertEqual(error("{\n  \"version\": 2,\n  \"entries\": []\n}"),
                       "baseline.json:2:14: baseline version 2 is not supported (this tokenlint reads version 1); write it again with --write-baseline")
        XCTAssertEqual(error("{\"version\": 1,\n\"entries\": {}}"), "baseline.json:2:12: \"entries\" must be an array, not an object")
        XCTAssertEqual(error("{\"version\": 1, \"entries\": [\n  {\"file\": \"a\", \"rule\": \"r\", \"component\": \"c\", \"fingerprint\": \"0123456789abcdef\"}]}"),
                       "baseline.json:2:3: the entry has no \"message\"")
        XCTAssertEqual(error("{\"version\": 1, \"entries\": [\n  {\"file\": \"a\", \"rule\": 3, \"component\": \"c\", \"fingerprint\": \"0123456789abcdef\", \"message\": \"m\"}]}"),
                       "baseline.json:2:25: \"rule\" must be a string, not a number")
        XCTAssertEqual(error("{\"version\": 1, \"entries\": [\n  {\"file\": \"a\", \"rule\": \"r\", \"component\": \"c\", \"fingerprint\": \"xyz\", \"message\": \"m\"}]}"),
                       "baseline.json:2:63: \"fingerprint\" must be 16 lowercase hex digits, not 'xyz'")
        XCTAssertEqual(error("[]"), "baseline.json:1:1: the baseline must be a JSON object with \"version\" and \"entries\", not an array")
    }

    func testAMissingBaselineFileIsAnError() {
        XCTAssertThrowsError(try Baseline.read(path: "/nonexistent-\(UUID().uuidString)/b.json", workingDirectory: "/", display: "b.json")) { error in
            XCTAssertEqual((error as? BaselineError)?.description, "b.json:1:1: cannot read the baseline: no such file")
        }
    }
}
