import ArgumentParser
import CBuildInfo

/// Exit codes, the same for every command (README, "Usage").
public enum ExitStatus: Int32, Sendable {
    /// Ran; no error-severity findings.
    case success = 0
    /// Ran; error-severity findings.
    case findings = 1
    /// Could not do the job as asked: bad arguments, unreadable or unparseable input.
    case inputError = 2
}

public struct TokenLintCommand: ParsableCommand {
    public static let version = "1.0.0"

    /// The GitHub repository (owner/name) that is tokenlint's intended home: every URL the tool
    /// prints or writes (schemas' `$id`, `init`'s files) is made from it, and
    /// `RepositoryNameTests` holds the README, docs/, the schemas and the fixtures to it, so
    /// moving the project means changing this line and what that test names.
    public static let repository = "tokenlint/tokenlint"

    /// The commit the binary was built from, set by scripts/build-release.sh; "unknown" in a
    /// build made any other way (`swift build` in a checkout), which has no reason to ask git.
    public static let commit: String = {
        let value = String(cString: tokenlint_build_commit())
        return value.isEmpty ? "unknown" : value
    }()

    public static let configuration = CommandConfiguration(
        commandName: "tokenlint",
        abstract: "Accessibility-aware design tokens and design-spec linting for CI.",
        discussion: """
            Holds design tokens in the W3C Design Tokens format 2025.10, resolves them per mode \
            (light/dark, increased contrast, Dynamic Type, Reduce Motion) and checks them. \
            Exit codes: 0 no errors, 1 error findings, 2 bad arguments or unreadable input.
            """,
        version: "\(version) (commit \(commit))",
        subcommands: [LintCommand.self, ImportCommand.self, TokensCommand.self, ContrastCommand.self, SpringCommand.self, RulesCommand.self, ReportCommand.self, InitCommand.self, SchemaCommand.self]
    )

    public init() {}

    /// Parses and runs a command line, returning the exit code. Never exits the process, so
    /// tests can call it; the binary's `main` exits with the result. When stdout or stderr
    /// could not be written, the code is 2 (`Console.exitStatus(after:)`).
    public static func run(arguments: [String]) -> Int32 {
        Console.current.exitStatus(after: runCommand(arguments))
    }

    private static func runCommand(_ arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return ExitStatus.success.rawValue
        } catch let status as CommandStatus {
            return status.status.rawValue
        } catch {
            let code = exitCode(for: error)
            let text = fullMessage(for: error)
            if code == .success {
                if !text.isEmpty { output(text) }  // --help, --version
                return 0
            }
            if !text.isEmpty { errorOutput(text) }
            // Usage errors are exit 2 here, as every other "could not do the job as asked".
            return ExitStatus.inputError.rawValue
        }
    }
}

/// Thrown by a command that ran to the end with a non-zero exit status.
struct CommandStatus: Error {
    var status: ExitStatus
}

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Check, export, resolve and import design tokens.",
        subcommands: [TokensCheckCommand.self, TokensExportCommand.self, TokensResolveCommand.self, TokensImportCommand.self]
    )
}
