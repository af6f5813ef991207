extension InputRule {
    public static let unwritable = InputRule(
        id: "input/unwritable", catalogOrder: 10, kind: .input,
        summary: "A spec `tokenlint import figma` writes could not be written; exit 2.",
        source: "")
}
