import Accessibility
import Diagnostics
import SpecLint
import XCTest

/// README.md, Configuration (and docs/spec-format.md, Top level): without `--profile` or a config profile for the
/// path, a spec's `platform` picks the profile (Apple platforms → apple-hig, android →
/// material, web → wcag-aa); `overrides:` set it per path, later entries winning; `--profile`
/// wins over everything. Units in messages follow the platform, and the built-in (Apple)
/// registry suggests no tokens for android or web specs.
final class PlatformProfileTests: XCTestCase {
    /// A 44 × 44 button: Apple's minimum exactly, under Material's and over WCAG 2.5.8's.
    private static let button44 = "- {id: ok, role: button, frame: {width: 44, height: 44}}"

    func testAndroidSpecIsJudgedByMaterialInDp() throws {
        // Material Design, Accessibility: "touch targets should be at least 48 x 48 dp".
        let report = LintHarness.lintComponents(Self.button44, platform: "android")
        let finding = try XCTUnwrap(report.assertFinding("target/size", "ok", .error))
        XCTAssertEqual(finding.required, 48)
        XCTAssertTrue(finding.message.contains("44 × 44 dp"), finding.message)
        XCTAssertTrue(finding.message.contains("48 × 48 dp (Material)"), finding.message)
        XCTAssertFalse(finding.message.contains(" pt"), "dp on android, not Apple's points: \(finding.message)")
    }

    func testTheSameSpecOnIOSPassesAt44Points() {
        // Apple HIG, Accessibility: "a hit region of at least 44x44 pt".
        LintHarness.lintComponents(Self.button44, platform: "ios").assertPassed("target/size", "ok")
    }

    func testWebSpecIsJudgedByWCAGAAInPx() throws {
        // WCAG 2.2 SC 2.5.8 Target Size (Minimum), AA: "at least 24 by 24 CSS pixels".
        let report = LintHarness.lintComponents("""
            - {id: small, role: button, frame: {width: 20, height: 20}}
            - {id: enough, role: button, frame: {width: 30, height: 30}}
            """, platform: "web")
        report.assertPassed("target/size", "enough")  // 30 px fails apple-hig's 44, passes 2.5.8's 24
        let finding = try XCTUnwrap(report.assertFinding("target/size", "small", .error))
        XCTAssertEqual(finding.required, 24)
        XCTAssertTrue(finding.message.contains("20 × 20 px"), finding.message)
        XCTAssertTrue(finding.message.contains("24 × 24 px (WCAG 2.5.8 AA)"), finding.message)
    }

    func testTheConfigProfileWinsOverThePlatform() {
        // docs/spec-format.md: the platform picks the profile "when neither `--profile` nor the config sets one".
        let linter = LintHarness.builtIn { $0.profile = .appleHIG }
        LintHarness.lintComponents(Self.button44, platform: "android", with: linter).assertPassed("target/size", "ok")
    }

    // MARK: overrides

    private static let overridesConfig = """
        overrides:
          - include: [android]
            profile: material
          - include: ["android/legacy/*.spec.yaml"]
            profile: apple-hig
        """

    private func lint(at path: String, _ config: LintConfiguration) -> FileReport {
        let yaml = SpecText.spec(Self.button44)  // no platform: iOS, apple-hig unless configured
        return LintHarness.linter(registry: .builtIn(), config: config).lint(file: path, path: path, bytes: Array(yaml.utf8))
    }

    func testAnOverrideSetsTheProfilePerPathAndLaterEntriesWin() throws {
        let (config, findings) = try decodeConfig(Self.overridesConfig, directory: "/project")
        XCTAssertEqual(findings.map(\.message), [])
        XCTAssertEqual(config.overrides, [ProfileOverride(include: ["android"], profile: .material),
                                          ProfileOverride(include: ["android/legacy/*.spec.yaml"], profile: .appleHIG)])
        // Under android/: material's 48 dp (the spec names no platform, so the unit stays pt).
        XCTAssertEqual(lint(at: "/project/android/login.spec.yaml", config).finding("target/size", "ok")?.required, 48)
        // The later entry wins for the files it matches (ESLint's overrides: "later … override earlier").
        lint(at: "/project/android/legacy/old.spec.yaml", config).assertPassed("target/size", "ok")
        // Elsewhere no entry matches: the platform (iOS) picks apple-hig.
        lint(at: "/project/ios/login.spec.yaml", config).assertPassed("target/size", "ok")
        // A folder prefix is a folder, not a string prefix.
        lint(at: "/project/android-tv/home.spec.yaml", config).assertPassed("target/size", "ok")
    }

    func testTheCommandLineProfileWinsOverOverridesAndPlatform() throws {
        var (config, _) = try decodeConfig(Self.overridesConfig + "\nprofile: material\n", directory: "/project")
        config.commandLineProfile = .wcagAA
        // WCAG 2.5.8: 24 × 24; a 20 pt button fails it whatever the overrides or the platform say.
        let yaml = SpecText.spec("- {id: small, role: button, frame: {width: 20, height: 20}}", platform: "android")
        let report = LintHarness.linter(registry: .builtIn(), config: config)
            .lint(file: "/project/android/login.spec.yaml", path: "/project/android/login.spec.yaml", bytes: Array(yaml.utf8))
        XCTAssertEqual(report.finding("target/size", "small")?.required, 24, report.describe)
    }

