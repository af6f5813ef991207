import SeededRandom

/// Generates realistic design specs (docs/spec-format.md) for the benchmark corpus.
///
/// A file is one app screen: a navigation bar, then sections (lists of repeated rows, card
/// carousels on glass, forms, banners, live counters, media, empty states), a tab bar or
/// toolbar, and sometimes a sheet, modal or popover over it. Components nest 2–4 levels deep;
/// roles, colors (tokens, hex with alpha, `{color, opacity}`), fonts (tokens and inline),
/// transitions and animations (tokens, inline springs in all three parametrizations, timed
/// curves) are mixed the way the examples in Examples/specs mix them, including the usual
/// mistakes (small targets, low-contrast grays, prominent transitions on rows, a few typos in
/// token names), so every rule has something to find.
///
/// Everything comes from `SplitMix64(seed:stream:)` with the file index as the stream: a file's
/// content depends only on the seed and its index, so the YAML and JSON halves of a mixed
/// corpus are drawn from the same distribution.
struct SpecGenerator {
    /// What one generated file holds.
    struct File {
        var name: String
        var value: SpecValue
        var components: Int
        var header: [String]
    }

    let seed: UInt64
    /// Mean components per file; each file gets 60–140 % of it (at least 1).
    let meanComponents: Int
    /// The share of colors replaced by random opaque ones (`--profile finding-heavy`): a design
    /// system nobody has checked yet, where about half of all checks fail. 0: the realistic corpus.
    var randomPalette = 0.0

    func file(index: Int) -> File {
        var builder = ScreenBuilder(random: SplitMix64(seed: seed, stream: UInt64(index)), index: index)
        let low = max(1, Int((Double(meanComponents) * 0.6).rounded()))
        let high = max(low, 2 * meanComponents - low)
        let budget = builder.random.int(low...high)
        var file = builder.screen(budget: budget)
        if randomPalette > 0 {
            // A stream of its own: the screens are the realistic corpus's, only the colors differ.
            var palette = RandomPalette(random: SplitMix64(seed: seed, stream: UInt64(index) | 1 << 40), share: randomPalette)
            file.value = palette.recolor(file.value)
        }
        return file
    }
}

/// Replaces colors (foregrounds, backgrounds, canvases, border colors) with random `#RRGGBB`,
/// and frames with random sizes from 12 to 60 pt (most below the 44 pt target, text boxes too
/// small for large Dynamic Type sizes).
private struct RandomPalette {
    var random: SplitMix64
    let share: Double
    static let colorKeys: Set<String> = ["foreground", "background", "canvas", "color"]

    mutating func recolor(_ value: SpecValue) -> SpecValue {
        switch value {
        case .array(let items): return .array(items.map { recolor($0) })
        case .object(let members):
            return .object(members.map { key, member in
                if Self.colorKeys.contains(key), random.chance(share) { return (key, randomColor()) }
                if key == "frame", random.chance(share) {
                    return (key, .object([("width", .number(Double(random.int(12...60)))), ("height", .number(Double(random.int(12...60))))]))
                }
                return (key, recolor(member))
            })
        case .string, .number, .bool: return value
        }
    }

    private mutating func randomColor() -> SpecValue {
        let digits = Array("0123456789ABCDEF")
        return .string("#" + String((0..<6).map { _ in digits[random.int(0...15)] }))
    }
}

// MARK: Palettes (token names of the built-in registry, tokens/)

