/// Why a spring, a cubic Bézier or a timed curve could not be built.
///
/// Every invalid input of this module (non-finite numbers, a non-positive response or mass,
/// negative damping, a bounce outside (−1, 1], a Bézier x outside [0, 1]) is reported through
/// this error instead of a trap, so that a bad token produces a diagnostic, never a crash.
public struct SpringError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A sentence naming the parameter, the accepted range and the value received.
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}

extension SpringError {
    /// `"<what> must be <requirement> (got <value>)"`, the one shape every message has.
    static func invalid(_ what: String, _ requirement: String, got value: Double) -> SpringError {
        SpringError("\(what) must be \(requirement) (got \(value))")
    }
}
