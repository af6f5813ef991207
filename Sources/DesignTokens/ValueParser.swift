import ColorScience
import Diagnostics
import JSONSource
import Motion

/// A problem with a value: an error, or (under --legacy-format) a warning that a pre-2025.10
/// form was accepted.
struct ValueIssue: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case invalid, legacy, typeMismatch, invalidSpring, negativeDuration }
    var kind: Kind
    var message: String
}

/// Checks a fully resolved `$value` against its type's 2025.10 shape (Format §8, §9; Color
/// module §4; docs/tokens.md for `spring` and `motion`) and builds the typed value.
///
/// `aliasTypes` maps a field path inside the value ("fontSize", "curve", "0/color") to the type
/// of the token an alias there pointed at, so a sub-value alias of the wrong type is reported
/// as a type mismatch rather than as a puzzling shape error.
struct ValueParser {
    var legacyFormat: Bool
    var aliasTypes: [String: TokenType] = [:]
    /// Tokens Studio writes `em` (and percentage letter spacing, which is of the font size):
    /// its values keep the unit they are read with rather than being judged as DTCG.
    var acceptsEm = false
    private(set) var issues: [ValueIssue] = []

    init(legacyFormat: Bool, aliasTypes: [String: TokenType] = [:]) {
        self.legacyFormat = legacyFormat
        self.aliasTypes = aliasTypes
    }

    mutating func parse(_ value: JSONValue, as type: TokenType) -> TokenValue? {
        parse(value, as: type, field: "")
    }

    private mutating func fail(_ message: String) -> TokenValue? {
        issues.append(ValueIssue(kind: .invalid, message: message))
        return nil
    }

    private mutating func invalid(_ message: String) {
        issues.append(ValueIssue(kind: .invalid, message: message))
    }

    /// Accepts a legacy form when allowed (as a warning), or reports it with a hint.
    private mutating func legacy(_ what: String) -> Bool {
        if legacyFormat {
            issues.append(ValueIssue(kind: .legacy, message: "\(what) is a pre-2025.10 form, accepted because of --legacy-format"))
            return true
        }
        issues.append(ValueIssue(kind: .invalid, message: "\(what) is not valid in DTCG 2025.10 (use --legacy-format to accept pre-2025.10 forms)"))
        return false
    }

    /// When a sub-value came from an alias to a token of another type, say so.
    private mutating func checkAliasType(_ field: String, expected: TokenType) -> Bool {
        if let actual = aliasTypes[field], actual != expected {
            issues.append(ValueIssue(kind: .typeMismatch, message: "\(field.isEmpty ? "the value" : "'\(field)'") references a \(actual.rawValue) token where a \(expected.rawValue) is expected"))
            return false
        }
        return true
    }

    private func join(_ field: String, _ key: String) -> String { field.isEmpty ? key : "\(field)/\(key)" }
    private func label(_ field: String) -> String { field.isEmpty ? "$value" : "'\(field)'" }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    mutating func parse(_ value: JSONValue, as type: TokenType, field: String) -> TokenValue? {
        guard checkAliasType(field, expected: type) else { return nil }
        switch type {
        case .color: return color(value, field: field).map(TokenValue.color)
        case .dimension: return dimension(value, field: field).map(TokenValue.dimension)
        case .fontFamily: return fontFamily(value, field: field).map(TokenValue.fontFamily)
        case .fontWeight: return fontWeight(value, field: field).map(TokenValue.fontWeight)
        case .duration: return duration(value, field: field).map(TokenValue.duration)
        case .cubicBezier: return cubicBezier(value, field: field).map(TokenValue.cubicBezier)
        case .number:
            guard let n = value.numberValue else { return fail("\(label(field)) must be a number, found \(Self.describe(value))") }
            return .number(n)
        case .strokeStyle: return strokeStyle(value, field: field).map(TokenValue.strokeStyle)
        case .border: return border(value, field: field).map(TokenValue.border)
        case .transition: return transition(value, field: field).map(TokenValue.transition)
        case .shadow: return shadows(value, field: field).map(TokenValue.shadow)
        case .gradient: return gradient(value, field: field).map(TokenValue.gradient)
        case .typography: return typography(value, field: field).map(TokenValue.typography)
        case .spring: return spring(value, field: field).map(TokenValue.spring)
        case .motion: return motion(value, field: field).map(TokenValue.motion)
        }
    }

    // MARK: Object helpers

