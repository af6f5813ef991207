import Foundation
import XCTest

/// `--baseline`/`--write-baseline`, the cache and `--select`/`--ignore` (docs/baseline-and-cache.md,
/// "Adopting tokenlint on an existing design system"), through the CLI in a
/// temporary working directory.
///
/// The spec's two failures come from the sources, not from tokenlint's output:
/// - `price`: #777777 text on #FFFFFF is 4.48:1 (WCAG relative luminance 0.184 vs 1.0:
///   1.05 / 0.234), below the 4.5:1 of WCAG 2.2 SC 1.4.3 "Contrast (Minimum)" for normal text.
/// - `pay`: a 28 × 28 pt button, below Apple HIG's "a hit region of at least 44x44 pt".
final class AdoptionCLITests: XCTestCase {
    static let spec = """
        tokenlint: 1
        name: Checkout
        components:
          - id: price
            role: text
            background: "#FFFFFF"
            foreground: "#777777"
            font: "{font.textStyle.body}"
            text: "$4.99"
          - id: pay
            role: button
            frame: {width: 28, height: 28}
            background: "{color.systemBackground}"
            foreground: "{color.label}"
            font: "{font.textStyle.body}"
            text: "Pay"

        """

    /// A passing button, for edits that add lines without adding findings.
    static let passingButton = """
          - id: help
            role: button
            frame: {width: 120, height: 60}
            background: "{color.systemBackground}"
            border: {color: "{color.label}", width: 1}
            foreground: "{color.label}"
            font: "{font.textStyle.body}"
            text: "Help"

        """

