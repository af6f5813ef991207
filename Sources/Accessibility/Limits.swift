/// Target sizes, minimum text sizes and motion limits: every number the spec rules compare
/// against, each with its source (WCAG 2.2, Apple HIG, Material, the Liquid Glass transitions
/// design guidance; docs/rules.md lists them per rule).

/// Minimum target size in points (dp on Android, CSS px on the web), per profile and platform.
public enum TargetSize {
    /// apple-hig 44 × 44 (visionOS 60, macOS 28, tvOS 66, watchOS 44) — HIG Buttons "a hit region
    /// of at least 44 x 44 pt — in visionOS, 60 x 60 pt" and HIG Accessibility's default control
    /// sizes; wcag-aa 24 × 24 (WCAG 2.5.8 AA); wcag-aaa 44 × 44 (WCAG 2.5.5 AAA); material 48 × 48
    /// dp (Material / Android ATF).
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

/// Smallest text size a platform's guidelines allow (Apple HIG, Typography and Accessibility:
/// default / minimum sizes; Material).
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

/// Motion limits. "Design guidance" = the Liquid Glass transitions design guidance
/// (docs/rules.md, motion/*): "DON'T use for high-frequency updates (>2 per second), small UI
/// elements (<40pt)", "Avoid increasing blur radius beyond 10pt", list items → subtle.
public enum MotionLimits {
    /// Above this many updates per second a component must not animate (design guidance; one step
    /// under WCAG 2.3.1's three flashes per second).
    public static let maximumAnimatedUpdatesPerSecond = 2.0
    /// Elements smaller than this in both dimensions should not have motion (design guidance).
    public static let smallElement = 40.0
    /// A transition blur above this radius, in points (design guidance).
    public static let maximumBlurRadius = 10.0
    /// In lists: a scale change of 10 % or more is prominent (design guidance: list items → subtle;
    /// liquidGlassSubtle scales 2 %, liquidGlass 5 %, liquidGlassProminent 15 %).
    public static let prominentScaleChange = 0.10
    /// In lists: an overshoot of 2.5 % or more is prominent (bounce ≈ 0.25 and above).
    public static let prominentOvershoot = 0.025
    /// WCAG 2.3.1 Three Flashes or Below Threshold: more than 3 flashes in any second…
    public static let maximumFlashesPerSecond = 3.0
    /// …over more than 25 % of a 10° visual field, 341 × 256 px at 1024 × 768 (WCAG 2.2
    /// definition, "general flash and red flash thresholds").
    public static let flashFieldArea = 341.0 * 256.0
    public static let flashAreaFraction = 0.25
    /// WCAG 2.2.2 Pause, Stop, Hide: motion that starts by itself and lasts more than 5 s.
    public static let autoplayLimit = 5.0
    /// Perceptual-duration budgets per kind of element (docs/rules.md, motion/duration): a spring's
    /// `duration` (response) or a timed curve's delay + duration, not its 1 % settle time. Sources:
    /// the design guidance's "Spring-based timing, ~300-400ms total" popover morph and "Expansion
    /// animation < 0.3s" for rows; Material's "Transitions that exceed 400ms may feel too slow"
    /// (Material 2, material.io/design/motion/speed). Cards, banners and sheets get more because
    /// the design guidance's own transitions for them (liquidGlass, liquidGlassFromTop/FromBottom)
    /// have response 0.5 s.
    public static let controlBudget = 0.4
    public static let containerBudget = 0.5
    public static let fullScreenBudget = 0.7
    /// SwiftUI source, a view whose role the code does not say (a stack, a text, an image, a
    /// shape): what moves, and how much of the screen, is not known, so only a curve longer
    /// than Material's longest duration token (extra-long 4, 1,000 ms, for large expressive
    /// transitions) is reported.
    public static let unknownRoleBudget = 1.0
    /// Reduce Motion fades (docs/tokens.md, "The reduce-motion resolver"; HIG Accessibility,
    /// Motion: "Replace a slide with a fade to avoid motion").
    public static let reducedFadeMaximum = 0.25
}

/// WCAG 1.4.4 Resize Text: iOS body text reaches 200 % at accessibility3 (17 → 40 pt), so
/// text must not clip up to that Dynamic Type size by default (WCAG 2.2 SC 1.4.4,
/// "up to 200 percent"; Apple HIG, Typography, Dynamic Type sizes).
public enum DynamicTypeLimits {
    public static let defaultUpTo = "accessibility3"
    /// Body text at accessibility5, the largest Dynamic Type size, in pt (Apple HIG,
    /// Typography, Dynamic Type sizes; the built-in registry's `font.textStyle.body` there).
    public static let largestBodySize = 53.0
    /// SwiftUI DynamicTypeSize order.
    public static let sizes = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                               "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]

    /// Whether the user's text size scales text on `platform`: not on macOS (Apple HIG,
    /// Typography: "macOS doesn't support Dynamic Type"; its text styles are fixed sizes, and
    /// WCAG 1.4.4 is met there by the system's zoom).
    public static func scalesText(on platform: String) -> Bool { platform != "macos" }
}
