import Diagnostics
import Dispatch
import Foundation

/// Renders numbered fragments of a report on several threads and hands them over in order, so
/// the output is the same bytes whatever the number of jobs.
///
/// A pipeline: `jobs` workers take the next fragment as soon as they are free (fragments vary
/// from 10 checks to 2,000), while the calling thread emits finished fragments in order. A
/// worker never runs more than `window` fragments ahead of the emitter, so memory holds a
/// window of fragments, never the report. (Rendering a batch, then emitting it, left the
/// cores idle during every emission.)
enum OrderedFragments {
    /// Fragments in flight per job: enough to keep every thread busy when fragment sizes vary,
    /// few enough to bound the memory.
    static let windowPerJob = 32

    static func render(
        count: Int,
        jobs: Int,
        _ fragment: @escaping @Sendable (Int) throws -> [UInt8],
        emit: (Int, [UInt8]) throws -> Void
    ) throws {
        let workers = min(max(1, jobs), count)
        guard workers > 1 else {
            for index in 0..<count { try emit(index, try fragment(index)) }
            return
        }
        let pipeline = OrderedSlots<Result<[UInt8], any Error>>(count: count, window: workers * windowPerJob)
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                pipeline.produceAll { index in Result { try fragment(index) } }
            }
        }
        try pipeline.takeAll({ (index, rendered) throws(any Error) in try emit(index, try rendered.get()) },
                             waitForWorkers: { group.wait() })
    }

    /// `render` over `0..<count` cut into ranges of `size` (a report's findings in chunks):
    /// `fragment` renders one range, `emit` gets each range with its bytes, in order.
    static func render(
        chunksOf size: Int,
        in count: Int,
        jobs: Int,
        _ fragment: @escaping @Sendable (Range<Int>) throws -> [UInt8],
        emit: (Range<Int>, [UInt8]) throws -> Void
    ) throws {
        @Sendable func range(_ chunk: Int) -> Range<Int> { chunk * size..<min(count, (chunk + 1) * size) }
        try render(count: (count + size - 1) / size, jobs: jobs) { try fragment(range($0)) } emit: { try emit(range($0), $1) }
    }
}
