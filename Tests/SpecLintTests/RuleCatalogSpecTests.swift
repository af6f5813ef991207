import Diagnostics
import Foundation
import SpecLint
import XCTest

/// RuleCatalog against the rule tables of the product contract's rule catalog, kept in
/// Tests/Fixtures/contract/rules.md and contract/swiftui.md so the test runs on any clone.
final class RuleCatalogSpecTests: XCTestCase {
    /// `| `id` | default | checks |` rows of the spec-rule sections (before "Registry checks").
    private func documentedRules() throws -> [(id: String, severity: String)] {
        // The SwiftUI contract adds its rules in a table of the same form.
        var specPart = ""
        for name in ["contract/rules.md", "contract/swiftui.md"] {
            let text = try String(contentsOfFile: try FixtureFiles.require(name), encoding: .utf8)
            specPart += (text.components(separatedBy: "## Registry checks").first ?? text) + "\n"
        }
        let row = try NSRegularExpression(pattern: #"^\| `([a-z-]+/[a-z-]+)` \| ([a-z-]+)"#, options: .anchorsMatchLines)
        let range = NSRange(specPart.startIndex..., in: specPart)
        return row.matches(in: specPart, range: range).compactMap { match in
            guard let id = Range(match.range(at: 1), in: specPart), let severity = Range(match.range(at: 2), in: specPart) else { return nil }
            return (String(specPart[id]), String(specPart[severity]))
        }
    }

    func testCatalogHasExactlyTheRulesOfRulesMD() throws {
        let documented = try documentedRules()
        XCTAssertEqual(documented.count, 27, "contract/rules.md lists 23 spec rules, contract/swiftui.md 4 more: \(documented.map(\.id))")
        XCTAssertEqual(Set(RuleCatalog.ids), Set(documented.map(\.id)))
        XCTAssertEqual(RuleCatalog.ids.count, Set(RuleCatalog.ids).count, "ids are unique")
    }

    func testDefaultSeveritiesMatchRulesMD() throws {
        for (id, severity) in try documentedRules() {
            let rule = try XCTUnwrap(RuleCatalog.rule(id), id)
            XCTAssertEqual(rule.description.defaultSetting, severity, id)
        }
    }

    func testEveryRuleDocumentsItsSourceAndOptionsTheConfigAccepts() {
        for rule in RuleCatalog.all {
            XCTAssertFalse(rule.description.source.isEmpty, rule.id)
            XCTAssertFalse(rule.description.rationale.isEmpty, rule.id)
            XCTAssertEqual(rule.description.options.count, rule.optionNames.count, rule.id)
        }
        XCTAssertEqual(RuleCatalog.rule("target/size")?.optionNames.keys.sorted(), ["minimum"])
        XCTAssertEqual(RuleCatalog.rule("text/dynamic-type")?.optionNames.keys.sorted(), ["upTo"])
        XCTAssertEqual(RuleCatalog.rule("contrast/text")?.optionNames.keys.sorted(), ["level"])
    }
}
