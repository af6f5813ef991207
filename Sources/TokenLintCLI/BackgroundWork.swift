import Foundation

/// Work started on a thread of its own now and joined later. `lint` writes its report files
/// this way while stdout gets its report: the two are independent, and each has stretches
/// that keep only one core busy (picking the GitHub annotations to show, a report's header).
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is written on the thread before `done` is signalled, and read only
    // after waiting for that signal.
    private var value: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ body: @escaping @Sendable () -> Value) {
        Thread { [self] in
            value = body()
            done.signal()
        }.start()
    }

    /// Waits for the work to end; its result.
    func wait() -> Value? {
        done.wait()
        return value
    }
}
