import ColorScience
import DesignSpec
import DesignTokens
import Diagnostics

extension Optional {
    /// `!= nil` without copying the wrapped value first: comparing an optional with nil copied
    /// it (a component's font, colors and motion are values of several fields, tested by
    /// several rules on every component).
    var isPresent: Bool {
        if case .some = self { return true }
        return false
    }
}

/// A component as the linter walks the tree: the component, and what it inherits from its
/// ancestors, worked out once from its parent's node instead of from the whole path for every
/// rule and permutation. It also keeps what several rules read on the same component (the
/// text inputs of contrast/text, contrast/translucent and contrast/increased; the resolved
/// motion of the motion rules; the token references of tokens/*), computed on first use and
/// then shared, so splitting the rules into one type each costs no second evaluation.
final class LintNode {
    let component: SpecComponent
    let parent: LintNode?
    /// Disabled or decorative here or anywhere up the tree (a disabled container disables its content).
    let isDisabled: Bool
    let isDecorative: Bool
    /// Part of a logotype (`logo:` here or up the tree): text and marks inside a logo are the
    /// logo (WCAG 1.4.3's logotype exception).
    let isLogo: Bool
    /// The nearest foreground given on this component or an ancestor.
    let foreground: ColorReference?
    /// The component's surface in each contrast permutation (its own background included).
    let surfaces: [Surface]
    /// This file's colors in each contrast permutation (shared by every node of the file).
    let colors: [ColorContext]
    /// The run's colors of those permutations, by token path.
    private let columns: ColorColumns
    /// The component has a transition, animation, update rate, flash rate or autoplay: the
    /// motion rules' one cheap test before anything else (most components have none).
    let hasMotionFields: Bool
    /// `component.hasText`, which contrast/text, contrast/translucent and contrast/increased all test.
    let hasText: Bool

    private var cachedTextInputs: [TextInput]?
    private var cachedMotion: [ResolvedMotion]?
    private var cachedReferences: [CheckedReference]?
    private var cachedForegroundColors: [RGBA?]?
    /// Outer nil: not worked out yet; inner nil: the component has no curve to draw.
    private var cachedMotionFigure: FindingFigure.Kind??

    /// `columns`: the colors of the permutations `colors` are for (`ContextFamily.colorColumns`).
    init(_ component: SpecComponent, parent: LintNode?, colors: [ColorContext], columns: ColorColumns) {
        // `component` is moved into the node last: read (and captured by the surfaces'
        // closure) after the move, it would be copied and destroyed once more per node.
        self.parent = parent
        self.colors = colors
        isDisabled = component.disabled || parent?.isDisabled == true
        isDecorative = component.decorative || parent?.isDecorative == true
        isLogo = component.logo || parent?.isLogo == true
        foreground = component.foreground ?? parent?.foreground
        hasText = component.hasText
        hasMotionFields = component.hasMotionFields
        self.columns = columns
        let backgrounds = columns.rgba(component.background)
        surfaces = colors.indices.map { index in
            (parent?.surfaces[index] ?? Surface.canvas(colors[index])).adding(component, colors[index], background: backgrounds?[index] ?? nil)
        }
        self.component = component
    }

    /// No contrast requirement: disabled (WCAG "inactive"), decorative ("pure decoration") or
    /// part of a logo (1.4.3's logotype exception). Such components get no contrast verdict,
    /// and neither does source code whose colors do not resolve to a pair (docs/swiftui.md).
    var isContrastExempt: Bool { isDisabled || isDecorative || isLogo || component.code?.hasColorPair == false }

    /// Text over this component depends on an unknown backdrop in some permutation (no opaque
    /// layer hides it): contrast/translucent judges it instead of contrast/text.
    var isOverUnknownBackdrop: Bool { surfaces.contains { $0.translucent } }

    /// What a text verdict depends on, per contrast permutation (computed once per node).
    var textInputs: [TextInput] {
        if let cachedTextInputs { return cachedTextInputs }
        let foregrounds = foregroundColors
        var inputs: [TextInput] = []
        inputs.reserveCapacity(colors.count)
        for index in colors.indices {
            // Fonts seldom vary with appearance or contrast: a permutation whose font table
            // equals an earlier one's takes that one's font instead of hashing the path again.
            let twin = colors[index].sameFontsAs
            let font = twin < index ? inputs[twin].font : FontMetrics.resolve(component.font?.value, in: colors[index].table)
            inputs.append(TextInput(self, index, foreground: foregrounds[index], font: font))
        }
        cachedTextInputs = inputs
        return inputs
    }

    /// The transition and animation in each motion permutation (computed once per node).
    func motion(in family: ContextFamily) -> [ResolvedMotion] {
        if let cachedMotion { return cachedMotion }
        let resolved = family.tables.map { ResolvedMotion(component, tokens: $0) }
        cachedMotion = resolved
        return resolved
    }

    /// The picture of the component's motion (`RuleContext.motionFigure`), worked out once per
    /// node: each motion rule that fails on the component shows the same curves, and sampling
    /// them (settling times, a hundred points per curve) is most of those rules' cost.
    func motionFigure(_ context: RuleContext) -> FindingFigure.Kind? {
        if let cachedMotionFigure { return cachedMotionFigure }
        let figure = context.motionFigure(component, motion(in: context.plan.motion))
        cachedMotionFigure = .some(figure)
        return figure
    }

    /// The component's token references with what the registry says of each (computed once per node).
    func references(_ facts: [String: ReferenceFacts]) -> [CheckedReference] {
        if let cachedReferences { return cachedReferences }
        let references = TokenReferences.of(component).map { CheckedReference(reference: $0, facts: facts[$0.path]) }
        cachedReferences = references
        return references
    }

    /// The surface behind the component's own background: its parent's, or the canvas.
    func surfaceBelow(_ index: Int, _ colors: ColorContext) -> Surface {
        parent?.surfaces[index] ?? Surface.canvas(colors)
    }

    /// The text/icon color in each contrast permutation: the nearest foreground, with the
    /// cumulative opacity applied; nil where it does not resolve. Looked up once per node
    /// (contrast/text and contrast/non-text both read it; a token lookup hashes its path).
    var foregroundColors: [RGBA?] {
        if let cachedForegroundColors { return cachedForegroundColors }
        let foregrounds = columns.rgba(foreground)
        let resolved = colors.indices.map { index in
            (foregrounds?[index] ?? nil).map { $0.withAlpha(multipliedBy: surfaces[index].opacity) }
        }
        cachedForegroundColors = resolved
        return resolved
    }

    /// The border color of the component, with the cumulative opacity applied.
    func border(_ index: Int, _ colors: ColorContext) -> RGBA? {
        guard let reference = component.border?.value.color, let color = colors.rgba(reference) else { return nil }
        return color.withAlpha(multipliedBy: surfaces[index].opacity)
    }
}
