import Accessibility
import Diagnostics
import JSONSource

/// contrast/text: text against its effective background in every appearance × contrast context
/// (WCAG 1.4.3 / 1.4.6), with the HIG's Increase Contrast fallback under apple-hig.
struct ContrastTextRule: ComponentRule {
    static let id = "contrast/text"
    static let catalogOrder = 100

    static let rule = SpecRule(
        id, .error,
        "Text must contrast with its effective background in every appearance and contrast context.",
        "Text (any component with a font or a text role; a font on an icon or image sizes a glyph, a graphic that contrast/non-text judges) is measured against the background it is actually drawn on: each layer composited over its parent down to the canvas, translucent colors and opacity included, in gamma-encoded sRGB, never rounded before comparing (4.499 fails 4.5). Large text needs less. Decorative and disabled components are exempt (WCAG 'incidental'), and so is a logotype: `logo: true` on the component or an ancestor (WCAG 1.4.3: 'Text that is part of a logo or brand name has no contrast requirement'). The minimum is the same in every context. Under apple-hig a failure in a standard context whose increased-contrast counterpart passes is a warning, the HIG's fallback ('If your app doesn't provide this minimum contrast by default, ensure it at least provides a higher contrast color scheme when the system setting Increase Contrast is turned on'); it is an error when the increased context fails too (a literal color cannot change with the setting). Other profiles judge every context alike. A failing text is reported once, here, never also by contrast/increased.",
        source: "WCAG 2.2 SC 1.4.3 Contrast (Minimum) AA; SC 1.4.6 (Enhanced) AAA with `level: AAA`; relative luminance with the 0.04045 threshold",
        thresholds: thresholds(),
        controversies: """
            WCAG 2 ratio or APCA: Apple's HIG names both WCAG and APCA; APCA is not part of WCAG (its contrast method was removed from the WCAG 3 draft in 2023) and its licence grants WCAG use for web content only (other uses fall under AGPL-3 with restrictions), so this rule uses the WCAG 2 ratio, the one the HIG's Accessibility Inspector values come from. \
            Large text: WCAG means \(apple.regularMinimum) pt / \(apple.boldMinimum) pt bold in CSS points, which is \(web.regularMinimum) px / \(web.boldMinimum) px; Apple's Accessibility Inspector and Google's Accessibility Test Framework apply \(apple.regularMinimum) / \(apple.boldMinimum) to iOS points and sp directly, which is more lenient. The rule follows the profile: apple-hig and material use points and sp, the wcag profiles CSS px. \
            Minimum or goal: the HIG's minimum is \(NumberText.format(Profile.appleHIG.textContrast(largeText: false))) : 1, and its Dark Mode page asks to "strive for 7:1" for custom colors; tokenlint makes the minimum this rule and the goal (\(NumberText.format(Profile.appleHIG.increasedContrastText(largeText: false) ?? 0)) : 1) the opt-in contrast/increased. \
            The HIG fallback: under apple-hig, a standard context that fails while Increase Contrast repairs it is a warning, not an error, because the HIG accepts "a higher contrast color scheme when … Increase Contrast is turned on"; WCAG has no such setting, so the wcag profiles keep it an error.
            """,
        pass: [
            spec("- {id: title, role: text, foreground: \"#767676\", background: \"#FFFFFF\", font: {size: 17, weight: 400}}"),
            spec("- {id: caption, role: text, foreground: \"#949494\", background: \"#FFFFFF\", font: {size: 24, weight: 400}}"),
            spec("- {id: badge, role: text, foreground: \"#AAAAAA\", background: \"#FFFFFF\", font: {size: 12}, decorative: true}"),
            spec("- {id: wordmark, role: text, logo: true, text: acme, foreground: \"#9BD3F5\", background: \"#FFFFFF\", font: {size: 40, weight: 800}}"),
            spec("- {id: chevron, role: icon, foreground: \"#967772\", background: \"#F2E7E6\", font: {size: 10}, frame: {width: 10, height: 10}}"),
        ],
        fail: [
            spec("- {id: title, role: text, foreground: \"#777777\", background: \"#FFFFFF\", font: {size: 17, weight: 400}}"),
            spec("- {id: add, role: button, foreground: \"#FFFFFF\", background: \"#007AFF\", frame: {width: 343, height: 50}, font: {size: 17, weight: 600}}"),
            spec("- {id: hint, role: text, foreground: {color: \"#000000\", opacity: 0.3}, font: {size: 17}}"),
        ])

    /// Large-text sizes as the controversies paragraph quotes them (points, and CSS px).
    private static let apple = LargeTextSizes(Profile.appleHIG.largeText)
    private static let web = LargeTextSizes(Profile.wcagAA.largeText)
    private struct LargeTextSizes {
        var regularMinimum: String, boldMinimum: String
        init(_ rule: LargeTextRule) {
            regularMinimum = NumberText.format(rule.regularMinimum, places: 2)
            boldMinimum = NumberText.format(rule.boldMinimum, places: 2)
        }
    }

