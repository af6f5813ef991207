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
        subcommands: [FigmaVariablesImportCommand.self]
    )
}

/// `tokens import figma-variables DIR --output FILE.resolver.json`: the resolver document
/// `--tokens DIR` reads in memory, written out with one standard DTCG file per collection × mode
/// in a folder named after it (`design/figma.resolver.json` → `design/figma/`), so the registry
/// can be reviewed, versioned and read by any DTCG tool without the Figma export beside it.
struct FigmaVariablesImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "figma-variables",
        abstract: "Convert a folder of Figma variable exports (one *.tokens.json per collection × mode) into a resolver document.",
        discussion: """
            Single-mode collections become sets, multi-mode collections modifiers whose contexts \
            are the mode names (Light/Dark → appearance, High Contrast → increased contrast, \
            Reduced motion → motion). Writes FILE.resolver.json and its token files into a \
            folder beside it named after it. Nothing is written when an exported file is \
            unreadable or not a Figma mode file (exit 2). See docs/figma-variables.md.
            """
    )

    @Argument(help: ArgumentHelp("The folder of *.tokens.json files exported from Figma.", valueName: "folder"))
    var folder: String

    @Option(name: .long, help: ArgumentHelp("The resolver document to write (*.resolver.json).", valueName: "file"))
    var output: String

    func validate() throws {
        guard output.hasSuffix(".resolver.json"), output.count > ".resolver.json".count else {
            throw ValidationError("--output must name a *.resolver.json file, got '\(output)'")
        }
    }

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let provider = DiskSourceProvider(workingDirectory: workingDirectory)
        let directory = (folder.hasPrefix("/") ? folder : (workingDirectory as NSString).appendingPathComponent(folder) as String)
        guard provider.isDirectory(directory) else {
            errorOutput("error: \(folder) is not a folder; export the variables from Figma into one (docs/figma-variables.md)")
            throw CommandStatus(status: .inputError)
        }
        let export = FigmaVariablesExport(directory: directory, provider: provider)
        for finding in export.findings.sorted(by: Finding.reportOrder) { errorOutput(TextReporter.line(finding, reportedIn: folder)) }
        if export.findings.contains(where: { InputRule.isInputError($0.rule) }) {
            errorOutput("Nothing written: fix the exported files above, or export them again.")
            throw CommandStatus(status: .inputError)
        }

        // design/figma.resolver.json → design/figma/Color.Dark.tokens.json
        let stem = String((output as NSString).lastPathComponent.dropLast(".resolver.json".count))
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
        try RunInputs(provider.tokenFiles(in: directory)).refuse(outputs: files.map(\.path))
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
        errorOutput("Wrote \(output) and \(files.count - 1) token file\(files.count == 2 ? "" : "s") in \(folderOfSets): "
                    + "\(export.collections.count) collection\(export.collections.count == 1 ? "" : "s"), \(check.tokenCount) tokens in \(check.permutationCount) permutation\(check.permutationCount == 1 ? "" : "s").")
        if check.hasInputErrors { throw CommandStatus(status: .inputError) }
        if check.errorCount > 0 { throw CommandStatus(status: .findings) }
    }

    /// `Color.Light High Contrast.tokens.json`; `/` (a folder separator) becomes `-`.
    static func fileName(collection: String, mode: String?) -> String {
        let parts = [collection] + (mode.map { [$0] } ?? [])
        return parts.map { $0.replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: "\0", with: "") }.joined(separator: ".") + ".tokens.json"
    }
}
