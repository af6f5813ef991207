import DesignSpec
import DesignTokens
import Diagnostics
import Foundation
import SpecLint
import XCTest

/// What every rule's examples must be (each rule's own run is in RuleExamplesTests+Generated.swift).
final class RuleExamplesTests: XCTestCase {
    func testEveryRuleHasPassingAndFailingExamples() {
        for rule in RuleCatalog.all {
            XCTAssertFalse(rule.passing.isEmpty, "\(rule.id) has no passing example")
            XCTAssertFalse(rule.failing.isEmpty, "\(rule.id) has no failing example")
        }
    }

    /// An opt-in rule stays silent on its own failing examples until a config turns it on.
    func testOptInRulesDoNotRunByDefault() {
        let optIn = RuleCatalog.all.filter { !$0.description.enabledByDefault }
        XCTAssertEqual(optIn.map(\.id), ["contrast/increased"], "contrast/increased is the one rule that is off by default")
        for rule in optIn {
            let linter = rule.exampleRegistry.map { LintHarness.linter(tokens: $0) } ?? LintHarness.builtIn
            for example in rule.failing {
                XCTAssertEqual(LintHarness.lint(example, file: rule.exampleFile, with: linter).findings(rule.id).map(\.message), [], "\(rule.id) ran without being turned on")
            }
        }
    }
}

/// The linter a rule's examples run with: its example registry, and an opt-in rule turned on
/// (as its documentation tells users to).
private func linter(for rule: SpecRule) -> Linter {
    var config = LintConfiguration()
    if !rule.description.enabledByDefault { config.rules[rule.id] = RuleSetting(severity: rule.description.defaultSeverity) }
    return rule.exampleRegistry.map { LintHarness.linter(tokens: $0, config: config) } ?? LintHarness.linter(registry: .builtIn(), config: config)
}

/// A rule's own examples (`tokenlint rules RULE` shows them), the way SwiftLint runs its rules'
/// triggering and non-triggering examples: the passing ones do not trigger it, the failing ones
/// do, with its default severity, at a position. RuleExamplesTests+Generated.swift calls it
/// once per rule.
func assertRuleExamples(_ id: String, file: StaticString = #filePath, line: UInt = #line) {
    guard let rule = RuleCatalog.rule(id) else { return XCTFail("no rule \(id) in the catalog", file: file, line: line) }
    let linter = linter(for: rule)
    for example in rule.passing {
        let report = LintHarness.lint(example, file: rule.exampleFile, with: linter)
        XCTAssertNil(report.inputError, "\(rule.id): example does not parse\n\(example)", file: file, line: line)
        let findings = report.findings(rule.id).filter { $0.severity != .info }
        XCTAssertEqual(findings.map(\.message), [], "\(rule.id) fired on its passing example:\n\(example)\n\(report.describe)", file: file, line: line)
    }
    for example in rule.failing {
        let report = LintHarness.lint(example, file: rule.exampleFile, with: linter)
        XCTAssertNil(report.inputError, "\(rule.id): example does not parse\n\(example)", file: file, line: line)
        let findings = report.findings(rule.id)
        XCTAssertFalse(findings.isEmpty, "\(rule.id) did not fire on its failing example:\n\(example)\n\(report.describe)", file: file, line: line)
        XCTAssertTrue(findings.contains { $0.severity == rule.description.defaultSeverity },
                      "\(rule.id) fired with \(findings.map(\.severity.rawValue)), not its default \(rule.description.defaultSeverity.rawValue):\n\(report.describe)",
                      file: file, line: line)
        for finding in findings {
            XCTAssertNotNil(finding.location, "\(rule.id): finding without a position", file: file, line: line)
            XCTAssertEqual(finding.location?.file, rule.exampleFile, file: file, line: line)
        }
    }
}

/// The examples as users meet them in docs/rules.md: each one pasted into a file of its own
/// (its registry, when it has one, into a `.tokens.json` beside it), read from disk and linted.
final class RuleExamplesOnDiskTests: XCTestCase {
    func testEveryExampleIsACompleteSpecFileThatLintsAsDocumented() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-rule-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var checked = 0
        var rules = 0
        for (ruleIndex, rule) in RuleCatalog.all.enumerated() {
            #if !SwiftSource
            // Swift examples are read only by a build with the SwiftSource trait (Package.swift).
            if rule.exampleFile.hasSuffix(".swift") { continue }
            #endif
            rules += 1
            var config = LintConfiguration()
            if !rule.description.enabledByDefault { config.rules[rule.id] = RuleSetting(severity: rule.description.defaultSeverity) }
            let registry: Registry
            if let json = rule.exampleRegistry {
                let path = directory.appendingPathComponent("rule\(ruleIndex).tokens.json").path
                try json.write(toFile: path, atomically: true, encoding: .utf8)
                registry = Registry.load(path: path)
                XCTAssertFalse(registry.hasInputErrors, "\(rule.id): its example registry does not load: \(registry.loadFindings)")
            } else {
                registry = .builtIn()
            }
            let linter = LintHarness.linter(registry: registry, config: config)
            for (expectFailure, examples) in [(false, rule.passing), (true, rule.failing)] {
                for (index, example) in examples.enumerated() {
                    let swift = rule.exampleFile.hasSuffix(".swift")
                    XCTAssertTrue(swift || example.hasPrefix("tokenlint: 1\n"), "\(rule.id): an example must be a complete spec:\n\(example)")
                    let path = directory.appendingPathComponent("rule\(ruleIndex)-\(expectFailure ? "fail" : "pass")\(index)\(swift ? ".swift" : ".spec.yaml")").path
                    try example.write(toFile: path, atomically: true, encoding: .utf8)
                    let report = try XCTUnwrap(linter.lint(files: [(display: path, path: path)], jobs: 1, formats: LintHarness.formats(linter)).first)
                    XCTAssertNil(report.inputError, "\(rule.id): \(path) does not lint:\n\(example)")
                    let findings = report.findings(rule.id).filter { $0.severity == .error || $0.severity == .warning }
                    if expectFailure {
                        XCTAssertFalse(findings.isEmpty, "\(rule.id): failing example yields no warning or error:\n\(example)\n\(report.describe)")
                    } else {
                        XCTAssertEqual(findings.map(\.message), [], "\(rule.id): passing example yields a finding:\n\(example)")
                    }
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, rules * 2 - 1)
    }
}
