import ArgumentParser
import DesignTokens
import JSONSource
import Motion

struct SpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Convert a spring between parametrizations and measure it: overshoot, peak time, settling.",
        discussion: """
            Give one parametrization: --response R --damping-fraction Z (SwiftUI's \
            .spring(response:dampingFraction:)), --duration D --bounce B (.spring(duration:bounce:), \
            duration ≡ response), or --mass M --stiffness K --damping C. Settling is measured from \
            rest to the last time the value is outside ±1 % / ±0.1 % of the travel.
            """
    )

    @Option(name: .long, parsing: .unconditional, help: "Response in seconds.") var response: Double?
    @Option(name: .long, parsing: .unconditional, help: "Damping ratio ζ (1 = critically damped).") var dampingFraction: Double?
    @Option(name: .long, parsing: .unconditional, help: "Perceptual duration in seconds (≡ response).") var duration: Double?
    @Option(name: .long, parsing: .unconditional, help: "Bounce, −1 < b ≤ 1 (0 = no bounce).") var bounce: Double?
    @Option(name: .long, parsing: .unconditional, help: "Mass.") var mass: Double?
    @Option(name: .long, parsing: .unconditional, help: "Stiffness k.") var stiffness: Double?
    @Option(name: .long, parsing: .unconditional, help: "Damping coefficient c.") var damping: Double?

    @Option(name: .long, help: "Output format.")
    var format: OutputFormat = .text

    func validate() throws {
        let groups = [
            response != nil || dampingFraction != nil,
            duration != nil || bounce != nil,
            mass != nil || stiffness != nil || damping != nil,
        ].filter { $0 }.count
        guard groups == 1 else {
            throw ValidationError("give exactly one of: --response and --damping-fraction; --duration [--bounce]; --mass, --stiffness and --damping")
        }
        if (response != nil) != (dampingFraction != nil) { throw ValidationError("--response and --damping-fraction go together") }
        if bounce != nil, duration == nil { throw ValidationError("--bounce needs --duration") }
        if mass != nil || stiffness != nil || damping != nil, stiffness == nil || damping == nil {
            throw ValidationError("--stiffness and --damping are required (--mass defaults to 1)")
        }
    }

    func run() throws {
        let spring: Spring
        do {
            if let response, let dampingFraction {
                spring = try Spring(response: response, dampingRatio: dampingFraction)
            } else if let duration {
                spring = try Spring(duration: duration, bounce: bounce ?? 0)
            } else {
                spring = try Spring(mass: mass ?? 1, stiffness: stiffness ?? 0, damping: damping ?? 0)
            }
        } catch {
            errorOutput("error: invalid spring: \(error.description)")
            throw CommandStatus(status: .inputError)
        }
        var json = ValueEncoding.json(spring)
        if let mass, mass != 1 {
            // Same motion, but shown in the mass the user gave rather than the canonical 1.
            let physical = spring.physicalParameters(mass: mass)
            json = json.replacing([
                ("mass", .number(physical.mass)),
                ("stiffness", .number((physical.stiffness * 100).rounded() / 100)),
                ("damping", .number((physical.damping * 100).rounded() / 100)),
            ])
        }
        switch format {
        case .json:
            Console.current.write(JSONWriter().string(json))
        case .text:
            let f = TokensResolveCommand.format
            output("response \(f(spring.response)) s, damping fraction \(f(spring.dampingRatio)), bounce \(f(spring.bounce))")
            output("mass \(json["mass"]?.numberValue.map(f) ?? "1"), stiffness \(json["stiffness"]?.numberValue.map(f) ?? ""), damping \(json["damping"]?.numberValue.map(f) ?? "")")
            let regime = spring.dampingRatio < 1 ? "underdamped" : spring.dampingRatio == 1 ? "critically damped" : "overdamped"
            output("\(regime); overshoot \(f(spring.overshoot * 100))%\(spring.peakTime.map { " at \(f($0)) s" } ?? "")")
            output("settles within 1% by \(f(spring.settlingTime(epsilon: 0.01))) s, within 0.1% by \(f(spring.settlingTime(epsilon: 0.001))) s")
            output("SwiftUI: .spring(response: \(f(spring.response)), dampingFraction: \(f(spring.dampingRatio))) ≡ .spring(duration: \(f(spring.response)), bounce: \(f(spring.bounce)))")
        }
    }
}

extension JSONValue {
    /// The object with the given members' values replaced, order kept.
    func replacing(_ replacements: [(String, JSONValue)]) -> JSONValue {
        guard case .object(let pairs) = self else { return self }
        return .object(pairs.map { pair in (pair.0, replacements.first { $0.0 == pair.0 }?.1 ?? pair.1) })
    }
}
