import ArgumentParser
import Diagnostics
import FileOutput
import Foundation
import LintPipeline
import Reporting

/// `tokenlint lint`: flags → options → the run (`LintSession`) → its output (`ReportWriter`) → exit code.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint design spec files for accessibility: contrast, targets, Dynamic Type, motion.",
        discussion: """
            Lints *.spec.yaml, *.spec.yml and *.spec.json files (folders are searched) against the \
            registry, in every context each rule depends on. Exit codes: 0 no errors, 1 errors (or \
            --strict and warnings, or more warnings than --max-warnings), 2 bad arguments, \
            unreadable or unparseable input, invalid config or registry — everything that could \
            be linted still is, and every requested report is still written.
            """
    )

    @OptionGroup var flags: LintFlags

    func run() throws {
        let options = try flags.sessionOptions()
        let session: LintSession
        do {
            session = try LintSession(options)
        } catch {
            errorOutput(error.message)
            throw CommandStatus(status: .inputError)
        }
        for message in session.messages { errorOutput(message) }
        ProcessLifetime.keep(session)

        // Every requested report is written, whatever happened in the run.
        let targets = try flags.reportTargets() + configReports(session)
        try RunInputs(session.inputFiles).refuse(outputs: targets.map(\.path) + (flags.writeBaseline.map { [$0] } ?? []))
        let writer = ReportWriter(flags.request(targets: targets), errorLine: { errorOutput($0) },
                                  stdout: { try Console.current.writeStreamed($0) })
        switch try writer.write(session) {
        case .ok: return
        case .findings: throw CommandStatus(status: .findings)
        case .inputError: throw CommandStatus(status: .inputError)
        }
    }

    /// The config's `reports:`, resolved in its folder; a path whose links lead out of that
    /// folder stops the run before anything is written.
    private func configReports(_ session: LintSession) throws -> [(format: ReportFormat, path: String)] {
        let configuration = session.configuration
        let folder = AtomicFile.realLocation(configuration.directory)
        return try configuration.reports.compactMap { entry in
            let (name, path) = entry
            guard let format = ReportFormat(rawValue: name) else { return nil }
            guard AtomicFile.isInside(AtomicFile.realLocation(configuration.resolve(path)), folder) else {
                errorOutput("error: reports.\(name) in \(PlainText.oneLine(configuration.file ?? ".tokenlint.yml", limit: 4096)) leads out of the config's folder through a symbolic link; nothing was written")
                throw CommandStatus(status: .inputError)
            }
            return (format, configuration.resolve(path))
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}
extension JUnitProfile: ExpressibleByArgument {}
extension JUnitCases: ExpressibleByArgument {}
