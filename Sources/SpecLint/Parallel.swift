import DesignSpec
import Foundation

/// Work spread over a fixed number of workers, results in input order (so output never
/// depends on the job count or on scheduling).
enum Parallel {
    /// `transform(0..<count)` on up to `jobs` threads, worker w taking indices w, w+jobs, …
    /// The workers are large-stack threads, so parsing on them needs no thread of its own.
    static func map<Result: Sendable>(count: Int, jobs: Int, _ transform: @escaping @Sendable (Int) -> Result) -> [Result] {
        let workers = max(1, min(jobs, count))
        let slots = Slots<Result>(count: count)
        // Escaping only formally: `concurrent` waits for every worker (the threads may release
        // the closure a moment later, which is why it cannot be `withoutActuallyEscaping`).
        LargeStackThread.concurrent(count: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) { slots.set(index, transform(index)) }
        }
        return slots.values
    }

    /// Thread-safe slots for parallel results, read back in order.
    private final class Slots<Value: Sendable>: @unchecked Sendable {
        // @unchecked: every access to `slots` holds `lock`.
        private let lock = NSLock()
        private var slots: [Value?]

        init(count: Int) { slots = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Value) {
            lock.lock(); slots[index] = value; lock.unlock()
        }

        var values: [Value] {
            lock.lock(); defer { lock.unlock() }
            return slots.compactMap { $0 }
        }
    }
}
