import Accessibility
import DesignSpec
import Diagnostics
import JSONSource

/// text/dynamic-type: text in a fixed-height component that clips at a large Dynamic Type size.
struct TextDynamicTypeRule: ComponentRule {
    static let id = "text/dynamic-type"
    static let catalogOrder = 310

    static let rule = SpecRule(
        id, .warning,
        "Text in a fixed-height component must still fit at large Dynamic Type sizes.",
        "For a component with a fixed `frame.height` and text that scales (a text style), line height × line limit + vertical padding is compared with the height at every Dynamic Type size up to `upTo`; the first size at which it clips is reported. \(DynamicTypeLimits.defaultUpTo) is where body text reaches 200 %. Only heights the spec declares fixed are checked: `frame.minHeight` grows with its content, and a text component's own frame is its line box, which wraps and grows unless `lineLimit` is set. Inline text (`inline: true`, a link inside a sentence) is exempt, and so is a font on an icon or image (it sizes a glyph, not text). In SwiftUI source a frame does not clip: one line is reported only when a clip cuts the frame or the text may wrap, and `.minimumScaleFactor` lets text shrink to fit first (docs/swiftui.md). Not judged for macOS, which has no Dynamic Type (a spec's `platform: macos`, or a Swift file a folder or an override puts there).",
        source: "WCAG 2.2 SC 1.4.4 Resize Text (200 %); Apple HIG Typography (Dynamic Type sizes)",
        thresholds: ["checked up to \(DynamicTypeLimits.defaultUpTo) by default"],
        controversies: "Which size to reach: WCAG 1.4.4 asks for text resizable to 200 % without loss of content; iOS body text reaches 200 % at \(DynamicTypeLimits.defaultUpTo), so that is the default, not the largest size Apple offers (\(DynamicTypeLimits.sizes.last ?? "")). A team that supports every size sets `upTo: \(DynamicTypeLimits.sizes.last ?? "")`. Apple's App Store \"Larger Text\" accessibility label also means \"200% or more\".",
        pass: [
            spec("- {id: row, role: listItem, frame: {height: 120}, font: \"{font.textStyle.body}\", lineLimit: 1}"),
            spec("- {id: row, role: listItem, frame: {width: 361, minHeight: 44}, padding: {top: 11, bottom: 11}, font: \"{font.textStyle.body}\"}"),
            spec("- {id: subtitle, role: text, frame: {width: 361, height: 22}, font: \"{font.textStyle.body}\"}"),
            spec("- {id: terms-link, role: link, inline: true, frame: {width: 120, height: 18}, font: \"{font.textStyle.footnote}\"}"),
            spec("- {id: zap-glyph, role: icon, frame: {width: 20, height: 20}, font: \"{font.textStyle.body}\"}"),
        ],
        fail: [spec("- {id: row, role: listItem, frame: {height: 44}, padding: {top: 11, bottom: 11}, font: \"{font.textStyle.body}\", lineLimit: 1}")])

    struct Options: RuleOptions {
        static let documentation = ["upTo": "a Dynamic Type size (\(DynamicTypeLimits.sizes.first ?? "") … \(DynamicTypeLimits.sizes.last ?? ""))"]
        static let schema: [(String, JSONValue)] = [
            ("upTo", ["description": "The largest Dynamic Type size text must fit at.", "enum": .array(DynamicTypeLimits.sizes.map(JSONValue.string))]),
        ]
        /// The largest size checked; nil: `DynamicTypeLimits.defaultUpTo`.
        var upTo: String?

        enum CodingKeys: String, CodingKey { case upTo }

        init(upTo: String? = nil) { self.upTo = upTo }

        init(from decoder: any Decoder) throws {
            let options = try decoder.container(keyedBy: CodingKeys.self)
            upTo = try options.decodeIfPresent(String.self, forKey: .upTo)
            let sizes = DynamicTypeLimits.sizes
            try options.require(upTo.map(sizes.contains) ?? true, .upTo,
                                "'\(upTo ?? "")' is not a Dynamic Type size\(DidYouMean.hint(for: upTo ?? "", among: sizes)); one of \(sizes.joined(separator: ", "))")
        }
    }

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    static func judges(platform: String) -> Bool { DynamicTypeLimits.scalesText(on: platform) }

    func check(_ node: LintNode, into checks: inout [Check]) {
        let family = context.plan.dynamicType
        guard node.component.font.isPresent, !node.component.fontSizesGlyph,
              let height = Self.fixedHeight(of: node.component), !node.component.inline else { return }
        let component = node.component
        let overflow = component.code == nil ? nil : CodeOverflow(node)
        // A stack of symbols with a font (`HStack { Image(systemName:) … }.font(.title2)`) shows no text.
        if let overflow, !overflow.mayShowText { return }
        guard let builder = context.builder(Self.id, component, family: family) else { return }
        // Every size's font in one lookup, not one hashed path per size.
        let fonts = family.fontColumns.resolve(component.font?.value)
        checks.add(builder.build(family.indices.map { verdict(component, height: height, font: fonts[$0], overflow, in: family, $0) }))
    }

