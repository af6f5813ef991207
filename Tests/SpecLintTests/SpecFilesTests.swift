import DesignTokens
import Foundation
import XCTest

@testable import SpecLint

/// Discovery shows each file relative to the working directory, as every other input path is
/// shown (`DiskSourceProvider.relative`), however the folders and files were named.
final class SpecFilesTests: XCTestCase {
    func testDisplayPathsAreTheWorkingDirectoryRelativeOnes() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("specfiles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let work = root.appendingPathComponent("work")
        let outside = root.appendingPathComponent("outside")
        for folder in ["specs/a", "specs/b b", ".hidden"] {
            try FileManager.default.createDirectory(at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let files = ["specs/a/one.spec.yaml", "specs/b b/two.spec.json", "specs/three.spec.yml", "specs/a/notes.yaml",
                     ".hidden/four.spec.yaml", "direct.yaml"]
        for file in files { try Data("components: []\n".utf8).write(to: work.appendingPathComponent(file)) }
        try Data("components: []\n".utf8).write(to: outside.appendingPathComponent("far.spec.yaml"))

        let requested = ["specs", "./specs/a/", "specs/../specs/a/one.spec.yaml", "direct.yaml", outside.path, "missing"]
        let discovery = SpecFiles.discover(requested, exclude: [], workingDirectory: work.path)

        // In the order of the absolute paths (`…/outside` before `…/work`), each once; hidden
        // folders and non-spec names skipped unless named directly.
        XCTAssertEqual(discovery.files.map(\.display), [
            outside.appendingPathComponent("far.spec.yaml").path,
            "direct.yaml", "specs/a/one.spec.yaml", "specs/b b/two.spec.json", "specs/three.spec.yml",
        ])
        for file in discovery.files {
            XCTAssertEqual(file.display, DiskSourceProvider.relative(file.path, to: work.path), file.path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), file.path)
        }
        XCTAssertEqual(discovery.missing.map(\.message), ["missing does not exist"])
    }

    /// The one display path: relative below the working directory, else absolute. A `../` path
    /// (or the path as given) would be read by CI against the repository root and name nothing.
    func testDisplayPathsOutsideTheWorkingDirectoryAreAbsolute() {
        XCTAssertEqual(DiskSourceProvider.relative("../x/a.spec.yaml", to: "/w/app"), "/w/x/a.spec.yaml")
        XCTAssertEqual(DiskSourceProvider.relative("./specs/../a.spec.yaml", to: "/w/app"), "a.spec.yaml")
        XCTAssertEqual(DiskSourceProvider.relative("/w/app/specs/a.spec.yaml", to: "/w/app/"), "specs/a.spec.yaml")
        XCTAssertEqual(DiskSourceProvider.relative("/w/application/a.spec.yaml", to: "/w/app"), "/w/application/a.spec.yaml",
                       "a sibling that shares the prefix is not below it")
        XCTAssertEqual(DiskSourceProvider.relative("/a.spec.yaml", to: "/"), "a.spec.yaml", "below the root")

        // A path that does not exist is located where it would be, as every other path is shown.
        let discovery = SpecFiles.discover(["../gone", "gone"], exclude: [], workingDirectory: "/nonexistent-\(UUID().uuidString)/app")
        XCTAssertEqual(discovery.missing.map(\.message), ["../gone does not exist", "gone does not exist"])
        XCTAssertEqual(discovery.missing.compactMap(\.location?.file).first?.hasPrefix("/nonexistent-"), true)
        XCTAssertEqual(discovery.missing.compactMap(\.location?.file).first?.hasSuffix("/gone"), true)
        XCTAssertEqual(discovery.missing.compactMap(\.location?.file).last, "gone")
    }
}
