import Accessibility
import DesignSpec
import Diagnostics
import SpecLint
import XCTest

/// Every number `tokenlint rules` prints comes from `Accessibility` (Limits.swift, Profile.swift),
/// never retyped: the printed thresholds contain the constants the rules compare against, for
/// every profile and Apple platform.
final class RuleThresholdsTests: XCTestCase {
    private func thresholds(_ id: String) throws -> [String] {
        try XCTUnwrap(RuleCatalog.rule(id), id).description.thresholds
    }

    private func line(_ lines: [String], profile: Profile) throws -> String {
        try XCTUnwrap(lines.first { $0.hasPrefix("\(profile.rawValue):") }, "no line for \(profile.rawValue) in \(lines)")
    }

    private static let applePlatforms = Platform.allCases.filter { $0 != .android && $0 != .web }

    func testTargetSizeThresholdsAreTheProfileMinimums() throws {
        let lines = try thresholds("target/size")
        for profile in Profile.allCases {
            let text = try line(lines, profile: profile)
            let platform = profile == .material ? "android" : profile == .appleHIG ? "ios" : "web"
            let minimum = NumberText.format(TargetSize.minimum(profile: profile, platform: platform))
            XCTAssertTrue(text.hasPrefix("\(profile.rawValue): \(minimum) × \(minimum) \(PlatformUnit.length(platform: platform))"), text)
        }
        // Apple's other platforms, where they differ from iOS (HIG: visionOS 60 × 60 pt, …).
        let apple = try line(lines, profile: .appleHIG)
        let iOS = TargetSize.minimum(profile: .appleHIG, platform: "ios")
        for platform in Self.applePlatforms {
            let minimum = TargetSize.minimum(profile: .appleHIG, platform: platform.rawValue)
            guard minimum != iOS else { continue }
            XCTAssertTrue(apple.contains("\(platform.rawValue) \(NumberText.format(minimum)) × \(NumberText.format(minimum))"), apple)
        }
    }

    func testMinimumTextSizesAreTheProfileMinimums() throws {
        let lines = try thresholds("text/min-size")
        for profile in Profile.allCases {
            let text = try line(lines, profile: profile)
            let platform = profile == .material ? "android" : profile == .appleHIG ? "ios" : "web"
            if let minimum = MinimumTextSize.points(profile: profile, platform: platform) {
                XCTAssertTrue(text.hasPrefix("\(profile.rawValue): \(NumberText.format(minimum)) \(PlatformUnit.text(platform: platform))"), text)
            } else {
                XCTAssertEqual(text, "\(profile.rawValue): none")
            }
        }
        let apple = try line(lines, profile: .appleHIG)
        let iOS = MinimumTextSize.points(profile: .appleHIG, platform: "ios")
        for platform in Self.applePlatforms {
            guard let minimum = MinimumTextSize.points(profile: .appleHIG, platform: platform.rawValue), minimum != iOS else { continue }
            XCTAssertTrue(apple.contains("\(platform.rawValue) \(NumberText.format(minimum))"), apple)
        }
    }

    func testContrastThresholdsAreTheProfileMinimums() throws {
        let text = try thresholds("contrast/text")
        for profile in Profile.allCases {
            let line = try self.line(text, profile: profile)
            XCTAssertTrue(line.contains("text \(NumberText.format(profile.textContrast(largeText: false))) : 1"), line)
            XCTAssertTrue(line.contains("large text \(NumberText.format(profile.textContrast(largeText: true))) : 1"), line)
            XCTAssertTrue(line.contains("≥ \(NumberText.format(profile.largeText.regularMinimum, places: 2)) \(profile.largeText.unit)"), line)
        }
        let nonText = try thresholds("contrast/non-text")
        for profile in Profile.allCases {
            XCTAssertTrue(try line(nonText, profile: profile).contains("\(NumberText.format(profile.nonTextContrast)) : 1"))
        }
        let goal = try thresholds("contrast/increased")
        for profile in Profile.allCases {
            guard let value = profile.increasedContrastText(largeText: false) else { continue }
            XCTAssertTrue(goal.contains { $0.hasPrefix(profile.rawValue) && $0.contains("text \(NumberText.format(value)) : 1") }, "\(goal)")
        }
    }

    func testMotionAndDynamicTypeThresholdsAreTheLimits() throws {
        XCTAssertEqual(try thresholds("text/dynamic-type"), ["checked up to \(DynamicTypeLimits.defaultUpTo) by default"])
        let duration = try thresholds("motion/duration").joined(separator: "\n")
        for budget in [MotionLimits.controlBudget, MotionLimits.containerBudget, MotionLimits.fullScreenBudget] {
            XCTAssertTrue(duration.contains("\(NumberText.format(budget)) s"), duration)
        }
        XCTAssertTrue(try thresholds("motion/blur-radius").joined().contains("\(NumberText.format(MotionLimits.maximumBlurRadius)) pt"))
        XCTAssertTrue(try thresholds("motion/small-element").joined().contains("\(NumberText.format(MotionLimits.smallElement)) pt"))
        XCTAssertTrue(try thresholds("motion/autoplay").joined().contains("\(NumberText.format(MotionLimits.autoplayLimit)) s"))
    }
}
