import CLibXML2
import ColorScience
import DesignTokens
import Foundation
import PlatformExports
import XCTest

/// `--format android`: each file parses as XML with libxml2, its root is `<resources>`, every
/// `<color>` is `#AARRGGBB` (Android "Color" resource: "#RGB, #ARGB, #RRGGBB or #AARRGGBB") and
/// every name is unique and `[a-z0-9_]` starting with a letter or `_` (resource names become
/// fields of `R`, so they must be Java identifiers). Colors round-trip within 1/255.
final class AndroidExportTests: XCTestCase {
    func testResourcesParseAndRoundTrip() throws {
        for (name, registry) in TestPaths.registries() {
            let files = Dictionary(try PlatformExport.files(.android, registry: registry).map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a })
            XCTAssertEqual(Set(files.keys), ["res/values/colors.xml", "res/values-night/colors.xml", "res/values/dimens.xml"], name)
            let expected = ExpectedColors.colors(registry)
            for (file, dark) in [("res/values/colors.xml", false), ("res/values-night/colors.xml", true)] {
                let resources = try Self.parse(try XCTUnwrap(files[file]), name: "\(name) \(file)")
                XCTAssertEqual(resources.count, expected.count, "\(name) \(file)")
                Self.assertNamesValid(resources, "\(name) \(file)")
                for ((path, values), resource) in zip(expected, resources) {
                    XCTAssertEqual(resource.element, "color")
                    let rgba = try XCTUnwrap(Self.argb(resource.value), "\(file) \(resource.name) = \(resource.value)")
                    let want = try XCTUnwrap(values[ExpectedColors.Variant(dark: dark, increased: false)])
                    XCTAssertTrue(ExpectedColors.close(rgba, want), "\(name) \(path): \(resource.value) vs \(want)")
                }
            }
            let dimens = try Self.parse(try XCTUnwrap(files["res/values/dimens.xml"]), name: "\(name) dimens")
            Self.assertNamesValid(dimens, "\(name) dimens")
            XCTAssertFalse(dimens.isEmpty, name)
            for dimen in dimens {
                XCTAssertEqual(dimen.element, "dimen")
                XCTAssertNotNil(dimen.value.range(of: #"^-?[0-9]+(\.[0-9]+)?(dp|sp)$"#, options: .regularExpression), dimen.value)
            }
        }
    }

    /// Built-in: `spacing`… in dp, text sizes in sp (body is 17 pt at Large, HIG Typography).
    func testBuiltInDimensUseDpAndSp() throws {
        let files = try PlatformExport.files(.android, registry: Registry.builtIn())
        let dimens = try Self.parse(try XCTUnwrap(files.first { $0.path == "res/values/dimens.xml" }?.contents), name: "dimens")
        XCTAssertTrue(dimens.contains { $0.name == "font_text_style_body_size" && $0.value == "17sp" }, "\(dimens.map(\.name))")
        XCTAssertTrue(dimens.contains { $0.value.hasSuffix("dp") })
    }

    func testNamesFromAwkwardPaths() throws {
        let files = try PlatformExport.files(.android, registry: Registry.load(path: SwiftExportTests.names.path))
        let colors = try Self.parse(try XCTUnwrap(files.first?.contents), name: "names")
        XCTAssertEqual(colors.map(\.name), ["red", "class", "color_label_primary", "color_label_primary_2", "color_wide"])
        // 0.85 alpha → 0xD9 (217/255 = 0.851).
        XCTAssertEqual(colors[2].value, "#D9000000")
        let dimens = try Self.parse(try XCTUnwrap(files.last?.contents), name: "dimens")
        XCTAssertTrue(dimens.contains { $0.name == "token_2xl" && $0.value == "48dp" }, "\(dimens)")
    }

    struct Resource {
        var element: String
        var name: String
        var value: String
    }

    static func assertNamesValid(_ resources: [Resource], _ what: String) {
        let names = resources.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "\(what): names unique")
        for name in names {
            XCTAssertNotNil(name.range(of: #"^[a-z_][a-z0-9_]*$"#, options: .regularExpression), "\(what): \(name)")
        }
    }

    /// The children of `<resources>`, read with libxml2 (a parse error fails the test).
    static func parse(_ text: String, name: String) throws -> [Resource] {
        let bytes = Array(text.utf8)
        // C lifetime: the document is built from a copy of the bytes and freed below.
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                xmlReadMemory($0, Int32(buffer.count), "resources.xml", "UTF-8", Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue))
            }
        }
        guard let document else { throw ParseFailure(description: "\(name): not well-formed XML") }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { throw ParseFailure(description: "\(name): no root element") }
        XCTAssertEqual(string(root.pointee.name), "resources", name)
        var resources: [Resource] = []
        var node = root.pointee.children
        while let current = node {
            if current.pointee.type == XML_ELEMENT_NODE {
                // Read in place (no xmlGetProp/xmlNodeGetContent copies to free): the `name`
                // attribute's text child, and the element's text child.
                var attribute = current.pointee.properties
                var name = ""
                while let property = attribute {
                    if string(property.pointee.name) == "name" { name = string(property.pointee.children?.pointee.content) }
                    attribute = property.pointee.next
                }
                let value = string(current.pointee.children?.pointee.content)
                resources.append(Resource(element: string(current.pointee.name), name: name, value: value))
            }
            node = current.pointee.next
        }
        return resources
    }

    static func string(_ chars: UnsafePointer<xmlChar>?) -> String {
        guard let chars else { return "" }
        return String(cString: chars)
    }

    static func string(_ chars: UnsafeMutablePointer<xmlChar>?) -> String { string(UnsafePointer(chars)) }

    /// `#AARRGGBB` → RGBA.
    static func argb(_ text: String) -> RGBA? {
        guard text.range(of: #"^#[0-9A-F]{8}$"#, options: .regularExpression) != nil else { return nil }
        let digits = Array(text.dropFirst())
        func byte(_ index: Int) -> Double? { UInt8(String(digits[index..<(index + 2)]), radix: 16).map { Double($0) / 255 } }
        guard let a = byte(0), let r = byte(2), let g = byte(4), let b = byte(6) else { return nil }
        return RGBA(r: r, g: g, b: b, a: a)
    }

    struct ParseFailure: Error, CustomStringConvertible { var description: String }
}
