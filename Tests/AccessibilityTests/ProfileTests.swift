import Accessibility
import XCTest

final class ProfileTests: XCTestCase {
    func testLargeTextBoundariesPerProfile() {
        let hig = Profile.appleHIG.largeText
        XCTAssertTrue(hig.isLarge(size: 18, weight: 400))
        XCTAssertFalse(hig.isLarge(size: 17.99, weight: 400))
        XCTAssertTrue(hig.isLarge(size: 14, weight: 700))
        XCTAssertFalse(hig.isLarge(size: 14, weight: 600), "semibold is not bold for WCAG's 14 pt rule")
        XCTAssertFalse(hig.isLarge(size: 13.9, weight: 700))

        let wcag = Profile.wcagAA.largeText
        XCTAssertFalse(wcag.isLarge(size: 18, weight: 400), "WCAG's 18 pt are CSS points: 24 px")
        XCTAssertTrue(wcag.isLarge(size: 24, weight: 400))
        XCTAssertFalse(wcag.isLarge(size: 18.66, weight: 700))
        XCTAssertTrue(wcag.isLarge(size: 18.67, weight: 700))

        XCTAssertTrue(Profile.material.largeText.isLarge(size: 18, weight: 400))
    }

    func testTextThresholds() {
        XCTAssertEqual(Profile.appleHIG.textContrast(largeText: false), 4.5)
        XCTAssertEqual(Profile.appleHIG.textContrast(largeText: true), 3)
        XCTAssertEqual(Profile.wcagAAA.textContrast(largeText: false), 7)
        XCTAssertEqual(Profile.wcagAAA.textContrast(largeText: true), 4.5)
        XCTAssertEqual(Profile.appleHIG.increasedContrastText(largeText: false), 7)
        XCTAssertNil(Profile.wcagAA.increasedContrastText(largeText: false))
        XCTAssertEqual(Profile.material.nonTextContrast, 3)
    }
}
