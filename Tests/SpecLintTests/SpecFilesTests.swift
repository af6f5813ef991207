import DesignSpec
import DesignTokens
import FigmaInput
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
        let discovery = SpecFiles.discover(requested, endings: lintedEndings, exclude: [], workingDirectory: work.path)

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
        let discovery = SpecFiles.discover(["../gone", "gone"], endings: lintedEndings, exclude: [], workingDirectory: "/nonexistent-\(UUID().uuidString)/app")
        XCTAssertEqual(discovery.missing.map(\.message), ["../gone does not exist", "gone does not exist"])
        XCTAssertEqual(discovery.missing.compactMap(\.location?.file).first?.hasPrefix("/nonexistent-"), true)
        XCTAssertEqual(discovery.missing.compactMap(\.location?.file).first?.hasSuffix("/gone"), true)
        XCTAssertEqual(discovery.missing.compactMap(\.location?.file).last, "gone")
    }
    // MARK: Ignore files

    func testIgnorePatternsFollowGitSyntax() throws {
        func ignored(_ lines: [String], _ path: String, directory: Bool = false) -> Bool {
            var rules = IgnoreRules()
            rules.patterns = lines.compactMap { IgnoreRules.pattern(Array($0.utf8), base: "/r") }
            return rules.isIgnored("/r/" + path, isDirectory: directory)
        }
        XCTAssertTrue(ignored(["*.draft.spec.yaml"], "a/b/x.draft.spec.yaml"), "no slash: a name at any depth")
        XCTAssertTrue(ignored(["/top.spec.yaml"], "top.spec.yaml"))
        XCTAssertFalse(ignored(["/top.spec.yaml"], "a/top.spec.yaml"), "a leading slash anchors")
        XCTAssertFalse(ignored(["a/*.spec.yaml"], "b/a/x.spec.yaml"), "a middle slash anchors")
        XCTAssertFalse(ignored(["a/*.spec.yaml"], "a/b/x.spec.yaml"), "* does not cross /")
        XCTAssertTrue(ignored(["a/**/x.spec.yaml"], "a/x.spec.yaml"))
        XCTAssertTrue(ignored(["a/**/x.spec.yaml"], "a/b/c/x.spec.yaml"))
        XCTAssertTrue(ignored(["**/gen"], "a/gen", directory: true))
        XCTAssertTrue(ignored(["build/"], "a/build", directory: true))
        XCTAssertFalse(ignored(["build/"], "a/build"), "a trailing slash: folders only")
        XCTAssertFalse(ignored(["*.spec.yaml", "!keep.spec.yaml"], "keep.spec.yaml"), "negation, the last match wins")
        XCTAssertTrue(ignored(["!keep.spec.yaml", "*.spec.yaml"], "keep.spec.yaml"))
        XCTAssertTrue(ignored(["x[0-9].spec.yaml"], "x7.spec.yaml"))
        XCTAssertFalse(ignored(["x[!0-9].spec.yaml"], "x7.spec.yaml"))
        XCTAssertTrue(ignored(["\\#hash.spec.yaml"], "#hash.spec.yaml"), "an escaped #")
        XCTAssertFalse(ignored(["# comment", "", "   "], "comment"))
        XCTAssertTrue(ignored(["trailing.spec.yaml   "], "trailing.spec.yaml"), "trailing spaces are dropped")
        // Many stars against a long name: linear backtracking, no blow-up.
        let name = String(repeating: "a", count: 4000)
        XCTAssertFalse(ignored([String(repeating: "*a", count: 200) + "b"], name))
    }

    /// A folder walk skips what .gitignore and .ignore name (nested files, negation, anchoring)
    /// and dependency and build folders, follows no link out of the tree, and still lints
    /// what is named on the command line.
    func testDiscoveryHonoursIgnoreFilesAndSkipsDependencyFolders() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("specignore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let work = root.appendingPathComponent("work")
        let files = ["a.spec.yaml", "x.draft.spec.yaml", "keep.draft.spec.yaml", "top.spec.yaml", "sub/top.spec.yaml",
                     "sub/local.spec.yaml", "sub/other.spec.yaml", "build/b.spec.yaml", "generated/g.spec.yaml",
                     "node_modules/pkg/n.spec.yaml", "Pods/p.spec.yaml", "DerivedData/d.spec.yaml", "deep/node_modules/m.spec.yaml",
                     "templates/View.xctemplate/t.spec.yaml"]
        for file in files {
            let url = work.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("components: []\n".utf8).write(to: url)
        }
        try "*.draft.spec.yaml\n!keep.draft.spec.yaml\n/top.spec.yaml\nbuild/\n".write(to: work.appendingPathComponent(".gitignore"), atomically: true, encoding: .utf8)
        try "local.spec.yaml\n".write(to: work.appendingPathComponent("sub/.gitignore"), atomically: true, encoding: .utf8)
        try "generated/\n".write(to: work.appendingPathComponent(".ignore"), atomically: true, encoding: .utf8)
        // A link out of the tree is not followed; one inside it is.
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("components: []\n".utf8).write(to: outside.appendingPathComponent("far.spec.yaml"))
        try FileManager.default.createSymbolicLink(atPath: work.appendingPathComponent("out").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: work.appendingPathComponent("alias.spec.yaml").path, withDestinationPath: work.appendingPathComponent("a.spec.yaml").path)

        let discovery = SpecFiles.discover(["."], endings: lintedEndings, exclude: [], workingDirectory: work.path)
        XCTAssertEqual(discovery.files.map(\.display), ["a.spec.yaml", "alias.spec.yaml", "keep.draft.spec.yaml", "sub/other.spec.yaml", "sub/top.spec.yaml"])
        // Inside the working directory a link may lead out of the walked folder (a monorepo's shared specs).
        try FileManager.default.createSymbolicLink(atPath: work.appendingPathComponent("sub/shared").path, withDestinationPath: "../generated")
        XCTAssertEqual(SpecFiles.discover(["sub"], endings: lintedEndings, exclude: [], workingDirectory: work.path).files.map(\.display),
                       ["sub/other.spec.yaml", "sub/shared/g.spec.yaml", "sub/top.spec.yaml"])
        try FileManager.default.removeItem(at: work.appendingPathComponent("sub/shared"))
        // The rules of the folders above a walked one apply too.
        XCTAssertEqual(SpecFiles.discover(["sub"], endings: lintedEndings, exclude: [], workingDirectory: work.path).files.map(\.display), ["sub/other.spec.yaml", "sub/top.spec.yaml"])
        // Named paths are linted regardless.
        let named = SpecFiles.discover(["node_modules/pkg", "x.draft.spec.yaml", "build"], endings: lintedEndings, exclude: [], workingDirectory: work.path)
        XCTAssertEqual(named.files.map(\.display), ["build/b.spec.yaml", "node_modules/pkg/n.spec.yaml", "x.draft.spec.yaml"])
    }

    /// The files a run reads beside the linted ones (asset catalogs' color sets) come from the
    /// same walk, kept apart, under the same exclusions; a file named directly is linted.
    func testAlongsideFilesAreFoundByTheSameWalkAndKeptApart() throws {
        let work = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("alongside-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        for folder in ["A.xcassets/Red.colorset", "skipped/B.xcassets/Blue.colorset", "ignored/C.xcassets/Grey.colorset"] {
            try FileManager.default.createDirectory(at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["A.xcassets/Contents.json", "A.xcassets/Red.colorset/Contents.json", "skipped/B.xcassets/Blue.colorset/Contents.json",
                     "ignored/C.xcassets/Grey.colorset/Contents.json", "screen.spec.json"] {
            try Data("{}".utf8).write(to: work.appendingPathComponent(file))
        }
        try "ignored/\n".write(to: work.appendingPathComponent(".ignore"), atomically: true, encoding: .utf8)

        let discovery = SpecFiles.discover(["."], endings: lintedEndings, alongside: ["Contents.json"], exclude: ["skipped"], workingDirectory: work.path)
        XCTAssertEqual(discovery.files.map(\.display), ["screen.spec.json"])
        XCTAssertEqual(discovery.alongside.map(\.display), ["A.xcassets/Contents.json", "A.xcassets/Red.colorset/Contents.json"])
        let named = SpecFiles.discover(["A.xcassets/Contents.json"], endings: lintedEndings, alongside: ["Contents.json"], exclude: [], workingDirectory: work.path)
        XCTAssertEqual(named.files.map(\.display), ["A.xcassets/Contents.json"])
        XCTAssertEqual(named.alongside.map(\.display), [])
    }
}

/// The name endings `tokenlint lint` searches folders for.
private let lintedEndings = FigmaFormat().endings + SpecFormat().endings
