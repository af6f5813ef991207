import Foundation

/// A timed curve: the DTCG 2025.10 composite type `transition` {duration, delay,
/// timingFunction} or the spec form `{duration, timingFunction, delay}` (docs/tokens.md,
/// "motion": `curve`). Durations in seconds.
public struct TimedCurve: Hashable, Sendable {
    /// Seconds, ≥ 0.
    public let duration: Double
    /// Seconds before the motion starts. Negative: it starts part-way through, as in CSS
    /// (DTCG durations have no range, Format §8.5).
    public let delay: Double
    public let timingFunction: CubicBezier

    /// - Throws: `SpringError` when duration is negative or either is not finite. A negative
    ///   delay is valid CSS (the motion starts part-way through); a negative duration is not
    ///   (nothing runs for a negative time).
    public init(duration: Double, delay: Double = 0, timingFunction: CubicBezier) throws(SpringError) {
        guard duration.isFinite, duration >= 0 else {
            throw .invalid("transition duration", "a finite number of seconds ≥ 0", got: duration)
        }
        guard delay.isFinite else {
            throw .invalid("transition delay", "a finite number of seconds", got: delay)
        }
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }

    /// delay + duration: when the value reaches its target (at once when a negative delay
    /// skips past the end).
    public var totalDuration: Double { max(0, delay + duration) }

    /// Progress at time t (seconds from the trigger): 0 before the delay, the timing function
    /// over the duration, 1 after. A zero duration jumps to 1 at the delay.
    public func value(at t: Double) -> Double {
        if t.isNaN { return .nan }
        if t < delay { return 0 }
        if duration <= 0 { return 1 }
        return timingFunction.value(at: (t - delay) / duration)
    }

    /// Time until the value stays within ε of its target: delay + duration × the last time
    /// fraction outside the band (≤ delay + duration). ε ≤ 0 or NaN → delay + duration.
    public func settleTime(epsilon: Double) -> Double {
        guard epsilon > 0 else { return totalDuration }
        return max(0, delay + duration * timingFunction.lastExit(epsilon: epsilon))
    }
}
