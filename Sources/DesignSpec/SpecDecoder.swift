import ColorScience
import DesignTokens
import Diagnostics
import JSONSource
import Motion

/// `JSONNode` → `SpecDocument` (docs/spec-format.md, version 1).
///
/// Every problem is a `spec/invalid` error at the offending key or value: an unknown key, at any
/// depth, is reported at the key with a did-you-mean and left out (docs/spec-format.md, "Errors":
/// a typo such as `foregound:` must fail the run, as it does in `.tokenlint.yml`); wrong types
/// and values out of range drop the field; a component without a usable `id` or `role` is left
/// out (with its children). Decoding always goes on to the end, so one pass reports everything.
struct SpecDecoder {
    let file: String
    /// Values already reported while reading the syntax (non-finite YAML numbers, now null).
    let alreadyReported: Set<SourcePosition>
    private(set) var findings: [Finding] = []
    /// First position of every id seen, for duplicate detection.
    private var ids: [String: SourcePosition] = [:]
    /// The id of the component being decoded, attached to its findings.
    private var currentComponent: String?

    init(file: String, alreadyReported: Set<SourcePosition>) {
        self.file = file
        self.alreadyReported = alreadyReported
    }

    static let topLevelKeys = ["tokenlint", "name", "platform", "canvas", "components"]
    static let componentKeys = [
        "id", "role", "interactive", "repeated", "frame", "hitArea", "padding", "background", "foreground", "border",
        "opacity", "font", "lineLimit", "text", "decorative", "disabled", "system", "logo", "inline", "essential",
        "backdrop", "transition", "animation", "updatesPerSecond", "flashesPerSecond", "autoplay", "navigation", "ignore",
        "children", "origin",
    ]
    static let frameKeys = ["width", "height", "minHeight"]
    static let hitAreaKeys = ["width", "height"]
    static let textStyles = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2",
    ]
    static let curveKeys = ["response", "dampingFraction", "duration", "bounce", "mass", "stiffness", "damping", "timingFunction", "delay"]
    static let effectKeys = ["opacity", "scale", "scaleX", "scaleY", "blur", "offset", "edge", "rotation"]
    /// A DTCG duration or dimension object (Format §8.5, §8.2).
    static let valueUnitKeys = ["value", "unit"]
    /// A DTCG color object (Color module §4), and the spec's `{color, opacity}`.
    static let dtcgColorKeys = ["colorSpace", "components", "alpha", "hex"]
    static let opacityColorKeys = ["color", "opacity"]

    // MARK: Findings

    private func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    private mutating func error(_ message: String, at position: SourcePosition) {
        findings.append(Finding(rule: SpecParser.invalidSpecRule, severity: .error, location: location(position),
                                message: message, component: currentComponent))
    }

    /// "'field' must be …, found …" at the value, unless the value was already reported.
    private mutating func wrongType(_ node: JSONNode, _ field: String, _ expectation: String) {
        if node.isNull, alreadyReported.contains(node.position) { return }
        error("'\(field)' must be \(expectation), found \(Self.describe(node))", at: node.position)
    }

    private static func describe(_ node: JSONNode) -> String {
        switch node.kind {
        case .string(let text): text.count <= 60 ? "the string \"\(text)\"" : "a string"
        case .number(let number): NumberText.format(number, places: 6)
        case .bool(let flag): flag ? "true" : "false"
        default: node.typeName
        }
    }

    /// Reports keys outside `allowed` as errors at the key (with a did-you-mean) and returns the
    /// object without them. `context` is only built when there is an unknown key to report.
    private mutating func known(_ object: JSONObject, allowed: [String], in context: @autoclosure () -> String) -> JSONObject {
        // Almost every object has only known keys: keep it as it is.
        guard !object.members.allSatisfy({ allowed.contains($0.key) }) else { return object }
        let context = context()
        var kept = JSONObject()
        for member in object.members {
            if allowed.contains(member.key) {
                kept.insert(member)
            } else {
                error("unknown key '\(member.key)'\(context.isEmpty ? "" : " in \(context)")\(DidYouMean.hint(for: member.key, among: allowed))",
                      at: member.keyPosition)
            }
        }
        return kept
    }

    /// `object` with each member named in `nested` whose value is a mapping checked by `known`
    /// as well (the `{value, unit}` of a duration, the `{x, y}` of an offset): the value readers
    /// that judge these report an unknown key at the value, without its position; here it is
    /// reported at the key, and the reader sees only known keys.
    private mutating func knownNested(_ object: JSONObject, _ nested: [String: [String]], in field: String) -> JSONObject {
        guard object.members.contains(where: { nested[$0.key] != nil && $0.value.objectValue != nil }) else { return object }
        var checked = JSONObject()
        for var member in object.members {
            if let allowed = nested[member.key], let raw = member.value.objectValue {
                member.value = JSONNode(.object(known(raw, allowed: allowed, in: "'\(field).\(member.key)'")), at: member.value.position)
            }
            checked.insert(member)
        }
        return checked
    }

    // MARK: Scalars

    private mutating func bool(_ node: JSONNode, _ field: String) -> Bool? {
        if let flag = node.boolValue { return flag }
        wrongType(node, field, "true or false")
        return nil
    }

    private mutating func string(_ node: JSONNode, _ field: String) -> String? {
        if let text = node.stringValue { return text }
        wrongType(node, field, "a string")
        return nil
    }

    private mutating func number(_ node: JSONNode, _ field: String, minimum: Double? = nil, maximum: Double? = nil,
                                 positive: Bool = false) -> Double? {
        let expectation: String
        switch (minimum, maximum) {
        case let (low?, high?): expectation = "a number from \(NumberText.format(low)) to \(NumberText.format(high))"
        case let (low?, nil): expectation = positive ? "a number > \(NumberText.format(low))" : "a number ≥ \(NumberText.format(low))"
        default: expectation = "a number"
        }
        guard let value = node.numberValue else {
            wrongType(node, field, expectation)
            return nil
        }
        if let minimum, value < minimum || (positive && value == minimum) {
            wrongType(node, field, expectation)
            return nil
        }
        if let maximum, value > maximum {
            wrongType(node, field, expectation)
            return nil
        }
        return value
    }

    private mutating func enumeration<E: RawRepresentable & CaseIterable>(_ node: JSONNode, _ field: String, _ type: E.Type,
                                                                          what: String) -> E? where E.RawValue == String {
        // The names are for messages only: built when there is one to write.
        guard let text = node.stringValue else {
            wrongType(node, field, "one of \(E.allCases.map(\.rawValue).joined(separator: ", "))")
            return nil
        }
        if let value = E(rawValue: text) { return value }
        let names = E.allCases.map(\.rawValue)
        let hint = DidYouMean.hint(for: text, among: names)
        error("unknown \(what) '\(text)'\(hint.isEmpty ? "; expected one of \(names.joined(separator: ", "))" : hint)", at: node.position)
        return nil
    }

    /// `"{group.token}"` → `group.token`; nil when the string is not written as a reference.
    /// A string in braces that is not a well-formed path is reported. The grammar is
    /// `TokenReference`'s, the one the registry and the command line use too.
    private mutating func tokenReference(_ node: JSONNode, _ field: String) -> (isReference: Bool, path: String?) {
        guard let text = node.stringValue else { return (false, nil) }
        switch TokenReference.read(text) {
        case .notAReference:
            return (false, nil)
        case .reference(let reference):
            return (true, reference.path)
        case .malformed(let problem):
            error("'\(field)': " + TokenReference.malformedMessage(text, problem: problem), at: node.position)
            return (true, nil)
        }
    }

    // MARK: Document

    mutating func decode(_ root: JSONNode) -> SpecDocument {
        var document = SpecDocument(file: file, version: 0, name: SpecParser.defaultName(for: file), platform: nil, canvas: nil,
                                    components: [], location: location(root.position))
        guard let rawObject = root.objectValue else {
            error("a spec must be a mapping with 'tokenlint: 1' and 'components', found \(root.typeName)", at: root.position)
            return document
        }
        let object = known(rawObject, allowed: Self.topLevelKeys, in: "")

        if let version = object["tokenlint"] {
            if let number = version.numberValue {
                if number == 1 {
                    document.version = 1
                } else {
                    if number == number.rounded(), abs(number) < 1e9 { document.version = Int(number) }
                    error("unsupported format version \(NumberText.format(number)) (this tokenlint reads 'tokenlint: 1')", at: version.position)
                }
            } else {
                wrongType(version, "tokenlint", "the format version 1")
            }
        } else {
            error("missing required key 'tokenlint' (the format version: 'tokenlint: 1')", at: root.position)
        }

        if let nameNode = object["name"], let name = string(nameNode, "name") {
            if name.isEmpty {
                error("'name' must not be empty", at: nameNode.position)
            } else {
                document.name = name
            }
        }
        if let platformNode = object["platform"] {
            document.platform = enumeration(platformNode, "platform", Platform.self, what: "platform")
        }
        if let canvasMember = object.member("canvas") {
            document.canvas = color(canvasMember.value, "canvas", at: canvasMember.keyPosition)
        }

        if let componentsNode = object["components"] {
            if let items = componentsNode.arrayValue {
                if items.isEmpty { error("'components' must list at least one component", at: componentsNode.position) }
                document.components = items.compactMap { component($0) }
            } else {
                wrongType(componentsNode, "components", "a list of components")
            }
        } else {
            error("missing required key 'components' (a non-empty list of components)", at: root.position)
        }
        return document
    }

    // MARK: Component

    private mutating func component(_ node: JSONNode) -> SpecComponent? {
        let outer = currentComponent
        defer { currentComponent = outer }
        guard let rawObject = node.objectValue else {
            currentComponent = nil
            wrongType(node, "components", "a mapping with 'id' and 'role'")
            return nil
        }
        let id = componentID(rawObject, of: node)
        currentComponent = id

        var role: Role?
        if let roleNode = rawObject["role"] {
            role = enumeration(roleNode, "role", Role.self, what: "role")
        } else {
            error("component\(id.map { " '\($0)'" } ?? "") is missing the required key 'role'", at: node.position)
        }

        let object = known(rawObject, allowed: Self.componentKeys, in: "")
        var component = SpecComponent(id: id ?? "", location: location(node.position), role: role ?? .other)
        for member in object.members {
            decode(member.key, member.value, at: member.keyPosition, into: &component)
        }
        return id != nil && role != nil ? component : nil
    }

    /// The component's id, remembered for the duplicate check; nil after an error.
    private mutating func componentID(_ object: JSONObject, of node: JSONNode) -> String? {
        guard let idNode = object["id"] else {
            error("component is missing the required key 'id'", at: node.position)
            return nil
        }
        guard let text = string(idNode, "id") else { return nil }
        if !Self.isValidID(text) {
            error("id '\(text)' may only use letters, digits, '.', '_' and '-' (and must not be empty)", at: idNode.position)
            return nil
        }
        if let first = ids[text] {
            error("duplicate id '\(text)': already used at line \(first.line), column \(first.column)", at: idNode.position)
            return nil
        }
        ids[text] = idNode.position
        return text
    }

    /// One key of a component (`id` and `role` are read first, by `component`).
    private mutating func decode(_ key: String, _ value: JSONNode, at: SourcePosition, into component: inout SpecComponent) {
        switch key {
        case "interactive": if let flag = bool(value, key) { component.interactive = flag }
        case "repeated": if let flag = bool(value, key) { component.repeated = flag }
        case "frame", "hitArea":
            let size = self.size(value, key).map { Spanned($0, at: location(at)) }
            if key == "frame" { component.frame = size } else { component.hitArea = size }
        case "padding": component.padding = padding(value).map { Spanned($0, at: location(at)) }
        case "background": component.background = color(value, key, at: at)
        case "foreground": component.foreground = color(value, key, at: at)
        case "border": component.border = border(value).map { Spanned($0, at: location(at)) }
        case "opacity": if let opacity = number(value, key, minimum: 0, maximum: 1) { component.opacity = opacity }
        case "font": component.font = font(value).map { Spanned($0, at: location(at)) }
        case "lineLimit": component.lineLimit = lineLimit(value)
        case "text": component.text = string(value, key)
        case "origin": component.origin = string(value, key)
        case "decorative": if let flag = bool(value, key) { component.decorative = flag }
        case "disabled": if let flag = bool(value, key) { component.disabled = flag }
        case "system": if let flag = bool(value, key) { component.system = flag }
        case "logo": if let flag = bool(value, key) { component.logo = flag }
        case "inline": if let flag = bool(value, key) { component.inline = flag }
        case "essential": if let flag = bool(value, key) { component.essential = flag }
        case "backdrop": component.backdrop = backdrop(value, at: at).map { Spanned($0, at: location(at)) }
        case "transition": component.transition = transition(value).map { Spanned($0, at: location(at)) }
        case "animation": component.animation = curve(value, key).map { Spanned($0, at: location(at)) }
        case "updatesPerSecond", "flashesPerSecond":
            let rate = number(value, key, minimum: 0).map { Spanned($0, at: location(at)) }
            if key == "updatesPerSecond" { component.updatesPerSecond = rate } else { component.flashesPerSecond = rate }
        case "autoplay": component.autoplay = autoplay(value).map { Spanned($0, at: location(at)) }
        case "navigation":
            component.navigation = enumeration(value, key, NavigationKind.self, what: "navigation").map { Spanned($0, at: location(at)) }
        case "ignore": component.ignore = suppressions(value)
        case "children":
            guard let items = value.arrayValue else {
                wrongType(value, key, "a list of components")
                return
            }
            // Reserved: growing an array of these large values copies them.
            var children: [SpecComponent] = []
            children.reserveCapacity(items.count)
            for item in items {
                if let child = self.component(item) { children.append(child) }
            }
            component.children = children
        default:
            return
        }
    }

    /// Letters, digits, `.`, `_`, `-`; not empty.
    static func isValidID(_ id: String) -> Bool {
        // ASCII ids (nearly all) by bytes, in one pass; Unicode property lookups only for the
        // others. An ASCII byte that is not allowed fails either way (for ASCII the Unicode
        // test below allows the same letters, digits and punctuation), so it can stop early.
        var ascii = true
        for byte in id.utf8 {
            guard byte < 0x80 else {
                ascii = false
                break
            }
            switch byte {
            case UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                continue
            default:
                return false
            }
        }
        if ascii { return !id.isEmpty }
        return !id.isEmpty && id.unicodeScalars.allSatisfy { scalar in
            scalar == "." || scalar == "_" || scalar == "-"
                || scalar.properties.isAlphabetic
                || scalar.properties.numericType == .decimal
        }
    }

    private mutating func size(_ node: JSONNode, _ field: String) -> SpecSize? {
        guard let raw = node.objectValue else {
            wrongType(node, field, field == "frame" ? "a mapping {width, height} or {width, minHeight}" : "a mapping {width, height}")
            return nil
        }
        let object = known(raw, allowed: field == "frame" ? Self.frameKeys : Self.hitAreaKeys, in: "'\(field)'")
        let width = object["width"].flatMap { number($0, "\(field).width", minimum: 0) }
        let height = object["height"].flatMap { number($0, "\(field).height", minimum: 0) }
        let minHeight = object["minHeight"].flatMap { number($0, "\(field).minHeight", minimum: 0) }
        return SpecSize(width: width, height: height, minHeight: minHeight)
    }

    private mutating func padding(_ node: JSONNode) -> EdgeInsets? {
        if case .number = node.kind {
            guard let all = number(node, "padding", minimum: 0) else { return nil }
            return EdgeInsets(top: all, bottom: all, leading: all, trailing: all)
        }
        guard let raw = node.objectValue else {
            wrongType(node, "padding", "a number or a mapping {top, bottom, leading, trailing}")
            return nil
        }
        let object = known(raw, allowed: ["top", "bottom", "leading", "trailing"], in: "'padding'")
        func side(_ name: String) -> Double {
            object[name].flatMap { number($0, "padding.\(name)", minimum: 0) } ?? 0
        }
        return EdgeInsets(top: side("top"), bottom: side("bottom"), leading: side("leading"), trailing: side("trailing"))
    }

    private mutating func border(_ node: JSONNode) -> BorderSpec? {
        guard let raw = node.objectValue else {
            wrongType(node, "border", "a mapping {color, width}")
            return nil
        }
        let object = known(raw, allowed: ["color", "width"], in: "'border'")
        var borderColor: ColorReference?
        if let member = object.member("color") { borderColor = color(member.value, "border.color", at: member.keyPosition) }
        let width = object["width"].flatMap { number($0, "border.width", minimum: 0) }
        return BorderSpec(color: borderColor, width: width)
    }

    private mutating func lineLimit(_ node: JSONNode) -> Int? {
        guard let value = node.numberValue, value >= 1, value == value.rounded(), value <= 1_000_000 else {
            wrongType(node, "lineLimit", "a positive whole number")
            return nil
        }
        return Int(value)
    }

    private mutating func backdrop(_ node: JSONNode, at keyPosition: SourcePosition) -> Backdrop? {
        if node.stringValue == "unknown" { return .unknown }
        return color(node, "backdrop", at: keyPosition, alternative: "'unknown'").map(Backdrop.color)
    }

    private mutating func autoplay(_ node: JSONNode) -> Autoplay? {
        guard let raw = node.objectValue else {
            wrongType(node, "autoplay", "a mapping {duration, loops, pausable}")
            return nil
        }
        let checked = knownNested(known(raw, allowed: ["duration", "loops", "pausable"], in: "'autoplay'"),
                                  ["duration": Self.valueUnitKeys], in: "autoplay")
        // Minutes of autoplay are plausible, so a large number of seconds is not refused here.
        guard let object = durations(checked, [], in: "autoplay") else { return nil }
        var autoplay = Autoplay(duration: nil, loops: false, pausable: false)
        if let duration = object["duration"] { autoplay.duration = seconds(duration, "autoplay.duration") }
        if let loops = object["loops"] {
            if loops.stringValue == "unknown" {
                autoplay.loops = nil
            } else if let flag = loops.boolValue {
                autoplay.loops = flag
            } else {
                wrongType(loops, "autoplay.loops", "true, false or unknown")
            }
        }
        if let pausable = object["pausable"], let flag = bool(pausable, "autoplay.pausable") { autoplay.pausable = flag }
        return autoplay
    }

    /// `object` with each duration given as a string with a unit (`"300ms"`, `"0.35s"`) turned
    /// into the DTCG object `{value, unit}` the value readers take. A plain number in one of
    /// `timings` is seconds; 10 or more is a transition or animation timed in milliseconds by
    /// mistake (300 read as 300 s), an error with the fix, and the object is nil.
    private mutating func durations(_ object: JSONObject, _ timings: [String], in field: String) -> JSONObject? {
        var result = object
        var valid = true
        for member in object.members where member.key == "duration" || timings.contains(member.key) {
            let name = "'\(field).\(member.key)'"
            switch member.value.kind {
            case .number(let seconds) where timings.contains(member.key) && seconds >= 10:
                let text = NumberText.format(seconds)
                error("\(name) is \(text) s (a duration is in seconds); for \(text) ms write \(NumberText.format(seconds / 1000)) or \"\(text)ms\"",
                      at: member.value.position)
                valid = false
            case .string(let text):
                guard let (amount, unit) = Self.durationText(text) else {
                    error("\(name) must be seconds (0.35), a duration with a unit (\"350ms\", \"0.35s\") or {value, unit}; found \"\(text)\"",
                          at: member.value.position)
                    valid = false
                    continue
                }
                let at = member.value.position
                result.insert(JSONObject.Member(key: member.key, keyPosition: member.keyPosition, value: JSONNode(.object(JSONObject(members: [
                    JSONObject.Member(key: "value", keyPosition: at, value: JSONNode(.number(amount), at: at)),
                    JSONObject.Member(key: "unit", keyPosition: at, value: JSONNode(.string(unit), at: at)),
                ])), at: at)))
            default:
                continue
            }
        }
        return valid ? result : nil
    }

    /// `"350ms"`, `"0.35s"`, `"0.35 s"`: the amount and the unit; nil for anything else.
    static func durationText(_ text: String) -> (Double, String)? {
        let trimmed = text.trimmingCharacters(in: " ")
        for unit in ["ms", "s"] where trimmed.hasSuffix(unit) {
            let number = trimmed.dropLast(unit.count).trimmingCharacters(in: " ")
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let amount = Double(number) else { return nil }
            return (amount, unit)
        }
        return nil
    }

    /// Seconds as a number ≥ 0, or a DTCG duration object.
    private mutating func seconds(_ node: JSONNode, _ field: String) -> Double? {
        if case .object = node.kind {
            var reader = TokenValueReader()
            if case .duration(let value)? = reader.read(node.value, as: .duration) { return value }
            error("'\(field)' is not a duration: \(reader.messages.joined(separator: "; "))", at: node.position)
            return nil
        }
        guard let value = node.numberValue, value >= 0 else {
            wrongType(node, field, "seconds (a number ≥ 0) or a duration {value, unit}")
            return nil
        }
        return value
    }

    private mutating func suppressions(_ node: JSONNode) -> [Suppression] {
        guard let items = node.arrayValue else {
            wrongType(node, "ignore", "a list of {rule, reason}")
            return []
        }
        var result: [Suppression] = []
        for item in items {
            guard let raw = item.objectValue else {
                wrongType(item, "ignore", "a list of {rule, reason}")
                continue
            }
            let object = known(raw, allowed: ["rule", "reason"], in: "an 'ignore' entry")
            guard let ruleNode = object["rule"] else {
                error("an 'ignore' entry needs 'rule' (the rule id to suppress)", at: item.position)
                continue
            }
            guard let rule = string(ruleNode, "ignore.rule") else { continue }
            guard !rule.isEmpty else {
                error("'ignore.rule' must not be empty", at: ruleNode.position)
                continue
            }
            // A missing or blank reason is not a structure error: the linter reports it
            // (suppression/missing-reason).
            var reason: String?
            if let reasonNode = object["reason"], !reasonNode.isNull, let text = string(reasonNode, "ignore.reason") {
                reason = text.trimmingCharacters(in: " \t\r\n").isEmpty ? nil : text
            }
            result.append(Suppression(rule: rule, reason: reason, location: location(item.position)))
        }
        return result
    }

    // MARK: Colors

    private mutating func color(_ node: JSONNode, _ field: String, at keyPosition: SourcePosition,
                                alternative: String? = nil) -> ColorReference? {
        colorSpec(node, field, alternative: alternative).map { ColorReference(spec: $0, location: location(keyPosition)) }
    }

    private static let colorForms =
        "a token reference like \"{color.systemBlue}\", a hex color \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", a DTCG color object {colorSpace, components, alpha} or {color, opacity}"

    private mutating func colorSpec(_ node: JSONNode, _ field: String, alternative: String? = nil) -> ColorSpec? {
        var expectation: String { alternative.map { "\($0) or \(Self.colorForms)" } ?? Self.colorForms }
        switch node.kind {
        case .string(let text):
            let reference = tokenReference(node, field)
            if reference.isReference { return reference.path.map(ColorSpec.token) }
            if text.hasPrefix("#") {
                // Bytes, not scalars: cheaper, and text that is not ASCII is no hex color either way.
                let digits = text.utf8.count - 1
                if [3, 6, 8].contains(digits), let color = Color(hex: text) { return .literal(color) }
                error("'\(field)': \"\(text)\" is not a hex color (use \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\")", at: node.position)
                return nil
            }
            wrongType(node, field, expectation)
            return nil
        case .object(let raw):
            // The form is told by its keys: `color` is the spec's {color, opacity}, `colorSpace`
            // or `components` a DTCG color; a lone `opacity` is the first form missing its color.
            let isDTCG = raw["colorSpace"] != nil || raw["components"] != nil
            if raw["color"] != nil || (raw["opacity"] != nil && !isDTCG) {
                let object = known(raw, allowed: Self.opacityColorKeys, in: "'\(field)'")
                guard object["color"] != nil else {
                    error("'\(field)' is missing 'color' (a {color, opacity} color multiplies the color's alpha by the opacity)", at: node.position)
                    return nil
                }
                let inner = object["color"].flatMap { colorSpec($0, "\(field).color") }
                guard let opacityNode = object["opacity"] else {
                    error("'\(field)' is missing 'opacity' (a {color, opacity} color multiplies the color's alpha by it)", at: node.position)
                    return nil
                }
                guard let opacity = number(opacityNode, "\(field).opacity", minimum: 0, maximum: 1), let inner else { return nil }
                return .withOpacity(inner, opacity)
            }
            if isDTCG {
                let object = known(raw, allowed: Self.dtcgColorKeys, in: "'\(field)'")
                var reader = ColorValueReader()
                if let color = reader.read(JSONNode(.object(object), at: node.position).value, legacyFormat: false) { return .literal(color) }
                error("'\(field)' is not a valid DTCG color: \(reader.message)", at: node.position)
                return nil
            }
            // Neither form: its keys are reported against both forms' (`colr` → `color`); a
            // mapping with no key to report gets the list of forms.
            let kept = known(raw, allowed: Self.opacityColorKeys + Self.dtcgColorKeys, in: "'\(field)'")
            if kept.count == raw.count { wrongType(node, field, expectation) }
            return nil
        default:
            wrongType(node, field, expectation)
            return nil
        }
    }

    // MARK: Typography

    private mutating func font(_ node: JSONNode) -> FontSpec? {
        switch node.kind {
        case .string:
            let reference = tokenReference(node, "font")
            if reference.isReference { return reference.path.map(FontSpec.token) }
        case .object(let raw):
            return .inline(inlineFont(raw))
        default:
            break
        }
        wrongType(node, "font", "a typography token reference like \"{font.textStyle.body}\" or {size, weight, lineHeight, textStyle}")
        return nil
    }

    private mutating func inlineFont(_ raw: JSONObject) -> InlineFont {
        let object = known(raw, allowed: ["size", "weight", "lineHeight", "textStyle"], in: "'font'")
        var font = InlineFont(size: nil, weight: nil, lineHeight: nil, textStyle: nil)
        font.size = object["size"].flatMap { number($0, "font.size", minimum: 0, positive: true) }
        if let weightNode = object["weight"] {
            switch weightNode.kind {
            case .number, .string:
                var reader = TokenValueReader()
                if case .fontWeight(let weight)? = reader.read(weightNode.value, as: .fontWeight) {
                    font.weight = weight
                } else {
                    error("'font.weight': \(reader.messages.joined(separator: "; "))", at: weightNode.position)
                }
            default:
                wrongType(weightNode, "font.weight", "a number from 1 to 1000 or a DTCG weight name (\"bold\")")
            }
        }
        if let lineHeightNode = object["lineHeight"], let lineHeight = number(lineHeightNode, "font.lineHeight", minimum: 0, positive: true) {
            if lineHeight >= 4 {
                font.lineHeight = lineHeight
            } else if let size = font.size {
                font.lineHeight = lineHeight * size
            } else {
                error("'font.lineHeight' \(NumberText.format(lineHeight)) is a multiplier of the size (below 4), but 'font.size' is not given",
                      at: lineHeightNode.position)
            }
        }
        if let styleNode = object["textStyle"], let style = string(styleNode, "font.textStyle") {
            if Self.textStyles.contains(style) {
                font.textStyle = style
            } else {
                let hint = DidYouMean.hint(for: style, among: Self.textStyles)
                error("unknown text style '\(style)'\(hint.isEmpty ? "; expected one of \(Self.textStyles.joined(separator: ", "))" : hint)",
                      at: styleNode.position)
            }
        }
        return font
    }

    // MARK: Motion

    private mutating func transition(_ node: JSONNode) -> MotionSpec? {
        let expectation = "'none', a motion token reference like \"{motion.transition.liquidGlass}\" or {insertion, removal, curve, prominence}"
        switch node.kind {
        case .string(let text):
            if text == "none" { return MotionSpec.none }
            let reference = tokenReference(node, "transition")
            if reference.isReference { return reference.path.map(MotionSpec.token) }
        case .object(let raw):
            let object = known(raw, allowed: ["insertion", "removal", "curve", "prominence"], in: "'transition'")
            let insertion = object["insertion"].map { effects($0, "transition.insertion") } ?? MotionEffects()
            let removal = object["removal"].map { effects($0, "transition.removal") } ?? MotionEffects()
            var prominence: MotionTransition.Prominence?
            if let prominenceNode = object["prominence"] {
                prominence = enumeration(prominenceNode, "transition.prominence", MotionTransition.Prominence.self, what: "prominence")
            }
            guard let curveNode = object["curve"] else {
                error("'transition' is missing 'curve' (a spring, a timed curve, a token reference or 'none')", at: node.position)
                return nil
            }
            guard let curve = curve(curveNode, "transition.curve"), let insertion, let removal else { return nil }
            return .inline(InlineMotion(insertion: insertion, removal: removal, curve: curve, prominence: prominence))
        default:
            break
        }
        wrongType(node, "transition", expectation)
        return nil
    }

    private mutating func effects(_ node: JSONNode, _ field: String) -> MotionEffects? {
        guard let raw = node.objectValue else {
            wrongType(node, field, "a mapping of effects {opacity, scale, scaleX, scaleY, blur, offset, edge, rotation}")
            return nil
        }
        let object = knownNested(known(raw, allowed: Self.effectKeys, in: "'\(field)'"),
                                 ["offset": ["x", "y"], "blur": Self.valueUnitKeys], in: field)
        var reader = TokenValueReader()
        if let effects = reader.readEffects(JSONNode(.object(object), at: node.position).value) { return effects }
        error("'\(field)': \(reader.messages.joined(separator: "; "))", at: node.position)
        return nil
    }

    private mutating func curve(_ node: JSONNode, _ field: String) -> CurveSpec? {
        let expectation = "'none', a token reference like \"{motion.curve.snappy}\", a spring {response, dampingFraction}, {duration, bounce} or {mass, stiffness, damping}, or a timed curve {duration, timingFunction, delay}"
        switch node.kind {
        case .string(let text):
            if text == "none" { return CurveSpec.none }
            let reference = tokenReference(node, field)
            if reference.isReference { return reference.path.map(CurveSpec.token) }
        case .object(let raw):
            let checked = knownNested(known(raw, allowed: Self.curveKeys, in: "'\(field)'"),
                                      ["duration": Self.valueUnitKeys, "response": Self.valueUnitKeys, "delay": Self.valueUnitKeys],
                                      in: field)
            guard let object = durations(checked, ["duration", "response", "delay"], in: field) else { return nil }
            var reader = TokenValueReader()
            if let curve = reader.readCurve(JSONNode(.object(object), at: node.position).value) { return .inline(curve) }
            error("'\(field)' is not a valid curve: \(reader.messages.joined(separator: "; "))", at: node.position)
            return nil
        default:
            break
        }
        wrongType(node, field, expectation)
        return nil
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return String(text)
    }
}

private extension Substring {
    func trimmingCharacters(in set: String) -> Substring {
        Substring(String(self).trimmingCharacters(in: set))
    }
}
