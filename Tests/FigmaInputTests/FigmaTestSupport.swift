import DesignSpec
import DesignTokens
import Diagnostics
import FigmaInput
import Foundation
import SpecLint
import XCTest

/// The fixtures of Tests/Fixtures/figma (see its README for where each comes from).
enum FigmaFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/figma")

    static let figmagic = "figmagic-design-system-template.figma.json"
    static let nodes = "figma-export-styles.nodes.figma.json"

    static func path(_ name: String) -> String { root.appendingPathComponent(name).path }

    /// The fixture's bytes; a missing fixture fails the test (never a skip).
    static func bytes(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> [UInt8] {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: path(name)), "missing fixture \(name)", file: file, line: line)
        return [UInt8](data)
    }

    static func text(_ name: String) throws -> String { String(decoding: try bytes(name), as: UTF8.self) }

    static func read(_ name: String, variables: FigmaVariableLookup? = nil) throws -> InputDocuments {
        FigmaReader.read(file: name, bytes: try bytes(name), variables: variables)
    }

    /// The built-in registry's linter (resolved once).
    static let builtIn: Linter = linter(registry: .builtIn())

    static func linter(registry: Registry) -> Linter {
        let (roles, _) = ContextRoles.detect(in: registry.modifiers, overrides: LintConfiguration().roles, configFile: nil)
        return Linter(space: EvaluationSpace(registry: registry, roles: roles), config: LintConfiguration())
    }

    /// The small Figma-variables registry (light and dark) of `variables/`.
    static func variablesLinter() -> Linter {
        let path = path("variables/colors.resolver.json")
        return linter(registry: Registry.load(path: path, provider: DiskSourceProvider(workingDirectory: root.path)))
    }

    static func lint(_ name: String, with linter: Linter = builtIn) throws -> FileReport {
        linter.lintAsRun(file: name, bytes: try bytes(name))
    }

    /// What `tokenlint lint` reads.
    static let formats = InputFormats([FigmaFormat(), SpecFormat()])
}

/// The name endings `tokenlint lint` searches folders for.
let lintedEndings = FigmaFixtures.formats.endings

extension Linter {
    /// Lints the bytes as `tokenlint lint` reads them: in the format their name or content picks.
    func lintAsRun(file: String, bytes: [UInt8]) -> FileReport {
        lint(file: file, bytes: bytes, format: FigmaFixtures.formats.format(for: file, bytes: bytes))
    }
}

/// Where a node object starts in a JSON text, found without the project's parser: the `{`
/// that encloses the first `"id": "ID"` member (a backwards scan that balances braces; the
/// fixtures have no braces inside strings before their ids).
func jsonPosition(ofNode id: String, in text: String, file: StaticString = #filePath, line: UInt = #line) -> SourcePosition? {
    let scalars = Array(text.unicodeScalars)
    let needle = Array("\"id\": \"\(id)\"".unicodeScalars)
    guard let start = (0...(scalars.count - needle.count)).first(where: { Array(scalars[$0..<($0 + needle.count)]) == needle }) else {
        XCTFail("no node \(id) in the fixture", file: file, line: line)
        return nil
    }
    var depth = 0
    var index = start - 1
    while index >= 0 {
        if scalars[index] == "}" { depth += 1 }
        if scalars[index] == "{" {
            if depth == 0 { break }
            depth -= 1
        }
        index -= 1
    }
    let before = scalars[..<index]
    let lineNumber = before.filter { $0 == "\n" }.count + 1
    let lastNewline = before.lastIndex(of: "\n").map { $0 + 1 } ?? 0
    return SourcePosition(line: lineNumber, column: index - lastNewline + 1)
}

/// WCAG 2.2 contrast written from the definition (relative luminance, 0.04045 threshold),
/// sharing no code with ColorScience.
func referenceContrast(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
    func channel(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    func luminance(_ c: (Double, Double, Double)) -> Double { 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2) }
    let (x, y) = (luminance(a), luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}

func hex(_ text: String) -> (Double, Double, Double) {
    let value = Int(text.dropFirst(text.hasPrefix("#") ? 1 : 0), radix: 16) ?? 0
    return (Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255, Double(value & 0xFF) / 255)
}

extension FileReport {
    func checks(_ rule: String, on subject: String) -> [Check] { checks.filter { $0.rule.rawValue == rule && $0.subject == subject } }

    func finding(_ rule: String, on subject: String) -> Finding? { checks(rule, on: subject).compactMap(\.finding).first }

    var findingList: String {
        checks.compactMap(\.finding).map(\.description).joined(separator: "\n")
    }
}

extension SpecDocument {
    /// The component with this (spec-safe) id, anywhere in the tree.
    func component(_ id: String) -> SpecComponent? {
        var found: SpecComponent?
        walk { component, _ in if component.id == id, found == nil { found = component } }
        return found
    }
}

extension InputDocuments {
    func document(named name: String) -> SpecDocument? { documents.first { $0.name == name } }
}
