import ArgumentParser
import Foundation

extension RunCommand {
    /// The cache's figures (issue 14: "second run, nothing changed ≤ 10 % of a cold run"), with
    /// the CLI end to end as a CI step or a pre-commit hook runs it, in a cache folder of its
    /// own: a cold run that writes the cache (the folder removed before each), then a second
    /// run over the same files; each beside the same command with `--no-cache`. Nil when the
    /// binary is absent.
    func cacheRuns(corpus: String, jobs: Int, reportFolder: String) throws -> String? {
        let binaryPath = Corpus.absolute(binary)
        guard FileManager.default.isExecutableFile(atPath: binaryPath) else { return nil }
        let cache = (reportFolder as NSString).appendingPathComponent("cli-cache")
        let common = ["lint", corpus, "--jobs", String(jobs), "--format", "github",
                      "--report", "junit=" + (reportFolder as NSString).appendingPathComponent("cache-junit.xml")]
        var uncached: [Double] = [], cold: [Double] = [], second: [Double] = []
        for _ in 0..<`repeat` {
            uncached.append(try timed(binaryPath, common + ["--no-cache"]))
            try? FileManager.default.removeItem(atPath: cache)
            cold.append(try timed(binaryPath, common + ["--cache-dir", cache]))
            second.append(try timed(binaryPath, common + ["--cache-dir", cache]))
        }
        let base = Stats.best(uncached)
        return Format.row("  cache", "the CLI (best of \(`repeat`)): --no-cache \(Format.duration(base)); "
            + "cold, writing the cache \(Format.duration(Stats.best(cold))) (\(percent(Stats.best(cold), of: base))); "
            + "second run, nothing changed \(Format.duration(Stats.best(second))) (\(percent(Stats.best(second), of: base)) of --no-cache; target ≤ 10 %)")
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
