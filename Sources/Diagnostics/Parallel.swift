import Foundation

/// Work spread over a fixed number of workers, results in input order (so output never
/// depends on the job count or on scheduling).
public enum Parallel {
    /// `transform(0..<count)` on up to `jobs` threads, each worker taking the next index not yet
    /// taken. (Dealing indices out in a fixed stride left one core idle for the last tenth of a
    /// run: spec files differ a hundredfold in size.) The workers are large-stack threads, so
    /// parsing on them needs no thread of its own; a large-stack caller is one of them.
    public static func map<Result: Sendable>(count: Int, jobs: Int, _ transform: @escaping @Sendable (Int) -> Result) -> [Result] {
        let workers = max(1, min(jobs, count))
        let slots = Slots<Result>(count: count)
        // Escaping only formally: `concurrent` waits for every worker (the threads may release
        // the closure a moment later, which is why it cannot be `withoutActuallyEscaping`).
        let work: @Sendable () -> Void = { while let index = slots.claim() { slots.set(index, transform(index)) } }
        // On a large-stack thread already (one file's frames), this thread is one of the
        // workers: what it builds reuses the memory it freed (the file's parsed tree), where a
        // new thread allocates from a malloc arena of its own (a 50 MB Figma file peaked 100 MB
        // higher with its frames on new threads only).
        if LargeStackThread.isCurrent {
            LargeStackThread.concurrent(count: workers - 1, alongside: work) { _ in work() }
        } else {
            LargeStackThread.concurrent(count: workers) { _ in work() }
        }
        return slots.values
    }

    /// Thread-safe slots for parallel results, read back in order.
    private final class Slots<Value: Sendable>: @unchecked Sendable {
        // @unchecked: every access to `slots` and `next` holds `lock`.
        private let lock = NSLock()
        private var slots: [Value?]
        private var next = 0

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        /// The next index no worker has taken, or nil when all are taken.
        func claim() -> Int? {
            lock.lock(); defer { lock.unlock() }
            guard next < slots.count else { return nil }
            defer { next += 1 }
            return next
        }

        func set(_ index: Int, _ value: Value) {
            lock.lock(); slots[index] = value; lock.unlock()
        }

        var values: [Value] {
            lock.lock(); defer { lock.unlock() }
            return slots.compactMap { $0 }
        }
    }
}
