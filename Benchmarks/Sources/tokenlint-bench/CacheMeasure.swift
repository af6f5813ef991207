import ArgumentParser
import Foundation

extension RunCommand {
    /// The cache's figures against its targets, with the CLI end to end as a CI step or a
    /// pre-commit hook runs it, in a cache folder of its own, for JSON on stdout alone and with
    /// the JUnit and SARIF reports: in each round the command with `--no-cache`, then a cold
    /// run with the cache (the folder removed before it; it lints every file and writes the
    /// cache; target: ≤ 105 % of the CPU of `--no-cache`), then a run after one spec was edited
    /// (the other files' results come from the cache; every report is rendered; target: ≤ 25 %
    /// of the cold run, JSON alone). CPU time (user + system), not wall time: the ratios must
    /// hold on a machine that other work shares. Each ratio pairs the runs of one round; the
    /// row gives the lowest and the median. The runs lint a copy of the corpus, since one of
    /// its files is edited. Nil when the binary is absent.
    func cacheRuns(corpus: String, jobs: Int, reportFolder: String) throws -> String? {
        let binaryPath = Corpus.absolute(binary)
        guard FileManager.default.isExecutableFile(atPath: binaryPath) else { return nil }
        let cache = (reportFolder as NSString).appendingPathComponent("cli-cache")
        let copy = (reportFolder as NSString).appendingPathComponent("cache-corpus")
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: corpus, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        // The in-process runs before this wrote hundreds of megabytes of reports: written out
        // now, their write-back does not compete with the timed runs.
        sync()
        let edited = try editableSpec(in: copy)
        let json = ["lint", copy, "--jobs", String(jobs), "--format", "json"]
        let reports = json + ["--report", "junit=" + (reportFolder as NSString).appendingPathComponent("cache-junit.xml"),
                              "--report", "sarif=" + (reportFolder as NSString).appendingPathComponent("cache.sarif")]
        var rows: [String] = []
        for (label, command) in [("JSON alone", json), ("JSON, JUnit and SARIF", reports)] {
            var uncached: [Run] = [], cold: [Run] = [], afterEdit: [Run] = []
            for round in 0..<`repeat` {
                uncached.append(try timed(binaryPath, command + ["--no-cache"]))
                try? FileManager.default.removeItem(atPath: cache)
                cold.append(try timed(binaryPath, command + ["--cache-dir", cache]))
                // A comment: new bytes, the same findings.
                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: edited))
                try handle.seekToEnd()
                try handle.write(contentsOf: Data("\n# edited by tokenlint-bench, \(label), round \(round)\n".utf8))
                try handle.close()
                afterEdit.append(try timed(binaryPath, command + ["--cache-dir", cache]))
            }
            let coldRatios = zip(cold, uncached).map { $0.cpu / $1.cpu }, editRatios = zip(afterEdit, cold).map { $0.cpu / $1.cpu }
            rows.append(Format.row(rows.isEmpty ? "  cache" : "", "\(label), the CLI, CPU (\(`repeat`) rounds, lowest–median): "
                + "--no-cache \(range(uncached.map(\.cpu), Format.duration)); "
                + "cold, writing the cache, \(range(coldRatios, percent)) of it (target ≤ 105 %); "
                + "one spec edited \(range(editRatios, percent)) of the cold run (target ≤ 25 %, JSON alone); "
                + "peak memory \(Format.megabytes(uncached.map(\.peak).max() ?? 0)) / \(Format.megabytes(cold.map(\.peak).max() ?? 0)) / "
                + "\(Format.megabytes(afterEdit.map(\.peak).max() ?? 0))"))
        }
        return rows.joined(separator: "\n")
    }

    private struct Run {
        var cpu: Double
        var peak: Int
    }

    private func range(_ values: [Double], _ format: (Double) -> String) -> String {
        "\(format(Stats.best(values)))–\(format(Stats.median(values)))"
    }

    /// The first YAML spec of the corpus (by name): a comment appended to it changes its bytes, not its findings.
    private func editableSpec(in folder: String) throws -> String {
        let names = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".spec.yaml") }.sorted()
        guard let name = names.first else { throw ValidationError("no *.spec.yaml in \(folder) to edit for the cache figures") }
        return (folder as NSString).appendingPathComponent(name)
    }

    private func timed(_ binary: String, _ arguments: [String]) throws -> Run {
        let child = try StartupCommand.spawnAndWait(binary, arguments)
        guard child.status == 0 || child.status == 1 else { throw ValidationError("\(binary) exited \(child.status) on the corpus") }
        return Run(cpu: child.cpu, peak: child.peak)
    }

    private func percent(_ ratio: Double) -> String {
        String(format: "%.0f %%", 100 * ratio)
    }
}
