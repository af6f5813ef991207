import DesignTokens
import Diagnostics
import Foundation
import RuleGeneration
import SpecLint
import XCTest

/// Running the generator changes nothing: the committed rule list, example tests, docs/rules.md
/// and config schema are what the rule files and the catalog generate.
final class GeneratorTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheGeneratorLeavesNoDiff() throws {
        let files = try RuleGenerator.files(root: Self.root)
        XCTAssertEqual(files.count, 8)
        for file in files {
            let committed = try String(contentsOf: Self.root.appendingPathComponent(file.path), encoding: .utf8)
            guard committed != file.text else { continue }
            let committedLines = committed.components(separatedBy: "\n"), generatedLines = file.text.components(separatedBy: "\n")
            let first = zip(committedLines, generatedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(committedLines.count, generatedLines.count)
            XCTFail("""
                \(file.path) is not what the generator writes (first difference at line \(first + 1)); run `swift run generate-rules`.
                committed: \(committedLines.indices.contains(first) ? committedLines[first] : "<end of file>")
                generated: \(generatedLines.indices.contains(first) ? generatedLines[first] : "<end of output>")
                """)
        }
    }

    /// The scan finds every rule the catalog has, each by its id.
    func testEveryRuleFileIsFound() throws {
        let declarations = try RuleGenerator.declarations(root: Self.root)
        XCTAssertEqual(declarations.map(\.id).sorted(), RuleCatalog.ids.sorted())
        XCTAssertTrue(declarations.contains { $0.typeName == "TargetSizeRule" && $0.id == "target/size" })
    }

    /// The scan finds every registry check, Figma note and input or config error, each by its
    /// id, and stops on a check file in another form.
    func testEveryCheckNoteAndInputErrorFileIsFound() throws {
        let checks = try RuleGenerator.registryChecks(root: Self.root)
        XCTAssertEqual(checks.map(\.id).sorted(), CatalogEntry.registryChecks.map(\.id.rawValue).sorted())
        XCTAssertTrue(checks.contains { $0.typeName == "invalidName" && $0.id == "dtcg/invalid-name" && $0.hasExamples })
        let notes = try RuleGenerator.figmaNotes(root: Self.root)
        XCTAssertEqual(notes.map(\.id).sorted(), CatalogEntry.figmaNotes.map(\.id.rawValue).sorted())
        XCTAssertTrue(notes.contains { $0.typeName == "skipped" && $0.id == "figma/skipped" })
        let inputRules = try RuleGenerator.inputRules(root: Self.root)
        XCTAssertEqual(inputRules.map(\.id).sorted(), CatalogEntry.inputErrors.map(\.id.rawValue).sorted())
        XCTAssertTrue(inputRules.contains { $0.typeName == "configInvalid" && $0.id == "config/invalid" })

        let root = FileManager.default.temporaryDirectory.appendingPathComponent("generate-rules-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Sources/DesignTokens/RegistryChecks")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = folder.appendingPathComponent("InvalidName.swift")
        try "    public static let invalidName = RegistryRule(\n        id: \"dtcg/invalid-name\",\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try RuleGenerator.registryChecks(root: root).map(\.id), ["dtcg/invalid-name"])
        try "    static let invalidName = RegistryRule(\n        id: \"dtcg/invalid-name\",\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try RuleGenerator.registryChecks(root: root))
    }

    /// A rule declared in a form the scan does not read stops the generator, rather than
    /// leaving the rule out of the catalog.
    func testARuleInAnotherFormStopsTheGenerator() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("generate-rules-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Sources/SpecLint/Rules/Target")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = folder.appendingPathComponent("TargetSizeRule.swift")
        try "struct TargetSizeRule: ComponentRule {\n    static let id = \"target/size\"\n}\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertEqual(try RuleGenerator.declarations(root: root).map(\.id), ["target/size"])
        try "public struct TargetSizeRule: ComponentRule {\n    static let id = \"target/size\"\n}\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try RuleGenerator.declarations(root: root))
        try "struct TargetSizeRule: Sendable, ComponentRule {\n    static let id = \"target/size\"\n}\n".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try RuleGenerator.declarations(root: root))
    }
}
