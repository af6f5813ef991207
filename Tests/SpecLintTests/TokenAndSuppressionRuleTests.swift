import Diagnostics
import SpecLint
import XCTest

/// tokens/* and suppression/* (their sections in docs/rules.md).
final class TokenAndSuppressionRuleTests: XCTestCase {
    // MARK: tokens/*

    func testUnknownReferenceSuggestsTheClosestToken() throws {
        let report = LintHarness.lintComponents("""
            - {id: title, role: text, foreground: "{color.lable}", font: {size: 17}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("tokens/unknown-reference", "title", .error))
        XCTAssertTrue(finding.message.contains("{color.lable}"), finding.message)
        XCTAssertTrue(finding.message.contains("did you mean 'color.label'"), finding.message)
        XCTAssertEqual(finding.location?.line, 3, "at the reference")
        // The unresolved color is not also guessed at by the contrast rule.
        XCTAssertNil(report.finding("contrast/text", "title"), report.describe)
    }

    func testTokenFindingsPointAtTheOffendingField() throws {
        let report = LintHarness.lintComponents("""
            - id: title
              role: text
              background: "{color.systemBackground}"
              font: "{font.textStyle.body}"
              foreground: "{color.lable}"
            - id: subtitle
              role: text
              foreground: "{color.label}"
              font: "{color.secondaryLabel}"
            """)
        let unknown = try XCTUnwrap(report.assertFinding("tokens/unknown-reference", "title", .error))
        XCTAssertEqual(unknown.location?.line, 7, "the foreground line, not the first (valid) reference")
        let mismatch = try XCTUnwrap(report.assertFinding("tokens/type-mismatch", "subtitle", .error))
        XCTAssertEqual(mismatch.location?.line, 11, "the font line")
    }

    func testUnknownReferencesInEveryField() throws {
        let report = LintHarness.lintComponents("""
            - {id: card, role: card, background: "{color.systemBackgroud}", transition: "{motion.transition.liquidGlas}", font: "{font.textStyle.bdy}"}
            """)
        let finding = try XCTUnwrap(report.assertFinding("tokens/unknown-reference", "card", .error))
        for expected in ["color.systemBackground", "motion.transition.liquidGlass", "font.textStyle.body"] {
            XCTAssertTrue(finding.message.contains("did you mean '\(expected)'"), "\(expected): \(finding.message)")
        }
    }

    /// `canvas:` is a reference like any other: a typo there is an error with a did-you-mean,
    /// as in a component's background (it was silently replaced by the default canvas).
    func testUnknownCanvasTokenIsReported() throws {
        let components = "- {id: title, role: text, foreground: \"{color.label}\", font: {size: 17}}"
        let report = LintHarness.lintComponents(components, canvas: "{color.systemBackgroud}")
        let finding = try XCTUnwrap(report.assertFinding("tokens/unknown-reference", "canvas", .error))
        XCTAssertTrue(finding.message.contains("{color.systemBackgroud} (canvas) (did you mean 'color.systemBackground'?)"), finding.message)
        XCTAssertEqual(finding.location?.line, 2, "at the canvas line")
        let known = LintHarness.lintComponents(components, canvas: "{color.systemBackground}")
        known.assertPassed("tokens/unknown-reference", "canvas")
        XCTAssertNil(LintHarness.lintComponents(components, canvas: "#F2F2F7").check("tokens/unknown-reference", "canvas"))
    }

    /// A finding holds in several contexts that measured differently: its message gives the
    /// worst context's numbers and names that context, so "(in …)" does not read as if every
    /// listed context measured the same. One number for all contexts needs no name.
    func testTheMessageNamesTheContextItsNumbersComeFrom() throws {
        let report = LintHarness.lintComponents("""
            - {id: meta, role: text, foreground: "{color.secondaryLabel}", background: "{color.systemBackground}", font: {size: 12}}
            - {id: flat, role: text, foreground: "#8E8E93", background: "#FFFFFF", font: {size: 12}}
            """)
        let meta = try XCTUnwrap(report.assertFinding("contrast/text", "meta", .error))
        XCTAssertTrue(meta.message.hasSuffix(" (worst in appearance=light, contrast=standard)"), meta.message)
        XCTAssertGreaterThan(Set(meta.details).count, 1, "the contexts measured differently: \(meta.details)")
        let ratio = try XCTUnwrap(meta.message.components(separatedBy: "Text contrast ").last?.components(separatedBy: ":1").first)
        XCTAssertTrue(meta.details.contains { $0.hasPrefix("appearance=light, contrast=standard") && $0.contains(ratio + ":1") }, "\(meta.details)")
        let flat = try XCTUnwrap(report.assertFinding("contrast/text", "flat", .error))
        XCTAssertFalse(flat.message.contains("worst in"), flat.message)
    }

    func testTypeMismatch() throws {
        let report = LintHarness.lintComponents("""
            - {id: title, role: text, font: "{color.label}"}
            - {id: card, role: card, frame: {width: 300, height: 200}, transition: "{color.label}"}
            - {id: ok, role: text, font: "{font.textStyle.body}", foreground: "{color.label}"}
            """)
        let font = try XCTUnwrap(report.assertFinding("tokens/type-mismatch", "title", .error))
        XCTAssertTrue(font.message.contains("font {color.label} is a color token"), font.message)
        XCTAssertTrue(font.message.contains("typography"), font.message)
        report.assertFinding("tokens/type-mismatch", "card", .error)
        report.assertPassed("tokens/type-mismatch", "ok")
        report.assertPassed("tokens/unknown-reference", "ok")
    }

    func testRawValueNamesTheToken() throws {
        let report = LintHarness.lintComponents("""
            - {id: add, role: text, foreground: "#007AFF", font: {size: 17}}
            - {id: custom, role: text, foreground: "#123456", font: {size: 17}}
            """)
        let finding = try XCTUnwrap(report.assertFinding("tokens/raw-value", "add", .warning))
        XCTAssertNotNil(finding.message.range(of: #"#007AFF is the value of \{color\.[A-Za-z.]+\}"#, options: .regularExpression), finding.message)
        XCTAssertNil(report.check("tokens/raw-value", "custom"), "no token has #123456")
    }

    func testDeprecatedTokenCarriesItsMessage() throws {
        let registry = """
            {
              "color": {
                "$type": "color",
                "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
                "oldInk": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] }, "$deprecated": "Use {color.ink}." }
              }
            }
            """
        let linter = LintHarness.linter(tokens: registry)
        let report = LintHarness.lintComponents("""
            - {id: old, role: text, foreground: "{color.oldInk}", font: {size: 17}}
            - {id: new, role: text, foreground: "{color.ink}", font: {size: 17}}
            """, with: linter)
        let finding = try XCTUnwrap(report.assertFinding("tokens/deprecated", "old", .warning))
        XCTAssertTrue(finding.message.contains("{color.oldInk} is deprecated: Use {color.ink}."), finding.message)
        XCTAssertNil(report.finding("tokens/deprecated", "new"))
    }

    // MARK: Suppressions

    func testSuppressionWithAReason() throws {
        let report = LintHarness.lintComponents("""
            - id: link
              role: link
              frame: {width: 30, height: 17}
              ignore:
                - {rule: target/size, reason: "Inline link in body text (WCAG 2.5.8 inline exception)"}
            """)
        let check = try XCTUnwrap(report.check("target/size", "link"))
        guard case .suppressed(let finding, let reason) = check.outcome else {
            return XCTFail("target/size should be suppressed: \(check.outcome)")
        }
        XCTAssertEqual(reason, "Inline link in body text (WCAG 2.5.8 inline exception)")
        XCTAssertEqual(finding.severity, .error, "the suppressed finding keeps what it was")
        XCTAssertNil(report.finding("target/size", "link"), "a suppressed finding is not active")
        XCTAssertFalse(report.activeFindings.contains { $0.rule.rawValue == "target/size" })
        report.assertPassed("suppression/missing-reason", "link")
        report.assertPassed("suppression/unused", "link")
    }

    func testSuppressionWithoutAReason() throws {
        let report = LintHarness.lintComponents("""
            - id: link
              role: link
              frame: {width: 30, height: 17}
              ignore:
                - {rule: target/size}
            """)
        let finding = try XCTUnwrap(report.assertFinding("suppression/missing-reason", "link", .warning))
        XCTAssertEqual(finding.location?.line, 7, "at the ignore entry")
        // It still suppresses: the missing reason is reported on its own.
        guard case .suppressed? = report.check("target/size", "link")?.outcome else {
            return XCTFail("target/size should still be suppressed:\n\(report.describe)")
        }
    }

    func testBlankReasonIsMissing() {
        let report = LintHarness.lintComponents("""
            - id: link
              role: link
              frame: {width: 30, height: 17}
              ignore:
                - {rule: target/size, reason: "   "}
            """)
        report.assertFinding("suppression/missing-reason", "link", .warning)
    }

    func testUnusedSuppression() throws {
        let report = LintHarness.lintComponents("""
            - id: link
              role: link
              frame: {width: 44, height: 44}
              ignore:
                - {rule: target/size, reason: "Inline link in body text"}
            """)
        let finding = try XCTUnwrap(report.assertFinding("suppression/unused", "link", .warning))
        XCTAssertTrue(finding.message.contains("suppresses nothing"), finding.message)
        report.assertPassed("target/size", "link")
    }

    func testSuppressionOfAnUnknownRule() throws {
        let report = LintHarness.lintComponents("""
            - id: link
              role: link
              frame: {width: 30, height: 17}
              ignore:
                - {rule: target/sise, reason: "Inline link in body text"}
            """)
        let finding = try XCTUnwrap(report.assertFinding("suppression/unused", "link", .warning))
        XCTAssertTrue(finding.message.contains("unknown rule 'target/sise'"), finding.message)
        XCTAssertTrue(finding.message.contains("did you mean 'target/size'"), finding.message)
        // Nothing was suppressed by the misspelt entry.
        report.assertFinding("target/size", "link", .error)
    }

    func testSuppressionOnlyAppliesToItsComponent() {
        let report = LintHarness.lintComponents("""
            - id: row
              role: container
              ignore:
                - {rule: target/size, reason: "children are inline links"}
              children:
                - {id: link, role: link, frame: {width: 30, height: 17}}
            """)
        report.assertFinding("target/size", "link", .error)
        report.assertFinding("suppression/unused", "row", .warning)
    }

    func testSuppressionOfANeedsReviewFinding() {
        let report = LintHarness.lintComponents("""
            - id: menu
              role: button
              ignore:
                - {rule: target/size, reason: "System menu button; size set by the platform"}
            """)
        guard case .suppressed(let finding, _)? = report.check("target/size", "menu")?.outcome else {
            return XCTFail("needs-review should be suppressible:\n\(report.describe)")
        }
        XCTAssertEqual(finding.severity, .needsReview)
        report.assertPassed("suppression/unused", "menu")
    }
}
