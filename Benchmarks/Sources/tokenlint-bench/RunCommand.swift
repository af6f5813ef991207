import ArgumentParser
import DesignSpec
import DesignTokens
import Diagnostics
import Foundation
import JSONSource
import LintPipeline
import Reporting
import SpecLint

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Lint a corpus the way `tokenlint lint` does and report time, throughput, memory and the JSON-parse floor.",
        discussion: """
            Sets up the CLI's own pipeline (LintSession: built-in registry, evaluation space, linter, \
            discovery) once, then lints the whole corpus with LintSession.run() --repeat times, each time writing the JSON \
            and JUnit reports to a temporary folder. Afterwards (not counted in the lint times): \
            the time split per phase (serial, one job), the numbers per format (YAML and JSON), the \
            JSON-parse floor for the same bytes (JSONSource.JSONParser and Foundation's \
            JSONSerialization; YAML files are converted to JSON once and the JSON is timed), and a \
            determinism check (reports with --jobs 1 and with the default jobs must be identical). \
            The tokenlint binary (--binary) is also timed end to end on the corpus, as a CI step \
            runs it (GitHub annotations on stdout, the JUnit report to a file); the targets are \
            judged on that when it is there.
            """
    )

    @Option(help: ArgumentHelp("Corpus folder (from `generate`).", valueName: "dir"))
    var corpus: String = Corpus.defaultDirectory

    @Option(help: "Parallel workers (default: all cores, as the CLI).")
    var jobs: Int?

    @Option(help: "Timed runs; best and median are reported.")
    var `repeat` = 3

    @Flag(help: "Only the timed runs (no split, per-format numbers, floor or determinism check).")
    var quick = false

    @Option(help: ArgumentHelp("The tokenlint binary (release build) timed end to end; skipped when absent (default: the one beside this executable).", valueName: "path"))
    var binary = Corpus.besideThisExecutable("tokenlint")

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        guard `repeat` >= 1 else { throw ValidationError("--repeat must be at least 1") }
    }

    func run() throws {
        let directory = Corpus.absolute(corpus)
        guard FileManager.default.fileExists(atPath: directory) else {
            throw ValidationError("no corpus at \(directory); run `tokenlint-bench generate --output \(directory)` first")
        }
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let reportFolder = (NSTemporaryDirectory() as NSString).appendingPathComponent("tokenlint-bench-reports-\(getpid())")
        try FileManager.default.createDirectory(atPath: reportFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: reportFolder) }

        print("tokenlint-bench run — \(directory)")
        if let manifest = try? String(contentsOfFile: (directory as NSString).appendingPathComponent(Corpus.markerName), encoding: .utf8) {
            let compact = manifest.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            print(Format.row("manifest", compact))
        }
        let rssAtStart = Memory.currentResidentBytes()
        print(Format.row("machine", "\(ProcessInfo.processInfo.activeProcessorCount) cores; load average \(Self.loadAverage()) (other work on the machine skews timings)"))

        // The CLI end to end, as a CI step runs it: process start, registry, discovery, lint,
        // GitHub annotations on stdout and the JUnit report written (atomically) to a file. Run
        // first: a spawned child's peak RSS (ru_maxrss) counts this process's RSS at the spawn
        // (the child shares its memory until exec), which is small only now.
        let cli = try cliRun(corpus: directory, jobs: jobs, reportFolder: reportFolder)

        // Setup, once: the CLI's own pipeline (`LintSession`: configuration, registry, roles,
        // space, linter, discovery), with the defaults for configuration as the corpus has none.
        let session = try LintSession(LintSession.Options(
            paths: [directory], config: .loaded(LoadedConfig(configuration: LintConfiguration(directory: directory))),
            jobs: jobs, workingDirectory: directory, toolVersion: "bench"))
        guard !session.files.isEmpty else { throw ValidationError("no *.spec.yaml / *.spec.json / *.swift files under \(directory)") }
        let timed = try TimedRuns(session: session, reportFolder: reportFolder, repeat: `repeat`)
        let loaded = try LoadedCorpus(files: session.files)
        printTimedRuns(timed, session: session, corpus: loaded, jobs: jobs, rssAtStart: rssAtStart)

        // The cache's figures edit a spec; a Swift corpus is timed cold only.
        if loaded.swiftCount < loaded.files.count, let cache = try cacheRuns(corpus: directory, jobs: jobs, reportFolder: reportFolder) { print(cache) }
        if let cli {
            print(Format.row("  CLI", "`tokenlint lint <corpus> --jobs \(jobs) --format json --report junit=… --report sarif=…`, a new process each time: best \(Format.duration(cli.best)), median \(Format.duration(cli.median)) → \(Format.rate(loaded.units.count, cli.best)) \(loaded.units.name)/s; CPU time (user + system) best \(Format.duration(Stats.best(cli.cpu))), median \(Format.duration(Stats.median(cli.cpu))); peak memory per run \(cli.peaks.map { Format.megabytes($0) }.joined(separator: ", ")); exit status \(cli.status)"))
            print(Format.row("", "its JUnit report \(Format.megabytes(Self.size(of: (reportFolder as NSString).appendingPathComponent("cli-junit.xml")))) (GitLab: under 30 MB)"))
        } else {
            print(Format.row("  CLI", "skipped: no executable at \(Corpus.absolute(binary)) (build it with `swift build -c release --package-path Benchmarks --product tokenlint`)"))
        }

        if quick { return }
        if loaded.swiftCount == loaded.files.count {
            print(Format.row("", "a Swift corpus: the JSON floor, the time split and the per-format figures are for spec files"))
            return
        }

        // Floor: the same bytes as JSON, parsed by our parser and by JSONSerialization.
        let floor = try Floor(files: loaded.files, jobs: jobs, repeat: `repeat`)
        printFloor(floor, timed: timed, jobs: jobs)
        let orjson = try orjsonRatio(floor, cli: cli, corpus: directory, jobs: jobs, reportFolder: reportFolder)
        print(Format.row("  orjson", orjson.text))
        let pairedRatio = try pairedRatio(timed, session: session, floor: floor, jobs: jobs)

        // Split (serial, one job): where a file's time goes.
        let split = PhaseSplit(files: loaded.files, linter: session.linter)
        print("")
        print("Time split (serial, one job, one pass; sums over all files)")
        split.print(setup: timed.setupTime)
        printPerFormat(loaded, session: session, split: split, floor: floor, jobs: jobs)

        // Determinism.
        print("")
        let check = try Determinism.check(session, jobs: [1, jobs, 2 * jobs + 1])
        print(Format.row("determinism", check))
        printTargets(timed, cli: cli, floor: floor, orjsonRatio: orjson.ratio, orjsonText: orjson.text, pairedRatio: pairedRatio)
    }

    /// The timed runs: the CLI's own output half (`ReportWriter`) over the session, as `tokenlint
    /// lint DIR --format json --report junit=… --report sarif=…` (stdout's JSON counted and
    /// dropped); then linting alone, into the whole report (for the counts).
    struct TimedRuns {
        var setup: LintSession.SetupTimes
        var writer: ReportWriter
        var lintTimes: [Double] = [], totalTimes: [Double] = []
        var memoryStages: [(String, Int)] = []
        var summary = LintReport.Summary()
        var findingCount = 0, peakAfterLint = 0, jsonBytes = 0, junitBytes = 0, sarifBytes = 0

        init(session: LintSession, reportFolder: String, repeat count: Int) throws {
            setup = session.setupTimes
            let junitPath = (reportFolder as NSString).appendingPathComponent("junit.xml")
            let sarifPath = (reportFolder as NSString).appendingPathComponent("report.sarif")
            let jsonCount = ByteCount()
            writer = ReportWriter(
                ReportWriter.Request(format: .json, options: ReportOptions(), targets: [(.junit, junitPath), (.sarif, sarifPath)],
                                     fileOptions: ReportOptions()),
                errorLine: { _ in },
                stdout: { produce in
                    var bytes = 0
                    try produce { bytes += $0.count }
                    jsonCount.value = bytes
                })
            for run in 0..<count {
                let start = Clock.now()
                _ = try writer.write(session)
                totalTimes.append(Clock.seconds(since: start))
                if run == 0 { memoryStages.append(("lint + JSON + JUnit + SARIF", Memory.peakResidentBytes())) }
            }
            for _ in 0..<count {
                let start = Clock.now()
                let report = session.run().report
                lintTimes.append(Clock.seconds(since: start))
                summary = report.summary
                findingCount = report.allFindings.count
            }
            peakAfterLint = Memory.peakResidentBytes()
            jsonBytes = jsonCount.value
            junitBytes = RunCommand.size(of: junitPath)
            sarifBytes = RunCommand.size(of: sarifPath)
        }

        var setupTime: Double { setup.total - setup.discovery }
        var discoveryTime: Double { setup.discovery }
        var bestWall: Double { Stats.best(totalTimes) }
        var bestLint: Double { Stats.best(lintTimes) }
        var firstRunPeak: Int { memoryStages.last?.1 ?? peakAfterLint }
    }

    /// The corpus in memory, for counting and everything after the timed runs.
    struct LoadedCorpus {
        var files: [CorpusFile]
        var componentCounts: [Int]
        var components: Int { componentCounts.reduce(0, +) }
        /// SwiftUI source files (`generate --format swift`): timed end to end and in process;
        /// the floor, split and per-format figures are for spec files.
        var swiftCount: Int { files.filter { $0.display.hasSuffix(".swift") }.count }
        /// What rates count: a Swift corpus has views, not spec components, so its rates are per file.
        var units: (count: Int, name: String) { swiftCount == files.count ? (files.count, "files") : (components, "components") }

        init(files paths: [(display: String, path: String)]) throws {
            files = try paths.map { file -> CorpusFile in
                switch InputFormats.lint().read(file.path) {
                case .success(let bytes): return CorpusFile(display: file.display, path: file.path, bytes: bytes,
                                                             format: SpecParser.sourceFormat(file: file.display, bytes: bytes))
                case .failure(let error): throw ValidationError("cannot read \(file.path): \(error.message)")
                }
            }
            componentCounts = files.map { file -> Int in
                var count = 0
                if file.display.hasSuffix(".swift") { return 0 }
                SpecParser.parse(file: file.display, bytes: file.bytes).document?.walk { _, _ in count += 1 }
                return count
            }
        }
    }

    func printTimedRuns(_ timed: TimedRuns, session: LintSession, corpus loaded: LoadedCorpus, jobs: Int, rssAtStart: Int?) {
        let summary = timed.summary, setup = timed.setup, components = loaded.components
        let fileCount = loaded.files.count, swiftCount = loaded.swiftCount
        let yamlCount = loaded.files.filter { $0.format == .yaml && !$0.display.hasSuffix(".swift") }.count
        let kinds = (swiftCount > 0 ? "\(swiftCount) Swift, " : "") + "\(yamlCount) YAML, \(fileCount - swiftCount - yamlCount) JSON"
        print(Format.row("files", "\(Format.grouped(fileCount)) (\(kinds)), \(Format.megabytes(loaded.files.reduce(0) { $0 + $1.bytes.count }))"))
        let (units, unitName) = loaded.units
        if swiftCount < fileCount { print(Format.row("components", Format.grouped(components))) }
        print(Format.row("checks", "\(Format.grouped(summary.checks)) (passed \(Format.grouped(summary.passed)), suppressed \(Format.grouped(summary.suppressed)))"))
        print(Format.row("findings", "\(Format.grouped(timed.findingCount)): errors \(Format.grouped(summary.errors)), warnings \(Format.grouped(summary.warnings)), needs-review \(Format.grouped(summary.needsReview)), info \(Format.grouped(summary.info)); input errors \(summary.inputErrors)"))
        print(Format.row("registry", "built-in, \(session.registry.modifiers.map { "\($0.name) \($0.contexts.count)" }.joined(separator: " × ")) = \(session.registry.permutations.count) permutations; the rules are evaluated in \(session.linter.evaluatedPermutationCount), resolved in setup for only the token types they read (the default whole)"))
        print("")
        print("Timed runs (jobs \(jobs), \(`repeat`) run\(`repeat` == 1 ? "" : "s"); setup once before them)")
        print(Format.row("  setup", "\(Format.duration(timed.setupTime)): configuration \(Format.duration(setup.configuration)), registry \(Format.duration(setup.registry)), roles and evaluation space \(Format.duration(setup.contexts)), linter \(Format.duration(setup.linter)); discovery \(Format.duration(timed.discoveryTime))"))
        print(Format.row("  lint", "best \(Format.duration(timed.bestLint)), median \(Format.duration(Stats.median(timed.lintTimes))) → \(Format.rate(units, timed.bestLint)) \(unitName)/s"))
        print(Format.row("  lint + reports", "best \(Format.duration(timed.bestWall)), median \(Format.duration(Stats.median(timed.totalTimes))) → \(Format.rate(units, timed.bestWall)) \(unitName)/s; with setup \(Format.duration(timed.bestWall + timed.setupTime + timed.discoveryTime)) (JSON \(Format.megabytes(timed.jsonBytes)), JUnit \(Format.megabytes(timed.junitBytes)), SARIF \(Format.megabytes(timed.sarifBytes)), streamed as the CLI writes them)"))
        print(Format.row("  peak memory", "\(Format.megabytes(timed.firstRunPeak)) in the first run (ru_maxrss; what one CLI run needs): " + timed.memoryStages.map { "after \($0.0) \(Format.megabytes($0.1))" }.joined(separator: ", ")))
        print(Format.row("", "\(Format.megabytes(timed.peakAfterLint)) after all \(`repeat`) runs (freed memory stays in per-thread malloc arenas); RSS at start \(rssAtStart.map(Format.megabytes) ?? "?")"))
    }

    func printFloor(_ floor: Floor, timed: TimedRuns, jobs: Int) {
        let bestWall = timed.bestWall, bestLint = timed.bestLint
        print("")
        print("JSON-parse floor (same content as JSON, \(Format.megabytes(floor.totalBytes)); YAML converted once; best of \(`repeat`))")
        print(Format.row("  JSONParser", "serial \(Format.duration(floor.ours.serial)), jobs \(jobs) \(Format.duration(floor.ours.parallel))  (JSONSource, keeps positions)"))
        print(Format.row("  JSONSerial.", "serial \(Format.duration(floor.foundation.serial)), jobs \(jobs) \(Format.duration(floor.foundation.parallel))  (Foundation)"))
        print(Format.row("  ratio", "lint+reports / JSONSerialization: \(Format.ratio(bestWall / floor.foundation.parallel)) (both jobs \(jobs)), \(Format.ratio(bestWall / floor.foundation.serial)) (vs serial parse); lint alone \(Format.ratio(bestLint / floor.foundation.parallel))"))
        print(Format.row("", "lint+reports / JSONParser: \(Format.ratio(bestWall / floor.ours.parallel)) (both jobs \(jobs)), \(Format.ratio(bestWall / floor.ours.serial)) (vs serial parse); lint alone \(Format.ratio(bestLint / floor.ours.parallel))"))
        print(Format.row("", "JSONParser / JSONSerialization: \(Format.ratio(floor.ours.serial / floor.foundation.serial)); speed-up of \(jobs) jobs over serial on this machine (floor): \(Format.ratio(floor.ours.serial / floor.ours.parallel)) ours, \(Format.ratio(floor.foundation.serial / floor.foundation.parallel)) Foundation"))
    }

    /// The CLI end to end against Python's orjson parsing the same JSON bytes (serial: orjson
    /// has no threads), timed back to back, `repeat` pairs: the median ratio (nil when not
    /// measured) and the line that says it.
    func orjsonRatio(_ floor: Floor, cli: CLIRun?, corpus directory: String, jobs: Int, reportFolder: String) throws -> (ratio: Double?, text: String) {
        guard cli != nil else { return (nil, "not measured: no tokenlint binary") }
        switch Orjson.prepare(floor.json) {
        case .missing(let reason):
            return (nil, "not measured: \(reason); judged against the project's own parser floor instead")
        case .ready(let orjson):
            defer { orjson.remove() }
            var ratios: [Double] = [], parses: [Double] = []
            for _ in 0..<`repeat` {
                let before = try orjson.time()
                let run = try cliRun(corpus: directory, jobs: jobs, reportFolder: reportFolder, runs: 1)
                let after = try orjson.time()
                parses += [before, after]
                if let run { ratios.append(run.best / ((before + after) / 2)) }
            }
            let ratio = Stats.median(ratios)
            return (ratio, "orjson \(orjson.version) parse of the same \(Format.megabytes(floor.totalBytes)), serial: best \(Format.duration(Stats.best(parses))), median \(Format.duration(Stats.median(parses))); the CLI end to end / orjson timed just before and after it: median \(Format.ratio(ratio)), range \(Format.ratio(ratios.min() ?? 0))–\(Format.ratio(ratios.max() ?? 0)) over \(`repeat`) pairs")
        }
    }

    /// Lint and the reports (as the CLI writes them) timed between two floor parses, `repeat`
    /// times, each against the mean of its two floors. Bests taken minutes apart compare two
    /// different machines (this one's speed drifts by a third over hours); each pair's ratio does not.
    func pairedRatio(_ timed: TimedRuns, session: LintSession, floor: Floor, jobs: Int) throws -> Double {
        var pairedRatios: [Double] = []
        for _ in 0..<`repeat` {
            let floorBefore = floor.timeFasterOnce()
            let start = Clock.now()
            _ = try timed.writer.write(session)
            let time = Clock.seconds(since: start)
            pairedRatios.append(time / ((floorBefore + floor.timeFasterOnce()) / 2))
        }
        let pairedRatio = Stats.median(pairedRatios)
        print(Format.row("  paired", "lint + JSON + JUnit + SARIF / the faster parser timed just before and after it (jobs \(jobs)): median \(Format.ratio(pairedRatio)), range \(Format.ratio(pairedRatios.min() ?? 0))–\(Format.ratio(pairedRatios.max() ?? 0)) over \(`repeat`) pairs"))
        return pairedRatio
    }

    func printPerFormat(_ loaded: LoadedCorpus, session: LintSession, split: PhaseSplit, floor: Floor, jobs: Int) {
        print("")
        print("Per format (lint(files:jobs: \(jobs)) on that half only, best of \(`repeat`))")
        for format in [SpecSourceFormat.yaml, .json] {
            let indices = loaded.files.indices.filter { loaded.files[$0].format == format }
            guard !indices.isEmpty else { continue }
            let subset = indices.map { session.files[$0] }
            let subsetComponents = indices.reduce(0) { $0 + loaded.componentCounts[$1] }
            let subsetBytes = indices.reduce(0) { $0 + loaded.files[$1].bytes.count }
            var times: [Double] = []
            for _ in 0..<`repeat` {
                let (_, time) = Clock.measure { session.linter.lint(files: subset, jobs: jobs, formats: .lint()) }
                times.append(time)
            }
            let best = Stats.best(times)
            let phase = split.byFormat[format] ?? PhaseSplit.Totals()
            let floorFormat = floor.byFormat[format] ?? Floor.Pair()
            print(Format.row("  \(format.rawValue.uppercased())", "\(indices.count) files, \(Format.grouped(subsetComponents)) components, \(Format.megabytes(subsetBytes)): lint \(Format.duration(best)) → \(Format.rate(subsetComponents, best)) components/s"))
            print(Format.row("", "serial: parse \(Format.duration(phase.parse)) (syntax tree \(Format.duration(phase.tree)), decode \(Format.duration(phase.decode))), rules \(Format.duration(phase.rules)); \(Format.rate(subsetComponents, phase.parse)) components/s parsed"))
            print(Format.row("", "floor serial: JSONParser \(Format.duration(floorFormat.ours)), JSONSerialization \(Format.duration(floorFormat.foundation)); syntax tree / JSONSerialization \(Format.ratio(phase.tree / max(floorFormat.foundation, 1e-9)))"))
        }
    }

    /// The targets, judged on the CLI when it was timed (what a user waits for), else in process.
    func printTargets(_ timed: TimedRuns, cli: CLIRun?, floor: Floor, orjsonRatio: Double?, orjsonText: String, pairedRatio: Double) {
        let peakEnd = Memory.peakResidentBytes()
        let bestWall = timed.bestWall, firstRunPeak = timed.firstRunPeak
        print("")
        print("Targets (issue 14)")
        let judged = cli.map(\.best) ?? bestWall
        let cliText = cli.map { "the CLI end to end \(Format.duration($0.best)) (CPU \(Format.duration(Stats.best($0.cpu)))); " } ?? ""
        print(Format.row("  ≤ 2 s", "\(judged <= 2 ? "PASS" : "FAIL"): \(cliText)in process lint + JSON + JUnit \(Format.duration(bestWall)) (with setup \(Format.duration(bestWall + timed.setupTime + timed.discoveryTime)))"))
        let fastest = min(floor.foundation.parallel, floor.ours.parallel)
        if let orjsonRatio {
            print(Format.row("  ≤ 12× orjson", "\(orjsonRatio <= 12 ? "PASS" : "FAIL"): the CLI end to end \(Format.ratio(orjsonRatio)) an orjson parse of the same bytes (median of \(`repeat`) pairs)"))
        } else {
            print(Format.row("  ≤ 12× floor", "\(pairedRatio <= 12 ? "PASS" : "FAIL"): (orjson \(orjsonText)) lint + JUnit \(Format.ratio(pairedRatio)) the faster of the project's parsers, in process; best over best \(Format.ratio(bestWall / fastest)) with JSON too"))
        }
        let peak = max(firstRunPeak, cli?.peaks.max() ?? 0)
        let cliPeak = cli.map { "the CLI \(Format.megabytes($0.peaks.max() ?? 0)) (largest of its runs); " } ?? ""
        print(Format.row("  ≤ 200 MB", "\(peak <= 200 * 1_048_576 ? "PASS" : "FAIL"): \(cliPeak)in process \(Format.megabytes(firstRunPeak)) peak in the first run (\(Format.megabytes(timed.peakAfterLint)) after \(`repeat`) runs, \(Format.megabytes(peakEnd)) at the end with the benchmark's own copies of the corpus)"))
        print(Format.row("  ≤ 30 ms", "see `tokenlint-bench startup`"))
        print(Format.row("machine", "load average at the end \(Self.loadAverage())"))
    }

    /// `--repeat` timed runs of the tokenlint binary over the corpus (after one untimed warm-up),
    /// or nil when there is no binary to run.
    func cliRun(corpus: String, jobs: Int, reportFolder: String, runs: Int? = nil) throws -> CLIRun? {
        let binaryPath = Corpus.absolute(binary)
        guard FileManager.default.isExecutableFile(atPath: binaryPath) else { return nil }
        let (samples, peaks, status, cpu) = try StartupCommand.time(binaryPath, Self.cliArguments(corpus: corpus, jobs: jobs, reportFolder: reportFolder),
                                                                    runs: runs ?? `repeat`, directory: reportFolder)
        guard status == 0 || status == 1 else { throw ValidationError("\(binaryPath) exited \(status) on the corpus") }
        return CLIRun(samples: samples, peaks: peaks, status: status, cpu: cpu)
    }

    /// The timed command: JSON on stdout (to /dev/null), the JUnit and SARIF reports to files.
    static func cliArguments(corpus: String, jobs: Int, reportFolder: String) -> [String] {
        // --no-cache: every timed run lints (the cached figure is `cacheRuns`).
        ["lint", corpus, "--jobs", String(jobs), "--format", "json", "--no-cache",
         "--report", "junit=\((reportFolder as NSString).appendingPathComponent("cli-junit.xml"))",
         "--report", "sarif=\((reportFolder as NSString).appendingPathComponent("cli.sarif"))"]
    }

    /// The size of the file at `path` in bytes (0 when there is none).
    static func size(of path: String) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
    }

    struct CLIRun {
        var samples: [Double], peaks: [Int], status: Int32, cpu: [Double]
        var best: Double { Stats.best(samples) }
        var median: Double { Stats.median(samples) }
    }

    /// `/proc/loadavg`'s first three fields, or "?".
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "?" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

}

