import Foundation
@testable import Reporting
import XCTest

/// LICENSE is the project's licence with the notices of what the binary embeds and what the
/// repository copies (README.md: "Licence: MIT, with third-party notices in LICENSE"; LICENSE's
/// THIRD-PARTY NOTICES cover what the binary embeds and the test data copied in).
final class LicenseTests: XCTestCase {
    private func read(_ relative: String) throws -> String {
        try String(contentsOf: Paths.packageRoot.appendingPathComponent(relative), encoding: .utf8)
    }

    func testLicenseIsMITForTheContributors() throws {
        let license = try read("LICENSE")
        XCTAssertTrue(license.hasPrefix("MIT License\n\nCopyright (c) 2026 tokenlint contributors\n"), String(license.prefix(80)))
    }

    /// Each embedded XSD's own copyright lines are repeated in LICENSE, and the Apache License
    /// the Ant schema is under is there in full (Apache 2.0 §4(a): recipients get a copy).
    func testLicenseCarriesTheNoticesOfTheEmbeddedSchemas() throws {
        let license = try read("LICENSE")
        for (name, schema) in [("Jenkins", JenkinsXSD.text), ("Ant", AntXSD.text)] {
            let copyrights = schema.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("Copyright") }
            XCTAssertFalse(copyrights.isEmpty, name)
            for line in copyrights {
                XCTAssertTrue(license.contains(line), "LICENSE lacks the \(name) schema's '\(line)'")
            }
        }
        XCTAssertTrue(license.contains("Apache License\n                           Version 2.0, January 2004"))
        XCTAssertTrue(license.contains("END OF TERMS AND CONDITIONS"))
    }

    /// Copied third-party test data keeps its licence beside it, and LICENSE points there.
    func testCopiedFixturesKeepTheirLicencesBesideThem() throws {
        let license = try read("LICENSE")
        for (folder, notice) in [("Tests/Fixtures/dtcg-examples", "Tests/Fixtures/dtcg-examples/LICENSE"),
                                 ("Tests/Fixtures/schemas", "Tests/Fixtures/schemas/NOTICE.md")] {
            XCTAssertFalse(try read(notice).isEmpty, notice)
            XCTAssertTrue(license.contains(notice), "LICENSE names \(notice)")
            XCTAssertTrue(license.contains(folder), folder)
        }
    }
}
