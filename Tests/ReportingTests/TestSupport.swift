import CLibXML2
import Diagnostics
import Foundation
import XCTest

@testable import Reporting

/// Reports to render, built by hand so every outcome and severity appears.
enum Sample {
    static let rules: [RuleDescription] = [
        RuleDescription(id: "contrast/text", summary: "Text contrast meets the profile's minimum",
                        rationale: "People with low vision need enough contrast between text and its background.",
                        defaultSeverity: .error, source: "WCAG 2.2 SC 1.4.3",
                        thresholds: ["text 4.5 : 1, large text 3 : 1 (apple-hig)"], options: ["level: AA|AAA"]),
        RuleDescription(id: "target/size", summary: "Tap targets are at least 44 × 44 pt",
                        rationale: "Small targets are hard to hit.", defaultSeverity: .warning, source: "Apple HIG, Accessibility",
                        thresholds: ["44 pt"]),
        RuleDescription(id: "motion/reduced", summary: "Motion has a reduced-motion behaviour",
                        rationale: "Reduce Motion must be honoured.", defaultSeverity: .needsReview, source: "Apple HIG, Motion"),
    ]

    static let spec = "Examples/specs/recipe-picker.spec.yaml"
    static let broken = "Examples/specs/broken.spec.json"
    static let registryPath = "tokens/app.resolver.json"

    static func location(_ file: String, _ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    static let contrastError: Finding = {
        var finding = contrastErrorBase
        finding.details = ["appearance=light, contrast=standard: 4.017:1 on #007AFF, needs 4.5:1"]
        return finding
    }()

    private static let contrastErrorBase = Finding(
        rule: RuleID("contrast/text", kind: .spec), severity: .error, location: location(spec, 42, 7),
        message: "Text contrast 4.02:1 is below 4.5:1 (WCAG 1.4.3 AA) for 17 pt semibold text",
        component: "add-to-plan",
        contexts: [[ContextChoice(modifier: "appearance", context: "light"), ContextChoice(modifier: "contrast", context: "standard")]],
        measured: 4.017, required: 4.5,
        help: "Use a darker background or larger/bolder text; see `tokenlint rules contrast/text`")

    static let targetWarning = Finding(
        rule: RuleID("target/size", kind: .spec), severity: .warning, location: location(spec, 42, 7),
        message: "Tap target 40×40 pt is smaller than 44×44 pt", component: "add-to-plan", measured: 40, required: 44)

    static let motionReview = Finding(
        rule: RuleID("motion/reduced", kind: .spec), severity: .needsReview, location: location(spec, 60, 5),
        message: "The spec does not say what the hero transition does under Reduce Motion", component: "hero")

    static let suppressedTarget = Finding(
        rule: RuleID("target/size", kind: .spec), severity: .warning, location: location(spec, 12, 3),
        message: "Tap target 30×30 pt is smaller than 44×44 pt", component: "close")

    static let unusedIgnore = Finding(
        rule: RuleID("spec/unused-ignore", kind: .spec), severity: .info, location: location(spec, 3, 1),
        message: "This ignore entry matched nothing")

    static let parseError = Finding(
        rule: RuleID("input", kind: .input), severity: .error, location: location(broken, 3, 9),
        message: "Expected ',' or '}' after an object member")

    static let registryError = Finding(
        rule: RuleID("contrast/text", kind: .spec), severity: .error, location: location(registryPath, 5, 3),
        message: "Pair color.label on color.background is 3.1:1", token: "color.label")

    /// One spec with every outcome, one unparseable spec, and the registry.
    static func report(strict: Bool = false) -> LintReport {
        let checks: [Check] = [
            Check(rule: RuleID("contrast/text", kind: .spec), subject: "add-to-plan", location: location(spec, 42, 7), outcome: .finding(contrastError)),
            Check(rule: RuleID("contrast/text", kind: .spec), subject: "title", location: location(spec, 10, 3), outcome: .passed),
            Check(rule: RuleID("target/size", kind: .spec), subject: "add-to-plan", location: location(spec, 42, 7), outcome: .finding(targetWarning)),
            Check(rule: RuleID("motion/reduced", kind: .spec), subject: "hero", location: location(spec, 60, 5), outcome: .finding(motionReview)),
            Check(rule: RuleID("target/size", kind: .spec), subject: "close", location: location(spec, 12, 3),
                  outcome: .suppressed(suppressedTarget, reason: "legacy screen, redesign in Q3")),
            // The same rule and component twice (two states of one component): names must stay unique.
            Check(rule: RuleID("contrast/text", kind: .spec), subject: "title", location: location(spec, 11, 3), outcome: .passed),
        ]
        let specReport = FileReport(path: spec, checks: checks, findings: [unusedIgnore], duration: 0.012)
        let brokenReport = FileReport(path: broken, inputError: parseError, duration: 0.001)
        let registry = FileReport(path: registryPath, checks: [
            Check(rule: RuleID("contrast/text", kind: .spec), subject: "color.label", location: location(registryPath, 5, 3), outcome: .finding(registryError)),
            Check(rule: RuleID("contrast/text", kind: .spec), subject: "color.accent", location: location(registryPath, 9, 3), outcome: .passed),
        ], duration: 0.004)
        return LintReport(toolVersion: "1.0.0", files: [specReport, brokenReport], registry: registry, rules: rules,
                          duration: 0.25, timestamp: "2026-01-01T00:00:00", strict: strict)
    }

    /// Every string a report carries is hostile.
    static let hostile = "ctl\u{01}esc\u{1B}[31mred\u{1B}[0m ]]> <tag> & \"q\" 'a' nul\u{0}end \u{FFFE}\u{FFFF} bell\u{07} 🎨 cr\rlf\n"

    static func hostileReport() -> LintReport {
        let path = "specs/evil \u{1B}[1m\u{01}<&>\".spec.yaml"
        let finding = Finding(
            rule: RuleID("contrast/text]]>", kind: .spec), severity: .error, location: location(path, 3, 4), message: hostile,
            component: "id-\(hostile)",
            contexts: [[ContextChoice(modifier: "mode\u{1B}[2J", context: "dark\u{0}")]],
            measured: 1.5, required: 4.5, help: "help \(hostile)")
        let warning = Finding(rule: RuleID("target/size", kind: .spec), severity: .warning, location: location(path, 4, 1),
                              message: "warn \(hostile)", component: hostile)
        let review = Finding(rule: RuleID("motion/reduced", kind: .spec), severity: .needsReview, location: location(path, 5, 1),
                             message: "review \(hostile)", component: hostile)
        let file = FileReport(path: path, checks: [
            Check(rule: RuleID("contrast/text]]>", kind: .spec), subject: "id-\(hostile)", location: location(path, 3, 4), outcome: .finding(finding)),
            Check(rule: RuleID("target/size", kind: .spec), subject: hostile, location: location(path, 4, 1), outcome: .finding(warning)),
            Check(rule: RuleID("motion/reduced", kind: .spec), subject: hostile, location: location(path, 5, 1), outcome: .finding(review)),
            Check(rule: RuleID("target/size", kind: .spec), subject: hostile, location: location(path, 6, 1),
                  outcome: .suppressed(warning, reason: "because \(hostile)")),
            Check(rule: RuleID(hostile, kind: .spec), subject: hostile, location: location(path, 7, 1), outcome: .passed),
        ], findings: [Finding(rule: RuleID("x", kind: .spec), severity: .info, location: nil, message: hostile, token: hostile)])
        let unreadable = FileReport(path: "bad\u{0}\u{1B}[31m.yaml", inputError: Finding(
            rule: RuleID("input", kind: .input), severity: .error, location: nil, message: "cannot parse: \(hostile)"))
        return LintReport(toolVersion: "1.0.0\u{1B}[0m", files: [file, unreadable], rules: rules,
                          duration: 0.5, timestamp: "2026-02-03T04:05:06.789Z")
    }

    static func empty() -> LintReport {
        LintReport(toolVersion: "1.0.0", files: [], rules: rules, duration: 0, timestamp: "2026-01-01T00:00:00")
    }

    /// `count` error findings, `count` warnings and `count` needs-review findings in one file.
    static func many(errors: Int, warnings: Int, notices: Int) -> LintReport {
        var checks: [Check] = []
        func add(_ n: Int, _ severity: Severity, _ text: String) {
            let rule = RuleID(text, kind: .spec)
            for i in 0..<n {
                let loc = location("specs/many.yaml", 100 + checks.count, 1)
                let finding = Finding(rule: rule, severity: severity, location: loc, message: "\(severity.rawValue) number \(i)",
                                      component: "c\(i)")
                checks.append(Check(rule: rule, subject: "c\(i)", location: loc, outcome: .finding(finding)))
            }
        }
        add(notices, .needsReview, "motion/reduced")
        add(warnings, .warning, "target/size")
        add(errors, .error, "contrast/text")
        return LintReport(toolVersion: "1.0.0", files: [FileReport(path: "specs/many.yaml", checks: checks)], rules: rules,
                          duration: 1, timestamp: "2026-01-01T00:00:00")
    }
}

/// A parsed XML element: enough of a DOM for assertions.
struct XNode {
    var name: String
    var attributes: [String: String]
    var children: [XNode]
    var text: String

