import Diagnostics
import Motion

extension MotionPlot {
    /// Points per curve: enough for a smooth polyline at the report's plot size (a spring's
    /// first overshoot spans several of them), few enough to keep a finding small.
    public static let sampleCount = 48

    /// `full` and `reduced` sampled over the same time span: until the slower of the two has
    /// settled to within 1 % (so a spring's tail shows), at least 0.1 s, at most 5 s.
    /// `reduced` nil: the reduced value does not animate.
    public init(full: AnimationCurve, reduced: AnimationCurve?) {
        let settle = [full, reduced].compactMap { $0 }.map { max($0.settleTime(epsilon: 0.01), $0.perceptualDuration) }.max() ?? 0
        let duration = min(5, max(0.1, settle.isFinite ? settle : 5))
        func samples(_ curve: AnimationCurve) -> [Double] {
            (0...Self.sampleCount).map { step in
                let value = curve.value(at: duration * Double(step) / Double(Self.sampleCount))
                return value.isFinite ? value : 1
            }
        }
        let label: String
        if let reduced {
            let seconds = reduced.perceptualDuration
            let kind = if case .spring = reduced { "spring" } else { "curve" }
            label = "a \(NumberText.format(seconds, places: 2)) s \(kind)"
        } else {
            label = "no animation"
        }
        self.init(duration: duration, full: samples(full), reduced: reduced.map(samples) ?? [], reducedLabel: label)
    }
}
