import Foundation
import PackagePlugin

/// Runs `embed-registry` over the package's `tokens/` folder before DesignTokens compiles, so the
/// built-in registry is part of the binary itself (no resource bundle to ship beside it, and
/// `tokenlint` works from any directory). Every file under tokens/ is an input, so editing a
/// token file rebuilds the embedded copy.
@main
struct EmbedRegistryPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let tokens = context.package.directoryURL.appendingPathComponent("tokens")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedRegistry.swift")
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: tokens, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "json" {
                inputs.append(url)
            }
        }
        inputs.sort { $0.path < $1.path }
        return [
            .buildCommand(
                displayName: "Embedding the built-in registry (\(inputs.count) files)",
                executable: try context.tool(named: "embed-registry").url,
                arguments: [tokens.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }
}
