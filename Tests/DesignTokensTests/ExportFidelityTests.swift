import ColorScience
import DesignTokens
import Diagnostics
import Foundation
import JSONSource
import Motion
import XCTest

/// `tokens export --format dtcg` writes "a DTCG 2025.10 file any other DTCG tool accepts"
/// (README.md, tokens export; docs/tokens.md "Export"): every export, nested or flat, in any permutation, with or
/// without Reduce Motion, is read back by the registry loader from a file on disk with no error
/// finding (what `tokens check` reports) and the values it was exported from. Also: Reduce
/// Motion calms DTCG transitions that overshoot, and a color's authored `hex` is kept.
final class ExportFidelityTests: XCTestCase {
    /// The public corpus copied into Tests/Fixtures/dtcg-examples (MIT, LICENSE beside it).
    static let corpus = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/dtcg-examples", isDirectory: true)

    private func corpusRegistry(_ name: String) -> Registry {
        // The corpus uses pre-2025.10 forms (em letter spacing, a set outside resolutionOrder).
        Registry.load(path: Self.corpus.appendingPathComponent(name).path,
                      provider: DiskSourceProvider(workingDirectory: Self.corpus.path), legacyFormat: true)
    }

    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-export-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes the export to a file and loads it as `tokens check --tokens FILE` does (strict
    /// 2025.10: no legacy leniency).
    private func writeAndLoad(_ json: JSONValue, name: String) throws -> Registry {
        let url = directory.appendingPathComponent(name)
        try Data(JSONWriter(pretty: true).string(json).utf8).write(to: url)
        return Registry.load(path: url.path, provider: DiskSourceProvider(workingDirectory: directory.path))
    }

    /// One export read back: no error, every token present under its exported name, each with
    /// the value it was exported from (the reduced one under Reduce Motion).
    /// - Parameter stride: export every `stride`-th permutation of `--all` (and the default).
    private func assertRoundTrip(_ registry: Registry, _ options: Exporter.Options, label: String, stride: Int = 1,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let exporter = Exporter(registry: registry, options: options)
        let layout = "\(options.layout.rawValue)\(options.reduceMotion ? " --reduce-motion" : "")"
        let all = exporter.permutationsToExport
        let choices = [exporter.adjust(registry.defaultChoice)] + Swift.stride(from: 0, to: all.count, by: stride).map { all[$0] }
        for choice in choices {
            let output = exporter.export(choice)
            let context = "\(label) \(layout) \(output.fileName)"
            assertNoFinding(output.findings, rule: .invalidName, file: file, line: line)
            let back = try writeAndLoad(output.json, name: "\(label)-\(options.layout.rawValue)-\(output.fileName)")
            // What `tokens check` reports on the file.
            let check = RegistryCheck(registry: back)
            let errors = check.findings.filter { $0.severity == .error }
            XCTAssertEqual(errors, [], "\(context):\n\(describe(errors))", file: file, line: line)
            let backTokens = back.resolveDefault().tokens
            let original = registry.resolve(output.choice).tokens
            XCTAssertEqual(backTokens.count, original.count, context, file: file, line: line)
            for (path, token) in original.tokens {
                let name = options.layout == .flat ? Exporter.flatDTCGName(path) : path
                guard let read = backTokens[name] else {
                    XCTFail("\(context): \(path) is not in the file as \(name)", file: file, line: line)
                    continue
                }
                assertSameValue(read, as: token, reduced: output.reducedMotion[path]?.value, context: context, file: file, line: line)
            }
        }
    }

    private func assertSameValue(_ read: ResolvedToken, as token: ResolvedToken, reduced: TokenValue?, context: String,
                                 file: StaticString, line: UInt) {
        let expected = reduced ?? token.value
        let ours = read.extensions?["org.tokenlint"]
        guard token.type.isDTCG else {
            // spring, motion: a transition for other tools, the original kept beside it.
            XCTAssertEqual(read.type, .transition, "\(context) \(token.path)", file: file, line: line)
            XCTAssertEqual(ours?["$type"]?.stringValue, token.type.rawValue, "\(context) \(token.path)", file: file, line: line)
            XCTAssertEqual(ours?["$value"], ValueEncoding.json(expected), "\(context) \(token.path)", file: file, line: line)
            if ReduceMotionResolver.remainingMotion(expected).overshoot == 0 {
                // A value that does not bounce must not come back as one that does.
                XCTAssertEqual(ReduceMotionResolver.remainingMotion(read.value).overshoot, 0, "\(context) \(token.path): \(read.value)",
                               file: file, line: line)
            }
            return
        }
        XCTAssertEqual(read.type, token.type, "\(context) \(token.path)", file: file, line: line)
        if let hex = token.resolvedJSON["hex"]?.stringValue, reduced == nil {
            XCTAssertEqual(read.resolvedJSON["hex"]?.stringValue, hex, "\(context) \(token.path): the authored hex", file: file, line: line)
        }
        if read.value == expected { return }
        // Only a pre-2025.10 form is rewritten (em → px of the font size or rem, a dimension
        // line height → a multiplier); what was written is kept as `originalValue`.
        XCTAssertEqual(ours?["originalValue"], ValueEncoding.json(expected, authored: token.resolvedJSON), "\(context) \(token.path)",
                       file: file, line: line)
        switch (read.value, expected) {
        case (.typography(let a), .typography(let b)):
            XCTAssertEqual(a.fontFamily, b.fontFamily, file: file, line: line)
            XCTAssertEqual(a.fontWeight, b.fontWeight, file: file, line: line)
            XCTAssertEqual(a.fontSize, b.fontSize, file: file, line: line)
            XCTAssertEqual(a.lineHeightPoints ?? .nan, b.lineHeightPoints ?? .nan, accuracy: 1e-9, "\(context) \(token.path)", file: file, line: line)
        default:
            XCTFail("\(context) \(token.path): read back as \(read.value), exported from \(expected)", file: file, line: line)
        }
    }

    private func assertEveryDTCGExportRoundTrips(_ registry: Registry, label: String, flatStride: Int = 1, nestedStride: Int = 1,
                                                 file: StaticString = #filePath, line: UInt = #line) throws {
        for layout in Exporter.Layout.allCases {
            for reduceMotion in [false, true] {
                try assertRoundTrip(registry, .init(format: .dtcg, layout: layout, reduceMotion: reduceMotion), label: label,
                                    stride: layout == .nested ? nestedStride : flatStride, file: file, line: line)
            }
        }
    }

    // MARK: Every DTCG export passes `tokens check`

    func testEveryDTCGExportOfTheBuiltInRegistryReadsBackWithItsValues() throws {
        // 96 permutations (appearance × contrast × 12 Dynamic Type sizes × motion), 48 with
        // --reduce-motion. Every fifth flat (the layout that broke): 5 is prime to the 24
        // size × motion pairs, so the 20 files meet 20 of them, in all four appearance ×
        // contrast blocks; every eighth nested (it differs only in nesting). All of them take
        // a minute in a debug build, too long for the sanitizer run.
        try assertEveryDTCGExportRoundTrips(Registry.builtIn(), label: "built-in", flatStride: 5, nestedStride: 8)
    }

    func testEveryDTCGExportOfTheAppleHIGCorpusReadsBackWithItsValues() throws {
        try assertEveryDTCGExportRoundTrips(corpusRegistry("apple-hig.resolver.json"), label: "apple-hig")
    }

    func testEveryDTCGExportOfTheFigmaSDSCorpusReadsBackWithItsValues() throws {
        try assertEveryDTCGExportRoundTrips(corpusRegistry("figma-sds.resolver.json"), label: "figma-sds")
    }

    func testEveryDTCGExportOfThePolarisCorpusReadsBackWithItsValues() throws {
        try assertEveryDTCGExportRoundTrips(corpusRegistry("shopify-polaris.resolver.json"), label: "shopify-polaris")
    }

    func testEveryDTCGExportOfTheExportFixturesReadsBack() throws {
        // Tokens with their own reducedMotion (an object and an alias): in the exported file it
        // must be a value of the exported type ($type transition) and name no dotted path.
        // Colors with and without a hex, in composites too, one outside sRGB.
        for name in ["reduce-motion/policy.tokens.json", "reduce-motion/overshooting-transition.tokens.json", "colors/authored-hex.tokens.json"] {
            try assertEveryDTCGExportRoundTrips(try loadFixture(name), label: name.replacingOccurrences(of: "/", with: "-"))
        }
    }

    func testFlatDTCGNamesJoinThePathWithSlashes() throws {
        // Format §5.1.1: names MUST NOT contain '.'; a flat file keyed by dotted paths is invalid.
        let registry = Registry.builtIn()
        let output = Exporter(registry: registry, options: .init(format: .dtcg, layout: .flat)).export(registry.defaultChoice)
        let names = try XCTUnwrap(output.json.objectValue).map(\.0)
        XCTAssertEqual(names.count, registry.resolveDefault().tokens.count)
        XCTAssertFalse(names.contains { $0.contains(".") }, names.filter { $0.contains(".") }.joined(separator: ", "))
        XCTAssertTrue(names.contains("color/systemBlue"))
        XCTAssertEqual(Exporter.flatDTCGName("color.accent.$root"), "color/accent/$root", "a name may contain '$', only not begin with it")
    }

    func testFlatDTCGAliasSourcesNameTokensOfTheSameFile() throws {
        let registry = try loadFixture("colors/authored-hex.tokens.json")
        let output = Exporter(registry: registry, options: .init(format: .dtcg, layout: .flat)).export(registry.defaultChoice)
        XCTAssertEqual(output.json["color/skyAlias"]?["$extensions"]?["org.tokenlint"]?["aliasOf"], "color/sky")
    }

    func testFlatDTCGNamesThatMeetAreReportedNotWrittenTwice() throws {
        // 'a/b' is a valid name (only '.', '{', '}' and a leading '$' are not), so a.b/c and
        // a/b.c both become a/b/c.
        let text = #"{ "a": { "b/c": { "$type": "number", "$value": 1 } }, "a/b": { "c": { "$type": "number", "$value": 2 } } }"#
        let registry = Registry.load(path: "meet.tokens.json", provider: InMemorySourceProvider(files: ["meet.tokens.json": Array(text.utf8)]))
        XCTAssertEqual(registry.defaultFindings, [])
        let output = Exporter(registry: registry, options: .init(format: .dtcg, layout: .flat)).export(registry.defaultChoice)
        XCTAssertEqual(output.json.objectValue?.map(\.0), ["a/b/c"])
        assertFinding(output.findings, rule: .invalidName, token: "a/b.c", messageContains: ["'a.b/c'", "'a/b/c'"])
        XCTAssertNil(try writeAndLoad(output.json, name: "meet.json").loadFindings.first { $0.severity == .error })
    }

    // MARK: Reduce Motion calms a transition that overshoots

    /// docs/tokens.md "The reduce-motion resolver", policy: a motion token's "curve becomes a
    /// non-bouncy curve of at most 0.25 s"; the README: under the policy "transitions become
    /// cross-fades of at most 0.25 s". A DTCG transition that overshoots is such a curve.
    func testReduceMotionGivesAnOvershootingTransitionANonBouncyCurveOfAtMostAQuarterSecond() throws {
        let registry = try loadFixture("reduce-motion/overshooting-transition.tokens.json")
        let tokens = registry.resolveDefault().tokens
        // easings.net: easeOutBack overshoots its target, easeInBack starts by moving back.
        let overshoot = try XCTUnwrap(tokens["motion.overshoot"]?.value.curve)
        XCTAssertGreaterThan(overshoot.overshoot, 0.05)
        let (values, findings) = ReduceMotionResolver().reduce(full: tokens, reduced: nil)
        for path in ["motion.overshoot", "motion.anticipate"] {
            let reduced = try XCTUnwrap(values[path], path)
            XCTAssertEqual(reduced.source, .policy, path)
            guard case .transition(let curve) = reduced.value else { return XCTFail("\(path): \(reduced.value)") }
            XCTAssertLessThanOrEqual(curve.totalDuration, 0.25, path)
            XCTAssertEqual(curve.timingFunction.overshoot, 0, path)
            XCTAssertEqual(curve.timingFunction.undershoot, 0, path)
            XCTAssertTrue(ReduceMotionResolver.remainingMotion(reduced.value).isNone, path)
            assertFinding(findings, rule: .reducedMotion, severity: .info, token: path, messageContains: ["default policy"])
        }
        // A transition that stays within [0, 1] is not motion to reduce (docs/tokens.md: "durations
        // and cubic Béziers of tokens without motion stay as they are").
        XCTAssertEqual(values["motion.standard"]?.value, tokens["motion.standard"]?.value)
        assertNoFinding(findings, rule: .reducedMotion, token: "motion.standard")
    }

    func testReduceMotionExportWritesTheCalmedTransitionWithItsSource() throws {
        let registry = try loadFixture("reduce-motion/overshooting-transition.tokens.json")
        for format in Exporter.Format.allCases {
            let output = Exporter(registry: registry, options: .init(format: format, layout: .nested, reduceMotion: true)).export(registry.defaultChoice)
            let token = try XCTUnwrap(output.json["motion"]?["overshoot"], "\(format)")
            XCTAssertEqual(token["$extensions"]?["org.tokenlint"]?["reducedMotionSource"], "policy", "\(format)")
            let value = try XCTUnwrap(token["$value"], "\(format)")
            let bezier = try XCTUnwrap(value["timingFunction"]?.arrayValue?.compactMap(\.numberValue), "\(format)")
            XCTAssertEqual(bezier.count, 4)
            XCTAssertTrue([bezier[1], bezier[3]].allSatisfy { (0...1).contains($0) }, "\(format): \(bezier) still overshoots")
            let duration = try XCTUnwrap(value["duration"], "\(format)")
            let ms = (duration["value"]?.numberValue ?? .nan) * (duration["unit"] == "s" ? 1000 : 1)
            XCTAssertLessThanOrEqual(ms, 250, "\(format)")
        }
    }

    // MARK: The authored hex is kept

    /// DTCG Color module §4: `hex` is the author's fallback; a computed one is written only when
    /// the color has none. 0.78 × 255 = 198.9 → 0xc7 and 0.91 × 255 = 232.05 → 0xe8, so the
    /// computed hex of [0.78, 0.91, 1] is #c7e8ff while the author wrote #cae8ff.
    func testAnAuthoredHexIsKeptAndAMissingOneComputed() throws {
        let registry = try loadFixture("colors/authored-hex.tokens.json")
        XCTAssertEqual(registry.defaultFindings, [])
        for format in Exporter.Format.allCases {
            let json = Exporter(registry: registry, options: .init(format: format, layout: .nested)).export(registry.defaultChoice).json
            let label = "\(format)"
            XCTAssertEqual(json["color"]?["sky"]?["$value"]?["hex"], "#cae8ff", label)
            XCTAssertEqual(json["color"]?["skyNoHex"]?["$value"]?["hex"], "#c7e8ff", label)
            XCTAssertEqual(json["color"]?["skyAlias"]?["$value"]?["hex"], "#cae8ff", "\(label): an alias carries its target's hex")
            XCTAssertEqual(json["border"]?["focus"]?["$value"]?["color"]?["hex"], "#cae8ff", label)
            XCTAssertEqual(json["border"]?["wideGamut"]?["$value"]?["color"]?["gamutMapped"], format == .json ? .bool(true) : nil,
                           "\(label): only tokenlint JSON notes a gamut-mapped hex")
            let layers = json["shadow"]?["glow"]?["$value"]?.arrayValue
            XCTAssertEqual(layers?.first?["color"]?["hex"], "#cae8ff", "\(label): an aliased layer color")
            XCTAssertEqual(layers?.last?["color"]?["hex"], "#c7e8ff", label)
            let stops = json["gradient"]?["sunrise"]?["$value"]?.arrayValue
            XCTAssertEqual(stops?.first?["color"]?["hex"], "#cae8ff", label)
            XCTAssertEqual(stops?.last?["color"]?["hex"], "#ffffff", label)
        }
        // Nothing of a DTCG color is normalized, so nothing is kept as its "original".
        let dtcg = Exporter(registry: registry, options: .init(format: .dtcg, layout: .nested)).export(registry.defaultChoice).json
        XCTAssertNil(dtcg["color"]?["sky"]?["$extensions"])
    }
}
