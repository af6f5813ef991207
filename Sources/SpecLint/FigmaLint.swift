import DesignSpec
import Diagnostics
import FigmaInput
import Foundation

/// Linting a saved Figma response (`*.figma.json`): the reader turns it into one spec per
/// top-level frame, and every spec's checks go into the file's one report.
extension Linter {
    func lintFigma(file: String, path: String, bytes: [UInt8], start: DispatchTime) -> FileReport {
        let read = FigmaReader.read(file: file, bytes: bytes, variables: figmaVariables, options: config.figma)
        var report = FileReport(path: file)
        report.inputError = read.inputError
        let fallback = SourceLocation(file: file, line: 1, column: 1)
        // The reader's notes obey the config's `rules:` (`figma/skipped: off`) like any rule.
        report.checks = read.findings.compactMap { finding in
            var finding = finding
            if FigmaNote(rawValue: finding.rule).map({ !$0.isInputError }) == true {
                guard let severity = config.severity(of: finding.rule, default: finding.severity) else { return nil }
                finding.severity = severity
            }
            return Check(rule: finding.rule, subject: finding.component ?? "file", location: finding.location ?? fallback, outcome: .finding(finding))
        }
        for document in read.documents { ruleChecks(document, path: path, into: &report.checks) }
        report.checks.sort { ($0.location.position, $0.rule, $0.subject) < ($1.location.position, $1.rule, $1.subject) }
        report.duration = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return report
    }

    /// Appends where a component came from (a Figma node's name, id, page and frame) to the
    /// messages of its findings, `checks[first...]`, so a designer can find the layer.
    static func name(_ origin: String, in checks: inout [Check], from first: Int) {
        for index in checks.indices.dropFirst(first) {
            switch checks[index].outcome {
            case .passed: continue
            case .finding(var finding):
                finding.message += " — \(origin)"
                checks[index].outcome = .finding(finding)
            case .suppressed(var finding, let reason):
                finding.message += " — \(origin)"
                checks[index].outcome = .suppressed(finding, reason: reason)
            }
        }
    }
}
