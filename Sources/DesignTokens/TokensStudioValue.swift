import ColorScience
import Foundation
import JSONSource

/// A Tokens Studio value (references already replaced by their values) turned into the DTCG
/// value of its type: math (`4px * 2`, `roundTo(…)`), `rgba(#hex, a)`, percentages, font
/// weight names, and the composite shapes (`x`/`y` shadows, typography with percent letter
/// spacing). Numbers are rounded to 4 decimals and colors follow colorjs.io, as
/// tokens-studio/sd-transforms computes them (`checkAndEvaluateMath`, `modifyColor`), so a
/// registry read here holds the values a Style Dictionary build with those transforms outputs.
public enum TokensStudioValue {
    /// Longest expression evaluated: real ones are a few references and operators; this bounds
    /// the work (and the parser's recursion) a hostile file can ask for.
    public static let maximumExpressionLength = 1024
    static let maximumNesting = 32
    /// sd-transforms' `defaultFractionDigits`.
    static let fractionDigits = 4

    public struct Failure: Error, Sendable {
        public var message: String
        /// The value is fine in Tokens Studio but DTCG has no form for it (several values, a
        /// radial gradient): left out with an info, not an error.
        public var unsupported = false
    }

    /// A number with the unit written after it (`px`, `rem`, `%`, `ms`; `""` for none).
    struct Quantity: Equatable { var value: Double; var unit: String }

    // MARK: Whole values

    /// The DTCG value of a Tokens Studio value of DTCG type `type`.
    public static func dtcg(_ value: JSONValue, type: TokenType) -> Result<JSONValue, Failure> {
        Result { try convert(value, type: type, field: "") }.mapError { $0 as? Failure ?? Failure(message: "\($0)") }
    }

    static func convert(_ value: JSONValue, type: TokenType, field: String) throws -> JSONValue {
        switch type {
        case .color: return ValueEncoding.dtcg(try color(value))
        // sd-transforms passes `em` through as written.
        case .dimension: return dimension(try quantity(value, allowed: ["px", "rem", "em", ""]))
        case .number:
            let q = try quantity(value, allowed: ["", "%"])
            return .number(q.unit == "%" ? rounded(q.value / 100) : q.value)
        case .fontWeight: return try fontWeight(value)
        case .fontFamily:
            if case .array = value { return value }
            guard case .string(let name) = value, !name.isEmpty else { throw Failure(message: "a font family must be a name") }
            // Tokens Studio writes a CSS font stack ("Arial Black, Suisse Int'l, sans-serif"); DTCG an array.
            let names = name.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return names.count > 1 ? .array(names.map(JSONValue.string)) : .string(name)
        case .duration:
            let q = try quantity(value, allowed: ["ms", "s", ""])
            return .object([("value", .number(q.value)), ("unit", .string(q.unit.isEmpty ? "ms" : q.unit))])
        case .typography: return try typography(value)
        case .shadow:
            if case .array(let items) = value { return .array(try items.map(shadow)) }
            return try shadow(value)
        case .border: return try border(value)
        case .gradient: return try gradient(value)
        default:
            // cubicBezier, strokeStyle, …: Tokens Studio writes them as DTCG does.
            return value
        }
    }

    static func dimension(_ q: Quantity) -> JSONValue {
        .object([("value", .number(q.value)), ("unit", .string(q.unit.isEmpty ? "px" : q.unit))])
    }

    /// A number with a unit: a JSON number, a DTCG dimension or duration object (what a
    /// reference to a converted token is), or text to evaluate.
    static func quantity(_ value: JSONValue, allowed: Set<String>) throws -> Quantity {
        let q: Quantity
        switch value {
        case .number(let n): q = Quantity(value: n, unit: "")
        case .string(let text): q = try evaluate(text)
        case .object:
            guard let n = value["value"]?.numberValue, let unit = value["unit"]?.stringValue else {
                throw Failure(message: "expected a number, found an object")
            }
            q = Quantity(value: n, unit: unit)
        default: throw Failure(message: "expected a number")
        }
        guard allowed.contains(q.unit) else {
            throw Failure(message: "unit '\(q.unit.isEmpty ? "none" : q.unit)' has no DTCG equivalent here (\(allowed.filter { !$0.isEmpty }.sorted().joined(separator: ", ")))", unsupported: true)
        }
        return q
    }

