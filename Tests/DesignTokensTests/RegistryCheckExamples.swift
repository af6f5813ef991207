import DesignTokens
import XCTest

/// The check's passing registries load with no finding at all, and each failing one has a
/// finding of the check (the generated `GeneratedRegistryCheckExamplesTests` calls it).
func assertRegistryExamples(_ check: RegistryRule, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertFalse(check.passing.isEmpty || check.failing.isEmpty, "\(check.id) needs a passing and a failing example", file: file, line: line)
    for (examples, fails) in [(check.passing, false), (check.failing, true)] {
        for text in examples {
            let name = "example.tokens.json"
            let findings = Registry.load(path: name, provider: InMemorySourceProvider(files: [name: Array(text.utf8)])).defaultFindings
            let holds = fails ? findings.contains { $0.rule == check.id } : findings.isEmpty
            XCTAssertTrue(holds, "\(check.id), \(fails ? "failing" : "passing") example \(text):\n\(describe(findings))", file: file, line: line)
        }
    }
}
