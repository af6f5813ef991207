import ArgumentParser
import Diagnostics
import Foundation
import Reporting

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work with report files.",
        subcommands: [ReportValidateCommand.self]
    )
}

struct ReportValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate a JUnit report against the Jenkins/xunit or the Ant XSD (embedded in tokenlint).",
        discussion: "Exit 0 when valid, 1 when not (each problem printed with its line), 2 when the file cannot be read or is not XML. tokenlint's default JUnit (--junit-profile rich) adds attributes the XSDs do not have; write the report with --junit-profile strict to validate it."
    )

    @Argument(help: "The JUnit XML file.")
    var file: String

    @Option(name: .long, help: "jenkins (xunit junit-10.xsd) or ant (windyroad JUnit.xsd).")
    var schema: JUnitValidator.Schema = .jenkins

    func run() throws {
        guard FileManager.default.isReadableFile(atPath: file) else {
            errorOutput("error: cannot read \(file)")
            throw CommandStatus(status: .inputError)
        }
        let validation = JUnitValidator.check(file: file, against: schema)
        let problems = validation.problems
        let shown = PlainText.oneLine(file, limit: 4096)
        if problems.isEmpty {
            output("\(shown): valid against the \(schema.rawValue) JUnit XSD")
            return
        }
        // A located problem reads `file:line:column: message`; the rest `file: message`.
        for problem in problems { output(problem.first?.isNumber == true ? "\(shown):\(problem)" : "\(shown): \(problem)") }
        guard validation.isXML else { throw CommandStatus(status: .inputError) }
        output("\(shown): \(problems.count) problem\(problems.count == 1 ? "" : "s") against the \(schema.rawValue) JUnit XSD")
        if Self.isRichTokenlintReport(file) {
            output("hint: this is tokenlint's default JUnit (--junit-profile rich), whose file and line attributes GitHub and GitLab read but the XSDs do not allow; write it with --junit-profile strict to validate it")
        }
        throw CommandStatus(status: .findings)
    }

    /// Whether the report starts as tokenlint's rich JUnit does (`<testsuites name="tokenlint"`).
    static func isRichTokenlintReport(_ file: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: file) else { return false }
        defer { try? handle.close() }
        let start = String(decoding: (try? handle.read(upToCount: 512)) ?? Data(), as: UTF8.self)
        return start.contains("<testsuites name=\"tokenlint\"")
    }
}

extension JUnitValidator.Schema: ExpressibleByArgument {}