    static func fontWeight(_ value: JSONValue) throws -> JSONValue {
        if case .number = value { return value }
        guard case .string(let text) = value else { throw Failure(message: "a font weight must be a number or a name") }
        if let q = try? evaluate(text), q.unit.isEmpty { return .number(q.value) }
        // Figma style names: "Semi Bold", "ExtraBold Italic".
        let key = text.lowercased().replacingOccurrences(of: "italic", with: "").filter { $0.isLetter }
        let weights: [String: Double] = [
            "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400, "regular": 400,
            "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800,
            "black": 900, "heavy": 900, "": 400,
        ]
        guard let weight = weights[key] else { throw Failure(message: "'\(text)' is not a font weight name") }
        return .number(weight)
    }

    static func typography(_ value: JSONValue) throws -> JSONValue {
        guard case .object = value else { throw Failure(message: "a typography value must be an object") }
        guard let family = value["fontFamily"], let size = value["fontSize"], let weight = value["fontWeight"] else {
            throw Failure(message: "a typography value without fontFamily, fontSize and fontWeight has no DTCG equivalent", unsupported: true)
        }
        let fontSize = try quantity(size, allowed: ["px", "rem", ""])
        var lineHeight: Double = 1.2
        if let raw = value["lineHeight"] {
            if case .string(let text) = raw, ["auto", "normal"].contains(text.lowercased()) {
                lineHeight = 1.2  // Figma's and CSS's "normal" is about 1.2
            } else {
                let q = try quantity(raw, allowed: ["", "%", "px"])
                lineHeight = q.unit == "%" ? q.value / 100 : q.unit == "px" ? q.value / max(fontSize.value, 1) : q.value
            }
        }
        var letterSpacing = Quantity(value: 0, unit: "px")
        if let raw = value["letterSpacing"] {
            // Percent and em are of the font size (sd-transforms writes 150% as 1.5em).
            let q = try quantity(raw, allowed: ["", "px", "rem", "em", "%"])
            let factor = q.unit == "%" ? 0.01 : q.unit == "em" ? 1 : nil
            letterSpacing = factor.map { Quantity(value: rounded(fontSize.value * q.value * $0), unit: fontSize.unit) } ?? q
        }
        return .object([
            ("fontFamily", try convert(family, type: .fontFamily, field: "fontFamily")),
            ("fontSize", dimension(fontSize)),
            ("fontWeight", try fontWeight(weight)),
            ("letterSpacing", dimension(letterSpacing)),
            ("lineHeight", .number(rounded(lineHeight))),
        ])
    }

    static func shadow(_ value: JSONValue) throws -> JSONValue {
        guard case .object = value else { throw Failure(message: "a shadow must be an object") }
        func member(_ names: [String]) -> JSONValue { names.lazy.compactMap { value[$0] }.first ?? .number(0) }
        var pairs: [(String, JSONValue)] = [
            ("color", ValueEncoding.dtcg(try color(value["color"] ?? .string("#000000")))),
            ("offsetX", dimension(try quantity(member(["offsetX", "x"]), allowed: ["px", "rem", ""]))),
            ("offsetY", dimension(try quantity(member(["offsetY", "y"]), allowed: ["px", "rem", ""]))),
            ("blur", dimension(try quantity(member(["blur"]), allowed: ["px", "rem", ""]))),
            ("spread", dimension(try quantity(member(["spread"]), allowed: ["px", "rem", ""]))),
        ]
        if value["type"]?.stringValue == "innerShadow" || value["inset"] == .bool(true) { pairs.append(("inset", .bool(true))) }
        return .object(pairs)
    }

