extension InputRule {
    public static let notFigma = InputRule(
        id: "input/not-figma", catalogOrder: 5, kind: .input,
        summary: "A `*.figma.json` file must be a saved Figma REST response.",
        rationale: "Valid JSON with neither `document` (GET /v1/files/:key) nor `nodes` (GET /v1/files/:key/nodes) is not a Figma file; it is an input error (exit 2) and every other file is still linted.",
        source: "Figma REST API, GET /v1/files/:key and /nodes")
}
