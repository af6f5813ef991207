import Diagnostics

/// tokens/deprecated: a `$deprecated` token should not be used.
struct TokensDeprecatedRule: ComponentRule {
    static let id = "tokens/deprecated"
    static let catalogOrder = 530

    static let rule = SpecRule(
        id, .warning,
        "A deprecated token should not be used.",
        "The token's `$deprecated` message says what to use instead.",
        source: "DTCG Format 2025.10 §5.2.4 ($deprecated)",
        registry: RuleCatalog.exampleMotionRegistry,
        pass: [spec("- {id: title, role: text, foreground: \"{color.ink}\"}")],
        fail: [spec("- {id: title, role: text, foreground: \"{color.oldInk}\"}")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        // Only a finding: a component without deprecated references gets no check.
        var listed: [String] = []
        var location: SourceLocation?
        for checked in node.references(context.plan.referenceFacts) {
            guard case .deprecated(let reason)? = checked.facts?.deprecated else { continue }
            listed.append("{\(checked.reference.path)} is deprecated" + (reason.map { ": \($0)" } ?? ""))
            location = location ?? checked.reference.location
        }
        guard !listed.isEmpty, let builder = context.builder(Self.id, node.component, family: context.plan.single, at: location) else { return }
        checks.add(builder.build([context.fail(Self.id, Measurement(MessageText(listed.joined(separator: "; "))))]))
    }
}
