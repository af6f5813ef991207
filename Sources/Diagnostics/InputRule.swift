/// The ids of the problems that stop a file (or the run) whatever the rules say: an input that
/// cannot be read or used, a configuration with errors, an output that cannot be written.
/// Every reader reports these ids; they exit 2 and no config turns them off.
public enum InputRule: String, CaseIterable, Sendable {
    case configInvalid = "config/invalid"
    case unreadable = "input/unreadable"
    case invalidJSON = "input/invalid-json"
    case invalidYAML = "input/invalid-yaml"
    case notFigma = "input/not-figma"
    case figmaBrokenSave = "input/figma-broken-save"
    case figmaNothingToLint = "input/figma-nothing-to-lint"
    case figmaVariables = "input/figma-variables"
    case foreignTokens = "input/foreign-tokens"
    case unwritable = "input/unwritable"

    public var id: String { rawValue }

    public var kind: RuleKind { self == .configInvalid ? .config : .input }

    /// Whether findings of `rule` mean an input could not be used (exit 2, never configured,
    /// never in a baseline).
    public static func isInputError(_ rule: String) -> Bool { InputRule(rawValue: rule) != nil }

    public var description: RuleDescription {
        RuleDescription(id: id, summary: summary, rationale: rationale, defaultSeverity: .error, source: source)
    }

    public var summary: String {
        switch self {
        case .configInvalid:
            "The configuration (.tokenlint.yml or --config) has an unknown key, a value of the wrong type, or an unknown rule, profile or context; the run reports each problem at its position, applies the rest, and exits 2."
        case .unreadable:
            "A file could not be read: it does not exist, is a link that cannot be followed, cannot be opened, is larger than its kind's limit, or a spec holds more findings than a file may report."
        case .invalidJSON:
            "The file is not valid JSON (RFC 8259)."
        case .invalidYAML:
            "A spec or configuration file is not YAML tokenlint can read; the file is reported at the position of the problem (exit 2) and every other file is still linted."
        case .notFigma:
            "A `*.figma.json` file must be a saved Figma REST response."
        case .figmaBrokenSave:
            "A Figma file damaged on its way to disk (nodes cut into strings, UTF-16) is named as such."
        case .figmaNothingToLint:
            "A Figma file from which no screen could be read is an input error."
        case .figmaVariables:
            "A folder of Figma variable exports must hold one collection × mode per file: each with its mode in the root $extensions[\"com.figma.modeName\"], the modes of a collection exported together (the same variable ids), each mode once."
        case .foreignTokens:
            "A Tokens Studio registry must be readable as one: $metadata.json's tokenSetOrder names the sets, $themes.json's themes select sets that exist, with the status enabled, source or disabled, each theme once in its group; a saved Figma variables response needs named collections with modes and named variables."
        case .unwritable:
            "A spec `tokenlint import figma` writes could not be written; exit 2."
        }
    }

    public var rationale: String {
        switch self {
        case .notFigma:
            "Valid JSON with neither `document` (GET /v1/files/:key) nor `nodes` (GET /v1/files/:key/nodes) is not a Figma file; it is an input error (exit 2) and every other file is still linted."
        case .figmaBrokenSave:
            "PowerShell's `ConvertTo-Json` cuts objects deeper than its `-Depth` (2 by default) into strings such as `@{id=1:2; name=Frame}` or `System.Object[]`, and Windows PowerShell 5 writes `>` redirections as UTF-16: the file parses, or nearly, but holds no design. It is an input error (exit 2) that names the cause and the fix (`ConvertTo-Json -Depth 100`, `Out-File -Encoding utf8`, or save with `curl -o`)."
        case .figmaNothingToLint:
            "When every page is skipped, hidden or empty, a report without findings would read as a pass for a file that was not checked; the run exits 2 and the infos beside it say why each page was skipped."
        default:
            summary
        }
    }

    public var source: String {
        switch self {
        case .configInvalid: "docs/schemas/tokenlint-config.schema.json"
        case .invalidJSON: "RFC 8259"
        case .invalidYAML: "YAML 1.2; docs/spec-format.md"
        case .notFigma: "Figma REST API, GET /v1/files/:key and /nodes"
        case .figmaBrokenSave: "PowerShell ConvertTo-Json -Depth; Figma REST API"
        case .figmaNothingToLint: "docs/figma.md, \"What is linted\""
        case .figmaVariables: "Figma's native DTCG export of variables (docs/figma-variables.md)"
        case .foreignTokens: "Tokens Studio's JSON format; Figma's variables REST API (docs/tokens.md, \"Other token formats\")"
        case .unreadable, .unwritable: ""
        }
    }
}
