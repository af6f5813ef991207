import DesignTokens
import Diagnostics
import FigmaInput
import JSONSource
import SpecLint
import XCTest

/// `tokenlint rules` renders one document model three ways (text, markdown, json): each format
/// carries every rule's sections, and the known controversies the brief lists for the rules
/// where WCAG, the HIG and Material disagree.
final class RuleDocumentFormatsTests: XCTestCase {
    /// Rules whose sources disagree (WCAG, the HIG and Material): each documents its controversies.
    private static let controversial = ["contrast/text", "contrast/non-text", "contrast/translucent", "target/size",
                                        "text/dynamic-type", "motion/duration", "motion/reduced-motion", "tokens/raw-value"]

    func testJSONHasOneDocumentPerRuleWithItsSections() throws {
        let result = tokenlint("rules", "--format", "json")
        XCTAssertEqual(result.code, 0, result.summary)
        let root = try JSONParser.parse(result.out).root.value
        guard case .array(let documents) = root else { return XCTFail("not an array: \(result.out.prefix(200))") }
        // The spec rules in catalog order, then the registry checks and their passing check, the
        // Figma reader's notes, the input and configuration errors.
        let expected = RuleCatalog.ids.map { ($0, "spec") } + CatalogEntry.registryChecks.map { ($0.id.rawValue, "registry") } + [("tokens/check", "registry")]
            + CatalogEntry.figmaNotes.map { ($0.id.rawValue, "figma") } + CatalogEntry.inputErrors.map { ($0.id.rawValue, $0 == .configInvalid ? "config" : "input") }
        XCTAssertEqual(documents.map { "\($0["id"]?.stringValue ?? "?") \($0["kind"]?.stringValue ?? "?")" }, expected.map { "\($0.0) \($0.1)" })
        for (document, rule) in zip(documents, RuleCatalog.all) {
            XCTAssertEqual(document["summary"]?.stringValue, rule.description.summary, rule.id)
            XCTAssertEqual(document["source"]?.stringValue, rule.description.source, rule.id)
            XCTAssertEqual(document["knownControversies"]?.stringValue, rule.controversies, rule.id)
            guard case .array(let passing)? = document["examples"]?["passing"] else { return XCTFail("\(rule.id): no passing examples") }
            XCTAssertEqual(passing.compactMap(\.stringValue), rule.passing, rule.id)
        }
    }

    /// `--format json` applies to every rule id, not only spec rules: a registry check and a
    /// Figma note come back as JSON documents with their summary and source.
    func testRegistryChecksAndFigmaNotesRenderInEveryFormat() throws {
        for (id, summary, source) in [(RegistryRule.valueAndChildren.id.rawValue, RegistryRule.valueAndChildren.summary, RegistryRule.valueAndChildren.source),
                                      (FigmaNote.skipped.id.rawValue, FigmaNote.skipped.description.summary, FigmaNote.skipped.description.source)] {
            let json = tokenlint("rules", id, "--format", "json")
            XCTAssertEqual(json.code, 0, json.summary)
            let document = try JSONParser.parse(json.out).root.value
            XCTAssertEqual(document["id"]?.stringValue, id, json.summary)
            XCTAssertEqual(document["summary"]?.stringValue, summary, json.summary)
            XCTAssertEqual(document["source"]?.stringValue, source, json.summary)
            XCTAssertTrue(document["usage"]?.stringValue?.contains("rules: {\(id): off}") ?? false, json.summary)
            let markdown = tokenlint("rules", id, "--format", "markdown")
            XCTAssertTrue(markdown.out.hasPrefix("## \(id)\n"), markdown.summary)
        }
    }

    func testControversiesAppearInEveryFormat() throws {
        let page = tokenlint("rules", "--format", "markdown").out
        for id in Self.controversial {
            let rule = try XCTUnwrap(RuleCatalog.rule(id), id)
            let paragraph = try XCTUnwrap(rule.controversies, "\(id) documents no known controversies")
            XCTAssertTrue(page.contains("**Known controversies.** \(paragraph)"), id)
            let text = tokenlint("rules", id)
            XCTAssertEqual(text.code, 0, text.summary)
            XCTAssertTrue(text.out.contains("Known controversies:\n\(paragraph)"), id)
        }
    }

    /// The contrast/text paragraph names what the brief asks about: APCA, the large-text unit,
    /// the 7:1 goal and the HIG fallback.
    func testContrastTextControversiesCoverTheKnownDisagreements() throws {
        let paragraph = try XCTUnwrap(RuleCatalog.rule("contrast/text")?.controversies)
        for topic in ["APCA", "CSS points", "strive for 7:1", "Increase Contrast"] {
            XCTAssertTrue(paragraph.contains(topic), "contrast/text controversies do not mention \(topic)")
        }
    }
}
