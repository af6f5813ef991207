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
        XCTAssertEqual(files.count, 4)
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
}
