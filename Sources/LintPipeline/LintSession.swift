import Accessibility
import ContentHash
import DesignSpec
import DesignTokens
import Diagnostics
import Foundation
import LintBaseline
import LintCache
import SpecLint

/// One lint run as a library call (swift-format's model: the pipeline is a type, the command
/// line a thin layer over it). `tokenlint lint` and `tokenlint-bench run` both use it, so what
/// the benchmark measures is what users run.
///
/// The pipeline, in order (registry checks run before lint):
/// 1. configuration (given, or `--config`, or the nearest `.tokenlint.yml`), with its problems;
/// 2. the registry (`--tokens`, else the config's, else built-in) and its check;
/// 3. context roles and the `--context` choices;
/// 4. file discovery;
/// 5. linting every file (`run`), each file's report handed on in order;
/// 6. the `LintReport` every reporter renders, and the run's outcome (exit status).
///
/// Steps 1–4 happen once, in `init`; `run` may be called again (the benchmark times it alone).
/// Rendering and writing the reports is `ReportWriter`'s (the caller picks formats and destinations).
public struct LintSession: Sendable {
    /// What a run is asked to do: `tokenlint lint`'s flags, as values.
    public struct Options: Sendable {
        /// Where the configuration comes from.
        public enum ConfigSource: Sendable {
            /// The nearest `.tokenlint.yml` upward from the working directory, else the defaults.
            case search
            /// `--config FILE` (relative to the working directory).
            case file(String)
            /// A configuration already loaded (or built: the benchmark's defaults).
            case loaded(LoadedConfig)
        }

        /// Spec files or folders; empty: the config's `include:`, else the working directory.
        public var paths: [String]
        /// `--tokens FILE`; nil: the config's `tokens:`, else the built-in registry.
        public var registryPath: String?
        public var config: ConfigSource
        /// `--profile`: wins over the config's profile and overrides and each spec's platform.
        public var profile: Profile?
        /// `--context MODIFIER=CONTEXT` pairs (already checked for form by the caller).
        public var contexts: [(modifier: String, context: String)]
        /// Parallel workers for linting (and for the caller's rendering).
        public var jobs: Int
        public var legacyFormat: Bool
        /// No spec files found is fine (otherwise exit 2: a wrong path would pass CI unnoticed).
        public var allowEmpty: Bool
        public var strict: Bool
        public var maxWarnings: Int?
        /// What relative paths are relative to, and what reports show paths relative to.
        public var workingDirectory: String
        /// The `tool.version` reports carry (and, with the build, a part of every cache key).
        public var toolVersion: String
        /// Which baseline applies (`--baseline`, the config's `baseline:`, or none).
        public var baseline: BaselineSource
        /// `--select` / `--ignore`.
        public var selection: RuleSelection
        /// The cache folder (relative to the working directory); nil: no cache (`--no-cache`,
        /// or `CI=true` without `--cache-dir`: `LintCache.defaultFolder`).
        public var cacheFolder: String?
        /// Names the build beside `toolVersion` in cache keys; nil: the running executable's
        /// (`ToolBuild.current`, read only when a cache is used).
        public var build: String?

        public enum BaselineSource: Sendable {
            /// The config's `baseline:`, if it has one.
            case config
            /// `--baseline FILE` (relative to the working directory).
            case file(String)
            /// None, whatever the config says (`--write-baseline` records every finding).
            case none
        }

        public init(paths: [String] = [], registryPath: String? = nil, config: ConfigSource = .search,
                    profile: Profile? = nil, contexts: [(modifier: String, context: String)] = [],
                    jobs: Int = ProcessInfo.processInfo.activeProcessorCount, legacyFormat: Bool = false,
                    allowEmpty: Bool = false, strict: Bool = false, maxWarnings: Int? = nil,
                    workingDirectory: String = FileManager.default.currentDirectoryPath, toolVersion: String,
                    baseline: BaselineSource = .config, selection: RuleSelection = .all, cacheFolder: String? = nil) {
            self.paths = paths
            self.registryPath = registryPath
            self.config = config
            self.profile = profile
            self.contexts = contexts
            self.jobs = jobs
            self.legacyFormat = legacyFormat
            self.allowEmpty = allowEmpty
            self.strict = strict
            self.maxWarnings = maxWarnings
            self.workingDirectory = workingDirectory
            self.toolVersion = toolVersion
            self.baseline = baseline
            self.selection = selection
            self.cacheFolder = cacheFolder
        }
    }

