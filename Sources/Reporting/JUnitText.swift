import Diagnostics

/// The texts of a finding in JUnit: failure bodies and `<system-out>`. Built by appending to
/// one string, since there is one per finding and a large run has a hundred thousand of them.
enum JUnitText {
    /// The full text of a finding: where, what, every context in which it holds, the measured
    /// and required values, and how to fix it.
    static func explanation(_ item: ReportItem) -> String {
        let f = item.finding
        var text = item.place
        text += ": "
        text += f.severity.rawValue
        text += ": "
        text += PlainText.oneLine(f.message, limit: JUnitSuite.bodyLimit)
        text += " ["
        text += f.rule
        text += "]"
        appendDetails(item, to: &text)
        return text
    }

    /// A warning or info on a passing testcase: `warning: message [rule]`, then where and the details.
    static func output(_ item: ReportItem) -> String {
        let f = item.finding
        var text = f.severity.rawValue
        text += ": "
        text += PlainText.oneLine(f.message, limit: JUnitSuite.bodyLimit)
        text += " ["
        text += f.rule
        text += "]\nat: "
        text += item.place
        appendDetails(item, to: &text)
        return PlainText.truncate(text, limit: JUnitSuite.bodyLimit)
    }

    /// One line each, every line after a line break.
    private static func appendDetails(_ item: ReportItem, to text: inout String) {
        let f = item.finding
        func line(_ parts: String...) {
            text += "\n"
            for part in parts { text += part }
        }
        if let component = f.component { line("component: ", component) }
        if let token = f.token { line("token: ", token) }
        if !f.contexts.isEmpty {
            line("contexts:")
            for choice in f.contexts { line("  ", choice.isEmpty ? "(any)" : ContextText.one(choice)) }
        } else if f.component != nil {
            line("contexts: all")
        }
        if !f.details.isEmpty {
            line("details:")
            for detail in f.details { line("  ", detail) }
        }
        if let measured = f.measured { line("measured: ", NumberText.format(measured)) }
        if let required = f.required { line("required: ", NumberText.format(required)) }
        if let help = f.help { line("help: ", help) }
    }
}
