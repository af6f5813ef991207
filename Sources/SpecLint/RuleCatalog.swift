import Accessibility
import DesignTokens
import Diagnostics

/// A spec rule's id, description, numbers and examples: the one source `tokenlint rules`,
/// SARIF's rule list and the example tests read (rules.md).
public struct SpecRule: Sendable {
    public var description: RuleDescription
    /// Small specs that must not trigger the rule.
    public var passing: [String]
    /// Small specs that must trigger it (with its default severity, unless the example says).
    public var failing: [String]
    /// Options the rule accepts in `.tokenlint.yml` (name → what it takes).
    public var optionNames: [String: String]
    /// A `*.tokens.json` document the examples are linted against instead of the built-in
    /// registry (for rules that need tokens the built-in registry rightly lacks).
    public var exampleRegistry: String?

    public var id: String { description.id }
}

/// Builds example specs: `tokenlint: 1` plus the given components (YAML).
func spec(_ components: String, canvas: String? = nil, platform: String? = nil) -> String {
    var text = "tokenlint: 1\n"
    if let canvas { text += "canvas: \"\(canvas)\"\n" }
    if let platform { text += "platform: \(platform)\n" }
    text += "components:\n"
    for line in components.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
        text += "  \(line)\n"
    }
    return text
}

public enum RuleCatalog {
    public static let contrastText = "contrast/text"
    public static let contrastIncreased = "contrast/increased"
    public static let contrastNonText = "contrast/non-text"
    public static let contrastTranslucent = "contrast/translucent"
    public static let targetSize = "target/size"
    public static let textMinSize = "text/min-size"
    public static let textDynamicType = "text/dynamic-type"
    public static let motionHighFrequency = "motion/high-frequency"
    public static let motionSmallElement = "motion/small-element"
    public static let motionProminentInList = "motion/prominent-in-list"
    public static let motionNavigation = "motion/navigation"
    public static let motionBlurRadius = "motion/blur-radius"
    public static let motionReducedMotion = "motion/reduced-motion"
    public static let motionDuration = "motion/duration"
    public static let motionFlash = "motion/flash"
    public static let motionAutoplay = "motion/autoplay"
    public static let tokensUnknownReference = "tokens/unknown-reference"
    public static let tokensTypeMismatch = "tokens/type-mismatch"
    public static let tokensRawValue = "tokens/raw-value"
    public static let tokensDeprecated = "tokens/deprecated"
    public static let specInvalid = "spec/invalid"
    public static let suppressionMissingReason = "suppression/missing-reason"
    public static let suppressionUnused = "suppression/unused"

    public static func rule(_ id: String) -> SpecRule? { all.first { $0.id == id } }
    public static var ids: [String] { all.map(\.id) }

    /// The one catalog: every spec rule, then every registry check (`tokens check`, also run
    /// before `lint`). Ids are unique across both (rules.md), so a config entry, `tokenlint
    /// rules ID` and SARIF's rule list each mean one check.
    public static var descriptions: [RuleDescription] { all.map(\.description) + RegistryRule.allCases.map(\.description) }

    /// Ids a config's `rules:` may set: every spec rule and every registry check except the
    /// input errors (a registry that cannot be read cannot be checked, whatever the config says).
    public static var configurableIds: [String] { ids + RegistryRule.allCases.filter { !$0.isInputError }.map(\.id) }

    private static func rule(_ id: String, _ severity: Severity, _ summary: String, _ rationale: String, source: String,
                             thresholds: [String] = [], options: [String: String] = [:], registry: String? = nil,
                             enabledByDefault: Bool = true, pass: [String], fail: [String]) -> SpecRule {
        SpecRule(
            description: RuleDescription(id: id, summary: summary, rationale: rationale, defaultSeverity: severity, source: source,
                                         thresholds: thresholds, options: options.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" },
                                         enabledByDefault: enabledByDefault),
            passing: pass, failing: fail, optionNames: options, exampleRegistry: registry
        )
    }

