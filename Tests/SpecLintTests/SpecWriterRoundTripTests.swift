import ColorScience
import DesignSpec
import Diagnostics
import Foundation
import SpecLint
import XCTest

/// The spec writer's contract (`tokenlint import` relies on it): parsing what it writes gives
/// the document it was given, apart from source positions, and linting the written file gives
/// the same findings as linting the original. Checked on every spec the repository has.
final class SpecWriterRoundTripTests: XCTestCase {
    /// Every spec file in the repository, with its text.
    static func repositorySpecs() throws -> [(name: String, text: String)] {
        let folders = ["Examples/specs", "Tests/Fixtures/realistic", "Tests/Fixtures/specs"]
        var specs: [(String, String)] = []
        for folder in folders {
            let url = LintHarness.packageRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            where name.hasSuffix(".spec.yaml") || name.hasSuffix(".spec.json") {
                specs.append(("\(folder)/\(name)", try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)))
            }
        }
        // SwiftUI examples are source, not specs: the writer has nothing to do with them.
        for rule in RuleCatalog.all where !rule.exampleFile.hasSuffix(".swift") {
            for (index, example) in (rule.passing + rule.failing).enumerated() {
                specs.append(("\(rule.id) example \(index + 1)", example))
            }
        }
        return specs
    }

    func testEverySpecInTheRepositoryRoundTrips() throws {
        let specs = try Self.repositorySpecs()
        XCTAssertGreaterThan(specs.count, 60, "the fixtures and rule examples were not all found")
        var checked = 0
        for (name, text) in specs {
            let file = name.hasSuffix(".json") ? "original.spec.json" : "original.spec.yaml"
            let original = SpecParser.parse(file: file, bytes: Array(text.utf8))
            // invalid-syntax.* is not YAML/JSON at all: there is no document to write.
            guard let document = original.document else { continue }
            let written = SpecWriter.write(document)
            let reread = SpecParser.parse(file: "written.spec.yaml", bytes: Array(written.utf8))
            XCTAssertNil(reread.inputError, "\(name): written text does not parse:\n\(written)")
            // A document the original's errors left without components is written as such, and
            // reported as such; any other structure finding is the writer's.
            let expected = document.components.isEmpty ? ["'components' must list at least one component"] : []
            XCTAssertEqual(reread.findings.map(\.message), expected, "\(name): written text has structure findings:\n\(written)")
            guard let back = reread.document else { continue }
            XCTAssertEqual(LocationFree(back), LocationFree(document), "\(name) changed in the round trip:\n\(written)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 60)
    }

    /// What a user sees does not change: the same rules fire on the same components with the
    /// same severities and messages (spec/invalid aside, which only the original's dropped
    /// keys can produce).
    func testLintFindingsAreTheSameBeforeAndAfter() throws {
        var linters: [String: Linter] = [:]
        for (name, text) in try Self.repositorySpecs() {
            let file = name.hasSuffix(".json") ? "original.spec.json" : "original.spec.yaml"
            guard let document = SpecParser.parse(file: file, bytes: Array(text.utf8)).document else { continue }
            var linter = LintHarness.builtIn
            if let rule = RuleCatalog.all.first(where: { name.hasPrefix($0.id + " example") }) {
                linter = linters[rule.id] ?? Self.linter(for: rule)
                linters[rule.id] = linter
            }
            let before = LintHarness.lint(text, file: file, with: linter)
            let after = LintHarness.lint(SpecWriter.write(document), file: "written.spec.yaml", with: linter)
            XCTAssertEqual(Self.verdicts(after), Self.verdicts(before), "\(name): findings changed after writing")
        }
    }

    func testTheWrittenFileCarriesTheSchemaCommentAndQuotesReferencesAndHexColors() {
        var button = SpecComponent(id: "save", location: SourceLocation(file: "x", line: 1, column: 1), role: .button)
        button.background = ColorReference(spec: .token("color.systemBlue"), location: button.location)
        button.foreground = ColorReference(spec: .literal(.srgb(1, 1, 1, alpha: 0.6)), location: button.location)
        let document = SpecDocument(file: "x.spec.yaml", version: 1, name: "Sheet", platform: .ios, canvas: nil,
                                    components: [button], location: button.location)
        let text = SpecWriter.write(document, options: .init(schemaPath: "../docs/schemas/spec.schema.json"))
        // docs/spec-format.md: "start a spec with # yaml-language-server: $schema=…"; colors (Colors) are
        // "a token reference "{color.systemBlue}"" or "a hex literal … "#RRGGBBAA"" (0.6 × 255 = 153 = 0x99).
        XCTAssertEqual(text, """
            # yaml-language-server: $schema=../docs/schemas/spec.schema.json
            tokenlint: 1
            name: Sheet
            platform: ios
            components:
              - id: save
                role: button
                background: "{color.systemBlue}"
                foreground: "#FFFFFF99"

            """)
    }

    /// Strings YAML would read as something else unless quoted: a comment, a mapping, a
    /// boolean, null, a number, a key, text with leading blanks, line breaks and controls.
    func testStringsThatNeedQuotingRoundTrip() {
        let awkward = [
            "Save: now", "# not a comment", " leading space", "trailing space ", "{color.label}", "{not a ref", "yes", "No", "null",
            "~", "true", "off", "1.5", "0x1F", "1e3", ".inf", "- item", "? key", "a\nb", "tab\there", "bell\u{07}", "nel\u{85}",
            "line\u{2028}sep", "bom\u{FEFF}", "Größe ✓ 日本語 🎉", "quote \" and \\ backslash", "'single'", "&anchor", "*alias", "!tag",
            "%directive", "@at", "`tick`", "|", ">", "", "none", "unknown", "del\u{7F}", "c1\u{9B}",
        ]
        for text in awkward {
            var label = SpecComponent(id: "label", location: SourceLocation(file: "x", line: 1, column: 1), role: .text)
            label.text = text
            let document = SpecDocument(file: "x.spec.yaml", version: 1, name: text.isEmpty ? "x" : text, platform: nil, canvas: nil,
                                        components: [label], location: label.location)
            let written = SpecWriter.write(document)
            let reread = SpecParser.parse(file: "x.spec.yaml", bytes: Array(written.utf8))
            XCTAssertNil(reread.inputError, "\(text.debugDescription): \(written)")
            XCTAssertEqual(reread.document?.components.first?.text, text, written)
            XCTAssertEqual(reread.document?.name, text.isEmpty ? "x" : text, written)
        }
    }

    /// Numbers keep every bit: tiny, huge and non-terminating binary fractions.
    func testNumbersRoundTripExactly() {
        let values: [Double] = [0, 0.1, 1.0 / 3, 2.0 / 3 * 100, 1e-7, 123456.789, 1e20, 4.9e-300, 343, 0.000_012_5]
        for value in values {
            var row = SpecComponent(id: "row", location: SourceLocation(file: "x", line: 1, column: 1), role: .listItem)
            row.frame = Spanned(SpecSize(width: value, height: nil), at: row.location)
            let document = SpecDocument(file: "x.spec.yaml", version: 1, name: "x", platform: nil, canvas: nil,
                                        components: [row], location: row.location)
            let written = SpecWriter.write(document)
            let reread = SpecParser.parse(file: "x.spec.yaml", bytes: Array(written.utf8))
            XCTAssertEqual(reread.document?.components.first?.frame?.value.width, value, written)
        }
    }

    /// A Figma channel (0.2) is no whole n/255: hex would change it, so the writer keeps the
    /// DTCG color object; a whole n/255 channel (51/255) is written as hex.
    func testColorsThatHexCannotHoldStayColorObjects() {
        let exact = Color.srgb(51.0 / 255, 0, 1)
        let inexact = Color.srgb(0.2, 0.5, 1, alpha: 0.25)
        XCTAssertEqual(SpecWriter.color(.literal(exact)), "\"#3300FF\"")
        XCTAssertEqual(SpecWriter.color(.literal(inexact)), "{colorSpace: srgb, components: [0.2, 0.5, 1], alpha: 0.25}")
        XCTAssertEqual(SpecWriter.color(.literal(Color(space: .oklch, components: [0.5, 0, nil]))), "{colorSpace: oklch, components: [0.5, 0, none]}")
    }

    // MARK: Support

    private static func linter(for rule: SpecRule) -> Linter {
        var config = LintConfiguration()
        if !rule.description.enabledByDefault { config.rules[rule.id] = RuleSetting(severity: rule.description.defaultSeverity) }
        return rule.exampleRegistry.map { LintHarness.linter(tokens: $0, config: config) } ?? LintHarness.linter(registry: .builtIn(), config: config)
    }

    private struct Verdict: Hashable, CustomStringConvertible {
        var rule: String, component: String?, severity: Severity, message: String
        var description: String { "\(rule) \(component ?? "-") \(severity.rawValue): \(message)" }
    }

    private static func verdicts(_ report: FileReport) -> [Verdict] {
        report.checks.compactMap { check -> Verdict? in
            guard check.rule != SpecParser.invalidSpecRule else { return nil }
            switch check.outcome {
            case .passed: return nil
            case .finding(let finding), .suppressed(let finding, _):
                return Verdict(rule: finding.rule.rawValue, component: finding.component, severity: finding.severity, message: finding.message)
            }
        }.sorted { $0.description < $1.description }
    }
}

/// A document with every source location replaced by one fixed location, so that two documents
/// compare on their content only.
struct LocationFree: Equatable, CustomStringConvertible {
    var version: Int
    var name: String
    var platform: Platform?
    var canvas: ColorSpec?
    var components: [SpecComponent]

    init(_ document: SpecDocument) {
        version = document.version
        name = document.name
        platform = document.platform
        canvas = document.canvas?.spec
        components = document.components.map(Self.strip)
    }

    private static let nowhere = SourceLocation(file: "", line: 1, column: 1)

    private static func strip(_ original: SpecComponent) -> SpecComponent {
        var component = original
        component.location = nowhere
        component.frame?.location = nowhere
        component.hitArea?.location = nowhere
        component.padding?.location = nowhere
        component.background?.location = nowhere
        component.foreground?.location = nowhere
        component.border?.location = nowhere
        component.border?.value.color?.location = nowhere
        component.font?.location = nowhere
        if case .color(var reference)? = component.backdrop?.value {
            reference.location = nowhere
            component.backdrop?.value = .color(reference)
        }
        component.backdrop?.location = nowhere
        component.transition?.location = nowhere
        component.animation?.location = nowhere
        component.updatesPerSecond?.location = nowhere
        component.flashesPerSecond?.location = nowhere
        component.autoplay?.location = nowhere
        component.navigation?.location = nowhere
        component.ignore = component.ignore.map { Suppression(rule: $0.rule, reason: $0.reason, location: nowhere) }
        component.children = component.children.map(strip)
        return component
    }

    var description: String { "\(name) \(platform?.rawValue ?? "-") \(String(describing: canvas)) \(components)" }
}
