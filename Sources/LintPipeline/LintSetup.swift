import Accessibility
import ContentHash
import DesignSpec
import DesignTokens
import Diagnostics
import Foundation
import LintBaseline
import LintCache
import SpecLint

/// The setup steps of `LintSession.init`, in pipeline order, each on its own.
extension LintSession {
    /// What the setup steps found so far: problems, each a report of its own in report order,
    /// lines for stderr, and the time each step took.
    struct SetupLog {
        var problem = false
        var reports: [FileReport] = []
        var messages: [String] = []
        var times = SetupTimes()
        var clock = Stopwatch()

        mutating func report(_ report: FileReport) {
            problem = true
            reports.append(report)
        }
    }

    /// The registry's modifiers the run lints in: the roles, and the `--context` choices.
    struct Contexts: Sendable {
        var roles: ContextRoles
        var fixed: [ContextChoice]
    }

    /// 1. The configuration (given, `--config`, or the nearest `.tokenlint.yml`), the command
    /// line's `--profile` and `--legacy-format` applied; its problems are a report.
    static func configuration(_ options: Options, log: inout SetupLog) -> (LoadedConfig, LintConfiguration) {
        let loaded: LoadedConfig
        switch options.config {
        case .search: loaded = LoadedConfig.load(explicit: nil, workingDirectory: options.workingDirectory)
        case .file(let path): loaded = LoadedConfig.load(explicit: path, workingDirectory: options.workingDirectory)
        case .loaded(let given): loaded = given
        }
        var configuration = loaded.configuration
        if let display = loaded.display {
            if let failure = loaded.failure {
                log.report(FileReport(path: display, inputError: failure))
            } else if !loaded.findings.isEmpty {
                log.report(findingsReport(path: display, subject: "config", loaded.findings))
            }
        }
        if let profile = options.profile { configuration.commandLineProfile = profile }
        if options.legacyFormat { configuration.legacyFormat = true }
        log.times.configuration = log.clock.lap()
        return (loaded, configuration)
    }

    /// 2. The registry (`--tokens`, else the config's, else built-in); with a cache folder,
    /// the digest of the files it was read from (a part of the cache's key).
    static func registry(at registryPath: String?, loaded: LoadedConfig, configuration: LintConfiguration, options: Options,
                         log: inout SetupLog) -> (Registry, SHA256Digest?) {
        let workingDirectory = options.workingDirectory
        let recorder = options.cacheFolder == nil || registryPath == nil ? nil
            : RecordingSourceProvider(DiskSourceProvider(workingDirectory: workingDirectory))
        let registry = loaded.loadRegistry(path: registryPath, legacyFormat: configuration.legacyFormat,
                                           workingDirectory: workingDirectory, provider: recorder)
        log.times.registry = log.clock.lap()
        return (registry, recorder?.digest)
    }

    /// The run's cache (with a cache folder), keyed by everything the results depend on
    /// besides each file's bytes: the registry's files, the config, the Swift context read
    /// (asset catalogs' color sets, the project index's summary).
    static func cache(loaded: LoadedConfig, configuration: LintConfiguration, options: Options, registryPath: String?,
                      registryDigest: SHA256Digest?, alongside: [(path: String, bytes: [UInt8])]) -> RunCache? {
        guard let folder = options.cacheFolder else { return nil }
        let context = CacheKeyContext(
            registry: registryDigest ?? CacheKeyContext.digest(of: []),
            configuration: RunCache.configurationDigest(loaded: loaded, options: options, configuration: configuration, registryPath: registryPath,
                                                        catalogs: alongside),
            profile: options.profile?.rawValue ?? "", toolBuild: options.toolVersion + "\n" + (options.build ?? ToolBuild.current))
        let store = LintCache(folder: SpecFiles.absolute(folder, in: options.workingDirectory))
        return RunCache(cache: store, context: context, entries: store.load(context))
    }

    /// The baseline file: `--baseline`, else the config's; its path to read and as shown.
    static func baselinePath(_ options: Options, configuration: LintConfiguration) -> (path: String, display: String)? {
        switch options.baseline {
        case .none: return nil
        case .file(let path): return (path, path)
        case .config:
            return configuration.baseline.map { path in
                let absolute = configuration.resolve(path)
                return (absolute, DiskSourceProvider.relative(absolute, to: options.workingDirectory))
            }
        }
    }

    /// The baseline, its entries selected as the run's findings are. One that cannot be used
    /// is an input error (exit 2) and the run goes on without it.
    static func baseline(at baselinePath: (path: String, display: String)?, options: Options, log: inout SetupLog) -> Baseline? {
        guard let baselinePath else { return nil }
        do {
            return try Baseline.read(path: baselinePath.path, workingDirectory: options.workingDirectory, display: baselinePath.display)
                .selecting(options.selection.isSelected)
        } catch {
            log.report(FileReport(path: baselinePath.display, inputError: Finding(
                rule: error.unreadable ? InputRule.unreadable.id : InputRule.invalidJSON.id, severity: .error,
                location: error.location, message: error.message)))
            return nil
        }
    }

