import DesignSpec
import Foundation
import XCTest

/// The example specs in Examples/specs/ must be valid specs.
final class ExampleSpecTests: XCTestCase {
    func testExampleSpecsDecodeWithoutStructureErrors() throws {
        let folder = SpecTestPaths.examples
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".spec.yaml") || $0.hasSuffix(".spec.yml") || $0.hasSuffix(".spec.json") }
            .sorted()
        XCTAssertGreaterThanOrEqual(names.count, 5, "the five example specs of Examples/specs")
        for name in names {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
                XCTFail("cannot read \(name)")
                continue
            }
            let result = SpecParser.parse(file: "Examples/specs/\(name)", bytes: [UInt8](data))
            XCTAssertNil(result.inputError, "\(name): \(result.inputError?.description ?? "")")
            XCTAssertEqual(result.findings.filter { $0.rule.rawValue == "spec/invalid" }.map(\.description), [], name)
            let document = try XCTUnwrap(result.document, name)
            XCTAssertEqual(document.version, 1, name)
            XCTAssertFalse(document.components.isEmpty, name)
        }
    }
}
