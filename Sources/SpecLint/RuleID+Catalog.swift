import Diagnostics

extension RuleID {
    /// The catalogued id with this text (`tokenlint rules ID`'s, a config's or a baseline's);
    /// nil for an id no catalog lists.
    public init?(_ text: String) {
        guard let document = RuleDocument.byID[text] else { return nil }
        self = document.id
    }
}
