import Diagnostics
import Foundation
import SpecLint

/// `--select` and `--ignore` (as Ruff's): rule ids or family prefixes (`contrast`, `contrast/`)
/// that narrow a run's rules on top of the configuration.
///
/// Applied to each file's finished report, after the cache (so one cached result serves every
/// selection) and before the baseline: a check or finding of a rule that is not selected is
/// dropped. Rules keep running: turning a rule off in the linter would make a spec's `ignore:`
/// entry for it "suppress nothing" (`suppression/unused`), a finding the user did not cause.
/// Input errors (`input/…`, `config/…`) are never dropped: they explain exit code 2.
public struct RuleSelection: Sendable, Hashable {
    /// A pattern that names no rule.
    public struct UnknownRule: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    public let select: [String]
    public let ignore: [String]

    public static let all = RuleSelection(select: [], ignore: [])

    private init(select: [String], ignore: [String]) {
        self.select = select
        self.ignore = ignore
    }

    /// Every id a pattern may name: spec rules and registry checks (`RuleCatalog.descriptions`).
    static var knownIds: [String] { RuleCatalog.descriptions.map(\.id) }

    /// Parses the options' values: each repeatable, each a comma-separated list.
    /// - Throws: `UnknownRule` for a pattern that matches no rule, with a did-you-mean.
    public static func parse(select: [String], ignore: [String]) throws(UnknownRule) -> RuleSelection {
        let ids = knownIds
        func patterns(_ values: [String], option: String) throws(UnknownRule) -> [String] {
            var result: [String] = []
            for value in values {
                for part in value.split(separator: ",") {
                    let pattern = part.trimmingCharacters(in: .whitespaces)
                    if pattern.isEmpty { continue }
                    guard ids.contains(where: { matches(pattern, $0) }) else {
                        let families = Set(ids.compactMap { $0.split(separator: "/").first.map(String.init) })
                        throw UnknownRule(description: "\(option) names an unknown rule or prefix '\(pattern)'"
                            + DidYouMean.hint(for: pattern, among: ids + families.sorted())
                            + "; see `tokenlint rules`")
                    }
                    result.append(pattern)
                }
            }
            return result
        }
        return RuleSelection(select: try patterns(select, option: "--select"), ignore: try patterns(ignore, option: "--ignore"))
    }

    /// `contrast/text` matches the id itself; `contrast` and `contrast/` match the family.
    static func matches(_ pattern: String, _ rule: String) -> Bool {
        if pattern == rule { return true }
        let family = pattern.hasSuffix("/") ? pattern : pattern + "/"
        return rule.hasPrefix(family)
    }

    public var selectsEverything: Bool { select.isEmpty && ignore.isEmpty }

    /// Input and configuration errors are always reported.
    public func isSelected(_ rule: RuleID) -> Bool {
        rule.kind.isInputError || isSelected(rule.rawValue)
    }

    /// A rule by its text, as a baseline entry names it (a baseline holds no input errors).
    public func isSelected(_ rule: String) -> Bool {
        if !select.isEmpty && !select.contains(where: { Self.matches($0, rule) }) { return false }
        return !ignore.contains(where: { Self.matches($0, rule) })
    }

    /// `report` without the checks and findings of rules not selected.
    public func apply(to report: inout FileReport) {
        guard !selectsEverything else { return }
        report.checks.removeAll { !isSelected($0.rule) }
        report.findings.removeAll { !isSelected($0.rule) }
    }
}
