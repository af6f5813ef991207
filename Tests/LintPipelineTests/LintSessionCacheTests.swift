import Foundation
import LintPipeline
import Reporting
import XCTest

/// The cache as the session uses it: a run over unchanged files lints none of them and gives
/// the same report; another tool version lints again (product.md v2: the cache is keyed by
/// "the tool's version"). The CLI's tests cover the other key parts (AdoptionCLITests).
final class LintSessionCacheTests: XCTestCase {
    func options(cache: String, version: String = "1.0.0") -> LintSession.Options {
        var options = LintSessionTests.examplesOptions()
        options.toolVersion = version
        options.cacheFolder = cache
        return options
    }

    func temporaryCache() -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-session-cache-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func json(_ outcome: LintSession.Outcome) throws -> String {
        try Reporters.render(outcome.report, format: .json, options: ReportOptions(), jobs: 1)
    }

    func testASecondRunLintsNothingAndGivesTheSameReport() throws {
        let cache = temporaryCache()
        let cold = try LintSession(options(cache: cache)).run()
        XCTAssertEqual(cold.cacheHits, 0)
        let warm = try LintSession(options(cache: cache)).run()
        XCTAssertEqual(warm.cacheHits, 5, "the five example specs all come from the cache")
        XCTAssertEqual(try json(warm), try json(cold))
        XCTAssertEqual(try json(warm), try String(contentsOf: LintSessionTests.golden, encoding: .utf8))
    }

    func testTheCacheKeyHoldsTheToolVersion() throws {
        let cache = temporaryCache()
        _ = try LintSession(options(cache: cache, version: "1.0.0")).run()
        XCTAssertEqual(try LintSession(options(cache: cache, version: "1.0.0")).run().cacheHits, 5)
        XCTAssertEqual(try LintSession(options(cache: cache, version: "1.0.1")).run().cacheHits, 0, "another version lints again")
    }

    func testNoCacheFolderMeansNoHits() throws {
        var options = LintSessionTests.examplesOptions()
        options.cacheFolder = nil
        XCTAssertEqual(try LintSession(options).run().cacheHits, 0)
        XCTAssertEqual(try LintSession(options).run().cacheHits, 0)
    }
}
