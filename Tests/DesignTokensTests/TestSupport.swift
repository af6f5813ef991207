import ColorScience
import DesignTokens
import Diagnostics
import Foundation
import JSONSource
import Motion
import XCTest

/// Where the package, its fixtures and the public DTCG corpus live, derived from this file's path
/// (Tests/DesignTokensTests/TestSupport.swift → package root), so tests work from any directory.
enum TestPaths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // DesignTokensTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    static let fixtures: URL = packageRoot.appendingPathComponent("Tests/Fixtures/tokens", isDirectory: true)

    /// The public DTCG token sets (Apple HIG, Figma SDS, Shopify Polaris; MIT, LICENSE beside them),
    /// copied into the repository so the corpus tests run on any clone.
    static let corpus: URL = packageRoot.appendingPathComponent("Tests/Fixtures/dtcg-examples", isDirectory: true)

    static let builtInResolver: URL = packageRoot.appendingPathComponent("tokens/tokenlint.resolver.json")

    /// The corpus directory; a missing corpus is a failure (it is part of the repository), never a skip.
    static func requireCorpus() throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: corpus.path])
        }
        return corpus
    }
}

/// Loads a fixture below Tests/Fixtures/tokens. Messages show paths relative to that folder
/// (the provider's working directory), e.g. `invalid-files/cycle.tokens.json`.
func loadFixture(_ relativePath: String, legacyFormat: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws -> Registry {
    let url = TestPaths.fixtures.appendingPathComponent(relativePath)
    guard FileManager.default.fileExists(atPath: url.path) else {
        XCTFail("missing fixture \(url.path)", file: file, line: line)
        throw FixtureError.missing(relativePath)
    }
    return Registry.load(path: url.path, provider: DiskSourceProvider(workingDirectory: TestPaths.fixtures.path), legacyFormat: legacyFormat)
}

/// Foundation has a `Dimension` too; in these tests it is always the DTCG one.
typealias Dimension = DesignTokens.Dimension

enum FixtureError: Error {
    case missing(String)
}

extension Registry {
    /// Findings of loading plus those of resolving the default permutation.
    var defaultFindings: [Finding] { loadFindings + resolveDefault().findings }

    /// Resolves the permutation given as modifier → context pairs (others at their defaults);
    /// fails the test when the input is rejected.
    func resolve(_ pairs: [(String, String)], file: StaticString = #filePath, line: UInt = #line) -> Resolution? {
        switch choice(for: pairs) {
        case .success(let choice): return resolve(choice)
        case .failure(let error):
            XCTFail("input rejected: \(error)", file: file, line: line)
            return nil
        }
    }
}

func describe(_ findings: [Finding]) -> String {
    findings.isEmpty ? "(no findings)" : findings.map { "  \($0) token=\($0.token ?? "-")" }.joined(separator: "\n")
}

/// Asserts that `findings` holds a finding of `rule` (for `token` when given) at `file:line:column`
/// with the given severity, whose message contains every string of `messageContains`.
@discardableResult
func assertFinding(
    _ findings: [Finding], rule: CatalogEntry, severity: Severity = .error, token: String? = nil,
    at location: (file: String, line: Int, column: Int)? = nil, messageContains: [String] = [],
    file: StaticString = #filePath, line: UInt = #line
) -> Finding? {
    let id = rule.id
    let candidates = findings.filter { $0.rule == id && (token == nil || $0.token == token) }
    guard !candidates.isEmpty else {
        XCTFail("no \(id) finding\(token.map { " for \($0)" } ?? ""); found:\n\(describe(findings))", file: file, line: line)
        return nil
    }
    var match = candidates[0]
    if let location {
        let expected = SourceLocation(file: location.file, line: location.line, column: location.column)
        guard let located = candidates.first(where: { $0.location == expected }) else {
            XCTFail("no \(id) finding\(token.map { " for \($0)" } ?? "") at \(expected); candidates:\n\(describe(candidates))", file: file, line: line)
            return nil
        }
        match = located
    }
    XCTAssertEqual(match.severity, severity, "severity of \(match)", file: file, line: line)
    for text in messageContains {
        XCTAssertTrue(match.message.contains(text), "message \"\(match.message)\" should contain \"\(text)\"", file: file, line: line)
    }
    return match
}

/// Asserts that no finding of `rule` (for `token` when given) is in `findings`.
func assertNoFinding(_ findings: [Finding], rule: RegistryRule, token: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
    let matching = findings.filter { $0.rule == rule.id && (token == nil || $0.token == token) }
    XCTAssertTrue(matching.isEmpty, "unexpected \(rule.id) findings:\n\(describe(matching))", file: file, line: line)
}

/// `choice` as a dictionary, for readable comparisons.
func contexts(_ choice: [ContextChoice]) -> [String: String] {
    Dictionary(uniqueKeysWithValues: choice.map { ($0.modifier, $0.context) })
}

extension TokenValue {
    var colorValue: Color? { if case .color(let c) = self { c } else { nil } }
    var dimensionValue: Dimension? { if case .dimension(let d) = self { d } else { nil } }
    var numberValue: Double? { if case .number(let n) = self { n } else { nil } }
    var typographyValue: Typography? { if case .typography(let t) = self { t } else { nil } }
    var springValue: Spring? { if case .spring(let s) = self { s } else { nil } }
    var motionValue: MotionTransition? { if case .motion(let m) = self { m } else { nil } }
    var durationValue: Double? { if case .duration(let d) = self { d } else { nil } }
    var fontWeightValue: Double? { if case .fontWeight(let w) = self { w } else { nil } }
    var fontFamilyValue: [String]? { if case .fontFamily(let f) = self { f } else { nil } }
}

/// Files held in memory, for reading back what an exporter wrote without touching the disk.
struct InMemorySourceProvider: TokenSourceProvider {
    struct Missing: Error {}

    var files: [String: [UInt8]]

    func read(_ path: String) throws -> [UInt8] {
        guard let bytes = files[path] else { throw Missing() }
        return bytes
    }

    func resolve(_ path: String, relativeTo base: String) -> String { path }
    func displayPath(_ path: String) -> String { path }
}
