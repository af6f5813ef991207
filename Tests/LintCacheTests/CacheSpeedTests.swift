import ContentHash
import Diagnostics
import Foundation
@testable import LintCache
import XCTest

/// What a cache hit costs next to linting the file (issue 14: "second run, nothing changed
/// (cache) ≤ 10 % of a cold run"). Prints both per file on the bench sample; the figures in
/// the README come from the release build:
/// `swift test -c release --scratch-path .build-release --filter CacheSpeedTests`.
final class CacheSpeedTests: XCTestCase {
    func testAHitCostsAFractionOfLintingTheFile() throws {
        let files = try LintCacheTests.sampleFiles()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-cache-speed-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = LintCache(folder: folder)
        let context = LintCacheTests.context
        let linter = LintCacheTests.linter
        for (path, bytes) in files { try cache.store(linter.lint(file: path, bytes: bytes), for: context.key(path: path, bytes: bytes)) }

        func seconds(_ rounds: Int, _ body: () -> Void) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<rounds { body() }
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(rounds)
        }
        let rounds = 20
        var hits = 0
        // Both sides start from the file's bytes, which a run reads either way.
        let lint = seconds(rounds) { for (path, bytes) in files { _ = linter.lint(file: path, bytes: bytes) } }
        let hit = seconds(rounds) {
            for (path, bytes) in files where cache.lookup(context.key(path: path, bytes: bytes)) != nil { hits += 1 }
        }
        XCTAssertEqual(hits, rounds * files.count, "every lookup is a hit")
        let perFile = { (s: Double) in String(format: "%.3f ms", s * 1000 / Double(files.count)) }
        print("cache speed: lint \(perFile(lint)) per file, cache hit \(perFile(hit)) per file, \(String(format: "%.1f", 100 * hit / lint)) % of linting")
        let keys = seconds(rounds) { for (path, bytes) in files { _ = context.key(path: path, bytes: bytes) } }
        let entryBytes = try FileManager.default.contentsOfDirectory(atPath: folder + "/v\(CacheEntry.formatVersion)").reduce(0) {
            $0 + ((try? FileManager.default.attributesOfItem(atPath: folder + "/v\(CacheEntry.formatVersion)/" + $1)[.size] as? Int) ?? 0)
        }
        let specBytes = files.reduce(0) { $0 + $1.bytes.count }
        print("cache speed: of a hit, \(perFile(keys)) is the key (SHA-256 of the spec's bytes); entries are \(entryBytes / files.count) bytes for \(specBytes / files.count)-byte specs")
        XCTAssertLessThan(hit, lint, "a hit must cost less than linting the file")
    }
}
