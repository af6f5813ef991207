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

    /// Any of several words, at either end of the bytes or cut off by their end; an empty word
    /// matches nothing.
    func testAnyOfSeveralWords() {
        let words = ["var body", "#Preview", "@Published"]
        let cases: [(String, Bool)] = [
            ("var body: some View", true),
            ("x\n#Preview", true),
            ("@Published var a", true),
            ("@Publishe", false),
            ("#Previe", false),
            ("var bod", false),
            ("var  body", false),
            ("", false),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(SwiftReader.occursAny(words, in: Array(text.utf8)), expected, text)
        }
        XCTAssertFalse(SwiftReader.occursAny(["", "zz"], in: Array("abc".utf8)))
        XCTAssertFalse(SwiftReader.occursAny([], in: Array("abc".utf8)))
    }
}
#endif
