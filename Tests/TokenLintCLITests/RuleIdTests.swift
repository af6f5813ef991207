import DesignTokens
import DesignSpec
import Diagnostics
import FigmaInput
import Foundation
import SpecLint
import XCTest

/// Every rule id, spec rule or registry check, names one check (README.md, `tokenlint rules`:
/// "one catalog, every id unique: the registry's Reduce Motion check is
/// `resolver/reduced-motion`, the spec rule `motion/reduced-motion`").
final class RuleIdTests: XCTestCase {
    static let folder = LintPaths.fixture("reduced-motion")

    static func config(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    func testEveryIdIsUniqueAcrossSpecRulesAndRegistryChecks() {
        let registryIds = CatalogEntry.registryChecks.map(\.id.rawValue)
        XCTAssertEqual(Set(RuleCatalog.ids).intersection(registryIds), [])
        XCTAssertEqual(registryIds.count, Set(registryIds).count)
        let all = RuleCatalog.descriptions.map(\.id)
        XCTAssertEqual(all.count, Set(all).count, "\(all)")
        XCTAssertEqual(Set(all), Set(RuleCatalog.ids + registryIds + CatalogEntry.figmaNotes.map(\.id.rawValue) + CatalogEntry.inputErrors.map(\.id.rawValue)))
        XCTAssertTrue(all.contains("resolver/reduced-motion") && all.contains("motion/reduced-motion"))
    }

    /// Every id the sources can put on a finding or check (a string literal `"kind/name"` of
    /// one of the id kinds) is documented: `tokenlint rules ID` explains it and docs/rules.md
    /// lists it. A new id written straight into a finding fails here until it is catalogued.
    func testEveryIdTheSourcesEmitIsDocumented() throws {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        let literal = try NSRegularExpression(
            pattern: #""((?:input|config|spec|tokens|contrast|motion|target|text|suppression|dtcg|resolver|figma)/[a-z][a-z0-9-]*)""#)
        var emitted: [String: String] = [:]
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "swift" && !url.path.contains("/tokenlint-bench/") {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in literal.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                emitted[String(text[range])] = url.lastPathComponent
            }
        }
        XCTAssertGreaterThan(emitted.count, 40, "the scan found the ids")
        let documented = Set(RuleDocument.all.map(\.id.rawValue))
        XCTAssertEqual(RuleDocument.all.count, documented.count, "each id is documented once")
        let page = tokenlint("rules", "--format", "markdown").out
        for (id, file) in emitted.sorted(by: { $0.key < $1.key }) {
            XCTAssertTrue(documented.contains(id), "\(id) (in \(file)) is in no catalog")
            let explained = tokenlint("rules", id)
            XCTAssertEqual(explained.code, 0, "tokenlint rules \(id): \(explained.summary)")
            XCTAssertTrue(explained.out.hasPrefix(id + " ("), explained.summary)
            XCTAssertTrue(page.contains("`\(id)`"), "docs/rules.md lists \(id)")
        }
    }

    /// `RuleID(text)` finds each documented id with the kind its document has, and no other;
    /// every typed id the sources write (`RuleID("family/name", kind: .kind)`), the spec
    /// rules' (each `ruleID`) and the spec parser's are catalogued with the kind they carry.
    func testRuleIDLooksUpEveryCatalogedIdWithItsKind() throws {
        for document in RuleDocument.all {
            XCTAssertEqual(RuleID(document.id.rawValue), document.id, document.id.rawValue)
            XCTAssertEqual(RuleDocument(id: document.id)?.summary, document.summary, document.id.rawValue)
        }
        let typed = try NSRegularExpression(pattern: #"RuleID\("([a-z]+/[a-z][a-z0-9-]*)", kind: \.([a-z]+)\)"#)
        var constants: [RuleID] = []
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: TestPaths.packageRoot.appendingPathComponent("Sources"), includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in typed.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let id = Range(match.range(at: 1), in: text), let kind = Range(match.range(at: 2), in: text) else { continue }
                constants.append(RuleID(String(text[id]), kind: try XCTUnwrap(RuleKind(rawValue: String(text[kind])))))
            }
        }
        XCTAssertGreaterThanOrEqual(constants.count, 2, "the scan found the typed ids")
        constants += RuleCatalog.ids.map { RuleID($0, kind: .spec) } + [SpecParser.invalidSpecRule]
        for id in constants { XCTAssertEqual(RuleID(id.rawValue), id, "\(id) is catalogued with kind \(id.kind)") }
        XCTAssertEqual(RuleID("config/invalid")?.kind, .config)
        XCTAssertEqual(RuleID("input/invalid-yaml")?.kind, .input)
        XCTAssertEqual(RuleID("tokens/check")?.kind, .registry)
        XCTAssertEqual(RuleID("figma/skipped")?.kind, .figma)
        XCTAssertEqual(RuleID("dtcg/invalid-name")?.kind, .registry)
        XCTAssertEqual(RuleID("target/size")?.kind, .spec)
        XCTAssertNil(RuleID("target/sizes"))
        XCTAssertNil(RuleDocument(id: RuleID("target/size", kind: .registry)), "an id is found under its own kind only")
    }

