import Accessibility
import ArgumentParser
import DesignSpec
import DesignTokens
import Diagnostics
import Foundation
import Reporting
import SpecLint

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint design spec files for accessibility: contrast, targets, Dynamic Type, motion.",
        discussion: """
            Lints *.spec.yaml, *.spec.yml and *.spec.json files (folders are searched) against the \
            registry, in every context each rule depends on. Exit codes: 0 no errors, 1 errors (or \
            --strict and warnings, or more warnings than --max-warnings), 2 bad arguments, \
            unreadable or unparseable input, invalid config or registry — everything that could \
            be linted still is, and every requested report is still written.
            """
    )

    @Argument(help: "Spec files or folders (default: the config's include, else .).")
    var paths: [String] = []

    @Option(name: .long, help: ArgumentHelp("Registry: *.resolver.json, *.tokens.json, or a folder of Figma variable exports (default: config, else built-in).", valueName: "file"))
    var tokens: String?

    @Option(name: .long, help: ArgumentHelp("Configuration file (default: the nearest .tokenlint.yml upward).", valueName: "file"))
    var config: String?

    @Option(name: .long, help: "What goes to stdout: text, json, junit, sarif, github.")
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

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more") }
        for entry in report { _ = try Self.reportTarget(entry) }
    }

    static func reportTarget(_ entry: String) throws -> (ReportFormat, String) {
        let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let format = ReportFormat(rawValue: parts[0]), !parts[1].isEmpty else {
            throw ValidationError("--report expects FORMAT=PATH with FORMAT one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), got '\(entry)'")
        }
        return (format, parts[1])
    }

    func run() throws {
        let started = Date()
        let workingDirectory = FileManager.default.currentDirectoryPath
        var inputProblem = false
        var extraReports: [FileReport] = []

        // Configuration (found as every command that reads a registry finds it)
        let loadedConfig = LoadedConfig.load(explicit: config, workingDirectory: workingDirectory)
        var configuration = loadedConfig.configuration
        if let display = loadedConfig.display {
            if let failure = loadedConfig.failure {
                inputProblem = true
                extraReports.append(FileReport(path: display, inputError: failure))
            } else if !loadedConfig.findings.isEmpty {
                inputProblem = true
                extraReports.append(FileReport(path: display, checks: loadedConfig.findings.map {
                    Check(rule: $0.rule, subject: "config", location: $0.location ?? SourceLocation(file: display, line: 1, column: 1), outcome: .finding($0))
                }))
            }
        }
        if let profile { configuration.commandLineProfile = profile }
        if legacyFormat { configuration.legacyFormat = true }

        // Registry
        let registryPath = loadedConfig.registryPath(tokens: tokens, workingDirectory: workingDirectory)
        let registry = loadedConfig.loadRegistry(path: registryPath, legacyFormat: configuration.legacyFormat, workingDirectory: workingDirectory)
        var registryReport: FileReport?
        if registryPath != nil {
            // Registry checks run before lint (rules.md); the built-in registry is checked by
            // tokenlint's own tests, so its check is skipped here.
            let check = RegistryCheck(registry: registry)
            if check.hasInputErrors { inputProblem = true }
            registryReport = RegistryReport.fileReport(check, configuration: configuration, path: registry.path)
        }
        // A registry that could not be loaded is reported first and nothing is judged against
        // what is left of it: every reference into a missing file would be a false finding.
        let registryUnusable = !registry.loadFailures.isEmpty

        // Contexts and roles
        let (roles, roleFindings) = registryUnusable ? ContextRoles.detect(in: [], overrides: .init(), configFile: nil)
            : ContextRoles.detect(in: registry.modifiers, overrides: configuration.roles, configFile: configuration.file)
        if !roleFindings.isEmpty {
            inputProblem = true
            extraReports.append(FileReport(path: configuration.file ?? ".tokenlint.yml", checks: roleFindings.map {
                Check(rule: $0.rule, subject: "contexts", location: $0.location ?? SourceLocation(file: configuration.file ?? ".tokenlint.yml", line: 1, column: 1), outcome: .finding($0))
            }))
        }
        var fixed: [ContextChoice] = []
        if !contextOptions.context.isEmpty, !registryUnusable {
            switch registry.choice(for: try contextOptions.pairs(), allowMissing: true) {
            case .success(let choice):
                let named = Set(try contextOptions.pairs().map { $0.0.lowercased() })
                fixed = choice.filter { named.contains($0.modifier.lowercased()) }
            case .failure(let error):
                errorOutput(error.description)
                throw CommandStatus(status: .inputError)
            }
        }
        let space = EvaluationSpace(registry: registry, roles: roles, fixed: fixed)

        // Files
        let requested = paths.isEmpty
            ? (configuration.include.isEmpty ? ["."] : configuration.include.map(configuration.resolve))
            : paths
        let discovery = SpecFiles.discover(requested, exclude: configuration.exclude.map(configuration.resolve), workingDirectory: workingDirectory)
        if !discovery.missing.isEmpty { inputProblem = true }
        if discovery.files.isEmpty && discovery.missing.isEmpty && !allowEmpty {
            // As ESLint and SwiftLint: nothing to lint is a mistake unless asked for.
            let searched = paths.isEmpty ? requested.map { DiskSourceProvider.relative($0, to: workingDirectory) } : paths
            errorOutput("error: no spec files (*.spec.yaml, *.spec.yml, *.spec.json) found in \(searched.joined(separator: ", ")); pass --allow-empty if that is expected")
            inputProblem = true
        }
        let linter = Linter(space: space, config: configuration)
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let reports = registryUnusable ? [] : linter.lint(files: discovery.files, jobs: jobs)
        ProcessLifetime.keep(linter)
        if reports.contains(where: { $0.inputError != nil }) { inputProblem = true }

        let lintReport = LintReport(
            toolVersion: TokenLintCommand.version,
            files: extraReports + discovery.missing.map { FileReport(path: $0.location?.file ?? "?", inputError: $0) } + reports,
            registry: registryReport,
            rules: RuleCatalog.descriptions,
            duration: Date().timeIntervalSince(started),
            timestamp: Self.timestamp(started),
            strict: strict,
            maxWarnings: maxWarnings
        )
        ProcessLifetime.keep(lintReport)  // 400,000 checks are not worth freeing just before exit

        // Output and reports: every requested report is written, whatever happened above. The
        // report files are written on a thread of their own while stdout gets its report
        // (independent work); with no report files, no thread is started.
        var targets = try report.map(Self.reportTarget)
        for (name, path) in configuration.reports {
            if let format = ReportFormat(rawValue: name) { targets.append((format, configuration.resolve(path))) }
        }
        let fileOptions = ReportOptions(strict: strict, junitProfile: junitProfile, color: false, quiet: false)
        let reportFiles = targets.isEmpty ? nil : BackgroundWork { [targets] in
            Reporters.write(lintReport, to: targets, options: fileOptions, jobs: jobs).map {
                "error: cannot write the \($0.format.rawValue) report to \($0.path): \($0.error)"
            }
        }
        let colored = format == .text && Console.current.isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        let options = ReportOptions(strict: strict, junitProfile: junitProfile, color: colored, quiet: quiet)
        do {
            try Console.current.writeStreamed { deliver in
                try Reporters.stream(lintReport, format: format, options: options, jobs: jobs, to: deliver)
            }
        } catch {
            errorOutput("error: cannot render the \(format.rawValue) report: \(error)")
            inputProblem = true
        }
        // Whatever stdout carries, the reasons for exit code 2 are also on stderr with their
        // positions (a JSON or JUnit stdout is for machines; the log is for people).
        if format != .text {
            for file in lintReport.allFiles {
                if let inputError = file.inputError { errorOutput(FindingOutput.line(inputError)) }
                // Looked up in place: copying every finding of a large run to find these took a tenth of a second.
                for check in file.checks where check.rule == "config/invalid" {
                    if let finding = check.finding { errorOutput(FindingOutput.line(finding)) }
                }
            }
        }
        if format == .github || targets.contains(where: { $0.0 == .github }),
           let summaryPath = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty {
            if let failure = Self.append(GitHubStepSummary.markdown(lintReport), to: summaryPath) {
                errorOutput(failure)
                inputProblem = true
            }
        }
        for failure in reportFiles?.wait() ?? [] {
            errorOutput(failure)
            inputProblem = true
        }

        // Exit code (product.md)
        if inputProblem { throw CommandStatus(status: .inputError) }
        let summary = lintReport.summary
        if summary.errors > 0 || lintReport.warningFailure(summary) != nil {
            throw CommandStatus(status: .findings)
        }
    }

    /// `2026-01-01T00:00:00`, no zone (the Ant XSD rejects one), in UTC.
    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }

    /// Appends `text` to the file at `path` (created if missing); nil, or why it failed.
    static func append(_ text: String, to path: String) -> String? {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return "error: cannot open $GITHUB_STEP_SUMMARY \(path): \(Descriptor.reason(errno))" }
        defer { close(fd) }
        let failure = Array(text.utf8).withUnsafeBytes { Descriptor.writeAll(fd, $0) }
        return failure.map { "error: cannot write $GITHUB_STEP_SUMMARY \(path): \(Descriptor.reason($0))" }
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension JUnitProfile: ExpressibleByArgument {}
