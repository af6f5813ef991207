import Foundation
import XCTest

/// `tokenlint tokens resolve TOKEN`.
final class TokensResolveCommandTests: XCTestCase {
    /// The README: under tokenlint's policy "transitions become cross-fades of at most
    /// 0.25 s"; docs/tokens.md: the reduced curve is "a non-bouncy curve of at most 0.25 s". An
    /// easeOutBack transition (easings.net: cubic-bezier(0.34, 1.56, 0.64, 1), it overshoots)
    /// must not come out of --reduce-motion unchanged.
    func testReduceMotionCalmsAnOvershootingTransition() throws {
        let registry = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/tokens/reduce-motion/overshooting-transition.tokens.json").path
        let json = tokenlint("tokens", "resolve", "motion.overshoot", "--reduce-motion", "--tokens", registry, "--format", "json")
        XCTAssertEqual(json.code, 0, json.summary)
        let object = try json.json()
        XCTAssertEqual(object.object("$extensions")?.object("org.tokenlint")?.string("reducedMotionSource"), "policy")
        let value = try XCTUnwrap(object.object("$value"), json.summary)
        let bezier = try XCTUnwrap(value["timingFunction"] as? [NSNumber], json.summary).map(\.doubleValue)
        XCTAssertTrue((0...1).contains(bezier[1]) && (0...1).contains(bezier[3]), "still overshoots: \(bezier)")
        let duration = try XCTUnwrap(value.object("duration"))
        XCTAssertLessThanOrEqual((duration.number("value") ?? .nan) * (duration.string("unit") == "s" ? 1000 : 1), 250)

        let text = tokenlint("tokens", "resolve", "motion.overshoot", "--reduce-motion", "--tokens", registry)
        XCTAssertEqual(text.code, 0, text.summary)
        XCTAssertTrue(text.out.contains("  reduced motion: from policy"), text.summary)
        XCTAssertFalse(text.out.contains("1.56"), "the value shown is the reduced one: \(text.summary)")
    }

    func testSystemBlueText() {
        let result = tokenlint("tokens", "resolve", "color.systemBlue")
        XCTAssertEqual(result.code, 0, result.summary)
        let lines = result.out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "color.systemBlue (color) in appearance=light, contrast=standard, dynamicType=large, motion=full")
        XCTAssertTrue(result.out.contains("#007aff"), result.summary)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  defined: ") && $0.range(of: #":\d+:\d+$"#, options: .regularExpression) != nil },
                      "the definition is named file:line:column: \(result.summary)")
        XCTAssertEqual(result.err, "")
    }

    func testSystemBlueJSON() throws {
        let result = tokenlint("tokens", "resolve", "color.systemBlue", "--format", "json")
        XCTAssertEqual(result.code, 0, result.summary)
        let json = try result.json()
        XCTAssertEqual(json.string("token"), "color.systemBlue")
        XCTAssertEqual(json.string("$type"), "color")
        XCTAssertEqual(json.object("$value")?.string("hex"), "#007aff")
        XCTAssertEqual(json.object("$value")?.string("colorSpace"), "srgb")
        let components = try XCTUnwrap(json.object("$value")?.array("components") as? [NSNumber]).map(\.doubleValue)
        XCTAssertEqual(components[0], 0, accuracy: 1e-12)
        XCTAssertEqual(components[1], 122.0 / 255, accuracy: 1e-12)
        XCTAssertEqual(components[2], 1, accuracy: 1e-12)
        XCTAssertEqual(json.object("contexts") as? [String: String],
                       ["appearance": "light", "contrast": "standard", "dynamicType": "large", "motion": "full"])
        XCTAssertNotNil(json.string("source")?.range(of: #":\d+:\d+$"#, options: .regularExpression), "source is file:line:column")
    }

    func testDarkIncreasedContrast() throws {
        let text = tokenlint("tokens", "resolve", "color.systemBlue", "--context", "appearance=dark", "--context", "contrast=increased")
        XCTAssertEqual(text.code, 0, text.summary)
        XCTAssertTrue(text.out.contains("#409cff"), text.summary)
        XCTAssertTrue(text.out.hasPrefix("color.systemBlue (color) in appearance=dark, contrast=increased"), text.summary)

        let json = tokenlint("tokens", "resolve", "color.systemBlue", "--context", "appearance=dark", "--context", "contrast=increased", "--format", "json")
        XCTAssertEqual(try json.json().object("$value")?.string("hex"), "#409cff")
        XCTAssertEqual(try json.json().object("contexts")?.string("appearance"), "dark")
    }

    func testBracedTokenPathIsAccepted() {
        let result = tokenlint("tokens", "resolve", "{color.systemBlue}")
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertTrue(result.out.contains("#007aff"))
    }

    func testUnknownTokenExitsTwoWithDidYouMean() {
        let result = tokenlint("tokens", "resolve", "color.sytemBlue")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("color.sytemBlue"), result.summary)
        XCTAssertTrue(result.err.contains("did you mean 'color.systemBlue'"), result.summary)
        XCTAssertEqual(result.out, "")
    }

    func testInvalidContextExitsTwo() {
        let result = tokenlint("tokens", "resolve", "color.systemBlue", "--context", "appearance=sepia")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("sepia"), result.summary)
    }

    func testReduceMotionShowsTheReducedSpringAndItsSource() throws {
        let full = tokenlint("tokens", "resolve", "motion.curve.bouncy", "--format", "json")
        XCTAssertEqual(try full.json().object("$value")?.number("bounce") ?? 0, 0.3, accuracy: 1e-9, full.summary)

        let reduced = tokenlint("tokens", "resolve", "motion.curve.bouncy", "--reduce-motion", "--format", "json")
        XCTAssertEqual(reduced.code, 0, reduced.summary)
        let json = try reduced.json()
        XCTAssertEqual(json.object("$value")?.number("bounce") ?? 1, 0, accuracy: 1e-12)
        XCTAssertEqual(json.object("$value")?.number("response"), 0.5, "reduce motion keeps the response")
        XCTAssertTrue(["context", "extension", "policy"].contains(json.object("$extensions")?.object("org.tokenlint")?.string("reducedMotionSource") ?? ""))

        let text = tokenlint("tokens", "resolve", "motion.curve.bouncy", "--reduce-motion")
        XCTAssertTrue(text.out.contains("reduced motion: from "), text.summary)
    }

    func testDynamicTypeSizeFromTheAppleHIGCorpus() throws {
        let registry = try TestPaths.corpusResolver("apple-hig.resolver.json")
        let result = tokenlint("tokens", "resolve", "--tokens", registry, "--legacy-format", "--context", "size=xxxLarge", "font.textStyle.body")
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertTrue(result.out.contains("23 pt"), result.summary)
        XCTAssertTrue(result.out.contains("xxxLarge"), result.summary)

        let json = tokenlint("tokens", "resolve", "--tokens", registry, "--legacy-format", "--context", "size=xxxLarge",
                             "font.textStyle.body", "--format", "json")
        XCTAssertEqual(try json.json().object("$value")?.object("fontSize")?.number("value"), 23, json.summary)

        // The default size (medium) is smaller.
        let medium = tokenlint("tokens", "resolve", "--tokens", registry, "--legacy-format", "font.textStyle.body", "--format", "json")
        XCTAssertLessThan(try medium.json().object("$value")?.object("fontSize")?.number("value") ?? 99, 23, medium.summary)
    }

    func testBuiltInDynamicTypeBodySizes() throws {
        // Apple HIG Typography, Dynamic Type sizes: Body is 17 pt at Large and 23 pt at xxxLarge.
        for (size, points) in [("large", 17.0), ("xxxLarge", 23.0)] {
            let result = tokenlint("tokens", "resolve", "font.textStyle.body", "--context", "dynamicType=\(size)", "--format", "json")
            XCTAssertEqual(result.code, 0, result.summary)
            XCTAssertEqual(try result.json().object("$value")?.object("fontSize")?.number("value"), points, result.summary)
        }
    }
}

