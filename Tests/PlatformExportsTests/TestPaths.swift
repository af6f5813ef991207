import DesignTokens
import Foundation
import XCTest

enum TestPaths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // PlatformExportsTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/exports", isDirectory: true)

    /// The public Figma Simple Design System tokens (MIT, LICENSE beside them): a user's
    /// resolver document with a light/dark `theme` modifier (no declared roles).
    static let figmaSDS = packageRoot.appendingPathComponent("Tests/Fixtures/dtcg-examples/figma-sds.resolver.json")

    /// A fresh folder for one test's output, removed when `test` ends (pass or fail): a
    /// run of the suite left hundreds in /tmp.
    static func scratch(_ name: String, for test: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-exports-\(name)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// The registries every export test runs on: the built-in one and a user's. Figma SDS
    /// writes letter spacing in `em` (pre-2025.10), so it loads with the legacy leniency, as
    /// its users would run it; without it its text styles would be left out.
    static func registries() -> [(name: String, registry: Registry)] {
        [("built-in", Registry.builtIn()), ("figma-sds", Registry.load(path: figmaSDS.path, legacyFormat: true))]
    }
}
