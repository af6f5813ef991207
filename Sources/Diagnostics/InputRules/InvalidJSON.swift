extension InputRule {
    public static let invalidJSON = InputRule(
        id: "input/invalid-json", catalogOrder: 3, kind: .input,
        summary: "The file is not valid JSON (RFC 8259).",
        source: "RFC 8259")
}
