import Foundation

/// State a command leaves to the operating system instead of freeing it: the tool's own
/// process is about to exit, and tearing down a resolved registry (dozens of permutations of
/// hundreds of tokens) cost a few milliseconds of a 50 ms run. Only the executable opts in;
/// commands run in-process (tests) free everything as usual.
public enum ProcessLifetime {
    /// Set by the `tokenlint` executable around its one command.
    @TaskLocal public static var endsWithCommand = false

    private final class Store: @unchecked Sendable {
        // @unchecked: `values` is only touched while holding `lock`.
        let lock = NSLock()
        var values: [any Sendable] = []
    }

    private static let store = Store()

    /// Keeps `value` alive until the process exits, when `endsWithCommand` is set.
    static func keep(_ value: any Sendable) {
        guard endsWithCommand else { return }
        store.lock.lock()
        store.values.append(value)
        store.lock.unlock()
    }
}
