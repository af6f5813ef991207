import ColorScience
import DesignTokens
import Motion

/// `SpecDocument` → spec YAML text (docs/spec-format.md, version 1), for `tokenlint import`.
///
/// Contract: `SpecParser.parse(write(document))` gives back a document equal to `document` apart
/// from source locations. So every value is written in a form the decoder reads back to the same
/// number: colors as hex only when the hex reads back to the same components (else a DTCG color
/// object), springs as `{response, dampingFraction}` (the model's canonical form), numbers in
/// Swift's shortest round-trip digits, and every string that a YAML resolver could take for
/// something else (a number, `yes`, `null`, a comment, a flow mapping) double-quoted.
public enum SpecWriter {
    public struct Options: Sendable {
        /// The `yaml-language-server` schema comment's path (relative to the spec file); nil
        /// leaves the comment out.
        public var schemaPath: String?
        /// Comment lines written after the schema comment (without `# `).
        public var comments: [String]

        public init(schemaPath: String? = nil, comments: [String] = []) {
            self.schemaPath = schemaPath
            self.comments = comments
        }
    }

    public static func write(_ document: SpecDocument, options: Options = Options()) -> String {
        var out = YAMLOutput()
        if let schemaPath = options.schemaPath { out.line("# yaml-language-server: $schema=\(schemaPath)") }
        for comment in options.comments { out.line("# " + comment.filter { !$0.isNewline }) }
        out.line("tokenlint: \(document.version > 0 ? document.version : 1)")
        if !document.name.isEmpty { out.line("name: \(YAMLScalar.string(document.name))") }
        if let platform = document.platform { out.line("platform: \(platform.rawValue)") }
        if let canvas = document.canvas { out.line("canvas: \(color(canvas.spec))") }
        // No components is not a valid spec; `[]` says so plainly (the parser reports it).
        out.line(document.components.isEmpty ? "components: []" : "components:")
        for component in document.components { write(component, indent: 2, into: &out) }
        return out.text
    }

    // MARK: Components

    private static func write(_ component: SpecComponent, indent: Int, into out: inout YAMLOutput) {
        var fields: [(String, String)] = [("id", YAMLScalar.string(component.id)), ("role", component.role.rawValue)]
        func add(_ key: String, _ value: String?) { if let value { fields.append((key, value)) } }
        func flag(_ key: String, _ value: Bool) { if value { fields.append((key, "true")) } }

        if component.interactive != component.role.isInteractiveByDefault { add("interactive", component.interactive ? "true" : "false") }
        flag("repeated", component.repeated)
        add("frame", component.frame.map { size($0.value, heightKeys: true) })
        add("hitArea", component.hitArea.map { size($0.value, heightKeys: false) })
        add("padding", component.padding.map { padding($0.value) })
        add("background", component.background.map { color($0.spec) })
        add("foreground", component.foreground.map { color($0.spec) })
        add("border", component.border.map { border($0.value) })
        if component.opacity != 1 { add("opacity", YAMLScalar.number(component.opacity)) }
        add("font", component.font.map { font($0.value) })
        add("lineLimit", component.lineLimit.map(String.init))
        add("text", component.text.map(YAMLScalar.string))
        flag("decorative", component.decorative)
        flag("disabled", component.disabled)
        flag("system", component.system)
        flag("logo", component.logo)
        flag("inline", component.inline)
        flag("essential", component.essential)
        add("backdrop", component.backdrop.map { backdrop($0.value) })
        add("transition", component.transition.map { motion($0.value) })
        add("animation", component.animation.map { curve($0.value) })
        add("updatesPerSecond", component.updatesPerSecond.map { YAMLScalar.number($0.value) })
        add("flashesPerSecond", component.flashesPerSecond.map { YAMLScalar.number($0.value) })
        add("autoplay", component.autoplay.map { autoplay($0.value) })
        add("navigation", component.navigation?.value.rawValue)
        add("origin", component.origin.map(YAMLScalar.string))

        let pad = String(repeating: " ", count: indent)
        for (index, (key, value)) in fields.enumerated() {
            out.line(pad + (index == 0 ? "- " : "  ") + key + ": " + value)
        }
        if !component.ignore.isEmpty {
            out.line(pad + "  ignore:")
            for entry in component.ignore {
                var members = [("rule", YAMLScalar.string(entry.rule))]
                if let reason = entry.reason { members.append(("reason", YAMLScalar.string(reason))) }
                out.line(pad + "    - " + flow(members))
            }
        }
        if !component.children.isEmpty {
            out.line(pad + "  children:")
            for child in component.children { write(child, indent: indent + 4, into: &out) }
        }
    }

