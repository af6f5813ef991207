import DesignTokens
import JSONSource
import XCTest

/// Unknown `$extensions` survive export verbatim (Format §5.2.3: tools MUST preserve them).
final class ExtensionsExportTests: XCTestCase {
    private let vendorData: JSONValue = .object([
        ("id", "abc-123"),
        ("nested", .object([("list", [1, "two", true, nil]), ("flag", false)])),
    ])

    func testResolvedTokenKeepsUnknownExtensions() throws {
        let tokens = try loadFixture("extensions/tokens.json").resolveDefault().tokens
        XCTAssertEqual(tokens["brand.primary"]?.extensions?["com.example.vendor"], vendorData)
    }

    func testVendorExtensionSurvivesNestedExportVerbatim() throws {
        let registry = try loadFixture("extensions/tokens.json")
        let output = Exporter(registry: registry, options: .init(layout: .nested)).export(registry.defaultChoice)
        XCTAssertEqual(output.findings, [])
        let primary = try XCTUnwrap(output.json["brand"]?["primary"], "nested layout keeps groups")
        XCTAssertEqual(primary["$extensions"]?["com.example.vendor"], vendorData)
        XCTAssertEqual(output.json["brand"]?["alias"]?["$extensions"]?["com.example.vendor"], "opaque string")
    }

    func testVendorExtensionSurvivesFlatExportVerbatim() throws {
        let registry = try loadFixture("extensions/tokens.json")
        let output = Exporter(registry: registry, options: .init(layout: .flat)).export(registry.defaultChoice)
        let primary = try XCTUnwrap(output.json["brand.primary"], "flat layout keys tokens by dotted path")
        XCTAssertEqual(primary["$extensions"]?["com.example.vendor"], vendorData)
        XCTAssertEqual(output.json["brand.alias"]?["$extensions"]?["com.example.vendor"], "opaque string")
    }

    func testOwnExtensionKeysAreMergedNextToTheAuthorsNotOverThem() throws {
        let registry = try loadFixture("extensions/tokens.json")
        let output = Exporter(registry: registry, options: .init(layout: .flat)).export(registry.defaultChoice)
        let ours = try XCTUnwrap(output.json["brand.alias"]?["$extensions"]?["org.tokenlint"])
        XCTAssertEqual(ours["note"], "kept", "the author's org.tokenlint data stays")
        XCTAssertEqual(ours["aliasOf"], "brand.primary")
    }

    func testVendorExtensionSurvivesDTCGExport() throws {
        let registry = try loadFixture("extensions/tokens.json")
        let output = Exporter(registry: registry, options: .init(format: .dtcg, layout: .nested)).export(registry.defaultChoice)
        XCTAssertEqual(output.json["brand"]?["primary"]?["$extensions"]?["com.example.vendor"], vendorData)
    }
}
