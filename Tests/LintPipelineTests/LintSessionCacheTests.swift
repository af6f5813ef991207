import Diagnostics
import Foundation
import LintCache
@testable import LintPipeline
import Reporting
import XCTest

/// The cache as the session uses it: a run over unchanged files lints none of them and gives
/// the same report; another tool version or build lints again. The CLI's tests cover the other
/// key parts (AdoptionCLITests).
final class LintSessionCacheTests: XCTestCase {
    func options(cache: String, version: String = "1.0.0", build: String = "build-id 01") -> LintSession.Options {
        var options = LintSessionTests.examplesOptions()
        options.toolVersion = version
        options.build = build
        options.cacheFolder = cache
        return options
    }

    func temporaryCache() -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-session-cache-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func json(_ outcome: LintSession.Outcome) throws -> String {
        try Reporters.render(outcome.report, format: .json, options: ReportOptions())
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

    /// Another build of the same version (whatever its size and date) never reuses verdicts.
    func testTheCacheKeyHoldsTheToolBuild() throws {
        let cache = temporaryCache()
        _ = try LintSession(options(cache: cache, build: "build-id 01")).run()
        XCTAssertEqual(try LintSession(options(cache: cache, build: "build-id 01")).run().cacheHits, 5)
        XCTAssertEqual(try LintSession(options(cache: cache, build: "build-id 02")).run().cacheHits, 0, "another build lints again")
    }

    func testNoCacheFolderMeansNoHits() throws {
        var options = LintSessionTests.examplesOptions()
        options.cacheFolder = nil
        XCTAssertEqual(try LintSession(options).run().cacheHits, 0)
        XCTAssertEqual(try LintSession(options).run().cacheHits, 0)
    }
}

/// Edits, pruning and an unwritable cache, in a folder of the test's own.
final class LintSessionCacheEditTests: XCTestCase {
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
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-cache-session-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { [folder] in try? FileManager.default.removeItem(atPath: folder) }
    }

    func session(_ paths: [String] = ["price.spec.yaml"], cache: String = "cache") throws -> LintSession {
        try LintSession(LintSession.Options(paths: paths, config: .file(LintSessionTests.neutralConfig), jobs: 1,
                                            workingDirectory: folder, toolVersion: "1.0.0", cacheFolder: cache))
    }

    /// Writes over the file in place (same inode, same size), as `>` in a shell does.
    func overwrite(_ text: String, _ name: String = "price.spec.yaml") throws {
        try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
    }

    /// The same size and the same modification time: only the bytes tell the edit (no stamp is trusted).
    func testAnEditedFileIsLintedAgain() throws {
        XCTAssertEqual(Self.failing.utf8.count, Self.passing.utf8.count)
        try overwrite(Self.failing)
        let first = try session().run()
        XCTAssertEqual(first.cacheHits, 0)
        XCTAssertEqual(first.report.summary.errors, 1, "#777777 on white is 4.48:1")
        XCTAssertEqual(try session().run().cacheHits, 1)
        let path = folder + "/price.spec.yaml"
        var info = stat()
        XCTAssertEqual(stat(path, &info), 0)
        try overwrite(Self.passing)
        var times = [info.st_atim, info.st_mtim]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        let edited = try session().run()
        XCTAssertEqual(edited.cacheHits, 0, "the new bytes were linted")
        XCTAssertEqual(edited.report.summary.errors, 0, "#000000 on white is 21:1")
    }

    /// The cache file keeps only what the last run used: a file no longer linted drops out.
    func testEntriesTheRunDidNotUseAreDropped() throws {
        try overwrite(Self.failing)
        try overwrite(Self.passing, "other.spec.yaml")
        let both = try session(["price.spec.yaml", "other.spec.yaml"])
        _ = both.run()
        XCTAssertEqual(try XCTUnwrap(both.cache).cache.load(XCTUnwrap(both.cache).context).count, 2)
        let one = try session(["price.spec.yaml"])
        XCTAssertEqual(one.run().cacheHits, 1)
        XCTAssertEqual(try XCTUnwrap(one.cache).cache.load(XCTUnwrap(one.cache).context).count, 1)
        XCTAssertEqual(try session(["price.spec.yaml", "other.spec.yaml"]).run().cacheHits, 1, "other.spec.yaml is linted again")
    }

    /// A run whose every result came from the cache, and which used all of it, leaves the file
    /// as it is; a run that linted a file writes it anew.
    func testTheFileIsRewrittenOnlyWhenSomethingChanged() throws {
        try overwrite(Self.failing)
        let first = try session()
        _ = first.run()
        let path = try folder + "/cache/" + XCTUnwrap(first.cache).context.digest.hex + ".tlcache"
        func inode() -> UInt64 { var info = stat(); return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0 }
        let written = inode()
        XCTAssertNotEqual(written, 0)
        XCTAssertEqual(try session().run().cacheHits, 1)
        XCTAssertEqual(inode(), written, "nothing changed: not rewritten")
        try overwrite(Self.passing)
        XCTAssertEqual(try session().run().cacheHits, 0)
        XCTAssertNotEqual(inode(), written, "an edited file's result: the file replaced")
    }

    /// The results are right and the run says once, in words, why the next one will be slower.
    func testACacheThatCannotBeWrittenIsOneWarning() throws {
        try overwrite(Self.failing)
        try "not a folder\n".write(toFile: folder + "/blocker", atomically: true, encoding: .utf8)
        let run = try session(cache: "blocker/cache").run()
        XCTAssertEqual(run.report.summary.errors, 1)
        XCTAssertEqual(run.warnings.count, 1, "\(run.warnings)")
        let warning = try XCTUnwrap(run.warnings.first)
        XCTAssertTrue(warning.hasPrefix("warning: cannot write the cache in blocker/cache: "), warning)
        XCTAssertTrue(warning.contains("Not a directory"), warning)
        for dump in ["Error Domain", "NSCocoaErrorDomain", "UserInfo", "NSFilePath"] { XCTAssertFalse(warning.contains(dump), warning) }
    }
}
