import ColorScience
import Foundation
import JSONSource
import Motion

/// Resolved values as export writes them (`tokens export --layout flat`): colors as
/// `{colorSpace, components, alpha, hex}`, dimensions `{value, unit}`, springs with every
/// parametrization plus settle times and overshoot, motion tokens with their curve resolved.
///
/// `authored` is the `$value` as written (aliases replaced by what they point at, as
/// `ResolvedToken.resolvedJSON` holds it): a color that carries its own `hex` keeps that hex;
/// one is computed only when none was given. The Color module makes `hex` the author's
/// fallback for tools that cannot show the color space, so it is theirs to choose, and a
/// computed one differs where the components and the hex disagree in the last bit.
public enum ValueEncoding {
    public static func json(_ value: TokenValue, authored: JSONValue? = nil) -> JSONValue {
        switch value {
        case .color(let color): return json(color, authoredHex: authoredHex(authored))
        case .dimension(let dimension): return json(dimension)
        case .fontFamily(let names): return names.count == 1 ? .string(names[0]) : .array(names.map(JSONValue.string))
        case .fontWeight(let weight): return .number(weight)
        case .duration(let seconds): return duration(seconds)
        case .cubicBezier(let bezier): return json(bezier)
        case .number(let n): return .number(n)
        case .strokeStyle(let style): return json(style)
        case .border(let border):
            return .object([
                ("color", json(border.color, authoredHex: authoredHex(authored?["color"]))),
                ("width", json(border.width)), ("style", json(border.style)),
            ])
        case .transition(let timed): return json(timed)
        case .shadow(let layers):
            // One layer may be written as an object or as an array of one.
            let authoredLayers = authored?.arrayValue ?? authored.map { [$0] } ?? []
            let encoded = layers.enumerated().map { index, shadow -> JSONValue in
                let layer: JSONValue? = authoredLayers.indices.contains(index) ? authoredLayers[index] : nil
                return .object([
                    ("color", json(shadow.color, authoredHex: authoredHex(layer?["color"]))),
                    ("offsetX", json(shadow.offsetX)), ("offsetY", json(shadow.offsetY)),
                    ("blur", json(shadow.blur)), ("spread", json(shadow.spread)), ("inset", .bool(shadow.inset)),
                ])
            }
            return encoded.count == 1 ? encoded[0] : .array(encoded)
        case .gradient(let stops):
            let authoredStops = authored?.arrayValue ?? []
            return .array(stops.enumerated().map { index, stop in
                let written = authoredStops.indices.contains(index) ? authoredStops[index]["color"] : nil
                return .object([("color", json(stop.color, authoredHex: authoredHex(written))), ("position", .number(stop.position))])
            })
        case .typography(let typography):
            let lineHeight: JSONValue
            switch typography.lineHeight {
            case .multiplier(let factor): lineHeight = .number(factor)
            case .absolute(let dimension): lineHeight = json(dimension)
            }
            return .object([
                ("fontFamily", json(.fontFamily(typography.fontFamily))), ("fontSize", json(typography.fontSize)),
                ("fontWeight", .number(typography.fontWeight)), ("letterSpacing", json(typography.letterSpacing)),
                ("lineHeight", lineHeight),
            ])
        case .spring(let spring): return json(spring)
        case .motion(let motion): return json(motion)
        }
    }

