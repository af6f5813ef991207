import Accessibility
import DesignSpec
import Diagnostics
import JSONSource

/// target/size: interactive, enabled components need the profile's minimum touch target.
struct TargetSizeRule: ComponentRule {
    static let id = "target/size"
    static let catalogOrder = 200

    private static func size(_ value: Double) -> String { "\(NumberText.format(value)) × \(NumberText.format(value))" }
    private static func minimum(_ profile: Profile) -> String {
        size(TargetSize.minimum(profile: profile, platform: ProfileThresholds.unitPlatform(profile)))
    }

    static let rule = SpecRule(
        id, .error,
        "Interactive, enabled components need a large enough touch target.",
        "The hit area (else the frame) must reach the profile's minimum in both dimensions. A hit area larger than the frame counts. A `frame.minHeight` counts as the height (the frame is at least that tall). A missing size cannot be judged and needs review. Reported where the size is set: the `hitArea` (else the `frame`); in SwiftUI the `.frame`, or the `.buttonStyle` whose `makeBody` sizes the label. In SwiftUI a control with no frame whose whole label is one SF Symbol is as tall as the symbol, at most its font's line height or 1.4 times its point size (times its image scale), plus its padding: reported at the symbol when that is under the minimum (docs/swiftui.md, \"frame and padding\"). On tvOS and watchOS SwiftUI's automatic button style draws a platter around the label whose size the system sets: such a control is not judged by its label's frame there (docs/swiftui.md, \"Platforms\"). Exempt: a link or control inside a sentence (`inline: true`, WCAG 2.5.8's inline exception) and an unmodified platform control whose size the platform sets (`system: true`, 2.5.8's user-agent exception).",
        source: "Apple HIG Accessibility; WCAG 2.2 SC 2.5.8 (AA) and 2.5.5 (AAA); Material",
        thresholds: ProfileThresholds.lines(unit: PlatformUnit.length(platform:), { TargetSize.minimum(profile: $0, platform: $1) }, format: size),
        controversies: """
            The sources disagree on the number: Apple's HIG asks for \(minimum(.appleHIG)) pt, WCAG 2.5.8 (AA) for \(minimum(.wcagAA)) CSS px and 2.5.5 (AAA) for \(minimum(.wcagAAA)), Material for \(minimum(.material)) dp. The rule uses the profile's number, and the spec's platform picks the profile (apple-hig for Apple platforms, material for android, wcag-aa for web). \
            Exceptions: 2.5.8 excepts a target in a sentence (inline) and one whose size the user agent sets and the author has not modified; the spec format lets the spec claim them (`inline: true`, `system: true`), so the claim is visible and reviewable. Its spacing and equivalent-control exceptions are not modelled (the spec has no positions): use `ignore:` with a reason for those.
            """,
        pass: [
            spec("- {id: close, role: button, frame: {width: 44, height: 44}}"),
            spec("- {id: close, role: button, frame: {width: 28, height: 28}, hitArea: {width: 44, height: 44}}"),
            spec("- {id: close, role: button, frame: {width: 20, height: 20}, disabled: true}"),
            spec("- {id: sign-in, role: button, frame: {width: 361, minHeight: 50}}"),
            spec("- {id: terms-link, role: link, inline: true, frame: {width: 120, height: 18}}"),
            spec("- {id: airplane-toggle, role: toggle, system: true, frame: {width: 51, height: 31}}"),
        ],
        fail: [spec("- {id: servings-plus, role: stepper, frame: {width: 28, height: 28}}")])

    struct Options: RuleOptions {
        static let documentation = ["minimum": "points (overrides the profile)"]
        static let schema: [(String, JSONValue)] = [
            ("minimum", ["description": "Points; overrides the profile's minimum.", "type": "number", "exclusiveMinimum": 0]),
        ]
        var minimum: Double?

        enum CodingKeys: String, CodingKey { case minimum }

        init(minimum: Double? = nil) { self.minimum = minimum }

        init(from decoder: any Decoder) throws {
            let options = try decoder.container(keyedBy: CodingKeys.self)
            minimum = try options.decodeIfPresent(Double.self, forKey: .minimum)
            try options.require(minimum.map { $0 > 0 } ?? true, .minimum, "must be a number of points greater than 0")
        }
    }

    let context: RuleContext

    /// The configured or the profile's minimum side: the same for every component of the file
    /// (reading the configuration for each one built its options again).
    let minimum: Double

    init(context: RuleContext) {
        self.context = context
        minimum = context.config.options(Self.self)?.minimum
            ?? TargetSize.minimum(profile: context.profile, platform: context.platform)
    }

