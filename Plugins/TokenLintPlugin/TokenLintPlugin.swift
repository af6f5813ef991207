import Foundation
import PackagePlugin

/// `swift package tokenlint ARGS…` in a package that depends on tokenlint: builds the tokenlint
/// product (debug, as `swift package` builds a plugin's tools; incremental after the first
/// run), runs it with ARGS in the package's folder (so relative paths and the nearest
/// `.tokenlint.yml` are the package's), and ends with the tool's exit code, so a CI step fails
/// on findings (1) and on a job it could not do (2), as with the binary. The arguments are
/// passed through untouched: what the plugin does is what the CLI does. Writing a report into
/// the package needs `--allow-writing-to-package-directory` before the verb (SwiftPM's sandbox
/// on macOS).
///
/// The product is built on request rather than declared as the plugin's tool dependency: a
/// declared tool is built, for the host, by every `swift build` and `swift test` of this
/// package, a second copy of the whole tool in each of them.
@main
struct TokenLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let build = try packageManager.build(.product("tokenlint"), parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded, let tool = build.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "tokenlint" }) else {
            Diagnostics.error("could not build tokenlint:\n\(build.logText)")
            return
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // A signal is reported as the shell reports one (128 + its number).
        let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        if status != 0 { exit(status) }
    }
}
