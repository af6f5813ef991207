// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import DesignSpec
import Diagnostics
import SpecLint
import SwiftSource
import XCTest

/// A control's label that names a view member of its own type: the member's views are read
/// for `semantics/image-label`, reported where the label names the member.
final class MemberLabelTests: XCTestCase {
    static let source = """
        import SwiftUI

        struct AccountMenu: View {
            var body: some View {
                Menu {
                    Button("Sign out", action: signOut)
                } label: {
                    profilePicture
                        .frame(width: 36, height: 36)
                }
                Text("Account")
            }
        }

        extension AccountMenu {
            private var profilePicture: some View {
                Image(uiImage: photo)
                    .clipShape(Circle())
            }
        }
        """

    func testTheMemberInAnExtensionIsReadForTheLabelAndReportedWhereTheLabelNamesIt() throws {
        let image = SwiftHarness.lint(Self.source, file: "AccountMenu.swift").checks.compactMap(\.finding)
            .filter { $0.rule.rawValue == "semantics/image-label" }
        XCTAssertEqual(image.map(\.location), [SourceLocation(file: "AccountMenu.swift", line: 8, column: 13)])
        XCTAssertEqual(image.first?.severity, .error)
    }

    func testTheMemberIsNotAChildAndTheIdsAroundItAreUnchanged() throws {
        let document = try XCTUnwrap(SwiftReader.read(file: "AccountMenu.swift", bytes: Array(Self.source.utf8)).document)
        let body = try XCTUnwrap(document.components.first)
        XCTAssertEqual(body.children.map(\.id), ["AccountMenu.body/Menu", "AccountMenu.body/Text"])
        let label = try XCTUnwrap(body.children.first?.children.first)
        XCTAssertEqual(label.id, "AccountMenu.body/profilePicture")
        XCTAssertEqual(label.children, [])
        XCTAssertEqual(label.code?.memberContent.map(\.role), [.image])
        XCTAssertEqual(label.code?.memberContent.first?.location, label.location)
        // The member is still judged once, where it is declared.
        XCTAssertEqual(document.components.map(\.id), ["AccountMenu.body", "AccountMenu.profilePicture"])
    }

    /// A bare name that a closure parameter, a local `let` or an `if let` declares is not the
    /// type's member of that name: the member's unnamed image is not this label's.
    func testANameDeclaredLocallyIsNotTheMember() throws {
        let source = """
            import SwiftUI

            struct Shelf: View {
                let items: [Item]
                var body: some View {
                    ForEach(items) { cover in
                        Menu { Button("Open") { open(cover) } } label: { cover }
                    }
                    let badge = Text("New")
                    Menu { Button("Open") { } } label: { badge }
                    if let cover = items.first?.cover {
                        Menu { Button("Open") { } } label: { cover }
                    }
                    Menu { Button("Open") { } } label: { self.badge }
                }
                private var cover: some View { Image(uiImage: photo) }
                private var badge: some View { Image(uiImage: photo) }
            }
            """
        let image = SwiftHarness.lint(source, file: "Shelf.swift").checks.compactMap(\.finding)
            .filter { $0.rule.rawValue == "semantics/image-label" }
        // Only `self.badge` names the member.
        XCTAssertEqual(image.map { $0.location?.line }, [14])
    }

    /// Four members deep are followed, a fifth is not: each level reads a member again for
    /// every label that names it.
    func testFollowingIsBounded() throws {
        func members(_ count: Int) -> String {
            (1..<count).map { "var m\($0): some View { m\($0 + 1) }" }.joined(separator: "\n") + "\nvar m\(count): some View { Image(\"ic_edit_24\") }"
        }
        for (count, fires) in [(4, true), (5, false)] {
            let findings = SwiftHarness.lint(swiftView("Button(action: edit) {\n    m1\n}", members: members(count))).checks.compactMap(\.finding)
                .filter { $0.rule.rawValue == "semantics/image-label" }
            XCTAssertEqual(!findings.isEmpty, fires, "\(count) members deep")
        }
    }

    func testMembersThatNameThemselvesEndTheReading() throws {
        let members = "var a: some View { VStack { b; a } }\nvar b: some View { a }"
        let report = SwiftHarness.lint(swiftView("Button(action: edit) {\n    a\n}", members: members))
        XCTAssertNil(report.inputError)
        XCTAssertEqual(report.checks.compactMap(\.finding).filter { $0.rule.rawValue == "semantics/image-label" }.map(\.message), [])
    }
}
#endif