private enum Palette {
    static let textColors: [(String, Double)] = [
        ("color.label", 0.68), ("color.secondaryLabel", 0.18), ("color.tertiaryLabel", 0.03),
        ("color.placeholderText", 0.02), ("color.link", 0.04), ("color.systemBlue", 0.05),
    ]
    static let surfaces = [
        "color.systemBackground", "color.secondarySystemBackground", "color.tertiarySystemBackground",
        "color.systemGroupedBackground", "color.secondarySystemGroupedBackground", "color.tertiarySystemGroupedBackground",
    ]
    static let fills = ["color.systemFill", "color.secondarySystemFill", "color.tertiarySystemFill", "color.quaternarySystemFill"]
    static let accents = [
        "color.systemBlue", "color.systemRed", "color.systemGreen", "color.systemOrange", "color.systemIndigo",
        "color.systemPink", "color.systemTeal", "color.systemPurple", "color.systemMint", "color.systemYellow",
        "color.systemCyan", "color.systemBrown", "color.systemGray",
    ]
    static let textStyles = [
        "largeTitle", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote", "caption1", "caption2",
    ]
    static let bodyStyles: [(String, Double)] = [
        ("body", 0.3), ("headline", 0.15), ("subheadline", 0.15), ("footnote", 0.1), ("caption1", 0.1),
        ("callout", 0.06), ("caption2", 0.04), ("title3", 0.04), ("title2", 0.03), ("title1", 0.02), ("largeTitle", 0.01),
    ]
    static let transitions: [(String, Double)] = [
        ("motion.transition.liquidGlass", 0.3), ("motion.transition.liquidGlassSubtle", 0.25),
        ("motion.transition.liquidGlassProminent", 0.12), ("motion.transition.liquidGlassFromBottom", 0.08),
        ("motion.transition.liquidGlassFromTop", 0.08), ("motion.transition.popoverMorph", 0.05),
        ("motion.transition.popoverSearchBar", 0.04), ("motion.transition.tabSwitchForward", 0.04),
        ("motion.transition.tabSwitchBackward", 0.04),
    ]
    static let curves: [(String, Double)] = [
        ("motion.curve.smooth", 0.12), ("motion.curve.snappy", 0.14), ("motion.curve.bouncy", 0.08), ("motion.curve.spring", 0.06),
        ("motion.curve.default", 0.08), ("motion.curve.interactiveSpring", 0.04), ("motion.curve.easeInOut", 0.1),
        ("motion.curve.easeIn", 0.03), ("motion.curve.easeOut", 0.05), ("motion.curve.linear", 0.02),
        ("motion.curve.liquidGlass", 0.1), ("motion.curve.liquidGlassSubtle", 0.06), ("motion.curve.liquidGlassProminent", 0.04),
        ("motion.curve.liquidGlassSmooth", 0.03), ("motion.curve.popoverMorphExpand", 0.02), ("motion.curve.tabSwitch", 0.03),
    ]
    /// Misspellings people make (tokens/unknown-reference, with a did-you-mean).
    static let typos = [
        "color.systemBlu", "color.secondaryLable", "color.lable", "font.textStyle.heading", "color.systemGreyy",
        "motion.curve.snapy", "motion.transition.liquidglass", "font.textStyle.caption",
    ]
    /// Common inline springs (SwiftUI defaults people copy) and timing functions.
    static let commonSprings: [[(String, SpecValue)]] = [
        [("response", .number(0.3)), ("dampingFraction", .number(0.85))],
        [("response", .number(0.55)), ("dampingFraction", .number(0.825))],
        [("response", .number(0.4)), ("dampingFraction", .number(0.8))],
        [("duration", .number(0.35)), ("bounce", .number(0.15))],
        [("duration", .number(0.5)), ("bounce", .number(0))],
        [("mass", .number(1)), ("stiffness", .number(170)), ("damping", .number(26))],
    ]
    static let timingFunctions: [[Double]] = [[0.42, 0, 0.58, 1], [0.25, 0.1, 0.25, 1], [0.4, 0, 0.2, 1], [0, 0, 0.58, 1], [0.42, 0, 1, 1]]
    static let screenNames = [
        "Inbox", "Recipe detail", "Settings", "Profile", "Checkout", "Search results", "Player", "Onboarding", "Feed",
        "Order history", "Workout summary", "Library", "Map browse", "Chat thread", "Notifications", "Wallet",
    ]
    static let titles = [
        "Chicken Tikka Masala", "Morning run", "Weekly report", "Design Systems", "Maya Chen", "Groceries", "Flight to Lisbon",
        "Add to Plan", "Continue", "Share", "Done", "Recently played", "Your orders", "Storage almost full", "Try again",
    ]
    static let details = [
        "8 ingredients · 4 servings", "5.2 km · 28 min", "Updated 2 min ago", "1.2k posts today", "Due tomorrow",
        "3 items", "Gate B12 · On time", "Tap to see more", "Last synced just now",
    ]
}

// MARK: Screen

private struct ScreenBuilder {
    var random: SplitMix64
    let index: Int
    private var left = 0
    private var counter = 0
    private var made = 0

    init(random: SplitMix64, index: Int) {
        self.random = random
        self.index = index
    }

    /// Claims one component of the budget.
    private mutating func take() -> Bool {
        guard left > 0 else { return false }
        left -= 1
        made += 1
        return true
    }

    private mutating func id(_ base: String) -> String {
        counter += 1
        return "\(base)-\(counter)"
    }

    mutating func screen(budget: Int) -> SpecGenerator.File {
        left = budget
        let title = random.pick(Palette.screenNames)
        let grouped = random.chance(0.4)
        var top: [(String, SpecValue)] = [("tokenlint", .number(1)), ("name", .string("\(title) \(index)"))]
        top.append(("platform", .string(random.weighted([("ios", 0.85), ("ipados", 0.12), ("visionos", 0.03)]))))
        if random.chance(0.8) {
            top.append(("canvas", .string(grouped ? "{color.systemGroupedBackground}" : "{color.systemBackground}")))
        }

        var components: [SpecValue] = []
        // The overlay (sheet, modal, popover) takes its share first, so it exists when drawn.
        var overlayBudget = 0
        if budget >= 12, random.chance(0.35) { overlayBudget = max(4, budget / random.int(6...10)) }
        let screenBudget = budget - overlayBudget

        left = screenBudget
        if take() {
            var screen = members(id: id("screen"), role: "container")
            screen.append(("#", .string("Screen root: \(title)")))
            if random.chance(0.5) { screen.append(("frame", size(393, 852))) }
            if grouped, random.chance(0.5) { screen.append(("background", .string("{color.systemGroupedBackground}"))) }
            var sections: [SpecValue] = []
            if let bar = navigationBar() { sections.append(bar) }
            var bottomBar: SpecValue?
            let wantsBottomBar = random.chance(0.55)
            var stalled = 0
            while left > 0, stalled < 8 {
                // Keep room for the bottom bar.
                if wantsBottomBar, bottomBar == nil, left <= 6 {
                    bottomBar = random.chance(0.7) ? tabBar() : toolbar()
                    continue
                }
                let before = left
                if let section = section(grouped: grouped) { sections.append(section) }
                stalled = left == before ? stalled + 1 : 0
            }
            if let bottomBar { sections.append(bottomBar) }
            screen.append(("children", .array(sections)))
            components.append(.object(screen))
        }
        left += overlayBudget
        if left > 0, let overlay = overlay() { components.append(overlay) }
        // Whatever budget is left (tiny files): plain text components at the top level.
        while left > 0, let text = textLeaf(base: "note", style: "footnote") { components.append(text) }

        top.append(("components", .array(components)))
        let header = [
            "\(title) (generated by tokenlint-bench, file \(index)).",
            "Synthetic but realistic: token and literal colors, translucent glass, springs and timed curves.",
        ]
        let name = "screen-\(String(repeating: "0", count: max(0, 4 - String(index).count)))\(index)"
        return SpecGenerator.File(name: name, value: .object(top), components: made, header: header)
    }