    var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(self)
        try setUpCheckout()
    }

    func run(_ arguments: String...) -> CLIResult { lint(arguments) }

    // MARK: Baseline

    func testWriteBaselineRecordsTodaysFindingsAndExitsZero() throws {
        XCTAssertEqual(run("--no-cache").code, 1, "the spec fails before any baseline")
        let written = run("--no-cache", "--write-baseline", "baseline.json")
        XCTAssertEqual(written.code, 0, written.summary)
        let baseline = try read("baseline.json")
        for component in ["\"component\":\"price\"", "\"component\":\"pay\""] {
            XCTAssertTrue(baseline.contains(component), baseline)
        }
        XCTAssertTrue(baseline.contains("\"rule\":\"target/size\"") && baseline.contains("\"rule\":\"contrast/text\""), baseline)
        XCTAssertTrue(baseline.contains("\"file\":\"checkout.spec.yaml\""), baseline)

        let baselined = run("--no-cache", "--baseline", "baseline.json")
        XCTAssertEqual(baselined.code, 0, baselined.summary)
        XCTAssertTrue(baselined.out.contains("in the baseline; 0 fixed since the baseline."), baselined.summary)
        // Still shown as suppressed: JUnit skips them with the reason.
        let junit = run("--no-cache", "--baseline", "baseline.json", "--format", "junit")
        XCTAssertTrue(junit.out.contains("suppressed (in the baseline): Touch target 28 × 28 pt"), junit.summary)
    }

    func testAnEditElsewhereKeepsAFindingBaselinedAndANewOneIsReported() throws {
        XCTAssertEqual(run("--no-cache", "--write-baseline", "baseline.json").code, 0)
        // Lines move: a passing component first, then the old ones.
        let moved = Self.spec.replacingOccurrences(of: "components:\n", with: "components:\n" + Self.passingButton)
        try write("# edited\n" + moved, to: "checkout.spec.yaml")
        let edited = run("--no-cache", "--baseline", "baseline.json", "--format", "json")
        XCTAssertEqual(edited.code, 0, edited.summary)

        // A new 30 × 30 pt button: below 44 pt, not in the baseline.
        let newButton = Self.passingButton.replacingOccurrences(of: "help", with: "cancel")
            .replacingOccurrences(of: "{width: 120, height: 60}", with: "{width: 30, height: 30}")
        try write(moved + newButton, to: "checkout.spec.yaml")
        let grown = run("--no-cache", "--baseline", "baseline.json", "--format", "json")
        XCTAssertEqual(grown.code, 1, grown.summary)
        let findings = try XCTUnwrap(grown.json()["findings"] as? [[String: Any]])
        let errors = findings.filter { $0["severity"] as? String == "error" }
        XCTAssertEqual(errors.map { $0["component"] as? String }, ["cancel"], grown.summary)
        XCTAssertEqual(errors.first?["rule"] as? String, "target/size")
    }

    /// docs/baseline-and-cache.md: baselined findings stay in the reports as suppressed. The
    /// JSON report lists them, and those an `ignore:` entry suppressed, in `suppressed` (each
    /// with its kind and reason), `findings` keeping the active ones; the HTML report lists
    /// them in a collapsed section. Streamed (`--format`) and whole alike.
    func testJSONAndHTMLListBaselinedAndIgnoredFindingsAsSuppressed() throws {
        XCTAssertEqual(run("--no-cache", "--write-baseline", "baseline.json").code, 0)
        // A new 30 × 30 pt button, below 44 pt, its target size ignored in the spec.
        let reason = "Legacy <dialog> button & \"cancel\", redesigned in Q3"
        let cancel = Self.passingButton.replacingOccurrences(of: "help", with: "cancel")
            .replacingOccurrences(of: "{width: 120, height: 60}", with: "{width: 30, height: 30}")
            + "    ignore:\n      - rule: target/size\n        reason: '\(reason)'\n"
        try write(Self.spec + cancel, to: "checkout.spec.yaml")

        let result = run("--no-cache", "--baseline", "baseline.json", "--format", "json", "--report", "html=report.html")
        XCTAssertEqual(result.code, 0, result.summary)
        guard case .object(let top) = try result.orderedJSON() else { return XCTFail(result.summary) }
        XCTAssertEqual(top.map(\.0), ["tool", "summary", "findings", "suppressed"])
        let json = try result.json()
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertFalse(findings.contains { $0["severity"] as? String == "error" }, result.summary)
        let suppressed = try XCTUnwrap(json["suppressed"] as? [[String: Any]], result.summary)
        let summary = try XCTUnwrap(json["summary"] as? [String: Any])
        XCTAssertEqual(suppressed.count, summary["suppressed"] as? Int, "every suppressed finding is listed")
        func suppression(_ entry: [String: Any]) -> [String: String] { entry["suppression"] as? [String: String] ?? [:] }
        let ignored = suppressed.filter { $0["component"] as? String == "cancel" }
        XCTAssertEqual(ignored.count, 1, result.summary)
        XCTAssertEqual(ignored.first?["rule"] as? String, "target/size")
        XCTAssertEqual(ignored.first.map(suppression), ["kind": "inSource", "reason": reason])
        let baselined = suppressed.filter { $0["component"] as? String != "cancel" }
        XCTAssertEqual(Set(baselined.compactMap { $0["component"] as? String }), ["price", "pay"], result.summary)
        XCTAssertTrue(baselined.contains { $0["rule"] as? String == "contrast/text" && $0["component"] as? String == "price" })
        XCTAssertTrue(baselined.contains { $0["rule"] as? String == "target/size" && $0["component"] as? String == "pay" })
        for entry in baselined { XCTAssertEqual(suppression(entry), ["kind": "baseline", "reason": "in the baseline"]) }
        for entry in findings { XCTAssertNil(entry["suppression"], "active findings have no suppression") }
        let places = suppressed.map { ($0["line"] as? Int ?? 0, $0["column"] as? Int ?? 0) }
        XCTAssertTrue(zip(places, places.dropFirst()).allSatisfy { $0 <= $1 }, "sorted like findings")

        // `--report json=` writes the same bytes as stdout's report.
        let whole = run("--no-cache", "--baseline", "baseline.json", "--format", "text", "--report", "json=report.json")
        XCTAssertEqual(try read("report.json"), result.out, whole.summary)

        let html = try read("report.html")
        let section = try XCTUnwrap(html.components(separatedBy: "<h2 id=\"suppressed-heading\">Suppressed findings</h2>\n<details>").dropFirst().first,
                                    "a collapsed section of suppressed findings")
        XCTAssertTrue(section.contains("<summary>\(suppressed.count) suppressed findings"), section)
        XCTAssertTrue(section.contains("suppressed: Legacy &lt;dialog&gt; button &amp; &quot;cancel&quot;, redesigned in Q3</p>"), section)
        XCTAssertEqual(section.components(separatedBy: "suppressed: in the baseline</p>").count - 1, baselined.count, section)
        XCTAssertFalse(html.contains("<dialog>"), "the reason is escaped")
    }

    func testFixedEntriesAreCounted() throws {
        XCTAssertEqual(run("--no-cache", "--write-baseline", "baseline.json").code, 0)
        let payEntries = try read("baseline.json").components(separatedBy: "\"component\":\"pay\"").count - 1
        XCTAssertGreaterThanOrEqual(payEntries, 1, "the 28 pt button's target/size at least")
        // The button removed: each of its entries is fixed.
        let withoutPay = try XCTUnwrap(Self.spec.components(separatedBy: "  - id: pay").first)
        try write(withoutPay, to: "checkout.spec.yaml")
        let result = run("--no-cache", "--baseline", "baseline.json")
        XCTAssertEqual(result.code, 0, result.summary)
        let summary = try XCTUnwrap(result.out.split(separator: "\n").last.map(String.init))
        XCTAssertTrue(summary.contains("in the baseline; \(payEntries) fixed since the baseline."), result.summary)
    }

    func testConfigBaselineIsRelativeToTheConfigsFolder() throws {
        try write("profile: apple-hig\nbaseline: known/baseline.json\n", to: "config/.tokenlint.yml")
        XCTAssertEqual(run("--no-cache", "--write-baseline", "config/known/baseline.json").code, 0)
        let result = run("--no-cache", "--config", "config/.tokenlint.yml", "checkout.spec.yaml")
        XCTAssertEqual(result.code, 0, result.summary)
        XCTAssertTrue(result.out.contains("in the baseline"), result.summary)
    }

    func testConfigBaselineMustBeAPath() throws {
        try write("profile: apple-hig\nbaseline: [a.json]\n", to: ".tokenlint.yml")
        let result = run("--no-cache")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.out.contains(".tokenlint.yml:2:11: error: baseline must be the path of a baseline file"), result.summary)
    }

    func testMissingOrCorruptBaselineIsExitTwoWithItsPosition() throws {
        let missing = run("--no-cache", "--baseline", "missing.json")
        XCTAssertEqual(missing.code, 2, missing.summary)
        XCTAssertTrue(missing.out.contains("missing.json:1:1: error: cannot read the baseline"), missing.summary)
        // The spec is still linted and reported.
        XCTAssertTrue(missing.out.contains("[target/size]"), missing.summary)

        try write("{\n  \"tool\": \"tokenlint\",\n  \"version\": 1,\n  \"entries\": [\n    {\"file\": 3}\n  ]\n}\n", to: "corrupt.json")
        let corrupt = run("--no-cache", "--baseline", "corrupt.json", "--format", "json")
        XCTAssertEqual(corrupt.code, 2, corrupt.summary)
        XCTAssertTrue(corrupt.err.contains("corrupt.json:5:"), corrupt.summary)
    }

    // MARK: Cache

    /// The cache files in `cache` (one per configuration).
    func cacheFiles(_ cache: String = "cache") throws -> [String] {
        guard exists(cache) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(cache).path).filter { $0.hasSuffix(".tlcache") }.sorted()
    }

    func cached(_ arguments: String...) -> CLIResult { cached(arguments) }

    func cached(_ arguments: [String]) -> CLIResult { lint(["--cache-dir", "cache"] + arguments) }

    func testACachedRunWritesTheSameOutputsAsACold() throws {
        for format in ["json", "sarif", "text", "github"] {
            let cold = run("--no-cache", "--format", format)
            let first = cached("--format", format)
            let second = cached("--format", format)
            XCTAssertEqual(first.code, 1, first.summary)
            for result in [first, second] {
                XCTAssertEqual(result.code, cold.code, result.summary)
                XCTAssertEqual(result.out, cold.out, "\(format): a cached run differs from a cold one")
                XCTAssertEqual(result.err, cold.err, result.summary)
            }
        }
        XCTAssertTrue(exists("cache/CACHEDIR.TAG"))
        XCTAssertEqual(try read("cache/.gitignore").split(separator: "\n").last, "*")
        XCTAssertEqual(try cacheFiles().count, 1, "one configuration, one file")
    }

    /// Nothing lands in the checkout: `--no-cache` writes nothing, and the default folder is the
    /// user's cache directory (LintCacheTests.testTheDefaultFolderIsTheUsersCacheDirectoryPerProjectAndNoneUnderCI).
    func testNoCacheWritesNothing() throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        XCTAssertEqual(run("--no-cache").code, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), before)
    }

    /// `--cache-dir ""` would make the working directory the cache folder: a usage error.
    func testAnEmptyCacheDirIsExitTwo() throws {
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let result = run("--cache-dir", "")
        XCTAssertEqual(result.code, 2, result.summary)
        XCTAssertTrue(result.err.contains("--cache-dir needs a folder"), result.summary)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), before, "no .gitignore or CACHEDIR.TAG written")
    }

    /// Every key part gives the result a run without the cache gives; each configuration,
    /// profile and registry has a file of its own, and the oldest beyond four are removed.
    func testEachKeyPartGivesTheUncachedResult() throws {
        try write(try String(contentsOf: URL(fileURLWithPath: TestPaths.fixture("valid.tokens.json")), encoding: .utf8), to: "tokens/valid.tokens.json")
        let registry = try read("tokens/valid.tokens.json")
        func same(_ arguments: String..., files: Int, _ part: String) throws {
            let cold = lint(["--no-cache", "--format", "json"] + arguments)
            _ = cached(["--format", "json"] + arguments)
            let warm = cached(["--format", "json"] + arguments)
            XCTAssertEqual(warm.code, cold.code, "\(part): \(warm.summary)")
            XCTAssertEqual(try XCTUnwrap(warm.json()["findings"] as? [[String: Any]]).count,
                           try XCTUnwrap(cold.json()["findings"] as? [[String: Any]]).count, part)
            XCTAssertEqual(try cacheFiles().count, files, part)
        }
        try same(files: 1, "the first run")
        // The file's bytes: the price passes now (#000000 on white: 21:1).
        try write(Self.spec.replacingOccurrences(of: "#777777", with: "#000000"), to: "checkout.spec.yaml")
        try same(files: 1, "the file's bytes")
        try write("profile: wcag-aa\n", to: ".tokenlint.yml")
        try same(files: 2, "the configuration")
        try same("--profile", "material", files: 3, "the profile")
        try same("--tokens", "tokens/valid.tokens.json", files: 4, "another registry")
        let edited = registry.replacingOccurrences(of: "{", with: "{\"zz-added\": {\"$type\": \"number\", \"$value\": 1},", options: [], range: registry.range(of: "{"))
        XCTAssertNotEqual(edited, registry)
        try write(edited, to: "tokens/valid.tokens.json")
        try same("--tokens", "tokens/valid.tokens.json", files: 4, "the registry file's bytes (the oldest file pruned)")
        // The tool's version and build: LintSessionCacheTests.
    }

    /// A damaged or tampered cache file cannot turn the failing run into a pass, write anywhere
    /// or crash: each is a miss, the run's outputs are a cold run's, and the file is written again.
    func testATamperedCacheFileIsAMiss() throws {
        let cold = run("--no-cache", "--format", "json")
        XCTAssertEqual(cold.code, 1)
        XCTAssertEqual(cached("--format", "json").out, cold.out)
        let name = try XCTUnwrap(try cacheFiles().first)
        let path = folder.appendingPathComponent("cache/" + name)
        let intact = try Data(contentsOf: path)
        // The entry's report says the file passed: its error findings rewritten as passes would
        // change bytes in the payload, which the digest covers.
        var verdicts = intact
        for index in stride(from: 60, to: intact.count - 40, by: 7) { verdicts[index] = 0 }
        let damages: [Data] = [Data(), intact.prefix(intact.count / 2), Data("TLCACHE\0garbage".utf8),
                               { var d = intact; d[d.count - 1] ^= 0xFF; return d }(), verdicts]
        for damaged in damages {
            try damaged.write(to: path)
            let result = cached("--format", "json")
            XCTAssertEqual(result.code, cold.code, result.summary)
            XCTAssertEqual(result.out, cold.out, "a damaged cache file (\(damaged.count) bytes) was trusted")
            XCTAssertEqual(result.err, cold.err, result.summary)
            XCTAssertEqual(try Data(contentsOf: path), intact, "the file is written again")
        }
    }

    func testACacheThatCannotBeWrittenIsAWarning() throws {
        try write("not a folder\n", to: "blocker")
        let cold = run("--no-cache", "--format", "json")
        let result = run("--cache-dir", "blocker/cache", "--format", "json")
        XCTAssertEqual(result.code, cold.code, result.summary)
        XCTAssertEqual(result.out, cold.out)
        XCTAssertTrue(result.err.contains("warning: cannot write the cache in blocker/cache: cannot create the folder: "), result.summary)
        XCTAssertFalse(result.err.contains("Error Domain"), "no raw NSError: \(result.summary)")
        XCTAssertEqual(result.err.split(separator: "\n").filter { $0.contains("cache") }.count, 1, "one warning, not one per file")
    }

    // MARK: Selection

    func rules(_ result: CLIResult) throws -> Set<String> {
        Set(try XCTUnwrap(result.json()["findings"] as? [[String: Any]]).compactMap { $0["rule"] as? String })
    }

    func testSelectAFamilyIgnoreAnId() throws {
        let all = try rules(run("--no-cache", "--format", "json"))
        XCTAssertTrue(all.isSuperset(of: ["contrast/text", "target/size", "tokens/raw-value"]), "\(all)")

        let contrast = run("--no-cache", "--format", "json", "--select", "contrast")
        XCTAssertEqual(try rules(contrast), ["contrast/text"])
        XCTAssertEqual(try rules(run("--no-cache", "--format", "json", "--select", "contrast/")), ["contrast/text"])
        XCTAssertEqual(try rules(run("--no-cache", "--format", "json", "--select", "contrast/text,target/size")), ["contrast/text", "target/size"])

        let ignored = run("--no-cache", "--format", "json", "--ignore", "target/size", "--ignore", "contrast")
        XCTAssertEqual(try rules(ignored), all.subtracting(["target/size", "contrast/text"]))
        XCTAssertEqual(ignored.code, 0, "no error left: \(ignored.summary)")

        // The cache holds whole results: a cached run selects the same.
        _ = cached("--format", "json")
        XCTAssertEqual(cached("--format", "json", "--select", "contrast").out, contrast.out)
    }

    func testUnknownRuleIsExitTwoWithADidYouMean() {
        let id = run("--no-cache", "--select", "target/sise")
        XCTAssertEqual(id.code, 2, id.summary)
        XCTAssertTrue(id.err.contains("unknown rule or prefix 'target/sise' (did you mean 'target/size'?)"), id.summary)
        let prefix = run("--no-cache", "--ignore", "contrst")
        XCTAssertEqual(prefix.code, 2, prefix.summary)
        XCTAssertTrue(prefix.err.contains("did you mean 'contrast'?"), prefix.summary)
    }

    func testRegistryChecksObeyTheSelection() throws {
        try write(try String(contentsOf: URL(fileURLWithPath: TestPaths.fixture("duplicate-key.tokens.json")), encoding: .utf8), to: "dup.tokens.json")
        let all = run("--no-cache", "--tokens", "dup.tokens.json", "--format", "json")
        XCTAssertTrue(try rules(all).contains("dtcg/duplicate-key"), all.summary)
        let ignored = run("--no-cache", "--tokens", "dup.tokens.json", "--format", "json", "--ignore", "dtcg/duplicate-key")
        XCTAssertFalse(try rules(ignored).contains("dtcg/duplicate-key"), ignored.summary)
    }
}

/// A temporary working folder holding the checkout spec and a config of its own, for tests that
/// run `tokenlint lint` in it (`folder` is set by the test's `setUp`).
protocol CheckoutFolder: AnyObject {
    var folder: URL! { get }
}

extension CheckoutFolder {
    /// The spec and a config of its own: a stray .tokenlint.yml above the temporary folder cannot apply.
    func setUpCheckout() throws {
        try write("profile: apple-hig\n", to: ".tokenlint.yml")
        try write(AdoptionCLITests.spec, to: "checkout.spec.yaml")
    }

    func write(_ text: String, to name: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) }

    func lint(_ arguments: [String]) -> CLIResult {
        inDirectory(folder.path) { tokenlint(["lint"] + arguments) }
    }
}

extension AdoptionCLITests: CheckoutFolder {}
