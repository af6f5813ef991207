// Built with the SwiftSource trait only (Package.swift): `swift test --traits SwiftSource`.
#if SwiftSource
import Diagnostics
import Foundation
import LintPipeline
import XCTest

/// A run finds the asset catalogs below its paths when it lints Swift, reads them with the
/// walk's rules (no link out of the tree), and reports a broken one as an input error beside the
/// linted files.
final class AssetCatalogSessionTests: XCTestCase {
    private var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: LintSessionTests.root.appendingPathComponent("Tests/Fixtures/swiftui/catalog/App"),
                                         to: work.appendingPathComponent("project/App"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    private func lintProject(_ paths: [String] = ["."]) throws -> LintSession.Outcome {
        try LintSession(LintSession.Options(paths: paths, config: .file(LintSessionTests.neutralConfig), jobs: 1,
                                            workingDirectory: work.appendingPathComponent("project").path, toolVersion: "1.0.0")).run()
    }

    private func contrast(_ outcome: LintSession.Outcome, _ file: String) -> [Int?] {
        outcome.report.files.filter { $0.path == file }.flatMap { $0.checks.compactMap(\.finding) }.filter { $0.rule.rawValue == "contrast/text" }.map(\.location?.line)
    }

    func testCatalogColorsAreJudgedAndALinkOutOfTheTreeIsNotFollowed() throws {
        // The same dark-failing Ink, outside the linted tree and linked in as `Outside`.
        let outside = work.appendingPathComponent("elsewhere/Outside.colorset")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: work.appendingPathComponent("project/App/Assets.xcassets/Ink.colorset/Contents.json"),
                                         to: outside.appendingPathComponent("Contents.json"))
        try FileManager.default.createSymbolicLink(at: work.appendingPathComponent("project/App/Assets.xcassets/Outside.colorset"), withDestinationURL: outside)
        try Data(swiftViewText("Color(\"Outside\")").utf8).write(to: work.appendingPathComponent("project/App/Outside.swift"))
        try Data(swiftViewText("Color(\"Ink\")").utf8).write(to: work.appendingPathComponent("project/App/Inside.swift"))

        let outcome = try lintProject()
        XCTAssertEqual(contrast(outcome, "App/Reader.swift"), [6])
        XCTAssertEqual(contrast(outcome, "App/Inside.swift"), [5], "the same color set inside the tree is read")
        XCTAssertEqual(contrast(outcome, "App/Outside.swift"), [], "the linked set is outside the tree: not read, no verdict")
    }

    func testTemplateImageSetsAreFoundByTheWalk() throws {
        let badge = "import SwiftUI\n\nstruct B: View {\n    var body: some View {\n        Image(\"Bolt\").foregroundColor(.white).background(Color.orange)\n    }\n}\n"
        try Data(badge.utf8).write(to: work.appendingPathComponent("project/App/Badge.swift"))
        let outcome = try lintProject()
        let found = outcome.report.files.filter { $0.path == "App/Badge.swift" }.flatMap { $0.checks.compactMap(\.finding) }
        XCTAssertEqual(found.filter { $0.rule.rawValue == "contrast/non-text" }.map(\.location?.line), [5], "Bolt is a template in the catalog: a white glyph on orange")
    }

    func testBrokenColorSetIsReadOnlyWhenThereIsSwift() throws {
        let broken = work.appendingPathComponent("project/App/Assets.xcassets/Broken.colorset")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("{\n  \"colors\" : [ }\n".utf8).write(to: broken.appendingPathComponent("Contents.json"))

        let outcome = try lintProject()
        let error = try XCTUnwrap(outcome.report.files.first { $0.path == "App/Assets.xcassets/Broken.colorset/Contents.json" }?.inputError)
        XCTAssertEqual(error.rule, InputRule.invalidJSON.id)
        XCTAssertEqual(error.location?.line, 2)
        XCTAssertEqual(contrast(outcome, "App/Reader.swift"), [6], "every other file is still linted with the catalog")
        XCTAssertEqual(outcome.status, .inputError)

        // Without Swift, catalogs are not looked for: a spec-only run never reads one.
        try FileManager.default.removeItem(at: work.appendingPathComponent("project/App/Reader.swift"))
        try FileManager.default.copyItem(at: LintSessionTests.root.appendingPathComponent("Examples/specs/recipe-picker.spec.yaml"),
                                         to: work.appendingPathComponent("project/App/recipe-picker.spec.yaml"))
        let specOnly = try lintProject()
        XCTAssertEqual(specOnly.report.files.map(\.path), ["App/recipe-picker.spec.yaml"])
    }
}

/// A view with one text in `color` on the catalog's Paper (the text starts on line 5).
private func swiftViewText(_ color: String) -> String {
    "import SwiftUI\n\nstruct V: View {\n    var body: some View {\n        Text(\"x\").foregroundStyle(\(color)).background(Color(\"Paper\"))\n    }\n}\n"
}
#endif