    // MARK: Sections

    private mutating func section(grouped: Bool) -> SpecValue? {
        let kind = random.weighted([
            ("list", 0.34), ("cards", 0.18), ("form", 0.14), ("banner", 0.08), ("live", 0.07), ("media", 0.06),
            ("empty", 0.04), ("actions", 0.09),
        ])
        switch kind {
        case "list": return list(grouped: grouped)
        case "cards": return carousel()
        case "form": return form()
        case "banner": return banner()
        case "live": return live()
        case "media": return media()
        case "empty": return emptyState()
        default: return actions()
        }
    }

    private mutating func navigationBar() -> SpecValue? {
        guard take() else { return nil }
        var bar = members(id: id("nav"), role: "navigationBar")
        bar.append(("#", .string("Navigation bar")))
        bar.append(("frame", size(393, 44)))
        if random.chance(0.4) {
            bar.append(("background", .string("{color.systemBackground}")))
        } else if random.chance(0.5) {
            bar.append(("background", translucentSurface()))
            if random.chance(0.5) { bar.append(("backdrop", .string("unknown"))) }
        }
        if random.chance(0.08) { bar.append(("transition", .string("{motion.transition.liquidGlassFromTop}"))) }
        var children: [SpecValue] = []
        if let back = iconButton(base: "back") { children.append(back) }
        if let title = textLeaf(base: "nav-title", style: "headline") { children.append(title) }
        if random.chance(0.6), let action = iconButton(base: "nav-action") { children.append(action) }
        bar.append(("children", .array(children)))
        return .object(bar)
    }

    private mutating func list(grouped: Bool) -> SpecValue? {
        guard take() else { return nil }
        var list = members(id: id("list"), role: "container")
        list.append(("#", .string("List section (ForEach rows)")))
        var children: [SpecValue] = []
        if random.chance(0.5), let header = textLeaf(base: "list-header", style: "footnote", color: "color.secondaryLabel") {
            children.append(header)
        }
        let rows = random.int(2...7)
        let rowTransition: SpecValue? = random.chance(0.45) ? rowTransitionValue() : nil
        let rowAnimation: SpecValue? = random.chance(0.3) ? animation() : nil
        for _ in 0..<rows {
            guard let row = listRow(grouped: grouped, transition: rowTransition, animation: rowAnimation) else { break }
            children.append(row)
        }
        list.append(("children", .array(children)))
        return .object(list)
    }

    private mutating func listRow(grouped: Bool, transition: SpecValue?, animation: SpecValue?) -> SpecValue? {
        guard take() else { return nil }
        var row = members(id: id("row"), role: "listItem")
        row.append(("repeated", .bool(random.chance(0.8))))
        let height = random.weighted([(44.0, 0.3), (52.0, 0.15), (60.0, 0.25), (72.0, 0.2), (36.0, 0.1)])
        row.append(("frame", size(361, height)))
        row.append(("padding", padding()))
        let filled = random.chance(0.5)
        if filled {
            row.append(("background", .string(grouped ? "{color.secondarySystemGroupedBackground}" : "{\(random.pick(Palette.surfaces))}")))
        }
        if let transition { row.append(("transition", transition)) }
        if let animation { row.append(("animation", animation)) }
        if filled, random.chance(0.4) {
            row.append(("ignore", .array([.object([
                ("rule", .string("contrast/non-text")),
                ("reason", .string("Inset-grouped list row identified by its text and chevron, not by its fill (WCAG 1.4.11)")),
            ])])))
        }
        var children: [SpecValue] = []
        if random.chance(0.7), let icon = icon(base: "row-icon", color: random.chance(0.6) ? "color.systemBlue" : random.pick(Palette.accents)) {
            children.append(icon)
        }
        if let title = textLeaf(base: "row-title", style: random.weighted([("body", 0.7), ("headline", 0.2), ("callout", 0.1)])) {
            children.append(title)
        }
        if random.chance(0.6), let detail = textLeaf(base: "row-detail", style: random.weighted([("caption1", 0.5), ("footnote", 0.3), ("subheadline", 0.2)]),
                                                     color: "color.secondaryLabel") {
            children.append(detail)
        }
        if random.chance(0.25) {
            if let toggle = control(role: "toggle", width: 51, height: 31) { children.append(toggle) }
        } else if random.chance(0.6), let chevron = icon(base: "row-chevron", color: "color.tertiaryLabel") {
            children.append(chevron)
        }
        row.append(("children", .array(children)))
        return .object(row)
    }