    static func border(_ value: JSONValue) throws -> JSONValue {
        guard case .object = value, let color = value["color"], let width = value["width"] else {
            throw Failure(message: "a border needs color and width")
        }
        return .object([
            ("color", ValueEncoding.dtcg(try self.color(color))),
            ("width", dimension(try quantity(width, allowed: ["px", "rem", ""]))),
            ("style", value["style"] ?? .string("solid")),
        ])
    }

    /// A CSS `linear-gradient()` as DTCG gradient stops (Format §9.7). DTCG gradients have no
    /// direction, so the angle is not kept; stops without a position are spread as CSS spreads
    /// them. Other gradient functions and positions not in percent have no DTCG form.
    static func gradient(_ value: JSONValue) throws -> JSONValue {
        if case .array = value { return value }
        guard case .string(let raw) = value else { throw Failure(message: "a gradient must be a CSS linear-gradient() or an array of stops") }
        let text = raw.trimmingCharacters(in: .whitespaces)
        let function = "linear-gradient("
        guard text.lowercased().hasPrefix(function), text.hasSuffix(")") else {
            throw Failure(message: "only a CSS linear-gradient() has a DTCG gradient form", unsupported: true)
        }
        var arguments = topLevel(String(text.dropFirst(function.count).dropLast()), separatedBy: ",")
        if let first = arguments.first, first.hasPrefix("to ") || first.lowercased().hasSuffix("deg") || first.lowercased().hasSuffix("turn") {
            arguments.removeFirst()
        }
        guard arguments.count >= 2 else { throw Failure(message: "a linear-gradient() needs two color stops") }
        var colors: [Color] = []
        var positions: [Double?] = []
        for argument in arguments {
            var parts = topLevel(argument, separatedBy: " ")
            var position: Double?
            if parts.count > 1, let last = parts.last, last.hasSuffix("%") {
                position = try evaluate(last).value / 100
                parts.removeLast()
            }
            guard parts.count == 1 || parts.last.map(isLength) != true else {
                throw Failure(message: "the stop '\(argument)' has a position not in percent, which DTCG gradients have no form for", unsupported: true)
            }
            colors.append(try color(.string(parts.joined(separator: " "))))
            positions.append(position)
        }
        // CSS: a missing first or last position is 0 % or 100 %; runs between are spread evenly.
        if positions[0] == nil { positions[0] = 0 }
        if positions[positions.count - 1] == nil { positions[positions.count - 1] = 1 }
        var start = 0
        for index in 1..<positions.count where positions[index] != nil {
            let from = positions[start] ?? 0, to = positions[index] ?? 0
            for gap in (start + 1)..<max(start + 1, index) {
                positions[gap] = from + (to - from) * Double(gap - start) / Double(index - start)
            }
            start = index
        }
        return .array(zip(colors, positions).map { color, position in
            .object([("color", ValueEncoding.dtcg(color)), ("position", .number(rounded(min(1, max(0, position ?? 0)))))])
        })
    }

    /// Whether a stop's part is a position (`10px`), not a color.
    private static func isLength(_ text: String) -> Bool {
        text.first.map { $0.isNumber || $0 == "-" || $0 == "." } == true
    }

    /// `text` split at `separator` outside parentheses, the parts trimmed, empty ones dropped.
    static func topLevel(_ text: String, separatedBy separator: Character) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
            if character == separator, depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    // MARK: Colors

