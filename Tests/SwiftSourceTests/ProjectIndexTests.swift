// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import SwiftSource
import SwiftSyntax
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

    static func indexed(_ files: [String]) -> ProjectIndex {
        ProjectIndex(merging: files.map { file in
            var one = ProjectIndex()
            one.add(bytes: Array(file.utf8))
            return one
        })
    }

    /// A label view drawing an unnamed image inside the project's own container (declared in
    /// another file, with no `Image` of its own) is an unnamed image view; a container adding
    /// a text, or given one, is not.
    func testContainersOfUnnamedImagesAcrossFiles() {
        let label = "import SwiftUI\nstruct AddLabel: View {\n    var body: some View {\n        Card {\n            Badge()\n                .padding(4)\n        }\n    }\n}\n"
        let card = "import SwiftUI\nstruct Card<Content: View>: View {\n    let content: Content\n    init(@ViewBuilder content: () -> Content) { self.content = content() }\n"
            + "    var body: some View {\n        content\n            .background(RoundedRectangle(cornerRadius: 8).fill(.gray))\n    }\n}\n"
        let index = Self.indexed([label, card, Self.files[3]])
        XCTAssertEqual(index.unnamedContainers, ["Card"])
        XCTAssertEqual(index.unnamedImageViews, ["AddLabel", "Badge"])
        let titled = card.replacingOccurrences(of: "content\n", with: "content\n            .overlay { Text(\"New\") }\n")
        XCTAssertEqual(Self.indexed([label, titled, Self.files[3]]).unnamedImageViews, ["Badge"])
        let hidden = card.replacingOccurrences(of: "content\n", with: "content\n            .accessibilityElement()\n")
        XCTAssertEqual(Self.indexed([label, hidden, Self.files[3]]).unnamedImageViews, ["Badge"])
        let badged = card.replacingOccurrences(of: "content\n", with: "content\n            .overlay(alignment: .topTrailing) { CountBadge() }\n")
        XCTAssertEqual(Self.indexed([label, badged, Self.files[3]]).unnamedContainers, [])
        let stroked = card.replacingOccurrences(of: "content\n", with: "content\n            .overlay(Capsule().stroke(Color.gray, style: StrokeStyle(lineWidth: 1)))\n")
        XCTAssertEqual(Self.indexed([label, stroked, Self.files[3]]).unnamedContainers, ["Card"])
        let worded = label.replacingOccurrences(of: "Badge()", with: "Badge()\n            Text(\"Add\")")
        XCTAssertEqual(Self.indexed([worded, card, Self.files[3]]).unnamedImageViews, ["Badge"])
    }

    /// A button style's sizing modifiers and its static member, in the merged index.
    func testButtonStyleSizesAndMembers() {
        let style = "import SwiftUI\nextension ButtonStyle where Self == PadStyle {\n    static var pad: Self { PadStyle() }\n}\n"
            + "struct PadStyle: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n        configuration.label\n            .padding(.vertical, 6)\n            .opacity(0.9)\n            .frame(minWidth: 44)\n    }\n}\n"
            + "struct WideStyle: ButtonStyle {\n    func makeBody(configuration: Configuration) -> some View {\n        configuration.label\n            .frame(maxWidth: .infinity)\n    }\n}\n"
        let index = Self.indexed([style])
        XCTAssertEqual(index.buttonStyleMembers, ["pad": "PadStyle"])
        guard case .modifiers(let calls)? = index.buttonStyleSizes["PadStyle"] else { return XCTFail("PadStyle not read") }
        XCTAssertEqual(calls.map(\.trimmedDescription), ["configuration.label\n            .padding(.vertical, 6)",
                                                   "configuration.label\n            .padding(.vertical, 6)\n            .opacity(0.9)\n            .frame(minWidth: 44)"])
        guard case .unknown? = index.buttonStyleSizes["WideStyle"] else { return XCTFail("a frame as wide as its container is a size not known") }
    }
}
#endif
