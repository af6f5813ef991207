import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct StartupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "startup",
        abstract: "Time `tokenlint lint <one small spec>` as a child process, start to exit.",
        discussion: """
            Runs the release binary --runs times (after one untimed warm-up; posix_spawn + wait4) \
            with stdout and stderr discarded, and reports best and median wall time from spawn to exit. `tokenlint \
            --version` is timed the same way as the floor: process start, dynamic loading and \
            runtime initialization without any linting. Without --spec, a small generated spec \
            (seed 7, about 12 components) is written to a temporary folder and linted.
            """
    )

    @Option(help: ArgumentHelp("The tokenlint binary (release build; default: the one beside this executable).", valueName: "path"))
    var binary = Corpus.besideThisExecutable("tokenlint")

    @Option(help: ArgumentHelp("Spec file (or folder) to lint (default: a small generated spec).", valueName: "path"))
    var spec: String?

    @Option(help: "Timed runs.")
    var runs = 20

    @Flag(help: "Also write a JUnit report (--report junit=…), as CI does.")
    var junit = false

    @Flag(help: "Run `tokenlint lint` with its cache (a folder in the temporary folder): the untimed warm-up fills it, so the timed runs find the spec unchanged. Default: --no-cache, a cold lint.")
    var cache = false

    func validate() throws {
        guard runs >= 1 else { throw ValidationError("--runs must be at least 1") }
    }

    func run() throws {
        let binaryPath = Corpus.absolute(binary)
        guard FileManager.default.isExecutableFile(atPath: binaryPath) else {
            throw ValidationError("no executable at \(binaryPath); build it with `swift build -c release --package-path Benchmarks --product tokenlint`")
        }
        let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("tokenlint-bench-startup-\(getpid())")
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        let specPath: String
        var components = 0
        if let spec {
            specPath = Corpus.absolute(spec)
        } else {
            let file = SpecGenerator(seed: 7, meanComponents: 12).file(index: 0)
            specPath = (scratch as NSString).appendingPathComponent("small.spec.yaml")
            try Data(YAMLEmitter.document(file.value, header: file.header).utf8).write(to: URL(fileURLWithPath: specPath))
            components = file.components
        }
        // --no-cache: the figure is a cold lint; with --cache, a run of an unchanged spec (in a
        // cache folder of its own, not the user's).
        var arguments = ["lint", specPath] + (cache ? ["--cache-dir", (scratch as NSString).appendingPathComponent("cache")] : ["--no-cache"])
        if junit { arguments += ["--report", "junit=" + (scratch as NSString).appendingPathComponent("junit.xml")] }

        let version = try Self.time(binaryPath, ["--version"], runs: runs, directory: scratch)
        let lint = try Self.time(binaryPath, arguments, runs: runs, directory: scratch)

        print("tokenlint-bench startup — \(binaryPath)")
        print(Format.row("spec", specPath + (components > 0 ? " (\(components) components)" : "")))
        print(Format.row("command", "tokenlint \(arguments.joined(separator: " "))  (exit \(lint.status))"))
        print(Format.row("lint", "best \(Format.duration(Stats.best(lint.samples))), median \(Format.duration(Stats.median(lint.samples))) (\(runs) runs, spawn to exit)"))
        print(Format.row("--version", "best \(Format.duration(Stats.best(version.samples))), median \(Format.duration(Stats.median(version.samples))) (process start without linting)"))
        print(Format.row("lint work", "≈ \(Format.duration(Stats.median(lint.samples) - Stats.median(version.samples))) (median lint − median --version)"))
        print(Format.row("CPU time", "lint median \(Format.duration(Stats.median(lint.cpu))), --version median \(Format.duration(Stats.median(version.cpu))) (user + system)"))
        print(Format.row("peak memory", "\(Format.megabytes(lint.peaks.max() ?? 0)) (largest ru_maxrss of the timed lint runs)"))
        let median = Stats.median(lint.samples)
        if spec == nil {
            print(Format.row("target", "\(median <= 0.030 ? "PASS" : "FAIL"): median \(Format.duration(median)) ≤ 30 ms (issue 14)"))
        }
        if lint.status == 2 { print("warning: tokenlint exited 2 (input error); the timing includes its error path") }
    }

    /// Wall seconds from spawn to exit and peak resident bytes of each run, after one untimed
    /// warm-up. The child is started with posix_spawn and reaped with wait4: Foundation's
    /// `Process` adds tens of milliseconds of its own on Linux, which would swamp what is
    /// measured here.
    static func time(_ binary: String, _ arguments: [String], runs: Int, directory: String) throws -> (samples: [Double], peaks: [Int], status: Int32, cpu: [Double]) {
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(directory) else { throw ValidationError("cannot enter \(directory)") }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var samples: [Double] = []
        var peaks: [Int] = []
        var cpu: [Double] = []
        var status: Int32 = 0
        for run in 0...runs {
            let start = Clock.now()
            let child = try spawnAndWait(binary, arguments)
            let elapsed = Clock.seconds(since: start)
            status = child.status
            if run > 0 {
                samples.append(elapsed)
                peaks.append(child.peak)
                cpu.append(child.cpu)
            }
        }
        return (samples, peaks, status, cpu)
    }

    /// Runs `binary` with stdout and stderr on /dev/null; returns its exit status and its own
    /// peak resident set size (ru_maxrss from wait4, this child's alone) and CPU time (user +
    /// system: what a loaded machine skews less than wall time).
    static func spawnAndWait(_ binary: String, _ arguments: [String]) throws -> (status: Int32, peak: Int, cpu: Double) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // C lifetime: the strdup'd strings are freed by the `defer`, after `posix_spawn` has
        // copied them into the child; the arrays themselves are passed for the call only.
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, binary, &actions, nil, argv, envp)
        guard result == 0 else { throw ValidationError("cannot start \(binary): error \(result)") }
        var waitStatus: Int32 = 0
        var usage = rusage()
        while wait4(pid, &waitStatus, 0, &usage) == -1 {
            guard errno == EINTR else { throw ValidationError("wait4 failed: errno \(errno)") }
        }
        // WIFEXITED / WEXITSTATUS, which Swift does not import as macros.
        let status = waitStatus & 0x7F == 0 ? (waitStatus >> 8) & 0xFF : 128 + (waitStatus & 0x7F)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return (status, Memory.bytes(maxrss: usage.ru_maxrss), cpu)
    }
}