    /// A run that cannot start: the `--context` choices do not fit the registry. Nothing is
    /// linted and no report is written (the message says which choice is wrong); exit 2.
    public struct Stop: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// How long each setup step took (the benchmark prints them).
    public struct SetupTimes: Sendable {
        public var configuration = 0.0, registry = 0.0, registryCheck = 0.0, contexts = 0.0, linter = 0.0, discovery = 0.0
        public var total: Double { configuration + registry + registryCheck + contexts + linter + discovery }
    }

    public let options: Options
    /// The configuration the run uses (the CLI reads its `reports:` from it).
    public let configuration: LintConfiguration
    public let registry: Registry
    /// Built when first used: with a cache, a run whose files are all unchanged never builds it
    /// (resolving the registry's permutations is most of a small run's start-up).
    public var linter: Linter { lazyLinter.value }
    private let lazyLinter: Once<Linter>
    /// The formats the run reads, each file in the one its name (or content) picks.
    public let formats: InputFormats
    /// The files to lint: display path (relative to the working directory) and path to read.
    public let files: [(display: String, path: String)]
    /// The registry's own check, when a registry file was given (the built-in one is checked
    /// by tokenlint's tests instead).
    public let registryReport: FileReport?
    /// Problems found before linting, as reports of their own, in report order: the config's,
    /// the context roles', then paths that do not exist.
    public let setupReports: [FileReport]
    /// Lines for stderr that no report carries (e.g. "no spec files found").
    public let messages: [String]
    public let setupTimes: SetupTimes
    /// A registry that could not be loaded is reported and nothing is judged against what is
    /// left of it: every reference into a missing file would be a false finding.
    public let registryUnusable: Bool
    /// The known findings; nil when the run has no baseline (or it could not be read: then it
    /// is an input error among `setupReports`).
    public let baseline: Baseline?
    public let selection: RuleSelection
    /// Every file the run reads (spec files, the config, the registry's files, the baseline),
    /// absolute: the outputs the caller writes must not be any of them (`RunInputs`).
    public let inputFiles: [String]
    /// nil: no cache.
    let cache: RunCache?
    private let setupProblem: Bool
    private let started: Date

    /// When the run started, as reports show it (`LintReport.timestamp`).
    public var timestamp: String { Self.timestamp(started) }

    public init(_ options: Options) throws(Stop) {
        started = Date()
        self.options = options
        var log = SetupLog()
        let (loaded, configuration) = Self.configuration(options, log: &log)
        let registryPath = loaded.registryPath(tokens: options.registryPath, workingDirectory: options.workingDirectory)
        let registryDigest: SHA256Digest?
        (registry, registryDigest) = Self.registry(at: registryPath, loaded: loaded, configuration: configuration, options: options, log: &log)
        let baselinePath = Self.baselinePath(options, configuration: configuration)
        baseline = Self.baseline(at: baselinePath, options: options, log: &log)
        selection = options.selection
        registryUnusable = !registry.loadFailures.isEmpty
        let contexts = try Self.contexts(registry: registry, unusable: registryUnusable, configuration: configuration,
                                         options: options, log: &log)
        registryReport = registryPath == nil ? nil
            : Self.registryReport(registry, contexts: contexts, configuration: configuration, selection: options.selection, log: &log)
        log.times.registryCheck = log.clock.lap()
        lazyLinter = Self.linter(registry: registry, contexts: contexts, configuration: configuration, jobs: options.jobs,
                                 built: options.cacheFolder == nil, log: &log)
        var formats = InputFormats.lint(configuration, jobs: options.jobs)
        let found = Self.discover(options, configuration: configuration, endings: formats.endings, alongside: SwiftContext.endings, log: &log)
        files = found.files
        let swift = Self.swiftContext(for: files, colorSets: found.alongside, formats: &formats, options: options,
                                     configuration: configuration, log: &log)
        self.formats = formats
        cache = Self.cache(loaded: loaded, configuration: configuration, options: options, registryPath: registryPath,
                           registryDigest: registryDigest, alongside: swift.keyed)
        self.configuration = configuration
        inputFiles = files.map(\.path) + swift.files.map(\.path) + registry.files
            + ([loaded.display, baselinePath?.path].compactMap { $0 }.map { SpecFiles.absolute($0, in: options.workingDirectory) })
        setupReports = log.reports
        messages = log.messages
        setupProblem = log.problem
        setupTimes = log.times
    }

