import DesignSpec
import Diagnostics
import Foundation
import XCTest

enum SpecTestPaths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // DesignSpecTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root

    static let fixtures: URL = packageRoot.appendingPathComponent("Tests/Fixtures/specs", isDirectory: true)
    static let examples: URL = packageRoot.appendingPathComponent("Examples/specs", isDirectory: true)
}

/// Parses a fixture below Tests/Fixtures/specs; locations name it by its file name.
func parseFixture(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> SpecParseResult {
    let url = SpecTestPaths.fixtures.appendingPathComponent(name)
    guard let data = FileManager.default.contents(atPath: url.path) else {
        XCTFail("missing fixture \(url.path)", file: file, line: line)
        throw CocoaError(.fileNoSuchFile)
    }
    return SpecParser.parse(file: name, bytes: [UInt8](data))
}

func parse(_ text: String, file name: String = "test.spec.yaml") -> SpecParseResult {
    SpecParser.parse(file: name, text: text)
}

extension SpecParseResult {
    var errors: [Finding] { findings.filter { $0.severity == .error } }
    var warnings: [Finding] { findings.filter { $0.severity == .warning } }

    /// The component with this id, anywhere in the tree.
    func component(_ id: String) -> SpecComponent? {
        var found: SpecComponent?
        document?.walk { component, _ in if component.id == id, found == nil { found = component } }
        return found
    }

    var allIDs: [String] {
        var ids: [String] = []
        document?.walk { component, _ in ids.append(component.id) }
        return ids
    }
}

extension Finding {
    var line: Int? { location?.position.line }
    var column: Int? { location?.position.column }
    var lineColumn: String { location.map { "\($0.position.line):\($0.position.column)" } ?? "-" }
}

/// Asserts that exactly one finding matches `rule`, `severity` and a message fragment at
/// `line:column` (when several findings share the fragment, the one at that position), and that
/// a unique match sits there; returns it.
@discardableResult
func assertFinding(_ result: SpecParseResult, _ severity: Severity, _ fragment: String, at expected: String,
                   rule: String = "spec/invalid", file: StaticString = #filePath, line: UInt = #line) -> Finding? {
    var matching = result.findings.filter { $0.rule.rawValue == rule && $0.severity == severity && $0.message.contains(fragment) }
    if matching.count > 1 { matching = matching.filter { $0.lineColumn == expected } }
    guard matching.count == 1, let finding = matching.first else {
        XCTFail("expected one \(severity.rawValue) containing \"\(fragment)\" at \(expected), found \(matching.count) in:\n"
                + result.findings.map(\.description).joined(separator: "\n"), file: file, line: line)
        return nil
    }
    XCTAssertEqual(finding.lineColumn, expected, "position of: \(finding.message)", file: file, line: line)
    return finding
}

/// A copy of the model with every location blanked, to compare a YAML and a JSON decoding.
enum Unlocated {
    static let nowhere = SourceLocation(file: "", position: .start)

    static func strip(_ component: SpecComponent) -> SpecComponent {
        var c = component
        c.location = nowhere
        c.frame = c.frame.map { Spanned($0.value, at: nowhere) }
        c.hitArea = c.hitArea.map { Spanned($0.value, at: nowhere) }
        c.padding = c.padding.map { Spanned($0.value, at: nowhere) }
        c.background = c.background.map(strip)
        c.foreground = c.foreground.map(strip)
        c.border = c.border.map { Spanned(BorderSpec(color: $0.value.color.map(strip), width: $0.value.width), at: nowhere) }
        c.font = c.font.map { Spanned($0.value, at: nowhere) }
        c.backdrop = c.backdrop.map { spanned in
            switch spanned.value {
            case .unknown: Spanned(Backdrop.unknown, at: nowhere)
            case .color(let color): Spanned(Backdrop.color(strip(color)), at: nowhere)
            }
        }
        c.transition = c.transition.map { Spanned($0.value, at: nowhere) }
        c.animation = c.animation.map { Spanned($0.value, at: nowhere) }
        c.updatesPerSecond = c.updatesPerSecond.map { Spanned($0.value, at: nowhere) }
        c.flashesPerSecond = c.flashesPerSecond.map { Spanned($0.value, at: nowhere) }
        c.autoplay = c.autoplay.map { Spanned($0.value, at: nowhere) }
        c.navigation = c.navigation.map { Spanned($0.value, at: nowhere) }
        c.ignore = c.ignore.map { Suppression(rule: $0.rule, reason: $0.reason, location: nowhere) }
        c.children = c.children.map(strip)
        return c
    }

    static func strip(_ color: ColorReference) -> ColorReference {
        ColorReference(spec: color.spec, location: nowhere)
    }
}
