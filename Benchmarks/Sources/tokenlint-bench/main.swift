// tokenlint-bench: the performance benchmark of tokenlint (README "Performance"). Release
// build, from the repository root (Benchmarks/ is a package of its own):
//
//   swift build -c release --package-path Benchmarks --product tokenlint-bench
//   swift build -c release --package-path Benchmarks --product tokenlint
//   # the binary as it ships, for `startup` (the Swift runtime linked in)
//   swift build -c release --static-swift-stdlib --scratch-path .build-static --product tokenlint
//
//   # 1,000 files, ~100,000 components, half YAML and half JSON, in /tmp/tokenlint-bench-corpus
//   Benchmarks/.build/release/tokenlint-bench generate --seed 42 --files 1000 --components 100 --format mixed
//
//   # lint it (built-in registry, JSON + JUnit written), 5 timed runs; floor, split, determinism
//   Benchmarks/.build/release/tokenlint-bench run --corpus /tmp/tokenlint-bench-corpus --repeat 5
//
//   # process start to exit of `tokenlint lint <one small spec>`, 40 runs
//   Benchmarks/.build/release/tokenlint-bench startup --binary .build-static/release/tokenlint --runs 40
//
//   # the CLI over the whole corpus (end to end, JUnit written), for comparison with `run`
//   Benchmarks/.build/release/tokenlint-bench startup --spec /tmp/tokenlint-bench-corpus --junit --runs 3
//
// Profiling (smaller corpus). Valgrind 3.19 cannot read the DWARF 5 the Swift 6 toolchain
// writes, so profile a copy without debug info (symbols stay):
//   Benchmarks/.build/release/tokenlint-bench generate --files 50 --output /tmp/tokenlint-bench-small
//   objcopy --strip-debug Benchmarks/.build/release/tokenlint /tmp/tokenlint-nodebug
//   valgrind --tool=callgrind --callgrind-out-file=/tmp/tokenlint.callgrind /tmp/tokenlint-nodebug \
//     lint /tmp/tokenlint-bench-small --jobs 1 --report json=/tmp/r.json --report junit=/tmp/r.xml > /dev/null
//   callgrind_annotate --inclusive=yes /tmp/tokenlint.callgrind | swift demangle --simplified | less
// or sample with perf (software clock; no hardware counters in this VM):
//   perf record -e cpu-clock -F 999 -g -o /tmp/lint.perf Benchmarks/.build/release/tokenlint lint \
//     /tmp/tokenlint-bench-corpus --jobs 1 --report junit=/tmp/r.xml > /dev/null
//   perf report -i /tmp/lint.perf --children --sort symbol | swift demangle --simplified
//
// Corpora are written to a temporary folder (never into the repository); `generate` replaces
// only a folder it wrote itself (it holds the hidden .tokenlint-bench-corpus.json).

import ArgumentParser

struct TokenlintBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokenlint-bench",
        abstract: "Benchmark for tokenlint: a seeded spec corpus, lint timing with the JSON-parse floor, and process start-up.",
        subcommands: [GenerateCommand.self, RunCommand.self, StartupCommand.self]
    )
}

TokenlintBench.main()
