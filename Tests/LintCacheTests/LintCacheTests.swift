import ContentHash
import DesignTokens
import Diagnostics
import Foundation
@testable import LintCache
import SeededRandom
import SpecLint
import XCTest

/// The cache (product.md v2: "keyed by the file's bytes, the resolved registry, the
/// configuration, the profile and the tool's version"; issue 14: "a cache that is corrupt, from
/// another version, or written concurrently by a second run is ignored or repaired, never
/// trusted blindly and never a crash").
final class LintCacheTests: XCTestCase {
    static let linter: Linter = {
        let registry = Registry.builtIn()
        let (roles, _) = ContextRoles.detect(in: registry.modifiers, overrides: .init(), configFile: nil)
        return Linter(space: EvaluationSpace(registry: registry, roles: roles), config: LintConfiguration())
    }()

    static let benchSample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/bench-sample")

    /// The bench sample's spec files: (path as reported, bytes).
    static func sampleFiles() throws -> [(path: String, bytes: [UInt8])] {
        try FileManager.default.contentsOfDirectory(atPath: benchSample.path).filter { $0.hasSuffix(".spec.yaml") }.sorted().map {
            ("bench-sample/\($0)", [UInt8](try Data(contentsOf: benchSample.appendingPathComponent($0))))
        }
    }

    static let context = CacheKeyContext(registry: SHA256.hash("registry"), configuration: SHA256.hash("config"),
                                         profile: "", toolVersion: "1.0.0")

    func temporaryCache() -> LintCache {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-cache-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return LintCache(folder: folder + "/.tokenlint-cache")
    }

    func assertSame(_ cached: FileReport?, _ fresh: FileReport, file: StaticString = #filePath, line: UInt = #line) {
        guard let cached else { return XCTFail("no cached result", file: file, line: line) }
        XCTAssertEqual(cached.path, fresh.path, file: file, line: line)
        XCTAssertEqual(cached.checks, fresh.checks, file: file, line: line)
        XCTAssertEqual(cached.findings, fresh.findings, file: file, line: line)
        XCTAssertEqual(cached.inputError, fresh.inputError, file: file, line: line)
        // Byte for byte, not only equal as Strings (which compare by canonical equivalence).
        XCTAssertEqual(cached.checks.compactMap(\.finding).map { Array($0.message.utf8) },
                       fresh.checks.compactMap(\.finding).map { Array($0.message.utf8) }, file: file, line: line)
        XCTAssertEqual(cached.duration, 0, "durations are not cached", file: file, line: line)
    }

    // MARK: Hits

    func testTheCachedReportEqualsTheFreshOneOnTheBenchSample() throws {
        let cache = temporaryCache()
        for (path, bytes) in try Self.sampleFiles() {
            let fresh = Self.linter.lint(file: path, bytes: bytes)
            XCTAssertGreaterThan(fresh.checks.compactMap(\.finding).count, 0, "\(path) has findings to round-trip")
            let key = Self.context.key(path: path, bytes: bytes)
            XCTAssertNil(cache.lookup(key), "nothing stored yet")
            try cache.store(fresh, for: key)
            assertSame(cache.lookup(key), fresh)
        }
    }

    /// Every field the codec writes, including the rare ones the bench sample lacks.
    func testEveryKindOfResultRoundTrips() throws {
        let cache = temporaryCache()
        let at = SourceLocation(file: "a.spec.yaml", line: 12, column: 7)
        var finding = Finding(rule: "contrast/text", severity: .needsReview, location: at, message: "Text contrast 4.48:1 — “quoted” ✓",
                              token: "color.label", component: "title",
                              contexts: [[ContextChoice(modifier: "appearance", context: "dark")], []], measured: 4.48, required: .infinity, help: nil)
        finding.details = ["appearance=dark: 4.48:1", ""]
        // The HTML report's pictures: a cached finding must draw the same as a fresh one.
        finding.figures = [
            FindingFigure(context: "appearance=dark", .contrast(foreground: "#8E8E93", background: "#1C1C1E", ratio: 4.48, required: 4.5)),
            FindingFigure(.target(width: 30, height: 28.5, minimum: 44, unit: "pt")),
            FindingFigure(context: "motion=full", .motion(MotionPlot(duration: 0.5, full: [0, 0.5, 1.02, 1], reduced: [], reducedLabel: "no animation"))),
        ]
        let report = FileReport(
            path: "a.spec.yaml",
            checks: [Check(rule: "target/size", subject: "pay", location: at, outcome: .passed),
                     Check(rule: "contrast/text", subject: "title", location: at, outcome: .finding(finding)),
                     Check(rule: "contrast/text", subject: "promo", location: at, outcome: .suppressed(finding, reason: "legacy"))],
            inputError: Finding(rule: "input/unparseable", severity: .error, location: nil, message: "bad"),
            findings: [Finding(rule: "spec/invalid", severity: .info, location: nil, message: "", measured: -0.0)],
            duration: 3.5)
        let key = Self.context.key(path: "a.spec.yaml", bytes: [1, 2, 3])
        try cache.store(report, for: key)
        assertSame(cache.lookup(key), report)
    }

