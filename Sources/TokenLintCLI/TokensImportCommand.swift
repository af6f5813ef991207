import ArgumentParser
import DesignTokens
import Diagnostics
import FileOutput
import Foundation
import JSONSource
import Reporting

struct TokensImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert tokens from another tool into a DTCG registry.",
        subcommands: [FigmaVariablesImportCommand.self, TokensStudioImportCommand.self, StyleDictionaryImportCommand.self]
    )

    /// `design/x.resolver.json` → `x`, the folder its token files go in.
    static func stem(of output: String) -> String {
        String((output as NSString).lastPathComponent.dropLast(".resolver.json".count))
    }

    static func validate(output: String) throws {
        guard output.hasSuffix(".resolver.json"), output.count > ".resolver.json".count else {
            throw ValidationError("--output must name a *.resolver.json file, got '\(output)'")
        }
    }

    /// Writes the token files and the resolver document (never over an input), then reads
    /// what was written back as a registry and reports what a DTCG tool would object to.
    static func write(_ files: [(path: String, text: String)], inputs: [String], output: String, provider: DiskSourceProvider, summary: String) throws {
        try RunInputs(inputs).refuse(outputs: files.map(\.path))
        for file in files {
            do {
                try AtomicFile.write(file.text, to: file.path, createFolders: true)
            } catch {
                errorOutput("error: cannot write \(error)")
                throw CommandStatus(status: .inputError)
            }
        }
        // What was written must be a registry tokenlint (and any DTCG tool) accepts.
        let check = RegistryCheck(registry: Registry.load(path: output, provider: provider))
        for finding in check.findings where finding.severity == .error || finding.severity == .warning { errorOutput(TextReporter.line(finding, reportedIn: output)) }
        let folder = ((output as NSString).deletingLastPathComponent as NSString).appendingPathComponent(stem(of: output))
        errorOutput(PlainText.oneLine("Wrote \(output) and \(files.count - 1) token file\(files.count == 2 ? "" : "s") in \(folder): "
                    + "\(summary), \(check.tokenCount) tokens in \(check.permutationCount) permutation\(check.permutationCount == 1 ? "" : "s")."))
        if check.hasInputErrors { throw CommandStatus(status: .inputError) }
        if check.errorCount > 0 { throw CommandStatus(status: .findings) }
    }
}

/// `tokens import tokens-studio SRC --output FILE.resolver.json`.
struct TokensStudioImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens-studio",
        abstract: "Convert Tokens Studio tokens (a folder with $metadata.json/$themes.json, or one JSON file) into a resolver document.",
        discussion: """
            Each token set becomes a DTCG token file, each theme group a modifier whose contexts \
            are its themes (Light/Dark → appearance, HC/High Contrast → increased contrast). \
            Values with math or color modifiers keep their Tokens Studio form, marked for \
            tokenlint to evaluate in every context. See docs/tokens.md, "Tokens Studio".
            """
    )

    @OptionGroup var arguments: ForeignImport.Arguments

    func run() throws { try ForeignImport.run(.tokensStudio, arguments) }
}

/// `tokens import style-dictionary FILE --output FILE.resolver.json`.
struct StyleDictionaryImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "style-dictionary",
        abstract: "Convert Style Dictionary's legacy token format (value, {x.y.value}, comment, deprecated) into a resolver document.",
        discussion: "Maps the file as Style Dictionary's own convertToDTCG does. See docs/tokens.md, \"Style Dictionary\"."
    )

    @OptionGroup var arguments: ForeignImport.Arguments

    func run() throws { try ForeignImport.run(.styleDictionary, arguments) }
}

enum ForeignImport {
    struct Arguments: ParsableArguments {
        @Argument(help: ArgumentHelp("The folder or JSON file to convert.", valueName: "source"))
        var source: String

        @Option(name: .long, help: ArgumentHelp("The resolver document to write (*.resolver.json).", valueName: "file"))
        var output: String

        func validate() throws { try TokensImportCommand.validate(output: output) }
    }

    static func run(_ format: TokenFormat, _ arguments: Arguments) throws {
        try run(format, source: arguments.source, output: arguments.output)
    }

