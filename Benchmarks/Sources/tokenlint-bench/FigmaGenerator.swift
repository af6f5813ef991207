import Foundation
import SeededRandom

/// Generates a realistic Figma file response (`GET /v1/files/:key`, the REST API's types in
/// figma/rest-api-spec `api_types.ts`) of about a given size, for timing the Figma reader
/// (targets: a 2 MB file lints in under 0.3 s, a 50 MB file in under 3 s).
///
/// Like the files designers keep: a components page (button, row, toggle, tab item and icon
/// button component sets with `State=Default|Pressed|Disabled` variants), then pages of phone
/// screens. Each screen is an auto-layout frame: a navigation bar, sections of rows (instances
/// of the row component in an auto-layout column), text placed over a sibling background
/// rectangle rather than inside it, a glass card (background blur, translucent fill) over an
/// image, a carousel on an `AFTER_TIMEOUT` loop, buttons and 28 pt icon buttons with
/// `ON_CLICK` navigation (dissolve, slide, smart animate with named, Bézier and spring
/// easings), variant changes with custom springs, hidden layers, and a tab bar. Durations are
/// in milliseconds as the REST API documents them, with a few files' worth of values in
/// seconds (the Plugin API's unit), which the reader must tell apart.
///
/// Compact JSON, as the API returns it. The same seed and size give the same bytes: a screen's
/// content depends only on the seed and its index.
struct FigmaFileGenerator {
    let seed: UInt64
    let targetBytes: Int

    /// Screens per page, as a product's flows are split into pages.
    static let screensPerPage = 24

    struct Output {
        var text: String
        var pages: Int
        var screens: Int
        var nodes: Int
    }

    func generate() -> Output {
        var nodes = 0
        var componentsPage = FigmaNodes(random: SplitMix64(seed: seed, stream: 0), screen: 0)
        let library = componentsPage.componentsPage()
        nodes += componentsPage.count

        var pages: [String] = [FigmaJSON.compact(library)]
        var currentScreens: [String] = []
        var bytes = pages[0].utf8.count + 4096
        var screen = 0
        var pageCount = 1
        func closePage() {
            guard !currentScreens.isEmpty else { return }
            let name = FigmaNodes.pageNames[(pageCount - 1) % FigmaNodes.pageNames.count]
            pages.append(FigmaNodes.page(id: "0:\(pageCount + 1)", name: "\(name) \(pageCount)", screens: currentScreens))
            pageCount += 1
            currentScreens = []
        }
        while bytes < targetBytes || screen == 0 {
            screen += 1
            var builder = FigmaNodes(random: SplitMix64(seed: seed, stream: UInt64(screen)), screen: screen)
            let frame = FigmaJSON.compact(builder.screen(x: Double((screen - 1) % Self.screensPerPage) * 480))
            nodes += builder.count
            bytes += frame.utf8.count + 1
            currentScreens.append(frame)
            if currentScreens.count == Self.screensPerPage { closePage() }
        }
        closePage()

        let document = "{\"id\":\"0:0\",\"name\":\"Document\",\"type\":\"DOCUMENT\",\"scrollBehavior\":\"SCROLLS\",\"children\":[" + pages.joined(separator: ",") + "]}"
        let text = "{\"name\":\"Bench App \(seed)\",\"lastModified\":\"2026-11-20T09:30:00Z\",\"thumbnailUrl\":\"https://s3-alpha.figma.com/thumbnails/bench\","
            + "\"version\":\"\(1_000_000 + Int(seed % 1_000_000))\",\"role\":\"viewer\",\"editorType\":\"figma\",\"linkAccess\":\"view\",\"document\":" + document
            + ",\"components\":" + FigmaJSON.compact(FigmaNodes.componentsMap) + ",\"componentSets\":" + FigmaJSON.compact(FigmaNodes.componentSetsMap)
            + ",\"schemaVersion\":0,\"styles\":" + FigmaJSON.compact(FigmaNodes.stylesMap) + "}\n"
        return Output(text: text, pages: pageCount, screens: screen, nodes: nodes)
    }
}

