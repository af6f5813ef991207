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
        var divisor: UInt64 = 1
        for _ in 0..<places { divisor *= 10 }
        let magnitude = units.magnitude
        var whole = magnitude / divisor
        var fraction = magnitude % divisor
        var digits = places
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        // Written backwards into a small buffer: a message formats a few numbers and a large run
        // has a hundred thousand messages; appending Strings cost ~1,000 instructions a number.
        // At most "-", 16 whole digits, "." and 4 fraction digits.
        let capacity = 32
        // Lifetime: the buffer never leaves the closure; `String(decoding:)` copies it.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var start = capacity
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            // `fraction` has at most `digits` digits, zero-padded on the left (one "0" if none).
            for _ in 0..<max(digits, 1) {
                put(UInt8(ascii: "0") + UInt8(fraction % 10))
                fraction /= 10
            }
            put(UInt8(ascii: "."))
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if units < 0 { put(UInt8(ascii: "-")) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<capacity]), as: UTF8.self)
        }
    }
}
