extension InputRule {
    public static let invalidYAML = InputRule(
        id: "input/invalid-yaml", catalogOrder: 4, kind: .input,
        summary: "A spec or configuration file is not YAML tokenlint can read; the file is reported at the position of the problem (exit 2) and every other file is still linted.",
        source: "YAML 1.2; docs/spec-format.md")
}
