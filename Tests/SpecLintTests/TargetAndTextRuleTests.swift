import Accessibility
import Diagnostics
import JSONSource
@testable import SpecLint
import XCTest

/// target/size, text/min-size and text/dynamic-type (their sections in docs/rules.md).
final class TargetAndTextRuleTests: XCTestCase {
    /// Two buttons, one a hair under `minimum` and one exactly at it.
    private func assertTargetBoundary(_ minimum: Double, platform: String?, profile: Profile = .appleHIG,
                                      linter: Linter? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let below = minimum - 0.5
        let report = LintHarness.lintComponents("""
            - {id: under, role: button, frame: {width: \(below), height: 200}}
            - {id: exact, role: button, frame: {width: \(minimum), height: \(minimum)}}
            """, platform: platform, with: linter ?? LintHarness.builtIn { $0.profile = profile })
        report.assertPassed("target/size", "exact", file: file, line: line)
        guard let finding = report.assertFinding("target/size", "under", .error, file: file, line: line) else { return }
        XCTAssertEqual(finding.required, minimum, "\(profile.rawValue) on \(platform ?? "default")", file: file, line: line)
        XCTAssertEqual(finding.measured, below, "the smaller dimension is measured", file: file, line: line)
    }

    func testTargetSizePerProfileAndPlatform() {
        assertTargetBoundary(44, platform: nil)             // apple-hig, iOS by default
        assertTargetBoundary(44, platform: "ios")
        assertTargetBoundary(60, platform: "visionos")
        assertTargetBoundary(28, platform: "macos")
        assertTargetBoundary(66, platform: "tvos")
        assertTargetBoundary(44, platform: "watchos")
        assertTargetBoundary(48, platform: "android", profile: .material)
        assertTargetBoundary(24, platform: "web", profile: .wcagAA)
        assertTargetBoundary(44, platform: "web", profile: .wcagAAA)
    }

    func testPlatformFromTheConfigurationWhenTheSpecHasNone() {
        assertTargetBoundary(60, platform: nil, linter: LintHarness.builtIn { $0.platform = "visionos" })
        // The spec's own platform wins over the configuration's.
        assertTargetBoundary(28, platform: "macos", linter: LintHarness.builtIn { $0.platform = "visionos" })
    }

    func testMinimumOptionOverridesTheProfile() {
        let linter = LintHarness.builtIn { $0.rules["target/size"] = RuleSetting(options: TargetSizeRule.Options(minimum: 48)) }
        assertTargetBoundary(48, platform: "ios", linter: linter)
    }

    func testNonInteractiveComponentsHaveNoTarget() {
        let report = LintHarness.lintComponents("""
            - {id: label, role: text, frame: {width: 10, height: 10}}
            - {id: tappable, role: image, interactive: true, frame: {width: 10, height: 10}}
            - {id: inert, role: button, interactive: false, frame: {width: 10, height: 10}}
            """)
        report.assertNotEvaluated("target/size", "label")
        report.assertNotEvaluated("target/size", "inert")
        report.assertFinding("target/size", "tappable", .error)
    }

    // MARK: text/min-size

    func testTextMinimumSizePerPlatform() throws {
        let ios = LintHarness.lintComponents("""
            - {id: legal, role: text, font: {size: 10.5}}
            - {id: caption, role: text, font: {size: 11}}
            """)
        let finding = try XCTUnwrap(ios.assertFinding("text/min-size", "legal", .warning))
        XCTAssertEqual(finding.required, 11)
        ios.assertPassed("text/min-size", "caption")
        let watch = LintHarness.lintComponents("- {id: caption, role: text, font: {size: 11}}", platform: "watchos")
        XCTAssertEqual(try XCTUnwrap(watch.assertFinding("text/min-size", "caption", .warning)).required, 12)
        let web = LintHarness.lintComponents("- {id: tiny, role: text, font: {size: 9}}", platform: "web",
                                             with: LintHarness.builtIn { $0.profile = .wcagAA })
        web.assertNotEvaluated("text/min-size", "tiny")
    }

    // MARK: text/dynamic-type

    // Body line heights of the built-in registry (tokens/dynamicType/*.tokens.json, size × lineHeight):
    // xSmall 19, small 20, medium 21, large 22, xLarge 24, xxLarge 26, xxxLarge 29,
    // accessibility1 34, accessibility2 40, accessibility3 48, accessibility4 56, accessibility5 62.

