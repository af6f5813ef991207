import Diagnostics
import JSONSource

/// One spec rule, in one file (the layout SwiftLint uses): its description (id, summary,
/// rationale, thresholds, options, known controversies, pass/fail examples) and its check.
/// `RuleCatalog` lists the types (the list is generated: `swift run generate-rules`);
/// `tokenlint rules`, docs/rules.md, SARIF's rule list and the example tests all read the description.
protocol SpecLintRule {
    /// What `rules: {id: {…}}` in `.tokenlint.yml` may set; decoding it is its validation.
    associatedtype Options: RuleOptions = NoOptions
    /// The stable id (docs/rules.md), e.g. `contrast/text`.
    static var id: String { get }
    /// Where the rule stands in `tokenlint rules`, docs/rules.md and SARIF's rule list (lowest
    /// first): the hundreds are the family, so a new rule takes a free number in its family's.
    static var catalogOrder: Int { get }
    /// Everything `tokenlint rules ID` prints, and the examples the tests lint.
    static var rule: SpecRule { get }
    /// The type as a component rule, nil for the others (no dynamic cast: a protocol
    /// conformance lookup per rule and file costs time the benchmark shows).
    static var componentRule: (any ComponentRule.Type)? { get }
}

extension SpecLintRule {
    static var componentRule: (any ComponentRule.Type)? { nil }

    /// The id as its checks and findings carry it.
    static var ruleID: RuleID { RuleID(id, kind: .spec) }

    /// The description with the options `Options` documents.
    static var described: SpecRule {
        var described = rule
        described.optionNames = Options.documentation
        described.description.options = Options.documentation.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        described.optionSchema = Options.schema
        return described
    }

    /// The rule's options from the members of its `rules:` entry other than `severity` and
    /// `enabled`; a problem comes with the position of the value it is about.
    static func decodeOptions(_ node: JSONNode) -> Result<any RuleOptions, JSONNode.DecodingProblem> {
        node.decode(Options.self).map { $0 }
    }
}

/// A rule's options, decoded from its `rules:` entry in `.tokenlint.yml`: a value that does not
/// decode is a `config/invalid` error at its position, never a silent fall back to the default.
public protocol RuleOptions: Decodable, Sendable {
    /// Each option's name and what it takes (`tokenlint rules`, docs/rules.md, SARIF); a
    /// member of the entry with another name is an unknown option.
    static var documentation: [String: String] { get }
    /// Each option's JSON Schema, in the order the config schema lists them (docs/schemas).
    static var schema: [(String, JSONValue)] { get }
}

extension RuleOptions {
    public static var schema: [(String, JSONValue)] { [] }
}

/// The options of a rule that takes none.
public struct NoOptions: RuleOptions {
    public static let documentation: [String: String] = [:]
}

extension KeyedDecodingContainer {
    /// A `dataCorrupted` error at `key` unless `valid` (an option's value out of its range).
    func require(_ valid: Bool, _ key: Key, _ message: @autoclosure () -> String) throws {
        if !valid { throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: message()) }
    }
}

/// A rule judged on each component as the linter walks the tree. One value per file and
/// enabled rule, made with the file's context; `check` sees each component once, parents
/// before children.
protocol ComponentRule: SpecLintRule {
    /// Whether the rule judges files for `platform` at all (a Dynamic Type rule does not judge
    /// macOS, which has none); a file it does not judge gets no check from it.
    static func judges(platform: String) -> Bool
    init(context: RuleContext)
    func check(_ node: LintNode, into checks: inout [Check])
}

extension ComponentRule {
    static var componentRule: (any ComponentRule.Type)? { Self.self }
    static func judges(platform: String) -> Bool { true }
}

/// A spec rule's id, description, numbers and examples: the one source `tokenlint rules`,
/// SARIF's rule list and the example tests read (docs/rules.md).
public struct SpecRule: Sendable {
    public var description: RuleDescription
    /// Where the sources disagree: what the rule does and why (the rule's own
    /// choice; where it makes none, WCAG's Understanding documents). nil when the sources agree.
    public var controversies: String?
    /// Small specs that must not trigger the rule.
    public var passing: [String]
    /// Small specs that must trigger it (with its default severity, unless the example says).
    public var failing: [String]
    /// Options the rule accepts in `.tokenlint.yml` (name → what it takes): its `Options`'
    /// documentation.
    public var optionNames: [String: String] = [:]
    /// Each option's JSON Schema (its `Options`' schema), for the config schema's `rules` block.
    public var optionSchema: [(String, JSONValue)] = []
    /// A `*.tokens.json` document the examples are linted against instead of the built-in
    /// registry (for rules that need tokens the built-in registry rightly lacks).
    public var exampleRegistry: String?

    public var id: String { description.id }

    init(_ id: String, _ severity: Severity, _ summary: String, _ rationale: String, source: String,
         thresholds: [String] = [], registry: String? = nil,
         enabledByDefault: Bool = true, controversies: String? = nil, pass: [String], fail: [String]) {
        description = RuleDescription(id: id, summary: summary, rationale: rationale, defaultSeverity: severity, source: source,
                                      thresholds: thresholds,
                                      enabledByDefault: enabledByDefault)
        self.controversies = controversies
        passing = pass
        failing = fail
        exampleRegistry = registry
    }
}

/// Builds example specs: `tokenlint: 1` plus the given components (YAML), a complete file that
/// can be pasted and linted.
func spec(_ components: String, canvas: String? = nil, platform: String? = nil) -> String {
    var text = "tokenlint: 1\n"
    if let canvas { text += "canvas: \"\(canvas)\"\n" }
    if let platform { text += "platform: \(platform)\n" }
    text += "components:\n"
    for line in components.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
        text += "  \(line)\n"
    }
    return text
}
