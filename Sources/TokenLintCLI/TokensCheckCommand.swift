import ArgumentParser
import DesignTokens
import Diagnostics
import JSONSource
import SpecLint

struct TokensCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a registry: DTCG rules, resolver rules, every permutation, reduce-motion coverage.",
        discussion: "Its findings are its output: exit 1 on errors, 2 only if a file is unreadable or not JSON, or the config is invalid. The registry is --tokens, else the config's tokens:, else the built-in one."
    )

    @OptionGroup var registryOptions: RegistryOptions

    @Option(name: .long, help: "Output format.")
    var format: OutputFormat = .text

    func run() throws {
        let (registry, configuration) = try registryOptions.load()
        var check = RegistryCheck(registry: registry)
        check.findings = configuration.applyingRules(to: check.findings)
        switch format {
        case .text:
            for finding in check.findings { output(FindingOutput.line(finding)) }
            let name = registry.name.map { "\($0) (\(registry.path))" } ?? registry.path
            if check.couldNotLoad {
                output("Could not load \(name): \(check.errorCount) error\(check.errorCount == 1 ? "" : "s"), \(check.warningCount) warning\(check.warningCount == 1 ? "" : "s"); no permutation was resolved.")
                break
            }
            output("Checked \(name): \(check.tokenCount) token\(check.tokenCount == 1 ? "" : "s") in \(check.permutationCount) permutation\(check.permutationCount == 1 ? "" : "s"); "
                   + "\(check.errorCount) error\(check.errorCount == 1 ? "" : "s"), \(check.warningCount) warning\(check.warningCount == 1 ? "" : "s").")
        case .json:
            let count = { (severity: Severity) in Double(check.findings.filter { $0.severity == severity }.count) }
            let json: JSONValue = .object([
                ("tool", .object([("name", "tokenlint"), ("version", .string(TokenLintCommand.version))])),
                ("registry", .string(registry.path)),
                ("summary", .object([
                    ("permutations", .number(Double(check.permutationCount))), ("tokens", .number(Double(check.tokenCount))),
                    ("errors", .number(count(.error))), ("warnings", .number(count(.warning))),
                    ("needsReview", .number(count(.needsReview))), ("info", .number(count(.info))),
                ])),
                ("findings", .array(check.findings.map(FindingOutput.json))),
            ])
            Console.current.write(JSONWriter().string(json))
        }
        if check.hasInputErrors { throw CommandStatus(status: .inputError) }
        if check.errorCount > 0 { throw CommandStatus(status: .findings) }
    }
}