    private mutating func carousel() -> SpecValue? {
        guard take() else { return nil }
        var container = members(id: id("carousel"), role: "container")
        container.append(("#", .string("Glass cards over scrolling content")))
        var children: [SpecValue] = []
        let cards = random.int(2...5)
        let glass = random.chance(0.6)
        let transition: SpecValue? = random.chance(0.6) ? .string("{motion.transition.liquidGlass}") : (random.chance(0.5) ? inlineTransition() : nil)
        for _ in 0..<cards {
            guard take() else { break }
            var card = members(id: id("card"), role: "card")
            card.append(("repeated", .bool(random.chance(0.5))))
            card.append(("frame", size(random.pick([160.0, 200, 280, 343]), random.pick([120.0, 160, 200]))))
            card.append(("padding", .number(random.pick([12.0, 16, 20]))))
            if glass {
                card.append(("background", translucentSurface()))
                if random.chance(0.6) { card.append(("backdrop", .string("unknown"))) }
            } else {
                card.append(("background", .string("{\(random.pick(Palette.surfaces))}")))
            }
            if random.chance(0.2) { card.append(("border", .object([("color", .string("{color.separator}")), ("width", .number(1))]))) }
            if let transition { card.append(("transition", transition)) }
            if random.chance(0.25) { card.append(("animation", animation())) }
            var content: [SpecValue] = []
            if random.chance(0.4), take() {
                var image = members(id: id("card-image"), role: "image")
                image.append(("frame", size(random.pick([64.0, 120, 160]), random.pick([64.0, 90]))))
                image.append(("decorative", .bool(true)))
                content.append(.object(image))
            }
            if let title = textLeaf(base: "card-title", style: "headline") { content.append(title) }
            if random.chance(0.7), let meta = textLeaf(base: "card-meta", style: "subheadline", color: "color.secondaryLabel") { content.append(meta) }
            if random.chance(0.35), let button = button(base: "card-action", prominent: false) { content.append(button) }
            card.append(("children", .array(content)))
            children.append(.object(card))
        }
        container.append(("children", .array(children)))
        return .object(container)
    }

    private mutating func form() -> SpecValue? {
        guard take() else { return nil }
        var form = members(id: id("form"), role: random.chance(0.5) ? "panel" : "container")
        form.append(("#", .string("Form controls")))
        if random.chance(0.5) { form.append(("background", .string("{color.secondarySystemGroupedBackground}"))) }
        if random.chance(0.3) { form.append(("padding", .number(16))) }
        var children: [SpecValue] = []
        let fields = random.int(2...6)
        for _ in 0..<fields {
            let kind = random.weighted([
                ("textField", 0.3), ("toggle", 0.2), ("slider", 0.12), ("stepper", 0.1), ("segmentedControl", 0.1),
                ("checkbox", 0.08), ("button", 0.1),
            ])
            let field: SpecValue?
            switch kind {
            case "textField":
                field = labeledControl(role: "textField", width: 329, height: random.pick([36.0, 44, 44, 50]))
            case "toggle": field = control(role: "toggle", width: 51, height: 31)
            case "slider": field = labeledControl(role: "slider", width: 280, height: random.pick([28.0, 44]))
            case "stepper": field = control(role: "stepper", width: 94, height: 32)
            case "segmentedControl": field = labeledControl(role: "segmentedControl", width: 329, height: random.pick([28.0, 32, 44]))
            case "checkbox": field = control(role: "checkbox", width: random.pick([22.0, 24, 44]), height: random.pick([22.0, 24, 44]))
            default: field = button(base: "submit", prominent: true)
            }
            guard let field else { break }
            children.append(field)
        }
        form.append(("children", .array(children)))
        return .object(form)
    }

    private mutating func banner() -> SpecValue? {
        guard take() else { return nil }
        var banner = members(id: id("banner"), role: "banner")
        banner.append(("#", .string("Status banner")))
        banner.append(("frame", random.chance(0.5) ? .object([("width", .number(361))]) : size(361, random.pick([44.0, 56, 64]))))
        banner.append(("padding", padding()))
        let tint = random.pick(["color.systemBlue", "color.systemOrange", "color.systemRed", "color.systemGreen"])
        banner.append(("background", .object([("color", .string("{\(tint)}")), ("opacity", .number(random.pick([0.1, 0.12, 0.15, 0.2])))])))
        banner.append(("transition", random.chance(0.7) ? .string("{motion.transition.liquidGlassFromTop}") : inlineTransition()))
        if random.chance(0.3) { banner.append(("autoplay", .object([("duration", .number(random.pick([3.0, 4, 8]))), ("loops", .bool(false)), ("pausable", .bool(random.chance(0.5)))]))) }
        var children: [SpecValue] = []
        if let icon = icon(base: "banner-icon", color: tint) { children.append(icon) }
        if let text = textLeaf(base: "banner-text", style: random.pick(["subheadline", "headline", "footnote"]), color: random.chance(0.8) ? "color.label" : tint) {
            children.append(text)
        }
        banner.append(("children", .array(children)))
        return .object(banner)
    }

