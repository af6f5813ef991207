import Diagnostics

/// tokens/type-mismatch: a reference must point at a token of the type its field takes.
struct TokensTypeMismatchRule: ComponentRule {
    static let id = "tokens/type-mismatch"
    static let catalogOrder = 510

    static let rule = SpecRule(
        id, .error,
        "A reference must point at a token of the right type.",
        "`font:` needs a typography token, colors a color token, `transition:` a motion token, `animation:` a spring, transition or cubicBezier token.",
        source: "DTCG Format 2025.10 §7.4 (type of the referenced token)",
        pass: [spec("- {id: title, role: text, font: \"{font.textStyle.body}\"}")],
        fail: [spec("- {id: title, role: text, font: \"{color.label}\"}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        let references = node.references(context.plan.referenceFacts)
        guard let first = references.first else { return }
        let mismatched = references.filter { checked in checked.facts.map { !checked.reference.expected.contains($0.type) } ?? false }
        guard let builder = context.builder(Self.id, node.component, family: context.plan.single,
                                            at: mismatched.first?.reference.location ?? first.reference.location) else { return }
        let listed = mismatched.map { checked in
            let reference = checked.reference
            return "\(reference.field) {\(reference.path)} is a \(checked.facts?.type.rawValue ?? "") token; expected \(reference.expected.map(\.rawValue).sorted().joined(separator: " or "))"
        }
        let verdict: ContextVerdict = listed.isEmpty ? .pass : context.fail(Self.id, Measurement(MessageText(listed.joined(separator: "; "))))
        checks.add(builder.build([verdict]))
    }
}
