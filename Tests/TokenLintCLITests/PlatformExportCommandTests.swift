import Foundation
import XCTest

/// `tokenlint tokens export --format swift|xcassets|css|android`: where the files go, and the
/// options that make no sense with them (PlatformExportsTests check the files themselves).
final class PlatformExportCommandTests: XCTestCase {
    private func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-platform-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func testSwiftAndCSSGoToStdout() {
        let swift = tokenlint("tokens", "export", "--format", "swift")
        XCTAssertEqual(swift.code, 0, swift.err)
        XCTAssertTrue(swift.out.contains("import SwiftUI\n"), swift.out.prefix(200).description)
        let css = tokenlint("tokens", "export", "--format", "css")
        XCTAssertEqual(css.code, 0, css.err)
        XCTAssertTrue(css.out.contains(":root {\n"))
        XCTAssertTrue(css.out.contains("@media (prefers-reduced-motion: reduce) {"))
    }

    func testFolderFormatsWriteTheirFiles() throws {
        let xcassets = try folder("xcassets")
        let result = tokenlint("tokens", "export", "--format", "xcassets", "--output", xcassets.path)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: xcassets.appendingPathComponent("Colors.xcassets/Contents.json").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: xcassets.appendingPathComponent("Colors.xcassets/colorSystemBlue.colorset/Contents.json").path))

        let android = try folder("android")
        let resolver = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/dtcg-examples/figma-sds.resolver.json").path
        let user = tokenlint("tokens", "export", "--format", "android", "--tokens", resolver, "--legacy-format", "--output", android.path)
        XCTAssertEqual(user.code, 0, user.err)
        for file in ["res/values/colors.xml", "res/values-night/colors.xml", "res/values/dimens.xml"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: android.appendingPathComponent(file).path), file)
        }
    }

    func testFolderFormatNeedsOutputAndPlatformFormatsRejectPermutationOptions() {
        let missing = tokenlint("tokens", "export", "--format", "android")
        XCTAssertEqual(missing.code, 2, missing.err)
        XCTAssertTrue(missing.err.contains("--output DIR"), missing.err)
        for extra in [["--all", "--output", "x"], ["--context", "appearance=dark"], ["--reduce-motion"]] {
            let result = tokenlint(["tokens", "export", "--format", "css"] + extra)
            XCTAssertEqual(result.code, 2, "\(extra): \(result.err)")
            XCTAssertTrue(result.err.contains("exports every context it needs"), result.err)
        }
    }
}