    /// `#hex`, `rgb(…)`/`rgba(…)` with numbers or a hex color and an alpha, or a DTCG color
    /// object (a reference to a converted token).
    static func color(_ value: JSONValue) throws -> Color {
        if case .object = value, let space = value["colorSpace"]?.stringValue.flatMap(ColorSpace.init(rawValue:)),
           case .array(let items)? = value["components"] {
            return Color(space: space, components: items.map(\.numberValue), alpha: value["alpha"]?.numberValue ?? 1)
        }
        guard case .string(let raw) = value else { throw Failure(message: "a color must be a string") }
        let text = raw.trimmingCharacters(in: .whitespaces)
        if let color = Color(hex: text) { return color }
        let lowered = text.lowercased()
        if lowered == "transparent" { return Color.srgb(0, 0, 0, alpha: 0) }
        for function in ["rgba(", "rgb("] where lowered.hasPrefix(function) && lowered.hasSuffix(")") {
            let arguments = text.dropFirst(function.count).dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            func alpha(_ text: String) throws -> Double {
                let q = try evaluate(text)
                return q.unit == "%" ? q.value / 100 : q.value
            }
            if arguments.count == 2, var color = Color(hex: arguments[0]) {
                color.alpha = try alpha(arguments[1])
                return color
            }
            if arguments.count == 3 || arguments.count == 4 {
                let channels = try arguments.prefix(3).map { text -> Double in
                    let q = try evaluate(text)
                    return q.unit == "%" ? q.value / 100 : q.value / 255
                }
                return Color.srgb(channels[0], channels[1], channels[2], alpha: arguments.count == 4 ? try alpha(arguments[3]) : 1)
            }
        }
        if lowered.contains("gradient(") { throw Failure(message: "a CSS gradient string has no DTCG color equivalent", unsupported: true) }
        throw Failure(message: "'\(text)' is not a color tokenlint reads (hex, rgb(), rgba())")
    }

    /// Applies `$extensions["studio.tokens"].modify` (references replaced) as sd-transforms'
    /// `modifyColor` does: lighten/darken move each channel (or the lightness) towards white or
    /// black by the amount, in the modifier's space; alpha sets the alpha; mix interpolates
    /// towards `color`, its result rounded to 5 significant digits as colorjs.io prints it.
    public static func modify(_ base: JSONValue, with modifier: JSONValue) -> Result<JSONValue, Failure> {
        Result {
            guard case .object = modifier, let kind = modifier["type"]?.stringValue else {
                throw Failure(message: "a color modifier needs a type (lighten, darken, alpha, mix)")
            }
            let amountValue = modifier["value"] ?? .number(0)
            let amount = rounded(try quantity(amountValue, allowed: [""]).value)
            let spaceName = modifier["space"]?.stringValue ?? "srgb"
            let spaces: [String: ColorSpace] = ["srgb": .srgb, "hsl": .hsl, "lch": .lch, "p3": .displayP3]
            guard let space = spaces[spaceName] else { throw Failure(message: "color space '\(spaceName)' is not one of srgb, hsl, lch, p3") }
            let color = try self.color(base)
            var result: Color
            switch kind {
            case "lighten", "darken": result = lightenOrDarken(color, in: space, by: amount, lighten: kind == "lighten")
            case "alpha":
                result = color
                result.alpha = min(1, max(0, amount))
            case "mix":
                let other = try self.color(modifier["color"] ?? .string(""))
                result = mix(color, other, by: min(1, max(0, amount)), in: space)
            default: throw Failure(message: "color modifier type '\(kind)' is not one of lighten, darken, alpha, mix")
            }
            return ValueEncoding.dtcg(result.converted(to: space))
        }.mapError { $0 as? Failure ?? Failure(message: "\($0)") }
    }

    static func lightenOrDarken(_ color: Color, in space: ColorSpace, by amount: Double, lighten: Bool) -> Color {
        var c = color.converted(to: space)
        var v = c.components.map { $0 ?? 0 }
        while v.count < 3 { v.append(0) }
        switch space {
        case .lch:
            v[1] = max(0, v[1] - amount * v[1])
            v[0] = lighten ? min(100, v[0] + (100 - v[0]) * amount) : max(0, v[0] - v[0] * amount)
        case .hsl:
            v[2] = lighten ? min(100, v[2] + (100 - v[2]) * amount) : max(0, v[2] - v[2] * amount)
        default:
            v = v.map { lighten ? min(1, $0 + amount * (1 - $0)) : max(0, $0 - amount * $0) }
        }
        c.components = v
        return c
    }

