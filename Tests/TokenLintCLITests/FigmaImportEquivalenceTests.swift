import Foundation
import XCTest

/// Issue 13, "Done when": the Figma samples "lint with the findings you expected … through
/// `lint` directly and through `import figma` + `lint`", and `import figma` "writes the same
/// components as `*.spec.yaml` files; linting them gives the same findings as linting the
/// Figma file". Each finding is compared by rule, severity, component and message (the written
/// specs keep each layer's `origin`, so their findings name the Figma layer too).
final class FigmaImportEquivalenceTests: XCTestCase {
    private static let figma = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/figma")

    struct Verdict: Hashable, CustomStringConvertible {
        var rule: String
        var severity: String
        var component: String
        var message: String
        var description: String { "\(severity) \(rule) \(component): \(message)" }
    }

    private func verdicts(_ arguments: [String]) throws -> [Verdict] {
        let result = tokenlint(["lint", "--format", "json", "--allow-empty"] + arguments)
        XCTAssertNotEqual(result.code, 2, "\(arguments): \(result.err)")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        return findings.compactMap { finding in
            guard let rule = finding["rule"] as? String, !rule.hasPrefix("figma/") else { return nil }  // reader notes, not verdicts
            let message = finding["message"] as? String ?? ""
            XCTAssertTrue(message.contains(" — Figma: '"), "every finding names its layer: \(message)")
            return Verdict(rule: rule, severity: finding["severity"] as? String ?? "", component: finding["component"] as? String ?? "", message: message)
        }.sorted { $0.description < $1.description }
    }

    private func assertImportLintsAsTheFile(_ name: String, tokens: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let source = Self.figma.appendingPathComponent(name).path
        let folder = try makeTemporaryDirectory(self).appendingPathComponent("specs")
        let registry = tokens.map { ["--tokens", Self.figma.appendingPathComponent($0).path] } ?? []
        let imported = tokenlint(["import", "figma", source, "--output", folder.path] + registry)
        XCTAssertEqual(imported.code, 0, imported.err, file: file, line: line)
        let direct = try verdicts([source] + registry)
        let viaSpecs = try verdicts([folder.path] + registry)
        XCTAssertFalse(direct.isEmpty, "the sample has findings to compare", file: file, line: line)
        XCTAssertEqual(Set(direct).subtracting(viaSpecs).map(\.description).sorted(), [], "found on the Figma file only", file: file, line: line)
        XCTAssertEqual(Set(viaSpecs).subtracting(direct).map(\.description).sorted(), [], "found on the imported specs only", file: file, line: line)
        XCTAssertEqual(direct.count, viaSpecs.count, file: file, line: line)
    }

    func testTheWholeFileSampleLintsTheSameImported() throws {
        try assertImportLintsAsTheFile("figmagic-design-system-template.figma.json")
    }

    func testTheNodesSampleLintsTheSameImported() throws {
        try assertImportLintsAsTheFile("figma-export-styles.nodes.figma.json")
    }

    /// The hand-written cases (a spring on a list row, a 28 pt icon button with a click, a glass
    /// card over a photo, a carousel on a timeout loop, a text over a sibling rectangle).
    func testTheHandWrittenCasesLintTheSameImported() throws {
        for name in ["spring-list-row", "icon-button", "glass-card", "carousel", "sibling-background"] {
            try assertImportLintsAsTheFile("cases/\(name).figma.json")
        }
    }

    /// With a variables registry, bound colors become token references in the written specs too,
    /// so both appearances are checked the same way.
    func testBoundVariablesImportAsTokenReferences() throws {
        try assertImportLintsAsTheFile("cases/bound-variables.figma.json", tokens: "variables/colors.resolver.json")
        let folder = try makeTemporaryDirectory(self).appendingPathComponent("specs")
        let source = Self.figma.appendingPathComponent("cases/bound-variables.figma.json").path
        _ = tokenlint(["import", "figma", source, "--output", folder.path, "--tokens", Self.figma.appendingPathComponent("variables/colors.resolver.json").path])
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).map { try String(contentsOfFile: folder.appendingPathComponent($0).path, encoding: .utf8) }
        XCTAssertTrue(written.joined().contains("\"{"), "a bound fill is written as a token reference: \(written)")
    }
}