    /// An object value's members, and whether it had every required member and no unknown one.
    private struct Members {
        var values: [String: JSONValue]
        var complete: Bool
        subscript(key: String) -> JSONValue? { values[key] }
    }

    /// Reads an object value, reporting every missing and every unknown member (not only the
    /// first), so that a composite value's problems are all reported in one run.
    private mutating func members(_ value: JSONValue, field: String, typeName: String, required: [String], optional: [String]) -> Members? {
        guard let pairs = value.objectValue else {
            invalid("\(label(field)) must be a \(typeName) object, found \(Self.describe(value))")
            return nil
        }
        var members: [String: JSONValue] = [:]
        for (key, member) in pairs { members[key] = member }
        var complete = true
        for key in required where members[key] == nil {
            invalid("\(label(field)) is missing '\(key)' (required for \(typeName))")
            complete = false
        }
        let allowed = Set(required + optional)
        for (key, _) in pairs where !allowed.contains(key) {
            // Composite values with extra sub-values are invalid (Format §9.2).
            invalid("\(label(field)) has an unknown property '\(key)' for \(typeName)\(didYouMean(key, allowed))")
            complete = false
        }
        return Members(values: members, complete: complete)
    }

    /// The members of a complete object value, or nil (with every problem reported).
    private mutating func object(_ value: JSONValue, field: String, typeName: String, required: [String], optional: [String]) -> [String: JSONValue]? {
        guard let members = members(value, field: field, typeName: typeName, required: required, optional: optional), members.complete else { return nil }
        return members.values
    }

    private func didYouMean(_ key: String, _ allowed: Set<String>) -> String {
        DidYouMean.hint(for: key, among: allowed.sorted())
    }

    private mutating func number(_ value: JSONValue?, field: String) -> Double? {
        guard let value else { return nil }
        guard let n = value.numberValue else {
            invalid("\(label(field)) must be a number, found \(Self.describe(value))")
            return nil
        }
        return n
    }

    // MARK: color (Color module §4)

    mutating func color(_ value: JSONValue, field: String) -> Color? {
        guard checkAliasType(field, expected: .color) else { return nil }
        if case .string(let text) = value {
            guard let parsed = Color(hex: text) else {
                invalid("\(label(field)) '\(text)' is not a color (expected {colorSpace, components, alpha?, hex?})")
                return nil
            }
            return legacy("the hex string color \(label(field)) '\(text)'") ? parsed : nil
        }
        // Every problem of the color is reported, not only the first.
        guard let members = members(value, field: field, typeName: "color", required: ["colorSpace", "components"], optional: ["alpha", "hex"]) else { return nil }
        var space: ColorSpace?
        if let raw = members["colorSpace"] {
            if let spaceName = raw.stringValue {
                space = ColorSpace(rawValue: spaceName)
                if space == nil { invalid("unknown colorSpace '\(spaceName)'\(didYouMean(spaceName, Set(ColorSpace.allCases.map(\.rawValue))))") }
            } else {
                invalid("'colorSpace' must be a string")
            }
        }
        let components = members["components"].flatMap { self.components($0, space: space) }
        var alpha: Double? = 1.0
        if let a = members["alpha"] {
            alpha = a.numberValue.flatMap { (0...1).contains($0) ? $0 : nil }
            if alpha == nil { invalid("'alpha' must be a number from 0 to 1") }
        }
        var hexIsValid = true
        if let hex = members["hex"] {
            hexIsValid = hex.stringValue.map { $0.count == 7 && $0.hasPrefix("#") && Color(hex: $0) != nil } ?? false
            if !hexIsValid { invalid("'hex' must be a 6-digit CSS hex color like \"#0066cc\" (Color module §4: 6 digits only)") }
        }
        guard members.complete, hexIsValid, let space, let components, let alpha else { return nil }
        let spaceName = space.rawValue
        let color = Color(space: space, components: components, alpha: alpha)
        let xyz = color.xyzD65
        guard xyz.x.isFinite, xyz.y.isFinite, xyz.z.isFinite, abs(xyz.x) < 1e6, abs(xyz.y) < 1e6, abs(xyz.z) < 1e6 else {
            invalid("\(label(field)) \(spaceName) components \(components.map { $0.map { "\($0)" } ?? "none" }.joined(separator: ", ")) are too large to be a color")
            return nil
        }
        return color
    }

