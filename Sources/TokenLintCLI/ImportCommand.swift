import ArgumentParser
import DesignSpec
import Diagnostics
import FigmaInput
import Foundation
import Reporting
import SpecLint

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write design specs from another tool's files.",
        subcommands: [ImportFigmaCommand.self]
    )
}

struct ImportFigmaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figma",
        abstract: "Write one *.spec.yaml per top-level frame or component of a saved Figma file response.",
        discussion: """
            FILE is a saved GET /v1/files/:key or /v1/files/:key/nodes response (see docs/figma.md). \
            Linting the written folder gives the findings that linting FILE gives. Roles come from \
            the config's figma.roles, then from node names. Exit 2 when FILE cannot be read as a \
            Figma response or a spec cannot be written.
            """
    )

    @Argument(help: ArgumentHelp("The saved Figma response (*.figma.json).", valueName: "file"))
    var file: String

    @Option(name: .customLong("output"), help: ArgumentHelp("The folder to write the specs to (created when missing).", valueName: "dir"))
    var outputFolder: String

    @Option(name: .long, help: ArgumentHelp("The path of spec.schema.json as seen from the output folder, for each file's yaml-language-server comment.", valueName: "path"))
    var schema: String?

    /// `--tokens` with a Figma variables registry turns bound colors into the token references
    /// `lint` sees with the same registry, so linting the written specs gives the same findings.
    @OptionGroup var registryOptions: RegistryOptions

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let (registry, configuration) = try registryOptions.loadUsable()
        let variables = FigmaVariableLookup(tokens: registry.resolveDefault().tokens)
        var importer = FigmaImport(reader: FigmaReaderAdapter(variables: variables.isEmpty ? nil : variables), configuration: configuration)
        importer.options = .init(schemaPath: schema, comments: ["Imported from \(file) by `tokenlint import figma`."])
        importer.inputs = RegistryOptions.inputs(registry, configuration)
        importer.inputs.insert(SpecFiles.absolute(file, in: workingDirectory))
        let outcome = importer.run(path: SpecFiles.absolute(file, in: workingDirectory), display: file, outputFolder: outputFolder)
        for finding in outcome.findings.sorted(by: Finding.reportOrder) { errorOutput(TextReporter.line(finding, reportedIn: file)) }
        if outcome.failed { throw CommandStatus(status: .inputError) }
        // Frame names are the Figma file's: printed as every name is (`PlainText.oneLine`).
        func shown(_ name: String) -> String { PlainText.oneLine(name, limit: 4096) }
        for (path, document) in outcome.written {
            let count = Self.componentCount(document)
            output("wrote \(shown(path)) (\(shown(document.name)): \(count) component\(count == 1 ? "" : "s"))")
        }
        for name in outcome.skipped { output("skipped \(shown(name)): no visible layer to check") }
        output(outcome.written.isEmpty ? "No frames or components in \(shown(file)): nothing written."
               : "Wrote \(outcome.written.count) spec\(outcome.written.count == 1 ? "" : "s") to \(shown(outputFolder)).")
    }

    static func componentCount(_ document: SpecDocument) -> Int {
        var count = 0
        document.walk { _, _ in count += 1 }
        return count
    }
}
