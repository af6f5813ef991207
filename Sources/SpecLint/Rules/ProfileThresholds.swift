import Accessibility
import DesignSpec

/// Per-profile numbers as `tokenlint rules` prints them, read from `Accessibility` (never
/// retyped): the minimum of each profile, with the Apple platforms whose minimum differs.
enum ProfileThresholds {
    /// The platforms Apple's numbers apply to (docs/spec-format.md's Apple platforms).
    static let applePlatforms = Platform.allCases.filter { $0 != .android && $0 != .web }.map(\.rawValue)

    /// The platform whose unit a profile's numbers are in: Apple's points, Material's dp, WCAG's CSS px.
    static func unitPlatform(_ profile: Profile) -> String {
        switch profile {
        case .appleHIG: "ios"
        case .material: "android"
        case .wcagAA, .wcagAAA: "web"
        }
    }

    /// "apple-hig: 44 × 44 pt (macos 28, tvos 66, visionos 60)": `value` per profile and
    /// platform (nil: none), the Apple platforms that differ from iOS in parentheses.
    static func lines(unit: (String) -> String, _ value: (Profile, String) -> Double?, format: (Double) -> String) -> [String] {
        Profile.allCases.map { profile in
            let platform = unitPlatform(profile)
            guard let main = value(profile, platform) else { return "\(profile.rawValue): none" }
            var line = "\(profile.rawValue): \(format(main)) \(unit(platform))"
            if profile == .appleHIG {
                let others = applePlatforms.compactMap { other in value(profile, other).flatMap { $0 == main ? nil : "\(other) \(format($0))" } }
                if !others.isEmpty { line += " (\(others.joined(separator: ", ")))" }
            }
            return line
        }
    }
}
