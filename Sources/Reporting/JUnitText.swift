import Diagnostics

/// The texts of a finding in JUnit: failure bodies and `<system-out>`. Built as bytes
/// (`TextBytes`), since there is one per finding and a large run has a hundred thousand of them.
enum JUnitText {
    /// The full text of a finding: where, what, every context in which it holds, the measured
    /// and required values, and how to fix it.
    static func explanation(_ item: ReportItem) -> TextBytes {
        let f = item.finding
        var text = TextBytes()
        appendPlace(item, to: &text)
        text.append(": ")
        text.append(f.severity.rawValue)
        text.append(": ")
        text.append(PlainText.oneLine(f.message, limit: JUnitSuite.bodyLimit))
        text.append(" [")
        text.append(f.rule.rawValue)
        text.append(ascii: "]")
        appendDetails(item, to: &text)
        return text
    }

    /// A warning or info on a passing testcase: `warning: message [rule]`, then where and the details.
    static func output(_ item: ReportItem) -> TextBytes {
        let f = item.finding
        var text = TextBytes()
        text.append(f.severity.rawValue)
        text.append(": ")
        text.append(PlainText.oneLine(f.message, limit: JUnitSuite.bodyLimit))
        text.append(" [")
        text.append(f.rule.rawValue)
        text.append("]\nat: ")
        appendPlace(item, to: &text)
        appendDetails(item, to: &text)
        return truncated(text, limit: JUnitSuite.bodyLimit)
    }

    /// At most `limit` characters, as `PlainText.truncate` cuts them (only long texts are looked at).
    static func truncated(_ text: TextBytes, limit: Int) -> TextBytes {
        guard text.count > limit else { return text }
        let string = text.string
        let cut = PlainText.truncate(string, limit: limit)
        return cut.utf8.count == string.utf8.count ? text : TextBytes(cut)
    }

    /// `path:line:col`, as `ReportItem.place`.
    private static func appendPlace(_ item: ReportItem, to text: inout TextBytes) {
        text.append(item.file)
        text.append(ascii: ":")
        text.append(item.line)
        text.append(ascii: ":")
        text.append(item.column)
    }

    /// One line each, every line after a line break.
    private static func appendDetails(_ item: ReportItem, to text: inout TextBytes) {
        let f = item.finding
        if let component = f.component {
            text.append("\ncomponent: ")
            text.append(component)
        }
        if let token = f.token {
            text.append("\ntoken: ")
            text.append(token)
        }
        if !f.contexts.isEmpty {
            text.append("\ncontexts:")
            for choice in f.contexts {
                text.append("\n  ")
                text.append(choice.isEmpty ? "(any)" : ContextText.one(choice))
            }
        } else if f.component != nil {
            text.append("\ncontexts: all")
        }
        if !f.details.isEmpty {
            text.append("\ndetails:")
            for detail in f.details {
                text.append("\n  ")
                text.append(detail)
            }
        }
        if let measured = f.measured {
            text.append("\nmeasured: ")
            text.append(NumberText.format(measured))
        }
        if let required = f.required {
            text.append("\nrequired: ")
            text.append(NumberText.format(required))
        }
        if let help = f.help {
            text.append("\nhelp: ")
            text.append(help)
        }
    }
}