/// Compact JSON of a `SpecValue` (the Figma API answers without whitespace).
enum FigmaJSON {
    static func compact(_ value: SpecValue) -> String {
        var out = ""
        write(value, to: &out)
        return out
    }

    private static func write(_ value: SpecValue, to out: inout String) {
        switch value {
        case .string(let text): out += JSONEmitter.quoted(text)
        case .number(let number): out += formatNumber(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                write(item, to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, (key, member)) in members.enumerated() {
                if index > 0 { out += "," }
                out += JSONEmitter.quoted(key) + ":"
                write(member, to: &out)
            }
            out += "}"
        }
    }
}

/// The nodes of one screen (or of the components page), with ids unique in the file.
struct FigmaNodes {
    var random: SplitMix64
    let screen: Int
    private(set) var count = 0

    init(random: SplitMix64, screen: Int) {
        self.random = random
        self.screen = screen
    }

    static let pageNames = ["Onboarding", "Home", "Search", "Checkout", "Profile", "Settings", "Messages", "Library"]
    static let screenNames = ["Home", "Feed", "Recipe detail", "Cart", "Payment", "Order status", "Inbox", "Thread", "Settings", "Account", "Search results", "Player"]
    static let rowTitles = ["Notifications", "Privacy", "Payment methods", "Delivery address", "Language", "Help", "Downloads", "Storage", "About"]
    static let buttonTitles = ["Continue", "Add to cart", "Save", "Sign in", "Share", "Done", "Try again"]

    // MARK: The library (component ids are fixed: instances refer to them)

    /// component set name → (set id, [(variant id, State value)]).
    static let componentSets: [(name: String, setID: String, variants: [(id: String, state: String)], size: (Double, Double))] = [
        ("Button", "10:1", [("10:2", "Default"), ("10:3", "Pressed"), ("10:4", "Disabled")], (343, 50)),
        ("Row", "11:1", [("11:2", "Default"), ("11:3", "Pressed"), ("11:4", "Disabled")], (361, 44)),
        ("Toggle", "12:1", [("12:2", "Default"), ("12:3", "Pressed"), ("12:4", "Disabled")], (51, 31)),
        ("Tab item", "13:1", [("13:2", "Default"), ("13:3", "Pressed"), ("13:4", "Disabled")], (78, 49)),
        ("Icon button", "14:1", [("14:2", "Default"), ("14:3", "Pressed"), ("14:4", "Disabled")], (28, 28)),
    ]

    static let textStyles: [(id: String, name: String, size: Double, weight: Double, lineHeight: Double)] = [
        ("S:title1", "Title 1", 28, 400, 34), ("S:headline", "Headline", 17, 590, 22), ("S:body", "Body", 17, 400, 22),
        ("S:subheadline", "Subheadline", 15, 400, 20), ("S:footnote", "Footnote", 13, 400, 18), ("S:caption", "Caption 1", 12, 400, 16),
        ("S:brand", "Brand/Display", 22, 700, 26),
    ]

    static var componentsMap: SpecValue {
        .object(componentSets.flatMap { set in
            set.variants.map { variant in
                (variant.id, SpecValue.object([
                    ("key", .string("k\(variant.id.replacingColon)")), ("name", .string("State=\(variant.state)")), ("description", .string("")),
                    ("remote", .bool(false)), ("componentSetId", .string(set.setID)), ("documentationLinks", .array([])),
                ]))
            }
        })
    }

    static var componentSetsMap: SpecValue {
        .object(componentSets.map { set in
            (set.setID, .object([("key", .string("k\(set.setID.replacingColon)")), ("name", .string(set.name)), ("description", .string("")),
                                 ("remote", .bool(false)), ("documentationLinks", .array([]))]))
        })
    }

