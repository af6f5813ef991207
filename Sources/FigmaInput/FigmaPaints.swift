import ColorScience
import DesignSpec
import Diagnostics
import JSONSource

/// One visible paint of a node's `fills` or `strokes` (api_types.ts `Paint`).
enum FigmaPaint {
    /// `color.a × opacity` already in the alpha; `token` when the color is bound to a variable
    /// the loaded registry knows (then `opacity` is the paint's own, applied to the token).
    case solid(RGBA, token: String?, opacity: Double)
    /// Each stop with the paint's opacity applied.
    case gradient([RGBA])
    /// Image, video or pattern: the pixels are not in the file. `gif` when it animates.
    case image(gif: Bool)

    /// The paints a designer sees: `visible: false` ones skipped, unknown types named once.
    static func read(_ node: JSONNode?, state: FigmaReadState) -> [FigmaPaint] {
        guard let items = node?.arrayValue else { return [] }
        var paints: [FigmaPaint] = []
        for item in items {
            guard let paint = item.objectValue, paint["visible"]?.boolValue ?? true else { continue }
            let opacity = clampedUnit(paint["opacity"]?.numberValue ?? 1)
            let type = paint["type"]?.stringValue ?? ""
            switch type {
            case "SOLID":
                guard let color = rgba(paint["color"]) else { continue }
                var token: String?
                if let binding = paint["boundVariables"]?.objectValue?["color"]?.objectValue,
                   let variable = binding["id"]?.stringValue {
                    token = state.token(forVariable: variable, at: item.position)
                }
                paints.append(.solid(color.withAlpha(multipliedBy: opacity), token: token, opacity: opacity))
            case "GRADIENT_LINEAR", "GRADIENT_RADIAL", "GRADIENT_ANGULAR", "GRADIENT_DIAMOND":
                let stops = (paint["gradientStops"]?.arrayValue ?? []).compactMap { rgba($0.objectValue?["color"]) }
                if !stops.isEmpty { paints.append(.gradient(stops.map { $0.withAlpha(multipliedBy: opacity) })) }
            case "IMAGE", "VIDEO", "PATTERN":
                paints.append(.image(gif: paint["gifRef"]?.stringValue != nil))
            default:
                state.skipped("paint type '\(type)'", at: item.position)
            }
        }
        return paints
    }

    /// A Figma color object (`r`, `g`, `b`, `a` in 0…1); nil when it is not one.
    static func rgba(_ node: JSONNode?) -> RGBA? {
        guard let color = node?.objectValue,
              let r = color["r"]?.numberValue, let g = color["g"]?.numberValue, let b = color["b"]?.numberValue,
              r.isFinite, g.isFinite, b.isFinite else { return nil }
        return RGBA(r: clampedUnit(r), g: clampedUnit(g), b: clampedUnit(b), a: clampedUnit(color["a"]?.numberValue ?? 1))
    }

    static func clampedUnit(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 1 }
}

/// What a stack of paints shows, composited bottom to top (docs/figma.md, `background`).
struct FillResult {
    /// The color a spec gets: a token when a bound variable decides it, else the composite.
    var spec: ColorSpec?
    /// The composite in the file's current mode (nil when nothing is painted).
    var rgba: RGBA?
    /// An image, video or pattern is part of it: what is behind text on it is unknown.
    var unknown = false
    var animatedImage = false

    var isTranslucent: Bool { (rgba?.a ?? 0) < 1 }

    /// - Parameter foregrounds: the colors drawn on these paints (its text and icons): a
    ///   gradient is judged at its stop that contrasts least with them (the worst case).
    init(_ paints: [FigmaPaint], against foregrounds: [RGBA] = []) {
        guard !paints.isEmpty else { return }
        var composite = RGBA.clear
        for paint in paints {
            switch paint {
            case .solid(let color, _, _):
                composite = Compositing.sourceOver(color, composite)
            case .gradient(let stops):
                composite = Compositing.sourceOver(Self.worstStop(stops, over: composite, against: foregrounds), composite)
            case .image(let gif):
                // Opaque pixels nobody can see in the file: what is below no longer shows.
                composite = .clear
                unknown = true
                animatedImage = animatedImage || gif
            }
        }
        rgba = composite
        spec = .literal(Color(composite))
        // A bound variable decides the color when nothing under it shows through (or it is the
        // only paint): then every context of the registry is checked, not just this mode.
        if case .solid(let color, let token?, let opacity)? = paints.last, color.a >= 1 || paints.count == 1 {
            spec = opacity < 1 ? .withOpacity(.token(token), opacity) : .token(token)
        }
    }

    /// The stop whose color, over what is below, contrasts least with any of `foregrounds`.
    static func worstStop(_ stops: [RGBA], over below: RGBA, against foregrounds: [RGBA]) -> RGBA {
        guard stops.count > 1, !foregrounds.isEmpty else { return stops[0] }
        func worstRatio(_ stop: RGBA) -> Double {
            let surface = Compositing.sourceOver(Compositing.sourceOver(stop, below), .white)
            return foregrounds.map { WCAG.contrastRatio(Compositing.sourceOver($0, surface), surface) }.min() ?? 21
        }
        return stops.min { worstRatio($0) < worstRatio($1) } ?? stops[0]
    }
}
