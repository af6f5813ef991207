import DesignTokens
import Diagnostics
import SpecLint

/// The registry's part of a `lint` report: its check's findings (after the config's `rules:`)
/// as test cases, a passing one when there are none, and a load failure as the file's input
/// error (a JUnit `<error>` test case, exit code 2), the failures first.
public enum RegistryReport {
    /// - Parameter keepingInfo: keep info findings (`tokens check` shows them; `lint` leaves
    ///   them out of a spec run's report).
    public static func fileReport(_ check: RegistryCheck, configuration: LintConfiguration, path: String, keepingInfo: Bool = false) -> FileReport {
        let start = SourceLocation(file: path, line: 1, column: 1)
        var findings = configuration.applyingRules(to: check.findings).filter { keepingInfo || $0.severity != .info }
        var inputError: Finding?
        if check.couldNotLoad, !findings.isEmpty { inputError = findings.removeFirst() }
        let checks = findings.map { Check(rule: $0.rule, subject: $0.token ?? "registry", location: $0.location ?? start, outcome: .finding($0)) }
        if checks.isEmpty, inputError == nil {
            return FileReport(path: path, checks: [Check(rule: RuleDocument.registryPassed.id, subject: "registry", location: start, outcome: .passed)])
        }
        return FileReport(path: path, checks: checks, inputError: inputError)
    }
}
