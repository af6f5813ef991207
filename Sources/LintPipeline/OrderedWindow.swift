import DesignSpec
import Diagnostics
import Dispatch
import Foundation

/// Work done on several threads and taken in order by the calling thread, with results
/// weighing at most `window` done and not yet taken (`OrderedSlots`): what a streamed run holds
/// is a window of file reports, never the run's (memory stays bounded by the largest file).
///
/// The workers are large-stack threads (parsing on them needs no thread of its own, as with
/// `Parallel.map`); the caller consumes while they work.
enum OrderedWindow {
    static func run<Value: Sendable, Failure: Error>(count: Int, jobs: Int, window: Int,
                                                     weight: @escaping @Sendable (Value) -> Int = { _ in 1 },
                                                     _ produce: @escaping @Sendable (Int) -> Value,
                                                     consume: (Int, Value) throws(Failure) -> Void) throws(Failure) {
        let workers = max(1, min(jobs, count))
        let slots = OrderedSlots<Value>(count: count, window: window, weight: weight)
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            LargeStackThread.concurrent(count: workers) { _ in
                slots.produceAll(produce)
            }
            group.leave()
        }
        try slots.takeAll(consume, waitForWorkers: { group.wait() })
    }
}
