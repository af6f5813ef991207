import Accessibility
import DesignSpec
import DesignTokens
import Diagnostics
import JSONSource
@testable import SpecLint
import XCTest

/// `.tokenlint.yml` (README, "Configuration"): decoded from YAML with positions.
final class LintConfigurationTests: XCTestCase {
    /// A complete configuration, every key set.
    static let productExample = """
        tokens: tokens/app.resolver.json      # registry
        profile: apple-hig
        include: [design/specs]
        exclude: [design/specs/drafts]
        contexts:                             # which modifiers play which accessibility role
          appearance: theme                   # when the registry names them differently
          increasedContrast: {theme: [light_ax, dark_ax]}
          dynamicType: size
          motion: motion
        rules:
          contrast/text: {level: AA}
          motion/duration: off
          target/size: {severity: warning, minimum: 48}
        reports:
          junit: reports/junit.xml
        """

    func testEveryKeyOfTheProductExample() throws {
        let (config, findings) = try decodeConfig(Self.productExample, directory: "/project")
        XCTAssertEqual(findings.map(\.message), [])
        XCTAssertEqual(config.file, ".tokenlint.yml")
        XCTAssertEqual(config.tokens, "tokens/app.resolver.json")
        XCTAssertEqual(config.resolve(config.tokens ?? ""), "/project/tokens/app.resolver.json", "relative to the config's folder")
        XCTAssertEqual(config.profile, .appleHIG)
        XCTAssertEqual(config.include, ["design/specs"])
        XCTAssertEqual(config.exclude, ["design/specs/drafts"])
        XCTAssertEqual(config.roles.appearance, "theme")
        XCTAssertEqual(config.roles.increasedContrast?.modifier, "theme")
        XCTAssertEqual(config.roles.increasedContrast?.contexts, ["light_ax", "dark_ax"])
        XCTAssertEqual(config.roles.dynamicType, "size")
        XCTAssertEqual(config.roles.motion, "motion")
        XCTAssertEqual(config.options(ContrastTextRule.self)?.level, .aa)
        XCTAssertEqual(config.severity(of: "contrast/text", default: .error), .error)
        XCTAssertNil(config.severity(of: "motion/duration", default: .warning), "off")
        XCTAssertEqual(config.severity(of: "target/size", default: .error), .warning)
        XCTAssertEqual(config.options(TargetSizeRule.self)?.minimum, 48)
        XCTAssertEqual(config.reports.map(\.format), ["junit"])
        XCTAssertEqual(config.reports.map(\.path), ["reports/junit.xml"])
    }

    func testOtherProfilesAndOffSpellings() throws {
        let (config, findings) = try decodeConfig("""
            profile: wcag-aaa
            platform: visionos
            rules:
              motion/duration: "off"
              motion/blur-radius: false
              motion/navigation: {severity: "off"}
              tokens/raw-value: error
              text/min-size: info
            """)
        XCTAssertEqual(findings.map(\.message), [])
        XCTAssertEqual(config.profile, .wcagAAA)
        XCTAssertEqual(config.platform, "visionos")
        for rule in ["motion/duration", "motion/blur-radius", "motion/navigation"] {
            XCTAssertNil(config.severity(of: rule, default: .warning), "\(rule) is off")
        }
        XCTAssertEqual(config.severity(of: "tokens/raw-value", default: .warning), .error)
        XCTAssertEqual(config.severity(of: "text/min-size", default: .warning), .info)
    }

