import ColorScience
import Motion

/// DTCG `dimension` (Format §8.2): px or rem; `em` only under --legacy-format.
public struct Dimension: Hashable, Sendable {
    public enum Unit: String, Sendable { case px, rem, em }
    public var value: Double
    public var unit: Unit

    public init(value: Double, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// In points (px maps 1:1 to pt/dp, docs/spec-format.md); rem assumes 16 px (Format §8.2.1).
    /// `em` is relative to the font size and has no absolute value without one.
    public var points: Double? {
        switch unit {
        case .px: value
        case .rem: value * 16
        case .em: nil
        }
    }
}

/// DTCG `strokeStyle` (Format §9.3).
public enum StrokeStyle: Hashable, Sendable {
    public enum Keyword: String, CaseIterable, Sendable { case solid, dashed, dotted, double, groove, ridge, outset, inset }
    public enum LineCap: String, CaseIterable, Sendable { case round, butt, square }
    case keyword(Keyword)
    case dashes(dashArray: [Dimension], lineCap: LineCap)
}

public struct Border: Hashable, Sendable {
    public var color: Color
    public var width: Dimension
    public var style: StrokeStyle
}

public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var offsetX, offsetY, blur, spread: Dimension
    public var inset: Bool
}

public struct GradientStop: Hashable, Sendable {
    public var color: Color
    /// Clamped to 0…1 (Format §9.7).
    public var position: Double
}

/// DTCG `typography` (Format §9.8). `lineHeight` is a multiplier of the font size in 2025.10;
/// a dimension (as some real files write it) is accepted under --legacy-format and kept in points.
public struct Typography: Hashable, Sendable {
    public enum LineHeight: Hashable, Sendable {
        case multiplier(Double)
        case absolute(Dimension)
    }

    public var fontFamily: [String]
    public var fontSize: Dimension
    public var fontWeight: Double
    public var letterSpacing: Dimension
    public var lineHeight: LineHeight

    /// Line height in points when the font size is absolute.
    public var lineHeightPoints: Double? {
        switch lineHeight {
        case .multiplier(let factor): fontSize.points.map { $0 * factor }
        case .absolute(let dimension): dimension.points
        }
    }
}

/// What a `motion` transition changes (docs/tokens.md, "motion"): the starting state for insertion,
/// the end state for removal.
public struct MotionEffects: Hashable, Sendable {
    public enum Edge: String, CaseIterable, Sendable { case top, bottom, leading, trailing }

    public var opacity: Double?
    public var scale: Double?
    public var scaleX: Double?
    public var scaleY: Double?
    public var blur: Double?
    public var offset: (x: Double, y: Double)? {
        get { offsetX.map { ($0, offsetY ?? 0) } }
        set { offsetX = newValue?.x; offsetY = newValue?.y }
    }
    public var offsetX: Double?
    public var offsetY: Double?
    public var edge: Edge?
    public var rotation: Double?

    public init() {}

    /// The largest relative size change among scale, scaleX, scaleY (0 when none).
    public var scaleChange: Double {
        [scale, scaleX, scaleY].compactMap { $0 }.map { abs(1 - $0) }.max() ?? 0
    }

    /// Motion in the WCAG 2.3.3 / HIG Reduce Motion sense: a change of perceived size, position
    /// or depth (scale ≠ 1, offset ≠ 0, edge, rotation ≠ 0), and blur, which Apple asks to avoid
    /// animating into or out of. Opacity (and color) is not motion.
    public var hasMotion: Bool {
        scaleChange > 0
            || (offsetX ?? 0) != 0 || (offsetY ?? 0) != 0
            || edge != nil
            || (rotation ?? 0) != 0
            || (blur ?? 0) > 0
    }

    /// The names of the effects that are motion, for messages.
    public var motionEffectNames: [String] {
        var names: [String] = []
        if scaleChange > 0 { names.append("scale") }
        if (offsetX ?? 0) != 0 || (offsetY ?? 0) != 0 { names.append("offset") }
        if edge != nil { names.append("edge") }
        if (rotation ?? 0) != 0 { names.append("rotation") }
        if (blur ?? 0) > 0 { names.append("blur") }
        return names
    }

    /// The same effects with everything that moves removed: what Reduce Motion keeps.
    public var withoutMotion: MotionEffects {
        var kept = MotionEffects()
        kept.opacity = opacity
        return kept
    }

    public var isEmpty: Bool { self == MotionEffects() }

    public static func == (lhs: MotionEffects, rhs: MotionEffects) -> Bool {
        lhs.opacity == rhs.opacity && lhs.scale == rhs.scale && lhs.scaleX == rhs.scaleX && lhs.scaleY == rhs.scaleY
            && lhs.blur == rhs.blur && lhs.offsetX == rhs.offsetX && lhs.offsetY == rhs.offsetY
            && lhs.edge == rhs.edge && lhs.rotation == rhs.rotation
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(opacity); hasher.combine(scale); hasher.combine(scaleX); hasher.combine(scaleY)
        hasher.combine(blur); hasher.combine(offsetX); hasher.combine(offsetY); hasher.combine(edge); hasher.combine(rotation)
    }
}

/// tokenlint's `motion` type: a visual transition (docs/tokens.md, "Extension types").
public struct MotionTransition: Hashable, Sendable {
    public enum Prominence: String, CaseIterable, Sendable { case subtle, standard, prominent }

    public var insertion: MotionEffects
    public var removal: MotionEffects
    public var curve: AnimationCurve
    public var prominence: Prominence?

    public init(insertion: MotionEffects, removal: MotionEffects, curve: AnimationCurve, prominence: Prominence?) {
        self.insertion = insertion
        self.removal = removal
        self.curve = curve
        self.prominence = prominence
    }

    public var hasMotion: Bool { insertion.hasMotion || removal.hasMotion }
}

/// A token's value after aliases are resolved and the value is checked against its type.
public enum TokenValue: Hashable, Sendable {
    case color(Color)
    case dimension(Dimension)
    case fontFamily([String])
    case fontWeight(Double)
    /// Seconds.
    case duration(Double)
    case cubicBezier(CubicBezier)
    case number(Double)
    case strokeStyle(StrokeStyle)
    case border(Border)
    case transition(TimedCurve)
    case shadow([Shadow])
    case gradient([GradientStop])
    case typography(Typography)
    case spring(Spring)
    case motion(MotionTransition)

    /// A cubicBezier token carries no duration; 0.35 s is SwiftUI's default for its ease curves
    /// (`Animation.easeInOut` and its siblings). Used wherever a bare bezier has to become a curve.
    public static let defaultBezierDuration = 0.35

    /// The animation curve of a motion-bearing value.
    public var curve: AnimationCurve? {
        switch self {
        case .spring(let spring): .spring(spring)
        case .transition(let timed): .timed(timed)
        case .motion(let motion): motion.curve
        default: nil
        }
    }
}
