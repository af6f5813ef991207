import Accessibility
import DesignSpec
import Diagnostics

/// text/fixed-size: SwiftUI text whose font does not scale with Dynamic Type.
struct TextFixedSizeRule: ComponentRule {
    static let id = "text/fixed-size"
    static let catalogOrder = 320

    static let rule = SpecRule(
        id, .error,
        "Text in SwiftUI code must scale with Dynamic Type.",
        "A font with a size written in the code (`.system(size: 13)`, a constant, `Font.custom(_:fixedSize:)`) stays that size whatever text size the user chose, so people who need larger text cannot get it. Text styles (`.body`, `.system(.title)`) scale, and so do `Font.custom(_:size:)` (with body) and `Font.custom(_:size:relativeTo:)` (with its style). A size computed at run time (through `UIFontMetrics` or a `@ScaledMetric` property) is taken to scale. A size of \(NumberFormat.short(DynamicTypeLimits.largestBodySize)) pt or more is not judged: it is already as large as body text at the largest Dynamic Type size (accessibility5), so no text size a user can choose asks for more (a display numeral, an emoji used as a picture). Not text either: a literal of emoji alone (`Text(\"🎉\")`, a picture VoiceOver names), a literal of one character that is not a letter or digit (`Text(verbatim: \"·\")`, a separator between texts) and an icon-only label (`.labelStyle(.iconOnly)`: its title is not drawn, the font sizes its symbol). A logotype or a glyph that must not grow is suppressed with a reason (`// tokenlint:disable:next text/fixed-size -- logo`). Not judged for macOS, which has no Dynamic Type (a file is for macOS when a folder above it or an override says so: docs/swiftui.md, \"Platforms\").",
        source: "WCAG 2.2 SC 1.4.4 Resize Text; Apple HIG Typography (Dynamic Type, Dynamic Type sizes: body at accessibility5 is 53 pt); SwiftUI Font.custom(_:size:) and Font.custom(_:fixedSize:)",
        pass: [
            swiftView("Text(\"Inbox\")\n    .font(.headline)"),
            swiftView("Text(\"Inbox\")\n    .font(.custom(\"Avenir\", size: 17))"),
            swiftView("Label(\"Play\", systemImage: \"play.fill\")\n    .labelStyle(.iconOnly)\n    .font(.system(size: 32))"),
            swiftView("Text(\"Inbox\")\n    .font(.system(size: size))", members: "@ScaledMetric var size: CGFloat = 17"),
            swiftView("// tokenlint:disable:next text/fixed-size -- the wordmark is a logo\nText(\"Acme\")\n    .font(.system(size: 34))"),
            swiftView("Text(\"🎉\")\n    .font(.system(size: 60))"),
            swiftView("Text(verbatim: \"·\")\n    .font(.system(size: 11))"),
        ],
        fail: [swiftView("Text(\"3 unread\")\n    .font(.system(size: 13))")])

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    static func judges(platform: String) -> Bool { DynamicTypeLimits.scalesText(on: platform) }

    func check(_ node: LintNode, into checks: inout [Check]) {
        let component = node.component
        guard component.code != nil, Self.showsText(component), let font = component.font, case .inline(let inline) = font.value,
              inline.textStyle == nil, let size = inline.size, size < DynamicTypeLimits.largestBodySize,
              let builder = context.builder(Self.id, component, family: context.plan.single, at: font.location) else { return }
        checks.add(builder.build([context.fail(Self.id, Measurement(
            "The font size \(NumberFormat.short(size)) pt is fixed: this text does not grow with the user's text size",
            measured: size,
            detail: "fixed size \(NumberFormat.short(size)) pt",
            help: "Use a text style (.font(.body)), Font.custom(_:size:relativeTo:), or a @ScaledMetric size (WCAG 1.4.4)"))]))
    }

    /// Text, or a view with text inside (a font on an SF Symbol sizes an icon, not text; so does
    /// one on an icon-only `Label`, whose title is not drawn).
    static func showsText(_ component: SpecComponent) -> Bool {
        guard !component.fontSizesGlyph, !(component.role == .text && component.text.map { isEmojiOnly($0) || (component.code?.textIsLiteral == true && isSeparator($0)) } == true) else { return false }
        return component.role == .text || component.text != nil || component.children.contains(where: showsText)
    }

    /// A literal of one character, not a letter or digit (`Text(verbatim: "·")`, `Text("|")`): a
    /// separator glyph between texts, no words to read at a larger size. Not `--`, a placeholder
    /// for a value, nor `…`, which the reader writes for an interpolated value (`Text("\(count)")`).
    static func isSeparator(_ text: String) -> Bool {
        text.count == 1 && text != "…" && text.unicodeScalars.allSatisfy { !$0.properties.isAlphabetic && $0.properties.numericType == nil }
    }

    /// A literal of emoji alone (`Text("🎉")`): a picture drawn with a font, read by VoiceOver by
    /// its emoji name, not text a person reads at their text size.
    static func isEmojiOnly(_ text: String) -> Bool {
        var emoji = false
        for scalar in text.unicodeScalars where !scalar.properties.isWhitespace {
            // ASCII digits, `#` and `*` are emoji only as keycap bases: text here.
            guard scalar.value >= 0x80 else { return false }
            if scalar.properties.isEmoji {
                emoji = true
            } else if !(scalar.value == 0x200D || scalar.value == 0xFE0F || (0xE0020...0xE007F).contains(scalar.value)) {
                return false  // a joiner, the emoji presentation selector and tag characters join emoji
            }
        }
        return emoji
    }
}
