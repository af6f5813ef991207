import Foundation
import JSONSource
import SpecLint
import TokenLintCLI

/// Writes what follows from the rule files (in the manner of swift-format's
/// `_GenerateSwiftFormat`): the rule list and one example test per rule, read from the rule
/// declarations in `Sources/SpecLint/Rules`; the lists of registry checks, Figma notes and input
/// errors and the registry check example tests, read from their folders; and docs/rules.md and
/// the `rules` block of the config schema, written from the compiled catalog. Adding a rule,
/// check, note or input error is one file plus `swift run generate-rules`.
public enum RuleGenerator {
    /// A file the generator writes: its path from the package root and its whole text.
    public struct File: Equatable, Sendable {
        public let path: String
        public let text: String
    }

    /// One rule declaration found in the sources.
    public struct Declaration: Equatable, Sendable {
        public let typeName: String
        public let id: String
        /// Whether it has failing examples (a registry check's), so a test runs them.
        public var hasExamples = false
    }

    static let rulesFolder = "Sources/SpecLint/Rules"
    static let registryChecksFolder = "Sources/DesignTokens/RegistryChecks"
    static let figmaNotesFolder = "Sources/Diagnostics/FigmaNotes"
    static let inputRulesFolder = "Sources/Diagnostics/InputRules"
    static let schemaPath = "docs/schemas/tokenlint-config.schema.json"

    /// Every file the generator writes, as it would write it.
    public static func files(root: URL) throws -> [File] {
        try sources(declarations(root: root), registryChecks: registryChecks(root: root), figmaNotes: figmaNotes(root: root),
                    inputRules: inputRules(root: root)) + documents(root: root)
    }

    /// The Swift files that follow from the declarations alone.
    public static func sources(_ declarations: [Declaration], registryChecks: [Declaration], figmaNotes: [Declaration],
                               inputRules: [Declaration]) -> [File] {
        [
            ruleList(declarations), exampleTests(declarations),
            memberList(registryChecks, type: "RegistryRule", list: "registryChecks", folder: registryChecksFolder),
            registryExampleTests(registryChecks),
            memberList(figmaNotes, type: "FigmaNote", list: "figmaNotes", folder: figmaNotesFolder),
            memberList(inputRules, type: "InputRule", list: "inputErrors", folder: inputRulesFolder),
        ]
    }

    /// The documents written from the compiled catalog.
    public static func documents(root: URL) throws -> [File] {
        let page = RulesMarkdown.page()
        return [File(path: "docs/rules.md", text: page.hasSuffix("\n") ? page : page + "\n"), try configSchema(root: root)]
    }

