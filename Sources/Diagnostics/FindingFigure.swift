/// What a finding's picture is drawn from (the HTML report): the measured things themselves,
/// kept beside the message so no reporter has to parse text.
public struct FindingFigure: Hashable, Sendable {
    /// The context it was measured in, as the details name it ("appearance=dark"); empty
    /// when the rule's family has one context.
    public var context: String
    public var kind: Kind

    public init(context: String = "", _ kind: Kind) {
        self.context = context
        self.kind = kind
    }

    public enum Kind: Hashable, Sendable {
        /// Two opaque sRGB colors as `#RRGGBB` (the foreground already composited over the
        /// background) and their WCAG contrast ratio against the required one.
        case contrast(foreground: String, background: String, ratio: Double, required: Double)
        /// The component's frame (or hit area) against the minimum side of a target.
        case target(width: Double, height: Double, minimum: Double, unit: String)
        /// The component's curve under full motion and under Reduce Motion.
        case motion(MotionPlot)
    }
}

/// A motion curve sampled for plotting: progress (0 at the start, 1 at rest; a spring
/// overshoots past 1) at equal steps from 0 to `duration` seconds.
public struct MotionPlot: Hashable, Sendable {
    public var duration: Double
    public var full: [Double]
    /// Under Reduce Motion; empty when the reduced value does not animate (it jumps to its end).
    public var reduced: [Double]
    /// What the reduced curve is ("a 0.2 s fade", "no animation").
    public var reducedLabel: String

    public init(duration: Double, full: [Double], reduced: [Double], reducedLabel: String) {
        self.duration = duration
        self.full = full
        self.reduced = reduced
        self.reducedLabel = reducedLabel
    }
}
