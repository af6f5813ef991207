import ContentHash
import DesignTokens
import Diagnostics
import Foundation
@testable import LintCache
import FileOutput
import SeededRandom
import SpecLint
import XCTest

/// The cache file: keyed by the file's bytes and path, the resolved registry, the configuration,
/// the profile and the tool's build; a file that is damaged, tampered with, of another version or
/// written concurrently by a second run is a miss, never trusted and never a crash.
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

    /// The bench sample's files linted, by key.
    static func sampleResults() throws -> [(CacheKey, FileReport)] {
        try sampleFiles().map { (context.key(path: $0.path, bytes: $0.bytes), linter.lint(file: $0.path, bytes: $0.bytes)) }
    }

    static let context = CacheKeyContext(registry: SHA256.hash("registry"), configuration: SHA256.hash("config"),
                                         profile: "", toolBuild: "1.0.0")

    func temporaryCache() -> LintCache {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-cache-\(UUID().uuidString)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        return LintCache(folder: folder + "/cache")
    }

    /// Writes a cache file of `results` for `context`, as a run does at its end.
    func store(_ results: [(CacheKey, FileReport)], in cache: LintCache, context: CacheKeyContext = LintCacheTests.context) throws {
        let writer = LintCache.Writer(cache: cache, context: context)
        for (key, report) in results { writer.add(key, LintCache.entry(report)) }
        try writer.finish()
    }

    func lookup(_ key: CacheKey, in cache: LintCache, context: CacheKeyContext = LintCacheTests.context) -> FileReport? {
        cache.load(context).lookup(key)?.report
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
        let results = try Self.sampleFiles().map { (path, bytes) in
            let fresh = Self.linter.lint(file: path, bytes: bytes)
            XCTAssertGreaterThan(fresh.checks.compactMap(\.finding).count, 0, "\(path) has findings to round-trip")
            return (Self.context.key(path: path, bytes: bytes), fresh)
        }
        XCTAssertEqual(cache.load(Self.context).count, 0, "nothing stored yet")
        try store(results, in: cache)
        let entries = cache.load(Self.context)
        XCTAssertEqual(entries.count, results.count)
        for (key, fresh) in results { assertSame(entries.lookup(key)?.report, fresh) }
    }

    /// Every field the codec writes, including the rare ones the bench sample lacks.
    func testEveryKindOfResultRoundTrips() throws {
        let cache = temporaryCache()
        let at = SourceLocation(file: "a.spec.yaml", line: 12, column: 7)
        var finding = Finding(rule: RuleID("contrast/text", kind: .spec), severity: .needsReview, location: at, message: "Text contrast 4.48:1 — “quoted” ✓",
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
            checks: [Check(rule: RuleID("target/size", kind: .spec), subject: "pay", location: at, outcome: .passed),
                     Check(rule: RuleID("contrast/text", kind: .spec), subject: "title", location: at, outcome: .finding(finding)),
                     Check(rule: RuleID("contrast/text", kind: .spec), subject: "promo", location: at, outcome: .suppressed(finding, reason: "legacy"))],
            inputError: Finding(rule: RuleID("input/unparseable", kind: .input), severity: .error, location: nil, message: "bad"),
            findings: [Finding(rule: RuleID("spec/invalid", kind: .spec), severity: .info, location: nil, message: "", measured: -0.0)],
            duration: 3.5)
        let key = Self.context.key(path: "a.spec.yaml", bytes: [1, 2, 3])
        try store([(key, report)], in: cache)
        assertSame(lookup(key, in: cache), report)
    }

    /// Strings are interned by their bytes: "é" as one code point (U+00E9) and as "e" + U+0301 are
    /// equal `String`s (canonical equivalence), yet a report must come back with the bytes it was
    /// stored with (a cached run's reports are byte-identical to a fresh run's).
    func testCanonicallyEquivalentStringsKeepTheirOwnBytes() throws {
        let composed = "Caf\u{E9} label", decomposed = "Cafe\u{301} label"
        XCTAssertEqual(composed, decomposed, "Swift compares them as equal")
        let at = SourceLocation(file: "a.spec.yaml", line: 1, column: 1)
        let report = FileReport(path: "a.spec.yaml", checks: [
            Check(rule: RuleID("r", kind: .spec), subject: composed, location: at, outcome: .passed),
            Check(rule: RuleID("r", kind: .spec), subject: decomposed, location: at, outcome: .passed)])
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
            Check(rule: RuleID("contrast/text", kind: .spec), subject: $0, location: at, outcome: .passed)
        })
        let decoded = try FileReportCodec.decode(FileReportCodec.encode(report))
        XCTAssertEqual(decoded.checks.map(\.subject), subjects + subjects.reversed())
    }

    /// The encoder tries the previous check's rule and subject and the report's path before its
    /// table: strings of the same length as the one tried but other bytes, a location in another
    /// file, and a finding whose rule and component differ from its check's must each come back
    /// as themselves.
    func testStringsNextToTheLikelyOnesRoundTrip() throws {
        let path = "screens/a.spec.yaml"
        var checks: [Check] = []
        for (index, subject) in ["ab", "ba", "ba", "ab", "cd"].enumerated() {
            let file = index == 3 ? "screens/b.spec.yaml" : path
            let at = SourceLocation(file: file, line: index + 1, column: 3)
            let rule = RuleID(index % 2 == 0 ? "contrast/text" : "contrast/icon", kind: .spec)
            var finding = Finding(rule: index == 4 ? RuleID("contrast/text", kind: .registry) : rule, severity: .warning, location: at,
                                  message: "m\(index)", component: index == 2 ? "ab" : subject)
            finding.figures = [FindingFigure(.contrast(foreground: "#000000", background: "#FFFFFF", ratio: 21, required: 4.5))]
            checks.append(Check(rule: rule, subject: subject, location: at, outcome: index == 0 ? .passed : .finding(finding)))
        }
        let report = FileReport(path: path, checks: checks)
        let decoded = try FileReportCodec.decode(FileReportCodec.encode(report))
        XCTAssertEqual(decoded.checks, report.checks)
    }

    /// The payload's layout, spelled out from `FileReportCodec`'s documentation: the string table
    /// (count, then each string's length and UTF-8 bytes, in order of first use), then the report
    /// with strings as table indexes and integers as zigzag LEB128. Entries written by earlier
    /// builds of this format version stay readable only while this holds.
    func testThePayloadLayoutIsStable() {
        let report = FileReport(path: "a", checks: [
            Check(rule: RuleID("r", kind: .spec), subject: "a", location: SourceLocation(file: "a", line: 1, column: 2), outcome: .passed)])
        let table: [UInt8] = [2, 1, UInt8(ascii: "a"), 1, UInt8(ascii: "r")]
        // path "a" = 0, no input error, 0 findings, 1 check: rule "r" = 1 of kind spec = 2,
        // subject 0, file 0, line 1 → zigzag 2, column 2 → 4, outcome passed = 0.
        let body: [UInt8] = [0, 0, 0, 1, 1, 2, 0, 0, 2, 4, 0]
        XCTAssertEqual(FileReportCodec.encode(report), table + body)
        var forged = table + body
        forged[table.count + 5] = 6
        XCTAssertThrowsError(try FileReportCodec.decode(forged), "a kind no rule has is a corrupt payload")
    }

    /// A rule id comes back with its kind: the same text under another kind is another id.
    func testEveryRuleKindRoundTrips() throws {
        let at = SourceLocation(file: "a", line: 1, column: 1)
        let findings = RuleKind.allCases.map { Finding(rule: RuleID("family/name", kind: $0), severity: .error, location: at, message: "m") }
        let checks = findings.map { Check(rule: $0.rule, subject: "s", location: at, outcome: .finding($0)) }
        let decoded = try FileReportCodec.decode(FileReportCodec.encode(FileReport(path: "a", checks: checks, findings: findings)))
        XCTAssertEqual(decoded.findings.map(\.rule.kind), RuleKind.allCases)
        XCTAssertEqual(decoded.checks, checks)
    }

    // MARK: Misses

    func testEachKeyPartChangesTheKey() throws {
        let cache = temporaryCache()
        let (path, bytes) = try XCTUnwrap(Self.sampleFiles().first)
        let base = Self.context.key(path: path, bytes: bytes)
        try store([(base, Self.linter.lint(file: path, bytes: bytes))], in: cache)
        XCTAssertNotNil(lookup(base, in: cache))
        let r = SHA256.hash("registry"), c = SHA256.hash("config")
        let changed: [String: CacheKey] = [
            "bytes": Self.context.key(path: path, bytes: bytes + [UInt8(ascii: "\n")]),
            "path": Self.context.key(path: "other/" + path, bytes: bytes),
            "registry": CacheKeyContext(registry: SHA256.hash("registry2"), configuration: c, profile: "", toolBuild: "1.0.0").key(path: path, bytes: bytes),
            "config": CacheKeyContext(registry: r, configuration: SHA256.hash("config2"), profile: "", toolBuild: "1.0.0").key(path: path, bytes: bytes),
            "profile": CacheKeyContext(registry: r, configuration: c, profile: "wcag-aaa", toolBuild: "1.0.0").key(path: path, bytes: bytes),
            "build": CacheKeyContext(registry: r, configuration: c, profile: "", toolBuild: "1.0.0\nbuild-id 01").key(path: path, bytes: bytes),
        ]
        XCTAssertEqual(CacheKeyContext(registry: r, configuration: c, profile: "", toolBuild: "1.0.0").key(path: path, bytes: bytes), base,
                       "the same parts give the same key")
        for (part, key) in changed {
            XCTAssertNotEqual(key, base, part)
            XCTAssertNil(lookup(key, in: cache), "a changed \(part) is a miss")
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


    // MARK: Damage and tampering

    /// Every kind of damage or tampering makes the whole file a miss (the run lints every file
    /// and writes the file again): a changed byte anywhere (header, key, length, payload, the
    /// digest itself), a truncated or padded file, another version, another configuration's file
    /// copied over this one's name.
    func testADamagedOrTamperedFileIsAMissAndTheNextWriteRepairsIt() throws {
        let cache = temporaryCache()
        let results = try Self.sampleResults()
        try store(results, in: cache)
        let path = cache.path(of: Self.context)
        let intact = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        XCTAssertEqual(cache.load(Self.context).count, results.count, "the intact file is read")

        let other = CacheKeyContext(registry: SHA256.hash("registry"), configuration: SHA256.hash("config2"), profile: "", toolBuild: "1.0.0")
        try store(results, in: cache, context: other)
        let otherFile = [UInt8](try Data(contentsOf: URL(fileURLWithPath: cache.path(of: other))))
        func flipped(_ offset: Int) -> [UInt8] { var bytes = intact; bytes[offset] ^= 0x01; return bytes }
        let payloadStart = LintCache.headerSize + 40
        var damaged: [String: [UInt8]] = [
            "empty": [],
            "truncated": Array(intact.dropLast(1)),
            "cut in the header": Array(intact.prefix(20)),
            "padded": intact + [0],
            "the magic": flipped(0),
            "the version": flipped(8),
            "the context": flipped(12),
            "the first key": flipped(LintCache.headerSize),
            "the first length": flipped(LintCache.headerSize + 32),
            "the digest": flipped(intact.count - 1),
            "another configuration's file": otherFile,
        ]
        // A changed payload byte, at a spread of places: a verdict, a message, a count.
        for offset in stride(from: payloadStart, to: intact.count - 32, by: max(1, (intact.count - 32 - payloadStart) / 40)) {
            damaged["payload byte \(offset)"] = flipped(offset)
        }
        for (name, content) in damaged.sorted(by: { $0.key < $1.key }) {
            try Data(content).write(to: URL(fileURLWithPath: path))
            XCTAssertEqual(cache.load(Self.context).count, 0, name)
            try store(results, in: cache)
            XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), intact, "\(name): written again whole")
        }
    }

    /// The checksum is the same whatever parts the bytes come in (the writer's buffer and the
    /// reader's chunks cut the file in different places), and any changed, added or removed
    /// byte changes it, trailing zero bytes included.
    func testTheChecksumDoesNotDependOnHowTheBytesAreCut() {
        var random = SplitMix64(seed: 7)
        let bytes = (0..<1000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        func checksum(_ bytes: [UInt8], cuts: [Int] = []) -> UInt64 {
            var sum = CacheChecksum(), start = 0
            for end in cuts + [bytes.count] {
                sum.add(bytes[start..<end])
                start = end
            }
            return sum.value
        }
        let whole = checksum(bytes)
        XCTAssertEqual(checksum(bytes, cuts: [1, 2, 3, 40, 41, 48, 999]), whole)
        XCTAssertEqual(checksum(bytes, cuts: Array(stride(from: 0, to: 1000, by: 3))), whole)
        for offset in [0, 7, 8, 500, 999] {
            var changed = bytes
            changed[offset] ^= 0x80
            XCTAssertNotEqual(checksum(changed), whole, "byte \(offset)")
        }
        XCTAssertNotEqual(checksum(bytes + [0]), whole)
        XCTAssertNotEqual(checksum(Array(bytes.dropLast())), whole)
        XCTAssertNotEqual(checksum([]), checksum([0]))
    }

    /// A payload that is not a report (a forged entry behind a valid digest): decoding rejects
    /// it without trapping, whatever its counts and indexes claim. (A trap here would end the
    /// test process: that is the failure this test guards against.)
    func testForgedPayloadsAreRejectedWithoutTrapping() throws {
        var random = SplitMix64(seed: 14)
        let real = FileReportCodec.encode(FileReport(path: "a.spec.yaml", checks: [
            Check(rule: RuleID("r", kind: .spec), subject: "s", location: SourceLocation(file: "a.spec.yaml", line: 1, column: 1), outcome: .passed)]))
        XCTAssertEqual(try FileReportCodec.decode(real).checks.map(\.rule.rawValue), ["r"], "the unforged payload decodes")
        var rejectedGarbage = 0
        for _ in 0..<1000 {
            var mutated = real
            mutated[random.below(mutated.count)] = UInt8(truncatingIfNeeded: random.next())
            _ = try? FileReportCodec.decode(mutated)
            let garbage = (0..<random.below(64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if (try? FileReportCodec.decode(garbage)) == nil { rejectedGarbage += 1 }
        }
        XCTAssertGreaterThan(rejectedGarbage, 990, "random bytes almost never spell a report")
        // Through the file: a forged payload under a recomputed digest is a miss for its key.
        let cache = temporaryCache()
        let key = Self.context.key(path: "a.spec.yaml", bytes: [])
        let writer = LintCache.Writer(cache: cache, context: Self.context)
        writer.add(key, [0xff, 0xff, 0xff][...])
        try writer.finish()
        XCTAssertNil(cache.load(Self.context).lookup(key))
    }

    /// Entries are read from the file when they are looked up, after the whole file was
    /// checked: a file cut short after the check is a miss for the entries it lost (never a
    /// crash), and one renamed over it by another run does not change what this run reads.
    func testEntriesAreReadFromTheCheckedFileWhenLookedUp() throws {
        let cache = temporaryCache()
        let results = try Self.sampleResults()
        try store(results, in: cache)
        let path = cache.path(of: Self.context)
        let replaced = cache.load(Self.context)
        XCTAssertEqual(replaced.count, results.count)
        try store(Array(results.prefix(1)), in: cache)
        for (key, fresh) in results { assertSame(replaced.lookup(key)?.report, fresh) }

        try store(results, in: cache)
        let cut = cache.load(Self.context)
        XCTAssertEqual(cut.count, results.count)
        XCTAssertEqual(truncate(path, off_t(LintCache.headerSize + 40 + 1)), 0)
        for (key, _) in results { XCTAssertNil(cut.lookup(key)) }
    }

    /// The next file is written as the entries come, into a file of ours in the cache folder:
    /// a run that stops before `finish` leaves neither it nor a changed cache file.
    func testAWriterDroppedBeforeFinishingLeavesTheCacheFileAsItWas() throws {
        let cache = temporaryCache()
        let a = Self.context.key(path: "a.spec.yaml", bytes: []), b = Self.context.key(path: "b.spec.yaml", bytes: [])
        try store([(a, FileReport(path: "a.spec.yaml"))], in: cache)
        let before = try Data(contentsOf: URL(fileURLWithPath: cache.path(of: Self.context)))
        do {
            let writer = LintCache.Writer(cache: cache, context: Self.context)
            writer.add(b, LintCache.entry(FileReport(path: "b.spec.yaml")))
            let staged = try FileManager.default.contentsOfDirectory(atPath: cache.folder).filter { $0.hasSuffix(".tmp") }
            XCTAssertEqual(staged.count, 1, "the entries go to a staged file")
            XCTAssertTrue(staged.allSatisfy { TemporaryFiles.isRegistered((cache.folder as NSString).appendingPathComponent($0)) },
                          "a run stopped by a signal removes the staged file (TemporaryFiles.removeAllForExit)")
        }
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: cache.folder)),
                       [".gitignore", "CACHEDIR.TAG", Self.context.digest.hex + ".tlcache"], "the staged file is removed")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: cache.path(of: Self.context))), before)
        XCTAssertNotNil(lookup(a, in: cache))
    }

    func testAFIFOOrAFolderInPlaceOfTheFileIsAMissNotAHang() throws {
        let cache = temporaryCache()
        let key = Self.context.key(path: "a.spec.yaml", bytes: [])
        try cache.prepareFolder()
        XCTAssertEqual(mkfifo(cache.path(of: Self.context), 0o644), 0)
        XCTAssertEqual(cache.load(Self.context).count, 0)
        try store([(key, FileReport(path: "a.spec.yaml"))], in: cache)
        XCTAssertNotNil(lookup(key, in: cache), "the FIFO was replaced by a cache file")
    }

    // MARK: The folder

    func testTheFolderIsTaggedAndIgnoredLikeRuffs() throws {
        let cache = temporaryCache()
        try store([(Self.context.key(path: "a.spec.yaml", bytes: []), FileReport(path: "a.spec.yaml"))], in: cache)
        // https://bford.info/cachedir/: "The first 43 octets of the file must be the ASCII string Signature: 8a477f597d28d172789f06886806bc55".
        let tag = try String(contentsOfFile: cache.folder + "/CACHEDIR.TAG", encoding: .utf8)
        XCTAssertTrue(tag.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55"))
        let ignore = try String(contentsOfFile: cache.folder + "/.gitignore", encoding: .utf8)
        XCTAssertTrue(ignore.split(separator: "\n").contains("*"))
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: cache.folder)),
                       [".gitignore", "CACHEDIR.TAG", Self.context.digest.hex + ".tlcache"], "no temporary file is left")
    }

    /// Entries the run did not use are dropped (the file holds what was added); configuration
    /// files beyond the most recent four are removed, and so are temporary files of ours that a
    /// killed run left, once they are an hour old; anything else in the folder is not touched.
    func testPruning() throws {
        let cache = temporaryCache()
        let a = Self.context.key(path: "a.spec.yaml", bytes: []), b = Self.context.key(path: "b.spec.yaml", bytes: [])
        try store([(a, FileReport(path: "a.spec.yaml")), (b, FileReport(path: "b.spec.yaml"))], in: cache)
        XCTAssertEqual(cache.load(Self.context).count, 2)
        try store([(b, FileReport(path: "b.spec.yaml"))], in: cache)
        XCTAssertEqual(cache.load(Self.context).count, 1, "a's entry was not used: dropped")
        XCTAssertNil(lookup(a, in: cache))

        let stale = cache.folder + "/.\(Self.context.digest.hex).tlcache.123.ABC.tmp"
        let fresh = cache.folder + "/.\(Self.context.digest.hex).tlcache.456.DEF.tmp"
        let foreign = cache.folder + "/notes.txt"
        for path in [stale, fresh, foreign] { XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data())) }
        var old = [timespec(tv_sec: time(nil) - 7200, tv_nsec: 0), timespec(tv_sec: time(nil) - 7200, tv_nsec: 0)]
        XCTAssertEqual(utimensat(AT_FDCWD, stale, &old, 0), 0)
        XCTAssertEqual(utimensat(AT_FDCWD, foreign, &old, 0), 0)

        let contexts = (0..<6).map { CacheKeyContext(registry: SHA256.hash("registry"), configuration: SHA256.hash("config \($0)"), profile: "", toolBuild: "1.0.0") }
        for context in contexts { try store([(context.key(path: "a.spec.yaml", bytes: []), FileReport(path: "a.spec.yaml"))], in: cache, context: context) }
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: cache.folder))
        XCTAssertEqual(names.filter { $0.hasSuffix(".tlcache") }, Set(contexts.suffix(4).map { $0.digest.hex + ".tlcache" }), "the four most recent")
        XCTAssertFalse(names.contains((stale as NSString).lastPathComponent), "an hour-old temporary file of ours is removed")
        XCTAssertTrue(names.contains((fresh as NSString).lastPathComponent), "a running writer's is not")
        XCTAssertTrue(names.contains("notes.txt"), "what is not ours is not touched")
    }

    // MARK: Concurrency

    /// Two runs write one configuration's file while a third reads it: every read is one whole
    /// file (all its entries), never a mixture and never missing.
    func testConcurrentWritersNeverTearARead() throws {
        let cache = temporaryCache()
        let files = try Self.sampleFiles()
        let first = files.prefix(2).map { (Self.context.key(path: $0.path, bytes: $0.bytes), Self.linter.lint(file: $0.path, bytes: $0.bytes)) }
        let second = files.suffix(3).map { (Self.context.key(path: $0.path, bytes: $0.bytes), Self.linter.lint(file: $0.path, bytes: $0.bytes)) }
        final class Tally: @unchecked Sendable {
            // @unchecked: only touched under `lock`.
            let lock = NSLock()
            var reads = 0, torn = 0, failures: [String] = []
        }
        let tally = Tally()
        try store(first, in: cache)
        let firstKeys = Set(first.map(\.0)), secondKeys = Set(second.map(\.0))
        DispatchQueue.concurrentPerform(iterations: 3) { worker in
            for _ in 0..<40 {
                if worker < 2 {
                    let writer = LintCache.Writer(cache: cache, context: Self.context)
                    for (key, report) in worker == 0 ? first : second { writer.add(key, LintCache.entry(report)) }
                    do { try writer.finish() } catch { tally.lock.lock(); tally.failures.append("\(error)"); tally.lock.unlock() }
                } else {
                    let entries = cache.load(Self.context)
                    let keys = Set(entries.payloads.keys)
                    let whole = (keys == firstKeys || keys == secondKeys) && keys.allSatisfy { entries.lookup($0) != nil }
                    tally.lock.lock(); tally.reads += 1; if !whole { tally.torn += 1 }; tally.lock.unlock()
                }
            }
        }
        XCTAssertEqual(tally.failures, [])
        XCTAssertEqual(tally.torn, 0, "of \(tally.reads) reads")
    }

    // MARK: The build and the default folder

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/cache")

    /// The fixture's ID, as `readelf -n` shows it (Tests/Fixtures/cache/README.md).
    func testTheELFBuildIDIsRead() throws {
        let id = ToolBuild.elfBuildID(Self.fixtures.appendingPathComponent("build-id.elf").path)
        XCTAssertEqual(id.map { String(decoding: $0, as: UTF8.self) }, "tokenlint build id 1")
        XCTAssertNil(ToolBuild.elfBuildID(Self.fixtures.appendingPathComponent("README.md").path), "not an ELF file")
        XCTAssertNil(ToolBuild.elfBuildID("/nonexistent"))
        // A truncated ELF file: every offset is checked, nothing traps.
        let bytes = try Data(contentsOf: Self.fixtures.appendingPathComponent("build-id.elf"))
        let cut = FileManager.default.temporaryDirectory.appendingPathComponent("cut-\(UUID().uuidString).elf")
        defer { try? FileManager.default.removeItem(at: cut) }
        for length in [10, 64, 100, 300, 600] {
            try bytes.prefix(length).write(to: cut)
            _ = ToolBuild.elfBuildID(cut.path)
        }
        #if os(Linux)
        XCTAssertTrue(ToolBuild.current.hasPrefix("build-id "), "Swift's linker writes a build ID: \(ToolBuild.current)")
        #endif
    }

    func testTheDefaultFolderIsTheUsersCacheDirectoryPerProjectAndNoneUnderCI() throws {
        let project = FileManager.default.temporaryDirectory.path
        let hash = String(SHA256.hash(URL(fileURLWithPath: project).resolvingSymlinksInPath().path).hex.prefix(16))
        XCTAssertNil(LintCache.defaultFolder(environment: ["CI": "true", "HOME": "/home/u"], workingDirectory: project))
        XCTAssertNil(LintCache.defaultFolder(environment: ["CI": "TRUE", "HOME": "/home/u"], workingDirectory: project))
        XCTAssertNil(LintCache.defaultFolder(environment: [:], workingDirectory: project), "no home: no cache")
        #if os(macOS)
        XCTAssertEqual(LintCache.defaultFolder(environment: ["HOME": "/Users/u"], workingDirectory: project), "/Users/u/Library/Caches/tokenlint/" + hash)
        #else
        XCTAssertEqual(LintCache.defaultFolder(environment: ["HOME": "/home/u"], workingDirectory: project), "/home/u/.cache/tokenlint/" + hash)
        XCTAssertEqual(LintCache.defaultFolder(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "/xdg", "CI": "false"], workingDirectory: project),
                       "/xdg/tokenlint/" + hash)
        XCTAssertEqual(LintCache.defaultFolder(environment: ["HOME": "/home/u", "XDG_CACHE_HOME": "relative"], workingDirectory: project),
                       "/home/u/.cache/tokenlint/" + hash, "a relative XDG_CACHE_HOME is ignored, as the XDG spec says")
        #endif
        XCTAssertNotEqual(LintCache.defaultFolder(environment: ["HOME": "/home/u"], workingDirectory: project),
                          LintCache.defaultFolder(environment: ["HOME": "/home/u"], workingDirectory: project + "/other"), "one folder per project")
    }
}
