import ArgumentParser
import DesignTokens
import Diagnostics
import Foundation
import LintPipeline
import Reporting
import SpecLint

struct TokensCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a registry: DTCG rules, resolver rules, every permutation, reduce-motion coverage.",
        discussion: "Its findings are its output, in the formats of `lint` with the registry as the file: exit 1 on errors, 2 only if a file is unreadable or not JSON, or the config is invalid. The registry is --tokens, else the config's tokens:, else the built-in one."
    )

    @OptionGroup var registryOptions: RegistryOptions
    @OptionGroup var contextOptions: ContextOptions

    @Option(name: .long, help: "Output format: text, json, junit, sarif, github, html (as lint's).")
    var format: ReportFormat = .text

    func run() throws {
        let started = Date()
        let (registry, configuration) = try registryOptions.load()
        let check = RegistryCheck(registry: registry, fixing: try contextOptions.fixed(in: registry))
        // The report `lint` makes of a registry, info findings kept: here they are the output.
        let file = RegistryReport.fileReport(check, configuration: configuration, path: registry.path, keepingInfo: true)
        let report = LintReport(toolVersion: TokenLintCommand.version, files: [file], rules: RuleCatalog.descriptions,
                                duration: Date().timeIntervalSince(started), timestamp: LintSession.timestamp(started))
        let options = ReportOptions(color: format == .text && Console.current.isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)
        let reporter: any Reporter
        switch format {
        case .text: reporter = TextReporter(options: options, summaryLine: Self.summaryLine(check, registry: registry, report.summary))
        case .json:
            reporter = JSONReporter(options: options, members: [("registry", registry.path)], summaryAdditions: [
                ("permutations", check.permutationCount), ("tokens", check.tokenCount), ("info", report.summary.info),
            ])
        default: reporter = Reporters.reporter(for: format, options: options)
        }
        try Console.current.writeStreamed { deliver in try Reporters.stream(report, with: reporter, to: deliver) }
        if check.hasInputErrors { throw CommandStatus(status: .inputError) }
        if report.summary.errors > 0 { throw CommandStatus(status: .findings) }
    }

    /// `Checked NAME (PATH): 120 tokens in 96 permutations; 0 errors, 2 warnings.`, or what
    /// could not be loaded.
    static func summaryLine(_ check: RegistryCheck, registry: Registry, _ summary: LintReport.Summary) -> String {
        let name = registry.name.map { "\($0) (\(registry.path))" } ?? registry.path
        let counts = "\(plural(summary.errors, "error")), \(plural(summary.warnings, "warning"))"
        if check.couldNotLoad { return "Could not load \(name): \(counts); no permutation was resolved." }
        return "Checked \(name): \(plural(check.tokenCount, "token")) in \(plural(check.permutationCount, "permutation")); \(counts)."
    }

    private static func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
}