    func testRulesExplainsEachReducedMotionCheck() {
        let registry = tokenlint("rules", "resolver/reduced-motion")
        XCTAssertEqual(registry.code, 0, registry.summary)
        XCTAssertTrue(registry.out.hasPrefix("resolver/reduced-motion (registry check, default: error)"), registry.summary)
        XCTAssertTrue(registry.out.contains("explicit reduced-motion value in the registry"), registry.summary)

        let spec = tokenlint("rules", "motion/reduced-motion")
        XCTAssertEqual(spec.code, 0, spec.summary)
        XCTAssertTrue(spec.out.hasPrefix("motion/reduced-motion (default: error)"), spec.summary)
        XCTAssertTrue(spec.out.contains("Under Reduce Motion, transitions and animations must not move or bounce."), spec.summary)
        XCTAssertFalse(spec.out.contains("registry check"), spec.summary)
    }

    /// `motion.pop`'s own reduced-motion value still scales (0.8) and bounces (0.3 → 0.2): the
    /// registry check reports the token, and the spec rule the card whose transition uses it.
    func testSARIFDescribesEachWithItsOwnText() throws {
        let result = inPackageRoot { tokenlint("lint", "--config", Self.config("defaults.tokenlint.yml"), Self.folder, "--format", "sarif") }
        XCTAssertEqual(result.code, 1, result.summary)
        let run = try XCTUnwrap((try result.json()["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        func shortText(_ id: String) -> String? {
            (rules.first { $0.string("id") == id }?["shortDescription"] as? [String: Any])?.string("text")
        }
        XCTAssertEqual(shortText("resolver/reduced-motion"), RegistryRule.reducedMotion.summary)
        XCTAssertEqual(shortText("motion/reduced-motion"), RuleCatalog.rule("motion/reduced-motion")?.description.summary)
        XCTAssertNotEqual(shortText("resolver/reduced-motion"), shortText("motion/reduced-motion"))

        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        for id in ["resolver/reduced-motion", "motion/reduced-motion"] {
            let found = try XCTUnwrap(results.first { $0.string("ruleId") == id }, "no \(id) result: \(result.summary)")
            let index = try XCTUnwrap(found.number("ruleIndex").map(Int.init))
            XCTAssertEqual(rules[index].string("id"), id, "a result's ruleIndex points at its own rule")
        }
    }

    func testConfigOffSilencesOnlyTheCheckItNames() throws {
        let registryOff = inPackageRoot { tokenlint("lint", "--config", Self.config("registry-check-off.tokenlint.yml"), Self.folder, "--format", "json") }
        XCTAssertEqual(registryOff.code, 1, "the spec rule still fails: \(registryOff.summary)")
        let withoutRegistryCheck = try registryOff.findings()
        XCTAssertNil(withoutRegistryCheck.first { $0.string("rule") == "resolver/reduced-motion" }, registryOff.summary)
        XCTAssertNotNil(withoutRegistryCheck.first(rule: "motion/reduced-motion", component: "card"), registryOff.summary)

        let specOff = inPackageRoot { tokenlint("lint", "--config", Self.config("spec-rule-off.tokenlint.yml"), Self.folder, "--format", "json") }
        XCTAssertEqual(specOff.code, 1, "the registry check still fails: \(specOff.summary)")
        let withoutSpecRule = try specOff.findings()
        XCTAssertNil(withoutSpecRule.first { $0.string("rule") == "motion/reduced-motion" }, specOff.summary)
        XCTAssertNotNil(withoutSpecRule.first { $0.string("rule") == "resolver/reduced-motion" && $0.string("token") == "motion.pop" }, specOff.summary)
    }

    /// `tokens check` reads the same config, so the same `off` holds there; a severity in
    /// `rules:` replaces the registry check's default as it does a spec rule's.
    func testTokensCheckAndSeveritiesFollowTheConfigToo() throws {
        let checked = inPackageRoot { tokenlint("tokens", "check", "--config", Self.config("defaults.tokenlint.yml"), "--format", "json") }
        XCTAssertEqual(checked.code, 1, checked.summary)
        XCTAssertEqual(try checked.findings().filter { $0.string("severity") == "error" }.map { $0.string("rule") }, ["resolver/reduced-motion"], checked.summary)
        let silenced = inPackageRoot { tokenlint("tokens", "check", "--config", Self.config("registry-check-off.tokenlint.yml"), "--format", "json") }
        XCTAssertEqual(silenced.code, 0, silenced.summary)
        XCTAssertNil(try silenced.findings().first { $0.string("rule") == "resolver/reduced-motion" }, silenced.summary)

        let directory = try makeTemporaryDirectory(self)
        let config = directory.appendingPathComponent("warning.tokenlint.yml").path
        let registry = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/tokens/reduce-motion/bad-extension.tokens.json").path
        try "tokens: \(registry)\nrules:\n  resolver/reduced-motion: warning\n".write(toFile: config, atomically: true, encoding: .utf8)
        let lowered = inPackageRoot { tokenlint("lint", "--config", config, Self.folder, "--format", "json") }
        let finding = try XCTUnwrap(try lowered.findings().first { $0.string("rule") == "resolver/reduced-motion" }, lowered.summary)
        XCTAssertEqual(finding.string("severity"), "warning", lowered.summary)
        XCTAssertEqual(try lowered.findings().first(rule: "motion/reduced-motion", component: "card")?.string("severity"), "error", "the spec rule keeps its default")
    }
}