    private mutating func live() -> SpecValue? {
        guard take() else { return nil }
        var panel = members(id: id("live"), role: random.pick(["panel", "card", "container"]))
        panel.append(("#", .string("Live values (updatesPerSecond)")))
        panel.append(("background", .string("{\(random.pick(Palette.surfaces))}")))
        var children: [SpecValue] = []
        for _ in 0..<random.int(1...3) {
            guard take() else { break }
            var value = members(id: id("live-value"), role: "text")
            value.append(("frame", size(random.pick([36.0, 48, 80]), random.pick([20.0, 24, 34]))))
            value.append(("font", font(style: random.pick(["caption1", "title2", "body", "largeTitle"]))))
            value.append(("foreground", .string("{color.label}")))
            value.append(("text", .string(String(random.int(1...999)))))
            value.append(("updatesPerSecond", .number(random.pick([0.2, 0.5, 1, 2, 4, 10]))))
            if random.chance(0.6) { value.append(("transition", random.chance(0.5) ? .string("{motion.transition.liquidGlassSubtle}") : .string("none"))) }
            if random.chance(0.5) { value.append(("animation", random.chance(0.3) ? .string("none") : animation())) }
            children.append(.object(value))
        }
        if let caption = textLeaf(base: "live-caption", style: "caption2", color: "color.secondaryLabel") { children.append(caption) }
        panel.append(("children", .array(children)))
        return .object(panel)
    }

    private mutating func media() -> SpecValue? {
        guard take() else { return nil }
        var media = members(id: id("media"), role: "container")
        media.append(("#", .string("Media")))
        var children: [SpecValue] = []
        if take() {
            var image = members(id: id("hero-image"), role: "image")
            image.append(("frame", size(393, random.pick([200.0, 240, 300]))))
            if random.chance(0.4) {
                image.append(("autoplay", .object([
                    ("duration", .number(random.pick([3.0, 6, 12]))), ("loops", .bool(random.chance(0.5))), ("pausable", .bool(random.chance(0.5))),
                ])))
            }
            if random.chance(0.1) { image.append(("flashesPerSecond", .number(random.pick([1.0, 2, 4])))) }
            if random.chance(0.5) { image.append(("transition", transition())) }
            children.append(.object(image))
        }
        if let caption = textLeaf(base: "media-caption", style: "footnote", color: "color.secondaryLabel") { children.append(caption) }
        if random.chance(0.5), let play = iconButton(base: "play") { children.append(play) }
        media.append(("children", .array(children)))
        return .object(media)
    }

    private mutating func emptyState() -> SpecValue? {
        guard take() else { return nil }
        var empty = members(id: id("empty"), role: "emptyState")
        empty.append(("#", .string("Empty state")))
        empty.append(("frame", size(393, random.pick([300.0, 480]))))
        empty.append(("transition", .string("{motion.transition.liquidGlass}")))
        empty.append(("animation", .string("{motion.curve.liquidGlass}")))
        var children: [SpecValue] = []
        if let title = textLeaf(base: "empty-title", style: "title2") { children.append(title) }
        if let detail = textLeaf(base: "empty-detail", style: "body", color: "color.secondaryLabel") { children.append(detail) }
        if let action = button(base: "empty-action", prominent: true) { children.append(action) }
        empty.append(("children", .array(children)))
        return .object(empty)
    }

    private mutating func actions() -> SpecValue? {
        guard take() else { return nil }
        var row = members(id: id("actions"), role: "container")
        row.append(("#", .string("Action buttons")))
        var children: [SpecValue] = []
        for _ in 0..<random.int(1...3) {
            guard let button = button(base: "action", prominent: random.chance(0.5)) else { break }
            children.append(button)
        }
        if random.chance(0.4), let link = link() { children.append(link) }
        row.append(("children", .array(children)))
        return .object(row)
    }

    private mutating func tabBar() -> SpecValue? {
        guard take() else { return nil }
        var bar = members(id: id("tabbar"), role: "tabBar")
        bar.append(("#", .string("Tab bar")))
        bar.append(("frame", size(393, 49)))
        bar.append(("background", translucentSurface()))
        if random.chance(0.5) { bar.append(("backdrop", .string("unknown"))) }
        if random.chance(0.1) { bar.append(("transition", .string("{motion.transition.tabSwitchForward}"))) }
        var children: [SpecValue] = []
        for position in 0..<random.int(3...5) {
            guard take() else { break }
            var tab = members(id: id("tab"), role: "tab")
            tab.append(("frame", size(random.pick([64.0, 78]), random.pick([49.0, 44, 30]))))
            tab.append(("foreground", .string(position == 0 ? "{color.systemBlue}" : "{color.secondaryLabel}")))
            tab.append(("font", random.chance(0.7) ? .object([("size", .number(10)), ("weight", .number(500)), ("lineHeight", .number(12))]) : font(style: "caption2")))
            tab.append(("text", .string(random.pick(["Home", "Search", "Library", "Profile", "Settings"]))))
            if random.chance(0.15) { tab.append(("navigation", .string("tab"))); tab.append(("transition", .string("{motion.transition.tabSwitchForward}"))) }
            children.append(.object(tab))
        }
        bar.append(("children", .array(children)))
        return .object(bar)
    }

