import DesignSpec
import Dispatch
import Foundation

/// Work done on several threads and taken in order by the calling thread, with at most
/// `window` results done and not yet taken: what a streamed run holds is a window of file
/// reports, never the run's (product.md v2: memory bounded by the largest file).
///
/// The workers are large-stack threads (parsing on them needs no thread of its own, as with
/// `Parallel.map`); the caller consumes while they work.
enum OrderedWindow {
    static func run<Value: Sendable, Failure: Error>(count: Int, jobs: Int, window: Int,
                                                     _ produce: @escaping @Sendable (Int) -> Value,
                                                     consume: (Int, Value) throws(Failure) -> Void) throws(Failure) {
        let workers = max(1, min(jobs, count))
        let slots = Slots<Value>(count: count, window: max(1, window))
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            LargeStackThread.concurrent(count: workers) { _ in
                while let index = slots.claim() { slots.put(index, produce(index)) }
            }
            group.leave()
        }
        var failure: Failure?
        for index in 0..<count {
            do {
                try consume(index, slots.take(index))
            } catch {
                failure = error
                slots.cancel()
                break
            }
        }
        group.wait()
        if let failure { throw failure }
    }

    /// The shared state: the next index to produce, and the results not yet taken.
    final class Slots<Value: Sendable>: @unchecked Sendable {
        // @unchecked: every property is only read or written while holding `condition`.
        private let condition = NSCondition()
        private let count: Int
        private let window: Int
        private var next = 0
        private var taken = 0
        private var done: [Int: Value] = [:]
        private var cancelled = false

        init(count: Int, window: Int) {
            self.count = count
            self.window = window
        }

        /// The next index, waiting while `window` results are ahead of the consumer; nil when
        /// all are claimed or the run was cancelled.
        func claim() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while !cancelled, next < count, next >= taken + window { condition.wait() }
            guard !cancelled, next < count else { return nil }
            defer { next += 1 }
            return next
        }

        func put(_ index: Int, _ value: Value) {
            condition.lock()
            done[index] = value
            condition.broadcast()
            condition.unlock()
        }

        /// Result `index`, waiting until it is done; it leaves the window.
        func take(_ index: Int) -> Value {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let value = done.removeValue(forKey: index) {
                    taken = index + 1
                    condition.broadcast()
                    return value
                }
                condition.wait()
            }
        }

        func cancel() {
            condition.lock()
            cancelled = true
            condition.broadcast()
            condition.unlock()
        }
    }
}