/// The JSON bytes a writer's stdout received, counted in its closure.
private final class ByteCount {
    var value = 0
}

struct CorpusFile: Sendable {
    var display: String
    var path: String
    var bytes: [UInt8]
    var format: SpecSourceFormat
}

// MARK: Floor

/// Plain JSON parse time of the corpus' content.
struct Floor {
    struct Pair { var ours = 0.0, foundation = 0.0 }
    struct Timing { var serial = 0.0, parallel = 0.0 }

    var ours = Timing()
    var foundation = Timing()
    var byFormat: [SpecSourceFormat: Pair] = [:]
    var totalBytes = 0
    /// Every file as JSON (YAML converted), what the floors parse.
    let json: [[UInt8]]
    private let data: [Data]
    private let jobs: Int

    /// One parse of every file on `jobs` threads by the faster of the two parsers: the floor
    /// the paired ratio divides by.
    func timeFasterOnce() -> Double {
        min(Self.timeParallel(json.count, jobs: jobs, Self.parseOurs(json)),
            Self.timeParallel(json.count, jobs: jobs, Self.parseFoundation(data)))
    }

    private static func parseOurs(_ json: [[UInt8]]) -> @Sendable (Int) -> Int {
        { (try? JSONParser.parse(bytes: json[$0]))?.root.objectValue?.count ?? 0 }
    }