    func all(_ name: String) -> [XNode] {
        (self.name == name ? [self] : []) + children.flatMap { $0.all(name) }
    }

    func child(_ name: String) -> XNode? { children.first { $0.name == name } }

    subscript(attribute: String) -> String? { attributes[attribute] }

    func int(_ attribute: String) -> Int? { attributes[attribute].flatMap { Int($0) } }
}

enum XML {
    /// Parses with libxml2 (`xmlReadMemory`, no network); nil when not well-formed.
    static func parse(_ text: String) -> XNode? {
        let bytes = Array(text.utf8)
        let document: xmlDocPtr? = bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
            return xmlReadMemory(base, Int32(raw.count), "test.xml", nil, Int32(XML_PARSE_NONET.rawValue))
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return nil }
        return convert(root)
    }

    private static func string(_ p: UnsafePointer<xmlChar>?) -> String {
        guard let p else { return "" }
        return String(cString: p)
    }

    private static func convert(_ node: xmlNodePtr) -> XNode {
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let a = attribute {
            var value = ""
            var child = a.pointee.children
            while let c = child {
                value += string(c.pointee.content)
                child = c.pointee.next
            }
            attributes[string(a.pointee.name)] = value
            attribute = a.pointee.next
        }
        var children: [XNode] = []
        var text = ""
        var child = node.pointee.children
        while let c = child {
            switch c.pointee.type {
            case XML_ELEMENT_NODE: children.append(convert(c))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE: text += string(c.pointee.content)
            default: break
            }
            child = c.pointee.next
        }
        return XNode(name: string(node.pointee.name), attributes: attributes, children: children, text: text)
    }
}

enum Paths {
    /// The package root, from this file's path.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var fixtures: URL { packageRoot.appendingPathComponent("Tests/Fixtures/reporting") }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-reporting-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

func render(_ report: LintReport, _ format: ReportFormat, _ options: ReportOptions = ReportOptions()) throws -> String {
    try Reporters.render(report, format: format, options: options)
}
