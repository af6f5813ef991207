import ArgumentParser
import Foundation

extension RunCommand {
    /// The cache's figures (issue 14: "second run, nothing changed ≤ 10 % of a cold run"), with
    /// the CLI end to end as a CI step or a pre-commit hook runs it, in a cache folder of its
    /// own: a cold run that writes the cache (the folder removed before each), a second run over
    /// the same files (nothing changed: the last run's outputs are replayed), then a run after
    /// one spec was edited (the other files' results come from the cache; the reports are
    /// rendered again); each beside the same command with `--no-cache`. The runs lint a copy of
    /// the corpus, since one of its files is edited. Nil when the binary is absent.
    func cacheRuns(corpus: String, jobs: Int, reportFolder: String) throws -> String? {
        let binaryPath = Corpus.absolute(binary)
        guard FileManager.default.isExecutableFile(atPath: binaryPath) else { return nil }
        let cache = (reportFolder as NSString).appendingPathComponent("cli-cache")
        let copy = (reportFolder as NSString).appendingPathComponent("cache-corpus")
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: corpus, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        // A file changed less than `FileStamp.racyMargin` (3 s) before a run read it is read and
        // hashed again by the next run (git's "racily clean" rule): the fresh copy is left to
        // settle first, as the files of a repository have when a hook or CI step lints them.
        Thread.sleep(forTimeInterval: 3.5)
        // The in-process runs before this wrote hundreds of megabytes of reports: written out
        // now, their write-back does not compete with the timed runs (a second run of ~80 ms
        // measured 130 ms while it did).
        sync()
        let edited = try editableSpec(in: copy)
        let common = ["lint", copy, "--jobs", String(jobs), "--format", "github",
                      "--report", "junit=" + (reportFolder as NSString).appendingPathComponent("cache-junit.xml")]
        var uncached: [Double] = [], cold: [Double] = [], second: [Double] = [], afterEdit: [Double] = []
        for round in 0..<`repeat` {
            uncached.append(try timed(binaryPath, common + ["--no-cache"]))
            try? FileManager.default.removeItem(atPath: cache)
            cold.append(try timed(binaryPath, common + ["--cache-dir", cache]))
            second.append(try timed(binaryPath, common + ["--cache-dir", cache]))
            // A comment: new bytes, the same findings.
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: edited))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("\n# edited by tokenlint-bench, round \(round)\n".utf8))
            try handle.close()
            afterEdit.append(try timed(binaryPath, common + ["--cache-dir", cache]))
        }
        let base = Stats.best(uncached)
        return Format.row("  cache", "the CLI (best of \(`repeat`)): --no-cache \(Format.duration(base)); "
            + "cold, writing the cache \(Format.duration(Stats.best(cold))) (\(percent(Stats.best(cold), of: base))); "
            + "second run, nothing changed \(Format.duration(Stats.best(second))) (\(percent(Stats.best(second), of: base)) of --no-cache; target ≤ 10 %); "
            + "one spec edited \(Format.duration(Stats.best(afterEdit))) (\(percent(Stats.best(afterEdit), of: base)))")
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