    /// A color's `components`: 3 numbers or "none", each within its color space's range.
    private mutating func components(_ value: JSONValue, space: ColorSpace?) -> [Double?]? {
        guard let rawComponents = value.arrayValue else {
            invalid("'components' must be an array of 3 numbers or \"none\""); return nil
        }
        guard rawComponents.count == 3 else {
            invalid("'components'\(space.map { " of \($0.rawValue)" } ?? "") must have 3 entries, found \(rawComponents.count)"); return nil
        }
        var components: [Double?] = []
        var valid = true
        for (index, component) in rawComponents.enumerated() {
            switch component {
            case .number(let n): components.append(n)
            case .string("none"): components.append(nil)
            default:
                invalid("component \(index) must be a number or \"none\", found \(Self.describe(component))")
                components.append(nil)
                valid = false
            }
        }
        if let space {
            for (index, range) in Self.componentRanges(space).enumerated() {
                if let range, let c = components[index], !(range.lowerBound - 1e-9...range.upperBound + 1e-9).contains(c) {
                    invalid("component \(index) of \(space.rawValue) is \(c), outside \(range.lowerBound)…\(range.upperBound) (Color module §4)")
                    valid = false
                }
            }
        }
        return valid ? components : nil
    }

    /// Component ranges the Color module documents; nil = unbounded. Hues are not range-checked
    /// (any angle is meaningful).
    static func componentRanges(_ space: ColorSpace) -> [ClosedRange<Double>?] {
        switch space {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: [0...1, 0...1, 0...1]
        case .hsl, .hwb: [nil, 0...100, 0...100]
        case .lab: [0...100, nil, nil]
        case .lch: [0...100, 0...Double.infinity, nil]
        case .oklab: [0...1, nil, nil]
        case .oklch: [0...1, 0...Double.infinity, nil]
        case .xyzD65, .xyzD50: [nil, nil, nil]
        }
    }

    // MARK: dimension (Format §8.2)

    mutating func dimension(_ value: JSONValue, field: String) -> Dimension? {
        guard checkAliasType(field, expected: .dimension) else { return nil }
        if case .string(let text) = value {
            guard let parsed = Self.parseUnitString(text, units: ["px", "rem", "em"]) else {
                invalid("\(label(field)) '\(text)' is not a dimension (expected {value, unit: px|rem})"); return nil
            }
            guard legacy("the dimension string \(label(field)) '\(text)'") else { return nil }
            return Dimension(value: parsed.0, unit: Dimension.Unit(rawValue: parsed.1) ?? .px)
        }
        if case .number(let n) = value {
            if n == 0 { invalid("\(label(field)) 0 needs a unit: {\"value\": 0, \"unit\": \"px\"} (Format §8.2)"); return nil }
            guard legacy("the unitless dimension \(label(field)) \(n)") else { return nil }
            return Dimension(value: n, unit: .px)
        }
        guard let members = object(value, field: field, typeName: "dimension", required: ["value", "unit"], optional: []) else { return nil }
        guard let amount = number(members["value"], field: join(field, "value")) else { return nil }
        guard let unitName = members["unit"]?.stringValue else { invalid("'unit' must be \"px\" or \"rem\""); return nil }
        switch unitName {
        case "px": return Dimension(value: amount, unit: .px)
        case "rem": return Dimension(value: amount, unit: .rem)
        case "em":
            guard acceptsEm || legacy("the unit 'em' in \(label(field))") else { return nil }
            return Dimension(value: amount, unit: .em)
        default:
            invalid("unit '\(unitName)' of \(label(field)) is not a dimension unit; DTCG 2025.10 allows px and rem (Format §8.2)")
            return nil
        }
    }

    static func parseUnitString(_ text: String, units: [String]) -> (Double, String)? {
        let trimmed = text.trimmingWhitespace
        for unit in units.sorted(by: { $0.count > $1.count }) where trimmed.hasSuffix(unit) {
            if let n = Double(trimmed.dropLast(unit.count).trimmingWhitespace), n.isFinite { return (n, unit) }
        }
        return nil
    }

    // MARK: duration (Format §8.5)

