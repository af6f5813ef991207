import Foundation
import XCTest

/// Golden outputs of `tokenlint lint Examples/specs` (run from the package root, so paths are
/// `Examples/specs/…`): `--format json` and `--format junit` (rich). Volatile parts (JUnit
/// `time` and `timestamp`) are normalised before comparing.
///
/// `TOKENLINT_UPDATE_GOLDENS=1 swift test --filter 'LintCommandTests.*Golden'` rewrites the
/// golden files instead of comparing; review the diff before committing it. (The tests extend
/// LintCommandTests so the usual `--filter 'SpecLintTests|LintCommandTests'` runs them.)
enum LintGoldens {
    static let goldens = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/golden")

    static var updating: Bool { ProcessInfo.processInfo.environment["TOKENLINT_UPDATE_GOLDENS"] == "1" }

    /// JUnit `time="…"` and `timestamp="…"` → fixed values.
    static func normaliseJUnit(_ xml: String) -> String {
        xml.replacingOccurrences(of: #" time="[^"]*""#, with: #" time="0""#, options: .regularExpression)
            .replacingOccurrences(of: #" timestamp="[^"]*""#, with: #" timestamp="1970-01-01T00:00:00""#, options: .regularExpression)
    }

    /// Compares `actual` with the golden file `name`, or rewrites it when updating.
    static func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = Self.goldens.appendingPathComponent(name)
        if Self.updating {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            print("note: rewrote golden \(url.path)")
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return XCTFail("golden \(url.path) is missing; generate it with TOKENLINT_UPDATE_GOLDENS=1", file: file, line: line)
        }
        guard expected != actual else { return }
        XCTFail(Self.diffHint(expected: expected, actual: actual, golden: url.path), file: file, line: line)
    }

    /// The first differing line, with its neighbours, and how to update.
    static func diffHint(expected: String, actual: String, golden: String) -> String {
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        let index = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
        func line(_ lines: [String], _ i: Int) -> String { i < lines.count ? lines[i] : "<end of output>" }
        var hint = "output differs from golden \(golden) at line \(index + 1)"
        hint += " (golden has \(e.count) lines, output \(a.count)):\n"
        if index > 0 { hint += "    \(line(e, index - 1))\n" }
        hint += "  - \(line(e, index))\n  + \(line(a, index))\n"
        hint += "If the change is intended: TOKENLINT_UPDATE_GOLDENS=1 swift test --filter 'LintCommandTests.*Golden', then review the diff."
        return hint
    }
}

extension LintCommandTests {
    private typealias Goldens = LintGoldens

    func testJSONGolden() throws {
        let result = inPackageRoot { tokenlint(["lint", "--config", LintPaths.neutralConfig, "Examples/specs", "--format", "json"]) }
        XCTAssertEqual(result.code, 1, result.summary)
        XCTAssertTrue(result.out.contains("\"file\": \"Examples/specs/recipe-picker.spec.yaml\""), "paths relative to the package root")
        try Goldens.assertGolden(result.out, "lint-examples.json")
    }

    func testJUnitGolden() throws {
        let result = inPackageRoot { tokenlint(["lint", "--config", LintPaths.neutralConfig, "Examples/specs", "--format", "junit"]) }
        XCTAssertEqual(result.code, 1, result.summary)
        try Goldens.assertGolden(Goldens.normaliseJUnit(result.out), "lint-examples.junit.xml")
    }

    func testGoldenNormalisationOnlyTouchesVolatileAttributes() {
        let xml = #"<testsuite name="time" tests="3" time="0.123" timestamp="2026-01-01T10:00:00"><testcase name="a time=&quot;1&quot;" time="0.001"/></testsuite>"#
        XCTAssertEqual(Goldens.normaliseJUnit(xml),
                       #"<testsuite name="time" tests="3" time="0" timestamp="1970-01-01T00:00:00"><testcase name="a time=&quot;1&quot;" time="0"/></testsuite>"#)
        let hint = Goldens.diffHint(expected: "a\nb\nc", actual: "a\nB\nc", golden: "g.json")
        XCTAssertTrue(hint.contains("at line 2") && hint.contains("- b") && hint.contains("+ B"), hint)
    }

    /// JUnit invariants on the real output of the example specs.
    func testGoldenJUnitInvariantsOnTheExamples() throws {
        let (junit, json) = inPackageRoot {
            (tokenlint(["lint", "--config", LintPaths.neutralConfig, "Examples/specs", "--format", "junit"]),
             tokenlint(["lint", "--config", LintPaths.neutralConfig, "Examples/specs", "--format", "json"]))
        }
        let document = try JUnitDocument(junit.out)
        XCTAssertEqual(document.root["tests"], String(document.cases.count), "tests = number of testcases")
        XCTAssertEqual(document.suites.count, 5, "one testsuite per spec file")

        let failures = document.cases.filter { $0.failure != nil }
        let errorFindings = try json.findings().filter { $0.string("severity") == "error" }
        XCTAssertEqual(failures.count, errorFindings.count, "every error finding is one failure")
        XCTAssertEqual(document.root["failures"], String(failures.count))
        XCTAssertEqual(document.root["errors"], String(document.cases.filter { $0.error != nil }.count))
        XCTAssertEqual(document.root["skipped"], String(document.cases.filter { $0.skipped != nil }.count))
        let needsReviewOrSuppressed = try json.json().object("summary").map { ($0.number("needsReview") ?? 0) + ($0.number("suppressed") ?? 0) }
        XCTAssertEqual(Double(document.cases.filter { $0.skipped != nil }.count), needsReviewOrSuppressed, "needs-review and suppressed are skipped")

        var namesPerFile: [String: Set<String>] = [:]
        for testcase in document.cases {
            let file = try XCTUnwrap(testcase.attributes["file"], "testcase without file: \(testcase.attributes)")
            let line = try XCTUnwrap(testcase.attributes["line"].flatMap(Int.init), "testcase without a numeric line: \(testcase.attributes)")
            XCTAssertGreaterThanOrEqual(line, 1)
            XCTAssertTrue(file.hasPrefix("Examples/specs/"), file)
            let key = "\(testcase.attributes["classname"] ?? "")|\(testcase.attributes["name"] ?? "")"
            XCTAssertTrue(namesPerFile[file, default: []].insert(key).inserted, "classname+name repeated in \(file): \(key)")
            XCTAssertEqual(testcase.attributes["classname"], file.replacingOccurrences(of: ".spec.yaml", with: "").replacingOccurrences(of: "/", with: "."))
        }
        for suite in document.suites {
            let cases = document.cases.filter { $0.suite["name"] == suite["name"] }
            XCTAssertEqual(suite["tests"], String(cases.count), "tests of \(suite["name"] ?? "?")")
            XCTAssertEqual(suite["failures"], String(cases.filter { $0.failure != nil }.count))
        }
        // Every failure names its rule as type, and the failing (rule, component) pairs are the JSON's errors.
        let failing = Set(failures.compactMap { $0.attributes["name"] })
        let expected = Set(errorFindings.map { "\($0.string("rule") ?? "") \($0.string("component") ?? "")" })
        XCTAssertEqual(failing, expected)
        XCTAssertTrue(failures.allSatisfy { $0.failure?["type"] == $0.attributes["name"]?.split(separator: " ").first.map(String.init) })
    }
}
