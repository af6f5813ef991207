import ArgumentParser
import DesignTokens
import Diagnostics
import FileOutput
import Foundation
import JSONSource
import PlatformExports
import Reporting
import TokenDocumentation

struct TokensExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the resolved registry as JSON, DTCG, Swift, an asset catalog, CSS or Android resources.",
        discussion: """
            --format json writes resolved values (colors with hex, springs with settle times);
            --format dtcg writes a DTCG 2025.10 file any DTCG tool accepts (springs and motion \
            tokens mapped to transitions, originals kept under $extensions["org.tokenlint"]). \
            DTCG names cannot contain '.', so its flat layout names each top-level token by its \
            path with '/' between segments: {"color/systemBlue": …}.
            --all --output DIR writes one file per permutation plus index.json.
            Platform formats (see docs/tokens.md#platform-exports): --format swift (Tokens.swift \
            for SwiftUI) and --format css (custom properties with dark, more-contrast and \
            reduced-motion blocks) write one file (--output FILE, default stdout); \
            --format xcassets (Colors.xcassets) and --format android (res/values…) write a \
            folder (--output DIR).
            --format html writes the registry's documentation page (colors per context with \
            their contrast, the type ramp at every Dynamic Type size, spacing, every motion token \
            plotted with its Reduce Motion value; see docs/html.md) to --output FILE or stdout.
            """
    )

    @OptionGroup var registryOptions: RegistryOptions
    @OptionGroup var contextOptions: ContextOptions

    @Option(name: .long, help: "json (resolved values), dtcg (DTCG 2025.10 for other tools), swift, xcassets, css, android, or html (a documentation page).")
    var format: TokensExportFormat = .json

    @Option(name: .long, help: "nested (DTCG groups) or flat ({\"color.systemBlue\": …}; with --format dtcg {\"color/systemBlue\": …}).")
    var layout: Exporter.Layout = .nested

    @Flag(name: .long, help: "Export every permutation, one file each, into --output DIR.")
    var all = false

    @Flag(name: .long, help: "Reduced-motion values, each with its reducedMotionSource.")
    var reduceMotion = false

    @Option(name: .long, help: ArgumentHelp("A file (one permutation; default stdout) or, with --all, a folder.", valueName: "path"))
    var output: String?

    func validate() throws {
        if all, output == nil { throw ValidationError("--all writes one file per permutation: give a folder with --output DIR") }
        if all, !contextOptions.context.isEmpty { throw ValidationError("--all exports every permutation; drop --context or drop --all") }
        if let platform = format.platform {
            if all || reduceMotion || !contextOptions.context.isEmpty {
                throw ValidationError("--format \(format.rawValue) exports every context it needs (appearance, contrast, reduced motion) at once; drop --all, --context and --reduce-motion")
            }
            if platform.isFolder, output == nil { throw ValidationError("--format \(format.rawValue) writes a folder: give it with --output DIR") }
        }
        if format == .html, all || reduceMotion || !contextOptions.context.isEmpty {
            throw ValidationError("--format html documents every context at once; drop --all, --context and --reduce-motion")
        }
    }

    func run() throws {
        let (registry, configuration) = try registryOptions.loadUsable()
        // No output may be a file the export reads: each is checked before anything is written.
        let inputs = RegistryOptions.inputs(registry, configuration)
        if let output, !all, format.platform?.isFolder != true { try inputs.refuse(outputs: [output]) }
        if format == .html { return try runDocumentation(registry) }
        if let platform = format.platform { return try runPlatform(platform, registry: registry, inputs: inputs) }
        let exporter = Exporter(registry: registry, options: .init(format: format.exporterFormat, layout: layout, reduceMotion: reduceMotion))
        var found: [(permutation: Int, finding: Finding)] = []
        let permutations: [[ContextChoice]]
        if all {
            if let limit = registry.workLimitFinding(fixing: []) {
                errorOutput(TextReporter.line(limit, reportedIn: registry.path))
                throw CommandStatus(status: .inputError)
            }
            permutations = exporter.permutationsToExport
            let directory = URL(fileURLWithPath: output ?? ".", isDirectory: true)
            let outputs = permutations.map(exporter.export)
            try inputs.refuse(outputs: (outputs.map(\.fileName) + ["index.json"]).map { directory.appendingPathComponent($0).path })
            for (index, result) in outputs.enumerated() {
                try write(JSONWriter().string(result.json), to: directory.appendingPathComponent(result.fileName))
                found += result.findings.map { (index, $0) }
            }
            try write(JSONWriter().string(exporter.index(outputs)), to: directory.appendingPathComponent("index.json"))
            errorOutput("Wrote \(outputs.count) permutation\(outputs.count == 1 ? "" : "s") and index.json to \(output ?? ".")")
        } else {
            let choice = try contextOptions.choice(in: registry, reduceMotion: reduceMotion)
            permutations = [choice]
            let result = exporter.export(choice)
            found = result.findings.map { (0, $0) }
            let text = JSONWriter().string(result.json)
            if let output {
                try write(text, to: URL(fileURLWithPath: output))
            } else {
                Console.current.write(text)
            }
        }
        let findings = registry.loadFindings + ContextMerger(permutations: permutations).merge(found)
        for finding in findings.sorted(by: Finding.reportOrder) where finding.severity != .info {
            errorOutput(TextReporter.line(finding, reportedIn: registry.path))
        }
        if findings.contains(where: { $0.severity == .error }) { throw CommandStatus(status: .findings) }
    }

    /// A platform export: one file (to --output or stdout) or a folder of them.
    private func runPlatform(_ platform: PlatformExport.Format, registry: Registry, inputs: RunInputs) throws {
        let files: [(path: String, contents: String)]
        do {
            files = try PlatformExport.files(platform, registry: registry)
        } catch {
            errorOutput("error: cannot export \(platform.rawValue): \(error)")
            throw CommandStatus(status: .inputError)
        }
        if platform.isFolder {
            let directory = URL(fileURLWithPath: output ?? ".", isDirectory: true)
            try inputs.refuse(outputs: files.map { directory.appendingPathComponent($0.path).path })
            for file in files {
                try write(file.contents, to: directory.appendingPathComponent(file.path))
            }
            errorOutput("Wrote \(files.count) file\(files.count == 1 ? "" : "s") to \(output ?? ".")")
        } else if let output {
            try write(files.map(\.contents).joined(), to: URL(fileURLWithPath: output))
        } else {
            Console.current.write(files.map(\.contents).joined())
        }
        try reportRegistryFindings(registry)
    }

    /// The documentation page, to --output or stdout; the registry's problems go to stderr.
    private func runDocumentation(_ registry: Registry) throws {
        let page = TokenDocumentationPage(registry: registry).render()
        if let output {
            try write(page, to: URL(fileURLWithPath: output))
        } else {
            Console.current.write(page)
        }
        try reportRegistryFindings(registry)
    }

    /// The registry's problems on stderr (the export is written regardless); exit 1 on errors.
    private func reportRegistryFindings(_ registry: Registry) throws {
        let findings = registry.loadFindings + registry.resolveDefault().findings
        for finding in findings.sorted(by: Finding.reportOrder) where finding.severity != .info {
            errorOutput(TextReporter.line(finding, reportedIn: registry.path))
        }
        if findings.contains(where: { $0.severity == .error }) { throw CommandStatus(status: .findings) }
    }

    /// Written to a temporary file beside the target and renamed into place, so a reader never
    /// sees a half-written export; a symbolic link is written through, a FIFO or device in
    /// place, never replaced (`AtomicFile`). A missing folder is created, never through a link
    /// out of the working tree (`OutputFolder`).
    private func write(_ text: String, to url: URL) throws {
        do {
            try AtomicFile.write(text, to: url.path, createFolders: true)
        } catch {
            errorOutput("error: cannot write \(error)")
            throw CommandStatus(status: .inputError)
        }
    }
}

/// Every `--format` of `tokens export`: the JSON exports, the platform ones and the documentation page.
enum TokensExportFormat: String, CaseIterable, ExpressibleByArgument {
    case json, dtcg, swift, xcassets, css, android, html

    var platform: PlatformExport.Format? { PlatformExport.Format(rawValue: rawValue) }
    var exporterFormat: Exporter.Format { Exporter.Format(rawValue: rawValue) ?? .json }
}
extension Exporter.Layout: ExpressibleByArgument {}