    // MARK: Values

    /// `{key: value, …}`; values are already YAML.
    private static func flow(_ members: [(String, String)]) -> String {
        "{" + members.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func size(_ size: SpecSize, heightKeys: Bool) -> String {
        var members: [(String, String)] = []
        if let width = size.width { members.append(("width", YAMLScalar.number(width))) }
        if let height = size.height { members.append(("height", YAMLScalar.number(height))) }
        // A hit area has no minHeight in the format (it is the touch region, not a growing box).
        if heightKeys, let minHeight = size.minHeight { members.append(("minHeight", YAMLScalar.number(minHeight))) }
        return flow(members)
    }

    private static func padding(_ insets: EdgeInsets) -> String {
        if insets.top == insets.bottom, insets.top == insets.leading, insets.top == insets.trailing {
            return YAMLScalar.number(insets.top)
        }
        return flow([("top", insets.top), ("bottom", insets.bottom), ("leading", insets.leading), ("trailing", insets.trailing)]
            .map { ($0.0, YAMLScalar.number($0.1)) })
    }

    private static func border(_ border: BorderSpec) -> String {
        var members: [(String, String)] = []
        if let color = border.color { members.append(("color", self.color(color.spec))) }
        if let width = border.width { members.append(("width", YAMLScalar.number(width))) }
        return flow(members)
    }

    private static func backdrop(_ backdrop: Backdrop) -> String {
        switch backdrop {
        case .unknown: "unknown"
        case .color(let reference): color(reference.spec)
        }
    }

    private static func autoplay(_ autoplay: Autoplay) -> String {
        var members: [(String, String)] = []
        if let duration = autoplay.duration { members.append(("duration", YAMLScalar.number(duration))) }
        members.append(("loops", autoplay.loops.map { $0 ? "true" : "false" } ?? "unknown"))
        members.append(("pausable", autoplay.pausable ? "true" : "false"))
        return flow(members)
    }

    static func reference(_ path: String) -> String {
        YAMLScalar.quoted("{" + path + "}")
    }

    // MARK: Colors

    /// A color as a spec writes it: a quoted reference, a quoted hex, or a flow mapping.
    public static func color(_ spec: ColorSpec) -> String {
        switch spec {
        case .token(let path): reference(path)
        case .literal(let color): literal(color)
        case .withOpacity(let inner, let opacity): flow([("color", self.color(inner)), ("opacity", YAMLScalar.number(opacity))])
        // A spec has no per-appearance literal: the light value stands for it.
        case .appearances(let colors): self.color(.literal(colors.light))
        }
    }

    /// Hex when it reads back to exactly these components (n/255 channels), else a DTCG color
    /// object, so no precision is lost (a Figma channel such as 0.2 is not a whole n/255).
    private static func literal(_ color: Color) -> String {
        if let hex = hex(color) { return YAMLScalar.quoted(hex) }
        let components = color.components.map { $0.map(YAMLScalar.number) ?? "none" }
        var members = [("colorSpace", color.space.rawValue), ("components", "[" + components.joined(separator: ", ") + "]")]
        if color.alpha != 1 { members.append(("alpha", YAMLScalar.number(color.alpha))) }
        return flow(members)
    }

    static func hex(_ color: Color) -> String? {
        guard color.space == .srgb, color.components.count == 3 else { return nil }
        var bytes: [Int] = []
        for value in color.components + [color.alpha] {
            guard let value, value >= 0, value <= 1 else { return nil }
            let byte = (value * 255).rounded()
            guard byte / 255 == value else { return nil }
            bytes.append(Int(byte))
        }
        if bytes[3] == 255 { bytes.removeLast() }
        let digits = Array("0123456789ABCDEF")
        return "#" + String(bytes.flatMap { [digits[$0 / 16], digits[$0 % 16]] })
    }

    // MARK: Typography

    private static func font(_ font: FontSpec) -> String {
        switch font {
        case .token(let path): return reference(path)
        case .inline(let inline):
            var members: [(String, String)] = []
            if let size = inline.size { members.append(("size", YAMLScalar.number(size))) }
            if let weight = inline.weight { members.append(("weight", YAMLScalar.number(weight))) }
            if let lineHeight = inline.lineHeight { members.append(("lineHeight", self.lineHeight(lineHeight, size: inline.size))) }
            if let textStyle = inline.textStyle { members.append(("textStyle", YAMLScalar.string(textStyle))) }
            return flow(members)
        }
    }

    /// The format reads a line height below 4 as a multiplier of the size: a height in points
    /// that small is written as that multiplier (exact when the division is).
    private static func lineHeight(_ points: Double, size: Double?) -> String {
        guard points < 4, let size, size > 0 else { return YAMLScalar.number(points) }
        return YAMLScalar.number(points / size)
    }

    // MARK: Motion

    private static func motion(_ spec: MotionSpec) -> String {
        switch spec {
        case .none: return "none"
        case .token(let path): return reference(path)
        case .inline(let motion):
            var members: [(String, String)] = []
            if motion.insertion != MotionEffects() { members.append(("insertion", effects(motion.insertion))) }
            if motion.removal != MotionEffects() { members.append(("removal", effects(motion.removal))) }
            members.append(("curve", curve(motion.curve)))
            if let prominence = motion.prominence { members.append(("prominence", prominence.rawValue)) }
            return flow(members)
        }
    }

    private static func effects(_ effects: MotionEffects) -> String {
        var members: [(String, String)] = []
        func add(_ key: String, _ value: Double?) { if let value { members.append((key, YAMLScalar.number(value))) } }
        add("opacity", effects.opacity)
        add("scale", effects.scale)
        add("scaleX", effects.scaleX)
        add("scaleY", effects.scaleY)
        add("blur", effects.blur)
        if effects.offsetX != nil || effects.offsetY != nil {
            members.append(("offset", flow([("x", YAMLScalar.number(effects.offsetX ?? 0)), ("y", YAMLScalar.number(effects.offsetY ?? 0))])))
        }
        if let edge = effects.edge { members.append(("edge", edge.rawValue)) }
        add("rotation", effects.rotation)
        return flow(members)
    }

    private static func curve(_ spec: CurveSpec) -> String {
        switch spec {
        case .none: return "none"
        case .token(let path): return reference(path)
        case .inline(.spring(let spring)):
            return flow([("response", YAMLScalar.number(spring.response)), ("dampingFraction", YAMLScalar.number(spring.dampingRatio))])
        case .inline(.timed(let timed)):
            let bezier = timed.timingFunction
            var members = [
                ("duration", YAMLScalar.number(timed.duration)),
                ("timingFunction", "[" + [bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(YAMLScalar.number).joined(separator: ", ") + "]"),
            ]
            if timed.delay != 0 { members.append(("delay", YAMLScalar.number(timed.delay))) }
            return flow(members)
        }
    }
}

/// Lines of YAML text.
private struct YAMLOutput {
    private(set) var text = ""

    mutating func line(_ line: String) {
        text += line
        text += "\n"
    }
}

/// YAML scalars that every YAML 1.1 and 1.2 reader (Yams, the fast reader) resolves to the
/// value written.
enum YAMLScalar {
    /// Words a YAML 1.1 or 1.2 resolver reads as booleans or null, in any case.
    private static let reservedWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "none"]

    /// Plain when it is an identifier-like word no resolver reads as anything but a string
    /// (`add-to-plan`, `Settings`), double-quoted otherwise.
    static func string(_ text: String) -> String {
        isPlainSafe(text) ? text : quoted(text)
    }

    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        guard text.utf8.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") })
        else { return false }
        // `none` is a string to YAML but a keyword to the spec format (no animation).
        return !reservedWords.contains(text.lowercased())
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// A double-quoted scalar: `\` and `"` escaped, and every character that is not printable
    /// to YAML (C0 and C1 controls, DEL, the line and paragraph separators, the byte order mark,
    /// noncharacters) as an escape, so nothing is folded, trimmed or rejected.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                let value = scalar.value
                let printable = (0x20...0x7E).contains(value)
                    || ((0xA0...0xD7FF).contains(value) && value != 0x2028 && value != 0x2029)
                    || ((0xE000...0xFFFD).contains(value) && value != 0xFEFF)
                    || (0x10000...0x10FFFF).contains(value)
                if printable {
                    out.unicodeScalars.append(scalar)
                } else if value <= 0xFF {
                    out += "\\x" + hex(value, digits: 2)
                } else if value <= 0xFFFF {
                    out += "\\u" + hex(value, digits: 4)
                } else {
                    out += "\\U" + hex(value, digits: 8)
                }
            }
        }
        return out + "\""
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// Whole numbers as integers; others in the shortest digits that read back to the same
    /// Double, with a `.` in the mantissa and a signed exponent (`1.0e-05`), the form YAML 1.1's
    /// float pattern requires too.
    static func number(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        let text = "\(value)"
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
        var mantissa = String(text[..<e])
        var exponent = String(text[text.index(after: e)...])
        if !mantissa.contains(".") { mantissa += ".0" }
        if !exponent.hasPrefix("-"), !exponent.hasPrefix("+") { exponent = "+" + exponent }
        return mantissa + "e" + exponent
    }
}
