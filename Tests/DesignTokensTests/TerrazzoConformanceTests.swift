import DesignTokens
import Diagnostics
import XCTest

// A DTCG 2025.10 conformance table built from the token documents of Terrazzo's parser tests
// (github.com/terrazzoapp/terrazzo, packages/parser/test, MIT licence: provenance and
// licence text in TerrazzoConformanceCases.swift), and the fixes that table called for.

/// What DTCG 2025.10 says of a document: valid (these tokens resolve, no error), or invalid
/// with exactly these error findings (one per problem, all reported in one run).
enum ConformanceVerdict {
    case valid([String])
    case invalid([RegistryRule])
}

struct ConformanceCase {
    var name: String
    var document: String
    var verdict: ConformanceVerdict
}

/// Loads one token document held in memory, as `tokens check` would load a file.
func loadDocument(_ json: String, name: String = "tokens.json") -> Registry {
    Registry.load(path: name, provider: InMemorySourceProvider(files: [name: Array(json.utf8)]))
}

final class TerrazzoConformanceTests: XCTestCase {
    func testEveryPortedCaseGetsTheVerdictDTCGGives() {
        XCTAssertGreaterThanOrEqual(TerrazzoCases.all.count, 40)
        for testCase in TerrazzoCases.all {
            let registry = loadDocument(testCase.document)
            let resolution = registry.resolveDefault()
            let errors = (registry.loadFindings + resolution.findings).filter { $0.severity == .error }
            switch testCase.verdict {
            case .valid(let paths):
                XCTAssertTrue(errors.isEmpty, "\(testCase.name): expected valid, got\n\(describe(errors))")
                for path in paths {
                    XCTAssertNotNil(resolution.tokens[path], "\(testCase.name): \(path) did not resolve")
                }
            case .invalid(let rules):
                XCTAssertEqual(errors.map(\.rule).sorted(), rules.map(\.id).sorted(),
                               "\(testCase.name): expected \(rules.map(\.id)), got\n\(describe(errors))")
            }
        }
    }

    // MARK: The cases the issue names, with values and positions