    static func mix(_ a: Color, _ b: Color, by amount: Double, in space: ColorSpace) -> Color {
        let x = a.converted(to: space), y = b.converted(to: space)
        var components: [Double?] = []
        for index in 0..<3 {
            var p = x.components.indices.contains(index) ? x.components[index] : nil
            var q = y.components.indices.contains(index) ? y.components[index] : nil
            let isHue = (space == .hsl && index == 0) || (space == .lch && index == 2)
            if p == nil { p = q }
            if q == nil { q = p }
            guard var from = p, var to = q else { components.append(nil); continue }
            if isHue {
                // The shorter arc, as CSS Color 4 interpolates hues by default.
                if to - from > 180 { from += 360 } else if to - from < -180 { to += 360 }
                components.append(significant((from + (to - from) * amount).truncatingRemainder(dividingBy: 360), space: space, index: index))
            } else {
                components.append(significant(from + (to - from) * amount, space: space, index: index))
            }
        }
        return Color(space: space, components: components, alpha: a.alpha + (b.alpha - a.alpha) * amount)
    }

    /// colorjs.io prints sRGB-family channels as percentages with 5 significant digits.
    static func significant(_ value: Double, space: ColorSpace, index: Int) -> Double {
        let scale = space == .srgb || space == .displayP3 ? 100.0 : 1.0
        let shown = value * scale
        guard shown != 0, shown.isFinite else { return value }
        let digits = 5 - Int((log10(abs(shown))).rounded(.down)) - 1
        let factor = pow(10, Double(digits))
        return (shown * factor).rounded() / factor / scale
    }

    // MARK: Math

    static func rounded(_ value: Double) -> Double {
        let factor = pow(10, Double(fractionDigits))
        return (value * factor).rounded() / factor
    }

    /// Evaluates `4px * 2`, `(0.5 + 6 * 0.04)`, `roundTo(16 / 3, 2)`, `-5%`: one number with at
    /// most one unit (`px` beside another unit takes the other, as sd-transforms treats px as a
    /// plain number), rounded to 4 decimals.
    static func evaluate(_ text: String) throws -> Quantity {
        guard text.utf8.count <= maximumExpressionLength else {
            throw Failure(message: "the expression is longer than \(maximumExpressionLength) characters")
        }
        var parser = MathParser(text: Array(text.utf8))
        let result = try parser.parse()
        return Quantity(value: rounded(result.value), unit: result.unit)
    }

    struct MathParser {
        let text: [UInt8]
        var index = 0
        var depth = 0

        mutating func parse() throws -> Quantity {
            let value = try expression()
            skipSpaces()
            guard index == text.count else {
                let rest = String(decoding: text[index...], as: UTF8.self)
                if index > 0, rest.first.map({ $0.isNumber || $0 == "#" || $0 == "-" }) == true {
                    throw Failure(message: "several values ('\(String(decoding: text, as: UTF8.self))') have no DTCG equivalent", unsupported: true)
                }
                throw Failure(message: "cannot evaluate '\(String(decoding: text, as: UTF8.self))' (at '\(rest)')")
            }
            return value
        }

        mutating func skipSpaces() { while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 } }

        mutating func peek() -> UInt8? {
            skipSpaces()
            return index < text.count ? text[index] : nil
        }

        static func combine(_ a: Quantity, _ b: Quantity, _ value: Double) throws -> Quantity {
            let units = Set([a.unit, b.unit]).subtracting(["", "px"])
            guard units.count <= 1 else { throw Failure(message: "cannot combine units \(a.unit) and \(b.unit)") }
            return Quantity(value: value, unit: units.first ?? (a.unit == "px" || b.unit == "px" ? "px" : ""))
        }

        mutating func expression() throws -> Quantity {
            var left = try term()
            while let op = peek(), op == UInt8(ascii: "+") || op == UInt8(ascii: "-") {
                index += 1
                let right = try term()
                left = try Self.combine(left, right, op == UInt8(ascii: "+") ? left.value + right.value : left.value - right.value)
            }
            return left
        }

