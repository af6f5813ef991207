import Foundation
import XCTest

/// `tokenlint tokens export`: flat/nested JSON, reduce motion, every permutation, DTCG output.
final class TokensExportCommandTests: XCTestCase {
    static let motionTypes: Set<String> = ["spring", "motion", "transition"]
    static let motionEffects = ["scale", "scaleX", "scaleY", "offset", "edge", "rotation", "blur"]
    /// The 13 types of DTCG Format 2025.10 (§8, §9).
    static let dtcgTypes: Set<String> = ["color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
                                         "strokeStyle", "border", "transition", "shadow", "gradient", "typography"]

    private func flatExport(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> (CLIResult, [String: [String: Any]]) {
        let result = tokenlint(["tokens", "export", "--layout", "flat"] + arguments)
        XCTAssertEqual(result.code, 0, result.summary, file: file, line: line)
        let json = try result.json(file: file, line: line)
        var tokens: [String: [String: Any]] = [:]
        for (path, entry) in json {
            tokens[path] = try XCTUnwrap(entry as? [String: Any], "\(path) is not an object", file: file, line: line)
        }
        return (result, tokens)
    }

    // MARK: Reduce motion

    func testReduceMotionFlatExportHasNoMotionLeft() throws {
        let (_, tokens) = try flatExport(["--reduce-motion"])
        let motionTokens = tokens.filter { Self.motionTypes.contains($0.value.string("$type") ?? "") }
        XCTAssertGreaterThan(motionTokens.count, 10, "the built-in registry has SwiftUI presets and the Liquid Glass family")
        for (path, token) in motionTokens {
            let source = token.object("$extensions")?.object("org.tokenlint")?.string("reducedMotionSource")
            XCTAssertTrue(["context", "extension", "policy"].contains(source ?? ""), "\(path): reducedMotionSource is \(source ?? "missing")")
            let value = try XCTUnwrap(token.object("$value"), path)
            switch token.string("$type") {
            case "spring":
                XCTAssertLessThanOrEqual(try XCTUnwrap(value.number("bounce"), path), 1e-12, "\(path) still bounces")
            case "motion":
                for side in ["insertion", "removal"] {
                    let effects = try XCTUnwrap(value.object(side), "\(path).\(side)")
                    for effect in Self.motionEffects {
                        XCTAssertNil(effects[effect], "\(path) keeps \(effect) in \(side): \(effects)")
                    }
                }
                let curve = try XCTUnwrap(value.object("curve"), "\(path).curve")
                if curve.string("type") == "spring" {
                    XCTAssertLessThanOrEqual(curve.number("bounce") ?? 1, 1e-12, "\(path)'s spring curve still bounces: \(curve)")
                }
            default:
                break
            }
        }
    }

    func testWithoutReduceMotionTheRegistryDoesMove() throws {
        // Guards the previous test against passing vacuously.
        let (_, tokens) = try flatExport([])
        XCTAssertTrue(tokens.values.contains { $0.string("$type") == "spring" && ($0.object("$value")?.number("bounce") ?? 0) > 0 })
        XCTAssertTrue(tokens.values.contains { token in
            token.string("$type") == "motion"
                && Self.motionEffects.contains { token.object("$value")?.object("insertion")?[$0] != nil }
        })
        XCTAssertFalse(tokens.values.contains { $0.object("$extensions")?.object("org.tokenlint")?["reducedMotionSource"] != nil })
    }

    func testReduceMotionEqualsTheReducedContext() throws {
        let (_, viaFlag) = try flatExport(["--reduce-motion"])
        let (_, viaContext) = try flatExport(["--context", "motion=reduced"])
        for (path, token) in viaFlag where token.string("$type") == "spring" {
            XCTAssertEqual(token.object("$value")?.number("bounce"), viaContext[path]?.object("$value")?.number("bounce"), path)
            XCTAssertEqual(token.object("$value")?.number("response"), viaContext[path]?.object("$value")?.number("response"), path)
        }
    }

    // MARK: Flat and nested values

    func testFlatValuesAreFullyResolved() throws {
        let (_, tokens) = try flatExport(["--context", "appearance=dark", "--context", "contrast=increased"])
        let blue = try XCTUnwrap(tokens["color.systemBlue"])
        XCTAssertEqual(blue.string("$type"), "color")
        XCTAssertEqual(blue.object("$value")?.string("hex"), "#409cff")
        XCTAssertEqual(blue.object("$value")?.string("colorSpace"), "srgb")
        XCTAssertEqual((blue.object("$value")?.array("components"))?.count, 3)
        XCTAssertNotNil(blue.object("$value")?.number("alpha"))
        // No alias survives resolution.
        for (path, token) in tokens {
            if let text = token["$value"] as? String {
                XCTAssertFalse(text.hasPrefix("{") && text.hasSuffix("}"), "\(path) is still an alias: \(text)")
            }
        }
    }

    func testNestedLayoutIsAGroupTree() throws {
        let result = tokenlint("tokens", "export")
        XCTAssertEqual(result.code, 0, result.summary)
        let json = try result.json()
        let blue = try XCTUnwrap(json.object("color")?.object("systemBlue"), "nested color.systemBlue")
        XCTAssertEqual(blue.string("$type"), "color")
        XCTAssertEqual(blue.object("$value")?.string("hex"), "#007aff")
    }

    func testOutputFileEqualsStdoutAndIsDeterministic() throws {
        let directory = try makeTemporaryDirectory(self)
        let target = directory.appendingPathComponent("light.json")
        let toStdout = tokenlint("tokens", "export", "--layout", "flat")
        let again = tokenlint("tokens", "export", "--layout", "flat")
        XCTAssertEqual(toStdout.out, again.out, "same inputs, same bytes")
        let toFile = tokenlint("tokens", "export", "--layout", "flat", "--output", target.path)
        XCTAssertEqual(toFile.code, 0, toFile.summary)
        XCTAssertEqual(toFile.out, "")
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), toStdout.out)
    }

    // MARK: Every permutation

    func testAllWritesNinetySixFilesAndAnIndex() throws {
        let directory = try makeTemporaryDirectory(self).appendingPathComponent("export")
        let result = tokenlint("tokens", "export", "--all", "--output", directory.path)
        XCTAssertEqual(result.code, 0, result.summary)

        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let permutationFiles = files.filter { $0 != "index.json" }
        XCTAssertTrue(files.contains("index.json"))
        XCTAssertEqual(permutationFiles.count, 96, "2 appearances × 2 contrasts × 12 sizes × 2 motion")
        XCTAssertTrue(files.contains("appearance-dark.contrast-increased.dynamicType-large.motion-reduced.json"))
        let pattern = #"^appearance-(light|dark)\.contrast-(standard|increased)\.dynamicType-(xSmall|small|medium|large|xLarge|xxLarge|xxxLarge|accessibility[1-5])\.motion-(full|reduced)\.json$"#
        for name in permutationFiles {
            XCTAssertNotNil(name.range(of: pattern, options: .regularExpression), "unexpected file name \(name)")
        }

        let index = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("index.json"))) as? [String: Any])
        let listed = try XCTUnwrap(index.array("files") as? [[String: Any]])
        XCTAssertEqual(Set(listed.compactMap { $0.string("file") }), Set(permutationFiles))
        XCTAssertEqual(listed.count, 96)
        for entry in listed {
            // Each entry's contexts spell its file name.
            let contexts = try XCTUnwrap(entry.object("contexts") as? [String: String])
            let name = ["appearance", "contrast", "dynamicType", "motion"].map { "\($0)-\(contexts[$0] ?? "?")" }.joined(separator: ".") + ".json"
            XCTAssertEqual(entry.string("file"), name)
        }

        // A file holds its permutation's values.
        let darkIncreased = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(
            "appearance-dark.contrast-increased.dynamicType-large.motion-reduced.json"))) as? [String: Any])
        XCTAssertEqual(darkIncreased.object("color")?.object("systemBlue")?.object("$value")?.string("hex"), "#409cff")
        let bouncy = darkIncreased.object("motion")?.object("curve")?.object("bouncy")?.object("$value")
        XCTAssertEqual(bouncy?.number("bounce") ?? 1, 0, accuracy: 1e-12, "motion-reduced file has the reduced springs")
    }

    func testAllWithReduceMotionWritesOnlyReducedPermutations() throws {
        let directory = try makeTemporaryDirectory(self)
        let result = tokenlint("tokens", "export", "--all", "--reduce-motion", "--output", directory.path)
        XCTAssertEqual(result.code, 0, result.summary)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "index.json" }
        XCTAssertEqual(files.count, 48)
        XCTAssertTrue(files.allSatisfy { $0.hasSuffix(".motion-reduced.json") })
    }

    func testAllOnEachCorpusResolverWritesOneFilePerPermutation() throws {
        let expected = ["apple-hig.resolver.json": 28, "figma-sds.resolver.json": 2, "shopify-polaris.resolver.json": 1]
        for (name, count) in expected {
            let registry = try TestPaths.corpusResolver(name)
            let directory = try makeTemporaryDirectory(self)
            let result = tokenlint("tokens", "export", "--all", "--tokens", registry, "--legacy-format", "--output", directory.path)
            XCTAssertTrue(result.code == 0 || result.code == 1, "\(name): \(result.summary)")
            let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            XCTAssertTrue(files.contains("index.json"), name)
            let permutationFiles = files.filter { $0 != "index.json" }
            XCTAssertEqual(permutationFiles.count, count, "\(name): \(permutationFiles.sorted())")
            for file in permutationFiles {
                let data = try Data(contentsOf: directory.appendingPathComponent(file))
                XCTAssertNoThrow(try JSONSerialization.jsonObject(with: data), "\(name)/\(file) is JSON")
            }
            let index = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("index.json"))) as? [String: Any])
            XCTAssertEqual((index.array("files"))?.count, count, name)
        }
    }

    func testAppleHIGPermutationFileNames() throws {
        let registry = try TestPaths.corpusResolver("apple-hig.resolver.json")
        let directory = try makeTemporaryDirectory(self)
        _ = tokenlint("tokens", "export", "--all", "--tokens", registry, "--legacy-format", "--output", directory.path)
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        for theme in ["light", "light_ax", "dark", "dark_ax"] {
            for size in ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge"] {
                XCTAssertTrue(files.contains("theme-\(theme).size-\(size).json"), "theme-\(theme).size-\(size).json in \(files.sorted())")
            }
        }
    }

    // MARK: DTCG output

    /// Every token of a nested DTCG document (objects with `$value`), with its path.
    private func dtcgTokens(_ node: [String: Any], path: [String] = []) -> [(String, [String: Any])] {
        if node["$value"] != nil { return [(path.joined(separator: "."), node)] }
        return node.keys.sorted().filter { !$0.hasPrefix("$") }.flatMap { key -> [(String, [String: Any])] in
            guard let child = node[key] as? [String: Any] else { return [] }
            return dtcgTokens(child, path: path + [key])
        }
    }

    /// What DTCG 2025.10 allows for the values this registry uses.
    private func assertValidDTCGValue(_ token: [String: Any], _ path: String, file: StaticString = #filePath, line: UInt = #line) {
        func dimension(_ any: Any?, units: Set<String>) -> Bool {
            guard let object = any as? [String: Any], Set(object.keys) == ["value", "unit"], object.number("value") != nil,
                  let unit = object.string("unit") else { return false }
            return units.contains(unit)
        }
        func bezier(_ any: Any?) -> Bool {
            guard let values = (any as? [NSNumber])?.map(\.doubleValue), values.count == 4 else { return false }
            return (0...1).contains(values[0]) && (0...1).contains(values[2])
        }
        let value = token["$value"]
        let object = value as? [String: Any]
        switch token.string("$type") ?? "" {
        case "color":
            XCTAssertNotNil(object?.string("colorSpace"), "\(path): \(String(describing: value))", file: file, line: line)
            XCTAssertEqual(object?.array("components")?.count, 3, path, file: file, line: line)
            let keys = Set(object.map { Array($0.keys) } ?? [])
            XCTAssertTrue(keys.isSubset(of: ["colorSpace", "components", "alpha", "hex"]), "\(path): \(String(describing: value))", file: file, line: line)
        case "dimension":
            XCTAssertTrue(dimension(value, units: ["px", "rem"]), "\(path): \(String(describing: value))", file: file, line: line)
        case "duration":
            XCTAssertTrue(dimension(value, units: ["ms", "s"]), "\(path): \(String(describing: value))", file: file, line: line)
        case "cubicBezier":
            XCTAssertTrue(bezier(value), "\(path): \(String(describing: value))", file: file, line: line)
        case "transition":
            XCTAssertTrue(dimension(object?["duration"], units: ["ms", "s"]), "\(path).duration: \(String(describing: value))", file: file, line: line)
            XCTAssertTrue(dimension(object?["delay"], units: ["ms", "s"]), "\(path).delay: \(String(describing: value))", file: file, line: line)
            XCTAssertTrue(bezier(object?["timingFunction"]), "\(path).timingFunction: \(String(describing: value))", file: file, line: line)
        case "typography":
            XCTAssertTrue(dimension(object?["fontSize"], units: ["px", "rem"]), "\(path).fontSize: \(String(describing: value))", file: file, line: line)
            XCTAssertTrue(dimension(object?["letterSpacing"], units: ["px", "rem"]), "\(path).letterSpacing: \(String(describing: value))", file: file, line: line)
            XCTAssertNotNil(object?.number("lineHeight"), "\(path).lineHeight must be a number in 2025.10: \(String(describing: value))", file: file, line: line)
        default:
            break
        }
    }

    func testDTCGFlatOutputHasOnlyDTCGTypesAndKeepsTheOriginal() throws {
        let started = Date()
        let (_, tokens) = try flatExport(["--format", "dtcg"])
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(tokens.count, try flatExport([]).1.count, "the same tokens as the JSON export")
        var mappedSprings = 0, mappedMotion = 0
        for (path, token) in tokens {
            let type = token.string("$type") ?? "none"
            XCTAssertTrue(Self.dtcgTypes.contains(type), "\(path) has non-DTCG $type \(type)")
            assertValidDTCGValue(token, path)
            let original = token.object("$extensions")?.object("org.tokenlint")
            switch original?.string("$type") {
            case "spring":
                mappedSprings += 1
                XCTAssertEqual(type, "transition", path)
                XCTAssertNotNil(original?.object("$value")?.number("response"), "\(path): the original spring is kept")
                XCTAssertNotNil(original?.object("$value")?.number("dampingFraction"), path)
            case "motion":
                mappedMotion += 1
                XCTAssertEqual(type, "transition", path)
                XCTAssertNotNil(original?.object("$value")?.object("insertion"), "\(path): the original motion value is kept")
            default:
                break
            }
        }
        XCTAssertGreaterThanOrEqual(mappedSprings, 10)
        XCTAssertGreaterThanOrEqual(mappedMotion, 5)
        // The bouncy spring keeps its numbers and its other extensions.
        let bouncy = try XCTUnwrap(tokens["motion/curve/bouncy"], "flat DTCG names join the path with / (Format §5.1.1: no . in names)")
        XCTAssertEqual(bouncy.object("$extensions")?.object("org.tokenlint")?.object("$value")?.number("bounce") ?? 0, 0.3, accuracy: 1e-9)
        // Duration of the mapped transition: the 0.1 % settle time (README.md, tokens export), 819 ms for ζ 0.7, R 0.5.
        let duration = bouncy.object("$value")?.object("duration")
        let ms = (duration?.number("value") ?? 0) * (duration?.string("unit") == "s" ? 1000 : 1)
        XCTAssertEqual(ms, 819, accuracy: 819 * 0.02)
        print("tokens export --format dtcg --layout flat took \(String(format: "%.1f", elapsed)) s")
    }

    /// A DTCG file has no modifiers: the full-motion export carries each motion token's value in
    /// the registry's reduced context as its `reducedMotion`, the value `--reduce-motion` gives
    /// it (it was left out, and a tool reading the file lost the Reduce Motion values). Read
    /// back, the file gives those values as the token's own reduced-motion values.
    func testDTCGKeepsTheReducedContextValues() throws {
        let (_, full) = try flatExport(["--format", "dtcg"])
        let (_, reduced) = try flatExport(["--format", "dtcg", "--reduce-motion"])
        var compared = 0
        for (path, token) in reduced where token.object("$extensions")?.object("org.tokenlint")?.string("reducedMotionSource") == "context" {
            let kept = try XCTUnwrap(full[path]?.object("$extensions")?.object("org.tokenlint")?["reducedMotion"], path)
            XCTAssertEqual(kept as? NSDictionary, token["$value"] as? NSDictionary, path)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 10)
        let file = try makeTemporaryDirectory(self).appendingPathComponent("tokens.json").path
        XCTAssertEqual(tokenlint("tokens", "export", "--format", "dtcg", "--output", file).code, 0)
        let readBack = tokenlint("tokens", "resolve", "motion.curve.bouncy", "--reduce-motion", "--tokens", file)
        XCTAssertEqual(readBack.code, 0, readBack.summary)
        XCTAssertTrue(readBack.out.contains("reduced motion: from extension"), readBack.summary)
    }

    func testDTCGNestedOutputHasOnlyDTCGTypes() throws {
        let result = tokenlint("tokens", "export", "--format", "dtcg", "--reduce-motion")
        XCTAssertEqual(result.code, 0, result.summary)
        let tokens = dtcgTokens(try result.json())
        XCTAssertGreaterThan(tokens.count, 100)
        for (path, token) in tokens {
            XCTAssertTrue(Self.dtcgTypes.contains(token.string("$type") ?? "none"), "\(path): \(token.string("$type") ?? "no $type")")
            assertValidDTCGValue(token, path)
        }
    }

    func testDTCGAllPermutations() throws {
        let directory = try makeTemporaryDirectory(self)
        let started = Date()
        let result = tokenlint("tokens", "export", "--all", "--format", "dtcg", "--output", directory.path)
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(result.code, 0, result.summary)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "index.json" }
        XCTAssertEqual(files.count, 96)
        for file in files.sorted().prefix(4) {
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(file))) as? [String: Any])
            for (path, token) in dtcgTokens(json) {
                XCTAssertTrue(Self.dtcgTypes.contains(token.string("$type") ?? "none"), "\(file): \(path)")
            }
        }
        print("tokens export --all --format dtcg took \(String(format: "%.1f", elapsed)) s")
    }

    /// Issue: `--format dtcg --layout flat` wrote dotted names (`"color.systemBlue"`), which
    /// Format §5.1.1 forbids, so `tokens check` on the file reported 173 errors. Every DTCG export
    /// the command writes passes our own check.
    func testEveryDTCGExportPassesTokensCheck() throws {
        let directory = try makeTemporaryDirectory(self)
        let variants: [[String]] = [
            ["--layout", "flat"], ["--layout", "nested"],
            ["--layout", "flat", "--reduce-motion"],
            ["--layout", "flat", "--context", "appearance=dark", "--context", "contrast=increased", "--context", "dynamicType=accessibility5"],
        ]
        for (index, variant) in variants.enumerated() {
            let file = directory.appendingPathComponent("export-\(index).tokens.json").path
            let export = tokenlint(["tokens", "export", "--format", "dtcg", "--output", file] + variant)
            XCTAssertEqual(export.code, 0, export.summary)
            let check = tokenlint("tokens", "check", "--tokens", file)
            XCTAssertEqual(check.code, 0, "\(variant): \(check.summary)")
            XCTAssertTrue((check.out + check.err).contains("173 tokens in 1 permutation; 0 errors, 0 warnings"), "\(variant): \(check.summary)")
        }
        let all = directory.appendingPathComponent("all", isDirectory: true)
        let export = tokenlint("tokens", "export", "--format", "dtcg", "--layout", "flat", "--all", "--reduce-motion", "--output", all.path)
        XCTAssertEqual(export.code, 0, export.summary)
        let files = try FileManager.default.contentsOfDirectory(atPath: all.path).filter { $0 != "index.json" }.sorted()
        XCTAssertEqual(files.count, 48)
        for file in files.prefix(3) {
            let check = tokenlint("tokens", "check", "--tokens", all.appendingPathComponent(file).path)
            XCTAssertEqual(check.code, 0, "\(file): \(check.summary)")
        }
    }

    /// `--format dtcg` promises a file "any DTCG tool accepts": legacy forms read with
    /// `--legacy-format` (em letter spacing, dimension line heights) must not leak into it.
    func testDTCGOutputOfLegacyCorpusIsValid2025() throws {
        for name in ["apple-hig.resolver.json", "figma-sds.resolver.json"] {
            let registry = try TestPaths.corpusResolver(name)
            let result = tokenlint("tokens", "export", "--format", "dtcg", "--layout", "flat", "--tokens", registry, "--legacy-format")
            XCTAssertTrue(result.code == 0 || result.code == 1, result.summary)
            let json = try result.json()
            var invalid: [String] = []
            for (path, any) in json.sorted(by: { $0.key < $1.key }) {
                guard let token = any as? [String: Any] else { continue }
                XCTAssertTrue(Self.dtcgTypes.contains(token.string("$type") ?? "none"), "\(name): \(path)")
                if token.string("$type") == "typography", let value = token.object("$value") {
                    let spacingUnit = value.object("letterSpacing")?.string("unit")
                    if spacingUnit != "px" && spacingUnit != "rem" || value.number("lineHeight") == nil {
                        invalid.append("\(path): letterSpacing \(value["letterSpacing"] ?? "nil"), lineHeight \(value["lineHeight"] ?? "nil")")
                    }
                }
            }
            XCTAssertEqual(invalid, [], "\(name): typography values that DTCG 2025.10 rejects (units px|rem; lineHeight a number)")
        }
    }

    // MARK: Bad arguments

    func testInvalidContextExitsTwoWithTheResolverMessage() {
        let result = tokenlint("tokens", "export", "--context", "appearance=sepia")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains(#"invalid context "sepia" for modifier "appearance""#), result.summary)
        XCTAssertEqual(result.out, "")
    }

    func testUnknownModifierAndMalformedContextExitTwo() {
        for context in ["mood=happy", "appearance", "=dark", "appearance="] {
            let result = tokenlint("tokens", "export", "--context", context)
            XCTAssertEqual(result.code, 2, result.summary)
            XCTAssertFalse(result.err.isEmpty, result.summary)
        }
    }

    func testAllWithoutOutputExitsTwo() {
        let result = tokenlint("tokens", "export", "--all")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("--output"), result.summary)
        XCTAssertEqual(result.out, "")
    }

    func testAllWithContextExitsTwo() throws {
        let directory = try makeTemporaryDirectory(self)
        let result = tokenlint("tokens", "export", "--all", "--output", directory.path, "--context", "appearance=dark")
        XCTAssertEqual(result.code, 2, result.summary)
    }

    func testBadFormatLayoutAndUnwritableOutputExitTwo() {
        XCTAssertEqual(tokenlint("tokens", "export", "--format", "yaml").code, 2)
        XCTAssertEqual(tokenlint("tokens", "export", "--layout", "tree").code, 2)
        // A missing folder is created (ExportOutputFolderTests); one under a file cannot be.
        let unwritable = tokenlint("tokens", "export", "--output", TestPaths.fixture("valid.tokens.json") + "/x/tokens.json")
        XCTAssertEqual(unwritable.code, 2, unwritable.summary)
        XCTAssertFalse(unwritable.err.isEmpty)
    }

    func testBrokenRegistryExitsTwo() {
        let result = tokenlint("tokens", "export", "--tokens", TestPaths.fixture("broken.tokens.json"))
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("broken.tokens.json:6:5"), result.summary)
    }
}
