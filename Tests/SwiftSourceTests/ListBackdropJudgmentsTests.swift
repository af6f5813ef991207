// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// What taking a grouped `Form`'s or `List`'s colors as the backdrop of its rows and section
/// headers and footers changed on the seventeen apps (`lint APP --format json --no-cache`,
/// release build, before and after), each finding judged by hand from the app's code. Every
/// new one is text on a plain `Form` with no modifier that restyles it or its rows. The two
/// lost (Trio's, `TrioCensusTests.noLongerReported`) sat on a bordered button's fill.
final class ListBackdropJudgmentsTests: XCTestCase {
    typealias Judged = SampleJudgmentsTests.Judged
    /// UIKit's secondaryLabel (60 % of #3C3C43) over a white row: #8A8A8E, 3.44:1; with Increase
    /// Contrast it is still under 4.5:1, so the HIG's fallback does not soften it.
    static let secondaryOnRow = "WCAG 1.4.3: `.secondary` (3.44:1 on the white row in light) under 4.5:1 for text under 18 pt"

    /// Held-out apps (never used to tune a rule).
    static let heldOut: [Judged] = [
        Judged(finding: "pass CachedFavIconsSection.swift:76 contrast/text", right: true,
               why: secondaryOnRow + ": the QA screen's \"Empty cache\" in italic body (17 pt) in a plain Form"),
        Judged(finding: "pass CredentialsSection.swift:43 contrast/text", right: true,
               why: secondaryOnRow + ": the session and token lines, callout (16 pt), in a Form's section rows"),
        Judged(finding: "pass QAFeaturesView.swift:72 contrast/text", right: true,
               why: secondaryOnRow + ": a toggle's caption (12 pt) explaining the SwiftUI list switch"),
    ]

    /// Tuning apps.
    static let tuning: [Judged] = [
        Judged(finding: "damus AppearanceSettingsView.swift:158 contrast/text", right: true,
               why: secondaryOnRow + ": the client-tag privacy note, footnote (13 pt), a row of the settings Form"),
        Judged(finding: "damus NostrDBDetailView.swift:112 contrast/text", right: true,
               why: secondaryOnRow + ": the NostrDB total in headline (17 pt semibold, not bold enough to count as large)"),
        Judged(finding: "damus StorageSettingsView.swift:182 contrast/text", right: true,
               why: secondaryOnRow + ": the total storage figure in headline"),
        Judged(finding: "damus NostrDBDetailView.swift:133 contrast/text", right: true,
               why: "WCAG 1.4.3: the error line, caption (12 pt) in system red on the white row, 3.55:1; a warning since Increase Contrast's darker red passes (the HIG's fallback)"),
        Judged(finding: "damus StorageSettingsView.swift:212 contrast/text", right: true,
               why: "as NostrDBDetailView:133, the storage screen's error line"),
    ]

    /// Held out: 3 of 3 errors right; tuning: 3 of 3 errors and 2 of 2 warnings.
    func testJudgedPrecision() {
        XCTAssertEqual(Self.heldOut.filter(\.right).count, 3)
        XCTAssertEqual(Self.tuning.filter(\.right).count, 5)
    }
}
#endif
