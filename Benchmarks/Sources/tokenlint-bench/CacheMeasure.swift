import ArgumentParser
import Foundation

extension RunCommand {
    /// The cache's figures against its targets, with the CLI end to end as a CI step
    /// or a pre-commit hook runs it, in a cache folder of its own: a cold run with the cache
    /// (the folder removed before it; it lints every file and writes the cache) beside the same
    /// command with `--no-cache` (target: ≤ 5 % more), then a run after one spec was edited (the
    /// other files' results come from the cache; every report is rendered; target: ≤ 25 % of
    /// the cold run). The runs lint a copy of the corpus, since one of its files is edited. Nil
    /// when the binary is absent.
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
        let common = ["lint", copy, "--jobs", String(jobs), "--format", "github",
                      "--report", "junit=" + (reportFolder as NSString).appendingPathComponent("cache-junit.xml")]
        var uncached: [Double] = [], cold: [Double] = [], afterEdit: [Double] = []
        for round in 0..<`repeat` {
            uncached.append(try timed(binaryPath, common + ["--no-cache"]))
            try? FileManager.default.removeItem(atPath: cache)
            cold.append(try timed(binaryPath, common + ["--cache-dir", cache]))
            // A comment: new bytes, the same findings.
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: edited))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("\n# edited by tokenlint-bench, round \(round)\n".utf8))
            try handle.close()
            afterEdit.append(try timed(binaryPath, common + ["--cache-dir", cache]))
        }
        let base = Stats.best(uncached), coldBest = Stats.best(cold), editBest = Stats.best(afterEdit)
        return Format.row("  cache", "the CLI (best of \(`repeat`)): --no-cache \(Format.duration(base)); "
            + "cold, writing the cache \(Format.duration(coldBest)) (\(percent(coldBest, of: base)) of --no-cache; target ≤ 105 %); "
            + "one spec edited \(Format.duration(editBest)) (\(percent(editBest, of: coldBest)) of the cold run; target ≤ 25 %)")
    }

    /// The first YAML spec of the corpus (by name): a comment appended to it changes its bytes, not its findings.
    private func editableSpec(in folder: String) throws -> String {
        let names = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".spec.yaml") }.sorted()
        guard let name = names.first else { throw ValidationError("no *.spec.yaml in \(folder) to edit for the cache figures") }
        return (folder as NSString).appendingPathComponent(name)
    }

    private func timed(_ binary: String, _ arguments: [String]) throws -> Double {
        let start = Clock.now()
        let child = try StartupCommand.spawnAndWait(binary, arguments)
        guard child.status == 0 || child.status == 1 else { throw ValidationError("\(binary) exited \(child.status) on the corpus") }
        return Clock.seconds(since: start)
    }

    private func percent(_ value: Double, of base: Double) -> String {
        base > 0 ? String(format: "%.0f %%", 100 * value / base) : "?"
    }
}
