// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import ColorScience
import DesignSpec
import DesignTokens
import Diagnostics
import Foundation
import SpecLint
import SwiftSource
import XCTest

/// The SwiftUI reader: what becomes a component, where, and with which fields (docs/swiftui.md,
/// "Mapping"); what linting a `.swift` file reports.
final class SwiftReaderTests: XCTestCase {
    static let linter: Linter = SwiftHarness.linter()

    func testEachViewMemberIsAContainerNamedByItsTypeAndEachViewExpressionAComponent() throws {
        let source = """
            import SwiftUI

            struct ComposeButton: View {
                var body: some View {
                    VStack {
                        Text("Hello")
                        header
                    }
                }

                private var header: some View {
                    Image(systemName: "star")
                }

                @ViewBuilder func row(_ title: String) -> some View {
                    Text(title)
                }

                var count: Int { 3 }
            }
            """
        let document = try XCTUnwrap(SwiftReader.read(file: "Compose.swift", bytes: Array(source.utf8)).document)
        XCTAssertEqual(document.components.map(\.id), ["ComposeButton.body", "ComposeButton.header", "ComposeButton.row"])
        let body = document.components[0]
        XCTAssertEqual(body.location, SourceLocation(file: "Compose.swift", line: 4, column: 5))
        let stack = try XCTUnwrap(body.children.first)
        XCTAssertEqual(stack.id, "ComposeButton.body/VStack")
        XCTAssertEqual(stack.location, SourceLocation(file: "Compose.swift", line: 5, column: 9))
        XCTAssertEqual(stack.children.map(\.id), ["ComposeButton.body/Text", "ComposeButton.body/header"])
        XCTAssertEqual(stack.children.map(\.role), [.text, .container])
        XCTAssertEqual(stack.children[0].location, SourceLocation(file: "Compose.swift", line: 6, column: 13))
        XCTAssertEqual(document.components[1].children.first?.role, .icon)
    }

    func testModifiersMapToFramesPaddingFontsAndColors() throws {
        let view = try component("""
            Button(action: close) {
                Image("close")
                    .frame(width: 28, height: 28)
                    .padding(8)
                    .contentShape(Rectangle())
            }
            .font(.system(size: 15))
            .foregroundStyle(.secondary)
            .background(Color(white: 0.2))
            """)
        XCTAssertEqual(view.role, .button)
        // 28 + 2 × 8: the padding is outside the frame; contentShape makes that the hit area.
        XCTAssertEqual(view.frame?.value, SpecSize(width: 44, height: 44))
        XCTAssertEqual(view.hitArea?.value, SpecSize(width: 44, height: 44))
        XCTAssertEqual(view.font?.value, .inline(InlineFont(size: 15, weight: nil, lineHeight: nil, textStyle: nil)))
        XCTAssertEqual(view.foreground?.spec, .token("color.secondaryLabel"))
        XCTAssertEqual(view.background?.spec, .literal(ColorScience.Color(RGBA(r: 0.2, g: 0.2, b: 0.2, a: 1))))
    }

    func testPaddingBeforeAFrameIsInsideIt() throws {
        let view = try component("Button(\"Go\") { go() }\n    .padding(.vertical, 4)\n    .frame(height: 30)\n    .padding(.horizontal)")
        XCTAssertEqual(view.frame?.value.height, 30)
        XCTAssertNil(view.frame?.value.width)
        XCTAssertEqual(view.padding?.value, EdgeInsets(top: 4, bottom: 4, leading: 16, trailing: 16))
    }

    func testFontsThatScaleAndFontsThatDoNot() throws {
        func font(_ expression: String, members: String = "") throws -> FontSpec? {
            try component("Text(\"a\")\n    .font(\(expression))", members: members).font?.value
        }
        XCTAssertEqual(try font(".body"), .token("font.textStyle.body"))
        XCTAssertEqual(try font(".caption.weight(.bold)"), .token("font.textStyle.caption1"))
        XCTAssertEqual(try font(".system(.title, design: .rounded)"), .token("font.textStyle.title1"))
        XCTAssertEqual(try font("Font.custom(\"Avenir\", size: 17)"), .inline(InlineFont(size: 17, weight: nil, lineHeight: nil, textStyle: "body")))
        XCTAssertEqual(try font(".custom(\"Avenir\", size: 20, relativeTo: .title3)"), .inline(InlineFont(size: 20, weight: nil, lineHeight: nil, textStyle: "title3")))
        XCTAssertEqual(try font(".custom(\"Avenir\", fixedSize: 12)"), .inline(InlineFont(size: 12, weight: nil, lineHeight: nil, textStyle: nil)))
        XCTAssertEqual(try font(".system(size: Self.small)", members: "static let small: CGFloat = 11"), .inline(InlineFont(size: 11, weight: nil, lineHeight: nil, textStyle: nil)))
        // Computed at run time (UIFontMetrics, @ScaledMetric): not a fixed size.
        XCTAssertNil(try font(".system(size: UIFontMetrics.default.scaledValue(for: 17))"))
        XCTAssertNil(try font(".system(size: size)", members: "@ScaledMetric var size: CGFloat = 17"))
    }

