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
        if (1...4).contains(places) { return decimal(Int64(scaled.rounded()), places: places) }
        return "\(rounded)"
    }

    /// `units` × 10^-places in plain decimal with trailing zeros dropped: what `"\(Double)"`
    /// prints for that value (the correctly rounded quotient's shortest round-trip form, since
    /// with at most 4 places and |units| < 2^52 no shorter decimal lies as close), without
    /// going through the general double-to-text algorithm, which messages call a lot.
    private static func decimal(_ units: Int64, places: Int) -> String {
        var divisor: Int64 = 1
        for _ in 0..<places { divisor *= 10 }
        let magnitude = units.magnitude
        var fraction = magnitude % UInt64(divisor)
        var digits = places
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        var text = units < 0 ? "-" : ""
        text += String(magnitude / UInt64(divisor))
        text += "."
        let fractionText = String(fraction)
        text += String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
        return text
    }
}