    /// 3. The context roles (their problems are a report) and the `--context` choices, which
    /// must fit the registry (`Stop` otherwise). A registry that could not be loaded has none.
    static func contexts(registry: Registry, unusable: Bool, configuration: LintConfiguration, options: Options,
                         log: inout SetupLog) throws(Stop) -> Contexts {
        let (roles, roleFindings) = unusable ? ContextRoles.detect(in: [], overrides: .init(), configFile: nil)
            : ContextRoles.detect(in: registry.modifiers, overrides: configuration.roles, configFile: configuration.file)
        if !roleFindings.isEmpty {
            log.report(findingsReport(path: configuration.file ?? ".tokenlint.yml", subject: "contexts", roleFindings))
        }
        guard !options.contexts.isEmpty, !unusable else { return Contexts(roles: roles, fixed: []) }
        let pairs = options.contexts.map { ($0.modifier, $0.context) }
        switch registry.choice(for: pairs, allowMissing: true) {
        case .success(let choice):
            let named = Set(pairs.map { $0.0.lowercased() })
            return Contexts(roles: roles, fixed: choice.filter { named.contains($0.modifier.lowercased()) })
        case .failure(let error):
            throw Stop(message: error.description)
        }
    }

    /// The registry's own check, in the contexts the run lints (`--context`); one with more
    /// permutations than a check resolves, in those its rules read.
    static func registryReport(_ registry: Registry, contexts: Contexts, configuration: LintConfiguration, selection: RuleSelection,
                               log: inout SetupLog) -> FileReport {
        let roles = contexts.roles
        let lintModifiers = Set([roles.appearance, roles.increasedContrast?.modifier, roles.dynamicType, roles.motion?.modifier].compactMap { $0 })
        let check = RegistryCheck(registry: registry, fixing: contexts.fixed, lintModifiers: lintModifiers)
        if check.hasInputErrors { log.problem = true }
        var report = RegistryReport.fileReport(check, configuration: configuration, path: registry.path)
        selection.apply(to: &report)
        return report
    }

    /// The linter: built now (`built`), or, with a cache, by the first file the cache does not
    /// hold, if any (then not timed).
    static func linter(registry: Registry, contexts: Contexts, configuration: LintConfiguration, jobs: Int, built: Bool,
                       log: inout SetupLog) -> Once<Linter> {
        guard built else {
            return Once { Linter(space: EvaluationSpace(registry: registry, roles: contexts.roles, fixed: contexts.fixed), config: configuration, jobs: jobs) }
        }
        let space = EvaluationSpace(registry: registry, roles: contexts.roles, fixed: contexts.fixed)
        log.times.contexts = log.clock.lap()
        let linter = Once(Linter(space: space, config: configuration, jobs: jobs))
        log.times.linter = log.clock.lap()
        return linter
    }

    /// The paths the run searches: the paths given, else the config's `include:`, else the
    /// working directory; and the config's `exclude:`.
    static func searched(_ options: Options, configuration: LintConfiguration) -> (requested: [String], exclude: [String]) {
        let requested = options.paths.isEmpty
            ? (configuration.include.isEmpty ? ["."] : configuration.include.map(configuration.resolve))
            : options.paths
        return (requested, configuration.exclude.map(configuration.resolve))
    }

    /// 4. The files to lint, below `searched`, and those the Swift context's step reads
    /// (`alongside`). Paths that do not exist are reports; finding nothing is a problem unless
    /// `--allow-empty`.
    static func discover(_ options: Options, configuration: LintConfiguration, endings: [String], alongside: [String],
                         log: inout SetupLog) -> SpecFiles.Discovery {
        let workingDirectory = options.workingDirectory
        let (requested, exclude) = searched(options, configuration: configuration)
        let discovery = SpecFiles.discover(requested, endings: endings, alongside: alongside, exclude: exclude, workingDirectory: workingDirectory)
        for missing in discovery.missing { log.report(FileReport(path: missing.location?.file ?? "?", inputError: missing)) }
        if discovery.files.isEmpty && discovery.missing.isEmpty && !options.allowEmpty {
            // As ESLint and SwiftLint: nothing to lint is a mistake unless asked for.
            let searched = options.paths.isEmpty ? requested.map { DiskSourceProvider.relative($0, to: workingDirectory) } : options.paths
            log.messages.append("error: no spec files (*.spec.yaml, *.spec.yml, *.spec.json) found in \(searched.joined(separator: ", ")); pass --allow-empty if that is expected")
            log.problem = true
        }
        log.times.discovery = log.clock.lap()
        return discovery
    }

    // 5. The Swift context's step (asset catalogs, the project's declarations) is in
    // InputFormats.swift, beside the formats: both differ in a build with the SwiftSource trait.

    /// Findings not tied to a spec (config, contexts) as one report of checks at their positions.
    private static func findingsReport(path: String, subject: String, _ findings: [Finding]) -> FileReport {
        FileReport(path: path, checks: findings.map {
            Check(rule: $0.rule, subject: subject, location: $0.location ?? SourceLocation(file: path, line: 1, column: 1), outcome: .finding($0))
        })
    }
}
