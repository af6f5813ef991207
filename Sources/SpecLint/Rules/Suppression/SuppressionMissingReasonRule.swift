import Foundation
import DesignSpec
import Diagnostics

/// suppression/missing-reason: an `ignore:` entry needs a reason.
struct SuppressionMissingReasonRule: SpecLintRule {
    static let id = "suppression/missing-reason"
    static let catalogOrder = 700

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
        let missing = isBlank(entry.reason)
        return builder.build([missing
            ? context.fail(id, Measurement("ignore of \(entry.rule) has no reason; say why it does not apply here", help: "ignore: [{rule: \(entry.rule), reason: \"…\"}]"))
            : .pass])
    }

    /// No reason, or only `CharacterSet.whitespaces`. An ASCII reason (nearly all) is tested by
    /// its bytes: in ASCII that set is the space and the tab, and Foundation's trimming costs
    /// ~50,000 instructions a suppression.
    static func isBlank(_ reason: String?) -> Bool {
        guard let reason else { return true }
        if reason.utf8.allSatisfy({ $0 < 0x80 }) {
            return reason.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        }
        return reason.trimmingCharacters(in: .whitespaces).isEmpty
    }
}
