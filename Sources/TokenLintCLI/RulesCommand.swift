import ArgumentParser
import DesignTokens
import Diagnostics
import FigmaInput
import SpecLint

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or explain one: rationale, thresholds, source, options, examples."
    )

    @Argument(help: "A rule id, e.g. contrast/text.")
    var rule: String?

    @Option(help: ArgumentHelp("text, markdown (the rules reference page: docs/rules.md is `tokenlint rules --format markdown`), or json.", valueName: "format"))
    var format: RulesFormat = .text

    func run() throws {
        if format == .markdown, rule == nil {
            output(RulesMarkdown.page())
            return
        }
        if format == .json, rule == nil {
            output(RuleDocumentJSON.render(RuleDocument.all))
            return
        }
        guard let id = rule else {
            let width = RuleCatalog.descriptions.map(\.id.count).max() ?? 20
            output("Spec rules (tokenlint lint):")
            for rule in RuleCatalog.all {
                output("  \(rule.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(rule.description.defaultSetting.padding(toLength: 7, withPad: " ", startingAt: 0))  \(rule.description.summary)")
            }
            output("")
            for (title, entries) in [("Registry checks (tokenlint tokens check, also run before lint):", CatalogEntry.registryChecks),
                                     ("Figma input notes (tokenlint lint on *.figma.json):", CatalogEntry.figmaNotes),
                                     ("Input and configuration errors (any command; not configurable):", CatalogEntry.inputErrors)] {
                output(title)
                for entry in entries {
                    output("  \(entry.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.summary)")
                }
                output("")
            }
            output("`tokenlint rules RULE` explains one. Configure them under `rules:` in .tokenlint.yml.")
            return
        }
        guard let ruleID = RuleID(id), let document = RuleDocument(id: ruleID) else {
            let known = RuleDocument.all.map(\.id.rawValue)
            errorOutput("error: unknown rule '\(id)'\(DidYouMean.hint(for: id, among: known)); `tokenlint rules` lists them")
            throw CommandStatus(status: .inputError)
        }
        switch format {
        case .markdown: output(RuleDocumentMarkdown.render(document))
        case .json: output(RuleDocumentJSON.render([document]))
        case .text: output(RuleDocumentText.render(document))
        }
    }
}

enum RulesFormat: String, ExpressibleByArgument, CaseIterable {
    case text, markdown, json
}
