import DesignSpec
import DesignTokens
import Diagnostics
import JSONSource
import Motion

/// Times in a file: the REST types give `duration`, `timeout` and `delay` in milliseconds, the
/// Plugin API in seconds, and saved files of both kinds exist (docs/figma.md, "Durations:
/// milliseconds or seconds").
enum FigmaTime {
    /// Below 10 is seconds (no prototype waits 9 ms), 10 or more milliseconds; with the
    /// reading in words for the finding's message.
    static func seconds(_ raw: Double) -> (seconds: Double, note: String) {
        let text = NumberText.format(raw, places: 3)
        if raw < 10 { return (raw, "\(text) read as seconds (values below 10 are seconds)") }
        return (raw / 1000, "\(text) read as milliseconds")
    }
}

/// Figma easings → curves (docs/figma.md, "Named easings": Figma publishes no numbers for its
/// presets; these are the values Google's DesignCompose measured, an approximation).
enum FigmaEasing {
    private static let springs: [String: (mass: Double, stiffness: Double, damping: Double)] = [
        "GENTLE": (1, 100, 15), "QUICK": (1, 300, 20), "BOUNCY": (1, 600, 15), "SLOW": (1, 80, 20),
    ]
    private static let beziers: [String: [Double]] = [
        "EASE_IN": [0.12, 0, 0.39, 0], "EASE_OUT": [0.61, 1, 0.88, 1], "EASE_IN_AND_OUT": [0.37, 0, 0.63, 1],
        "EASE_IN_BACK": [0.36, 0, 0.66, -0.56], "EASE_OUT_BACK": [0.34, 1.56, 0.64, 1],
        "EASE_IN_AND_OUT_BACK": [0.68, -0.6, 0.32, 1.6], "LINEAR": [0, 0, 1, 1],
    ]

    /// nil when the easing is missing or its numbers are not a valid curve (the caller says so).
    static func curve(_ easing: JSONObject?, seconds: Double) -> AnimationCurve? {
        guard let easing, let type = easing["type"]?.stringValue else { return nil }
        switch type {
        case "CUSTOM_SPRING":
            guard let spring = easing["easingFunctionSpring"]?.objectValue,
                  let mass = spring["mass"]?.numberValue, let stiffness = spring["stiffness"]?.numberValue,
                  let damping = spring["damping"]?.numberValue else { return nil }
            return (try? Spring(mass: mass, stiffness: stiffness, damping: damping)).map(AnimationCurve.spring)
        case "CUSTOM_CUBIC_BEZIER":
            guard let bezier = easing["easingFunctionCubicBezier"]?.objectValue else { return nil }
            let values = ["x1", "y1", "x2", "y2"].compactMap { bezier[$0]?.numberValue }
            return timed(values, seconds: seconds)
        default:
            return curve(preset: type, seconds: seconds)
        }
    }

    /// A named easing (`EASE_OUT`, `GENTLE`): also the legacy `transitionEasing`'s values.
    static func curve(preset type: String, seconds: Double) -> AnimationCurve? {
        if let spring = springs[type] {
            return (try? Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)).map(AnimationCurve.spring)
        }
        return beziers[type].flatMap { timed($0, seconds: seconds) }
    }

    private static func timed(_ values: [Double], seconds: Double) -> AnimationCurve? {
        guard values.count == 4, let bezier = try? CubicBezier(values),
              let curve = try? TimedCurve(duration: seconds, timingFunction: bezier) else { return nil }
        return .timed(curve)
    }
}

/// What the prototype says about motion, gathered from every node's `interactions` before the
/// tree is read (a transition belongs to its destination, which may come earlier in the file).
struct FigmaInteractions: Sendable {
    struct Incoming {
        var value: MotionSpec
        var note: String
    }

    struct Timeout {
        var destination: String?
        var seconds: Double
        var note: String
    }

