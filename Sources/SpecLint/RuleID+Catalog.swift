import Diagnostics

extension RuleID {
    /// The catalogued id with this text (a finding's `rule`); nil for an id no catalog lists.
    public init?(_ text: String) {
        guard let document = RuleDocument.byID[text] else { return nil }
        self = document.id
    }
}
