import DesignTokens
import Foundation
import PlatformExports
import XCTest

/// `--format swift` is checked by the Swift compiler (issue 15 "How it is checked"): `swiftc
/// -parse` accepts the file, and it type-checks in Swift 6 mode against a stub of the SwiftUI
/// names it uses (Tests/Fixtures/exports/SwiftUIStub.swift, compiled as a module named SwiftUI:
/// SwiftUI is not on Linux).
final class SwiftExportTests: XCTestCase {
    static let stub = TestPaths.fixtures.appendingPathComponent("SwiftUIStub.swift")
    static let names = TestPaths.fixtures.appendingPathComponent("names.tokens.json")

    func testExportParsesAndTypeChecksAgainstSwiftUI() throws {
        let swiftc = try ToolRunner.swiftc()
        let module = try Self.stubModule(swiftc, for: self)
        var registries = TestPaths.registries()
        registries.append(("names", Registry.load(path: Self.names.path)))
        for (name, registry) in registries {
            let file = try Self.export(registry, name: name, for: self)
            let parse = try ToolRunner.run(swiftc, ["-parse", file.path])
            XCTAssertEqual(parse.status, 0, "\(name): swiftc -parse\n\(parse.output)")
            let check = try ToolRunner.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", module.path, file.path])
            XCTAssertEqual(check.status, 0, "\(name): swiftc -typecheck\n\(check.output)")
            XCTAssertFalse(check.output.contains("warning:"), "\(name): \(check.output)")
        }
    }

    /// The type check can fail: a name the stub (and SwiftUI) lacks is an error.
    func testTypeCheckCatchesAWrongName() throws {
        let swiftc = try ToolRunner.swiftc()
        let module = try Self.stubModule(swiftc, for: self)
        let file = try TestPaths.scratch("swift-wrong", for: self).appendingPathComponent("Tokens.swift")
        try "import SwiftUI\nlet x: Animation = .spring(response: 0.5, dampingRatio: 0.8)\n".write(to: file, atomically: true, encoding: .utf8)
        let check = try ToolRunner.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", module.path, file.path])
        XCTAssertNotEqual(check.status, 0, check.output)
    }

    /// What the file says, beside the compiler: every color through the asset catalog, text
    /// styles (Dynamic Type), springs in SwiftUI's response/dampingFraction form, the Reduce
    /// Motion helper reading `accessibilityReduceMotion`.
    func testBuiltInExportUsesTextStylesSpringsAndReduceMotion() throws {
        let text = try PlatformExport.files(.swift, registry: Registry.builtIn())[0].contents
        // SwiftUI `Font.body` is the body text style at the person's Dynamic Type size.
        XCTAssertTrue(text.contains("static var fontTextStyleBody: Font { .system(.body, design: .default, weight: .regular) }"), text)
        // The built-in `motion.snappy` is Spring.snappy: duration 0.5, bounce 0.15 → ζ 0.85 (SwiftUI `Spring.snappy`);
        // its Reduce Motion value keeps the response and loses the bounce (docs/tokens.md, reduce-motion policy).
        XCTAssertTrue(text.contains("TokenAnimation(full: .spring(response: 0.5, dampingFraction: 0.85), reduced: .spring(response: 0.5, dampingFraction: 1))"), text)
        XCTAssertTrue(text.contains("@Environment(\\.accessibilityReduceMotion)"))
        XCTAssertTrue(text.contains("static var colorSystemBlue: Color { Color(\"colorSystemBlue\", bundle: .main) }"))
    }

    func testNamesAreEscapedAndUnique() throws {
        let text = try PlatformExport.files(.swift, registry: Registry.load(path: Self.names.path))[0].contents
        XCTAssertTrue(text.contains("static var `class`: Color"))
        // SwiftUI has Color.red and Font.body: the tokens are numbered instead.
        XCTAssertTrue(text.contains("static var red2: Color { Color(\"red2\", bundle: .main) }"), text)
        XCTAssertTrue(text.contains("static var body2: Font { .custom(\"Georgia\", size: 17, relativeTo: .body)"), text)
        XCTAssertTrue(text.contains("static let _2xl: CGFloat = 48"))
        XCTAssertTrue(text.contains("static let `self`: CGFloat = 16"), "1 rem = 16 px (Format §8.2.1)")
        XCTAssertTrue(text.contains("static var colorLabelPrimary: Color"))
        XCTAssertTrue(text.contains("static var colorLabelPrimary2: Color"))
        XCTAssertTrue(text.contains(".custom(\"My \\\"Quoted\\\" Sans\", size: 15, relativeTo: .subheadline)"), text)
    }

    static func export(_ registry: Registry, name: String, for test: XCTestCase) throws -> URL {
        let file = try TestPaths.scratch("swift-\(name)", for: test).appendingPathComponent("Tokens.swift")
        try PlatformExport.files(.swift, registry: registry)[0].contents.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The stub compiled as module `SwiftUI`; the folder to pass with -I.
    static func stubModule(_ swiftc: String, for test: XCTestCase) throws -> URL {
        let folder = try TestPaths.scratch("swiftui-stub", for: test)
        let result = try ToolRunner.run(swiftc, [
            "-emit-module", "-parse-as-library", "-module-name", "SwiftUI", "-swift-version", "6",
            "-emit-module-path", folder.appendingPathComponent("SwiftUI.swiftmodule").path, stub.path,
        ])
        guard result.status == 0 else { throw ToolRunner.Missing(description: "the SwiftUI stub does not compile:\n\(result.output)") }
        return folder
    }
}
