/// Target sizes, minimum text sizes and motion limits: every number the spec rules compare
/// against, each with its source (design/rules.md; ../shared/reference/notes/a11y.md, motion.md).

/// Minimum target size in points (dp on Android, CSS px on the web), per profile and platform.
public enum TargetSize {
    /// rules.md "Profiles": apple-hig 44 × 44 (visionOS 60, macOS 28, tvOS 66, watchOS 44) —
    /// HIG Accessibility "a hit region of at least 44 x 44 pt — in visionOS, 60 x 60 pt" and its
    /// default control sizes (a11y.md §3.1); wcag-aa 24 × 24 (WCAG 2.5.8 AA); wcag-aaa 44 × 44
    /// (WCAG 2.5.5 AAA); material 48 × 48 dp (Material / Android ATF).
    public static func minimum(profile: Profile, platform: String) -> Double {
        switch profile {
        case .appleHIG:
            switch platform {
            case "visionos": 60
            case "macos": 28
            case "tvos": 66
            default: 44  // ios, ipados, watchos (and other platforms linted with Apple's numbers)
            }
        case .wcagAA: 24
        case .wcagAAA: 44
        case .material: 48
        }
    }

    /// Short form for messages.
    public static func label(profile: Profile) -> String {
        switch profile {
        case .appleHIG: "Apple HIG"
        case .wcagAA: "WCAG 2.5.8 AA"
        case .wcagAAA: "WCAG 2.5.5 AAA"
        case .material: "Material"
        }
    }

    public static func source(profile: Profile) -> String {
        switch profile {
        case .appleHIG: "Apple HIG Accessibility (44 × 44 pt; visionOS 60, macOS 28, tvOS 66); WCAG 2.5.5"
        case .wcagAA: "WCAG 2.2 SC 2.5.8 Target Size (Minimum), AA: 24 × 24 CSS px"
        case .wcagAAA: "WCAG 2.2 SC 2.5.5 Target Size (Enhanced), AAA: 44 × 44 CSS px"
        case .material: "Material Design / Android Accessibility Test Framework: 48 × 48 dp"
        }
    }
}

/// Smallest text size a platform's guidelines allow (rules.md "minimum text"; a11y.md §3.2).
public enum MinimumTextSize {
    /// nil where the profile sets no minimum (WCAG has none).
    public static func points(profile: Profile, platform: String) -> Double? {
        switch profile {
        case .appleHIG:
            switch platform {
            case "macos": 10
            case "watchos", "visionos": 12
            case "tvos": 23
            default: 11  // iOS / iPadOS: Caption 2 at the default size
            }
        case .material: 12
        case .wcagAA, .wcagAAA: nil
        }
    }
}

/// Motion limits (rules.md "Motion"). "design doc" = the Liquid Glass guidance,
/// ../shared/seeds/001: "DON'T use for high-frequency updates (>2 per second), small UI
/// elements (<40pt)", "Avoid increasing blur radius beyond 10pt", list items → subtle.
public enum MotionLimits {
    /// Above this many updates per second a component must not animate (design doc; one step
    /// under WCAG 2.3.1's three flashes per second).
    public static let maximumAnimatedUpdatesPerSecond = 2.0
    /// Elements smaller than this in both dimensions should not have motion (design doc).
    public static let smallElement = 40.0
    /// A transition blur above this radius, in points (design doc).
    public static let maximumBlurRadius = 10.0
    /// In lists: a scale change of 10 % or more is prominent (design doc: list items → subtle;
    /// liquidGlassSubtle scales 2 %, liquidGlass 5 %, liquidGlassProminent 15 %).
    public static let prominentScaleChange = 0.10
    /// In lists: an overshoot of 2.5 % or more is prominent (bounce ≈ 0.25 and above).
    public static let prominentOvershoot = 0.025
    /// WCAG 2.3.1 Three Flashes or Below Threshold: more than 3 flashes in any second…
    public static let maximumFlashesPerSecond = 3.0
    /// …over more than 25 % of a 10° visual field, 341 × 256 px at 1024 × 768 (a11y.md §1.7).
    public static let flashFieldArea = 341.0 * 256.0
    public static let flashAreaFraction = 0.25
    /// WCAG 2.2.2 Pause, Stop, Hide: motion that starts by itself and lasts more than 5 s.
    public static let autoplayLimit = 5.0
    /// Perceptual-duration budgets per kind of element (rules.md v2, motion/duration): a
    /// spring's `duration` (response) or a timed curve's delay + duration, not its 1 % settle
    /// time. Sources: the design docs' "Spring-based timing, ~300-400ms total" popover morph and
    /// "Expansion animation < 0.3s" for rows; Material's "Transitions that exceed 400ms may feel
    /// too slow" (motion.md §3.4). Cards, banners and sheets get more because the design docs'
    /// own transitions for them (liquidGlass, liquidGlassFromTop/FromBottom) have response 0.5 s.
    public static let controlBudget = 0.4
    public static let containerBudget = 0.5
    public static let fullScreenBudget = 0.7
    /// Reduce Motion fades (tokens.md reduce-motion policy; motion.md §9.12).
    public static let reducedFadeMaximum = 0.25
}

/// WCAG 1.4.4 Resize Text: iOS body text reaches 200 % at accessibility3 (17 → 40 pt), so
/// text must not clip up to that Dynamic Type size by default (a11y.md §1.10).
public enum DynamicTypeLimits {
    public static let defaultUpTo = "accessibility3"
    /// SwiftUI DynamicTypeSize order.
    public static let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                               "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
}
