import Foundation
import XCTest

/// `tokenlint lint` picks each spec's profile from its platform and the config's `overrides:`,
/// and `--profile` wins over both (README.md, Configuration: "The profile a spec is judged by").
final class PlatformProfileCLITests: XCTestCase {
    /// A folder with a config, an android spec and an iOS spec, each with a 44 × 44 button.
    private func project() throws -> URL {
        let folder = try makeTemporaryDirectory(self)
        for (name, platform) in [("android/login.spec.yaml", "android"), ("ios/login.spec.yaml", "ios"), ("web/login.spec.yaml", "ios")] {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try """
                tokenlint: 1
                platform: \(platform)
                components:
                  - {id: sign-in, role: button, frame: {width: 44, height: 44}}
                """.write(to: url, atomically: true, encoding: .utf8)
        }
        // web/ holds an iOS spec judged by WCAG AA through an override (24 × 24).
        try "overrides:\n  - include: [web]\n    profile: material\n  - include: [web]\n    profile: wcag-aa\n"
            .write(to: folder.appendingPathComponent(".tokenlint.yml"), atomically: true, encoding: .utf8)
        return folder
    }

    private func targetFindings(_ arguments: String...) throws -> [String: [String: Any]] {
        let folder = try project()
        let result = inDirectory(folder.path) { tokenlint(["lint", "--format", "json"] + arguments) }
        var byFile: [String: [String: Any]] = [:]
        for finding in try result.findings() where finding.string("rule") == "target/size" {
            byFile[finding.string("file") ?? "?"] = finding
        }
        return byFile
    }

    func testEachSpecIsJudgedByItsPlatformAndTheOverrides() throws {
        let findings = try targetFindings()
        // Material: "touch targets should be at least 48 x 48 dp".
        let android = try XCTUnwrap(findings["android/login.spec.yaml"], "\(findings)")
        XCTAssertEqual(android.number("required"), 48)
        XCTAssertTrue(android.string("message")?.contains("48 × 48 dp") ?? false, "\(android)")
        // Apple HIG: 44 × 44 pt; WCAG 2.5.8 (the later override): 24 × 24.
        XCTAssertEqual(Set(findings.keys), ["android/login.spec.yaml"], "\(findings)")
    }

    /// The overrides apply whether the config is found or named by a relative `--config`
    /// (they were silently ignored then: the config's folder was relative, and matched no
    /// absolute spec path).
    func testOverridesApplyWithARelativeConfigPath() throws {
        let folder = try project()
        // ios/ judged by Material: its 44 × 44 button is under 48 × 48.
        try "overrides:\n  - include: [ios]\n    profile: material\n"
            .write(to: folder.appendingPathComponent(".tokenlint.yml"), atomically: true, encoding: .utf8)
        for arguments in [[], ["--config", ".tokenlint.yml"], ["--config", "./.tokenlint.yml"], ["--config", "../\(folder.lastPathComponent)/.tokenlint.yml"]] {
            let result = inDirectory(folder.path) { tokenlint(["lint", "--format", "json"] + arguments) }
            let files = try result.findings().filter { $0.string("rule") == "target/size" }.compactMap { $0.string("file") }
            XCTAssertEqual(Set(files), ["android/login.spec.yaml", "ios/login.spec.yaml"], "\(arguments): \(result.summary)")
        }
    }

    func testTheProfileOptionWinsOverPlatformAndOverrides() throws {
        // material everywhere: 44 < 48 in all three files, whatever their platform or override.
        let findings = try targetFindings("--profile", "material")
        XCTAssertEqual(Set(findings.keys), ["android/login.spec.yaml", "ios/login.spec.yaml", "web/login.spec.yaml"], "\(findings)")
        XCTAssertEqual(Set(findings.values.compactMap { $0.number("required") }), [48])
    }

    func testTheHelpSaysTheProfileOptionWins() {
        let help = tokenlint("lint", "--help")
        // ArgumentParser wraps help lines: compare with the whitespace collapsed.
        let text = help.out.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        XCTAssertTrue(text.contains("Given, it wins over the config's profile and overrides and over each spec's platform"), help.summary)
    }
}
