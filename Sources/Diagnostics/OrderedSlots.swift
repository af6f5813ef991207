import Foundation

/// The shared state of work done on several threads and taken in order by one consumer, with
/// at most `window` results done and not yet taken, so memory holds a window of results, never
/// all of them. Used by the lint run (file reports, `LintPipeline.OrderedWindow`) and by report
/// rendering (fragments, `Reporting.OrderedFragments`); each starts its own workers, which
/// `claim` an index, produce it and `put` it, while the consumer takes them in order (`takeAll`).
public final class OrderedSlots<Value: Sendable>: @unchecked Sendable {
    // @unchecked: every property is only read or written while holding `condition`.
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private var next = 0
    private var taken = 0
    private var done: [Int: Value] = [:]
    private var cancelled = false

    public init(count: Int, window: Int) {
        self.count = count
        self.window = max(1, window)
    }

    /// The next index to produce, waiting while `window` results are ahead of the consumer;
    /// nil when all are claimed or the work was cancelled.
    public func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !cancelled, next < count, next >= taken + window { condition.wait() }
        guard !cancelled, next < count else { return nil }
        defer { next += 1 }
        return next
    }

    public func put(_ index: Int, _ value: Value) {
        condition.lock()
        done[index] = value
        condition.broadcast()
        condition.unlock()
    }

    /// Result `index`, waiting until it is done; it leaves the window.
    public func take(_ index: Int) -> Value {
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
