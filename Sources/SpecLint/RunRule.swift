import Diagnostics

/// The ids a run reports that belong to no rule, registry check or Figma note: a configuration
/// or an input tokenlint could not use, an output it could not write, and the one passing check
/// that stands for a clean registry. Listed here so that `tokenlint rules ID` documents every id
/// a finding can carry. These are not configurable: an input error always stops the file.
public enum RunRule: String, CaseIterable, Sendable {
    case configInvalid = "config/invalid"
    case invalidYAML = "input/invalid-yaml"
    case unwritable = "input/unwritable"
    case registryChecked = "tokens/check"

    public var id: String { rawValue }

    public var summary: String {
        switch self {
        case .configInvalid:
            "The configuration (.tokenlint.yml or --config) has an unknown key, a value of the wrong type, or an unknown rule, profile or context; the run reports each problem at its position, applies the rest, and exits 2."
        case .invalidYAML:
            "A spec or configuration file is not YAML tokenlint can read; the file is reported at the position of the problem (exit 2) and every other file is still linted."
        case .unwritable:
            "A spec `tokenlint import figma` writes could not be written; exit 2."
        case .registryChecked:
            "The registry passed every registry check: the one passing check a clean registry reports, so JUnit and SARIF list it."
        }
    }

    /// How a run uses the id, for `tokenlint rules ID`.
    public var usage: String {
        switch self {
        case .registryChecked: "Reported by `tokenlint tokens check` and `tokenlint lint` (in their reports) for a registry with no findings."
        default: "Not configurable: `rules:` in .tokenlint.yml does not turn it off."
        }
    }

    /// What `tokenlint rules` shows as the default: an error, or a pass for the passing check.
    public var defaultSetting: String { self == .registryChecked ? "pass" : Severity.error.rawValue }

    public var source: String {
        switch self {
        case .configInvalid: "docs/schemas/tokenlint-config.schema.json"
        case .invalidYAML: "YAML 1.2; docs/spec-format.md"
        case .unwritable, .registryChecked: ""
        }
    }
}