    /// SwiftUI source (docs/swiftui.md): a frame does not clip. A line taller than a fixed
    /// frame is drawn whole past its edges unless a clip cuts it, and text with
    /// `.minimumScaleFactor` shrinks to fit before it loses anything.
    struct CodeOverflow {
        /// A clip cuts the frame's overflow: on the view after its frame, or on a view around
        /// it with no frame of its own (its bounds are the frame's).
        var clipped = false
        /// The nearest `.minimumScaleFactor` on the view or around it (the environment).
        var scaleFactor = 1.0
        /// The view shows one text, a literal this many characters long, and this many images
        /// beside it (`HStack { Image(systemName:) Text("Retry") }`).
        var literal: (characters: Int, images: Int)?
        /// `.lineLimit(1)` on the view or its one text: the line never wraps.
        var oneLine = false
        /// The view shows text, or a view whose content is not read here (a project's, a
        /// control's title) may: false for symbols, images and shapes alone.
        var mayShowText = false

        init(_ node: LintNode) {
            var framed = true
            var current: LintNode? = node
            while let here = current, let code = here.component.code {
                if let factor = code.minimumScaleFactor, scaleFactor == 1 { scaleFactor = factor }
                if framed, code.clipsOverflow { clipped = true }
                if here !== node, here.component.frame != nil { framed = false }
                current = here.parent
            }
            var texts: [SpecComponent] = []
            var images = 0
            Self.collect(node.component, texts: &texts, images: &images, mayShowText: &mayShowText, depth: 0)
            if texts.count == 1, let text = texts.first, text.code?.textIsLiteral == true, let string = text.text {
                literal = (string.count, images)
            }
            oneLine = node.component.lineLimit == 1 || (texts.count == 1 && texts.first?.lineLimit == 1)
        }

        private static func collect(_ component: SpecComponent, texts: inout [SpecComponent], images: inout Int, mayShowText: inout Bool, depth: Int) {
            guard depth < 8 else {
                mayShowText = true
                return texts.append(component)
            }
            if component.role == .text { texts.append(component) }
            if component.fontSizesGlyph { images += 1 }
            if component.role == .text || component.text != nil || component.code?.drawsText == true
                || (component.children.isEmpty && ![.icon, .image, .other, .divider].contains(component.role)) {
                mayShowText = true
            }
            for child in component.children { collect(child, texts: &texts, images: &images, mayShowText: &mayShowText, depth: depth + 1) }
        }

        /// The narrowest width a phone gives a view inside the default margins (320 pt less 16 pt
        /// a side), when the frame writes no width.
        static let narrowestWidth = 288.0

        /// Whether the one line of text is drawn whole at `font`: it is not cut and does not wrap
        /// (`.lineLimit(1)`, or one literal at about 0.6 em a character and 1.3 em an image
        /// within the width).
        func drawsWhole(_ font: FontMetrics, width: Double?) -> Bool {
            guard !clipped else { return false }
            if oneLine { return true }
            guard let literal, let size = font.size else { return false }
            let estimate = (Double(literal.characters) * 0.6 + Double(literal.images) * 1.3) * size
            return estimate <= (width ?? Self.narrowestWidth)
        }
    }

    /// The height the spec declares fixed: `frame.height`, unless `frame.minHeight`
    /// says the height grows with its content, or the component is text without a `lineLimit`
    /// (its frame is its line box, which wraps and grows). nil: nothing can clip.
    static func fixedHeight(of component: SpecComponent) -> Double? {
        guard let frame = component.frame?.value, let height = frame.height, frame.minHeight == nil else { return nil }
        if component.role == .text, component.lineLimit == nil { return nil }
        return height
    }

    /// In the size at `index` of the Dynamic Type family (sizes up to `upTo`, smallest first).
    /// `font`: the component's font in that size.
    private func verdict(_ component: SpecComponent, height: Double, font: FontMetrics?, _ overflow: CodeOverflow?,
                         in family: ContextFamily, _ index: Int) -> ContextVerdict {
        let choice = family.choices[index]
        // Only text that scales with Dynamic Type (a text style) can start clipping at a larger
        // size; a fixed font is the same at every size.
        guard let font, font.scales, let lineHeight = font.lineHeight else {
            return .notApplicable
        }
        let lines = Double(component.effectiveLineLimit ?? 1)
        let padding = (component.padding?.value.top ?? 0) + (component.padding?.value.bottom ?? 0)
        let needed = lineHeight * lines + padding
        guard needed > height else { return .pass }
        if let overflow {
            if needed * overflow.scaleFactor <= height { return .pass }
            if lines == 1, overflow.drawsWhole(font, width: component.frame?.value.width) { return .pass }
        }
        let size = context.space.dynamicTypeSize(choice) ?? "the default size"
        let lineText = lines == 1 ? "1 line" : "\(Int(lines)) lines"
        // Worded only for the size reported (the first that clips); the others give their detail.
        return context.fail(Self.id, Measurement(
            lazyMessage: {
                "Text clips at Dynamic Type \(size): \(lineText) of \(NumberFormat.short(lineHeight)) pt + \(NumberFormat.short(padding)) pt padding need \(NumberFormat.short(needed)) pt, the fixed height is \(NumberFormat.short(height)) pt"
            },
            measured: needed, required: height,
            detail: "needs \(NumberFormat.short(needed)) pt (\(font.description), \(lineText)), has \(NumberFormat.short(height)) pt",
            help: "Let the height grow with the text (a minimum height instead of a fixed one), or allow more lines (WCAG 1.4.4)",
            margin: Double(DynamicTypeLimits.sizes.firstIndex(of: size) ?? 0)))  // the first size that clips is the one reported
    }
}
