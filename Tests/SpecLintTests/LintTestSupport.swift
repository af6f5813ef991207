import DesignSpec
import DesignTokens
import Diagnostics
import Foundation
import SpecLint
#if SwiftSource
import SwiftSource
#endif
import XCTest

/// Token files held in memory (for rules whose examples carry their own small registry).
struct StringSourceProvider: TokenSourceProvider {
    var files: [String: String]
    struct Missing: Error {}
    func read(_ path: String) throws -> [UInt8] {
        guard let text = files[path] else { throw Missing() }
        return Array(text.utf8)
    }
    func resolve(_ path: String, relativeTo base: String) -> String { path }
    func displayPath(_ path: String) -> String { path }
}

enum LintHarness {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built-in registry, resolved once for every test.
    static let builtIn: Linter = linter(registry: .builtIn())

    static func linter(registry: Registry, config: LintConfiguration = LintConfiguration()) -> Linter {
        let (roles, _) = ContextRoles.detect(in: registry.modifiers, overrides: config.roles, configFile: nil)
        return Linter(space: EvaluationSpace(registry: registry, roles: roles), config: config)
    }

    static func linter(tokens json: String, config: LintConfiguration = LintConfiguration()) -> Linter {
        linter(registry: Registry.load(path: "example.tokens.json", provider: StringSourceProvider(files: ["example.tokens.json": json])), config: config)
    }

    static func lint(_ yaml: String, file: String = "example.spec.yaml", with linter: Linter = builtIn) -> FileReport {
        linter.lint(file: file, bytes: Array(yaml.utf8), format: formats(linter).format(for: file))
    }

    /// The formats `tokenlint lint` reads, with `linter`'s config: the SwiftUI rules' examples
    /// are Swift files, which only a build with the SwiftSource trait reads (the README's
    /// `swift test --traits SwiftSource`; without it their example tests are not compiled).
    static func formats(_ linter: Linter) -> InputFormats {
        #if SwiftSource
        InputFormats([SwiftFormat(options: linter.config.swift), SpecFormat()])
        #else
        InputFormats([SwiftSourceNotBuilt(), SpecFormat()])
        #endif
    }
}

extension FileReport {
    func findings(_ rule: String) -> [Finding] {
        checks.filter { $0.rule.rawValue == rule }.compactMap { if case .finding(let f) = $0.outcome { f } else { nil } }
    }

    var describe: String {
        let lines = checks.compactMap { check -> String? in
            switch check.outcome {
            case .passed: return nil
            case .finding(let f): return "  \(f)"
            case .suppressed(let f, let reason): return "  suppressed (\(reason)): \(f)"
            }
        }
        return (inputError.map { ["  input: \($0)"] } ?? []).joined() + (lines.isEmpty ? "(no findings)" : lines.joined(separator: "\n"))
    }
}
