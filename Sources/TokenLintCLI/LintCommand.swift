import Accessibility
import ArgumentParser
import DesignSpec
import DesignTokens
import Diagnostics
import Foundation
import LintBaseline
import LintCache
import LintPipeline
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
        for entry in report { _ = try Self.reportTarget(entry) }
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

    static func reportTarget(_ entry: String) throws -> (ReportFormat, String) {
        let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let format = ReportFormat(rawValue: parts[0]), !parts[1].isEmpty else {
            throw ValidationError("--report expects FORMAT=PATH with FORMAT one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")), got '\(entry)'")
        }
        return (format, parts[1])
    }

    func run() throws {
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let contexts = try contextOptions.pairs().map { (modifier: $0.0, context: $0.1) }
        let selection = try ruleSelection()
        let session: LintSession
        do {
            let options = LintSession.Options(
                paths: paths, registryPath: tokens, config: config.map { .file($0) } ?? .search, profile: profile,
                contexts: contexts, jobs: jobs,
                legacyFormat: legacyFormat, allowEmpty: allowEmpty, strict: strict, maxWarnings: maxWarnings,
                toolVersion: TokenLintCommand.version,
                baseline: writeBaseline != nil ? .none : baseline.map { .file($0) } ?? .config,
                selection: selection,
                cacheFolder: noCache ? nil : cacheDir ?? LintCache.defaultFolder(
                    environment: ProcessInfo.processInfo.environment, workingDirectory: FileManager.default.currentDirectoryPath))
            session = try LintSession(options)
        } catch {
            errorOutput(error.message)
            throw CommandStatus(status: .inputError)
        }
        for message in session.messages { errorOutput(message) }
        ProcessLifetime.keep(session)

        // Output and reports: every requested report is written, whatever happened in the run.
        let configuration = session.configuration
        var targets = try report.map(Self.reportTarget)
        let configFolder = AtomicFile.realLocation(configuration.directory)
        for (name, path) in configuration.reports {
            guard let format = ReportFormat(rawValue: name) else { continue }
            // The config's text keeps its paths in its folder; links on the way must too.
            guard AtomicFile.isInside(AtomicFile.realLocation(configuration.resolve(path)), configFolder) else {
                errorOutput("error: reports.\(name) in \(PlainText.oneLine(configuration.file ?? ".tokenlint.yml", limit: 4096)) leads out of the config's folder through a symbolic link; nothing was written")
                throw CommandStatus(status: .inputError)
            }
            targets.append((format, configuration.resolve(path)))
        }
        let fileOptions = ReportOptions(strict: strict, junitProfile: junitProfile, color: false, quiet: false, junitCases: junitCases)
        let colored = format == .text && Console.current.isTerminal && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        let options = ReportOptions(strict: strict, junitProfile: junitProfile, color: colored, quiet: quiet, junitCases: junitCases)
        let reports = Reports(targets: targets, options: options, fileOptions: fileOptions, jobs: jobs)
        try RunInputs(session.inputFiles).refuse(outputs: targets.map(\.1) + (writeBaseline.map { [$0] } ?? []))

        // Streamed (memory stays bounded by the largest file), every format and
        // `--write-baseline` alike; the whole report is the rare fallback (`streamed`).
        let result = try streamed(session, reports) ?? whole(session, reports)

        if format != .text, let counts = result.baseline { errorOutput(counts.sentence) }
        // Exit code (README, "Usage"); recording a baseline accepts today's findings.
        let status: ExitStatus = result.inputProblem ? .inputError
            : result.status == .findings && writeBaseline == nil ? .findings : .success
        if status != .success { throw CommandStatus(status: status) }
    }

    /// What `run` writes besides stdout, and how.
    private struct Reports {
        var targets: [(ReportFormat, String)]
        var options: ReportOptions
        var fileOptions: ReportOptions
        var jobs: Int
    }

    /// What decides the exit code.
    private struct RunResult {
        var status: LintSession.Status
        var inputProblem: Bool
        var baseline: BaselineCounts?
    }

    /// A report cut to fit its CI's limits says so on stderr (the CI log).
    private static let notice: @Sendable (String) -> Void = { errorOutput($0) }

    /// The run streamed: each file's report goes to every report as it is linted and is then
    /// dropped. Nil when a finding came out of report order (the reports are then rendered
    /// from the whole report, linted again).
    private func streamed(_ session: LintSession, _ reports: Reports) throws -> RunResult? {
        let start = StreamedRunStart(registryFirst: session.registryReport != nil,
                                     preludeCount: (session.registryReport == nil ? 0 : 1) + session.setupReports.count,
                                     strict: strict, timestamp: session.timestamp, toolVersion: TokenLintCommand.version,
                                     rules: session.reportRules)
        let sinks: StreamedReports
        do {
            sinks = try StreamedReports(format: format, options: reports.options, targets: reports.targets.map { ($0.0, $0.1) },
                                        fileOptions: reports.fileOptions, start: start, notice: Self.notice,
                                        githubStepSummary: stepSummaryPath(reports) != nil,
                                        reportSpool: { try SpooledFileReports(encode: FileReportBytes.encode, decode: FileReportBytes.decode) })
        } catch {
            errorOutput("error: cannot stream the reports: \(error)")
            return nil
        }
        var inputLines: [String] = []
        // `--write-baseline`'s entries are kept in memory until the end: one per finding
        // recorded (about 100 bytes: path, rule, component, fingerprint, message), not per
        // check, so far below the reports the run streams.
        let baselinePaths = writeBaseline.map { BaselinePaths(baselineFile: $0, workingDirectory: FileManager.default.currentDirectoryPath) }
        var baselineEntries: [Baseline.Entry] = []
        let outcome: LintSession.StreamOutcome
        do {
            outcome = try session.stream { (file: FileReport) throws in
                sinks.file(file)
                if format != .text { inputLines += Self.inputProblemLines(file) }
                if let baselinePaths { baselineEntries += Baseline.entries(of: file, paths: baselinePaths) }
            }
        } catch {
            return nil
        }
        var inputProblem = outcome.status == .inputError
        for warning in outcome.warnings { errorOutput(warning) }
        if let writeBaseline, let baselinePaths {
            let recorded = Baseline(entries: baselineEntries, paths: baselinePaths)
            baselineEntries = []  // `recorded` holds them sorted
            inputProblem = !record(recorded, to: writeBaseline) || inputProblem
        }
        let run = StreamedRun(header: outcome.header, summary: outcome.summary, fileCount: outcome.fileCount)

        let written = sinks.writeFiles(run)
        var whole: LintReport?
        func wholeReport() -> LintReport {
            if let whole { return whole }
            let report = session.run().report
            ProcessLifetime.keep(report)
            whole = report
            return report
        }
        var failures = written.failures
        if !written.needWholeReport.isEmpty {
            failures += Reporters.write(wholeReport(), to: written.needWholeReport, options: reports.fileOptions,
                                        jobs: reports.jobs, notice: Self.notice)
        }
        let summaryLine = format == .text ? outcome.baseline.map { TextReporter.summary(run.header, run.summary, files: run.fileCount) + " " + $0.sentence } : nil
        do {
            try Console.current.writeStreamed { deliver in
                do {
                    try sinks.writeStdout(run, summaryLine: summaryLine, to: deliver)
                } catch is NeedsWholeReport {
                    try Reporters.stream(wholeReport(), format: format, options: reports.options, jobs: reports.jobs, notice: Self.notice, to: deliver)
                }
            }
        } catch {
            errorOutput("error: cannot render the \(format.rawValue) report: \(error)")
            inputProblem = true
        }
        for line in inputLines { errorOutput(line) }
        if let summaryPath = stepSummaryPath(reports), let markdown = sinks.stepSummary(run) {
            if let failure = Self.append(markdown, to: summaryPath) {
                errorOutput(failure)
                inputProblem = true
            }
        }
        for failure in failures {
            errorOutput("error: cannot write the \(failure.format.rawValue) report to \(PlainText.oneLine(failure.path, limit: 4096)): \(failure.error)")
            inputProblem = true
        }
        return RunResult(status: outcome.status, inputProblem: inputProblem, baseline: outcome.baseline)
    }

    /// `$GITHUB_STEP_SUMMARY`, when a GitHub report is asked for and it is set.
    private func stepSummaryPath(_ reports: Reports) -> String? {
        guard format == .github || reports.targets.contains(where: { $0.0 == .github }),
              let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return nil }
        return path
    }

    /// Whatever stdout carries, the reasons for exit code 2 are also on stderr with their
    /// positions (a JSON or JUnit stdout is for machines; the log is for people).
    private static func inputProblemLines(_ file: FileReport) -> [String] {
        var lines: [String] = []
        if let inputError = file.inputError { lines.append(TextReporter.line(inputError, reportedIn: file.path)) }
        // Looked up in place: copying every finding of a large run to find these took a tenth of a second.
        for check in file.checks where check.rule == "config/invalid" {
            if let finding = check.finding { lines.append(TextReporter.line(finding, reportedIn: file.path)) }
        }
        return lines
    }

    /// `--write-baseline`: writes `baseline` to `path` and says so on stderr; false if it cannot.
    private func record(_ baseline: Baseline, to path: String) -> Bool {
        do {
            try baseline.write(to: path)
            errorOutput("wrote \(baseline.entries.count) finding\(baseline.entries.count == 1 ? "" : "s") to the baseline \(path)")
            return true
        } catch {
            errorOutput("error: cannot write the baseline to \(path): \(error)")
            return false
        }
    }

    /// The run with the whole report assembled: the fallback when a streamed report cannot be
    /// written from what it kept (a finding out of report order).
    private func whole(_ session: LintSession, _ reports: Reports) throws -> RunResult {
        let outcome = session.run()
        let lintReport = outcome.report
        ProcessLifetime.keep(lintReport)  // 400,000 checks are not worth freeing just before exit
        var inputProblem = outcome.status == .inputError
        for warning in outcome.warnings { errorOutput(warning) }
        if let writeBaseline {
            let paths = BaselinePaths(baselineFile: writeBaseline, workingDirectory: FileManager.default.currentDirectoryPath)
            inputProblem = !record(Baseline(report: lintReport, paths: paths), to: writeBaseline) || inputProblem
        }

        // The report files are written on a thread of their own while stdout gets its report
        // (independent work); with no report files, no thread is started.
        let targets = reports.targets, fileOptions = reports.fileOptions, jobs = reports.jobs, options = reports.options
        let reportFiles = targets.isEmpty ? nil : BackgroundWork { [targets] in
            Reporters.write(lintReport, to: targets, options: fileOptions, jobs: jobs, notice: Self.notice).map {
                "error: cannot write the \($0.format.rawValue) report to \(PlainText.oneLine($0.path, limit: 4096)): \($0.error)"
            }
        }
        do {
            try Console.current.writeStreamed { deliver in
                if format == .text, let counts = outcome.baseline {
                    let summary = TextReporter.summary(lintReport) + " " + counts.sentence
                    try Reporters.stream(lintReport, with: TextReporter(options: options, jobs: jobs, summaryLine: summary), to: deliver)
                } else {
                    try Reporters.stream(lintReport, format: format, options: options, jobs: jobs, notice: Self.notice, to: deliver)
                }
            }
        } catch {
            errorOutput("error: cannot render the \(format.rawValue) report: \(error)")
            inputProblem = true
        }
        if format != .text {
            for file in lintReport.allFiles {
                for line in Self.inputProblemLines(file) { errorOutput(line) }
            }
        }
        if let summaryPath = stepSummaryPath(reports) {
            if let failure = Self.append(GitHubStepSummary.markdown(lintReport), to: summaryPath) {
                errorOutput(failure)
                inputProblem = true
            }
        }
        for failure in reportFiles?.wait() ?? [] {
            errorOutput(failure)
            inputProblem = true
        }
        return RunResult(status: outcome.status, inputProblem: inputProblem, baseline: outcome.baseline)
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
extension JUnitCases: ExpressibleByArgument {}