    /// Strings are interned by their bytes: "é" as one code point (U+00E9) and as "e" + U+0301 are
    /// equal `String`s (canonical equivalence), yet a report must come back with the bytes it was
    /// stored with (a cached run's reports are byte-identical to a fresh run's).
    func testCanonicallyEquivalentStringsKeepTheirOwnBytes() throws {
        let composed = "Caf\u{E9} label", decomposed = "Cafe\u{301} label"
        XCTAssertEqual(composed, decomposed, "Swift compares them as equal")
        let at = SourceLocation(file: "a.spec.yaml", line: 1, column: 1)
        let report = FileReport(path: "a.spec.yaml", checks: [
            Check(rule: "r", subject: composed, location: at, outcome: .passed),
            Check(rule: "r", subject: decomposed, location: at, outcome: .passed)])
        let decoded = try FileReportCodec.decode(FileReportCodec.encode(report))
        XCTAssertEqual(decoded.checks.map { Array($0.subject.utf8) }, [Array(composed.utf8), Array(decomposed.utf8)])
    }

    /// Enough distinct strings to grow the encoder's table several times, most of them sharing
    /// their first and last bytes as messages do ("Text contrast 4.48:1 … regular text"), each
    /// repeated: every one must come back as itself.
    func testManySimilarStringsRoundTrip() throws {
        let at = SourceLocation(file: "a.spec.yaml", line: 1, column: 1)
        let subjects = (0..<3000).map { "Text contrast \($0 % 7).\($0):1 is below 4.5:1 for \($0 % 5) pt regular text" }
        let report = FileReport(path: "a.spec.yaml", checks: (subjects + subjects.reversed()).map {
            Check(rule: "contrast/text", subject: $0, location: at, outcome: .passed)
        })
        let decoded = try FileReportCodec.decode(FileReportCodec.encode(report))
        XCTAssertEqual(decoded.checks.map(\.subject), subjects + subjects.reversed())
    }

    /// The payload's layout, spelled out from `FileReportCodec`'s documentation: the string table
    /// (count, then each string's length and UTF-8 bytes, in order of first use), then the report
    /// with strings as table indexes and integers as zigzag LEB128. Entries written by earlier
    /// builds of this format version stay readable only while this holds.
    func testThePayloadLayoutIsStable() {
        let report = FileReport(path: "a", checks: [
            Check(rule: "r", subject: "a", location: SourceLocation(file: "a", line: 1, column: 2), outcome: .passed)])
        let table: [UInt8] = [2, 1, UInt8(ascii: "a"), 1, UInt8(ascii: "r")]
        // path "a" = 0, no input error, 0 findings, 1 check: rule "r" = 1, subject 0, file 0,
        // line 1 → zigzag 2, column 2 → 4, outcome passed = 0.
        let body: [UInt8] = [0, 0, 0, 1, 1, 0, 0, 2, 4, 0]
        XCTAssertEqual(FileReportCodec.encode(report), table + body)
    }

    // MARK: Misses

