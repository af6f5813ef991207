import Dispatch
import Foundation

/// Renders numbered fragments of a report on several threads and hands them over in order, so
/// the output is the same bytes whatever the number of jobs. Fragments are rendered a batch at
/// a time and emitted before the next batch starts: memory holds one batch, never the report.
enum OrderedFragments {
    /// Fragments per batch for each job: enough to keep every thread busy when fragment sizes
    /// vary (one file has 10 checks, another 2,000), few enough to bound the memory.
    static let batchPerJob = 32

    static func render(
        count: Int,
        jobs: Int,
        _ fragment: @escaping @Sendable (Int) throws -> [UInt8],
        emit: (Int, [UInt8]) throws -> Void
    ) throws {
        let workers = max(1, jobs)
        let batchSize = workers * batchPerJob
        var start = 0
        while start < count {
            let batch = start..<min(count, start + batchSize)
            if workers == 1 || batch.count == 1 {
                for index in batch { try emit(index, try fragment(index)) }
            } else {
                let slots = Slots(batch.count)
                let threads = min(workers, batch.count)
                // Worker w takes every threads-th fragment of the batch.
                DispatchQueue.concurrentPerform(iterations: threads) { worker in
                    for offset in stride(from: worker, to: batch.count, by: threads) {
                        slots.set(offset, Result { try fragment(batch.lowerBound + offset) })
                    }
                }
                for (offset, result) in slots.take().enumerated() {
                    try emit(batch.lowerBound + offset, try result.get())
                }
            }
            start = batch.upperBound
        }
    }

    /// The results of one batch, filled from several threads.
    private final class Slots: @unchecked Sendable {
        // @unchecked: `results` is only read or written while holding `lock`.
        private let lock = NSLock()
        private var results: [Result<[UInt8], any Error>]

        init(_ count: Int) {
            // Every slot is overwritten by its worker; the placeholder only shows if one was not.
            results = Array(repeating: .failure(Unrendered()), count: count)
        }

        func set(_ offset: Int, _ result: Result<[UInt8], any Error>) {
            lock.lock()
            defer { lock.unlock() }
            results[offset] = result
        }

        func take() -> [Result<[UInt8], any Error>] {
            lock.lock()
            defer { lock.unlock() }
            defer { results = [] }
            return results
        }
    }

    private struct Unrendered: Error {}
}