    func testAFolderAboveTheFileNamesItsPlatform() {
        let cases: [(String, Platform?)] = [
            ("Chat/UI/macOS/Components/KeyCap.swift", .macos),
            ("Player tvOS/Views/Home.swift", .tvos),
            ("Glucose Watch App Extension/Views/Bolus.swift", .watchos),
            ("Sources/HAWatchComplications/Sources/Corner.swift", .watchos),
            ("homeWatch Extension/Views/Row.swift", .watchos),
            ("Notes WatchKit Extension/Row.swift", .watchos),
            ("Apps/VisionOS/Immersive.swift", .visionos),
            ("Platforms/iPadOS/Sidebar.swift", .ipados),
            ("Work/macOS-projects/App/iOS/Row.swift", .ios),  // the deepest folder that names one
            ("Sources/Shared/Watch/Connectivity.swift", nil),  // the phone's code for the watch, or both's
            ("Sources/App/Settings/AppleWatch/Complications/Row.swift", nil),
            ("WatchConfig/WatchConfigView.swift", nil),
            ("Sources/Features/Watchlist/Row.swift", nil),
            ("BIOS/Row.swift", nil),
            ("Android/Row.swift", nil),
            ("macOS.swift", nil),  // a file's own name is not a folder
        ]
        for (path, platform) in cases {
            let document = SwiftReader.read(file: path, bytes: Array("struct A {}".utf8)).document
            XCTAssertEqual(document?.folderPlatform, platform, path)
        }
    }

    func testSwift5LanguageModeCodeIsRead() {
        // Swift 6 takes `@MainActor(` for an attribute's arguments; the Swift 5 mode, which most
        // apps build in, reads a function type. Either mode's code is read.
        let code = "struct A: View {\n    func load(done: @escaping @MainActor([Int]) -> Void) {}\n    var body: some View {\n        Text(\"a\")\n    }\n}\n"
        let result = SwiftReader.read(file: "A.swift", bytes: Array(code.utf8))
        XCTAssertNil(result.inputError)
        XCTAssertNotNil(result.document)
    }

    func testNotSwiftIsAnInputErrorWithItsPosition() throws {
        let result = SwiftReader.read(file: "Broken.swift", bytes: Array("struct A: View {\n    var body: some View {\n        Text(\"a\"\n}\n".utf8))
        let error = try XCTUnwrap(result.inputError)
        XCTAssertEqual(error.rule, InputRule.unreadable.id)
        XCTAssertEqual(error.location?.file, "Broken.swift")
        // The missing `)` belongs after `Text("a"`.
        XCTAssertEqual(error.location?.line, 3)
        XCTAssertNil(result.document)
        let report = SwiftHarness.lint("func (", file: "Broken.swift")
        XCTAssertNotNil(report.inputError)
        // A file that names no view is not walked for views, but it is parsed all the same.
        let model = SwiftReader.read(file: "Model.swift", bytes: Array("struct Model {\n    let a = (1,\n}\n".utf8))
        // The missing element belongs after `(1,`.
        XCTAssertEqual(model.inputError?.location?.line, 2)
        XCTAssertNil(model.document)
        let valid = SwiftReader.read(file: "Model.swift", bytes: Array("struct Model {\n    let a = 1\n}\n".utf8))
        XCTAssertEqual(valid.document?.components.count, 0)
        XCTAssertNil(valid.inputError)
    }

    func testDeepNestingIsBoundedNotACrash() throws {
        let depth = 2_000
        let source = "struct Deep: View {\n    var body: some View {\n" + String(repeating: "VStack {\n", count: depth) + "Text(\"x\")\n"
            + String(repeating: "}\n", count: depth) + "    }\n}\n"
        let report = SwiftHarness.lint(source, file: "Deep.swift")
        // Either read to the bound or rejected as too deep by the parser: never a crash.
        XCTAssertTrue(report.inputError != nil || report.checks.allSatisfy { $0.location.file == "Deep.swift" })
    }

    func testFindingsNameTheFileLineAndViewType() throws {
        let report = SwiftHarness.lint(swiftView("Text(\"3 unread\")\n    .font(.system(size: 13))", type: "InboxRow"))
        let finding = try XCTUnwrap(report.checks.compactMap(\.finding).first { $0.rule.rawValue == "text/fixed-size" })
        // At the `.font` that fixes the size, in the chain of the Text on line 6.
        XCTAssertEqual(finding.location, SourceLocation(file: "Example.swift", line: 7, column: 13))
        XCTAssertEqual(finding.component, "InboxRow.body/Text")
    }