    /// duration.test.ts "valid: -100". Format §8.5 requires only a numeric value and a unit
    /// ("The value MUST be an object containing a numeric value ... and a unit"; §8.5.1: "unit
    /// may only be "ms" or "s""): no range.
    func testNegativeDurationIsAValidDuration() {
        let resolution = loadDocument(##"{"-100": {"$type": "duration", "$value": {"value": -100, "unit": "ms"}}}"##).resolveDefault()
        XCTAssertEqual(resolution.tokens["-100"]?.value.durationValue, -0.1)
        XCTAssertTrue(resolution.findings.isEmpty, describe(resolution.findings))
    }

    /// A negative delay is ordinary CSS (the transition appears to have begun part-way), and a
    /// transition's delay is a duration (Format §9.5), so it is valid; a negative *duration*
    /// is valid DTCG too but cannot animate: a motion finding, not a format error.
    func testNegativeDelayIsValidAndANegativeTransitionDurationIsAMotionProblem() {
        let document = """
        {"t": {"$type": "transition",
          "early": {"$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": -50, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}},
          "backwards": {"$value": {"duration": {"value": -200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}}}}
        """
        let resolution = loadDocument(document).resolveDefault()
        guard case .transition(let early)? = resolution.tokens["t.early"]?.value else {
            return XCTFail("t.early did not resolve:\n\(describe(resolution.findings))")
        }
        XCTAssertEqual(early.delay, -0.05, accuracy: 1e-12)
        assertNoFinding(resolution.findings, rule: .invalidValue)
        assertFinding(resolution.findings, rule: .negativeDuration, token: "t.backwards", at: ("tokens.json", 3, 27), messageContains: ["-0.2 s", "Format §8.5"])
    }

    /// json-pointers.test.ts "local $refs + $defs + $type inheritance". Format §7.4: "JSON
    /// Pointer syntax provides direct access to any location within the design token document
    /// structure"; §7.1.2: JSON Pointer targets "Any document location".
    func testPointerIntoDefsResolves() {
        let document = """
        {
          "color": {"$type": "color", "red": {"1": {"$ref": "#/$defs/red-1"}, "2": {"$ref": "#/$defs/red-1/$value"}}},
          "$defs": {"red-1": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.1, 0]}}}
        }
        """
        let resolution = loadDocument(document).resolveDefault()
        XCTAssertTrue(resolution.findings.isEmpty, describe(resolution.findings))
        for path in ["color.red.1", "color.red.2"] {
            XCTAssertEqual(resolution.tokens[path]?.value.colorValue?.components, [0.4, 0.1, 0], path)
        }
        // A pointer to a member $defs does not have is still reported, with what is there.
        let missing = loadDocument(##"{"c": {"$type": "color", "$ref": "#/$defs/blue"}, "$defs": {"red": {"$value": 1}}}"##).resolveDefault()
        assertFinding(missing.findings, rule: .unresolvedReference, token: "c", at: ("tokens.json", 1, 34), messageContains: ["$defs", "blue"])
    }

    /// typography.test.ts "invalid: dimension legacy format": three bad sub-values, three
    /// findings in one run (Terrazzo reports each; tokenlint used to stop at the first).
    func testEveryProblemOfACompositeValueIsReportedAtOnce() {
        let document = """
        {"typography": {"$type": "typography", "$value": {
          "fontFamily": "Helvetica", "fontSize": "16px", "fontWeight": 400, "letterSpacing": "0.001em", "lineHeight": "24px"}}}
        """
        let findings = loadDocument(document).resolveDefault().findings
        XCTAssertEqual(findings.count, 3, describe(findings))
        XCTAssertTrue(findings.allSatisfy { $0.rule == RegistryRule.invalidValue.id && $0.token == "typography" }, describe(findings))
        for part in ["'fontSize' '16px'", "'letterSpacing' '0.001em'", "'lineHeight' must be a number"] {
            XCTAssertTrue(findings.contains { $0.message.contains(part) }, "no finding mentions \(part):\n\(describe(findings))")
        }
    }

    /// Every composite type (and the spring and motion extension types) reports all of its
    /// value's problems, not the first one.
    func testEveryCompositeTypeReportsAllItsProblems() {
        let bad = ##"{"value": 1, "unit": "vw"}"##
        let values: [(type: String, value: String, problems: Int)] = [
            ("shadow", ##"{"color": {"colorSpace": "mud", "components": [0, 0, 0]}, "offsetX": 0, "offsetY": \##(bad), "blur": \##(bad), "spread": \##(bad)}"##, 5),
            // Layer 0: offsetX, offsetY; layer 1: five missing members and a non-boolean inset.
            ("shadow", ##"[{"color": {"colorSpace": "srgb", "components": [0, 0, 0]}, "offsetX": 0, "offsetY": \##(bad), "blur": {"value": 1, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}, {"inset": 1}]"##, 8),
            ("border", ##"{"color": "#000000", "width": \##(bad), "style": "thicc"}"##, 3),
            ("transition", ##"{"duration": "100ms", "delay": {"value": 0, "unit": "ns"}, "timingFunction": [2, 0, 1, 1]}"##, 3),
            ("gradient", ##"[{"color": {"colorSpace": "mud"}, "position": "12px"}, {"color": {"colorSpace": "srgb", "components": [0, 0, 0]}}]"##, 4),
            ("strokeStyle", ##"{"dashArray": ["0.25rem", \##(bad)], "lineCap": "pointy"}"##, 3),
            ("color", ##"{"colorSpace": "srgb", "components": [2, 0, 0], "alpha": "quack", "hex": "#abcde"}"##, 3),
            ("spring", ##"{"duration": "fast", "bounce": "high"}"##, 2),
            ("motion", ##"{"insertion": {"opacity": 2, "edge": "middle"}, "curve": {"response": 0.3, "dampingFraction": "x"}, "prominence": "loud"}"##, 4),
        ]
        for (type, value, problems) in values {
            let findings = loadDocument(##"{"t": {"$type": "\##(type)", "$value": \##(value)}}"##).resolveDefault().findings
            XCTAssertEqual(findings.filter { $0.rule == RegistryRule.invalidValue.id }.count, problems, "\(type): \(describe(findings))")
            XCTAssertEqual(findings.count, problems, "\(type): \(describe(findings))")
        }
    }

    /// A group `$ref` that names another file is a reference problem, not a malformed
    /// `$extends` (Format §6.4.1 makes a group's `$ref` the JSON Schema twin of `$extends`).
    func testCrossFileRefIsAReferenceProblemNotAnExtendsProblem() {
        let document = """
        {"theme": {
          "$ref": "base.tokens.json#/color",
          "accent": {"$type": "number", "$value": 1}}}
        """
        let findings = loadDocument(document).resolveDefault().findings
        assertNoFinding(findings, rule: .invalidExtends)
        assertFinding(findings, rule: .unresolvedReference, token: "theme", at: ("tokens.json", 2, 11),
                      messageContains: ["$ref 'base.tokens.json#/color'", "another file ('base.tokens.json')"])
        // The same for a token's $ref.
        let token = loadDocument(##"{"a": {"$type": "number", "$ref": "base.tokens.json#/n"}}"##).resolveDefault().findings
        assertFinding(token, rule: .unresolvedReference, token: "a", messageContains: ["another file ('base.tokens.json')"])
    }

    /// Resolver: a later source that declares a token where an earlier source has a group
    /// drops the group's tokens; reported at the later declaration, naming the earlier one,
    /// as `dtcg/value-and-children` is within one file (Format §6.1).
    func testResolverSourceReplacingAGroupWithATokenIsReported() throws {
        let files: [String: String] = [
            "r.resolver.json": """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """,
            "base.json": """
            {"color": {"$type": "color",
              "accent": {
                "1": {"$value": {"colorSpace": "srgb", "components": [0, 0, 1]}},
                "2": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0.5]}}}}}
            """,
            "dark.json": """
            {"color": {"$type": "color",
              "accent": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}}}
            """,
        ]
        let registry = Registry.load(path: "r.resolver.json", provider: InMemorySourceProvider(files: files.mapValues { Array($0.utf8) }))
        XCTAssertTrue(registry.loadFindings.isEmpty, describe(registry.loadFindings))
        let light = try XCTUnwrap(registry.resolve([("theme", "light")]))
        XCTAssertTrue(light.findings.isEmpty, describe(light.findings))
        let dark = try XCTUnwrap(registry.resolve([("theme", "dark")]))
        assertFinding(dark.findings, rule: .valueAndChildren, token: "color.accent", at: ("dark.json", 2, 13),
                      messageContains: ["earlier source (base.json:2:13)", "2 tokens are dropped"])
        // And the other way round: a later group over an earlier token.
        var swapped = files
        swapped["base.json"] = files["dark.json"]
        swapped["dark.json"] = files["base.json"]
        let other = Registry.load(path: "r.resolver.json", provider: InMemorySourceProvider(files: swapped.mapValues { Array($0.utf8) }))
        let otherDark = try XCTUnwrap(other.resolve([("theme", "dark")]))
        assertFinding(otherDark.findings, rule: .valueAndChildren, token: "color.accent", at: ("dark.json", 2, 13),
                      messageContains: ["earlier source (base.json:2:13)", "that token is dropped"])
        // tokens check reports it once, for the permutation where it holds.
        let check = RegistryCheck(registry: registry)
        XCTAssertEqual(check.findings.filter { $0.rule == RegistryRule.valueAndChildren.id }.count, 1, describe(check.findings))
    }
}
