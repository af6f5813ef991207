// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import SwiftSource
import XCTest

/// The project index is read one file at a time on the run's threads and merged in the files'
/// order: the merged index is the one a single index reading every file in that order gives.
final class ProjectIndexTests: XCTestCase {
    static let files = [
        // An avatar that wraps an image view declared in a later file.
        "import SwiftUI\nstruct Avatar: View {\n    var body: some View { AvatarImage() }\n}\n",
        "import SwiftUI\nstruct AvatarImage: View {\n    var body: some View { Image(\"avatar\") }\n}\n",
        "import SwiftUI\nextension Animation {\n    static var bouncy: Animation { .spring(duration: 0.5, bounce: 0.4) }\n}\n",
        "import SwiftUI\nstruct Badge: View {\n    var body: some View { Image(\"badge\") }\n}\n",
    ]

    func testMergedEqualsOneIndexReadingEveryFileInOrder() {
        var whole = ProjectIndex()
        for file in Self.files { whole.add(bytes: Array(file.utf8)) }
        let merged = ProjectIndex(merging: Self.files.map { file in
            var one = ProjectIndex()
            one.add(bytes: Array(file.utf8))
            return one
        })
        XCTAssertEqual(merged.summary, whole.summary)
        XCTAssertEqual(merged.unnamedImageViews, ["Avatar", "AvatarImage", "Badge"])
        XCTAssertEqual(Set(merged.animations.keys), ["bouncy"])
        // The avatar is an unnamed image only through the view it wraps, declared in another file.
        let alone = ProjectIndex(merging: Self.files.prefix(1).map { file in
            var one = ProjectIndex()
            one.add(bytes: Array(file.utf8))
            return one
        })
        XCTAssertEqual(alone.unnamedImageViews, [])
    }
}
#endif
