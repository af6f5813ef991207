// Built without the SwiftSource trait only (Package.swift): CI's thread-sanitizer run builds so
// and runs these; a build with the trait reads Swift (SwiftSourceTests, AssetCatalogSessionTests).
#if !SwiftSource
import Diagnostics
import Foundation
import LintPipeline
import XCTest

/// A build without the SwiftSource reader: a folder search looks for no Swift (nor for asset
/// catalogs), and a Swift file named on the command line is an input error at its first line
/// that says which builds read it, while every other file is still linted.
final class WithoutSwiftSourceTests: XCTestCase {
    private var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("without-swift-\(UUID().uuidString)")
        let app = work.appendingPathComponent("project/App")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: LintSessionTests.root.appendingPathComponent("Tests/Fixtures/swiftui/catalog/App"), to: app)
        try FileManager.default.copyItem(at: LintSessionTests.root.appendingPathComponent("Examples/specs/recipe-picker.spec.yaml"),
                                         to: app.appendingPathComponent("recipe-picker.spec.yaml"))
        // A color set a build that reads Swift would report as an input error.
        let broken = app.appendingPathComponent("Assets.xcassets/Broken.colorset")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("{\n  \"colors\" : [ }\n".utf8).write(to: broken.appendingPathComponent("Contents.json"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: work)
    }

    private func lint(_ paths: [String]) throws -> LintSession.Outcome {
        try LintSession(LintSession.Options(paths: paths, config: .file(LintSessionTests.neutralConfig), jobs: 1,
                                            workingDirectory: work.appendingPathComponent("project").path, toolVersion: "1.0.0")).run()
    }

    func testFolderSearchFindsNoSwiftAndReadsNoCatalog() throws {
        let outcome = try lint(["."])
        XCTAssertEqual(outcome.report.files.map(\.path), ["App/recipe-picker.spec.yaml"])
        XCTAssertNotEqual(outcome.status, .inputError)
    }

    func testSwiftFileNamedIsAnInputErrorAndTheOtherFilesAreLinted() throws {
        let outcome = try lint(["App/Reader.swift", "App/recipe-picker.spec.yaml"])
        XCTAssertEqual(outcome.status, .inputError)
        XCTAssertEqual(outcome.report.files.map(\.path), ["App/Reader.swift", "App/recipe-picker.spec.yaml"])
        let error = try XCTUnwrap(outcome.report.files[0].inputError)
        XCTAssertEqual(error.rule, InputRule.unreadable.id)
        XCTAssertEqual(error.location, SourceLocation(file: "App/Reader.swift", line: 1, column: 1))
        XCTAssertTrue(error.message.contains("without the SwiftSource trait"), error.message)
        XCTAssertTrue(error.message.contains("docs/swiftui.md"), error.message)
        XCTAssertNil(outcome.report.files[1].inputError)
        XCTAssertFalse(outcome.report.files[1].checks.isEmpty, "the spec beside it is linted")
    }
}
#endif