    /// The text minimums per profile, the same in every context (rules v2).
    static func thresholds() -> [String] {
        Profile.allCases.map { profile in
            let large = profile.largeText
            return "\(profile.rawValue): text \(NumberText.format(profile.textContrast(largeText: false))) : 1, large text \(NumberText.format(profile.textContrast(largeText: true))) : 1 (large = ≥ \(NumberText.format(large.regularMinimum, places: 2)) \(large.unit), or ≥ \(NumberText.format(large.boldMinimum, places: 2)) \(large.unit) at weight ≥ \(Int(large.boldWeight)))"
        }
    }

    struct Options: RuleOptions {
        static let documentation = ["level": "AA | AAA"]
        static let schema: [(String, JSONValue)] = [("level", ["description": "AA (1.4.3) or AAA (1.4.6).", "enum": ["AA", "AAA", "aa", "aaa"]])]
        /// The WCAG level every profile's text minimums are replaced by; nil: the profile's.
        var level: ContrastLevel?

        enum CodingKeys: String, CodingKey { case level }

        init(level: ContrastLevel? = nil) { self.level = level }

        init(from decoder: any Decoder) throws {
            let options = try decoder.container(keyedBy: CodingKeys.self)
            let name = try options.decodeIfPresent(String.self, forKey: .level)
            level = name.flatMap { ContrastLevel(rawValue: $0.uppercased()) }
            try options.require(name == nil || level != nil, .level, "must be AA or AAA")
        }
    }

    let context: RuleContext

    init(context: RuleContext) { self.context = context }

    func check(_ node: LintNode, into checks: inout [Check]) {
        guard node.hasText, !node.isContrastExempt, !node.isOverUnknownBackdrop,
              let builder = context.builder(Self.id, node.component, family: context.plan.contrast) else { return }
        let inputs = node.textInputs
        let judge = Self.judge(context)
        let verdicts = EvaluatedOnce.verdicts(inputs) { judge.verdict(node, inputs[$0], tokenHelp: Self.tokenHelp) }
        checks.add(builder.build(withDarkOnlyHelp(withIncreaseContrastFallback(verdicts))))
    }

    /// The profile's (or the configured level's) minimums: what contrast/increased also asks
    /// of a text before its goal applies.
    static func judge(_ context: RuleContext) -> TextContrastVerdict {
        TextContrastVerdict(context: context, rule: id, thresholds: context.plan.textThresholds)
    }

    static func tokenHelp(_ required: Double) -> MessageText { tokenHelpText }
    /// Made once: it does not depend on the ratio (building it per failing text costs time on a finding-heavy run).
    private static let tokenHelpText = MessageText("Use a darker background or a darker/larger/bolder text; see `tokenlint rules \(id)`")

    /// The HIG's fallback under apple-hig (Apple HIG, Accessibility):
    /// "If your app doesn't provide this minimum contrast by default, ensure it at least
    /// provides a higher contrast color scheme when the system setting Increase Contrast is
    /// turned on." A standard context's error whose increased counterpart passes becomes a
    /// warning; it stays an error where the increased context fails too (a literal color, or a
    /// token without a variant, cannot change with the setting). Other profiles judge every
    /// context alike.
    private func withIncreaseContrastFallback(_ verdicts: [ContextVerdict]) -> [ContextVerdict] {
        guard context.profile == .appleHIG else { return verdicts }
        let pairing = context.plan.contrastPairing
        // Changed in place, so the common case (nothing to soften) copies no verdict.
        var result = verdicts
        for index in verdicts.indices {
            guard case .fail(.error, let measurement) = verdicts[index], let counterpart = pairing.counterpart[index],
                  case .pass = verdicts[counterpart] else { continue }
            var softened = measurement
            softened.help = "Increase Contrast repairs this (the HIG's fallback), but the standard appearance misses the minimum: \(measurement.help ?? "use a color that reaches it")"
            result[index] = .fail(.warning, softened)
        }
        return result
    }

    /// The fix that fits a dark-only failure: the
    /// other appearance's value, which passes, not a new color or a variant.
    private func withDarkOnlyHelp(_ verdicts: [ContextVerdict]) -> [ContextVerdict] {
        guard context.space.roles.appearance != nil else { return verdicts }
        let dark = context.plan.contrastPairing.dark
        func isDark(_ index: Int) -> Bool { index < dark.count && dark[index] }
        var failsInLight = false, failsInDark = false, passesInLight = false
        for index in verdicts.indices {
            switch verdicts[index] {
            case .fail: if isDark(index) { failsInDark = true } else { failsInLight = true }
            case .pass: if !isDark(index) { passesInLight = true }
            default: break
            }
        }
        guard failsInDark, !failsInLight, passesInLight else { return verdicts }
        return verdicts.map { verdict in
            guard case .fail(let severity, var measurement) = verdict else { return verdict }
            measurement.help = "It fails only in the dark appearance, where the light one passes: give the color (or its background) a dark value with the contrast of its light value"
            return .fail(severity, measurement)
        }
    }
}
