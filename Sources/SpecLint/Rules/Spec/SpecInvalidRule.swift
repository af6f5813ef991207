import DesignSpec
import Diagnostics

/// spec/invalid: structure errors the parser finds (docs/spec-format.md, "Errors"). The
/// parser finds them; this rule turns them into checks, so JUnit counts them.
struct SpecInvalidRule: SpecLintRule {
    static let id = "spec/invalid"
    static let catalogOrder = 600

    static let rule = SpecRule(
        id, .error,
        "The spec must follow the format: required keys, types, unique ids, known roles.",
        "Structure errors (missing or duplicate `id`, wrong types, unknown role, unknown keys with a did-you-mean) are errors at their position: a misspelt key would otherwise silently leave its field unchecked.",
        source: "docs/spec-format.md",
        pass: [spec("- {id: title, role: text}")],
        fail: [spec("- {id: title, role: label}")])

    /// The spec reader's findings as checks at the configured severity; a valid file gets one passing
    /// `spec/invalid` check. None for a file that could not be read as a spec at all (that is an
    /// input error) or when the rule is off.
    static func checks(_ parsed: InputDocuments, file: String, config: LintConfiguration) -> [Check] {
        guard parsed.inputError == nil else { return [] }
        guard let severity = config.severity(of: id, default: rule.description.defaultSeverity) else { return [] }
        let location = parsed.documents.first?.location ?? SourceLocation(file: file, line: 1, column: 1)
        if parsed.findings.isEmpty {
            return [Check(rule: ruleID, subject: "structure", location: location, outcome: .passed)]
        }
        return parsed.findings.map { finding in
            var adjusted = finding
            if adjusted.severity == .error { adjusted.severity = severity }
            if adjusted.help == nil { adjusted.help = "see docs/spec-format.md and `tokenlint rules \(id)`" }
            return Check(rule: finding.rule, subject: finding.component ?? "structure", location: finding.location ?? location, outcome: .finding(adjusted))
        }
    }
}