    mutating func duration(_ value: JSONValue, field: String) -> Double? {
        guard checkAliasType(field, expected: .duration) else { return nil }
        if case .string(let text) = value {
            guard let (amount, unit) = Self.parseUnitString(text, units: ["ms", "s"]) else {
                invalid("\(label(field)) '\(text)' is not a duration (expected {value, unit: ms|s})"); return nil
            }
            guard legacy("the duration string \(label(field)) '\(text)'") else { return nil }
            return unit == "ms" ? amount / 1000 : amount
        }
        guard let members = object(value, field: field, typeName: "duration", required: ["value", "unit"], optional: []) else { return nil }
        guard let amount = number(members["value"], field: join(field, "value")) else { return nil }
        // No range check: Format §8.5 sets none, and a negative delay is ordinary CSS (the
        // motion starts part-way through). Whether a negative *duration* can animate is a
        // motion concern, decided where a transition is built (`timedCurve`).
        switch members["unit"]?.stringValue {
        case "ms": return amount / 1000
        case "s": return amount
        default:
            invalid("the unit of \(label(field)) must be \"ms\" or \"s\" (Format §8.5)")
            return nil
        }
    }

    /// Seconds as a plain number (the spring extension's form) or a DTCG duration object.
    private mutating func seconds(_ value: JSONValue?, field: String) -> Double? {
        guard let value else { return nil }
        if case .number(let n) = value { return n }
        return duration(value, field: field)
    }

    // MARK: fontFamily, fontWeight (Format §8.3, §8.4)

    mutating func fontFamily(_ value: JSONValue, field: String) -> [String]? {
        guard checkAliasType(field, expected: .fontFamily) else { return nil }
        switch value {
        case .string(let name) where !name.isEmpty: return [name]
        case .array(let items) where !items.isEmpty:
            let names = items.compactMap(\.stringValue)
            if names.count == items.count, names.allSatisfy({ !$0.isEmpty }) { return names }
        default: break
        }
        invalid("\(label(field)) must be a font name or a non-empty array of font names")
        return nil
    }

    /// DTCG weight names (Format §8.4); other strings, including other case, MUST be rejected.
    static let weightNames: [String: Double] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    mutating func fontWeight(_ value: JSONValue, field: String) -> Double? {
        guard checkAliasType(field, expected: .fontWeight) else { return nil }
        switch value {
        case .number(let n) where (1...1000).contains(n): return n
        case .number(let n):
            invalid("font weight \(n) is outside 1…1000 (Format §8.4)")
        case .string(let name):
            if let weight = Self.weightNames[name] { return weight }
            invalid("'\(name)' is not a DTCG font weight name\(didYouMean(name, Set(Self.weightNames.keys))) (Format §8.4: names are case-sensitive)")
        default:
            invalid("\(label(field)) must be a number from 1 to 1000 or a weight name")
        }
        return nil
    }

    // MARK: cubicBezier, transition (Format §8.6, §9.5)

    mutating func cubicBezier(_ value: JSONValue, field: String) -> CubicBezier? {
        guard checkAliasType(field, expected: .cubicBezier) else { return nil }
        guard let items = value.arrayValue, items.count == 4 else {
            invalid("\(label(field)) must be an array of 4 numbers [x1, y1, x2, y2]"); return nil
        }
        let numbers = items.compactMap(\.numberValue)
        guard numbers.count == 4 else { invalid("\(label(field)) must contain 4 numbers"); return nil }
        do {
            return try CubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
        } catch {
            invalid("\(label(field)): \(error.description) (Format §8.6: x values in [0, 1])")
            return nil
        }
    }

    mutating func transition(_ value: JSONValue, field: String) -> TimedCurve? {
        guard checkAliasType(field, expected: .transition) else { return nil }
        guard let members = members(value, field: field, typeName: "transition", required: ["duration", "delay", "timingFunction"], optional: []) else { return nil }
        let duration = members["duration"].flatMap { self.duration($0, field: join(field, "duration")) }
        let delay = members["delay"].flatMap { self.duration($0, field: join(field, "delay")) }
        let bezier = members["timingFunction"].flatMap { cubicBezier($0, field: join(field, "timingFunction")) }
        guard members.complete, let duration, let delay, let bezier else { return nil }
        return timedCurve(duration: duration, delay: delay, bezier: bezier, field: field)
    }

