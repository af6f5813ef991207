// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import XCTest

/// Element X's accessibility commits, share A of its log (Judgments/element-x-log-a.md): every
/// commit was classified by hand, and the two a rule is about are here, with one close to a rule
/// that none decides. Both were linted as the app's ElementX folder at the commit before and the
/// fix commit: neither was reported before or after, as their snippets are not.
extension FixCommitCasesTests {
    static let elementXLogA: [FixCase] = [
        FixCase(commit: "element-x-ios bf2156b3d (the start screen's content overflowed at large Dynamic Type sizes; it went into a ScrollView)", rule: "text/dynamic-type",
                before: "GeometryReader { geometry in\n    VStack(spacing: 0) {\n        Spacer()\n            .frame(height: geometry.size.height * 0.1)\n        Text(\"Welcome to the app\")\n            .font(.title)\n        Button(\"Continue\") { start() }\n    }\n    .frame(maxHeight: .infinity)\n}",
                after: "GeometryReader { geometry in\n    ScrollView {\n        VStack(spacing: 0) {\n            Spacer()\n                .frame(height: geometry.size.height * 0.1)\n            Text(\"Welcome to the app\")\n                .font(.title)\n            Button(\"Continue\") { start() }\n        }\n        .frame(minHeight: geometry.size.height)\n    }\n}",
                fixedLine: 2, reported: false,
                why: "no fixed height is written: the content is as tall as the screen (a GeometryReader with no ScrollView), and text/dynamic-type judges text in a fixed height only"),
        FixCase(commit: "element-x-ios 63ac589de (a selected member's 20 pt dismiss button got 5 pt of padding for its hit area, and a named action)", rule: "target/size",
                before: "Button(action: dismiss) {\n    Image(systemName: \"xmark.circle.fill\")\n        .resizable()\n        .scaledFrame(size: 20)\n}\n.offset(x: 4)",
                after: "Button(action: dismiss) {\n    Image(systemName: \"xmark.circle.fill\")\n        .resizable()\n        .scaledFrame(size: 20)\n        .padding(.leading, 5)\n        .padding(.bottom, 5)\n}\n.accessibilityHidden(true)\n.offset(x: 4)",
                fixedLine: 4, reported: false,
                why: "the size is the design system's scaledFrame(size:), whose package the repository did not hold at that commit, so no size is read; the fix reaches about 25 x 25 pt, still short of 44 x 44"),
        FixCase(commit: "element-x-ios 60cd7fd5c (the pinned banner's view-all button showed an empty Text while loading; it got a label)", rule: "semantics/image-label",
                before: "Button { viewAll() } label: {\n    Text(isLoading ? \"\" : \"View all\")\n        .overlay {\n            if isLoading { ProgressView() }\n        }\n}",
                after: "Button { viewAll() } label: {\n    Text(isLoading ? \"\" : \"View all\")\n        .overlay {\n            if isLoading { ProgressView() }\n        }\n}\n.accessibilityLabel(\"View all\")",
                fixedLine: 6, reported: false,
                why: "a button whose text is empty in one state: semantics/image-label judges buttons whose label is an image",
                decidable: false),
    ]

    func testElementXLogA() {
        let tally = Self.judge(Self.elementXLogA)
        XCTAssertEqual(tally.found, 0)
        XCTAssertEqual(Self.elementXLogA.count, 3)
        XCTAssertEqual(tally.decidable, 2)
    }
}
#endif
