import Foundation
@testable import LintPipeline
import XCTest

/// `OrderedWindow.run` (through `OrderedSlots.takeAll`): results in order, the consumer's own
/// error type, no work past the window once the consumer has failed, and a window counted in
/// what the results weigh.
final class OrderedWindowTests: XCTestCase {
    struct Stop: Error, Equatable { var at: Int }

    func testResultsComeInOrderWhateverFinishesFirst() {
        var taken: [Int] = []
        OrderedWindow.run(count: 60, jobs: 3, window: 4) { index in
            usleep(useconds_t(50 * (60 - index)))  // early results take longest
            return index * 10
        } consume: { index, value in
            XCTAssertEqual(value, index * 10)
            taken.append(index)
        }
        XCTAssertEqual(taken, Array(0..<60))
    }

    func testTheConsumersTypedErrorStopsTheWorkersAndComesBackAfterThem() {
        let produced = Produced()
        do throws(Stop) {
            try OrderedWindow.run(count: 1_000, jobs: 2, window: 3) { index in
                produced.add()
                return index
            } consume: { (index, _) throws(Stop) in
                if index == 5 { throw Stop(at: index) }
            }
            XCTFail("the consumer's error must be thrown")
        } catch {
            XCTAssertEqual(error, Stop(at: 5), "typed: no cast needed")
        }
        let afterReturn = produced.count
        // Taken 0...5; workers may hold at most `window` results ahead plus one each in hand.
        XCTAssertLessThanOrEqual(afterReturn, 6 + 3 + 2, "work stopped at the window, not all 1,000 produced")
        usleep(20_000)
        XCTAssertEqual(produced.count, afterReturn, "no worker outlives the call")
    }
}

extension OrderedWindowTests {
    /// While the first result is slow, the other worker goes on as far as the results' weight
    /// allows: many light results (Swift files' reports), few heavy ones (large specs').
    func testTheWindowIsWhatTheResultsWeigh() {
        for (weight, expected) in [(1, 40...40), (10, 1...5)] {
            let produced = Produced()
            var seenAtFirst = -1
            OrderedWindow.run(count: 100, jobs: 2, window: 40, weight: { _ in weight }) { index in
                if index == 0 {
                    // Waits for the other worker to stop, at the window or at 40 results.
                    let deadline = Date().addingTimeInterval(5)
                    var last = -1
                    while Date() < deadline, produced.count != last || produced.count == 0 {
                        last = produced.count
                        usleep(100_000)
                    }
                } else {
                    produced.add()
                }
                return index
            } consume: { index, _ in
                if index == 0 { seenAtFirst = produced.count }
            }
            XCTAssertTrue(expected.contains(seenAtFirst), "weight \(weight): \(seenAtFirst) results done while the first was read")
        }
    }
}

private final class Produced: @unchecked Sendable {
    // @unchecked: `value` is only touched while holding `lock`.
    private let lock = NSLock()
    private var value = 0
    func add() { lock.lock(); value += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
}
