import ColorScience

/// Everything a text verdict depends on in one contrast permutation: contrast/text,
/// contrast/translucent and contrast/increased read the same one (`LintNode.textInputs`).
struct TextInput: Equatable {
    var surface: Surface
    var foreground: RGBA?
    var font: FontMetrics?

    /// `font`: the component's font in this permutation (`LintNode.textInputs` resolves it once
    /// per distinct font table).
    init(_ node: LintNode, _ index: Int, foreground: RGBA?, font: FontMetrics?) {
        surface = node.surfaces[index]
        self.foreground = foreground
        self.font = font
    }
}

/// Everything a non-text verdict (contrast/non-text) depends on in one contrast permutation.
struct NonTextInput: Equatable {
    var own: Surface
    var below: Surface
    var foreground: RGBA?
    var border: RGBA?

    init(_ node: LintNode, _ index: Int, _ colors: ColorContext) {
        own = node.surfaces[index]
        below = node.surfaceBelow(index, colors)
        foreground = node.foregroundColors[index]
        border = node.border(index, colors)
    }
}
