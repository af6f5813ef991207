import Accessibility
import DesignSpec
import DesignTokens
import Diagnostics

/// What every rule sees while linting one file.
struct RuleContext {
    let space: EvaluationSpace
    let config: LintConfiguration
    let document: SpecDocument

    var profile: Profile { config.profile }
    /// The spec's platform, else the config's, else iOS (spec-format.md).
    var platform: String { document.platform?.rawValue ?? config.platform ?? "ios" }

    /// The rule's severity after configuration; nil when it is off.
    func severity(_ rule: String) -> Severity? {
        guard let description = RuleCatalog.rule(rule)?.description else { return nil }
        return config.severity(of: rule, default: description.defaultSeverity)
    }

    func builder(_ rule: String, _ component: SpecComponent, family: [[ContextChoice]], at location: SourceLocation? = nil) -> CheckBuilder? {
        guard let severity = severity(rule) else { return nil }
        return CheckBuilder(rule: rule, severity: severity, component: component.id, location: location ?? component.location, family: family)
    }

    /// A failure at the rule's configured severity (error-or-warning rules).
    func fail(_ rule: String, _ measurement: Measurement) -> ContextVerdict {
        .fail(severity(rule) ?? .error, measurement)
    }
}

extension Array where Element == SpecComponent {
    /// Disabled or decorative anywhere up the tree: a disabled container disables its content.
    var isDisabled: Bool { contains { $0.disabled } }
    var isDecorative: Bool { contains { $0.decorative } }
}
