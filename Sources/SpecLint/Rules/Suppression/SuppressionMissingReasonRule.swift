import Foundation
import DesignSpec
import Diagnostics

/// suppression/missing-reason: an `ignore:` entry needs a reason.
struct SuppressionMissingReasonRule: SpecLintRule {
    static let id = "suppression/missing-reason"

    static let rule = SpecRule(
        id, .warning,
        "An `ignore:` entry needs a reason.",
        "Suppressions without a reason cannot be reviewed; the format requires one.",
        source: "docs/spec-format.md, \"Suppressions\" (a reason is required)",
        pass: [spec("- id: link\n  role: link\n  frame: {width: 30, height: 17}\n  ignore:\n    - {rule: target/size, reason: \"Inline link in body text (WCAG 2.5.8 inline exception)\"}")],
        fail: [spec("- id: link\n  role: link\n  frame: {width: 30, height: 17}\n  ignore:\n    - {rule: target/size}")])

    /// The check of one `ignore:` entry of `component`.
    static func check(_ entry: Suppression, of component: SpecComponent, context: RuleContext) -> Check? {
        guard let builder = context.builder(id, component, family: context.plan.single, at: entry.location) else { return nil }
        let missing = (entry.reason ?? "").trimmingCharacters(in: .whitespaces).isEmpty
        return builder.build([missing
            ? context.fail(id, Measurement("ignore of \(entry.rule) has no reason; say why it does not apply here", help: "ignore: [{rule: \(entry.rule), reason: \"…\"}]"))
            : .pass])
    }
}
