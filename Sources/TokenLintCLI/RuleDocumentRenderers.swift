import JSONSource
import SpecLint

/// `tokenlint rules RULE`: a rule's document as terminal text.
enum RuleDocumentText {
    static func render(_ document: RuleDocument) -> String {
        var text = ""
        for section in document.sections {
            switch section {
            case .summary(let setting, let enabled, let severity, let summary):
                let kind = switch document.kind {
                case .spec: ""
                case .registry: "registry check, "
                case .figma: "Figma input, "
                case .input: "input error, "
                case .config: "configuration error, "
                }
                text += "\(document.id) (\(kind)default: \(enabled ? setting : "off; a \(severity.rawValue) when turned on"))\n\n\(summary)\n"
            case .rationale(let rationale): text += "\n\(rationale)\n"
            case .source(let source): text += "\nSource: \(source)\n"
            case .thresholds(let lines): text += "\nThresholds:\n" + lines.map { "  - \($0)\n" }.joined()
            case .options(let lines): text += "\nOptions (.tokenlint.yml `rules: {\(document.id): {…}}`):\n" + lines.map { "  - \($0)\n" }.joined()
            case .knownControversies(let paragraph): text += "\nKnown controversies:\n\(paragraph)\n"
            case .usage(let line): text += "\n\(line)\n"
            case .examples(let registry, let passing, let failing):
                if let registry {
                    text += "\nThe examples are linted against this registry (`--tokens`), not the built-in one:\n\n\(indented(registry))\n"
                }
                for (title, examples) in [("Passes", passing), ("Fails", failing)] where !examples.isEmpty {
                    text += "\n\(title):\n" + examples.map(indented).joined(separator: "\n\n") + "\n"
                }
            }
        }
        return text.trimmingCharacters(in: .newlines)
    }

    private static func indented(_ block: String) -> String {
        block.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }.joined(separator: "\n")
    }
}

/// One rule's section of docs/rules.md (`RulesMarkdown` puts the page around them).
enum RuleDocumentMarkdown {
    static func render(_ document: RuleDocument) -> String {
        var text = "## \(document.id)\n\n"
        for section in document.sections {
            switch section {
            case .summary(_, let enabled, let severity, let summary):
                text += "\(enabled ? "Default severity: **\(severity.rawValue)**." : "Off by default (opt-in; a **\(severity.rawValue)** when turned on).") \(summary)\n"
            case .rationale(let rationale): text += "\n\(rationale)\n"
            case .source(let source): text += "\nSource: \(source)\n"
            case .thresholds(let lines): text += "\nThresholds:\n\n" + lines.map { "- \($0)\n" }.joined()
            case .options(let lines): text += "\nOptions (`.tokenlint.yml`: `rules: {\(document.id): {…}}`):\n\n" + lines.map { "- `\($0)`\n" }.joined()
            case .knownControversies(let paragraph): text += "\n**Known controversies.** \(paragraph)\n"
            case .usage(let line): text += "\n\(line)\n"
            case .examples(let registry, let passing, let failing):
                if let registry {
                    text += "\nThe examples are linted against this registry (`--tokens`), not the built-in one:\n\n```json\n\(registry.trimmingCharacters(in: .newlines))\n```\n"
                }
                for (title, examples) in [("Passes", passing), ("Fails", failing)] where !examples.isEmpty {
                    text += "\n\(title):\n"
                    for example in examples {
                        // The SwiftUI rules' examples are Swift files, the others spec files.
                        let language = example.hasPrefix("import SwiftUI\n") ? "swift" : "yaml"
                        text += "\n```\(language)\n\(example.trimmingCharacters(in: .newlines))\n```\n"
                    }
                }
            }
        }
        return text
    }
}

/// `tokenlint rules [RULE] --format json`: the same documents as JSON, for tools.
enum RuleDocumentJSON {
    static func value(_ document: RuleDocument) -> JSONValue {
        var fields: [(String, JSONValue)] = [("id", .string(document.id.rawValue)), ("kind", .string(document.kind.rawValue))]
        for section in document.sections {
            switch section {
            case .summary(let setting, _, let severity, let summary):
                fields += [("default", .string(setting)), ("severity", .string(severity.rawValue)), ("summary", .string(summary))]
            case .rationale(let rationale): fields.append(("rationale", .string(rationale)))
            case .source(let source): fields.append(("source", .string(source)))
            case .thresholds(let lines): fields.append(("thresholds", .array(lines.map(JSONValue.string))))
            case .options(let lines): fields.append(("options", .array(lines.map(JSONValue.string))))
            case .knownControversies(let paragraph): fields.append(("knownControversies", .string(paragraph)))
            case .usage(let line): fields.append(("usage", .string(line)))
            case .examples(let registry, let passing, let failing):
                if let registry { fields.append(("exampleRegistry", .string(registry))) }
                fields.append(("examples", .object([("passing", .array(passing.map(JSONValue.string))),
                                                    ("failing", .array(failing.map(JSONValue.string)))])))
            }
        }
        return .object(fields)
    }

    static func render(_ documents: [RuleDocument]) -> String {
        JSONWriter().string(documents.count == 1 ? value(documents[0]) : .array(documents.map(value)))
    }
}