    /// The rule types under `Sources/SpecLint/Rules`, by type name: each file's top-level
    /// `struct NameRule: ComponentRule` (or `SpecLintRule`) with its `static let id = "…"`.
    public static func declarations(root: URL) throws -> [Declaration] {
        let folder = root.appendingPathComponent(rulesFolder)
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [Declaration] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            // A rule declared in another form would be left out of the list without a word.
            if let odd = lines.first(where: { declaresRule($0) && ruleTypeName($0) == nil }) {
                throw GenerationError("\(url.path): declare a rule as a top-level `struct NameRule: ComponentRule` (or `SpecLintRule`), not `\(odd.trimmingCharacters(in: .whitespaces))`")
            }
            let typeNames = lines.compactMap(ruleTypeName)
            guard let typeName = typeNames.first else { continue }
            guard typeNames.count == 1 else { throw GenerationError("\(url.path): one rule per file, not \(typeNames.joined(separator: ", "))") }
            let idLine = lines.first { $0.hasPrefix("    static let id = \"") && $0.hasSuffix("\"") }
            guard let id = idLine?.split(separator: "\"").dropFirst().first else {
                throw GenerationError("\(url.path): \(typeName) has no `static let id = \"family/name\"` line")
            }
            found.append(Declaration(typeName: typeName, id: String(id)))
        }
        return found.sorted { $0.typeName < $1.typeName }
    }

    /// The registry checks under `Sources/DesignTokens/RegistryChecks`, by member name.
    public static func registryChecks(root: URL) throws -> [Declaration] {
        try members(of: "RegistryRule", in: root.appendingPathComponent(registryChecksFolder))
    }

    /// The Figma notes under `Sources/Diagnostics/FigmaNotes`, by member name.
    public static func figmaNotes(root: URL) throws -> [Declaration] {
        try members(of: "FigmaNote", in: root.appendingPathComponent(figmaNotesFolder))
    }

    /// The input and config errors under `Sources/Diagnostics/InputRules`, by member name.
    public static func inputRules(root: URL) throws -> [Declaration] {
        try members(of: "InputRule", in: root.appendingPathComponent(inputRulesFolder))
    }

    /// Each file's one `public static let name = Type(` with its `id: "…"` on the next line.
    private static func members(of type: String, in folder: URL) throws -> [Declaration] {
        var found: [Declaration] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let path = folder.appendingPathComponent(name).path
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            let starts = lines.indices.filter { lines[$0].contains("= \(type)(") }
            guard starts.count == 1, let start = starts.first, let member = memberName(lines[start], type: type),
                  start + 1 < lines.count, lines[start + 1].hasPrefix("        id: \""),
                  let id = lines[start + 1].split(separator: "\"").dropFirst().first else {
                throw GenerationError("\(path): declare one as `    public static let name = \(type)(` followed by `        id: \"family/name\", …`")
            }
            found.append(Declaration(typeName: member, id: String(id), hasExamples: lines.contains { $0.hasPrefix("        failing: [") }))
        }
        return found.sorted { $0.typeName < $1.typeName }
    }

    /// `name` for the line `    public static let name = Type(`.
    private static func memberName(_ line: Substring, type: String) -> String? {
        let prefix = "    public static let ", suffix = " = \(type)("
        guard line.hasPrefix(prefix), line.hasSuffix(suffix) else { return nil }
        let name = line.dropFirst(prefix.count).dropLast(suffix.count)
        return name.allSatisfy({ $0.isLetter || $0.isNumber }) && !name.isEmpty ? String(name) : nil
    }

    /// Whether the line declares a type that conforms to a rule protocol, in any form.
    private static func declaresRule(_ line: Substring) -> Bool {
        let words = line.split { !($0.isLetter || $0.isNumber) }
        guard let declaration = words.firstIndex(where: { ["struct", "class", "enum", "actor"].contains($0) }) else { return false }
        return words[declaration...].contains { $0 == "ComponentRule" || $0 == "SpecLintRule" }
    }

    /// `Name` for a line `struct Name: ComponentRule {` or `struct Name: SpecLintRule {`.
    private static func ruleTypeName(_ line: Substring) -> String? {
        guard line.hasPrefix("struct ") else { return nil }
        let parts = line.dropFirst("struct ".count).split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let conformance = parts[1].drop { $0 == " " }.prefix { $0.isLetter }
        return conformance == "ComponentRule" || conformance == "SpecLintRule" ? String(parts[0]) : nil
    }

    static let header = "// Generated by `swift run generate-rules` from the rule files in Sources/SpecLint/Rules; do not edit.\n"

    /// `Type+Generated.swift` beside the folder: `list`, every member found in it.
    static func memberList(_ members: [Declaration], type: String, list: String, folder: String) -> File {
        var text = "// Generated by `swift run generate-rules` from the files in \(folder); do not edit.\n"
        if !folder.hasPrefix("Sources/Diagnostics/") { text += "\nimport Diagnostics\n" }
        text += "\nextension \(type) {\n    /// Every one, in catalog order.\n"
        text += "    public static let \(list) = inCatalogOrder([\n"
        for member in members { text += "        .\(member.typeName),\n" }
        text += "    ])\n}\n"
        let parent = folder.split(separator: "/").dropLast().joined(separator: "/")
        return File(path: "\(parent)/\(type)+Generated.swift", text: text)
    }

    static func registryExampleTests(_ checks: [Declaration]) -> File {
        var text = "// Generated by `swift run generate-rules` from the files in \(registryChecksFolder); do not edit.\n"
        text += "\nimport XCTest\n\n/// Each registry check's passing and failing registries, one test per check that has them.\n"
        text += "final class GeneratedRegistryCheckExamplesTests: XCTestCase {\n"
        for (offset, check) in checks.filter(\.hasExamples).enumerated() {
            if offset > 0 { text += "\n" }
            let name = check.typeName.prefix(1).uppercased() + check.typeName.dropFirst()
            text += "    func test\(name)Examples() {\n        assertRegistryExamples(.\(check.typeName))\n    }\n"
        }
        text += "}\n"
        return File(path: "Tests/DesignTokensTests/RegistryCheckExamplesTests+Generated.swift", text: text)
    }

    static func ruleList(_ declarations: [Declaration]) -> File {
        var text = header + "\nextension RuleCatalog {\n    /// Every rule type, by name (`types` puts them in catalog order).\n"
        text += "    static var generatedTypes: [any SpecLintRule.Type] {\n        [\n"
        for declaration in declarations { text += "            \(declaration.typeName).self,\n" }
        text += "        ]\n    }\n}\n"
        return File(path: "Sources/SpecLint/RuleCatalog+Generated.swift", text: text)
    }

    static func exampleTests(_ declarations: [Declaration]) -> File {
        var text = header + "\nimport XCTest\n\n/// Each rule's passing and failing examples (`tokenlint rules RULE` shows them), one test per rule.\n"
        text += "final class GeneratedRuleExamplesTests: XCTestCase {\n"
        for (offset, declaration) in declarations.enumerated() {
            if offset > 0 { text += "\n" }
            let test = "    func test\(declaration.typeName)Examples() {\n        assertRuleExamples(\"\(declaration.id)\")\n    }\n"
            // Swift examples are read only by a build with the SwiftSource trait (Package.swift).
            let swift = RuleCatalog.rule(declaration.id)?.exampleFile.hasSuffix(".swift") == true
            text += swift ? "    #if SwiftSource\n" + test + "    #endif\n" : test
        }
        text += "}\n"
        return File(path: "Tests/SpecLintTests/RuleExamplesTests+Generated.swift", text: text)
    }

    /// The config schema with its `rules` block written from the catalog: every spec rule takes
    /// off, a severity, a boolean, or an object of severity, enabled and the rule's options.
    static func configSchema(root: URL) throws -> File {
        let text = try String(contentsOf: root.appendingPathComponent(schemaPath), encoding: .utf8)
        let schema: JSONValue
        do { schema = try JSONParser.parse(text).root.value } catch { throw GenerationError("\(schemaPath):\(error)") }
        let rules = JSONValue.object(RuleCatalog.all.map { ($0.id, ruleSchema($0)) })
        guard let updated = replacing(rules, at: ["properties", "rules", "properties"], in: schema) else {
            throw GenerationError("\(schemaPath) has no properties.rules.properties")
        }
        return File(path: schemaPath, text: JSONWriter(inlineShortArrays: false).string(updated))
    }

    private static func ruleSchema(_ rule: SpecRule) -> JSONValue {
        let severities: JSONValue = ["off", "error", "warning", "info"]
        let settings: [(String, JSONValue)] = [
            ("severity", ["enum": severities]),
            ("enabled", ["description": "false turns the rule off.", "type": "boolean"]),
        ]
        return [
            "description": .string("tokenlint rules \(rule.id) explains it."),
            "anyOf": [
                ["description": "off, or the severity its findings get.", "enum": severities],
                ["description": "true keeps the rule on, false turns it off.", "type": "boolean"],
                ["type": "object", "additionalProperties": false, "properties": .object(settings + rule.optionSchema)],
            ],
        ]
    }

    /// `value` with the member at `path` (object keys) replaced; nil when the path is missing.
    private static func replacing(_ replacement: JSONValue, at path: ArraySlice<String>, in value: JSONValue) -> JSONValue? {
        guard let key = path.first else { return replacement }
        guard let members = value.objectValue, let index = members.firstIndex(where: { $0.0 == key }),
              let member = replacing(replacement, at: path.dropFirst(), in: members[index].1) else { return nil }
        var updated = members
        updated[index].1 = member
        return .object(updated)
    }
}

public struct GenerationError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