    private static func parseFoundation(_ data: [Data]) -> @Sendable (Int) -> Int {
        { ((try? JSONSerialization.jsonObject(with: data[$0])) as? [String: Any])?.count ?? 0 }
    }

    private static func timeParallel(_ count: Int, jobs: Int, _ parse: @escaping @Sendable (Int) -> Int) -> Double {
        let sink = ParallelSink()
        let start = Clock.now()
        parallelFor(count, jobs: jobs) { sink.add(parse($0)) }
        let time = Clock.seconds(since: start)
        if sink.value == -1 { Swift.print("") }  // keeps the work observable
        return time
    }

    init(files: [CorpusFile], jobs: Int, repeat count: Int) throws {
        // JSON files as they are; YAML files converted once (positioned tree → JSON text).
        let json: [[UInt8]] = try files.map { file in
            guard file.format == .yaml else { return file.bytes }
            switch StructuredDocument.parse(file: file.display, bytes: file.bytes) {
            case .success(let tree): return Array(JSONWriter(pretty: true).string(tree.root.value).utf8)
            case .failure(let finding): throw ValidationError("\(file.display): \(finding.message)")
            }
        }
        let data = json.map { Data($0) }
        totalBytes = json.reduce(0) { $0 + $1.count }

        self.json = json
        self.data = data
        self.jobs = jobs
        let parseOurs = Self.parseOurs(json), parseFoundation = Self.parseFoundation(data)
        func serial(_ indices: [Int], _ parse: (Int) -> Int) -> Double {
            var samples: [Double] = []
            for _ in 0..<count {
                var sink = 0
                let start = Clock.now()
                for index in indices { sink &+= parse(index) }
                samples.append(Clock.seconds(since: start))
                if sink == -1 { Swift.print("") }  // keeps the work observable
            }
            return Stats.best(samples)
        }
        func parallel(_ parse: @escaping @Sendable (Int) -> Int) -> Double {
            Stats.best((0..<count).map { _ in Self.timeParallel(json.count, jobs: jobs, parse) })
        }
        let all = Array(files.indices)
        ours = Timing(serial: serial(all, parseOurs), parallel: parallel(parseOurs))
        foundation = Timing(serial: serial(all, parseFoundation), parallel: parallel(parseFoundation))
        for format in [SpecSourceFormat.yaml, .json] {
            let indices = files.indices.filter { files[$0].format == format }
            guard !indices.isEmpty else { continue }
            byFormat[format] = Pair(ours: serial(indices, parseOurs), foundation: serial(indices, parseFoundation))
        }
    }
}