/// The root command: help, version, and what is not a command.
final class CommandLineTests: XCTestCase {
    func testHelpAndVersionExitZero() {
        let help = tokenlint("--help")
        XCTAssertEqual(help.code, 0, help.summary)
        XCTAssertTrue(help.out.contains("USAGE"), help.summary)
        for subcommand in ["tokens", "contrast", "spring"] {
            XCTAssertTrue(help.out.contains(subcommand), "help lists \(subcommand)")
        }

        let version = tokenlint("--version")
        XCTAssertEqual(version.code, 0, version.summary)
        // A build not made by scripts/build-release.sh knows no commit.
        XCTAssertEqual(version.out.trimmingCharacters(in: .whitespacesAndNewlines), "1.0.0 (commit unknown)")

        for arguments in [["tokens", "--help"], ["contrast", "--help"], ["spring", "--help"], ["tokens", "export", "--help"],
                          ["tokens", "check", "-h"], ["help", "contrast"]] {
            let result = tokenlint(arguments)
            XCTAssertEqual(result.code, 0, result.summary)
            XCTAssertFalse(result.out.isEmpty, result.summary)
        }
    }

    func testUnknownSubcommandOrFlagExitsTwo() {
        for arguments in [["frobnicate"], ["tokens", "frobnicate"], ["contrast", "#000", "#FFF", "--frob"], ["spring", "--frob", "1"],
                          ["tokens", "check", "--strictly"], ["--frob"], ["contrast", "#000", "#FFF", "extra"]] {
            let result = tokenlint(arguments)
            XCTAssertEqual(result.code, 2, result.summary)
            XCTAssertFalse(result.err.isEmpty, "a usage message on stderr: \(result.summary)")
            XCTAssertEqual(result.out, "", result.summary)
        }
    }

    func testRunningTwiceGivesTheSameOutput() {
        let arguments = ["spring", "--response", "0.5", "--damping-fraction", "0.8", "--format", "json"]
        XCTAssertEqual(tokenlint(arguments).out, tokenlint(arguments).out)
    }
}