    /// FNV-1a 64 test vectors from draft-eastlake-fnv ("a" → af63dc4c8601ec8c, "foobar" → 85944171f73967e8).
    func testTheChecksumIsFNV1a64() {
        XCTAssertEqual(CacheEntry.checksum(Array("a".utf8)[...]), 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(CacheEntry.checksum(Array("foobar".utf8)[...]), 0x8594_4171_f739_67e8)
        XCTAssertEqual(CacheEntry.checksum([][...]), 0xcbf2_9ce4_8422_2325)
    }

    func testEachKeyPartChangesTheKey() throws {
        let cache = temporaryCache()
        let (path, bytes) = try XCTUnwrap(Self.sampleFiles().first)
        let base = Self.context.key(path: path, bytes: bytes)
        try cache.store(Self.linter.lint(file: path, bytes: bytes), for: base)
        XCTAssertNotNil(cache.lookup(base))
        let r = SHA256.hash("registry"), c = SHA256.hash("config")
        let changed: [String: CacheKey] = [
            "bytes": Self.context.key(path: path, bytes: bytes + [UInt8(ascii: "\n")]),
            "path": Self.context.key(path: "other/" + path, bytes: bytes),
            "registry": CacheKeyContext(registry: SHA256.hash("registry2"), configuration: c, profile: "", toolVersion: "1.0.0").key(path: path, bytes: bytes),
            "config": CacheKeyContext(registry: r, configuration: SHA256.hash("config2"), profile: "", toolVersion: "1.0.0").key(path: path, bytes: bytes),
            "profile": CacheKeyContext(registry: r, configuration: c, profile: "wcag-aaa", toolVersion: "1.0.0").key(path: path, bytes: bytes),
            "version": CacheKeyContext(registry: r, configuration: c, profile: "", toolVersion: "1.0.1").key(path: path, bytes: bytes),
        ]
        XCTAssertEqual(CacheKeyContext(registry: r, configuration: c, profile: "", toolVersion: "1.0.0").key(path: path, bytes: bytes), base,
                       "the same parts give the same key")
        for (part, key) in changed {
            XCTAssertNotEqual(key, base, part)
            XCTAssertNil(cache.lookup(key), "a changed \(part) is a miss")
        }
        XCTAssertEqual(Set(changed.values).count, changed.count)
        // Registry digests over files: the order they were read in does not matter, their bytes do.
        let a = (path: "a.tokens.json", bytes: [UInt8]("{}".utf8)), b = (path: "b.tokens.json", bytes: [UInt8]("[]".utf8))
        XCTAssertEqual(CacheKeyContext.digest(of: [a, b]), CacheKeyContext.digest(of: [b, a]))
        XCTAssertNotEqual(CacheKeyContext.digest(of: [a, b]), CacheKeyContext.digest(of: [a, (b.path, [UInt8]("[ ]".utf8))]))
    }

    /// The registry part of the key covers the resolver document and every source it names.
    func testTheRegistryDigestCoversEveryFileTheRegistryRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-registry-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let resolver = ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
        try resolver.write(toFile: folder + "/app.resolver.json", atomically: true, encoding: .utf8)
        func digest(ink: String) throws -> (SHA256Digest, Registry) {
            let tokens = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [\#(ink)]}}}}"#
            try tokens.write(toFile: folder + "/base.tokens.json", atomically: true, encoding: .utf8)
            let recorder = RecordingSourceProvider(DiskSourceProvider(workingDirectory: folder))
            let registry = Registry.load(path: folder + "/app.resolver.json", provider: recorder)
            return (recorder.digest, registry)
        }
        let (first, registry) = try digest(ink: "0, 0, 0")
        XCTAssertEqual(registry.loadFindings.map(\.message), [], "the fixture registry loads")
        XCTAssertEqual(try digest(ink: "0, 0, 0").0, first, "the same files give the same digest")
        XCTAssertNotEqual(try digest(ink: "0, 0, 0.1").0, first, "a source file the resolver names changed")
    }

    /// Each damaged entry is a miss, and the next store repairs it.
    func testDamagedEntriesAreMissesAndAreRepaired() throws {
        let cache = temporaryCache()
        let (path, bytes) = try XCTUnwrap(Self.sampleFiles().first)
        let fresh = Self.linter.lint(file: path, bytes: bytes)
        let key = Self.context.key(path: path, bytes: bytes)
        try cache.store(fresh, for: key)
        let entryPath = cache.entryPath(key)
        let good = [UInt8](try Data(contentsOf: URL(fileURLWithPath: entryPath)))
        let otherKey = Self.context.key(path: "other.spec.yaml", bytes: bytes)
        var otherVersion = good
        otherVersion[8] = UInt8(CacheEntry.formatVersion + 1)
        var editedPayload = good
        editedPayload[good.count - 10] ^= 0x20
        var lengthLie = good
        lengthLie[44] &+= 1
        let damaged: [String: [UInt8]] = [
            "empty": [],
            "truncated in the header": Array(good.prefix(40)),
            "truncated in the payload": Array(good.dropLast(100)),
            "padded": good + [0],
            "garbage": (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 131) },
            "another format version": otherVersion,
            "a hand-edited payload": editedPayload,
            "a wrong length": lengthLie,
            "another key's entry": CacheEntry.encode(fresh, key: otherKey),
        ]
        for (name, content) in damaged.sorted(by: { $0.key < $1.key }) {
            try Data(content).write(to: URL(fileURLWithPath: entryPath))
            XCTAssertTrue(cache.lookup(key) == nil, name)
            try cache.store(fresh, for: key)
            assertSame(cache.lookup(key), fresh)
        }
    }

