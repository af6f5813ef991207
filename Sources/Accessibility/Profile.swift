/// The threshold sets the rules are judged by (apple-hig, wcag-aa, wcag-aaa, material). Every
/// number a rule compares against lives here, with its source, so `tokenlint rules` can print it
/// and nothing else re-types it.
public enum Profile: String, CaseIterable, Sendable, Hashable {
    case appleHIG = "apple-hig"
    case wcagAA = "wcag-aa"
    case wcagAAA = "wcag-aaa"
    case material

    /// WCAG conformance level the text thresholds come from.
    public var level: ContrastLevel { self == .wcagAAA ? .aaa : .aa }

    /// Large-scale text (WCAG 2.2 "large scale" definition; Understanding 1.4.3): 18 pt, or
    /// 14 pt with weight ≥ 700. Apple HIG applies 18/14 to iOS points and Material to sp (the
    /// platform unit, 1:1 with our spec units); WCAG means CSS points, i.e. 24 px / 18.67 px in
    /// the CSS px our web specs use.
    public var largeText: LargeTextRule {
        switch self {
        case .appleHIG: LargeTextRule(regularMinimum: 18, boldMinimum: 14, boldWeight: 700, unit: "pt",
                                      source: "WCAG 2.2 large-scale text applied to iOS points, as Apple's Accessibility Inspector does (HIG Accessibility)")
        case .wcagAA, .wcagAAA: LargeTextRule(regularMinimum: 24, boldMinimum: 18.666_666_666_666_668, boldWeight: 700, unit: "px",
                                              source: "WCAG 2.2 large-scale text: 18 pt / 14 pt bold in CSS points = 24 px / 18.67 px (Understanding 1.4.3)")
        case .material: LargeTextRule(regularMinimum: 18, boldMinimum: 14, boldWeight: 700, unit: "sp",
                                      source: "Android Accessibility Test Framework TextContrastCheck: 18 sp, or 14 sp bold")
        }
    }

    /// Minimum contrast for text (WCAG 1.4.3 AA: 4.5 / large 3; 1.4.6 AAA: 7 / large 4.5).
    public func textContrast(largeText: Bool) -> Double {
        level.textMinimum(largeText: largeText)
    }

    /// The opt-in `contrast/increased` goal: Apple asks designers to "strive for 7:1" when
    /// Increase Contrast is on (HIG Color, Dark Mode): text 7 : 1, large text 4.5 : 1. The
    /// minimum stays the profile's text contrast in every context (rules v2). Other profiles
    /// have no such goal.
    public func increasedContrastText(largeText: Bool) -> Double? {
        self == .appleHIG ? (largeText ? 4.5 : 7) : nil
    }

    /// WCAG 1.4.11 Non-text Contrast: 3 : 1 in every profile.
    public var nonTextContrast: Double { 3 }
}

public enum ContrastLevel: String, Sendable, Hashable {
    case aa = "AA"
    case aaa = "AAA"

    /// WCAG 2.2 1.4.3 (AA) and 1.4.6 (AAA).
    public func textMinimum(largeText: Bool) -> Double {
        switch self {
        case .aa: largeText ? 3 : 4.5
        case .aaa: largeText ? 4.5 : 7
        }
    }

    public var criterion: String { self == .aa ? "WCAG 1.4.3 AA" : "WCAG 1.4.6 AAA" }
}

public struct LargeTextRule: Sendable, Hashable {
    public var regularMinimum: Double
    public var boldMinimum: Double
    public var boldWeight: Double
    public var unit: String
    public var source: String

    /// Compared unrounded: 17.99 pt is not large.
    public func isLarge(size: Double, weight: Double) -> Bool {
        size >= regularMinimum || (weight >= boldWeight && size >= boldMinimum)
    }
}

extension Profile {
    /// The profile a spec's platform implies when neither `--profile` nor the config sets one
    /// (docs/spec-format.md, "Top level"): Apple platforms are judged by Apple's HIG,
    /// `android` by Material, `web` by WCAG AA. Names are docs/spec-format.md's `platform` values.
    public static func implied(byPlatform platform: String) -> Profile {
        switch platform {
        case "android": .material
        case "web": .wcagAA
        default: .appleHIG  // ios, ipados, macos, watchos, tvos, visionos
        }
    }
}

/// The unit sizes are written in on a platform, for messages. Spec numbers are the platform's
/// own unit, so only the word changes.
public enum PlatformUnit {
    /// Lengths: points on Apple platforms, dp on Android, CSS px on the web.
    public static func length(platform: String) -> String {
        switch platform {
        case "android": "dp"
        case "web": "px"
        default: "pt"
        }
    }

    /// Text sizes: as lengths, except Android, where text is sized in sp (Material type scale).
    public static func text(platform: String) -> String {
        platform == "android" ? "sp" : length(platform: platform)
    }
}