    static var stylesMap: SpecValue {
        .object(textStyles.map { style in
            (style.id, .object([("key", .string("k\(style.id)")), ("name", .string(style.name)), ("styleType", .string("TEXT")),
                                ("remote", .bool(false)), ("description", .string(""))]))
        } + [("S:fill", .object([("key", .string("kfill")), ("name", .string("Surface/Primary")), ("styleType", .string("FILL")),
                                 ("remote", .bool(false)), ("description", .string(""))]))])
    }

    static func page(id: String, name: String, screens: [String]) -> String {
        "{\"id\":\"\(id)\",\"name\":\(JSONEmitter.quoted(name)),\"type\":\"CANVAS\",\"scrollBehavior\":\"SCROLLS\",\"children\":[" + screens.joined(separator: ",")
            + "],\"backgroundColor\":{\"r\":0.9607843160629272,\"g\":0.9607843160629272,\"b\":0.9607843160629272,\"a\":1},\"prototypeStartNodeID\":null,"
            + "\"flowStartingPoints\":[],\"prototypeDevice\":{\"type\":\"PRESET\",\"size\":{\"width\":393,\"height\":852},\"presetIdentifier\":\"IPHONE_14_PRO\",\"rotation\":\"NONE\"}}"
    }

    // MARK: Ids and primitives

    private var next = 0

    private mutating func id() -> String {
        next += 1
        count += 1
        return "\(screen + 100):\(next)"
    }