// MARK: Phase split

/// One serial pass per phase over the corpus, summed per format.
struct PhaseSplit {
    struct Totals {
        var read = 0.0
        /// StructuredDocument.parse: UTF-8 check + YAML/JSON → positioned tree (with its thread).
        var tree = 0.0
        /// SpecParser.decode: tree → SpecDocument.
        var decode = 0.0
        /// SpecParser.parse: tree + decode (what the linter calls).
        var parse = 0.0
        /// Linter.lint(file:bytes:).
        var lint = 0.0
        var rules: Double { max(0, lint - parse) }
        var files = 0
    }

    var total = Totals()
    var byFormat: [SpecSourceFormat: Totals] = [:]
    /// Spawning and joining one 16 MiB-stack thread (what SpecParser.parse does per call).
    var threadCost = 0.0

    init(files: [CorpusFile], linter: Linter) {
        for file in files {
            var t = byFormat[file.format] ?? Totals()
            let (_, read) = Clock.measure { InputFormats.lint().read(file.path) }
            let (tree, treeTime) = Clock.measure { StructuredDocument.parse(file: file.display, bytes: file.bytes) }
            var decodeTime = 0.0
            if case .success(let parsed) = tree {
                (_, decodeTime) = Clock.measure { SpecParser.decode(parsed.root, file: file.display) }
            }
            let (_, parse) = Clock.measure { SpecParser.parse(file: file.display, bytes: file.bytes) }
            let (_, lint) = Clock.measure { linter.lint(file: file.display, bytes: file.bytes) }
            t.read += read
            t.tree += treeTime
            t.decode += decodeTime
            t.parse += parse
            t.lint += lint
            t.files += 1
            byFormat[file.format] = t
        }
        for t in byFormat.values {
            total.read += t.read
            total.tree += t.tree
            total.decode += t.decode
            total.parse += t.parse
            total.lint += t.lint
            total.files += t.files
        }
        threadCost = Self.threadSpawnCost(samples: 200)
    }

