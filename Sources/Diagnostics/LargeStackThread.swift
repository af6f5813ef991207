import Foundation

/// Threads with a large stack, for the recursion nested input asks for.
public enum LargeStackThread {
    public static let stackSize = 16 << 20
    private static let marker = "org.tokenlint.large-stack"

    private final class Slot<Value: Sendable>: @unchecked Sendable {
        // Written by the worker before it signals, read by the caller after the wait.
        var value: Value?
    }

    /// True on a thread started here (its stack is `stackSize`).
    static var isCurrent: Bool { Thread.current.threadDictionary[marker] != nil }

    /// Runs `body` on a thread with a large stack and waits for it: on this thread when it is
    /// one already (the linter's workers are), else on a new one.
    public static func run<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value {
        if isCurrent { return body() }
        let slot = Slot<Value>()
        concurrent(count: 1) { _ in slot.value = body() }
        return slot.value ?? body()
    }

    /// Runs `body(0..<count)` on `count` new large-stack threads at once and waits for all;
    /// `alongside` runs on this thread meanwhile. (Starting a thread per parsed file instead
    /// cost about 0.3 ms a file.)
    public static func concurrent(count: Int, alongside: () -> Void = {}, _ body: @escaping @Sendable (Int) -> Void) {
        let group = DispatchGroup()
        for worker in 0..<count {
            group.enter()
            let thread = Thread {
                Thread.current.threadDictionary[marker] = true
                body(worker)
                group.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        alongside()
        group.wait()
    }
}
