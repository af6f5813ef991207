import Foundation
import PackagePlugin

/// `swift package tokenlint ARGS…` in a package that depends on tokenlint: runs the tokenlint
/// executable SwiftPM built for the host with ARGS, in the package's folder (so relative paths
/// and the nearest `.tokenlint.yml` are the package's), and ends with the tool's exit code, so
/// a CI step sees 1 for findings and 2 for a job it could not do, as with the binary. The
/// arguments are passed through untouched: what the plugin does is what the CLI does.
/// Writing a report into the package needs `--allow-writing-to-package-directory` before the
/// verb (SwiftPM's sandbox on macOS).
@main
struct TokenLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "tokenlint").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // A signal is reported as the shell reports one (128 + its number).
        let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        if status != 0 { exit(status) }
    }
}