    private mutating func toolbar() -> SpecValue? {
        guard take() else { return nil }
        var bar = members(id: id("toolbar"), role: "toolbar")
        bar.append(("#", .string("Toolbar")))
        bar.append(("frame", size(393, 44)))
        bar.append(("background", .string("{color.secondarySystemBackground}")))
        var children: [SpecValue] = []
        for _ in 0..<random.int(2...4) {
            guard let button = iconButton(base: "tool") else { break }
            children.append(button)
        }
        bar.append(("children", .array(children)))
        return .object(bar)
    }

    private mutating func overlay() -> SpecValue? {
        guard take() else { return nil }
        let role = random.weighted([("sheet", 0.5), ("modal", 0.2), ("popover", 0.3)])
        var overlay = members(id: id(role), role: role)
        overlay.append(("#", .string("Presented \(role)")))
        overlay.append(("frame", role == "popover" ? size(200, 100) : size(393, random.pick([300.0, 480, 852]))))
        if random.chance(0.5) {
            overlay.append(("background", .object([("color", .string("{color.systemBackground}")), ("opacity", .number(random.pick([0.7, 0.8, 0.9])))])))
            overlay.append(("backdrop", .string("unknown")))
        } else {
            overlay.append(("background", .string("{color.systemBackground}")))
        }
        switch role {
        case "sheet": overlay.append(("transition", .string("{motion.transition.liquidGlassFromBottom}")))
        case "popover": overlay.append(("transition", .string("{motion.transition.popoverMorph}")))
        default: overlay.append(("transition", random.chance(0.7) ? .string("{motion.transition.liquidGlassProminent}") : inlineTransition()))
        }
        overlay.append(("animation", animation()))
        var children: [SpecValue] = []
        if let title = textLeaf(base: "\(role)-title", style: random.pick(["title2", "headline", "largeTitle"])) { children.append(title) }
        var stalled = 0
        while left > 1, stalled < 4 {
            let before = left
            if random.chance(0.5) {
                if let button = menuItemOrButton() { children.append(button) }
            } else if let text = textLeaf(base: "\(role)-body", style: "body") {
                children.append(text)
            }
            stalled = left == before ? stalled + 1 : 0
        }
        if let close = iconButton(base: "close") { children.append(close) }
        overlay.append(("children", .array(children)))
        return .object(overlay)
    }

    // MARK: Leaves

    private mutating func textLeaf(base: String, style: String, color: String? = nil) -> SpecValue? {
        guard take() else { return nil }
        var text = members(id: id(base), role: "text")
        text.append(("font", font(style: style)))
        text.append(("foreground", textColor(preferred: color)))
        text.append(("text", .string(random.chance(0.5) ? random.pick(Palette.titles) : random.pick(Palette.details))))
        if random.chance(0.12) {
            // A fixed-height line box: text/dynamic-type checks it at every size.
            text.append(("frame", .object([("width", .number(random.pick([120.0, 200, 329]))), ("height", .number(random.pick([18.0, 22, 28, 44])))])))
            text.append(("lineLimit", .number(Double(random.int(1...2)))))
        }
        if random.chance(0.04) { text.append(("opacity", .number(random.pick([0.5, 0.6, 0.8])))) }
        if random.chance(0.03) { text.append(("decorative", .bool(true))) }
        return .object(text)
    }

    private mutating func icon(base: String, color: String) -> SpecValue? {
        guard take() else { return nil }
        var icon = members(id: id(base), role: "icon")
        icon.append(("frame", size(random.pick([17.0, 20, 22, 24, 28]), random.pick([17.0, 20, 22, 24, 28]))))
        icon.append(("foreground", random.chance(0.9) ? .string("{\(color)}") : hexColor(alpha: random.chance(0.5))))
        return .object(icon)
    }

    private mutating func iconButton(base: String) -> SpecValue? {
        guard take() else { return nil }
        var button = members(id: id(base), role: "button")
        let side = random.weighted([(44.0, 0.6), (28.0, 0.15), (32.0, 0.15), (24.0, 0.1)])
        button.append(("frame", size(side, side)))
        if side < 44, random.chance(0.4) { button.append(("hitArea", size(44, 44))) }
        if random.chance(0.05) { button.append(("disabled", .bool(true))) }
        var children: [SpecValue] = []
        if let glyph = icon(base: "\(base)-glyph", color: random.chance(0.7) ? "color.systemBlue" : "color.label") { children.append(glyph) }
        button.append(("children", .array(children)))
        return .object(button)
    }

    private mutating func button(base: String, prominent: Bool) -> SpecValue? {
        guard take() else { return nil }
        var button = members(id: id(base), role: "button")
        let height = random.weighted([(50.0, 0.45), (44.0, 0.3), (36.0, 0.15), (28.0, 0.1)])
        button.append(("frame", size(random.pick([120.0, 160, 329, 343]), height)))
        if prominent {
            button.append(("background", accentFill()))
            button.append(("foreground", random.chance(0.85) ? .string("{color.white}") : .string("#FFFFFF")))
        } else {
            if random.chance(0.5) { button.append(("background", .string("{\(random.pick(Palette.fills))}"))) }
            button.append(("foreground", .string("{\(random.pick(["color.systemBlue", "color.label", "color.link"]))}")))
            if random.chance(0.3) { button.append(("border", .object([("color", colorValue(token: random.pick(Palette.accents))), ("width", .number(random.pick([1.0, 2])))]))) }
        }
        button.append(("font", font(style: random.pick(["headline", "body", "callout"]))))
        button.append(("text", .string(random.pick(Palette.titles))))
        if random.chance(0.3) { button.append(("animation", animation())) }
        if random.chance(0.05) { button.append(("disabled", .bool(true))) }
        return .object(button)
    }

