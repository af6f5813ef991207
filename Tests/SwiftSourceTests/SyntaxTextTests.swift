// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
@testable import SwiftSource
import SwiftParser
import SwiftSyntax
import XCTest

/// `trimmedText`, which the reader compares names and types with, gives what swift-syntax's
/// `trimmedDescription` gives for every node of a file with comments, blank lines and
/// non-ASCII text around and inside its nodes.
final class SyntaxTextTests: XCTestCase {
    func testEqualsTrimmedDescriptionForEveryNode() {
        let source = """
            // A header comment
            import SwiftUI

            /// A documented view
            struct Café: View {   // trailing
                @Environment(\\.accessibilityReduceMotion) /* why */ private var reduceMotion

                var body: some View {
                    VStack { Text("Grüße 👋")  // hello
                        .font(.system(size: 13)) ; Image(systemName: "star") }
                        .animation(reduceMotion ? nil : .spring(), value: 1)
                }
            }
            """
        let tree = Parser.parse(source: source)
        var nodes = 0
        for node in Self.allNodes(Syntax(tree)) {
            XCTAssertEqual(node.trimmedText, node.trimmedDescription, "\(node.kind)")
            nodes += 1
        }
        XCTAssertGreaterThan(nodes, 100)
    }

    static func allNodes(_ node: Syntax) -> [Syntax] {
        [node] + node.children(viewMode: .sourceAccurate).flatMap(allNodes)
    }
}
#endif