    func testSuppressionsNeedAReasonAndAreReportedWhenUnused() throws {
        let report = SwiftHarness.lint(swiftView("""
            // tokenlint:disable:next text/fixed-size -- the wordmark is a logo
            Text("Acme")
                .font(.system(size: 34))
            // tokenlint:disable:next text/fixed-size
            Text("Beta")
                .font(.system(size: 9))
            Text("Body") // tokenlint:disable:this semantics/tap-gesture -- nothing to suppress
            """))
        let fixed = report.checks.filter { $0.rule.rawValue == "text/fixed-size" }
        XCTAssertEqual(fixed.count, 2)
        XCTAssertTrue(fixed.allSatisfy { if case .suppressed = $0.outcome { true } else { false } }, "\(fixed)")
        XCTAssertEqual(report.checks.compactMap(\.finding).filter { $0.rule.rawValue == "suppression/missing-reason" }.map(\.location?.line), [9])
        XCTAssertEqual(report.checks.compactMap(\.finding).filter { $0.rule.rawValue == "suppression/unused" }.map(\.location?.line), [12])
    }

    func testFolderSearchFindsSwiftFilesAndSpecsAlone() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "struct A {}".write(to: directory.appendingPathComponent("Sources/A.swift"), atomically: true, encoding: .utf8)
        try "x".write(to: directory.appendingPathComponent("Sources/notes.txt"), atomically: true, encoding: .utf8)
        let found = SpecFiles.discover(["."], endings: SwiftFormat().endings + SpecFormat().endings, exclude: [], workingDirectory: directory.path).files.map(\.display)
        XCTAssertEqual(found, ["Sources/A.swift"])
    }

    /// Text whose contrast passes only when large, with no font written: the review names the
    /// SwiftUI modifier to set, not a spec key.
    func testUnknownFontSizeReviewSaysHowToSetTheFontInSwiftUI() throws {
        let source = swiftView("Text(\"Draft\")\n    .foregroundStyle(Color(white: 0.58))\n    .background(Color.white)")
        let review = try XCTUnwrap(SwiftHarness.lint(source).checks.compactMap(\.finding).first { $0.rule.rawValue == "contrast/text" })
        XCTAssertEqual(review.severity, .needsReview)
        XCTAssertTrue(review.message.hasSuffix("passes only if the text is large (≥ 18 pt); no font size is given"), review.message)
        XCTAssertEqual(review.help, "Set the text's font with `.font(_:)` (a text style such as `.body`)")
    }

    // MARK: Helpers

    /// The one view expression of `body` (the body's first child).
    private func component(_ body: String, members: String = "") throws -> SpecComponent {
        let read = SwiftReader.read(file: "Example.swift", bytes: Array(swiftView(body, members: members).utf8))
        XCTAssertNil(read.inputError)
        return try XCTUnwrap(read.document?.components.first?.children.first)
    }
}

/// A linter over the built-in registry, and SwiftUI snippets as whole files.
enum SwiftHarness {
    static func linter(config: LintConfiguration = LintConfiguration()) -> Linter {
        let registry = Registry.builtIn()
        let (roles, _) = ContextRoles.detect(in: registry.modifiers, overrides: config.roles, configFile: nil)
        return Linter(space: EvaluationSpace(registry: registry, roles: roles), config: config)
    }

    static let shared = linter()

    /// `project`: the run's other Swift files, indexed with this one as the run indexes them.
    static func lint(_ source: String, file: String = "Example.swift", with linter: Linter = shared, project: [String] = []) -> FileReport {
        var index = ProjectIndex()
        for other in project + [source] { index.add(bytes: Array(other.utf8)) }
        return linter.lint(file: file, bytes: Array(source.utf8), format: SwiftFormat(options: linter.config.swift, project: index))
    }
}

/// `body` as the `body` of a view named `type` in a complete file (the body starts on line 6).
func swiftView(_ body: String, members: String = "", type: String = "ExampleView") -> String {
    var text = "import SwiftUI\n\nstruct \(type): View {\n"
    text += members.isEmpty ? "\n" : members.split(separator: "\n").map { "    \($0)\n" }.joined()
    text += "    var body: some View {\n"
    for line in body.split(separator: "\n", omittingEmptySubsequences: false) { text += "        \(line)\n" }
    return text + "    }\n}\n"
}

extension Check {
    var finding: Finding? {
        if case .finding(let finding) = outcome { return finding }
        return nil
    }
}
#endif
