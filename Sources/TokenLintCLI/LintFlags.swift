import Accessibility
import ArgumentParser
import Foundation
import LintCache
import LintPipeline
import Reporting
import SpecLint

/// `tokenlint lint`'s flags, and the options of the run and of its output they make.
struct LintFlags: ParsableArguments {
    @Argument(help: "Spec files or folders (default: the config's include, else .).")
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Registry: *.resolver.json, *.tokens.json, or a folder of Figma variable exports (default: config, else built-in).", valueName: "file"))
    var tokens: String?

    @Option(name: .long, help: ArgumentHelp("Configuration file (default: the nearest .tokenlint.yml upward).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: "What goes to stdout: text, json, junit, sarif, github, html.")
    var format: ReportFormat = .text

    @Option(name: .long, help: ArgumentHelp("Also write a report file, e.g. junit=reports/junit.xml (repeatable).", valueName: "format=path"))
    var report: [String] = []

    @Option(name: .long, help: "Thresholds: apple-hig, wcag-aa, wcag-aaa, material. Given, it wins over the config's profile and overrides and over each spec's platform (default: the config's, else from the platform: Apple → apple-hig, android → material, web → wcag-aa).")
    var profile: Profile?

    @OptionGroup var contextOptions: ContextOptions

    @Flag(name: .long, help: "Warnings count as errors (exit 1, JUnit failures).")
    var strict = false

    @Option(name: .long, help: "Exit 1 when warnings exceed N.")
    var maxWarnings: Int?

    @Option(name: .long, help: "Parallel workers (default: all cores).")
    var jobs: Int?

    @Flag(name: .long, help: "Only errors in text output.")
    var quiet = false

    @Flag(name: .long, help: "Exit 0 when the paths hold no spec files (by default that is exit 2: a wrong path or glob would pass CI unnoticed).")
    var allowEmpty = false

    @Flag(name: .long, help: "Accept pre-2025.10 token values, each reported as a warning.")
    var legacyFormat = false

    @Option(name: .long, help: "JUnit shape: rich (file/line for GitHub and GitLab) or strict (validates against the Jenkins and Ant XSDs).")
    var junitProfile: JUnitProfile = .rich

    @Option(name: .long, help: ArgumentHelp("Known findings: those in this baseline are reported as suppressed and do not fail the run (default: the config's baseline:). See docs/baseline-and-cache.md.", valueName: "file"))
    var baseline: String?

    @Option(name: .long, help: ArgumentHelp("Record today's findings in a baseline file and exit 0 (2 on input errors).", valueName: "file"))
    var writeBaseline: String?

    @Option(name: .long, help: ArgumentHelp("Only these rules: ids or prefixes (contrast, contrast/text), repeatable or comma-separated.", valueName: "rule"))
    var select: [String] = []

    @Option(name: .long, help: ArgumentHelp("Not these rules: ids or prefixes, repeatable or comma-separated.", valueName: "rule"))
    var ignore: [String] = []

    @Flag(name: .long, help: "Lint every file again: neither read nor write the cache.")
    var noCache = false

    @Option(name: .long, help: ArgumentHelp("The cache folder (default: a folder per project in the user's cache directory, e.g. ~/.cache/tokenlint; none under CI=true).", valueName: "dir"))
    var cacheDir: String?

    @Option(name: .long, help: "JUnit testcases: all, or failures (the failing ones and one passing testcase per file). Default: all while the report fits GitLab's limits (30 MB, 500,000 testcases), else failures, with a warning.")
    var junitCases: JUnitCases?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more") }
        _ = try reportTargets()
        if noCache && cacheDir != nil { throw ValidationError("--no-cache and --cache-dir contradict each other; give one") }
        if cacheDir == "" { throw ValidationError("--cache-dir needs a folder; --no-cache turns the cache off") }
        if let baseline, let writeBaseline, baseline == writeBaseline {
            // Reading and rewriting one file in a run is allowed by neither SwiftLint nor here.
            throw ValidationError("--baseline and --write-baseline name the same file; --write-baseline alone records every finding")
        }
        _ = try ruleSelection()
    }

    func ruleSelection() throws -> RuleSelection {
        do {
            return try RuleSelection.parse(select: select, ignore: ignore)
        } catch {
            throw ValidationError(error.description)
        }
    }

    static func reportTarget(_ entry: String) throws -> (format: ReportFormat, path: String) {
        let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let format = ReportFormat(rawValue: parts[0]), !parts[1].isEmpty else {
            throw ValidationError("--report expects FORMAT=PATH with FORMAT one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), got '\(entry)'")
        }
        return (format, parts[1])
    }

    /// `--report FORMAT=PATH`, in order.
    func reportTargets() throws -> [(format: ReportFormat, path: String)] {
        try report.map(Self.reportTarget)
    }

    /// The run the flags ask for.
    func sessionOptions() throws -> LintSession.Options {
        LintSession.Options(
            paths: paths, registryPath: tokens, config: config.map { .file($0) } ?? .search, profile: profile,
            contexts: try contextOptions.pairs().map { (modifier: $0.0, context: $0.1) }, jobs: jobCount,
            legacyFormat: legacyFormat, allowEmpty: allowEmpty, strict: strict, maxWarnings: maxWarnings,
            toolVersion: TokenLintCommand.version,
            baseline: writeBaseline != nil ? .none : baseline.map { .file($0) } ?? .config,
            selection: try ruleSelection(),
            cacheFolder: noCache ? nil : cacheDir ?? LintCache.defaultFolder(
                environment: ProcessInfo.processInfo.environment, workingDirectory: FileManager.default.currentDirectoryPath))
    }

    /// What the run writes: stdout in `--format` (coloured on a terminal unless `NO_COLOR`),
    /// `targets` plain and whole.
    func request(targets: [(format: ReportFormat, path: String)]) -> ReportWriter.Request {
        let environment = ProcessInfo.processInfo.environment
        let colored = format == .text && Console.current.isTerminal && environment["NO_COLOR"] == nil
        let wantsGitHub = format == .github || targets.contains { $0.format == .github }
        return ReportWriter.Request(
            format: format,
            options: ReportOptions(strict: strict, junitProfile: junitProfile, color: colored, quiet: quiet, junitCases: junitCases),
            targets: targets,
            fileOptions: ReportOptions(strict: strict, junitProfile: junitProfile, color: false, quiet: false, junitCases: junitCases),
            writeBaseline: writeBaseline,
            stepSummary: wantsGitHub ? environment["GITHUB_STEP_SUMMARY"].flatMap { $0.isEmpty ? nil : $0 } : nil)
    }

    private var jobCount: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}