    private mutating func menuItemOrButton() -> SpecValue? {
        if random.chance(0.4) { return button(base: "sheet-action", prominent: random.chance(0.5)) }
        guard take() else { return nil }
        var item = members(id: id("menu-item"), role: "menuItem")
        item.append(("frame", size(361, random.pick([44.0, 50, 36]))))
        item.append(("font", font(style: "body")))
        item.append(("foreground", .string(random.chance(0.9) ? "{color.label}" : "{color.systemRed}")))
        item.append(("text", .string(random.pick(Palette.titles))))
        return .object(item)
    }

    private mutating func link() -> SpecValue? {
        guard take() else { return nil }
        var link = members(id: id("link"), role: "link")
        link.append(("frame", size(random.pick([64.0, 120]), 22)))
        link.append(("font", .string("{font.textStyle.body}")))
        link.append(("foreground", .string("{color.link}")))
        link.append(("text", .string("Learn more")))
        if random.chance(0.6) {
            link.append(("ignore", .array([.object([
                ("rule", .string("target/size")),
                ("reason", .string("Inline link inside body text: its size is set by the line (WCAG 2.5.8 inline exception)")),
            ])])))
        }
        return .object(link)
    }

    private mutating func control(role: String, width: Double, height: Double) -> SpecValue? {
        guard take() else { return nil }
        var control = members(id: id(role), role: role)
        control.append(("frame", size(width, height)))
        if random.chance(0.3) { control.append(("background", .string("{\(random.pick(Palette.fills))}"))) }
        if role == "checkbox" || random.chance(0.3) { control.append(("border", .object([("color", .string("{color.separator}")), ("width", .number(1))]))) }
        if random.chance(0.3) { control.append(("animation", animation())) }
        return .object(control)
    }

    /// A control with a label child (text fields, sliders, segmented controls).
    private mutating func labeledControl(role: String, width: Double, height: Double) -> SpecValue? {
        guard case .object(var control)? = control(role: role, width: width, height: height) else { return nil }
        if role == "textField" {
            control.append(("font", font(style: "body")))
            control.append(("foreground", .string("{color.label}")))
        }
        if random.chance(0.6), let label = textLeaf(base: "\(role)-label", style: role == "textField" ? "body" : "subheadline",
                                                    color: role == "textField" ? "color.placeholderText" : nil) {
            control.append(("children", .array([label])))
        }
        return .object(control)
    }

    // MARK: Values

    private func members(id: String, role: String) -> [(String, SpecValue)] {
        [("id", .string(id)), ("role", .string(role))]
    }

    private func size(_ width: Double, _ height: Double) -> SpecValue {
        .object([("width", .number(width)), ("height", .number(height))])
    }

    private mutating func padding() -> SpecValue {
        if random.chance(0.3) { return .number(random.pick([8.0, 12, 16])) }
        let vertical = random.pick([8.0, 10, 12])
        let horizontal = random.pick([12.0, 16, 20])
        return .object([("top", .number(vertical)), ("bottom", .number(vertical)), ("leading", .number(horizontal)), ("trailing", .number(horizontal))])
    }

    private mutating func tokenOrTypo(_ path: String) -> String {
        random.chance(0.003) ? random.pick(Palette.typos) : path
    }

    private mutating func colorValue(token: String) -> SpecValue { .string("{\(tokenOrTypo(token))}") }

    /// `#RRGGBB` or `#RRGGBBAA`.
    private mutating func hexColor(alpha: Bool) -> SpecValue {
        let gray = random.pick(["8E8E93", "6C6C70", "3C3C43", "3C3C43", "007AFF", "1C1C1E", "1C1C1E", "000000"])
        guard alpha else { return .string("#\(gray)") }
        return .string("#\(gray)\(random.pick(["99", "4D", "B3", "CC", "E6"]))")
    }

    private mutating func textColor(preferred: String?) -> SpecValue {
        let form = random.weighted([("token", 0.88), ("hex", 0.04), ("hexAlpha", 0.03), ("opacity", 0.04), ("p3", 0.01)])
        switch form {
        case "hex": return hexColor(alpha: false)
        case "hexAlpha": return hexColor(alpha: true)
        case "opacity":
            return .object([("color", colorValue(token: preferred ?? "color.label")), ("opacity", .number(random.pick([0.6, 0.7, 0.85])))])
        case "p3":
            return .object([("colorSpace", .string("display-p3")), ("components", .array([.number(0.2), .number(0.2), .number(random.pick([0.25, 0.6]))])), ("alpha", .number(1))])
        default: return colorValue(token: preferred ?? random.weighted(Palette.textColors))
        }
    }

    private mutating func translucentSurface() -> SpecValue {
        switch random.int(0...2) {
        case 0: return .object([("color", .string("#FFFFFF")), ("opacity", .number(random.pick([0.6, 0.7, 0.8])))])
        case 1: return .object([("color", .string("{\(random.pick(Palette.surfaces))}")), ("opacity", .number(random.pick([0.7, 0.8, 0.9])))])
        default: return .string(random.pick(["#FFFFFFB3", "#F2F2F7CC", "#1C1C1E99", "#FFFFFF80"]))
        }
    }