    /// A payload whose checksum is right but whose content is not a report (a forged entry):
    /// decoding rejects it without trapping, whatever its counts and indexes claim. (A trap
    /// here would end the test process: that is the failure this test guards against.)
    func testForgedPayloadsAreRejectedWithoutTrapping() {
        let key = Self.context.key(path: "a", bytes: [])
        var random = SplitMix64(seed: 14)
        let real = FileReportCodec.encode(FileReport(path: "a.spec.yaml", checks: [
            Check(rule: "r", subject: "s", location: SourceLocation(file: "a.spec.yaml", line: 1, column: 1), outcome: .passed)]))
        func entry(_ payload: [UInt8]) -> [UInt8] {
            var header = Array(CacheEntry.encode(FileReport(path: ""), key: key).prefix(CacheEntry.headerSize))
            header.replaceSubrange(44..<52, with: (0..<8).map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> UInt64(8 * $0)) })
            header.replaceSubrange(52..<60, with: (0..<8).map { UInt8(truncatingIfNeeded: CacheEntry.checksum(payload[...]) >> UInt64(8 * $0)) })
            return header + payload
        }
        XCTAssertEqual(CacheEntry.decode(entry(real), key: key)?.checks.map(\.rule), ["r"], "the unforged payload decodes")
        var rejectedGarbage = 0
        for _ in 0..<1000 {
            var mutated = real
            mutated[random.below(mutated.count)] = UInt8(truncatingIfNeeded: random.next())
            _ = CacheEntry.decode(entry(mutated), key: key)
            let garbage = (0..<random.below(64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if CacheEntry.decode(entry(garbage), key: key) == nil { rejectedGarbage += 1 }
        }
        XCTAssertGreaterThan(rejectedGarbage, 990, "random bytes almost never spell a report")
    }

    func testAFIFOInTheCacheIsAMissNotAHang() throws {
        let cache = temporaryCache()
        let key = Self.context.key(path: "a.spec.yaml", bytes: [])
        try cache.prepareFolder()
        XCTAssertEqual(mkfifo(cache.entryPath(key), 0o644), 0)
        XCTAssertNil(cache.lookup(key))
        try cache.store(FileReport(path: "a.spec.yaml"), for: key)
        XCTAssertNotNil(cache.lookup(key), "the FIFO was replaced by an entry")
    }

    // MARK: The folder

    func testTheFolderIsTaggedAndIgnoredLikeRuffs() throws {
        let cache = temporaryCache()
        try cache.store(FileReport(path: "a.spec.yaml"), for: Self.context.key(path: "a.spec.yaml", bytes: []))
        // https://bford.info/cachedir/: "The first 43 octets of the file must be the ASCII string Signature: 8a477f597d28d172789f06886806bc55".
        let tag = try String(contentsOfFile: cache.folder + "/CACHEDIR.TAG", encoding: .utf8)
        XCTAssertTrue(tag.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55"))
        let ignore = try String(contentsOfFile: cache.folder + "/.gitignore", encoding: .utf8)
        XCTAssertTrue(ignore.split(separator: "\n").contains("*"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache.entriesFolder).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [], "no temporary file is left")
    }

    // MARK: Concurrency

    /// Two writers store different results under one key while a reader reads it: every read is
    /// one whole result, never a mixture and never missing.
    func testConcurrentWritersNeverTearARead() throws {
        let cache = temporaryCache()
        let files = try Self.sampleFiles()
        let first = Self.linter.lint(file: "x.spec.yaml", bytes: files[0].bytes)
        let second = Self.linter.lint(file: "x.spec.yaml", bytes: files[1].bytes)
        XCTAssertNotEqual(first.checks, second.checks)
        let key = Self.context.key(path: "x.spec.yaml", bytes: [])
        final class Tally: @unchecked Sendable {
            // @unchecked: only touched under `lock`.
            let lock = NSLock()
            var reads = 0, torn = 0, failures: [String] = []
        }
        let tally = Tally()
        let rounds = 80
        try cache.store(first, for: key)
        DispatchQueue.concurrentPerform(iterations: 3) { worker in
            for _ in 0..<rounds {
                if worker < 2 {
                    do {
                        try cache.store(worker == 0 ? first : second, for: key)
                    } catch {
                        tally.lock.lock(); tally.failures.append("\(error)"); tally.lock.unlock()
                    }
                } else {
                    let read = cache.lookup(key)
                    // Stored before the writers start, and only ever renamed over: never missing.
                    let whole = read?.checks == first.checks || read?.checks == second.checks
                    tally.lock.lock(); tally.reads += 1; if !whole { tally.torn += 1 }; tally.lock.unlock()
                }
            }
        }
        XCTAssertEqual(tally.failures, [])
        XCTAssertEqual(tally.torn, 0, "of \(tally.reads) reads")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.entriesFolder), [key.digest.hex])
    }
}
