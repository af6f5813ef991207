import ArgumentParser
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
        discussion: "Exit 0 when valid, 1 when not (each problem printed with its line), 2 when the file cannot be read."
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
        let problems = JUnitValidator.validate(file: file, against: schema)
        if problems.isEmpty {
            output("\(file): valid against the \(schema.rawValue) JUnit XSD")
            return
        }
        // A located problem reads `file:line:column: message`; the rest `file: message`.
        for problem in problems { output(problem.first?.isNumber == true ? "\(file):\(problem)" : "\(file): \(problem)") }
        output("\(file): \(problems.count) problem\(problems.count == 1 ? "" : "s") against the \(schema.rawValue) JUnit XSD")
        throw CommandStatus(status: .findings)
    }
}

extension JUnitValidator.Schema: ExpressibleByArgument {}