    /// A small registry for the motion and deprecation examples.
    static let exampleMotionRegistry = """
        {
          "motion": {
            "pop": {
              "$type": "motion",
              "$value": { "insertion": { "opacity": 0, "scale": 0.5 }, "removal": { "opacity": 0 }, "curve": { "duration": 0.3, "bounce": 0.3 } },
              "$extensions": { "org.tokenlint": { "reducedMotion": { "insertion": { "opacity": 0, "scale": 0.8 }, "curve": { "duration": 0.2, "bounce": 0 } } } }
            },
            "fade": {
              "$type": "motion",
              "$value": { "insertion": { "opacity": 0, "scale": 0.9 }, "removal": { "opacity": 0 }, "curve": { "duration": 0.3, "bounce": 0 } },
              "$extensions": { "org.tokenlint": { "reducedMotion": { "insertion": { "opacity": 0 }, "curve": { "duration": 0.2, "bounce": 0 } } } }
            }
          },
          "color": {
            "$type": "color",
            "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
            "oldInk": { "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] }, "$deprecated": "Use {color.ink}." }
          }
        }
        """

    /// The text minimums per profile, the same in every context (rules v2).
    static func contrastThresholds() -> [String] {
        Profile.allCases.map { profile in
            let large = profile.largeText
            return "\(profile.rawValue): text \(NumberText.format(profile.textContrast(largeText: false))) : 1, large text \(NumberText.format(profile.textContrast(largeText: true))) : 1 (large = ≥ \(NumberText.format(large.regularMinimum, places: 2)) \(large.unit), or ≥ \(NumberText.format(large.boldMinimum, places: 2)) \(large.unit) at weight ≥ \(Int(large.boldWeight)))"
        }
    }

    /// The opt-in contrast/increased goal: the HIG's "strive for 7:1" in increased-contrast
    /// contexts (text; large text 4.5 : 1).
    static func increasedContrastGoal() -> [String] {
        Profile.allCases.compactMap { profile in
            guard let text = profile.increasedContrastText(largeText: false), let large = profile.increasedContrastText(largeText: true) else { return nil }
            return "\(profile.rawValue), in increased-contrast contexts: text \(NumberText.format(text)) : 1, large text \(NumberText.format(large)) : 1"
        }
    }