    /// What a run produced: the report every format renders and why it exits as it does.
    public struct Outcome: Sendable {
        public var report: LintReport
        /// Exit status from what the pipeline found (README, "Usage": exit codes); the caller
        /// raises it to `.inputError` when it cannot write a report.
        public var status: Status
        /// What the baseline matched; nil without a baseline.
        public var baseline: BaselineCounts?
        /// Lines for stderr (a cache that cannot be written).
        public var warnings: [String]
        /// Files whose result came from the cache (not linted).
        public var cacheHits: Int
    }

    /// Exit codes, the same for every command (README, "Usage").
    public enum Status: Int32, Sendable, Comparable {
        case ok = 0
        /// Error findings, or warnings that fail the run (`--strict`, `--max-warnings`).
        case findings = 1
        /// Unreadable or unparseable input, an invalid config or registry.
        case inputError = 2

        public static func < (l: Status, r: Status) -> Bool { l.rawValue < r.rawValue }
    }

    /// A streamed run's result: what it counted, not its reports.
    public struct StreamOutcome: Sendable {
        /// The run as the reports' headers show it: tool, rules, time, `--strict`; no files.
        public var header: LintReport
        /// The counts `LintReport.summary` would give for the whole report.
        public var summary: LintReport.Summary
        /// Reports handed on, the registry's included (`LintReport.allFiles.count`).
        public var fileCount: Int
        public var status: Status
        public var baseline: BaselineCounts?
        public var warnings: [String]
        public var cacheHits: Int
    }

    /// What the file reports done ahead of the one being handed on may hold, per job, in checks
    /// and findings (`weight`): about sixteen reports of a spec file with five hundred checks,
    /// so memory holds a handful of large reports, not the run's, and thousands of Swift
    /// files' (a few checks each), so the other workers go on while one reads a megabyte of
    /// generated code.
    public static let windowPerJob = 8_192

    /// What a file report holds, as `windowPerJob` counts it.
    static func weight(_ result: FileResult) -> Int { 1 + result.report.checks.count + result.report.findings.count }

    /// The rules every report of the run lists (`StreamOutcome.header.rules`), known before
    /// the first file: a streamed SARIF report numbers its results by them.
    public var reportRules: [RuleDescription] { RuleCatalog.descriptions }

