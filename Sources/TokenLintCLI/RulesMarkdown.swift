import DesignTokens
import Diagnostics
import FigmaInput
import SpecLint

/// `tokenlint rules --format markdown`: the rules reference, docs/rules.md, written from the
/// same catalog `tokenlint rules RULE` and SARIF read, so the page cannot drift from the tool
/// (`swift run generate-rules` writes it; a test checks the committed page is its output).
public enum RulesMarkdown {
    /// The command that regenerates docs/rules.md (printed in the page).
    static let regenerate = "swift run generate-rules"

    /// The whole page: an index of every rule and check, then one section per spec rule.
    public static func page() -> String {
        var text = """
            # Rules reference

            <!-- Generated from the rule catalog by `tokenlint rules --format markdown`; do not edit.
                 Regenerate with: \(regenerate) -->

            tokenlint has \(RuleCatalog.all.count) spec rules, which `tokenlint lint` applies to design specs, and \
            \(CatalogEntry.registryChecks.count) registry checks, which `tokenlint tokens check` applies to a token registry \
            (`lint` runs them too, before it lints). `tokenlint rules RULE` prints one rule's section in the terminal.

            Spec rules are configured under `rules:` in `.tokenlint.yml` (`off`, a severity, or options; see \
            [the configuration schema](schemas/tokenlint-config.schema.json)), and suppressed for one component with \
            `ignore:` in the spec ([spec format](spec-format.md)).

            ## Spec rules

            | Rule | Default | What it checks |
            |---|---|---|

            """
        for rule in RuleCatalog.all {
            text += "| [`\(rule.id)`](#\(anchor(rule.id))) | \(rule.description.defaultSetting) | \(cell(rule.description.summary)) |\n"
        }
        text += """

            ## Registry checks

            `rules:` in `.tokenlint.yml` turns a registry check off or sets its severity (the input \
            errors, a file that cannot be read, excepted); each finding states its severity.

            | Check | What it checks |
            |---|---|

            """
        for check in CatalogEntry.registryChecks {
            text += "| `\(check.id)` | \(cell(check.summary)) |\n"
        }
        text += "| `\(RuleDocument.registryPassed.id)` | \(cell(RuleDocument.registryPassed.summary)) |\n"
        text += """

            ## Figma input notes

            What the Figma reader says about a `*.figma.json` file itself ([Figma input](figma.md)); \
            `rules:` configures the infos like any rule.

            | Id | Default | What it says |
            |---|---|---|

            """
        for note in CatalogEntry.figmaNotes {
            text += "| `\(note.id)` | \(note.defaultSeverity.rawValue) | \(cell(note.summary)) |\n"
        }
        text += """

            ## Input and configuration errors

            What any command reports about a configuration or input it cannot use, or an output it \
            cannot write; `rules:` does not configure these, and they exit 2.

            | Id | What it says |
            |---|---|

            """
        for rule in CatalogEntry.inputErrors {
            text += "| `\(rule.id)` | \(cell(rule.summary)) |\n"
        }
        for rule in RuleCatalog.all {
            text += "\n" + section(rule)
        }
        return text
    }

    /// One spec rule's section: its `RuleDocument` as markdown (the examples are complete spec
    /// files; the tests lint each one: passing ones pass, failing ones fail).
    static func section(_ rule: SpecRule) -> String {
        RuleDocumentMarkdown.render(RuleDocument(rule))
    }

    /// GitHub's heading anchor: lower case, punctuation other than `-` removed, spaces → `-`.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// A table cell: `|` would end the cell, a line break the row.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