    func testInvalidOverridesAreReportedWithADidYouMean() throws {
        let (config, findings) = try decodeConfig("""
            overrides:
              - include: [android]
                profle: material
              - include: [web]
                profile: wcag-a
              - profile: material
              - android
            """)
        let messages = findings.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("unknown key 'overrides[0].profle' (did you mean 'profile'?)") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("unknown profile 'wcag-a' (did you mean 'wcag-aa'?)") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("overrides[2] needs 'include'") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("overrides[3] must be a mapping") }, "\(messages)")
        XCTAssertEqual(config.overrides, [], "no half-understood entry is kept")
        XCTAssertTrue(findings.allSatisfy { $0.rule == InputRule.configInvalid.id && $0.location?.position.line ?? 0 > 0 })
    }

    // MARK: platform per path

    private static let platformConfig = """
        platform: ios
        overrides:
          - include: [watch]
            platform: watchos
          - include: [watch/phone]
            profile: wcag-aa
        """

    /// An 11 pt caption: iOS's minimum exactly, under watchOS's 12 pt (HIG Typography).
    private func lintCaption(at path: String, platform: String? = nil, _ config: LintConfiguration) -> FileReport {
        let yaml = SpecText.spec("- {id: note, role: text, font: {size: 11}}", platform: platform)
        return LintHarness.linter(registry: .builtIn(), config: config).lint(file: path, path: path, bytes: Array(yaml.utf8))
    }

    func testAnOverrideSetsThePlatformPerPathUnderTheSpecsOwn() throws {
        let (config, findings) = try decodeConfig(Self.platformConfig, directory: "/project")
        XCTAssertEqual(findings.map(\.message), [])
        XCTAssertEqual(config.overrides, [ProfileOverride(include: ["watch"], platform: .watchos),
                                          ProfileOverride(include: ["watch/phone"], profile: .wcagAA)])
        let finding = try XCTUnwrap(lintCaption(at: "/project/watch/glance.spec.yaml", config).finding("text/min-size", "note"))
        XCTAssertEqual(finding.required, 12)
        XCTAssertTrue(finding.message.contains("below the watchos minimum of 12 pt"), finding.message)
        // The config's platform elsewhere.
        lintCaption(at: "/project/phone/glance.spec.yaml", config).assertPassed("text/min-size", "note")
        // A profile-only entry does not undo the platform of an earlier one; WCAG sets no minimum.
        XCTAssertNil(lintCaption(at: "/project/watch/phone/glance.spec.yaml", config).finding("text/min-size", "note"))
        // The spec's own platform wins over the path's.
        lintCaption(at: "/project/watch/glance.spec.yaml", platform: "ios", config).assertPassed("text/min-size", "note")
    }

    func testMacOSHasNoDynamicTypeToJudge() throws {
        // HIG Typography: "macOS doesn't support Dynamic Type". A 44 pt row with one line of
        // body text clips at the larger iOS sizes; on macOS text does not grow.
        let row = "- {id: row, role: listItem, frame: {height: 44}, padding: {top: 11, bottom: 11}, font: \"{font.textStyle.body}\", lineLimit: 1}"
        XCTAssertNotNil(LintHarness.lintComponents(row, platform: "ios").finding("text/dynamic-type", "row"))
        XCTAssertNil(LintHarness.lintComponents(row, platform: "macos").check("text/dynamic-type", "row"))
    }

    func testAnOverrideNeedsAProfileOrAPlatformItKnows() throws {
        let (config, findings) = try decodeConfig("""
            platform: iOS
            overrides:
              - include: [watch]
              - include: [tv]
                platform: tvOs
            """)
        let messages = findings.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("unknown platform 'iOS' (did you mean 'ios'?)") }, "\(messages)")
        XCTAssertNil(config.platform)
        XCTAssertTrue(messages.contains { $0.contains("overrides[0] needs 'profile' or 'platform'") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("unknown platform 'tvOs' (did you mean 'tvos'?)") }, "\(messages)")
        XCTAssertEqual(config.overrides, [])
    }

    // MARK: token suggestions

    func testNoBuiltInTokenSuggestionOnAnAndroidSpec() throws {
        // #007AFF is Apple's systemBlue, a built-in token; docs/rules.md, tokens/raw-value: "none
        // from the built-in one for `platform: android` or `web`".
        let component = "- {id: add, role: text, foreground: \"#007AFF\", font: {size: 17}}"
        XCTAssertNotNil(LintHarness.lintComponents(component, platform: "ios").finding("tokens/raw-value", "add"), "Apple specs keep the suggestion")
        XCTAssertNil(LintHarness.lintComponents(component, platform: "android").check("tokens/raw-value", "add"))
        XCTAssertNil(LintHarness.lintComponents(component, platform: "web").check("tokens/raw-value", "add"))
    }

    func testAUsersOwnRegistryKeepsSuggestingOnEveryPlatform() throws {
        let linter = LintHarness.linter(tokens: #"{"color": {"brand": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]}}}}"#)
        let report = LintHarness.lintComponents("- {id: add, role: text, foreground: \"#0066CC\", font: {size: 17}}", platform: "android", with: linter)
        let finding = try XCTUnwrap(report.finding("tokens/raw-value", "add"), report.describe)
        XCTAssertTrue(finding.message.contains("{color.brand}"), finding.message)
    }
}