    private static func box(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> SpecValue {
        .object([("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height))])
    }

    private static func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> SpecValue {
        .object([("r", .number(r)), ("g", .number(g)), ("b", .number(b)), ("a", .number(a))])
    }

    private static func solid(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1, opacity: Double? = nil) -> SpecValue {
        var members: [(String, SpecValue)] = [("blendMode", .string("NORMAL")), ("type", .string("SOLID"))]
        if let opacity { members.append(("opacity", .number(opacity))) }
        members.append(("color", rgba(r, g, b, a)))
        return .object(members)
    }

    /// A gray or an accent as Figma stores it: channels as 32-bit floats printed in full.
    private mutating func color() -> (Double, Double, Double) {
        random.pick([
            (0, 0.47843137383461, 1), (0.20392157137393951, 0.7803921699523926, 0.3490196168422699), (1, 0.23137255012989044, 0.1882352977991104),
            (0.5568627715110779, 0.5568627715110779, 0.5764706134796143), (0.6823529601097107, 0.6823529601097107, 0.6980392336845398),
            (0, 0, 0), (0.23529411852359772, 0.23529411852359772, 0.2627451121807098),
        ])
    }

    private func common(_ id: String, _ name: String, _ type: String, _ box: SpecValue) -> [(String, SpecValue)] {
        [("id", .string(id)), ("name", .string(name)), ("type", .string(type)), ("scrollBehavior", .string("SCROLLS")),
         ("blendMode", .string("PASS_THROUGH")), ("absoluteBoundingBox", box), ("absoluteRenderBounds", box),
         ("constraints", .object([("vertical", .string("TOP")), ("horizontal", .string("LEFT"))]))]
    }

    // MARK: Leaves

    private mutating func text(_ characters: String, x: Double, y: Double, width: Double, styleIndex: Int? = nil, gray: Bool = false) -> SpecValue {
        let style = Self.textStyles[styleIndex ?? random.int(1...5)]
        let lines = random.chance(0.2) ? 2.0 : 1.0
        var members = common(id(), characters, "TEXT", Self.box(x, y, width, style.lineHeight * lines))
        let (r, g, b) = gray ? (0.6823529601097107, 0.6823529601097107, 0.6980392336845398) : (0, 0, 0)
        members += [
            ("fills", .array([Self.solid(r, g, b, gray ? 1 : random.pick([1, 0.6]))])), ("strokes", .array([])), ("strokeWeight", .number(1)),
            ("strokeAlign", .string("OUTSIDE")), ("effects", .array([])), ("characters", .string(characters)),
            ("style", .object([
                ("fontFamily", .string("SF Pro")), ("fontPostScriptName", .string(style.weight > 500 ? "SFPro-Semibold" : "SFPro-Regular")),
                ("fontStyle", .string(style.weight > 500 ? "Semibold" : "Regular")), ("fontWeight", .number(style.weight)),
                ("textAutoResize", .string(random.pick(["HEIGHT", "WIDTH_AND_HEIGHT", "NONE"]))), ("fontSize", .number(style.size)),
                ("textAlignHorizontal", .string("LEFT")), ("textAlignVertical", .string("TOP")), ("letterSpacing", .number(-0.4)),
                ("lineHeightPx", .number(style.lineHeight)), ("lineHeightPercentFontSize", .number((style.lineHeight / style.size * 100).rounded())),
                ("lineHeightUnit", .string("PIXELS")),
            ])),
            ("layoutVersion", .number(4)), ("characterStyleOverrides", .array([])), ("styleOverrideTable", .object([])),
            ("lineTypes", .array([.string("NONE")])), ("lineIndentations", .array([.number(0)])),
            ("styles", .object([("text", .string(style.id))])),
        ]
        if random.chance(0.15) {
            members += [("textTruncation", .string("ENDING")), ("maxLines", .number(1))]
        }
        return .object(members)
    }

    private mutating func rectangle(_ name: String, x: Double, y: Double, width: Double, height: Double, fill: SpecValue, radius: Double = 0) -> SpecValue {
        var members = common(id(), name, "RECTANGLE", Self.box(x, y, width, height))
        members += [("fills", .array([fill])), ("strokes", .array([])), ("strokeWeight", .number(1)), ("strokeAlign", .string("INSIDE")),
                    ("effects", .array([])), ("cornerRadius", .number(radius))]
        return .object(members)
    }

    private mutating func vector(_ name: String, x: Double, y: Double, size: Double) -> SpecValue {
        let (r, g, b) = color()
        var members = common(id(), name, "VECTOR", Self.box(x, y, size, size))
        members += [("fills", .array([Self.solid(r, g, b)])), ("strokes", .array([])), ("strokeWeight", .number(1.5)), ("strokeAlign", .string("CENTER")),
                    ("effects", .array([]))]
        return .object(members)
    }

    // MARK: Interactions

    /// A `NODE` action: navigation with a transition, or a variant change.
    private mutating func interaction(trigger: SpecValue, navigation: String, destination: String) -> SpecValue {
        let transition: SpecValue
        // Milliseconds as the REST API documents them; one file in eight in seconds.
        let seconds = screen % 8 == 0
        let duration = Double(random.pick([200, 300, 350, 500, 800])) / (seconds ? 1000 : 1)
        let easing = self.easing()
        if navigation == "CHANGE_TO" || random.chance(0.4) {
            transition = .object([("type", .string("SMART_ANIMATE")), ("duration", .number(duration)), ("easing", easing)])
        } else if random.chance(0.5) {
            transition = .object([("type", .string(random.pick(["MOVE_IN", "SLIDE_IN", "PUSH"]))), ("direction", .string(random.pick(["LEFT", "RIGHT", "TOP", "BOTTOM"]))),
                                  ("duration", .number(duration)), ("easing", easing), ("matchLayers", .bool(false))])
        } else {
            transition = .object([("type", .string("DISSOLVE")), ("duration", .number(duration)), ("easing", easing)])
        }
        return .object([
            ("trigger", trigger),
            ("actions", .array([.object([
                ("type", .string("NODE")), ("destinationId", .string(destination)), ("navigation", .string(navigation)),
                ("transition", transition), ("preserveScrollPosition", .bool(false)), ("resetVideoPosition", .bool(false)),
            ])])),
        ])
    }

    private mutating func easing() -> SpecValue {
        switch random.int(0...9) {
        case 0...4:
            return .object([("type", .string(random.pick(["EASE_OUT", "EASE_IN_AND_OUT", "EASE_IN", "LINEAR", "GENTLE", "QUICK", "BOUNCY", "SLOW", "EASE_OUT_BACK"])))])
        case 5...7:
            return .object([("type", .string("CUSTOM_SPRING")), ("easingFunctionSpring", .object([
                ("mass", .number(1)), ("stiffness", .number(Double(random.pick([170, 300, 400, 600])))), ("damping", .number(Double(random.pick([15, 20, 26, 30])))),
                ("initialVelocity", .number(0)),
            ]))])
        default:
            return .object([("type", .string("CUSTOM_CUBIC_BEZIER")), ("easingFunctionCubicBezier", .object([
                ("x1", .number(0.25)), ("y1", .number(0.1)), ("x2", .number(0.25)), ("y2", .number(1)),
            ]))])
        }
    }

    private static let onClick: SpecValue = .object([("type", .string("ON_CLICK"))])

    // MARK: Instances

    private mutating func instance(set: Int, state: Int = 0, name: String, x: Double, y: Double, children: [SpecValue],
                                   interactions: [SpecValue] = []) -> SpecValue {
        let definition = Self.componentSets[set]
        let variant = definition.variants[state]
        var members = common(id(), name, "INSTANCE", Self.box(x, y, definition.size.0, definition.size.1))
        let (r, g, b) = color()
        members += [
            ("children", .array(children)), ("componentId", .string(variant.id)),
            ("componentProperties", .object([("State", .object([("value", .string(variant.state)), ("type", .string("VARIANT")), ("boundVariables", .object([]))]))])),
            ("overrides", .array([])), ("clipsContent", .bool(false)), ("background", .array([])),
            ("fills", .array(set == 1 ? [Self.solid(1, 1, 1)] : set == 4 ? [] : [Self.solid(r, g, b)])), ("strokes", .array([])), ("strokeWeight", .number(1)),
            ("strokeAlign", .string("INSIDE")), ("cornerRadius", .number(set == 0 ? 12 : 0)), ("effects", .array([])),
            ("layoutMode", .string("HORIZONTAL")), ("layoutSizingHorizontal", .string("FIXED")), ("layoutSizingVertical", .string(set == 1 ? "HUG" : "FIXED")),
            ("paddingLeft", .number(16)), ("paddingRight", .number(16)), ("paddingTop", .number(set == 1 ? 11 : 0)), ("paddingBottom", .number(set == 1 ? 11 : 0)),
            ("itemSpacing", .number(8)), ("counterAxisAlignItems", .string("CENTER")),
        ]
        if !interactions.isEmpty { members.append(("interactions", .array(interactions))) }
        return .object(members)
    }

    private mutating func frame(_ name: String, id frameID: String? = nil, x: Double, y: Double, width: Double, height: Double, layout: String, fills: [SpecValue],
                                children: [SpecValue], extra: [(String, SpecValue)] = []) -> SpecValue {
        var members = common(frameID ?? id(), name, "FRAME", Self.box(x, y, width, height))
        members += [("children", .array(children)), ("clipsContent", .bool(true)), ("background", .array(fills)), ("fills", .array(fills)),
                    ("strokes", .array([])), ("strokeWeight", .number(1)), ("strokeAlign", .string("INSIDE")), ("backgroundColor", Self.rgba(0, 0, 0, 0)),
                    ("effects", .array([])), ("layoutMode", .string(layout)), ("itemSpacing", .number(8)), ("layoutSizingHorizontal", .string("FILL")),
                    ("layoutSizingVertical", .string("HUG"))] + extra
        return .object(members)
    }

    // MARK: The components page

    mutating func componentsPage() -> SpecValue {
        var sets: [SpecValue] = []
        for (index, definition) in Self.componentSets.enumerated() {
            var variants: [SpecValue] = []
            for (offset, variant) in definition.variants.enumerated() {
                var members = common(variant.id, "State=\(variant.state)", "COMPONENT", Self.box(Double(offset) * 400, Double(index) * 200, definition.size.0, definition.size.1))
                let label = definition.name == "Icon button" ? vector("Icon", x: 4, y: 4, size: 20) : text(definition.name, x: 16, y: 11, width: 120, styleIndex: 2)
                let fill = variant.state == "Disabled" ? Self.solid(0.4705882370471954, 0.4705882370471954, 0.501960813999176, 0.16) : Self.solid(0, 0.47843137383461, 1)
                members += [("children", .array([label])), ("fills", .array([fill])), ("strokes", .array([])), ("strokeWeight", .number(1)),
                            ("effects", .array([])), ("layoutMode", .string("HORIZONTAL")), ("itemSpacing", .number(8))]
                variants.append(.object(members))
            }
            var setMembers = common(definition.setID, definition.name, "COMPONENT_SET", Self.box(0, Double(index) * 200, 1200, 160))
            setMembers += [("children", .array(variants)), ("fills", .array([])), ("strokes", .array([Self.solid(0.5921568870544434, 0.27843138575553894, 1)])),
                           ("strokeWeight", .number(1)), ("strokeDashes", .array([.number(10), .number(5)])), ("effects", .array([])),
                           ("componentPropertyDefinitions", .object([("State", .object([
                               ("type", .string("VARIANT")), ("defaultValue", .string("Default")),
                               ("variantOptions", .array(definition.variants.map { .string($0.state) })),
                           ]))]))]
            sets.append(.object(setMembers))
        }
        return .object([("id", .string("0:1")), ("name", .string("Components")), ("type", .string("CANVAS")), ("scrollBehavior", .string("SCROLLS")),
                        ("children", .array(sets)), ("backgroundColor", Self.rgba(0.9607843160629272, 0.9607843160629272, 0.9607843160629272)),
                        ("prototypeStartNodeID", .string("")), ("flowStartingPoints", .array([]))])
    }

    // MARK: A screen

    mutating func screen(x: Double) -> SpecValue {
        let frameID = id()
        let name = "\(random.pick(Self.screenNames)) \(screen)"
        let destination = "\(screen + 101):1"
        var y = 0.0
        var children: [SpecValue] = []

        // Navigation bar: a title over a sibling background rectangle, a back icon button.
        let bar = [
            rectangle("Bar background", x: x, y: 0, width: 393, height: 96, fill: Self.solid(0.9764705896377563, 0.9764705896377563, 0.9764705896377563, 0.94)),
            text(name, x: x + 16, y: 54, width: 300, styleIndex: 1),
            instance(set: 4, name: "Back", x: x + 8, y: 56, children: [vector("chevron.left", x: x + 12, y: 60, size: 20)],
                     interactions: [interaction(trigger: Self.onClick, navigation: "NAVIGATE", destination: destination)]),
        ]
        children.append(.object([("id", .string(id())), ("name", .string("Navigation bar")), ("type", .string("GROUP")), ("children", .array(bar)),
                                 ("absoluteBoundingBox", Self.box(x, 0, 393, 96)), ("fills", .array([])), ("effects", .array([]))]))
        y += 96

        let sections = random.int(3...6)
        for section in 0..<sections {
            children += self.section(section, x: x, y: &y, destination: destination)
            if random.chance(0.25) {
                // A hidden layer (a state the designer switched off): skipped by the reader.
                var hidden = common(id(), "Old banner", "FRAME", Self.box(x, y, 393, 60))
                hidden += [("visible", .bool(false)), ("children", .array([text("Deprecated", x: x + 16, y: y + 20, width: 200)])),
                           ("fills", .array([Self.solid(1, 0.8, 0)])), ("strokes", .array([])), ("effects", .array([]))]
                children.append(.object(hidden))
            }
        }

        children.append(tabBar(x: x, destination: destination))

        var members = common(frameID, name, "FRAME", Self.box(x, 0, 393, max(852, y + 84)))
        members += [("children", .array(children)), ("clipsContent", .bool(true)), ("background", .array([Self.solid(1, 1, 1)])),
                    ("fills", .array([Self.solid(1, 1, 1)])), ("strokes", .array([])), ("strokeWeight", .number(1)), ("strokeAlign", .string("INSIDE")),
                    ("backgroundColor", Self.rgba(1, 1, 1)), ("effects", .array([])), ("layoutMode", .string("VERTICAL")), ("itemSpacing", .number(0)),
                    ("layoutSizingVertical", .string("FIXED")), ("flowStartingPoints", .array([]))]
        return .object(members)
    }

    /// One section of a screen at `y` (a list, a glass card, a carousel or buttons); `y` moves
    /// below it.
    mutating func section(_ section: Int, x: Double, y: inout Double, destination: String) -> [SpecValue] {
        var nodes: [SpecValue] = []
        switch random.int(0...4) {
        case 0, 1:
            // A list: instances of the row component in an auto-layout column.
            var rows: [SpecValue] = []
            let top = y
            for row in 0..<random.int(4...12) {
                let title = Self.rowTitles[(row + section) % Self.rowTitles.count]
                var rowChildren = [text(title, x: x + 32, y: y + 11, width: 240, styleIndex: 2)]
                if random.chance(0.4) { rowChildren.append(text("Detail", x: x + 280, y: y + 11, width: 60, gray: random.chance(0.5))) }
                rowChildren.append(vector("chevron.right", x: x + 350, y: y + 14, size: 16))
                let state = random.chance(0.1) ? 2 : 0
                let change = interaction(trigger: .object([("type", .string("ON_PRESS"))]), navigation: "CHANGE_TO", destination: Self.componentSets[1].variants[1].id)
                rows.append(instance(set: 1, state: state, name: "Row", x: x + 16, y: y, children: rowChildren, interactions: [change]))
                y += 44
            }
            nodes.append(frame("List", x: x + 16, y: top, width: 361, height: 44 * Double(rows.count), layout: "VERTICAL",
                           fills: [Self.solid(1, 1, 1)], children: rows, extra: [("cornerRadius", .number(10))]))
        case 2:
            // A glass card over a photo: background blur and a translucent fill.
            let photo = rectangle("Photo", x: x, y: y, width: 393, height: 220,
                                  fill: .object([("blendMode", .string("NORMAL")), ("type", .string("IMAGE")), ("scaleMode", .string("FILL")),
                                                 ("imageRef", .string("5f0e\(screen)a9c3b1d2"))]))
            var card = common(id(), "Glass card", "FRAME", Self.box(x + 16, y + 120, 361, 84))
            card += [("children", .array([text("Tonight at 8", x: x + 32, y: y + 132, width: 300, styleIndex: 1),
                                          text("Live from the studio", x: x + 32, y: y + 158, width: 300, styleIndex: 4)])),
                     ("fills", .array([Self.solid(1, 1, 1, 1, opacity: 0.35)])), ("strokes", .array([])), ("strokeWeight", .number(1)),
                     ("effects", .array([.object([("type", .string("BACKGROUND_BLUR")), ("visible", .bool(true)), ("radius", .number(20))])])),
                     ("cornerRadius", .number(16))]
            nodes.append(photo)
            nodes.append(.object(card))
            y += 220
        case 3:
            // A carousel that advances by itself every 3 s (3000 ms), and loops: slide
            // 1 → 2 → 3 → 1.
            var slideIDs: [String] = []
            for _ in 0..<3 { slideIDs.append(id()) }
            var pages: [SpecValue] = []
            for page in 0..<3 {
                let timeout = interaction(trigger: .object([("type", .string("AFTER_TIMEOUT")), ("timeout", .number(screen % 8 == 0 ? 3 : 3000))]),
                                          navigation: "NAVIGATE", destination: slideIDs[(page + 1) % 3])
                pages.append(frame("Slide \(page + 1)", id: slideIDs[page], x: x + Double(page) * 393, y: y, width: 393, height: 180, layout: "NONE",
                                   fills: [Self.solid(color().0, 0.3, 0.5)], children: [text("Featured \(page + 1)", x: x + 16, y: y + 140, width: 300, styleIndex: 0)],
                                   extra: [("interactions", .array([timeout]))]))
            }
            nodes.append(frame("Carousel", x: x, y: y, width: 393, height: 180, layout: "HORIZONTAL", fills: [], children: pages))
            y += 180
        default:
            // Buttons: a prominent one, a disabled variant, and a row of small icon buttons.
            let title = random.pick(Self.buttonTitles)
            nodes.append(instance(set: 0, name: "Button", x: x + 25, y: y, children: [text(title, x: x + 150, y: y + 14, width: 100, styleIndex: 1)],
                              interactions: [interaction(trigger: Self.onClick, navigation: "NAVIGATE", destination: destination)]))
            nodes.append(instance(set: 0, state: 2, name: "Button", x: x + 25, y: y + 58, children: [text(title, x: x + 150, y: y + 72, width: 100, styleIndex: 1, gray: true)]))
            var icons: [SpecValue] = []
            for icon in 0..<random.int(2...4) {
                icons.append(instance(set: 4, name: "Icon button", x: x + 16 + Double(icon) * 40, y: y + 116,
                                      children: [vector(random.pick(["heart", "share", "bookmark", "ellipsis"]), x: x + 20 + Double(icon) * 40, y: y + 120, size: 20)],
                                      interactions: [interaction(trigger: Self.onClick, navigation: "OVERLAY", destination: destination)]))
            }
            nodes.append(frame("Actions", x: x + 16, y: y + 116, width: 361, height: 28, layout: "HORIZONTAL", fills: [], children: icons))
            y += 160
        }
        return nodes
    }

    /// The tab bar: instances of the tab item that navigate.
    mutating func tabBar(x: Double, destination: String) -> SpecValue {
        var tabs: [SpecValue] = []
        for tab in 0..<random.int(3...5) {
            tabs.append(instance(set: 3, name: "Tab item", x: x + Double(tab) * 78, y: 768,
                                 children: [vector("tab.icon", x: x + Double(tab) * 78 + 27, y: 774, size: 24),
                                            text(["Home", "Search", "Library", "Profile", "More"][tab], x: x + Double(tab) * 78 + 10, y: 800, width: 58, styleIndex: 5)],
                                 interactions: [interaction(trigger: Self.onClick, navigation: "NAVIGATE", destination: destination)]))
        }
        return frame("Tab bar", x: x, y: 768, width: 393, height: 84, layout: "HORIZONTAL",
                     fills: [Self.solid(0.9764705896377563, 0.9764705896377563, 0.9764705896377563, 0.94)], children: tabs,
                     extra: [("effects", .array([.object([("type", .string("BACKGROUND_BLUR")), ("visible", .bool(true)), ("radius", .number(30))])]))])
    }
}

private extension String {
    var replacingColon: String { String(map { $0 == ":" ? "-" : $0 }) }
}

extension GenerateCommand {
    /// `generate --format figma`: one `app.figma.json` of about `--size-mb` MB in the output
    /// folder (with the corpus marker, so a later `generate` may replace the folder).
    func generateFigma(into directory: String) throws {
        let start = Clock.now()
        let output = FigmaFileGenerator(seed: seed, targetBytes: Int(sizeMB * 1024 * 1024)).generate()
        let path = (directory as NSString).appendingPathComponent("app.figma.json")
        let data = Data(output.text.utf8)
        try data.write(to: URL(fileURLWithPath: path))
        let manifest = """
            {"generator": "tokenlint-bench", "seed": \(seed), "format": "figma", "sizeMB": \(formatNumber(sizeMB)), "bytes": \(data.count), \
            "pages": \(output.pages), "screens": \(output.screens), "nodes": \(output.nodes)}

            """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: (directory as NSString).appendingPathComponent(Corpus.markerName)))
        print(Format.row("file", path))
        print(Format.row("seed", "\(seed), format figma"))
        print(Format.row("screens", "\(Format.grouped(output.screens)) on \(output.pages) pages (components page included), \(Format.grouped(output.nodes)) nodes"))
        print(Format.row("bytes", Format.megabytes(data.count)))
        print(Format.row("generated in", Format.duration(Clock.seconds(since: start))))
    }
}
