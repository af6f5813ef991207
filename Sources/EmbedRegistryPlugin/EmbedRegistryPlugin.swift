import Foundation
import PackagePlugin

/// Runs `embed-registry` before a target compiles: over the package's `tokens/` folder for
/// DesignTokens (the built-in registry) and over `docs/schemas/` for TokenLintCLI (what
/// `tokenlint schema` prints), so both are part of the binary itself (no resource bundle to
/// ship beside it, and `tokenlint` works from any directory). Every file of the folder is an
/// input, so editing one rebuilds the embedded copy.
@main
struct EmbedRegistryPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let (folder, enumName) = target.name == "TokenLintCLI" ? ("docs/schemas", "EmbeddedSchemas") : ("tokens", "EmbeddedRegistry")
        let folderURL = context.package.directoryURL.appendingPathComponent(folder)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(enumName).swift")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: folderURL, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "json" {
                inputs.append(url)
            }
        }
        inputs.sort { $0.path < $1.path }
        return [
            .buildCommand(
                displayName: "Embedding \(folder) (\(inputs.count) files)",
                executable: try context.tool(named: "embed-registry").url,
                arguments: [folderURL.path, output.path, enumName],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
