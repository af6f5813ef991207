@testable import DesignSpec
import Diagnostics
import Foundation
import JSONSchemaTestSupport
import JSONSource
@testable import SpecLint
import XCTest

/// docs/schemas/*.schema.json against what tokenlint reads: every example and every spec that
/// is meant to be valid validates, typos are rejected by both, and the schema's keys are the
/// decoders' keys (so neither can drift from the other unnoticed).
final class SchemaTests: XCTestCase {
    private static let root = TestPaths.packageRoot

    private func schema(_ name: String) throws -> JSONValue {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("docs/schemas/\(name)"))
        return try JSONParser.parse(String(decoding: data, as: UTF8.self)).root.value
    }

    private func validator(_ name: String) throws -> JSONSchemaValidator {
        try JSONSchemaValidator(schema: schema(name))
    }

    /// A YAML or JSON document as tokenlint reads it (the spec parser's own reader).
    private func node(_ text: String, file: String) throws -> JSONNode {
        switch StructuredDocument.parse(file: file, bytes: Array(text.utf8)) {
        case .success(let tree): return tree.root
        case .failure(let finding): throw finding
        }
    }

    private func document(_ text: String, file: String) throws -> JSONValue {
        try node(text, file: file).value
    }

    private func file(_ relative: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Property names of the object schema at a path of `definitions`/`properties` names.
    private func properties(_ schema: JSONValue, _ path: [String]) throws -> Set<String> {
        var node = schema
        for name in path { node = try XCTUnwrap(node[name], "no \(path.joined(separator: "/")) in the schema") }
        return Set(try XCTUnwrap(node["properties"]?.objectValue, "\(path) has no properties").map(\.0))
    }

    private func specFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".spec.yaml") || $0.hasSuffix(".spec.json") }.sorted().map { "\(folder)/\($0)" }
    }

    // MARK: Spec files

    func testEveryExampleSpecPointsEditorsAtTheSchema() throws {
        let examples = try specFiles(in: "Examples/specs")
        XCTAssertGreaterThanOrEqual(examples.count, 5)
        for path in examples {
            XCTAssertEqual(try file(path).components(separatedBy: "\n").first,
                           "# yaml-language-server: $schema=../../docs/schemas/spec.schema.json", path)
        }
        XCTAssertEqual(try file("Examples/.tokenlint.yml").components(separatedBy: "\n").first,
                       "# yaml-language-server: $schema=../docs/schemas/tokenlint-config.schema.json")
    }

    /// The examples, the valid fixtures, the bench sample and the YAML examples of
    /// docs/spec-format.md: the decoder finds no structure error in them, and the schema agrees.
    func testValidSpecsMatchTheSchema() throws {
        let validator = try validator("spec.schema.json")
        var specs: [(name: String, text: String)] = []
        for path in try specFiles(in: "Examples/specs") + specFiles(in: "Tests/Fixtures/bench-sample") + [
            "Tests/Fixtures/specs/all-forms.spec.yaml", "Tests/Fixtures/specs/all-forms.spec.json",
            "Tests/Fixtures/lint/clean/clean.spec.yaml", "Tests/Fixtures/lint/warnings-only/legal.spec.yaml",
            "Tests/Fixtures/lint/broken-and-valid/valid.spec.yaml", "Tests/Fixtures/lint/bad-config/specs/small-button.spec.yaml",
        ] {
            specs.append((path, try file(path)))
        }
        let guide = try file("docs/spec-format.md")
        for (index, block) in MarkdownYAMLBlocks.blocks(in: guide).enumerated() where block.contains("tokenlint: 1") {
            specs.append(("docs/spec-format.md block \(index)", block))
        }
        XCTAssertGreaterThanOrEqual(specs.count, 20)
        for (name, text) in specs {
            let parsed = SpecParser.parse(file: name.hasSuffix(".json") ? "spec.json" : "spec.yaml", bytes: Array(text.utf8))
            XCTAssertEqual(parsed.findings.filter { $0.rule.rawValue == "spec/invalid" }.map(\.description), [], "\(name) is meant to be valid")
            XCTAssertEqual(validator.validate(try document(text, file: name.hasSuffix(".json") ? "spec.json" : "spec.yaml")), [], name)
        }
    }

    /// Every example of the rule catalog (docs/rules.md) is a well-formed spec, except those
    /// of spec/invalid, which are meant to be rejected, and are.
    func testRuleCatalogExamplesMatchTheSchema() throws {
        let validator = try validator("spec.schema.json")
        for rule in RuleCatalog.all where !rule.exampleFile.hasSuffix(".swift") {
            for example in rule.passing + rule.failing {
                let errors = validator.validate(try document(example, file: "example.spec.yaml"))
                if rule.id == "spec/invalid", rule.failing.contains(example) {
                    let decoded = SpecParser.parse(file: "example.spec.yaml", bytes: Array(example.utf8))
                    // What the decoder rejects, the schema rejects (a wrong value the schema cannot
                    // express, such as a duplicate id, is the exception the decoder alone reports).
                    if decoded.findings.contains(where: { $0.rule.rawValue == "spec/invalid" && !$0.message.contains("duplicate id") }) {
                        XCTAssertFalse(errors.isEmpty, "spec/invalid example accepted by the schema:\n\(example)")
                    }
                } else {
                    XCTAssertEqual(errors, [], "\(rule.id) example:\n\(example)")
                }
            }
        }
    }

    func testTyposAndWrongValuesAreRejectedByBoth() throws {
        let validator = try validator("spec.schema.json")
        let valid = """
            tokenlint: 1
            components:
              - id: add
                role: button
                frame: {width: 44, height: 44}
                foreground: "#FFFFFF"
                background: "#0055CC"
            """
        XCTAssertEqual(validator.validate(try document(valid, file: "t.spec.yaml")), [])
        let cases: [(String, String, String)] = [
            // (find, replace, what the schema's message names)
            ("foreground:", "foregound:", "'foregound' is not allowed"),
            ("height: 44", "hieght: 44", "'hieght' is not allowed"),
            ("tokenlint: 1", "tokenlint: 1\nplatfrom: ios", "'platfrom' is not allowed"),
            ("role: button", "role: buton", "/components/0/role"),
            ("\"#0055CC\"", "\"#0055CG\"", "/components/0/background"),
            ("width: 44", "width: -1", "/components/0/frame/width"),
        ]
        for (find, replace, expected) in cases {
            let text = valid.replacingOccurrences(of: find, with: replace)
            let errors = validator.validate(try document(text, file: "t.spec.yaml"))
            XCTAssertTrue(errors.contains { $0.contains(expected) }, "\(replace): \(errors)")
            let decoded = SpecParser.parse(file: "t.spec.yaml", bytes: Array(text.utf8))
            XCTAssertFalse(decoded.findings.filter { $0.rule.rawValue == "spec/invalid" }.isEmpty, "the decoder rejects \(replace) too")
        }
        for fixture in ["Tests/Fixtures/specs/structure-errors.spec.yaml", "Tests/Fixtures/specs/structure-errors.spec.json"] {
            XCTAssertFalse(validator.validate(try document(try file(fixture), file: fixture)).isEmpty, fixture)
        }
    }

    /// The schema's keys are the decoder's (SpecDecoder's key lists), the v2 keys included.
    func testSpecSchemaKeysAreTheDecoderKeys() throws {
        let schema = try schema("spec.schema.json")
        XCTAssertEqual(try properties(schema, []), Set(SpecDecoder.topLevelKeys))
        XCTAssertEqual(try properties(schema, ["definitions", "component"]), Set(SpecDecoder.componentKeys))
        XCTAssertEqual(try properties(schema, ["definitions", "effects"]), Set(SpecDecoder.effectKeys))
        XCTAssertEqual(try properties(schema, ["definitions", "frame"]), Set(SpecDecoder.frameKeys))
        // The curve alternatives together use exactly the decoder's curve keys.
        let curves = try XCTUnwrap(schema["definitions"]?["curve"]?["anyOf"]?.arrayValue)
        let curveKeys = curves.flatMap { $0["properties"]?.objectValue?.map(\.0) ?? [] }
        XCTAssertEqual(Set(curveKeys), Set(SpecDecoder.curveKeys))
        let textStyles = try XCTUnwrap(schema["definitions"]?["font"]?["anyOf"]?.arrayValue?.last?["properties"]?["textStyle"]?["enum"]?.arrayValue)
        XCTAssertEqual(textStyles.compactMap(\.stringValue), SpecDecoder.textStyles)
        let roles = try XCTUnwrap(schema["definitions"]?["component"]?["properties"]?["role"]?["enum"]?.arrayValue)
        XCTAssertEqual(roles.compactMap(\.stringValue), Role.allCases.map(\.rawValue))
        let platforms = try XCTUnwrap(schema["properties"]?["platform"]?["enum"]?.arrayValue)
        XCTAssertEqual(platforms.compactMap(\.stringValue), Platform.allCases.map(\.rawValue))
    }

    // MARK: .tokenlint.yml

    /// The example configuration, the test fixtures' and the README's `.tokenlint.yml` blocks.
    func testConfigurationsMatchTheSchema() throws {
        let validator = try validator("tokenlint-config.schema.json")
        var configs = [("Examples/.tokenlint.yml", try file("Examples/.tokenlint.yml")),
                       ("Tests/Fixtures/lint/neutral.tokenlint.yml", try file("Tests/Fixtures/lint/neutral.tokenlint.yml"))]
        for (index, block) in MarkdownYAMLBlocks.blocks(in: try file("README.md")).enumerated() where block.contains("profile:") {
            configs.append(("README.md block \(index)", block))
        }
        for (index, block) in MarkdownYAMLBlocks.blocks(in: try file("docs/figma.md")).enumerated() where block.contains("figma:") {
            configs.append(("docs/figma.md block \(index)", block))
        }
        XCTAssertGreaterThanOrEqual(configs.count, 4)
        for (name, text) in configs {
            let (_, findings) = LintConfiguration.decode(try node(text, file: ".tokenlint.yml"), file: name, directory: "/project")
            XCTAssertEqual(findings.map(\.description), [], "\(name) is meant to be valid")
            XCTAssertEqual(validator.validate(try document(text, file: ".tokenlint.yml")), [], name)
        }
        // The fixture with a typo ('profle') is rejected by both.
        let bad = try file("Tests/Fixtures/lint/bad-config/.tokenlint.yml")
        let errors = validator.validate(try document(bad, file: ".tokenlint.yml"))
        XCTAssertTrue(errors.contains { $0.contains("'profle' is not allowed") }, "\(errors)")
        for (find, replace, expected) in [("apple-hig", "apple-hg", "/profile"), ("target/size", "target/sise", "'target/sise' is not allowed"),
                                          ("{severity: warning}", "{severity: warn}", "/rules/target~1size")] {
            let text = bad.replacingOccurrences(of: "profle: wcag-aa\n", with: "").replacingOccurrences(of: find, with: replace)
            XCTAssertTrue(validator.validate(try document(text, file: ".tokenlint.yml")).contains { $0.contains(expected) }, replace)
            let (_, findings) = LintConfiguration.decode(try node(text, file: ".tokenlint.yml"), file: "c", directory: "/project")
            XCTAssertFalse(findings.isEmpty, "the decoder rejects \(replace) too")
        }
    }

    /// The schema's keys are LintConfiguration's, its rules the catalog's, each with the options
    /// the rule takes.
    func testConfigSchemaKeysAreTheDecoderKeys() throws {
        let schema = try schema("tokenlint-config.schema.json")
        XCTAssertEqual(try properties(schema, []), Set(LintConfiguration.keys))
        XCTAssertEqual(try properties(schema, ["properties", "contexts"]), Set(LintConfiguration.roleKeys))
        XCTAssertEqual(try properties(schema, ["properties", "reports"]), Set(LintConfiguration.reportFormats))
        XCTAssertEqual(try properties(schema, ["properties", "overrides", "items"]), Set(LintConfiguration.overrideKeys))
        XCTAssertEqual(try properties(schema, ["properties", "figma"]), Set(LintConfiguration.figmaKeys))
        XCTAssertEqual(try properties(schema, ["properties", "swift"]), Set(LintConfiguration.swiftKeys))
        let figmaRoles = try XCTUnwrap(schema["properties"]?["figma"]?["properties"]?["roles"]?["additionalProperties"]?["enum"]?.arrayValue)
        XCTAssertEqual(figmaRoles.compactMap(\.stringValue), Role.allCases.map(\.rawValue))
        XCTAssertEqual(try properties(schema, ["properties", "rules"]), Set(RuleCatalog.ids))
        for rule in RuleCatalog.all {
            let forms = try XCTUnwrap(schema["properties"]?["rules"]?["properties"]?[rule.id]?["anyOf"]?.arrayValue, rule.id)
            let object = try XCTUnwrap(forms.first { $0["type"] == "object" }, rule.id)
            let options = Set(try XCTUnwrap(object["properties"]?.objectValue).map(\.0))
            XCTAssertEqual(options, Set(["severity", "enabled"]).union(rule.optionNames.keys), rule.id)
        }
        let severities = try XCTUnwrap(schema["properties"]?["rules"]?["properties"]?["contrast/text"]?["anyOf"]?.arrayValue?.first?["enum"]?.arrayValue)
        XCTAssertEqual(severities.compactMap(\.stringValue), RuleSetting.severityNames)
    }
}