    func testUnknownKeyIsReportedWithDidYouMeanAndPosition() throws {
        let (config, findings) = try decodeConfig("""
            profile: wcag-aa
            # a comment line
              
            exlude: [drafts]
            """)
        XCTAssertEqual(findings.count, 1, "\(findings)")
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rule, InputRule.configInvalid.id)
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.contains("unknown key 'exlude'"), finding.message)
        XCTAssertTrue(finding.message.contains("did you mean 'exclude'"), finding.message)
        XCTAssertEqual(finding.location?.file, ".tokenlint.yml")
        XCTAssertEqual(finding.location?.line, 4)
        XCTAssertEqual(finding.location?.column, 1)
        XCTAssertEqual(config.profile, .wcagAA, "what was valid is kept")
    }

    func testNestedUnknownKeysHaveTheirPosition() throws {
        let (_, findings) = try decodeConfig("""
            contexts:
              apperance: theme
            reports:
              junt: out.xml
            """)
        XCTAssertEqual(findings.count, 2, "\(findings)")
        let role = try XCTUnwrap(findings.first { $0.message.contains("apperance") })
        XCTAssertTrue(role.message.contains("did you mean 'appearance'"), role.message)
        XCTAssertEqual(role.location.map { [$0.line, $0.column] }, [2, 3])
        let format = try XCTUnwrap(findings.first { $0.message.contains("junt") })
        XCTAssertTrue(format.message.contains("did you mean 'junit'"), format.message)
        XCTAssertEqual(format.location.map { [$0.line, $0.column] }, [4, 3])
    }

    func testUnknownRuleIdIsReportedWithDidYouMean() throws {
        let (config, findings) = try decodeConfig("""
            rules:
              contrast/txt: off
              target/size: warning
            """)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(finding.rule, InputRule.configInvalid.id)
        XCTAssertTrue(finding.message.contains("unknown rule 'contrast/txt'"), finding.message)
        XCTAssertTrue(finding.message.contains("did you mean 'contrast/text'"), finding.message)
        XCTAssertEqual(finding.location.map { [$0.line, $0.column] }, [2, 3])
        XCTAssertEqual(config.severity(of: "contrast/text", default: .error), .error, "the typo turns nothing off")
        XCTAssertEqual(config.severity(of: "target/size", default: .error), .warning)
    }

    func testUnknownOptionAndBadSeverity() throws {
        let (_, findings) = try decodeConfig("""
            rules:
              target/size: {minimun: 48}
              contrast/text: {severity: fatal}
              motion/flash: eror
            """)
        XCTAssertEqual(findings.count, 3, "\(findings)")
        let option = try XCTUnwrap(findings.first { $0.message.contains("minimun") })
        XCTAssertTrue(option.message.contains("did you mean 'minimum'"), option.message)
        XCTAssertEqual(option.location.map { [$0.line, $0.column] }, [2, 17])
        XCTAssertTrue(findings.contains { $0.message.contains("severity must be one of") })
        let severity = try XCTUnwrap(findings.first { $0.message.contains("eror") })
        XCTAssertTrue(severity.message.contains("did you mean 'error'"), severity.message)
    }

    func testUnknownProfileIsReported() throws {
        let (config, findings) = try decodeConfig("profile: wcag-a\n")
        let finding = try XCTUnwrap(findings.first)
        XCTAssertTrue(finding.message.contains("unknown profile 'wcag-a'"), finding.message)
        XCTAssertNil(config.profile, "no profile set: each spec's platform picks it")
    }

    func testSeverityOverrideWithMinimumMakesA44PointButtonAWarning() throws {
        let (config, findings) = try decodeConfig("""
            rules:
              target/size: {severity: warning, minimum: 48}
            """)
        XCTAssertEqual(findings.map(\.message), [])
        let report = LintHarness.lintComponents("""
            - {id: save, role: button, frame: {width: 44, height: 44}}
            - {id: big, role: button, frame: {width: 48, height: 48}}
            """, with: LintHarness.linter(registry: .builtIn(), config: config))
        let finding = try XCTUnwrap(report.assertFinding("target/size", "save", .warning))
        XCTAssertEqual(finding.required, 48)
        XCTAssertEqual(finding.measured, 44)
        report.assertPassed("target/size", "big")
    }

    func testRuleOffIsNotEvaluated() throws {
        let (config, _) = try decodeConfig("""
            rules:
              target/size: off
              contrast/text: {level: AAA}
            """)
        let report = LintHarness.lintComponents("""
            - {id: save, role: button, frame: {width: 20, height: 20}}
            - {id: body, role: text, foreground: "#767676", background: "#FFFFFF", font: {size: 17}}
            """, with: LintHarness.linter(registry: .builtIn(), config: config))
        report.assertNotEvaluated("target/size", "save")
        XCTAssertEqual(try XCTUnwrap(report.assertFinding("contrast/text", "body", .error)).required, 7, "level: AAA")
    }

    func testConfigFileWithOnlyCommentsIsTheDefaults() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("speclint-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(".tokenlint.yml").path
        try "# tokenlint configuration: every option commented out\n# profile: wcag-aa\n\n".write(toFile: path, atomically: true, encoding: .utf8)
        switch ConfigFile.load(path: path, display: ".tokenlint.yml") {
        case .failure(let finding):
            XCTFail("a comment-only config is not an input error: \(finding)")
        case .success(let (config, findings)):
            XCTAssertEqual(findings.map(\.message), [])
            XCTAssertNil(config.profile, "the defaults: each spec's platform picks the profile")
            XCTAssertEqual(config.file, ".tokenlint.yml")
        }
        // A config that is not YAML at all still is one.
        try "profile: [unclosed\n".write(toFile: path, atomically: true, encoding: .utf8)
        guard case .failure(let finding) = ConfigFile.load(path: path, display: ".tokenlint.yml") else {
            return XCTFail("invalid YAML must be an input error")
        }
        XCTAssertEqual(finding.location?.file, ".tokenlint.yml")
    }

    // MARK: Context roles for a registry that names its modifiers differently

    /// Apple's corpus resolver folds contrast into `theme` (light, light_ax, dark, dark_ax) and
    /// calls Dynamic Type `size`.
    private func appleHIGLinter(_ configText: String) throws -> Linter {
        let path = try FixtureFiles.require("dtcg-examples/apple-hig.resolver.json")
        let registry = Registry.load(path: path, legacyFormat: true)
        XCTAssertFalse(registry.hasInputErrors, registry.loadFindings.map(\.description).joined(separator: "\n"))
        let (config, findings) = try decodeConfig(configText)
        XCTAssertEqual(findings.map(\.message), [])
        let (roles, roleFindings) = ContextRoles.detect(in: registry.modifiers, overrides: config.roles, configFile: ".tokenlint.yml")
        XCTAssertEqual(roleFindings.map(\.message), [])
        XCTAssertEqual(roles.appearance, "theme")
        XCTAssertEqual(roles.dynamicType, "size")
        return Linter(space: EvaluationSpace(registry: registry, roles: roles), config: config)
    }

    func testIncreasedContrastFiresOnlyInTheMappedAppleContexts() throws {
        let linter = try appleHIGLinter("""
            contexts: {appearance: theme, increasedContrast: {theme: [light_ax, dark_ax]}, dynamicType: size}
            rules: {contrast/increased: warning}
            """)
        XCTAssertEqual(linter.space.contrastFamily.count, 4, "one permutation per theme")
        // 6.26:1 everywhere: passes 4.5 (standard), fails 7 (increased).
        let report = LintHarness.lintComponents("""
            - {id: title, role: text, foreground: "#595959", background: "#F2F2F2", font: {size: 17}}
            """, with: linter)
        report.assertPassed("contrast/text", "title")
        let finding = try XCTUnwrap(report.assertFinding("contrast/increased", "title", .warning))
        XCTAssertEqual(Set(finding.contexts.map(describe(_:))),
                       ["theme=light_ax", "theme=dark_ax"], describe(finding.contexts))
    }

    func testIncreasedContrastMappingIsTakenFromTheConfiguration() throws {
        // Only dark_ax named: light_ax is then an ordinary theme.
        let linter = try appleHIGLinter("""
            contexts: {appearance: theme, increasedContrast: {theme: [dark_ax]}, dynamicType: size}
            rules: {contrast/increased: warning}
            """)
        let report = LintHarness.lintComponents("""
            - {id: title, role: text, foreground: "#595959", background: "#F2F2F2", font: {size: 17}}
            """, with: linter)
        let finding = try XCTUnwrap(report.assertFinding("contrast/increased", "title", .warning))
        XCTAssertEqual(finding.contexts, contexts([[("theme", "dark_ax")]]), describe(finding.contexts))
    }

    func testAppleSystemBlueFailsInStandardThemesOnly() throws {
        let linter = try appleHIGLinter("""
            contexts: {appearance: theme, increasedContrast: {theme: [light_ax, dark_ax]}, dynamicType: size}
            """)
        // systemBlue on white: #007AFF 4.02:1 (light), #0A84FF (dark) 3.65:1; light_ax #0040DD passes 4.5.
        let report = LintHarness.lintComponents("""
            - {id: link, role: text, foreground: "{color.systemBlue}", background: "#FFFFFF", font: {size: 17}}
            """, with: linter)
        let finding = try XCTUnwrap(report.assertFinding("contrast/text", "link", .error))
        XCTAssertTrue(finding.contexts.contains(contexts([[("theme", "light")]])[0]), describe(finding.contexts))
        XCTAssertFalse(finding.contexts.contains(contexts([[("theme", "light_ax")]])[0]), describe(finding.contexts))
    }

    func testRoleNamingAMissingModifierIsReported() throws {
        let path = try FixtureFiles.require("dtcg-examples/apple-hig.resolver.json")
        let registry = Registry.load(path: path, legacyFormat: true)
        let (config, _) = try decodeConfig("contexts: {appearance: themes}\n")
        let (_, findings) = ContextRoles.detect(in: registry.modifiers, overrides: config.roles, configFile: ".tokenlint.yml")
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.rule, InputRule.configInvalid.id)
        XCTAssertTrue(finding.message.contains("did you mean 'theme'"), finding.message)
    }
}

private func describe(_ choice: [ContextChoice]) -> String {
    choice.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
}
