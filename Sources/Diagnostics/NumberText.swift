/// Numbers as messages show them: rounded to a few decimals for people, integers without a
/// fraction. Verdicts never use these (comparisons are made on the unrounded values).
public enum NumberText {
    public static func format(_ x: Double, places: Int = 4) -> String {
        guard x.isFinite else { return x.isNaN ? "NaN" : (x > 0 ? "∞" : "-∞") }
        var factor = 1.0
        for _ in 0..<max(0, min(places, 12)) { factor *= 10 }
        let scaled = x * factor
        guard scaled.isFinite, abs(scaled) < 4_503_599_627_370_496 else { return "\(x)" }
        let rounded = scaled.rounded() / factor
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }
}
