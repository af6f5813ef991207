import DesignSpec
import Diagnostics
import FigmaInput
import SpecLint
import XCTest

/// `.tokenlint.yml` `figma: {roles: {pattern: role}}` (docs/figma.md, Roles: "these rules are
/// tried before the built-in names"; "The first pattern that matches wins, in file order").
final class FigmaRolesConfigTests: XCTestCase {
    func testRolesAreReadInFileOrderAndTheFirstMatchWins() throws {
        let (config, findings) = try decodeConfig("""
            figma:
              roles:
                "Hero/*": image
                "*CTA*": button
                "Chip?": toggle
                "*": container
            """)
        XCTAssertEqual(findings.map(\.message), [])
        XCTAssertEqual(config.figma.roles.map(\.pattern), ["Hero/*", "*CTA*", "Chip?", "*"])
        XCTAssertEqual(FigmaRoleRule.role(for: "hero/Banner CTA", in: config.figma.roles), .image, "first match, ignoring case")
        XCTAssertEqual(FigmaRoleRule.role(for: "Primary cta", in: config.figma.roles), .button)
        XCTAssertEqual(FigmaRoleRule.role(for: "Chip1", in: config.figma.roles), .toggle)
        XCTAssertEqual(FigmaRoleRule.role(for: "Chip12", in: config.figma.roles), .container, "? is one character")
        XCTAssertNil(FigmaRoleRule.role(for: "anything", in: []))
    }

    func testUnknownRolesAndKeysAreErrorsWithDidYouMean() throws {
        let (config, findings) = try decodeConfig("""
            figma:
              role:
                x: button
            """)
        XCTAssertTrue(config.figma.roles.isEmpty)
        XCTAssertEqual(findings.map(\.message), ["unknown key 'figma.role' (did you mean 'roles'?); figma takes roles, skipPages, readyForDevOnly"])
        XCTAssertEqual(findings.first.flatMap(\.location).map { [$0.line, $0.column] }, [2, 3])

        let (_, roleFindings) = try decodeConfig("""
            figma:
              roles:
                "*Btn*": buton
                "*Card*": card
            """)
        XCTAssertEqual(roleFindings.count, 1)
        XCTAssertTrue(roleFindings.first?.message.contains("unknown role 'buton'") == true, "\(roleFindings)")
        XCTAssertTrue(roleFindings.first?.message.contains("'button'") == true, "did-you-mean: \(roleFindings)")

        let (_, shapeFindings) = try decodeConfig("figma: [roles]\n")
        XCTAssertEqual(shapeFindings.map(\.rule.rawValue), ["config/invalid"])
    }
}