    /// The per-call cost of SpecParser's LargeStackThread: a Thread with a 16 MiB stack,
    /// started and waited for.
    static func threadSpawnCost(samples: Int) -> Double {
        let start = Clock.now()
        for _ in 0..<samples {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread { done.signal() }
            thread.stackSize = 16 << 20
            thread.start()
            done.wait()
        }
        return Clock.seconds(since: start) / Double(samples)
    }

    func print(setup: Double) {
        let whole = total.lint + total.read
        Swift.print(Format.row("  read", "\(Format.duration(total.read)) (\(Format.percent(total.read, of: whole)))"))
        Swift.print(Format.row("  parse", "\(Format.duration(total.parse)) (\(Format.percent(total.parse, of: whole))): syntax tree \(Format.duration(total.tree)), decode \(Format.duration(total.decode))"))
        Swift.print(Format.row("  rules", "\(Format.duration(total.rules)) (\(Format.percent(total.rules, of: whole))): lint(file:bytes:) minus parse (rules, suppressions, sorting)"))
        Swift.print(Format.row("  threads", "\(Format.duration(threadCost)) per 16 MiB-stack thread × \(total.files) files (parse) = \(Format.duration(threadCost * Double(total.files)))"))
        Swift.print(Format.row("  setup", "\(Format.duration(setup)) once (registry load, permutation resolution, indexes)"))
    }
}