    /// Destination node id → the transition that brings it in.
    var transitions: [String: Incoming] = [:]
    /// Destination node id → its variant-change animation (`CHANGE_TO`).
    var animations: [String: (value: CurveSpec, note: String)] = [:]
    /// Frames reached by `NAVIGATE` from a tab bar.
    var tabDestinations: Set<String> = []
    /// Source node id → its `AFTER_TIMEOUT` step.
    var timeouts: [String: Timeout] = [:]
    /// Nodes a person can act on (clicks, presses, drags, mouse triggers, legacy links).
    var userTriggered: Set<String> = []

    static let userTriggers: Set<String> = [
        "ON_CLICK", "ON_PRESS", "ON_DRAG", "ON_HOVER", "MOUSE_ENTER", "MOUSE_LEAVE", "MOUSE_UP", "MOUSE_DOWN", "ON_KEY_DOWN",
    ]

    init() {}

    /// Walks the whole document once (iteratively: the depth of real files is unbounded).
    init(document root: JSONNode, state: FigmaReadState) {
        // (node, nearest instance id at or above it, inside a tab bar)
        var pending: [(JSONNode, String?, Bool)] = [(root, nil, false)]
        while let (json, instance, inTabBar) = pending.popLast() {
            guard let node = FigmaNode(json), node.isVisible else { continue }
            let here = node.type == "INSTANCE" ? node.id : instance
            let tabBar = inTabBar || (Self.mentionsTab(node.name) && FigmaRoles.role(named: node.name) == .tabBar)
            if let destination = node.string("transitionNodeID") {
                userTriggered.insert(node.id)
                recordLegacy(node, destination: destination, inTabBar: tabBar, state: state)
            }
            for interaction in node.member("interactions")?.arrayValue ?? [] {
                record(interaction, source: node, nearestInstance: here, inTabBar: tabBar, state: state)
            }
            for child in node.children.reversed() { pending.append((child, here, tabBar)) }
        }
    }

    /// The name contains "tab" in any case: a byte scan, so the word split of
    /// `FigmaRoles.role(named:)` runs only on the few names that can be a tab bar (on every
    /// node it would be about 5 % of reading a large file).
    static func mentionsTab(_ name: String) -> Bool {
        var previous2: UInt8 = 0, previous: UInt8 = 0
        for byte in name.utf8 {
            let lower = byte | 0x20
            if previous2 == UInt8(ascii: "t"), previous == UInt8(ascii: "a"), lower == UInt8(ascii: "b") { return true }
            previous2 = previous
            previous = lower
        }
        return false
    }

    private mutating func record(_ interaction: JSONNode, source: FigmaNode, nearestInstance: String?, inTabBar: Bool, state: FigmaReadState) {
        guard let object = interaction.objectValue, let trigger = object["trigger"]?.objectValue,
              let type = trigger["type"]?.stringValue else { return }
        let actions = (object["actions"]?.arrayValue ?? []).compactMap(\.objectValue)
        if Self.userTriggers.contains(type) { userTriggered.insert(source.id) }
        if type == "AFTER_TIMEOUT", let raw = trigger["timeout"]?.numberValue, raw.isFinite, raw > 0 {
            let (seconds, note) = FigmaTime.seconds(raw)
            let destination = actions.first { $0["type"]?.stringValue == "NODE" }?["destinationId"]?.stringValue
            timeouts[source.id] = Timeout(destination: destination, seconds: seconds, note: "timeout \(note)")
        }
        for action in actions where action["type"]?.stringValue == "NODE" {
            guard let destination = action["destinationId"]?.stringValue else { continue }
            let navigation = action["navigation"]?.stringValue ?? "NAVIGATE"
            if navigation == "NAVIGATE", inTabBar { tabDestinations.insert(destination) }
            guard let transition = action["transition"]?.objectValue else { continue }
            let raw = transition["duration"]?.numberValue ?? 300
            let (seconds, reading) = FigmaTime.seconds(raw.isFinite && raw >= 0 ? raw : 300)
            let from = "from '\(source.name)' (\(source.id))"
            let curve = FigmaEasing.curve(transition["easing"]?.objectValue, seconds: seconds)
            if curve == nil, transition["easing"] != nil {
                state.skipped("easing of the transition \(from)", at: interaction.position)
            }
            if navigation == "CHANGE_TO" {
                // Figma animates the closest instance around the source into the variant.
                guard let curve else { continue }
                animations[nearestInstance ?? source.id] = (.inline(curve), "variant change \(from), duration \(reading)")
            } else if let curve, let motion = Self.motion(transition, curve: curve) {
                transitions[destination] = Incoming(value: motion, note: "transition \(from), duration \(reading)")
            }
        }
    }

