import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic clock readings and the small statistics the benchmark prints.
enum Clock {
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    static func seconds(since start: UInt64) -> Double { Double(now() - start) / 1e9 }

    /// Runs `body` and returns its result with the seconds it took.
    static func measure<T>(_ body: () throws -> T) rethrows -> (T, Double) {
        let start = now()
        let result = try body()
        return (result, seconds(since: start))
    }
}

enum Stats {
    static func best(_ samples: [Double]) -> Double { samples.min() ?? 0 }

    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

enum Memory {
    /// Peak resident set size of this process, in bytes.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        let who = RUSAGE_SELF.rawValue
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        return bytes(maxrss: usage.ru_maxrss)
    }

    /// `ru_maxrss` in bytes: it is kilobytes on Linux, bytes on macOS.
    static func bytes(maxrss: Int) -> Int {
        #if os(Linux)
        maxrss * 1024
        #else
        maxrss
        #endif
    }

    /// Current resident set size in bytes (Linux: /proc/self/statm), nil elsewhere.
    static func currentResidentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// Numbers as the report prints them.
enum Format {
    static func duration(_ seconds: Double) -> String {
        if seconds >= 10 { return String(format: "%.1f s", seconds) }
        if seconds >= 1 { return String(format: "%.2f s", seconds) }
        if seconds >= 0.001 { return String(format: "%.1f ms", seconds * 1000) }
        return String(format: "%.1f µs", seconds * 1e6)
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_048_576) }

    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (offset, character) in digits.reversed().enumerated() {
            if offset > 0, offset % 3 == 0 { out.append(",") }
            out.append(character)
        }
        return String(out.reversed())
    }

    static func rate(_ count: Int, _ seconds: Double) -> String {
        guard seconds > 0 else { return "–" }
        return grouped(Int((Double(count) / seconds).rounded()))
    }

    static func ratio(_ value: Double) -> String { String(format: "%.1f×", value) }

    static func percent(_ part: Double, of whole: Double) -> String {
        guard whole > 0 else { return "–" }
        return String(format: "%.0f %%", part / whole * 100)
    }

    /// `label` padded to a column.
    static func row(_ label: String, _ text: String) -> String {
        label.padding(toLength: max(label.count + 1, 16), withPad: " ", startingAt: 0) + text
    }
}

/// Results written from parallel workers, read after they are done.
final class ParallelSink: @unchecked Sendable {
    // @unchecked: every access to `total` holds `lock`.
    private let lock = NSLock()
    private var total = 0

    func add(_ value: Int) {
        lock.lock()
        total += value
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }
}

/// Runs `work(index)` for every index over `jobs` workers, each taking every jobs-th index
/// (the way `Linter.lint(files:jobs:)` spreads files).
func parallelFor(_ count: Int, jobs: Int, _ work: @escaping @Sendable (Int) -> Void) {
    if jobs <= 1 || count <= 1 {
        for index in 0..<count { work(index) }
        return
    }
    let workers = min(jobs, count)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
        for index in stride(from: worker, to: count, by: workers) { work(index) }
    }
}
