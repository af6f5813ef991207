extension InputRule {
    public static let unreadable = InputRule(
        id: "input/unreadable", catalogOrder: 2, kind: .input,
        summary: "A file could not be read: it does not exist, is a link that cannot be followed, cannot be opened, is larger than its kind's limit, or a spec holds more findings than a file may report.",
        source: "")
}