    /// A legacy prototype link (`transitionNodeID`, `transitionDuration` in milliseconds,
    /// `transitionEasing`), read like an interaction's `NAVIGATE` action. The API does not say
    /// the legacy transition's type, so the destination comes in with its curve and no effect
    /// known; an interaction to the same destination, which does say it, wins.
    private mutating func recordLegacy(_ node: FigmaNode, destination: String, inTabBar: Bool, state: FigmaReadState) {
        if inTabBar { tabDestinations.insert(destination) }
        guard transitions[destination] == nil, let raw = node.number("transitionDuration"), raw.isFinite, raw >= 0,
              let easing = node.string("transitionEasing") else { return }
        let from = "from '\(node.name)' (\(node.id))"
        guard let curve = FigmaEasing.curve(preset: easing, seconds: raw / 1000) else {
            state.skipped("easing '\(easing)' of the legacy transition \(from)", at: node.position)
            return
        }
        let motion = InlineMotion(insertion: MotionEffects(), removal: MotionEffects(), curve: .inline(curve), prominence: nil)
        transitions[destination] = Incoming(value: .inline(motion),
                                            note: "legacy transition \(from), duration \(NumberText.format(raw, places: 3)) ms")
    }

    /// docs/figma.md, `transition`: the effects the destination comes in (and the source goes out)
    /// with.
    static func motion(_ transition: JSONObject, curve: AnimationCurve) -> MotionSpec? {
        var insertion = MotionEffects()
        var removal = MotionEffects()
        let edge = edge(transition["direction"]?.stringValue)
        switch transition["type"]?.stringValue ?? "" {
        case "DISSOLVE":
            insertion.opacity = 0
        case "MOVE_IN", "SLIDE_IN":
            insertion.edge = edge
        case "PUSH":
            insertion.edge = edge
            removal.edge = edge.map(opposite)
        case "MOVE_OUT", "SLIDE_OUT":
            removal.edge = edge
        case "SMART_ANIMATE":
            // Matching layers morph: sizes and positions change (a scale stands for both).
            insertion.scale = 0.9
        default:
            return nil  // SCROLL_ANIMATE scrolls; it is not an entrance
        }
        return .inline(InlineMotion(insertion: insertion, removal: removal, curve: .inline(curve), prominence: nil))
    }

    /// The direction the content moves → the edge it enters from (moving LEFT, it comes in
    /// from the trailing edge).
    private static func edge(_ direction: String?) -> MotionEffects.Edge? {
        switch direction {
        case "LEFT": .trailing
        case "RIGHT": .leading
        case "TOP": .bottom
        case "BOTTOM": .top
        default: nil
        }
    }

    private static func opposite(_ edge: MotionEffects.Edge) -> MotionEffects.Edge {
        switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// The loop of timeouts through `start`, if following them comes back to it: its total
    /// seconds (a carousel that advances every 3 s through three slides loops every 9 s).
    func timeoutLoop(from start: String) -> Double? {
        var total = 0.0
        var current = start
        var seen: Set<String> = []
        while let step = timeouts[current], seen.insert(current).inserted {
            total += step.seconds
            guard let next = step.destination else { return nil }
            if next == start { return total }
            current = next
        }
        return nil
    }
}
