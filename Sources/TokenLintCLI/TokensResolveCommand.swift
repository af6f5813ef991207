import ArgumentParser
import DesignTokens
import Diagnostics
import Foundation
import JSONSource
import Reporting

struct TokensResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Show one token's resolved value in one permutation, with where it came from."
    )

    @Argument(help: "The token path, e.g. color.systemBlue or {color.systemBlue}.")
    var token: String

    @OptionGroup var registryOptions: RegistryOptions
    @OptionGroup var contextOptions: ContextOptions

    @Flag(name: .long, help: "Show the reduced-motion value and where it comes from.")
    var reduceMotion = false

    @Option(name: .long, help: "Output format.")
    var format: OutputFormat = .text

    func run() throws {
        // A bare path is read as if written in braces: one grammar for both spellings.
        let written = token.hasPrefix("{") ? token : "{\(token)}"
        let path: String
        switch TokenReference.read(written) {
        case .reference(let reference):
            path = reference.path
        case .malformed(let problem):
            errorOutput("error: " + TokenReference.malformedMessage(written, problem: problem))
            throw CommandStatus(status: .inputError)
        case .notAReference:
            errorOutput("error: " + TokenReference.malformedMessage(written, problem: "it does not end with '}'"))
            throw CommandStatus(status: .inputError)
        }
        let registry = try registryOptions.loadOrFail()
        let choice = try contextOptions.choice(in: registry, reduceMotion: reduceMotion)
        let exporter = Exporter(registry: registry, options: .init(format: .json, layout: .flat, reduceMotion: reduceMotion))
        let result = exporter.export(choice)
        let resolution = registry.resolve(result.choice)
        guard let entry = result.json[path], let resolved = resolution.tokens[path] else {
            let related = result.findings.filter { $0.token == path }
            for finding in related { errorOutput(TextReporter.line(finding, reportedIn: registry.path)) }
            if related.isEmpty {
                errorOutput("error: no token '\(path)' in \(registry.path)\(DidYouMean.hint(for: path, among: resolution.tokens.paths))")
                throw CommandStatus(status: .inputError)
            }
            throw CommandStatus(status: .findings)
        }
        let contexts = result.choice.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
        switch format {
        case .json:
            let json: JSONValue = .object([
                ("token", .string(path)),
                ("contexts", .object(result.choice.map { ($0.modifier, .string($0.context)) })),
                ("source", .string(resolved.location.description)),
            ] + (entry.objectValue ?? []))
            Console.current.write(JSONWriter().string(json))
        case .text:
            output("\(path) (\(resolved.type.rawValue))\(contexts.isEmpty ? "" : " in \(contexts)")")
            // Under --reduce-motion the value is the reduced one, whatever it came from.
            output("  value:   \(Self.summary(result.reducedMotion[path]?.value ?? resolved.value))")
            if let alias = resolved.aliasOf { output("  alias of: {\(alias)}") }
            if let source = entry["$extensions"]?["org.tokenlint"]?["reducedMotionSource"]?.stringValue {
                output("  reduced motion: from \(source)")
            }
            output("  defined: \(resolved.location)")
            if let description = resolved.description { output("  \(description)") }
            output("  \(JSONWriter(pretty: false).string(entry["$value"] ?? .null))")
        }
    }

    static func summary(_ value: TokenValue) -> String {
        switch value {
        case .color(let color):
            let components = color.components.map { $0.map { format($0) } ?? "none" }.joined(separator: " ")
            return "\(color.hex) (\(color.space.rawValue) \(components)\(color.alpha < 1 ? " / \(format(color.alpha))" : ""))"
        case .dimension(let d): return "\(format(d.value))\(d.unit.rawValue)"
        case .typography(let t):
            let size = t.fontSize.points.map { "\(format($0)) pt" } ?? "\(format(t.fontSize.value))\(t.fontSize.unit.rawValue)"
            let leading = t.lineHeightPoints.map { "/\(format($0)) pt" } ?? ""
            return "\(t.fontFamily.first ?? "") \(size)\(leading), weight \(format(t.fontWeight))"
        case .spring(let s):
            return "spring response \(format(s.response)) s, damping ratio \(format(s.dampingRatio)), bounce \(format(s.bounce))"
        case .motion(let m):
            let moving = Set(m.insertion.motionEffectNames + m.removal.motionEffectNames).sorted()
            return "motion: \(moving.isEmpty ? "opacity only" : moving.joined(separator: ", ")); curve settles (1%) in \(format(m.curve.settleTime(epsilon: 0.01))) s"
        case .transition(let t): return "transition \(format(t.duration * 1000)) ms, delay \(format(t.delay * 1000)) ms, cubic-bezier(\(t.timingFunction.values.map(format).joined(separator: ", ")))"
        case .duration(let s): return "\(format(s * 1000)) ms"
        default: return JSONWriter(pretty: false).string(ValueEncoding.json(value)).trimmingCharacters(in: .newlines)
        }
    }

    static func format(_ x: Double) -> String { NumberText.format(x, places: 4) }
}
