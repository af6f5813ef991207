import Foundation

/// The shared state of work done on several threads and taken in order by one consumer, with
/// results weighing at most `window` done and not yet taken, so memory holds a window of
/// results, never all of them. A result's `weight` is what it holds (a file report's checks and
/// findings), not 1: a run of small results after a slow one (a megabyte of generated Swift
/// among files of a few kilobytes) keeps every worker busy, where a window of a fixed count
/// left all but one idle. Used by the lint run (file reports, `LintPipeline.OrderedWindow`),
/// which starts the workers that `claim` an index, produce it and `put` it, while the consumer
/// takes them in order (`takeAll`).
public final class OrderedSlots<Value: Sendable>: @unchecked Sendable {
    // @unchecked: every property is only read or written while holding `condition`.
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var next = 0
    private let weight: @Sendable (Value) -> Int
    private var done: [Int: (value: Value, weight: Int)] = [:]
    /// The weight of `done`.
    private var held = 0
    private var cancelled = false

    /// - Parameter weight: at least 1 for every result, so `window` bounds their count too.
    public init(count: Int, window: Int, weight: @escaping @Sendable (Value) -> Int = { _ in 1 }) {
        self.count = count
        self.window = max(1, window)
        self.weight = weight
    }

    /// The next index to produce, waiting while the results ahead of the consumer weigh
    /// `window`; nil when all are claimed or the work was cancelled. The consumer's next result
    /// is always claimed when any is held, so it never waits on a worker waiting here.
    public func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled, next < count, held >= window { condition.wait() }
        guard !cancelled, next < count else { return nil }
        defer { next += 1 }
        return next
    }

    public func put(_ index: Int, _ value: Value) {
        let weight = max(1, weight(value))
        condition.lock()
        done[index] = (value, weight)
        held += weight
        condition.broadcast()
        condition.unlock()
    }

    /// Result `index`, waiting until it is done; it leaves the window.
    public func take(_ index: Int) -> Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = done.removeValue(forKey: index) {
                held -= result.weight
                condition.broadcast()
                return result.value
            }
            condition.wait()
        }
    }

    /// A worker's side: claims, produces and puts indices until none is left or the work was
    /// cancelled.
    public func produceAll(_ produce: (Int) -> Value) {
        while let index = claim() { put(index, produce(index)) }
    }

    /// The consumer's side, for every caller: takes results `0..<count` in order into
    /// `consume`; on its first error stops handing out indices (`cancel`), and throws that error
    /// only after `waitForWorkers` returns, so no worker outlives the call. Typed throws, so a
    /// caller whose `consume` throws one error type keeps it.
    public func takeAll<Failure: Error>(_ consume: (Int, Value) throws(Failure) -> Void,
                                        waitForWorkers: () -> Void) throws(Failure) {
        var failure: Failure?
        for index in 0..<count {
            do {
                try consume(index, take(index))
            } catch {
                failure = error
                cancel()
                break
            }
        }
        waitForWorkers()
        if let failure { throw failure }
    }

    /// Stops handing out indices (the consumer failed); workers finish what they hold.
    public func cancel() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
    }
}