    /// `gamutMapped` says the computed hex is the gamut-mapped sRGB of a color outside sRGB.
    public static func json(_ color: Color, authoredHex: String? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("colorSpace", .string(color.space.rawValue)),
            ("components", .array(color.components.map { $0.map(JSONValue.number) ?? .string("none") })),
            ("alpha", .number(color.alpha)),
            ("hex", .string(authoredHex ?? color.hex6)),
        ]
        if authoredHex == nil, !color.isInSRGBGamut { pairs.append(("gamutMapped", .bool(true))) }
        return .object(pairs)
    }

    /// A DTCG color carries exactly the members the Color module documents (§4), `alpha`
    /// only when it is not the default 1.
    public static func dtcg(_ color: Color, authoredHex: String? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("colorSpace", .string(color.space.rawValue)),
            ("components", .array(color.components.map { $0.map(JSONValue.number) ?? .string("none") })),
        ]
        if color.alpha != 1 { pairs.append(("alpha", .number(color.alpha))) }
        pairs.append(("hex", .string(authoredHex ?? color.hex6)))
        return .object(pairs)
    }

    /// The `hex` an authored color object carries, when it is one the Color module allows
    /// (`#` and 6 hex digits; the reader has rejected any other).
    static func authoredHex(_ authored: JSONValue?) -> String? {
        guard let authored, authored["colorSpace"] != nil, let hex = authored["hex"]?.stringValue,
              hex.utf8.count == 7, Color(hex: hex) != nil else { return nil }
        return hex
    }

    public static func json(_ dimension: Dimension) -> JSONValue {
        .object([("value", .number(dimension.value)), ("unit", .string(dimension.unit.rawValue))])
    }

    /// Milliseconds when that is a whole number, else seconds.
    public static func duration(_ seconds: Double) -> JSONValue {
        let ms = seconds * 1000
        if abs(ms - ms.rounded()) < 1e-9 { return .object([("value", .number(ms.rounded())), ("unit", "ms")]) }
        return .object([("value", .number(seconds)), ("unit", "s")])
    }

    public static func json(_ bezier: CubicBezier) -> JSONValue {
        .array(bezier.values.map(JSONValue.number))
    }

    public static func json(_ style: StrokeStyle) -> JSONValue {
        switch style {
        case .keyword(let keyword): .string(keyword.rawValue)
        case .dashes(let dashes, let cap): .object([("dashArray", .array(dashes.map(json))), ("lineCap", .string(cap.rawValue))])
        }
    }

    public static func json(_ timed: TimedCurve) -> JSONValue {
        .object([("duration", duration(timed.duration)), ("delay", duration(timed.delay)), ("timingFunction", json(timed.timingFunction))])
    }

    /// Rounded for people, not for comparisons: 4 significant decimals in seconds is 0.1 ms.
    static func rounded(_ x: Double, _ places: Double = 10_000) -> Double {
        let scaled = x * places
        // Beyond 2^52 a Double has no fraction left to round (and x * places may overflow).
        guard scaled.isFinite, abs(scaled) < 4_503_599_627_370_496 else { return x }
        return scaled.rounded() / places
    }

    /// The `spring` command's JSON and export's spring value.
    public static func json(_ spring: Spring) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("response", .number(spring.response)),
            ("dampingFraction", .number(spring.dampingRatio)),
            ("bounce", .number(rounded(spring.bounce, 1e12))),
            ("mass", .number(spring.mass)),
            ("stiffness", .number(rounded(spring.stiffness, 100))),
            ("damping", .number(rounded(spring.damping, 100))),
            ("overshoot", .number(rounded(spring.overshoot))),
        ]
        pairs.append(("peakTime", spring.peakTime.map { .number(rounded($0, 1000)) } ?? .null))
        pairs.append(("settlingDuration", .object([
            ("1%", .number(rounded(spring.settlingTime(epsilon: 0.01), 1000))),
            ("0.1%", .number(rounded(spring.settlingTime(epsilon: 0.001), 1000))),
        ])))
        return .object(pairs)
    }

    public static func json(_ curve: AnimationCurve) -> JSONValue {
        switch curve {
        case .spring(let spring): .object([("type", "spring")] + (json(spring).objectValue ?? []))
        case .timed(let timed): .object([("type", "transition")] + (json(timed).objectValue ?? []))
        }
    }

    public static func json(_ effects: MotionEffects) -> JSONValue {
        var pairs: [(String, JSONValue)] = []
        if let v = effects.opacity { pairs.append(("opacity", .number(v))) }
        if let v = effects.scale { pairs.append(("scale", .number(v))) }
        if let v = effects.scaleX { pairs.append(("scaleX", .number(v))) }
        if let v = effects.scaleY { pairs.append(("scaleY", .number(v))) }
        if let v = effects.blur { pairs.append(("blur", .number(v))) }
        if effects.offsetX != nil || effects.offsetY != nil {
            pairs.append(("offset", .object([("x", .number(effects.offsetX ?? 0)), ("y", .number(effects.offsetY ?? 0))])))
        }
        if let v = effects.edge { pairs.append(("edge", .string(v.rawValue))) }
        if let v = effects.rotation { pairs.append(("rotation", .number(v))) }
        return .object(pairs)
    }

    public static func json(_ motion: MotionTransition) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("insertion", json(motion.insertion)),
            ("removal", json(motion.removal)),
            ("curve", json(motion.curve)),
        ]
        if let prominence = motion.prominence { pairs.append(("prominence", .string(prominence.rawValue))) }
        return .object(pairs)
    }

    /// A DTCG 2025.10 value for tools that know only the 13 types: springs and motion tokens
    /// become a `transition` (best-fit cubic-bezier over the spring's 0.1 % settle time).
    public static func dtcg(_ value: TokenValue, authored: JSONValue? = nil) -> (type: TokenType, value: JSONValue) {
        switch value {
        case .spring(let spring):
            return (.transition, transitionJSON(for: .spring(spring)))
        case .motion(let motion):
            return (.transition, transitionJSON(for: motion.curve))
        case .dimension(let dimension):
            return (.dimension, json(dtcgDimension(dimension, fontSize: nil)))
        case .typography(let typography):
            return (.typography, dtcgTypography(typography))
        case .shadow, .border, .strokeStyle, .gradient:
            // Their dimensions may carry a legacy `em` (2025.10 has px and rem only), their
            // colors tokenlint's `gamutMapped` note.
            return (typeOf(value), dtcgMembers(json(value, authored: authored)))
        case .color(let color):
            return (.color, dtcg(color, authoredHex: authoredHex(authored)))
        default:
            return (typeOf(value), json(value))
        }
    }

    /// 2025.10 knows px and rem only (Format §8.2). A legacy `em` is relative to the font size:
    /// with a size in points it becomes px, without one it is taken as rem (1 em of the root).
    static func dtcgDimension(_ dimension: Dimension, fontSize: Double?) -> Dimension {
        guard dimension.unit == .em else { return dimension }
        if let fontSize { return Dimension(value: dimension.value * fontSize, unit: .px) }
        return Dimension(value: dimension.value, unit: .rem)
    }

    /// Typography in the 2025.10 shape: `em` letter spacing in px of the font size, and a
    /// dimension line height turned into the multiplier of the font size the format defines.
    static func dtcgTypography(_ typography: Typography) -> JSONValue {
        let fontSize = typography.fontSize.points
        let lineHeight: JSONValue
        switch typography.lineHeight {
        case .multiplier(let factor):
            lineHeight = .number(factor)
        case .absolute(let dimension):
            if let size = fontSize, size > 0, let points = dimension.points {
                lineHeight = .number(points / size)
            } else {
                lineHeight = .number(1.2)  // CSS "normal" is about 1.2; only reached for em/rem-less data
            }
        }
        return .object([
            ("fontFamily", json(.fontFamily(typography.fontFamily))),
            ("fontSize", json(dtcgDimension(typography.fontSize, fontSize: nil))),
            ("fontWeight", .number(typography.fontWeight)),
            ("letterSpacing", json(dtcgDimension(typography.letterSpacing, fontSize: fontSize))),
            ("lineHeight", lineHeight),
        ])
    }

    /// A composite's tokenlint JSON in DTCG terms: `em` dimensions as `rem`, colors without
    /// the `gamutMapped` note (an unknown member a DTCG reader rejects).
    static func dtcgMembers(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let pairs):
            if pairs.count == 2, value["unit"]?.stringValue == "em", let amount = value["value"]?.numberValue {
                return json(Dimension(value: amount, unit: .rem))
            }
            let members = value["colorSpace"] != nil ? pairs.filter { $0.0 != "gamutMapped" } : pairs
            return .object(members.map { ($0.0, dtcgMembers($0.1)) })
        case .array(let items):
            return .array(items.map(dtcgMembers))
        default:
            return value
        }
    }

    static func transitionJSON(for curve: AnimationCurve) -> JSONValue {
        switch curve {
        case .timed(let timed):
            return json(timed)
        case .spring(let spring):
            let fit = BezierFitCache.shared.fit(spring)
            return .object([
                ("duration", duration(rounded(fit.duration, 1000))),
                ("delay", duration(0)),
                ("timingFunction", .array(fit.curve.values.map { .number(rounded($0)) })),
            ])
        }
    }

    public static func typeOf(_ value: TokenValue) -> TokenType {
        switch value {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        case .spring: .spring
        case .motion: .motion
        }
    }
}

/// The best-fit search costs tens of milliseconds per spring (hundreds in debug builds), and an
/// `--all` export meets the same few springs in every permutation: fit each once.
final class BezierFitCache: @unchecked Sendable {
    // @unchecked: `fits` is only touched under `lock`.
    static let shared = BezierFitCache()
    private let lock = NSLock()
    private var fits: [Spring: (curve: CubicBezier, duration: Double, maxError: Double)] = [:]

    func fit(_ spring: Spring) -> (curve: CubicBezier, duration: Double, maxError: Double) {
        lock.lock()
        if let cached = fits[spring] { lock.unlock(); return cached }
        lock.unlock()
        // A spring that does not overshoot (ζ ≥ 1) must not come out as a curve that does.
        let fit = spring.bestFitCubicBezier(withinTarget: spring.dampingRatio >= 1)
        lock.lock()
        fits[spring] = fit
        lock.unlock()
        return fit
    }
}
