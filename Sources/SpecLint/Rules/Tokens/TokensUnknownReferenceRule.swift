import Diagnostics

/// tokens/unknown-reference: every token reference must resolve in the registry.
struct TokensUnknownReferenceRule: ComponentRule {
    static let id = "tokens/unknown-reference"

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
        guard let first = references.first else { return }
        // The finding points at the first unknown reference; a passing check at the first reference.
        let unknown = references.filter { $0.facts == nil }
        guard let builder = context.builder(Self.id, node.component, family: context.plan.single,
                                            at: unknown.first?.reference.location ?? first.reference.location) else { return }
        let listed = unknown.map { "{\($0.reference.path)} (\($0.reference.field))\(context.hint(forUnknownToken: $0.reference.path))" }
        let verdict: ContextVerdict = listed.isEmpty ? .pass : context.fail(Self.id, Measurement(
            "Unknown token reference\(listed.count == 1 ? "" : "s"): \(listed.joined(separator: "; "))",
            help: "`tokenlint tokens resolve PATH` shows a token; `tokenlint tokens export --layout flat` lists them all"))
        checks.add(builder.build([verdict]))
    }
}
