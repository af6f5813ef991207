import Foundation
import XCTest

/// No function, initializer, accessor or closure in Sources/ spans more than 80 lines, as
/// scripts/long-functions.py counts them (declaration line to closing brace).
final class FunctionLengthTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testNoFunctionInSourcesIsOverEightyLines() throws {
        let (status, output) = try Self.script(["Sources"])
        XCTAssertEqual(output, "", "split these along their seams")
        XCTAssertEqual(status, 0)
    }

    /// The script finds the bodies of 81 lines and passes the ones of 80, with braces in
    /// comments, strings, raw and multi-line strings that do not count.
    func testTheScriptFindsTheBodiesOverEightyLines() throws {
        let (status, output) = try Self.script(["Tests/Fixtures/long-functions"])
        XCTAssertEqual(output, """
            Tests/Fixtures/long-functions/Lengths.swift:83: function eightyOne: 81 lines (more than 80)
            Tests/Fixtures/long-functions/Lengths.swift:164: function var computedEightyOne: 81 lines (more than 80)
            Tests/Fixtures/long-functions/Lengths.swift:326: closure: 81 lines (more than 80)

            """)
        XCTAssertEqual(status, 1)
        let (lowered, all) = try Self.script(["--max", "79", "Tests/Fixtures/long-functions"])
        XCTAssertEqual(lowered, 1)
        XCTAssertTrue(all.contains("Lengths.swift:3: function eighty: 80 lines"), all)
        XCTAssertTrue(all.contains("Lengths.swift:245: function init: 80 lines"), all)
    }

    private static func script(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "scripts/long-functions.py"] + arguments
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