    private mutating func accentFill() -> SpecValue {
        switch random.weighted([("token", 0.75), ("hex", 0.15), ("opacity", 0.1)]) {
        case "hex": return .string(random.pick(["#007AFF", "#34C759", "#FF9500", "#5856D6", "#0A84FFE6"]))
        case "opacity": return .object([("color", .string("{\(random.pick(Palette.accents))}")), ("opacity", .number(random.pick([0.85, 0.9])))])
        default: return colorValue(token: random.weighted([("color.systemBlue", 0.6), ("color.systemGreen", 0.15), ("color.systemOrange", 0.1), ("color.systemIndigo", 0.15)]))
        }
    }

    private mutating func font(style: String) -> SpecValue {
        switch random.weighted([("token", 0.72), ("styled", 0.14), ("fixed", 0.14)]) {
        case "styled":
            let size = random.pick([13.0, 15, 17, 20, 22])
            return .object([("size", .number(size)), ("weight", .number(random.pick([400.0, 500, 600]))),
                            ("lineHeight", .number((size * 1.3).rounded())), ("textStyle", .string(style))])
        case "fixed":
            let size = random.weighted([(17.0, 0.3), (15.0, 0.2), (13.0, 0.2), (12.0, 0.1), (11.0, 0.1), (10.0, 0.06), (9.0, 0.04)])
            if random.chance(0.5) {
                return .object([("size", .number(size)), ("weight", random.chance(0.3) ? .string("semi-bold") : .number(random.pick([400.0, 500, 700]))),
                                ("lineHeight", .number(random.pick([1.2, 1.3])))])
            }
            return .object([("size", .number(size)), ("weight", .number(random.pick([400.0, 600]))), ("lineHeight", .number((size * 1.25).rounded()))])
        default:
            return .string("{\(tokenOrTypo("font.textStyle.\(random.chance(0.85) ? style : random.weighted(Palette.bodyStyles))"))}")
        }
    }

    private mutating func transition() -> SpecValue {
        random.chance(0.65) ? .string("{\(tokenOrTypo(random.weighted(Palette.transitions)))}") : inlineTransition()
    }

    /// Rows: mostly the subtle transition, sometimes the prominent one (motion/prominent-in-list).
    private mutating func rowTransitionValue() -> SpecValue {
        switch random.weighted([("subtle", 0.6), ("prominent", 0.15), ("glass", 0.1), ("inline", 0.15)]) {
        case "subtle": return .string("{motion.transition.liquidGlassSubtle}")
        case "prominent": return .string("{motion.transition.liquidGlassProminent}")
        case "glass": return .string("{motion.transition.liquidGlass}")
        default: return inlineTransition()
        }
    }

    private mutating func inlineTransition() -> SpecValue {
        var insertion: [(String, SpecValue)] = [("opacity", .number(0))]
        if random.chance(0.7) { insertion.append(("scale", .number(random.number(0.8, 0.99, step: 0.01)))) }
        if random.chance(0.4) { insertion.append(("blur", .number(random.pick([4.0, 8, 10, 12, 20])))) }
        if random.chance(0.2) { insertion.append(("edge", .string(random.pick(["top", "bottom", "leading", "trailing"])))) }
        if random.chance(0.1) { insertion.append(("offset", .object([("x", .number(0)), ("y", .number(random.pick([8.0, 16, 40])))]))) }
        var transition: [(String, SpecValue)] = [("insertion", .object(insertion)), ("removal", .object([("opacity", .number(0))]))]
        transition.append(("curve", curve()))
        if random.chance(0.2) { transition.append(("prominence", .string(random.pick(["subtle", "standard", "prominent"])))) }
        return .object(transition)
    }

    /// `animation:` values.
    private mutating func animation() -> SpecValue {
        random.chance(0.05) ? .string("none") : curve()
    }

    /// A curve: token, common inline spring, a freshly tuned spring, or a timed curve.
    private mutating func curve() -> SpecValue {
        switch random.weighted([("token", 0.5), ("common", 0.2), ("tuned", 0.15), ("timed", 0.15)]) {
        case "common": return .object(random.pick(Palette.commonSprings))
        case "tuned":
            switch random.int(0...2) {
            case 0:
                return .object([("response", .number(random.number(0.2, 0.9, step: 0.05))), ("dampingFraction", .number(random.number(0.5, 1.0, step: 0.05)))])
            case 1:
                return .object([("duration", .number(random.number(0.2, 0.8, step: 0.05))), ("bounce", .number(random.number(0, 0.4, step: 0.05)))])
            default:
                return .object([("mass", .number(1)), ("stiffness", .number(random.number(100, 400, step: 10))), ("damping", .number(random.number(10, 40, step: 1)))])
            }
        case "timed":
            var timed: [(String, SpecValue)] = [
                ("duration", .number(random.pick([0.2, 0.25, 0.3, 0.35, 0.5]))),
                ("timingFunction", .array(random.pick(Palette.timingFunctions).map { .number($0) })),
            ]
            if random.chance(0.2) { timed.append(("delay", .number(random.pick([0.05, 0.1])))) }
            return .object(timed)
        default:
            return .string("{\(tokenOrTypo(random.weighted(Palette.curves)))}")
        }
    }
}