    /// Lints every file and hands each report on once, in report order (`LintReport.allFiles`:
    /// the registry's, the setup reports, then every spec file's after the cache, the
    /// selection and the baseline), then drops it; at the end writes the cache file of the
    /// results used (a file the run stopped before is not written). Files are linted on `jobs` threads, with
    /// reports weighing at most `window` (`weight`) done ahead of the one handed on, so memory
    /// holds a window of reports, never the run (reports are streamed per file in order).
    public func stream<Failure: Error>(jobs: Int? = nil, window: Int? = nil,
                                       each: (FileReport) throws(Failure) -> Void) throws(Failure) -> StreamOutcome {
        let jobs = jobs ?? options.jobs
        var inputProblem = setupProblem
        var baseline = self.baseline
        var summary = LintReport.Summary()
        var fileCount = 0
        if let report = registryReport {
            let marked = Self.applying(&baseline, to: report)
            summary.add(marked)
            fileCount += 1
            try each(marked)
        }
        for report in setupReports {
            summary.add(report)
            summary.files += 1
            fileCount += 1
            try each(report)
        }
        var cacheHits = 0
        let nextCache = cache.map { LintCache.Writer(cache: $0.cache, context: $0.context) }
        let files = registryUnusable ? [] : self.files
        try OrderedWindow.run(count: files.count, jobs: jobs, window: window ?? max(1, jobs) * Self.windowPerJob,
                                weight: Self.weight) { [self] index in
            fileReport(display: files[index].display, path: files[index].path)
        } consume: { (_, result: FileResult) throws(Failure) in
            if result.cached { cacheHits += 1 }
            if let entry = result.entry { nextCache?.add(entry.key, entry.payload) }
            if result.report.inputError != nil { inputProblem = true }
            let report = Self.applying(&baseline, to: result.report)
            summary.add(report)
            summary.files += 1
            fileCount += 1
            try each(report)
        }
        var warnings: [String] = []
        do {
            // Every file found and no other entry held: the file on disk is the one to write.
            if cacheHits != files.count || cacheHits != cache?.entries.count { try nextCache?.finish() }
        } catch {
            // The results are right; only the next run is slower.
            warnings.append("warning: cannot write the cache in \(DiskSourceProvider.relative(cache?.cache.folder ?? "", to: options.workingDirectory)): \(error.message); results are not cached (--no-cache turns the cache off)")
        }
        let header = LintReport(
            toolVersion: options.toolVersion,
            files: [],
            rules: reportRules,
            duration: Date().timeIntervalSince(started),
            timestamp: Self.timestamp(started),
            strict: options.strict,
            maxWarnings: options.maxWarnings
        )
        let failing = summary.errors > 0 || header.warningFailure(summary) != nil
        return StreamOutcome(header: header, summary: summary, fileCount: fileCount,
                             status: inputProblem ? .inputError : failing ? .findings : .ok,
                             baseline: baseline.map { BaselineCounts(baselined: $0.baselinedCount, fixed: $0.fixedCount) },
                             warnings: warnings, cacheHits: cacheHits)
    }

    /// Lints every file and assembles the run's report (`stream`, collected: for library
    /// users and tests; the CLI streams). `eachFile` receives each spec file's report once, in
    /// report order, as it is linted. The setup reports and the registry's are not passed to
    /// it (see `setupReports`, `registryReport`).
    /// - Parameter jobs: workers (default: the options'); the result is the same for any value.
    public func run(jobs: Int? = nil, eachFile: (FileReport) -> Void = { _ in }) -> Outcome {
        var registry: FileReport?
        var files: [FileReport] = []
        let hasRegistry = registryReport != nil
        let prelude = (hasRegistry ? 1 : 0) + setupReports.count
        var index = 0
        let streamed = stream(jobs: jobs) { (report: FileReport) in
            defer { index += 1 }
            if index == 0 && hasRegistry { return registry = report }
            if index >= prelude { eachFile(report) }
            files.append(report)
        }
        var report = streamed.header
        report.files = files
        report.registry = registry
        return Outcome(report: report, status: streamed.status, baseline: streamed.baseline,
                       warnings: streamed.warnings, cacheHits: streamed.cacheHits)
    }

    /// The baseline's stage: `report` with the findings `baseline` holds marked (in report order).
    static func applying(_ baseline: inout Baseline?, to report: FileReport) -> FileReport {
        guard baseline != nil else { return report }
        var report = report
        baseline?.apply(to: &report)
        return report
    }

    /// `2026-01-01T00:00:00`, no zone (the Ant XSD rejects one), in UTC.
    public static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }
}

/// A value made at most once, by whichever thread first asks for it (the others wait for it).
final class Once<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `state` is only touched while holding `lock`.
    private enum State {
        case made(Value)
        case pending(@Sendable () -> Value)
    }

    private let lock = NSLock()
    private var state: State

    init(_ make: @escaping @Sendable () -> Value) { state = .pending(make) }

    init(_ value: Value) { state = .made(value) }

    var value: Value {
        lock.lock(); defer { lock.unlock() }
        switch state {
        case .made(let value):
            return value
        case .pending(let make):
            let value = make()
            state = .made(value)
            return value
        }
    }
}

/// Seconds between laps (monotonic).
struct Stopwatch {
    private var last = DispatchTime.now().uptimeNanoseconds

    mutating func lap() -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        defer { last = now }
        return Double(now - last) / 1e9
    }
}