    func check(_ node: LintNode, into checks: inout [Check]) {
        // Exempt targets get no verdict (no testcase), like disabled ones: an inline link (WCAG
        // 2.5.8's inline exception) and an unmodified system control (its user-agent exception).
        // Reported where the size is set (the `hitArea`, else the `frame`; in SwiftUI the
        // `.contentShape`, `.frame` or `.buttonStyle` that decides it): the line a fix changes.
        // A SwiftUI control whose whole label is one symbol is judged by the symbol's size,
        // reported at the symbol, though the platform draws it (`system`).
        let component = node.component
        let symbol = component.frame == nil && component.hitArea == nil ? component.code?.symbolLabel : nil
        let sizedAt = (component.hitArea ?? component.frame)?.location ?? symbol?.location
        // On tvOS and watchOS SwiftUI's automatic button style draws a platter around the
        // label: the system, not the label's frame, sizes that target.
        let platformSized = component.code?.automaticStyle == true && ["tvos", "watchos"].contains(context.platform)
        guard component.interactive, !node.isDisabled, !component.inline, !component.system || symbol != nil, !platformSized,
              let builder = context.builder(Self.id, component, family: context.plan.single, at: sizedAt) else { return }
        checks.add(builder.build([symbol.map { verdict(component, symbol: $0) } ?? verdict(component)]))
    }

    /// A symbol's height is taken as its font's line height, or 1.4 times its point size when
    /// that is more (a medium symbol "matches the size of the text", Apple's `Image.Scale`; a
    /// symbol with parts above or below the text is taller), times its image scale: an upper
    /// bound, so a symbol judged too small is too small. Above the bound, no verdict.
    private func verdict(_ component: SpecComponent, symbol: CodeFacts.SymbolLabel) -> ContextVerdict {
        guard let table = context.plan.single.tables.first, let font = FontMetrics.resolve(symbol.font, in: table),
              let points = font.size else { return .notApplicable }
        let symbolHeight = max(font.lineHeight ?? 0, points * 1.4) * symbol.scale
        let height = symbolHeight + symbol.verticalPadding
        guard height < minimum else { return .notApplicable }
        let unit = PlatformUnit.length(platform: context.platform)
        let minimumText = NumberFormat.short(minimum)
        let requiredText = ("\(minimumText) × \(minimumText) \(unit)" as MessageText).description
        let fontText = "a symbol in \(symbol.fontText)"
        let paddingText = symbol.verticalPadding > 0 ? " and \(NumberFormat.short(symbol.verticalPadding)) \(unit) of padding" : ""
        return context.fail(Self.id, Measurement(
            "Touch target at most \(NumberFormat.short(height)) \(unit) tall (\(fontText)\(paddingText), no frame) is smaller than \(requiredText) (\(TargetSize.label(profile: context.profile)))",
            measured: height, required: minimum,
            detail: "\(fontText)\(paddingText): at most \(NumberFormat.short(height)) \(unit) tall; required \(requiredText) on \(context.platform)",
            help: "Small targets are hard to hit for people with tremors or limited dexterity. Give the label a frame of at least \(requiredText) and a content shape, or padding."))
    }

    private func verdict(_ component: SpecComponent) -> ContextVerdict {
        let area = component.hitArea ?? component.frame
        let source = component.hitArea.isPresent ? "hit area" : "frame"
        // A `minHeight` frame is at least that tall (it grows with its content, never shrinks).
        guard let size = area?.value, let width = size.width, let height = size.height ?? size.minHeight else {
            return .review(Measurement(
                "This \(component.role.rawValue) has no complete size (frame or hitArea width and height), so its touch target cannot be checked against \(NumberFormat.short(minimum)) × \(NumberFormat.short(minimum)) \(context.lengthUnit)",
                required: minimum, help: "Give it a `frame` (or a `hitArea` when the touch region is larger)"))
        }
        let smallest = min(width, height)
        guard smallest < minimum else { return .pass }
        // Each piece formatted once: the message, the detail and the hint repeat them.
        let platform = context.platform
        let unit = PlatformUnit.length(platform: platform)
        let minimumText = NumberFormat.short(minimum)
        let sizeText = ("\(NumberFormat.short(width)) × \(NumberFormat.short(height)) \(unit)" as MessageText).description
        let requiredText = ("\(minimumText) × \(minimumText) \(unit)" as MessageText).description
        let hint = component.hitArea == nil ? " Enlarge the frame, or give it a `hitArea` of at least \(requiredText)." : " Enlarge the hit area."
        return context.fail(Self.id, Measurement(
            "Touch target \(sizeText) (\(source)) is smaller than \(requiredText) (\(TargetSize.label(profile: context.profile)))",
            measured: smallest, required: minimum,
            detail: "\(source) \(sizeText); required \(requiredText) on \(platform)",
            help: "Small targets are hard to hit for people with tremors or limited dexterity.\(hint)",
            figure: .target(width: width, height: height, minimum: minimum, unit: unit)))
    }
}