    func testDynamicTypeReportsTheFirstSizeThatClips() throws {
        // 44 pt row with 11 + 11 padding: room for 22 pt, so the first clipping size is xLarge (24 pt).
        let report = LintHarness.lintComponents("""
            - {id: row, role: listItem, frame: {height: 44}, padding: {top: 11, bottom: 11}, font: "{font.textStyle.body}", lineLimit: 1}
            """)
        let finding = try XCTUnwrap(report.assertFinding("text/dynamic-type", "row", .warning))
        XCTAssertTrue(finding.message.contains("Dynamic Type xLarge:"), finding.message)
        XCTAssertEqual(finding.measured, 46, "24 pt line + 22 pt padding")
        XCTAssertEqual(finding.required, 44)
        let expected = ["xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3"]
        XCTAssertEqual(finding.contexts, contexts(expected.map { [("dynamicType", $0)] }),
                       "every clipping size up to accessibility3 (the default upTo), smallest first: \(describe(finding.contexts))")
    }

    func testDynamicTypeFirstClippingSizeInTheAccessibilitySizes() throws {
        // 60 pt with 12 + 12 padding: room for 36 pt; accessibility1 (34) fits, accessibility2 (40) clips.
        let report = LintHarness.lintComponents("""
            - {id: cell, role: listItem, frame: {height: 60}, padding: {top: 12, bottom: 12}, font: "{font.textStyle.body}"}
            """)
        let finding = try XCTUnwrap(report.assertFinding("text/dynamic-type", "cell", .warning))
        XCTAssertTrue(finding.message.contains("Dynamic Type accessibility2:"), finding.message)
        XCTAssertEqual(finding.contexts, contexts([[("dynamicType", "accessibility2")], [("dynamicType", "accessibility3")]]),
                       describe(finding.contexts))
    }

    func testDynamicTypeCountsTheLineLimit() throws {
        // Two lines of 19 pt (xSmall) + 24 pt padding = 62 > 60: it clips at every size.
        let report = LintHarness.lintComponents("""
            - {id: cell, role: listItem, frame: {height: 60}, padding: {top: 12, bottom: 12}, font: "{font.textStyle.body}", lineLimit: 2}
            """)
        let finding = try XCTUnwrap(report.assertFinding("text/dynamic-type", "cell", .warning))
        XCTAssertTrue(finding.message.contains("Dynamic Type xSmall:"), finding.message)
        XCTAssertTrue(finding.message.contains("2 lines"), finding.message)
    }

    func testDynamicTypeRespectsUpTo() throws {
        let spec = """
            - {id: row, role: listItem, frame: {height: 44}, padding: {top: 11, bottom: 11}, font: "{font.textStyle.body}"}
            """
        func linter(_ upTo: String) -> Linter {
            LintHarness.builtIn { $0.rules["text/dynamic-type"] = RuleSetting(options: TextDynamicTypeRule.Options(upTo: upTo)) }
        }
        LintHarness.lintComponents(spec, with: linter("large")).assertPassed("text/dynamic-type", "row")
        let atFirst = try XCTUnwrap(LintHarness.lintComponents(spec, with: linter("xLarge")).assertFinding("text/dynamic-type", "row", .warning))
        XCTAssertEqual(atFirst.contexts, contexts([[("dynamicType", "xLarge")]]), describe(atFirst.contexts))
        let all = try XCTUnwrap(LintHarness.lintComponents(spec, with: linter("accessibility5")).assertFinding("text/dynamic-type", "row", .warning))
        XCTAssertEqual(all.contexts.last, contexts([[("dynamicType", "accessibility5")]]).first, describe(all.contexts))
        XCTAssertEqual(all.contexts.count, 8)
    }

    func testFixedSizeTextIsNotJudgedByDynamicType() {
        // An inline font without a text style keeps its size at every Dynamic Type setting, so
        // the rule (text that scales) does not apply, even when it does not fit to begin with.
        for height in [44, 20] {
            let report = LintHarness.lintComponents("""
                - {id: row, role: listItem, frame: {height: \(height)}, padding: {top: 11, bottom: 11}, font: {size: 17}}
                """)
            XCTAssertEqual(report.checks.filter { $0.rule.rawValue == "text/dynamic-type" }.count, 0, "height \(height)")
        }
    }
}