        mutating func term() throws -> Quantity {
            var left = try unary()
            while let op = peek(), op == UInt8(ascii: "*") || op == UInt8(ascii: "/") {
                index += 1
                let right = try unary()
                if op == UInt8(ascii: "/"), right.value == 0 { throw Failure(message: "division by zero") }
                left = try Self.combine(left, right, op == UInt8(ascii: "*") ? left.value * right.value : left.value / right.value)
            }
            return left
        }

        mutating func unary() throws -> Quantity {
            if peek() == UInt8(ascii: "-") {
                index += 1
                var value = try unary()
                value.value = -value.value
                return value
            }
            if peek() == UInt8(ascii: "+") { index += 1 }
            return try primary()
        }

        mutating func primary() throws -> Quantity {
            guard let byte = peek() else { throw Failure(message: "the expression ends too early") }
            depth += 1
            defer { depth -= 1 }
            guard depth <= TokensStudioValue.maximumNesting else { throw Failure(message: "the expression nests deeper than \(TokensStudioValue.maximumNesting)") }
            if byte == UInt8(ascii: "(") {
                index += 1
                let value = try expression()
                guard peek() == UInt8(ascii: ")") else { throw Failure(message: "a '(' is not closed") }
                index += 1
                return value
            }
            if isLetter(byte) {
                let start = index
                while index < text.count, isLetter(text[index]) { index += 1 }
                let name = String(decoding: text[start..<index], as: UTF8.self)
                guard peek() == UInt8(ascii: "(") else { throw Failure(message: "'\(name)' is not a number") }
                index += 1
                var arguments: [Quantity] = []
                if peek() != UInt8(ascii: ")") {
                    arguments.append(try expression())
                    while peek() == UInt8(ascii: ",") {
                        index += 1
                        arguments.append(try expression())
                    }
                }
                guard peek() == UInt8(ascii: ")") else { throw Failure(message: "\(name)( is not closed") }
                index += 1
                return try call(name, arguments)
            }
            let start = index
            while index < text.count, isDigit(text[index]) || text[index] == UInt8(ascii: ".") { index += 1 }
            guard index > start, let number = Double(String(decoding: text[start..<index], as: UTF8.self)) else {
                throw Failure(message: "cannot evaluate '\(String(decoding: text, as: UTF8.self))'")
            }
            let unitStart = index
            while index < text.count, isLetter(text[index]) || text[index] == UInt8(ascii: "%") { index += 1 }
            let unit = String(decoding: text[unitStart..<index], as: UTF8.self).lowercased()
            guard ["", "px", "rem", "em", "%", "ms", "s", "deg"].contains(unit) else { throw Failure(message: "unknown unit '\(unit)'") }
            return Quantity(value: number, unit: unit)
        }

        func call(_ name: String, _ arguments: [Quantity]) throws -> Quantity {
            guard let first = arguments.first else { throw Failure(message: "\(name)() needs an argument") }
            func apply(_ f: (Double) -> Double) -> Quantity { Quantity(value: f(first.value), unit: first.unit) }
            switch name {
            case "roundTo":
                let digits = arguments.count > 1 ? min(max(arguments[1].value.rounded(), 0), 15) : 0
                let factor = pow(10, digits)
                return apply { ($0 * factor).rounded(.toNearestOrAwayFromZero) / factor }
            case "round": return apply { $0.rounded(.toNearestOrAwayFromZero) }
            case "floor": return apply { $0.rounded(.down) }
            case "ceil": return apply { $0.rounded(.up) }
            case "abs": return apply { abs($0) }
            case "sqrt": return apply { $0.squareRoot() }
            case "min": return arguments.min { $0.value < $1.value } ?? first
            case "max": return arguments.max { $0.value < $1.value } ?? first
            default: throw Failure(message: "unknown function \(name)()")
            }
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    }
}
