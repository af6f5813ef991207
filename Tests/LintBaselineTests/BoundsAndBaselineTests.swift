import DesignSpec
import Diagnostics
import Foundation
import JSONSource
import LintBaseline
import SpecLint
import XCTest

/// Issue 23 items 8 and the baseline's "fixed" count: what one spec file can cost is bounded
/// (repeated keys, findings), and a file that could not be parsed is not "fixed".
final class BoundsAndBaselineTests: XCTestCase {
    /// `count` buttons of 20 × 20 pt, each a `target/size` error, as one JSON spec.
    static func buttons(_ count: Int) -> String {
        let components = (0..<count).map { #"{"id": "b\#($0)", "role": "button", "frame": {"width": 20, "height": 20}}"# }
        return #"{"tokenlint": 1, "name": "many", "components": [\#(components.joined(separator: ",\n"))]}"#
    }

    func testRepeatedKeysInAJSONSpecAreCappedWithAnInputError() throws {
        let members = (0...JSONParser.Limits().maximumDuplicateKeys + 1).map { _ in #""name": "x""# }.joined(separator: ",\n")
        let spec = #"{"tokenlint": 1, "components": [],\#n\#(members)}"#
        let report = BaselineTests.linter.lint(file: "dup.spec.json", bytes: Array(spec.utf8))
        let error = try XCTUnwrap(report.inputError, "a file of repeated keys stops being read")
        XCTAssertEqual(error.rule, InputRule.invalidJSON.id)
        // The first "name" is line 2; the 1,001st repeat is the 1,002nd member.
        XCTAssertEqual(error.location?.line, 2 + JSONParser.Limits().maximumDuplicateKeys + 1)
        XCTAssertTrue(error.message.contains("more than 1000 repeated member names"), error.message)
        XCTAssertTrue(report.checks.isEmpty)
        XCTAssertNil(BaselineTests.linter.lint(file: "few.spec.json", bytes: Array(#"{"tokenlint": 1, "name": "a", "name": "b", "components": []}"#.utf8)).inputError,
                     "a few repeats are warnings")
    }

    func testFindingsPerFileAreCappedWithAnInputError() throws {
        let limit = SpecFormat().maximumFindings ?? 0
        let under = BaselineTests.linter.lint(file: "under.spec.json", bytes: Array(Self.buttons(limit).utf8))
        XCTAssertNil(under.inputError)
        XCTAssertEqual(under.activeFindings.count, limit)

        let over = BaselineTests.linter.lint(file: "over.spec.json", bytes: Array(Self.buttons(limit + 1).utf8))
        let error = try XCTUnwrap(over.inputError, "exit 2 for the file")
        XCTAssertEqual(error.location?.line, limit + 1, "at the first finding over the limit (one button a line)")
        XCTAssertTrue(error.message.contains("more than \(limit) findings"), error.message)
        XCTAssertTrue(over.checks.isEmpty && over.findings.isEmpty)
    }

    /// A second literal added to a component is a new finding; the baselined first one stays
    /// baselined (it was one message naming every literal, so it changed and resurfaced).
    func testASecondLiteralDoesNotResurfaceTheBaselinedFirst() {
        let one = "tokenlint: 1\nname: Raw\nplatform: ios\ncomponents:\n  - id: title\n    role: text\n    foreground: \"#007AFF\"\n"
        let two = one + "    background: \"#FFFFFF\"\n"
        func rawValues(_ report: FileReport) -> [String] {
            report.checks.compactMap { check in
                if case .finding(let finding) = check.outcome, finding.rule.rawValue == "tokens/raw-value" { return finding.message }
                return nil
            }
        }
        let before = BaselineTests.linter.lint(file: "specs/raw.spec.yaml", bytes: Array(one.utf8))
        XCTAssertEqual(rawValues(before).count, 1)
        var baseline = Baseline(entries: Baseline.entries(of: before, paths: BaselineTests.paths), paths: BaselineTests.paths)
            .selecting { $0 == "tokens/raw-value" }
        var after = BaselineTests.linter.lint(file: "specs/raw.spec.yaml", bytes: Array(two.utf8))
        XCTAssertEqual(rawValues(after).count, 2, "one finding per literal")
        baseline.apply(to: &after)
        let active = rawValues(after)
        XCTAssertEqual(active.count, 1, "only the new literal is reported: \(active)")
        XCTAssertTrue(active.first?.contains("background #FFFFFF") == true, "\(active)")
        XCTAssertEqual(baseline.fixedCount, 0)
    }

    func testAFileThatFailsToParseDoesNotCountItsBaselinedFindingsAsFixed() {
        let linted = BaselineTests.linter.lint(file: "specs/checkout.spec.yaml", bytes: Array(BaselineTests.checkout.utf8))
        var baseline = Baseline(entries: Baseline.entries(of: linted, paths: BaselineTests.paths), paths: BaselineTests.paths)
        XCTAssertEqual(baseline.entries.count, 2)
        var broken = BaselineTests.linter.lint(file: "specs/checkout.spec.yaml", bytes: Array("tokenlint: 1\ncomponents: [\n".utf8))
        XCTAssertNotNil(broken.inputError)
        baseline.apply(to: &broken)
        XCTAssertEqual(baseline.fixedCount, 0, "nothing was linted, so nothing is known fixed")
        XCTAssertEqual(baseline.unvisitedCount, 2)
    }
}
