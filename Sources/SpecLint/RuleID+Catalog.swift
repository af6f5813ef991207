import DesignTokens
import Diagnostics

extension RuleID {
    /// The catalogued id with this text (a finding's `rule`); nil for an id no catalog lists.
    public init?(_ text: String) {
        if RuleCatalog.rule(text) != nil {
            self.init(text, kind: .spec)
        } else if RegistryRule(id: text) != nil || text == RuleDocument.registryPassed.id.rawValue {
            self.init(text, kind: .registry)
        } else if FigmaNote(id: text) != nil {
            self.init(text, kind: .figma)
        } else if let rule = InputRule(rawValue: text) {
            self.init(text, kind: rule.kind)
        } else {
            return nil
        }
    }
}
