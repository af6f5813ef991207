import DesignSpec
import Diagnostics

/// suppression/unused: an `ignore:` entry must suppress something (and name a rule that exists).
struct SuppressionUnusedRule: SpecLintRule {
    static let id = "suppression/unused"
    static let catalogOrder = 710

    static let rule = SpecRule(
        id, .warning,
        "An `ignore:` entry must suppress something.",
        "A suppression whose rule did not fire on the component hides nothing today and would hide a real problem tomorrow.",
        source: "Linter practice (SwiftLint superfluous_disable_command, Ruff RUF100)",
        pass: [spec("- id: link\n  role: link\n  frame: {width: 30, height: 17}\n  ignore:\n    - {rule: target/size, reason: \"Inline link in body text\"}")],
        fail: [spec("- id: link\n  role: link\n  frame: {width: 44, height: 44}\n  ignore:\n    - {rule: target/size, reason: \"Inline link in body text\"}")])

    /// The check of one `ignore:` entry of `component`; `used`: it suppressed a finding.
    static func check(_ entry: Suppression, used: Bool, of component: SpecComponent, context: RuleContext) -> Check? {
        guard let builder = context.builder(id, component, family: context.plan.single, at: entry.location) else { return nil }
        let verdict: ContextVerdict
        if RuleCatalog.rule(entry.rule) == nil {
            verdict = context.fail(id, Measurement(
                "ignore names an unknown rule '\(entry.rule)'\(DidYouMean.hint(for: entry.rule, among: RuleCatalog.ids))"))
        } else if !used {
            verdict = context.fail(id, Measurement(
                "ignore of \(entry.rule) suppresses nothing: the rule does not fire on '\(component.id)'",
                help: "Remove the entry; it would hide a real problem later"))
        } else {
            verdict = .pass
        }
        return builder.build([verdict])
    }
}