    static func run(_ format: TokenFormat, source: String, output: String) throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let provider = DiskSourceProvider(workingDirectory: workingDirectory)
        let path = source.hasPrefix("/") ? source : (workingDirectory as NSString).appendingPathComponent(source)
        let (read, findings) = ForeignTokens.read(path, provider: provider, as: provider.isDirectory(path) ? nil : format)
        for finding in findings.sorted(by: Finding.reportOrder) where finding.severity != .info { errorOutput(TextReporter.line(finding, reportedIn: source)) }
        guard let foreign = read, !findings.contains(where: { $0.rule.kind.isInputError }) else {
            errorOutput("Nothing written: fix the files above.")
            throw CommandStatus(status: .inputError)
        }
        guard foreign.format == format else {
            errorOutput(PlainText.oneLine("error: \(source) is a \(foreign.format.title) folder; use tokens import \(foreign.format.rawValue)"))
            throw CommandStatus(status: .inputError)
        }
        let stem = TokensImportCommand.stem(of: output)
        let directory = (output as NSString).deletingLastPathComponent
        let (document, files) = foreign.importFiles(stem: stem, evaluatedBy: Registry.load(path: path, provider: provider))
        let written = files.map { ((directory as NSString).appendingPathComponent($0.path), JSONWriter().string($0.tokens)) } + [(output, JSONWriter().string(document))]
        let inputs = [path] + foreign.sets.map(\.path) + (provider.isDirectory(path) ? provider.files(in: path, endingIn: ".json") : [])
        try TokensImportCommand.write(written, inputs: inputs, output: output, provider: provider, summary: "\(foreign.format.title): \(foreign.summary)")
    }
}

/// `tokens import figma-variables DIR --output FILE.resolver.json`: the resolver document
/// `--tokens DIR` reads in memory, written out with one standard DTCG file per collection × mode
/// in a folder named after it (`design/figma.resolver.json` → `design/figma/`), so the registry
/// can be reviewed, versioned and read by any DTCG tool without the Figma export beside it.
struct FigmaVariablesImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figma-variables",
        abstract: "Convert a folder of Figma variable exports (one *.tokens.json per collection × mode), or a saved variables REST response, into a resolver document.",
        discussion: """
            Single-mode collections become sets, multi-mode collections modifiers whose contexts \
            are the mode names (Light/Dark → appearance, High Contrast → increased contrast, \
            Reduced motion → motion). Writes FILE.resolver.json and its token files into a \
            folder beside it named after it. Nothing is written when an exported file is \
            unreadable or not a Figma mode file (exit 2). See docs/figma-variables.md.
            """
    )

    @Argument(help: ArgumentHelp("The folder of *.tokens.json files exported from Figma, or a saved GET /v1/files/:key/variables/local response (*.json).", valueName: "folder"))
    var folder: String

    @Option(name: .long, help: ArgumentHelp("The resolver document to write (*.resolver.json).", valueName: "file"))
    var output: String

    func validate() throws { try TokensImportCommand.validate(output: output) }

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let provider = DiskSourceProvider(workingDirectory: workingDirectory)
        let directory = (folder.hasPrefix("/") ? folder : (workingDirectory as NSString).appendingPathComponent(folder) as String)
        if !provider.isDirectory(directory), folder.hasSuffix(".json") {
            // A saved GET /v1/files/:key/variables/local response.
            return try ForeignImport.run(.figmaVariables, source: folder, output: output)
        }
        guard provider.isDirectory(directory) else {
            errorOutput("error: \(folder) is not a folder; export the variables from Figma into one, or save the variables REST response as JSON (docs/figma-variables.md)")
            throw CommandStatus(status: .inputError)
        }
        let export = FigmaVariablesExport(directory: directory, provider: provider)
        for finding in export.findings.sorted(by: Finding.reportOrder) { errorOutput(TextReporter.line(finding, reportedIn: folder)) }
        if export.findings.contains(where: { $0.rule.kind.isInputError }) {
            errorOutput("Nothing written: fix the exported files above, or export them again.")
            throw CommandStatus(status: .inputError)
        }

        // design/figma.resolver.json → design/figma/Color.Dark.tokens.json
        let stem = TokensImportCommand.stem(of: output)
        let folderOfSets = ((output as NSString).deletingLastPathComponent as NSString).appendingPathComponent(stem)
        var files: [(path: String, text: String)] = []
        var used: Set<String> = []
        let document = export.resolverDocument { mode in
            let collection = export.collections.first { $0.modes.contains { $0.path == mode.path } }
            var name = Self.fileName(collection: collection?.name ?? "tokens", mode: (collection?.modes.count ?? 1) > 1 ? mode.name : nil)
            var counter = 2
            while used.contains(name.lowercased()) {
                name = Self.fileName(collection: "\(collection?.name ?? "tokens") \(counter)", mode: (collection?.modes.count ?? 1) > 1 ? mode.name : nil)
                counter += 1
            }
            used.insert(name.lowercased())
            files.append(((folderOfSets as NSString).appendingPathComponent(name), JSONWriter().string(mode.tokens.value)))
            return "\(stem)/\(name)"
        }
        files.append((output, JSONWriter().string(document)))
        try TokensImportCommand.write(files, inputs: provider.tokenFiles(in: directory), output: output, provider: provider,
                                      summary: "\(export.collections.count) collection\(export.collections.count == 1 ? "" : "s")")
    }

    /// `Color.Light High Contrast.tokens.json`; `/` (a folder separator) becomes `-`.
    static func fileName(collection: String, mode: String?) -> String {
        let parts = [collection] + (mode.map { [$0] } ?? [])
        return parts.map { $0.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: "\0", with: "") }.joined(separator: ".") + ".tokens.json"
    }
}