    public static let all: [SpecRule] = [
        rule(contrastText, .error,
             "Text must contrast with its effective background in every appearance and contrast context.",
             "Text (any component with a font or a text role) is measured against the background it is actually drawn on: each layer composited over its parent down to the canvas, translucent colors and opacity included, in gamma-encoded sRGB, never rounded before comparing (4.499 fails 4.5). Large text needs less. Decorative and disabled components are exempt (WCAG 'incidental'), and so is a logotype: `logo: true` on the component or an ancestor (WCAG 1.4.3: 'Text that is part of a logo or brand name has no contrast requirement'). The minimum is the same in every context. Under apple-hig a failure in a standard context whose increased-contrast counterpart passes is a warning, the HIG's fallback ('If your app doesn't provide this minimum contrast by default, ensure it at least provides a higher contrast color scheme when the system setting Increase Contrast is turned on'); it is an error when the increased context fails too (a literal color cannot change with the setting). Other profiles judge every context alike. A failing text is reported once, here, never also by contrast/increased.",
             source: "WCAG 2.2 SC 1.4.3 Contrast (Minimum) AA; SC 1.4.6 (Enhanced) AAA with `level: AAA`; relative luminance with the 0.04045 threshold",
             thresholds: contrastThresholds(), options: ["level": "AA | AAA"],
             pass: [
                spec("- {id: title, role: text, foreground: \"#767676\", background: \"#FFFFFF\", font: {size: 17, weight: 400}}"),
                spec("- {id: caption, role: text, foreground: \"#949494\", background: \"#FFFFFF\", font: {size: 24, weight: 400}}"),
                spec("- {id: badge, role: text, foreground: \"#AAAAAA\", background: \"#FFFFFF\", font: {size: 12}, decorative: true}"),
                spec("- {id: wordmark, role: text, logo: true, text: acme, foreground: \"#9BD3F5\", background: \"#FFFFFF\", font: {size: 40, weight: 800}}"),
             ],
             fail: [
                spec("- {id: title, role: text, foreground: \"#777777\", background: \"#FFFFFF\", font: {size: 17, weight: 400}}"),
                spec("- {id: add, role: button, foreground: \"#FFFFFF\", background: \"#007AFF\", frame: {width: 343, height: 50}, font: {size: 17, weight: 600}}"),
                spec("- {id: hint, role: text, foreground: {color: \"#000000\", opacity: 0.3}, font: {size: 17}}"),
             ]),
        rule(contrastIncreased, .warning,
             "Opt-in goal: with Increase Contrast on, text reaches the HIG's 'strive for' 7 : 1.",
             "Off by default (turn it on in `.tokenlint.yml`: `rules: {contrast/increased: warning}`). In the registry's increased-contrast contexts Apple asks designers to strive for 7 : 1 for text (4.5 : 1 for large text); its minimum stays 4.5 : 1, which `contrast/text` checks in every context. A custom color with no increased-contrast variant keeps its standard value there and often misses the goal; give it a variant in the increased context. It checks text only (the 4.5 : 1 non-text goal is not checked), and never reports a context where `contrast/text` already reports the text.",
             source: "Apple HIG Color ('supply … an increased contrast option for each variant') and Dark Mode ('strive for 7:1'); WCAG 1.4.6",
             thresholds: increasedContrastGoal(),
             enabledByDefault: false,
             pass: [spec("- {id: title, role: text, foreground: \"#000000\", background: \"#FFFFFF\", font: {size: 17}}")],
             fail: [spec("- {id: title, role: text, foreground: \"#595959\", background: \"#F2F2F2\", font: {size: 17}}")]),
        rule(contrastNonText, .error,
             "Icons and the boundaries of controls must contrast 3 : 1 with what is next to them.",
             "Icons (`role: icon` with a foreground) against their background; borders of interactive components, and interactive components whose only boundary is their fill, against the parent's background: these are what identify a control and its state. 3 : 1 in every context, increased-contrast ones included (the HIG's 4.5 : 1 there is only the opt-in contrast/increased goal). A control with visible content, its own text or a text or icon inside it, needs no fill boundary (Understanding 1.4.11: 'If a control has visible content (such as text or a sufficiently contrasting icon), which helps users identify the presence of the control, then a border or other indication of the overall boundary of the hit area is not required'); the icon's own 3 : 1 is judged on the icon. An icon in a component with a text label, or beside a text sibling (a tab's glyph and title), is exempt ('excluding graphics which have visible text for the same information'). Also exempt: disabled and decorative components, a logo (`logo: true`), and an unmodified platform control (`system: true`, such as a UISwitch or page dots), whose look the platform sets. Over `backdrop: unknown`, fills, borders and icons are bracketed over black and over white.",
             source: "WCAG 2.2 SC 1.4.11 Non-text Contrast AA",
             thresholds: ["3 : 1 in every profile and every context"],
             pass: [
                spec("- {id: field, role: textField, frame: {width: 200, height: 44}, border: {color: \"#767676\", width: 1}}"),
                spec("- {id: wifi-toggle, role: toggle, system: true, frame: {width: 51, height: 31}, background: \"#E9E9EA\"}"),
                spec("- {id: brand-mark, role: icon, logo: true, foreground: \"#C7C7CC\", frame: {width: 24, height: 24}}"),
                spec("- {id: tonal-button, role: button, text: Save, foreground: \"#1D192B\", background: \"#E8DEF8\", frame: {width: 90, height: 48}, font: {size: 14, weight: 500}}"),
                spec("- id: tab\n  role: tab\n  frame: {width: 78, height: 49}\n  children:\n    - {id: tab-glyph, role: icon, foreground: \"#C7C7CC\", frame: {width: 25, height: 25}}\n    - {id: tab-title, role: text, text: Browse, foreground: \"#000000\", font: {size: 11, weight: 500}}"),
             ],
             fail: [
                spec("- {id: field, role: textField, frame: {width: 200, height: 44}, border: {color: \"#D1D1D6\", width: 1}}"),
                spec("- {id: info, role: icon, foreground: \"#C7C7CC\", frame: {width: 24, height: 24}}"),
                spec("- {id: swatch, role: button, background: \"#F2F2F7\", frame: {width: 44, height: 44}}"),
             ]),
        rule(contrastTranslucent, .error,
             "Text over a translucent stack on an unknown backdrop must be legible over black and over white.",
             "Materials such as Liquid Glass show whatever is behind them. With `backdrop: unknown` the stack is composited over black and over white: when both fail it is an error, when only one fails it needs review (the range is reported).",
             source: "WCAG 2.2 SC 1.4.3; the black/white bracketing of Google's Accessibility Test Framework (ContrastUtils.calculateContrastRatioRange)",
             thresholds: ["the text thresholds of contrast/text"],
             pass: [spec("- id: glass\n  role: card\n  backdrop: unknown\n  background: \"#FFFFFFF2\"\n  children:\n    - {id: label, role: text, foreground: \"#000000\", font: {size: 17}}")],
             fail: [
                spec("- id: glass\n  role: card\n  backdrop: unknown\n  background: {color: \"#808080\", opacity: 0.5}\n  children:\n    - {id: label, role: text, foreground: \"#777777\", font: {size: 17}}"),
             ]),
        rule(targetSize, .error,
             "Interactive, enabled components need a large enough touch target.",
             "The hit area (else the frame) must reach the profile's minimum in both dimensions. A hit area larger than the frame counts. A `frame.minHeight` counts as the height (the frame is at least that tall). A missing size cannot be judged and needs review. Exempt: a link or control inside a sentence (`inline: true`, WCAG 2.5.8's inline exception) and an unmodified platform control whose size the platform sets (`system: true`, 2.5.8's user-agent exception).",
             source: "Apple HIG Accessibility; WCAG 2.2 SC 2.5.8 (AA) and 2.5.5 (AAA); Material",
             thresholds: ["apple-hig: 44 × 44 pt (visionOS 60, macOS 28, tvOS 66, watchOS 44)", "wcag-aa: 24 × 24", "wcag-aaa: 44 × 44", "material: 48 × 48 dp"],
             options: ["minimum": "points (overrides the profile)"],
             pass: [
                spec("- {id: close, role: button, frame: {width: 44, height: 44}}"),
                spec("- {id: close, role: button, frame: {width: 28, height: 28}, hitArea: {width: 44, height: 44}}"),
                spec("- {id: close, role: button, frame: {width: 20, height: 20}, disabled: true}"),
                spec("- {id: sign-in, role: button, frame: {width: 361, minHeight: 50}}"),
                spec("- {id: terms-link, role: link, inline: true, frame: {width: 120, height: 18}}"),
                spec("- {id: airplane-toggle, role: toggle, system: true, frame: {width: 51, height: 31}}"),
             ],
             fail: [spec("- {id: servings-plus, role: stepper, frame: {width: 28, height: 28}}")]),
        rule(textMinSize, .warning,
             "Text should not be smaller than the platform's minimum.",
             "Below these sizes text is hard to read for many people, whatever its contrast.",
             source: "Apple HIG Typography (default / minimum sizes); Material type scale",
             thresholds: ["apple-hig: iOS 11 pt, macOS 10, watchOS and visionOS 12, tvOS 23", "material: 12 sp", "wcag profiles: none"],
             pass: [spec("- {id: caption, role: text, font: {size: 11}}")],
             fail: [spec("- {id: legal, role: text, font: {size: 9}}")]),
        rule(textDynamicType, .warning,
             "Text in a fixed-height component must still fit at large Dynamic Type sizes.",
             "For a component with a fixed `frame.height` and text that scales (a text style), line height × line limit + vertical padding is compared with the height at every Dynamic Type size up to `upTo`; the first size at which it clips is reported. accessibility3 is where body text reaches 200 %. Only heights the spec declares fixed are checked: `frame.minHeight` grows with its content, and a text component's own frame is its line box, which wraps and grows unless `lineLimit` is set. Inline text (`inline: true`, a link inside a sentence) is exempt.",
             source: "WCAG 2.2 SC 1.4.4 Resize Text (200 %); Apple HIG Typography (Dynamic Type sizes)",
             thresholds: ["checked up to accessibility3 by default"],
             options: ["upTo": "a Dynamic Type size (xSmall … accessibility5)"],
             pass: [
                spec("- {id: row, role: listItem, frame: {height: 120}, font: \"{font.textStyle.body}\", lineLimit: 1}"),
                spec("- {id: row, role: listItem, frame: {width: 361, minHeight: 44}, padding: {top: 11, bottom: 11}, font: \"{font.textStyle.body}\"}"),
                spec("- {id: subtitle, role: text, frame: {width: 361, height: 22}, font: \"{font.textStyle.body}\"}"),
                spec("- {id: terms-link, role: link, inline: true, frame: {width: 120, height: 18}, font: \"{font.textStyle.footnote}\"}"),
             ],
             fail: [spec("- {id: row, role: listItem, frame: {height: 44}, padding: {top: 11, bottom: 11}, font: \"{font.textStyle.body}\", lineLimit: 1}")]),
        rule(motionHighFrequency, .error,
             "Content that updates more than twice a second must not animate its changes.",
             "Any transition or animation on a component with `updatesPerSecond` above 2 is an error. It is also a warning when the updates come faster than the curve settles (1 / updatesPerSecond below its 1 % settle time): the element never comes to rest.",
             source: "Liquid Glass transitions design guidance: 'DON'T use for high-frequency updates (>2 per second)'; one step under WCAG 2.3.1's 3 Hz",
             thresholds: ["more than \(NumberText.format(MotionLimits.maximumAnimatedUpdatesPerSecond)) updates per second"],
             pass: [spec("- {id: clock, role: text, updatesPerSecond: 1, animation: none}")],
             fail: [spec("- {id: ticker, role: text, updatesPerSecond: 5, transition: \"{motion.transition.liquidGlass}\"}")]),
        rule(motionSmallElement, .warning,
             "Small elements should not move, scale or blur in and out.",
             "Under 40 pt in both dimensions, a transition with motion reads as jitter rather than as a change of state.",
             source: "Liquid Glass transitions design guidance: 'DON'T use for … small UI elements (<40pt)'",
             thresholds: ["frame under \(NumberText.format(MotionLimits.smallElement)) pt in both dimensions"],
             pass: [spec("- {id: badge, role: icon, frame: {width: 20, height: 20}, transition: {insertion: {opacity: 0}, removal: {opacity: 0}, curve: {duration: 0.2, timingFunction: [0.42, 0, 0.58, 1]}}}")],
             fail: [spec("- {id: badge, role: icon, frame: {width: 20, height: 20}, transition: \"{motion.transition.liquidGlass}\"}")]),
        rule(motionProminentInList, .warning,
             "List items should use subtle transitions.",
             "On repeated components and list items, a transition that scales by 10 % or more, or a curve that overshoots by 2.5 % or more (bounce ≥ 0.25), multiplies into a busy screen; use the subtle variant.",
             source: "Liquid Glass transitions design guidance: list items take the subtle variant (liquidGlassSubtle)",
             thresholds: ["scale change ≥ \(NumberText.format(MotionLimits.prominentScaleChange * 100)) %", "overshoot ≥ \(NumberText.format(MotionLimits.prominentOvershoot * 100)) %"],
             pass: [spec("- {id: row, role: listItem, repeated: true, transition: \"{motion.transition.liquidGlassSubtle}\"}")],
             fail: [spec("- {id: row, role: listItem, repeated: true, transition: \"{motion.transition.liquidGlassProminent}\"}")]),
        rule(motionNavigation, .warning,
             "Navigation bars, tab bars and tab/stack content should keep the system transitions.",
             "People rely on the built-in NavigationStack and TabView transitions to know where they are; a custom transition there costs that.",
             source: "Liquid Glass and layered tab transitions design guidance: use the built-in NavigationStack / TabView transitions",
             pass: [spec("- {id: tabs, role: tabBar, transition: none}")],
             fail: [spec("- {id: content, role: container, navigation: tab, transition: \"{motion.transition.liquidGlass}\"}")]),
        rule(motionBlurRadius, .warning,
             "Transitions should not blur beyond 10 pt.",
             "Large blur radii are costly and disorienting; Apple also asks to avoid animating into and out of blurs under Reduce Motion.",
             source: "Liquid Glass transitions design guidance: 'Avoid increasing blur radius beyond 10pt'",
             thresholds: ["blur above \(NumberText.format(MotionLimits.maximumBlurRadius)) pt"],
             pass: [spec("- {id: card, role: card, frame: {width: 300, height: 200}, transition: {insertion: {opacity: 0, blur: 8}, curve: \"{motion.curve.smooth}\"}}")],
             fail: [spec("- {id: card, role: card, frame: {width: 300, height: 200}, transition: {insertion: {opacity: 0, blur: 20}, curve: \"{motion.curve.smooth}\"}}")]),
        rule(motionReducedMotion, .error,
             "Under Reduce Motion, transitions and animations must not move or bounce.",
             "The reduced-motion value of each transition and animation (from the registry's reduced context, the token's extension, or tokenlint's default policy) must not scale, move, rotate or blur, nor overshoot. Values that only the default policy covers are reported as info.",
             source: "WCAG 2.2 SC 2.3.3 Animation from Interactions; Apple HIG Accessibility › Reduce Motion",
             thresholds: ["no scale, offset, edge, rotation or blur; no overshoot"],
             registry: exampleMotionRegistry,
             pass: [spec("- {id: card, role: card, frame: {width: 300, height: 200}, transition: \"{motion.fade}\"}")],
             fail: [spec("- {id: card, role: card, frame: {width: 300, height: 200}, transition: \"{motion.pop}\"}")]),
        rule(motionDuration, .warning,
             "Transitions should not last longer than the budget of the element's role.",
             "The curve's perceptual duration is compared with the role's budget: a spring's `duration` (its response; SwiftUI: \"The perceptual duration, which defines the pace of the spring\"), a timed curve's duration plus delay; with both a transition and an animation, the slower one. Controls and list items 0.4 s; cards, panels, banners, popovers 0.5 s; sheets, modals and full-screen content 0.7 s. The 1 % settle time is not compared (a critically damped spring such as `.smooth` or `.default` takes longer than its duration to come within 1 %) but is given in the finding's detail. The design documents' own transitions pass for their roles (liquidGlass on cards, liquidGlassFromTop on banners, liquidGlassFromBottom on sheets). Evaluated with full motion: a Reduce Motion value is judged by motion/reduced-motion.",
             source: "The design documents' own transitions (a popover morph with 'Spring-based timing, ~300-400ms total', row expansion under 0.3 s); Material ('Transitions that exceed 400ms may feel too slow'); SwiftUI `Spring.duration` (perceptual duration)",
             thresholds: ["controls and list items \(NumberText.format(MotionLimits.controlBudget)) s", "cards, panels, banners, popovers \(NumberText.format(MotionLimits.containerBudget)) s", "sheets, modals, full screen \(NumberText.format(MotionLimits.fullScreenBudget)) s"],
             pass: [
                spec("- {id: toggle, role: toggle, frame: {width: 51, height: 44}, animation: \"{motion.curve.liquidGlassSubtle}\"}"),
                spec("- {id: card, role: card, frame: {width: 300, height: 200}, transition: \"{motion.transition.liquidGlass}\"}"),
                spec("- {id: banner, role: banner, frame: {width: 361, height: 64}, transition: \"{motion.transition.liquidGlassFromTop}\"}"),
                spec("- {id: panel, role: panel, frame: {width: 361, height: 300}, animation: \"{motion.curve.smooth}\"}"),
                spec("- {id: sheet, role: sheet, animation: \"{motion.curve.default}\"}"),
             ],
             fail: [
                spec("- {id: add, role: button, frame: {width: 120, height: 44}, animation: {response: 0.9, dampingFraction: 0.8}}"),
                spec("- {id: card, role: card, frame: {width: 300, height: 200}, animation: {duration: 0.4, delay: 0.3, timingFunction: [0.42, 0, 0.58, 1]}}"),
             ]),
        rule(motionFlash, .error,
             "Large areas must not flash more than three times a second.",
             "More than 3 flashes per second over more than 25 % of a 10° visual field (341 × 256 pt) can trigger seizures.",
             source: "WCAG 2.2 SC 2.3.1 Three Flashes or Below Threshold",
             thresholds: ["more than \(NumberText.format(MotionLimits.maximumFlashesPerSecond)) flashes per second over more than \(NumberText.format(MotionLimits.flashFieldArea * MotionLimits.flashAreaFraction)) pt²"],
             pass: [spec("- {id: dot, role: image, frame: {width: 20, height: 20}, flashesPerSecond: 5}")],
             fail: [spec("- {id: banner, role: banner, frame: {width: 390, height: 200}, flashesPerSecond: 4}")]),
        rule(motionAutoplay, .error,
             "Motion that starts by itself and lasts more than 5 s, or loops, must be pausable.",
             "Moving content that plays in parallel with other content needs a way to pause, stop or hide it. Exempt: motion essential to the activity (`essential: true`, such as a loading indicator; 2.2.2: 'unless the movement, blinking, or scrolling is part of an activity where it is essential').",
             source: "WCAG 2.2 SC 2.2.2 Pause, Stop, Hide",
             thresholds: ["autoplay longer than \(NumberText.format(MotionLimits.autoplayLimit)) s, or looping, without `pausable: true`"],
             pass: [
                spec("- {id: hero, role: image, autoplay: {duration: 12, loops: true, pausable: true}}"),
                spec("- {id: spinner, role: other, essential: true, frame: {width: 20, height: 20}, autoplay: {duration: 30, loops: true, pausable: false}}"),
             ],
             fail: [spec("- {id: hero, role: image, autoplay: {duration: 12, loops: false, pausable: false}}")]),
        rule(tokensUnknownReference, .error,
             "Every token reference must resolve in the registry.",
             "A reference to a token that does not exist leaves the value undefined; the closest token name is suggested.",
             source: "DTCG Format 2025.10 §7 (aliases must resolve)",
             pass: [spec("- {id: title, role: text, foreground: \"{color.label}\"}")],
             fail: [spec("- {id: title, role: text, foreground: \"{color.lable}\"}")]),
        rule(tokensTypeMismatch, .error,
             "A reference must point at a token of the right type.",
             "`font:` needs a typography token, colors a color token, `transition:` a motion token, `animation:` a spring, transition or cubicBezier token.",
             source: "DTCG Format 2025.10 §7.4 (type of the referenced token)",
             pass: [spec("- {id: title, role: text, font: \"{font.textStyle.body}\"}")],
             fail: [spec("- {id: title, role: text, font: \"{color.label}\"}")]),
        rule(tokensRawValue, .warning,
             "A literal that equals a token should name the token.",
             "A literal color or font equal to a registry token's value drifts silently when the token changes (and misses its dark and increased-contrast variants).",
             source: "Design-system practice (tokens as the single source of truth)",
             pass: [spec("- {id: title, role: text, foreground: \"#123456\"}")],
             fail: [spec("- {id: title, role: text, foreground: \"#007AFF\"}")]),
        rule(tokensDeprecated, .warning,
             "A deprecated token should not be used.",
             "The token's `$deprecated` message says what to use instead.",
             source: "DTCG Format 2025.10 §5.2.4 ($deprecated)",
             registry: exampleMotionRegistry,
             pass: [spec("- {id: title, role: text, foreground: \"{color.ink}\"}")],
             fail: [spec("- {id: title, role: text, foreground: \"{color.oldInk}\"}")]),
        rule(specInvalid, .error,
             "The spec must follow the format: required keys, types, unique ids, known roles.",
             "Structure errors (missing or duplicate `id`, wrong types, unknown role, unknown keys with a did-you-mean) are errors at their position: a misspelt key would otherwise silently leave its field unchecked.",
             source: "docs/spec-format.md",
             pass: [spec("- {id: title, role: text}")],
             fail: [spec("- {id: title, role: label}")]),
        rule(suppressionMissingReason, .warning,
             "An `ignore:` entry needs a reason.",
             "Suppressions without a reason cannot be reviewed; the format requires one.",
             source: "docs/spec-format.md, \"Suppressions\" (a reason is required)",
             pass: [spec("- id: link\n  role: link\n  frame: {width: 30, height: 17}\n  ignore:\n    - {rule: target/size, reason: \"Inline link in body text (WCAG 2.5.8 inline exception)\"}")],
             fail: [spec("- id: link\n  role: link\n  frame: {width: 30, height: 17}\n  ignore:\n    - {rule: target/size}")]),
        rule(suppressionUnused, .warning,
             "An `ignore:` entry must suppress something.",
             "A suppression whose rule did not fire on the component hides nothing today and would hide a real problem tomorrow.",
             source: "Linter practice (SwiftLint superfluous_disable_command, Ruff RUF100)",
             pass: [spec("- id: link\n  role: link\n  frame: {width: 30, height: 17}\n  ignore:\n    - {rule: target/size, reason: \"Inline link in body text\"}")],
             fail: [spec("- id: link\n  role: link\n  frame: {width: 44, height: 44}\n  ignore:\n    - {rule: target/size, reason: \"Inline link in body text\"}")]),
    ]
}
