import ArgumentParser
import DesignTokens
import Diagnostics
import Foundation
import LintPipeline
import Reporting
import SpecLint

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// `--tokens FILE`, `--config FILE` and `--legacy-format`: which registry, read how. The
/// registry is `--tokens`, else the config's `tokens:`, else the built-in one: the config is
/// found as `lint` finds it (`LoadedConfig`).
struct RegistryOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Registry: a *.resolver.json or *.tokens.json file, or a folder of Figma variable exports (default: the config's tokens:, else the built-in registry).", valueName: "file"))
    var tokens: String?

    @Option(name: .long, help: ArgumentHelp("Configuration file whose tokens: names the registry (default: the nearest .tokenlint.yml upward).", valueName: "file"))
    var config: String?

    @Flag(name: .long, help: "Accept pre-2025.10 token values (hex strings, \"200ms\", \"16px\", em units), each reported as a warning.")
    var legacyFormat = false

    /// The registry and the configuration that chose it. An invalid config is exit 2, each
    /// problem on stderr at its position: which registry was meant is then not known.
    func load() throws -> (registry: Registry, configuration: LintConfiguration) {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let loaded = LoadedConfig.load(explicit: config, workingDirectory: workingDirectory)
        guard loaded.problems.isEmpty else {
            for problem in loaded.problems { errorOutput(TextReporter.line(problem, reportedIn: loaded.display ?? ".tokenlint.yml")) }
            throw CommandStatus(status: .inputError)
        }
        let path = loaded.registryPath(tokens: tokens, workingDirectory: workingDirectory)
        return (loaded.loadRegistry(path: path, legacyFormat: legacyFormat, workingDirectory: workingDirectory), loaded.configuration)
    }

    /// What a command reads when it loaded `registry` by `configuration`: the files none of
    /// its outputs may be.
    static func inputs(_ registry: Registry, _ configuration: LintConfiguration) -> RunInputs {
        RunInputs(registry.files + (configuration.file.map { [$0] } ?? []))
    }

    /// The registry, or exit 2 naming what could not be read, the load failures first
    /// (commands that need resolved tokens cannot do their job from an unreadable registry).
    func loadOrFail() throws -> Registry { try loadUsable().registry }

    /// `loadOrFail`, with the configuration that chose the registry.
    func loadUsable() throws -> (registry: Registry, configuration: LintConfiguration) {
        let (registry, configuration) = try load()
        if registry.hasInputErrors {
            for finding in registry.loadFindingsFailuresFirst where finding.severity == .error { errorOutput(TextReporter.line(finding, reportedIn: registry.path)) }
            throw CommandStatus(status: .inputError)
        }
        return (registry, configuration)
    }
}

extension RunInputs {
    /// Exit 2 naming the first of `outputs` that is an input of the command, before it writes anything.
    func refuse(outputs: [String]) throws {
        do {
            try check(outputs: outputs)
        } catch {
            errorOutput("error: cannot write \(error); nothing was written")
            throw CommandStatus(status: .inputError)
        }
    }
}

/// `--context MODIFIER=CONTEXT`, repeatable.
struct ContextOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Choose a modifier's context, e.g. appearance=dark (repeatable; defaults elsewhere).", valueName: "modifier=context"))
    var context: [String] = []

    func validate() throws {
        _ = try pairs()
    }

    func pairs() throws -> [(String, String)] {
        var seen: [String: String] = [:]
        return try context.map { text in
            let parts = text.split(separator: "=", maxSplits: 1).map { String($0).trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--context expects MODIFIER=CONTEXT, got '\(text)'")
            }
            if let earlier = seen[parts[0].lowercased()], earlier.lowercased() != parts[1].lowercased() {
                throw ValidationError("--context gives modifier '\(parts[0])' twice ('\(earlier)' and '\(parts[1])'); a permutation has one context per modifier")
            }
            seen[parts[0].lowercased()] = parts[1]
            return (parts[0], parts[1])
        }
    }

    /// The contexts named, validated against the registry (for commands that vary the rest).
    func fixed(in registry: Registry) throws -> [ContextChoice] {
        let named = Set(try pairs().map { $0.0.lowercased() })
        return try choice(in: registry).filter { named.contains($0.modifier.lowercased()) }
    }

    /// The permutation asked for, validated against the registry (Resolver §6.1 messages).
    func choice(in registry: Registry, reduceMotion: Bool = false) throws -> [ContextChoice] {
        var input = try pairs()
        if reduceMotion, let role = MotionRole.detect(in: registry.modifiers), !input.contains(where: { $0.0.lowercased() == role.modifier.lowercased() }) {
            input.append((role.modifier, role.reduced))
        }
        switch registry.choice(for: input) {
        case .success(let choice): return choice
        case .failure(let error):
            errorOutput(error.description)
            throw CommandStatus(status: .inputError)
        }
    }
}
