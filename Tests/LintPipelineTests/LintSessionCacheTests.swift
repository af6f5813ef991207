import Diagnostics
import Foundation
import LintCache
@testable import LintPipeline
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

/// The metadata fast path as the session uses it (git's and Ruff's: a file whose stat(2) stamp
/// is unchanged is not read again), with the stamp handed in, so a test can hold it still
/// while the bytes behind it change, which no real write within one timestamp tick lets a
/// test do on purpose.
final class LintSessionStampTests: XCTestCase {
    /// A text component whose foreground fails 4.5:1 on white (#777777: 4.48:1, WCAG 1.4.3 AA),
    /// and the same file, byte for byte the same size, with a foreground that passes (#000000: 21:1).
    static let failing = spec(foreground: "#777777")
    static let passing = spec(foreground: "#000000")

    static func spec(foreground: String) -> String {
        """
        tokenlint: 1
        name: Price
        components:
          - id: price
            role: text
            background: "#FFFFFF"
            foreground: "\(foreground)"
            font: "{font.textStyle.body}"
            text: "$4.99"

        """
    }

    var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-stamp-session-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { [folder] in try? FileManager.default.removeItem(atPath: folder) }
    }

    var specPath: String { folder + "/price.spec.yaml" }

    func session() throws -> LintSession {
        try LintSession(LintSession.Options(paths: ["price.spec.yaml"], config: .file(LintSessionTests.neutralConfig), jobs: 1,
                                            workingDirectory: folder, toolVersion: "1.0.0", cacheFolder: "cache"))
    }

    /// Writes over the file in place (same inode), as `>` in a shell does.
    func overwrite(_ text: String) throws {
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: specPath))
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    func errors(_ result: LintSession.FileResult) -> Int { result.report.activeFindings.filter { $0.severity == .error }.count }

    /// The file's real stamp with both times moved `secondsAgo` into the past.
    func stamp(secondsAgo: Int64) throws -> FileStamp {
        var stamp = try XCTUnwrap(FileStamp.of(specPath))
        stamp.modified = FileTime(seconds: FileTime.now().seconds - secondsAgo, nanoseconds: 0)
        stamp.changed = stamp.modified
        return stamp
    }

    func testASettledUnchangedStampIsTrustedWithoutReadingTheFile() throws {
        XCTAssertEqual(Self.failing.utf8.count, Self.passing.utf8.count)
        try Self.failing.write(toFile: specPath, atomically: false, encoding: .utf8)
        let session = try session()
        let cache = try XCTUnwrap(session.cache)
        let settled = try stamp(secondsAgo: 100)
        let first = session.cachedReport(display: "price.spec.yaml", path: specPath, stamp: settled, cache: cache)
        XCTAssertFalse(first.cached)
        XCTAssertEqual(errors(first), 1, "#777777 on white is 4.48:1")
        // The bytes change behind an unchanged, settled stamp: only a lookup that does not read
        // the file can still answer with the first result.
        try overwrite(Self.passing)
        let second = session.cachedReport(display: "price.spec.yaml", path: specPath, stamp: settled, cache: cache)
        XCTAssertTrue(second.cached)
        XCTAssertEqual(errors(second), 1, "answered from the stamp's record, the file not read")
    }

    func testAChangedFileWithTheSameSizeAndTimesIsReadAgainWhenItsStampWasRacy() throws {
        try Self.failing.write(toFile: specPath, atomically: false, encoding: .utf8)
        let session = try session()
        let cache = try XCTUnwrap(session.cache)
        // Times within a second of the read: a write in the same tick would keep them.
        let racy = try stamp(secondsAgo: 0)
        let first = session.cachedReport(display: "price.spec.yaml", path: specPath, stamp: racy, cache: cache)
        XCTAssertEqual(errors(first), 1)
        try overwrite(Self.passing)
        let second = session.cachedReport(display: "price.spec.yaml", path: specPath, stamp: racy, cache: cache)
        XCTAssertFalse(second.cached, "the new bytes were read, hashed and linted")
        XCTAssertEqual(errors(second), 0, "#000000 on white is 21:1")
    }

    /// Through the public path (real stamps): a touched file is read and hashed again, and its
    /// unchanged bytes find their entry.
    func testATouchedButUnchangedFileStillHits() throws {
        try Self.failing.write(toFile: specPath, atomically: false, encoding: .utf8)
        XCTAssertEqual(try session().run().cacheHits, 0)
        XCTAssertEqual(try session().run().cacheHits, 1)
        var times = [timespec(tv_sec: time(nil) - 7200, tv_nsec: 0), timespec(tv_sec: time(nil) - 7200, tv_nsec: 0)]
        XCTAssertEqual(utimensat(AT_FDCWD, specPath, &times, 0), 0)
        let touched = try session().run()
        XCTAssertEqual(touched.cacheHits, 1, "same bytes, same key")
        XCTAssertEqual(touched.report.summary.errors, 1)
        // And a real change of the bytes, same size, is linted again.
        try overwrite(Self.passing)
        let changed = try session().run()
        XCTAssertEqual(changed.cacheHits, 0)
        XCTAssertEqual(changed.report.summary.errors, 0)
    }
}
