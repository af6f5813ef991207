import Foundation
import JSONSource
import TokenLintCLI
import XCTest

/// One in-process run of `tokenlint`: exit code and everything written to stdout and stderr.
struct CLIResult {
    var code: Int32
    var out: String
    var err: String
    var arguments: [String]

    /// stdout parsed by Foundation (an independent JSON reader).
    func json(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(out.utf8), options: [.fragmentsAllowed])
        return try XCTUnwrap(object as? [String: Any], "stdout of \(arguments) is not a JSON object:\n\(out.prefix(500))", file: file, line: line)
    }

    /// stdout parsed by JSONSource, which keeps member order.
    func orderedJSON() throws -> JSONValue {
        try JSONParser.parse(out).root.value
    }

    var summary: String {
        "tokenlint \(arguments.joined(separator: " ")) → exit \(code)\n--- stdout ---\n\(out.prefix(1500))\n--- stderr ---\n\(err.prefix(1500))"
    }
}

/// Runs `tokenlint ARGS…` in process, capturing its output (the brief's recipe).
func tokenlint(_ arguments: String...) -> CLIResult { tokenlint(arguments) }

func tokenlint(_ arguments: [String]) -> CLIResult {
    let arguments = withoutCache(arguments)
    let console = Console(capture: true)
    let code = Console.$current.withValue(console) { TokenLintCommand.run(arguments: arguments) }
    return CLIResult(code: code, out: console.standardOutput, err: console.standardError, arguments: arguments)
}

/// `lint` caches its results in the user's cache directory by default: runs that do not choose
/// a cache get `--no-cache`, so the suite writes nothing there (AdoptionCLITests give a
/// `--cache-dir` of their own; LintCacheTests test the default folder).
func withoutCache(_ arguments: [String]) -> [String] {
    guard arguments.first == "lint", !arguments.contains(where: { $0 == "--no-cache" || $0.hasPrefix("--cache-dir") }) else { return arguments }
    return arguments + ["--no-cache"]
}

/// Paths the tests read.
enum TestPaths {
    /// The package root: this file is `<root>/Tests/TokenLintCLITests/CLITestSupport.swift`.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/cli")

    static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    /// The public DTCG token sets (MIT, LICENSE beside them), part of the repository.
    static let corpus = packageRoot.appendingPathComponent("Tests/Fixtures/dtcg-examples")

    static let corpusResolvers = ["apple-hig.resolver.json", "figma-sds.resolver.json", "shopify-polaris.resolver.json"]

    /// A corpus resolver's path; a missing file fails the test (never a skip).
    static func corpusResolver(_ name: String) throws -> String {
        let url = corpus.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        return url.path
    }
}

/// Runs `body` with `path` as the working directory, restoring the previous one after. Tests in
/// one process run serially.
func inDirectory<T>(_ path: String, _ body: () throws -> T) rethrows -> T {
    let fileManager = FileManager.default
    let previous = fileManager.currentDirectoryPath
    XCTAssertTrue(fileManager.changeCurrentDirectoryPath(path), "cannot change to \(path)")
    defer { _ = fileManager.changeCurrentDirectoryPath(previous) }
    return try body()
}

/// A fresh temporary directory, removed at the end of the test.
func makeTemporaryDirectory(_ test: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tokenlint-cli-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// An independent WCAG 2.2 implementation (its definitions; ACT afw4f7): 8-bit sRGB, the 0.04045
/// threshold, and alpha compositing in gamma-encoded sRGB, unrounded. Written from the formulas,
/// sharing no code with ColorScience.
enum ReferenceWCAG {
    struct RGBA: Equatable, CustomStringConvertible {
        /// 0…255, possibly fractional after compositing.
        var r, g, b: Double
        /// 0…1.
        var a: Double
        var description: String { "rgba(\(r), \(g), \(b), \(a))" }
    }

    /// #RGB, #RGBA, #RRGGBB, #RRGGBBAA.
    static func hex(_ text: String) -> RGBA {
        var digits = Array(text.hasPrefix("#") ? String(text.dropFirst()) : text)
        if digits.count == 3 || digits.count == 4 { digits = digits.flatMap { [$0, $0] } }
        precondition(digits.count == 6 || digits.count == 8, "bad test hex \(text)")
        func byte(_ i: Int) -> Double { Double(Int(String(digits[i..<(i + 2)]), radix: 16)!) }
        return RGBA(r: byte(0), g: byte(2), b: byte(4), a: digits.count == 8 ? byte(6) / 255 : 1)
    }

    static func linear(_ channel255: Double) -> Double {
        let c = channel255 / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    static func luminance(_ c: RGBA) -> Double {
        0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// Source-over in gamma-encoded sRGB: C = Cs·αs + Cb·(1 − αs) over an opaque backdrop.
    static func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
        RGBA(r: top.r * top.a + bottom.r * (1 - top.a),
             g: top.g * top.a + bottom.g * (1 - top.a),
             b: top.b * top.a + bottom.b * (1 - top.a), a: 1)
    }

    static let white = RGBA(r: 255, g: 255, b: 255, a: 1)

    /// The ratio of a foreground over a background, the background itself over white.
    static func ratio(_ foreground: RGBA, _ background: RGBA) -> Double {
        let bg = over(background, white)
        let fg = over(foreground, bg)
        let l1 = luminance(fg), l2 = luminance(bg)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    static func ratio(_ foreground: String, _ background: String) -> Double {
        ratio(hex(foreground), hex(background))
    }
}

/// |actual − expected| ≤ relative·|expected|.
func assertRelative(_ actual: Double?, _ expected: Double, _ relative: Double, _ label: String,
                    file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else {
        XCTFail("\(label): no value (expected \(expected))", file: file, line: line)
        return
    }
    XCTAssertLessThanOrEqual(abs(actual - expected), relative * abs(expected),
                             "\(label): \(actual) vs \(expected)", file: file, line: line)
}

/// Asserts `actual` rounds to `printed` at its printed precision ("157.91" allows ±0.005).
func assertPrinted(_ actual: Double?, _ printed: String, _ label: String,
                   file: StaticString = #filePath, line: UInt = #line) {
    guard let actual, let number = Double(printed) else {
        XCTFail("\(label): no value (expected \(printed))", file: file, line: line)
        return
    }
    let decimals = printed.split(separator: ".").dropFirst().first?.count ?? 0
    let tolerance = 0.5 * pow(10, -Double(decimals)) * (1 + 1e-9)
    XCTAssertEqual(actual, number, accuracy: tolerance, "\(label): printed \(printed)", file: file, line: line)
}

extension Dictionary where Key == String, Value == Any {
    func number(_ key: String) -> Double? { (self[key] as? NSNumber)?.doubleValue }
    func bool(_ key: String) -> Bool? { self[key] as? Bool }
    func string(_ key: String) -> String? { self[key] as? String }
    func object(_ key: String) -> [String: Any]? { self[key] as? [String: Any] }
    func array(_ key: String) -> [Any]? { self[key] as? [Any] }
}