// MARK: Determinism

enum Determinism {
    /// Lints with each job count and compares the JSON and JUnit reports (timing fields blanked).
    static func check(_ session: LintSession, jobs: [Int]) throws -> String {
        var firstJSON: String?
        var firstJUnit: String?
        var differing: [Int] = []
        let counts = Array(Set(jobs)).sorted()
        for count in counts {
            let report = session.run(jobs: count).report
            let json = normalized(try Reporters.render(report, format: .json, options: ReportOptions()))
            let junit = normalized(try Reporters.render(report, format: .junit, options: ReportOptions()))
            if let firstJSON, let firstJUnit {
                if json != firstJSON || junit != firstJUnit { differing.append(count) }
            } else {
                firstJSON = json
                firstJUnit = junit
            }
        }
        let list = counts.map(String.init).joined(separator: ", ")
        if differing.isEmpty {
            return "OK: JSON and JUnit reports byte-identical for jobs \(list) (the JSON report has no timing fields; JUnit time=\"…\" and timestamp=\"…\" blanked)"
        }
        return "FAILED: reports differ from jobs \(counts.first ?? 1) for jobs \(differing.map(String.init).joined(separator: ", "))"
    }

    /// Blanks timing: JSON `"duration"`/`"time"` members and XML `time="…"`/`timestamp="…"`.
    static func normalized(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("\"duration\":") || trimmed.hasPrefix("\"time\":") {
                out += "<timing>\n"
                continue
            }
            out += blankAttributes(String(line), names: ["time", "timestamp"])
            out += "\n"
        }
        return out
    }

    private static func blankAttributes(_ line: String, names: [String]) -> String {
        var result = line
        for name in names {
            var output = ""
            var rest = Substring(result)
            let marker = " \(name)=\""
            while let range = rest.range(of: marker) {
                output += rest[..<range.upperBound]
                rest = rest[range.upperBound...]
                if let close = rest.firstIndex(of: "\"") {
                    output += "…"
                    rest = rest[close...]
                }
            }
            output += rest
            result = output
        }
        return result
    }
}