    private mutating func timedCurve(duration: Double, delay: Double, bezier: CubicBezier, field: String = "") -> TimedCurve? {
        if duration < 0 {
            // DTCG accepts any duration (Format §8.5 sets no range), but nothing can animate
            // for a negative time: CSS rejects a negative transition-duration outright.
            issues.append(ValueIssue(kind: .negativeDuration, message: "the duration of \(label(field)) is \(duration) s: a transition cannot run for a negative time (CSS rejects a negative transition-duration); DTCG accepts the value (Format §8.5), but it cannot animate"))
            return nil
        }
        do {
            return try TimedCurve(duration: duration, delay: delay, timingFunction: bezier)
        } catch {
            invalid("invalid timed curve: \(error.description)")
            return nil
        }
    }

    // MARK: strokeStyle, border, shadow, gradient (Format §9.3, §9.4, §9.6, §9.7)

    mutating func strokeStyle(_ value: JSONValue, field: String) -> StrokeStyle? {
        guard checkAliasType(field, expected: .strokeStyle) else { return nil }
        if case .string(let name) = value {
            if let keyword = StrokeStyle.Keyword(rawValue: name) { return .keyword(keyword) }
            invalid("'\(name)' is not a stroke style\(didYouMean(name, Set(StrokeStyle.Keyword.allCases.map(\.rawValue))))")
            return nil
        }
        guard let members = members(value, field: field, typeName: "strokeStyle", required: ["dashArray", "lineCap"], optional: []) else { return nil }
        let dashes = members["dashArray"].flatMap { dashArray($0, field: join(field, "dashArray")) }
        var cap: StrokeStyle.LineCap?
        if let raw = members["lineCap"] {
            cap = raw.stringValue.flatMap(StrokeStyle.LineCap.init(rawValue:))
            if cap == nil { invalid("'lineCap' must be round, butt or square") }
        }
        guard members.complete, let dashes, let cap else { return nil }
        return .dashes(dashArray: dashes, lineCap: cap)
    }

    private mutating func dashArray(_ value: JSONValue, field: String) -> [Dimension]? {
        guard let dashes = value.arrayValue, !dashes.isEmpty else { invalid("'dashArray' must be a non-empty array of dimensions"); return nil }
        let dimensions = dashes.enumerated().map { index, dash in dimension(dash, field: join(field, String(index))) }
        let valid = dimensions.compactMap { $0 }
        return valid.count == dimensions.count ? valid : nil
    }

    mutating func border(_ value: JSONValue, field: String) -> Border? {
        guard checkAliasType(field, expected: .border) else { return nil }
        guard let members = members(value, field: field, typeName: "border", required: ["color", "width", "style"], optional: []) else { return nil }
        let color = members["color"].flatMap { self.color($0, field: join(field, "color")) }
        let width = members["width"].flatMap { dimension($0, field: join(field, "width")) }
        let style = members["style"].flatMap { strokeStyle($0, field: join(field, "style")) }
        guard members.complete, let color, let width, let style else { return nil }
        return Border(color: color, width: width, style: style)
    }

    mutating func shadows(_ value: JSONValue, field: String) -> [Shadow]? {
        guard checkAliasType(field, expected: .shadow) else { return nil }
        if case .array(let layers) = value {
            guard !layers.isEmpty else { invalid("a shadow array must not be empty"); return nil }
            let shadows = layers.enumerated().map { index, layer in shadow(layer, field: join(field, String(index))) }
            let valid = shadows.compactMap { $0 }
            return valid.count == shadows.count ? valid : nil
        }
        return shadow(value, field: field).map { [$0] }
    }

