import DesignSpec
import Diagnostics

/// tokens/unknown-reference: every token reference must resolve in the registry.
struct TokensUnknownReferenceRule: ComponentRule {
    static let id = "tokens/unknown-reference"
    static let catalogOrder = 500

    static let rule = SpecRule(
        id, .error,
        "Every token reference must resolve in the registry.",
        "A reference to a token that does not exist leaves the value undefined; the closest token name is suggested.",
        source: "DTCG Format 2025.10 §7 (aliases must resolve)",
        pass: [spec("- {id: title, role: text, foreground: \"{color.label}\"}")],
        fail: [spec("- {id: title, role: text, foreground: \"{color.lable}\"}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        let references = node.references(context.plan.referenceFacts)
        guard let location = Self.reportedAt(references),
              let builder = context.builder(Self.id, node.component, family: context.plan.single, at: location) else { return }
        checks.add(builder.build([verdict(references)]))
    }

    /// The document's `canvas:`, which belongs to no component: checked once per file, under
    /// the subject `canvas`.
    static func checkCanvas(_ document: SpecDocument, context: RuleContext, into checks: inout [Check]) {
        guard let canvas = document.canvas, context.severity(id) != nil else { return }
        let references = TokenReferences.of(canvas, field: "canvas").map {
            CheckedReference(reference: $0, facts: context.plan.referenceFacts[$0.path])
        }
        guard let location = reportedAt(references) else { return }
        let builder = CheckBuilder(rule: ruleID, component: "canvas", location: location, family: context.plan.single)
        checks.add(builder.build([Self(context: context).verdict(references)]))
    }

    /// The first unknown reference, else the first reference; nil without references.
    private static func reportedAt(_ references: [CheckedReference]) -> SourceLocation? {
        (references.first { $0.facts == nil } ?? references.first)?.reference.location
    }

    private func verdict(_ references: [CheckedReference]) -> ContextVerdict {
        let listed = references.filter { $0.facts == nil }
            .map { "{\($0.reference.path)} (\($0.reference.field))\(context.hint(forUnknownToken: $0.reference.path))" }
        return listed.isEmpty ? .pass : context.fail(Self.id, Measurement(
            "Unknown token reference\(listed.count == 1 ? "" : "s"): \(listed.joined(separator: "; "))",
            help: "`tokenlint tokens resolve PATH` shows a token; `tokenlint tokens export --layout flat` lists them all"))
    }
}
