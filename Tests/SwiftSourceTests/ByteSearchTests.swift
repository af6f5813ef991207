// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
@testable import SwiftSource
import XCTest

/// The byte search that decides whether a file's tree is walked (`View`) and its comments are
/// scanned for suppressions: a miss would silently drop a file's findings.
final class ByteSearchTests: XCTestCase {
    func testFindsTheWordAnywhereAndOnlyWhole() {
        let cases: [(String, String, Bool)] = [
            ("View", "View", true),
            ("View", "struct A: View {}", true),
            ("View", "some View", true),
            ("View", "VVieView", true),
            ("View", "Vie", false),
            ("View", "view VIEW Vi ew", false),
            ("View", "", false),
            ("tokenlint:disable:", "x // tokenlint:disable:this rule -- why", true),
            ("tokenlint:disable:", "// tokenlint:disable rule", false),
        ]
        for (word, text, expected) in cases {
            XCTAssertEqual(SwiftReader.occurs(word, in: Array(text.utf8)), expected, "\(word) in \(text)")
        }
    }
}
#endif