    private mutating func shadow(_ value: JSONValue, field: String) -> Shadow? {
        guard checkAliasType(field, expected: .shadow) else { return nil }
        guard let members = members(value, field: field, typeName: "shadow", required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"]) else { return nil }
        let color = members["color"].flatMap { self.color($0, field: join(field, "color")) }
        let x = members["offsetX"].flatMap { dimension($0, field: join(field, "offsetX")) }
        let y = members["offsetY"].flatMap { dimension($0, field: join(field, "offsetY")) }
        let blur = members["blur"].flatMap { dimension($0, field: join(field, "blur")) }
        let spread = members["spread"].flatMap { dimension($0, field: join(field, "spread")) }
        var inset: Bool? = false
        if let flag = members["inset"] {
            if case .bool(let b) = flag { inset = b } else { invalid("'inset' must be true or false"); inset = nil }
        }
        guard members.complete, let color, let x, let y, let blur, let spread, let inset else { return nil }
        return Shadow(color: color, offsetX: x, offsetY: y, blur: blur, spread: spread, inset: inset)
    }

    mutating func gradient(_ value: JSONValue, field: String) -> [GradientStop]? {
        guard checkAliasType(field, expected: .gradient) else { return nil }
        guard let stops = value.arrayValue, !stops.isEmpty else { invalid("\(label(field)) must be a non-empty array of {color, position} stops"); return nil }
        let parsed = stops.enumerated().map { index, stop in gradientStop(stop, field: join(field, String(index))) }
        let valid = parsed.compactMap { $0 }
        return valid.count == parsed.count ? valid : nil
    }

    private mutating func gradientStop(_ value: JSONValue, field: String) -> GradientStop? {
        guard let members = members(value, field: field, typeName: "gradient stop", required: ["color", "position"], optional: []) else { return nil }
        let color = members["color"].flatMap { self.color($0, field: join(field, "color")) }
        let position = members["position"].flatMap { number($0, field: join(field, "position")) }
        guard members.complete, let color, let position else { return nil }
        // Positions outside [0, 1] are clamped (Format §9.7).
        return GradientStop(color: color, position: min(1, max(0, position)))
    }

    // MARK: typography (Format §9.8)

    mutating func typography(_ value: JSONValue, field: String) -> Typography? {
        guard checkAliasType(field, expected: .typography) else { return nil }
        guard let members = members(value, field: field, typeName: "typography",
                                    required: ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"], optional: []) else { return nil }
        let family = members["fontFamily"].flatMap { fontFamily($0, field: join(field, "fontFamily")) }
        let size = members["fontSize"].flatMap { dimension($0, field: join(field, "fontSize")) }
        let weight = members["fontWeight"].flatMap { fontWeight($0, field: join(field, "fontWeight")) }
        let spacing = members["letterSpacing"].flatMap { dimension($0, field: join(field, "letterSpacing")) }
        let lineHeight = members["lineHeight"].flatMap { self.lineHeight($0, field: join(field, "lineHeight")) }
        guard members.complete, let family, let size, let weight, let spacing, let lineHeight else { return nil }
        return Typography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
    }

    private mutating func lineHeight(_ value: JSONValue, field: String) -> Typography.LineHeight? {
        if case .number(let factor) = value {
            guard checkAliasType(field, expected: .number) else { return nil }
            return .multiplier(factor)
        }
        if case .object = value {
            guard legacy("a dimension lineHeight (2025.10 makes it a number, a multiplier of fontSize)"),
                  let absolute = dimension(value, field: field) else { return nil }
            return .absolute(absolute)
        }
        invalid("'lineHeight' must be a number (a multiplier of fontSize, Format §9.8)")
        return nil
    }

    // MARK: spring (docs/tokens.md, "Extension types")

    private mutating func springFailure(_ message: String) -> Spring? {
        issues.append(ValueIssue(kind: .invalidSpring, message: message))
        return nil
    }

    mutating func spring(_ value: JSONValue, field: String) -> Spring? {
        guard checkAliasType(field, expected: .spring) else { return nil }
        guard let pairs = value.objectValue else {
            invalid("\(label(field)) must be a spring object: {duration, bounce}, {response, dampingFraction} or {mass, stiffness, damping}")
            return nil
        }
        let keys = Set(pairs.map(\.0))
        let parametrizations: [(name: String, keys: Set<String>, required: Set<String>)] = [
            ("{duration, bounce}", ["duration", "bounce"], ["duration"]),
            ("{response, dampingFraction}", ["response", "dampingFraction"], ["response", "dampingFraction"]),
            ("{mass, stiffness, damping}", ["mass", "stiffness", "damping"], ["stiffness", "damping"]),
        ]
        let matching = parametrizations.filter { !$0.keys.isDisjoint(with: keys) }
        guard matching.count == 1, let chosen = matching.first else {
            invalid("a spring needs exactly one parametrization: {duration, bounce}, {response, dampingFraction} or {mass, stiffness, damping}; found \(keys.sorted().joined(separator: ", "))")
            return nil
        }
        // Unknown and missing properties, and every bad number, are reported together.
        let unknown = keys.subtracting(chosen.keys)
        if !unknown.isEmpty { invalid("unknown spring properties \(unknown.sorted().joined(separator: ", ")) for \(chosen.name)") }
        let missing = chosen.required.subtracting(keys)
        for key in missing.sorted() { invalid("a \(chosen.name) spring needs '\(key)'") }
        var members: [String: JSONValue] = [:]
        for (key, member) in pairs { members[key] = member }
        let complete = unknown.isEmpty && missing.isEmpty
        do {
            switch chosen.name {
            case "{duration, bounce}":
                let d = seconds(members["duration"], field: join(field, "duration"))
                let b = members["bounce"] == nil ? 0 : number(members["bounce"], field: join(field, "bounce"))
                guard complete, let d, let b else { return nil }
                return try Spring(duration: d, bounce: b)
            case "{response, dampingFraction}":
                let r = seconds(members["response"], field: join(field, "response"))
                let z = number(members["dampingFraction"], field: join(field, "dampingFraction"))
                guard complete, let r, let z else { return nil }
                return try Spring(response: r, dampingRatio: z)
            default:
                let m = members["mass"] == nil ? 1 : number(members["mass"], field: join(field, "mass"))
                let k = number(members["stiffness"], field: join(field, "stiffness"))
                let c = number(members["damping"], field: join(field, "damping"))
                guard complete, let m, let k, let c else { return nil }
                return try Spring(mass: m, stiffness: k, damping: c)
            }
        } catch {
            return springFailure("invalid spring: \(error.description)")
        }
    }

    // MARK: motion (docs/tokens.md, "Extension types")

    mutating func motion(_ value: JSONValue, field: String) -> MotionTransition? {
        guard checkAliasType(field, expected: .motion) else { return nil }
        guard let members = members(value, field: field, typeName: "motion", required: ["curve"], optional: ["insertion", "removal", "prominence"]) else { return nil }
        // Every part is checked, so that all of a value's problems are reported in one run.
        let insertion = members["insertion"].map { effects($0, field: join(field, "insertion")) } ?? MotionEffects()
        let removal = members["removal"].map { effects($0, field: join(field, "removal")) } ?? MotionEffects()
        let curve = members["curve"].flatMap { self.curve($0, field: join(field, "curve")) }
        var prominence: MotionTransition.Prominence??  = .some(nil)
        if let raw = members["prominence"] {
            if let p = raw.stringValue.flatMap(MotionTransition.Prominence.init(rawValue:)) { prominence = .some(p) } else {
                invalid("'prominence' must be subtle, standard or prominent")
                prominence = nil
            }
        }
        guard members.complete, let insertion, let removal, let curve, let prominence else { return nil }
        return MotionTransition(insertion: insertion, removal: removal, curve: curve, prominence: prominence)
    }

    mutating func effects(_ value: JSONValue, field: String) -> MotionEffects? {
        guard let members = members(value, field: field, typeName: "motion effects", required: [],
                                    optional: ["opacity", "scale", "scaleX", "scaleY", "blur", "offset", "edge", "rotation"]) else { return nil }
        // Every effect is checked; any problem makes the whole value invalid.
        var valid = members.complete
        var effects = MotionEffects()
        if let raw = members["opacity"] {
            if let n = number(raw, field: join(field, "opacity")), (0...1).contains(n) { effects.opacity = n } else {
                invalid("'opacity' must be a number from 0 to 1"); valid = false
            }
        }
        for key in ["scale", "scaleX", "scaleY"] {
            guard let raw = members[key] else { continue }
            guard let n = number(raw, field: join(field, key)), n >= 0 else { invalid("'\(key)' must be a number ≥ 0"); valid = false; continue }
            switch key {
            case "scale": effects.scale = n
            case "scaleX": effects.scaleX = n
            default: effects.scaleY = n
            }
        }
        if let raw = members["blur"] {
            let blur: Double?
            if case .number(let n) = raw { blur = n } else { blur = dimension(raw, field: join(field, "blur"))?.points }
            if let blur, blur >= 0 { effects.blur = blur } else { invalid("'blur' must be a radius in points ≥ 0"); valid = false }
        }
        if let raw = members["offset"] {
            if let offset = object(raw, field: join(field, "offset"), typeName: "offset", required: [], optional: ["x", "y"]) {
                effects.offsetX = offset["x"].flatMap { number($0, field: join(field, "offset/x")) } ?? 0
                effects.offsetY = offset["y"].flatMap { number($0, field: join(field, "offset/y")) } ?? 0
            } else {
                valid = false
            }
        }
        if let raw = members["edge"] {
            if let edge = raw.stringValue.flatMap(MotionEffects.Edge.init(rawValue:)) { effects.edge = edge } else {
                invalid("'edge' must be top, bottom, leading or trailing"); valid = false
            }
        }
        if let raw = members["rotation"] {
            if let n = number(raw, field: join(field, "rotation")) { effects.rotation = n } else { valid = false }
        }
        return valid ? effects : nil
    }

    /// A motion `curve` or a spec `animation`: a spring, a DTCG transition or cubicBezier (by
    /// alias, whose type we know), or inline: `{duration, timingFunction, delay?}` is always a
    /// timed curve; other objects are springs (docs/spec-format.md, "Motion").
    mutating func curve(_ value: JSONValue, field: String) -> AnimationCurve? {
        if let aliased = aliasTypes[field] {
            switch aliased {
            case .spring: return spring(value, field: field).map(AnimationCurve.spring)
            case .transition: return transition(value, field: field).map(AnimationCurve.timed)
            case .cubicBezier:
                guard let bezier = cubicBezier(value, field: field) else { return nil }
                return timedCurve(duration: TokenValue.defaultBezierDuration, delay: 0, bezier: bezier).map(AnimationCurve.timed)
            default:
                issues.append(ValueIssue(kind: .typeMismatch, message: "'\(field)' references a \(aliased.rawValue) token where a spring, transition or cubicBezier is expected"))
                return nil
            }
        }
        if case .array = value {
            guard let bezier = cubicBezier(value, field: field) else { return nil }
            return timedCurve(duration: TokenValue.defaultBezierDuration, delay: 0, bezier: bezier).map(AnimationCurve.timed)
        }
        guard let pairs = value.objectValue else {
            invalid("'\(field)' must be a spring, a transition {duration, timingFunction, delay?} or an alias to one")
            return nil
        }
        if pairs.contains(where: { $0.0 == "timingFunction" }) {
            guard let members = members(value, field: field, typeName: "timed curve", required: ["duration", "timingFunction"], optional: ["delay"]) else { return nil }
            let duration = members["duration"].flatMap { self.duration(asDuration($0), field: join(field, "duration")) }
            let bezier = members["timingFunction"].flatMap { cubicBezier($0, field: join(field, "timingFunction")) }
            let delay = members["delay"].map { self.duration(asDuration($0), field: join(field, "delay")) } ?? 0
            guard members.complete, let duration, let bezier, let delay else { return nil }
            return timedCurve(duration: duration, delay: delay, bezier: bezier, field: field).map(AnimationCurve.timed)
        }
        return spring(value, field: field).map(AnimationCurve.spring)
    }

    /// Inline curves may give seconds as plain numbers.
    private func asDuration(_ value: JSONValue?) -> JSONValue {
        guard let value else { return .null }
        if case .number(let n) = value { return .object([("value", .number(n)), ("unit", .string("s"))]) }
        return value
    }

}

extension StringProtocol {
    var trimmingWhitespace: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}

/// Reads a DTCG color object (Color module §4) outside a token file: for command-line
/// arguments and (later) colors written inline in spec files.
public struct ColorValueReader {
    public private(set) var message = ""

    public init() {}

    public mutating func read(_ value: JSONValue, legacyFormat: Bool = true) -> Color? {
        var parser = ValueParser(legacyFormat: legacyFormat)
        let color = parser.color(value, field: "")
        message = parser.issues.filter { $0.kind != .legacy }.map(\.message).joined(separator: "; ")
        return color
    }
}

/// Reads any typed value outside a token file (spec files write springs and curves inline).
public struct TokenValueReader {
    public private(set) var messages: [String] = []

    public init() {}

    public mutating func read(_ value: JSONValue, as type: TokenType) -> TokenValue? {
        var parser = ValueParser(legacyFormat: false)
        let result = parser.parse(value, as: type)
        messages = parser.issues.map(\.message)
        return result
    }

    /// A motion curve or spec `animation`: spring, `{duration, timingFunction, delay?}` or bezier.
    public mutating func readCurve(_ value: JSONValue) -> AnimationCurve? {
        var parser = ValueParser(legacyFormat: false)
        let result = parser.curve(value, field: "")
        messages = parser.issues.map(\.message)
        return result
    }
}

extension TokenValueReader {
    /// A motion value's `insertion` or `removal` effects (docs/tokens.md, "motion"), as spec files
    /// write them inline.
    public mutating func readEffects(_ value: JSONValue) -> MotionEffects? {
        var parser = ValueParser(legacyFormat: false)
        let result = parser.effects(value, field: "")
        messages = parser.issues.map(\.message)
        return result
    }
}
