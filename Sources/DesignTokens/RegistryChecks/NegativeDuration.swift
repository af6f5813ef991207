import Diagnostics

extension RegistryRule {
    public static let negativeDuration = RegistryRule(
        id: "motion/negative-duration", catalogOrder: 20, kind: .registry, defaultSeverity: .error,
        summary: "A transition or motion curve cannot run for a negative time (CSS rejects a negative transition-duration). DTCG itself accepts any duration (Format §8.5), and a negative delay is ordinary CSS.",
        source: "CSS Transitions Level 1 (a negative transition-duration is invalid); DTCG Format 2025.10 §8.5")
}
